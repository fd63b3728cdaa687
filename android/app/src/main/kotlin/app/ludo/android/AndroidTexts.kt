package app.ludo.android

import android.content.res.Resources
import app.ludo.shell.MessageFormatter
import app.ludo.shell.T
import app.ludo.shell.Texts

/**
 * [Texts] from the app's string resources, in the device language (values, values-hi,
 * values-bn), numbers in Latin digits. Resource ids are looked up once by the key's name; the JVM tests check that
 * every key exists in all three languages, and `res/raw/keep.xml` keeps them from the
 * resource shrinker.
 */
class AndroidTexts(private val res: Resources, packageName: String) : Texts {
    private val ids = IntArray(T.entries.size) { i ->
        @Suppress("DiscouragedApi")
        res.getIdentifier(T.entries[i].resName, "string", packageName)
    }

    override fun get(key: T, vararg args: Any): String {
        val id = ids[key.ordinal]
        if (id == 0) return key.resName
        // Latin digits, as in the core's messages and on iOS (and on the original Hindi and
        // Bengali pages): getString(id, args) formats in the locale, Bengali digits in Bengali.
        return if (args.isEmpty()) res.getString(id) else String.format(java.util.Locale.ROOT, res.getString(id), *args)
    }
}

/**
 * Words for the core's messages from the resources generated from the catalog
 * (`strings_core.xml`), in the app's language; resource ids are looked up once per name.
 */
fun androidMessages(res: Resources, packageName: String): MessageFormatter {
    val ids = HashMap<String, Int>()
    @Suppress("DiscouragedApi")
    fun id(name: String, type: String): Int = ids.getOrPut("$type/$name") { res.getIdentifier(name, type, packageName) }
    return MessageFormatter(
        string = { name -> id(name, "string").takeIf { it != 0 }?.let(res::getString) },
        plural = { name, n ->
            id(name, "plurals").takeIf { it != 0 }?.let { res.getQuantityString(it, n.coerceIn(0, Int.MAX_VALUE.toLong()).toInt()) }
        },
    )
}
