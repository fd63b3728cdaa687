//! [`LudoGame`]: the game object the shells drive.

use crate::board::{BoardLayout, HitResult, PathStep, TokenSpot};
use crate::error::{LudoError, guard};
use crate::types::{
    GameSetup, GameSnapshot, Hint, NumberedEvent, PlayerColor, Rules, SeatKind, events,
};
use ludo_core::ai::{Budget, DEFAULT_NODES};
use ludo_core::game::{Action, Game, GameError, Numbered, ParseActionError};
use ludo_core::rules::TokenId;
use ludo_core::save;
use ludo_core::view::{geometry, svg};
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

/// Largest node budget accepted by [`LudoGame::set_cpu_max_nodes`].
pub const MAX_CPU_NODES: u64 = 50_000_000;

/// Largest minimum CPU "thinking" time accepted by [`LudoGame::set_cpu_min_delay_ms`].
pub const MAX_CPU_DELAY_MS: u32 = 60_000;

/// The game state behind the lock.
struct Inner {
    game: Game,
    /// +1 for every applied action; a CPU move computed on an older version is stale.
    version: u64,
}

/// A game of Ludo: the whole state machine of the core behind a lock.
///
/// `Send + Sync`: every method may be called from any thread; calls are serialized.
/// Every action either applies completely and returns its events, or returns a
/// [`LudoError`] and changes nothing. A Rust panic never reaches the caller (it
/// becomes [`LudoError::Internal`] and the game is left as it was).
#[derive(uniffi::Object)]
pub struct LudoGame {
    inner: Mutex<Inner>,
    /// Cancel flags of the CPU moves in flight.
    cpu_flights: Mutex<Vec<Arc<AtomicBool>>>,
    cpu_max_nodes: AtomicU64,
    cpu_min_delay_ms: AtomicU32,
}

/// Locks a mutex, recovering the data if a thread panicked while holding it
/// (the state is always consistent: changes are made on a copy and swapped in).
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Removes a CPU move's cancel flag from the in-flight list when the move ends.
struct Flight<'a> {
    game: &'a LudoGame,
    flag: Arc<AtomicBool>,
}

impl Drop for Flight<'_> {
    fn drop(&mut self) {
        // Also stops the search when the future is dropped (a cancelled coroutine).
        self.flag.store(true, Ordering::SeqCst);
        lock(&self.game.cpu_flights).retain(|f| !Arc::ptr_eq(f, &self.flag));
    }
}

impl LudoGame {
    fn from_game(game: Game) -> LudoGame {
        LudoGame {
            inner: Mutex::new(Inner { game, version: 0 }),
            cpu_flights: Mutex::new(Vec::new()),
            cpu_max_nodes: AtomicU64::new(DEFAULT_NODES),
            cpu_min_delay_ms: AtomicU32::new(0),
        }
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        lock(&self.inner)
    }

    /// Applies `f` to a copy of the game and swaps it in on success.
    fn act(
        &self,
        what: &'static str,
        f: impl FnOnce(&mut Game) -> Result<Vec<Numbered>, GameError>,
    ) -> Result<Vec<NumberedEvent>, LudoError> {
        let mut inner = self.lock();
        let mut work = inner.game.clone();
        let evs = guard(what, || f(&mut work).map_err(LudoError::from))?;
        inner.game = work;
        inner.version = inner.version.wrapping_add(1);
        Ok(events(&evs))
    }

    /// Reads from the game.
    fn read<T>(&self, f: impl FnOnce(&Game) -> T) -> T {
        f(&self.lock().game)
    }

    /// A copy of the core game (for tests and tools in Rust).
    pub fn core_game(&self) -> Game {
        self.read(Game::clone)
    }
}

/// Parses a token index from the foreign side.
fn token_index(token: i32) -> Result<TokenId, LudoError> {
    TokenId::try_from(token).map_err(|e| LudoError::IllegalMove {
        reason: e.to_string(),
    })
}

