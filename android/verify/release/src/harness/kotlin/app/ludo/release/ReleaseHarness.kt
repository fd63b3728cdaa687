package app.ludo.release

import app.ludo.shell.BadSave
import app.ludo.shell.CoreTableFactory
import app.ludo.shell.CpuLevel
import app.ludo.shell.GameConfig
import app.ludo.shell.GameTable
import app.ludo.shell.Pace
import app.ludo.shell.Phase
import app.ludo.shell.PlayerColor
import app.ludo.shell.SaveStore
import app.ludo.shell.SeatKind
import app.ludo.shell.SeatSetup
import app.ludo.shell.TableUpdate
import org.ludo.core.LudoStage
import org.ludo.core.SceneAction
import org.ludo.core.SceneSpec
import org.ludo.core.SceneTheme
import org.ludo.core.StoreSlot
import java.util.concurrent.LinkedBlockingQueue
import java.util.concurrent.TimeUnit
import kotlin.system.exitProcess

/**
 * Runs on the R8 output (class files, same keep rules as the release dex) against the real
 * Rust library: plays a game of a person (the core's hints) against a CPU through the app's
 * table (the listener called back from the core's delivery thread, CPU turns on its
 * runtime) whose saves the app's game store writes (`SaveStore` over `LudoStore` in a
 * temporary folder; each outcome told to the app's `StoreListener`, a callback from the
 * store's writer thread), loads the save into a new table and plays that to the end, and
 * checks that a damaged save is refused. Every call crosses JNA and the generated bindings (both
 * ways: the listener is a callback interface), so a keep rule that strips what they need
 * fails here as it would on a phone; every update's scene is shown on a `LudoStage` and a
 * frame built (the play screen's path). Exit status 0 = passed.
 */
object ReleaseHarness {
    private val updates = LinkedBlockingQueue<TableUpdate>()
    private val stage = LudoStage()
    private var clock = 0.0

    /**
     * Shows [u]'s scene on the stage and builds the frame once its motion is over: the scene's
     * records, enums and lists cross the shrunk bindings. Returns 1 for a frame with a board.
     */
    private fun scene(u: TableUpdate): Int {
        clock += 10_000.0
        stage.show(u.scene ?: error("an update without its scene"), clock, false)
        val f = stage.frame(SceneSpec(411f, 891f, 24f, 0f, 16f, 0f, SceneTheme.LIGHT, "hi", false, false, emptyList()), clock + 5_000.0)
        check(f.prims.size > 100 && f.hits.isNotEmpty()) { "an empty scene: ${f.prims.size} primitives" }
        return 1
    }

    /** The newest update once the table is quiet for the person (or the game is over). */
    private fun next(): TableUpdate {
        while (true) {
            val u = updates.poll(30, TimeUnit.SECONDS) ?: error("the table went quiet")
            if (updates.isEmpty() && (u.view.personToAct || u.view.phase == Phase.GAME_OVER)) return u
        }
    }

    @JvmStatic
    fun main(args: Array<String>) {
        val factory = CoreTableFactory()
        val pace = Pace.INSTANT
        val written = java.util.concurrent.atomic.AtomicInteger()
        val failed = java.util.concurrent.atomic.AtomicInteger()
        val dir = java.nio.file.Files.createTempDirectory("ludo-release").toFile()
        val saves = SaveStore(dir, { it.run() }, onSaved = { ok, _ -> (if (ok) written else failed).incrementAndGet() })
        val config = GameConfig(
            seats = listOf(SeatSetup(PlayerColor.YELLOW, SeatKind.HUMAN), SeatSetup(PlayerColor.BLUE, SeatKind.cpu(CpuLevel.MEDIUM))),
            seed = 11, firstPlayer = PlayerColor.YELLOW,
        )
        var table: GameTable = factory.newGame(config, pace, saves.tables) { updates.put(it) }
        var actions = 0
        var said = 0
        var frames = 0
        var reloaded = false
        var u = next()
        while (u.view.phase != Phase.GAME_OVER) {
            val v = u.view
            val hint = v.hint
            // The scene's actions, as the game screen's taps send them.
            when {
                v.moves.isEmpty() -> table.perform(SceneAction.Roll)
                hint == null -> table.perform(SceneAction.Hint)
                else -> table.perform(SceneAction.Move(hint.token))
            }
            actions++
            u = next()
            frames += scene(u)
            said += u.announcements.size
            if (actions == 60) {
                // Save, load into a new table, and play on from there.
                val save = table.saveText()
                val before = u.view.tokens
                table.close()
                updates.clear()
                table = factory.load(save, pace, saves.tables) { updates.put(it) }
                u = next()
                check(u.view.tokens == before) { "the loaded game differs from the saved one" }
                check(table.saveText() == save) { "saving the loaded game gives another file" }
                reloaded = true
            }
            check(actions < 20_000) { "no result after $actions actions" }
        }
        val placements = u.view.placements
        val finished = factory.inspect(table.saveText())?.finished
        val finishedGame = u.finishedGame
        saves.flush()
        val stored = saves.files?.read(StoreSlot.GAME)
        check(stored == table.saveText() && stored == finishedGame) { "the store does not hold the finished game" }
        check(written.get() > 0 && failed.get() == 0) { "saves told written ${written.get()}, failed ${failed.get()}" }
        table.close()
        dir.deleteRecursively()
        check(reloaded && said > 10) { "too short a game: $actions actions, $said announcements" }
        check(frames == actions) { "$frames scenes for $actions actions" }
        check(finished == true) { "the last save is not marked finished" }
        check(placements != null && placements.flatten().toSet() == setOf(PlayerColor.YELLOW, PlayerColor.BLUE)) { "placements $placements" }
        val refused = try { factory.load("{\"not\": \"a save\"}", pace) {}.close(); false } catch (e: BadSave) { true }
        check(refused) { "a damaged save was loaded" }
        println("release harness: $actions actions of the person (a scene frame after each), ${written.get()} saves written by the store, loaded after 60, result $placements, damaged save refused")
        exitProcess(0)
    }
}
