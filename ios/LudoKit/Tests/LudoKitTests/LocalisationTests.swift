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
        XCTAssertGreaterThan(en.count, 100)
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
        XCTAssertEqual(hi.text("ann.rolled", "पीला", 6), "पीला ने 6 फेंका")
        XCTAssertEqual(bn.text("ann.captured", "লাল", "নীল", 2), "লাল ধরল নীল ঘুঁটি 2")
        XCTAssertEqual(Localizer(language: "en").text("no.such.key"), "no.such.key")
    }

    func testAnnouncementsForEveryEvent() async {
        let events: [GameEvent] = [
            .gameStarted(gameNumber: 1, first: nil), .firstRoll(color: .blue, roll: 5),
            .firstRollTie(colors: [.blue, .red]), .firstPlayer(color: .blue), .rolled(color: .blue, roll: 6),
            .moved(color: .blue, token: 0, from: -1, to: 0, path: [0], autoExit: false),
            .moved(color: .blue, token: 0, from: 0, to: 6, path: [1, 2, 3, 4, 5, 6], autoExit: false),
            .captured(color: .red, token: 1, from: 19, byColor: .blue), .tokenFinished(color: .blue, token: 0),
            .playerFinished(color: .blue, place: 1), .extraRoll(color: .blue, reasons: [.six]),
            .threeSixes(color: .blue), .failedTry(color: .blue, triesLeft: 2),
            .turnPassed(from: .blue, to: .red, reason: .noMove), .seatChanged(color: .red, kind: .cpu(level: .expert)),
            .seatChanged(color: .red, kind: .human), .timedOut(color: .red), .undone(actions: 3),
            .gameOver(placements: [[.blue], [.red]]),
        ]
        /// What each announcement must name: colours (in the language) and numbers.
        func mustName(_ e: GameEvent, _ a: Announcer) -> [String] {
            switch e {
            case let .gameStarted(n, _): return ["\(n)"]
            case let .firstRoll(c, roll), let .rolled(c, roll): return [a.color(c), "\(roll)"]
            case let .firstRollTie(colors): return colors.map(a.color)
            case let .firstPlayer(c), let .extraRoll(c, _), let .threeSixes(c), let .timedOut(c): return [a.color(c)]
            case let .moved(c, token, from, _, _, _): return [a.color(c), "\(token + 1)"] + (from < 0 ? [] : ["X"])
            case let .captured(c, token, _, by): return [a.color(by), a.color(c), "\(token + 1)"]
            case let .tokenFinished(c, token): return [a.color(c), "\(token + 1)"]
            case let .playerFinished(c, place): return [a.color(c), "\(place)"]
            case let .failedTry(c, left): return [a.color(c), "\(left)"]
            case let .turnPassed(from, to, _): return [a.color(from), a.color(to)]
            case let .seatChanged(c, .cpu(level)): return [a.color(c), a.level(level)]
            case let .seatChanged(c, .human): return [a.color(c)]
            case .undone: return []
            case let .gameOver(placements): return placements[0].map(a.color)
            }
        }
        let english = Announcer(strings: Localizer(language: "en"))
        for lang in Localizer.languages {
            let a = Announcer(strings: Localizer(language: lang))
            var texts: [String] = []
            for e in events {
                guard let text = a.text(for: e, target: "X") else { XCTFail("\(lang): no text for \(e)"); continue }
                texts.append(text)
                XCTAssertFalse(text.contains("%"), "\(lang): \(text)")
                XCTAssertFalse(text.contains("ann."), "\(lang): \(text)")
                for part in mustName(e, a) {
                    XCTAssertTrue(text.contains(part), "\(lang): '\(text)' does not name '\(part)'")
                }
                if lang != "en" {
                    XCTAssertNotEqual(text, english.text(for: e, target: "X"), "\(lang): not translated: \(text)")
                }
            }
            XCTAssertEqual(texts.count, events.count, lang)
            XCTAssertEqual(Set(texts).count, texts.count, "\(lang): two events share a text")
        }
        let en = Announcer(strings: Localizer(language: "en"))
        XCTAssertEqual(en.text(for: .captured(color: .red, token: 1, from: 19, byColor: .blue)), "Blue captures Red token 2")
        XCTAssertEqual(en.text(for: .gameOver(placements: [[.blue], [.red]])), "Game over. Winner: Blue")
        XCTAssertEqual(en.square(.homeColumn(color: .green, index: 4)), "Green home column 5")
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

    func testErrorsAreLocalisedSentencesNotRawErrorText() async {
        let reason = "token 3 cannot move: RAW-CORE-REASON"
        let errors: [Error] = [
            LudoError.WrongPhase(reason: reason), LudoError.IllegalMove(reason: reason),
            LudoError.NotSeated(reason: reason), LudoError.InvalidSetup(reason: reason),
            LudoError.InvalidArgument(reason: reason), LudoError.UndoNotAllowed(reason: reason),
            LudoError.NothingToUndo(reason: reason), LudoError.NotOver(reason: reason),
            LudoError.NotCpuTurn(reason: reason), LudoError.InvalidSave(reason: reason),
            LudoError.InvalidPosition(reason: reason), LudoError.Cancelled(reason: reason),
            LudoError.Stale(reason: reason), LudoError.Internal(reason: reason),
            CocoaError(.fileWriteUnknown),
        ]
        for lang in Localizer.languages {
            let strings = Localizer(language: lang)
            let a = Announcer(strings: strings)
            let texts = errors.map(a.error)
            for (e, text) in zip(errors, texts) {
                XCTAssertFalse(text.isEmpty, "\(lang) \(e)")
                XCTAssertFalse(text.contains("RAW-CORE-REASON"), "\(lang): \(text)")
                XCTAssertFalse(text.contains("error.") || text.contains("Error") || text.contains("("), "\(lang): \(text)")
                XCTAssertTrue(Set(Localizer.table(of: lang).values).contains(text), "\(lang): '\(text)' is not from the table")
            }
            XCTAssertEqual(a.error(LudoError.IllegalMove(reason: reason)), strings.text("error.illegal_move"))
            XCTAssertEqual(a.error(LudoError.NothingToUndo(reason: reason)), strings.text("error.nothing_to_undo"))
            XCTAssertEqual(a.error(LudoError.InvalidSave(reason: reason)), strings.text("error.load"))
            XCTAssertEqual(a.error(CocoaError(.fileWriteUnknown)), strings.text("error.action"))
            XCTAssertEqual(a.saveFailed, strings.text("error.save"))
            XCTAssertNotEqual(a.saveFailed, strings.text("error.action"))
        }
    }
}
