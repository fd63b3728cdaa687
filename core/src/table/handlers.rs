//! The input handlers: what each [`super::Input`] does to the table.

use super::{Batch, CpuDecision, CpuState, Refusal, Table, announce, refusal_of, tutorial};
use crate::color::Color;
use crate::game::{Action, Game, GameError, Numbered, Phase, SeatKind};
use crate::rules::TokenId;
use crate::view::geometry::{Hit, Point, SquareId, square_for};

impl Table {
    pub(super) fn batch(&self) -> Batch {
        let mut seats_before = [None; 4];
        for &c in self.game.players() {
            seats_before[c.index()] = self.game.seat(c);
        }
        Batch {
            events: vec![],
            extra: vec![],
            refused: None,
            changed: false,
            fresh: false,
            save: false,
            cancel_cpu: false,
            seats_before,
            who_before: self.game.current(),
        }
    }

    /// Mixes words into the dice before the first roll (`docs/fair-dice.md`).
    pub(super) fn do_mix_dice(&mut self, b: &mut Batch, words: &str) -> Result<(), Refusal> {
        if self.paused {
            return Err(Refusal::Paused);
        }
        // Blank words would change the key but mean nothing to the person; the
        // lesson's dice are scripted, so mixing there would mislead.
        if self.tutorial || !self.game.can_mix_dice() {
            return Err(Refusal::NotAllowed);
        }
        if words.trim().is_empty() {
            return Err(Refusal::BlankWords);
        }
        self.game.mix_dice(words).map_err(|_| Refusal::NotAllowed)?;
        b.changed = true;
        b.extra.extend(announce::dice_mixed(self.game.dice_mix()));
        b.save = true;
        Ok(())
    }

    /// Applies a game action: its events join the batch; the state changed.
    pub(super) fn play(
        &mut self,
        b: &mut Batch,
        f: impl FnOnce(&mut Game) -> Result<&[Numbered], GameError>,
    ) -> Result<(), Refusal> {
        match f(&mut self.game) {
            Ok(evs) => {
                b.events.extend_from_slice(evs);
                b.changed = true;
                b.fresh = true;
                b.save = true;
                Ok(())
            }
            Err(e) => Err(refusal_of(e, &self.game)),
        }
    }

    /// The person who may act now, or why no person input is taken.
    pub(super) fn person_to_act(&self) -> Result<Color, Refusal> {
        if self.paused {
            return Err(Refusal::Paused);
        }
        if self.lesson_done {
            return Err(Refusal::LessonDone);
        }
        let Some(c) = self.game.current() else {
            return Err(Refusal::GameOver);
        };
        if self.game.seat(c) != Some(SeatKind::Human) {
            return Err(Refusal::NotYourTurn);
        }
        if let Some(h) = self.handover {
            return Err(Refusal::Handover(h));
        }
        Ok(c)
    }

    pub(super) fn do_roll(&mut self, b: &mut Batch) -> Result<(), Refusal> {
        if self.held_for_start() && !self.paused {
            // The person is done mixing: the CPU rolls first, after its delay.
            self.released_game = Some(self.game.start().game_number);
            b.changed = true;
            return Ok(());
        }
        self.person_to_act()?;
        if self.game.phase() == Phase::AwaitingMove {
            return Err(Refusal::MoveFirst);
        }
        self.play(b, Game::roll)
    }

    pub(super) fn do_move(&mut self, b: &mut Batch, token: TokenId) -> Result<(), Refusal> {
        self.person_to_act()?;
        let Some((roll, moves)) = self.game.pending() else {
            return Err(Refusal::RollFirst);
        };
        if moves.for_token(token).is_none() {
            return Err(Refusal::CannotMove { token, roll });
        }
        self.play(b, |g| g.move_token(token))
    }

