package app.ludo.android

import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import app.ludo.shell.PlayerColor
import org.ludo.core.SceneAction
import org.robolectric.RobolectricTestRunner
import org.robolectric.RuntimeEnvironment
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode
import org.ludo.core.SaveOutcome
import org.ludo.core.StoreListener
import java.io.File
import java.util.concurrent.CountDownLatch
import java.util.concurrent.TimeUnit
import kotlin.concurrent.thread

/**
 * What a person sees of a game and can do next, in words: the phase, whose turn, the die, the
 * moves offered, every token, the seats, the last move, and what the scene's tokens and die say
 * (TalkBack's words). Equal descriptions: the same position, the same seat to move, the same dice.
 */
internal fun App.describeGame(): String {
    val v = state!!.view
    val scene = hits().filter { it.id shr 24 == 4u || it.id shr 24 == App.DIE_KIND }.map { it.label }.sorted()
    return listOf(
        "phase ${v.phase} game ${v.gameNumber}", "to act ${v.toAct} person ${v.personToAct}", "die ${v.die}",
        "moves ${v.moves}", "tokens ${v.tokens}", "seats ${v.seats}", "last ${v.lastMove}", "undo ${v.canUndo}",
        "status ${v.status}", "scene $scene",
    ).joinToString("\n")
}

/**
 * A process killed in the background resumes the game exactly. Android may kill the process any
 * time after `onStop`: nothing of it survives but its files. Modelled here without `destroy()` and
 * without a single object of the first run: the game is played to the person's choice after a
 * roll (the die showing, moves offered) behind a stalled disk (the store's writer held after its
 * next save, so the saves of the moves after it wait, unwritten, until a second after the stop
 * begins), the Activity is paused and stopped (onStop waits until the saves handed in are on
 * disk), and the app's data folder as it is at that moment (files, preferences, databases) is
 * copied. A new JVM ([ProcessKillChild], started by this test with the same class path) gets that
 * copy as its app's data folder and launches MainActivity cold: a new process, a new Application,
 * new classes, the native library loaded again. What it shows must be what the first showed.
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [36], qualifiers = PHONE)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class ProcessKillTest {
    @Test
    fun aGameResumesExactlyInANewProcessAfterOnStop() {
        Positions.install(Positions.midGame())
        val app = App.launch()
        // Played here: a move, then on to a roll of the person's that leaves a choice.
        app.waitUntil("yellow's choice") { app.state?.view?.let { it.personToAct && it.moves.size >= 2 } == true && app.offer() != null }
        // A disk that stalls: from its next save on, the store's writer waits (in a listener of
        // the test's, told on the writer thread in the app's place) until the stop below has
        // begun; the saves of the moves played meanwhile wait, unwritten, as the app stops.
        val stalled = CountDownLatch(1)
        app.store.setListener(object : StoreListener {
            override fun onSaved(outcome: SaveOutcome) { stalled.await(60, TimeUnit.SECONDS) }
        })
        app.tap(app.offer()!!)
        var rolls = 0
        while (true) {
            app.waitUntil("yellow's turn", realMs = 60_000) { app.state?.view?.personToAct == true && app.offer() != null }
            val offer = app.offer()!!
            if (offer.action is SceneAction.Move && rolls > 0) break
            if (offer.action == SceneAction.Roll) rolls++
            app.tap(offer)
            assertTrue("no choice after $rolls rolls", rolls < 200)
        }
        val before = app.describeGame()
        thread { Thread.sleep(1_000); stalled.countDown() }
        app.controller.pause().stop()
        // The moment the process may die: the disk as it is now, nothing flushed by the test.
        val ctx = RuntimeEnvironment.getApplication()
        val disk = File(System.getProperty("java.io.tmpdir"), "ludo-kill-${System.nanoTime()}")
        ctx.dataDir.copyRecursively(disk)
        assertTrue("the save is on disk", File(disk, "files/current.json").isFile)

        val report = File(disk.path + ".report")
        val child = runChild(disk, report)
        // What it showed first (a stale save shows another position), then whether it ran through.
        val lines = if (report.isFile) report.readLines() else emptyList()
        assertEquals("the game as the new process shows it", before, lines.takeWhile { it != "--" }.joinToString("\n"))
        assertEquals("the new process (its output: $child)", 0, child.first)
        assertEquals("the new process plays on", "played on", lines.last())
        disk.deleteRecursively()
        report.delete()
    }

    /** Runs [ProcessKillChild] in a new JVM with [disk] as its data folder; its exit code and output. */
    private fun runChild(disk: File, report: File): Pair<Int, String> {
        val java = ProcessHandle.current().info().command().orElse("java")
        val classPath = System.getProperty("surefire.test.class.path") ?: System.getProperty("java.class.path")
        val props = System.getProperties().stringPropertyNames()
            .filter { it.startsWith("robolectric.") || it.startsWith("jna.") || it.startsWith("ludo.") }
            .map { "-D$it=${System.getProperty(it)}" }
        val cmd = listOf(java, "-Xmx2g", "-cp", classPath) + props +
            listOf("-Dludo.kill.disk=$disk", "-Dludo.kill.report=$report", "org.junit.runner.JUnitCore", ProcessKillChild::class.java.name)
        val log = File(disk.path + ".log")
        val p = ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log).start()
        if (!p.waitFor(10, TimeUnit.MINUTES)) { p.destroyForcibly(); error("the new process did not end") }
        return p.exitValue() to log.readText().takeLast(4000).also { log.delete() }
    }
}

/**
 * The second process of [ProcessKillTest] (run only by it: the name is not a test's): puts the
 * data folder left by the first process in place, launches the app cold, writes what the game
 * shows to `ludo.kill.report`, then plays the choice to show the game goes on.
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [36], qualifiers = PHONE)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class ProcessKillChild {
    @Test
    fun resume() {
        val disk = File(System.getProperty("ludo.kill.disk") ?: return)
        val report = File(System.getProperty("ludo.kill.report"))
        disk.copyRecursively(RuntimeEnvironment.getApplication().dataDir, overwrite = true)
        val app = App.launch()
        assertNotNull("a cold start did not reopen the game", app.game)
        app.waitUntil("the reopened game", realMs = 60_000) { app.state?.view?.paused == false && app.offer() != null }
        report.writeText(app.describeGame() + "\n--\n")
        // The person's choice plays: a yellow token moves (the CPUs then play on at once).
        fun yellow() = app.state!!.view.tokens.filter { it.color == PlayerColor.YELLOW }.map { it.progress }
        val before = yellow()
        app.tap(app.offer()!!)
        app.waitUntil("the person's move") { yellow() != before }
        report.appendText("played on\n")
    }
}
