package app.ludo.android

import android.graphics.Insets
import android.view.WindowInsets
import android.view.WindowManager
import org.junit.Assert.assertEquals
import org.junit.Test
import org.junit.runner.RunWith
import org.ludo.core.SceneAction
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode
import org.robolectric.shadows.ShadowAlertDialog

/**
 * The on-screen keyboard never covers a text field (Android 11+, where the keyboard comes
 * as its own inset type to a window drawn edge to edge): the records screen's profile name
 * is padded above it and scrolled into view; the dialog for words to mix into the dice is
 * resized above it. The same on Android 10: OlderSdkTest.
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [36])
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class KeyboardTest {

    private fun App.applyInsets(keyboard: Int) {
        val insets = WindowInsets.Builder()
            .setInsets(WindowInsets.Type.statusBars(), Insets.of(0, KEYBOARD_TEST_STATUS, 0, 0))
            .setInsets(WindowInsets.Type.navigationBars(), Insets.of(0, 0, 0, KEYBOARD_TEST_NAV))
            // The keyboard's inset covers the navigation bar too, as the system reports it.
            .setInsets(WindowInsets.Type.ime(), Insets.of(0, 0, 0, keyboard))
            .setVisible(WindowInsets.Type.ime(), keyboard > 0)
            .build()
        activity.window.decorView.dispatchApplyWindowInsets(insets)
        activity.window.decorView.requestLayout()
        idle(100)
    }

    @Test
    @Config(qualifiers = PHONE_LAND)
    fun theProfileNameStaysAboveTheKeyboardInLandscape() =
        App.launch().checkNameFieldAboveKeyboard({ applyInsets(0) }, { applyInsets(it) })

    @Test
    @Config(qualifiers = PHONE)
    fun theProfileNameStaysAboveTheKeyboardInPortrait() =
        App.launch().checkNameFieldAboveKeyboard({ applyInsets(0) }, { applyInsets(it) })

    @Test
    @Config(qualifiers = PHONE)
    fun theDiceWordsDialogIsResizedAboveTheKeyboard() {
        val app = App.launch()
        app.startQuickGame(touch = true)
        app.waitUntil("the die to roll") { app.hitOrNull(SceneAction.Roll) != null }
        app.tap(SceneAction.Menu)
        app.chooseInDialog(app.str("dice_mix_button"))
        val dialog = ShadowAlertDialog.getLatestAlertDialog() as android.app.AlertDialog
        @Suppress("DEPRECATION")
        assertEquals(
            WindowManager.LayoutParams.SOFT_INPUT_ADJUST_RESIZE,
            dialog.window!!.attributes.softInputMode and WindowManager.LayoutParams.SOFT_INPUT_MASK_ADJUST,
        )
    }
}
