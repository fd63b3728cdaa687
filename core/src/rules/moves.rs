//! Legal-move generation and move application: pure functions of a position and a roll
//! (docs/rules.md, "Leaving the base" and the "blocking squares", "safe squares" and
//! "exact roll to finish" house rules; decisions in `docs/rules.md`, "Moving round the track and home").

use super::face::Face;
use super::options::Blocks;
pub use super::position::BASE;
use super::position::{Position, TOKENS};
use super::token::TokenId;
use super::variant::Variant;
use crate::color::Color;
use serde::{Deserialize, Serialize};

/// One token's move: which token of the colour to move, progress before and after.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Move {
    /// The token within its colour.
    pub token: TokenId,
    /// Progress before the move (`-1` base .. finish).
    pub from: i8,
    /// Progress after the move.
    pub to: i8,
}

/// The legal moves for one roll: at most one per token, in token order.
///
/// Stored per token (`from`, `to`, a bit mask of the tokens that move) rather than
/// as a list of `Option<Move>`: ten bytes the generator writes without branching
/// and returns in registers (`docs/ai.md`, "Speed"). Entries of tokens without a
/// move are zero, so equal lists compare equal byte for byte.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveList {
    from: [i8; TOKENS],
    to: [i8; TOKENS],
    /// Bit `t` set when token `t` has a legal move.
    mask: u8,
    /// Bit `t` set when token `t`'s move lands where an opponent may be captured.
    capture_hint: u8,
}

impl MoveList {
    /// Number of legal moves (0..=4).
    #[inline]
    pub fn len(&self) -> usize {
        self.mask.count_ones() as usize
    }

    /// Whether no move is legal.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.mask == 0
    }

    /// The move of token index `t` (its bit in `mask` must be set).
    #[inline]
    fn at(&self, t: usize) -> Move {
        Move {
            token: TokenId::ALL[t & 3],
            from: self.from[t & 3],
            to: self.to[t & 3],
        }
    }

    /// The moves in token order.
    pub fn iter(&self) -> impl Iterator<Item = Move> + '_ {
        let mut rest = self.mask;
        std::iter::from_fn(move || {
            if rest == 0 {
                return None;
            }
            let t = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            Some(self.at(t))
        })
    }

    /// The legal move of `token`, if it has one.
    #[inline]
    pub fn for_token(&self, token: TokenId) -> Option<Move> {
        (self.mask & token.bit() != 0).then(|| self.at(token.index()))
    }

    /// Whether `token`'s move may capture (false means it certainly does not).
    #[inline]
    pub(crate) fn may_capture(&self, token: TokenId) -> bool {
        self.capture_hint & token.bit() != 0
    }

    /// The `i`-th legal move in token order.
    #[inline]
    pub fn get(&self, i: usize) -> Option<Move> {
        let mut rest = self.mask;
        for _ in 0..i.min(TOKENS) {
            rest &= rest.wrapping_sub(1);
        }
        (rest != 0 && i < TOKENS).then(|| self.at(rest.trailing_zeros() as usize))
    }

    pub(crate) fn push_move(&mut self, m: Move) {
        let t = m.token.index();
        self.from[t] = m.from;
        self.to[t] = m.to;
        self.mask |= m.token.bit();
    }
}

/// A captured token: its colour and which of its tokens.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Capture {
    /// Owner of the captured token.
    pub color: Color,
    /// The token within that colour.
    pub token: TokenId,
    /// Progress of the captured token before it returned to base.
    #[serde(skip)]
    pub from: i8,
}

/// A token of some colour: its owner and which of its tokens (e.g. a token a move
/// would capture).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TokenRef {
    /// The owner.
    pub color: Color,
    /// Which of its tokens.
    pub token: TokenId,
}

/// A legal (or made) move with the opponent tokens it captures: the one form in
/// which snapshots, the position format and the shells show a move.
///
/// JSON: `{"token": 0, "from": -1, "to": 0, "captures": [{"color": "red", "token": 1}]}`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct LegalMove {
    /// The token moved.
    pub token: TokenId,
    /// Progress before (`-1` base .. finish).
    pub from: i8,
    /// Progress after.
    pub to: i8,
    /// Opponent tokens the move captures, in seating order.
    pub captures: Vec<TokenRef>,
}

