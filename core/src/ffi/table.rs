//! [`LudoTable`]: the core's table (`ludo_core::table`, `docs/table.md`) for the
//! phone shells, driven by the bindings' tokio runtime, with every update delivered
//! to a foreign [`TableListener`].
//!
//! Threading (`docs/bindings.md`): inputs lock the table, apply, and queue the
//! update; one delivery thread per table calls the listener, in order, never while
//! the table is locked. The runtime sleeps until the update's `wake_at` and then
//! ticks the table, and runs each CPU job on a blocking thread with a
//! `CancellationToken`; the core drops a decision computed for an older state.

use crate::ffi::board::{BoardLayout, HitResult, PathStep, SquareId, TokenSpot};
use crate::ffi::error::{LudoError, panic_text};
use crate::ffi::export;
use crate::ffi::message::Message;
use crate::ffi::records::LudoRecords;
use crate::ffi::runtime::{self, MonotonicClock};
use crate::ffi::scene::{SceneAction, SceneState};
use crate::ffi::store::{LudoStore, StoreSlot};
use crate::ffi::table_types::{SaveSummary, TableSettings, TableUpdate, TableView};
use crate::ffi::types::{GameSetup, PlayerColor, SeatKind};
use crate::rules::TokenId;
use crate::scene::{Snapshot, svg};
use crate::table::{self, Clock, Table, TableConfig, Update};
use crate::view::geometry;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;
use tokio::task::JoinHandle;
use tokio_util::sync::CancellationToken;

/// Receives every update of a [`LudoTable`], implemented in Kotlin or Swift.
///
/// Called on the table's own delivery thread (one per table, never the UI thread),
/// one update at a time and in order; hop to the UI thread to draw. The table is not
/// locked during the call, so the listener may call the table's methods.
#[uniffi::export(with_foreign)]
pub trait TableListener: Send + Sync {
    /// One update: events, announcements, feedback, refusal, save, view.
    fn on_update(&self, update: TableUpdate);
}

/// The timer task and the deadline it sleeps until.
struct Wake {
    at: Duration,
    task: JoinHandle<()>,
}

/// Everything behind the table's lock.
struct State {
    table: Table,
    closed: bool,
    /// Cancels the CPU job out now.
    cpu: Option<CancellationToken>,
    wake: Option<Wake>,
    /// To the delivery thread; `None` once closed.
    deliver: Option<mpsc::Sender<(Update, Arc<Snapshot>)>>,
    /// Where the table's saves go (`None`: a table that keeps nothing).
    store: Option<Arc<LudoStore>>,
    /// No save handed to the store yet: the first looks at what is in place.
    first_save: bool,
}

/// Shared by the object and its runtime tasks.
struct Shared {
    state: Mutex<State>,
    clock: MonotonicClock,
    rt: tokio::runtime::Handle,
}

