//! Turn flow as pure functions of a [`Position`]: one roll (or one auto exit) in,
//! the next position and what happened out (docs/rules.md, "Leaving the base" and the
//! house rules; decisions in `docs/rules.md`, "A turn").

use super::face::Face;
use super::moves::{BASE, CaptureList, Move, MoveList};
use super::options::NoTokenOnBoard;
use super::position::Position;
use super::token::TokenId;
use super::variant::Variant;
use crate::color::Color;
use thiserror::Error;

/// A rules violation by an action; the position is left exactly as it was.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Error)]
pub enum RuleError {
    /// The game is over; nothing more can be played.
    #[error("the game is over")]
    GameOver,
    /// The named token cannot move with this roll.
    #[error("token {token} cannot move {roll}")]
    TokenCannotMove {
        /// The token named.
        token: TokenId,
        /// The roll.
        roll: Face,
    },
    /// The token named for an automatic exit is not in base (or cannot leave it).
    #[error("token {token} cannot come out of base")]
    TokenCannotExit {
        /// The token named.
        token: TokenId,
    },
    /// A move is legal but no token was named.
    #[error("a token must be chosen: a move is legal with {roll}")]
    TokenRequired {
        /// The roll.
        roll: Face,
    },
    /// A token was named but this roll allows no move (passed or forfeited).
    #[error("no move is possible with this roll, so no token may be named")]
    NoMoveAllowed,
    /// A die roll was given where the rules bring a token out without rolling.
    #[error(
        "all tokens are in base and \"no token on board\" is auto_exit: a token comes out without a roll"
    )]
    AutoExitDue,
    /// An auto exit was asked for where the rules do not allow it.
    #[error("no automatic exit is due now")]
    AutoExitNotDue,
}

/// Why a turn step made no move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NoMove {
    /// No token could move with the roll (docs/rules.md, "A turn").
    Passed,
    /// The third six in a row: not moved and the turn ends (docs/rules.md, "Three sixes").
    ThreeSixes,
    /// A failed try under "no token on board: up to 3 rolls"; the same player rolls again.
    FailedTry,
}

/// What one roll (or auto exit) did.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct StepOutcome {
    /// The colour that acted.
    pub player: Color,
    /// The roll (`None` for an auto exit).
    pub roll: Option<Face>,
    /// The move made, if any.
    pub moved: Option<Move>,
    /// Why no move was made, when none was.
    pub no_move: Option<NoMove>,
    /// Tokens captured by the move.
    pub captures: CaptureList,
    /// Whether the moved token reached the finish.
    pub token_finished: bool,
    /// Whether the player now has all four tokens finished.
    pub player_finished: bool,
    /// Whether the same player rolls again because of this move (6, capture, finish).
    pub extra_roll: bool,
    /// Whether the game ended with this step.
    pub game_over: bool,
}

impl Position {
    /// Whether the game is over: the first player finished ("rank everyone" off) or
    /// at most one player is still playing (on) (docs/rules.md, "End of the game and places").
    #[inline]
    pub fn is_over(&self, v: &Variant) -> bool {
        let done = self.players_done();
        if v.rules().rank_everyone {
            done + 1 >= v.seats().len()
        } else {
            done >= 1
        }
    }

    /// Whether the player to move brings a token out without rolling now
    /// (house rule "no token on board: take one out without rolling").
    #[inline]
    pub fn auto_exit_due(&self, v: &Variant) -> bool {
        v.rules().no_token_on_board == NoTokenOnBoard::AutoExit
            && !self.is_over(v)
            && !self.has_token_on_board(v, self.to_move())
    }

    /// Whether the next roll of the player to move would be a third six in a row
    /// that the rules forfeit.
    #[inline]
    pub fn six_forfeits(&self, v: &Variant, roll: Face) -> bool {
        // `&` rather than `&&`: three cheap tests beat a branch the dice decide.
        (roll == Face::Six) & v.rules().three_sixes_end_turn & (self.sixes_in_row() >= 2)
    }

    /// The moves a roll really allows: none when the roll is a forfeited third six.
    #[inline]
    pub fn playable_moves(&self, v: &Variant, roll: Face) -> MoveList {
        if self.six_forfeits(v, roll) {
            MoveList::default()
        } else {
            self.legal_moves(v, roll)
        }
    }

