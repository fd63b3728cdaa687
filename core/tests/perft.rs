//! Perft for Ludo, after chess's move-path enumeration: from fixed positions, count
//! every sequence of plies to a fixed depth under several house-rule sets, and pin
//! the counts. A change to the move generator, the turn flow or the game's state
//! machine that changes what may be played shows up here as a changed number, even
//! where no hand-written rule case looks.
//!
//! A **ply** is one step of the player to act: each die face 1–6 times each legal
//! move for it (one branch, a pass, when no move is legal or the roll is a
//! forfeited third six). Where "no token on board: take one out" makes an automatic
//! exit due, the ply rolls no die: one branch per base token that may come out
//! (the position format's `{"roll": null, "token": t}`), or one pass. A game that is
//! over has no further plies, so it adds nothing at a greater depth (as a mate does
//! in chess). Besides the leaves, each count tallies what the plies on the way did
//! (moves, captures, ...), and a checksum over the leaf positions, independent of
//! the order of the walk, tells which positions were reached, not just how many.
//!
//! Two walks:
//! - [`rules_perft`]: over [`Position`] (the rules layer), from positions written in
//!   the position format (`docs/position-format.md`, [`PositionSetup`]);
//! - [`game_perft`]: over [`Game`] (the state machine the shells drive: the roll for
//!   the first player, pending moves, events), from the start of a game, each face
//!   forced with a dice script.
//!
//! When a rule is changed on purpose, the failing test prints the whole table with
//! the new numbers to paste here; check first that the change is the intended one.

use ludo_core::Color;
use ludo_core::game::{Action, Event, Game, GameSetup, PassReason, Phase, SeatKind, SeatSetup};
use ludo_core::notation::PositionSetup;
use ludo_core::rules::{Face, Position, Preset, Rules, StepOutcome, Variant};

/// What a walk saw: the leaves at the full depth and, over every ply on the way,
/// what the plies did.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
struct Counts {
    /// Move sequences of the full depth (chess perft's number).
    leaves: u64,
    /// Plies that moved a token.
    moves: u64,
    /// Tokens captured.
    captures: u64,
    /// Plies that moved nothing: a pass, a forfeited third six, a failed try.
    passes: u64,
    /// Plies after which the same player rolls again.
    extra_rolls: u64,
    /// Plies that ended the game.
    game_overs: u64,
    /// The sum of [`fnv`] hashes of the leaves (wrapping): which leaves, in any order.
    checksum: u64,
}

impl Counts {
    fn add_step(&mut self, out: &StepOutcome) {
        self.moves += u64::from(out.moved.is_some());
        self.captures += out.captures.len() as u64;
        self.passes += u64::from(out.moved.is_none());
        self.extra_rolls += u64::from(out.extra_roll);
        self.game_overs += u64::from(out.game_over);
    }

    fn add_leaf(&mut self, hash: u64) {
        self.leaves += 1;
        self.checksum = self.checksum.wrapping_add(hash);
    }

    /// The counts as the line of a Rust table (to paste after a wanted change).
    fn row(&self, name: &str) -> String {
        format!(
            "    (\"{name}\", Counts {{ leaves: {}, moves: {}, captures: {}, passes: {}, extra_rolls: {}, game_overs: {}, checksum: {:#018x} }}),",
            self.leaves,
            self.moves,
            self.captures,
            self.passes,
            self.extra_rolls,
            self.game_overs,
            self.checksum
        )
    }
}

/// FNV-1a over bytes: a hash that stays the same across Rust versions and
/// platforms (the standard library's may not), so the checksums can be pinned.
fn fnv(bytes: impl IntoIterator<Item = u8>) -> u64 {
    bytes.into_iter().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// The hash of a position: every seated colour's tokens, who moves, sixes in a
/// row and failed tries (what the position format writes).
fn position_hash(v: &Variant, pos: &Position) -> u64 {
    let mut bytes = vec![
        pos.to_move().index() as u8,
        pos.sixes_in_row(),
        pos.failed_tries(),
    ];
    for &c in v.seats() {
        bytes.push(c.index() as u8);
        bytes.extend(pos.tokens_of(c).iter().map(|&p| p as u8));
    }
    fnv(bytes)
}

// ----- the rules layer -----

/// Which automatic exits the rules walk tries.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Exits {
    /// Every base token that may come out (the position format may name any).
    Every,
    /// Only the lowest one: what a game's roll does ([`Action::Roll`] names no token).
    Lowest,
}

