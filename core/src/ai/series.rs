//! CPU-only games: the one play-out loop ([`play_out`]) and the seeded series of
//! `ludo simulate` (tournaments and `--calibrate`), the benches and the research
//! tools of the `ludo-lab` crate (training, tuning, the decision audit) built on it:
//! games with no events and no per-roll allocation.

use crate::ai::{Budget, Level, Player, Weights, choose_auto_exit};
use crate::color::Color;
use crate::dice::Dice;
use crate::rules::{Face, MoveList, NoTokenOnBoard, Position, TokenId, Variant};
use std::time::Instant;

/// Rolls after which a game is stopped unfinished (never reached in practice: games
/// take about 400 rolls); first place then goes to the best standing (docs/rules.md, "End of the game and places").
pub const MAX_ROLLS: u32 = 20_000;

/// The outcome of one CPU game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct GameResult {
    /// Bit `i` set when colour index `i` took (or shares) first place.
    pub winners: u8,
    /// Dice rolls made (auto exits are not rolls).
    pub rolls: u32,
    /// Whether the game hit [`MAX_ROLLS`] before ending.
    pub truncated: bool,
}

impl GameResult {
    /// Number of colours sharing first place (1 unless truncated).
    pub fn winner_count(&self) -> u32 {
        self.winners.count_ones()
    }

    /// Whether `c` took or shares first place.
    pub fn won(&self, c: Color) -> bool {
        self.winners & (1 << c.index()) != 0
    }
}

/// One decision a player made in [`play_game`] (a roll with two or more legal
/// moves; a lone move is played without asking, [`play_out`]), as its observer
/// sees it.
#[derive(Copy, Clone, Debug)]
pub struct Decided<'a> {
    /// The colour that decided.
    pub color: Color,
    /// The position before the roll's move.
    pub position: &'a Position,
    /// The roll.
    pub roll: Face,
    /// The legal moves of the roll.
    pub moves: &'a MoveList,
    /// The token the player chose.
    pub token: TokenId,
    /// Rolls made in the game before this one.
    pub rolls: u32,
    /// The decision's wall time in seconds, when its colour is timed.
    pub seconds: Option<f32>,
}

/// How a play-out ([`play_out`]) ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PlayedOut {
    /// Dice rolls made (automatic exits are not rolls).
    pub rolls: u32,
    /// Whether the roll limit stopped it before the game ended.
    pub truncated: bool,
}

/// Who plays a play-out ([`play_out`]) and what it watches. A closure
/// `FnMut(&Position, Face, &MoveList, u32) -> Option<TokenId>` is one that only
/// chooses.
pub trait Seats {
    /// The token the player to move in `pos` plays of `moves`, two or more legal
    /// moves of `roll` (the rules' own list); `rolls`: rolls made before this one.
    /// The answer goes to the rules as [`Position::play_roll_with`]'s chooser's:
    /// `None` (a chooser that found nothing to play) is refused as a missing token
    /// and ends the play-out there.
    fn choose(
        &mut self,
        pos: &Position,
        roll: Face,
        moves: &MoveList,
        rolls: u32,
    ) -> Option<TokenId>;

    /// Sees the position before each step (an automatic exit or a roll); training
    /// records the positions there. Does nothing unless implemented.
    fn before_step(&mut self, _pos: &Position) {}

    /// Sees every roll as it is made, before its move, whatever moves it allows;
    /// training draws its exploration there, so its draws stay aligned with the
    /// dice. Does nothing unless implemented.
    fn rolled(&mut self, _pos: &Position, _roll: Face) {}

    /// Whether the play-out may stop at `pos` although the game goes on: a win
    /// chance needs first place only, not the ranks a house rule plays on for. No
    /// unless implemented.
    fn enough(&mut self, _pos: &Position) -> bool {
        false
    }
}

impl<F: FnMut(&Position, Face, &MoveList, u32) -> Option<TokenId>> Seats for F {
    #[inline]
    fn choose(
        &mut self,
        pos: &Position,
        roll: Face,
        moves: &MoveList,
        rolls: u32,
    ) -> Option<TokenId> {
        self(pos, roll, moves, rolls)
    }
}

