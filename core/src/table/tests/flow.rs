//! Inputs of people: seats by colour, refusals, hints, taps, pass-and-play, pause.

use super::*;
use crate::i18n::{Lang, localize};

#[test]
fn handing_a_seat_by_colour_twice_cannot_hand_over_a_second_seat() {
    let s = setup(
        &[
            (Color::Yellow, HUMAN),
            (Color::Blue, HUMAN),
            (Color::Red, HUMAN),
        ],
        Color::Yellow,
        &[3, 4, 5, 6],
    );
    let (mut t, _, _) = table(&s, TableConfig::instant());
    let u = t.set_seat(Color::Yellow, MEDIUM);
    check(&t, &u);
    assert_eq!(u.events.len(), 1);
    // The CPU plays Yellow's turn; now Blue (a person) is to act.
    t.play_cpu_turns();
    assert_eq!(t.game().current(), Some(Color::Blue));
    // The same button pressed again names Yellow again: nothing changes.
    let before = t.save_request().unwrap();
    let u = t.set_seat(Color::Yellow, MEDIUM);
    check(&t, &u);
    assert!(u.events.is_empty() && u.save.is_none() && u.refused.is_none());
    assert_eq!(t.save_request().unwrap(), before);
    assert_eq!(t.game().seat(Color::Blue), Some(HUMAN));
    assert_eq!(t.game().seat(Color::Red), Some(HUMAN));
    let yellow = &u.view.seats[0];
    assert!(yellow.can_take_back && !u.view.seats[1].can_take_back);
    // A colour that does not play is refused.
    let u = t.set_seat(Color::Green, MEDIUM);
    check(&t, &u);
    assert_eq!(u.refused, Some(Refusal::NotSeated(Color::Green)));
}

#[test]
fn refused_inputs_say_why_and_change_nothing() {
    let s = setup(
        &[(Color::Yellow, HUMAN), (Color::Red, EASY)],
        Color::Yellow,
        &[3, 6],
    );
    let (mut t, _, _) = table(&s, TableConfig::instant());
    let cases: [(Input, Refusal); 4] = [
        (Input::Move { token: T0 }, Refusal::RollFirst),
        (Input::Hint, Refusal::NoHint),
        (Input::Undo, Refusal::NothingToUndo),
        (Input::PlayAgain, Refusal::NotOver),
    ];
    for (input, why) in cases {
        let before = t.save_request().unwrap();
        let u = t.apply(input);
        check(&t, &u);
        assert_eq!(u.refused, Some(why));
        assert_eq!(t.save_request().unwrap(), before);
    }
    // Yellow rolls 3 (no move) and it is the CPU's turn.
    let u = t.roll();
    check(&t, &u);
    assert_eq!(u.view.to_act, Some(Color::Red));
    assert_eq!(t.roll().refused, Some(Refusal::NotYourTurn));
    let u = t.move_token(TokenId::new(2).unwrap());
    assert_eq!(u.refused, Some(Refusal::NotYourTurn));
    assert_eq!(u.feedback, vec![Feedback::Refused]);
    assert_eq!(
        localize(&u.refused.unwrap().message(), Lang::Hi),
        "आपकी बारी नहीं है।"
    );
}

