//! Words of the terminal's own labels: player names, seat kinds, ordinals, progress,
//! the house rules in words. Game texts (log, status, hints) come from the core's
//! catalog.

use ludo_core::Color;
use ludo_core::ai::Level;
use ludo_core::game::SeatKind;
use ludo_core::rules::{Blocks, BoardChoice, NoTokenOnBoard, Rules, SafeSquares, TokenId, Variant};

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

/// Where a token stands, in steps from its own start as the position format counts
/// progress (`docs/position-format.md`, `ludo analyze`): "base" (-1), "start" (0),
/// "1" to "50" on the cross, "home 1" to "home 5" (the home column, 51 to 55), "finish".
/// Board squares in the log are numbered differently (clockwise from the first
/// arm's start, the same for every player), so these are plain numbers.
pub fn progress(v: &Variant, p: i8) -> String {
    if p < 0 {
        "base".into()
    } else if p == 0 {
        "start".into()
    } else if p == v.finish() {
        "finish".into()
    } else if p > v.last_track() {
        format!("home {}", p - v.last_track())
    } else {
        p.to_string()
    }
}

/// The active house rules in plain words, one sentence each (the `r` key).
pub fn rules_in_words(r: &Rules, players: usize) -> Vec<String> {
    let faces: Vec<String> = r
        .exit_numbers
        .faces()
        .iter()
        .map(|f| f.get().to_string())
        .collect();
    let mut out = vec![
        match r.board {
            BoardChoice::Cross => "Board: the 15×15 cross, whatever the number of players.".into(),
            BoardChoice::ByPlayerCount => format!(
                "Board by player count: 2 players get the two-arm board, 3 the T-shaped \
                 board, 4 the cross (this game: {players} players)."
            ),
        },
        if faces.len() == 6 {
            "Any roll brings a token out of base.".into()
        } else {
            format!("A {} brings a token out of base.", faces.join(" or a "))
        },
        match r.no_token_on_board {
            NoTokenOnBoard::RollNormally => {
                "With every token in base you roll as usual; no exit number ends the turn.".into()
            }
            NoTokenOnBoard::AutoExit => {
                "With every token in base, pressing the die brings one out without a roll.".into()
            }
            NoTokenOnBoard::ThreeTries => {
                "With every token in base you get up to 3 rolls to get one out.".into()
            }
        },
        on_off(
            r.three_sixes_end_turn,
            "Three sixes in a row end the turn.",
            "Three sixes in a row do not end the turn.",
        ),
        on_off(
            r.extra_roll_on_capture,
            "A capture earns another roll.",
            "A capture earns no extra roll.",
        ),
        on_off(
            r.extra_roll_on_finish,
            "Bringing a token to the finish earns another roll.",
            "Reaching the finish earns no extra roll.",
        ),
        on_off(
            r.exact_finish,
            "The finish needs the exact roll.",
            "A roll larger than needed still reaches the finish.",
        ),
        on_off(
            r.rank_everyone,
            "The game goes on until everyone is ranked.",
            "The game ends when the first player has all tokens home.",
        ),
        on_off(
            r.rotate_first_player,
            "On \"play again\" the next player clockwise starts.",
            "On \"play again\" everyone rolls for who starts.",
        ),
        match r.safe_squares {
            SafeSquares::StartsAndStars => {
                "Safe squares (no capture): every start and every star.".into()
            }
            SafeSquares::StartsOnly => "Safe squares (no capture): the starts only.".into(),
            SafeSquares::None => "No square is safe: a token can be captured anywhere.".into(),
        },
        match r.blocks {
            Blocks::TwoTogether => {
                "Two tokens of one colour on a square form a block no opponent passes.".into()
            }
            Blocks::None => "Tokens together do not block anyone.".into(),
            Blocks::NoOvertaking => {
                "No token may pass another token, but it may land on its square.".into()
            }
        },
    ];
    out.push(match r.turn_time_limit_secs {
        Some(t) => format!(
            "{} seconds per decision; then the game acts for the player (3 times in a row \
             hands the seat to the CPU).",
            t.secs()
        ),
        None => "No time limit per turn.".into(),
    });
    out
}

fn on_off(on: bool, yes: &str, no: &str) -> String {
    if on { yes.into() } else { no.into() }
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

    #[test]
    fn progress_is_counted_as_the_position_format_counts_it() {
        let v = Variant::new(Rules::default(), &ludo_core::Color::ALL).unwrap();
        let words: Vec<String> = [-1, 0, 1, 50, 51, 55, 56]
            .into_iter()
            .map(|p| progress(&v, p))
            .collect();
        assert_eq!(
            words,
            ["base", "start", "1", "50", "home 1", "home 5", "finish"]
        );
    }

    #[test]
    fn house_rules_in_words_follow_the_rules() {
        let std = rules_in_words(&ludo_core::rules::Preset::Standard.rules(), 4);
        assert!(std.iter().any(|l| l == "A 6 brings a token out of base."));
        let quick = rules_in_words(&ludo_core::rules::Preset::Quick.rules(), 2);
        assert!(
            quick
                .iter()
                .any(|l| l == "A 1 or a 6 brings a token out of base.")
        );
        assert!(quick.iter().any(|l| l.contains("this game: 2 players")));
        assert_ne!(std, quick);
    }
}
