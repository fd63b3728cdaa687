package app.ludo.android

import org.junit.Assert.assertArrayEquals
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.RuntimeEnvironment
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode
import java.io.File

/**
 * A player's files in the layout of the app before the core's game store (`filesDir/game.json`,
 * `game.json.bak`, a game set aside by a new one as `game.json.replaced-1` with its backup):
 * the app opens them and keeps them all, moved into the store's layout (docs/save-format.md,
 * "The data directory"), nothing lost: the save resumes, the game set aside is listed.
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [36], qualifiers = PHONE)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class OldLayoutTest {
    @Test
    fun filesInTheOldAndroidLayoutAreMovedAndAllKept() {
        val dir = RuntimeEnvironment.getApplication().filesDir.also { it.mkdirs() }
        val save = Positions.midGame().toByteArray()
        val backup = Positions.early().toByteArray()
        val aside = Positions.early().toByteArray()
        val asideBackup = "{ a torn backup".toByteArray()
        File(dir, "game.json").writeBytes(save)
        File(dir, "game.json.bak").writeBytes(backup)
        File(dir, "game.json.replaced-1").writeBytes(aside)
        File(dir, "game.json.bak.replaced-1").writeBytes(asideBackup)

        val app = App.launch()
        app.waitUntil("home") { app.buttonOrNull(app.str("home_new_game")) != null }
        // Every file kept, under the store's names.
        assertTrue(dir.list()!!.toList().toString(), dir.list()!!.none { it.startsWith("game.json") })
        assertArrayEquals(save, File(dir, "current.json").readBytes())
        assertArrayEquals(backup, File(dir, "current.json.bak").readBytes())
        val kept = keptIn(dir)
        assertEquals(1, kept.size)
        assertArrayEquals(aside, kept.values.single())
        assertArrayEquals(asideBackup, File(dir, "abandoned/${kept.keys.single()}.bak").readBytes())
        // Home offers both: the moved save to resume, the game set aside to continue.
        assertNotNull("Resume is offered", app.buttonOrNull(app.str("home_resume")))
        assertEquals(app.texts().toString(), 1,
            app.all().filterIsInstance<android.widget.Button>().count { it.text.contains("Yellow person, Green CPU (easy)") })
        app.tap(app.str("home_resume"))
        app.waitUntil("the moved game") { app.state != null }
        app.flushSave()
        assertArrayEquals("resuming wrote nothing else", aside, keptIn(dir).values.single())
    }
}
