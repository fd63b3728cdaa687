//! CPU players at six levels and move hints (`docs/ai.md`), and CPU-only games
//! ([`series`]: the one play-out loop and the seeded series of `ludo simulate`).
//!
//! Every level sees only what a player sees: the position, the roll just made and
//! the legal moves of that roll; never the future dice. All randomness (the `random`
//! level) comes from a caller-supplied generator, so a seeded ChaCha8 replays a game
//! exactly; the other levels are deterministic functions of their inputs (ties go
//! to the lowest token index). Rules are never re-implemented here: every move is
//! tried with the rules API ([`Position::play_roll`]).
//!
//! The decision is a plain function with a [`Budget`] (node limit, optional
//! deadline, optional cancel flag) so a shell can run it off the UI thread and
//! cancel it; a cancelled or exhausted search still returns a legal move.

pub mod chances;
mod draw;
pub mod eval;
pub mod hint;
pub mod learn;
pub mod master;
mod reach;
pub mod search;
pub mod series;

pub use chances::{ChanceOptions, Chances, move_chances, win_chances};
pub use eval::{Weights, evaluate};
pub use hint::{Hint, HintReason, hint, hint_gain};

use crate::rules::{Face, Move, MoveList, Position, TokenId, Variant};
use rand::{Rng, RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// A CPU strength level, weakest first.
///
/// JSON and command line (`clap::ValueEnum` with the feature `clap`): the snake_case
/// name (`"random"`, `"easy"`, ...).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "clap", derive(clap::ValueEnum))]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "CpuLevel"))]
pub enum Level {
    /// Uniformly random among the legal moves: the baseline.
    Random,
    /// Captures when it can, else leaves base when it can, else a random legal move.
    Easy,
    /// Fixed priorities: capture (the most advanced victim), finish, leave base, else
    /// the most advanced token (a "runner").
    Medium,
    /// One-ply greedy on the tuned evaluation ([`Weights::TUNED`]): progress, safety,
    /// capture threats against and by it, blocks.
    Hard,
    /// Expectimax over the dice (two roll steps deep, opponents modelled as `hard`
    /// with `hard`'s weights), leaves scored by the learned evaluation
    /// ([`learn::Model::builtin`]), within a node budget.
    Expert,
    /// The expert's search four roll steps deep instead of two, within 10 times the
    /// expert's node budget ([`master`]): up to about a second a move on a phone.
    Master,
}

impl Level {
    /// The level's name as a catalog message ("easy" in English), which each shell
    /// localizes ([`Level::name`] is the fixed English identifier); the
    /// table's seat names ([`crate::table::announce::level_name`]) and the records'
    /// refused profile names both read it.
    pub fn title(self) -> crate::i18n::Message {
        use crate::i18n::{Key, Message};
        Message::new(match self {
            Level::Random => Key::LevelRandom,
            Level::Easy => Key::LevelEasy,
            Level::Medium => Key::LevelMedium,
            Level::Hard => Key::LevelHard,
            Level::Expert => Key::LevelExpert,
            Level::Master => Key::LevelMaster,
        })
    }

    /// Every level, weakest first.
    pub const ALL: [Level; 6] = [
        Level::Random,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Master,
    ];

    /// The levels a setup screen offers to players, weakest first: every level.
    /// Master is offered since its four-step search measured stronger than `expert`:
    /// 0.288 (95% CI 0.268–0.310) against three experts over 1,800 games, where an
    /// expert in its seat won 0.252 on the same dice (docs/ai.md, "master"). A level
    /// that is not measurably stronger than the one below it must not be added here:
    /// it would mislead the people who pick it and make them wait.
    pub const OFFERED: [Level; 6] = Level::ALL;

    /// The snake_case name (`"random"` .. `"master"`).
    pub const fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Master => "master",
        }
    }

    /// Parses a name as written by [`Level::name`] (ASCII case-insensitive); `None` otherwise.
    pub fn parse(s: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s.trim()))
    }
}

