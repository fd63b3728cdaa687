//! The static evaluation the `hard` and `expert` levels share: a weighted sum
//! of per-token features (progress, out of base, home column, finished, risk of being
//! captured by the next opponent rolls, capture threats, blocks), scored for every
//! seated colour and turned into a relative score for one colour.
//!
//! Units: progress is scaled to the cross (56 = finished) on every board, so one
//! weight unit is "one square of progress on the cross". The weights are tuned by
//! self-play (`ludo-lab tune`, `docs/ai.md`, "Tuning").

use crate::color::Color;
use crate::rules::{BASE, Blocks, Position, SafeSquares, TOKENS, TrackSquare, Variant};
use serde::{Deserialize, Serialize};

use super::reach::{Reach, capturable, open_squares};

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

/// The value of a token at progress `p` (0 in base): out of base, progress scaled
/// to the cross with its convex bonus, home column and finish.
#[inline]
fn token_value(v: &Variant, w: &Weights, p: i8) -> f32 {
    if p == BASE {
        return 0.0;
    }
    let scale = 56.0 / v.finish() as f32;
    let ps = p as f32 * scale;
    let mut x = w.out + ps + w.convex * ps * ps / 56.0;
    if p > v.last_track() {
        x += w.home;
    }
    if p == v.finish() {
        x += w.done;
    }
    x
}

/// [`token_value`] of every progress on one board for one set of weights, so a
/// player that decides many moves (a `hard` rollout, `ludo simulate`) computes each
/// once ([`super::Player`] keeps one): the same numbers, without the division of
/// [`token_value`] per token and position.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct ValueTable {
    finish: i8,
    weights: Weights,
    /// Index: progress + 1 (`BASE..=finish`, at most 57).
    by_progress: [f32; 64],
}

impl ValueTable {
    /// The values of every progress of `v`'s board under `w`.
    pub(crate) fn new(v: &Variant, w: &Weights) -> ValueTable {
        let mut by_progress = [0f32; 64];
        for p in BASE..=v.finish() {
            by_progress[(p + 1) as usize] = token_value(v, w, p);
        }
        ValueTable {
            finish: v.finish(),
            weights: *w,
            by_progress,
        }
    }

    /// Whether this table holds `v`'s values under `w` ([`token_value`] reads only
    /// the board's finish, which also fixes its last track square).
    pub(crate) fn fits(&self, v: &Variant, w: &Weights) -> bool {
        self.finish == v.finish() && self.weights == *w
    }

    /// The weights the table was built with.
    pub(crate) fn weights(&self) -> &Weights {
        &self.weights
    }

    /// [`token_value`] of progress `p` (`BASE..=finish`).
    #[inline]
    fn of(&self, p: i8) -> f32 {
        self.by_progress[(p as i16 + 1).clamp(0, 63) as usize]
    }
}

/// The parts of an evaluation that depend on one colour's own tokens alone, for
/// every colour ("lanes" are colour indices; unseated colours are all zero): a
/// greedy decision computes them for its parent once and each child again only for
/// the colours it changed.
#[derive(Clone, Copy, Debug)]
struct Sides {
    /// `values[t][c]`: [`token_value`] of token `t` of `c`.
    values: [[f32; 4]; TOKENS],
    /// `bonus[t][c]`: the safe-square or block bonus of token `t` of `c` (a block's
    /// goes to its lowest-index token), else 0.
    bonus: [[f32; 4]; TOKENS],
    /// `square[c][t]`: the track square of token `t` of `c`, or 63 off the track
    /// (no reach ever covers 63: tracks are at most 52 squares).
    square: [[u8; TOKENS]; 4],
    /// The squares where `c` has a token that can be captured ([`capturable`]).
    open: [u64; 4],
}

/// Square index standing for "not on the track" in [`Sides::square`].
const OFF_TRACK: u8 = 63;

impl Sides {
    /// No colour's parts yet (every lane of an unseated colour stays so).
    const EMPTY: Sides = Sides {
        values: [[0.0; 4]; TOKENS],
        bonus: [[0.0; 4]; TOKENS],
        square: [[OFF_TRACK; TOKENS]; 4],
        open: [0; 4],
    };

