package app.ludo.shell

/** The distinct kinds of feedback the game gives (issue 6, "Haptics"). */
enum class HapticKind { ROLL, MOVE, CAPTURE, TOKEN_FINISHED, REFUSED }

/** Plays a haptic effect; the app implements it with View.performHapticFeedback / Vibrator. */
fun interface HapticSink {
    fun play(kind: HapticKind)
}

/**
 * Chooses the feedback for what happened. One action gives at most one effect, the
 * strongest that applies (finish > capture > move > roll), so a capturing move does not
 * buzz twice. Switched off by the settings toggle ([enabled]).
 */
class HapticMapper(private val sink: HapticSink, var enabled: Boolean = true) {

    fun kindFor(events: List<GameEvent>): HapticKind? {
        var best: HapticKind? = null
        fun take(k: HapticKind) { if (best == null || rank(k) > rank(best!!)) best = k }
        for (e in events) when (e) {
            is GameEvent.Rolled, is GameEvent.FirstRoll -> take(HapticKind.ROLL)
            is GameEvent.Moved -> take(HapticKind.MOVE)
            is GameEvent.Captured -> take(HapticKind.CAPTURE)
            is GameEvent.TokenFinished -> take(HapticKind.TOKEN_FINISHED)
            else -> {}
        }
        return best
    }

    /** Feedback for the events of one action (roll or move). */
    fun onEvents(events: List<GameEvent>) {
        if (!enabled) return
        kindFor(events)?.let(sink::play)
    }

    /** Feedback for a tap the game refused. */
    fun onRefused() {
        if (enabled) sink.play(HapticKind.REFUSED)
    }

    private fun rank(k: HapticKind) = when (k) {
        HapticKind.REFUSED -> 0
        HapticKind.ROLL -> 1
        HapticKind.MOVE -> 2
        HapticKind.CAPTURE -> 3
        HapticKind.TOKEN_FINISHED -> 4
    }
}