/// Perft over the rules: every face and every legal move (or automatic exit) of
/// the player to move, `depth` plies deep.
fn rules_perft(v: &Variant, pos: &Position, exits: Exits, depth: u32, counts: &mut Counts) {
    if depth == 0 {
        counts.add_leaf(position_hash(v, pos));
        return;
    }
    if pos.is_over(v) {
        return;
    }
    let mut child = |play: &dyn Fn(&mut Position) -> StepOutcome| {
        let mut next = *pos;
        let out = play(&mut next);
        counts.add_step(&out);
        rules_perft(v, &next, exits, depth - 1, counts);
    };
    if pos.auto_exit_due(v) {
        let tokens = pos.auto_exit_moves(v);
        if tokens.is_empty() || exits == Exits::Lowest {
            child(&|p| {
                p.play_auto_exit(v, None)
                    .expect("the lowest token, or a pass")
            });
        } else {
            for m in tokens.iter() {
                child(&|p| p.play_auto_exit(v, Some(m.token)).expect("listed exit"));
            }
        }
        return;
    }
    for roll in Face::ALL {
        let moves = pos.playable_moves(v, roll);
        if moves.is_empty() {
            child(&|p| p.play_roll(v, roll, None).expect("no move: a pass"));
        }
        for m in moves.iter() {
            child(&|p| p.play_roll(v, roll, Some(m.token)).expect("listed move"));
        }
    }
}

/// The house-rule sets the walks use, by name: the three presets and custom sets
/// that turn the rules the presets leave alone (captures, sixes, blocks, exits).
fn rules_named(name: &str) -> Rules {
    let json = match name {
        "standard" => return Preset::Standard.rules(),
        "quick" => return Preset::Quick.rules(),
        "tactical" => return Preset::Tactical.rules(),
        // Captures everywhere, without the extra roll, and stacks block nothing.
        "captures" => {
            r#"{"safe_squares": "none", "extra_roll_on_capture": false, "blocks": "none"}"#
        }
        // Sixes never forfeit, exits on 5 or 6, three tries with no token out, a
        // roll again on reaching the finish.
        "sixes" => {
            r#"{"three_sixes_end_turn": false, "exit_numbers": [5, 6],
                "no_token_on_board": "three_tries", "extra_roll_on_finish": true}"#
        }
        // No overtaking anyone, no safe square, a larger roll stops at the
        // finish, everyone ranked.
        "blocks" => {
            r#"{"blocks": "no_overtaking", "safe_squares": "none",
                "exact_finish": false, "rank_everyone": true}"#
        }
        // A token comes out without rolling when none is out; every face exits.
        "auto_exit" => {
            r#"{"no_token_on_board": "auto_exit", "exit_numbers": [1, 2, 3, 4, 5, 6],
                "blocks": "none"}"#
        }
        _ => panic!("no rule set named {name}"),
    };
    serde_json::from_str(json).expect("rule set JSON")
}

/// The positions of the rules walk, in the position format (rules are set per case).
fn position_named(name: &str) -> &'static str {
    match name {
        // Early: one token at the start, one that can capture with a 2; red's
        // last token in its home column needs an exact 5.
        "opening" => {
            r#"{"players": ["yellow", "red"],
                "tokens": {"yellow": [-1, -1, 0, 12], "red": [40, -1, -1, 51]},
                "to_move": "yellow"}"#
        }
        // Four players: a yellow block on square 6 with a blue token behind it,
        // red just past the block, tokens on stars and starts.
        "midgame" => {
            r#"{"players": ["yellow", "blue", "red", "green"],
                "tokens": {"yellow": [5, 5, 30, -1], "blue": [41, 20, -1, 56],
                           "red": [0, 33, -1, -1], "green": [10, 50, -1, -1]},
                "to_move": "blue"}"#
        }
        // The last tokens in the home columns: exact finishes and the game's end.
        "endgame" => {
            r#"{"players": ["blue", "green"],
                "tokens": {"blue": [56, 56, 56, 53], "green": [56, 54, 50, 30]},
                "to_move": "green"}"#
        }
        // Two sixes already rolled this turn: a third forfeits (or not).
        "sixes" => {
            r#"{"players": ["yellow", "blue", "red"],
                "tokens": {"yellow": [0, 20, -1, -1], "blue": [10, -1, -1, -1],
                           "red": [-1, -1, -1, -1]},
                "to_move": "yellow", "sixes_in_row": 2}"#
        }
        // Everything of the player to move in base (one finished): exits, tries,
        // automatic exits.
        "base" => {
            r#"{"players": ["yellow", "red"],
                "tokens": {"yellow": [-1, -1, -1, 56], "red": [-1, 12, -1, -1]},
                "to_move": "yellow"}"#
        }
        // The two-arm board (32 squares, finish at 36) of "by player count".
        "two_arm" => {
            r#"{"players": ["yellow", "red"],
                "tokens": {"yellow": [-1, 0, 14, 29], "red": [3, 16, -1, 33]},
                "to_move": "red"}"#
        }
        // The T board (42 squares, finish at 46): yellow all in base.
        "t_board" => {
            r#"{"players": ["yellow", "blue", "red"],
                "tokens": {"yellow": [-1, -1, -1, -1], "blue": [5, 40, -1, 44],
                           "red": [0, 12, -1, -1]},
                "to_move": "yellow"}"#
        }
        _ => panic!("no position named {name}"),
    }
}

