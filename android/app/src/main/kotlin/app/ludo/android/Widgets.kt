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

    fun row(): LinearLayout = LinearLayout(ctx).apply { orientation = LinearLayout.HORIZONTAL }

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
        adapter = ArrayAdapter(ctx, android.R.layout.simple_spinner_dropdown_item, options)
        setSelection(selected)
        minimumHeight = dp(48f)
        onItemSelectedListener = object : AdapterView.OnItemSelectedListener {
            override fun onItemSelected(p: AdapterView<*>?, v: View?, pos: Int, id: Long) = onSelect(pos)
            override fun onNothingSelected(p: AdapterView<*>?) {}
        }
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
     * A row of toggle buttons sharing its width (the exit-number faces: six fit a 320 dp phone
     * at 48 dp each), [texts] on them and [descriptions] for TalkBack. A press asks [onPress]
     * for the new states of all of them (the core decides); null (refused) keeps the old ones.
     */
    fun toggles(texts: List<String>, descriptions: List<String>, on: List<Boolean>, onPress: (Int) -> List<Boolean>?): LinearLayout {
        val row = row()
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
            row.addView(b, LinearLayout.LayoutParams(0, ViewGroup.LayoutParams.WRAP_CONTENT, 1f))
        }
        return row
    }

    /** [on] for a checked widget, [off] otherwise. */
    private fun onOff(on: Int, off: Int): ColorStateList =
        ColorStateList(arrayOf(intArrayOf(android.R.attr.state_checked), intArrayOf()), intArrayOf(on, off))

    fun scroll(content: View): ScrollView = ScrollView(ctx).apply { addView(content) }

    /** Layout for a view that sizes itself (a board), centred in a column. */
    fun centred(): LinearLayout.LayoutParams =
        LinearLayout.LayoutParams(ViewGroup.LayoutParams.WRAP_CONTENT, ViewGroup.LayoutParams.WRAP_CONTENT).apply { gravity = Gravity.CENTER_HORIZONTAL }
}