#[uniffi::export(async_runtime = "tokio")]
impl LudoGame {
    /// Starts a new game.
    ///
    /// Errors: `InvalidSetup` (2–4 distinct colours in clockwise order, rules with an
    /// empty or bad exit-number list or a time limit other than 30/60, a bad dice
    /// script, a first player who is not seated).
    #[uniffi::constructor]
    pub fn new(setup: GameSetup) -> Result<Arc<LudoGame>, LudoError> {
        guard("new", || {
            let core = ludo_core::game::GameSetup::try_from(&setup)?;
            Ok(Arc::new(LudoGame::from_game(Game::new(&core)?)))
        })
    }

    /// Loads a game from a save string written by [`LudoGame::save`]; it continues
    /// exactly as the saved game would have (same next rolls).
    ///
    /// Errors: `InvalidSave` (not JSON, wrong format/version, corrupt, inconsistent,
    /// larger than 4 MB).
    #[uniffi::constructor]
    pub fn load(save: String) -> Result<Arc<LudoGame>, LudoError> {
        guard("load", || {
            Ok(Arc::new(LudoGame::from_game(save::load(&save)?)))
        })
    }

    /// Rolls the die for the player to act (or takes the automatic exit, or rolls
    /// for first player). Errors: `WrongPhase`.
    pub fn roll(&self) -> Result<Vec<NumberedEvent>, LudoError> {
        self.act("roll", |g| g.roll().map(<[_]>::to_vec))
    }

    /// Moves token `token` (0..=3) with the pending roll.
    /// Errors: `WrongPhase` (no roll pending), `IllegalMove` (no such token, or it
    /// cannot move with this roll).
    pub fn move_token(&self, token: i32) -> Result<Vec<NumberedEvent>, LudoError> {
        let t = token_index(token)?;
        self.act("move_token", |g| g.move_token(t).map(<[_]>::to_vec))
    }

    /// Applies an action in its text form as save files and golden files write it:
    /// `roll`, `move:N`, `timeout`, `seat:COLOR:human`, `seat:COLOR:LEVEL`.
    /// Errors: `InvalidArgument` for text that is not an action, else as the action.
    pub fn apply_action(&self, action: String) -> Result<Vec<NumberedEvent>, LudoError> {
        let a: Action =
            action
                .parse()
                .map_err(|e: ParseActionError| LudoError::InvalidArgument {
                    reason: e.to_string(),
                })?;
        self.act("apply_action", |g| g.apply(a).map(<[_]>::to_vec))
    }

    /// Hands the seat of `color` to the CPU or back to a person (any time, also
    /// mid-turn). Errors: `NotSeated`.
    pub fn set_seat(
        &self,
        color: PlayerColor,
        kind: SeatKind,
    ) -> Result<Vec<NumberedEvent>, LudoError> {
        self.act("set_seat", |g| g.set_seat(color, kind).map(<[_]>::to_vec))
    }

    /// The turn timer ran out: the game acts for the player to act (rolls, or plays
    /// the hinted move); the third time-out in a row hands the seat to the CPU.
    /// Errors: `WrongPhase` once the game is over.
    pub fn time_out(&self) -> Result<Vec<NumberedEvent>, LudoError> {
        self.act("time_out", |g| g.time_out().map(<[_]>::to_vec))
    }

    /// [`LudoGame::time_out`], but only if nothing happened since the timer started:
    /// `seq` is the snapshot's `next_event_seq` when the timer was started.
    /// Errors: `Stale` when the game moved on meanwhile (nothing applied).
    pub fn time_out_if_current(&self, seq: u64) -> Result<Vec<NumberedEvent>, LudoError> {
        let mut inner = self.lock();
        if inner.game.next_event_seq() != seq {
            return Err(LudoError::Stale {
                reason: format!(
                    "the timer started at event {seq}, but the game is at event {}",
                    inner.game.next_event_seq()
                ),
            });
        }
        let mut work = inner.game.clone();
        let evs = guard("time_out_if_current", || {
            work.time_out().map(<[_]>::to_vec).map_err(LudoError::from)
        })?;
        inner.game = work;
        inner.version = inner.version.wrapping_add(1);
        Ok(events(&evs))
    }

