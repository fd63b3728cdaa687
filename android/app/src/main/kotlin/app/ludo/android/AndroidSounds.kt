package app.ludo.android

import android.content.Context
import android.media.AudioAttributes
import android.media.SoundPool
import android.os.Handler
import app.ludo.shell.Later
import app.ludo.shell.SoundSink
import org.ludo.core.Sound
import org.ludo.core.soundFile

/**
 * The game's sounds through one [SoundPool]: each `res/raw/<soundFile(sound)>.wav` (made by
 * `cargo run -p ludo-core --example sounds --features render`, docs/sound.md) loaded once.
 * Game audio (USAGE_GAME): it mixes with the player's music and follows the media volume.
 */
class AndroidSounds(context: Context) : SoundSink {
    /** The pool; `internal` so the Robolectric tests can read what it played. */
    internal val pool: SoundPool = SoundPool.Builder()
        .setMaxStreams(MAX_STREAMS)
        .setAudioAttributes(
            AudioAttributes.Builder()
                .setUsage(AudioAttributes.USAGE_GAME)
                .setContentType(AudioAttributes.CONTENT_TYPE_SONIFICATION)
                .build(),
        )
        .build()

    /** Sound → the pool's id (0: its resource is missing, the sound stays silent). */
    private val ids: Map<Sound, Int> = Sound.entries.associateWith { s ->
        // Looked up by the core's file name (kept from the resource shrinker by res/raw/keep.xml).
        val res = context.resources.getIdentifier(soundFile(s), "raw", context.packageName)
        if (res == 0) 0 else pool.load(context, res, 1)
    }

    /** The raw resource of [sound] (tests). */
    internal fun resource(context: Context, sound: Sound): Int =
        context.resources.getIdentifier(soundFile(sound), "raw", context.packageName)

    override fun play(sound: Sound, volume: Float) {
        val id = ids[sound] ?: 0
        if (id != 0) pool.play(id, volume, volume, 1, 0, 1f)
    }

    /** Frees the pool (the Activity is destroyed). */
    fun release() = pool.release()

    private companion object {
        /** Hops overlap the roll's tail and a capture; more than four at once is noise. */
        const val MAX_STREAMS = 4
    }
}

/** [Later] on a [Handler] (the UI thread's). */
class HandlerLater(private val handler: Handler) : Later {
    override fun after(delayMs: Long, work: Runnable): Any = work.also { handler.postDelayed(it, delayMs) }
    override fun cancel(token: Any) = handler.removeCallbacks(token as Runnable)
}
