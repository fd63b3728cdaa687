import Foundation
import XCTest
@testable import LudoCore
@testable import LudoKit

/// Texts the app used to word or round itself and now takes from the core, so it says
/// what Android says (the records' texts are in `RecordsViewModelTests`).
@MainActor
final class CoreTextsTests: XCTestCase {
    /// The setup's seat check is the core's (`seatCountProblem`): one seat cannot start,
    /// said in the core's sentence in every language; two can. The app keeps no sentence
    /// of its own.
    func testTheSeatCountCheckIsTheCores() async throws {
        var s = try XCTUnwrap(SetupModel.standard())
        XCTAssertNil(s.seatProblem)
        XCTAssertNotNil(s.gameSetup())
        for c in [PlayerColor.blue, .red, .green] { s.seats[c] = .off }
        let problem = try XCTUnwrap(s.seatProblem, "one seat cannot start a game")
        XCTAssertEqual(problem, try XCTUnwrap(seatCountProblem(seats: [SeatSetup(color: .yellow, kind: .human)])))
        XCTAssertFalse(s.isValid)
        XCTAssertNil(s.gameSetup())
        XCTAssertEqual(Localizer(language: "en").text(problem), "Seat 2 to 4 players.")
        for language in Localizer.languages {
            XCTAssertEqual(Localizer(language: language).text(problem), try localize(message: problem, locale: language))
        }
        XCTAssertFalse(Localizer.keys(of: "en").contains("setup.need_two"), "the app's own copy is gone")
        s.seats[.red] = .cpu(.easy)
        XCTAssertNil(s.seatProblem)
        XCTAssertEqual(s.gameSetup()?.seats.map(\.color), [.yellow, .red])
    }
}
