//! Property tests over random games (`docs/rules.md`).
//!
//! Every step of every game is checked against the invariants of the rules:
//! tokens conserved; never two colours on a non-safe track square; no opponent
//! passes or lands on a block (and nothing is passed under "no overtaking"); progress
//! only grows except by capture (back to -1); a refused action changes nothing; the
//! position stays valid input; every game ends within a bound; placements are
//! consistent.
//!
//! `every_house_rule_combination_plays_valid_games` plays one game for EVERY
//! combination of the house rules that affect play (board × exit-number samples ×
//! no token on board × three sixes × capture roll × finish roll × exact finish ×
//! rank everyone × safe squares × blocks; 6,912), with 2, 3 and 4 players in turn:
//! a random quarter per run by default, `LUDO_RULE_COMBOS=all` for the full sweep
//! (see [`sweep`]). The proptest cases add random seatings, seeds and choices on top
//! (PROPTEST_CASES, default 64), and check save → load → identical continuation.

use ludo_core::Color;
use ludo_core::rules::{
    BASE, Blocks, BoardChoice, ExitNumbers, Face, Move, NoTokenOnBoard, Position, Rules,
    SafeSquares, StepOutcome, TokenId, TrackSquare, Variant,
};
use proptest::prelude::*;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

const EXIT_SAMPLES: [&[u8]; 4] = [&[6], &[1, 6], &[5], &[1, 2, 3, 4, 5, 6]];
const BOARDS: [BoardChoice; 2] = [BoardChoice::Cross, BoardChoice::ByPlayerCount];
const NO_TOKEN: [NoTokenOnBoard; 3] = [
    NoTokenOnBoard::RollNormally,
    NoTokenOnBoard::AutoExit,
    NoTokenOnBoard::ThreeTries,
];
const SAFE: [SafeSquares; 3] = [
    SafeSquares::StartsAndStars,
    SafeSquares::StartsOnly,
    SafeSquares::None,
];
const BLOCKS: [Blocks; 3] = [Blocks::TwoTogether, Blocks::None, Blocks::NoOvertaking];

/// The faces with these pip counts.
fn faces(pips: &[u8]) -> Vec<Face> {
    pips.iter().map(|&n| Face::try_from(n).unwrap()).collect()
}

/// A uniformly random face (the same draw from `rng` as `random_range(1..=6u8)`).
fn random_face(rng: &mut ChaCha8Rng) -> Face {
    Face::try_from(rng.random_range(1..=6u8)).unwrap()
}

/// Number of rule combinations that affect play.
const COMBOS: usize = 2 * 4 * 3 * 2 * 2 * 2 * 2 * 2 * 3 * 3;

/// The `i`-th combination (mixed radix over every option).
fn rules_of(mut i: usize) -> Rules {
    let mut pick = |n: usize| {
        let r = i % n;
        i /= n;
        r
    };
    Rules {
        board: BOARDS[pick(2)],
        exit_numbers: ExitNumbers::new(&faces(EXIT_SAMPLES[pick(4)])).unwrap(),
        no_token_on_board: NO_TOKEN[pick(3)],
        three_sixes_end_turn: pick(2) == 1,
        extra_roll_on_capture: pick(2) == 1,
        extra_roll_on_finish: pick(2) == 1,
        exact_finish: pick(2) == 1,
        rank_everyone: pick(2) == 1,
        safe_squares: SAFE[pick(3)],
        blocks: BLOCKS[pick(3)],
        ..Rules::default()
    }
}

/// Every clockwise seating of `n` players (each subset, from each of its seats).
fn seatings(n: usize) -> Vec<Vec<Color>> {
    let mut out = vec![];
    for mask in 0u8..16 {
        if mask.count_ones() as usize != n {
            continue;
        }
        let seated: Vec<Color> = Color::ALL
            .into_iter()
            .filter(|c| mask & (1 << c.index()) != 0)
            .collect();
        for r in 0..n {
            out.push((0..n).map(|i| seated[(r + i) % n]).collect());
        }
    }
    out
}

/// Upper bound on the steps of one game; far above what random games need.
const MAX_STEPS: usize = 40_000;

/// Tokens per colour index on each absolute track square.
type Occupancy = [[u8; 4]; 64];

fn occupancy(v: &Variant, pos: &Position) -> Occupancy {
    let mut occ = [[0u8; 4]; 64];
    for &c in v.seats() {
        for &p in &pos.tokens_of(c) {
            if let Some(sq) = v.abs_square(c, p) {
                occ[sq.index()][c.index()] += 1;
            }
        }
    }
    occ
}

