package app.ludo.shell

/**
 * The few drawing calls the board needs, in pixels, colours ARGB. The app implements it
 * over `android.graphics.Canvas`; the tests over Java2D, so the PNGs checked in CI come
 * from the same [BoardPainter] as the screen.
 */
interface DrawTarget {
    fun fillRect(l: Float, t: Float, r: Float, b: Float, color: Int)
    fun strokeRect(l: Float, t: Float, r: Float, b: Float, color: Int, width: Float, dash: Float = 0f)
    fun fillRoundRect(l: Float, t: Float, r: Float, b: Float, radius: Float, color: Int)
    fun strokeRoundRect(l: Float, t: Float, r: Float, b: Float, radius: Float, color: Int, width: Float)
    fun fillCircle(cx: Float, cy: Float, r: Float, color: Int)
    fun strokeCircle(cx: Float, cy: Float, r: Float, color: Int, width: Float, dash: Float = 0f)
    /** A closed polygon through the points (x0, y0, x1, y1, ...). */
    fun fillPolygon(points: FloatArray, color: Int)
    fun strokePolygon(points: FloatArray, color: Int, width: Float)
    fun line(x1: Float, y1: Float, x2: Float, y2: Float, color: Int, width: Float)
}
