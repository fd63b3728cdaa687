//! Fixed game situations on the play screen, played by the real table with fixed
//! seeds on a fake clock: the golden images (`tests/golden/scenes/`), the store
//! screenshots and the phones' replayer tests all draw these, so every picture of
//! the game is a real position.

use super::stage::{Snapshot, Stage};
use super::{Insets, SceneSpec, Theme};
use crate::ai::Level;
use crate::color::Color;
use crate::game::{Event, GameSetup, Phase, SeatKind, SeatSetup};
use crate::i18n::Lang;
use crate::rules::{BoardChoice, Preset, Rules, TurnTimeLimit};
use crate::table::{FakeClock, Input, Table, TableConfig, Update};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use std::time::Duration;

/// A situation of the game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Situation {
    /// A new game: a person (yellow) against three CPUs, before the first roll.
    Start,
    /// Mid-game, the person chooses among several moves; the hint is shown.
    MidGame,
    /// A capture half played: the captured token slides home along its path.
    Capture,
    /// The person's turn timer has a few seconds left.
    TimerLow,
    /// The game just won: the result card, confetti on the winner's panel.
    Won,
    /// Two players (yellow and red) on the cross.
    TwoPlayers,
    /// Three players on the T board (house rule "board by player count").
    ThreePlayers,
    /// Two players on the two-arm board.
    TwoArm,
    /// Pass-and-play: the curtain asks to pass the phone.
    Handover,
    /// The lesson, its first tip.
    Lesson,
}

impl Situation {
    /// Every situation.
    pub const ALL: [Situation; 10] = [
        Situation::Start,
        Situation::MidGame,
        Situation::Capture,
        Situation::TimerLow,
        Situation::Won,
        Situation::TwoPlayers,
        Situation::ThreePlayers,
        Situation::TwoArm,
        Situation::Handover,
        Situation::Lesson,
    ];

    /// The name used in file names and on the command line (`mid_game`).
    pub fn name(self) -> &'static str {
        match self {
            Situation::Start => "start",
            Situation::MidGame => "mid_game",
            Situation::Capture => "capture",
            Situation::TimerLow => "timer_low",
            Situation::Won => "won",
            Situation::TwoPlayers => "two_players",
            Situation::ThreePlayers => "three_players",
            Situation::TwoArm => "two_arm",
            Situation::Handover => "handover",
            Situation::Lesson => "lesson",
        }
    }

    /// The situation named `name` ([`Situation::name`]).
    pub fn parse(name: &str) -> Option<Situation> {
        Situation::ALL.into_iter().find(|s| s.name() == name)
    }
}

/// A table played on a fake clock, every update shown on a stage at the table's
/// time.
pub struct Run {
    /// The table.
    pub table: Table,
    /// The stage showing its updates.
    pub stage: Stage,
    clock: Arc<FakeClock>,
    /// The stage's clock, ms.
    pub now: f64,
    /// The last update shown.
    pub last: Option<Update>,
}

impl Run {
    /// A run of a new game.
    pub fn new(setup: &GameSetup, handover: bool) -> Option<Run> {
        let clock = Arc::new(FakeClock::new());
        let mut config = TableConfig::instant();
        config.handover_prompt = handover;
        let (table, first) = Table::new(setup, clock.clone(), config).ok()?;
        let mut r = Run {
            table,
            stage: Stage::new(),
            clock,
            now: 0.0,
            last: None,
        };
        r.show(first);
        Some(r)
    }

    /// A run of the lesson.
    pub fn lesson() -> Option<Run> {
        let clock = Arc::new(FakeClock::new());
        let (table, first) = Table::tutorial(clock.clone(), TableConfig::instant()).ok()?;
        let mut r = Run {
            table,
            stage: Stage::new(),
            clock,
            now: 0.0,
            last: None,
        };
        r.show(first);
        Some(r)
    }

    /// Shows `u` on the stage now.
    pub fn show(&mut self, u: Update) {
        let snap = Arc::new(Snapshot::new(&self.table, &u));
        self.stage.show(snap, self.now, false);
        self.last = Some(u);
    }

    /// Lets `ms` pass on both clocks (the table ticks).
    pub fn wait(&mut self, ms: u64) {
        self.now += ms as f64;
        self.clock.advance(Duration::from_millis(ms));
        let u = self.table.tick();
        self.show(u);
    }

