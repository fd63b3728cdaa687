package app.ludo.android

import android.content.Context
import android.view.View
import android.view.ViewGroup
import android.widget.LinearLayout
import android.widget.ScrollView
import android.widget.TextView
import app.ludo.shell.MessageTexts
import app.ludo.shell.Msg
import app.ludo.shell.ReviewController
import app.ludo.shell.ReviewUi
import app.ludo.shell.T
import app.ludo.shell.Texts

/**
 * The game review screen: progress, the win-chance graph, the chosen decision's position
 * with what was played and what was better, and the decisions (tap one to see it). It shows
 * what [review] holds; Back is [onBack] (the Activity stops the review).
 */
class ReviewScreen(
    private val ctx: Context,
    private val w: Widgets,
    private val style: Style,
    private val texts: Texts,
    private val words: MessageTexts,
    private val review: ReviewController,
    private val onBack: () -> Unit,
) {
    private var note: TextView? = null
    private var chart: GraphView? = null
    private var board: PositionView? = null
    private var moves: TextView? = null
    private var list: LinearLayout? = null
    private var scroll: ScrollView? = null

    /** The screen's views, showing the review as it is now. */
    fun build(): View {
        val c = w.column()
        c.addView(style.title(w.text(words.say(Msg("review.title")))))
        note = style.soft(w.text(""), 15f).also { c.addView(it) }
        chart = GraphView(ctx).also { it.visibility = View.GONE; c.addView(it, LinearLayout.LayoutParams(ViewGroup.LayoutParams.MATCH_PARENT, w.dp(180f)).apply { topMargin = w.dp(8f) }) }
        board = PositionView(ctx).also { it.visibility = View.GONE; c.addView(it, w.centred().apply { topMargin = w.dp(8f) }) }
        moves = w.text("", 15f).also { it.setTextColor(style.ink); it.visibility = View.GONE; c.addView(it) }
        list = LinearLayout(ctx).apply { orientation = LinearLayout.VERTICAL }.also { c.addView(it, w.spaced(8f)) }
        c.addView(style.pill(w.button(texts.get(T.BACK)) { onBack() }), w.spaced(16f))
        return w.scroll(c).also { s ->
            scroll = s
            review.ui?.let(::render)
        }
    }

    fun render(u: ReviewUi) {
        note?.let { it.text = u.note.orEmpty(); it.visibility = if (u.note == null) View.GONE else View.VISIBLE }
        chart?.show(u.graph, u.graphText)
        val said = u.selectedText.joinToString("\n")
        board?.show(u.board, said)
        moves?.let { it.text = said; it.visibility = if (said.isEmpty()) View.GONE else View.VISIBLE }
        val l = list ?: return
        if (l.childCount == u.lines.size) return
        l.removeAllViews()
        u.lines.forEachIndexed { i, line ->
            l.addView(style.row(w.button(line) {
                review.select(i)
                // The position just chosen is drawn under the graph, above the list: show both.
                scroll?.post { scroll?.scrollTo(0, 0) }
            }), w.spaced(6f))
        }
    }
}
