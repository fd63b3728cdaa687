//! Properties of the catalog and the localizer.

use super::catalog::{ArgKind, ENTRIES, Entry, Piece, Text, pieces};
use super::*;
use std::collections::BTreeSet;

fn placeholders(s: &str) -> BTreeSet<&str> {
    pieces(s)
        .into_iter()
        .filter_map(|p| match p {
            Piece::Arg(a) => Some(a),
            Piece::Lit(_) => None,
        })
        .collect()
}

/// Keys whose text is the same in every language (symbols, "CPU", separators).
const SAME_EVERYWHERE: [Key; 11] = [
    Key::PlayerLabel,
    Key::AsideSeat,
    Key::ListSeparator,
    Key::SeatKindCpu,
    Key::TermSeatCpu,
    // Only numbers, symbols and other texts: "{place} ×{n}", "{when} · {seats} · {rated}".
    Key::RecordsStatsPlace,
    Key::RecordsHistoryLine,
    Key::RecordsHistorySeat,
    Key::RecordsCpu,
    // "CPU" under the play screen's hand-over button, "CPU · {level}" on a panel.
    Key::SceneCpu,
    Key::SceneCpuLevel,
];

#[test]
fn every_key_has_all_languages_with_exactly_the_declared_placeholders() {
    assert!(ENTRIES.len() > 80, "{} keys", ENTRIES.len());
    for (i, e) in ENTRIES.iter().enumerate() {
        assert_eq!(e.key as usize, i, "{} out of order", e.id);
        let declared: BTreeSet<&str> = e.args.iter().map(|a| a.0).collect();
        assert_eq!(declared.len(), e.args.len(), "{}: duplicate argument", e.id);
        for lang in Lang::ALL {
            let text = e.text(lang);
            if let Text::Plural { arg, .. } = text {
                assert!(
                    e.args.contains(&(arg, ArgKind::Int)),
                    "{} {lang}: plural argument {arg} is not a declared Int",
                    e.id
                );
                // The same selector in every language.
                if let Text::Plural { arg: en_arg, .. } = e.en {
                    assert_eq!(arg, en_arg, "{} {lang}: another plural argument", e.id);
                }
            }
            assert_eq!(
                matches!(text, Text::Plural { .. }),
                matches!(e.en, Text::Plural { .. }),
                "{} {lang}: plural in some languages only",
                e.id
            );
            for form in text.forms() {
                assert!(!form.trim().is_empty(), "{} {lang}: empty", e.id);
                assert_eq!(
                    placeholders(form),
                    declared,
                    "{} {lang}: placeholders of {form:?}",
                    e.id
                );
                assert!(!form.contains('%'), "{} {lang}: '%' in {form:?}", e.id);
                let braces = form.matches(['{', '}']).count();
                assert_eq!(
                    braces,
                    2 * pieces(form)
                        .iter()
                        .filter(|p| matches!(p, Piece::Arg(_)))
                        .count(),
                    "{} {lang}: stray brace",
                    e.id
                );
                if e.key != Key::ListSeparator {
                    assert_eq!(form, form.trim(), "{} {lang}: spaces at the ends", e.id);
                }
                // English may use symbols (→, ·, ○) but no Indic letter; Hindi and
                // Bengali are written in their script and never in the other's (the
                // danda । is shared: it sits in the Devanagari block).
                let deva = |c: &char| {
                    ('\u{0900}'..='\u{097F}').contains(c) && !['\u{0964}', '\u{0965}'].contains(c)
                };
                let beng = |c: &char| ('\u{0980}'..='\u{09FF}').contains(c);
                let script_ok = match lang {
                    Lang::En => !form.chars().any(|c| deva(&c) || beng(&c)),
                    Lang::Hi => form.chars().any(|c| deva(&c)) && !form.chars().any(|c| beng(&c)),
                    Lang::Bn => form.chars().any(|c| beng(&c)) && !form.chars().any(|c| deva(&c)),
                };
                assert!(
                    script_ok || SAME_EVERYWHERE.contains(&e.key),
                    "{} {lang}: not written in the language's script: {form:?}",
                    e.id
                );
            }
        }
    }
}