/// Whether square `sq` blocks `mover` under "two together": 2+ tokens of one other
/// colour alone there.
fn is_block_against(occ: &Occupancy, sq: TrackSquare, mover: Color) -> bool {
    let here = &occ[sq.index()];
    let colours = here.iter().filter(|&&n| n > 0).count();
    colours == 1 && here[mover.index()] == 0 && here.iter().any(|&n| n >= 2)
}

/// Track squares a move steps onto (passes or lands on), in order.
fn stepped(v: &Variant, c: Color, mv: Move) -> Vec<TrackSquare> {
    if mv.from == BASE {
        return vec![v.start(c)];
    }
    ((mv.from + 1)..=mv.to.min(v.last_track()))
        .filter_map(|p| v.abs_square(c, p))
        .collect()
}

/// The checks of one step from `before` to `after`.
fn check_step(
    v: &Variant,
    before: &Position,
    after: &Position,
    out: &StepOutcome,
    full: bool,
) -> Result<(), String> {
    let finish = v.finish();
    let mover = before.to_move();
    // Tokens conserved: every seated colour has 4 tokens with a valid progress, and
    // no finished token is lost.
    for &c in v.seats() {
        for &p in &after.tokens_of(c) {
            if !(BASE..=finish).contains(&p) {
                return Err(format!("{c} token at impossible progress {p}"));
            }
        }
        let fin = |pos: &Position| pos.tokens_of(c).iter().filter(|&&p| p == finish).count();
        if fin(after) < fin(before) {
            return Err(format!("{c} lost a finished token"));
        }
    }
    // Never two colours on a non-safe track square.
    let occ_after = occupancy(v, after);
    for sq in v.board().squares() {
        let here = occ_after[sq.index()].iter().filter(|&&n| n > 0).count();
        if here > 1 && !v.is_safe(sq) {
            return Err(format!("{here} colours share non-safe square {sq}"));
        }
    }
    // Progress only grows, except by capture back to base.
    let captured: Vec<(Color, TokenId)> = out.captures.iter().map(|c| (c.color, c.token)).collect();
    for &c in v.seats() {
        for t in TokenId::ALL {
            let (p0, p1) = (before.token(c, t), after.token(c, t));
            let moved = out.moved.is_some_and(|m| c == mover && m.token == t);
            if moved {
                let m = out.moved.unwrap();
                if (m.from, m.to) != (p0, p1) || p1 <= p0 {
                    return Err(format!("{c} token {t} moved {p0} → {p1}, reported {m:?}"));
                }
                match out.roll {
                    Some(r) if p0 != BASE => {
                        let r = r.get() as i8;
                        let want = (p0 + r).min(finish);
                        if p1 != want || (v.rules().exact_finish && p0 + r > finish) {
                            return Err(format!("{c} token {t}: {p0} + {r} gave {p1}"));
                        }
                    }
                    Some(r) if !v.rules().exit_numbers.contains(r) => {
                        return Err(format!("{c} token {t} left base on a {r}"));
                    }
                    _ if p0 == BASE && p1 != 0 => {
                        return Err(format!("{c} token {t} left base to {p1}, not the start"));
                    }
                    _ => {}
                }
            } else if captured.contains(&(c, t)) {
                if p1 != BASE
                    || c == mover
                    || p0 <= 0 && v.rules().safe_squares != SafeSquares::None
                {
                    return Err(format!("{c} token {t} captured from {p0} to {p1}"));
                }
                let sq = v.abs_square(c, p0);
                if sq.is_none() || sq.is_some_and(|s| v.is_safe(s)) {
                    return Err(format!(
                        "{c} token {t} captured on a safe square or off the track"
                    ));
                }
            } else if p0 != p1 {
                return Err(format!("{c} token {t} changed {p0} → {p1} without moving"));
            }
        }
    }
    // Blocks: no opponent passes or lands on one; no overtaking: nothing is passed.
    if let Some(m) = out.moved.filter(|_| v.rules().blocks != Blocks::None) {
        let path = stepped(v, mover, m);
        let occ = occupancy(v, before);
        match v.rules().blocks {
            Blocks::TwoTogether => {
                if let Some(s) = path.iter().find(|&&s| is_block_against(&occ, s, mover)) {
                    return Err(format!("{mover} {m:?} crossed a block on square {s}"));
                }
            }
            Blocks::NoOvertaking if m.from != BASE => {
                let passed = &path[..path.len() - usize::from(m.to <= v.last_track())];
                if let Some(s) = passed
                    .iter()
                    .find(|&&s| occ[s.index()].iter().any(|&n| n > 0))
                {
                    return Err(format!("{mover} {m:?} overtook a token on square {s}"));
                }
                let home_passed = before.tokens_of(mover).iter().enumerate().any(|(t, &q)| {
                    t != m.token.index()
                        && q > v.last_track()
                        && q < finish
                        && q > m.from
                        && q < m.to
                });
                if home_passed {
                    return Err(format!(
                        "{mover} {m:?} overtook an own token in the home column"
                    ));
                }
            }
            _ => {}
        }
    }
    // The position is still valid input (checked every few steps: it is the slow part).
    if !full && !after.is_over(v) {
        return Ok(());
    }
    let again = Position::from_setup(v, &after.to_setup(v))
        .map_err(|e| format!("position after the step is not valid input: {e}"))?;
    if again != *after {
        return Err("position does not survive a rebuild from its parts".into());
    }
    Ok(())
}