#[test]
fn hints_and_taps_on_the_board() {
    // Yellow rolls 6: bring a token out (token 0..3 all can).
    let s = setup(
        &[(Color::Yellow, HUMAN), (Color::Red, EASY)],
        Color::Yellow,
        &[6, 2],
    );
    let (mut t, u, _) = table(&s, TableConfig::instant());
    let layout = t.layout().clone();
    let centre = |id: SquareId| {
        let sq = layout.square(id).unwrap();
        (sq.center.x, sq.center.y)
    };
    // A roll is due: a tap on the board rolls.
    assert!(u.view.die.can_roll);
    let (x, y) = centre(track(30));
    let u = t.tap_board(x, y, 0.0);
    check(&t, &u);
    assert!(matches!(
        u.events[0].event,
        Event::Rolled {
            roll: Face::Six,
            ..
        }
    ));
    assert_eq!(u.feedback, vec![Feedback::Roll]);
    assert_eq!(u.view.moves.len(), 4);
    assert!(u.view.can_hint && !u.view.die.can_roll);
    // The hint.
    let u = t.hint();
    check(&t, &u);
    let h = u.view.hint.clone().expect("hint shown");
    assert_eq!(u.announcements, vec![h.message.clone()]);
    assert!(u.save.is_none() && u.events.is_empty());
    assert!(u.view.tokens.iter().any(|tk| tk.hinted));
    assert_eq!(
        localize(&h.message, Lang::En),
        format!(
            "Hint: move token {} to Yellow's start, square 1, safe square. It brings a token out of base.",
            h.token.get() + 1
        )
    );
    // A tap on empty track far from any target does nothing.
    let (x, y) = centre(track(40));
    let u = t.tap_board(x, y, 0.0);
    assert!(u.events.is_empty() && u.refused.is_none());
    // A tap on the start square (the target) moves a token there.
    let (x, y) = centre(track(0));
    let u = t.tap_board(x, y, 0.0);
    check(&t, &u);
    assert!(matches!(
        u.events[0].event,
        Event::Moved {
            from: -1,
            to: 0,
            ..
        }
    ));
    assert!(u.view.hint.is_none(), "the hint goes with the next change");
    assert_eq!(u.feedback, vec![Feedback::Move, Feedback::ExtraRoll]);
    // Roll 2, then a near miss beside the token on square 1 moves it.
    t.roll();
    let (x, y) = centre(track(0));
    let u = t.tap_board(x + 0.9, y + 0.9, 1.5);
    check(&t, &u);
    assert!(
        matches!(u.events[0].event, Event::Moved { from: 0, to: 2, .. }),
        "{:?}",
        u.events
    );
    // Off the board and non-finite taps are ignored.
    assert!(t.tap_board(-5.0, 3.0, 1.0).events.is_empty());
    assert!(t.tap_board(f32::NAN, 3.0, 1.0).events.is_empty());
}

#[test]
fn move_buttons_are_labelled_with_the_token_its_square_and_what_it_captures() {
    // Yellow: 6 out, 5 (square 6); Blue: 6 out, 2 (square 16); Yellow 5 (square 11);
    // Blue 3 (square 19); Yellow 6 (square 17), then 2 onto Blue's token on square 19.
    let s = setup(
        &[(Color::Yellow, HUMAN), (Color::Blue, HUMAN)],
        Color::Yellow,
        &[6, 5, 6, 2, 5, 3, 6, 2],
    );
    let (mut t, _, _) = table(&s, TableConfig::instant());
    let mut u = t.roll();
    check(&t, &u);
    // Four tokens can come out: a button each, and the board's label stays the sentence.
    assert_eq!(u.view.moves.len(), 4);
    let first = &u.view.moves[0];
    assert_eq!(
        localize(&first.label, Lang::En),
        format!(
            "Move token {} to Yellow's start, square 1, safe square",
            first.token.get() + 1
        )
    );
    assert_eq!(
        localize(&first.description, Lang::En),
        format!(
            "Yellow's start, square 1, safe square. Token {} moves here.",
            first.token.get() + 1
        )
    );
    // Each turn moves token 1 (of Yellow, then of Blue), each move followed by a roll.
    for _ in 0..7 {
        u = t.move_token(T0);
        check(&t, &u);
        assert!(u.refused.is_none(), "{:?}", u.refused);
        u = t.roll();
        check(&t, &u);
        assert!(u.refused.is_none(), "{:?}", u.refused);
    }
    // Yellow rolled 2: its token 1 on square 17 can capture Blue's on square 19.
    assert_eq!(u.view.to_act, Some(Color::Yellow));
    let mv = u
        .view
        .moves
        .iter()
        .find(|m| m.token == T0)
        .expect("token 1 can move");
    assert_eq!(mv.target, Some(track(18)));
    assert_eq!(mv.captures.len(), 1);
    assert_eq!(
        localize(&mv.label, Lang::En),
        "Move token 1 to square 19, captures Blue token 1"
    );
    assert_eq!(
        localize(&mv.label, Lang::Hi),
        "मोहरा 1 को खाना 19 पर चलाएँ, पकड़ेगा नीले का मोहरा 1"
    );
    assert_eq!(
        localize(&mv.label, Lang::Bn),
        "ঘুঁটি 1 নিন ঘর 19-এ, ধরবে নীল-এর ঘুঁটি 1"
    );
    assert_eq!(
        localize(&mv.description, Lang::En),
        "square 19. Token 1 moves here."
    );
}

