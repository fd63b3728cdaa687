import Foundation
import LudoCore

/// What a tap on the board asks for.
public enum TapAction: Equatable, Sendable {
    /// Roll the die (a tap on the board while the person to act must roll).
    case roll
    /// Move this token (tapped the token, or the square it would land on).
    case move(token: Int32)
    /// Nothing to do (not this person's turn, or not a legal choice).
    case none
}

/// Screen point → action, through the core's hit test and move paths. No Ludo
/// geometry here: the core says what is under the point and where each legal move lands.
public enum TapMapper {
    /// - Parameters:
    ///   - point: the tap in screen points; `mapper` converts it to board units.
    ///   - snapshot: the game state (phase, who acts, legal moves).
    ///   - hitTest: the core's `hitTest(x:y:)` in board units.
    ///   - spots: the core's token spots (which square each token stands on).
    ///   - movePath: the core's `movePath(color:from:to:)` (its last step is the target square).
    public static func action(at point: CGPoint, mapper: BoardMapper, snapshot: GameSnapshot,
                              spots: [TokenSpot],
                              hitTest: (Float, Float) -> HitResult?,
                              movePath: (PlayerColor, Int32, Int32) -> [PathStep]) -> TapAction {
        guard let current = snapshot.current, !snapshot.cpuToAct,
              let p = mapper.boardPoint(point) else { return .none }
        switch snapshot.phase {
        case .awaitingRoll, .choosingFirst:
            return .roll
        case .gameOver:
            return .none
        case .awaitingMove:
            break
        }
        let legal = snapshot.legal
        guard !legal.isEmpty, let hit = hitTest(p.x, p.y) else { return .none }
        let square: SquareId
        switch hit {
        case let .token(color, token, sq):
            if color == current, legal.contains(where: { $0.token == token }) {
                return .move(token: token)
            }
            square = sq // e.g. an opponent token on the target square: a capture
        case let .square(sq):
            square = sq
        }
        // The square a legal move lands on.
        if let m = legal.first(where: { movePath(current, $0.from, $0.to).last?.square == square }) {
            return .move(token: m.token)
        }
        // A movable own token standing on the tapped square (tapped beside its disc).
        if let m = legal.first(where: { m in
            spots.contains { $0.color == current && $0.token == m.token && $0.square == square }
        }) { return .move(token: m.token) }
        return .none
    }

    /// The target squares of the legal moves, by token (for highlights and VoiceOver).
    public static func targets(snapshot: GameSnapshot,
                               movePath: (PlayerColor, Int32, Int32) -> [PathStep]) -> [Int32: PathStep] {
        guard let c = snapshot.current else { return [:] }
        var out: [Int32: PathStep] = [:]
        for m in snapshot.legal {
            if let last = movePath(c, m.from, m.to).last { out[m.token] = last }
        }
        return out
    }
}
