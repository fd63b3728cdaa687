//! Words of the terminal's labels in the player's language: every text comes from
//! the core's catalog (`core/locales/*.ftl`, docs/i18n.md; the terminal's own labels are its
//! `term.*` keys, the house rules its `house.*` keys) through `i18n::localize`.
//! Only symbols and numbers are put together here.

use crate::invocation::command_in;
use crate::storage::Storage;
use ludo_core::Color;
use ludo_core::game::SeatKind;
use ludo_core::i18n::{Arg, Key, Lang, Message, house, localize};
use ludo_core::rules::{Rules, TokenId, Variant};
use ludo_core::store::{ABANDONED_DIR, SetAsideGame};
use ludo_core::table::announce;

/// A message in `lang`.
pub fn say(m: &Message, lang: Lang) -> String {
    localize(m, lang)
}

/// A key without arguments in `lang`.
pub fn key(k: Key, lang: Lang) -> String {
    localize(&Message::new(k), lang)
}

/// "Yellow", "पीला", ...
pub fn color_name(c: Color, lang: Lang) -> String {
    say(&announce::color_name(c), lang)
}

/// The key that names a colour's seat after `c`, the same in every language: `y`,
/// `b`, `r`, `g`.
pub fn letter(c: Color) -> char {
    match c {
        Color::Yellow => 'y',
        Color::Blue => 'b',
        Color::Red => 'r',
        Color::Green => 'g',
    }
}

/// "Yellow ○": the colour's name with its owner symbol.
pub fn player(c: Color, lang: Lang) -> String {
    say(&announce::player_label(c), lang)
}

/// A token's label as drawn on the board: the owner symbol and the number 1–4.
pub fn token(c: Color, t: TokenId) -> String {
    format!("{}{}", c.symbol(), t.get() + 1)
}

/// "person", "CPU (hard)".
pub fn seat_kind(k: SeatKind, lang: Lang) -> String {
    say(&announce::seat_kind(k), lang)
}

/// "person", "CPU hard": the short form of the seat rows and the setup screen.
pub fn seat_kind_short(k: SeatKind, lang: Lang) -> String {
    match k {
        SeatKind::Human => key(Key::SeatKindPerson, lang),
        SeatKind::Cpu(l) => say(
            &Message::new(Key::TermSeatCpu).with("level", announce::level_name(l)),
            lang,
        ),
    }
}

/// Where a token of `c` stands at progress `p`, in the board's numbering (as the log
/// names squares: track squares numbered clockwise from the first arm's start, the
/// same for every player): "square 19", "Yellow's home column, square 3", "Yellow's
/// finish", "base". The panel's move list and last move use it beside the log, so
/// one numbering and one wording show.
pub fn board_square(v: &Variant, c: Color, t: TokenId, p: i8, lang: Lang) -> String {
    use ludo_core::view::{SquareId, square_for};
    match square_for(v, c, t, p) {
        Some(SquareId::Track(abs)) => say(
            &Message::new(Key::SquareTrack).with("n", i64::from(abs.get()) + 1),
            lang,
        ),
        // In the log's words ("Yellow's home column, square 3", "Yellow's finish"):
        // the panel said "home 3" beside the log's "home column, square 3".
        Some(id @ (SquareId::HomeColumn(..) | SquareId::Finish(_))) => say(
            &announce::describe_square(&ludo_core::view::layout(v), id),
            lang,
        ),
        _ => key(Key::TermProgressBase, lang),
    }
}

/// The rules in a few words: "Standard rules", "custom rules, 30 s per turn".
pub fn rules_name(r: &Rules) -> Message {
    let name = match house::preset_of(r) {
        Some(p) => Message::new(Key::TermRulesPreset).with("preset", house::preset_name(Some(p))),
        None => Message::new(Key::TermRulesCustom),
    };
    match r.turn_time_limit_secs {
        Some(t) => Message::new(Key::TermRulesTimed)
            .with("rules", name)
            .with("secs", i64::from(t.secs())),
        None => name,
    }
}

