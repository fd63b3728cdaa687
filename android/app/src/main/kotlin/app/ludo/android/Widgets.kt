package app.ludo.android

import android.content.Context
import android.content.res.ColorStateList
import android.util.TypedValue
import android.view.Gravity
import android.view.View
import android.view.ViewGroup
import android.widget.AdapterView
import android.widget.ArrayAdapter
import android.widget.Button
import android.widget.CheckBox
import android.widget.LinearLayout
import android.widget.ScrollView
import android.widget.Spinner
import android.widget.TextView
import android.widget.ToggleButton
import app.ludo.shell.spoken

/**
 * The framework widgets the screens are built from, made one way: text sizes in sp (they
 * follow the user's font scale), touch targets at least 48 dp, 16 dp padding.
 */
class Widgets(private val ctx: Context) {
    fun dp(v: Float): Int = TypedValue.applyDimension(TypedValue.COMPLEX_UNIT_DIP, v, ctx.resources.displayMetrics).toInt()

    fun column(): LinearLayout = LinearLayout(ctx).apply {
        orientation = LinearLayout.VERTICAL
        setPadding(dp(16f), dp(16f), dp(16f), dp(16f))
    }

    /** A row that stacks its widgets when they do not fit side by side ([FitRow]). */
    fun row(): LinearLayout = FitRow(ctx)

    fun text(s: String, sizeSp: Float = 16f): TextView = TextView(ctx).apply {
        say(this, s)
        setTextSize(TypedValue.COMPLEX_UNIT_SP, sizeSp)
        setPadding(0, dp(4f), 0, dp(4f))
    }

    fun button(s: String, onClick: () -> Unit): Button = Button(ctx).apply {
        say(this, s)
        minHeight = dp(48f)
        minimumHeight = dp(48f)
        setOnClickListener { onClick() }
    }

    fun spinner(options: List<String>, selected: Int, onSelect: (Int) -> Unit): Spinner = Spinner(ctx).apply {
        adapter = object : ArrayAdapter<String>(ctx, android.R.layout.simple_spinner_dropdown_item, options) {
            override fun getView(position: Int, convertView: View?, parent: ViewGroup): View =
                wrapping(super.getView(position, convertView, parent))
            override fun getDropDownView(position: Int, convertView: View?, parent: ViewGroup): View =
                wrapping(super.getDropDownView(position, convertView, parent))
        }
        setSelection(selected)
        minimumHeight = dp(48f)
        onItemSelectedListener = object : AdapterView.OnItemSelectedListener {
            override fun onItemSelected(p: AdapterView<*>?, v: View?, pos: Int, id: Long) = onSelect(pos)
            override fun onNothingSelected(p: AdapterView<*>?) {}
        }
    }

    /**
     * An option of a spinner on as many lines as its words need: the framework's item is one
     * line 48 dp high, so with a large font a long option ("Two together block") was cut off
     * with "…" even on a spinner as wide as the screen.
     */
    private fun wrapping(v: View): View = v.apply {
        (this as? TextView)?.let { tv ->
            tv.isSingleLine = false
            tv.maxLines = 4
            tv.ellipsize = null
            tv.minHeight = dp(48f)
            tv.minimumHeight = dp(48f)
        }
        layoutParams = android.widget.AbsListView.LayoutParams(ViewGroup.LayoutParams.MATCH_PARENT, ViewGroup.LayoutParams.WRAP_CONTENT)
    }

    fun check(label: String, value: Boolean, onChange: (Boolean) -> Unit): CheckBox = CheckBox(ctx).apply {
        say(this, label)
        isChecked = value
        minHeight = dp(48f)
        setOnCheckedChangeListener { _, b -> onChange(b) }
    }

    /**
     * Shows [s] in [tv]; TalkBack gets it without the owner symbols ([spoken]: "Hand Yellow to
     * the CPU", not "... Yellow white circle ..."). Every text a screen sets goes through here.
     */
    fun say(tv: TextView, s: String) {
        tv.text = s
        tv.contentDescription = spoken(s).takeIf { it != s }
    }

    /**
     * A row (or rows of [perRow]) of toggle buttons sharing its width (the exit-number faces:
     * six at 48 dp each need 288 dp), [texts] on them and [descriptions] for TalkBack. A press asks [onPress]
     * for the new states of all of them (the core decides); null (refused) keeps the old ones.
     */
    fun toggles(texts: List<String>, descriptions: List<String>, on: List<Boolean>, perRow: Int = texts.size, onPress: (Int) -> List<Boolean>?): LinearLayout {
        // [perRow] buttons a row; more rows under each other when there are more.
        val rows = (texts.indices step perRow.coerceAtLeast(1)).map { row() }
        val box = if (rows.size == 1) rows[0] else LinearLayout(ctx).apply { orientation = LinearLayout.VERTICAL; rows.forEach { addView(it) } }
        val buttons = texts.mapIndexed { i, t ->
            ToggleButton(ctx).apply {
                textOn = t
                textOff = t
                isChecked = on[i]
                contentDescription = descriptions[i]
                minWidth = 0
                minimumWidth = 0
                minHeight = dp(48f)
                minimumHeight = dp(48f)
                setPadding(0, 0, 0, 0)
                // The framework's "on" mark is a thin coloured line a player can miss: an on
                // face is filled dark with white text instead (a contrast, not a hue, so it
                // reads for colour-blind players too).
                backgroundTintList = onOff(0xFF3A3A3A.toInt(), 0xFFE0E0E0.toInt())
                setTextColor(onOff(0xFFFFFFFF.toInt(), 0xFF1A1A1A.toInt()))
            }
        }
        var state = on
        buttons.forEachIndexed { i, b ->
            b.setOnClickListener {
                // The button has already flipped itself: show what the core answered instead.
                state = onPress(i) ?: state
                buttons.forEachIndexed { j, o -> o.isChecked = state[j] }
            }
            rows[i / perRow.coerceAtLeast(1)].addView(b, LinearLayout.LayoutParams(0, ViewGroup.LayoutParams.WRAP_CONTENT, 1f))
        }
        return box
    }