/// Plays `pos` on to the end with `dice`, `seats` choosing the moves, or until
/// `max_rolls` rolls are made (then [`PlayedOut::truncated`]); `pos` is left where
/// the play-out stopped. Automatic exits (house rule) are taken as the rules take
/// them. The one play-out loop: the series below (`ludo simulate`, the benches)
/// and the `ludo-lab` tools (training, tuning, audit) all play through it, so they
/// play the same games from the same dice.
pub fn play_out(
    v: &Variant,
    pos: &mut Position,
    dice: &mut Dice,
    max_rolls: u32,
    seats: &mut impl Seats,
) -> PlayedOut {
    let mut rolls = 0u32;
    let auto = v.rules().no_token_on_board == NoTokenOnBoard::AutoExit;
    while !pos.is_over(v) && !seats.enough(pos) {
        if rolls >= max_rolls {
            return PlayedOut {
                rolls,
                truncated: true,
            };
        }
        seats.before_step(pos);
        if auto && pos.auto_exit_due(v) {
            let token = choose_auto_exit(v, pos);
            if pos.play_auto_exit(v, token).is_err() {
                break;
            }
            continue;
        }
        let roll = dice.roll();
        rolls += 1;
        seats.rolled(pos, roll);
        // The rules compute the moves once and ask the seats (no per-roll
        // allocation). A lone legal move is played without asking: every level
        // plays it without drawing from its generator (`ai::choose_move`), so the
        // games are the same, and one roll in four skips the call.
        // The loop has checked that the game goes on and that no auto exit is due.
        let step = pos.play_checked_roll_with(v, roll, |now, moves| {
            if moves.len() == 1 {
                return moves.get(0).map(|m| m.token);
            }
            seats.choose(now, roll, moves, rolls - 1)
        });
        if step.is_err() {
            break;
        }
    }
    PlayedOut {
        rolls,
        truncated: false,
    }
}

/// Plays one game from the start with `first` to move. `players[i]` plays colour
/// index `i` (unseated entries are ignored); the die is `dice`. Every decision gets
/// `budget` and is shown to `observe` after it is made; decisions by colours whose
/// bit is set in `time_mask` are timed ([`Decided::seconds`]).
pub fn play_game(
    v: &Variant,
    first: Color,
    players: &mut [Player; 4],
    dice: &mut Dice,
    budget: &Budget,
    time_mask: u8,
    observe: &mut impl FnMut(&Decided),
) -> GameResult {
    let mut pos = Position::new(v, first);
    let mut choose = |now: &Position, roll: Face, moves: &MoveList, rolls: u32| {
        let c = now.to_move();
        let t0 = (time_mask & (1 << c.index()) != 0).then(Instant::now);
        // `None` only for an empty list, which the rules never ask about.
        let token = players[c.index()].decide_token_listed(v, now, roll, moves, budget)?;
        observe(&Decided {
            color: c,
            position: now,
            roll,
            moves,
            token,
            rolls,
            seconds: t0.map(|t| t.elapsed().as_secs_f32()),
        });
        Some(token)
    };
    let out = play_out(v, &mut pos, dice, MAX_ROLLS, &mut choose);
    GameResult {
        winners: if out.truncated {
            best_standing(v, &pos)
        } else {
            first_places(v, &pos)
        },
        rolls: out.rolls,
        truncated: out.truncated,
    }
}

/// The colours in first place as a bit set: the first finisher, else (a game
/// stopped unfinished) those of the best standing.
pub fn first_places(v: &Variant, pos: &Position) -> u8 {
    let mut winners = 0u8;
    for &c in v.seats() {
        if pos.finish_rank(c) == 1 {
            winners |= 1 << c.index();
        }
    }
    if winners == 0 {
        winners = best_standing(v, pos);
    }
    winners
}

/// Colours with the best standing key (tokens finished, out, advanced), as a bit set.
fn best_standing(v: &Variant, pos: &Position) -> u8 {
    let best = v.seats().iter().map(|&c| pos.standing_key(v, c)).max();
    let mut set = 0u8;
    for &c in v.seats() {
        if Some(pos.standing_key(v, c)) == best {
            set |= 1 << c.index();
        }
    }
    set
}

/// The colours seated for `n` players (2–4): 2 sit opposite (yellow, red), 3 take
/// yellow, blue, red, 4 all colours; in clockwise order.
pub fn seating(n: usize) -> &'static [Color] {
    match n {
        2 => &[Color::Yellow, Color::Red],
        3 => &[Color::Yellow, Color::Blue, Color::Red],
        _ => &Color::ALL,
    }
}

