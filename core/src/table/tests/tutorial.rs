//! The lesson, end to end.

use super::*;
use crate::i18n::{Lang, localize};

#[test]
fn the_lesson_end_to_end() {
    let clock = Arc::new(FakeClock::new());
    let (mut t, u) =
        Table::tutorial(clock.clone(), TableConfig::instant()).expect("the lesson starts");
    check(&t, &u);
    let mut saves = vec![u.save.clone().expect("saved at once")];
    let mut steps = vec![];
    let note = |u: &Update, steps: &mut Vec<LessonStep>, saves: &mut Vec<SaveRequest>| {
        let tut = u.view.tutorial.clone().expect("a lesson");
        assert_eq!(
            tut.tip,
            tut.step.tip(
                u.view
                    .die
                    .face
                    .filter(|_| u.view.phase == Phase::AwaitingMove)
            )
        );
        if steps.last() != Some(&tut.step) {
            steps.push(tut.step);
        }
        saves.extend(u.save.clone());
    };
    note(&u, &mut steps, &mut saves);
    assert_eq!(
        localize(&u.view.tutorial.as_ref().unwrap().tip, Lang::En),
        "You play Yellow. Roll the die: a 6 brings a token out of base."
    );
    for _ in 0..40 {
        if u_done(&t) {
            break;
        }
        let v = t.view();
        let u = if v.person_to_act && v.die.can_roll {
            t.roll()
        } else if v.person_to_act {
            // Every move of the lesson is forced (a 6 with all tokens in base offers
            // four equal moves out).
            assert!(
                v.moves.len() == 1 || v.moves.iter().all(|m| m.from.get() < 0),
                "{:?}",
                v.moves
            );
            t.move_token(v.moves[0].token)
        } else {
            let mut last = None;
            for u in t.play_cpu_turns() {
                note(&u, &mut steps, &mut saves);
                last = Some(u);
            }
            last.expect("the CPU played")
        };
        check(&t, &u);
        note(&u, &mut steps, &mut saves);
    }
    use LessonStep::*;
    assert_eq!(
        steps,
        [
            RollFirst, BringOut, ExtraRoll, Move, WatchCpu, Roll, SafeSquare, WatchCpu, Roll,
            SafeSquare, WatchCpu, Roll, Capture, Done
        ]
    );
    let v = t.view();
    assert!(v.tutorial.as_ref().unwrap().done);
    assert_eq!(v.status.key, Key::PromptLessonDone);
    assert!(v.can_play_again && !v.person_to_act && !v.cpu_thinking);
    // Saved to the lesson's slot only, and the last save says it is finished.
    assert!(saves.len() > 10);
    assert!(saves.iter().all(|s| s.slot == SaveSlot::Tutorial));
    assert!(saves.last().unwrap().finished);
    let summary = inspect_save(&saves.last().unwrap().json).unwrap();
    assert!(summary.tutorial && summary.finished);
    // Resumed mid-lesson, it is still the lesson.
    let mid = &saves[4];
    let (t2, u) = Table::load(&mid.json, clock.clone(), TableConfig::instant()).unwrap();
    check(&t2, &u);
    assert!(t2.is_tutorial() && u.view.tutorial.is_some());
    assert_eq!(t2.save_request().unwrap().slot, SaveSlot::Tutorial);
    assert_eq!(u.announcements, vec![Message::new(Key::TableLessonResumed)]);
    // Done: inputs are refused, "play again" starts the lesson over.
    assert_eq!(t.roll().refused, Some(Refusal::LessonDone));
    let u = t.play_again();
    check(&t, &u);
    assert_eq!(u.view.tutorial.as_ref().unwrap().step, RollFirst);
    assert_eq!(u.save.as_ref().unwrap().slot, SaveSlot::Tutorial);
    assert!(!u.save.as_ref().unwrap().finished);
}

fn u_done(t: &Table) -> bool {
    t.view().tutorial.is_some_and(|x| x.done)
}

#[test]
fn the_lessons_dice_and_seats_are_the_same_everywhere() {
    let s = super::super::tutorial::lesson_setup();
    assert_eq!(s.dice_script, super::super::tutorial::LESSON_DICE);
    assert_eq!(s.first_player, Some(super::super::tutorial::LEARNER));
    assert!(s.rules.turn_time_limit_secs.is_none());
    assert!(Game::new(&s).is_ok());
}
