package app.ludo.android

import android.app.AlertDialog
import android.content.Context
import android.text.InputType
import android.view.WindowManager
import android.view.inputmethod.EditorInfo
import android.widget.EditText
import app.ludo.shell.MessageTexts
import app.ludo.shell.Msg
import app.ludo.shell.T
import app.ludo.shell.Texts

/**
 * What the scene's menu and statistics buttons open: framework dialogs over the game
 * screen (the game stays on screen behind them). Texts are the core's catalog where it has
 * them ([words]), else the app's own ([texts]).
 */
class GameMenus(
    private val ctx: Context,
    private val w: Widgets,
    private val texts: Texts,
    private val words: MessageTexts,
) {
    /** The game menu: dice statistics, mixing words into the dice (only while [canMix]), the rules, home. */
    fun menu(canMix: Boolean, onStats: () -> Unit, onMix: (String) -> Unit, onHome: () -> Unit) {
        val items = listOfNotNull<Pair<String, () -> Unit>>(
            words.say(Msg("scene.stats.long")) to onStats,
            if (canMix) words.say(Msg("dice.mix_button")) to { mixDice(onMix) } else null,
            texts.get(T.HOME_RULES) to { rules() },
            texts.get(T.BTN_HOME) to onHome,
        )
        AlertDialog.Builder(ctx)
            .setTitle(words.say(Msg("scene.menu")))
            .setItems(items.map { it.first }.toTypedArray()) { _, i -> items[i].second() }
            .setNegativeButton(texts.get(T.BACK), null)
            .show()
    }

    /** Each seat's rolls per face, one line a seat (TalkBack reads them without the owner symbols). */
    fun diceStats(lines: List<String>) {
        val c = w.column()
        lines.forEach { line -> c.addView(w.text("", 15f).also { w.say(it, line) }) }
        AlertDialog.Builder(ctx)
            .setTitle(words.say(Msg("scene.stats.long")))
            .setView(w.scroll(c))
            .setPositiveButton(texts.get(T.BTN_OK), null)
            .show()
    }

    /**
     * Before the first roll: the person's own words mixed into the dice, so not even the app
     * chooses the dice alone (docs/fair-dice.md). The scene then shows what was mixed.
     */
    fun mixDice(onMix: (String) -> Unit) {
        val c = w.column()
        c.addView(w.text(words.say(Msg("dice.mix_explain")), 14f))
        val field = EditText(ctx).apply {
            hint = words.say(Msg("dice.mix_prompt"))
            // Words as typed: no suggestions or corrections changing what goes into the dice.
            inputType = InputType.TYPE_CLASS_TEXT or InputType.TYPE_TEXT_FLAG_NO_SUGGESTIONS
            imeOptions = EditorInfo.IME_ACTION_DONE
            // The prompt wraps instead of running off the side (the Bengali one was cut with a large font).
            isSingleLine = false
            setHorizontallyScrolling(false)
            maxLines = 4
            setRawInputType(InputType.TYPE_CLASS_TEXT or InputType.TYPE_TEXT_FLAG_NO_SUGGESTIONS)
            minHeight = w.dp(48f)
        }
        c.addView(field)
        lateinit var dialog: AlertDialog
        fun mix() {
            val words = field.text.toString()
            if (words.isBlank()) return
            onMix(words)
            dialog.dismiss()
        }
        field.setOnEditorActionListener { _, action, _ -> (action == EditorInfo.IME_ACTION_DONE).also { if (it) mix() } }
        dialog = AlertDialog.Builder(ctx)
            .setView(w.scroll(c))
            .setPositiveButton(words.say(Msg("dice.mix_button")), null)
            .setNegativeButton(texts.get(T.BACK), null)
            .create()
        // The dialog (a floating window, not drawn edge to edge) is resized to the part above
        // the keyboard rather than left where the keyboard may cover its field.
        @Suppress("DEPRECATION") // deprecated on API 30 for edge-to-edge windows; a dialog fits its window
        dialog.window?.setSoftInputMode(WindowManager.LayoutParams.SOFT_INPUT_ADJUST_RESIZE)
        dialog.show()
        // Set after show, so blank words leave the dialog open instead of closing it.
        dialog.getButton(AlertDialog.BUTTON_POSITIVE).setOnClickListener { mix() }
    }

    /** The rules page over the game (Back returns to it, nothing paused). */
    fun rules() {
        val c = w.column()
        c.addView(w.text(texts.get(T.RULES_BODY)))
        AlertDialog.Builder(ctx)
            .setTitle(texts.get(T.RULES_TITLE))
            .setView(w.scroll(c))
            .setPositiveButton(texts.get(T.BACK), null)
            .show()
    }
}