impl std::fmt::Display for Level {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Default node limit of the expert search: enough for the full two-step search in
/// nearly every position (`docs/ai.md`, "Budget").
pub const DEFAULT_NODES: u64 = 40_000;

/// How much work a decision may do, and a way to stop it early.
///
/// A node is one position the search evaluates or expands. Only `expert` and
/// `master` search (`master` within [`master::MASTER_NODE_SCALE`] times `max_nodes`,
/// and it plays up to `max_rollouts` rollouts, none by default); the other
/// levels finish in a few microseconds and ignore the budget. With only
/// `max_nodes` and `max_rollouts` set the decision is deterministic; a `deadline`
/// or `cancel` that fires makes the search fall back to its last completed depth (or
/// the `hard` choice when none completed), which is always a legal move; `master`
/// then keeps its search's move (or decides on the rollouts done before the
/// deadline).
#[derive(Copy, Clone, Debug)]
pub struct Budget<'a> {
    /// Maximum nodes (positions) the search may visit.
    pub max_nodes: u64,
    /// Wall-clock time after which the search stops (checked every 256 nodes).
    pub deadline: Option<Instant>,
    /// Set to `true` from any thread to stop the search (checked every node).
    pub cancel: Option<&'a AtomicBool>,
    /// Maximum rollouts of a `master` decision (default [`master::MASTER_ROLLOUTS`]).
    pub max_rollouts: u32,
}

impl Default for Budget<'_> {
    fn default() -> Self {
        Budget {
            max_nodes: DEFAULT_NODES,
            deadline: None,
            cancel: None,
            max_rollouts: master::MASTER_ROLLOUTS,
        }
    }
}

impl<'a> Budget<'a> {
    /// A budget of `max_nodes` nodes and the default rollouts, no deadline, no
    /// cancel flag.
    pub fn nodes(max_nodes: u64) -> Budget<'static> {
        Budget {
            max_nodes,
            deadline: None,
            cancel: None,
            max_rollouts: master::MASTER_ROLLOUTS,
        }
    }

    /// This budget, also stopped when `flag` becomes `true`.
    pub fn with_cancel(self, flag: &'a AtomicBool) -> Budget<'a> {
        Budget {
            cancel: Some(flag),
            ..self
        }
    }

    /// This budget with at most `max_rollouts` rollouts for a `master` decision.
    pub fn with_rollouts(self, max_rollouts: u32) -> Budget<'a> {
        Budget {
            max_rollouts,
            ..self
        }
    }

    /// This budget, also stopped at `deadline`.
    pub fn with_deadline(self, deadline: Instant) -> Budget<'a> {
        Budget {
            deadline: Some(deadline),
            ..self
        }
    }

    /// Whether the cancel flag is set.
    #[inline]
    pub fn cancelled(&self) -> bool {
        self.cancel.is_some_and(|f| f.load(Ordering::Relaxed))
    }
}

/// A CPU decision: the token to move and how it was found.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Decision {
    /// The token to move (pass it to [`Position::play_roll`]).
    pub token: TokenId,
    /// The chosen move (one of the legal moves given).
    pub mv: Move,
    /// Nodes the search visited (0 for the levels that do not search).
    pub nodes: u64,
    /// Roll steps the search looked ahead with its last completed iteration
    /// (0 for the levels that do not search, or when it fell back to `hard`).
    pub depth: u8,
    /// Whether the search stopped early (budget, deadline or cancel flag).
    pub stopped: bool,
}

impl Decision {
    fn simple(mv: Move) -> Decision {
        Decision {
            token: mv.token,
            mv,
            nodes: 0,
            depth: 0,
            stopped: false,
        }
    }
}

/// Chooses a move for the colour to move in `pos`, which rolled `roll` and may play
/// `moves` (from [`Position::playable_moves`]). `None` exactly when `moves` is empty.
///
/// `rng` is used only by [`Level::Random`], [`Level::Easy`] and [`Level::Master`]
/// (its rollout dice; give it a seeded [`ChaCha8Rng`] to replay); `budget` only by
/// [`Level::Expert`] and [`Level::Master`]. Uses the level's default weights.
pub fn choose_move<R: Rng + ?Sized>(
    level: Level,
    v: &Variant,
    pos: &Position,
    roll: Face,
    moves: &MoveList,
    rng: &mut R,
    budget: &Budget,
) -> Option<Decision> {
    choose_move_weighted(level, None, v, pos, roll, moves, rng, budget)
}

