package app.ludo.android

import android.content.Context
import android.media.AudioAttributes
import android.os.Build
import android.os.VibrationAttributes
import android.os.VibrationEffect
import android.os.Vibrator
import android.os.VibratorManager
import android.view.HapticFeedbackConstants
import android.view.View
import app.ludo.shell.HapticKind
import app.ludo.shell.HapticSink

/**
 * Distinct feedback per [HapticKind]: a light tick for a roll (two for an extra roll), a
 * click for a move, a double thump for a capture made, one long thud for a token captured,
 * a rising triple for a finished token (a longer rise for finishing or winning), a double
 * buzz for a time-out and a short buzz for a refused tap. Uses the view's haptic feedback constants where they exist (they follow
 * the user's system setting) and the vibrator for the patterned effects, marked as touch
 * feedback (VibrationAttributes.USAGE_TOUCH on API 33+, the matching audio usage before) so
 * the system's "touch feedback" setting and intensity apply to them too.
 */
class AndroidHaptics(context: Context, private val view: () -> View?) : HapticSink {

    /** The default vibrator: through VibratorManager on API 31+ (VIBRATOR_SERVICE is deprecated there). */
    private val vibrator: Vibrator? =
        if (Build.VERSION.SDK_INT >= 31) context.getSystemService(VibratorManager::class.java)?.defaultVibrator
        else @Suppress("DEPRECATION") (context.getSystemService(Context.VIBRATOR_SERVICE) as? Vibrator)

    override fun play(kind: HapticKind) {
        val v = view()
        when (kind) {
            HapticKind.ROLL -> feedback(v, HapticFeedbackConstants.CLOCK_TICK) || wave(longArrayOf(0, 12), intArrayOf(0, 90))
            HapticKind.MOVE -> feedback(v, HapticFeedbackConstants.VIRTUAL_KEY) || wave(longArrayOf(0, 20), intArrayOf(0, 140))
            HapticKind.EXTRA_ROLL -> wave(longArrayOf(0, 12, 70, 12), intArrayOf(0, 90, 0, 120))
            HapticKind.TIMED_OUT -> wave(longArrayOf(0, 60, 90, 60), intArrayOf(0, 160, 0, 160))
            HapticKind.TOKEN_CAPTURED -> wave(longArrayOf(0, 110), intArrayOf(0, 200))
            HapticKind.CAPTURE -> wave(longArrayOf(0, 40, 60, 70), intArrayOf(0, 255, 0, 200))
            HapticKind.TOKEN_FINISHED -> wave(longArrayOf(0, 25, 50, 35, 50, 60), intArrayOf(0, 90, 0, 160, 0, 255))
            HapticKind.PLAYER_FINISHED, HapticKind.GAME_WON ->
                wave(longArrayOf(0, 30, 50, 40, 50, 50, 50, 120), intArrayOf(0, 90, 0, 140, 0, 200, 0, 255))
            HapticKind.REFUSED -> {
                val reject = if (Build.VERSION.SDK_INT >= 30) HapticFeedbackConstants.REJECT else HapticFeedbackConstants.LONG_PRESS
                feedback(v, reject) || wave(longArrayOf(0, 30, 40, 30), intArrayOf(0, 120, 0, 120))
            }
        }
    }

    private fun feedback(v: View?, constant: Int): Boolean = v?.performHapticFeedback(constant) == true

    @Suppress("DEPRECATION")
    private fun wave(timings: LongArray, amplitudes: IntArray): Boolean {
        val vib = vibrator ?: return false
        if (!vib.hasVibrator()) return false
        if (Build.VERSION.SDK_INT >= 26) {
            val amps = if (vib.hasAmplitudeControl()) amplitudes else IntArray(amplitudes.size) { if (amplitudes[it] > 0) 255 else 0 }
            val effect = VibrationEffect.createWaveform(timings, amps, -1)
            when {
                Build.VERSION.SDK_INT >= 33 -> vib.vibrate(effect, VibrationAttributes.createForUsage(VibrationAttributes.USAGE_TOUCH))
                else -> vib.vibrate(effect, TOUCH_AUDIO)
            }
        } else {
            vib.vibrate(timings, -1)
        }
        return true
    }

    private companion object {
        /** Before API 33, touch feedback is recognised by this audio usage. */
        val TOUCH_AUDIO: AudioAttributes = AudioAttributes.Builder()
            .setUsage(AudioAttributes.USAGE_ASSISTANCE_SONIFICATION)
            .setContentType(AudioAttributes.CONTENT_TYPE_SONIFICATION)
            .build()
    }
}