/// Tokens captured by one move: tokens of one colour (only one colour can stand on
/// a square where tokens are captured), as a token mask and their progress before.
/// Six bytes, so a roll's outcome is cheap to build (`docs/ai.md`, "Speed").
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct CaptureList {
    /// Colour index of the captured tokens (0 when none).
    color: u8,
    /// Bit `t` set when token `t` of that colour is captured.
    mask: u8,
    /// Progress before capture, by token (0 for tokens not captured).
    from: [i8; TOKENS],
}

impl CaptureList {
    /// Number of captured tokens.
    #[inline]
    pub fn len(&self) -> usize {
        self.mask.count_ones() as usize
    }

    /// Whether nothing was captured.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.mask == 0
    }

    /// The captured tokens, in token order.
    pub fn iter(&self) -> impl Iterator<Item = Capture> + '_ {
        let color = Color::ALL[(self.color & 3) as usize];
        TokenId::ALL
            .into_iter()
            .filter(|t| self.mask & t.bit() != 0)
            .map(move |t| Capture {
                color,
                token: t,
                from: self.from[t.index()],
            })
    }
}

/// Bit set of the `n` track squares after `abs` (exclusive) on a ring of `len` squares.
#[inline]
fn ring_span(abs: u8, n: u8, len: u8) -> u64 {
    // abs ≤ 51 and n ≤ 6 keep every bit below 64 before the wrap.
    let m: u64 = ((1u64 << n) - 1) << (abs as u32 + 1);
    let full = (1u64 << len) - 1;
    (m | (m >> len)) & full
}

impl Position {
    /// Every legal move for the colour to move with `roll`; empty when none.
    ///
    /// Does not apply turn-level rules (three sixes, auto exit): see [`Position::play_roll`].
    ///
    /// Hot path of every game and search (`docs/ai.md`, "Speed"): occupancy comes
    /// from the position's bit planes, and each token's move is computed with
    /// selects rather than early exits, since in play the branches are coin flips.
    pub fn legal_moves(&self, v: &Variant, roll: Face) -> MoveList {
        let c = self.to_move();
        let ci = c.index();
        let mut list = MoveList::default();
        let rules = v.rules();
        let exits = rules.exit_numbers.contains(roll);
        if !exits && !self.has_token_on_board(v, c) {
            return list;
        }
        // Occupancy of every colour (unseated colours have empty planes): `one[o]`
        // squares with a token of `o`, `two[o]` with two or more, `multi` squares
        // shared by two or more colours (safe squares only).
        let planes = self.planes();
        let mut one = [0u64; 4];
        let mut two = [0u64; 4];
        let mut any = 0u64;
        let mut multi = 0u64;
        for o in 0..4 {
            let p = &planes[o];
            one[o] = p[0] | p[1] | p[2];
            two[o] = p[1] | p[2];
            multi |= any & one[o];
            any |= one[o];
        }
        let opponents = any & !one[ci];
        let safe = v.safe_bits();
        let capturable = opponents & !safe;
        // Squares that block `c`: 2+ tokens of a single other colour alone there
        // (docs/rules.md, "Blocks"). A block's square holds no other colour, so
        // "alone" is "not shared by two colours".
        let blocked = match rules.blocks {
            Blocks::TwoTogether => {
                let mut b = 0u64;
                for (o, &t) in two.iter().enumerate() {
                    if o != ci {
                        b |= t;
                    }
                }
                b & !multi
            }
            _ => 0,
        };
        let no_overtaking = rules.blocks == Blocks::NoOvertaking;
        let row = v.gen_row(c);
        let own = self.tokens_of(c);
        let finish = v.finish();
        let last = v.last_track();
        let len = v.track_len();
        let r = roll.get() as i8;
        let exact = rules.exact_finish;
        // Own tokens in the home column, for "no overtaking" there.
        let mut home = 0u64;
        if no_overtaking {
            for &q in &own {
                if q > last && q < finish {
                    home |= 1u64 << q;
                }
            }
        }
        for (t, &p) in own.iter().enumerate() {
            // Leaving base is one step from "progress -1" onto the start (the
            // generator row puts the square before the start there), so a token in
            // base goes through the same arithmetic as one on the track.
            let in_base = p == BASE;
            let raw = p + if in_base { 1 } else { r };
            let over = raw > finish;
            let to = if over { finish } else { raw };
            let mut ok = (p != finish) & !(over & exact) & (!in_base | exits);
            // Squares stepped onto (`path`, none from the home column) and the
            // square landed on (`dest`, none in the home column).
            let steps = (to.min(last) - p).max(0) as u8;
            let path = ring_span(row[(p + 1) as usize], steps, len);
            let dest = (1u64 << row[(to + 1) as usize]) & 0u64.wrapping_sub((to <= last) as u64);
            ok &= path & blocked == 0;
            if no_overtaking {
                ok &= (path & !dest) & any == 0;
                // Own home-column tokens strictly between `p` and `to`.
                let lo = (p.max(last) + 1) as u32;
                let between = if to as u32 > lo {
                    ((1u64 << to) - 1) & !((1u64 << lo) - 1)
                } else {
                    0
                };
                ok &= home & between == 0;
            }
            let bit = (ok as u8) << t;
            list.mask |= bit;
            list.capture_hint |= bit & 0u8.wrapping_sub((capturable & dest != 0) as u8);
            list.from[t] = if ok { p } else { 0 };
            list.to[t] = if ok { to } else { 0 };
        }
        list
    }