/// [`choose_move`] with explicit evaluation weights for `hard` and `expert`
/// (`None`: the level's defaults); the tuning routine and `ludo simulate --weights` use it.
/// For `expert` they weigh its leaves; its opponent model keeps [`Weights::TUNED`].
#[allow(clippy::too_many_arguments)]
pub fn choose_move_weighted<R: Rng + ?Sized>(
    level: Level,
    weights: Option<&Weights>,
    v: &Variant,
    pos: &Position,
    roll: Face,
    moves: &MoveList,
    rng: &mut R,
    budget: &Budget,
) -> Option<Decision> {
    let first = moves.get(0)?;
    if moves.len() == 1 {
        return Some(Decision::simple(first));
    }
    let mv = match level {
        Level::Random => moves.get(rng.random_range(0..moves.len()))?,
        Level::Easy => easy(v, pos, moves, rng)?,
        Level::Medium => runner(v, pos, moves)?,
        Level::Hard => greedy(v, pos, roll, moves, weights.unwrap_or(&Weights::TUNED))?,
        Level::Expert => {
            // Explicit weights (`--weights`, tuning) score the leaves by hand;
            // otherwise the learned model does (docs/ai.md, "The learned evaluation").
            let leaf = match weights {
                Some(w) => search::Leaf::Hand(w),
                None => search::Leaf::expert(),
            };
            return search::expectimax(
                v,
                pos,
                roll,
                moves,
                leaf,
                &Weights::TUNED,
                search::EXPERT_DEPTH,
                budget,
            );
        }
        Level::Master => {
            return master::decide(v, pos, roll, moves, rng.next_u64(), budget);
        }
    };
    Some(Decision::simple(mv))
}

/// The token an automatic exit brings out (house rule "no token on board: take one
/// out without rolling"), for [`Position::play_auto_exit`]: every token in base is
/// equivalent, so every level takes the lowest index. `None` when no exit is due or
/// an opponent block stands on the start (then the turn passes with `None`).
pub fn choose_auto_exit(v: &Variant, pos: &Position) -> Option<TokenId> {
    if !pos.auto_exit_due(v) {
        return None;
    }
    pos.auto_exit_moves(v).get(0).map(|m| m.token)
}

/// `easy`: the first capturing move, else the first move out of base, else a
/// uniformly random legal move; `None` exactly when `moves` is empty (then nothing
/// is drawn from `rng`).
fn easy<R: Rng + ?Sized>(
    v: &Variant,
    pos: &Position,
    moves: &MoveList,
    rng: &mut R,
) -> Option<Move> {
    if let Some(m) = moves.iter().find(|&m| !pos.captures_of(v, m).is_empty()) {
        return Some(m);
    }
    if let Some(m) = moves.iter().find(|m| m.from == crate::rules::BASE) {
        return Some(m);
    }
    if moves.is_empty() {
        return None;
    }
    moves.get(rng.random_range(0..moves.len()))
}

/// `medium`: capture if it can (the most advanced victim), else finish a token, else
/// leave base, else move the most advanced token; `None` exactly when `moves` is
/// empty.
fn runner(v: &Variant, pos: &Position, moves: &MoveList) -> Option<Move> {
    let mut best: Option<(i32, Move)> = None;
    for m in moves.iter() {
        let caps = pos.captures_of(v, m);
        let score = if !caps.is_empty() {
            3000 + caps.iter().map(|c| c.from as i32).max().unwrap_or(0)
        } else if m.to == v.finish() {
            2000
        } else if m.from == crate::rules::BASE {
            1000
        } else {
            m.from as i32
        };
        if best.is_none_or(|(s, _)| score > s) {
            best = Some((score, m));
        }
    }
    best.map(|b| b.1)
}

/// One-ply greedy: plays every move and keeps the best evaluation for the mover,
/// counting an extra roll won by a capture or finish; `None` exactly when `moves`
/// is empty.
pub(crate) fn greedy(
    v: &Variant,
    pos: &Position,
    roll: Face,
    moves: &MoveList,
    w: &Weights,
) -> Option<Move> {
    greedy_checked(v, pos, roll, moves, &eval::ValueTable::new(v, w))
}

/// [`greedy`] with the weights' [`eval::ValueTable`] for `v` already built.
fn greedy_checked(
    v: &Variant,
    pos: &Position,
    roll: Face,
    moves: &MoveList,
    values: &eval::ValueTable,
) -> Option<Move> {
    // The children are played from `moves` without generating it again, so it
    // must be the real list; a caller's wrong list gets its first move, no search.
    if *moves != pos.playable_moves(v, roll) {
        return moves.get(0);
    }
    greedy_listed(v, pos, roll, moves, values)
}

