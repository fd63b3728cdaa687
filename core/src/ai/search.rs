//! The `expert` search: expectimax over the dice with iterative deepening.
//!
//! A chance node averages the six faces of the next roll of whoever is to move.
//! When that is the searching colour it takes the best of its moves; an opponent is
//! modelled as `hard` (it plays its own one-ply best by the same evaluation), which
//! keeps the tree narrow (max-n with a greedy opponent model). Auto exits,
//! forfeited third sixes, failed tries and passes are played through the rules API,
//! so every house rule is searched exactly. Depth counts roll steps after the root
//! move; leaves use a [`Leaf`] evaluation: the learned win share
//! ([`super::learn`], the expert's default) or the hand-made score ([`super::eval`]).
//! Both rank positions the same way for the searching colour (larger is better), so
//! the search treats them alike.
//!
//! [`expectimax_transposed`] (master's four steps) also keeps the value of every
//! chance node it has searched, by position and steps left, and takes it again when
//! the same position comes back with as many steps left (a pass on each of the five
//! faces that cannot leave base; the same moves in another order): the values, and
//! so the moves, are those of [`expectimax`], with fewer nodes.

use super::eval::{self, Weights};
use super::learn::Model;
use super::{Budget, Decision};
use crate::color::Color;
use crate::rules::{Face, MoveList, Position, TokenId, Variant};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Roll steps the expert looks ahead after its own move.
pub const EXPERT_DEPTH: u8 = 2;

/// How the search scores its leaves for the searching colour.
#[derive(Copy, Clone, Debug)]
pub enum Leaf<'a> {
    /// The hand-made evaluation's relative score with these weights.
    Hand(&'a Weights),
    /// The learned model's win share (between 0 and 1).
    Learned(&'a Model),
}

impl Leaf<'static> {
    /// The expert's default leaves: the checked-in learned model, or the hand-made
    /// [`Weights::EXPERT`] should it ever fail to load.
    pub fn expert() -> Leaf<'static> {
        match Model::builtin() {
            Some(m) => Leaf::Learned(m),
            None => Leaf::Hand(&Weights::EXPERT),
        }
    }
}

struct Search<'a, 'b> {
    v: &'a Variant,
    /// The searching colour's evaluation (leaves).
    w: Leaf<'a>,
    /// The opponent model's evaluation: an opponent plays its one-ply best by these
    /// weights (`hard`'s own, [`Weights::TUNED`], so against `hard` the model is exact).
    opp: &'a Weights,
    /// Whether the leaves use other weights than `opp` (then a chosen reply is
    /// scored again for the leaf instead of reusing the opponent model's scores).
    split: bool,
    root: Color,
    budget: &'a Budget<'b>,
    nodes: u64,
    stopped: bool,
    /// The values of the chance nodes searched so far (with at least one step
    /// left), when transpositions are looked up.
    memo: Option<HashMap<Key, f32, BuildHasherDefault<FxHasher>>>,
    /// `opp`'s token values, for scoring a node's children from their parent's
    /// parts ([`eval::Children`]).
    table: &'a eval::ValueTable,
    /// Whether the learned leaves can take the hand-made scores of the opponent
    /// model's evaluation (they read `hard`'s, [`Weights::TUNED`]).
    shared: bool,
}

/// Most chance nodes a decision keeps (then it searches new ones without keeping
/// them): about 6 MB of table, more than the bench's widest four-step decision.
const MEMO_LIMIT: usize = 1 << 17;

/// A position with the steps left to search from it, packed: every field a
/// [`Position`] compares except those derived from the tokens, so two keys are
/// equal exactly when the positions and the steps are.
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
struct Key(u128, u64);

