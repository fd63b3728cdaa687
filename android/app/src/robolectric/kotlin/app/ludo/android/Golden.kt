package app.ludo.android

import android.graphics.Bitmap
import android.graphics.BitmapFactory
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import java.io.File
import kotlin.math.abs
import kotlin.math.max

/**
 * Golden screenshots: the window drawn by the real views ([App.screenshot]) is written to
 * `ludo.out.dir` and compared with `android/app/src/test/resources/golden/screens/NAME.png`.
 * `UPDATE_GOLDEN=1 scripts/test-android-app.sh` rewrites the golden files instead.
 *
 * Tolerance: a pixel differs when a channel is off by more than 40 (of 255); at most 0.5 %
 * of the pixels may differ and the mean channel difference must stay under 1.0. That absorbs
 * anti-aliasing and font hinting noise, not a moved widget, a missing token or another colour.
 */
object Golden {
    private val goldenDir = File(System.getProperty("ludo.golden.dir") ?: "src/test/resources/golden/screens")
    private val outDir = File(System.getProperty("ludo.out.dir") ?: "target/screens")
    private val update = System.getenv("UPDATE_GOLDEN") == "1"

    fun check(name: String, shot: Bitmap) {
        outDir.mkdirs()
        // Through byte arrays: the native codec's file streams need java.io opened to Robolectric.
        val png = java.io.ByteArrayOutputStream().also { shot.compress(Bitmap.CompressFormat.PNG, 100, it) }.toByteArray()
        File(outDir, "$name.png").writeBytes(png)
        val golden = File(goldenDir, "$name.png")
        if (update) {
            goldenDir.mkdirs()
            File(outDir, "$name.png").copyTo(golden, overwrite = true)
            return
        }
        assertTrue("missing golden $golden (UPDATE_GOLDEN=1 scripts/test-android-app.sh writes it)", golden.isFile)
        val bytes = golden.readBytes()
        val g = BitmapFactory.decodeByteArray(bytes, 0, bytes.size)
        assertEquals("$name width", g.width, shot.width)
        assertEquals("$name height", g.height, shot.height)
        val n = shot.width * shot.height
        val a = IntArray(n).also { shot.getPixels(it, 0, shot.width, 0, 0, shot.width, shot.height) }
        val b = IntArray(n).also { g.getPixels(it, 0, g.width, 0, 0, g.width, g.height) }
        var differing = 0
        var total = 0L
        for (i in 0 until n) {
            var d = 0
            for (shift in intArrayOf(0, 8, 16, 24)) d = max(d, abs(((a[i] ushr shift) and 0xFF) - ((b[i] ushr shift) and 0xFF)))
            total += d
            if (d > 40) differing++
        }
        assertTrue("$name: $differing of $n pixels differ from the golden image (see $outDir)", differing <= n / 200)
        assertTrue("$name: mean difference ${total.toDouble() / n}", total.toDouble() / n < 1.0)
    }
}
