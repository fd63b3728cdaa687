//! [`TableView`]: everything a screen draws, as plain data. Shells draw it and
//! decide nothing; texts are catalog messages.

use super::tutorial::LessonStep;
use super::{CpuState, Table, announce};
use crate::ai::HintReason;
use crate::color::Color;
use crate::game::{Phase, SeatKind};
use crate::i18n::Key;
use crate::i18n::{Arg, Message};
use crate::rules::{Face, PlaceGroup, Rules, TokenId};
use crate::view::geometry::SquareId;
use crate::view::geometry::square_for;
use std::time::Duration;

/// A token's progress as a view shows it: -1 in base, 0 on its start square, up to
/// the variant's finish (56 on the standard board; `rules::Variant::finish`). The
/// rules count it in `i8`; the phones read an `Int` (`docs/bindings.md`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Progress(i8);

impl Progress {
    /// The progress as the rules count it.
    #[inline]
    pub const fn get(self) -> i8 {
        self.0
    }
}

impl From<i8> for Progress {
    #[inline]
    fn from(p: i8) -> Progress {
        Progress(p)
    }
}

/// One seat.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct SeatView {
    /// The colour.
    pub color: Color,
    /// Who plays it now.
    pub kind: SeatKind,
    /// A person played it at some time in this game (the "take back" control).
    pub was_person: bool,
    /// The CPU plays it now but a person did before: it can be taken back.
    pub can_take_back: bool,
    /// It is the seat to act.
    pub to_act: bool,
    /// Tokens in base (0..=4; counts are `i32`, the phones' `Int`).
    pub in_base: i32,
    /// Tokens on the track or in the home column.
    pub out: i32,
    /// Tokens at the finish.
    pub finished: i32,
    /// Its place once it finished all tokens (or the game is over); players
    /// sharing a place take as many places (1st, 2nd, 2nd, 4th).
    pub place: Option<i32>,
    /// Roll counts by face: `faces[f - 1]` rolls of `f` in this game (six entries).
    pub faces: Vec<u64>,
    /// The records profile id given with `Input::SetProfile`, if any.
    pub profile: Option<String>,
    /// That profile's name, once the records named it (`Table::name_profiles`;
    /// `None` for a guest, or a profile the records do not know).
    pub profile_name: Option<String>,
    /// Accessibility label ("Yellow, person, 1 token finished").
    pub description: Message,
}

/// The die.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct DieView {
    /// The face shown: the roll awaiting a move, else the last roll; `None` before any.
    pub face: Option<Face>,
    /// Who rolled the face shown.
    pub rolled_by: Option<Color>,
    /// A person may roll now (the die is "live").
    pub can_roll: bool,
    /// The next press brings a token out without rolling (house rule).
    pub auto_exit: bool,
    /// Accessibility label ("Die, shows 6").
    pub description: Message,
}

/// A capture a move would make.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct CaptureView {
    /// The captured token's colour.
    pub color: Color,
    /// Its index 0..=3.
    pub token: TokenId,
}

/// A legal move of a person choosing a move.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct MoveView {
    /// Token index 0..=3.
    pub token: TokenId,
    /// Progress before (-1 base).
    pub from: Progress,
    /// Progress after.
    pub to: Progress,
    /// The square it ends on.
    pub target: Option<SquareId>,
    /// Tokens it would capture.
    pub captures: Vec<CaptureView>,
    /// Accessibility label of the target square ("square 9. Token 2 moves here.").
    pub description: Message,
    /// The text of a button for this move ([`Key::MoveChoice`]: "Move token 2 to
    /// square 9"; with a capture [`Key::MoveChoiceCaptures`]: "..., captures Blue
    /// token 1"). Short enough for a button and read well by screen readers.
    pub label: Message,
}

/// The hint shown (after `Input::Hint`, until anything changes).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct HintView {
    /// The suggested token.
    pub token: TokenId,
    /// Where it would go.
    pub target: Option<SquareId>,
    /// Why.
    pub reason: HintReason,
    /// It is the only legal move.
    pub forced: bool,
    /// The hint line ("Hint: move token 2 to ... It captures.").
    pub message: Message,
}

/// The last move made, for marking it on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct LastMove {
    /// The mover.
    pub color: Color,
    /// Token index 0..=3.
    pub token: TokenId,
    /// Progress before (-1 base).
    pub from: Progress,
    /// Progress after.
    pub to: Progress,
    /// Progress values entered, in order (the game's `Moved` event).
    pub path: Vec<Progress>,
    /// Tokens it captured.
    pub captured: Vec<CaptureView>,
}