impl Key {
    fn new(pos: &Position, depth: u8) -> Key {
        let (mut tokens, mut rest) = (0u128, u64::from(depth));
        for c in Color::ALL {
            for p in pos.tokens_of(c) {
                tokens = tokens << 8 | u128::from(p as u8);
            }
            rest = rest << 8 | u64::from(pos.finish_rank(c));
        }
        rest = rest << 8 | u64::from(pos.sixes_in_row());
        rest = rest << 8 | u64::from(pos.failed_tries());
        Key(tokens, rest << 8 | pos.to_move().index() as u64)
    }
}

/// rustc's `FxHasher` step: a fast hasher for the table's keys (positions of one
/// decision, not chosen by an adversary; the default SipHash costs more than the
/// lookup saves at the deepest steps).
#[derive(Default, Clone, Copy)]
struct FxHasher(u64);

impl FxHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
}

impl Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.add(u64::from(*b));
        }
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }
    #[inline]
    fn write_u128(&mut self, i: u128) {
        self.add(i as u64);
        self.add((i >> 64) as u64);
    }
    #[inline]
    fn finish(&self) -> u64 {
        self.0
    }
}

impl<'a> Search<'a, '_> {
    /// Counts a node; `true` when the search must stop.
    #[inline]
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.stopped {
            return true;
        }
        if self.nodes > self.budget.max_nodes
            || self.budget.cancelled()
            || (self.nodes & 255 == 0
                && self
                    .budget
                    .deadline
                    .is_some_and(|d| std::time::Instant::now() >= d))
        {
            self.stopped = true;
        }
        self.stopped
    }

    #[inline]
    fn leaf(&mut self, pos: &Position) -> f32 {
        self.tick();
        self.score(pos)
    }

    /// The leaf value of `pos` for the root colour.
    #[inline]
    fn score(&mut self, pos: &Position) -> f32 {
        match self.w {
            Leaf::Hand(w) => eval::evaluate(self.v, pos, self.root, w),
            Leaf::Learned(m) => m.value(self.v, pos, self.root),
        }
    }

    /// Whether a leaf can be scored from the parts [`eval::Children::scores`] gives
    /// (the hand-made leaves with the opponent model's weights, or learned leaves
    /// reading them).
    #[inline]
    fn leaves_from_parts(&self) -> bool {
        !self.split || (self.shared && matches!(self.w, Leaf::Learned(_)))
    }

    /// [`Self::score`] of `pos` from its hand-made scores by the opponent model's
    /// weights and its reach (exactly the same value, less work).
    #[inline]
    fn score_from(&mut self, pos: &Position, s: &[f32; 4], reach: &super::reach::Reach) -> f32 {
        match self.w {
            Leaf::Hand(w) if !self.split => eval::relative(self.v, pos, s, self.root, w),
            Leaf::Learned(m) if self.shared => m.value_from(self.v, pos, self.root, reach, s),
            _ => self.score(pos),
        }
    }

    /// Expected value for the root colour of `pos`, someone being about to roll.
    fn chance(&mut self, pos: &Position, depth: u8) -> f32 {
        if depth == 0 || pos.is_over(self.v) {
            return self.leaf(pos);
        }
        let Some(memo) = &self.memo else {
            return self.chance_searched(pos, depth);
        };
        let key = Key::new(pos, depth);
        if let Some(&value) = memo.get(&key) {
            return value;
        }
        let value = self.chance_searched(pos, depth);
        // A stopped search's values are not the tree's (and are not used).
        if let Some(memo) = self.memo.as_mut().filter(|m| m.len() < MEMO_LIMIT)
            && !self.stopped
        {
            memo.insert(key, value);
        }
        value
    }

    /// [`Self::chance`] of a position not over with `depth` ≥ 1 steps, searched.
    fn chance_searched(&mut self, pos: &Position, depth: u8) -> f32 {
        let v = self.v;
        if self.tick() {
            return 0.0;
        }
        if pos.auto_exit_due(v) {
            let mut p = *pos;
            let token = super::choose_auto_exit(v, pos);
            if p.play_auto_exit(v, token).is_err() {
                return self.leaf(pos);
            }
            return self.chance(&p, depth - 1);
        }
        let mover = pos.to_move();
        let mut total = 0.0;
        // The children's scoring parts, built once for the six faces when needed.
        let mut kids: Option<eval::Children> = None;
        for roll in Face::ALL {
            let moves = pos.playable_moves(v, roll);
            let value = if moves.is_empty() {
                let mut p = *pos;
                if p.play_listed(v, roll, &moves, None).is_err() {
                    self.leaf(pos)
                } else {
                    self.chance(&p, depth - 1)
                }
            } else if mover == self.root {
                if depth == 1 && self.leaves_from_parts() {
                    self.best_own_last(pos, roll, &moves, &mut kids).0
                } else {
                    self.best_own(pos, roll, &moves, depth - 1).0
                }
            } else {
                self.opponent(pos, roll, &moves, depth - 1, &mut kids)
            };
            if self.stopped {
                return 0.0;
            }
            total += value;
        }
        total / 6.0
    }

    /// The root colour's best move with `roll` and its value (`rest` steps below).
    fn best_own(
        &mut self,
        pos: &Position,
        roll: Face,
        moves: &MoveList,
        rest: u8,
    ) -> (f32, TokenId) {
        let mut best = (f32::MIN, moves.get(0).map_or(TokenId::FIRST, |m| m.token));
        for m in moves.iter() {
            let mut child = *pos;
            if child
                .play_listed(self.v, roll, moves, Some(m.token))
                .is_err()
            {
                continue;
            }
            let val = self.chance(&child, rest);
            if self.stopped {
                return best;
            }
            if val > best.0 {
                best = (val, m.token);
            }
        }
        best
    }

    /// [`Self::best_own`] with no step left below (every child a leaf), scoring the
    /// children from their parent's parts: the same values and nodes.
    fn best_own_last<'p>(
        &mut self,
        pos: &'p Position,
        roll: Face,
        moves: &MoveList,
        kids: &mut Option<eval::Children<'p>>,
    ) -> (f32, TokenId)
    where
        'a: 'p,
    {
        let (v, table) = (self.v, self.table);
        let kids = kids.get_or_insert_with(|| eval::Children::new(v, pos, table));
        let mut best = (f32::MIN, moves.get(0).map_or(TokenId::FIRST, |m| m.token));
        for m in moves.iter() {
            let mut child = *pos;
            if child.play_listed(v, roll, moves, Some(m.token)).is_err() {
                continue;
            }
            // `chance(child, 0)`: a leaf.
            self.tick();
            let (s, reach) = kids.scores(&child);
            let val = self.score_from(&child, &s, &reach);
            if self.stopped {
                return best;
            }
            if val > best.0 {
                best = (val, m.token);
            }
        }
        best
    }

    /// An opponent's reply: its one-ply best by its own evaluation, then searched on.
    ///
    /// The children are scored from their parent's parts (`kids`, built on first
    /// use and kept for the node's other faces); a single legal move with steps left
    /// is played without scoring it, since it is the reply whatever its score (the
    /// same node count).
    fn opponent<'p>(
        &mut self,
        pos: &'p Position,
        roll: Face,
        moves: &MoveList,
        rest: u8,
        kids: &mut Option<eval::Children<'p>>,
    ) -> f32
    where
        'a: 'p,
    {
        let (v, table) = (self.v, self.table);
        if moves.len() == 1 && rest > 0 {
            let mut child = *pos;
            if let Some(m) = moves.get(0)
                && child.play_listed(v, roll, moves, Some(m.token)).is_ok()
                && !child.is_over(v)
            {
                self.tick();
                return self.chance(&child, rest);
            }
        }
        let kids = kids.get_or_insert_with(|| eval::Children::new(v, pos, table));
        let mover = pos.to_move();
        let mut best: Option<(f32, Position, [f32; 4], super::reach::Reach)> = None;
        for m in moves.iter() {
            let mut child = *pos;
            let Ok(out) = child.play_listed(v, roll, moves, Some(m.token)) else {
                continue;
            };
            self.tick();
            let (s, reach) = kids.scores(&child);
            let mut own = eval::relative(v, &child, &s, mover, self.opp);
            if out.extra_roll && roll != Face::Six {
                own += self.opp.extra_roll;
            }
            if best.as_ref().is_none_or(|b| own > b.0) {
                best = Some((own, child, s, reach));
            }
        }
        let Some((_, child, s, reach)) = best else {
            return self.leaf(pos);
        };
        if rest == 0 || child.is_over(v) {
            self.score_from(&child, &s, &reach)
        } else {
            self.chance(&child, rest)
        }
    }
}

