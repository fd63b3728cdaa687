package app.ludo.android

import android.content.Context
import android.text.InputType
import android.view.View
import android.widget.Button
import android.widget.EditText
import android.widget.TextView
import app.ludo.shell.HistoryInfo
import app.ludo.shell.MessageTexts
import app.ludo.shell.Msg
import app.ludo.shell.Profile
import app.ludo.shell.ProfileStatsInfo
import app.ludo.shell.RecordsStore
import app.ludo.shell.ReplayGame
import app.ludo.shell.T
import app.ludo.shell.Texts

/**
 * What the records screen shows, read from the database in one go by [read]: the Activity
 * calls it on its records thread (after any pending write) and builds the screen on the
 * main thread from the result, so the main thread never waits for SQLite.
 */
class RecordsData(
    val profiles: List<Profile>,
    /** Per profile id; a profile the core has no statistics for is not listed. */
    val stats: Map<String, ProfileStatsInfo>,
    /** Newest first. */
    val games: List<HistoryInfo>,
) {
    companion object {
        /** Games the screen lists (newest first). */
        const val HISTORY_LIMIT = 50

        /** Reads everything the screen shows from [records] (nothing when they could not be opened). Not on the main thread. */
        fun read(records: RecordsStore?): RecordsData {
            val profiles = records?.profiles().orEmpty()
            return RecordsData(
                profiles,
                profiles.mapNotNull { p -> records?.stats(p.id)?.let { p.id to it } }.toMap(),
                records?.history(HISTORY_LIMIT).orEmpty(),
            )
        }
    }
}

/**
 * The records screen (docs/records.md): each profile's rating, games, places, win rate,
 * captures, rolls and sixes and the dice test, lines in the core's words; adding a profile (the core checks
 * the name); the games played, newest first, each to replay or review. Everything shown is
 * in [data] (read off the main thread); the actions go to the Activity's callbacks.
 */
class RecordsScreen(
    private val ctx: Context,
    private val w: Widgets,
    private val texts: Texts,
    private val words: MessageTexts,
    private val data: RecordsData,
    /** The core's "damaged records set aside" message, when it is to be said now. */
    private val setAside: Msg?,
    private val onAdd: (String) -> Unit,
    /** Rename the profile (id) to the name in the field. */
    private val onRename: (id: String, name: String) -> Unit,
    /** Delete the profile (id) with its records, after the person confirmed. */
    private val onDelete: (id: String) -> Unit,
    /** Merge profile `from` into `into`, after the person picked `into` and confirmed. */
    private val onMerge: (from: String, into: String) -> Unit,
    private val onReplay: (gameId: String) -> Unit,
    private val onReview: (gameId: String) -> Unit,
    private val onBack: () -> Unit,
) {
    fun build(): View {
        val c = w.column()
        c.addView(w.text(texts.get(T.RECORDS_TITLE), 24f))
        setAside?.let { c.addView(w.text(words.say(it))) }
        c.addView(w.text(texts.get(T.RECORDS_PLAYERS), 18f))
        val profiles = data.profiles
        if (profiles.isEmpty()) c.addView(w.text(texts.get(T.RECORDS_NO_PLAYERS), 14f))
        // What to type goes in a label above the field (it wraps), not in the field's hint,
        // which is one line and was cut off in Bengali with a large font.
        val nameLabel = w.text(texts.get(T.RECORDS_NAME), 14f)
        val name = EditText(ctx).apply {
            id = View.generateViewId()
            nameLabel.labelFor = id
            inputType = InputType.TYPE_CLASS_TEXT or InputType.TYPE_TEXT_FLAG_CAP_WORDS
            minHeight = w.dp(48f)
        }
        for (p in profiles) {
            val st = data.stats[p.id] ?: continue
            c.addView(w.text(p.name, 18f).apply { setPadding(0, w.dp(8f), 0, 0) })
            // The core's lines (rating and win rate rounded there, the dice test last), as on iOS.
            st.lines.forEach { c.addView(w.text(words.say(it), 14f)) }
            val row = w.row()
            // A person's name keeps its case ("Rename Asha", not "RENAME ASHA").
            row.addView(w.button(texts.get(T.RECORDS_RENAME, p.name)) { onRename(p.id, name.text.toString()) }.apply { isAllCaps = false })
            row.addView(w.button(texts.get(T.RECORDS_DELETE, p.name)) { confirmDelete(p.id, p.name) }.apply { isAllCaps = false })
            c.addView(row)
            val others = profiles.filter { it.id != p.id }
            if (others.isNotEmpty()) c.addView(w.button(texts.get(T.RECORDS_MERGE, p.name)) { pickMergeTarget(p, others) }.apply { isAllCaps = false })
        }
        c.addView(nameLabel)
        c.addView(name)
        c.addView(w.button(texts.get(T.RECORDS_ADD)) { onAdd(name.text.toString()) })
        c.addView(w.text(texts.get(T.RECORDS_GAMES), 18f).apply { setPadding(0, w.dp(16f), 0, w.dp(4f)) })
        val games = data.games
        if (games.isEmpty()) c.addView(w.text(texts.get(T.RECORDS_NO_GAMES), 14f))
        for (g in games) {
            // The core's line: the date (the phone's time), the seats by place, rated or why not.
            c.addView(w.text(words.say(g.line), 14f))
            val row = w.row()
            row.addView(w.button(texts.get(T.BTN_REPLAY)) { onReplay(g.gameId) })
            row.addView(w.button(texts.get(T.BTN_REVIEW)) { onReview(g.gameId) })
            c.addView(row)
        }
        c.addView(w.button(texts.get(T.BACK)) { onBack() })
        return w.scroll(c)
    }

    /** Deleting a profile takes its records with it: the person confirms first. */
    private fun confirmDelete(id: String, name: String) {
        android.app.AlertDialog.Builder(ctx)
            .setMessage(texts.get(T.RECORDS_DELETE_CONFIRM, name))
            .setPositiveButton(texts.get(T.RECORDS_DELETE, name)) { _, _ -> onDelete(id) }
            .setNegativeButton(texts.get(T.BACK), null)
            .show()
    }

    /** Merging moves one profile's games and rating to another and removes it: pick the other, then confirm. */
    private fun pickMergeTarget(from: app.ludo.shell.Profile, others: List<app.ludo.shell.Profile>) {
        android.app.AlertDialog.Builder(ctx)
            .setTitle(texts.get(T.RECORDS_MERGE, from.name))
            .setItems(others.map { it.name }.toTypedArray()) { _, i ->
                val into = others[i]
                android.app.AlertDialog.Builder(ctx)
                    .setMessage(texts.get(T.RECORDS_MERGE_CONFIRM, from.name, into.name))
                    .setPositiveButton(texts.get(T.RECORDS_MERGE, from.name)) { _, _ -> onMerge(from.id, into.id) }
                    .setNegativeButton(texts.get(T.BACK), null)
                    .show()
            }
            .setNegativeButton(texts.get(T.BACK), null)
            .show()
    }

}

