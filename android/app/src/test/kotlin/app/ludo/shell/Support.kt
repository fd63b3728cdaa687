package app.ludo.shell

import org.junit.jupiter.api.Assertions.fail
import org.ludo.core.SceneAction
import java.io.File
import java.util.Locale
import java.util.concurrent.LinkedBlockingQueue
import java.util.concurrent.TimeUnit
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

        /** Android's string-resource escapes (a value in double quotes keeps its spaces). */
        fun unescape(raw: String): String {
            val s = if (raw.length >= 2 && raw.startsWith("\"") && raw.endsWith("\"")) raw.substring(1, raw.length - 1) else raw
            return s.replace("\\'", "'").replace("\\\"", "\"").replace("\\n", "\n").replace("\\@", "@").replace("\\?", "?").replace("\\\\", "\\")
        }
    }
}

/**
 * The core's messages in words from the generated res/values{,-hi,-bn}/strings_core.xml,
 * through the app's [MessageFormatter], with the CLDR plural rule Android applies (English
 * "one" = 1; Hindi and Bengali "one" = 0 and 1).
 */
class ResMessages(locale: String = "") : MessageTexts {
    private val strings = HashMap<String, String>()
    private val plurals = HashMap<String, Map<String, String>>()
    private val oneForZero = locale == "hi" || locale == "bn"
    private val formatter = MessageFormatter(
        string = { strings[it] },
        plural = { name, n -> plurals[name]?.let { it[if (n == 1L || (oneForZero && n == 0L)) "one" else "other"] ?: it["other"] } },
    )

    init {
        val dir = if (locale.isEmpty()) "values" else "values-$locale"
        val doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(File(ResTexts.resDir, "$dir/strings_core.xml"))
        val ss = doc.getElementsByTagName("string")
        for (i in 0 until ss.length) strings[ss.item(i).attributes.getNamedItem("name").nodeValue] = ResTexts.unescape(ss.item(i).textContent)
        val ps = doc.getElementsByTagName("plurals")
        for (i in 0 until ps.length) {
            val p = ps.item(i)
            val items = (p as org.w3c.dom.Element).getElementsByTagName("item")
            plurals[p.getAttribute("name")] = (0 until items.length).associate {
                val e = items.item(it) as org.w3c.dom.Element
                e.getAttribute("quantity") to ResTexts.unescape(e.textContent)
            }
        }
    }

    val names: Set<String> get() = strings.keys + plurals.keys

    override fun say(m: Msg): String = formatter.say(m)
}

class FakeHaptics : HapticSink {
    val played = mutableListOf<HapticKind>()
    override fun play(kind: HapticKind) { played.add(kind) }
}

/**
 * The app's game store ([SaveStore], the core's `LudoStore`) in [dir] (a new temporary folder
 * by default), opened on the caller's thread; [onSaved] hears each save's outcome.
 */
fun saveStore(
    dir: File = java.nio.file.Files.createTempDirectory("ludo-saves").toFile(),
    onSaved: (Boolean, String?) -> Unit = { _, _ -> },
) = SaveStore(dir, { it.run() }, onSaved)

val factory = CoreTableFactory()
val english = ResTexts()
val englishWords = ResMessages()

fun seats(vararg s: Pair<PlayerColor, SeatKind>) = s.map { SeatSetup(it.first, it.second) }

val HUMAN = SeatKind.HUMAN

/**
 * A [GameController] over the real core with the tests' "UI thread": the table's updates are
 * queued and run on the test's thread while it waits ([await]), like Android's main looper.
 */
class Driver(
    val store: SaveStore = saveStore(),
    sink: HapticSink = FakeHaptics(),
    texts: Texts = english,
    words: MessageTexts = englishWords,
    pace: Pace = Pace.INSTANT,
) {
    private val ui = LinkedBlockingQueue<Runnable>()
    /** The finished games' saves the controller handed out for the records, in order. */
    val finished: MutableList<String> = java.util.Collections.synchronizedList(mutableListOf())
    val c = GameController(
        factory, store, HapticMapper(sink), texts, words, ui::put, pace, onFinished = { finished.add(it) },
    )
    val state: UiState get() = c.state ?: error("no update yet")
    val view: TableState get() = state.view

    /** Runs queued updates until [pred] holds for the state; fails after [timeoutMs] of real time. */
    fun await(timeoutMs: Long = 20_000, what: String = "a state", pred: (UiState) -> Boolean): UiState {
        val end = System.nanoTime() + timeoutMs * 1_000_000
        while (true) {
            val s = c.state
            if (s != null && pred(s)) return s
            val left = (end - System.nanoTime()) / 1_000_000
            if (left <= 0) fail<Unit>("timed out waiting for $what; last status: ${s?.view?.status?.let(englishWords::say)}")
            ui.poll(minOf(left, 50), TimeUnit.MILLISECONDS)?.run()
        }
    }

    /** Does [input] and runs updates until its answer (the next update) is in. */
    fun step(input: GameController.() -> Any?): UiState {
        val n = c.updates
        c.input()
        return await(what = "the answer") { c.updates > n }
    }

    /** Runs every update already queued (none may still be on its way). */
    fun drain() { while (true) ui.poll(20, TimeUnit.MILLISECONDS)?.run() ?: return }

    fun close() = c.close()
}

// The scene's table actions as the tests press them (the app's taps and TalkBack send the same).
fun GameController.roll() = perform(SceneAction.Roll)
fun GameController.move(token: Int) = perform(SceneAction.Move(token))
fun GameController.showHint() = perform(SceneAction.Hint)
fun GameController.undo() = perform(SceneAction.Undo)
fun GameController.playAgain() = perform(SceneAction.PlayAgain)
fun GameController.acknowledgeHandover() = perform(SceneAction.Ready)

/** The person to act: takes the device (pass-and-play), rolls, or makes the core's hinted move (asking for the hint first). */
fun Driver.playByHint(): UiState {
    val v = view
    return when {
        v.handover != null -> step { acknowledgeHandover() }
        v.moves.isEmpty() -> step { roll() }
        v.hint == null -> step { showHint() }.let { step { move(it.view.hint!!.token) } }
        else -> step { move(v.hint.token) }
    }
}

/** Plays a seeded 4-person game by the core's hints until a busy position with a choice of moves. */
fun busyGame(store: SaveStore = saveStore()): Driver {
    val d = Driver(store)
    d.step { newGame(GameConfig(seats = PlayerColor.entries.map { SeatSetup(it, HUMAN) }, seed = 2024, firstPlayer = PlayerColor.YELLOW)) }
    var actions = 0
    while (true) {
        val v = d.view
        check(v.phase != Phase.GAME_OVER) { "game ended before a busy position" }
        val out = v.tokens.count { it.progress >= 0 }
        if (actions > 60 && out >= 9 && v.moves.size >= 3) return d
        d.playByHint()
        actions++
        check(actions < 2000)
    }
}