    /// The opponent tokens that `mv` by the colour to move would capture.
    pub fn captures_of(&self, v: &Variant, mv: Move) -> CaptureList {
        let c = self.to_move();
        let mut caps = CaptureList::default();
        let Some(abs) = v.abs_square(c, mv.to) else {
            return caps;
        };
        if v.is_safe(abs) {
            return caps;
        }
        for &o in v.seats() {
            // The occupancy planes say which colour stands there: only its tokens
            // are scanned, and no other colour can share the square.
            if o == c || self.squares_with_one(o) & abs.bit() == 0 {
                continue;
            }
            caps.color = o.index() as u8;
            for (t, &q) in TokenId::ALL.into_iter().zip(self.tokens_of(o).iter()) {
                if v.abs_square(o, q) == Some(abs) {
                    caps.mask |= t.bit();
                    caps.from[t.index()] = q;
                }
            }
            break;
        }
        caps
    }

    /// `mv` with the tokens it captures from this position (see [`LegalMove`]).
    pub fn legal_move(&self, v: &Variant, mv: Move) -> LegalMove {
        LegalMove {
            token: mv.token,
            from: mv.from,
            to: mv.to,
            captures: self
                .captures_of(v, mv)
                .iter()
                .map(|c| TokenRef {
                    color: c.color,
                    token: c.token,
                })
                .collect(),
        }
    }

    /// Moves a token of the colour to move and sends captured tokens to base.
    /// Turn state is not touched. `mv` must come from [`Position::legal_moves`].
    /// `may_capture` false skips the capture scan (the generator proved there is none).
    pub(crate) fn apply_move(&mut self, v: &Variant, mv: Move, may_capture: bool) -> CaptureList {
        let caps = if may_capture {
            self.captures_of(v, mv)
        } else {
            CaptureList::default()
        };
        let c = self.to_move();
        self.set_token(v, c, mv.token, mv.to);
        for cap in caps.iter() {
            self.set_token(v, cap.color, cap.token, BASE);
        }
        caps
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ring_span_wraps_around_the_track() {
        assert_eq!(ring_span(0, 3, 52), 0b1110);
        assert_eq!(ring_span(50, 3, 52), (1 << 51) | 0b11);
        assert_eq!(ring_span(10, 0, 52), 0);
    }
}
