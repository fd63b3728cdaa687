//! The game: an explicit turn state machine over the pure rules, with seats (person
//! or CPU), dice, the action history (replay, undo, save) and events.
//!
//! Phases: [`Phase::ChoosingFirst`] (everyone rolls, highest starts, ties re-roll;
//! docs/rules.md, "Setting up") → [`Phase::AwaitingRoll`] ⇄ [`Phase::AwaitingMove`] →
//! [`Phase::GameOver`] → ("play again") a new game. Every action returns its events
//! or a typed [`GameError`], in which case the game is exactly as it was.

pub mod action;
mod decide;
pub mod events;
pub mod review;
pub mod review_texts;
pub mod snapshot;
pub mod stage;

pub use action::{Action, ParseActionError};
pub(crate) use decide::Decider;
pub use events::{
    Event, ExtraRollReason, ExtraRollReasons, InvalidMovePath, MovePath, Numbered, PassReason,
    SeatKind,
};
pub use snapshot::{LegalMove, SeatInfo, Snapshot};
pub use stage::{Pending, Phase, RollOff, Stage};

use crate::ai::{self, Budget, Hint, Level};
use crate::color::Color;
use crate::dice::{Commitment, Dice, DiceError, DiceSecret, DiceSource, DiceState, FaceCounts};
use crate::rules::{
    Face, MoveList, NoMove, Position, RuleError, Rules, SeatingError, StepOutcome, TokenId, Variant,
};
use serde::{Deserialize, Serialize};
use stage::RollOffStep;
use thiserror::Error;

/// A failed action. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum GameError {
    /// The action does not fit the phase (e.g. a move before rolling, a roll while a
    /// move is pending).
    #[error("cannot {action} now: the game is {phase}")]
    WrongPhase {
        /// The action tried.
        action: Action,
        /// The phase the game is in.
        phase: Phase,
    },
    /// The rules refuse the action (token cannot move, ...).
    #[error(transparent)]
    Rule(#[from] RuleError),
    /// The colour is not seated in this game.
    #[error("{color} does not play in this game")]
    NotSeated {
        /// The colour.
        color: Color,
    },
    /// The seating in a setup is impossible.
    #[error(transparent)]
    Seating(#[from] SeatingError),
    /// A bad dice state (stream position).
    #[error(transparent)]
    Dice(#[from] DiceError),
    /// Undo is only for one person against the CPU (`docs/rules.md`, "Undo").
    #[error("undo is only available in games against the CPU")]
    UndoNotAllowed,
    /// No move by a person to take back.
    #[error("there is no move by a person to undo")]
    NothingToUndo,
    /// "Play again" before the game is over.
    #[error("the game is not over yet")]
    NotOver,
    /// The player to act is a person, not the CPU.
    #[error("{color} is played by a person, not the CPU")]
    NotCpuTurn {
        /// The colour to act.
        color: Color,
    },
    /// The first player given in a setup is not seated.
    #[error("first player {color} is not seated")]
    FirstPlayerNotSeated {
        /// The colour.
        color: Color,
    },
}

/// One seat of a new game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct SeatSetup {
    /// The seat's colour.
    pub color: Color,
    /// Person or CPU level.
    pub kind: SeatKind,
}

/// Everything needed to start a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSetup {
    /// House rules.
    #[serde(default)]
    pub rules: Rules,
    /// 2–4 seats in clockwise order.
    pub seats: Vec<SeatSetup>,
    /// Dice seed; `None` draws one from the operating system.
    #[serde(default)]
    pub seed: Option<u64>,
    /// Faces the die yields first, e.g. for the tutorial.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dice_script: Vec<Face>,
    /// Who starts; `None`: decided by rolling (docs/rules.md, "Setting up").
    #[serde(default)]
    pub first_player: Option<Color>,
}

/// The largest game number: "play again" counts up to it and then stays there, and
/// a save with a larger one is refused (`docs/save-format.md`).
pub const MAX_GAME_NUMBER: u32 = u32::MAX - 1;

/// How the current game began: enough to replay it from its history.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameStart {
    /// Dice state before the first action.
    pub dice: DiceState,
    /// Seat controllers before the first action, by seat.
    pub seats: Vec<SeatSetup>,
    /// The first player when fixed without rolling.
    pub first_player: Option<Color>,
    /// 1 for the first game, +1 for each "play again" (at most [`MAX_GAME_NUMBER`]).
    pub game_number: u32,
}