    /// Plays one roll of the player to move: `token` names the token to move and is
    /// required exactly when a move is possible.
    ///
    /// Errors: [`RuleError`]; on error `self` is unchanged.
    pub fn play_roll(
        &mut self,
        v: &Variant,
        roll: Face,
        token: Option<TokenId>,
    ) -> Result<StepOutcome, RuleError> {
        self.check_roll(v)?;
        let moves = self.playable_moves(v, roll);
        self.resolve(v, roll, &moves, token)
    }

    /// Refuses a roll when the game is over or an automatic exit replaces the roll.
    #[inline]
    fn check_roll(&self, v: &Variant) -> Result<(), RuleError> {
        if self.is_over(v) {
            return Err(RuleError::GameOver);
        }
        if self.auto_exit_due(v) {
            return Err(RuleError::AutoExitDue);
        }
        Ok(())
    }

    /// Plays one roll like [`Position::play_roll`], computing the legal moves once and
    /// asking `choose` for the token when a move is possible: `choose` is called only
    /// with a list that holds a move, and its answer is the `token` argument of
    /// [`Position::play_roll`] (the token of one of the moves it is given; `None` or
    /// any other token is refused). This is the hot path of the CPU players and
    /// `ludo simulate`.
    ///
    /// Errors: as [`Position::play_roll`]; on error `self` is unchanged.
    #[inline]
    pub fn play_roll_with(
        &mut self,
        v: &Variant,
        roll: Face,
        choose: impl FnOnce(&Position, &MoveList) -> Option<TokenId>,
    ) -> Result<StepOutcome, RuleError> {
        self.check_roll(v)?;
        self.play_chosen(v, roll, choose)
    }

    /// [`Position::play_roll_with`] for a caller that has just checked that the game
    /// is not over and that no automatic exit is due (the play-out loop,
    /// `ai::series::play_out`, checks both before rolling): the checks are not
    /// repeated on the hot path. Crate-private
    /// because skipping them could play a roll the rules refuse.
    ///
    /// Errors: those of [`Position::play_roll_with`] except the two checks.
    #[inline]
    pub(crate) fn play_checked_roll_with(
        &mut self,
        v: &Variant,
        roll: Face,
        choose: impl FnOnce(&Position, &MoveList) -> Option<TokenId>,
    ) -> Result<StepOutcome, RuleError> {
        debug_assert_eq!(self.check_roll(v), Ok(()));
        self.play_chosen(v, roll, choose)
    }

    /// The roll of [`Position::play_roll_with`] once it is checked.
    #[inline]
    fn play_chosen(
        &mut self,
        v: &Variant,
        roll: Face,
        choose: impl FnOnce(&Position, &MoveList) -> Option<TokenId>,
    ) -> Result<StepOutcome, RuleError> {
        let moves = self.playable_moves(v, roll);
        if moves.is_empty() {
            return self.resolve(v, roll, &moves, None);
        }
        // A chooser's `None` is refused here, as `resolve` refuses it, so that
        // `resolve` gets a token known to be there: the compiler keeps a copy of it
        // without that test on the chain from the choice to the move (passed on,
        // the `None` cost about 5 instructions a move in `ludo simulate`).
        let Some(token) = choose(self, &moves) else {
            return Err(RuleError::TokenRequired { roll });
        };
        self.resolve(v, roll, &moves, Some(token))
    }

    /// Plays one roll whose playable moves the caller already has (`moves` must be
    /// `self.playable_moves(v, roll)`): the search expands every move of a roll from
    /// one generated list instead of generating it again per child (`docs/ai.md`,
    /// "Speed"). Crate-private because a wrong list would bypass the rules.
    ///
    /// Errors: as [`Position::play_roll`]; on error `self` is unchanged.
    #[inline]
    pub(crate) fn play_listed(
        &mut self,
        v: &Variant,
        roll: Face,
        moves: &MoveList,
        token: Option<TokenId>,
    ) -> Result<StepOutcome, RuleError> {
        debug_assert_eq!(*moves, self.playable_moves(v, roll));
        self.check_roll(v)?;
        self.resolve(v, roll, moves, token)
    }

