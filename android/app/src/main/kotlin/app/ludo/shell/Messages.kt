package app.ludo.shell

import java.util.Locale

/** Words for the core's catalog messages ([Msg]) in the user's language. */
fun interface MessageTexts {
    fun say(m: Msg): String
}

/**
 * Formats catalog messages with the string resources generated from the catalog
 * (`res/values{,-hi,-bn}/strings_core.xml`, `cargo run -p ludo-core --example gen_strings`):
 * the resource name is the key with `_` for `.`; nested messages are said first, lists are
 * joined with the catalog's separator, numbers stay in Latin digits (as the catalog says) and
 * a plural key takes its form from its last number argument (the one the catalog declares
 * for it: `n`, or `steps` after the token number in `event.moved`; JVM test).
 */
class MessageFormatter(
    /** The template of the plain string resource [name], or null when there is none. */
    private val string: (name: String) -> String?,
    /** The template of the plural resource [name] for the quantity, or null. */
    private val plural: (name: String, quantity: Long) -> String?,
) : MessageTexts {

    override fun say(m: Msg): String {
        val name = m.key.replace('.', '_')
        val template = string(name) ?: plural(name, quantity(m)) ?: return m.key
        if (m.args.isEmpty()) return template
        return String.format(Locale.ROOT, template, *m.args.map(::arg).toTypedArray())
    }

    private fun arg(a: MsgArg): Any = when (a) {
        is MsgArg.Num -> a.n
        is MsgArg.Text -> a.text
        is MsgArg.Nested -> say(a.msg)
        is MsgArg.Items -> a.msgs.joinToString(say(Msg("list.separator"))) { say(it) }
        MsgArg.Missing -> ""
    }

    private fun quantity(m: Msg): Long = m.args.filterIsInstance<MsgArg.Num>().lastOrNull()?.n ?: 0
}