    fn of(v: &Variant, pos: &Position, w: &Weights) -> Sides {
        let mut s = Sides::EMPTY;
        for &c in v.seats() {
            s.set_colour(v, pos, w, c, |p| token_value(v, w, p));
        }
        s
    }

    /// Computes colour `c`'s lanes from its tokens in `pos`; `value` is
    /// [`token_value`] (or a [`ValueTable`] of it).
    fn set_colour(
        &mut self,
        v: &Variant,
        pos: &Position,
        w: &Weights,
        c: Color,
        value: impl Fn(i8) -> f32,
    ) {
        let ci = c.index();
        let two = pos.squares_with_two(c);
        let blocks_on = v.rules().blocks == Blocks::TwoTogether;
        let mut seen = 0u64;
        for (t, p) in pos.tokens_of(c).into_iter().enumerate() {
            self.values[t][ci] = value(p);
            let Some(abs) = v.abs_square(c, p) else {
                self.bonus[t][ci] = 0.0;
                self.square[ci][t] = OFF_TRACK;
                continue;
            };
            let bit = abs.bit();
            self.bonus[t][ci] = if v.is_safe(abs) {
                w.safe
            } else if blocks_on && two & bit != 0 && seen & bit == 0 {
                w.block
            } else {
                0.0
            };
            seen |= bit;
            self.square[ci][t] = abs.index() as u8;
        }
        self.open[ci] = seen & open_squares(v, pos, c);
    }
}

/// Scores every seated colour in `pos` (index by colour index), before the relative
/// combination of [`relative`]; finished players get their full material.
pub(crate) fn scores(v: &Variant, pos: &Position, w: &Weights) -> [f32; 4] {
    scores_reach(v, pos, w, &Reach::of(v, pos))
}

/// [`scores`] with `pos`'s [`Reach`] already known (the learned evaluation builds
/// it for its own features too).
pub(crate) fn scores_reach(v: &Variant, pos: &Position, w: &Weights, reach: &Reach) -> [f32; 4] {
    combine(w, &Sides::of(v, pos, w), reach, v)
}

/// The scores from the colours' [`Sides`] and the position's [`Reach`].
///
/// A colour's score is one sum, term by term in a fixed order: per token its value,
/// its safe or block bonus and its risk `risk × (1 − Π (1 − hit)) × value`; then
/// the threats `threat × hit × value` by opponent and token. Every colour's sum is
/// kept in its own lane of `s`, in that order, so the result has the very bits of
/// the plain computation (test `scores_are_the_plain_computations`); only terms
/// that are exactly 0 are left out (a token out of every reach: `1 − 0` factors and
/// `± 0` terms, which change no sum that starts at +0), so the few hits a
/// position has (about two) are all that is looked up, and the four colours' sums
/// run side by side without a branch per token.
fn combine(w: &Weights, sides: &Sides, reach: &Reach, v: &Variant) -> [f32; 4] {
    // by_victim[a][t][c] = by_attacker[c][t][a]: weight that `a` lands on token
    // `t` of `c` next turn.
    let mut by_victim = [[[0f32; 4]; TOKENS]; 4];
    let mut by_attacker = [[[0f32; 4]; TOKENS]; 4];
    let mut risky = 0u8; // tokens t hit in some colour
    let mut threats = 0u16; // bit 4c + t: token t of c is hit by someone
    for a in 0..4 {
        // 0 for unseated and finished colours (their reach is empty).
        let cover = reach.cover[a];
        if cover == 0 {
            continue;
        }
        for c in 0..4 {
            let m = cover & sides.open[c];
            if c == a || m == 0 {
                continue;
            }
            for t in 0..TOKENS {
                let sq = sides.square[c][t];
                if (m >> sq) & 1 != 0 {
                    let h = reach.hit_at(v, a, sq);
                    by_victim[a][t][c] = h;
                    by_attacker[c][t][a] = h;
                    risky |= 1 << t;
                    threats |= 1 << (4 * c + t);
                }
            }
        }
    }
    let mut s = [0f32; 4];
    for t in 0..TOKENS {
        let val = sides.values[t];
        for c in 0..4 {
            s[c] += val[c];
            s[c] += sides.bonus[t][c];
        }
        if risky & (1 << t) != 0 {
            let mut safe_p = [1f32; 4];
            for hits in &by_victim {
                for c in 0..4 {
                    safe_p[c] *= 1.0 - hits[t][c];
                }
            }
            for c in 0..4 {
                s[c] -= w.risk * (1.0 - safe_p[c]) * val[c];
            }
        }
    }
    while threats != 0 {
        let k = threats.trailing_zeros() as usize;
        threats &= threats - 1;
        let (c, t) = (k / 4, k % 4);
        let val = sides.values[t][c];
        for (a, x) in s.iter_mut().enumerate() {
            *x += w.threat * by_attacker[c][t][a] * val;
        }
    }
    s
}

