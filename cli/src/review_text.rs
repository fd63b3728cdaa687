//! The text view of `ludo review` (`docs/review.md`, "In the terminal"): a
//! win-chance graph per seat over the reviewed decisions, the list of the person's
//! decisions with verdicts, and (`--at N`) the board at one decision with the move
//! played and the better move. Texts are English only for now.

use crate::play::board::{BoardGeom, BoardView, owner_bg};
use crate::play::text;
use crossterm::style::{Color as Tc, Stylize};
use ludo_core::color::Color;
use ludo_core::game::Game;
use ludo_core::game::review::{ReviewEntry, Verdict};
use ludo_core::game::review_texts::{is_about, shown_chance};
use ludo_core::i18n::Lang;
use ludo_core::rules::{Move, Variant};
use ludo_core::view::Layout;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

/// Block characters of the graph, lowest to highest.
const BARS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];

/// Width taken by a graph row's label ("yellow  " and the last chance " 100%").
const LABEL: usize = 8 + 6;

/// One row per seat of `seats`: its win chance after each entry, squeezed (each
/// column the mean of its entries) into `width` columns, `colour` for ANSI colours.
pub fn graph(entries: &[ReviewEntry], seats: &[Color], width: usize, colour: bool) -> Vec<String> {
    let cols = width.saturating_sub(LABEL).clamp(1, entries.len().max(1));
    seats
        .iter()
        .map(|&c| {
            let chance = |e: &ReviewEntry| {
                e.win_chances
                    .iter()
                    .find(|s| s.color == c)
                    .map_or(0.0, |s| s.win_chance)
            };
            let spark: String = (0..cols)
                .map(|k| {
                    let (a, b) = (k * entries.len() / cols, (k + 1) * entries.len() / cols);
                    let part = &entries[a..b.max(a + 1).min(entries.len())];
                    if part.is_empty() {
                        return ' ';
                    }
                    let p = part.iter().map(chance).sum::<f32>() / part.len() as f32;
                    BARS[((p * 8.0) as usize).min(7)]
                })
                .collect();
            let last = entries.last().map_or(0.0, chance);
            let spark = if colour {
                spark.with(bar_colour(c)).to_string()
            } else {
                spark
            };
            format!("{:<8}{spark} {:>3.0}%", colour_name(c), last * 100.0)
        })
        .collect()
}

/// A seat's colour as every other screen writes it: "Yellow" (the JSON keeps the
/// core's lower-case names).
fn colour_name(c: Color) -> String {
    crate::play::app::capitalise(c.name())
}

/// The terminal colour of a seat's graph row.
fn bar_colour(c: Color) -> Tc {
    match owner_bg(c) {
        ratatui::style::Color::Yellow => Tc::Yellow,
        ratatui::style::Color::Blue => Tc::Blue,
        ratatui::style::Color::Red => Tc::Red,
        _ => Tc::Green,
    }
}

/// A move of `c` in the review's few words: "token 2: square 6 → home 3" (the row or
/// the decision names the player, so its home column is "home N"; the finish
/// "finish"), so a line with a home column fits 80 columns.
fn move_words(v: &Variant, c: Color, m: &Move) -> String {
    squares_words(v, c, &format!("token {}", m.token.get() + 1), m)
}

/// `who` ("token 2", "tokens 1, 2") and the squares of `m` in the review's few words.
fn squares_words(v: &Variant, c: Color, who: &str, m: &Move) -> String {
    use ludo_core::view::{SquareId, square_for};
    let square = |p: i8| match square_for(v, c, m.token, p) {
        Some(SquareId::HomeColumn(_, i)) => format!("home {}", i + 1),
        Some(SquareId::Finish(_)) => "finish".to_string(),
        _ => text::board_square(v, c, m.token, p, Lang::En),
    };
    format!("{who}: {} → {}", square(m.from), square(m.to))
}