    /// How long the turn timer should run now, in seconds: the rules' limit when a
    /// person is to act, `null`/`nil` when no timer runs (no limit, a CPU to act, the
    /// game over).
    pub fn turn_timer_secs(&self) -> Option<u32> {
        self.read(|g| {
            let limit = g.rules().turn_time_limit_secs?;
            (g.current().is_some() && !g.cpu_to_act()).then(|| limit.secs())
        })
    }

    /// Takes back the last move by a person and the CPU turns after it (games with a
    /// CPU seat only). Errors: `UndoNotAllowed`, `NothingToUndo`.
    pub fn undo(&self) -> Result<Vec<NumberedEvent>, LudoError> {
        self.act("undo", |g| g.undo().map(<[_]>::to_vec))
    }

    /// Starts the next game with the same seats and rules. Errors: `NotOver`.
    pub fn play_again(&self) -> Result<Vec<NumberedEvent>, LudoError> {
        self.act("play_again", |g| g.play_again().map(<[_]>::to_vec))
    }

    /// The suggested move while a move is awaited, else `null`/`nil`.
    pub fn hint(&self) -> Option<Hint> {
        self.read(|g| g.hint().map(Into::into))
    }

    /// The game as a save string (JSON); [`LudoGame::load`] restores it.
    pub fn save(&self) -> String {
        // Serialising a game cannot fail in practice; `ludo_core::save::save` returns a
        // `Result` since ludo-core's "saves" work. TODO(bindings): return
        // `Result<String, LudoError>` so a shell never writes an empty save.
        self.read(|g| save::save(g).unwrap_or_default())
    }

    /// Everything a screen shows.
    pub fn snapshot(&self) -> GameSnapshot {
        self.read(|g| g.snapshot().into())
    }

    /// Every event with a sequence number `>= seq` (all of them for 0).
    pub fn events_since(&self, seq: u64) -> Vec<NumberedEvent> {
        self.read(|g| events(g.events_since(seq)))
    }

    /// The actions played since this game started, in text form.
    pub fn history(&self) -> Vec<String> {
        self.read(|g| g.history().iter().map(ToString::to_string).collect())
    }

    /// The house rules of this game.
    pub fn rules(&self) -> Rules {
        self.read(|g| (*g.rules()).into())
    }

    /// Seated colours in clockwise order.
    pub fn players(&self) -> Vec<PlayerColor> {
        self.read(|g| g.players().to_vec())
    }

    /// The board geometry of this game (fixed for the whole game).
    pub fn layout(&self) -> BoardLayout {
        self.read(|g| (&geometry::layout(g.variant())).into())
    }

    /// Where every token is drawn now (seats clockwise, then token index).
    pub fn token_spots(&self) -> Vec<TokenSpot> {
        self.read(|g| {
            geometry::token_spots(g.variant(), g.position())
                .iter()
                .map(Into::into)
                .collect()
        })
    }

    /// What is under the point `(x, y)` in board units: a token, else a square, else
    /// `null`/`nil` (also for non-finite coordinates).
    pub fn hit_test(&self, x: f32, y: f32) -> Option<HitResult> {
        if !x.is_finite() || !y.is_finite() {
            return None;
        }
        self.read(|g| geometry::hit_test(g.variant(), g.position(), x, y).map(Into::into))
    }

    /// The squares a token of `color` passes moving from progress `from` to `to`
    /// (from base: just its start), for animation. Empty for anything that is not a
    /// forward move on this board.
    pub fn move_path(&self, color: PlayerColor, from: i32, to: i32) -> Vec<PathStep> {
        let (Ok(from), Ok(to)) = (i8::try_from(from), i8::try_from(to)) else {
            return Vec::new();
        };
        self.read(|g| {
            geometry::move_path(g.variant(), color, from, to)
                .iter()
                .map(Into::into)
                .collect()
        })
    }

    /// An SVG picture of the position (600 × 600 px, `viewBox` in board units); with
    /// `highlight_legal` the movable tokens and their targets are marked.
    pub fn render_svg(&self, highlight_legal: bool) -> String {
        self.read(|g| {
            let moves: Vec<_> = match (highlight_legal, g.pending()) {
                (true, Some((_, list))) => list.iter().collect(),
                _ => Vec::new(),
            };
            svg::render_svg(
                g.variant(),
                g.position(),
                &moves,
                &svg::SvgOptions::default(),
            )
        })
    }

