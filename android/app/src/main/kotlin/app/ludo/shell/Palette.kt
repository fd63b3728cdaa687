package app.ludo.shell

/**
 * Colours of the board, ARGB. The player colours are the Okabe–Ito colour-blind-safe set
 * the core uses in its SVG (`docs/boards.md`, "Palette"); owner symbols are always drawn
 * too, so nothing depends on telling colours apart.
 */
data class Palette(
    val dark: Boolean,
    val background: Int,
    val plate: Int,
    val plateEdge: Int,
    val square: Int,
    val grid: Int,
    val centre: Int,
    val starInk: Int,
    val highlight: Int,
    val highlightHalo: Int,
    val hintFill: Int,
    val dieFace: Int,
    val diePip: Int,
    val dieEdge: Int,
    val dieDisabled: Int,
    private val fills: IntArray,
    private val tints: IntArray,
    private val inks: IntArray,
) {
    /** The player's colour (tokens, starts, home columns, yards). */
    fun fill(c: PlayerColor): Int = fills[c.ordinal]
    /** A light (dark theme: deep) version for base slots and unseated yards. */
    fun tint(c: PlayerColor): Int = tints[c.ordinal]
    /** Symbol colour drawn on [fill]. */
    fun ink(c: PlayerColor): Int = inks[c.ordinal]

    companion object {
        private val FILLS = intArrayOf(0xFFF0E442.toInt(), 0xFF0072B2.toInt(), 0xFFD55E00.toInt(), 0xFF009E73.toInt())
        private val INKS = intArrayOf(0xFF1A1A1A.toInt(), 0xFFFFFFFF.toInt(), 0xFF1A1A1A.toInt(), 0xFF1A1A1A.toInt())

        val LIGHT = Palette(
            dark = false,
            background = 0xFFF3EFE6.toInt(),
            plate = 0xFFFFFFFF.toInt(),
            plateEdge = 0xFF3A3A3A.toInt(),
            square = 0xFFFFFFFF.toInt(),
            grid = 0xFF9E9E9E.toInt(),
            centre = 0xFFE0E0E0.toInt(),
            starInk = 0xFF4A4A4A.toInt(),
            highlight = 0xFF000000.toInt(),
            highlightHalo = 0xFFFFFFFF.toInt(),
            hintFill = 0x55CC79A7,
            dieFace = 0xFFFFFFFF.toInt(),
            diePip = 0xFF1A1A1A.toInt(),
            dieEdge = 0xFF3A3A3A.toInt(),
            dieDisabled = 0xFFBDBDBD.toInt(),
            fills = FILLS,
            tints = intArrayOf(0xFFFBF8D0.toInt(), 0xFFBFDCEC.toInt(), 0xFFF5D7BF.toInt(), 0xFFBFE7DC.toInt()),
            inks = INKS,
        )

        val DARK = Palette(
            dark = true,
            background = 0xFF121212.toInt(),
            plate = 0xFF1E1E1E.toInt(),
            plateEdge = 0xFF8A8A8A.toInt(),
            square = 0xFF2E2E2E.toInt(),
            grid = 0xFF5C5C5C.toInt(),
            centre = 0xFF3A3A3A.toInt(),
            starInk = 0xFFCFCFCF.toInt(),
            highlight = 0xFFFFFFFF.toInt(),
            highlightHalo = 0xFF000000.toInt(),
            hintFill = 0x66CC79A7,
            dieFace = 0xFFF5F5F5.toInt(),
            diePip = 0xFF1A1A1A.toInt(),
            dieEdge = 0xFF8A8A8A.toInt(),
            dieDisabled = 0xFF5C5C5C.toInt(),
            fills = FILLS,
            tints = intArrayOf(0xFF5C5719.toInt(), 0xFF0D3550.toInt(), 0xFF5E2F0B.toInt(), 0xFF0B4A39.toInt()),
            inks = INKS,
        )
    }
}