/// A chance in the list's column: "42%", or "~42%" where the review says "about
/// 42%" ([`is_about`]).
fn chance_cell(p: f32, margin: f32, decided: bool) -> String {
    let n = shown_chance(p, decided);
    if is_about(margin, decided) {
        format!("~{n}")
    } else {
        n
    }
}

/// A chance in a sentence: "42%", or "about 42%" (as the phones say it).
fn chance_words(p: f32, margin: f32, decided: bool) -> String {
    let n = shown_chance(p, decided);
    if is_about(margin, decided) {
        format!("about {n}")
    } else {
        n
    }
}

/// The list of decisions, numbered from 1 (the N of `--at N`). A decision where
/// every legal move leads to the same position (one candidate: there was nothing
/// to choose) is left out of the list but keeps its number, so `--at N` names the
/// same decision in every listing; a last line says how many were left out.
pub fn decisions(v: &Variant, entries: &[ReviewEntry], colour: bool) -> Vec<String> {
    let mut out =
        vec!["  #  player  roll  played                          win%   verdict".to_string()];
    let no_choice = entries.iter().filter(|e| e.candidates.len() < 2).count();
    for (n, e) in entries.iter().enumerate() {
        if e.candidates.len() < 2 {
            continue;
        }
        let verdict = match (e.verdict, colour) {
            (Verdict::Mistake | Verdict::Blunder, true) => e.verdict.code().red().to_string(),
            (Verdict::Inaccuracy, true) => e.verdict.code().yellow().to_string(),
            _ => e.verdict.code().to_string(),
        };
        // Whole percentages, 1–99% until first place is taken, as the phones show
        // them (`shown_chance`); the better move on a line of its own, so a row fits
        // 80 columns.
        out.push(format!(
            "{:>3}  {:<7} {:<5} {:<31} {:>5}  {verdict}",
            n + 1,
            colour_name(e.player),
            e.roll.to_string(),
            move_words(v, e.player, &e.played),
            chance_cell(e.win_chance_played, e.played_margin, e.decided),
        ));
        if e.verdict > Verdict::Good {
            out.push(format!(
                "{:<11}better: {:<31} {:>5}",
                "",
                move_words(v, e.player, &e.best),
                chance_cell(e.win_chance_best, e.best_margin, e.decided)
            ));
        }
    }
    // The footers fit 80 columns too.
    if entries
        .iter()
        .any(|e| e.candidates.len() > 1 && is_about(e.played_margin, e.decided))
    {
        out.push("~: about; the review pins that chance only to a few points.".to_string());
    }
    if no_choice > 0 {
        out.push(format!(
            "Not listed: {} where every move led to the same position",
            crate::records::plural(no_choice as u64, "decision", "decisions")
        ));
        out.push("(their numbers are skipped; `--at N` still shows them).".to_string());
    }
    out
}