#[test]
fn the_hint_says_what_its_move_gains_when_the_choices_differ() {
    // Yellow rolls 6 twice: first all four choices are one (a token out of base),
    // then moving the token out differs from bringing another one out.
    let s = setup(
        &[(Color::Yellow, HUMAN), (Color::Red, EASY)],
        Color::Yellow,
        &[6, 6, 2],
    );
    let (mut t, _, _) = table(&s, TableConfig::instant());
    t.roll();
    let u = t.hint();
    let h = u.view.hint.clone().expect("hint shown");
    assert_eq!(h.message.key, Key::HintMove, "one choice: no gain sentence");
    t.move_token(h.token);
    t.roll();
    let u = t.hint();
    check(&t, &u);
    let h = u.view.hint.clone().expect("hint shown");
    assert_eq!(u.announcements, vec![h.message.clone()]);
    let en = localize(&h.message, Lang::En);
    assert!(
        matches!(h.message.key, Key::HintGain | Key::HintGainNone),
        "{en}"
    );
    assert!(en.starts_with("Hint: move token"), "{en}");
    assert!(
        en.ends_with("than the next best move.") || en.ends_with("Other moves win about as often."),
        "{en}"
    );
}

#[test]
fn pass_and_play_waits_for_the_handover() {
    let s = timed(setup(
        &[(Color::Yellow, HUMAN), (Color::Red, HUMAN)],
        Color::Yellow,
        &[3, 4],
    ));
    let config = TableConfig {
        handover_prompt: true,
        ..TableConfig::instant()
    };
    let (mut t, _, clock) = table(&s, config);
    let u = t.roll(); // 3: no move, Red's turn
    check(&t, &u);
    assert_eq!(u.view.handover, Some(Color::Red));
    assert_eq!(u.view.status.key, Key::PromptHandover);
    assert!(!u.view.person_to_act && !u.view.die.can_roll);
    assert!(
        !u.view.timer.as_ref().unwrap().running,
        "no time runs while the device changes hands"
    );
    clock.advance(secs(100));
    assert!(t.tick().events.is_empty());
    assert_eq!(t.roll().refused, Some(Refusal::Handover(Color::Red)));
    let u = t.acknowledge_handover();
    check(&t, &u);
    assert!(u.view.person_to_act && u.view.timer.as_ref().unwrap().running);
    assert_eq!(u.view.timer.as_ref().unwrap().remaining_ms, 30_000);
    let u = t.roll();
    check(&t, &u);
    assert_eq!(u.view.handover, Some(Color::Yellow));
}