/// A game in progress (or over): the state machine every shell drives.
#[derive(Clone, Debug)]
pub struct Game {
    variant: Variant,
    /// The seated colours in seating order: `seats`' colours, kept as a slice for
    /// [`Game::players`] (both are set once, from the start; only kinds change).
    players: Vec<Color>,
    /// Every seat with who controls it: the one record of a seat's kind, so no
    /// colour can be a player without one.
    seats: Vec<SeatSetup>,
    position: Position,
    dice: Dice,
    start: GameStart,
    /// Where the turn stands, with the pending roll or the rolls for the first
    /// player: one field, so they cannot disagree.
    stage: Stage,
    last_roll: Option<(Color, Face)>,
    history: Vec<Action>,
    /// Indices in `history` of moves made by a person (undo targets).
    person_moves: Vec<usize>,
    events: Vec<Numbered>,
    next_seq: u64,
    faces: [FaceCounts; 4],
    /// Every face rolled in this game, in order (saved for `ludo verify`).
    rolls: Vec<Face>,
    timeouts_in_row: [u8; 4],
    first_player: Option<Color>,
    /// Which history this is: a new number whenever the history starts again (a new
    /// game, a replay, an undo, "play again"). While it stays the same, the history
    /// and the rolls only grow, so a save writer may keep what it wrote of them
    /// ([`Game::lineage`]).
    lineage: u64,
}

/// The next [`Game::lineage`]: unique in the process, so two histories never share one.
static NEXT_LINEAGE: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// Consecutive time-outs after which a seat is handed to the CPU (`docs/rules.md`, "Turn timer").
pub const TIMEOUTS_BEFORE_CPU: u8 = 3;

/// CPU level that takes over a seat whose player keeps timing out.
pub const TIMEOUT_CPU_LEVEL: Level = Level::Medium;

/// The seats a setup screen starts from, in [`Color::ALL`] order (yellow, blue, red,
/// green): a person against three `medium` CPUs, the full table of the classic game.
/// One list for every shell (the terminal and the two apps each had their own, and
/// they differed).
pub const DEFAULT_SEATS: [SeatKind; 4] = [
    SeatKind::Human,
    SeatKind::Cpu(Level::Medium),
    SeatKind::Cpu(Level::Medium),
    SeatKind::Cpu(Level::Medium),
];

/// Whether seats with `profiles` records profiles and `cpus` CPU players make a
/// game that can change ratings: a profile, and a second rated participant (another
/// profile or a CPU; guests have no rating; `docs/records.md`, "Rated games"). The
/// one rule of the table (`Table::is_rated`, what it forbids during play) and the
/// records (where a seat handed to the CPU counts as resigning).
pub fn rated_participants(profiles: usize, cpus: usize) -> bool {
    profiles >= 1 && profiles + cpus >= 2
}

/// Seats a game takes: 2 to 4 (`docs/rules.md`).
pub const SEAT_COUNTS: std::ops::RangeInclusive<usize> = 2..=4;

/// Why a setup screen's seats cannot start a game, in words ("Seat 2 to 4
/// players."), or `None` when their number can. The phones and the terminal check
/// it before starting, so they refuse with the same sentence. Only the count: a setup
/// screen makes one seat per colour in clockwise order; [`Game::new`] still refuses
/// anything else ([`GameError::Seating`]).
pub fn seat_count_problem(seats: &[SeatSetup]) -> Option<crate::i18n::Message> {
    (!SEAT_COUNTS.contains(&seats.len()))
        .then(|| crate::i18n::Message::new(crate::i18n::Key::SetupSeatCount))
}

impl Game {
    /// Starts a new game.
    ///
    /// Errors: [`GameError::Seating`] (2–4 distinct colours, clockwise),
    /// [`GameError::FirstPlayerNotSeated`].
    pub fn new(setup: &GameSetup) -> Result<Game, GameError> {
        // A chosen seed makes the game reproducible (tests, `ludo --seed`); else
        // the secret comes from the operating system (`docs/fair-dice.md`).
        let secret = setup
            .seed
            .map_or_else(DiceSecret::random, DiceSecret::from_seed);
        Game::with_secret(setup, secret)
    }

