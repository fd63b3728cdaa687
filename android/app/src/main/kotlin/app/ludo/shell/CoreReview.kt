package app.ludo.shell

import org.ludo.core.GameReview
import org.ludo.core.LudoException
import org.ludo.core.ReviewListener
import org.ludo.core.ReviewOptions
import org.ludo.core.reviewGame
import org.ludo.core.reviewGraphScene
import org.ludo.core.reviewScene
import org.ludo.core.SceneTheme
import org.ludo.core.ReviewDecision as FDecision
import org.ludo.core.ReviewMove as FMove
import org.ludo.core.SeatWinChance as FChance

/**
 * The [Reviewer] over the generated bindings (`reviewGame`, `reviewScene`,
 * docs/bindings.md "Game review"): only translation, like [CoreTable].
 */
class CoreReviewer : Reviewer {
    /** The bindings' decisions of the last review, to ask the core for a decision's position. */
    @Volatile private var last: Map<Int, FDecision> = emptyMap()
    /** The same, in the review's order (the graph's points). */
    @Volatile private var ordered: List<FDecision> = emptyList()

    override fun review(save: String, rollouts: Int, seed: Long, callbacks: ReviewCallbacks): ReviewJob {
        val listener = object : ReviewListener {
            override fun onProgress(done: UInt, total: UInt) = callbacks.progress(done.toInt(), total.toInt())
            override fun onDone(review: GameReview) {
                last = review.decisions.associateBy { it.action.toInt() }
                ordered = review.decisions
                callbacks.done(review.decisions.map(::decision), review.graphText?.let(CoreTable::msg))
            }
            override fun onError(error: LudoException) = callbacks.failed(error is LudoException.Cancelled, error.toString())
        }
        val job = try {
            reviewGame(save, ReviewOptions(rollouts.coerceIn(1, 10_000).toUInt(), seed.toULong(), allSeats = false), listener)
        } catch (e: LudoException) {
            throw BadSave(e.message ?: e.toString(), e)
        }
        return ReviewJob {
            try { job.cancel() } catch (e: LudoException) { System.err.println("ludo: review cancel failed: $e") }
        }
    }

    override fun board(save: String, d: ReviewedDecision): StillBoard? {
        val f = last[d.action] ?: return null
        return StillBoard { w, h, dark ->
            try { reviewScene(save, f, w, h, if (dark) SceneTheme.DARK else SceneTheme.LIGHT) } catch (e: LudoException) { null }
        }
    }

    override fun graph(selected: Int?): StillBoard? {
        val all = ordered.takeIf { it.isNotEmpty() } ?: return null
        return StillBoard { w, h, dark ->
            try { reviewGraphScene(all, selected?.toUInt(), w, h, if (dark) SceneTheme.DARK else SceneTheme.LIGHT) } catch (e: LudoException) { null }
        }
    }

    private fun move(m: FMove) = ReviewMove(m.token, m.from, m.to)

    private fun decision(d: FDecision) = ReviewedDecision(
        action = d.action.toInt(),
        player = CoreTable.color(d.player),
        roll = d.roll,
        played = move(d.played),
        best = move(d.best),
        winPlayed = d.winChancePlayed,
        winBest = d.winChanceBest,
        verdict = d.verdict,
        chances = d.winChances.map { c: FChance -> CoreTable.color(c.color) to c.winChance },
        line = CoreTable.msg(d.line),
        said = d.said.map(CoreTable::msg),
    )
}