/// SplitMix64: derives independent per-game and per-seat seeds from one seed.
#[inline]
pub fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// Seat plan of game `g` among `n` players: the spec playing seat `i` is
/// `(i + g) % n`, and the first player is seat `(g / n) % n`, so over every `n²`
/// consecutive games each spec plays each seat equally often and each seat starts
/// equally often. Returns (rotation, first seat).
#[inline]
pub fn plan(g: u64, n: usize) -> (usize, usize) {
    (
        (g % n as u64) as usize,
        ((g / n as u64) % n as u64) as usize,
    )
}

/// Plays game `g` of a seeded series: `specs[k]` (level and optional weights) are
/// rotated through the seats by [`plan`], dice and every player generator are seeded
/// from `(seed, g)`. Returns the result with winners mapped back to spec indices
/// (bit `k` = spec `k` took first place). Decisions of specs whose bit is set in
/// `time_mask` (bit `k` = spec `k`) are timed and reported as `record(k, seconds)`.
pub fn play_series_game(
    v: &Variant,
    specs: &[(Level, Option<Weights>)],
    seed: u64,
    g: u64,
    budget: &Budget,
    time_mask: u8,
    record: &mut impl FnMut(usize, f32),
) -> GameResult {
    play_series_game_observed(v, specs, seed, g, budget, time_mask, &mut |k, d| {
        if let Some(secs) = d.seconds {
            record(k, secs);
        }
    })
}

/// [`play_series_game`] showing every decision to `observe(spec index, decision)`
/// (`ludo simulate --calibrate` judges decisions there, the lab's audit rolls them
/// out).
pub fn play_series_game_observed(
    v: &Variant,
    specs: &[(Level, Option<Weights>)],
    seed: u64,
    g: u64,
    budget: &Budget,
    time_mask: u8,
    observe: &mut impl FnMut(usize, &Decided),
) -> GameResult {
    let n = specs.len();
    let seats = v.seats();
    let (rot, first_seat) = plan(g, n);
    let game_seed = mix(seed ^ mix(g));
    // Seat i (colour seats[i]) plays spec (i + rot) % n; unseated colours get a dummy.
    let mut players: [Player; 4] =
        std::array::from_fn(|ci| match seats.iter().position(|c| c.index() == ci) {
            Some(i) => {
                let (level, w) = specs[(i + rot) % n];
                let mut p = Player::new(level, mix(game_seed ^ (i as u64 + 1)));
                p.weights = w;
                p
            }
            None => Player::new(Level::Random, 0),
        });
    let mut dice = Dice::seeded(game_seed);
    let mut color_mask = 0u8;
    let mut spec_of = [0usize; 4];
    for (i, &c) in seats.iter().enumerate() {
        let k = (i + rot) % n;
        spec_of[c.index()] = k;
        if time_mask & (1 << k) != 0 {
            color_mask |= 1 << c.index();
        }
    }
    let r = play_game(
        v,
        seats[first_seat],
        &mut players,
        &mut dice,
        budget,
        color_mask,
        &mut |d| observe(spec_of[d.color.index()], d),
    );
    let mut winners = 0u8;
    for (i, &c) in seats.iter().enumerate() {
        if r.won(c) {
            winners |= 1 << ((i + rot) % n);
        }
    }
    GameResult { winners, ..r }
}

/// `count` positions where a `hard` player had a choice of two or more moves, each
/// with its roll and playable moves, from seeded games of `hard` in every seat
/// (seeds 1, 2, …; Yellow first): the sample of the AI benches and the `master`
/// tests. `keep(dice)` decides whether a choice is taken and may roll `dice` to
/// thin the sample (which then changes the games that follow).
pub fn hard_choices(
    v: &Variant,
    count: usize,
    mut keep: impl FnMut(&mut Dice) -> bool,
) -> Vec<(Position, Face, MoveList)> {
    let mut out = Vec::new();
    let mut seed = 0;
    while out.len() < count {
        seed += 1;
        let mut players: [Player; 4] = std::array::from_fn(|i| Player::new(Level::Hard, i as u64));
        let mut dice = Dice::seeded(seed);
        let mut pos = Position::new(v, Color::Yellow);
        while !pos.is_over(v) && out.len() < count {
            let roll = dice.roll();
            let moves = pos.playable_moves(v, roll);
            if moves.len() > 1 && keep(&mut dice) {
                out.push((pos, roll, moves));
            }
            let c = pos.to_move().index();
            let d = players[c].decide(v, &pos, roll, &moves, &Budget::default());
            if pos.play_roll(v, roll, d.map(|d| d.token)).is_err() {
                // Cannot happen (the player picks from `moves`); end this game.
                break;
            }
        }
    }
    out
}