fn lock(m: &Mutex<State>) -> MutexGuard<'_, State> {
    // A panic while locked is caught by the guard; the table's state is still a
    // valid table (the core never leaves it half-changed), so carry on.
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Shared {
    /// Applies `f` to the table (unless closed) and drives the update.
    fn apply(self: &Arc<Self>, f: impl FnOnce(&mut Table) -> Update) {
        let mut st = lock(&self.state);
        if st.closed {
            return;
        }
        let u = f(&mut st.table);
        self.drive(&mut st, u);
    }

    /// Acts on an update (cancel, CPU job, wake-up) and queues it for the listener.
    /// Called with the lock held, so updates are queued in the order they happen.
    fn drive(self: &Arc<Self>, st: &mut State, mut u: Update) {
        if let Some(req) = u.save.take() {
            // The store writes the save; the update keeps it only when it holds a
            // finished game, for the shell to record (`TableUpdate.finished_game`).
            let slot = req.slot;
            let keep = (req.finished && slot == StoreSlot::Game).then(|| req.clone());
            if let Some(store) = &st.store {
                store.queue_save(slot, req.json, st.first_save);
                st.first_save = false;
            }
            u.save = keep;
        }
        if u.cancel_cpu
            && let Some(c) = st.cpu.take()
        {
            c.cancel();
        }
        if let Some(job) = u.cpu_job.take() {
            if let Some(c) = st.cpu.take() {
                c.cancel();
            }
            let token = CancellationToken::new();
            st.cpu = Some(token.clone());
            self.spawn_cpu(job, token);
        }
        match u.wake_at {
            Some(at)
                if st
                    .wake
                    .as_ref()
                    .is_some_and(|w| w.at == at && !w.task.is_finished()) => {}
            Some(at) => {
                if let Some(w) = st.wake.take() {
                    w.task.abort();
                }
                st.wake = Some(Wake {
                    at,
                    task: self.spawn_tick(at),
                });
            }
            None => {
                if let Some(w) = st.wake.take() {
                    w.task.abort();
                }
            }
        }
        if let Some(tx) = &st.deliver {
            // The play screen's state of this update, taken now, with the table
            // as the update left it (its board and seating).
            let snap = Arc::new(Snapshot::new(&st.table, &u));
            // The receiver lives as long as the delivery thread, which ends only
            // after the sender is dropped: a send cannot fail while `deliver` is set.
            let _ = tx.send((u, snap));
        }
    }

    /// Ticks the table at table time `at` (a late or early tick is harmless).
    fn spawn_tick(self: &Arc<Self>, at: Duration) -> JoinHandle<()> {
        let me = Arc::clone(self);
        let when = self.clock.instant(at);
        self.rt.spawn(async move {
            tokio::time::sleep_until(when).await;
            let _ = catch_unwind(AssertUnwindSafe(|| me.apply(Table::tick)));
        })
    }

    /// Runs a CPU job on a blocking thread; cancelling the token stops its search.
    fn spawn_cpu(self: &Arc<Self>, job: table::CpuJob, token: CancellationToken) {
        let me = Arc::clone(self);
        let rt = self.rt.clone();
        self.rt.spawn(async move {
            let flag = Arc::new(AtomicBool::new(false));
            let search_flag = Arc::clone(&flag);
            let mut search =
                rt.spawn_blocking(move || catch_unwind(AssertUnwindSafe(|| job.run(&search_flag))));
            let decided = tokio::select! {
                r = &mut search => r,
                () = token.cancelled() => {
                    // The search stops at its next node; its result is dropped.
                    flag.store(true, Ordering::SeqCst);
                    return;
                }
            };
            if let Ok(Ok(decision)) = decided {
                let _ = catch_unwind(AssertUnwindSafe(|| me.apply(|t| t.cpu_decided(decision))));
            }
        });
    }

    /// Stops the timer and the CPU, and ends delivery after the queued updates.
    fn close(&self) {
        let mut st = lock(&self.state);
        if st.closed {
            return;
        }
        st.closed = true;
        if let Some(c) = st.cpu.take() {
            c.cancel();
        }
        if let Some(w) = st.wake.take() {
            w.task.abort();
        }
        st.deliver = None;
    }

    fn read<T>(&self, f: impl FnOnce(&Table) -> T) -> T {
        f(&lock(&self.state).table)
    }
}

/// The delivery thread: converts each update and hands it to the listener, in order.
/// Ends when the table is closed (after delivering what was queued).
fn start_delivery(
    listener: Arc<dyn TableListener>,
) -> Result<mpsc::Sender<(Update, Arc<Snapshot>)>, LudoError> {
    let (tx, rx) = mpsc::channel::<(Update, Arc<Snapshot>)>();
    std::thread::Builder::new()
        .name("ludo-table-updates".into())
        .spawn(move || {
            for (u, snap) in rx {
                // A panic here (a bug in the conversion, or a foreign exception
                // surfacing as one) must not end delivery of later updates.
                if let Err(p) = catch_unwind(AssertUnwindSafe(|| {
                    listener.on_update(TableUpdate::new(u, Arc::new(SceneState::new(snap))));
                })) {
                    eprintln!("ludo-ffi: update not delivered: {}", panic_text(p.as_ref()));
                }
            }
        })
        .map_err(|e| LudoError::Internal {
            reason: format!("cannot start the delivery thread: {e}"),
        })?;
    Ok(tx)
}

/// A game at the table: the whole game for a phone shell (turn timer, CPU turns,
/// lesson, pause, announcements, feedback, autosave), see `docs/table.md`.
///
/// Inputs return at once; what they did arrives through the [`TableListener`]
/// (refusals too, as an update with `refused`). Every method may be called from any
/// thread. Call [`LudoTable::close`] when the screen goes away (also done on drop).
#[derive(uniffi::Object)]
pub struct LudoTable {
    shared: Arc<Shared>,
}