/// The active house rules in plain words, one sentence each (the `r` key and the
/// setup screen's explanations; `ludo_core::i18n::house`).
pub fn rules_in_words(r: &Rules, players: usize, lang: Lang) -> Vec<String> {
    house::rules_in_words(r, players)
        .iter()
        .map(|m| say(m, lang))
        .collect()
}

/// How many games are set aside (`GameStore::set_aside_games`) and the command that
/// lists them, in the catalog's words (the resume prompt, the setup screen, `ludo
/// resume`'s refusals); `None` when there are none.
pub fn set_aside_hint(storage: &Storage) -> Option<Message> {
    let n = storage.set_aside_games(0).games.len();
    let list = command_in(storage, "resume --list");
    (n > 0).then(|| {
        Message::new(Key::TermSetAsideHint)
            .with("n", i64::try_from(n).unwrap_or(i64::MAX))
            .with("command", Arg::Text(list))
    })
}

/// What `ludo resume --list` prints, in `lang`: a line per game (the first digits
/// of its id, then the core's description: date, seats, actions) and the commands.
pub fn set_aside_list(storage: &Storage, games: &[SetAsideGame], lang: Lang) -> String {
    let Some(first) = games.first() else {
        let dir = storage.dir().join(ABANDONED_DIR).display().to_string();
        let none = Message::new(Key::TermAsideNone).with("dir", Arg::Text(dir));
        return format!("{}\n", say(&none, lang));
    };
    let mut s = String::new();
    for g in games {
        s += g.id.short();
        if let Some(d) = &g.description {
            s += &format!("  {}", say(d, lang));
        }
        s.push('\n');
    }
    // `replay --game` finds games set aside by the same ids.
    let game = |c: &str| format!("{c} --game {}", first.id.short());
    let cmd = |c: &str| Arg::Text(command_in(storage, &game(c)));
    let footer = Message::new(Key::TermAsideFooter)
        .with("resume", cmd("resume"))
        .with("replay", cmd("replay"));
    s + &say(&footer, lang) + "\n"
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The move list names the home column and the finish as the log does (it said
    /// "home 3" beside the log's "Yellow's home column, square 3").
    #[test]
    fn board_squares_of_the_home_column_are_named_as_the_log_names_them() {
        let v = Variant::new(Rules::default(), &ludo_core::Color::ALL).unwrap();
        let t = TokenId::new(0).unwrap();
        let c = ludo_core::Color::Yellow;
        assert_eq!(
            board_square(&v, c, t, 53, Lang::En),
            "Yellow's home column, square 3"
        );
        assert_eq!(board_square(&v, c, t, 56, Lang::En), "Yellow's finish");
        assert_eq!(board_square(&v, c, t, 10, Lang::En), "square 11");
        let layout = ludo_core::view::layout(&v);
        for p in 51..=56 {
            let id = ludo_core::view::square_for(&v, c, t, p).unwrap();
            for lang in [Lang::En, Lang::Hi, Lang::Bn] {
                assert_eq!(
                    board_square(&v, c, t, p, lang),
                    say(&announce::describe_square(&layout, id), lang)
                );
            }
        }
    }

    #[test]
    fn house_rules_in_words_follow_the_rules_and_the_language() {
        let std = rules_in_words(&ludo_core::rules::Preset::Standard.rules(), 4, Lang::En);
        assert!(std.iter().any(|l| l == "A 6 brings a token out of base."));
        let quick = rules_in_words(&ludo_core::rules::Preset::Quick.rules(), 2, Lang::En);
        assert!(
            quick
                .iter()
                .any(|l| l == "A 1 or a 6 brings a token out of base.")
        );
        assert!(quick.iter().any(|l| l.contains("this game: 2 players")));
        assert_ne!(std, quick);
        let hi = rules_in_words(&ludo_core::rules::Preset::Standard.rules(), 4, Lang::Hi);
        assert!(
            hi.iter().any(|l| l == "6 आने पर मोहरा आधार से निकलता है।"),
            "{hi:?}"
        );
        assert_eq!(
            say(&rules_name(&Rules::default()), Lang::En),
            "Standard rules"
        );
        assert_eq!(say(&rules_name(&Rules::default()), Lang::Hi), "मानक नियम");
    }
}
