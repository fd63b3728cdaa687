import java.io.File
import java.util.Properties

plugins {
    id("com.android.application")
    id("org.jetbrains.kotlin.android")
}

// Rust core + bindings live two levels up (workspace root).
val repoRoot: File = rootProject.projectDir.parentFile
val generatedKotlin = File(repoRoot, "bindings/generated/kotlin")
val jniLibsDir = File(projectDir, "src/main/jniLibs")

/**
 * The release key, never the debug key: a store (and every update after it) must get the
 * same key, and the debug key is on every developer's machine. Each value comes from an
 * environment variable (CI) or else from `android/keystore.properties` (git-ignored; see
 * docs/android.md):
 *
 *   LUDO_KEYSTORE_FILE      storeFile       the keystore (.jks / .p12), absolute or relative to android/
 *   LUDO_KEYSTORE_PASSWORD  storePassword
 *   LUDO_KEY_ALIAS          keyAlias
 *   LUDO_KEY_PASSWORD       keyPassword
 *
 * None of them set: the release build is unsigned (app-release-unsigned.apk), which is what
 * F-Droid builds and signs itself. Some set, or a keystore that does not exist: the release
 * build fails and says what is missing, rather than shipping an APK signed some other way.
 */
class ReleaseSigning(root: File) {
    private val file = File(root, "keystore.properties")
    private val props = Properties().apply { if (file.isFile) file.inputStream().use(::load) }
    private fun value(env: String, key: String): String? =
        System.getenv(env)?.takeIf { it.isNotEmpty() } ?: props.getProperty(key)?.takeIf { it.isNotEmpty() }

    val storeFile: File? = value("LUDO_KEYSTORE_FILE", "storeFile")?.let { File(it).takeIf(File::isAbsolute) ?: File(root, it) }
    val storePassword: String? = value("LUDO_KEYSTORE_PASSWORD", "storePassword")
    val keyAlias: String? = value("LUDO_KEY_ALIAS", "keyAlias")
    val keyPassword: String? = value("LUDO_KEY_PASSWORD", "keyPassword")

    private val given = listOf(storeFile, storePassword, keyAlias, keyPassword)
    val configured: Boolean = given.all { it != null }

    /** Why a release cannot be built as configured (null: complete, or nothing given: unsigned). */
    val problem: String? = when {
        given.all { it == null } -> null
        !configured -> "Release signing is half configured: set all of LUDO_KEYSTORE_FILE, LUDO_KEYSTORE_PASSWORD, " +
            "LUDO_KEY_ALIAS, LUDO_KEY_PASSWORD (or storeFile, storePassword, keyAlias, keyPassword in $file), or none " +
            "of them for an unsigned release."
        storeFile?.isFile != true -> "Release signing: the keystore $storeFile does not exist."
        else -> null
    }
}
val releaseSigning = ReleaseSigning(rootProject.projectDir)

android {
    namespace = "app.ludo"
    // Google Play: new apps and updates target API 36 (Android 16) from 31 August 2026.
    compileSdk = 36

    defaultConfig {
        applicationId = "app.ludo"
        minSdk = 24
        targetSdk = 36
        versionCode = 1
        versionName = "0.1.0"
        ndk {
            // The three ABIs cargo-ndk builds (see buildRustLibs below).
            abiFilters += listOf("arm64-v8a", "armeabi-v7a", "x86_64")
        }
    }

    signingConfigs {
        if (releaseSigning.configured) {
            create("release") {
                storeFile = releaseSigning.storeFile
                storePassword = releaseSigning.storePassword
                keyAlias = releaseSigning.keyAlias
                keyPassword = releaseSigning.keyPassword
            }
        }
    }

    buildTypes {
        release {
            isMinifyEnabled = true
            isShrinkResources = true
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
            // The release key when one is configured (ReleaseSigning), else unsigned.
            signingConfig = signingConfigs.findByName("release")
        }
    }

    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }

    sourceSets {
        getByName("main") {
            // App sources + the UniFFI-generated Kotlin (scripts/gen-bindings.sh).
            java.srcDirs("src/main/kotlin", generatedKotlin)
            jniLibs.srcDirs(jniLibsDir)
        }
        getByName("test") {
            java.srcDirs("src/test/kotlin")
        }
    }

    packaging {
        // Only the ABIs above; JNA's aar brings its own libjnidispatch.so per ABI. Stored
        // uncompressed and 16 KB aligned in the APK (AGP 8.5.1+), mapped in place at start.
        jniLibs.useLegacyPackaging = false
    }

    dependenciesInfo {
        // F-Droid: no dependency metadata block signed with a Google key in the APK.
        includeInApk = false
        includeInBundle = false
    }

    // The JVM unit tests (JUnit 5, real Rust library through JNA) run with Maven:
    // scripts/test-android.sh (android/verify/pom.xml). Gradle's unit-test task is not used.
    testOptions { unitTests.isReturnDefaultValues = true }
}

