package app.ludo.shell

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.ludo.core.FontRole
import org.ludo.core.SceneAction
import org.ludo.core.SceneFrame
import org.ludo.core.SceneHit
import org.ludo.core.ScenePaint
import org.ludo.core.ScenePrim
import org.ludo.core.SceneSpec
import org.ludo.core.SceneTheme
import org.ludo.core.TextAlign
import org.ludo.core.scenarioFrame

/**
 * The replayer ([SceneReplay]) against a recording canvas: the core's real frames (its fixed
 * situations, `scenarioFrame`) come out as exactly one drawing call per primitive, in order,
 * with the primitive's values; the transform rules and the text arithmetic of docs/design.md.
 */
class SceneReplayTest {
    /** Writes down every call as text, the values as given. */
    private class Recorder : SceneCanvas {
        val calls = mutableListOf<String>()
        private fun p(p: ScenePaint) = "${p.color.toInt()}/${p.strokeWidth}/${p.dashOn}/${p.dashOff}"
        override fun begin(background: Int, density: Float) { calls += "begin $background $density" }
        override fun rect(x: Float, y: Float, w: Float, h: Float, radius: Float, paint: ScenePaint) { calls += "rect $x $y $w $h $radius ${p(paint)}" }
        override fun circle(cx: Float, cy: Float, r: Float, paint: ScenePaint) { calls += "circle $cx $cy $r ${p(paint)}" }
        override fun path(points: FloatArray, closed: Boolean, paint: ScenePaint) { calls += "path ${points.toList()} $closed ${p(paint)}" }
        override fun arc(cx: Float, cy: Float, r: Float, startDeg: Float, sweepDeg: Float, width: Float, color: Int) { calls += "arc $cx $cy $r $startDeg $sweepDeg $width $color" }
        override fun text(text: String, x: Float, y: Float, w: Float, h: Float, size: Float, role: FontRole, color: Int, align: TextAlign) {
            calls += "text $text $x $y $w $h $size $role $color $align"
        }
        override fun transform(px: Float, py: Float, rotateDeg: Float, scale: Float) { calls += "transform $px $py $rotateDeg $scale" }
        override fun restore() { calls += "restore" }
        override fun end() { calls += "end" }
    }

    /** What the replayer must say for [prim], written from the bindings' record independently of it. */
    private fun expected(prim: ScenePrim): String {
        fun p(p: ScenePaint) = "${p.color.toInt()}/${p.strokeWidth}/${p.dashOn}/${p.dashOff}"
        return when (prim) {
            is ScenePrim.Rect -> "rect ${prim.x} ${prim.y} ${prim.w} ${prim.h} ${prim.radius} ${p(prim.paint)}"
            is ScenePrim.Circle -> "circle ${prim.cx} ${prim.cy} ${prim.r} ${p(prim.paint)}"
            is ScenePrim.Path -> "path ${prim.points} ${prim.closed} ${p(prim.paint)}"
            is ScenePrim.Arc -> "arc ${prim.cx} ${prim.cy} ${prim.r} ${prim.startDeg} ${prim.sweepDeg} ${prim.width} ${prim.color.toInt()}"
            is ScenePrim.Text -> "text ${prim.text} ${prim.x} ${prim.y} ${prim.w} ${prim.h} ${prim.size} ${prim.role} ${prim.color.toInt()} ${prim.align}"
            is ScenePrim.Transform -> "transform ${prim.px} ${prim.py} ${prim.rotateDeg} ${prim.scale}"
            ScenePrim.Restore -> "restore"
        }
    }

    private fun spec(theme: SceneTheme = SceneTheme.LIGHT) =
        SceneSpec(411f, 891f, 24f, 0f, 16f, 0f, theme, "en", false, false, listOf("Not rated: no profile played."))

    private fun replayed(frame: SceneFrame, density: Float = 2.625f) = Recorder().also { SceneReplay.replay(frame, density, it) }.calls

    @Test
    fun theMidGameSceneIsOneCallPerPrimitiveInOrder() {
        val frame = scenarioFrame("mid_game", spec())
        assertTrue(frame.prims.size > 200, "a whole play screen: ${frame.prims.size} primitives")
        val calls = replayed(frame)
        assertEquals("begin ${frame.background.toInt()} 2.625", calls.first())
        assertEquals("end", calls.last())
        assertEquals(frame.prims.map(::expected), calls.subList(1, calls.size - 1))
    }

