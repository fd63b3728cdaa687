package app.ludo.shell

import kotlinx.coroutines.runBlocking
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
    fun ruleTermsFollowTheOriginalRulePages() {
        val hi = ResTexts("hi")
        // ../shared/seeds/000_*: आधार base, शुरुआत start, मंजिल का रास्ता home column, मंजिल finish,
        // सुरक्षित खाना safe square, तारा star, रुकावट block, मोहरा token, पासा die.
        assertTrue(hi.get(T.SQ_BASE, "x").contains("आधार"))
        assertTrue(hi.get(T.SQ_START, "x", 1).contains("शुरुआत"))
        assertTrue(hi.get(T.SQ_HOME_COLUMN, "x", 1).contains("मंजिल का रास्ता"))
        assertTrue(hi.get(T.SQ_FINISH, "x").contains("मंजिल"))
        assertTrue(hi.get(T.SQ_SAFE).contains("सुरक्षित खाना"))
        assertTrue(hi.get(T.SQ_STAR, 1).contains("तारा"))
        assertTrue(hi.get(T.HINT_FORMS_BLOCK).contains("रुकावट"))
        assertTrue(hi.get(T.A11Y_DIE).contains("पासा"))
        assertTrue(hi.get(T.EV_CAPTURED, "a", "b", 1).contains("पकड़ा"))
        val bn = ResTexts("bn")
        // ../shared/seeds/001_*: ঘাঁটি base, শুরু start, গন্তব্যের পথ home column, গন্তব্য finish,
        // নিরাপদ ঘর safe square, তারা star, অবরোধ block, ঘুঁটি token, পাশা die.
        assertTrue(bn.get(T.SQ_BASE, "x").contains("ঘাঁটি"))
        assertTrue(bn.get(T.SQ_START, "x", 1).contains("শুরু"))
        assertTrue(bn.get(T.SQ_HOME_COLUMN, "x", 1).contains("গন্তব্যের পথ"))
        assertTrue(bn.get(T.SQ_FINISH, "x").contains("গন্তব্য"))
        assertTrue(bn.get(T.SQ_SAFE).contains("নিরাপদ ঘর"))
        assertTrue(bn.get(T.SQ_STAR, 1).contains("তারা"))
        assertTrue(bn.get(T.HINT_FORMS_BLOCK).contains("অবরোধ"))
        assertTrue(bn.get(T.A11Y_DIE).contains("পাশা"))
        assertTrue(bn.get(T.EV_CAPTURED, "a", "b", 1).contains("ধরল"))
    }

    @Test
    fun eventsAreAnnouncedInEachLanguage(): Unit = runBlocking {
        for (loc in locales) {
            val texts = ResTexts(loc)
            val c = GameController(factory, MemoryStore(), HapticMapper(FakeHaptics()), texts, this, cpuDelayMs = 0, waitForAnimations = false)
            c.startTutorial()
            c.roll()
            val lines = c.state!!.announcements
            assertTrue(lines.isNotEmpty())
            assertTrue(lines.first().contains(texts.color(PlayerColor.YELLOW)) && lines.first().contains("6"), "$loc: $lines")
            c.close()
        }
    }
}