/// The board before decision `e` (as text, 3×1 cells, no colours) and what was
/// played, what was best and every candidate.
pub fn at(game: &Game, e: &ReviewEntry, n: usize) -> Result<Vec<String>, String> {
    let before = Game::replay(*game.rules(), game.start(), &game.history()[..e.action])
        .map_err(|(i, err)| format!("action {i} does not replay: {err}"))?;
    let v = before.variant();
    let layout = Layout::new(v);
    let movable: Vec<_> = e
        .candidates
        .iter()
        .flat_map(|c| c.tokens.iter().copied())
        .collect();
    let area = Rect::new(0, 0, 15 * 3, 15);
    let mut buf = Buffer::empty(area);
    let mut lines = vec![];
    if let Some(geom) = BoardGeom::fit(area) {
        BoardView {
            variant: v,
            layout: &layout,
            position: before.position(),
            mover: Some(e.player),
            movable: &movable,
            selected: Some(e.played.token),
            target: None,
            seat_labels: Default::default(),
            last: None,
            lang: Lang::En,
        }
        .draw(geom, &mut buf);
        for y in 0..area.height {
            let row: String = (0..area.width)
                .map(|x| buf[(x, y)].symbol().to_string())
                .collect();
            lines.push(row.trim_end().to_string());
        }
    }
    lines.push(format!(
        "Decision {n}: {} rolled {}",
        text::player(e.player, Lang::En),
        e.roll
    ));
    lines.push(format!(
        "Played: {}  win chance {}  ({})",
        move_words(v, e.player, &e.played),
        chance_words(e.win_chance_played, e.played_margin, e.decided),
        e.verdict.code()
    ));
    if e.best != e.played {
        lines.push(format!(
            "Better: {}  win chance {}",
            move_words(v, e.player, &e.best),
            chance_words(e.win_chance_best, e.best_margin, e.decided)
        ));
    }
    lines.push("Every legal move:".to_string());
    for c in &e.candidates {
        // One line for the moves that lead to the same position ("tokens 1, 2: base
        // → square 1"): their chances are one set of rollouts.
        let words = if c.tokens.len() > 1 {
            let names: Vec<String> = c.tokens.iter().map(|t| (t.get() + 1).to_string()).collect();
            squares_words(v, e.player, &format!("tokens {}", names.join(", ")), &c.mv)
        } else {
            move_words(v, e.player, &c.mv)
        };
        lines.push(format!(
            "  {words}  {}",
            shown_chance(c.win_chance, e.decided)
        ));
    }
    // What the verdicts allow for (docs/review.md, "Verdicts"): a move a point or two
    // below another listed here is still "best", a small loss inside the noise "good".
    lines.push(
        "Best: within 2 points of the top move; good: under 3 points lost, or within".to_string(),
    );
    lines.push("the rollouts' noise (docs/review.md, \"Verdicts\").".to_string());
    Ok(lines)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ludo_core::game::review::{Candidate, SeatChance};
    use ludo_core::rules::{Face, Rules, TokenId};

    fn entry(action: usize, candidates: usize) -> ReviewEntry {
        let mv = |t: usize| Move {
            token: TokenId::ALL[t],
            from: -1,
            to: 0,
        };
        ReviewEntry {
            action,
            player: Color::Yellow,
            roll: Face::Six,
            played: mv(0),
            best: mv(0),
            win_chance_played: 0.5,
            win_chance_best: 0.5,
            margin: 0.0,
            played_margin: 0.0,
            best_margin: 0.0,
            verdict: Verdict::Best,
            candidates: (0..candidates)
                .map(|t| Candidate {
                    mv: mv(t),
                    win_chance: 0.5,
                    tokens: vec![TokenId::ALL[t]],
                })
                .collect(),
            win_chances: vec![SeatChance {
                color: Color::Yellow,
                win_chance: 0.5,
            }],
            decided: false,
        }
    }

    /// A decision with one candidate (every move to the same position) is left out
    /// of the list, and the others keep their numbers (the N of `--at N`).
    #[test]
    fn decisions_without_a_choice_are_left_out_and_keep_their_numbers() {
        let v = Variant::new(Rules::default(), &[Color::Yellow, Color::Red]).unwrap();
        let lines = decisions(&v, &[entry(0, 2), entry(1, 1), entry(2, 3)], false);
        let numbers: Vec<&str> = lines[1..]
            .iter()
            .filter_map(|l| l.split_whitespace().next())
            .collect();
        assert_eq!(numbers, ["1", "3", "Not", "(their"], "{lines:#?}");
        assert!(
            lines[lines.len() - 2].contains("1 decision where"),
            "{lines:#?}"
        );
        assert!(lines.iter().all(|l| l.chars().count() <= 80), "{lines:#?}");
        // Without such a decision, no last line.
        let lines = decisions(&v, &[entry(0, 2)], false);
        assert_eq!(lines.len(), 2, "{lines:#?}");
    }
}
