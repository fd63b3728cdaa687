//! Words for the screens: player names, event-log lines, hint reasons.

use ludo_core::Color;
use ludo_core::ai::{Hint, HintReason, Level};
use ludo_core::game::{Event, ExtraRollReason, PassReason, SeatKind};
use ludo_core::rules::{TokenId, Variant};

/// "Yellow", "Blue", ...
pub fn color_name(c: Color) -> &'static str {
    match c {
        Color::Yellow => "Yellow",
        Color::Blue => "Blue",
        Color::Red => "Red",
        Color::Green => "Green",
    }
}

/// "Yellow ○": the colour's name with its owner symbol.
pub fn player(c: Color) -> String {
    format!("{} {}", color_name(c), c.symbol())
}

/// A token's label as drawn on the board: the owner symbol and the number 1–4.
pub fn token(c: Color, t: TokenId) -> String {
    format!("{}{}", c.symbol(), t.get() + 1)
}

/// "person", "CPU (hard)".
pub fn seat_kind(k: SeatKind) -> String {
    match k {
        SeatKind::Human => "person".into(),
        SeatKind::Cpu(l) => format!("CPU ({})", level(l)),
    }
}

/// A CPU level's name.
pub fn level(l: Level) -> &'static str {
    l.name()
}

/// "1st", "2nd", ...
pub fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// Where a token stands, in words ("in base", "square 12", "home column 3", "finish").
pub fn progress(v: &Variant, p: i8) -> String {
    if p < 0 {
        "base".into()
    } else if p == v.finish() {
        "the finish".into()
    } else if p > v.last_track() {
        format!("home column {}", p - v.last_track())
    } else {
        format!("square {}", p + 1)
    }
}

/// The event-log line of one event; `None` for events the log does not show.
pub fn event(v: &Variant, e: &Event) -> Option<String> {
    Some(match e {
        Event::GameStarted { game_number, first } => match first {
            Some(f) => format!("Game {game_number} begins; {} starts.", player(*f)),
            None => format!("Game {game_number} begins: everyone rolls to choose who starts."),
        },
        Event::FirstRoll { color, roll } => {
            format!("{} rolled a {roll} to choose who starts.", player(*color))
        }
        Event::FirstRollTie { colors } => format!(
            "Tie: {} roll again.",
            colors
                .iter()
                .map(|c| color_name(*c))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Event::FirstPlayer { color } => format!("{} starts.", player(*color)),
        Event::Rolled { color, roll } => format!("{} rolled a {roll}.", player(*color)),
        Event::Moved {
            color,
            token: t,
            from,
            to,
            auto_exit,
            ..
        } => {
            let name = token(*color, *t);
            if *from < 0 {
                if *auto_exit {
                    format!("{} brought {name} out without rolling.", color_name(*color))
                } else {
                    format!("{} brought {name} out onto its start.", color_name(*color))
                }
            } else if *to == v.finish() {
                format!(
                    "{} moved {name} {} to the finish.",
                    color_name(*color),
                    steps(to - from)
                )
            } else if *from <= v.last_track() && *to > v.last_track() {
                format!(
                    "{} moved {name} {} into its home column.",
                    color_name(*color),
                    steps(to - from)
                )
            } else {
                format!("{} moved {name} {}.", color_name(*color), steps(to - from))
            }
        }
        Event::Captured {
            color,
            token: t,
            by,
            ..
        } => format!(
            "{} captured {}: back to base!",
            color_name(*by),
            token(*color, *t)
        ),
        Event::TokenFinished { color, token: t } => {
            format!("{} reached the finish.", token(*color, *t))
        }
        Event::PlayerFinished { color, place } => format!(
            "{} has all tokens home: {} place.",
            player(*color),
            ordinal(*place as usize)
        ),
        Event::ExtraRoll { color, reasons } => {
            let why: Vec<&str> = reasons
                .iter()
                .map(|r| match r {
                    ExtraRollReason::Six => "a six",
                    ExtraRollReason::Capture => "a capture",
                    ExtraRollReason::Finish => "reaching the finish",
                })
                .collect();
            if why.is_empty() {
                format!("{} rolls again.", color_name(*color))
            } else {
                format!("{} rolls again ({}).", color_name(*color), why.join(", "))
            }
        }
        Event::ThreeSixes { color } => {
            format!(
                "Three sixes in a row: {} forfeits the turn.",
                color_name(*color)
            )
        }
        Event::FailedTry { color, tries_left } => format!(
            "{} did not get out ({tries_left} {} left).",
            color_name(*color),
            if *tries_left == 1 { "try" } else { "tries" }
        ),
        Event::TurnPassed { from, to, reason } => match reason {
            PassReason::NoMove => format!(
                "{} cannot move; {}'s turn.",
                color_name(*from),
                color_name(*to)
            ),
            PassReason::TriesUsedUp => format!(
                "{} used up the tries; {}'s turn.",
                color_name(*from),
                color_name(*to)
            ),
            PassReason::ThreeSixes | PassReason::Moved | PassReason::PlayerFinished => {
                format!("{}'s turn.", player(*to))
            }
        },
        Event::SeatChanged { color, kind } => match kind {
            SeatKind::Human => format!("{} is played by a person again.", player(*color)),
            SeatKind::Cpu(l) => format!("The CPU ({}) now plays {}.", level(*l), player(*color)),
        },
        Event::TimedOut { color } => {
            format!("Time is up for {}: the game acts for them.", player(*color))
        }
        Event::Undone { actions } => format!(
            "Undone: {actions} {} taken back.",
            if *actions == 1 { "action" } else { "actions" }
        ),
        Event::GameOver { placements } => match placements.first() {
            Some(w) if w.len() == 1 => format!("Game over: {} wins!", player(w[0])),
            Some(w) => format!(
                "Game over: {} share first place!",
                w.iter()
                    .map(|c| color_name(*c))
                    .collect::<Vec<_>>()
                    .join(" and ")
            ),
            None => "Game over.".into(),
        },
    })
}

fn steps(n: i8) -> String {
    if n == 1 {
        "1 square".into()
    } else {
        format!("{n} squares")
    }
}

/// Why a hinted move is good, in words.
pub fn hint_reason(r: HintReason) -> &'static str {
    match r {
        HintReason::Finishes => "it reaches the finish",
        HintReason::Captures => "it captures",
        HintReason::EscapesDanger => "it escapes danger",
        HintReason::EntersHomeColumn => "it enters the safe home column",
        HintReason::LeavesBase => "it brings a token out",
        HintReason::FormsBlock => "it forms a block",
        HintReason::ReachesSafeSquare => "it lands on a safe square",
        HintReason::Advances => "it makes the best progress",
    }
}

/// The hint line: "Hint: move ○2 (it captures)."
pub fn hint(c: Color, h: &Hint) -> String {
    if h.forced {
        format!("Hint: {} is the only move.", token(c, h.token))
    } else {
        format!(
            "Hint: move {} ({}).",
            token(c, h.token),
            hint_reason(h.reason)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ordinals() {
        assert_eq!(ordinal(1), "1st");
        assert_eq!(ordinal(2), "2nd");
        assert_eq!(ordinal(3), "3rd");
        assert_eq!(ordinal(4), "4th");
        assert_eq!(ordinal(11), "11th");
    }
}