impl LudoTable {
    /// A table around `make`'s table; its first update goes to the listener.
    fn start(
        listener: Arc<dyn TableListener>,
        store: Option<Arc<LudoStore>>,
        make: impl FnOnce(Arc<dyn Clock>) -> Result<(Table, Update), LudoError>,
    ) -> Result<Arc<LudoTable>, LudoError> {
        let rt = runtime::handle().map_err(|reason| LudoError::Internal { reason })?;
        let clock = MonotonicClock::new();
        let (table, first) = make(Arc::new(clock))?;
        let deliver = start_delivery(listener)?;
        let shared = Arc::new(Shared {
            state: Mutex::new(State {
                table,
                closed: false,
                cpu: None,
                wake: None,
                deliver: Some(deliver),
                store,
                first_save: true,
            }),
            clock,
            rt,
        });
        {
            let mut st = lock(&shared.state);
            shared.drive(&mut st, first);
        }
        Ok(Arc::new(LudoTable { shared }))
    }

    /// Applies one input (nothing once closed).
    fn input(&self, f: impl FnOnce(&mut Table) -> Update) -> Result<(), LudoError> {
        self.shared.apply(f);
        Ok(())
    }
}

impl std::fmt::Debug for LudoTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let st = lock(&self.shared.state);
        f.debug_struct("LudoTable")
            .field("table", &st.table)
            .field("closed", &st.closed)
            .finish_non_exhaustive()
    }
}

impl Drop for LudoTable {
    fn drop(&mut self) {
        self.shared.close();
    }
}

fn config(settings: &TableSettings) -> TableConfig {
    settings.into()
}

/// The core's square for a foreign id, when it is on the board of `layout`.
fn square_id(layout: &geometry::Layout, id: SquareId) -> Result<geometry::SquareId, LudoError> {
    let bad = || LudoError::InvalidArgument {
        reason: format!("{id:?} is not a square of this board"),
    };
    let core = geometry::SquareId::try_from(id).map_err(|_| bad())?;
    layout.square(core).map(|_| core).ok_or_else(bad)
}

#[export]
impl LudoTable {
    /// A new game. The listener's first update announces the start; its first save
    /// goes to `store` (`None`: the table keeps nothing), where an unfinished game
    /// saved before is first set aside (never replaced).
    ///
    /// Errors: `InvalidSetup` (fewer than 2 or more than 4 seats, a colour twice, seats
    /// not in clockwise order, invalid house rules: docs/bindings.md, "Rules").
    #[uniffi::constructor]
    pub fn new_game(
        setup: GameSetup,
        config: TableSettings,
        listener: Arc<dyn TableListener>,
        store: Option<Arc<LudoStore>>,
    ) -> Result<Arc<LudoTable>, LudoError> {
        let core = crate::game::GameSetup::try_from(&setup)?;
        let cfg = self::config(&config);
        LudoTable::start(listener, store, |clock| Ok(Table::new(&core, clock, cfg)?))
    }

    /// The lesson ("learn on the board"), saved to `store`'s lesson slot only.
    ///
    /// Errors: `Internal` only.
    #[uniffi::constructor]
    pub fn tutorial(
        config: TableSettings,
        listener: Arc<dyn TableListener>,
        store: Option<Arc<LudoStore>>,
    ) -> Result<Arc<LudoTable>, LudoError> {
        let cfg = self::config(&config);
        LudoTable::start(listener, store, |clock| Ok(Table::tutorial(clock, cfg)?))
    }

    /// Reopens a save (game or lesson, e.g. `LudoStore.read`); the first update says
    /// "welcome back". The turn timer continues with the time left at the save. Its
    /// saves go to `store` (`None`: the table keeps nothing).
    ///
    /// Errors: `InvalidSave`.
    #[uniffi::constructor]
    pub fn load(
        json: String,
        config: TableSettings,
        listener: Arc<dyn TableListener>,
        store: Option<Arc<LudoStore>>,
    ) -> Result<Arc<LudoTable>, LudoError> {
        let cfg = self::config(&config);
        LudoTable::start(listener, store, |clock| Ok(Table::load(&json, clock, cfg)?))
    }

    /// The person to act presses the die.
    ///
    /// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
    pub fn roll(&self) -> Result<(), LudoError> {
        self.input(Table::roll)
    }

    /// The person to act moves token `token` (0..=3).
    ///
    /// Errors: `InvalidArgument` for a token outside 0..=3 (a legal index that
    /// cannot move is refused through the listener).
    pub fn move_token(&self, token: TokenId) -> Result<(), LudoError> {
        // The index was checked as it was lifted (the custom type `TokenId`).
        self.input(|table| table.move_token(token))
    }

