//! A [`Variant`]: house rules compiled against a board and a seating, in the compact
//! form the move generator reads on every roll.

use super::face::Face;
use super::options::{BoardChoice, Rules, SafeSquares};
use super::topology::{Board, BoardKind, HOME_COLUMN_LEN, TrackSquare};
use crate::color::Color;
use std::fmt;
use std::sync::Arc;
use thiserror::Error;

/// Bit set of the `n` track squares after `abs` (exclusive) on a ring of `len` squares.
#[inline]
fn ring_span(abs: u8, n: u8, len: u8) -> u64 {
    // abs ≤ 51 and n ≤ 6 keep every bit below 64 before the wrap.
    let m: u64 = ((1u64 << n) - 1) << (abs as u32 + 1);
    let full = (1u64 << len) - 1;
    (m | (m >> len)) & full
}

/// One token's move for one roll as far as it depends on that token alone: where
/// it lands, the track squares it steps onto, and whether the rules allow it when
/// nothing stands in the way. [`Variant`] holds one per colour, roll and progress,
/// so the generator only checks the other tokens (`docs/ai.md`, "Speed").
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Step {
    /// Bits 0..52: the track squares stepped onto (the landing square included when
    /// it is on the track); bit 55: [`Step::OK`]; bits 56..64: progress after the
    /// move. One word, so the block test needs no unpacking.
    pub(crate) bits: u64,
    /// The landing square as a bit; 0 when the token lands off the track.
    pub(crate) dest: u64,
}

impl Step {
    /// Set in `bits` when the move is legal unless a token is in the way.
    pub(crate) const OK: u64 = 1 << 55;

    /// The move of a token of the colour whose generator row is `row` (see
    /// `Variant::gen_row`) from progress `p` with roll `r`.
    pub(crate) fn new(v: &Variant, row: &[u8; 64], p: i8, roll: Face) -> Step {
        let rules = v.rules();
        let (finish, last) = (v.finish(), v.last_track());
        // Leaving base is one step from "progress -1" onto the start (the generator
        // row puts the square before the start there), so a token in base goes
        // through the same arithmetic as one on the track.
        // -1 is base (`position::BASE`; `position` sits above this module).
        let in_base = p == -1;
        let raw = p + if in_base { 1 } else { roll.get() as i8 };
        let over = raw > finish;
        let to = if over { finish } else { raw };
        let ok = (p != finish)
            & !(over & rules.exact_finish)
            & (!in_base | rules.exit_numbers.contains(roll));
        // Squares stepped onto (none from the home column) and the square landed on
        // (none in the home column).
        let steps = (to.min(last) - p).max(0) as u8;
        let path = ring_span(row[(p + 1) as usize], steps, v.track_len());
        let dest = if to <= last {
            1u64 << row[(to + 1) as usize]
        } else {
            0
        };
        Step {
            bits: path | if ok { Step::OK } else { 0 } | (u64::from(to as u8) << 56),
            dest,
        }
    }

    /// Squares stepped onto.
    #[inline]
    pub(crate) fn path(self) -> u64 {
        self.bits & ((1u64 << 52) - 1)
    }

    /// Whether the rules allow the move when nothing is in the way.
    #[inline]
    pub(crate) fn ok(self) -> bool {
        self.bits & Step::OK != 0
    }

    /// Progress after the move.
    #[inline]
    pub(crate) fn to(self) -> i8 {
        (self.bits >> 56) as u8 as i8
    }
}

/// Why a seating cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SeatingError {
    /// Fewer than 2 or more than 4 seated colours (docs/rules.md, "Setting up").
    #[error("a game needs 2 to 4 players, not {count}")]
    PlayerCount {
        /// How many colours were given.
        count: usize,
    },
    /// The same colour is seated twice.
    #[error("{color} is seated twice")]
    DuplicateColor {
        /// The repeated colour.
        color: Color,
    },
    /// The seated colours are not listed in clockwise order (yellow → blue → red → green).
    #[error("players must be listed in clockwise order (yellow, blue, red, green), not {order}")]
    NotClockwise {
        /// The order given, comma-separated.
        order: String,
    },
}