    /// Applies `input` a second after the last update (its motion has played).
    pub fn input(&mut self, input: Input) -> bool {
        self.now += 1000.0;
        self.clock.advance(Duration::from_millis(1000));
        let u = self.table.apply(input);
        let had = !u.events.is_empty();
        self.show(u);
        had
    }

    /// Plays the CPU's turns, a second and a half apart.
    pub fn cpus(&mut self) {
        for u in self.table.play_cpu_turns() {
            self.now += 1500.0;
            self.clock.advance(Duration::from_millis(1500));
            self.show(u);
        }
    }

    /// One action of the person to act: the pass-and-play "ready", a roll, or the
    /// hinted move (the hint is asked for first, as a person might).
    pub fn person(&mut self) {
        let v = self.table.view();
        if v.handover.is_some() {
            self.input(Input::AcknowledgeHandover);
        } else if v.person_to_act && v.phase == Phase::AwaitingMove {
            let u = self.table.apply(Input::Hint);
            let token = u
                .view
                .hint
                .map(|h| h.token)
                .or(v.moves.first().map(|m| m.token));
            if let Some(token) = token {
                self.input(Input::Move { token });
            }
        } else if v.person_to_act {
            self.input(Input::Roll);
        }
    }

    /// One action of the person to act, then the CPU's turns. `false` once the game
    /// is over.
    pub fn step(&mut self) -> bool {
        if self.table.view().phase == Phase::GameOver {
            return false;
        }
        self.person();
        self.cpus();
        true
    }

    /// Like [`Run::step`], but stops right after the first update whose events `f`
    /// accepts (the CPU's turns are shown one by one). `false` once over.
    pub fn step_until(&mut self, f: impl Fn(&Event) -> bool) -> bool {
        if self.table.view().phase == Phase::GameOver {
            return false;
        }
        self.person();
        if self.last_had(&f) {
            return true;
        }
        while let Some(u) = self.table.play_cpu_turn() {
            self.now += 1500.0;
            self.clock.advance(Duration::from_millis(1500));
            let hit = u.events.iter().any(|e| f(&e.event));
            self.show(u);
            if hit {
                break;
            }
        }
        true
    }

    /// Whether the last update's events include one that `f` accepts.
    pub fn last_had(&self, f: impl Fn(&Event) -> bool) -> bool {
        self.last
            .as_ref()
            .is_some_and(|u| u.events.iter().any(|e| f(&e.event)))
    }
}

fn seats(kinds: &[(Color, SeatKind)]) -> Vec<SeatSetup> {
    kinds
        .iter()
        .map(|&(color, kind)| SeatSetup { color, kind })
        .collect()
}

fn setup(rules: Rules, kinds: &[(Color, SeatKind)], seed: u64) -> GameSetup {
    GameSetup {
        rules,
        seats: seats(kinds),
        seed: Some(seed),
        dice_script: vec![],
        first_player: Some(Color::Yellow),
    }
}

const CPU: SeatKind = SeatKind::Cpu(Level::Medium);
const EASY: SeatKind = SeatKind::Cpu(Level::Easy);
const YOU: SeatKind = SeatKind::Human;