/// [`greedy`] on a list that is `pos.playable_moves(v, roll)` (the rules' own,
/// passed on by [`Position::play_roll_with`]): not generated again to check it.
/// `None` exactly when `moves` is empty.
fn greedy_listed(
    v: &Variant,
    pos: &Position,
    roll: Face,
    moves: &MoveList,
    values: &eval::ValueTable,
) -> Option<Move> {
    debug_assert_eq!(*moves, pos.playable_moves(v, roll));
    let mut best: Option<(f32, Move)> = None;
    // The parent's reach (without the mover) and per-colour parts once; each child
    // computes again only the colours it changed.
    let children = eval::Children::new(v, pos, values);
    let extra = values.weights().extra_roll;
    for m in moves.iter() {
        let mut child = *pos;
        let Ok(out) = child.play_listed(v, roll, moves, Some(m.token)) else {
            continue;
        };
        let mut score = children.evaluate(&child);
        if out.extra_roll && roll != Face::Six {
            score += extra;
        }
        if best.is_none_or(|(s, _)| score > s) {
            best = Some((score, m));
        }
    }
    // Every move of the rules' own list plays; were one refused, the first is as
    // good a choice as any.
    best.map(|b| b.1).or_else(|| moves.get(0))
}

/// A CPU seat: a level, its weights and its own seeded generator, so a whole game
/// replays from the seeds.
#[derive(Clone, Debug)]
pub struct Player {
    /// The level.
    pub level: Level,
    /// Evaluation weights (`None`: the level's defaults).
    pub weights: Option<Weights>,
    rng: ChaCha8Rng,
    /// `hard`'s token values for the board and weights of its last decision (built
    /// again when either changes): a player decides many moves on one board.
    values: Option<eval::ValueTable>,
}

impl Player {
    /// A player of `level` with default weights and a ChaCha8 generator seeded with `seed`.
    pub fn new(level: Level, seed: u64) -> Player {
        Player {
            level,
            weights: None,
            rng: ChaCha8Rng::seed_from_u64(seed),
            values: None,
        }
    }

    /// This player with explicit evaluation weights.
    pub fn with_weights(mut self, w: Weights) -> Player {
        self.weights = Some(w);
        self
    }

    /// Restarts the generator from `seed` (a new game).
    pub fn reseed(&mut self, seed: u64) {
        self.rng = ChaCha8Rng::seed_from_u64(seed);
    }

    /// Decides a move (see [`choose_move`]); `None` when `moves` is empty.
    #[inline]
    pub fn decide(
        &mut self,
        v: &Variant,
        pos: &Position,
        roll: Face,
        moves: &MoveList,
        budget: &Budget,
    ) -> Option<Decision> {
        if self.level == Level::Hard && moves.len() > 1 {
            // As `choose_move_weighted` decides for `hard`, with the kept values.
            return greedy_checked(v, pos, roll, moves, self.values_for(v)).map(Decision::simple);
        }
        choose_move_weighted(
            self.level,
            self.weights.as_ref(),
            v,
            pos,
            roll,
            moves,
            &mut self.rng,
            budget,
        )
    }

    /// Decides only the token (the simulation hot path); `None` exactly when `moves`
    /// is empty, as [`Player::decide`]. Its answer is the `token` that
    /// [`Position::play_roll_with`] asks its chooser for, which it asks only when
    /// there is a move.
    ///
    /// The random level's choice is inlined into the caller's loop (a few
    /// instructions: one generator word, a multiply, a table load); every other
    /// level goes through the out-of-line [`Player::decide`] call, so inlining this
    /// does not copy the searches into the loop (`docs/ai.md`, "Speed").
    #[inline]
    pub fn decide_token(
        &mut self,
        v: &Variant,
        pos: &Position,
        roll: Face,
        moves: &MoveList,
        budget: &Budget,
    ) -> Option<TokenId> {
        if self.level == Level::Random {
            // The same words and index as `choose_move`'s `random_range(0..n)`
            // (`draw::below`), so seeded games are unchanged; no draw for n <= 1.
            // `i < n`, so `nth_token` names a move of the list.
            let n = moves.len() as u32;
            let i = match n {
                0 => return None,
                1 => 0,
                _ => draw::below(&mut self.rng, n),
            };
            return Some(moves.nth_token(i as usize));
        }
        self.decide_token_slow(v, pos, roll, moves, budget)
    }

