package app.ludo.android

import android.widget.EditText
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.ludo.core.SceneAction
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode
import org.robolectric.shadows.ShadowAlertDialog

/** Mixing a person's words into the dice before the first roll (docs/fair-dice.md), from the game menu, by touch. */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [36], qualifiers = PHONE)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class MixDiceTest {

    private fun App.menuItems(): List<String> {
        tap(SceneAction.Menu)
        val menu = ShadowAlertDialog.getLatestAlertDialog() as android.app.AlertDialog
        return (0 until menu.listView.adapter.count).map { menu.listView.adapter.getItem(it).toString() }
    }

    @Test
    fun wordsTypedBeforeTheFirstRollAreMixedInSavedAndTheMenuStopsOfferingItAfterTheRoll() {
        val app = App.launch()
        app.startQuickGame(touch = true)
        app.waitUntil("the die to roll") { app.hitOrNull(SceneAction.Roll) != null }
        assertTrue(app.state!!.view.canMixDice)
        assertTrue(app.menuItems().contains(app.str("dice_mix_button")))
        app.chooseInDialog(app.str("dice_mix_button"))
        val dialog = ShadowAlertDialog.getLatestAlertDialog() as android.app.AlertDialog
        val field = app.all(dialog.window!!.decorView).filterIsInstance<EditText>().single()
        assertEquals(app.str("dice_mix_prompt"), field.hint.toString())
        field.setText("rain on the roof")
        app.tap(dialog.getButton(android.app.AlertDialog.BUTTON_POSITIVE))
        assertFalse("the dialog closes", dialog.isShowing)
        // The core says what was mixed; the scene's tip card shows it.
        val said = app.str("dice_mixed", "“rain on the roof”")
        app.waitUntil("the core says what was mixed") { app.onScene(said) }
        // Until the first roll the save holds neither the secret nor the words (docs/fair-dice.md).
        val before = String(app.saveBytes()!!)
        assertFalse(before, before.contains("\"sealed\"") || before.contains("rain on the roof"))
        // The first roll closes mixing: the menu no longer offers it, what was mixed stays said.
        app.dismissDialogs()
        app.tap(SceneAction.Roll)
        app.waitUntil("the first roll") { app.state?.view?.canMixDice == false }
        app.waitUntil("the words in the save") { String(app.saveBytes()!!).contains("\"mix\":[\"rain on the roof\"]") }
        assertFalse(app.menuItems().contains(app.str("dice_mix_button")))
        app.dismissDialogs()
        assertTrue(app.onScene(said))
    }
}