    /** Every kind of primitive the core draws reaches the canvas (across its situations, light and dark). */
    @Test
    fun everySituationReplaysEveryPrimitiveItHas() {
        val kinds = mutableSetOf<String>()
        for (name in listOf("start", "mid_game", "capture", "timer_low", "won", "two_players", "three_players", "two_arm", "handover", "lesson")) {
            for (theme in SceneTheme.entries) {
                val frame = scenarioFrame(name, spec(theme))
                val calls = replayed(frame)
                assertEquals(frame.prims.map(::expected), calls.subList(1, calls.size - 1), "$name $theme")
                kinds += calls.map { it.substringBefore(' ') }
            }
        }
        assertTrue(kinds.containsAll(listOf("rect", "circle", "path", "arc", "text")), kinds.toString())
    }

    /** Rule 9: a Restore with nothing saved is ignored, saves left open are restored at the end; rule 6: a path needs two points. */
    @Test
    fun unbalancedTransformsAndShortPathsFollowTheRules() {
        val fill = ScenePaint(0xFF112233u, 0f, 0f, 0f)
        val frame = SceneFrame(
            100f, 50f, 0xFFFFFFFFu,
            listOf(
                ScenePrim.Restore,
                ScenePrim.Transform(10f, 20f, 90f, 2f),
                ScenePrim.Transform(1f, 2f, 0f, 0.5f),
                ScenePrim.Path(listOf(1f, 2f), false, fill),
                ScenePrim.Restore,
                ScenePrim.Circle(5f, 5f, 3f, fill),
            ),
            emptyList(), false,
        )
        assertEquals(
            listOf("begin -1 1.5", "transform 10.0 20.0 90.0 2.0", "transform 1.0 2.0 0.0 0.5", "restore", "circle 5.0 5.0 3.0 ${0xFF112233u.toInt()}/0.0/0.0/0.0", "restore", "end"),
            replayed(frame, 1.5f),
        )
    }

    /** Rule 8: shrink to fit (never grow), align in the box, baseline at the middle plus half the cap height. */
    @Test
    fun textShrinksToFitAndSitsOnTheCapHeightBaseline() {
        assertEquals(14f, SceneText.fit(14f, 80f, 100f))
        assertEquals(7f, SceneText.fit(14f, 200f, 100f))
        assertEquals(10f, SceneText.left(TextAlign.START, 10f, 100f, 40f))
        assertEquals(40f, SceneText.left(TextAlign.CENTER, 10f, 100f, 40f))
        assertEquals(70f, SceneText.left(TextAlign.END, 10f, 100f, 40f))
        assertEquals(20f + 10f + 5f, SceneText.baseline(20f, 20f, 10f, 14f))
        assertEquals(20f + 10f + 0.35f * 20f, SceneText.baseline(20f, 20f, 0f, 20f), 1e-4f)
    }

    /** Explore by touch: the item under the finger, a touchable one before the text around it. */
    @Test
    fun exploreByTouchFindsTheItemUnderTheFinger() {
        val hits = scenarioFrame("mid_game", spec()).hits
        val touchable = hits.filter { it.action != SceneAction.None }
        assertTrue(touchable.any { it.action is SceneAction.Move } && touchable.any { it.action == SceneAction.Menu })
        for (h in touchable) {
            val found = hits.itemAt(h.x + h.w / 2, h.y + h.h / 2)!!
            assertTrue(found.action != SceneAction.None, "${h.label}: found ${found.label}")
        }
        val status = hits.first()
        assertEquals(SceneAction.None, status.action)
        assertEquals(status, listOf(status).itemAt(status.x + 1, status.y + 1))
        assertNull(hits.itemAt(-5f, -5f))
        val small = SceneHit(1u, 0f, 0f, 10f, 10f, "small", org.ludo.core.ItemRole.BUTTON, SceneAction.Hint)
        val big = SceneHit(2u, 0f, 0f, 50f, 50f, "big", org.ludo.core.ItemRole.BUTTON, SceneAction.Undo)
        assertEquals(small, listOf(big, small).itemAt(5f, 5f))
    }
}