/// Runs the rules walk for a case `position/rules/depth`.
fn rules_case(case: &str) -> Counts {
    let [position, rules, depth] = case.split('/').collect::<Vec<_>>()[..] else {
        panic!("case {case} is not position/rules/depth");
    };
    let mut setup: PositionSetup =
        serde_json::from_str(position_named(position)).expect("position JSON");
    setup.rules = rules_named(rules);
    let (v, pos) = setup.validate().unwrap_or_else(|e| panic!("{case}: {e}"));
    let mut counts = Counts::default();
    rules_perft(
        &v,
        &pos,
        Exits::Every,
        depth.parse().expect("depth"),
        &mut counts,
    );
    counts
}

// ----- the game state machine -----

/// A game at the end of `actions`, its dice forced to `faces` (exactly the faces
/// those actions roll) and then to `next` when given.
fn game_at(setup: &GameSetup, faces: &[Face], next: Option<Face>, actions: &[Action]) -> Game {
    let mut s = setup.clone();
    s.dice_script = faces.iter().copied().chain(next).collect();
    let mut g = Game::new(&s).expect("setup");
    for &a in actions {
        g.apply(a).expect("replayed action");
    }
    g
}

/// What the game's events say a ply did, in the rules walk's terms.
fn add_events(counts: &mut Counts, events: &[ludo_core::game::Numbered]) {
    for e in events {
        match &e.event {
            Event::Moved { .. } => counts.moves += 1,
            Event::Captured { .. } => counts.captures += 1,
            Event::ExtraRoll { .. } => counts.extra_rolls += 1,
            Event::GameOver { .. } => counts.game_overs += 1,
            Event::ThreeSixes { .. } | Event::FailedTry { .. } => counts.passes += 1,
            Event::TurnPassed {
                reason: PassReason::NoMove | PassReason::TriesUsedUp,
                ..
            } => counts.passes += 1,
            // A first-player roll moves nothing: counted as a pass, so every ply
            // is a move or a pass.
            Event::FirstRoll { .. } => counts.passes += 1,
            _ => {}
        }
    }
}

/// The hash of a game's state: its phase, who acts, the pending roll and the
/// position (what a screen shows of it).
fn game_hash(g: &Game) -> u64 {
    let phase = match g.phase() {
        Phase::ChoosingFirst => 0,
        Phase::AwaitingRoll => 1,
        Phase::AwaitingMove => 2,
        Phase::GameOver => 3,
    };
    let current = g.current().map_or(9, |c| c.index() as u8);
    let roll = g.pending().map_or(0, |(r, _)| r.get());
    fnv([phase, current, roll]) ^ position_hash(g.variant(), g.position())
}

/// The state machine's own promises, checked at every node: a move is pending
/// exactly while one is awaited, and it is what the rules allow for that roll.
fn check_consistent(g: &Game) {
    match (g.phase(), g.pending()) {
        (Phase::AwaitingMove, Some((roll, moves))) => {
            assert!(
                !moves.is_empty(),
                "a move is awaited only when one is legal"
            );
            assert_eq!(*moves, g.position().playable_moves(g.variant(), roll));
        }
        (Phase::AwaitingMove, None) => panic!("a move is awaited without a roll"),
        (phase, Some(_)) => panic!("a pending roll while {phase}"),
        (Phase::GameOver, None) => assert_eq!(g.current(), None),
        (_, None) => assert!(g.current().is_some()),
    }
}