    pub(super) fn do_tap(
        &mut self,
        b: &mut Batch,
        x: f32,
        y: f32,
        slop: f32,
    ) -> Result<(), Refusal> {
        if !(x.is_finite() && y.is_finite()) {
            return Ok(());
        }
        let on_board = x >= 0.0 && y >= 0.0 && x <= self.layout.width && y <= self.layout.height;
        if !on_board {
            return Ok(());
        }
        let v = self.game.variant();
        let pos = self.game.position();
        let hit = self.layout.hit_test(v, pos, x, y);
        let c = match self.person_to_act() {
            Ok(c) => c,
            // Taps on empty board while waiting are not worth a buzz.
            Err(Refusal::NotYourTurn) if hit.is_none() => return Ok(()),
            Err(r) => return Err(r),
        };
        let Some((roll, moves)) = self.game.pending() else {
            // A roll is due: a tap anywhere on the board rolls (as the die would).
            return self.do_roll(b);
        };
        // Each legal move: its token, the square the token stands on, its target.
        let targets: Vec<(TokenId, Option<SquareId>, Option<SquareId>)> = moves
            .iter()
            .map(|m| {
                (
                    m.token,
                    square_for(v, c, m.token, m.from),
                    square_for(v, c, m.token, m.to),
                )
            })
            .collect();
        let chosen = match hit {
            Some(Hit::Token {
                color,
                token,
                square,
            }) => {
                if color == c && moves.for_token(token).is_some() {
                    Some(token)
                } else {
                    // A token on a target square (a capture), or an own token stacked
                    // with a movable one.
                    targets
                        .iter()
                        .find(|t| t.2 == Some(square))
                        .or_else(|| targets.iter().find(|t| color == c && t.1 == Some(square)))
                        .map(|t| t.0)
                }
            }
            Some(Hit::Square { square }) => targets
                .iter()
                .find(|t| t.2 == Some(square))
                .or_else(|| targets.iter().find(|t| t.1 == Some(square)))
                .map(|t| t.0),
            None => None,
        };
        let chosen = chosen.or_else(|| {
            // A near miss: the nearest movable token or target within the slop.
            let spots = self.layout.token_spots(v, pos);
            let p = Point::new(x, y);
            let mut best: Option<(f32, TokenId)> = None;
            for &(token, _, target) in &targets {
                let spot = spots
                    .iter()
                    .find(|s| s.color == c && s.token == token)
                    .map(|s| s.center);
                let target = target
                    .and_then(|id| self.layout.square(id))
                    .map(|s| s.center);
                for centre in [spot, target].into_iter().flatten() {
                    let d = centre.distance(p);
                    if d <= slop && best.is_none_or(|(bd, _)| d < bd) {
                        best = Some((d, token));
                    }
                }
            }
            best.map(|b| b.1)
        });
        match (chosen, hit) {
            (Some(t), _) => self.do_move(b, t),
            (None, Some(Hit::Token { color, token, .. })) if color == c => {
                Err(Refusal::CannotMove { token, roll })
            }
            _ => Ok(()),
        }
    }

    pub(super) fn do_set_seat(
        &mut self,
        b: &mut Batch,
        c: Color,
        kind: SeatKind,
    ) -> Result<(), Refusal> {
        if self.paused {
            return Err(Refusal::Paused);
        }
        if self.lesson_done {
            return Err(Refusal::LessonDone);
        }
        match self.game.seat(c) {
            None => Err(Refusal::NotSeated(c)),
            Some(k) if k == kind => Ok(()),
            Some(_) if kind == SeatKind::Human && !self.may_take_seat(c) => {
                Err(Refusal::CpuSeatInRatedGame(c))
            }
            Some(_) => {
                self.play(b, |g| g.set_seat(c, kind))?;
                self.announce_resignations(b);
                Ok(())
            }
        }
    }

    pub(super) fn do_undo(&mut self, b: &mut Batch) -> Result<(), Refusal> {
        if self.paused {
            return Err(Refusal::Paused);
        }
        if self.lesson_done {
            return Err(Refusal::LessonDone);
        }
        // Once over, a game's save reveals its dice secret (docs/fair-dice.md): taking a
        // move back would let the person replay it knowing every roll to come.
        if self.game.phase() == Phase::GameOver {
            return Err(Refusal::GameOver);
        }
        // A take-back replays a decision knowing the next roll: in a rated game
        // it would let the losing player undo (and, before, opt out of the rating).
        if self.is_rated() {
            return Err(Refusal::UndoInRatedGame);
        }
        self.play(b, Game::undo)?;
        self.undos = self.undos.saturating_add(1);
        Ok(())
    }

