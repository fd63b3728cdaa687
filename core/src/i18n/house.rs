//! The house rules of a game in plain words, one [`Message`] a rule (`house.*` keys,
//! exported to the phones too): what the terminal shows with `r` and under its setup
//! screen, and what a phone can show in its rules screen, so every shell says the
//! same about the same rules.

use super::{Arg, Key, Message};
use crate::rules::{
    Blocks, BoardChoice, NoTokenOnBoard, Preset, Rules, SafeSquares, TurnTimeLimit,
};

/// One sentence per rule, in this order: board, exit numbers, no token on the
/// board, three sixes, extra roll on a capture, extra roll on reaching the finish,
/// exact finish, rank everyone, rotate the first player, safe squares, blocks, turn
/// time limit. `players` is the number of seats (the board by player count says
/// which board this game gets).
pub fn rules_in_words(r: &Rules, players: usize) -> Vec<Message> {
    let on_off = |on: bool, yes: Key, no: Key| Message::new(if on { yes } else { no });
    vec![
        match r.board {
            BoardChoice::Cross => Message::new(Key::HouseBoardCross),
            BoardChoice::ByPlayerCount => Message::new(Key::HouseBoardByPlayerCount)
                .with("players", i64::try_from(players).unwrap_or(i64::MAX)),
        },
        exit_numbers(r),
        Message::new(match r.no_token_on_board {
            NoTokenOnBoard::RollNormally => Key::HouseNoTokenRollNormally,
            NoTokenOnBoard::AutoExit => Key::HouseNoTokenAutoExit,
            NoTokenOnBoard::ThreeTries => Key::HouseNoTokenThreeTries,
        }),
        on_off(
            r.three_sixes_end_turn,
            Key::HouseThreeSixesOn,
            Key::HouseThreeSixesOff,
        ),
        on_off(
            r.extra_roll_on_capture,
            Key::HouseCaptureRollOn,
            Key::HouseCaptureRollOff,
        ),
        on_off(
            r.extra_roll_on_finish,
            Key::HouseFinishRollOn,
            Key::HouseFinishRollOff,
        ),
        on_off(
            r.exact_finish,
            Key::HouseExactFinishOn,
            Key::HouseExactFinishOff,
        ),
        on_off(
            r.rank_everyone,
            Key::HouseRankEveryoneOn,
            Key::HouseRankEveryoneOff,
        ),
        on_off(
            r.rotate_first_player,
            Key::HouseRotateOn,
            Key::HouseRotateOff,
        ),
        Message::new(match r.safe_squares {
            SafeSquares::StartsAndStars => Key::HouseSafeStartsAndStars,
            SafeSquares::StartsOnly => Key::HouseSafeStartsOnly,
            SafeSquares::None => Key::HouseSafeNone,
        }),
        Message::new(match r.blocks {
            Blocks::TwoTogether => Key::HouseBlocksTwoTogether,
            Blocks::None => Key::HouseBlocksNone,
            Blocks::NoOvertaking => Key::HouseBlocksNoOvertaking,
        }),
        match r.turn_time_limit_secs {
            Some(t) => Message::new(Key::HouseTimeLimit).with("secs", i64::from(t.secs())),
            None => Message::new(Key::HouseTimeLimitNone),
        },
    ]
}

/// "A 1 or a 6 brings a token out of base.", or "Any roll ..." with every face.
fn exit_numbers(r: &Rules) -> Message {
    let faces = r.exit_numbers.faces();
    if faces.len() == 6 {
        return Message::new(Key::HouseExitAny);
    }
    Message::new(Key::HouseExitFaces).with("faces", either(&faces, Key::HouseOr))
}

/// The faces joined by `or` ("1 or a 5 or a 6"), nested from the right: a shell
/// only needs the one key to say any set. A single face is its digit.
pub fn either(faces: &[crate::rules::Face], or: Key) -> Arg {
    match faces {
        [] => Arg::Text(String::new()),
        [f] => Arg::Text(f.get().to_string()),
        [f, rest @ ..] => Arg::Msg(
            Message::new(or)
                .with("first", Arg::Text(f.get().to_string()))
                .with("rest", either(rest, or)),
        ),
    }
}

