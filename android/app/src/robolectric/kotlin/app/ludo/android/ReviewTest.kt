package app.ludo.android

import app.ludo.shell.CoreReviewer
import app.ludo.shell.StillBoard
import app.ludo.shell.ReviewCallbacks
import app.ludo.shell.ReviewController
import app.ludo.shell.ReviewJob
import app.ludo.shell.ReviewUi
import app.ludo.shell.ReviewedDecision
import app.ludo.shell.Reviewer
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.ludo.core.SceneAction
import org.ludo.core.ScenePrim
import org.robolectric.RobolectricTestRunner
import org.robolectric.RuntimeEnvironment
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode
import org.robolectric.util.ReflectionHelpers
import java.io.File
import java.util.concurrent.atomic.AtomicBoolean

/** The game review screen: a real review by the core, the graph, the list, a decision's position, cancel on leaving. */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [36], qualifiers = PHONE)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class ReviewTest {

    @After
    fun reset() {
        MainActivity.reviewerOverride = null
        MainActivity.reviewRolloutsOverride = null
    }

    @Test
    fun theGoldenFinishedSaveReviewedFromHomeThenADecisionShowsItsPosition() {
        MainActivity.reviewRolloutsOverride = 2
        File(RuntimeEnvironment.getApplication().filesDir.also { it.mkdirs() }, "current.json").writeText(goldenFinished())
        val app = App.launch()
        // A finished game is not resumed, but it can be reviewed.
        assertTrue(app.buttonOrNull(app.str("home_resume")) == null)
        app.tap(app.str("home_review"))
        app.label(app.str("review_title"))
        app.waitUntil("the review", realMs = 300_000, stepMs = 200) { app.review?.let { !it.running && it.note == null } == true }
        val ui = app.review!!
        // Every seat of this game is a person: many decisions, one graph point each.
        assertTrue("${ui.decisions.size} decisions", ui.decisions.size > 100)
        assertEquals(ui.decisions.size, ui.lines.size)
        // The core's graph at the view's size: a line per seat through every decision, the
        // chances and the list's first and last numbers on its axes.
        val chart = app.all().filterIsInstance<GraphView>().single()
        assertEquals(ui.graphText, chart.contentDescription.toString())
        val graph = chart.frame()!!
        assertEquals(chart.width / app.density, graph.width, 0.01f)
        fun texts(f: org.ludo.core.SceneFrame) = f.prims.filterIsInstance<ScenePrim.Text>().map { it.text }
        assertEquals(listOf("0%", "50%", "100%", "1", "${ui.decisions.size}"), texts(graph))
        val seatLines = graph.prims.filterIsInstance<ScenePrim.Path>().filter { it.points.size == 2 * ui.decisions.size }
        assertTrue("${seatLines.size} lines", seatLines.size >= 4)
        for (color in ui.decisions.first().chances.map { it.first }) assertTrue(ui.graphText, ui.graphText.contains(app.str("name_" + color.name.lowercase())))
        // The core's words: no 100% (nor 0%) before first place is taken.
        assertTrue(ui.lines.first(), !ui.lines.first().endsWith(" 100%") && !ui.lines.first().endsWith(" 0%"))
        // Tap a decision whose best move was another: its position, both moves marked and said.
        val i = ui.decisions.indexOfFirst { it.best != it.played }
        assertTrue("a move that was not the best", i >= 0)
        val d = ui.decisions[i]
        app.tap(app.button(ui.lines[i]))
        assertNotNull("the position of decision ${i + 1}", app.review!!.board)
        assertTrue("the graph marks decision ${i + 1}", texts(chart.frame()!!).contains("${i + 1}"))
        // The core's still board of the decision at the view's size: the move played drawn as a
        // line, the better one dashed (docs/design.md), and another picture than the next decision's.
        val position = app.all().filterIsInstance<PositionView>().single()
        assertTrue(app.rectOf(position).height() > 0)
        val frame = position.frame()!!
        assertEquals(position.width / app.density, frame.width, 0.01f)
        val lines = frame.prims.filterIsInstance<ScenePrim.Path>().filter { !it.closed && it.paint.strokeWidth > 0f }
        assertTrue("the better move is dashed", lines.any { it.paint.dashOn > 0f })
        assertTrue("the move played is drawn", lines.any { it.paint.dashOn == 0f && it.points.size >= 4 })
        val better = app.review!!.selectedText.last()
        assertTrue(better, better.startsWith(app.str("review_better", d.best.token + 1, "").trimEnd()))
        assertTrue("\"$better\" in ${app.texts()}", app.texts().any { it.contains(better) })
        assertTrue(position.contentDescription.contains(better))
        val j = ui.decisions.indices.first { it != i && ui.decisions[it].best != ui.decisions[it].played }
        app.tap(app.button(ui.lines[j]))
        assertNotEquals("decision ${j + 1} shows its own position", frame.prims, position.frame()!!.prims)
        // Back: home again, no review running.
        app.tap(app.str("back"))
        app.button(app.str("home_new_game"))
        assertTrue(app.review?.running != true)
    }

    @Test
    fun leavingTheReviewCancelsItAndReturnsToTheResult() {
        val spy = SpyReviewer(CoreReviewer())
        MainActivity.reviewerOverride = spy
        MainActivity.reviewRolloutsOverride = 5_000 // minutes of work: only a cancel ends it soon
        Positions.install(Positions.finished())
        val app = App.launch()
        app.waitUntil("the result") { app.hitOrNull(SceneAction.Review) != null }
        app.tap(SceneAction.Review)
        app.label(app.str("review_title"))
        assertTrue(app.review!!.running)
        app.tap(app.str("back"))
        app.waitUntil("the core stopped the review", realMs = 60_000) { spy.cancelled.get() }
        assertTrue("the review did not finish", !spy.finished.get())
        // Back on the result screen of the same game.
        app.waitUntil("the result again") { app.resultShown() }
    }

    /** The goldens' finished save (tests/golden/saves), found from the golden screens' folder. */
    private fun goldenFinished(): String {
        var dir: File? = File(System.getProperty("ludo.golden.dir") ?: ".").absoluteFile
        while (dir != null) {
            val f = File(dir, "tests/golden/saves/finished.save.json")
            if (f.isFile) return f.readText()
            dir = dir.parentFile
        }
        error("tests/golden/saves/finished.save.json not found")
    }

    /** The core's review, noting how it ended. */
    private class SpyReviewer(private val inner: Reviewer) : Reviewer {
        val cancelled = AtomicBoolean(false)
        val finished = AtomicBoolean(false)
        override fun review(save: String, rollouts: Int, seed: Long, callbacks: ReviewCallbacks): ReviewJob =
            inner.review(save, rollouts, seed, object : ReviewCallbacks {
                override fun progress(done: Int, total: Int) = callbacks.progress(done, total)
                override fun done(decisions: List<ReviewedDecision>, graph: app.ludo.shell.Msg?) { finished.set(true); callbacks.done(decisions, graph) }
                override fun failed(cancelled: Boolean, reason: String) { if (cancelled) this@SpyReviewer.cancelled.set(true); callbacks.failed(cancelled, reason) }
            })
        override fun board(save: String, d: ReviewedDecision): StillBoard? = inner.board(save, d)
        override fun graph(selected: Int?): StillBoard? = inner.graph(selected)
    }
}

/** The review screen's state (null before a review was started). */
val App.review: ReviewUi?
    get() = ReflectionHelpers.getField<ReviewController>(activity, "review").ui
