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
    private val style: Style,
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
        c.addView(style.title(w.text(texts.get(T.RECORDS_TITLE))))
        setAside?.let { c.addView(style.card(w.column()).apply { addView(w.text(words.say(it), 15f)) }, w.spaced()) }
        c.addView(style.title(w.text(texts.get(T.RECORDS_PLAYERS)), 17f), w.spaced(16f))
        val profiles = data.profiles
        if (profiles.isEmpty()) c.addView(style.soft(w.text(texts.get(T.RECORDS_NO_PLAYERS)), 14f))
        // What to type goes in a label above the field (it wraps), not in the field's hint,
        // which is one line and was cut off in Bengali with a large font.
        val nameLabel = style.soft(w.text(texts.get(T.RECORDS_NAME)), 14f)
        val name = EditText(ctx).apply {
            id = View.generateViewId()
            nameLabel.labelFor = id
            inputType = InputType.TYPE_CLASS_TEXT or InputType.TYPE_TEXT_FLAG_CAP_WORDS
            minHeight = w.dp(48f)
            setTextColor(style.ink)
        }
        for (p in profiles) {
            val st = data.stats[p.id] ?: continue
            val card = style.card(w.column())
            card.addView(style.title(w.text(p.name), 18f))
            // The core's lines (rating and win rate rounded there, the dice test last), as on iOS.
            st.lines.forEachIndexed { i, line ->
                val tv = w.text(words.say(line), 14f)
                // The rating leads; the rest is detail.
                card.addView(if (i == 0) tv.apply { setTextColor(style.ink) } else style.soft(tv, 14f))
            }
            val row = w.row()
            // A person's name keeps its case ("Rename Asha", not "RENAME ASHA").
            row.addView(pill(texts.get(T.RECORDS_RENAME, p.name)) { onRename(p.id, name.text.toString()) }, w.share())
            row.addView(pill(texts.get(T.RECORDS_DELETE, p.name)) { confirmDelete(p.id, p.name) }, w.share())
            card.addView(row, w.spaced(8f))
            val others = profiles.filter { it.id != p.id }
            if (others.isNotEmpty()) card.addView(pill(texts.get(T.RECORDS_MERGE, p.name)) { pickMergeTarget(p, others) }, w.spaced(4f))
            c.addView(card, w.spaced(8f))
        }
        val add = style.card(w.column())
        add.addView(nameLabel)
        add.addView(name)
        add.addView(style.primary(w.button(texts.get(T.RECORDS_ADD)) { onAdd(name.text.toString()) }), w.spaced(8f))
        c.addView(add, w.spaced(8f))
        c.addView(style.title(w.text(texts.get(T.RECORDS_GAMES)), 17f), w.spaced(20f))
        val games = data.games
        if (games.isEmpty()) c.addView(style.soft(w.text(texts.get(T.RECORDS_NO_GAMES)), 14f))
        for (g in games) {
            val card = style.card(w.column())
            // The core's line: the date (the phone's time), the seats by place, rated or why not.
            card.addView(w.text(words.say(g.line), 14f).apply { setTextColor(style.ink) })
            val row = w.row()
            row.addView(pill(texts.get(T.BTN_REPLAY)) { onReplay(g.gameId) }, w.share())
            row.addView(pill(texts.get(T.BTN_REVIEW)) { onReview(g.gameId) }, w.share())
            card.addView(row, w.spaced(8f))
            c.addView(card, w.spaced(8f))
        }
        c.addView(pill(texts.get(T.BACK)) { onBack() }, w.spaced(20f))
        return w.scroll(c)
    }

    private fun pill(s: String, onClick: () -> Unit): Button = style.pill(w.button(s, onClick))

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
    private val style: Style,
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
        c.addView(style.title(w.text(texts.get(T.REPLAY_TITLE))))
        board = PositionView(ctx).also { c.addView(it, w.centred().apply { topMargin = w.dp(8f) }) }
        stepView = style.title(w.text(""), 16f).also { c.addView(it, w.spaced(8f)) }
        said = style.soft(w.text(""), 14f).also { it.accessibilityLiveRegion = View.ACCESSIBILITY_LIVE_REGION_POLITE; c.addView(it) }
        val row = w.row()
        back = style.pill(w.button(texts.get(T.BTN_STEP_BACK)) { go(-1) }).also { row.addView(it, w.share()) }
        forward = style.pill(w.button(texts.get(T.BTN_STEP_FORWARD)) { go(1) }).also { row.addView(it, w.share()) }
        c.addView(row, w.spaced(8f))
        c.addView(style.pill(w.button(texts.get(T.BACK)) { onBack() }), w.spaced(12f))
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