    /// Node budget of the expert CPU's search per move (default 40 000; clamped to
    /// 1..=50 000 000). Lower is faster and weaker.
    pub fn set_cpu_max_nodes(&self, nodes: u64) {
        self.cpu_max_nodes
            .store(nodes.clamp(1, MAX_CPU_NODES), Ordering::Relaxed);
    }

    /// Minimum time a [`LudoGame::cpu_move`] takes, in milliseconds (default 0;
    /// clamped to 60 000), so a shell can pace CPU turns. The wait is cancellable.
    pub fn set_cpu_min_delay_ms(&self, ms: u32) {
        self.cpu_min_delay_ms
            .store(ms.min(MAX_CPU_DELAY_MS), Ordering::Relaxed);
    }

    /// Plays one action for the CPU seat to act (a roll, or a move): the decision is
    /// computed on a copy of the game on a background thread, then applied. Call it
    /// again while `snapshot().cpuToAct` is true.
    ///
    /// Errors: `NotCpuTurn` (a person or nobody is to act), `Cancelled`
    /// ([`LudoGame::cancel_cpu`] was called; nothing applied), `Stale` (another action
    /// was applied meanwhile; nothing applied).
    pub async fn cpu_move(&self) -> Result<Vec<NumberedEvent>, LudoError> {
        let start = Instant::now();
        let (work, version) = {
            let inner = self.lock();
            let g = &inner.game;
            if !g.cpu_to_act() {
                return Err(LudoError::NotCpuTurn {
                    reason: match g.current() {
                        Some(c) => format!("{c} is played by a person"),
                        None => "the game is over".to_string(),
                    },
                });
            }
            (g.clone(), inner.version)
        };
        let flag = Arc::new(AtomicBool::new(false));
        lock(&self.cpu_flights).push(flag.clone());
        let flight = Flight {
            game: self,
            flag: flag.clone(),
        };
        let nodes = self.cpu_max_nodes.load(Ordering::Relaxed);
        let search_flag = flag.clone();
        let decided = tokio::task::spawn_blocking(move || {
            guard("cpu_move", || {
                let budget = Budget::nodes(nodes).with_cancel(&search_flag);
                work.cpu_action(&budget).map_err(LudoError::from)
            })
        })
        .await;
        let action = match decided {
            Ok(r) => r?,
            Err(e) => {
                return Err(LudoError::Internal {
                    reason: format!("cpu_move: background task failed: {e}"),
                });
            }
        };
        let min_delay =
            Duration::from_millis(u64::from(self.cpu_min_delay_ms.load(Ordering::Relaxed)));
        loop {
            if flag.load(Ordering::SeqCst) || self.lock().version != version {
                break; // cancelled, or stale (reported below)
            }
            let elapsed = start.elapsed();
            if elapsed >= min_delay {
                break;
            }
            tokio::time::sleep((min_delay - elapsed).min(Duration::from_millis(10))).await;
        }
        let cancelled = flag.load(Ordering::SeqCst);
        drop(flight);
        if cancelled {
            return Err(LudoError::Cancelled {
                reason: "the CPU move was cancelled".to_string(),
            });
        }
        let mut inner = self.lock();
        if inner.version != version {
            return Err(LudoError::Stale {
                reason: "the game changed while the CPU was thinking".to_string(),
            });
        }
        let mut next = inner.game.clone();
        let evs = guard("cpu_move", || {
            next.apply(action)
                .map(<[_]>::to_vec)
                .map_err(LudoError::from)
        })?;
        inner.game = next;
        inner.version = inner.version.wrapping_add(1);
        Ok(events(&evs))
    }

    /// Cancels every CPU move in flight: its search stops and the awaiting
    /// [`LudoGame::cpu_move`] returns `Cancelled` without applying anything. Does
    /// nothing when no CPU move is running. (Cancelling a Swift `Task` or a Kotlin
    /// coroutine alone does not stop the Rust side: call this.)
    pub fn cancel_cpu(&self) {
        for f in lock(&self.cpu_flights).iter() {
            f.store(true, Ordering::SeqCst);
        }
    }
}