/// The stage of `situation` and the time (ms, the stage's clock) to draw it at.
/// `None` only if a fixed setup were refused by the rules (a bug).
pub fn stage(situation: Situation) -> Option<(Stage, f64)> {
    let four = [
        (Color::Yellow, YOU),
        (Color::Blue, CPU),
        (Color::Red, CPU),
        (Color::Green, CPU),
    ];
    match situation {
        Situation::Start => {
            let r = Run::new(&setup(Rules::default(), &four, 11), false)?;
            let t = r.now + 600.0;
            Some((r.stage, t))
        }
        Situation::MidGame => {
            let mut r = Run::new(&setup(Rules::default(), &four, 21), false)?;
            for _ in 0..400 {
                let v = r.table.view();
                let spread = v.tokens.iter().filter(|t| t.progress.get() >= 0).count();
                if v.person_to_act
                    && v.phase == Phase::AwaitingMove
                    && v.moves.len() >= 2
                    && spread >= 8
                {
                    break;
                }
                if !r.step() {
                    break;
                }
            }
            r.input(Input::Hint);
            let t = r.now + 300.0;
            Some((r.stage, t))
        }
        Situation::Capture => {
            let mut r = Run::new(&setup(Rules::default(), &four, 5), false)?;
            for _ in 0..2000 {
                if !r.step_until(|e| matches!(e, Event::Captured { .. })) {
                    break;
                }
                if r.last_had(|e| matches!(e, Event::Captured { .. })) {
                    break;
                }
            }
            // Mid-way home: the mover has landed, the captured token slides.
            let slide = r.stage.motion().tracks.iter().find_map(|t| match t {
                super::motion::Track::Walk {
                    hop: false, start, ..
                } => Some((*start, t.end())),
                _ => None,
            });
            let (a, b) = slide.unwrap_or((0, r.stage.motion().end));
            let t = r.now + f64::from(a) + f64::from(b - a) * 0.3;
            Some((r.stage, t))
        }
        Situation::TimerLow => {
            let rules = Rules {
                turn_time_limit_secs: Some(TurnTimeLimit::Secs30),
                ..Rules::default()
            };
            let mut r = Run::new(&setup(rules, &four, 31), false)?;
            for _ in 0..6 {
                r.step();
            }
            // The person's turn with a little over 4 seconds left on the clock.
            let left = r.table.view().timer.map_or(0, |t| t.remaining_ms);
            r.wait(left.saturating_sub(4_300));
            let t = r.now + 200.0;
            Some((r.stage, t))
        }
        Situation::Won => {
            let mut rules = Preset::Quick.rules();
            rules.board = BoardChoice::Cross;
            let kinds = [
                (Color::Yellow, EASY),
                (Color::Blue, EASY),
                (Color::Red, EASY),
                (Color::Green, EASY),
            ];
            let mut r = Run::new(&setup(rules, &kinds, 3), false)?;
            r.cpus();
            let t = r.now + 900.0;
            Some((r.stage, t))
        }
        Situation::TwoPlayers => {
            let mut r = Run::new(
                &setup(
                    Rules::default(),
                    &[(Color::Yellow, YOU), (Color::Red, CPU)],
                    41,
                ),
                false,
            )?;
            for _ in 0..6 {
                r.step();
            }
            let t = r.now + 2000.0;
            Some((r.stage, t))
        }
        Situation::ThreePlayers => {
            let rules = Rules {
                board: BoardChoice::ByPlayerCount,
                ..Rules::default()
            };
            let mut r = Run::new(
                &setup(
                    rules,
                    &[(Color::Yellow, YOU), (Color::Blue, CPU), (Color::Red, CPU)],
                    51,
                ),
                false,
            )?;
            for _ in 0..8 {
                r.step();
            }
            let t = r.now + 2000.0;
            Some((r.stage, t))
        }
        Situation::TwoArm => {
            let rules = Rules {
                board: BoardChoice::ByPlayerCount,
                ..Rules::default()
            };
            let mut r = Run::new(
                &setup(rules, &[(Color::Yellow, YOU), (Color::Red, CPU)], 61),
                false,
            )?;
            for _ in 0..8 {
                r.step();
            }
            let t = r.now + 2000.0;
            Some((r.stage, t))
        }
        Situation::Handover => {
            let mut r = Run::new(
                &setup(
                    Rules::default(),
                    &[(Color::Yellow, YOU), (Color::Blue, YOU), (Color::Red, YOU)],
                    71,
                ),
                true,
            )?;
            for _ in 0..20 {
                if r.table.view().handover.is_some()
                    && r.table.view().handover != Some(Color::Yellow)
                {
                    break;
                }
                r.step();
            }
            let t = r.now + 1500.0;
            Some((r.stage, t))
        }
        Situation::Lesson => {
            let r = Run::lesson()?;
            let t = r.now + 600.0;
            Some((r.stage, t))
        }
    }
}

/// One golden image of the play screen: a situation on a screen.
#[derive(Clone, Debug, PartialEq)]
pub struct Golden {
    /// The file name without `.png` (`tests/golden/scenes/NAME.png`).
    pub name: &'static str,
    /// The situation.
    pub situation: Situation,
    /// The screen.
    pub spec: SceneSpec,
    /// Pixels per point (1.5: Android's hdpi).
    pub scale: f32,
}

/// A phone in portrait (411 × 891 pt) with a status bar and a navigation bar.
pub fn phone() -> SceneSpec {
    let mut s = SceneSpec::new(411.0, 891.0);
    s.insets = Insets {
        top: 24.0,
        bottom: 48.0,
        ..Insets::default()
    };
    s
}

/// The same phone in landscape, the cutout on the left.
pub fn phone_landscape() -> SceneSpec {
    let mut s = SceneSpec::new(891.0, 411.0);
    s.insets = Insets {
        left: 48.0,
        right: 24.0,
        bottom: 0.0,
        top: 0.0,
    };
    s
}