    /// [`Player::decide_token`] for a list that is `pos.playable_moves(v, roll)`,
    /// the rules' own as [`Position::play_roll_with`] passes it (the rollouts of
    /// [`chances`], `ludo simulate`): `hard` does not generate it again to check it.
    /// The same decisions; `None` exactly when `moves` is empty.
    #[inline]
    pub(crate) fn decide_token_listed(
        &mut self,
        v: &Variant,
        pos: &Position,
        roll: Face,
        moves: &MoveList,
        budget: &Budget,
    ) -> Option<TokenId> {
        if self.level == Level::Hard
            && moves.len() > 1
            && let Some(token) = self.hard_listed(v, pos, roll, moves)
        {
            return Some(token);
        }
        self.decide_token(v, pos, roll, moves, budget)
    }

    /// `hard`'s token for the rules' own list (see [`Player::decide_token_listed`]);
    /// `None` exactly when `moves` is empty.
    #[inline(never)]
    fn hard_listed(
        &mut self,
        v: &Variant,
        pos: &Position,
        roll: Face,
        moves: &MoveList,
    ) -> Option<TokenId> {
        greedy_listed(v, pos, roll, moves, self.values_for(v)).map(|m| m.token)
    }

    /// The [`eval::ValueTable`] of this player's weights on `v`'s board, built only
    /// when the board or the weights differ from the last decision's.
    fn values_for(&mut self, v: &Variant) -> &eval::ValueTable {
        let w = self.weights.unwrap_or(Weights::TUNED);
        if self.values.as_ref().is_some_and(|t| !t.fits(v, &w)) {
            self.values = None;
        }
        self.values
            .get_or_insert_with(|| eval::ValueTable::new(v, &w))
    }

