package app.ludo.shell

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.delay
import kotlinx.coroutines.withTimeout
import java.awt.BasicStroke
import java.awt.Color
import java.awt.Graphics2D
import java.awt.RenderingHints
import java.awt.geom.Ellipse2D
import java.awt.geom.Line2D
import java.awt.geom.Path2D
import java.awt.geom.Rectangle2D
import java.awt.geom.RoundRectangle2D
import java.awt.image.BufferedImage
import java.io.File
import java.util.Locale
import javax.xml.parsers.DocumentBuilderFactory

/** The app's string resources, read from res/values{,-hi,-bn}/strings.xml like Android does. */
class ResTexts(locale: String = "") : Texts {
    val strings: Map<String, String> = load(locale)

    override fun get(key: T, vararg args: Any): String {
        val s = strings[key.resName] ?: error("missing string ${key.resName}")
        return if (args.isEmpty()) s else String.format(Locale.ROOT, s, *args)
    }

    companion object {
        val resDir = File(System.getProperty("ludo.res.dir") ?: "../app/src/main/res")

        fun load(locale: String): Map<String, String> {
            val dir = if (locale.isEmpty()) "values" else "values-$locale"
            val doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(File(resDir, "$dir/strings.xml"))
            val nodes = doc.getElementsByTagName("string")
            return (0 until nodes.length).associate { i ->
                val n = nodes.item(i)
                n.attributes.getNamedItem("name").nodeValue to unescape(n.textContent)
            }
        }

        /** Android's string-resource escapes. */
        fun unescape(s: String) = s.replace("\\'", "'").replace("\\\"", "\"").replace("\\n", "\n")
    }
}

/** [DrawTarget] over Java2D: the golden images come from the app's own BoardPainter. */
class Java2DTarget(val image: BufferedImage) : DrawTarget {
    private val g: Graphics2D = image.createGraphics().apply {
        setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON)
        setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE)
        setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY)
    }

    private fun color(c: Int) { g.color = Color(c, true) }
    private fun stroke(w: Float, dash: Float) {
        g.stroke = if (dash > 0f) BasicStroke(w, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, floatArrayOf(dash, dash * 0.7f), 0f)
        else BasicStroke(w, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND)
    }

    override fun fillRect(l: Float, t: Float, r: Float, b: Float, color: Int) {
        color(color); g.fill(Rectangle2D.Float(l, t, r - l, b - t))
    }
    override fun strokeRect(l: Float, t: Float, r: Float, b: Float, color: Int, width: Float, dash: Float) {
        color(color); stroke(width, dash); g.draw(Rectangle2D.Float(l, t, r - l, b - t))
    }
    override fun fillRoundRect(l: Float, t: Float, r: Float, b: Float, radius: Float, color: Int) {
        color(color); g.fill(RoundRectangle2D.Float(l, t, r - l, b - t, 2 * radius, 2 * radius))
    }
    override fun strokeRoundRect(l: Float, t: Float, r: Float, b: Float, radius: Float, color: Int, width: Float) {
        color(color); stroke(width, 0f); g.draw(RoundRectangle2D.Float(l, t, r - l, b - t, 2 * radius, 2 * radius))
    }
    override fun fillCircle(cx: Float, cy: Float, r: Float, color: Int) {
        color(color); g.fill(Ellipse2D.Float(cx - r, cy - r, 2 * r, 2 * r))
    }
    override fun strokeCircle(cx: Float, cy: Float, r: Float, color: Int, width: Float, dash: Float) {
        color(color); stroke(width, dash); g.draw(Ellipse2D.Float(cx - r, cy - r, 2 * r, 2 * r))
    }
    private fun path(p: FloatArray) = Path2D.Float().apply {
        moveTo(p[0], p[1]); var i = 2
        while (i + 1 < p.size) { lineTo(p[i], p[i + 1]); i += 2 }
        closePath()
    }
    override fun fillPolygon(points: FloatArray, color: Int) { color(color); g.fill(path(points)) }
    override fun strokePolygon(points: FloatArray, color: Int, width: Float) { color(color); stroke(width, 0f); g.draw(path(points)) }
    override fun line(x1: Float, y1: Float, x2: Float, y2: Float, color: Int, width: Float) {
        color(color); stroke(width, 0f); g.draw(Line2D.Float(x1, y1, x2, y2))
    }
}

class FakeHaptics : HapticSink {
    val played = mutableListOf<HapticKind>()
    override fun play(kind: HapticKind) { played.add(kind) }
}

/** In-memory [SaveStore] that counts writes. */
class MemoryStore : SaveStore {
    var main: String? = null
    var backup: String? = null
    var writes = 0
    override fun write(json: String) { backup = main; main = json; writes++ }
    override fun read() = main
    override fun readBackup() = backup
    override fun clear() { main = null; backup = null }
}

val factory = CoreEngineFactory()
val english = ResTexts()

fun seats(vararg s: Pair<PlayerColor, SeatKind>) = s.map { SeatSetup(it.first, it.second) }

val HUMAN = SeatKind.HUMAN

/** Waits (polling, on the test's coroutine) until [pred] holds for the controller's state. */
suspend fun GameController.await(timeoutMs: Long = 20_000, pred: (UiState) -> Boolean): UiState =
    withTimeout(timeoutMs) {
        while (true) {
            val s = state
            if (s != null && pred(s)) return@withTimeout s
            delay(2)
        }
        @Suppress("UNREACHABLE_CODE") error("unreachable")
    }

fun controller(scope: CoroutineScope, store: SaveStore = MemoryStore(), sink: HapticSink = FakeHaptics(), msPerSecond: Long = 1000) =
    GameController(factory, store, HapticMapper(sink), english, scope, cpuDelayMs = 0, msPerSecond = msPerSecond, waitForAnimations = false)

/** Plays a seeded 4-person game by the core's hints until a busy position with a choice of moves. */
fun busyGame(store: SaveStore = MemoryStore(), scope: CoroutineScope): GameController {
    val c = controller(scope, store)
    c.newGame(
        GameConfig(
            seats = PlayerColor.entries.map { SeatSetup(it, HUMAN) },
            seed = 2024, firstPlayer = PlayerColor.YELLOW,
        ),
    )
    var actions = 0
    while (true) {
        val s = c.state!!.snapshot
        check(s.phase != Phase.GAME_OVER) { "game ended before a busy position" }
        val out = c.state!!.scene.tokens.count { it.progress >= 0 }
        if (actions > 60 && out >= 9 && s.phase == Phase.AWAITING_MOVE && s.legal.size >= 3) return c
        if (s.phase == Phase.AWAITING_MOVE) c.move(c.engine!!.hint()!!.token) else c.roll()
        actions++
        check(actions < 2000)
    }
}
