// Versions: AGP 8.13 + Kotlin 2.4.21 (the Kotlin version the JVM checks in verify/ use).
plugins {
    id("com.android.application") version "8.13.0" apply false
    id("org.jetbrains.kotlin.android") version "2.4.21" apply false
}