    /// [`Player::decide_token`] for the levels that think: kept out of line.
    #[inline(never)]
    fn decide_token_slow(
        &mut self,
        v: &Variant,
        pos: &Position,
        roll: Face,
        moves: &MoveList,
        budget: &Budget,
    ) -> Option<TokenId> {
        self.decide(v, pos, roll, moves, budget).map(|d| d.token)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::color::Color;
    use crate::dice::Dice;
    use crate::rules::{Preset, Rules};

    /// Calls `check(position, roll, moves)` at every roll of a seeded game on `v`
    /// (the moves played are `hard`'s).
    fn positions(v: &Variant, seed: u64, mut check: impl FnMut(&Position, Face, &MoveList)) {
        let mut pos = Position::new(v, v.seats()[0]);
        let mut dice = Dice::seeded(seed);
        let mut rolls = 0;
        while !pos.is_over(v) && rolls < 600 {
            if pos.auto_exit_due(v) {
                pos.play_auto_exit(v, choose_auto_exit(v, &pos)).unwrap();
                continue;
            }
            rolls += 1;
            let roll = dice.roll();
            let moves = pos.playable_moves(v, roll);
            check(&pos, roll, &moves);
            let token = greedy(v, &pos, roll, &moves, &Weights::TUNED).map(|m| m.token);
            pos.play_roll(v, roll, token).unwrap();
        }
    }

    /// One `hard` player decides on two boards in turn, and with other weights: its
    /// kept token values ([`eval::ValueTable`]) are built again for each, so every
    /// decision, checked ([`Player::decide`]) or on the rules' own list
    /// ([`Player::decide_token_listed`]), is [`choose_move_weighted`]'s.
    #[test]
    fn a_hard_players_kept_values_follow_the_board_and_weights() {
        let four = Variant::new(Rules::default(), &Color::ALL).unwrap();
        let two = Variant::new(Preset::Quick.rules(), &[Color::Yellow, Color::Red]).unwrap();
        assert_ne!(four.finish(), two.finish());
        let odd = Weights {
            convex: 3.0,
            out: 2.0,
            ..Weights::HAND
        };
        let mut player = Player::new(Level::Hard, 1);
        let mut rng = ChaCha8Rng::seed_from_u64(0);
        let budget = Budget::default();
        let mut n = 0;
        // Boards four, two, four, four, two; the weights change between the two
        // games on four players' board.
        for round in 0..5u64 {
            let v = if round == 1 || round == 4 {
                &two
            } else {
                &four
            };
            if round == 3 {
                player.weights = Some(odd);
            }
            let w = player.weights;
            positions(v, round, |pos, roll, moves| {
                let want = choose_move_weighted(
                    Level::Hard,
                    w.as_ref(),
                    v,
                    pos,
                    roll,
                    moves,
                    &mut rng,
                    &budget,
                );
                let got = player.decide(v, pos, roll, moves, &budget);
                assert_eq!(got.map(|d| d.token), want.map(|d| d.token));
                if let Some(d) = want {
                    let listed = player.decide_token_listed(v, pos, roll, moves, &budget);
                    assert_eq!(listed, Some(d.token));
                    n += usize::from(moves.len() > 1);
                }
            });
        }
        assert!(n > 500, "{n} choices checked");
    }

    /// A roll without a legal move has nothing to choose: every chooser says so
    /// (`None`), at every level, through the searches and for a player's token
    /// alone (`Player::decide_token`, the play-out's), and none makes a move up
    /// (they returned token 0 "from 0 to 0", a move no list holds).
    #[test]
    fn no_chooser_makes_up_a_move_when_there_is_none() {
        let v = Variant::new(Rules::default(), &Color::ALL).unwrap();
        let pos = Position::new(&v, Color::Yellow);
        // Every token in base, and a three does not bring one out.
        let roll = Face::Three;
        let none = pos.playable_moves(&v, roll);
        assert!(none.is_empty());
        let budget = Budget::default();
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let values = eval::ValueTable::new(&v, &Weights::TUNED);
        assert_eq!(easy(&v, &pos, &none, &mut rng), None);
        assert_eq!(runner(&v, &pos, &none), None);
        assert_eq!(greedy(&v, &pos, roll, &none, &Weights::TUNED), None);
        assert_eq!(greedy_listed(&v, &pos, roll, &none, &values), None);
        // An empty list that is not the position's own (a six brings a token out).
        assert_eq!(greedy(&v, &pos, Face::Six, &none, &Weights::TUNED), None);
        for leaf in [search::Leaf::expert(), search::Leaf::Hand(&Weights::TUNED)] {
            for search in [search::expectimax, search::expectimax_transposed] {
                let d = search(&v, &pos, roll, &none, leaf, &Weights::TUNED, 2, &budget);
                assert_eq!(d, None);
            }
        }
        let rollouts = budget.with_rollouts(64);
        assert_eq!(master::decide(&v, &pos, roll, &none, 7, &rollouts), None);
        for level in Level::ALL {
            let d = choose_move(level, &v, &pos, roll, &none, &mut rng, &budget);
            assert_eq!(d, None, "{level}");
            let d = Player::new(level, 1).decide(&v, &pos, roll, &none, &budget);
            assert_eq!(d, None, "{level}");
            let mut player = Player::new(level, 1);
            let t = player.decide_token(&v, &pos, roll, &none, &budget);
            assert_eq!(t, None, "{level}");
            let t = player.decide_token_listed(&v, &pos, roll, &none, &budget);
            assert_eq!(t, None, "{level}");
            // Its own generator drew nothing either.
            assert_eq!(
                player.rng.next_u64(),
                ChaCha8Rng::seed_from_u64(1).next_u64()
            );
        }
        // Nothing was drawn for a choice that was not there.
        assert_eq!(rng.next_u64(), ChaCha8Rng::seed_from_u64(1).next_u64());
    }

    /// A list that is not the position's own still gets its first move from a
    /// `hard` player (the check that `decide` keeps for lists from outside).
    #[test]
    fn a_hard_player_given_a_wrong_list_plays_its_first_move() {
        let v = Variant::new(Rules::default(), &Color::ALL).unwrap();
        let mut player = Player::new(Level::Hard, 1);
        let mut checked = 0;
        positions(&v, 3, |pos, roll, moves| {
            let other = if roll == Face::Six {
                Face::Five
            } else {
                Face::Six
            };
            let wrong = pos.playable_moves(&v, other);
            if wrong.len() > 1 && wrong != *moves {
                let d = player.decide(&v, pos, roll, &wrong, &Budget::default());
                assert_eq!(d.map(|d| d.mv), wrong.get(0));
                checked += 1;
            }
        });
        assert!(checked > 20, "{checked} wrong lists");
    }
}