/// Rules + board + seating, precomputed for the hot path.
///
/// Progress of a token (docs/rules.md, "Terms"), generalised to every board with
/// `L = track length`: `-1` base, `0` start, `1..=L-2` track, `L-1..=L+3` home
/// column, `L+4` finished. On the cross `L = 52`, so finish is 56.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variant {
    rules: Rules,
    kind: BoardKind,
    /// Seated colours in clockwise order starting from the lowest colour index.
    seats: Vec<Color>,
    seated_mask: u8,
    track_len: u8,
    /// Start square by colour index (meaningless for unseated colours).
    starts: [TrackSquare; 4],
    /// Bit `i` set when absolute track square `i` is safe under these rules.
    safe: u64,
    /// `abs[c][p + 1]`: absolute square of colour index `c` at progress `p`, or
    /// [`NO_SQUARE`] off the track.
    abs: [[u8; 64]; 4],
    /// The move generator's row: like `abs`, but index 0 (base) holds the square
    /// before the start (leaving base is one step onto the start) and squares off
    /// the track hold 0, so the generator shifts by it without a branch.
    gen_row: [[u8; 64]; 4],
    /// Next seated colour clockwise, by colour index.
    next: [Color; 4],
    /// Tables the hot path reads, derived from the fields above; shared, so a clone
    /// of the variant does not copy 26 KB.
    tables: Arc<Tables>,
}

/// The per-colour tables of the move generator and of `Position::set_token`.
#[derive(Clone, PartialEq, Eq)]
struct Tables {
    /// `steps[c][roll - 1][p + 1]`: the move of a token of colour index `c` at
    /// progress `p` (see [`Step`]); zero (not legal) for unseated colours.
    steps: [[[Step; 64]; 6]; 4],
    /// `abs_bit[c][p + 1]`: the track square of colour index `c` at progress `p` as
    /// a bit, 0 off the track (base, home column, finish).
    abs_bit: [[u64; 64]; 4],
}

impl fmt::Debug for Tables {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Derived data; printing 1,600 entries would drown the variant's own fields.
        f.write_str("Tables { .. }")
    }
}

/// Marker in the `abs` rows for a progress value that is not on the track.
const NO_SQUARE: u8 = u8::MAX;

impl Variant {
    /// Compiles `rules` for the colours in `players` (2–4, clockwise, any rotation).
    ///
    /// Errors: [`SeatingError`] when the seating is impossible.
    pub fn new(rules: Rules, players: &[Color]) -> Result<Variant, SeatingError> {
        if !(2..=4).contains(&players.len()) {
            return Err(SeatingError::PlayerCount {
                count: players.len(),
            });
        }
        let mut mask = 0u8;
        for &c in players {
            if mask & (1 << c.index()) != 0 {
                return Err(SeatingError::DuplicateColor { color: c });
            }
            mask |= 1 << c.index();
        }
        let mut seats: Vec<Color> = players.to_vec();
        seats.sort();
        // Clockwise means `players` is a rotation of the sorted seating.
        let rot = seats.iter().position(|&c| c == players[0]).unwrap_or(0);
        let clockwise = (0..seats.len()).all(|i| players[i] == seats[(rot + i) % seats.len()]);
        if !clockwise {
            return Err(SeatingError::NotClockwise {
                order: players
                    .iter()
                    .map(|c| c.name())
                    .collect::<Vec<_>>()
                    .join(", "),
            });
        }
        let kind = match (rules.board, seats.len()) {
            (BoardChoice::ByPlayerCount, 2) => BoardKind::TwoArm,
            (BoardChoice::ByPlayerCount, 3) => BoardKind::ThreeArm,
            _ => BoardKind::Cross,
        };
        let board = Board::get(kind);
        let mut starts = [TrackSquare::new_unchecked(0); 4];
        for &c in &seats {
            let arm = board.arm_of(c, &seats).unwrap_or(0);
            starts[c.index()] = board.arms[arm].start;
        }
        let mut safe = 0u64;
        if rules.safe_squares != SafeSquares::None {
            for s in board.starts() {
                safe |= s.bit();
            }
        }
        if rules.safe_squares == SafeSquares::StartsAndStars {
            for s in board.stars() {
                safe |= s.bit();
            }
        }
        let mut abs = [[NO_SQUARE; 64]; 4];
        let len = board.track_len();
        for &c in &seats {
            for p in 0..=(len - 2) {
                abs[c.index()][p as usize + 1] = board.ahead(starts[c.index()], p).get();
            }
        }
        let mut gen_row = [[0u8; 64]; 4];
        for &c in &seats {
            let row = &mut gen_row[c.index()];
            for (g, &a) in row.iter_mut().zip(abs[c.index()].iter()) {
                if a != NO_SQUARE {
                    *g = a;
                }
            }
            row[0] = board.ahead(starts[c.index()], len - 1).get();
        }
        let mut next = [Color::Yellow; 4];
        for (i, &c) in seats.iter().enumerate() {
            next[c.index()] = seats[(i + 1) % seats.len()];
        }
        let mut v = Variant {
            next,
            abs,
            gen_row,
            rules,
            kind,
            seats,
            seated_mask: mask,
            track_len: board.track_len(),
            starts,
            safe,
            tables: Arc::new(Tables {
                steps: [[[Step::default(); 64]; 6]; 4],
                abs_bit: [[0; 64]; 4],
            }),
        };
        v.tables = Arc::new(v.build_tables());
        Ok(v)
    }