/// Perft over [`Game`]: from the game after `actions` (dice forced to `faces`),
/// every face (one roll for the first player, or a roll and each legal move) of
/// the colour to act, `depth` plies deep.
fn game_perft(
    setup: &GameSetup,
    faces: &mut Vec<Face>,
    actions: &mut Vec<Action>,
    depth: u32,
    counts: &mut Counts,
) {
    let g = game_at(setup, faces, None, actions);
    check_consistent(&g);
    if depth == 0 {
        counts.add_leaf(game_hash(&g));
        return;
    }
    match g.phase() {
        Phase::GameOver => return,
        Phase::AwaitingMove => panic!("a ply starts with a roll"),
        Phase::AwaitingRoll if g.position().auto_exit_due(g.variant()) => {
            // The automatic exit rolls no die: one branch.
            let mut g = g;
            let events = g.apply(Action::Roll).expect("automatic exit");
            add_events(counts, events);
            actions.push(Action::Roll);
            game_perft(setup, faces, actions, depth - 1, counts);
            actions.pop();
            return;
        }
        Phase::ChoosingFirst | Phase::AwaitingRoll => {}
    }
    for roll in Face::ALL {
        let mut rolled = game_at(setup, faces, Some(roll), actions);
        let events = rolled.apply(Action::Roll).expect("a roll is due");
        add_events(counts, events);
        faces.push(roll);
        actions.push(Action::Roll);
        check_consistent(&rolled);
        if let Some((_, moves)) = rolled.pending() {
            for m in moves.iter() {
                let mut moved = rolled.clone();
                let events = moved.apply(Action::Move(m.token)).expect("listed move");
                add_events(counts, events);
                actions.push(Action::Move(m.token));
                game_perft(setup, faces, actions, depth - 1, counts);
                actions.pop();
            }
            // A time-out plays the move a hint names, and nothing else.
            let mut timed = rolled.clone();
            timed.apply(Action::TimeOut).expect("a time-out acts");
            let hinted = rolled.hint().expect("a hint while a move is awaited").token;
            let mut moved = rolled.clone();
            moved.apply(Action::Move(hinted)).expect("the hinted move");
            assert_eq!(timed.position(), moved.position());
        } else {
            game_perft(setup, faces, actions, depth - 1, counts);
        }
        actions.pop();
        faces.pop();
    }
}

/// Runs the game walk for a case `rules/players/first/prefix/depth`: players as
/// colour initials (`yr` yellow and red), first as an initial or `-` for the
/// roll for the first player; the walk starts after `prefix` actions of seeded dice
/// where each move is the lowest token's (a game in mid-play, reached without the
/// CPU players, so their changes do not move the numbers).
fn game_case(case: &str) -> Counts {
    let [rules, players, first, prefix, depth] = case.split('/').collect::<Vec<_>>()[..] else {
        panic!("case {case} is not rules/players/first/prefix/depth");
    };
    let color = |ch: char| match ch {
        'y' => Color::Yellow,
        'b' => Color::Blue,
        'r' => Color::Red,
        'g' => Color::Green,
        _ => panic!("{case}: no colour {ch}"),
    };
    let setup = GameSetup {
        rules: rules_named(rules),
        seats: players
            .chars()
            .map(|ch| SeatSetup {
                color: color(ch),
                kind: SeatKind::Human,
            })
            .collect(),
        seed: Some(33),
        dice_script: vec![],
        first_player: first.chars().next().filter(|&ch| ch != '-').map(color),
    };
    let mut g = Game::new(&setup).expect("setup");
    // Whole plies: a roll that awaits a move is followed by it.
    let prefix: usize = prefix.parse().expect("prefix");
    while g.history().len() < prefix || g.pending().is_some() {
        let action = match g.pending() {
            Some((_, moves)) => Action::Move(moves.iter().next().expect("a legal move").token),
            None => Action::Roll,
        };
        g.apply(action).expect("the prefix plays on");
    }
    assert_ne!(
        g.phase(),
        Phase::GameOver,
        "{case}: the prefix ends the game"
    );
    let mut counts = Counts::default();
    game_perft(
        &setup,
        &mut g.rolls().to_vec(),
        &mut g.history().to_vec(),
        depth.parse().expect("depth"),
        &mut counts,
    );
    counts
}

/// Compares every case with its pinned counts; on a difference, fails with the
/// whole table of actual counts.
fn check(table: &[(&str, Counts)], run: fn(&str) -> Counts) {
    let actual: Vec<(&str, Counts)> = table.iter().map(|&(case, _)| (case, run(case))).collect();
    let wrong: Vec<&str> = table
        .iter()
        .zip(&actual)
        .filter(|(want, got)| want.1 != got.1)
        .map(|(want, _)| want.0)
        .collect();
    let rows: Vec<String> = actual.iter().map(|(case, c)| c.row(case)).collect();
    assert!(
        wrong.is_empty(),
        "perft counts differ for {wrong:?}; the counts now:\n{}",
        rows.join("\n")
    );
}