#[test]
fn ids_are_unique_and_valid_resource_names_and_notes_are_comment_safe() {
    let mut ids = BTreeSet::new();
    let mut android = BTreeSet::new();
    for e in ENTRIES {
        assert!(ids.insert(e.id), "duplicate id {}", e.id);
        assert!(
            android.insert(e.android_name()),
            "duplicate Android name {}",
            e.id
        );
        assert!(
            e.id.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '.' || c == '_'),
            "{}",
            e.id
        );
        assert_eq!(Key::from_id(e.id), Some(e.key));
        assert!(!e.note.trim().is_empty(), "{}: no translator note", e.id);
        assert!(
            !e.note.contains("--") && !e.note.contains("*/"),
            "{}: note",
            e.id
        );
    }
    assert_eq!(Key::from_id("no.such.key"), None);
}

#[test]
fn places_read_as_ordinals_in_every_language() {
    let words: Vec<String> = (0..=5).map(|n| localize(&ordinal(n), Lang::En)).collect();
    assert_eq!(words, ["0th", "1st", "2nd", "3rd", "4th", "5th"]);
    assert_eq!(localize(&ordinal(2), Lang::Hi), "दूसरा");
    assert_eq!(localize(&ordinal(3), Lang::Bn), "তৃতীয়");
    assert_eq!(
        localize(&ordinal(u64::MAX), Lang::En),
        format!("{}th", i64::MAX)
    );
}

#[test]
fn lang_parses_locale_strings() {
    for (s, l) in [
        ("hi", Some(Lang::Hi)),
        ("hi_IN.UTF-8", Some(Lang::Hi)),
        ("hi-IN", Some(Lang::Hi)),
        ("BN_bd", Some(Lang::Bn)),
        ("bn_IN@latin", Some(Lang::Bn)),
        ("en_GB.UTF-8", Some(Lang::En)),
        (" en ", Some(Lang::En)),
        ("fr_FR", None),
        ("C", None),
        ("POSIX", None),
        ("", None),
        ("hin", None),
    ] {
        assert_eq!(Lang::parse(s), l, "{s:?}");
    }
}

#[test]
fn plural_rules_follow_cldr_for_integers() {
    use PluralCategory::*;
    assert_eq!(Lang::En.plural(1), One);
    assert_eq!(Lang::En.plural(0), Other);
    assert_eq!(Lang::En.plural(2), Other);
    for l in [Lang::Hi, Lang::Bn] {
        assert_eq!(l.plural(0), One);
        assert_eq!(l.plural(1), One);
        assert_eq!(l.plural(2), Other);
        assert_eq!(l.plural(21), Other);
    }
}

fn name(c: crate::Color) -> Message {
    Message::new(match c {
        crate::Color::Yellow => Key::NameYellow,
        crate::Color::Blue => Key::NameBlue,
        crate::Color::Red => Key::NameRed,
        crate::Color::Green => Key::NameGreen,
    })
}

#[test]
fn localize_fills_nested_messages_lists_and_plurals() {
    use crate::Color::*;
    let square =
        Message::new(Key::SquareSafe).with("square", Message::new(Key::SquareStar).with("n", 22));
    let moved = |steps: i64| {
        Message::new(Key::EventMoved)
            .with("player", name(Blue))
            .with("token", 2)
            .with("steps", steps)
            .with("square", square.clone())
    };
    assert!(moved(1).is_complete());
    assert_eq!(
        localize(&moved(1), Lang::En),
        "Blue moved token 2 to star, square 22, safe square (1 square)."
    );
    assert_eq!(
        localize(&moved(5), Lang::En),
        "Blue moved token 2 to star, square 22, safe square (5 squares)."
    );
    assert_eq!(
        localize(&moved(1), Lang::Hi),
        "नीले का मोहरा 2 तारा, खाना 22, सुरक्षित खाने पर पहुँचा (1 खाना)।"
    );
    assert_eq!(
        localize(&moved(0), Lang::Hi),
        "नीले का मोहरा 2 तारा, खाना 22, सुरक्षित खाने पर पहुँचा (0 खाना)।"
    );
    let tie = Message::new(Key::EventFirstRollTie)
        .with("players", Arg::List(vec![name(Blue), name(Red)]));
    assert_eq!(localize(&tie, Lang::En), "Tie: Blue, Red roll again.");
    assert_eq!(localize(&tie, Lang::Bn), "সমান: নীল, লাল আবার ফেলুন।");
    // A missing argument stays visible and the message is not complete.
    let partial = Message::new(Key::EventRolled).with("player", name(Red));
    assert!(!partial.is_complete());
    assert_eq!(localize(&partial, Lang::En), "Red rolled {n}.");
    // A wrong kind is not complete either.
    assert!(
        !Message::new(Key::EventRolled)
            .with("player", name(Red))
            .with("n", Arg::Text("6".into()))
            .is_complete()
    );
}