/// Placements once the game is over.
fn check_end(v: &Variant, pos: &Position) -> Result<(), String> {
    let places = pos.placements(v).ok_or("game over without placements")?;
    let mut all: Vec<Color> = places.iter().flatten().copied().collect();
    all.sort();
    let mut seats = v.seats().to_vec();
    seats.sort();
    if all != seats {
        return Err(format!("placements {places:?} do not list every seat once"));
    }
    if places[0].len() != 1 || !pos.all_finished(v, places[0][0]) {
        return Err(format!(
            "the winner of {places:?} has not finished every token"
        ));
    }
    let finished = v
        .seats()
        .iter()
        .filter(|&&c| pos.all_finished(v, c))
        .count();
    if v.rules().rank_everyone {
        if finished + 1 != v.seats().len() || places.len() != v.seats().len() {
            return Err(format!(
                "rank everyone ended with {finished} finished: {places:?}"
            ));
        }
    } else if finished != 1 {
        return Err(format!("game ended with {finished} players finished"));
    }
    Ok(())
}

/// Plays one random game; returns the number of steps.
fn play_game(v: &Variant, first: Color, seed: u64) -> Result<usize, String> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut pos = Position::new(v, first);
    for step in 0..MAX_STEPS {
        if pos.is_over(v) {
            check_end(v, &pos)?;
            return Ok(step);
        }
        let before = pos;
        let out = if pos.auto_exit_due(v) {
            let moves = pos.auto_exit_moves(v);
            if rng.random_range(0..8u8) == 0 {
                // A die roll is refused while the automatic exit is due.
                let r = random_face(&mut rng);
                if pos.play_roll(v, r, None).is_ok() || pos != before {
                    return Err("a roll was accepted while the auto exit was due".into());
                }
            }
            let token = (!moves.is_empty())
                .then(|| moves.get(rng.random_range(0..moves.len())).unwrap().token);
            pos.play_auto_exit(v, token)
                .map_err(|e| format!("auto exit: {e}"))?
        } else {
            let roll = random_face(&mut rng);
            let moves = pos.playable_moves(v, roll);
            // A token that cannot move is refused and changes nothing.
            let bad = (step % 16 == 1)
                .then(|| {
                    TokenId::ALL
                        .into_iter()
                        .find(|&t| moves.for_token(t).is_none())
                })
                .flatten();
            if let Some(t) = bad
                && !moves.is_empty()
                && (pos.play_roll(v, roll, Some(t)).is_ok() || pos != before)
            {
                return Err(format!("token {t} without a legal move was accepted"));
            }
            let token = (!moves.is_empty())
                .then(|| moves.get(rng.random_range(0..moves.len())).unwrap().token);
            pos.play_roll(v, roll, token)
                .map_err(|e| format!("roll {roll}: {e}"))?
        };
        check_step(v, &before, &pos, &out, step % 16 == 0)
            .map_err(|e| format!("step {step} from {before:?}: {e}"))?;
    }
    Err(format!("game did not end within {MAX_STEPS} steps"))
}