    /// Starts a new game with the dice secret `secret` (`setup.seed` is ignored).
    /// For tests and tools that need a reproducible game with a secret that is not
    /// a chosen seed's (such a game can be rated, `docs/fair-dice.md`); the shells
    /// call [`Game::new`]. Whoever runs this code can choose the dice: a local
    /// record is as trustworthy as the device it was played on.
    ///
    /// Errors: as [`Game::new`].
    pub fn with_secret(setup: &GameSetup, secret: DiceSecret) -> Result<Game, GameError> {
        let dice = Dice::committed(secret, vec![]).with_script(&setup.dice_script);
        let start = GameStart {
            dice: dice.state(),
            seats: setup.seats.clone(),
            first_player: setup.first_player,
            game_number: 1,
        };
        Game::from_start(setup.rules, &start)
    }

    /// A game at the start described by `start` (no action played yet).
    fn from_start(rules: Rules, start: &GameStart) -> Result<Game, GameError> {
        let players: Vec<Color> = start.seats.iter().map(|s| s.color).collect();
        let variant = Variant::new(rules, &players)?;
        let seats = start.seats.clone();
        if let Some(f) = start.first_player
            && !variant.is_seated(f)
        {
            return Err(GameError::FirstPlayerNotSeated { color: f });
        }
        let dice = Dice::from_state(&start.dice)?;
        // `Variant::new` refused fewer than 2 players; the error keeps this total.
        let Some((&seat_one, others)) = players.split_first() else {
            return Err(SeatingError::PlayerCount { count: 0 }.into());
        };
        let mut g = Game {
            position: Position::new(&variant, start.first_player.unwrap_or(seat_one)),
            stage: Stage::ChoosingFirst(RollOff::new(seat_one, others)),
            variant,
            players: players.clone(),
            seats,
            dice,
            start: start.clone(),
            last_roll: None,
            history: vec![],
            person_moves: vec![],
            events: vec![],
            next_seq: 0,
            faces: Default::default(),
            rolls: vec![],
            timeouts_in_row: [0; 4],
            first_player: start.first_player,
            lineage: NEXT_LINEAGE.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
        };
        g.emit(Event::GameStarted {
            game_number: start.game_number,
            first: start.first_player,
        });
        if let Some(f) = start.first_player {
            g.begin_play(f);
        }
        Ok(g)
    }

    /// Rebuilds a game from its start and history by replaying every action.
    ///
    /// Errors: the first action that fails, as [`GameError`], with its index.
    pub fn replay(
        rules: Rules,
        start: &GameStart,
        actions: &[Action],
    ) -> Result<Game, (usize, GameError)> {
        let mut g = Game::from_start(rules, start).map_err(|e| (0, e))?;
        for (i, &a) in actions.iter().enumerate() {
            g.apply(a).map_err(|e| (i, e))?;
        }
        Ok(g)
    }

    fn emit(&mut self, event: Event) {
        self.events.push(Numbered {
            seq: self.next_seq,
            event,
        });
        self.next_seq += 1;
    }

    fn begin_play(&mut self, first: Color) {
        self.first_player = Some(first);
        self.position = Position::new(&self.variant, first);
        self.stage = Stage::AwaitingRoll;
        self.emit(Event::FirstPlayer { color: first });
    }

    // ----- reading -----

    /// The compiled rules, board and seating.
    pub fn variant(&self) -> &Variant {
        &self.variant
    }

    /// The house rules.
    pub fn rules(&self) -> &Rules {
        self.variant.rules()
    }

    /// Seated colours in the order the setup gave them.
    pub fn players(&self) -> &[Color] {
        &self.players
    }