/// Expectimax decision for the colour to move with `roll` among `moves`,
/// deepening one roll step at a time up to `max_depth` within `budget`. Leaves are
/// scored by `leaf`; opponents are modelled as playing their one-ply best by `opp`.
///
/// The result is the best move of the deepest completed iteration; when even depth 1
/// does not complete (budget tiny or cancelled at once) it is the `hard` choice.
/// `None` exactly when `moves` is empty: there is nothing to decide.
#[allow(clippy::too_many_arguments)]
pub fn expectimax(
    v: &Variant,
    pos: &Position,
    roll: Face,
    moves: &MoveList,
    leaf: Leaf,
    opp: &Weights,
    max_depth: u8,
    budget: &Budget,
) -> Option<Decision> {
    run(v, pos, roll, moves, leaf, opp, max_depth, budget, false)
}

/// [`expectimax`] looking up transpositions (see the module's doc): the same moves
/// and values, fewer nodes (master's four steps: 18% fewer in the bench's
/// positions, `docs/ai.md`, "master"), so a node limit stops it later. The expert
/// does not use it, so that its node-limited decisions stay as they were measured.
#[allow(clippy::too_many_arguments)]
pub fn expectimax_transposed(
    v: &Variant,
    pos: &Position,
    roll: Face,
    moves: &MoveList,
    leaf: Leaf,
    opp: &Weights,
    max_depth: u8,
    budget: &Budget,
) -> Option<Decision> {
    run(v, pos, roll, moves, leaf, opp, max_depth, budget, true)
}