/// An argument name the key does not declare is a mistake in the code: it panics in
/// debug builds (release builds ignore it).
#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "tip.roll: no argument \"nope\"")]
fn an_unknown_argument_name_panics_in_debug_builds() {
    let _ = Message::new(Key::TipRoll).with("nope", 1);
}

#[test]
fn rule_terms_come_from_the_original_rule_pages() {
    // Hindi page: आधार base, शुरुआत start, मंजिल का रास्ता home column, मंजिल finish,
    // सुरक्षित खाना safe square, तारा star, रुकावट block, मोहरा token, पासा die.
    // Bengali page: ঘাঁটি, শুরু, গন্তব্যের পথ, গন্তব্য, নিরাপদ ঘর, তারা, অবরোধ, ঘুঁটি, পাশা.
    let p = || name(crate::Color::Green);
    let cases: [(Message, &str, &str); 9] = [
        (
            Message::new(Key::SquareBase).with("player", p()),
            "आधार",
            "ঘাঁটি",
        ),
        (
            Message::new(Key::SquareStart)
                .with("player", p())
                .with("n", 40),
            "शुरुआत",
            "শুরু",
        ),
        (
            Message::new(Key::SquareHomeColumn)
                .with("player", p())
                .with("n", 2),
            "मंजिल का रास्ता",
            "গন্তব্যের পথ",
        ),
        (
            Message::new(Key::SquareFinish).with("player", p()),
            "मंजिल",
            "গন্তব্য",
        ),
        (
            Message::new(Key::SquareSafe)
                .with("square", Message::new(Key::SquareTrack).with("n", 1)),
            "सुरक्षित खाना",
            "নিরাপদ ঘর",
        ),
        (Message::new(Key::SquareStar).with("n", 9), "तारा", "তারা"),
        (Message::new(Key::HintReasonFormsBlock), "रुकावट", "অবরোধ"),
        (Message::new(Key::DieShows).with("n", 6), "पासा", "পাশা"),
        (
            Message::new(Key::EventCaptured)
                .with("by", p())
                .with("player", p())
                .with("token", 1),
            "पकड़ा",
            "ধরল",
        ),
    ];
    for (m, hi, bn) in cases {
        assert!(m.is_complete(), "{:?}", m.key);
        assert!(
            localize(&m, Lang::Hi).contains(hi),
            "{}",
            localize(&m, Lang::Hi)
        );
        assert!(
            localize(&m, Lang::Bn).contains(bn),
            "{}",
            localize(&m, Lang::Bn)
        );
    }
}

#[test]
fn messages_serialize_with_dotted_ids() {
    let m = Message::new(Key::EventRolled)
        .with("player", name(crate::Color::Red))
        .with("n", 6);
    let json = serde_json::to_string(&m).unwrap();
    assert!(json.contains("\"event.rolled\""), "{json}");
    assert_eq!(serde_json::from_str::<Message>(&json).unwrap(), m);
    assert!(serde_json::from_str::<Key>("\"event.nope\"").is_err());
}

