import Foundation
import LudoCore

/// Everything the board view draws, already in screen points: built from the core's
/// layout and token spots with a `BoardMapper`, so the SwiftUI `Canvas` only strokes
/// and fills what is listed here (and tests can check it without a screen).
public struct BoardScene {
    public struct Area: Equatable {
        public let rect: CGRect
        public let fill: RGB
        public let symbol: String?
        public let symbolColor: RGB
    }

    public struct SquareShape: Equatable {
        public let id: SquareId
        public let role: SquareRole
        /// Rectangle (track, home column, base slot) or bounding box (finish).
        public let rect: CGRect
        /// Triangle corners for finish squares.
        public let triangle: [CGPoint]?
        public let fill: RGB
        public let symbol: String?
        public let symbolColor: RGB
        /// Star squares get a star mark; `safe` squares a thin inner ring.
        public let star: Bool
        public let safe: Bool
        /// Target of a legal move of the player to act.
        public let target: Bool
        /// Target of the hinted move.
        public let hinted: Bool
    }

    public struct Token: Equatable {
        public let color: PlayerColor
        public let token: Int32
        public let center: CGPoint
        public let radius: CGFloat
        public let fill: RGB
        public let ink: RGB
        public let symbol: String
        /// Can be moved with the pending roll.
        public let movable: Bool
        public let hinted: Bool
    }

    public let mapper: BoardMapper
    public let palette: Palette
    public let background: CGRect
    public let bases: [Area]
    public let centre: CGRect
    public let squares: [SquareShape]
    public let tokens: [Token]
    public let lineWidth: CGFloat

    /// - Parameters:
    ///   - movable: tokens of the player to act that can move; `targets`: their target squares.
    ///   - animating: a token drawn at another place during a move animation (skipped here).
    public init(layout: BoardLayout, spots: [TokenSpot], mapper: BoardMapper, palette: Palette,
                movable: Set<Int32> = [], current: PlayerColor? = nil, targets: Set<SquareId> = [],
                hint: Hint? = nil, hintTarget: SquareId? = nil,
                animating: (PlayerColor, Int32)? = nil) {
        self.mapper = mapper
        self.palette = palette
        background = mapper.boardRect
        lineWidth = max(1, mapper.scale * 0.04)
        centre = mapper.rect(x: layout.centre.x, y: layout.centre.y, w: layout.centre.w, h: layout.centre.h)
        bases = layout.bases.map { b in
            Area(rect: mapper.rect(x: b.rect.x, y: b.rect.y, w: b.rect.w, h: b.rect.h),
                 fill: b.seated ? palette.fill(b.owner) : palette.tint(b.owner),
                 symbol: b.symbol, symbolColor: b.seated ? palette.ink(b.owner) : palette.tintInk(b.owner))
        }
        squares = layout.squares.map { s in
            let fill: RGB
            let ink: RGB
            switch (s.role, s.owner) {
            case (.base, let o?):
                fill = palette.tint(o); ink = palette.tintInk(o)
            case (_, let o?):
                fill = palette.fill(o); ink = palette.ink(o)
            default:
                fill = palette.square; ink = palette.text
            }
            return SquareShape(
                id: s.id, role: s.role,
                rect: mapper.rect(x: s.rect.x, y: s.rect.y, w: s.rect.w, h: s.rect.h),
                triangle: s.triangle.map { $0.map { mapper.point(x: $0.x, y: $0.y) } },
                fill: fill, symbol: s.symbol, symbolColor: ink,
                star: s.role == .star, safe: s.safe,
                target: targets.contains(s.id), hinted: hintTarget == s.id)
        }
        tokens = spots.compactMap { t in
            if let a = animating, a.0 == t.color, a.1 == t.token { return nil }
            return Token(color: t.color, token: t.token,
                         center: mapper.point(x: t.center.x, y: t.center.y),
                         radius: mapper.length(t.radius),
                         fill: palette.fill(t.color), ink: palette.ink(t.color),
                         symbol: Palette.symbol(t.color),
                         movable: t.color == current && movable.contains(t.token),
                         hinted: t.color == current && hint?.token == t.token)
        }
    }
}

/// One VoiceOver element of the board: a square or a token, with its frame in screen points.
public struct BoardAccessibilityElement: Equatable, Identifiable {
    public enum Kind: Equatable {
        case square(SquareId)
        case token(PlayerColor, Int32)
    }

    public let id: String
    public let kind: Kind
    public let frame: CGRect
    public let label: String
    /// A legal choice now (a movable token or a target square): activating it moves.
    public let actionable: Bool
    /// The point to "tap" when activated (goes through the same `TapMapper` path).
    public let activationPoint: CGPoint
}

public enum BoardAccessibility {
    /// An element per square and per token, tokens after squares (VoiceOver reads them in
    /// this order). Labels name the square or the token and where it stands.
    public static func elements(layout: BoardLayout, spots: [TokenSpot], mapper: BoardMapper,
                                announcer: Announcer, movable: Set<Int32>, current: PlayerColor?,
                                targets: [Int32: PathStep]) -> [BoardAccessibilityElement] {
        var out: [BoardAccessibilityElement] = []
        let targetSquares = Dictionary(targets.map { ($0.value.square, $0.key) }, uniquingKeysWith: min)
        for s in layout.squares {
            var label = announcer.square(s.id, role: s.role, owner: s.owner, safe: s.safe)
            let occupants = spots.filter { $0.square == s.id }
            if !occupants.isEmpty {
                label += ": " + occupants.map { "\(announcer.colorWithSymbol($0.color)) \($0.token + 1)" }.joined(separator: ", ")
            }
            var actionable = false
            if let t = targetSquares[s.id] {
                label += ". " + announcer.strings.text("a11y.target", Int(t) + 1)
                actionable = true
            }
            let frame = mapper.rect(x: s.rect.x, y: s.rect.y, w: s.rect.w, h: s.rect.h)
            out.append(BoardAccessibilityElement(
                id: "sq-\(s.id)", kind: .square(s.id), frame: frame, label: label,
                actionable: actionable,
                // The centre of a square's rect can lie on a token disc; a tap there maps to
                // the token's move, which lands on this target square only when it is that
                // token's move, so VoiceOver activates via the token elements in that case.
                activationPoint: mapper.point(x: s.center.x, y: s.center.y)))
        }
        for t in spots {
            let where_ = layout.squares.first(where: { $0.id == t.square })
                .map { announcer.square($0.id, role: $0.role, owner: $0.owner, safe: $0.safe) } ?? ""
            var label = announcer.strings.text("a11y.token", announcer.colorWithSymbol(t.color), Int(t.token) + 1, where_)
            let actionable = t.color == current && movable.contains(t.token)
            if actionable { label += ", " + announcer.strings.text("a11y.can_move") }
            let c = mapper.point(x: t.center.x, y: t.center.y)
            let r = mapper.length(t.radius)
            out.append(BoardAccessibilityElement(
                id: "tk-\(t.color)-\(t.token)", kind: .token(t.color, t.token),
                frame: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r),
                label: label, actionable: actionable, activationPoint: c))
        }
        return out
    }
}
