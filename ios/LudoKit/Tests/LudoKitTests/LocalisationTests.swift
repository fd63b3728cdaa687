import Foundation
import XCTest
@testable import LudoCore
@testable import LudoKit

@MainActor
final class LocalisationTests: XCTestCase {
    /// The format specifiers of a text (`%@`, `%d`, `%1$@`...), as a sorted list of types by position.
    private func specifiers(_ s: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: "%(?:(\\d)\\$)?([@d])")
        var out: [(Int, String)] = []
        var next = 1
        for m in regex.matches(in: s, range: NSRange(s.startIndex..., in: s)) {
            let pos = Range(m.range(at: 1), in: s).map { Int(s[$0])! } ?? { defer { next += 1 }; return next }()
            out.append((pos, String(s[Range(m.range(at: 2), in: s)!])))
        }
        return out.sorted { $0.0 < $1.0 }.map { "\($0.0)\($0.1)" }
    }

    func testEveryLanguageHasEveryKeyWithTheSameArguments() async {
        let en = Localizer.table(of: "en")
        XCTAssertGreaterThan(en.count, 60)
        for lang in ["hi", "bn"] {
            let t = Localizer.table(of: lang)
            XCTAssertEqual(Set(t.keys), Set(en.keys), lang)
            for (k, v) in en {
                XCTAssertEqual(specifiers(t[k] ?? ""), specifiers(v), "\(lang) \(k)")
                if !["setup.seat.cpu", "game.place"].contains(k) && !k.hasPrefix("lang.") { // language names are autonyms
                    XCTAssertNotEqual(t[k], v, "\(lang) \(k) is not translated")
                }
            }
        }
    }

    func testRuleTermsFromTheOriginalPages() async {
        let hi = Localizer(language: "hi-IN")
        let bn = Localizer(language: "bn_BD")
        XCTAssertEqual(hi.language, "hi")
        XCTAssertEqual(bn.language, "bn")
        XCTAssertEqual(Localizer(language: "fr").language, "en")
        // Hindi (seed 000): आधार, सुरक्षित खाना, मंजिल, फिर फेंकें; Bengali (seed 001): ঘাঁটি, নিরাপদ ঘর, গন্তব্য.
        XCTAssertEqual(hi.text("rule.safe_squares"), "सुरक्षित खाना")
        XCTAssertEqual(hi.text("rule.extra_roll_on_capture"), "पकड़ने पर फिर फेंकें")
        XCTAssertEqual(hi.text("home.learn"), "बोर्ड पर सीखें")
        XCTAssertEqual(bn.text("rule.safe_squares"), "নিরাপদ ঘর")
        XCTAssertEqual(bn.text("rule.blocks"), "যেসব ঘর পার হওয়া যায় না")
        XCTAssertEqual(bn.text("home.learn"), "বোর্ডে শিখুন")
        XCTAssertEqual(Localizer(language: "en").text("no.such.key"), "no.such.key")
    }

    /// Every message of a whole game (announcements, status lines, token, seat, die and
    /// move labels, timer) in words from the generated Core.strings/.stringsdict is
    /// exactly what the core's own `localize` says, in every language.
    func testCoreMessagesReadAsTheCoreWritesThem() async throws {
        var rules = try defaultRules()
        rules.turnTimeLimitSecs = 30
        let vm = try GameViewModel.newGame(
            setup: setup([(.yellow, .cpu(level: .easy)), (.blue, .cpu(level: .medium)), (.red, .cpu(level: .random))],
                         seed: 99, rules: rules), options())
        var messages: [Message] = []
        vm.onUpdate = { u in
            messages += u.announcements + [u.view.status, u.view.die.description]
            messages += u.view.tokens.map(\.description) + u.view.seats.map(\.description) + u.view.moves.map(\.description)
            if let t = u.view.timer { messages.append(t.text) }
        }
        await until("the CPUs finish") { vm.isOver }
        vm.close()
        XCTAssertGreaterThan(Set(messages.map(\.key)).count, 15)
        // Plurals: one and other in each language (Hindi and Bengali "one" is 0 and 1).
        for n in [0, 1, 2, 5] { messages.append(Message(key: "timer.left", args: [.number(value: Int64(n))])) }
        for lang in Localizer.languages {
            let strings = CoreStrings(language: lang)
            for m in Set(messages) {
                let mine = strings.text(m)
                XCTAssertEqual(mine, try localize(message: m, locale: lang), "\(lang) \(m.key)")
                XCTAssertFalse(mine.contains("%") || mine.contains(m.key), "\(lang): \(mine)")
            }
        }
        XCTAssertEqual(CoreStrings(language: "en").text(Message(key: "timer.left", args: [.number(value: 1)])),
                       try localize(message: Message(key: "timer.left", args: [.number(value: 1)]), locale: "en"))
    }

    func testTheLanguageIsTheFirstPreferredOneWithTexts() async {
        // Tamil has no texts: the next preference, Hindi, wins over the English fallback.
        XCTAssertEqual(Localizer.preferredLanguage(for: ["ta-IN", "hi-IN"]), "hi")
        XCTAssertEqual(Localizer.preferredLanguage(for: ["ta-IN", "bn-BD", "hi-IN"]), "bn")
        XCTAssertEqual(Localizer.preferredLanguage(for: ["bn-IN"]), "bn")
        XCTAssertEqual(Localizer.preferredLanguage(for: ["en-GB", "hi-IN"]), "en")
        XCTAssertEqual(Localizer.preferredLanguage(for: ["hi_IN", "en"]), "hi", "Hindi first, then English")
        XCTAssertEqual(Localizer.preferredLanguage(for: ["fr-FR", "ta-IN"]), "en")
        XCTAssertEqual(Localizer.preferredLanguage(for: []), "en")
        XCTAssertEqual(Localizer(language: "hi-IN").language, "hi", "an explicit language still wins")
    }
}