    pub(super) fn do_hint(&mut self, b: &mut Batch) -> Result<(), Refusal> {
        let c = self.person_to_act()?;
        let Some(h) = self.game.hint() else {
            return Err(Refusal::NoHint);
        };
        // What the move gains over the next best, by a few rollouts (tens of ms).
        let gain = self.game.pending().and_then(|(roll, _)| {
            crate::ai::hint_gain(self.game.variant(), self.game.position(), roll, &h)
        });
        b.extra.push(announce::hint_line(
            self.game.variant(),
            &self.layout,
            c,
            &h,
            gain,
        ));
        self.hint = Some(h);
        self.hint_gain = gain;
        Ok(())
    }

    pub(super) fn do_play_again(&mut self, b: &mut Batch) -> Result<(), Refusal> {
        if self.paused {
            return Err(Refusal::Paused);
        }
        if self.tutorial {
            if !self.is_finished() {
                return Err(Refusal::NotOver);
            }
            let Ok(game) = Game::new(&tutorial::lesson_setup()) else {
                return Err(Refusal::NotAllowed);
            };
            self.game = game;
            self.lesson_done = false;
            b.events.extend_from_slice(self.game.events_since(0));
            b.changed = true;
            b.fresh = true;
            b.save = true;
        } else {
            // A person's seat handed to the CPU (a key, or three time-outs) is the
            // person's again: the next game must not play itself.
            let people: Vec<Color> = Color::ALL
                .into_iter()
                .filter(|c| self.people[c.index()])
                .collect();
            self.play(b, |g| g.play_again_with_people(&people))?;
        }
        self.undos = 0;
        Ok(())
    }

    pub(super) fn do_pause(&mut self, b: &mut Batch) -> Result<(), Refusal> {
        if !self.paused {
            self.paused = true;
            b.changed = true;
            b.save = true;
        }
        Ok(())
    }

    pub(super) fn do_resume(&mut self) -> Result<(), Refusal> {
        self.paused = false;
        Ok(())
    }

    pub(super) fn do_tick(&mut self, b: &mut Batch) -> Result<(), Refusal> {
        let now = self.now();
        if self.paused || !self.timer.is_some_and(|t| t.running() && t.expired(now)) {
            return Ok(());
        }
        // The timer runs only while a person is to act: the game acts for them.
        if self.play(b, Game::time_out).is_ok() {
            self.announce_resignations(b);
        }
        Ok(())
    }

    pub(super) fn do_acknowledge(&mut self) -> Result<(), Refusal> {
        if self.paused {
            return Err(Refusal::Paused);
        }
        self.handover = None;
        Ok(())
    }

    pub(super) fn do_set_profile(
        &mut self,
        b: &mut Batch,
        c: Color,
        profile: Option<String>,
    ) -> Result<(), Refusal> {
        if self.paused {
            return Err(Refusal::Paused);
        }
        if self.game.seat(c).is_none() {
            return Err(Refusal::NotSeated(c));
        }
        if self.profiles[c.index()] != profile {
            if super::profiles_fixed(&self.game) {
                return Err(Refusal::ProfilesFixed);
            }
            self.profiles[c.index()] = profile;
            // The name was the old profile's; the shell names the new one.
            self.profile_names[c.index()] = None;
            b.save = true;
        }
        Ok(())
    }

    pub(super) fn do_cpu_decided(&mut self, b: &mut Batch, d: CpuDecision) {
        let fresh = d.ticket == self.ticket && self.cpu == CpuState::Thinking && self.cpu_may_act();
        if !fresh || !matches!(d.action, Action::Roll | Action::Move(_)) {
            return; // stale: computed for another state; dropped
        }
        let _ = self.play(b, |g| g.apply(d.action));
    }
}
