//! Legal-move generation and move application: pure functions of a position and a roll
//! (RULES.md, standard rules 3–9 and the "blocking squares", "safe squares" and
//! "exact roll to finish" house rules; decisions in `docs/rules.md`, "Moves").

use super::options::Blocks;
use super::position::{Position, TOKENS};
use super::variant::Variant;
use crate::color::Color;
use serde::{Deserialize, Serialize};

/// Progress of a token in base.
pub const BASE: i8 = -1;

/// One token's move: token index 0..=3 of the colour to move, progress before and after.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Move {
    /// Token index 0..=3 within its colour.
    pub token: u8,
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
    pub fn for_token(&self, token: u8) -> Option<Move> {
        self.moves.get(token as usize).copied().flatten()
    }

    /// The `i`-th legal move in token order.
    pub fn get(&self, i: usize) -> Option<Move> {
        self.iter().nth(i)
    }

    pub(crate) fn push_move(&mut self, m: Move) {
        self.moves[m.token as usize] = Some(m);
        self.len += 1;
    }
}

/// A captured token: its colour and index 0..=3.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Capture {
    /// Owner of the captured token.
    pub color: Color,
    /// Token index 0..=3 within that colour.
    pub token: u8,
    /// Progress of the captured token before it returned to base.
    #[serde(skip)]
    pub from: i8,
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

/// Per-square token counts of the track: 4 bits per colour index.
struct Occupancy([u16; 64]);

impl Occupancy {
    fn of(pos: &Position, v: &Variant) -> Occupancy {
        let mut occ = [0u16; 64];
        let last = v.last_track();
        let len = v.track_len() as u16;
        for &c in v.seats() {
            let start = v.start(c) as u16;
            for &p in &pos.tokens_of(c) {
                if (0..=last).contains(&p) {
                    let abs = ((start + p as u16) % len) as usize;
                    occ[abs] += 1 << (4 * c.index());
                }
            }
        }
        Occupancy(occ)
    }

    #[inline]
    fn at(&self, abs: u8) -> u16 {
        self.0[abs as usize]
    }
}

/// Whether square contents `cell` form a block against colour `c`: 2+ tokens of a
/// single other colour standing alone there (`docs/rules.md`, "Blocks").
#[inline]
fn blocks_against(cell: u16, c: Color) -> bool {
    if cell == 0 || cell & (0xF << (4 * c.index())) != 0 {
        return false;
    }
    let o = cell.trailing_zeros() / 4;
    let count = (cell >> (4 * o)) & 0xF;
    cell == count << (4 * o) && count >= 2
}

impl Position {
    /// Every legal move for the colour to move with `roll` (1..=6); empty when none.
    ///
    /// Does not apply turn-level rules (three sixes, auto exit): see [`Position::play_roll`].
    pub fn legal_moves(&self, v: &Variant, roll: u8) -> MoveList {
        let c = self.to_move();
        let mut list = MoveList::default();
        let occ = Occupancy::of(self, v);
        let own = self.tokens_of(c);
        for (t, &p) in own.iter().enumerate() {
            if let Some(to) = self.target(v, &occ, c, &own, p, roll) {
                list.push_move(Move {
                    token: t as u8,
                    from: p,
                    to,
                });
            }
        }
        list
    }

    /// Where a token of `c` at progress `p` goes with `roll`, if it may move.
    fn target(
        &self,
        v: &Variant,
        occ: &Occupancy,
        c: Color,
        own: &[i8; TOKENS],
        p: i8,
        roll: u8,
    ) -> Option<i8> {
        let finish = v.finish();
        let rules = v.rules();
        if p == finish {
            return None;
        }
        if p == BASE {
            if !rules.exit_numbers.contains(roll) {
                return None;
            }
            let start = v.start(c);
            if rules.blocks == Blocks::TwoTogether && blocks_against(occ.at(start), c) {
                return None;
            }
            return Some(0);
        }
        let mut to = p + roll as i8;
        if to > finish {
            if rules.exact_finish {
                return None;
            }
            to = finish;
        }
        let last = v.last_track();
        // Squares passed over: p+1 .. to-1. The finish itself never blocks.
        for x in (p + 1)..to {
            if x <= last {
                let abs = v.abs_square(c, x).unwrap_or(0);
                let cell = occ.at(abs);
                match rules.blocks {
                    Blocks::TwoTogether if blocks_against(cell, c) => return None,
                    Blocks::NoOvertaking if cell != 0 => return None,
                    _ => {}
                }
            } else if rules.blocks == Blocks::NoOvertaking && own.contains(&x) {
                return None;
            }
        }
        if to <= last && rules.blocks == Blocks::TwoTogether {
            let abs = v.abs_square(c, to).unwrap_or(0);
            if blocks_against(occ.at(abs), c) {
                return None;
            }
        }
        Some(to)
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
            for (t, &q) in self.tokens_of(o).iter().enumerate() {
                if v.abs_square(o, q) == Some(abs) {
                    caps.push(Capture {
                        color: o,
                        token: t as u8,
                        from: q,
                    });
                }
            }
        }
        caps
    }

    /// Moves a token of the colour to move and sends captured tokens to base.
    /// Turn state is not touched. `mv` must come from [`Position::legal_moves`].
    pub(crate) fn apply_move(&mut self, v: &Variant, mv: Move) -> CaptureList {
        let caps = self.captures_of(v, mv);
        let c = self.to_move();
        self.set_token(c, mv.token, mv.to);
        for cap in caps.iter() {
            self.set_token(cap.color, cap.token, BASE);
        }
        caps
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn block_detection_needs_one_colour_alone() {
        let y = Color::Yellow;
        assert!(!blocks_against(0, y));
        assert!(!blocks_against(1 << 4, y)); // one blue
        assert!(blocks_against(2 << 4, y)); // two blue
        assert!(!blocks_against((2 << 4) | 1, y)); // two blue + yellow: shared safe square
        assert!(!blocks_against((2 << 4) | (1 << 8), y)); // two blue + one red
        assert!(!blocks_against(2 << 4, Color::Blue)); // own stack
        assert!(blocks_against(3 << 12, Color::Blue));
    }
}
