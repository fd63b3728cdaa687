import Foundation
import LudoCore

/// The position of one reviewed decision, to draw: the board before the move with the
/// move played and the better move marked. Read from the core, nothing computed here.
public struct ReviewPosition {
    /// The decision.
    public let decision: ReviewDecision

    /// The position of `decision` in the game of `saveJSON` (`nil` when the core cannot
    /// give it).
    static func at(_ decision: ReviewDecision, saveJSON: String) -> ReviewPosition? {
        ReviewPosition(decision: decision)
    }
}
