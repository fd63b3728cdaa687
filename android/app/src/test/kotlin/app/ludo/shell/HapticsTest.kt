package app.ludo.shell

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

class HapticsTest {
    @Test
    fun strongestEffectPerUpdateAndTheSwitch() {
        val fake = FakeHaptics()
        val m = HapticMapper(fake)
        m.play(listOf(HapticKind.ROLL, HapticKind.MOVE, HapticKind.CAPTURE, HapticKind.EXTRA_ROLL))
        m.play(listOf(HapticKind.MOVE, HapticKind.TOKEN_FINISHED))
        m.play(emptyList())
        m.enabled = false
        m.play(listOf(HapticKind.REFUSED))
        assertEquals(listOf(HapticKind.CAPTURE, HapticKind.TOKEN_FINISHED), fake.played)
    }

    @Test
    fun theLessonBuzzesForThePersonOnlyAndARefusedTap() {
        val fake = FakeHaptics()
        val d = Driver(sink = fake)
        d.step { startTutorial() }
        var s = d.step { roll() }
        assertEquals(listOf(HapticKind.ROLL), fake.played, "the learner's roll")
        // Play the lesson to its capture; the CPU's own moves never buzz.
        var actions = 0
        while (HapticKind.CAPTURE !in fake.played) {
            s = d.await(what = "the learner's turn") { it.view.personToAct || it.view.lesson?.done == true }
            check(s.view.lesson?.done != true) { "the lesson ended without a capture: ${fake.played}" }
            d.playByHint()
            assertTrue(++actions < 40)
        }
        assertTrue(HapticKind.MOVE in fake.played)
        // A refused input: a token before rolling, or anything once the lesson is done.
        val before = fake.played.size
        d.step { move(3) }
        assertEquals(HapticKind.REFUSED, fake.played.drop(before).single())
        d.close()
    }
}
