package app.ludo.android

import android.content.Context
import android.text.InputType
import android.view.View
import android.view.inputmethod.EditorInfo
import android.widget.Button
import android.widget.EditText
import android.widget.LinearLayout
import android.widget.TextView
import app.ludo.shell.MessageTexts
import app.ludo.shell.Msg
import app.ludo.shell.UiState

/**
 * Before the first roll: a field to mix a person's own words into the dice, so not even
 * the app chooses the dice alone (docs/fair-dice.md). Shown while the core allows it
 * ([app.ludo.shell.TableState.canMixDice]); afterwards only what was mixed, in the core's
 * words. Texts come from the core's catalog ([words]); [onMix] forwards the words.
 */
class MixDiceRow(context: Context, private val words: MessageTexts, private val onMix: (String) -> Unit) : LinearLayout(context) {
    private val explain = TextView(context).apply { text = words.say(Msg("dice.mix_explain")); textSize = 13f }
    private val field = EditText(context).apply {
        hint = words.say(Msg("dice.mix_prompt"))
        // Words as typed: no suggestions or corrections changing what goes into the dice.
        inputType = InputType.TYPE_CLASS_TEXT or InputType.TYPE_TEXT_FLAG_NO_SUGGESTIONS
        imeOptions = EditorInfo.IME_ACTION_DONE
        // The prompt (hint) and the words wrap instead of running off the side (the Bengali
        // prompt was cut with a large font); the raw input type keeps Enter as "done", no new line.
        isSingleLine = false
        setHorizontallyScrolling(false)
        maxLines = 4
        setRawInputType(InputType.TYPE_CLASS_TEXT or InputType.TYPE_TEXT_FLAG_NO_SUGGESTIONS)
        setOnEditorActionListener { _, action, _ -> (action == EditorInfo.IME_ACTION_DONE).also { if (it) mix() } }
    }
    private val button = Button(context).apply {
        text = words.say(Msg("dice.mix_button"))
        setOnClickListener { mix() }
    }
    private val mixed = TextView(context).apply { textSize = 13f }

    init {
        orientation = VERTICAL
        listOf(explain, field, button, mixed).forEach(::addView)
        visibility = View.GONE
    }

    /** Shows the field while the core allows mixing, and what was mixed once something was. */
    fun show(s: UiState) {
        val open = s.view.canMixDice
        listOf(explain, field, button).forEach { it.visibility = if (open) View.VISIBLE else View.GONE }
        val m = s.view.diceMixed
        mixed.text = m?.let(words::say).orEmpty()
        mixed.visibility = if (m == null) View.GONE else View.VISIBLE
        visibility = if (open || m != null) View.VISIBLE else View.GONE
    }

    private fun mix() {
        val w = field.text.toString()
        if (w.isBlank()) return
        field.setText("")
        onMix(w)
    }
}
