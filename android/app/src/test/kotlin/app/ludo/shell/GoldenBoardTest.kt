package app.ludo.shell

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.awt.image.BufferedImage
import java.io.File
import javax.imageio.ImageIO
import kotlin.math.abs
import kotlin.math.max
import org.ludo.core.Preset

/**
 * The game surface as the app draws it (same GameController -> Scene -> BoardPainter path as
 * GameView, with Java2D instead of Canvas), compared with the golden PNGs in
 * src/test/resources/golden/. UPDATE_GOLDEN=1 rewrites them.
 */
class GoldenBoardTest {
    private val goldenDir = File(System.getProperty("ludo.golden.dir") ?: "../app/src/test/resources/golden")
    private val outDir = File(System.getProperty("ludo.out.dir") ?: "target/board-png")
    private val update = System.getenv("UPDATE_GOLDEN") == "1"

    private fun render(scene: Scene, w: Int, h: Int, palette: Palette = Palette.LIGHT, density: Float = 1.5f): BufferedImage {
        val img = BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB)
        val surface = SurfaceLayout.compute(w, h, density, scene.chips.size)
        BoardPainter(palette).paint(Java2DTarget(img), scene, surface)
        return img
    }

    private fun check(name: String, img: BufferedImage) {
        outDir.mkdirs()
        ImageIO.write(img, "png", File(outDir, "$name.png"))
        val golden = File(goldenDir, "$name.png")
        if (update) {
            goldenDir.mkdirs()
            ImageIO.write(img, "png", golden)
            return
        }
        assertTrue(golden.isFile, "missing golden $golden (run with UPDATE_GOLDEN=1)")
        val g = ImageIO.read(golden)
        assertEquals(g.width, img.width, "$name width")
        assertEquals(g.height, img.height, "$name height")
        var differing = 0
        var total = 0L
        for (y in 0 until img.height) for (x in 0 until img.width) {
            val a = img.getRGB(x, y)
            val b = g.getRGB(x, y)
            var d = 0
            for (shift in intArrayOf(0, 8, 16, 24)) d = max(d, abs(((a ushr shift) and 0xFF) - ((b ushr shift) and 0xFF)))
            total += d
            if (d > 40) differing++
        }
        val pixels = img.width * img.height
        // Tolerance for anti-aliasing differences between JDKs: 0.2 % of pixels, mean difference < 0.5.
        assertTrue(differing <= pixels / 500, "$name: $differing of $pixels pixels differ from the golden image (see $outDir)")
        assertTrue(total.toDouble() / pixels < 0.5, "$name: mean difference ${total.toDouble() / pixels}")
    }

    private fun startScene(): Scene {
        val d = Driver()
        val s = d.step { newGame(GameConfig(seats = PlayerColor.entries.map { SeatSetup(it, HUMAN) }, seed = 7, firstPlayer = PlayerColor.YELLOW)) }.scene
        d.close()
        return s
    }

    private fun busyScene(): Scene {
        val d = busyGame()
        val s = d.step { showHint() }.scene
        d.close()
        return s
    }

    @Test
    fun startPositionPortrait() = check("start-portrait", render(startScene(), 540, 960))

    @Test
    fun startPositionLandscape() = check("start-landscape", render(startScene(), 960, 540))

    @Test
    fun midGamePortrait() = check("midgame-portrait", render(busyScene(), 540, 960))

    @Test
    fun midGameLandscape() = check("midgame-landscape", render(busyScene(), 960, 540))

    @Test
    fun midGameDarkTheme() = check("midgame-dark-portrait", render(busyScene(), 540, 960, Palette.DARK))

    @Test
    fun smallBoardsFromTheCoreLayout() {
        // Two players with "board by player count": the two-arm board, drawn from the same layout data.
        val d = Driver()
        val scene = d.step {
            newGame(
                GameConfig(
                    seats = seats(PlayerColor.YELLOW to HUMAN, PlayerColor.RED to HUMAN),
                    rules = factory.presetRules(Preset.QUICK), seed = 3, firstPlayer = PlayerColor.YELLOW,
                ),
            )
        }.scene
        d.close()
        assertEquals(32, scene.layout.trackLen)
        check("two-arm-portrait", render(scene, 540, 960))
    }
}
