package app.ludo.android

import android.graphics.Bitmap
import android.graphics.Canvas
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.ludo.core.SceneAction
import org.ludo.core.SceneFrame
import org.ludo.core.SceneHit
import org.ludo.core.ScenePrim
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode
import java.io.File
import kotlin.math.abs

/**
 * The golden comparison ([Golden.compare]) catches what it is there for: the real mid-game
 * screen (golden game-phone-port.png, the position [Positions.midGame]) drawn again from its
 * scene with one token removed, moved one square, or in another player's colours is rejected;
 * the screen as it is, and its scene replayed, pass.
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [36], qualifiers = PHONE)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class GoldenCompareTest {
    private val out = File(System.getProperty("ludo.out.dir") ?: "target/screens")

    /** The hit's colour index (the core's token ids: colour × 4 + token). */
    private fun colourOf(h: SceneHit) = (h.id and 0xFFFFFFu).toInt() / 4

    /**
     * The primitives that draw the token of [hit] (a token that cannot move: its box is its
     * disc): the core draws each token as one run, its shadow, the disc of radius box/2 at the
     * box's centre, the inner disc, the gloss and the owner's symbol, all inside the box.
     */
    private fun tokenPrims(frame: SceneFrame, hit: SceneHit): IntRange {
        val cx = hit.x + hit.w / 2
        val cy = hit.y + hit.h / 2
        val disc = frame.prims.indexOfFirst { it is ScenePrim.Circle && abs(it.cx - cx) < 0.01f && abs(it.cy - cy) < 0.01f && abs(it.r - hit.w / 2) < 0.01f }
        check(disc > 0) { "no disc for ${hit.label}" }
        fun inside(p: ScenePrim) = when (p) {
            is ScenePrim.Circle -> p.cx in hit.x..hit.x + hit.w && p.cy in hit.y..hit.y + hit.h
            is ScenePrim.Path -> p.points.chunked(2).all { it[0] in hit.x - 1..hit.x + hit.w + 1 && it[1] in hit.y - 1..hit.y + hit.h + 1 }
            else -> false
        }
        var end = disc
        while (end + 1 < frame.prims.size && inside(frame.prims[end + 1]) &&
            !(frame.prims[end + 1] is ScenePrim.Circle && (frame.prims[end + 1] as ScenePrim.Circle).r >= hit.w / 2 - 0.01f)) end++
        return disc - 1..end
    }

    private fun moved(p: ScenePrim, dx: Float, dy: Float): ScenePrim = when (p) {
        is ScenePrim.Circle -> p.copy(cx = p.cx + dx, cy = p.cy + dy)
        is ScenePrim.Path -> p.copy(points = p.points.mapIndexed { i, c -> c + if (i % 2 == 0) dx else dy })
        else -> error("a token drawn with $p")
    }

    /** The side of the board's squares, points: the commonest size of the square rectangles larger than a token. */
    private fun squareSide(frame: SceneFrame, token: SceneHit): Float = frame.prims.filterIsInstance<ScenePrim.Rect>()
        .filter { abs(it.w - it.h) < 0.01f && it.w > token.w && it.w < token.w * 3 }
        .groupingBy { it.w }.eachCount().maxBy { it.value }.key

    /** [frame] drawn the way the game view draws it, onto a bitmap of the window's size. */
    private fun App.render(frame: SceneFrame, like: Bitmap): Bitmap {
        val bmp = Bitmap.createBitmap(like.width, like.height, Bitmap.Config.ARGB_8888)
        val c = Canvas(bmp)
        val at = rectOf(game!!)
        c.translate(at.left.toFloat(), at.top.toFloat())
        CanvasScene().draw(c, frame, density)
        return bmp
    }

    @Test
    fun aTokenRemovedMovedOrRecolouredFailsTheGoldenComparison() {
        Positions.install(Positions.midGame())
        val app = App.launch()
        app.waitUntil("the game's first update") { app.state != null && app.offer() != null }
        app.idleToPulsePhase()
        val frame = app.frame!!
        val shot = app.screenshot()
        val golden = Golden.golden("game-phone-port")
        assertNotNull("the golden game-phone-port.png", golden)
        val asIs = Golden.compare(shot, golden!!, diff = File(out, "golden-compare-as-is.png"))
        println("ludo: the mid-game screen against its golden: $asIs")
        assertTrue("the screen as it is: $asIs", asIs.ok)
        val replay = Golden.compare(app.render(frame, shot), golden, diff = File(out, "golden-compare-replay.png"))
        println("ludo: its scene replayed: $replay")
        assertTrue("the scene replayed: $replay", replay.ok)

        // A token on the track that cannot move (its hit box is its disc) and one of another colour.
        val tokens = frame.hits.filter { it.id shr 24 == 4u && it.action == SceneAction.None }
        val token = tokens.first { !it.label.contains("base") && !it.label.contains("home") }
        val other = tokens.first { colourOf(it) != colourOf(token) }
        val mine = tokenPrims(frame, token)
        val theirs = tokenPrims(frame, other)
        val side = squareSide(frame, token)
        assertTrue("a square ($side pt) is wider than a token (${token.w} pt)", side > token.w && side < token.w * 3)
        // One square along the row or column, where no other token is.
        val step = listOf(side to 0f, -side to 0f, 0f to side, 0f to -side).first { (dx, dy) ->
            frame.hits.none { h -> h.id shr 24 == 4u && h.id != token.id && abs(h.x - (token.x + dx)) < token.w && abs(h.y - (token.y + dy)) < token.h }
        }
        val prims = frame.prims
        val wrong = mapOf(
            "removed" to prims.filterIndexed { i, _ -> i !in mine },
            "moved one square" to prims.mapIndexed { i, p -> if (i in mine) moved(p, step.first, step.second) else p },
            // Its discs (shadow, rim, inner disc) in the other player's paints, its symbol kept.
            "recoloured" to prims.mapIndexed { i, p ->
                val j = i - mine.first
                if (i in mine && j <= 2) (p as ScenePrim.Circle).copy(paint = (prims[theirs.first + j] as ScenePrim.Circle).paint) else p
            },
        )
        for ((what, bad) in wrong) {
            assertNotEquals(what, prims, bad)
            val d = Golden.compare(app.render(frame.copy(prims = bad), shot), golden, diff = File(out, "golden-compare-${what.replace(' ', '-')}.png"))
            println("ludo: ${token.label}, $what: $d")
            assertFalse("a token $what passes the golden comparison: $d", d.ok)
        }
    }
}