#[test]
fn generated_files_use_positional_specifiers_in_declared_order() {
    let en = export::android_xml(Lang::En);
    assert!(
        en.contains("<string name=\"event_rolled\">%1$s rolled %2$d.</string>"),
        "{en}"
    );
    assert!(en.contains("<plurals name=\"event_moved\">"));
    assert!(
        en.contains("<item quantity=\"one\">%1$s moved token %2$d to %4$s (%3$d square).</item>")
    );
    assert!(en.contains("<string name=\"list_separator\">\", \"</string>"));
    assert!(
        en.contains("captured %2$s\\'s token"),
        "apostrophes escaped"
    );
    // Hindi keeps the declared positions even when the words come in another order.
    let hi = export::ios_strings(Lang::Hi);
    assert!(
        hi.contains("\"event.seat_cpu\" = \"अब %1$@ की ओर से CPU (%2$@) खेल रहा है।\";"),
        "{hi}"
    );
    let dict = export::ios_stringsdict(Lang::En);
    assert!(dict.contains("<string>%3$#@steps@</string>"), "{dict}");
    assert!(dict.contains("<string>%1$@ moved token %2$ld to %4$@ (%3$ld squares).</string>"));
    assert_eq!(export::files().len(), 9);
}

#[test]
fn phone_files_leave_out_the_terminal_labels_and_keep_the_house_rules() {
    let terminal: Vec<&Entry> = ENTRIES
        .iter()
        .filter(|e| e.id.starts_with("term."))
        .collect();
    assert!(terminal.len() > 50, "{} term.* keys", terminal.len());
    for e in &terminal {
        assert!(!export::exported(e), "{}", e.id);
    }
    let house = ENTRIES
        .iter()
        .filter(|e| e.id.starts_with("house."))
        .count();
    assert!(house > 20, "{house} house.* keys");
    for f in export::files() {
        for e in &terminal {
            let ios = format!("\"{}\"", e.id);
            let android = format!("name=\"{}\"", e.android_name());
            assert!(
                !f.contents.contains(&ios) && !f.contents.contains(&android),
                "{} in {}",
                e.id,
                f.path.display()
            );
        }
    }
    // The house rules in words are there, in every language.
    for lang in Lang::ALL {
        let xml = export::android_xml(lang);
        assert!(xml.contains("name=\"house_safe_none\""), "{lang}");
        assert!(
            xml.contains("<plurals name=\"house_board_by_player_count\">"),
            "{lang}"
        );
        let strings = export::ios_strings(lang);
        assert!(strings.contains("\"house.exit.faces\" = "), "{lang}");
    }
    // Every other key is exported.
    let exported = ENTRIES.iter().filter(|e| export::exported(e)).count();
    assert_eq!(exported + terminal.len(), ENTRIES.len());
}

/// Every Hindi text, with each argument given as a colour name (plain and with its
/// symbol) in turn, never leaves a colour name in the direct case before a
/// postposition ("पीला का" must read "पीले का"; issue 35 item 9).
#[test]
fn hindi_colour_names_take_the_oblique_case_before_a_postposition() {
    use super::hindi::{POSTPOSITIONS, starts_with_word};
    use crate::Color;
    let direct = ["पीला", "नीला", "हरा", "सुरक्षित खाना"];
    let mut checked = 0;
    for key in Key::all() {
        for color in Color::ALL {
            for labelled in [false, true] {
                let mut m = Message::new(key);
                for (arg, kind) in key.args() {
                    m = match kind {
                        catalog::ArgKind::Int => m.with(arg, 2),
                        // A square argument gets a safe square ("…, सुरक्षित खाना").
                        catalog::ArgKind::Text if *arg == "square" => m.with(
                            arg,
                            Message::new(Key::SquareSafe)
                                .with("square", Message::new(Key::SquareTrack).with("n", 9)),
                        ),
                        catalog::ArgKind::Text if labelled => m.with(arg, player_label(color)),
                        catalog::ArgKind::Text => m.with(arg, color_name(color)),
                    };
                }
                let text = localize(&m, Lang::Hi);
                checked += 1;
                for name in direct {
                    for (at, _) in text.match_indices(name) {
                        let rest = &text[at + name.len()..];
                        let sym = format!(" {}", color.symbol());
                        // The owner symbol may sit between the name and the postposition.
                        let rest = rest.strip_prefix(sym.as_str()).unwrap_or(rest);
                        let Some(rest) = rest.strip_prefix(' ') else {
                            continue;
                        };
                        for p in POSTPOSITIONS {
                            assert!(
                                !starts_with_word(rest, p),
                                "{}: {text:?} has {name:?} before {p:?}",
                                key.id()
                            );
                        }
                    }
                }
            }
        }
    }
    assert!(checked > 1000, "{checked}");
    let rolled = Message::new(Key::EventRolled)
        .with("player", color_name(Color::Yellow))
        .with("n", 2);
    assert_eq!(localize(&rolled, Lang::Hi), "पीले का 2 आया।");
    assert_eq!(localize(&rolled, Lang::En), "Yellow rolled 2.");
    let hand = Message::new(Key::SceneHandToCpu).with("player", player_label(Color::Green));
    assert_eq!(localize(&hand, Lang::Hi), "हरे ✚ की सीट CPU को सौंपें");
    // A name in the direct case stays so: "हरा जीता!".
    let won = Message::new(Key::EventGameOverWinner).with("player", color_name(Color::Green));
    assert!(
        localize(&won, Lang::Hi).contains("हरा"),
        "{}",
        localize(&won, Lang::Hi)
    );
}