/// Cases `position/rules/depth` of the rules walk and their counts.
#[rustfmt::skip]
const RULES_PERFT: &[(&str, Counts)] = &[
    ("opening/standard/4", Counts { leaves: 38443, moves: 41294, captures: 1287, passes: 113, extra_rolls: 11153, game_overs: 0, checksum: 0x661cacdd11f97380 }),
    ("opening/tactical/3", Counts { leaves: 1647, moves: 1777, captures: 69, passes: 12, extra_rolls: 478, game_overs: 0, checksum: 0x889703e9fa274b9f }),
    ("opening/captures/3", Counts { leaves: 2676, moves: 2865, captures: 103, passes: 16, extra_rolls: 670, game_overs: 0, checksum: 0xfb9ba51fae6bb73c }),
    ("opening/sixes/3", Counts { leaves: 4081, moves: 4350, captures: 134, passes: 0, extra_rolls: 1194, game_overs: 0, checksum: 0xc8d1ef4f7f054421 }),
    ("opening/blocks/3", Counts { leaves: 1751, moves: 1887, captures: 69, passes: 12, extra_rolls: 558, game_overs: 0, checksum: 0x3dd0661e72f134e9 }),
    ("opening/auto_exit/3", Counts { leaves: 13163, moves: 13728, captures: 363, passes: 16, extra_rolls: 2434, game_overs: 0, checksum: 0xd23d63bcb0d7a9f0 }),
    ("midgame/standard/3", Counts { leaves: 1670, moves: 1791, captures: 126, passes: 4, extra_rolls: 588, game_overs: 0, checksum: 0xc6d4013e88d07353 }),
    ("midgame/tactical/3", Counts { leaves: 1334, moves: 1443, captures: 131, passes: 3, extra_rolls: 438, game_overs: 0, checksum: 0xb58c55ad4eea0579 }),
    ("midgame/captures/3", Counts { leaves: 2527, moves: 2710, captures: 221, passes: 9, extra_rolls: 732, game_overs: 0, checksum: 0x13486ec9e80ccbe3 }),
    ("midgame/sixes/3", Counts { leaves: 2370, moves: 2526, captures: 158, passes: 0, extra_rolls: 750, game_overs: 0, checksum: 0xb6601a8b07554189 }),
    ("midgame/blocks/3", Counts { leaves: 1334, moves: 1443, captures: 136, passes: 3, extra_rolls: 438, game_overs: 0, checksum: 0xac0aafc11f9563b0 }),
    ("midgame/auto_exit/3", Counts { leaves: 9308, moves: 9713, captures: 437, passes: 9, extra_rolls: 2000, game_overs: 0, checksum: 0xccb989d43521353f }),
    ("endgame/standard/4", Counts { leaves: 6134, moves: 4594, captures: 0, passes: 2541, extra_rolls: 360, game_overs: 715, checksum: 0xed5e7e4e3aed293a }),
    ("endgame/tactical/4", Counts { leaves: 4702, moves: 3371, captures: 0, passes: 2119, extra_rolls: 187, game_overs: 594, checksum: 0x635932327639370b }),
    ("endgame/sixes/4", Counts { leaves: 6738, moves: 5607, captures: 0, passes: 2163, extra_rolls: 919, game_overs: 616, checksum: 0x92092eb7d645c233 }),
    ("endgame/blocks/4", Counts { leaves: 3742, moves: 4463, captures: 0, passes: 4, extra_rolls: 272, game_overs: 2260, checksum: 0x12f459ee2e710a4f }),
    ("sixes/standard/3", Counts { leaves: 1116, moves: 940, captures: 9, passes: 291, extra_rolls: 469, game_overs: 0, checksum: 0xed27aa78902f1488 }),
    ("sixes/sixes/3", Counts { leaves: 2936, moves: 2780, captures: 30, passes: 392, extra_rolls: 977, game_overs: 0, checksum: 0x47fe1b36164d4d75 }),
    ("sixes/tactical/3", Counts { leaves: 924, moves: 768, captures: 1, passes: 251, extra_rolls: 381, game_overs: 0, checksum: 0xe371576958dcc2bc }),
    ("sixes/auto_exit/3", Counts { leaves: 3736, moves: 4260, captures: 9, passes: 1, extra_rolls: 437, game_overs: 0, checksum: 0x8521b17800cb1de3 }),
    ("base/standard/4", Counts { leaves: 6251, moves: 5908, captures: 0, passes: 1094, extra_rolls: 2298, game_overs: 0, checksum: 0xb19d281a912bc7fa }),
    ("base/sixes/4", Counts { leaves: 14862, moves: 16104, captures: 0, passes: 84, extra_rolls: 4660, game_overs: 0, checksum: 0xa36d62a92e112abf }),
    ("base/auto_exit/4", Counts { leaves: 30168, moves: 31563, captures: 0, passes: 48, extra_rolls: 5100, game_overs: 0, checksum: 0x488141a219e6b1c8 }),
    ("two_arm/quick/4", Counts { leaves: 152622, moves: 160534, captures: 6651, passes: 271, extra_rolls: 36504, game_overs: 0, checksum: 0x84f7646115896818 }),
    ("t_board/quick/4", Counts { leaves: 18360, moves: 19700, captures: 268, passes: 56, extra_rolls: 5620, game_overs: 0, checksum: 0x6177daa1643eb764 }),
];

