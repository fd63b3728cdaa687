package app.ludo.android

import android.content.Context
import android.content.res.ColorStateList
import android.graphics.Color
import android.graphics.Typeface
import android.graphics.drawable.Drawable
import android.graphics.drawable.GradientDrawable
import android.graphics.drawable.RippleDrawable
import android.util.TypedValue
import android.view.Gravity
import android.view.View
import android.widget.Button
import android.widget.LinearLayout
import android.widget.TextView
import app.ludo.shell.PlayerColor

/**
 * The one style of the native screens (docs/design.md, "One style for the native screens",
 * the same values as the iOS app's `Style`): the play screen's palette, radii 16 dp (cards)
 * and 24 dp (pills), spacing on a 4-dp grid, touch targets of at least 48 dp, light and dark.
 */
class Style(private val ctx: Context) {
    private val dark = ctx.darkTheme
    private fun dp(v: Float): Int = TypedValue.applyDimension(TypedValue.COMPLEX_UNIT_DIP, v, ctx.resources.displayMetrics).toInt()

    /** Cards: white (light) or #1F2125 (dark). */
    val surface: Int = if (dark) 0xFF1F2125.toInt() else Color.WHITE
    /** Text. */
    val ink: Int = if (dark) 0xFFECEDEF.toInt() else 0xFF1E2126.toInt()
    /** Secondary text (4.5:1 or more on the background and on cards). */
    val inkSoft: Int = if (dark) 0xFFA4A9B1.toInt() else 0xFF5E6570.toInt()
    /** Hairlines and outlines. */
    private val line: Int = if (dark) 0xFF3A3D42.toInt() else 0xFFD9D3C7.toInt()

    /** A seat's colour (Okabe–Ito, the core's `Palette::seat`). */
    fun seat(c: PlayerColor): Int = when (c) {
        PlayerColor.YELLOW -> 0xFFF0E442.toInt()
        PlayerColor.BLUE -> 0xFF0072B2.toInt()
        PlayerColor.RED -> 0xFFD55E00.toInt()
        PlayerColor.GREEN -> 0xFF009E73.toInt()
    }

    /** Ink on a seat's colour (white on blue, near black on the others: 4.5:1 or more). */
    fun inkOn(c: PlayerColor): Int = if (c == PlayerColor.BLUE) Color.WHITE else 0xFF1A1A1A.toInt()

    /** A rounded shape filled with [fill] (and outlined with [stroke] when given), with the touch ripple. */
    fun shape(fill: Int, radiusDp: Float, stroke: Int? = null): Drawable {
        val body = GradientDrawable().apply {
            cornerRadius = dp(radiusDp).toFloat()
            setColor(fill)
            stroke?.let { setStroke(dp(1.5f), it) }
        }
        val mask = GradientDrawable().apply { cornerRadius = dp(radiusDp).toFloat(); setColor(Color.WHITE) }
        val ripple = if (dark) 0x33FFFFFF else 0x22000000
        return RippleDrawable(ColorStateList.valueOf(ripple), body, mask)
    }

    /** A card: the surface colour, radius 16 dp, padding 16 dp, a soft elevation. */
    fun <V : View> card(v: V): V = v.apply {
        background = shape(surface, 16f)
        elevation = dp(2f).toFloat()
        setPadding(dp(16f), dp(16f), dp(16f), dp(16f))
    }

    /** A secondary button: a pill outlined on the background, ink text, not in capitals. */
    fun pill(b: Button) = b.apply {
        background = shape(if (dark) 0xFF1F2125.toInt() else 0xFFFBF8F2.toInt(), 24f, line)
        setTextColor(ink)
        isAllCaps = false
        stateListAnimator = null
        setTextSize(TypedValue.COMPLEX_UNIT_SP, 15f)
        setPadding(dp(20f), dp(8f), dp(20f), dp(8f))
    }

