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
                if k != "setup.seat.cpu" && k != "game.place" {
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
        for lang in Localizer.languages {
            let a = Announcer(strings: Localizer(language: lang))
            for e in events {
                let text = a.text(for: e, target: "X")
                XCTAssertNotNil(text)
                XCTAssertFalse(text!.contains("%"), "\(lang): \(text!)")
                XCTAssertFalse(text!.contains("ann."), "\(lang): \(text!)")
            }
        }
        let en = Announcer(strings: Localizer(language: "en"))
        XCTAssertEqual(en.text(for: .captured(color: .red, token: 1, from: 19, byColor: .blue)), "Blue captures Red token 2")
        XCTAssertEqual(en.text(for: .gameOver(placements: [[.blue], [.red]])), "Game over. Winner: Blue")
        XCTAssertEqual(en.square(.homeColumn(color: .green, index: 4)), "Green home column 5")
    }
}
