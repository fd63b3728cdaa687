package app.ludo.shell

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.ludo.core.Sound
import org.ludo.core.SoundCue
import org.ludo.core.soundFile

/** The sound scheduler: cues at their times, the setting read when each starts, cancel drops the rest. */
class SoundsTest {
    /** A clock the test advances; work runs in time order. */
    private class Clock : Later {
        var now = 0L
        private val queue = mutableListOf<Triple<Long, Int, Runnable>>()
        private var seq = 0
        override fun after(delayMs: Long, work: Runnable): Any = Triple(now + delayMs, seq++, work).also { queue += it }
        override fun cancel(token: Any) { queue.remove(token) }
        fun advance(ms: Long) {
            val until = now + ms
            while (true) {
                val next = queue.filter { it.first <= until }.minWithOrNull(compareBy({ it.first }, { it.second })) ?: break
                queue.remove(next)
                now = next.first
                next.third.run()
            }
            now = until
        }
    }

    private class Heard : SoundSink {
        val played = mutableListOf<Triple<Long, Sound, Float>>()
        lateinit var clock: Clock
        override fun play(sound: Sound, volume: Float) { played += Triple(clock.now, sound, volume) }
    }

    @Test
    fun `cues play at their times with the volume of the setting then`() {
        val clock = Clock()
        val heard = Heard().also { it.clock = clock }
        var setting = true to 0.8f
        val s = SoundScheduler(heard, clock) { setting }
        s.schedule(listOf(SoundCue(Sound.ROLL, 0u), SoundCue(Sound.HOP, 450u), SoundCue(Sound.CAPTURE, 900u)))
        clock.advance(500)
        assertEquals(listOf(Triple(0L, Sound.ROLL, 0.8f), Triple(450L, Sound.HOP, 0.8f)), heard.played)
        // Turned off before the capture's turn: it is not heard.
        setting = false to 0.8f
        clock.advance(1000)
        assertEquals(2, heard.played.size)
        assertEquals(0, s.pendingCount)
    }

    @Test
    fun `leaving the screen drops what has not started and volume zero is silence`() {
        val clock = Clock()
        val heard = Heard().also { it.clock = clock }
        val s = SoundScheduler(heard, clock) { true to 0f }
        s.schedule(listOf(SoundCue(Sound.WIN, 0u)))
        clock.advance(10)
        assertTrue(heard.played.isEmpty())
        val loud = SoundScheduler(heard, clock) { true to 1f }
        loud.schedule(listOf(SoundCue(Sound.HOP, 100u), SoundCue(Sound.HOP, 200u)))
        loud.cancelAll()
        clock.advance(1000)
        assertTrue(heard.played.isEmpty())
    }

    @Test
    fun `every sound has a file name android can look up`() {
        for (s in Sound.entries) {
            val name = soundFile(s)
            assertTrue(name.matches(Regex("[a-z][a-z0-9_]*")), name)
            // Maven runs the tests in android/verify.
            assertTrue(java.io.File("../app/src/main/res/raw/$name.wav").isFile, name)
        }
    }
}