    /** [on] for a checked widget, [off] otherwise. */
    private fun onOff(on: Int, off: Int): ColorStateList =
        ColorStateList(arrayOf(intArrayOf(android.R.attr.state_checked), intArrayOf()), intArrayOf(on, off))

    fun scroll(content: View): ScrollView = ScrollView(ctx).apply { addView(content) }

    /** Full width with [topDp] above (the 4-dp grid's spacing between blocks). */
    fun spaced(topDp: Float = 12f): LinearLayout.LayoutParams =
        LinearLayout.LayoutParams(ViewGroup.LayoutParams.MATCH_PARENT, ViewGroup.LayoutParams.WRAP_CONTENT).apply { topMargin = dp(topDp) }

    /** An equal share of a row of buttons, with a small gap between them. */
    fun share(): LinearLayout.LayoutParams = LinearLayout.LayoutParams(0, ViewGroup.LayoutParams.WRAP_CONTENT, 1f).apply {
        marginEnd = dp(4f); marginStart = dp(4f); topMargin = dp(4f)
    }

    /** Layout for a view that sizes itself (a board), centred in a column. */
    fun centred(): LinearLayout.LayoutParams =
        LinearLayout.LayoutParams(ViewGroup.LayoutParams.WRAP_CONTENT, ViewGroup.LayoutParams.WRAP_CONTENT).apply { gravity = Gravity.CENTER_HORIZONTAL }
}

/**
 * A horizontal [LinearLayout] that lays its children out one under the other (each as wide
 * as the row) when they do not fit side by side: with a large font, or the longer words of
 * Hindi and Bengali, on a narrow phone, a label and its spinner or two buttons would
 * otherwise cut their text off. A child with a weight (and width 0) fits when its share of
 * the room the others leave is as wide as its whole text; a spinner counts its widest option.
 */
class FitRow(ctx: Context) : LinearLayout(ctx) {
    /** Each child's width and weight side by side, kept while the row is stacked. */
    private val sideBySide = HashMap<View, Pair<Int, Float>>()

    init {
        orientation = HORIZONTAL
    }

    override fun onMeasure(widthMeasureSpec: Int, heightMeasureSpec: Int) {
        val stack = MeasureSpec.getMode(widthMeasureSpec) != MeasureSpec.UNSPECIFIED &&
            !fits(MeasureSpec.getSize(widthMeasureSpec) - paddingLeft - paddingRight)
        for (i in 0 until childCount) {
            val child = getChildAt(i)
            val lp = child.layoutParams as LayoutParams
            if (stack) {
                val (w, _) = sideBySide.getOrPut(child) { lp.width to lp.weight }
                // A child of a fixed size (a seat's 40 dp disc) keeps it: stretched to the
                // row's width it became an oval.
                if (w <= 0) lp.width = ViewGroup.LayoutParams.MATCH_PARENT
                lp.weight = 0f
            } else {
                sideBySide.remove(child)?.let { (w, weight) -> lp.width = w; lp.weight = weight }
            }
        }
        // setOrientation asks for a layout only when it changes: the next pass finds the same.
        orientation = if (stack) VERTICAL else HORIZONTAL
        super.onMeasure(widthMeasureSpec, heightMeasureSpec)
    }

    /**
     * Whether every child gets the width of its whole text side by side in [room] pixels,
     * laid out as LinearLayout does: children without a weight in order, each as wide as it
     * asks (a button at least its minimum width) while room is left, the last ones squeezed;
     * then the weighted ones share what is left.
     */
    private fun fits(room: Int): Boolean {
        // AT_MOST with ample room: the width a child asks for (a spinner: its widest option).
        val ample = MeasureSpec.makeMeasureSpec(1 shl 20, MeasureSpec.AT_MOST)
        val unbounded = MeasureSpec.makeMeasureSpec(0, MeasureSpec.UNSPECIFIED)
        var used = 0
        var weights = 0f
        val weighted = ArrayList<Pair<Int, Float>>()
        for (i in 0 until childCount) {
            val child = getChildAt(i)
            if (child.visibility == GONE) continue
            val lp = child.layoutParams as LayoutParams
            val (w, weight) = sideBySide[child] ?: (lp.width to lp.weight)
            child.measure(ample, unbounded)
            val margins = lp.leftMargin + lp.rightMargin
            val asks = child.measuredWidth + margins
            val needs = textWidth(child)?.let { it + margins } ?: asks
            if (weight > 0f && w == 0) {
                weighted += needs to weight
                weights += weight
            } else {
                val given = minOf(asks, room - used)
                if (given < needs) return false
                used += given
            }
        }
        return weighted.all { (needs, weight) -> needs <= (room - used) * weight / weights }
    }

    /** The width [v]'s text needs on one line with its paddings (null: not a text, or a spinner, which asks for its widest option). */
    private fun textWidth(v: View): Int? {
        if (v !is TextView) return null
        val shown = v.transformationMethod?.getTransformation(v.text, v) ?: v.text
        return kotlin.math.ceil(android.text.Layout.getDesiredWidth(shown, v.paint)).toInt() + v.totalPaddingLeft + v.totalPaddingRight
    }
}
