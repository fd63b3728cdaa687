//! The static evaluation the `hard` and `expert` levels share: a weighted sum
//! of per-token features (progress, out of base, home column, finished, risk of being
//! captured by the next opponent rolls, capture threats, blocks), scored for every
//! seated colour and turned into a relative score for one colour.
//!
//! Units: progress is scaled to the cross (56 = finished) on every board, so one
//! weight unit is "one square of progress on the cross". The weights are tuned by
//! self-play ([`super::tune`], `docs/ai.md`, "Tuning").

use crate::color::Color;
use crate::rules::{BASE, Blocks, Position, SafeSquares, TOKENS, TrackSquare, Variant};
use serde::{Deserialize, Serialize};

/// Weights of the evaluation; every field is in "squares of progress on the cross".
///
/// JSON: an object with these snake_case keys (all required), as `ludo simulate
/// --weights` reads and `ludo simulate --tune` prints.
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Weights {
    /// Value of a token being out of base at all (on top of its progress).
    pub out: f32,
    /// Extra value of a token in its home column (it can no longer be captured).
    pub home: f32,
    /// Extra value of a finished token (on top of the home value and its progress).
    pub done: f32,
    /// Factor on the expected loss from capture: `risk × P(hit next turn) × value`.
    pub risk: f32,
    /// Factor on the expected gain from capturing: `threat × Σ P(hit) × opponent value`.
    pub threat: f32,
    /// Value of each block (2+ own tokens together on a track square) when blocks exist.
    pub block: f32,
    /// Value of each token standing on a safe square of the track.
    pub safe: f32,
    /// How much the leading opponent counts against the mean of the opponents
    /// (0 = mean only, 1 = leader only).
    pub leader: f32,
    /// Value of an extra roll earned by a capture or a finish (greedy levels only).
    pub extra_roll: f32,
    /// Convexity of progress: a token at scaled progress `p` is worth an extra
    /// `convex × p² / 56`, so advanced tokens are pushed home first.
    pub convex: f32,
}

impl Weights {
    /// The tuned weights of `hard` and `expert`: hand-set start values after three
    /// rounds of coordinate ascent by self-play (`docs/ai.md`, "Tuning").
    pub const TUNED: Weights = Weights {
        out: 18.2,
        home: 10.0,
        done: 6.0,
        risk: 0.7,
        threat: 0.245,
        block: 2.0,
        safe: 1.69,
        leader: 0.5,
        extra_roll: 4.2,
        convex: 0.5,
    };

    /// The hand-made weights of the `expert`'s leaves, used when the learned model
    /// ([`super::learn`]) is not available (its opponent model keeps
    /// [`Weights::TUNED`], `hard`'s own). The same numbers as the checked-in file
    /// `core/src/ai/expert_weights.json`, which `ludo simulate --tune` reproduces
    /// (`docs/ai.md`, "Tuning").
    pub const EXPERT: Weights = Weights::TUNED;

    /// The hand-set start values of the tuning (`docs/ai.md`, "Tuning").
    pub const HAND: Weights = Weights {
        out: 14.0,
        home: 10.0,
        done: 6.0,
        risk: 1.0,
        threat: 0.35,
        block: 2.0,
        safe: 1.0,
        leader: 0.5,
        extra_roll: 6.0,
        convex: 0.5,
    };

    /// Field names in the order [`Weights::get`] and [`Weights::set`] index them.
    pub const NAMES: [&'static str; 10] = [
        "out",
        "home",
        "done",
        "risk",
        "threat",
        "block",
        "safe",
        "leader",
        "extra_roll",
        "convex",
    ];

    /// The `i`-th weight (order of [`Weights::NAMES`]); 0 past the end.
    pub fn get(&self, i: usize) -> f32 {
        match i {
            0 => self.out,
            1 => self.home,
            2 => self.done,
            3 => self.risk,
            4 => self.threat,
            5 => self.block,
            6 => self.safe,
            7 => self.leader,
            8 => self.extra_roll,
            9 => self.convex,
            _ => 0.0,
        }
    }