/// Every golden image of the play screen (`tests/golden/scenes/`): each situation,
/// both themes, the three languages, phone portrait and landscape, the small phone
/// (320 × 568 pt) both ways, tablets both ways; and `compare-mid-game`, the frame
/// the Android app's real canvas is compared with.
pub fn goldens() -> Vec<Golden> {
    let with = |s: SceneSpec, f: &dyn Fn(&mut SceneSpec)| {
        let mut s = s;
        f(&mut s);
        s
    };
    let g = |name, situation, spec| Golden {
        name,
        situation,
        spec,
        scale: 1.5,
    };
    vec![
        g("phone-start", Situation::Start, phone()),
        g("phone-mid-game", Situation::MidGame, phone()),
        g("phone-capture", Situation::Capture, phone()),
        g("phone-timer-low", Situation::TimerLow, phone()),
        g("phone-won", Situation::Won, phone()),
        g("phone-handover", Situation::Handover, phone()),
        g("phone-lesson", Situation::Lesson, phone()),
        g("phone-two-players", Situation::TwoPlayers, phone()),
        g("phone-three-players", Situation::ThreePlayers, phone()),
        g("phone-two-arm", Situation::TwoArm, phone()),
        g(
            "phone-mid-game-hi",
            Situation::MidGame,
            with(phone(), &|s| s.lang = Lang::Hi),
        ),
        g(
            "phone-mid-game-bn",
            Situation::MidGame,
            with(phone(), &|s| s.lang = Lang::Bn),
        ),
        g(
            "phone-mid-game-dark",
            Situation::MidGame,
            with(phone(), &|s| s.theme = Theme::Dark),
        ),
        g(
            "phone-won-dark-bn",
            Situation::Won,
            with(phone(), &|s| {
                s.theme = Theme::Dark;
                s.lang = Lang::Bn;
            }),
        ),
        g("phone-land-mid-game", Situation::MidGame, phone_landscape()),
        g(
            "phone-land-capture-hi",
            Situation::Capture,
            with(phone_landscape(), &|s| s.lang = Lang::Hi),
        ),
        g(
            "small-mid-game",
            Situation::MidGame,
            SceneSpec::new(320.0, 568.0),
        ),
        g(
            "small-land-mid-game",
            Situation::MidGame,
            SceneSpec::new(568.0, 320.0),
        ),
        g(
            "small-land-start-hi",
            Situation::Start,
            with(SceneSpec::new(480.0, 320.0), &|s| s.lang = Lang::Hi),
        ),
        g("small-won", Situation::Won, SceneSpec::new(320.0, 480.0)),
        g(
            "tablet-mid-game",
            Situation::MidGame,
            SceneSpec::new(820.0, 1180.0),
        ),
        g(
            "tablet-land-won",
            Situation::Won,
            SceneSpec::new(1180.0, 820.0),
        ),
        g(
            "compare-mid-game",
            Situation::MidGame,
            SceneSpec::new(411.0, 891.0),
        ),
    ]
}

/// The home screen's board art: the board of the mid-game situation (tokens of every
/// seat out on the track, seeded, the same every time) as a still board of
/// `width × height` points. `None` only if its fixed setup were refused (a bug).
pub fn art_board(width: f32, height: f32, theme: Theme) -> Option<super::Scene> {
    let mut r = Run::new(
        &setup(
            Rules::default(),
            &[
                (Color::Yellow, CPU),
                (Color::Blue, CPU),
                (Color::Red, CPU),
                (Color::Green, CPU),
            ],
            21,
        ),
        false,
    )?;
    // Until every seat has two tokens out on the board (none home yet: a lively board).
    for _ in 0..3000 {
        let v = r.table.view();
        let out = |c: Color| {
            v.tokens
                .iter()
                .filter(|t| t.color == c && t.progress.get() >= 0 && t.square.is_some())
                .count()
        };
        if Color::ALL.iter().all(|&c| out(c) >= 2) {
            break;
        }
        if r.table.play_cpu_turn().is_none() {
            break;
        }
    }
    let game = r.table.game();
    let layout = r.table.layout();
    let spots = layout.token_spots(game.variant(), game.position());
    Some(super::still::board_scene(
        layout,
        &spots,
        &super::still::Marks::default(),
        width,
        height,
        theme,
    ))
}
