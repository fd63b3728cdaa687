package app.ludo.android

import android.view.View
import android.widget.EditText
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/** Mixing a person's words into the dice before the first roll (docs/fair-dice.md), by touch. */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [36], qualifiers = PHONE)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class MixDiceTest {

    @Test
    fun wordsTypedBeforeTheFirstRollAreMixedInSavedAndTheFieldGoesAwayAfterTheRoll() {
        val app = App.launch()
        app.startQuickGame(touch = true)
        app.waitUntil("the mixing field") { app.all().any { it is EditText } }
        val field = app.all().filterIsInstance<EditText>().single()
        assertEquals(app.str("dice_mix_prompt"), field.hint.toString())
        field.setText("rain on the roof")
        app.tap(app.str("dice_mix_button"))
        val said = app.str("dice_mixed", "“rain on the roof”")
        app.waitUntil("the core says what was mixed") { said in app.texts() }
        assertEquals("the field is emptied", "", field.text.toString())
        assertTrue("the words are in the save", String(app.saveBytes()!!).contains("\"mix\":[\"rain on the roof\"]"))
        // The first roll closes mixing: the field goes, what was mixed stays on screen.
        app.waitUntil("the die to roll") { app.dieNode()?.clickable == true }
        app.tap(app.dieNode()!!)
        app.waitUntil("the field gone") { field.visibility != View.VISIBLE || !field.isShown }
        assertTrue(said in app.texts())
    }
}
