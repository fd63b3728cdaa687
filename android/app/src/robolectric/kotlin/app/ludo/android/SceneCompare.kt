package app.ludo.android

import android.graphics.Bitmap
import org.ludo.core.SceneFrame
import org.ludo.core.ScenePrim
import java.io.File

/**
 * The app's replay of a scene against the core's own picture of it (its PNG renderer), pixel
 * by pixel with [Golden.compare]'s rule (a channel tolerance, edge pixels forgiven, no cluster
 * of differing pixels over [Golden.CLUSTER]). Text is drawn with the platform's fonts (Roboto
 * here, Noto in the core), so every Text primitive's box, 2 px around it, is left out.
 */
object SceneCompare {
    /** Pixels of [frame]'s text boxes at [density], 2 px around each: true = left out. */
    fun textMask(frame: SceneFrame, density: Float, w: Int, h: Int): BooleanArray {
        val mask = BooleanArray(w * h)
        for (t in frame.prims.filterIsInstance<ScenePrim.Text>()) {
            val x0 = ((t.x * density).toInt() - 2).coerceAtLeast(0)
            val y0 = ((t.y * density).toInt() - 2).coerceAtLeast(0)
            val x1 = ((t.x + t.w) * density + 2).toInt().coerceAtMost(w - 1)
            val y1 = ((t.y + t.h) * density + 2).toInt().coerceAtMost(h - 1)
            for (y in y0..y1) for (x in x0..x1) mask[y * w + x] = true
        }
        return mask
    }

    /** [a] against [b] (same size) outside [mask]; [diff], when given, gets a picture of the differences. */
    fun compare(a: Bitmap, b: Bitmap, mask: BooleanArray, diff: File? = null): Golden.Diff = Golden.compare(a, b, mask, diff)
}