    /** The main action of a screen ("Start game"): a filled pill in the seat blue. */
    fun primary(b: Button) = b.apply {
        background = shape(seat(PlayerColor.BLUE), 24f)
        setTextColor(Color.WHITE)
        isAllCaps = false
        stateListAnimator = null
        typeface = Typeface.DEFAULT_BOLD
        setTextSize(TypedValue.COMPLEX_UNIT_SP, 17f)
        minHeight = dp(56f)
        minimumHeight = dp(56f)
    }

    /**
     * A row of a list that opens something (a reviewed decision): a card-coloured rounded
     * row with a hairline, ink text from the start edge, 48 dp or taller, not in capitals.
     */
    fun row(b: Button) = b.apply {
        background = shape(surface, 12f, line)
        setTextColor(ink)
        isAllCaps = false
        stateListAnimator = null
        gravity = Gravity.START or Gravity.CENTER_VERTICAL
        setTextSize(TypedValue.COMPLEX_UNIT_SP, 15f)
        setPadding(dp(16f), dp(10f), dp(16f), dp(10f))
    }

    /** A title (22 sp bold) or a section head (17 sp bold). */
    fun title(tv: TextView, sizeSp: Float = 22f) = tv.apply {
        setTextSize(TypedValue.COMPLEX_UNIT_SP, sizeSp)
        typeface = Typeface.DEFAULT_BOLD
        setTextColor(ink)
    }

    /** Secondary text (15 sp, or [sizeSp]). */
    fun soft(tv: TextView, sizeSp: Float = 15f) = tv.apply {
        setTextSize(TypedValue.COMPLEX_UNIT_SP, sizeSp)
        setTextColor(inkSoft)
    }

    /**
     * A big coloured choice on the home screen: the seat colour's rounded tile with the
     * player's [symbol], a [title] and one line [note] under it, all one touch target.
     */
    fun bigChoice(title: String, note: String, color: PlayerColor, symbol: String, onClick: () -> Unit): LinearLayout =
        LinearLayout(ctx).apply {
            orientation = LinearLayout.HORIZONTAL
            gravity = Gravity.CENTER_VERTICAL
            background = shape(seat(color), 16f)
            elevation = dp(2f).toFloat()
            minimumHeight = dp(76f)
            setPadding(dp(16f), dp(12f), dp(16f), dp(12f))
            isClickable = true
            isFocusable = true
            contentDescription = "$title. $note"
            setOnClickListener { onClick() }
            val ink = inkOn(color)
            // With a very large font the title needs the whole width: the symbol and the arrow go.
            val roomy = ctx.resources.configuration.fontScale < 1.5f
            if (roomy) addView(TextView(ctx).apply {
                text = symbol
                setTextColor(ink)
                setTextSize(TypedValue.COMPLEX_UNIT_SP, 28f)
                gravity = Gravity.CENTER
                importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_NO
            }, LinearLayout.LayoutParams(dp(44f), LinearLayout.LayoutParams.WRAP_CONTENT))
            addView(LinearLayout(ctx).apply {
                orientation = LinearLayout.VERTICAL
                setPadding(dp(12f), 0, dp(8f), 0)
                addView(TextView(ctx).apply {
                    text = title
                    setTextColor(ink)
                    typeface = Typeface.DEFAULT_BOLD
                    setTextSize(TypedValue.COMPLEX_UNIT_SP, 19f)
                })
                addView(TextView(ctx).apply {
                    text = note
                    setTextColor(ink)
                    alpha = 0.9f
                    setTextSize(TypedValue.COMPLEX_UNIT_SP, 14f)
                })
                importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_NO_HIDE_DESCENDANTS
            }, LinearLayout.LayoutParams(0, LinearLayout.LayoutParams.WRAP_CONTENT, 1f))
            if (roomy) addView(TextView(ctx).apply {
                text = "▶"
                setTextColor(ink)
                setTextSize(TypedValue.COMPLEX_UNIT_SP, 18f)
                importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_NO
            })
        }
}