/// The rules preset the rules match, the turn time limit aside.
pub fn preset_of(r: &Rules) -> Option<Preset> {
    let base = Rules {
        turn_time_limit_secs: None,
        ..*r
    };
    Preset::ALL.into_iter().find(|p| p.rules() == base)
}

/// The name of a preset ("standard"), or "custom" for `None`.
pub fn preset_name(p: Option<Preset>) -> Message {
    Message::new(match p {
        Some(Preset::Standard) => Key::HousePresetStandard,
        Some(Preset::Quick) => Key::HousePresetQuick,
        Some(Preset::Tactical) => Key::HousePresetTactical,
        None => Key::HousePresetCustom,
    })
}

/// The name of a turn timer choice of a setup screen ("30 seconds", "No limit" for
/// `None`); the choices are [`TurnTimeLimit::OFFERED`].
pub fn time_limit_name(t: Option<TurnTimeLimit>) -> Message {
    match t {
        Some(t) => Message::new(Key::HouseTimeLimitOptionSecs).with("secs", i64::from(t.secs())),
        None => Message::new(Key::HouseTimeLimitOptionNone),
    }
}

/// What a preset means in one sentence, or what custom rules are for `None`.
pub fn preset_about(p: Option<Preset>) -> Message {
    Message::new(match p {
        Some(Preset::Standard) => Key::HousePresetStandardAbout,
        Some(Preset::Quick) => Key::HousePresetQuickAbout,
        Some(Preset::Tactical) => Key::HousePresetTacticalAbout,
        None => Key::HousePresetCustomAbout,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, localize};

    fn words(r: &Rules, players: usize, lang: Lang) -> Vec<String> {
        rules_in_words(r, players)
            .iter()
            .map(|m| localize(m, lang))
            .collect()
    }

    #[test]
    fn every_rule_is_one_complete_sentence_that_follows_the_rules() {
        let std = words(&Preset::Standard.rules(), 4, Lang::En);
        assert_eq!(std.len(), 12);
        assert!(std.contains(&"A 6 brings a token out of base.".to_string()));
        assert!(std.contains(&"No time limit per turn.".to_string()));
        let quick = Preset::Quick.rules();
        let q = words(&quick, 2, Lang::En);
        assert!(q.contains(&"A 1 or a 6 brings a token out of base.".to_string()));
        assert!(
            q.iter().any(|l| l.contains("(this game: 2 players)")),
            "{q:?}"
        );
        assert_ne!(std, q);
        for p in Preset::ALL {
            for m in rules_in_words(&p.rules(), 3) {
                assert!(m.is_complete(), "{m:?}");
            }
        }
        let timed = Rules {
            turn_time_limit_secs: Some(TurnTimeLimit::Secs30),
            ..quick
        };
        assert!(words(&timed, 2, Lang::En)[11].starts_with("30 seconds per decision"));
        assert_eq!(preset_of(&timed), Some(Preset::Quick));
    }

    #[test]
    fn faces_are_joined_in_each_language() {
        use crate::rules::{ExitNumbers, Face};
        let faces: Vec<Face> = [1, 5, 6].into_iter().filter_map(Face::new).collect();
        let r = Rules {
            exit_numbers: ExitNumbers::new(&faces).unwrap(),
            ..Rules::default()
        };
        let m = &rules_in_words(&r, 4)[1];
        assert_eq!(
            localize(m, Lang::En),
            "A 1 or a 5 or a 6 brings a token out of base."
        );
        assert_eq!(
            localize(m, Lang::Hi),
            "1 या 5 या 6 आने पर मोहरा आधार से निकलता है।"
        );
        assert!(localize(m, Lang::Bn).starts_with("1 বা 5 বা 6 এলে"));
        assert_eq!(localize(&preset_name(None), Lang::Hi), "अपने नियम");
        assert!(localize(&preset_about(Some(Preset::Quick)), Lang::Bn).starts_with("দ্রুত"));
        assert_eq!(
            localize(&time_limit_name(Some(TurnTimeLimit::Secs60)), Lang::Hi),
            "60 सेकंड"
        );
        assert_eq!(localize(&time_limit_name(None), Lang::En), "No limit");
    }
}