/// No Hindi clause says को twice ("पीला को CPU को सौंपें" did): a clause runs
/// between the punctuation marks । , ; : ( ).
#[test]
fn no_hindi_clause_doubles_ko() {
    for e in catalog::ENTRIES {
        for form in e.hi.forms() {
            for clause in form.split(['।', ',', ';', ':', '(', ')']) {
                let n = clause.split(' ').filter(|w| *w == "को").count();
                assert!(n <= 1, "{}: {clause:?} has को {n} times", e.id);
            }
        }
    }
}

/// Every key in every language with sample arguments: plain texts for the `Text`
/// arguments and 0, 1, 2 and 21 for every `Int` argument (both plural categories of
/// every language), then colour names as the `Text` arguments (Hindi's oblique
/// case). The outputs are a fixture (`core/tests/fixtures/i18n_texts.txt`), so a
/// change of the catalog's format or renderer that changes a text fails here.
fn texts_dump() -> String {
    use crate::Color;
    use std::fmt::Write;
    let mut out = String::new();
    for key in Key::all() {
        let args: Vec<String> = key
            .args()
            .iter()
            .map(|(n, k)| format!("{n}: {k:?}"))
            .collect();
        let note = key
            .entry()
            .note
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        writeln!(out, "{} [{}]\n  note: {note}", key.id(), args.join(", ")).unwrap();
        let mut samples = vec![];
        for n in [0, 1, 2, 21] {
            let mut m = Message::new(key);
            for (arg, kind) in key.args() {
                m = match kind {
                    ArgKind::Int => m.with(arg, n),
                    ArgKind::Text => m.with(arg, Arg::Text(format!("<{arg}>"))),
                };
            }
            samples.push((format!("n={n}"), m));
        }
        let mut m = Message::new(key);
        for (arg, kind) in key.args() {
            m = match kind {
                ArgKind::Int => m.with(arg, 3),
                ArgKind::Text => m.with(arg, player_label(Color::Yellow)),
            };
        }
        samples.push(("yellow".to_string(), m));
        for lang in Lang::ALL {
            // Samples with the same text share a line: "en n=0 n=2 n=21: «…»".
            let mut lines: Vec<(String, String)> = vec![];
            for (name, m) in &samples {
                let text = localize(m, lang);
                match lines.iter_mut().find(|(_, t)| *t == text) {
                    Some((names, _)) => write!(names, " {name}").unwrap(),
                    None => lines.push((name.clone(), text)),
                }
            }
            for (names, text) in lines {
                writeln!(out, "  {lang} {names}: «{text}»").unwrap();
            }
        }
    }
    out
}

#[test]
fn every_text_matches_the_fixture() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/i18n_texts.txt");
    let dump = texts_dump();
    if std::env::var_os("LUDO_WRITE_FIXTURE").is_some() {
        std::fs::write(path, &dump).unwrap();
    }
    let fixture = std::fs::read_to_string(path).unwrap_or_default();
    assert!(fixture == dump, "texts differ from {path}");
}
