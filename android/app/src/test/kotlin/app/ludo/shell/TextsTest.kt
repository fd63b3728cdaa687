package app.ludo.shell

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** English, Hindi and Bengali strings: complete, same placeholders, rule terms from the original rule pages. */
class TextsTest {
    private val locales = listOf("", "hi", "bn")
    private val placeholder = Regex("%(\\d+)\\$[sd]")

    @Test
    fun everyKeyInEveryLanguageWithTheSamePlaceholders() {
        val en = ResTexts.load("")
        for (loc in locales) {
            val strings = ResTexts.load(loc)
            for (key in T.entries) {
                val s = strings[key.resName]
                assertTrue(!s.isNullOrBlank(), "values${if (loc.isEmpty()) "" else "-$loc"}: missing ${key.resName}")
                assertEquals(
                    placeholder.findAll(en[key.resName]!!).map { it.value }.toSet(),
                    placeholder.findAll(s!!).map { it.value }.toSet(),
                    "placeholders of ${key.resName} in '$loc'",
                )
            }
            assertEquals(T.entries.map { it.resName }.toSet(), strings.keys, "no stray strings in '$loc'")
        }
    }

    @Test
    fun theCoresGeneratedStringsDoNotCollideWithTheAppsOwn() {
        for (loc in locales) {
            val clash = ResMessages(loc).names.intersect(ResTexts.load(loc).keys)
            assertEquals(emptySet<String>(), clash, "values-$loc")
        }
    }

    @Test
    fun ruleTermsFollowTheOriginalRulePages() {
        val hi = ResMessages("hi")
        fun sq(key: String, vararg args: MsgArg) = Msg(key, args.toList())
        val yellow = MsgArg.Nested(Msg("name.yellow"))
        // the original Hindi rule page (docs/rules.md): आधार base, शुरुआत start, मंजिल का रास्ता home column, मंजिल finish,
        // सुरक्षित खाना safe square, तारा star, रुकावट block, मोहरा token, पासा die.
        assertTrue(hi.say(sq("square.base", yellow)).contains("आधार"))
        assertTrue(hi.say(sq("square.start", yellow, MsgArg.Num(1))).contains("शुरुआत"))
        assertTrue(hi.say(sq("square.home_column", yellow, MsgArg.Num(1))).contains("मंजिल का रास्ता"))
        assertTrue(hi.say(sq("square.finish", yellow)).contains("मंजिल"))
        assertTrue(hi.say(sq("square.safe", MsgArg.Text("x"))).contains("सुरक्षित खाना"))
        assertTrue(hi.say(sq("square.star", MsgArg.Num(1))).contains("तारा"))
        assertTrue(hi.say(Msg("hint.reason.forms_block")).contains("रुकावट"))
        assertTrue(hi.say(Msg("die.blank")).contains("पासा"))
        val bn = ResMessages("bn")
        // the original Bengali rule page (docs/rules.md): ঘাঁটি base, শুরু start, গন্তব্যের পথ home column, গন্তব্য finish,
        // নিরাপদ ঘর safe square, তারা star, অবরোধ block, ঘুঁটি token, পাশা die.
        assertTrue(bn.say(sq("square.base", yellow)).contains("ঘাঁটি"))
        assertTrue(bn.say(sq("square.start", yellow, MsgArg.Num(1))).contains("শুরু"))
        assertTrue(bn.say(sq("square.home_column", yellow, MsgArg.Num(1))).contains("গন্তব্যের পথ"))
        assertTrue(bn.say(sq("square.finish", yellow)).contains("গন্তব্য"))
        assertTrue(bn.say(sq("square.safe", MsgArg.Text("x"))).contains("নিরাপদ ঘর"))
        assertTrue(bn.say(sq("square.star", MsgArg.Num(1))).contains("তারা"))
        assertTrue(bn.say(Msg("hint.reason.forms_block")).contains("অবরোধ"))
        assertTrue(bn.say(Msg("die.blank")).contains("পাশা"))
    }

    @Test
    fun pluralsTakeTheirFormFromTheLastNumber() {
        val en = ResMessages("")
        val yellow = MsgArg.Nested(Msg("name.yellow"))
        val sq = MsgArg.Nested(Msg("square.track", listOf(MsgArg.Num(12))))
        assertEquals("Yellow moved token 2 to square 12 (1 square).", en.say(Msg("event.moved", listOf(yellow, MsgArg.Num(2), MsgArg.Num(1), sq))))
        assertEquals("Yellow moved token 1 to square 12 (5 squares).", en.say(Msg("event.moved", listOf(yellow, MsgArg.Num(1), MsgArg.Num(5), sq))))
        assertEquals("1 second left", en.say(Msg("timer.left", listOf(MsgArg.Num(1)))))
        assertEquals("0 seconds left", en.say(Msg("timer.left", listOf(MsgArg.Num(0)))))
        val list = Msg("event.first_roll_tie", listOf(MsgArg.Items(listOf(Msg("name.yellow"), Msg("name.red")))))
        assertTrue(en.say(list).contains("Yellow, Red"), en.say(list))
    }

    @Test
    fun eventsAreAnnouncedInEachLanguage() {
        for (loc in locales) {
            val words = ResMessages(loc)
            val d = Driver(texts = ResTexts(loc), words = words)
            d.step { startTutorial() }
            val lines = d.step { roll() }.announcements
            assertTrue(lines.isNotEmpty())
            // Hindi says the name in its oblique case before का ("पीले का 6 आया"): the core picks the key.
            val name = words.say(Msg(if (loc == "hi") "name.yellow.oblique" else "name.yellow"))
            assertTrue(lines.first().contains(name) && lines.first().contains("6"), "$loc: $lines")
            d.close()
        }
    }
}
