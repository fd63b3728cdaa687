package app.ludo.shell

/**
 * The kinds of feedback the core asks for (its `Feedback`), weakest first: a shell that
 * plays one effect per update plays the strongest. Only what a person at the device did, or
 * what happened to them (a CPU capturing their token), is ever asked for.
 */
enum class HapticKind {
    REFUSED, ROLL, MOVE, EXTRA_ROLL, TIMED_OUT, TOKEN_CAPTURED, CAPTURE, TOKEN_FINISHED, PLAYER_FINISHED, GAME_WON,
}

/** Plays a haptic effect; the app implements it with View.performHapticFeedback / Vibrator. */
fun interface HapticSink {
    fun play(kind: HapticKind)
}

/** Plays the strongest feedback of one update (so a capturing move does not buzz twice), unless switched off ([enabled]). */
class HapticMapper(private val sink: HapticSink, var enabled: Boolean = true) {
    fun play(feedback: List<HapticKind>) {
        if (!enabled) return
        feedback.maxOrNull()?.let(sink::play)
    }
}
