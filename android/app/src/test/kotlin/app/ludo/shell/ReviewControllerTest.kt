package app.ludo.shell

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.ludo.core.ReviewVerdict

/** The review screen's controller: progress, result, selection and cancel, with a scripted [Reviewer]. */
class ReviewControllerTest {
    /** A review the test drives by hand; its reports go through the controller's queue. */
    private class Scripted : Reviewer {
        var callbacks: ReviewCallbacks? = null
        var cancelled = 0
        var boards = 0
        override fun review(save: String, rollouts: Int, seed: Long, callbacks: ReviewCallbacks): ReviewJob {
            if (save == "bad") throw BadSave("bad")
            this.callbacks = callbacks
            return ReviewJob { cancelled++ }
        }
        override fun board(save: String, d: ReviewedDecision): StillBoard? { boards++; return null }
        /** The decision marked on each graph asked for. */
        val graphs = mutableListOf<Int?>()
        override fun graph(selected: Int?): StillBoard? { graphs.add(selected); return StillBoard { _, _, _ -> null } }
    }

    private val queue = ArrayDeque<Runnable>()
    private fun runQueue() { while (queue.isNotEmpty()) queue.removeFirst().run() }

    /** A decision with the core's kind of words (here written by the test: the controller shows them as given). */
    private fun decision(n: Int, action: Int, verdict: ReviewVerdict, played: Int, best: Int, y: Float, chance: String) = ReviewedDecision(
        action, PlayerColor.YELLOW, 5, ReviewMove(played, 3, 8), ReviewMove(best, 10, 15), y, y + 0.1f, verdict,
        listOf(PlayerColor.YELLOW to y, PlayerColor.BLUE to 1 - y),
        line = Msg(
            "review.decision",
            listOf(
                MsgArg.Num(n.toLong()), MsgArg.Nested(Msg("name.yellow")), MsgArg.Num(5),
                MsgArg.Nested(Msg("review.verdict." + verdict.name.lowercase())), MsgArg.Text(chance),
            ),
        ),
        said = listOfNotNull(
            Msg("review.played", listOf(MsgArg.Num(played + 1L), MsgArg.Text(chance))),
            if (best != played) Msg("review.better", listOf(MsgArg.Num(best + 1L), MsgArg.Text("35%"))) else null,
        ),
    )

    private val graph = Msg("review.graph", listOf(MsgArg.Items(listOf(Msg("review.graph_seat", listOf(MsgArg.Nested(Msg("name.yellow")), MsgArg.Text("50%"), MsgArg.Text("25%")))))))

    @Test
    fun progressThenTheDecisionsInWordsAndTheGraphSeries() {
        val r = Scripted()
        val c = ReviewController(r, ResMessages(), queue::addLast)
        assertTrue(c.start("save"))
        assertTrue(c.ui!!.running)
        assertNull(c.ui!!.graph, "no graph before the review is done")
        r.callbacks!!.progress(1, 2)
        runQueue()
        assertEquals("Reviewing the moves: 1 of 2", c.ui!!.note)
        r.callbacks!!.done(listOf(decision(1, 4, ReviewVerdict.BEST, 0, 0, 0.5f, "50%"), decision(2, 9, ReviewVerdict.MISTAKE, 1, 2, 0.25f, "25%")), graph)
        runQueue()
        val ui = c.ui!!
        assertFalse(ui.running)
        assertNull(ui.note)
        assertEquals("2. Yellow rolled 5: mistake, win chance 25%", ui.lines[1])
        // The graph is the core's, nothing selected yet.
        assertNotNull(ui.graph)
        assertEquals(listOf<Int?>(null), r.graphs)
        assertEquals("Win chances over the game: Yellow from 50% to 25%.", ui.graphText)
        c.select(1)
        assertEquals(1, c.ui!!.selected)
        assertEquals(listOf("Played: token 2, win chance 25%", "Better: token 3, win chance 35%"), c.ui!!.selectedText)
        assertEquals(1, r.boards)
        assertEquals(1, r.graphs.last(), "the graph marks the decision selected")
    }

    @Test
    fun cancelStopsTheReviewAndDropsItsLaterReports() {
        val r = Scripted()
        val c = ReviewController(r, ResMessages(), queue::addLast)
        c.start("save")
        val early = r.callbacks!!
        c.cancel()
        assertEquals(1, r.cancelled)
        assertFalse(c.running)
        early.failed(cancelled = true, reason = "cancelled")
        early.done(listOf(decision(1, 4, ReviewVerdict.BEST, 0, 0, 0.5f, "50%")), graph)
        runQueue()
        assertTrue(c.ui!!.decisions.isEmpty(), "a cancelled review's reports are dropped")
    }

    @Test
    fun aSaveTheCoreRefusesSaysSoAndAGameWithoutDecisionsSaysThat() {
        val r = Scripted()
        val c = ReviewController(r, ResMessages(), queue::addLast)
        assertFalse(c.start("bad"))
        assertEquals("This game could not be reviewed.", c.ui!!.note)
        c.start("save")
        r.callbacks!!.done(emptyList(), null)
        runQueue()
        assertEquals("No move of a person to review in this game.", c.ui!!.note)
        assertNotNull(c.ui)
    }
}