#[test]
fn pause_stops_cpu_turns_and_the_save_does_not_change_while_paused() {
    let s = setup(
        &[
            (Color::Yellow, EASY),
            (Color::Blue, MEDIUM),
            (Color::Red, HUMAN),
        ],
        Color::Yellow,
        &[],
    );
    let config = TableConfig {
        cpu_delay: ms(600),
        ..TableConfig::instant()
    };
    let (mut t, u, clock) = table(&s, config);
    // The CPU's first roll waits for the person to release it.
    assert_eq!(u.wake_at, None);
    let u = t.roll();
    assert_eq!(u.wake_at, Some(ms(600)));
    clock.advance(ms(600));
    let job = t.tick().cpu_job.expect("the CPU's turn is due");
    let u = t.pause();
    check(&t, &u);
    assert!(u.cancel_cpu && u.save.is_some());
    assert_eq!(u.view.status.key, Key::PromptPaused);
    let saved = t.save_request().unwrap();
    for _ in 0..20 {
        clock.advance(secs(3));
        let u = t.tick();
        check(&t, &u);
        assert!(u.events.is_empty() && u.save.is_none() && u.cpu_job.is_none());
    }
    // The decision that was computing arrives late: dropped.
    assert!(
        t.cpu_decided(job.run(&AtomicBool::new(false)))
            .events
            .is_empty()
    );
    // People's inputs are refused while paused.
    for input in [
        Input::Roll,
        Input::Undo,
        Input::Hint,
        Input::SetSeat {
            color: Color::Red,
            kind: MEDIUM,
        },
    ] {
        let u = t.apply(input);
        check(&t, &u);
        assert_eq!(u.refused, Some(Refusal::Paused));
    }
    assert_eq!(t.save_request().unwrap(), saved);
    // Pausing twice changes nothing either.
    assert!(t.pause().save.is_none());
    // Back in the foreground: the CPU waits its delay again.
    let u = t.resume();
    check(&t, &u);
    assert!(u.cpu_job.is_none());
    assert_eq!(u.wake_at, Some(clock.now() + ms(600)));
}

#[test]
fn play_again_starts_the_next_game_with_the_same_seats() {
    let s = setup(
        &[(Color::Yellow, MEDIUM), (Color::Red, HARD)],
        Color::Yellow,
        &[],
    );
    let (mut t, _, _) = table(&s, TableConfig::instant());
    let ups = t.play_cpu_turns();
    let last = ups.last().unwrap();
    assert_eq!(last.view.phase, Phase::GameOver);
    assert!(last.view.can_play_again);
    assert!(last.save.as_ref().unwrap().finished);
    assert!(
        last.announcements
            .iter()
            .any(|m| m.key == Key::EventGameOverWinner)
    );
    let u = t.play_again();
    check(&t, &u);
    assert_eq!(u.view.game_number, 2);
    assert!(!u.save.as_ref().unwrap().finished);
    assert!(u.cpu_job.is_some());
    assert!(u.view.last_move.is_none());
}

/// A person's seat handed to the CPU (by `c y` or three time-outs) is a person's
/// again in the next game: "play again" kept it the CPU's, so the next game played
/// itself. The new game starts with the person seated (no seat change in it, so it
/// can still be rated, and a profile on that seat stays valid).
#[test]
fn play_again_gives_a_seat_handed_to_the_cpu_back_to_its_person() {
    let s = setup(
        &[(Color::Yellow, HUMAN), (Color::Red, HARD)],
        Color::Yellow,
        &[],
    );
    let (mut t, _, _) = table(&s, TableConfig::instant());
    let u = t.set_seat(Color::Yellow, MEDIUM);
    check(&t, &u);
    let ups = t.play_cpu_turns();
    assert_eq!(ups.last().unwrap().view.phase, Phase::GameOver);
    let u = t.play_again();
    check(&t, &u);
    assert_eq!(u.view.game_number, 2);
    assert_eq!(t.game().seat(Color::Yellow), Some(HUMAN));
    assert_eq!(t.game().seat(Color::Red), Some(HARD));
    // Seated from the start, not handed back by a seat change.
    let start = &t.game().start().seats;
    assert!(
        start
            .iter()
            .any(|s| s.color == Color::Yellow && s.kind == HUMAN)
    );
    assert!(t.game().history().is_empty());
    assert!(u.view.seats[0].kind == HUMAN && !u.view.seats[0].can_take_back);
    // Red, a CPU seat from the start, stays the CPU's.
    assert!(!u.view.seats[1].was_person);
}

const HARD: SeatKind = SeatKind::Cpu(Level::Hard);

fn track(n: u8) -> SquareId {
    SquareId::Track(crate::rules::TrackSquare::new(n).expect("a track square"))
}