/// Which combinations the sweep plays: a random quarter of them by default
/// (about 10 s in a debug build; four runs cover all), `LUDO_RULE_COMBOS=all` every
/// one (about 40 s debug, 3 s release), `LUDO_RULE_COMBOS=n` the first n;
/// `LUDO_RULE_COMBOS_OFFSET=k` fixes the offset to repeat a run.
fn sweep() -> Vec<usize> {
    let var = std::env::var("LUDO_RULE_COMBOS").unwrap_or_default();
    if var == "all" {
        return (0..COMBOS).collect();
    }
    if let Ok(n) = var.parse::<usize>() {
        return (0..COMBOS.min(n)).collect();
    }
    let offset = std::env::var("LUDO_RULE_COMBOS_OFFSET")
        .ok()
        .and_then(|s| s.parse::<usize>().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.subsec_nanos() as usize)
                .unwrap_or(0)
        })
        % 4;
    println!(
        "rule combination sweep: a quarter, part {offset} (LUDO_RULE_COMBOS_OFFSET={offset} repeats it)"
    );
    // A well-mixed quarter (a plain stride would fix the board and player count).
    (0..COMBOS)
        .filter(|i| (i.wrapping_mul(2_654_435_761) >> 7) % 4 == offset)
        .collect()
}

#[test]
fn every_house_rule_combination_plays_valid_games() {
    let combos = sweep();
    let seat_lists: Vec<Vec<Vec<Color>>> = (2..=4).map(seatings).collect();
    let (mut longest, mut steps_total) = (0, 0);
    let started = std::time::Instant::now();
    for &i in &combos {
        let rules = rules_of(i);
        // Player counts 2, 3, 4 in turn; the combination index runs fastest over the
        // board, so each board meets each player count.
        let seatings = &seat_lists[(i / 2) % 3];
        let players = &seatings[(i * 7) % seatings.len()];
        let v = Variant::new(rules, players).unwrap();
        let seed = i as u64;
        let steps = play_game(&v, players[i % players.len()], seed)
            .unwrap_or_else(|e| panic!("{rules:?} {players:?} seed {seed}: {e}"));
        longest = longest.max(steps);
        steps_total += steps;
    }
    println!(
        "{} of {COMBOS} rule combinations, {steps_total} steps, longest game {longest} steps, {:?}",
        combos.len(),
        started.elapsed()
    );
}

fn arb_rules() -> impl Strategy<Value = Rules> {
    (0..COMBOS).prop_map(rules_of)
}

fn arb_seating() -> impl Strategy<Value = Vec<Color>> {
    (2usize..=4).prop_flat_map(|n| proptest::sample::select(seatings(n)))
}

proptest! {
    #[test]
    fn random_games_keep_every_invariant(
        rules in arb_rules(),
        players in arb_seating(),
        first in 0usize..4,
        seed in any::<u64>(),
    ) {
        let v = Variant::new(rules, &players).unwrap();
        let first = players[first % players.len()];
        if let Err(e) = play_game(&v, first, seed) {
            return Err(TestCaseError::fail(format!("{rules:?} {players:?}: {e}")));
        }
    }

    #[test]
    fn saved_games_load_and_continue_identically(
        rules in arb_rules(),
        n in 2usize..=4,
        seed in any::<u64>(),
        cut in 0usize..400,
    ) {
        use ludo_core::game::{Game, GameSetup, Phase, SeatKind, SeatSetup};
        use ludo_core::save;
        let colors = &seatings(n)[0];
        let setup = GameSetup {
            rules,
            seats: colors.iter().map(|&color| SeatSetup { color, kind: SeatKind::Human }).collect(),
            seed: Some(seed),
            dice_script: vec![],
            first_player: None,
        };
        let mut g = Game::new(&setup).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 1);
        let act = |g: &mut Game, rng: &mut ChaCha8Rng| match g.pending() {
            None => { g.roll().unwrap(); }
            Some((_, m)) => {
                let t = m.get(rng.random_range(0..m.len())).unwrap().token;
                g.move_token(t).unwrap();
            }
        };
        for _ in 0..cut {
            if g.phase() == Phase::GameOver { break; }
            act(&mut g, &mut rng);
        }
        let text = save::save(&g).unwrap();
        let mut h = save::load(&text).map_err(|e| TestCaseError::fail(format!("{e}")))?;
        prop_assert_eq!(save::save(&h).unwrap(), text);
        let mut rng2 = rng.clone();
        for _ in 0..200 {
            if g.phase() == Phase::GameOver { break; }
            act(&mut g, &mut rng);
            act(&mut h, &mut rng2);
            prop_assert_eq!(g.position(), h.position());
            prop_assert_eq!(g.last_roll(), h.last_roll());
        }
    }
}