    /// A tap on the board at `(x, y)` in board units; `slop`: search radius for a
    /// near miss (0: exact hits only). Rolls, or moves the tapped token or the token
    /// whose move ends on the tapped square. Non-finite numbers are ignored.
    ///
    /// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
    pub fn tap_board(&self, x: f32, y: f32, slop: f32) -> Result<(), LudoError> {
        self.input(|t| {
            let finite = |v: f32| if v.is_finite() { v } else { -1.0 };
            let slop = if slop.is_finite() { slop.max(0.0) } else { 0.0 };
            t.tap_board(finite(x), finite(y), slop)
        })
    }

    /// Hands the seat of `color` to the CPU or back to a person (named by colour:
    /// pressing twice never hands over a second seat).
    ///
    /// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
    pub fn set_seat(&self, color: PlayerColor, kind: SeatKind) -> Result<(), LudoError> {
        self.input(|t| t.set_seat(color, kind))
    }

    /// Hands the seat of `color` to the CPU at the level the core gives a seat a person
    /// leaves: the one that also takes over a seat whose player keeps timing out
    /// (docs/rules.md, "Turn timer"), so no shell picks a level of its own. Named by
    /// colour like [`LudoTable::set_seat`]: asking twice changes nothing; `set_seat(color,
    /// Human)` gives it back (shown when the seat's `can_take_back`).
    pub fn hand_to_cpu(&self, color: PlayerColor) -> Result<(), LudoError> {
        self.input(|t| t.set_seat(color, SeatKind::Cpu(crate::game::TIMEOUT_CPU_LEVEL)))
    }

    /// Carries out what a touch on the play screen means (`LudoStage.tap`, or a
    /// screen reader's activation of a `SceneHit`): a roll, a move, the hint, undo,
    /// handing a seat to the CPU or taking it back, "ready", play again. Returns
    /// `false` for the shell's own actions (`Review`, `Home`, `Menu`, `DiceStats`)
    /// and `None`, which the table does not handle.
    ///
    /// Errors: `InvalidArgument` for a token outside 0..=3; `Internal`, a caught panic.
    pub fn perform(&self, action: SceneAction) -> Result<bool, LudoError> {
        match action.input() {
            Some(input) => self.input(|t| t.apply(input)).map(|()| true),
            None => Ok(false),
        }
    }

    /// Gives a seat a records profile id (or none).
    ///
    /// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
    pub fn set_profile(
        &self,
        color: PlayerColor,
        profile: Option<String>,
    ) -> Result<(), LudoError> {
        self.input(|t| t.apply(table::Input::SetProfile { color, profile }))
    }

    /// Names the seats' profiles from `records` (`SeatView.profile_name`), and
    /// sends the listener the view with them: call it after `set_profile` and after
    /// loading a save, and again after a profile is renamed.
    ///
    /// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
    pub fn name_profiles(&self, records: Arc<LudoRecords>) -> Result<(), LudoError> {
        records.with(|r| {
            self.input(|t| {
                t.name_profiles(r);
                t.apply(table::Input::Tick)
            })
        })
    }

    /// Mixes a person's words (or taps written as text, e.g. their times in
    /// milliseconds) into the dice before the first roll (docs/fair-dice.md): the
    /// code stays, the rolls change. Refused (through the listener, nothing saved)
    /// unless `view.can_mix_dice`, for blank words and for more than 256 bytes; the
    /// update says what was mixed (`view.dice_mixed`, an announcement).
    pub fn mix_dice(&self, words: String) -> Result<(), LudoError> {
        self.input(|t| t.apply(table::Input::MixDice { words }))
    }

    /// Takes back the last move of a person (games with a CPU seat).
    ///
    /// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
    pub fn undo(&self) -> Result<(), LudoError> {
        self.input(Table::undo)
    }

    /// Shows the hint for the person choosing a move.
    ///
    /// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
    pub fn hint(&self) -> Result<(), LudoError> {
        self.input(Table::hint)
    }

    /// Starts the next game once this one is over (the lesson: again).
    ///
    /// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
    pub fn play_again(&self) -> Result<(), LudoError> {
        self.input(Table::play_again)
    }

    /// The app goes to the background (or a menu covers the game): the turn timer
    /// stops, CPU turns stop, the update carries a save.
    ///
    /// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
    pub fn pause(&self) -> Result<(), LudoError> {
        self.input(Table::pause)
    }

    /// The app is in the foreground again.
    ///
    /// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
    pub fn resume(&self) -> Result<(), LudoError> {
        self.input(Table::resume)
    }

    /// Pass-and-play: the person shown in `view.handover` has the device.
    ///
    /// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
    pub fn acknowledge_handover(&self) -> Result<(), LudoError> {
        self.input(Table::acknowledge_handover)
    }

