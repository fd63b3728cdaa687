//! What the review says, in the catalog's words, the same on every phone: a
//! decision's line in the list, what was played and what was better under its
//! position, and the win-chance graph in words. The shells show these messages; they
//! do not format win chances themselves (docs/review.md, "What the review shows").

use super::review::{ABOUT, ReviewEntry, Verdict};
use crate::color::Color;
use crate::i18n::{Arg, Key, Message, player_label, shown_percent};

/// A win chance (0..=1) as the review shows it: a whole percentage ("42%", the
/// records' rounding, [`shown_percent`]), kept within 1%..99% unless `decided`.
/// Rollouts estimate a chance from a few dozen games; all of them won does not make
/// a game won, so "100%" (and "0%") is kept for a first place already taken.
pub fn shown_chance(p: f32, decided: bool) -> String {
    let n = shown_percent(f64::from(p));
    let n = if decided { n } else { n.clamp(1, 99) };
    format!("{n}%")
}

/// A win chance as the review says it in a sentence: [`shown_chance`], as "about
/// 42%" (`review.about`) when its 95% `margin` is [`ABOUT`] or more, so a player
/// reads the dice's share of the number; plain when the rollouts pin it closer or
/// the game is `decided`.
pub fn said_chance(p: f32, margin: f32, decided: bool) -> Arg {
    let n = shown_chance(p, decided);
    if is_about(margin, decided) {
        Arg::Msg(Message::new(Key::ReviewAbout).with("chance", Arg::Text(n)))
    } else {
        Arg::Text(n)
    }
}

/// Whether a chance with 95% `margin` is said "about" ([`said_chance`]): an estimate
/// whose margin is [`ABOUT`] or more, never a decided game's certain chance.
pub fn is_about(margin: f32, decided: bool) -> bool {
    !decided && margin >= ABOUT
}

/// The catalog key of a verdict (`review.verdict.*`).
pub fn verdict_key(v: Verdict) -> Key {
    match v {
        Verdict::Best => Key::ReviewVerdictBest,
        Verdict::Good => Key::ReviewVerdictGood,
        Verdict::Inaccuracy => Key::ReviewVerdictInaccuracy,
        Verdict::Mistake => Key::ReviewVerdictMistake,
        Verdict::Blunder => Key::ReviewVerdictBlunder,
    }
}

impl ReviewEntry {
    /// The decision's line in the review's list, `n` counting from 1: "3. Yellow
    /// rolled 6: mistake, win chance 42%" (`review.decision`).
    pub fn line(&self, n: usize) -> Message {
        Message::new(Key::ReviewDecision)
            .with("n", i64::try_from(n).unwrap_or(i64::MAX))
            .with("player", player_label(self.player))
            .with("roll", i64::from(self.roll.get()))
            .with("verdict", verdict_key(self.verdict))
            .with(
                "chance",
                said_chance(self.win_chance_played, self.played_margin, self.decided),
            )
    }

    /// Under the decision's position: the move played with its win chance
    /// (`review.played`), then the better move with its own when another was best
    /// (`review.better`).
    pub fn said(&self) -> Vec<Message> {
        let token = |t: crate::TokenId| i64::try_from(t.index()).unwrap_or(0) + 1;
        let mut out = vec![
            Message::new(Key::ReviewPlayed)
                .with("token", token(self.played.token))
                .with(
                    "chance",
                    said_chance(self.win_chance_played, self.played_margin, self.decided),
                ),
        ];
        if self.best != self.played {
            out.push(
                Message::new(Key::ReviewBetter)
                    .with("token", token(self.best.token))
                    .with(
                        "chance",
                        said_chance(self.win_chance_best, self.best_margin, self.decided),
                    ),
            );
        }
        out
    }

    /// `color`'s win chance after the move played (0 when it is not seated).
    fn chance_of(&self, color: Color) -> f32 {
        self.win_chances
            .iter()
            .find(|s| s.color == color)
            .map_or(0.0, |s| s.win_chance)
    }
}

/// The win-chance graph in words, for screen readers: each seat's chance at the
/// first and the last reviewed decision (`review.graph` with a `review.graph_seat`
/// per seat). `None` for a review without decisions.
pub fn graph_summary(entries: &[ReviewEntry]) -> Option<Message> {
    let (first, last) = (entries.first()?, entries.last()?);
    let seats = first
        .win_chances
        .iter()
        .map(|s| {
            Message::new(Key::ReviewGraphSeat)
                .with("player", player_label(s.color))
                .with("from", Arg::Text(shown_chance(s.win_chance, first.decided)))
                .with(
                    "to",
                    Arg::Text(shown_chance(last.chance_of(s.color), last.decided)),
                )
        })
        .collect();
    Some(Message::new(Key::ReviewGraph).with("seats", Arg::List(seats)))
}
