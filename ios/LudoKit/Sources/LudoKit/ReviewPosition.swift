import Foundation
import LudoCore

/// The position of one reviewed decision, to draw: the board before the move, the move
/// played and the better move as lines through the squares they enter. Everything is
/// the core's (`reviewBoard`: the game replayed to that decision, its layout, token
/// spots and move paths); nothing is computed here but joining the token's spot to
/// its path.
public struct ReviewPosition {
    /// The decision.
    public let decision: ReviewDecision
    /// The board geometry.
    public let layout: BoardLayout
    /// Where every token stands before the move.
    public let spots: [TokenSpot]
    /// The move played: from the token's centre through the squares it enters (board units).
    public let played: [BoardPoint]
    /// The better move, the same way; empty when the move played was the best.
    public let best: [BoardPoint]
    /// The reviewed save.
    public let saveJSON: String

    /// The position as the play screen's board draws it (the core's still board: the
    /// move played ringed and drawn, the better one dashed and hinted), `size` points.
    public func frame(size: CGSize, dark: Bool) -> SceneFrame? {
        try? reviewScene(saveJson: saveJSON, decision: decision, width: Float(size.width), height: Float(size.height),
                         theme: dark ? .dark : .light)
    }

    /// The position of `decision` in the game of `saveJSON` (`nil` when the core cannot
    /// give it: then the list still shows the decision in words).
    static func at(_ decision: ReviewDecision, saveJSON: String) -> ReviewPosition? {
        guard let board = try? reviewBoard(saveJson: saveJSON, decision: decision) else { return nil }
        func line(_ m: ReviewMove, _ path: [PathStep]) -> [BoardPoint] {
            guard !path.isEmpty else { return [] }
            let from = board.spots.first { $0.color == decision.player && $0.token == m.token }
            return (from.map { [$0.center] } ?? []) + path.map(\.center)
        }
        return ReviewPosition(decision: decision, layout: board.layout, spots: board.spots,
                              played: line(decision.played, board.playedPath),
                              best: line(decision.best, board.bestPath), saveJSON: saveJSON)
    }
}
