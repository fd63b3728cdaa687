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
                hintToken: Int32? = nil, hintTarget: SquareId? = nil,
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
                         hinted: t.color == current && hintToken == t.token)
        }
    }
}

/// One VoiceOver element of the board: a token, or the target square of a legal move,
/// with its frame in screen points. Plain squares are not elements: the board is read
/// token by token (16 at most) plus the squares a move can reach, not square by square.
public struct BoardAccessibilityElement: Equatable, Identifiable {
    public enum Kind: Equatable {
        case token(PlayerColor, Int32)
        /// The square the move of `token` ends on.
        case target(token: Int32, SquareId)
    }

    public let id: String
    public let kind: Kind
    public let frame: CGRect
    /// The core's description ("Yellow token 1, square 12, can move").
    public let label: String
    /// A legal choice now: activating it moves `token`.
    public let actionable: Bool
    /// The token that moves when it is activated.
    public let token: Int32?
}

public enum BoardAccessibility {
    /// Tokens first (seats in order, then token index), then the target squares; the
    /// labels are the core's messages in words (`text`).
    public static func elements(view: TableView, layout: BoardLayout, spots: [TokenSpot], mapper: BoardMapper,
                                text: (Message) -> String) -> [BoardAccessibilityElement] {
        var out: [BoardAccessibilityElement] = []
        for t in view.tokens {
            guard let spot = spots.first(where: { $0.color == t.color && $0.token == t.token }) else { continue }
            let c = mapper.point(x: spot.center.x, y: spot.center.y)
            let r = mapper.length(spot.radius)
            out.append(BoardAccessibilityElement(
                id: "tk-\(t.color)-\(t.token)", kind: .token(t.color, t.token),
                frame: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r),
                label: text(t.description), actionable: t.movable, token: t.movable ? t.token : nil))
        }
        for m in view.moves {
            guard let id = m.target, let s = layout.squares.first(where: { $0.id == id }) else { continue }
            out.append(BoardAccessibilityElement(
                id: "mv-\(m.token)", kind: .target(token: m.token, id),
                frame: mapper.rect(x: s.rect.x, y: s.rect.y, w: s.rect.w, h: s.rect.h),
                label: text(m.description), actionable: true, token: m.token))
        }
        return out
    }
}