/// [`expectimax`], with the transposition table when `memo`.
#[allow(clippy::too_many_arguments)]
fn run(
    v: &Variant,
    pos: &Position,
    roll: Face,
    moves: &MoveList,
    leaf: Leaf,
    opp: &Weights,
    max_depth: u8,
    budget: &Budget,
    memo: bool,
) -> Option<Decision> {
    let greedy_w = match leaf {
        Leaf::Hand(w) => w,
        Leaf::Learned(_) => opp,
    };
    let fallback = super::greedy(v, pos, roll, moves, greedy_w)?;
    let mut decision = Decision {
        token: fallback.token,
        mv: fallback,
        nodes: 0,
        depth: 0,
        stopped: false,
    };
    // The root children are played from `moves` (see `greedy`): a wrong list gets
    // the fallback, which is then its first move.
    if *moves != pos.playable_moves(v, roll) {
        return Some(decision);
    }
    let table = eval::ValueTable::new(v, opp);
    let mut s = Search {
        v,
        w: leaf,
        opp,
        split: !matches!(leaf, Leaf::Hand(w) if w == opp),
        root: pos.to_move(),
        budget,
        nodes: 0,
        stopped: false,
        memo: memo.then(HashMap::default),
        table: &table,
        shared: *opp == Weights::TUNED,
    };
    for depth in 1..=max_depth.max(1) {
        let (_, token) = s.best_own(pos, roll, moves, depth);
        if s.stopped {
            decision.stopped = true;
            break;
        }
        if let Some(mv) = moves.for_token(token) {
            decision.token = token;
            decision.mv = mv;
            decision.depth = depth;
        }
    }
    decision.nodes = s.nodes;
    Some(decision)
}