/// One greedy decision's evaluations: the parent's reach without the mover and its
/// [`Sides`], computed once, so that each child computes again only the colours it
/// changed (the mover, a captured colour). Exactly [`evaluate`] of each child (test
/// `a_childs_evaluation_from_its_parents_is_its_own`): the `hard` rollouts of the
/// game review spend most of their time here (docs/review.md, "Budget").
pub(crate) struct Children<'a> {
    v: &'a Variant,
    parent: &'a Position,
    values: &'a ValueTable,
    me: Color,
    reach: Reach,
    sides: Sides,
}

impl<'a> Children<'a> {
    /// Prepares the children of `parent` (its colour to move is the mover), scored
    /// with the weights of `values` (a [`ValueTable`] that [`ValueTable::fits`] `v`).
    pub(crate) fn new(
        v: &'a Variant,
        parent: &'a Position,
        values: &'a ValueTable,
    ) -> Children<'a> {
        debug_assert_eq!(values.finish, v.finish());
        let me = parent.to_move();
        let mut sides = Sides::EMPTY;
        for &c in v.seats() {
            sides.set_colour(v, parent, &values.weights, c, |p| values.of(p));
        }
        Children {
            v,
            parent,
            values,
            me,
            reach: Reach::of_others(v, parent, me),
            sides,
        }
    }

    /// [`evaluate`]`(child, mover)` for a child of the parent.
    pub(crate) fn evaluate(&self, child: &Position) -> f32 {
        let w = &self.values.weights;
        relative(self.v, child, &self.scores(child).0, self.me, w)
    }

    /// [`scores`] of a child of the parent (every colour's, exactly), with the
    /// child's [`Reach`]: the search scores an opponent's reply from every colour's
    /// side and its learned leaves read the same reach ([`super::learn`]).
    pub(crate) fn scores(&self, child: &Position) -> ([f32; 4], Reach) {
        let (v, w) = (self.v, &self.values.weights);
        let reach = self.reach.for_child(v, self.parent, child, self.me);
        let mut sides = self.sides;
        for &c in v.seats() {
            if self.parent.tokens_of(c) != child.tokens_of(c) {
                sides.set_colour(v, child, w, c, |p| self.values.of(p));
            }
        }
        (combine(w, &sides, &reach, v), reach)
    }
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
    use super::super::reach::hit_table;
    use super::*;
    use crate::rules::Face;

    /// The evaluation as it was computed before it was made fast (token by token,
    /// face by face, branch by branch): the reference every shortcut must match bit
    /// for bit.
    mod plain {
        use super::super::*;

        /// `(one, two, at_start)` of `c`, face by face.
        pub fn reach_of(v: &Variant, pos: &Position, c: Color) -> ([u64; 3], [u64; 3], u8) {
            let mut at_start = 0u8;
            if pos.finish_rank(c) != 0 {
                return ([0; 3], [0; 3], 0);
            }
            let len = v.track_len() as usize;
            let last = v.last_track();
            let start = v.start(c).index();
            let mut one = [0u64; 6];
            let mut two = [0u64; 6];
            for q in pos.tokens_of(c) {
                if q == BASE {
                    at_start = v.rules().exit_numbers.bits();
                    continue;
                }
                if q > last {
                    continue;
                }
                let from = start + q as usize;
                let room = (last - q) as usize;
                for d in 1..=room.min(6) {
                    one[d - 1] |= 1 << ((from + d) % len);
                }
                for d in 7..=room.min(12) {
                    two[d - 7] |= 1 << ((from + d) % len);
                }
            }
            for (d, &x) in one.iter().enumerate() {
                at_start |= (((x >> start) & 1) as u8) << (d + 1);
            }
            (slice(&one), slice(&two), at_start)
        }

        fn slice(faces: &[u64; 6]) -> [u64; 3] {
            let mut p = [0u64; 3];
            for &x in faces {
                for s in 0..64 {
                    if x & (1 << s) != 0 {
                        let n = (p[0] >> s & 1) + 2 * (p[1] >> s & 1) + 4 * (p[2] >> s & 1) + 1;
                        for (k, plane) in p.iter_mut().enumerate() {
                            *plane = (*plane & !(1 << s)) | ((n >> k & 1) << s);
                        }
                    }
                }
            }
            p
        }

        fn hit(v: &Variant, pos: &Position, a: Color, abs: TrackSquare) -> f32 {
            let (one, two, at_start) = reach_of(v, pos, a);
            let i = abs.index();
            let count = |p: &[u64; 3]| (p[0] >> i & 1) + 2 * (p[1] >> i & 1) + 4 * (p[2] >> i & 1);
            let one = if abs == v.start(a) {
                at_start.count_ones() as u64
            } else {
                count(&one)
            };
            let x = one as f32 / 6.0 + count(&two) as f32 / 36.0;
            if x < 1.0 { x } else { 1.0 }
        }

        pub fn hit_table(v: &Variant, pos: &Position) -> [[[f32; TOKENS]; 4]; 4] {
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
                            hits[a.index()][c.index()][t] = hit(v, pos, a, abs);
                        }
                    }
                }
            }
            hits
        }

        pub fn scores(v: &Variant, pos: &Position, w: &Weights) -> [f32; 4] {
            let hits = hit_table(v, pos);
            let finish = v.finish();
            let last = v.last_track();
            let scale = 56.0 / finish as f32;
            let seats = v.seats();
            let blocks_on = v.rules().blocks == Blocks::TwoTogether;
            let mut out = [0f32; 4];
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
                    } else if blocks_on
                        && pos.squares_with_two(c) & abs.bit() != 0
                        && toks[..i].iter().all(|&q| v.abs_square(c, q) != Some(abs))
                    {
                        s += w.block;
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

        pub fn evaluate(v: &Variant, pos: &Position, me: Color, w: &Weights) -> f32 {
            relative(v, pos, &scores(v, pos, w), me, w)
        }
    }

    /// Variants that between them exercise every term: each preset with four
    /// players, blocks ("two together") with and without safe squares, two and three
    /// players (empty lanes).
    fn variants() -> Vec<Variant> {
        use crate::rules::{Preset, Rules};
        let mut out = Vec::new();
        for preset in Preset::ALL {
            out.push(Variant::new(preset.rules(), &Color::ALL).unwrap());
        }
        let blocks = Rules {
            blocks: Blocks::TwoTogether,
            ..Rules::default()
        };
        out.push(Variant::new(blocks, &Color::ALL).unwrap());
        let bare = Rules {
            blocks: Blocks::TwoTogether,
            safe_squares: SafeSquares::None,
            ..Rules::default()
        };
        out.push(Variant::new(bare, &[Color::Blue, Color::Red, Color::Green]).unwrap());
        out.push(Variant::new(Rules::default(), &[Color::Yellow, Color::Red]).unwrap());
        out.push(
            Variant::new(
                crate::rules::Preset::Quick.rules(),
                &[Color::Blue, Color::Green],
            )
            .unwrap(),
        );
        out
    }

    /// Weights to score with: the tuned and hand-set ones, and odd ones (no risk or
    /// threat, negative terms) so that no shortcut leans on the tuned signs.
    fn weight_sets() -> Vec<Weights> {
        let odd = Weights {
            risk: 0.0,
            threat: 0.0,
            ..Weights::HAND
        };
        let negative = Weights {
            out: -3.0,
            risk: -0.8,
            threat: -0.4,
            safe: -2.5,
            block: -1.25,
            convex: -0.3,
            ..Weights::TUNED
        };
        vec![Weights::TUNED, Weights::HAND, odd, negative]
    }

    /// Calls `check(variant, position, roll)` on every position (someone about to
    /// move with a roll) of a few seeded games per variant, moves chosen at random.
    fn for_positions(mut check: impl FnMut(&Variant, &Position, Face)) {
        use crate::dice::Dice;
        use rand::{RngExt, SeedableRng};
        for (g, v) in variants().iter().enumerate() {
            for game in 0..3u64 {
                let mut pos = Position::new(v, v.seats()[0]);
                let mut dice = Dice::seeded(g as u64 * 10 + game);
                let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(game);
                let mut rolls = 0;
                while !pos.is_over(v) && rolls < 1500 {
                    if pos.auto_exit_due(v) {
                        if pos
                            .play_auto_exit(v, crate::ai::choose_auto_exit(v, &pos))
                            .is_err()
                        {
                            break;
                        }
                        continue;
                    }
                    rolls += 1;
                    let roll = dice.roll();
                    check(v, &pos, roll);
                    let moves = pos.playable_moves(v, roll);
                    let token = (!moves.is_empty())
                        .then(|| moves.nth_token(rng.random_range(0..moves.len())));
                    if pos.play_roll(v, roll, token).is_err() {
                        break;
                    }
                }
            }
        }
    }

    #[test]
    fn reach_is_the_face_by_face_count() {
        let mut n = 0;
        for_positions(|v, pos, _| {
            let r = Reach::of(v, pos);
            for &c in v.seats() {
                let (one, two, at_start) = plain::reach_of(v, pos, c);
                let ci = c.index();
                assert_eq!((r.one[ci], r.two[ci], r.at_start[ci]), (one, two, at_start));
                let mut cover = one.iter().chain(&two).fold(0, |m, p| m | p);
                if at_start != 0 {
                    cover |= v.start(c).bit();
                }
                assert_eq!(r.cover[ci], cover);
                n += 1;
            }
        });
        assert!(n > 20_000, "{n} colours checked");
    }

    #[test]
    fn hits_and_scores_are_the_plain_computations() {
        let sets = weight_sets();
        let mut n = 0;
        for_positions(|v, pos, _| {
            let reach = Reach::of(v, pos);
            let bits = |h: [[[f32; TOKENS]; 4]; 4]| h.map(|x| x.map(|y| y.map(f32::to_bits)));
            assert_eq!(
                bits(hit_table(v, pos, &reach)),
                bits(plain::hit_table(v, pos))
            );
            for w in &sets {
                let want = plain::scores(v, pos, w).map(f32::to_bits);
                assert_eq!(scores(v, pos, w).map(f32::to_bits), want, "{pos:?} {w:?}");
                assert_eq!(scores_reach(v, pos, w, &reach).map(f32::to_bits), want);
                n += 1;
            }
        });
        assert!(n > 20_000, "{n} scores checked");
    }

    /// Every child's evaluation built from its parent's parts ([`Children`], used by
    /// every greedy decision) has the very bits of the plain evaluation of the child.
    #[test]
    fn a_childs_evaluation_from_its_parents_is_its_own() {
        let sets = weight_sets();
        let mut n = 0;
        let mut captures = 0;
        for_positions(|v, pos, roll| {
            let moves = pos.playable_moves(v, roll);
            for w in &sets {
                let table = ValueTable::new(v, w);
                let children = Children::new(v, pos, &table);
                for m in moves.iter() {
                    let mut child = *pos;
                    let out = child.play_listed(v, roll, &moves, Some(m.token)).unwrap();
                    let want = plain::evaluate(v, &child, pos.to_move(), w);
                    assert_eq!(children.evaluate(&child).to_bits(), want.to_bits());
                    captures += usize::from(!out.captures.is_empty());
                    n += 1;
                }
            }
        });
        assert!(
            n > 20_000 && captures > 100,
            "{n} children, {captures} captures"
        );
    }

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
