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
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveList {
    moves: [Option<Move>; TOKENS],
    len: u8,
    /// Bit `t` set when token `t`'s move lands where an opponent may be captured.
    capture_hint: u8,
}

impl MoveList {
    /// Number of legal moves (0..=4).
    #[inline]
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether no move is legal.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The moves in token order.
    pub fn iter(&self) -> impl Iterator<Item = Move> + '_ {
        self.moves.iter().flatten().copied()
    }

    /// The legal move of `token`, if it has one.
    #[inline]
    pub fn for_token(&self, token: TokenId) -> Option<Move> {
        self.moves[token.index()]
    }

    /// Whether `token`'s move may capture (false means it certainly does not).
    #[inline]
    pub(crate) fn may_capture(&self, token: TokenId) -> bool {
        self.capture_hint & token.bit() != 0
    }

    /// The `i`-th legal move in token order.
    #[inline]
    pub fn get(&self, i: usize) -> Option<Move> {
        self.moves.iter().flatten().nth(i).copied()
    }

    pub(crate) fn push_move(&mut self, m: Move) {
        self.moves[m.token.index()] = Some(m);
        self.len += 1;
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

/// Tokens captured by one move (at most 4: every token there is of one colour).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct CaptureList {
    items: [Option<Capture>; TOKENS],
    len: u8,
}

impl CaptureList {
    /// Number of captured tokens.
    #[inline]
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether nothing was captured.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The captured tokens.
    pub fn iter(&self) -> impl Iterator<Item = Capture> + '_ {
        self.items.iter().flatten().copied()
    }

    fn push(&mut self, c: Capture) {
        if (self.len as usize) < TOKENS {
            self.items[self.len as usize] = Some(c);
            self.len += 1;
        }
    }
}

/// Track occupancy as bit sets over absolute squares (track length ≤ 64).
///
/// `one[c]`: squares holding at least one token of colour index `c`; `two[c]`: at
/// least two. Built from the 16 tokens in a few dozen bit operations per roll.
struct Occupancy {
    one: [u64; 4],
    two: [u64; 4],
}

impl Occupancy {
    #[inline]
    fn of(pos: &Position, v: &Variant) -> Occupancy {
        let mut one = [0u64; 4];
        let mut two = [0u64; 4];
        for &c in v.seats() {
            one[c.index()] = pos.squares_with_one(c);
            two[c.index()] = pos.squares_with_two(c);
        }
        Occupancy { one, two }
    }

    /// Squares holding any token.
    #[inline]
    fn any(&self) -> u64 {
        self.one[0] | self.one[1] | self.one[2] | self.one[3]
    }

    /// Squares that block colour `c`: 2+ tokens of a single other colour alone there
    /// (`docs/rules.md`, "Blocks").
    #[inline]
    fn blocks_against(&self, c: Color) -> u64 {
        let mut b = 0u64;
        for o in 0..4 {
            if o != c.index() && self.two[o] != 0 {
                // Squares where any colour other than `o` stands (the mover included).
                let others =
                    (self.one[(o + 1) & 3] | self.one[(o + 2) & 3]) | self.one[(o + 3) & 3];
                b |= self.two[o] & !others;
            }
        }
        b
    }
}

/// Bit set of the `n` track squares after `abs` (exclusive) on a ring of `len` squares.
#[inline]
fn ring_span(abs: u8, n: u8, len: u8) -> u64 {
    if n == 0 {
        return 0;
    }
    // abs ≤ 51 and n ≤ 6 keep every bit below 64 before the wrap.
    let m: u64 = ((1u64 << n) - 1) << (abs as u32 + 1);
    let full = (1u64 << len) - 1;
    (m | (m >> len)) & full
}

impl Position {
    /// Every legal move for the colour to move with `roll`; empty when none.
    ///
    /// Does not apply turn-level rules (three sixes, auto exit): see [`Position::play_roll`].
    pub fn legal_moves(&self, v: &Variant, roll: Face) -> MoveList {
        let c = self.to_move();
        let mut list = MoveList::default();
        let rules = v.rules();
        if !rules.exit_numbers.contains(roll) && !self.has_token_on_board(v, c) {
            return list;
        }
        let occ = Occupancy::of(self, v);
        let any = occ.any();
        let opponents = any & !occ.one[c.index()];
        let row = v.abs_row(c);
        let start = v.start(c).bit();
        let safe = v.safe_bits();
        let blocked = match rules.blocks {
            Blocks::TwoTogether => occ.blocks_against(c),
            _ => 0,
        };
        let own = self.tokens_of(c);
        let finish = v.finish();
        let last = v.last_track();
        for (t, &p) in TokenId::ALL.into_iter().zip(own.iter()) {
            if p == finish {
                continue;
            }
            let to = if p == BASE {
                if !rules.exit_numbers.contains(roll) || blocked & start != 0 {
                    continue;
                }
                if opponents & start & !safe != 0 {
                    list.capture_hint |= t.bit();
                }
                0
            } else {
                let mut to = p + roll.get() as i8;
                if to > finish {
                    if rules.exact_finish {
                        continue;
                    }
                    to = finish;
                }
                if p <= last {
                    // Track squares stepped onto: p+1 ..= min(to, last).
                    let abs = row[(p + 1) as usize];
                    let steps = (to.min(last) - p) as u8;
                    let path = ring_span(abs, steps, v.track_len());
                    let dest_on_track = to <= last;
                    let passed = if dest_on_track {
                        let dest = 1u64 << row[(to + 1) as usize];
                        if opponents & dest & !safe != 0 {
                            list.capture_hint |= t.bit();
                        }
                        path & !dest
                    } else {
                        path
                    };
                    match rules.blocks {
                        Blocks::TwoTogether if path & blocked != 0 => continue,
                        Blocks::NoOvertaking if passed & any != 0 => continue,
                        _ => {}
                    }
                }
                if rules.blocks == Blocks::NoOvertaking
                    && own
                        .iter()
                        .any(|&q| q > last && q < finish && q > p && q < to)
                {
                    continue;
                }
                to
            };
            list.push_move(Move {
                token: t,
                from: p,
                to,
            });
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
            if o == c {
                continue;
            }
            for (t, &q) in TokenId::ALL.into_iter().zip(self.tokens_of(o).iter()) {
                if v.abs_square(o, q) == Some(abs) {
                    caps.push(Capture {
                        color: o,
                        token: t,
                        from: q,
                    });
                }
            }
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