    /// Sets the `i`-th weight (order of [`Weights::NAMES`]); ignored past the end.
    pub fn set(&mut self, i: usize, x: f32) {
        match i {
            0 => self.out = x,
            1 => self.home = x,
            2 => self.done = x,
            3 => self.risk = x,
            4 => self.threat = x,
            5 => self.block = x,
            6 => self.safe = x,
            7 => self.leader = x,
            8 => self.extra_roll = x,
            9 => self.convex = x,
            _ => {}
        }
    }
}

impl Default for Weights {
    fn default() -> Self {
        Weights::TUNED
    }
}

/// The checked-in expert weights ([`Weights::EXPERT`]) as JSON.
pub const EXPERT_JSON: &str = include_str!("expert_weights.json");

/// Score of a won game (relative score of the winner); a lost one scores minus this.
pub const WIN: f32 = 100_000.0;

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
/// clears no large table; reading a count is three shifts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Reach {
    one: [[u64; 3]; 4],
    two: [[u64; 3]; 4],
    at_start: [u8; 4],
}

/// Adds the six per-face bit sets into three bit planes of a per-square count.
#[inline]
fn slice_count(faces: &[u64; 6]) -> [u64; 3] {
    let mut p = [0u64; 3];
    for &x in faces {
        let mut carry = x;
        for plane in p.iter_mut() {
            let was = *plane;
            *plane ^= carry;
            carry &= was;
        }
    }
    p
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
    fn set_colour(&mut self, v: &Variant, pos: &Position, c: Color) {
        let ci = c.index();
        self.one[ci] = [0; 3];
        self.two[ci] = [0; 3];
        self.at_start[ci] = 0;
        if pos.finish_rank(c) != 0 {
            return;
        }
        let len = v.track_len() as usize;
        let last = v.last_track();
        let start = v.start(c).index();
        let mut one = [0u64; 6];
        let mut two = [0u64; 6];
        for q in pos.tokens_of(c) {
            if q == BASE {
                self.at_start[ci] = v.rules().exit_numbers.bits();
                continue;
            }
            if q > last {
                continue;
            }
            let from = start + q as usize;
            let room = (last - q) as usize;
            // `from + d < 2 * len`: a conditional subtraction wraps the ring
            // (a division per square was a third of the evaluation's time).
            let wrap = |x: usize| if x >= len { x - len } else { x };
            for d in 1..=room.min(6) {
                one[d - 1] |= 1 << wrap(from + d);
            }
            for d in 7..=room.min(12) {
                two[d - 7] |= 1 << wrap(from + d);
            }
        }
        for (d, &x) in one.iter().enumerate() {
            self.at_start[ci] |= (((x >> start) & 1) as u8) << (d + 1);
        }
        self.one[ci] = slice_count(&one);
        self.two[ci] = slice_count(&two);
    }

    /// Probability-like weight that `attacker`'s next turn lands on `abs`: 1/6 per
    /// distinct single roll, 1/36 per "6 then d", plus the exit rolls onto its start.
    #[inline]
    fn hit(&self, v: &Variant, attacker: Color, abs: TrackSquare) -> f32 {
        let a = attacker.index();
        let i = abs.index();
        let count =
            |p: &[u64; 3]| ((p[0] >> i) & 1) + 2 * ((p[1] >> i) & 1) + 4 * ((p[2] >> i) & 1);
        let one = if abs == v.start(attacker) {
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

/// `hits[a][c][t]`: weight that attacker `a` lands on token `t` of `c` next turn
/// (0 when `a` is `c` or finished, or the token cannot be captured there). One
/// table serves both the risk of `c` and the threat of `a` (and the learned
/// evaluation's features, [`super::learn`]).
pub(crate) fn hit_table(v: &Variant, pos: &Position, reach: &Reach) -> [[[f32; TOKENS]; 4]; 4] {
    let seats = v.seats();
    let mut hits = [[[0f32; TOKENS]; 4]; 4];
    for &c in seats {
        for (t, &p) in pos.tokens_of(c).iter().enumerate() {
            let Some(abs) = v.abs_square(c, p) else {
                continue;
            };
            if !capturable(v, pos, c, abs) {
                continue;
            }
            for &a in seats {
                if a != c && pos.finish_rank(a) == 0 {
                    hits[a.index()][c.index()][t] = reach.hit(v, a, abs);
                }
            }
        }
    }
    hits
}

/// Scores every seated colour in `pos` (index by colour index), before the relative
/// combination of [`relative`]; finished players get their full material.
pub(crate) fn scores(v: &Variant, pos: &Position, w: &Weights) -> [f32; 4] {
    let reach = Reach::of(v, pos);
    scores_with(v, pos, w, &hit_table(v, pos, &reach))
}

/// [`scores`] from a precomputed [`hit_table`] (the learned evaluation computes the
/// table once for its own features and this score).
pub(crate) fn scores_with(
    v: &Variant,
    pos: &Position,
    w: &Weights,
    hits: &[[[f32; TOKENS]; 4]; 4],
) -> [f32; 4] {
    let finish = v.finish();
    let last = v.last_track();
    let scale = 56.0 / finish as f32;
    let seats = v.seats();
    let blocks_on = v.rules().blocks == Blocks::TwoTogether;
    let mut out = [0f32; 4];
    // Value of a token of progress p (0 in base).
    let value = |p: i8| -> f32 {
        if p == BASE {
            0.0
        } else {
            let ps = p as f32 * scale;
            let mut x = w.out + ps + w.convex * ps * ps / 56.0;
            if p > last {
                x += w.home;
            }
            if p == finish {
                x += w.done;
            }
            x
        }
    };
    for &c in seats {
        let toks = pos.tokens_of(c);
        let mut s = 0f32;
        for (i, &p) in toks.iter().enumerate() {
            let val = value(p);
            s += val;
            let Some(abs) = v.abs_square(c, p) else {
                continue;
            };
            if v.is_safe(abs) {
                s += w.safe;
            } else if blocks_on && pos.squares_with_two(c) & abs.bit() != 0 {
                // One bonus per block: counted on its lowest-index token.
                if toks[..i].iter().all(|&q| v.abs_square(c, q) != Some(abs)) {
                    s += w.block;
                }
            }
            if w.risk != 0.0 && capturable(v, pos, c, abs) {
                let mut safe_p = 1.0f32;
                for &o in seats {
                    if o != c && pos.finish_rank(o) == 0 {
                        safe_p *= 1.0 - hits[o.index()][c.index()][i];
                    }
                }
                s -= w.risk * (1.0 - safe_p) * val;
            }
        }
        if w.threat != 0.0 && pos.finish_rank(c) == 0 {
            // Opponent tokens this colour may capture next turn.
            for &o in seats {
                if o == c {
                    continue;
                }
                for (t, q) in pos.tokens_of(o).into_iter().enumerate() {
                    let h = hits[c.index()][o.index()][t];
                    if h != 0.0 {
                        s += w.threat * h * value(q);
                    }
                }
            }
        }
        out[c.index()] = s;
    }
    out
}

/// Whether the game is effectively decided for `me`: `Some(true)` when `me` took
/// first place, `Some(false)` when another colour did.
#[inline]
pub(crate) fn decided(pos: &Position, me: Color, v: &Variant) -> Option<bool> {
    if pos.finish_rank(me) == 1 {
        return Some(true);
    }
    for &c in v.seats() {
        if c != me && pos.finish_rank(c) == 1 {
            return Some(false);
        }
    }
    None
}

/// The relative score of `pos` for `me`: own score minus a mix of the opponents'
/// mean and leader; ±[`WIN`] (plus material, so nearer wins still rank) once first
/// place is taken. Larger is better for `me`.
pub fn evaluate(v: &Variant, pos: &Position, me: Color, w: &Weights) -> f32 {
    relative(v, pos, &scores(v, pos, w), me, w)
}

/// [`evaluate`] with `pos`'s [`Reach`] already known (see [`Reach::for_child`]).
pub(crate) fn evaluate_reach(
    v: &Variant,
    pos: &Position,
    me: Color,
    w: &Weights,
    reach: &Reach,
) -> f32 {
    relative(
        v,
        pos,
        &scores_with(v, pos, w, &hit_table(v, pos, reach)),
        me,
        w,
    )
}

/// [`evaluate`] from precomputed [`scores`], so one scoring serves every perspective.
pub(crate) fn relative(v: &Variant, pos: &Position, s: &[f32; 4], me: Color, w: &Weights) -> f32 {
    let mine = s[me.index()];
    let mut sum = 0f32;
    let mut max = f32::MIN;
    let mut n = 0;
    for &c in v.seats() {
        if c != me {
            sum += s[c.index()];
            max = max.max(s[c.index()]);
            n += 1;
        }
    }
    let rel = mine - (1.0 - w.leader) * sum / n.max(1) as f32 - w.leader * max;
    match decided(pos, me, v) {
        Some(true) => WIN + rel,
        Some(false) => -WIN + rel,
        None => rel,
    }
}

/// Every token of `me` on the track that an opponent could capture on its next
/// turn, as a bit set over token indices (used by hints).
pub(crate) fn endangered(v: &Variant, pos: &Position, me: Color) -> u8 {
    let reach = Reach::of(v, pos);
    let mut set = 0u8;
    for (t, p) in pos.tokens_of(me).into_iter().enumerate().take(TOKENS) {
        let Some(abs) = v.abs_square(me, p) else {
            continue;
        };
        if !capturable(v, pos, me, abs) {
            continue;
        }
        let hit = v
            .seats()
            .iter()
            .any(|&o| o != me && pos.finish_rank(o) == 0 && reach.hit(v, o, abs) > 0.0);
        if hit {
            set |= 1 << t;
        }
    }
    set
}

/// Whether absolute square `abs` is safe because of the safe-square house rule.
#[inline]
pub(crate) fn safe_square(v: &Variant, abs: TrackSquare) -> bool {
    v.rules().safe_squares != SafeSquares::None && v.is_safe(abs)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The reach of a child built from its parent's ([`Reach::of_others`] and
    /// [`Reach::for_child`], used by
    /// every greedy decision) is exactly the child's own, in games under each preset
    /// (captures, finishes, tokens leaving base; blocks under tactical).
    #[test]
    fn a_childs_reach_from_its_parents_is_its_own() {
        use crate::dice::Dice;
        use crate::rules::{Preset, Rules};
        let mut children = 0;
        for (g, preset) in Preset::ALL.into_iter().enumerate() {
            let rules: Rules = preset.rules();
            let v = Variant::new(rules, &Color::ALL).unwrap();
            let mut pos = Position::new(&v, Color::Yellow);
            let mut dice = Dice::seeded(g as u64 + 7);
            let mut rolls = 0;
            while !pos.is_over(&v) && !pos.auto_exit_due(&v) && rolls < 2000 {
                rolls += 1;
                let roll = dice.roll();
                let moves = pos.playable_moves(&v, roll);
                let parent = Reach::of_others(&v, &pos, pos.to_move());
                for m in moves.iter() {
                    let mut child = pos;
                    if child.play_roll(&v, roll, Some(m.token)).is_ok() {
                        let built = parent.for_child(&v, &pos, &child, pos.to_move());
                        assert_eq!(built, Reach::of(&v, &child));
                        children += 1;
                    }
                }
                // The game goes on by the last legal move (any move will do).
                let token = moves.iter().last().map(|m| m.token);
                if pos.play_roll(&v, roll, token).is_err() {
                    break;
                }
            }
        }
        assert!(children > 500, "{children} children checked");
    }

    #[test]
    fn expert_weights_are_the_checked_in_file() {
        let file: Weights = serde_json::from_str(EXPERT_JSON).expect("weights file parses");
        assert_eq!(file, Weights::EXPERT);
    }
}