    /// The position (tokens, whose turn, sixes in a row).
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The phase (the stage's kind).
    pub fn phase(&self) -> Phase {
        self.stage.phase()
    }

    /// Where the turn stands, with its data (the pending roll and its moves, the
    /// rolls for the first player).
    pub fn stage(&self) -> &Stage {
        &self.stage
    }

    /// The colour that acts next (rolls, or moves); `None` once the game is over.
    pub fn current(&self) -> Option<Color> {
        match &self.stage {
            Stage::GameOver => None,
            Stage::ChoosingFirst(off) => Some(off.next()),
            Stage::AwaitingRoll | Stage::AwaitingMove(_) => Some(self.position.to_move()),
        }
    }

    /// Who controls the seat of `c`, or `None` when `c` is not seated.
    pub fn seat(&self, c: Color) -> Option<SeatKind> {
        self.seats.iter().find(|s| s.color == c).map(|s| s.kind)
    }

    /// Every seat with who controls it now, in seating order (the colours of
    /// [`Game::players`]).
    pub fn seat_setups(&self) -> &[SeatSetup] {
        &self.seats
    }

    /// Whether the colour to act is a CPU player.
    pub fn cpu_to_act(&self) -> bool {
        self.cpu_turn().is_some()
    }

    /// The colour to act and its CPU level, when a CPU player is to act.
    pub fn cpu_turn(&self) -> Option<(Color, Level)> {
        let c = self.current()?;
        match self.seat(c)? {
            SeatKind::Cpu(level) => Some((c, level)),
            SeatKind::Human => None,
        }
    }

    /// The pending roll and its legal moves (never empty) while a move is awaited.
    pub fn pending(&self) -> Option<(Face, &MoveList)> {
        match &self.stage {
            Stage::AwaitingMove(p) => Some((p.roll(), p.moves())),
            _ => None,
        }
    }

    /// The last die roll and who made it.
    pub fn last_roll(&self) -> Option<(Color, Face)> {
        self.last_roll
    }

    /// Placements when the game is over (best first; several colours share a place).
    pub fn placements(&self) -> Option<Vec<Vec<Color>>> {
        self.position.placements(&self.variant)
    }

    /// Per-face roll counts of `c` in this game (first-player rolls included).
    pub fn face_counts(&self, c: Color) -> FaceCounts {
        self.faces[c.index()]
    }

    /// The actions played since the game started.
    pub fn history(&self) -> &[Action] {
        &self.history
    }

    /// How the current game started.
    pub fn start(&self) -> &GameStart {
        &self.start
    }

    /// Current dice state (to save): the secret is revealed once the game is over.
    pub fn dice_state(&self) -> DiceState {
        self.dice.state().revealed_if(self.stage == Stage::GameOver)
    }

    /// Which history this game has: the same number as a game seen earlier (this
    /// one, or a copy of it) means the earlier history and rolls are the start of
    /// this game's ([`Game::history`], [`Game::rolls`]); a history that started
    /// again (undo, "play again", a replay) has a new number. Copies share it, so
    /// only compare a game with its own earlier self.
    pub(crate) fn lineage(&self) -> u64 {
        self.lineage
    }

    /// Every face rolled in this game so far, in order (first-player rolls too).
    pub fn rolls(&self) -> &[Face] {
        &self.rolls
    }

    /// The commitment to this game's dice, shown before the first roll
    /// (`docs/fair-dice.md`); `None` for a game of save format 1.
    pub fn dice_commitment(&self) -> Option<Commitment> {
        self.dice.commitment()
    }

    /// Once the game is over, whether its rolls are exactly what the committed
    /// dice give from the start (`docs/fair-dice.md`); `None` while it runs, for
    /// dice of save format 1 and for scripted (lesson) dice.
    pub fn dice_verified(&self) -> Option<bool> {
        if self.stage != Stage::GameOver
            || !self.start.dice.script.is_empty()
            || self.dice.commitment().is_none()
        {
            return None;
        }
        let mut d = Dice::from_state(&self.start.dice).ok()?;
        Some(self.rolls.iter().all(|&f| d.roll() == f))
    }

    /// Whether the dice come from a chosen seed ([`DiceSecret::is_chosen_seed`]:
    /// `ludo play --seed`, tests), so anyone with the seed knows every roll: such a
    /// game is never rated (`docs/fair-dice.md`).
    pub fn dice_from_chosen_seed(&self) -> bool {
        matches!(&self.start.dice.source, DiceSource::Committed { secret, .. } if secret.is_chosen_seed())
    }

    /// The entries mixed into the dice so far, in order (empty for dice of save
    /// format 1).
    pub fn dice_mix(&self) -> &[String] {
        match &self.start.dice.source {
            DiceSource::Committed { mix, .. } => mix,
            DiceSource::V1Seed(_) => &[],
        }
    }

    /// Whether [`Game::mix_dice`] may take another entry now: committed dice, not
    /// scripted, nothing rolled or played yet, fewer than the most entries allowed.
    pub fn can_mix_dice(&self) -> bool {
        self.history.is_empty()
            && self.rolls.is_empty()
            && self.start.dice.script.is_empty()
            && matches!(&self.start.dice.source, DiceSource::Committed { mix, .. }
                if mix.len() < crate::dice::commitment::MAX_MIX_ENTRIES)
    }

    /// Mixes a person's words (or taps written as text) into the dice, before the
    /// first roll: the stream's key becomes SHA-256 of the committed secret and
    /// every entry mixed in (`docs/fair-dice.md`, "Mixing in"). The commitment
    /// stays the same.
    ///
    /// Errors: [`DiceError::MixClosed`] once anything was played (or for a game of
    /// save format 1), [`DiceError::MixTooLong`]; the game is then unchanged.
    pub fn mix_dice(&mut self, words: &str) -> Result<(), GameError> {
        if !self.history.is_empty() || !self.rolls.is_empty() {
            return Err(DiceError::MixClosed.into());
        }
        let dice = self.dice.mixed(words)?;
        self.start.dice = dice.state();
        self.dice = dice;
        Ok(())
    }

    /// Every event of this game (since the start or the last "play again") with a
    /// sequence number greater than or equal to `seq`. Sequence numbers continue
    /// across "play again"; the events of earlier games are not kept.
    pub fn events_since(&self, seq: u64) -> &[Numbered] {
        let i = self.events.partition_point(|e| e.seq < seq);
        &self.events[i..]
    }

    /// The sequence number the next event will get.
    pub fn next_event_seq(&self) -> u64 {
        self.next_seq
    }

    /// Forgets the events so far (their numbers go on): for a copy kept only to
    /// play on from (a replay's snapshots), so that it does not hold the log of
    /// every event before it.
    pub(crate) fn forget_events(&mut self) {
        self.events = vec![];
    }

    /// Whether [`Game::undo`] would succeed.
    pub fn can_undo(&self) -> bool {
        self.undo_allowed() && !self.person_moves.is_empty()
    }

    /// One person against the CPU: with two or more people at the table, the last
    /// person's move may be another person's, and an undo would take back their turn
    /// (a fresh-user pass found Red's undo taking back Yellow's move).
    fn undo_allowed(&self) -> bool {
        let people = self
            .seats
            .iter()
            .filter(|s| s.kind == SeatKind::Human)
            .count();
        people == 1
            && self
                .seats
                .iter()
                .any(|s| matches!(s.kind, SeatKind::Cpu(_)))
    }

    /// The best move for the player to move with the pending roll, with a reason a
    /// shell can show. `None` unless a move is awaited.
    pub fn hint(&self) -> Option<Hint> {
        let (roll, moves) = self.pending()?;
        ai::hint(&self.variant, &self.position, roll, moves)
    }

    // ----- acting -----

    /// Applies one action.
    ///
    /// Errors: [`GameError`]; on error nothing changes (no dice drawn, no event).
    pub fn apply(&mut self, action: Action) -> Result<&[Numbered], GameError> {
        let first_new = self.events.len();
        match action {
            Action::Roll => self.do_roll(false)?,
            Action::Move(t) => self.do_move(t)?,
            Action::TimeOut => self.do_timeout()?,
            Action::Seat(c, kind) => self.do_seat(c, kind)?,
        }
        self.history.push(action);
        Ok(&self.events[first_new..])
    }

    /// Rolls the die for the player to act (see [`Game::apply`]).
    ///
    /// Errors: as [`Game::apply`] ([`GameError`]; nothing changes then).
    pub fn roll(&mut self) -> Result<&[Numbered], GameError> {
        self.apply(Action::Roll)
    }

    /// Moves `token` with the pending roll (see [`Game::apply`]).
    ///
    /// Errors: as [`Game::apply`] ([`GameError`]; nothing changes then).
    pub fn move_token(&mut self, token: TokenId) -> Result<&[Numbered], GameError> {
        self.apply(Action::Move(token))
    }

    /// The turn timer ran out: the game acts for the player (see [`Game::apply`]).
    ///
    /// Errors: as [`Game::apply`] ([`GameError`]; nothing changes then).
    pub fn time_out(&mut self) -> Result<&[Numbered], GameError> {
        self.apply(Action::TimeOut)
    }

    /// Hands the seat of `c` to the CPU or back to a person (see [`Game::apply`]).
    ///
    /// Errors: as [`Game::apply`] ([`GameError`]; nothing changes then).
    pub fn set_seat(&mut self, c: Color, kind: SeatKind) -> Result<&[Numbered], GameError> {
        self.apply(Action::Seat(c, kind))
    }

    fn wrong_phase(&self, action: Action) -> GameError {
        GameError::WrongPhase {
            action,
            phase: self.phase(),
        }
    }

    fn do_roll(&mut self, timed_out: bool) -> Result<(), GameError> {
        match &self.stage {
            Stage::ChoosingFirst(off) => {
                // A clone of at most four colours and rolls: the stage is replaced
                // below, after the roll's events.
                let off = off.clone();
                self.roll_for_first(off, timed_out);
                Ok(())
            }
            Stage::AwaitingRoll => self.roll_turn(timed_out),
            Stage::AwaitingMove(_) | Stage::GameOver => Err(self.wrong_phase(Action::Roll)),
        }
    }

    /// One roll for the first player: the round goes on, someone starts, or the
    /// highest tie and roll again.
    fn roll_for_first(&mut self, off: RollOff, timed_out: bool) {
        let c = off.next();
        self.note_actor(c, timed_out);
        let roll = self.dice.roll();
        self.rolls.push(roll);
        self.faces[c.index()].add(roll);
        self.emit(Event::FirstRoll { color: c, roll });
        match off.rolled(roll) {
            RollOffStep::Next(off) => self.stage = Stage::ChoosingFirst(off),
            RollOffStep::Starts(first) => self.begin_play(first),
            RollOffStep::Tie(off) => {
                self.emit(Event::FirstRollTie {
                    colors: off.contenders().collect(),
                });
                self.stage = Stage::ChoosingFirst(off);
            }
        }
    }

    /// A roll (or the automatic exit) of the player to move.
    fn roll_turn(&mut self, timed_out: bool) -> Result<(), GameError> {
        let c = self.position.to_move();
        self.note_actor(c, timed_out);
        if self.position.auto_exit_due(&self.variant) {
            let before = self.position;
            let out = self.position.play_auto_exit(&self.variant, None)?;
            self.after_step(&before, out, true);
            return Ok(());
        }
        let roll = self.dice.roll();
        self.rolls.push(roll);
        self.faces[c.index()].add(roll);
        self.last_roll = Some((c, roll));
        self.emit(Event::Rolled { color: c, roll });
        let moves = self.position.playable_moves(&self.variant, roll);
        match Pending::new(roll, moves) {
            Some(pending) => self.stage = Stage::AwaitingMove(pending),
            None => {
                let before = self.position;
                let out = self.position.play_roll(&self.variant, roll, None)?;
                self.after_step(&before, out, false);
            }
        }
        Ok(())
    }

    fn do_move(&mut self, token: TokenId) -> Result<(), GameError> {
        let Stage::AwaitingMove(pending) = &self.stage else {
            return Err(self.wrong_phase(Action::Move(token)));
        };
        let roll = pending.roll();
        let before = self.position;
        let out = self.position.play_roll(&self.variant, roll, Some(token))?;
        let c = before.to_move();
        if self.seat(c) == Some(SeatKind::Human) {
            self.person_moves.push(self.history.len());
        }
        self.timeouts_in_row[c.index()] = 0;
        self.after_step(&before, out, false);
        Ok(())
    }

    fn do_timeout(&mut self) -> Result<(), GameError> {
        let c = match &self.stage {
            Stage::GameOver => return Err(self.wrong_phase(Action::TimeOut)),
            Stage::ChoosingFirst(off) => off.next(),
            Stage::AwaitingRoll | Stage::AwaitingMove(_) => self.position.to_move(),
        };
        let Stage::AwaitingMove(pending) = &self.stage else {
            self.emit(Event::TimedOut { color: c });
            return self.do_roll(true);
        };
        let (roll, moves) = (pending.roll(), pending.moves());
        // The hinted move; a hint exists whenever a move does, and a pending roll
        // has one.
        let token = ai::hint(&self.variant, &self.position, roll, moves)
            .map_or(pending.first().token, |h| h.token);
        let before = self.position;
        let out = self.position.play_roll(&self.variant, roll, Some(token))?;
        self.emit(Event::TimedOut { color: c });
        self.after_step(&before, out, false);
        self.count_timeout(c);
        Ok(())
    }

    /// Records who acted: a real action clears the time-out streak, a time-out adds to it.
    fn note_actor(&mut self, c: Color, timed_out: bool) {
        if timed_out {
            self.count_timeout(c);
        } else {
            self.timeouts_in_row[c.index()] = 0;
        }
    }

    fn count_timeout(&mut self, c: Color) {
        let n = &mut self.timeouts_in_row[c.index()];
        *n = n.saturating_add(1);
        if *n >= TIMEOUTS_BEFORE_CPU
            && let Some(seat) = self
                .seats
                .iter_mut()
                .find(|s| s.color == c && s.kind == SeatKind::Human)
        {
            seat.kind = SeatKind::Cpu(TIMEOUT_CPU_LEVEL);
            self.emit(Event::SeatChanged {
                color: c,
                kind: SeatKind::Cpu(TIMEOUT_CPU_LEVEL),
            });
        }
    }

    fn do_seat(&mut self, c: Color, kind: SeatKind) -> Result<(), GameError> {
        let Some(seat) = self.seats.iter_mut().find(|s| s.color == c) else {
            return Err(GameError::NotSeated { color: c });
        };
        seat.kind = kind;
        self.timeouts_in_row[c.index()] = 0;
        self.emit(Event::SeatChanged { color: c, kind });
        Ok(())
    }

    /// Turns a rules outcome into events and the next phase.
    fn after_step(&mut self, before: &Position, out: StepOutcome, auto_exit: bool) {
        let c = out.player;
        if let Some(mv) = out.moved {
            let path = MovePath::of_move(mv.from, mv.to);
            self.emit(Event::Moved {
                color: c,
                token: mv.token,
                from: mv.from,
                to: mv.to,
                path,
                auto_exit,
            });
            for cap in out.captures.iter() {
                self.emit(Event::Captured {
                    color: cap.color,
                    token: cap.token,
                    from: before.token(cap.color, cap.token),
                    by: c,
                });
            }
            if out.token_finished {
                self.emit(Event::TokenFinished {
                    color: c,
                    token: mv.token,
                });
            }
            if out.player_finished {
                self.emit(Event::PlayerFinished {
                    color: c,
                    place: self.position.finish_rank(c),
                });
            }
        }
        match out.no_move {
            Some(NoMove::ThreeSixes) => self.emit(Event::ThreeSixes { color: c }),
            Some(NoMove::FailedTry) => self.emit(Event::FailedTry {
                color: c,
                tries_left: 3 - self.position.failed_tries(),
            }),
            _ => {}
        }
        if out.game_over {
            self.stage = Stage::GameOver;
            let placements = self.placements().unwrap_or_default();
            self.emit(Event::GameOver { placements });
            return;
        }
        if out.extra_roll {
            let mut reasons = ExtraRollReasons::empty();
            if out.roll == Some(Face::Six) {
                reasons.insert(ExtraRollReason::Six);
            }
            let rules = *self.variant.rules();
            if !out.captures.is_empty() && rules.extra_roll_on_capture {
                reasons.insert(ExtraRollReason::Capture);
            }
            if out.token_finished && rules.extra_roll_on_finish {
                reasons.insert(ExtraRollReason::Finish);
            }
            self.emit(Event::ExtraRoll { color: c, reasons });
        } else if out.no_move != Some(NoMove::FailedTry) {
            let reason = match out.no_move {
                Some(NoMove::ThreeSixes) => PassReason::ThreeSixes,
                Some(NoMove::Passed) if before.failed_tries() == 2 => PassReason::TriesUsedUp,
                Some(_) => PassReason::NoMove,
                None if out.player_finished => PassReason::PlayerFinished,
                None => PassReason::Moved,
            };
            self.emit(Event::TurnPassed {
                from: c,
                to: self.position.to_move(),
                reason,
            });
        }
        self.stage = Stage::AwaitingRoll;
    }

    /// What the CPU would do now for the colour to act: roll, or move a token.
    /// Deterministic for a given game (its seed and history). Reads only; run it on a
    /// clone off the UI thread if it may take long, then [`Game::apply`] the result.
    ///
    /// Errors: [`GameError::NotCpuTurn`] when a person is to act;
    /// [`GameError::WrongPhase`] when the game is over.
    pub fn cpu_action(&self, budget: &Budget) -> Result<Action, GameError> {
        let c = self
            .current()
            .ok_or_else(|| self.wrong_phase(Action::Roll))?;
        let Some(SeatKind::Cpu(level)) = self.seat(c) else {
            return Err(GameError::NotCpuTurn { color: c });
        };
        Ok(self.best_action(level, budget))
    }

    /// The action a CPU of `level` would take for the colour to act (also used for
    /// hints and time-outs of people). Roll when a roll is due.
    pub fn best_action(&self, level: Level, budget: &Budget) -> Action {
        decide::best_action(
            level,
            budget,
            &self.variant,
            &self.position,
            self.pending_move(),
            &self.dice,
            self.history.len(),
        )
    }

    /// What a CPU decision reads of this game, for a CPU job to own: its
    /// [`Decider::best_action`] is this game's [`Game::best_action`].
    pub(crate) fn decider(&self) -> Decider {
        Decider::new(
            &self.variant,
            &self.position,
            self.pending_move(),
            &self.dice,
            self.history.len(),
        )
    }

    /// The roll awaiting a move, with its legal moves.
    fn pending_move(&self) -> Option<&Pending> {
        match &self.stage {
            Stage::AwaitingMove(p) => Some(p),
            _ => None,
        }
    }

    /// Takes back the last move made by a person, and everything after it (CPU
    /// turns), by replaying the history up to it: the person then chooses again with
    /// the same roll. Only for one person against the CPU (`docs/rules.md`, "Undo").
    ///
    /// Errors: [`GameError::UndoNotAllowed`], [`GameError::NothingToUndo`].
    pub fn undo(&mut self) -> Result<&[Numbered], GameError> {
        if !self.undo_allowed() {
            return Err(GameError::UndoNotAllowed);
        }
        let Some(&cut) = self.person_moves.last() else {
            return Err(GameError::NothingToUndo);
        };
        let replayed = Game::replay(*self.variant.rules(), &self.start, &self.history[..cut])
            .map_err(|(_, e)| e)?;
        let taken = (self.history.len() - cut) as u32;
        let events = std::mem::take(&mut self.events);
        let next_seq = self.next_seq;
        // Seats stay as they are now: undo never hands a seat back or forth. A seat
        // that changed hands after the cut is recorded again as a seat action, so the
        // history still leads to this state (a save of it replays and loads).
        let seats = std::mem::take(&mut self.seats);
        *self = replayed;
        for now in seats {
            if let Some(seat) = self.seats.iter_mut().find(|s| s.color == now.color)
                && seat.kind != now.kind
            {
                seat.kind = now.kind;
                self.timeouts_in_row[now.color.index()] = 0;
                self.history.push(Action::Seat(now.color, now.kind));
            }
        }
        self.events = events;
        self.next_seq = next_seq;
        let first_new = self.events.len();
        self.emit(Event::Undone { actions: taken });
        Ok(&self.events[first_new..])
    }

    /// Starts the next game with the same seats and rules once this one is over. The
    /// first player is the next clockwise after this game's first player when "rotate
    /// first player" is on, else rolled for. The dice get a new secret (the last
    /// one is revealed); scripted faces still to come stay.
    ///
    /// Errors: [`GameError::NotOver`].
    pub fn play_again(&mut self) -> Result<&[Numbered], GameError> {
        self.play_again_with_people(&[])
    }

    /// As [`Game::play_again`], with the seats of `people` played by people from the
    /// start of the next game, whoever plays them now: a person's seat handed to
    /// the CPU (a key, or three time-outs) is that person's again, seated from the
    /// start (a seat change in the new game would make it unrated). A colour that
    /// does not play is passed over.
    ///
    /// Errors: [`GameError::NotOver`].
    pub fn play_again_with_people(&mut self, people: &[Color]) -> Result<&[Numbered], GameError> {
        if self.stage != Stage::GameOver {
            return Err(GameError::NotOver);
        }
        let first = if self.variant.rules().rotate_first_player {
            self.first_player.map(|f| self.variant.next_seat(f))
        } else {
            None
        };
        // A new secret for every game: the last one is revealed in its save.
        let dice =
            Dice::committed(DiceSecret::random(), vec![]).with_script(&self.dice.state().script);
        let start = GameStart {
            dice: dice.state(),
            seats: self
                .seats
                .iter()
                .map(|s| SeatSetup {
                    color: s.color,
                    kind: if people.contains(&s.color) {
                        SeatKind::Human
                    } else {
                        s.kind
                    },
                })
                .collect(),
            first_player: first,
            game_number: self
                .start
                .game_number
                .saturating_add(1)
                .min(MAX_GAME_NUMBER),
        };
        let mut next = Game::from_start(*self.variant.rules(), &start)?;
        // The finished game's events go with it: the log holds this game's events
        // only (numbers continue), so a long session's game holds no more than
        // one game's (issue 14.7).
        for e in &mut next.events {
            e.seq += self.next_seq;
        }
        next.next_seq += self.next_seq;
        *self = next;
        Ok(&self.events)
    }

    /// The state a screen shows, as plain data.
    pub fn snapshot(&self) -> Snapshot {
        snapshot::build(self)
    }

    /// The rolls of the current round of the roll for the first player (colour, face),
    /// in order; empty once play has begun.
    pub(crate) fn roll_off_rolls(&self) -> &[(Color, Face)] {
        match &self.stage {
            Stage::ChoosingFirst(off) => off.rolls(),
            _ => &[],
        }
    }
}