    /// Sixes in a row after rolling `roll`: one more after a six, else 0. A mask,
    /// not a branch: the dice decide it.
    #[inline]
    fn sixes_after(&self, roll: Face) -> u8 {
        let s = self.sixes_in_row();
        // `s + 1` saturating at 255 without the branch `saturating_add` compiles to.
        (s + (s < u8::MAX) as u8) & 0u8.wrapping_sub((roll == Face::Six) as u8)
    }

    /// Applies a roll whose playable moves are `moves`.
    #[inline]
    fn resolve(
        &mut self,
        v: &Variant,
        roll: Face,
        moves: &MoveList,
        token: Option<TokenId>,
    ) -> Result<StepOutcome, RuleError> {
        let c = self.to_move();
        let forfeit = self.six_forfeits(v, roll);
        let mut out = StepOutcome {
            player: c,
            roll: Some(roll),
            moved: None,
            no_move: None,
            captures: CaptureList::default(),
            token_finished: false,
            player_finished: false,
            extra_roll: false,
            game_over: false,
        };
        if moves.is_empty() {
            if token.is_some() {
                return Err(RuleError::NoMoveAllowed);
            }
            let sixes = self.sixes_after(roll);
            let tries = self.failed_tries() + 1;
            if !forfeit
                && v.rules().no_token_on_board == NoTokenOnBoard::ThreeTries
                && !self.has_token_on_board(v, c)
                && tries < 3
            {
                out.no_move = Some(NoMove::FailedTry);
                self.set_turn(c, sixes, tries);
            } else {
                out.no_move = Some(if forfeit {
                    NoMove::ThreeSixes
                } else {
                    NoMove::Passed
                });
                self.pass_turn(v);
            }
            return Ok(out);
        }
        let Some(t) = token else {
            return Err(RuleError::TokenRequired { roll });
        };
        let Some(mv) = moves.for_token(t) else {
            return Err(RuleError::TokenCannotMove { token: t, roll });
        };
        let six = roll == Face::Six;
        let sixes = self.sixes_after(roll);
        self.finish_move(v, moves, mv, six, sixes, &mut out);
        Ok(out)
    }

    /// Brings a token out of base without a roll and ends the turn (house rule "no
    /// token on board: take one out without rolling"). `token` defaults to the lowest
    /// index in base. When an opponent block stands on the start, nothing moves and
    /// the turn passes.
    ///
    /// Errors: [`RuleError::AutoExitNotDue`], [`RuleError::TokenCannotExit`] (token
    /// not in base), [`RuleError::NoMoveAllowed`] (a block holds the start),
    /// [`RuleError::GameOver`].
    pub fn play_auto_exit(
        &mut self,
        v: &Variant,
        token: Option<TokenId>,
    ) -> Result<StepOutcome, RuleError> {
        if self.is_over(v) {
            return Err(RuleError::GameOver);
        }
        if !self.auto_exit_due(v) {
            return Err(RuleError::AutoExitNotDue);
        }
        let c = self.to_move();
        let mut out = StepOutcome {
            player: c,
            roll: None,
            moved: None,
            no_move: None,
            captures: CaptureList::default(),
            token_finished: false,
            player_finished: false,
            extra_roll: false,
            game_over: false,
        };
        let moves = self.auto_exit_moves(v);
        let chosen = match token {
            Some(t) => match moves.for_token(t) {
                Some(m) => Some(m),
                None if moves.is_empty() => return Err(RuleError::NoMoveAllowed),
                None => return Err(RuleError::TokenCannotExit { token: t }),
            },
            None => moves.get(0),
        };
        match chosen {
            None => {
                out.no_move = Some(NoMove::Passed);
                self.pass_turn(v);
            }
            Some(mv) => {
                out.moved = Some(mv);
                out.captures = self.apply_move(v, mv, true);
                self.pass_turn(v);
            }
        }
        Ok(out)
    }

    /// The tokens an auto exit may bring out (every token in base, unless an
    /// opponent block stands on the start).
    pub fn auto_exit_moves(&self, v: &Variant) -> MoveList {
        // Leaving base is the same whatever the exit number: ask with one that exits.
        let mut list = self.legal_moves(v, v.rules().exit_numbers.lowest());
        list.retain_exits();
        list
    }

