//! Words for what happens, as catalog messages ([`crate::i18n`]): one announcement per
//! game event (for speech and the log), descriptions of squares and tokens for
//! accessibility, hint lines, seat and level names. Shells localize them; none of
//! them decides anything.

use crate::ai::{Hint, HintReason, Level};
use crate::color::Color;
use crate::game::{Event, ExtraRollReason, PassReason, SeatKind};
use crate::i18n::{Arg, Key, Message};
use crate::rules::{Face, TokenId, Variant};
use crate::view::geometry::{Layout, SquareId, SquareRole, square_for};

/// A token's number as shown to people: 1..=4.
pub fn token_no(t: TokenId) -> i64 {
    i64::from(t.get()) + 1
}

/// A die face as a number: 1..=6.
pub fn face_no(f: Face) -> i64 {
    i64::from(f.get())
}

// The colour's names live with the catalog, so the records (before the table) word
// their lines with the same names.
pub use crate::i18n::{color_name, player_label};

/// A CPU level's name ("easy").
pub fn level_name(l: Level) -> Message {
    l.title()
}

/// Who plays a seat: "person" or "CPU (easy)".
pub fn seat_kind(k: SeatKind) -> Message {
    match k {
        SeatKind::Human => Message::new(Key::SeatKindPerson),
        SeatKind::Cpu(l) => Message::new(Key::SeatKindCpu).with("level", level_name(l)),
    }
}

/// A square for accessibility: "square 12", "Blue's start, square 14, safe square",
/// "star, square 9, safe square", "Red's home column, square 3", "Green's finish",
/// "Yellow's base". Track squares are numbered 1.. clockwise from the first arm's
/// start (absolute, the same for every player).
pub fn describe_square(layout: &Layout, id: SquareId) -> Message {
    let sq = layout.square(id);
    let owner = |fallback: Color| color_name(sq.and_then(|s| s.owner).unwrap_or(fallback));
    match id {
        SquareId::Track(abs) => {
            let n = i64::from(abs.get()) + 1;
            let base = match sq.map(|s| s.role) {
                Some(SquareRole::Start) => Message::new(Key::SquareStart)
                    .with("player", owner(Color::Yellow))
                    .with("n", n),
                Some(SquareRole::Star) => Message::new(Key::SquareStar).with("n", n),
                _ => Message::new(Key::SquareTrack).with("n", n),
            };
            if sq.is_some_and(|s| s.safe) {
                Message::new(Key::SquareSafe).with("square", base)
            } else {
                base
            }
        }
        SquareId::HomeColumn(c, i) => Message::new(Key::SquareHomeColumn)
            .with("player", color_name(c))
            .with("n", i64::from(i) + 1),
        SquareId::Finish(c) => Message::new(Key::SquareFinish).with("player", color_name(c)),
        SquareId::BaseSlot(c, _) => Message::new(Key::SquareBase).with("player", color_name(c)),
    }
}

/// A token for accessibility: "Yellow token 1, square 12" (+ ", can move").
pub fn describe_token(
    v: &Variant,
    layout: &Layout,
    c: Color,
    token: TokenId,
    progress: i8,
    movable: bool,
) -> Message {
    let square = square_for(v, c, token, progress)
        .map(|id| describe_square(layout, id))
        .unwrap_or_else(|| Message::new(Key::SquareBase).with("player", color_name(c)));
    let m = Message::new(Key::TokenAt)
        .with("player", color_name(c))
        .with("token", token_no(token))
        .with("square", square);
    if movable {
        Message::new(Key::TokenCanMove).with("description", m)
    } else {
        m
    }
}

/// The sentence of a hint reason.
pub fn hint_reason(r: HintReason) -> Message {
    Message::new(match r {
        HintReason::Finishes => Key::HintReasonFinishes,
        HintReason::Captures => Key::HintReasonCaptures,
        HintReason::EscapesDanger => Key::HintReasonEscapesDanger,
        HintReason::EntersHomeColumn => Key::HintReasonEntersHomeColumn,
        HintReason::LeavesBase => Key::HintReasonLeavesBase,
        HintReason::FormsBlock => Key::HintReasonFormsBlock,
        HintReason::ReachesSafeSquare => Key::HintReasonReachesSafeSquare,
        HintReason::Advances => Key::HintReasonAdvances,
    })
}

/// The hint line for colour `c`: "Hint: move token 2 to star, square 9. It lands on
/// a safe square.", followed by what the move gains over the next best one when
/// `gain` (a win-chance difference, [`crate::ai::hint_gain`]) is known.
pub fn hint_line(v: &Variant, layout: &Layout, c: Color, h: &Hint, gain: Option<f32>) -> Message {
    let square = square_for(v, c, h.token, h.mv.to)
        .map(|id| describe_square(layout, id))
        .unwrap_or_else(|| Message::new(Key::SquareFinish).with("player", color_name(c)));
    let reason = if h.forced {
        Message::new(Key::HintReasonOnlyMove)
    } else {
        hint_reason(h.reason)
    };
    let line = Message::new(Key::HintMove)
        .with("token", token_no(h.token))
        .with("square", square)
        .with("reason", reason);
    // The gain in games per 100 (`docs/ai.md`, "Hints"): below half a game the
    // rollouts cannot tell the moves apart; when they prefer another move the hint
    // says nothing about the gain rather than something untrue.
    match gain.map(|g| (g * 100.0).round()) {
        Some(n) if n >= 1.0 => Message::new(Key::HintGain)
            .with("hint", line)
            .with("n", n as i64),
        Some(n) if n >= 0.0 => Message::new(Key::HintGainNone).with("hint", line),
        _ => line,
    }
}