    /// The hot path's tables from the compiled rules (see [`Tables`]).
    fn build_tables(&self) -> Tables {
        let mut steps = [[[Step::default(); 64]; 6]; 4];
        let mut abs_bit = [[0u64; 64]; 4];
        for &c in &self.seats {
            let ci = c.index();
            for p in -1..=self.finish() {
                let i = (p + 1) as usize;
                if let Some(sq) = self.abs_square(c, p) {
                    abs_bit[ci][i] = sq.bit();
                }
                for roll in Face::ALL {
                    steps[ci][roll.index()][i] = Step::new(self, &self.gen_row[ci], p, roll);
                }
            }
        }
        Tables { steps, abs_bit }
    }

    /// The house rules.
    #[inline]
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The board actually played (resolves [`BoardChoice::ByPlayerCount`]).
    #[inline]
    pub fn board_kind(&self) -> BoardKind {
        self.kind
    }

    /// The board topology.
    pub fn board(&self) -> &'static Board {
        Board::get(self.kind)
    }

    /// Seated colours in clockwise order, starting from the lowest colour index.
    #[inline]
    pub fn seats(&self) -> &[Color] {
        &self.seats
    }

    /// Whether `c` is seated.
    #[inline]
    pub fn is_seated(&self, c: Color) -> bool {
        self.seated_mask & (1 << c.index()) != 0
    }

    /// Track length `L` (52 on the cross, 32 two-arm, 42 T).
    #[inline]
    pub fn track_len(&self) -> u8 {
        self.track_len
    }

    /// Last track progress `L - 2` (50 on the cross).
    #[inline]
    pub fn last_track(&self) -> i8 {
        self.track_len as i8 - 2
    }

    /// Progress of the finish, `L + 4` (56 on the cross).
    #[inline]
    pub fn finish(&self) -> i8 {
        self.track_len as i8 + HOME_COLUMN_LEN as i8 - 1
    }

    /// Start square of `c` (meaningless when `c` is not seated).
    #[inline]
    pub fn start(&self, c: Color) -> TrackSquare {
        self.starts[c.index()]
    }

    /// Track square of a token of `c` at `progress` (`0..=L-2`); `None` off the track
    /// (base, home column, finish, or any value outside `-1..=finish`).
    #[inline]
    pub fn abs_square(&self, c: Color, progress: i8) -> Option<TrackSquare> {
        let a = self.abs[c.index()][(progress as i16 + 1).clamp(0, 63) as usize];
        // The table holds only squares of this board (below MAX_TRACK_LEN) or NO_SQUARE.
        (a != NO_SQUARE).then(|| TrackSquare::new_unchecked(a))
    }

    /// The move generator's square row of colour `c` (see the field `gen_row`).
    #[inline]
    pub(crate) fn gen_row(&self, c: Color) -> &[u8; 64] {
        &self.gen_row[c.index()]
    }

    /// The generator's moves of colour `c` for `roll`, indexed by progress + 1.
    #[inline]
    pub(crate) fn steps(&self, c: Color, roll: Face) -> &[Step; 64] {
        &self.tables.steps[c.index()][roll.index()]
    }

    /// The track square of colour `c` at `progress` as a bit; 0 off the track
    /// (base, home column, finish, or any value outside `-1..=finish`).
    #[inline]
    pub(crate) fn abs_bit(&self, c: Color, progress: i8) -> u64 {
        self.tables.abs_bit[c.index()][(progress as i16 + 1).clamp(0, 63) as usize]
    }

    /// [`Variant::abs_bit`] for a progress value known to be in `-1..=finish`
    /// (moves from the generator, validated positions): no clamp on the hot path.
    /// Any other value gives some square's bit or 0, never a panic.
    #[inline]
    pub(crate) fn abs_bit_valid(&self, c: Color, progress: i8) -> u64 {
        debug_assert!((-1..=self.finish()).contains(&progress));
        self.tables.abs_bit[c.index()][(progress as u8).wrapping_add(1) as usize & 63]
    }

    /// Whether track square `sq` is safe under these rules (`false` for a square past
    /// this board's track).
    #[inline]
    pub fn is_safe(&self, sq: TrackSquare) -> bool {
        self.safe & sq.bit() != 0
    }

    /// The safe squares as a bit set (bit `i`: square `i`), for the move generator.
    #[inline]
    pub(crate) fn safe_bits(&self) -> u64 {
        self.safe
    }

    /// Whether track square `sq` is a star (start + 8 of some arm) on this board.
    pub fn is_star(&self, sq: TrackSquare) -> bool {
        self.board().stars().any(|s| s == sq)
    }

    /// The next seated colour clockwise after `c`.
    #[inline]
    pub fn next_seat(&self, c: Color) -> Color {
        self.next[c.index()]
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