    #[inline]
    fn finish_move(
        &mut self,
        v: &Variant,
        moves: &MoveList,
        mv: Move,
        six: bool,
        sixes: u8,
        out: &mut StepOutcome,
    ) {
        let c = self.to_move();
        out.moved = Some(mv);
        out.captures = self.apply_move(v, mv, moves.may_capture(mv.token));
        out.token_finished = mv.to == v.finish();
        if out.token_finished && self.all_finished(v, c) {
            out.player_finished = true;
            let rank = self.players_done() as u8 + 1;
            self.set_finish_rank(c, rank);
            if self.is_over(v) {
                out.game_over = true;
                // Under "rank everyone" the last player left takes the last place in
                // `placements`; it gets no finish rank, so the finish order lists only
                // players who finished. The turn goes to the next player still
                // playing, as after any finish, so that the position stays valid
                // input (`to_move` must not have finished).
                self.pass_turn(v);
                return;
            }
            self.pass_turn(v);
            return;
        }
        let rules = v.rules();
        // Bitwise, not short-circuit: no branch per term.
        out.extra_roll = six
            | (!out.captures.is_empty() & rules.extra_roll_on_capture)
            | (out.token_finished & rules.extra_roll_on_finish);
        // Selects, not a branch: an extra roll comes with one roll in five.
        // The next player is found first (its loop nearly always stops at once),
        // so that the choice compiles to a select.
        let keep = out.extra_roll;
        let passed = self.next_playing(v);
        let next = if keep { c } else { passed };
        self.set_turn(next, sixes & 0u8.wrapping_sub(keep as u8), 0);
    }

    /// The next clockwise player still playing after the one to move.
    #[inline]
    fn next_playing(&self, v: &Variant) -> Color {
        let mut next = v.next_seat(self.to_move());
        for _ in 0..4 {
            if self.finish_rank(next) == 0 {
                break;
            }
            next = v.next_seat(next);
        }
        next
    }

    /// Gives the turn to the next clockwise player still playing.
    #[inline]
    pub(crate) fn pass_turn(&mut self, v: &Variant) {
        self.set_turn(self.next_playing(v), 0, 0);
    }

    /// Placements once the game is over, best first; each place lists the colours
    /// sharing it (docs/rules.md, "End of the game and places"). `None` while the game goes on.
    ///
    /// Players who finished all tokens are placed in finishing order; the others by
    /// tokens finished, then tokens out of base, then total squares advanced; players
    /// equal on all three share a place.
    pub fn placements(&self, v: &Variant) -> Option<Vec<Vec<Color>>> {
        if !self.is_over(v) {
            return None;
        }
        let mut places: Vec<Vec<Color>> =
            self.finish_order(v).into_iter().map(|c| vec![c]).collect();
        let mut rest: Vec<(Color, (usize, usize, i32))> = v
            .seats()
            .iter()
            .filter(|c| self.finish_rank(**c) == 0)
            .map(|&c| (c, self.standing_key(v, c)))
            .collect();
        rest.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        for (c, key) in rest {
            match places.last_mut() {
                Some(last)
                    if !last.is_empty()
                        && self.finish_rank(last[0]) == 0
                        && self.standing_key(v, last[0]) == key =>
                {
                    last.push(c)
                }
                _ => places.push(vec![c]),
            }
        }
        Some(places)
    }

    /// Ranking key of an unfinished player: (tokens finished, tokens out of base,
    /// total squares advanced), larger is better.
    pub fn standing_key(&self, v: &Variant, c: Color) -> (usize, usize, i32) {
        let toks = self.tokens_of(c);
        let finished = toks.iter().filter(|&&p| p == v.finish()).count();
        let out = toks.iter().filter(|&&p| p != BASE).count();
        let advanced = toks.iter().map(|&p| p.max(0) as i32).sum();
        (finished, out, advanced)
    }
}

impl MoveList {
    /// Keeps only moves out of base.
    pub(crate) fn retain_exits(&mut self) {
        let mut kept = Self::default();
        for m in self.iter() {
            if m.from == BASE {
                kept.push_move(m);
            }
        }
        *self = kept;
    }
}