/// The turn timer of the person to act.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct TimerView {
    /// The limit per decision, ms.
    pub limit_ms: u64,
    /// Time left, ms.
    pub remaining_ms: u64,
    /// Whether it counts down now (not while paused or waiting for a handover).
    pub running: bool,
    /// "12 seconds left" (whole seconds, rounded up).
    pub text: Message,
}

/// One token, for drawing and accessibility.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct TokenView {
    /// Owner.
    pub color: Color,
    /// Index 0..=3 (shown as 1..=4).
    pub token: TokenId,
    /// Progress (-1 base .. finish).
    pub progress: Progress,
    /// The square it stands on.
    pub square: Option<SquareId>,
    /// A person may move it now.
    pub movable: bool,
    /// The hint suggests it.
    pub hinted: bool,
    /// Accessibility label ("Yellow token 1, square 12, can move").
    pub description: Message,
}

/// The lesson's state.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct TutorialView {
    /// The step.
    pub step: LessonStep,
    /// Its tip.
    pub tip: Message,
    /// The lesson is complete.
    pub done: bool,
}

/// A die roll and who made it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct DieRoll {
    /// Who rolled.
    pub color: Color,
    /// The face.
    pub roll: Face,
}

/// Everything a screen draws (the phones' `TableView`, derived here: docs/bindings.md).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct TableView {
    /// The game's phase.
    pub phase: Phase,
    /// Game number (1, +1 per "play again").
    pub game_number: u32,
    /// The house rules.
    pub rules: Rules,
    /// Who acts next; `None` once over.
    pub to_act: Option<Color>,
    /// A person at the device must act now and may (not paused, no handover pending).
    pub person_to_act: bool,
    /// The seats in the setup's (clockwise) order.
    pub seats: Vec<SeatView>,
    /// The die.
    pub die: DieView,
    /// The legal moves while a person chooses one (empty otherwise).
    pub moves: Vec<MoveView>,
    /// The hint shown.
    pub hint: Option<HintView>,
    /// The last move, to mark on the board.
    pub last_move: Option<LastMove>,
    /// The turn timer, when one applies to the decision now.
    pub timer: Option<TimerView>,
    /// Undo is possible now (never once the game is over: its save then reveals the
    /// dice secret, docs/fair-dice.md).
    pub can_undo: bool,
    /// A hint is possible now.
    pub can_hint: bool,
    /// "Play again" is possible now (the game or lesson is over).
    pub can_play_again: bool,
    /// The status line.
    pub status: Message,
    /// The lesson, when this table is one.
    pub tutorial: Option<TutorialView>,
    /// Paused (app in the background): nothing runs, inputs are refused.
    pub paused: bool,
    /// A CPU is to act and will (its turn is scheduled or being computed).
    pub cpu_thinking: bool,
    /// Pass-and-play: the device should be passed to this person, who confirms
    /// with `Input::AcknowledgeHandover`.
    pub handover: Option<Color>,
    /// Placements once over, best first (several colours may share a place).
    pub placements: Option<Vec<Vec<Color>>>,
    /// The same groups with each one's place (1st, 2nd=, 2nd=, 4th): the game-over
    /// list shows `place`, never the group's index.
    pub place_groups: Option<Vec<PlaceGroup>>,
    /// Every token of the seated colours, seats in order, then token index.
    pub tokens: Vec<TokenView>,
    /// First-player rolls of the current round.
    pub first_rolls: Vec<DieRoll>,
    /// The sequence number the next game event will get.
    pub next_event_seq: u64,
    /// The short code of the dice commitment (`docs/fair-dice.md`), to show
    /// (`"3F9A-1C07-88B2"`, with [`Key::DiceCode`]); only until the first roll of the
    /// game, `None` after it, for a game saved before commitments and for the
    /// lesson's scripted dice.
    pub dice_code: Option<String>,
    /// Once the game is over: whether every roll came from the committed dice
    /// ([`Key::DiceVerified`] / [`Key::DiceNotVerified`]); `None` while it runs and
    /// for a game without a commitment.
    pub dice_verified: Option<bool>,
    /// The line to show with the dice code (text [`Key::DiceCode`] with
    /// [`Self::dice_code`]): `Some` exactly while `dice_code` is. Shells show this and
    /// keep `dice_code` for copying the bare code.
    pub dice_code_line: Option<Message>,
    /// The result screen's line about the dice once over ([`Key::DiceVerified`] /
    /// [`Key::DiceNotVerified`]): `Some` exactly while `dice_verified` is.
    pub dice_check: Option<Message>,
    /// Words may be mixed into the dice now ([`super::Input::MixDice`]): before the
    /// first roll of a game with committed dice, not the lesson, not paused, fewer
    /// than 8 entries so far. Shells offer the field ([`Key::DiceMixPrompt`]) only
    /// while this is true.
    pub can_mix_dice: bool,
    /// What was mixed into the dice so far ([`Key::DiceMixed`]); `None` when
    /// nothing was.
    pub dice_mixed: Option<Message>,
}