/// Cases `rules/players/first/prefix/depth` of the game walk and their counts.
#[rustfmt::skip]
const GAME_PERFT: &[(&str, Counts)] = &[
    ("standard/yr/-/0/4", Counts { leaves: 2646, moves: 1800, captures: 0, passes: 1194, extra_rolls: 1200, game_overs: 0, checksum: 0xc56b6dfc2e0bcfca }),
    ("standard/ybrg/b/0/3", Counts { leaves: 741, moves: 560, captures: 0, passes: 271, extra_rolls: 300, game_overs: 0, checksum: 0xc7aa6281a8fcfd4f }),
    ("quick/ybr/y/0/6", Counts { leaves: 2004, moves: 2159, captures: 0, passes: 16, extra_rolls: 612, game_overs: 0, checksum: 0x6a9b4d70b8b398db }),
    ("sixes/yr/y/0/3", Counts { leaves: 1776, moves: 1576, captures: 0, passes: 356, extra_rolls: 628, game_overs: 0, checksum: 0x75d2f3305e1863e8 }),
    ("standard/yr/y/120/3", Counts { leaves: 549, moves: 467, captures: 0, passes: 159, extra_rolls: 167, game_overs: 0, checksum: 0x2f494eb5213f267d }),
    ("tactical/ybrg/-/200/3", Counts { leaves: 787, moves: 837, captures: 53, passes: 46, extra_rolls: 288, game_overs: 0, checksum: 0x2eff240fd88e1852 }),
    ("captures/yrg/r/150/3", Counts { leaves: 619, moves: 687, captures: 32, passes: 8, extra_rolls: 247, game_overs: 0, checksum: 0x007440c17d7a9cee }),
    ("quick/yr/y/150/3", Counts { leaves: 34, moves: 51, captures: 0, passes: 0, extra_rolls: 5, game_overs: 3, checksum: 0x2640d7afca5a4d16 }),
];

#[test]
fn rules_perft_counts_are_pinned() {
    check(RULES_PERFT, rules_case);
}

#[test]
fn game_perft_counts_are_pinned() {
    check(GAME_PERFT, game_case);
}

/// The two walks agree where they can both start: the start of a game whose
/// first player is fixed, where a game's ply is a position's ply (its automatic
/// exit brings out the lowest base token).
#[test]
fn the_game_walk_and_the_rules_walk_agree_from_a_start() {
    for (rules, depth) in [("standard", 3), ("quick", 3), ("sixes", 3)] {
        let game = game_case(&format!("{rules}/yr/y/0/{depth}"));
        let setup = PositionSetup {
            rules: rules_named(rules),
            players: vec![Color::Yellow, Color::Red],
            tokens: [(Color::Yellow, vec![-1; 4]), (Color::Red, vec![-1; 4])].into(),
            to_move: Color::Yellow,
            sixes_in_row: 0,
            failed_tries: 0,
            finish_order: vec![],
            steps: vec![],
        };
        let (v, pos) = setup.validate().expect("the start");
        let mut counts = Counts::default();
        rules_perft(&v, &pos, Exits::Lowest, depth, &mut counts);
        // The checksums hash different things (a game's phase too); the rest match.
        assert_eq!(
            Counts {
                checksum: 0,
                ..game
            },
            Counts {
                checksum: 0,
                ..counts
            },
            "{rules} to depth {depth}"
        );
    }
}
