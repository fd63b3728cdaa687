package app.ludo.android

import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

// System Back ([BackChecks]) on the other SDKs, each class in a JVM of its own (pom.xml: one
// Robolectric sandbox per JVM, the bindings' callbacks live in the native library once per process).

/** Android 7 (the app's minSdk): the BACK key and onBackPressed; native graphics start at Android 8, so the legacy canvas. */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [24], qualifiers = PHONE)
@GraphicsMode(GraphicsMode.Mode.LEGACY)
class BackSdk24Test : BackChecks()

@RunWith(RobolectricTestRunner::class)
@Config(sdk = [33], qualifiers = PHONE)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class BackSdk33Test : BackChecks()

@RunWith(RobolectricTestRunner::class)
@Config(sdk = [34], qualifiers = PHONE)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class BackSdk34Test : BackChecks()

@RunWith(RobolectricTestRunner::class)
@Config(sdk = [35], qualifiers = PHONE)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class BackSdk35Test : BackChecks()
