package app.ludo.android

import android.graphics.Rect
import android.widget.EditText
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue

/** The system bars the keyboard tests apply, px (hdpi: 24 dp and 48 dp). */
const val KEYBOARD_TEST_STATUS = 36
const val KEYBOARD_TEST_NAV = 72

/**
 * The records screen's name field, focused by a tap with no keyboard up (the bars applied by
 * [noKeyboard]); then [keyboard] brings up a keyboard as tall as [height] gives for the
 * field's place (a keyboard that would cover the lower half of the field where it stands),
 * and the field must stand wholly above it, the screen padded by the keyboard; and when the
 * keyboard goes the padding is the navigation bar's again. Shared by the SDK 36 test (the
 * keyboard as `WindowInsets.Type.ime()`) and the SDK 29 one (in the system window insets).
 */
fun App.checkNameFieldAboveKeyboard(noKeyboard: App.() -> Unit, keyboard: App.(Int) -> Unit) {
    tap(str("home_records"))
    noKeyboard()
    val field = all().filterIsInstance<EditText>().single()
    tap(field)
    assertTrue("the tap focused the field", field.hasFocus())
    val window = windowRect()
    val height = window.bottom - rectOf(field).centerY()
    assertTrue("the field is not low enough to test (keyboard $height px)", height > KEYBOARD_TEST_NAV)
    keyboard(height)
    idle(100)
    val top = window.bottom - height
    val r = rectOf(field)
    assertTrue("the field at $r is under the keyboard (its top at $top)", r.bottom <= top && r.top >= KEYBOARD_TEST_STATUS)
    val shown = Rect()
    assertTrue(field.getGlobalVisibleRect(shown))
    assertEquals("the whole field shows", field.height, shown.height())
    val area = generateSequence(field.parent) { it.parent }.filterIsInstance<SafeArea>().first()
    assertEquals("the screen is padded by the keyboard", height, area.paddingBottom)
    noKeyboard()
    assertEquals("the keyboard went: the navigation bar's padding", KEYBOARD_TEST_NAV, area.paddingBottom)
}