// ----- building the view -----

/// The button text of a move of `token` to the square described by `square`
/// ([`MoveView::label`]), naming the tokens it captures.
fn move_label(token: TokenId, square: Message, captures: &[CaptureView]) -> Message {
    let m = |key| {
        Message::new(key)
            .with("token", announce::token_no(token))
            .with("square", square)
    };
    if captures.is_empty() {
        return m(Key::MoveChoice);
    }
    let captured = captures
        .iter()
        .map(|x| {
            Message::new(Key::MoveCaptured)
                .with("player", announce::color_name(x.color))
                .with("token", announce::token_no(x.token))
        })
        .collect();
    m(Key::MoveChoiceCaptures).with("captured", Arg::List(captured))
}

impl Table {
    pub(super) fn view_at(&self, now: Duration) -> TableView {
        let g = &self.game;
        let v = g.variant();
        let snap = g.snapshot();
        let cur = g.current();
        let person_seat = cur.is_some_and(|c| g.seat(c) == Some(SeatKind::Human));
        let person_to_act = self.person_to_act().is_ok();
        // The person choosing a move, if one is.
        let chooser = cur.filter(|_| person_to_act && g.phase() == Phase::AwaitingMove);
        let choosing = chooser.is_some();
        let hint_token = self.hint.map(|h| h.token);
        let moves: Vec<MoveView> = if let Some(c) = chooser {
            snap.legal
                .iter()
                .map(|m| {
                    let target = square_for(v, c, m.token, m.to);
                    let square = target
                        .map(|id| announce::describe_square(&self.layout, id))
                        .unwrap_or_else(|| {
                            Message::new(Key::SquareFinish).with("player", announce::color_name(c))
                        });
                    let captures: Vec<CaptureView> = m
                        .captures
                        .iter()
                        .map(|x| CaptureView {
                            color: x.color,
                            token: x.token,
                        })
                        .collect();
                    MoveView {
                        token: m.token,
                        from: m.from.into(),
                        to: m.to.into(),
                        target,
                        label: move_label(m.token, square.clone(), &captures),
                        captures,
                        description: Message::new(Key::SquareTarget)
                            .with("square", square)
                            .with("token", announce::token_no(m.token)),
                    }
                })
                .collect()
        } else {
            vec![]
        };
        let movable =
            |c: Color, t: TokenId| choosing && cur == Some(c) && moves.iter().any(|m| m.token == t);
        let mut tokens = vec![];
        let finish = v.finish();
        let seats = snap
            .seats
            .iter()
            .map(|s| {
                let c = s.color;
                for (&t, &p) in TokenId::ALL.iter().zip(s.tokens.iter()) {
                    let mv = movable(c, t);
                    tokens.push(TokenView {
                        color: c,
                        token: t,
                        progress: p.into(),
                        square: square_for(v, c, t, p),
                        movable: mv,
                        hinted: mv && hint_token == Some(t),
                        description: announce::describe_token(v, &self.layout, c, t, p, mv),
                    });
                }
                // At most four tokens: the counts fit any integer.
                let finished = s.tokens.iter().filter(|&&p| p == finish).count() as i32;
                let in_base = s.tokens.iter().filter(|&&p| p < 0).count() as i32;
                let was_person = self.people[c.index()];
                SeatView {
                    color: c,
                    kind: s.kind,
                    was_person,
                    can_take_back: was_person && matches!(s.kind, SeatKind::Cpu(_)),
                    to_act: cur == Some(c),
                    in_base,
                    out: s.tokens.len() as i32 - in_base - finished,
                    finished,
                    place: s.place.map(i32::from),
                    faces: s.faces.to_vec(),
                    profile: self.profiles[c.index()].clone(),
                    profile_name: self.profile_names[c.index()].clone(),
                    description: Message::new(Key::SeatSummary)
                        .with("player", announce::color_name(c))
                        .with("kind", announce::seat_kind(s.kind))
                        .with("n", i64::from(finished)),
                }
            })
            .collect();
        let (face, rolled_by) = match (snap.pending_roll, snap.last_roll, cur) {
            (Some(r), _, Some(c)) => (Some(r), Some(c)),
            (_, Some((c, r)), _) => (Some(r), Some(c)),
            _ => match snap.first_rolls.last() {
                Some(&(color, roll)) => (Some(roll), Some(color)),
                None => (None, None),
            },
        };
        let held = self.held_for_start();
        let can_roll = (person_to_act && g.phase() != Phase::AwaitingMove) || held;
        let die = DieView {
            face,
            rolled_by,
            can_roll,
            auto_exit: snap.auto_exit_due,
            description: match face {
                Some(f) => Message::new(Key::DieShows).with("n", announce::face_no(f)),
                None => Key::DieBlank.into(),
            },
        };
        let hint = self.hint.zip(chooser).map(|(h, c)| HintView {
            token: h.token,
            target: square_for(v, c, h.token, h.mv.to),
            reason: h.reason,
            forced: h.forced,
            message: announce::hint_line(v, &self.layout, c, &h, self.hint_gain),
        });
        let timer = self.timer.map(|t| TimerView {
            limit_ms: u64::try_from(t.limit().as_millis()).unwrap_or(u64::MAX),
            remaining_ms: u64::try_from(t.remaining(now).as_millis()).unwrap_or(u64::MAX),
            running: t.running(),
            text: Message::new(Key::TimerLeft)
                .with("n", i64::try_from(t.seconds_shown(now)).unwrap_or(i64::MAX)),
        });
        let status = self.status(cur, person_seat, &snap);
        let tutorial = self.tutorial.then(|| {
            // Whether `token`'s pending move lands on a safe square.
            let lands_safe = |token| {
                let (c, (_, moves)) = cur.zip(g.pending())?;
                let to = moves.for_token(token)?.to;
                Some(self.layout.square(square_for(v, c, token, to)?)?.safe)
            };
            let step = LessonStep::of(g, self.lesson_done, |token| lands_safe(token) == Some(true));
            TutorialView {
                step,
                tip: step.tip(snap.pending_roll),
                done: self.lesson_done,
            }
        });
        let over = g.phase() == Phase::GameOver;
        let dice_code = g
            .dice_commitment()
            // Worth noting down only before the first roll: from then on the dice are
            // fixed (and the code stays in the save for `ludo verify`).
            .filter(|_| g.start().dice.script.is_empty() && g.rolls().is_empty())
            .map(|c| c.code());
        let dice_verified = g.dice_verified();
        TableView {
            phase: g.phase(),
            game_number: snap.game_number,
            rules: *g.rules(),
            to_act: cur,
            person_to_act,
            seats,
            die,
            moves,
            hint,
            last_move: self.last_move.clone(),
            timer,
            can_undo: !self.paused
                && !self.lesson_done
                && !over
                && g.can_undo()
                && !self.is_rated(),
            can_hint: choosing,
            can_play_again: !self.paused && (over || (self.tutorial && self.lesson_done)),
            status,
            tutorial,
            paused: self.paused,
            cpu_thinking: self.cpu_may_act() && self.cpu != CpuState::Idle,
            handover: self.handover,
            placements: snap.placements,
            place_groups: snap.place_groups,
            tokens,
            first_rolls: snap
                .first_rolls
                .iter()
                .map(|&(color, roll)| DieRoll { color, roll })
                .collect(),
            next_event_seq: snap.next_event_seq,
            dice_code_line: dice_code.clone().map(announce::dice_code),
            dice_check: dice_verified.map(announce::dice_check),
            dice_code,
            dice_verified,
            can_mix_dice: !self.paused && !self.tutorial && g.can_mix_dice(),
            dice_mixed: announce::dice_mixed(g.dice_mix()),
        }
    }

    fn status(
        &self,
        cur: Option<Color>,
        person_seat: bool,
        snap: &crate::game::Snapshot,
    ) -> Message {
        let p = |c: Color| announce::color_name(c);
        if self.paused {
            return Key::PromptPaused.into();
        }
        if self.lesson_done {
            return Key::PromptLessonDone.into();
        }
        let Some(c) = cur else {
            return Key::PromptGameOver.into();
        };
        if let Some(h) = self.handover {
            return Message::new(Key::PromptHandover).with("player", p(h));
        }
        if self.held_for_start() {
            return Message::new(Key::PromptCpuStarts).with("player", p(c));
        }
        if !person_seat {
            return Message::new(Key::PromptCpu).with("player", p(c));
        }
        match snap.phase {
            Phase::ChoosingFirst => Message::new(Key::PromptFirstRoll).with("player", p(c)),
            Phase::AwaitingMove => Message::new(Key::PromptMove)
                .with("player", p(c))
                .with("n", snap.pending_roll.map_or(0, announce::face_no)),
            _ if snap.auto_exit_due => Message::new(Key::PromptAutoExit).with("player", p(c)),
            _ => Message::new(Key::PromptRoll).with("player", p(c)),
        }
    }
}
