package app.ludo.shell

import org.ludo.core.ReviewVerdict
import org.ludo.core.SceneFrame

// The game review (docs/review.md): the core replays a save and, for every decision of a
// person, rolls the game out after each legal move to find each move's win chance, the
// best move and a verdict. The shell starts it, shows its progress, replays the core's
// graph, shows the list, and cancels it when the screen goes. Plain data copied from the bindings by
// CoreReview.kt (the verdict is the generated `ReviewVerdict` itself).


/** A move of a reviewed decision: token index 0..3, progress before (-1 = base) and after. */
data class ReviewMove(val token: Int, val from: Int, val to: Int)

/** One reviewed decision of a person. */
data class ReviewedDecision(
    /** Index in the game's history of the move action (the position before it has [action] actions). */
    val action: Int,
    val player: PlayerColor,
    val roll: Int,
    val played: ReviewMove,
    val best: ReviewMove,
    val winPlayed: Float,
    val winBest: Float,
    /** How good the move was (the core's verdict; thresholds in docs/review.md). */
    val verdict: ReviewVerdict,
    /** Every seat's win chance after the move played, in seating order (the graph's points). */
    val chances: List<Pair<PlayerColor, Float>>,
    /** Its line in the list, in the core's words (number, who, roll, verdict, win chance). */
    val line: Msg,
    /** Under its position, in the core's words: the move played, then the better one when another was best. */
    val said: List<Msg>,
)

/**
 * A still board the core draws (`reviewScene`, `positionScene`) at whatever size the screen
 * gives it: a reviewed decision (the move played marked, the better one dashed), a replay's step.
 */
fun interface StillBoard {
    /** The board in a [width] × [height] points scene, dark or light; null when the core cannot draw it. */
    fun frame(width: Float, height: Float, dark: Boolean): SceneFrame?
}

/** A review running in the background. */
fun interface ReviewJob {
    /** Stops it; the callbacks then get [ReviewCallbacks.failed] with cancelled = true (unless it had finished). */
    fun cancel()
}

/** What a review reports, on a background thread; exactly one of [done] / [failed], last. */
interface ReviewCallbacks {
    fun progress(done: Int, total: Int)
    /** The decisions, and the graph in words ([graph], the core's; null without decisions). */
    fun done(decisions: List<ReviewedDecision>, graph: Msg?)
    fun failed(cancelled: Boolean, reason: String)
}

/** The core's review, and the board at a reviewed decision. */
interface Reviewer {
    /** Starts reviewing [save] with [rollouts] per move (seeded: the same seed gives the same review); throws [BadSave]. */
    fun review(save: String, rollouts: Int, seed: Long, callbacks: ReviewCallbacks): ReviewJob
    /** The position before decision [d] of [save] with the move played and the better one, or null when the core cannot show it. */
    fun board(save: String, d: ReviewedDecision): StillBoard?
    /** The last review's win-chance graph as the core draws it (`reviewGraphScene`), decision [selected] marked; null without one. */
    fun graph(selected: Int?): StillBoard? = null
}

/** The review screen in words and numbers. */
data class ReviewUi(
    /** "Reviewing the moves: 12 of 40" while it runs, the failure or "no move" text after; null when done with decisions. */
    val note: String?,
    val running: Boolean,
    val decisions: List<ReviewedDecision>,
    /** One line per decision (number, who, roll, verdict, win chance). */
    val lines: List<String>,
    /** The win-chance graph the core draws (every seat's line, axes labelled, [selected] marked); null without decisions. */
    val graph: StillBoard?,
    /** The graph in words (TalkBack). */
    val graphText: String,
    val selected: Int?,
    val board: StillBoard?,
    /** Under the selected position: the move played and, when it was not the best, the better one. */
    val selectedText: List<String>,
)

/**
 * Runs one review at a time for the review screen: starts the core's review in the
 * background, hops its reports to the UI thread with [post], cancels it when the screen
 * goes ([cancel]), and keeps what the screen shows ([ui]) across redraws (rotation).
 */
class ReviewController(
    private val reviewer: Reviewer,
    private val words: MessageTexts,
    private val post: (Runnable) -> Unit,
    private val onChange: (ReviewUi) -> Unit = {},
    /** Rollouts per candidate move (the app passes the core's `defaultReviewOptions`). */
    private val rollouts: Int = 32,
    /** The rollout dice's seed: a fixed one, so reviewing the same game twice says the same. */
    private val seed: Long = 1L,
) {
    private var job: ReviewJob? = null
    private var save: String? = null
    /** Reports of a cancelled review still in the queue are dropped. */
    private var generation = 0
    private var progress: Pair<Int, Int>? = null
    private var decisions: List<ReviewedDecision> = emptyList()
    private var graph: Msg? = null
    private var failure: String? = null
    private var finished = false
    private var selected: Int? = null
    private var board: StillBoard? = null

    @Volatile var ui: ReviewUi? = null
        private set

    /** Reviews [save] (cancelling a review running before); false when the core refuses the save. */
    fun start(save: String): Boolean {
        cancel()
        this.save = save
        val gen = ++generation
        progress = null; decisions = emptyList(); graph = null; failure = null; finished = false; selected = null; board = null
        fun onUi(f: () -> Unit) = post(Runnable { if (gen == generation) { f(); publish() } })
        job = try {
            reviewer.review(save, rollouts, seed, object : ReviewCallbacks {
                override fun progress(done: Int, total: Int) = onUi { progress = done to total }
                override fun done(decisions: List<ReviewedDecision>, graph: Msg?) = onUi {
                    this@ReviewController.decisions = decisions
                    this@ReviewController.graph = graph
                    finished = true
                    job = null
                }
                override fun failed(cancelled: Boolean, reason: String) = onUi {
                    failure = if (cancelled) null else words.say(Msg("review.failed"))
                    finished = true
                    job = null
                }
            })
        } catch (e: BadSave) {
            failure = words.say(Msg("review.failed"))
            finished = true
            publish()
            return false
        }
        publish()
        return true
    }

    /** Shows the position of decision [i] of the list with its played and better move. */
    fun select(i: Int) {
        val d = decisions.getOrNull(i) ?: return
        selected = i
        board = save?.let { reviewer.board(it, d) }
        publish()
    }

    /** The screen goes: stop the review (its remaining reports are dropped). */
    fun cancel() {
        generation++
        job?.cancel()
        job = null
    }

    /** A review is running. */
    val running: Boolean get() = job != null

    private fun publish() {
        val u = build()
        ui = u
        onChange(u)
    }

    private fun build(): ReviewUi {
        val note = when {
            failure != null -> failure
            !finished -> progress.let { p -> words.say(Msg("review.progress", listOf(MsgArg.Num((p?.first ?: 0).toLong()), MsgArg.Num((p?.second ?: 0).toLong())))) }
            decisions.isEmpty() -> words.say(Msg("review.none"))
            else -> null
        }
        // Every text is the core's (numbers rounded there, 0% and 100% kept for decided games).
        val graphText = graph?.let(words::say).orEmpty()
        val sel = selected?.let { decisions.getOrNull(it) }
        return ReviewUi(
            note = note,
            running = job != null,
            decisions = decisions,
            lines = decisions.map { words.say(it.line) },
            graph = if (finished && decisions.isNotEmpty()) reviewer.graph(selected) else null,
            graphText = graphText,
            selected = selected,
            board = board,
            selectedText = sel?.said?.map(words::say).orEmpty(),
        )
    }
}
