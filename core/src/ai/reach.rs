//! Where each colour's next turn can land ([`Reach`]) and the hit weights that
//! follow from it ([`hit_table`]): the risk and threat terms of the evaluation
//! ([`super::eval`]) and the learned evaluation's features ([`super::learn`]) both
//! read them. Kept apart from the scoring because it is the part that depends only on
//! where the tokens are (not on any weight), and the part the greedy children reuse
//! from their parent ([`Reach::for_child`]).

use crate::color::Color;
use crate::rules::{BASE, Blocks, Position, TOKENS, TrackSquare, Variant};

/// Whether a token of `c` at absolute square `abs` can be captured at all there:
/// not on a safe square, and not inside its own block when blocks exist. Reads the
/// position's occupancy bit planes (no per-evaluation table).
#[inline]
pub(crate) fn capturable(v: &Variant, pos: &Position, c: Color, abs: TrackSquare) -> bool {
    !(v.is_safe(abs)
        || (v.rules().blocks == Blocks::TwoTogether && pos.squares_with_two(c) & abs.bit() != 0))
}

/// Where each colour's next turn can land, as bit-sliced counts over absolute
/// track squares: bit `s` of `one[c][k]` is bit `k` of the number of distinct single
/// rolls that bring a token of `c` onto square `s`; `two[c]` likewise for "6 then
/// `d`". `at_start[c]` is the face set reaching `c`'s own start (the exit faces
/// when it has a token in base, merged with the track rolls landing there). Blocks
/// in between are ignored (a cheap over-estimate). About 200 bytes, so an evaluation
/// clears no large table; reading a count is three shifts. `cover[c]` is every
/// square where `c`'s count is not zero (the start included when `at_start[c]` is
/// not empty), so most squares out of reach are passed over with one test.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Reach {
    pub(super) one: [[u64; 3]; 4],
    pub(super) two: [[u64; 3]; 4],
    pub(super) at_start: [u8; 4],
    pub(super) cover: [u64; 4],
}

/// Adds a 1-bit-per-square set into the three bit planes of a per-square count
/// (a ripple of half adders; counts stay below 8).
#[inline]
fn add_count(p: &mut [u64; 3], x: u64) {
    let mut carry = x;
    for plane in p.iter_mut() {
        let was = *plane;
        *plane ^= carry;
        carry &= was;
    }
}

impl Reach {
    pub(crate) fn of(v: &Variant, pos: &Position) -> Reach {
        Reach::of_seats_but(v, pos, None)
    }

    /// [`Reach::of`] without `mover`'s part (left zero): a parent's reach for
    /// [`Reach::for_child`], since every child of a move changes the mover's tokens.
    pub(crate) fn of_others(v: &Variant, pos: &Position, mover: Color) -> Reach {
        Reach::of_seats_but(v, pos, Some(mover))
    }

    /// Every seated colour's part but `skip`'s (left zero).
    fn of_seats_but(v: &Variant, pos: &Position, skip: Option<Color>) -> Reach {
        let mut r = Reach {
            one: [[0; 3]; 4],
            two: [[0; 3]; 4],
            at_start: [0; 4],
            cover: [0; 4],
        };
        for &c in v.seats() {
            if Some(c) != skip {
                r.set_colour(v, pos, c);
            }
        }
        r
    }

    /// `self` (the reach of a parent position) updated for `child`: only the colours
    /// whose tokens or finish differ are computed again. Each colour's part depends on
    /// its own tokens alone, so the result is exactly [`Reach::of`]`(child)`; a greedy
    /// decision's children differ from their parent in the mover and any captured
    /// colour, which saves most of the work (the review's rollouts spend most of their
    /// time evaluating such children: docs/review.md).
    /// `mover` is computed again whatever changed: [`Reach::of_others`] left it out.
    pub(crate) fn for_child(
        &self,
        v: &Variant,
        parent: &Position,
        child: &Position,
        mover: Color,
    ) -> Reach {
        let mut r = *self;
        for &c in v.seats() {
            if c == mover
                || parent.tokens_of(c) != child.tokens_of(c)
                || parent.finish_rank(c) != child.finish_rank(c)
            {
                r.set_colour(v, child, c);
            }
        }
        r
    }