fn names(colors: &[Color]) -> Arg {
    Arg::List(colors.iter().map(|&c| color_name(c)).collect())
}

/// The announcement of one event. Every event has one, so an announcement batch
/// holds everything that happened (a CPU's move and the capture of a person's token
/// included).
pub fn event_message(v: &Variant, layout: &Layout, e: &Event) -> Message {
    let p = |c: &Color| color_name(*c);
    match e {
        Event::GameStarted { game_number, first } => Message::new(if first.is_some() {
            Key::EventGameStarted
        } else {
            Key::EventGameStartedRollOff
        })
        .with("n", i64::from(*game_number)),
        Event::FirstRoll { color, roll } => Message::new(Key::EventFirstRoll)
            .with("player", p(color))
            .with("n", face_no(*roll)),
        Event::FirstRollTie { colors } => {
            Message::new(Key::EventFirstRollTie).with("players", names(colors))
        }
        Event::FirstPlayer { color } => {
            Message::new(Key::EventFirstPlayer).with("player", p(color))
        }
        Event::Rolled { color, roll } => Message::new(Key::EventRolled)
            .with("player", p(color))
            .with("n", face_no(*roll)),
        Event::Moved {
            color,
            token,
            from,
            to,
            auto_exit,
            ..
        } => {
            let number = token_no(*token);
            if *from < 0 {
                Message::new(if *auto_exit {
                    Key::EventAutoExit
                } else {
                    Key::EventMovedOut
                })
                .with("player", p(color))
                .with("token", number)
            } else {
                let square = square_for(v, *color, *token, *to)
                    .map(|id| describe_square(layout, id))
                    .unwrap_or_else(|| Message::new(Key::SquareFinish).with("player", p(color)));
                Message::new(Key::EventMoved)
                    .with("player", p(color))
                    .with("token", number)
                    .with("steps", i64::from(*to) - i64::from(*from))
                    .with("square", square)
            }
        }
        Event::Captured {
            color, token, by, ..
        } => Message::new(Key::EventCaptured)
            .with("by", p(by))
            .with("player", p(color))
            .with("token", token_no(*token)),
        Event::TokenFinished { color, token } => Message::new(Key::EventTokenFinished)
            .with("player", p(color))
            .with("token", token_no(*token)),
        Event::PlayerFinished { color, place } => Message::new(Key::EventPlayerFinished)
            .with("player", p(color))
            .with("place", i64::from(*place)),
        Event::ExtraRoll { color, reasons } => {
            if reasons.is_empty() {
                Message::new(Key::EventExtraRoll).with("player", p(color))
            } else {
                let why = reasons
                    .iter()
                    .map(|r| {
                        Message::new(match r {
                            ExtraRollReason::Six => Key::ExtraRollSix,
                            ExtraRollReason::Capture => Key::ExtraRollCapture,
                            ExtraRollReason::Finish => Key::ExtraRollFinish,
                        })
                    })
                    .collect();
                Message::new(Key::EventExtraRollBecause)
                    .with("player", p(color))
                    .with("reasons", Arg::List(why))
            }
        }
        Event::ThreeSixes { color } => Message::new(Key::EventThreeSixes).with("player", p(color)),
        Event::FailedTry { color, tries_left } => Message::new(Key::EventFailedTry)
            .with("player", p(color))
            .with("n", i64::from(*tries_left)),
        Event::TurnPassed { from, to, reason } => match reason {
            PassReason::NoMove => Message::new(Key::EventNoMove)
                .with("player", p(from))
                .with("next", p(to)),
            PassReason::TriesUsedUp => Message::new(Key::EventTriesUsedUp)
                .with("player", p(from))
                .with("next", p(to)),
            PassReason::Moved | PassReason::ThreeSixes | PassReason::PlayerFinished => {
                Message::new(Key::EventTurn).with("player", p(to))
            }
        },
        Event::SeatChanged { color, kind } => match kind {
            SeatKind::Human => Message::new(Key::EventSeatPerson).with("player", p(color)),
            SeatKind::Cpu(l) => Message::new(Key::EventSeatCpu)
                .with("player", p(color))
                .with("level", level_name(*l)),
        },
        Event::TimedOut { color } => Message::new(Key::EventTimedOut).with("player", p(color)),
        Event::Undone { actions } => Message::new(Key::EventUndone).with("n", i64::from(*actions)),
        Event::GameOver { placements } => match placements.first() {
            Some(w) if w.len() == 1 => {
                Message::new(Key::EventGameOverWinner).with("player", p(&w[0]))
            }
            Some(w) => Message::new(Key::EventGameOverShared).with("players", names(w)),
            None => Message::new(Key::EventGameOver),
        },
    }
}

/// The line that shows the dice code before the first roll ("Dice code 3F9A-…. When
/// the game ends, every roll can be checked against it.").
pub fn dice_code(code: String) -> Message {
    Message::new(Key::DiceCode).with("code", Arg::Text(code))
}

/// The result's line about the dice: every roll came from the committed dice, or not.
pub fn dice_check(verified: bool) -> Message {
    Message::new(if verified {
        Key::DiceVerified
    } else {
        Key::DiceNotVerified
    })
}

/// What was mixed into the dice ("Mixed into the dice: “rain”, “tap 120 ms”. ..."),
/// `None` when nothing was. The entries are quoted as typed, so people see exactly
/// what went into the key.
pub fn dice_mixed(mix: &[String]) -> Option<Message> {
    if mix.is_empty() {
        return None;
    }
    let words = mix
        .iter()
        .map(|m| format!("“{m}”"))
        .collect::<Vec<_>>()
        .join(", ");
    Some(Message::new(Key::DiceMixed).with("words", Arg::Text(words)))
}