    /// Delivers the current view again (nothing changes), e.g. after the shell
    /// re-created its screen.
    ///
    /// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
    pub fn present(&self) -> Result<(), LudoError> {
        self.input(|t| {
            let mut u = t.present();
            // The job that is out is already running.
            u.cpu_job = None;
            u
        })
    }

    /// Stops the timer and the CPU; updates already queued are still delivered,
    /// none after them. Idempotent; also done when the object is dropped.
    ///
    /// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
    pub fn close(&self) -> Result<(), LudoError> {
        self.shared.close();
        Ok(())
    }

    /// The view now.
    ///
    /// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
    pub fn view(&self) -> Result<TableView, LudoError> {
        self.shared.read(|t| Ok(t.view()))
    }

    /// The game's save text now, e.g. to review the game or share it. The table's
    /// store writes the saves itself; this writes nothing.
    ///
    /// Errors: `InvalidSave` when the game cannot be written.
    pub fn save_text(&self) -> Result<String, LudoError> {
        self.shared.read(|t| Ok(t.save_request()?.json))
    }

    /// Whether this table is the lesson.
    ///
    /// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
    pub fn is_tutorial(&self) -> Result<bool, LudoError> {
        self.shared.read(|t| Ok(t.is_tutorial()))
    }

    /// An accessibility description of any square ("star, square 9, safe square").
    ///
    /// Errors: `InvalidArgument` for a square not on this board.
    pub fn describe_square(&self, square: SquareId) -> Result<Message, LudoError> {
        self.shared.read(|t| {
            let id = square_id(t.layout(), square)?;
            Ok(t.describe_square(id).into())
        })
    }

    /// The board geometry (fixed for the table).
    ///
    /// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
    pub fn layout(&self) -> Result<BoardLayout, LudoError> {
        self.shared.read(|t| Ok(t.layout().into()))
    }

    /// Where every token is drawn now (seats clockwise, then token index).
    ///
    /// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
    pub fn token_spots(&self) -> Result<Vec<TokenSpot>, LudoError> {
        self.shared.read(|t| {
            let g = t.game();
            Ok(t.layout()
                .token_spots(g.variant(), g.position())
                .iter()
                .map(Into::into)
                .collect())
        })
    }

    /// What is under `(x, y)` in board units: a token, else a square, else
    /// `null`/`nil` (also for non-finite coordinates).
    ///
    /// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
    pub fn hit_test(&self, x: f32, y: f32) -> Result<Option<HitResult>, LudoError> {
        self.shared.read(|t| {
            if !x.is_finite() || !y.is_finite() {
                return Ok(None);
            }
            let g = t.game();
            Ok(t.layout()
                .hit_test(g.variant(), g.position(), x, y)
                .map(Into::into))
        })
    }

    /// The squares a token of `color` passes from progress `from` to `to`, for
    /// animation (the view's `lastMove.path` has the progress values). Empty for
    /// anything that is not a forward move on this board.
    ///
    /// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
    pub fn move_path(
        &self,
        color: PlayerColor,
        from: i32,
        to: i32,
    ) -> Result<Vec<PathStep>, LudoError> {
        self.shared.read(|t| {
            let (Ok(from), Ok(to)) = (i8::try_from(from), i8::try_from(to)) else {
                return Ok(Vec::new());
            };
            Ok(t.layout()
                .move_path(t.game().variant(), color, from, to)
                .iter()
                .map(Into::into)
                .collect())
        })
    }

    /// An SVG picture of the position (600 × 600 px, `viewBox` in board units); with
    /// `highlight_legal` the movable tokens and their targets are marked.
    ///
    /// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
    pub fn render_svg(&self, highlight_legal: bool) -> Result<String, LudoError> {
        self.shared.read(|t| {
            let g = t.game();
            let moves: Vec<_> = match (highlight_legal, g.pending()) {
                (true, Some((_, list))) => list.iter().collect(),
                _ => Vec::new(),
            };
            Ok(svg::render_svg(
                g.variant(),
                g.position(),
                &moves,
                &svg::SvgOptions::default(),
            ))
        })
    }
}

/// Reads a save for a home screen without opening it: finished, lesson, seats.
/// A save that inspects well also loads with `LudoTable.load`.
///
/// Errors: `InvalidSave`.
#[export]
pub fn inspect_save(json: String) -> Result<SaveSummary, LudoError> {
    Ok(table::inspect_save(&json)?.into())
}
