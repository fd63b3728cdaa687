package app.ludo.shell

import org.ludo.core.Sound
import org.ludo.core.SoundCue

/** Plays one of the game's sounds now (the app: a SoundPool over `res/raw/<soundFile(sound)>`; tests: a recorder). */
fun interface SoundSink {
    /** Starts [sound] at [volume] (0..1). */
    fun play(sound: Sound, volume: Float)
}

/** Runs work later on the UI thread (the app: a Handler; tests: a clock they advance). */
interface Later {
    /** Runs [work] after [delayMs]; the returned token cancels it. */
    fun after(delayMs: Long, work: Runnable): Any
    /** Drops [token]'s work if it has not run. */
    fun cancel(token: Any)
}

/**
 * Plays each update's sounds at their times (the core's cues, docs/sound.md), as the Sound
 * setting and the volume say; leaving the game screen cancels what is pending. The same
 * job as the iOS app's `SoundScheduler`.
 *
 * [setting] is read when each sound starts (a change applies at once): on, and volume 0..1.
 */
class SoundScheduler(
    private val sink: SoundSink,
    private val later: Later,
    private val setting: () -> Pair<Boolean, Float>,
) {
    private val pending = LinkedHashSet<Any>()

    /** Schedules [cues], each `atMs` from now. */
    fun schedule(cues: List<SoundCue>) {
        for (cue in cues) {
            lateinit var token: Any
            token = later.after(cue.atMs.toLong(), Runnable {
                pending.remove(token)
                val (on, volume) = setting()
                if (on && volume > 0f) sink.play(cue.sound, volume.coerceIn(0f, 1f))
            })
            pending.add(token)
        }
    }

    /** Sounds scheduled and not yet started. */
    val pendingCount: Int get() = pending.size

    /** Drops every sound not yet started. */
    fun cancelAll() {
        pending.forEach(later::cancel)
        pending.clear()
    }
}
