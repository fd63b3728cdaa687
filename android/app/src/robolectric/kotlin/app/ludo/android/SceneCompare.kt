package app.ludo.android

import android.graphics.Bitmap
import org.ludo.core.SceneFrame
import org.ludo.core.ScenePrim
import java.io.File
import kotlin.math.abs
import kotlin.math.max

/**
 * The app's replay of a scene against the core's own picture of it (its PNG renderer), pixel
 * by pixel. Text is drawn with the platform's fonts (Roboto here, Noto in the core), so every
 * Text primitive's box, 2 px around it, is left out; the rest must agree:
 *
 * * a pixel differs when one channel is off by more than [CHANNEL] (48 of 255);
 * * at most [SHARE] (1.5 %) of the compared pixels differ and their mean difference (the
 *   largest channel's) stays under [MEAN] (3);
 * * no [TILE]×[TILE] px tile (8×8) has more than [TILE_SHARE] (60 %) of its compared pixels
 *   differing: anti-aliasing disagrees along edges, a token or panel drawn elsewhere or in
 *   another colour makes solid blobs, which the totals alone would let through (one token is
 *   about 0.2 % of a phone screen).
 */
object SceneCompare {
    const val CHANNEL = 48
    const val SHARE = 0.015
    const val MEAN = 3.0
    const val TILE = 8
    const val TILE_SHARE = 0.6

    data class Verdict(val compared: Int, val differing: Int, val mean: Double, val worstTile: Double, val worstAt: Pair<Int, Int>) {
        val ok: Boolean get() = differing <= compared * SHARE && mean < MEAN && worstTile <= TILE_SHARE
        override fun toString() = "$differing of $compared pixels differ (at most ${(compared * SHARE).toInt()}), mean $mean (under $MEAN), " +
            "worst $TILE×$TILE tile ${"%.2f".format(worstTile)} at $worstAt (at most $TILE_SHARE)"
    }

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

    /** [a] against [b] (same size) outside [mask]; [diff], when given, gets a picture of the differing pixels (red) and the mask (grey). */
    fun compare(a: Bitmap, b: Bitmap, mask: BooleanArray, diff: File? = null): Verdict {
        require(a.width == b.width && a.height == b.height) { "sizes ${a.width}×${a.height} and ${b.width}×${b.height}" }
        val w = a.width
        val h = a.height
        val pa = IntArray(w * h).also { a.getPixels(it, 0, w, 0, 0, w, h) }
        val pb = IntArray(w * h).also { b.getPixels(it, 0, w, 0, 0, w, h) }
        val tiles = (w + TILE - 1) / TILE
        val tileCompared = IntArray(tiles * ((h + TILE - 1) / TILE))
        val tileDiffering = IntArray(tileCompared.size)
        val out = diff?.let { IntArray(w * h) }
        var compared = 0
        var differing = 0
        var total = 0L
        for (i in 0 until w * h) {
            if (mask[i]) { out?.set(i, 0xFFC0C0C0.toInt()); continue }
            var d = 0
            for (shift in intArrayOf(0, 8, 16, 24)) d = max(d, abs(((pa[i] ushr shift) and 0xFF) - ((pb[i] ushr shift) and 0xFF)))
            val tile = (i / w / TILE) * tiles + (i % w) / TILE
            compared++
            tileCompared[tile]++
            total += d
            if (d > CHANNEL) { differing++; tileDiffering[tile]++ }
            out?.set(i, if (d > CHANNEL) 0xFFFF0000.toInt() else 0xFFFFFFFF.toInt())
        }
        var worst = 0.0
        var worstAt = 0 to 0
        for (t in tileCompared.indices) {
            // A tile mostly under text is not judged on its few pixels left.
            if (tileCompared[t] < TILE * TILE / 2) continue
            val share = tileDiffering[t].toDouble() / tileCompared[t]
            if (share > worst) { worst = share; worstAt = (t % tiles) * TILE to (t / tiles) * TILE }
        }
        if (diff != null && out != null) {
            val bmp = Bitmap.createBitmap(out, w, h, Bitmap.Config.ARGB_8888)
            diff.parentFile?.mkdirs()
            diff.writeBytes(java.io.ByteArrayOutputStream().also { bmp.compress(Bitmap.CompressFormat.PNG, 100, it) }.toByteArray())
        }
        return Verdict(compared, differing, if (compared == 0) 0.0 else total.toDouble() / compared, worst, worstAt)
    }
}