/**
 * A recorded game step by step, forward and back: the board from the core's view and token
 * spots at the step, the step number, and what the step did in the table's words.
 */
class ReplayScreen(
    private val ctx: Context,
    private val w: Widgets,
    private val texts: Texts,
    private val words: MessageTexts,
    /** The game; the Activity closes it when the screen goes. */
    val game: ReplayGame,
    private val onBack: () -> Unit,
) {
    /** Kept across rebuilds (rotation). */
    private var step = 0
    private var board: PositionView? = null
    private var stepView: TextView? = null
    private var said: TextView? = null
    private var back: Button? = null
    private var forward: Button? = null

    fun build(): View {
        val c = w.column()
        c.addView(w.text(texts.get(T.REPLAY_TITLE), 24f))
        board = PositionView(ctx).also { c.addView(it, w.centred()) }
        stepView = w.text("", 16f).also { c.addView(it) }
        said = w.text("", 14f).also { it.accessibilityLiveRegion = View.ACCESSIBILITY_LIVE_REGION_POLITE; c.addView(it) }
        val row = w.row()
        back = w.button(texts.get(T.BTN_STEP_BACK)) { go(-1) }.also { row.addView(it) }
        forward = w.button(texts.get(T.BTN_STEP_FORWARD)) { go(1) }.also { row.addView(it) }
        c.addView(row)
        c.addView(w.button(texts.get(T.BACK)) { onBack() })
        render()
        return w.scroll(c)
    }

    private fun go(by: Int) {
        step = (step + by).coerceIn(0, game.length)
        render()
    }

    private fun render() {
        val v = game.viewAt(step)
        val line = game.announcementsAt(step).map(words::say).ifEmpty { listOf(words.say(v.status)) }.joinToString("\n")
        board?.show(game.board(step), line)
        stepView?.text = texts.get(T.REPLAY_STEP, step, game.length)
        said?.text = line
        back?.isEnabled = step > 0
        forward?.isEnabled = step < game.length
    }
}