    /// Computes colour `c`'s part from its tokens in `pos` (all zero once finished).
    ///
    /// The count on a square is the number of distinct faces that land a token
    /// there; two tokens on different squares land on a square with different faces
    /// (the track is a ring), and tokens sharing a square share their faces. So the
    /// count is the number of distinct occupied squares whose run of the next
    /// `min(room, 6)` squares (resp. the 7th to 12th) holds it: each square adds one
    /// run mask, wrapped around the ring, into the bit-sliced count. Exactly the
    /// face-by-face count (test `reach_is_the_face_by_face_count`), with one mask per
    /// token instead of one bit per token and face.
    fn set_colour(&mut self, v: &Variant, pos: &Position, c: Color) {
        let ci = c.index();
        self.one[ci] = [0; 3];
        self.two[ci] = [0; 3];
        self.at_start[ci] = 0;
        self.cover[ci] = 0;
        if pos.finish_rank(c) != 0 {
            return;
        }
        let len = u32::from(v.track_len());
        let last = v.last_track();
        let start = v.start(c).index() as u32;
        let ring = (1u64 << len) - 1;
        // A run starts at most 12 squares past a square below `len` <= 52, so it fits
        // in a u64 and wraps at most once.
        let wrap = |m: u64| (m & ring) | (m >> len);
        let mut one = [0u64; 3];
        let mut two = [0u64; 3];
        let mut at_start = 0u8;
        let mut seen = 0u64;
        for q in pos.tokens_of(c) {
            if q == BASE {
                at_start = v.rules().exit_numbers.bits();
                continue;
            }
            if q > last {
                continue;
            }
            let from = start + q as u32;
            let from = if from >= len { from - len } else { from };
            if seen & (1 << from) != 0 {
                continue;
            }
            seen |= 1 << from;
            let room = (last - q) as u32;
            let near = room.min(6);
            add_count(&mut one, wrap(((1u64 << near) - 1) << (from + 1)));
            if room > 6 {
                let far = room.min(12) - 6;
                add_count(&mut two, wrap(((1u64 << far) - 1) << (from + 7)));
            }
            // The face (1..=6) that lands this token on its own start, if any.
            let d = if start > from {
                start - from
            } else {
                start + len - from
            };
            if d <= near {
                at_start |= 1 << d;
            }
        }
        self.one[ci] = one;
        self.two[ci] = two;
        self.at_start[ci] = at_start;
        let mut cover = one[0] | one[1] | one[2] | two[0] | two[1] | two[2];
        if at_start != 0 {
            cover |= 1 << start;
        }
        self.cover[ci] = cover;
    }

    /// Probability-like weight that `attacker`'s next turn lands on `abs`: 1/6 per
    /// distinct single roll, 1/36 per "6 then d", plus the exit rolls onto its start.
    #[inline]
    pub(super) fn hit(&self, v: &Variant, attacker: Color, abs: TrackSquare) -> f32 {
        self.hit_at(v, attacker.index(), abs.index() as u8)
    }

    /// [`Reach::hit`] by colour index and square index.
    #[inline]
    pub(super) fn hit_at(&self, v: &Variant, a: usize, i: u8) -> f32 {
        let count =
            |p: &[u64; 3]| ((p[0] >> i) & 1) + 2 * ((p[1] >> i) & 1) + 4 * ((p[2] >> i) & 1);
        let one = if usize::from(i) == v.start(Color::ALL[a]).index() {
            self.at_start[a].count_ones() as u64
        } else {
            count(&self.one[a])
        };
        HIT[one as usize][count(&self.two[a]) as usize]
    }
}

/// `HIT[one][two] = min(one / 6 + two / 36, 1)`: the hit weight of [`Reach::hit`]
/// from its two counts (0..=7 each), computed once instead of per token pair.
const HIT: [[f32; 8]; 8] = {
    let mut t = [[0f32; 8]; 8];
    let mut one = 0;
    while one < 8 {
        let mut two = 0;
        while two < 8 {
            let x = one as f32 / 6.0 + two as f32 / 36.0;
            t[one][two] = if x < 1.0 { x } else { 1.0 };
            two += 1;
        }
        one += 1;
    }
    t
};

/// The track squares where a token of `c` can be captured ([`capturable`] as a bit
/// set): neither safe nor, when blocks exist, inside a block of `c`.
#[inline]
pub(super) fn open_squares(v: &Variant, pos: &Position, c: Color) -> u64 {
    let blocked = if v.rules().blocks == Blocks::TwoTogether {
        pos.squares_with_two(c)
    } else {
        0
    };
    !(v.safe_bits() | blocked)
}

/// `hits[a][c][t]`: weight that attacker `a` lands on token `t` of `c` next turn
/// (0 when `a` is `c` or finished, or the token cannot be captured there). One
/// table serves both the risk of `c` and the threat of `a` (and the learned
/// evaluation's features, [`super::learn`]). `reach` must be [`Reach::of`]`(pos)`
/// (or built from a parent's with [`Reach::for_child`], the same).
pub(crate) fn hit_table(v: &Variant, pos: &Position, reach: &Reach) -> [[[f32; TOKENS]; 4]; 4] {
    let seats = v.seats();
    let mut hits = [[[0f32; TOKENS]; 4]; 4];
    // Squares each attacker can land on at all (none once it has finished): a
    // token outside them scores 0 from that attacker without reading its counts.
    let mut cover = [0u64; 4];
    for &a in seats {
        if pos.finish_rank(a) == 0 {
            cover[a.index()] = reach.cover[a.index()];
        }
    }
    for &c in seats {
        let open = open_squares(v, pos, c);
        for (t, &p) in pos.tokens_of(c).iter().enumerate() {
            let Some(abs) = v.abs_square(c, p) else {
                continue;
            };
            if open & abs.bit() == 0 {
                continue;
            }
            for &a in seats {
                if a != c && cover[a.index()] & abs.bit() != 0 {
                    hits[a.index()][c.index()][t] = reach.hit(v, a, abs);
                }
            }
        }
    }
    hits
}
