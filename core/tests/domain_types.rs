//! The domain types of the rules API ([`Face`], [`TokenId`], [`TrackSquare`]) close
//! the three holes of the raw-integer API (issue 14): `legal_moves(8)` overflowed a
//! shift, `is_safe(64)` panicked, `token(c, 5)` silently read token 1. Every value a
//! caller can now pass is checked here on every board, and the boundaries that take
//! numbers (JSON, text actions) refuse the rest with a typed error.
//!
//! That the raw calls no longer compile is checked by the `compile_fail` examples on
//! [`Face`], [`TokenId`] and [`TrackSquare`].

use ludo_core::Color::{Blue, Green, Red, Yellow};
use ludo_core::game::Action;
use ludo_core::notation::{self, NotationError};
use ludo_core::rules::{
    BoardChoice, Face, InvalidFace, InvalidToken, MAX_TRACK_LEN, Position, Rules, TokenId,
    TrackSquare, Variant,
};

/// One variant per board: cross (4 players), two-arm (2), T (3).
fn boards() -> Vec<Variant> {
    let rules = Rules {
        board: BoardChoice::ByPlayerCount,
        ..Rules::default()
    };
    [
        &[Yellow, Blue, Red, Green][..],
        &[Yellow, Red],
        &[Yellow, Blue, Red],
    ]
    .into_iter()
    .map(|players| Variant::new(rules, players).unwrap())
    .collect()
}

/// A mid-game position on `v`: every seated colour with tokens spread out.
fn midgame(v: &Variant) -> Position {
    let mut tokens: [Option<Vec<i64>>; 4] = Default::default();
    let last = v.last_track() as i64;
    for (i, &c) in v.seats().iter().enumerate() {
        let i = i as i64;
        tokens[c.index()] = Some(vec![-1, 1 + i, last - 1 - i, last + 2]);
    }
    Position::from_parts(v, tokens, v.seats()[0], 0, 0, &[]).unwrap()
}

#[test]
fn every_face_gives_in_range_moves_and_no_number_past_six_is_a_face() {
    for v in boards() {
        let pos = midgame(&v);
        for roll in Face::ALL {
            for m in pos.legal_moves(&v, roll).iter() {
                assert!(m.from >= -1 && m.to <= v.finish() && m.to > m.from, "{m:?}");
                assert!(m.from == -1 || m.to <= m.from + roll.get() as i8);
            }
        }
    }
    // The roll 8 of the bug report (and every other non-face) cannot be built.
    for n in [0u8, 7, 8, 63, 64, 255] {
        assert_eq!(Face::try_from(n), Err(InvalidFace { value: n as i64 }));
    }
}

#[test]
fn is_safe_answers_for_every_track_square_on_every_board() {
    for v in boards() {
        let len = v.track_len();
        for i in 0..MAX_TRACK_LEN {
            let sq = TrackSquare::try_from(i).unwrap();
            let safe = v.is_safe(sq);
            // Squares past this board's track exist on the cross only: never safe here.
            if i >= len {
                assert!(!safe, "square {i} is past the {len}-square track");
                assert_eq!(v.board().square(i), None);
            } else {
                assert_eq!(v.board().square(i), Some(sq));
            }
        }
        assert!(v.is_safe(v.start(v.seats()[0])));
    }
    // The square 64 of the bug report cannot be built.
    assert!(TrackSquare::try_from(64u8).is_err());
    assert!(TrackSquare::try_from(MAX_TRACK_LEN).is_err());
}

#[test]
fn each_token_id_reads_its_own_token_and_five_is_not_a_token() {
    for v in boards() {
        let pos = midgame(&v);
        let c = v.seats()[0];
        let read: Vec<i8> = TokenId::ALL.iter().map(|&t| pos.token(c, t)).collect();
        assert_eq!(read, pos.tokens_of(c).to_vec());
    }
    // The token 5 of the bug report (which read token 1) cannot be built.
    assert_eq!(TokenId::try_from(5u8), Err(InvalidToken { value: 5 }));
    assert!(TokenId::try_from(-1i32).is_err());
}

#[test]
fn boundaries_refuse_out_of_range_numbers_with_typed_errors() {
    // The position format: a roll 8 and a token 5 are step errors, not panics.
    let doc = |step: &str| {
        format!(
            r#"{{"players":["yellow","red"],"tokens":{{"yellow":[0,-1,-1,-1],"red":[-1,-1,-1,-1]}},"to_move":"yellow","steps":[{step}]}}"#
        )
    };
    match notation::analyze(&doc(r#"{"roll":8,"token":0}"#)) {
        Err(NotationError::StepRoll { step: 1, error }) => assert_eq!(error.value, 8),
        other => panic!("{other:?}"),
    }
    match notation::analyze(&doc(r#"{"roll":3,"token":5}"#)) {
        Err(NotationError::StepToken { step: 1, error }) => assert_eq!(error.value, 5),
        other => panic!("{other:?}"),
    }
    assert!(notation::analyze(&doc(r#"{"roll":3,"token":0}"#)).is_ok());
    // Anything but an object is refused in the format's words, never with the
    // parser's name for a Rust type ("expected struct PositionSetup" for `null`).
    for text in ["null", "[]", "3", "\"x\"", " true", "junk"] {
        assert!(
            matches!(notation::analyze(text), Err(NotationError::NotAnObject)),
            "{text}"
        );
    }
    // Saved actions: `move:5` is not an action.
    assert!("move:5".parse::<Action>().is_err());
    assert_eq!(
        "move:3".parse::<Action>(),
        Ok(Action::Move(TokenId::ALL[3]))
    );
    // JSON of the types is the plain number, in range only.
    assert_eq!(serde_json::to_string(&Face::Six).unwrap(), "6");
    assert!(serde_json::from_str::<Face>("8").is_err());
    assert!(serde_json::from_str::<TokenId>("5").is_err());
    assert!(serde_json::from_str::<TrackSquare>("64").is_err());
}