kotlin {
    jvmToolchain(17)
}

dependencies {
    implementation("net.java.dev.jna:jna:5.19.1@aar")
}

// Everything the Rust build reads: sources, manifests, the lock file (a dependency update
// must rebuild), the cargo configuration (16 KB page linking) and the UniFFI settings.
fun Task.rustInputs() {
    inputs.dir(File(repoRoot, "core/src"))
    inputs.dir(File(repoRoot, "bindings/src"))
    inputs.files(
        File(repoRoot, "Cargo.toml"), File(repoRoot, "Cargo.lock"),
        File(repoRoot, "core/Cargo.toml"), File(repoRoot, "bindings/Cargo.toml"),
        File(repoRoot, "core/uniffi.toml"), File(repoRoot, ".cargo/config.toml"),
    )
}

// Cross-builds the Rust library (crate ludo-ffi) for every ABI with cargo-ndk into jniLibs/,
// and regenerates the Kotlin bindings from the host build. Needs the NDK (ANDROID_NDK_HOME)
// and `cargo install cargo-ndk`, plus the rustup targets listed in docs/android.md.
val buildRustLibs by tasks.registering(Exec::class) {
    group = "rust"
    description = "cargo ndk build --release -p ludo-ffi for arm64-v8a, armeabi-v7a, x86_64"
    workingDir = repoRoot
    commandLine(
        "cargo", "ndk",
        "-t", "arm64-v8a", "-t", "armeabi-v7a", "-t", "x86_64",
        "-o", jniLibsDir.absolutePath,
        "build", "--release", "-p", "ludo-ffi",
    )
    rustInputs()
    outputs.dir(jniLibsDir)
}

val generateBindings by tasks.registering(Exec::class) {
    group = "rust"
    description = "scripts/gen-bindings.sh: host build of ludo-ffi + UniFFI Kotlin into bindings/generated/kotlin"
    workingDir = repoRoot
    commandLine("bash", "scripts/gen-bindings.sh")
    rustInputs()
    outputs.dir(generatedKotlin)
}

tasks.named("preBuild") {
    dependsOn(buildRustLibs, generateBindings)
}

// A half-configured release key stops the release build before anything is packaged; the
// debug build does not need it.
tasks.matching { it.name == "preReleaseBuild" }.configureEach {
    val problem = releaseSigning.problem
    doFirst { if (problem != null) throw GradleException(problem) }
}

// 16 KB pages: every native library in the APK (ours and JNA's) must have 16 KB aligned LOAD
// segments and sit uncompressed at a 16 KB boundary, or Android 15+ devices with 16 KB pages
// cannot load it. Checked on the packaged APK by android/tools/ElfAlignment.java (the same
// check CI runs on JNA's libraries and the cargo configuration: scripts/test-android-release.sh).
for (variant in listOf("Debug", "Release")) {
    val check = tasks.register<Exec>("check${variant}NativeAlignment") {
        group = "verification"
        description = "16 KB page alignment of every .so in the $variant APK"
        dependsOn("package$variant")
        val apkDir = layout.buildDirectory.dir("outputs/apk/${variant.lowercase()}")
        inputs.dir(apkDir)
        commandLine(
            File(System.getProperty("java.home"), "bin/java").path,
            File(rootProject.projectDir, "tools/ElfAlignment.java").path,
            apkDir.get().asFile.path,
        )
    }
    tasks.matching { it.name == "assemble$variant" }.configureEach { dependsOn(check) }
}
