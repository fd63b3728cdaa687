//! [`Position`]: where every token stands and whose turn it is, plus validation of
//! positions that come from outside (position format, save files).

use super::options::Blocks;
pub use super::token::TOKENS;
use super::token::TokenId;
use super::topology::TrackSquare;
use super::variant::Variant;
use crate::color::Color;
use thiserror::Error;

/// Progress of a token in base (see [`Variant`] for the whole encoding).
pub const BASE: i8 = -1;

/// Everything the rules need to know about a game in progress, except the dice.
///
/// Small and `Copy`, so the CPU players can search over it. Tokens are stored by
/// colour index as progress values (see [`Variant`] for the encoding); unseated
/// colours hold `-1` and are never read.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    tokens: [[i8; TOKENS]; 4],
    to_move: Color,
    sixes_in_row: u8,
    failed_tries: u8,
    /// 0 while the colour plays; else the order (1-based) in which it finished all
    /// tokens. Only "rank everyone" games have more than one.
    finish_rank: [u8; 4],
    /// How many colours have a non-zero `finish_rank` (kept for a cheap `is_over`).
    done: u8,
    /// Per colour index, the count of its tokens on each absolute track square as
    /// four "at least" bit planes: bit `s` of plane `k` is set when more than `k`
    /// tokens stand on square `s`. Derived from `tokens`; kept up to date by
    /// `set_token`, so the move generator reads "one or more" and "two or more"
    /// (blocks) directly instead of placing 16 tokens every roll.
    planes: [[u64; 4]; 4],
}

/// Why a position (from a file, the position format or the FFI) is impossible.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PositionError {
    /// The seating is impossible.
    #[error(transparent)]
    Seating(#[from] super::variant::SeatingError),
    /// A seated colour has a number of tokens other than 4.
    #[error("{color} has {count} tokens; every player has exactly 4")]
    TokenCount {
        /// The colour.
        color: Color,
        /// How many were given.
        count: usize,
    },
    /// Tokens are given for a colour that is not seated, or a seated colour has none.
    #[error("tokens are given for {color}, which is not among the players")]
    UnseatedTokens {
        /// The colour.
        color: Color,
    },
    /// A seated colour has no token list.
    #[error("no tokens are given for {color}")]
    MissingTokens {
        /// The colour.
        color: Color,
    },
    /// A progress value outside `-1..=finish`.
    #[error(
        "{color} token {token} has progress {progress}; allowed are -1 (base) to {finish} (finished)"
    )]
    ProgressOutOfRange {
        /// The colour.
        color: Color,
        /// The token.
        token: TokenId,
        /// The bad value.
        progress: i64,
        /// The finish progress on this board (56 on the cross).
        finish: i8,
    },
    /// Two colours share a square that is not safe.
    #[error("{a} and {b} share track square {square}, which is not a safe square")]
    SharedUnsafeSquare {
        /// First colour.
        a: Color,
        /// Second colour.
        b: Color,
        /// The track square.
        square: TrackSquare,
    },
    /// An opponent stands inside a block (2+ tokens of one colour) on a non-safe square.
    #[error("{intruder} stands inside {owner}'s block on track square {square}")]
    OpponentInBlock {
        /// The block's colour.
        owner: Color,
        /// The opponent inside it.
        intruder: Color,
        /// The track square.
        square: TrackSquare,
    },
    /// More players have finished all tokens than the game allows before it ends.
    #[error(
        "{count} players have finished all tokens, but the game ends when {allowed} has (\"rank_everyone\" decides)"
    )]
    TooManyFinished {
        /// Players with all tokens finished.
        count: usize,
        /// The most that can have finished.
        allowed: usize,
    },
    /// `to_move` is not seated.
    #[error("{color} is to move but is not among the players")]
    ToMoveNotSeated {
        /// The colour.
        color: Color,
    },
    /// `to_move` has already finished all tokens.
    #[error("{color} is to move but has already finished all tokens")]
    ToMoveFinished {
        /// The colour.
        color: Color,
    },
    /// `sixes_in_row` is impossible under the rules.
    #[error("sixes_in_row is {value}; with three sixes ending the turn it must be 0, 1 or 2")]
    SixesInRow {
        /// The bad value.
        value: u64,
    },
    /// `failed_tries` is impossible.
    #[error(
        "failed_tries is {value}; it must be 0, or 1–2 under \"three_tries\" when no token is on the board"
    )]
    FailedTries {
        /// The bad value.
        value: u64,
    },
    /// The finish order names a colour that has not finished, or misses one that has.
    #[error("finish order is inconsistent: {reason}")]
    FinishOrder {
        /// What is wrong.
        reason: String,
    },
}

/// A position as plain, unchecked parts, shaped like shakmaty's `Setup`: what a
/// position file, a save or a test writes down. [`Position::from_setup`] validates
/// it into a [`Position`]; [`Position::to_setup`] writes one out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// Per colour index: the progress of its four tokens (-1 = base, up to the
    /// finish); `None` for a colour not seated.
    pub tokens: [Option<Vec<i64>>; 4],
    /// Whose turn it is.
    pub to_move: Color,
    /// Sixes rolled in a row by `to_move` so far this turn.
    pub sixes_in_row: u64,
    /// Rolls without a six `to_move` has had this turn with no token on the board
    /// (the three-tries house rule).
    pub failed_tries: u64,
    /// Colours that finished every token, in order; colours that finished but are
    /// not listed follow in seating order.
    pub finish_order: Vec<Color>,
}

impl Position {
    /// The start of a game: every token in base, `first` to move.
    pub fn new(v: &Variant, first: Color) -> Position {
        debug_assert!(v.is_seated(first));
        Position {
            tokens: [[BASE; TOKENS]; 4],
            to_move: first,
            sixes_in_row: 0,
            failed_tries: 0,
            finish_rank: [0; 4],
            done: 0,
            planes: [[0; 4]; 4],
        }
    }

    /// [`Position::from_setup`] of the parts written out (tests and tools).
    ///
    /// Errors: the first [`PositionError`] found.
    pub fn from_parts(
        v: &Variant,
        tokens: [Option<Vec<i64>>; 4],
        to_move: Color,
        sixes_in_row: u64,
        failed_tries: u64,
        finish_order: &[Color],
    ) -> Result<Position, PositionError> {
        Position::from_setup(
            v,
            &Setup {
                tokens,
                to_move,
                sixes_in_row,
                failed_tries,
                finish_order: finish_order.to_vec(),
            },
        )
    }

    /// The position as plain parts: [`Position::from_setup`] of it gives it back.
    pub fn to_setup(&self, v: &Variant) -> Setup {
        Setup {
            tokens: std::array::from_fn(|i| {
                Color::from_index(i)
                    .filter(|&c| v.is_seated(c))
                    .map(|c| self.tokens_of(c).iter().map(|&p| i64::from(p)).collect())
            }),
            to_move: self.to_move,
            sixes_in_row: u64::from(self.sixes_in_row),
            failed_tries: u64::from(self.failed_tries),
            finish_order: self.finish_order(v),
        }
    }

    /// Validates `setup` into a position of `v` (the position format, save files and
    /// tests go through here): every seated colour has four tokens in range and no
    /// other colour any, no two colours share a square they may not, the finish
    /// order, whose turn it is, the sixes in a row and the failed tries agree with the
    /// rules.
    ///
    /// Errors: the first [`PositionError`] found.
    pub fn from_setup(v: &Variant, setup: &Setup) -> Result<Position, PositionError> {
        let Setup {
            tokens,
            to_move,
            sixes_in_row,
            failed_tries,
            finish_order,
        } = setup;
        let (to_move, sixes_in_row, failed_tries) = (*to_move, *sixes_in_row, *failed_tries);
        let finish = v.finish();
        let mut out = [[BASE; TOKENS]; 4];
        for c in Color::ALL {
            match (&tokens[c.index()], v.is_seated(c)) {
                (Some(_), false) => return Err(PositionError::UnseatedTokens { color: c }),
                (None, true) => return Err(PositionError::MissingTokens { color: c }),
                (None, false) => {}
                (Some(list), true) => {
                    if list.len() != TOKENS {
                        return Err(PositionError::TokenCount {
                            color: c,
                            count: list.len(),
                        });
                    }
                    for (t, &p) in TokenId::ALL.into_iter().zip(list.iter()) {
                        if p < BASE as i64 || p > finish as i64 {
                            return Err(PositionError::ProgressOutOfRange {
                                color: c,
                                token: t,
                                progress: p,
                                finish,
                            });
                        }
                        out[c.index()][t.index()] = p as i8;
                    }
                }
            }
        }
        let mut pos = Position {
            tokens: out,
            to_move,
            sixes_in_row: 0,
            failed_tries: 0,
            finish_rank: [0; 4],
            done: 0,
            planes: [[0; 4]; 4],
        };
        pos.rebuild_planes(v);
        pos.check_squares(v)?;
        // Finish order: listed first, the rest in seating order.
        let mut rank = 0u8;
        for &c in finish_order {
            if !v.is_seated(c) || !pos.all_finished(v, c) || pos.finish_rank[c.index()] != 0 {
                return Err(PositionError::FinishOrder {
                    reason: format!("{c} is listed but has not finished all tokens (or twice)"),
                });
            }
            rank += 1;
            pos.set_finish_rank(c, rank);
        }
        for &c in v.seats() {
            if pos.all_finished(v, c) && pos.finish_rank[c.index()] == 0 {
                rank += 1;
                pos.set_finish_rank(c, rank);
            }
        }
        if !v.is_seated(to_move) {
            return Err(PositionError::ToMoveNotSeated { color: to_move });
        }
        // The game ends with the first finisher, or (rank everyone) when one player
        // is left, so more finished players than that cannot occur.
        let allowed = if v.rules().rank_everyone {
            v.seats().len() - 1
        } else {
            1
        };
        if pos.players_done() > allowed {
            return Err(PositionError::TooManyFinished {
                count: pos.players_done(),
                allowed,
            });
        }
        // Also in a finished game (docs/position-format.md: "to_move seated and still
        // playing"): one player at least is always left, and the engine gives the
        // turn to them when the game ends.
        if pos.finish_rank[to_move.index()] != 0 {
            return Err(PositionError::ToMoveFinished { color: to_move });
        }
        let max_sixes = if v.rules().three_sixes_end_turn {
            2
        } else {
            u8::MAX as u64
        };
        if sixes_in_row > max_sixes {
            return Err(PositionError::SixesInRow {
                value: sixes_in_row,
            });
        }
        pos.sixes_in_row = sixes_in_row as u8;
        if failed_tries > 0 {
            let allowed = v.rules().no_token_on_board == super::options::NoTokenOnBoard::ThreeTries
                && failed_tries <= 2
                && !pos.has_token_on_board(v, to_move);
            if !allowed {
                return Err(PositionError::FailedTries {
                    value: failed_tries,
                });
            }
        }
        pos.failed_tries = failed_tries as u8;
        Ok(pos)
    }

    /// Checks that no two colours share a non-safe track square.
    fn check_squares(&self, v: &Variant) -> Result<(), PositionError> {
        let mut counts = [[0u8; 4]; super::topology::MAX_TRACK_LEN as usize];
        for &c in v.seats() {
            for &p in &self.tokens[c.index()] {
                if let Some(sq) = v.abs_square(c, p) {
                    counts[sq.index()][c.index()] += 1;
                }
            }
        }
        for square in v.board().squares() {
            let cell = &counts[square.index()];
            let present: Vec<Color> = Color::ALL
                .into_iter()
                .filter(|c| cell[c.index()] > 0)
                .collect();
            if present.len() < 2 || v.is_safe(square) {
                continue;
            }
            if v.rules().blocks == Blocks::TwoTogether
                && let Some(&owner) = present.iter().find(|c| cell[c.index()] >= 2)
            {
                let intruder = *present.iter().find(|&&c| c != owner).unwrap_or(&owner);
                return Err(PositionError::OpponentInBlock {
                    owner,
                    intruder,
                    square,
                });
            }
            return Err(PositionError::SharedUnsafeSquare {
                a: present[0],
                b: present[1],
                square,
            });
        }
        Ok(())
    }

    /// The colour to roll next.
    #[inline]
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// Sixes rolled in a row in the current turn (0..=2 when three sixes end the turn).
    #[inline]
    pub fn sixes_in_row(&self) -> u8 {
        self.sixes_in_row
    }

    /// Failed tries so far under "no token on board: up to 3 rolls" (0..=2).
    #[inline]
    pub fn failed_tries(&self) -> u8 {
        self.failed_tries
    }

    /// Progress values of `c`'s four tokens.
    #[inline]
    pub fn tokens_of(&self, c: Color) -> [i8; TOKENS] {
        self.tokens[c.index()]
    }

    /// Progress of one token.
    #[inline]
    pub fn token(&self, c: Color, token: TokenId) -> i8 {
        self.tokens[c.index()][token.index()]
    }

    /// Moves one token, keeping the occupancy planes in step. `progress` must be in
    /// `-1..=finish` (moves from the generator, validated positions).
    #[inline]
    pub(crate) fn set_token(&mut self, v: &Variant, c: Color, token: TokenId, progress: i8) {
        debug_assert!((BASE..=v.finish()).contains(&progress));
        let slot = &mut self.tokens[c.index()][token.index()];
        let old = *slot;
        *slot = progress;
        // Branch-free: off the track the square's bit is 0 and nothing changes.
        let planes = &mut self.planes[c.index()];
        // Leave the old square: the highest plane holding it loses it. Ascending,
        // so each step reads the plane above before it changes.
        let from = v.abs_bit_valid(c, old);
        for k in 0..3 {
            planes[k] &= !(from & !planes[k + 1]);
        }
        planes[3] &= !from;
        // Enter the new square: the lowest plane not holding it gains it.
        // Descending, so each step reads the plane below before it changes.
        let to = v.abs_bit_valid(c, progress);
        for k in (1..4).rev() {
            planes[k] |= to & planes[k - 1];
        }
        planes[0] |= to;
    }

    /// Recomputes the occupancy planes from the tokens.
    fn rebuild_planes(&mut self, v: &Variant) {
        let tokens = self.tokens;
        self.planes = [[0; 4]; 4];
        for &c in v.seats() {
            self.tokens[c.index()] = [BASE; TOKENS];
            for (t, &p) in TokenId::ALL.into_iter().zip(tokens[c.index()].iter()) {
                self.set_token(v, c, t, p);
            }
        }
    }

    /// The occupancy planes of every colour index (see the field); unseated colours
    /// are empty.
    #[inline]
    pub(crate) fn planes(&self) -> &[[u64; 4]; 4] {
        &self.planes
    }

    /// Bit set of track squares holding at least two tokens of `c`.
    #[inline]
    pub(crate) fn squares_with_two(&self, c: Color) -> u64 {
        self.planes[c.index()][1]
    }

    /// Gives the turn to `to_move` with `sixes` sixes in a row and `tries` failed
    /// tries ("no token on board: up to 3 rolls") counted so far; no checks.
    #[inline]
    pub(crate) fn set_turn(&mut self, to_move: Color, sixes: u8, tries: u8) {
        self.to_move = to_move;
        self.sixes_in_row = sixes;
        self.failed_tries = tries;
    }

    /// Whether all four tokens of `c` are finished.
    #[inline]
    pub fn all_finished(&self, v: &Variant, c: Color) -> bool {
        let f = v.finish();
        self.tokens[c.index()].iter().all(|&p| p == f)
    }

    /// Whether `c` has a token on the board (start, track or home column), i.e. not
    /// every unfinished token is in base ("no token on board" house rule).
    #[inline]
    pub fn has_token_on_board(&self, v: &Variant, c: Color) -> bool {
        let f = v.finish();
        // A fold, not `any`: four compares beat a loop exit the dice decide.
        self.tokens[c.index()]
            .iter()
            .fold(false, |on, &p| on | ((p >= 0) & (p < f)))
    }

    /// The order (1-based) in which `c` finished all tokens, or 0 while it plays.
    #[inline]
    pub fn finish_rank(&self, c: Color) -> u8 {
        self.finish_rank[c.index()]
    }

    /// Sets the order (1-based, 0 = still playing) in which `c` finished, keeping
    /// the count of finished players in step.
    pub(crate) fn set_finish_rank(&mut self, c: Color, rank: u8) {
        let old = self.finish_rank[c.index()];
        if old == 0 && rank > 0 {
            self.done += 1;
        } else if old > 0 && rank == 0 {
            self.done -= 1;
        }
        self.finish_rank[c.index()] = rank;
    }

    /// How many colours have finished all their tokens.
    #[inline]
    pub fn players_done(&self) -> usize {
        self.done as usize
    }

    /// Colours that finished all tokens, in the order they did.
    pub fn finish_order(&self, v: &Variant) -> Vec<Color> {
        let mut done: Vec<Color> = v
            .seats()
            .iter()
            .copied()
            .filter(|c| self.finish_rank[c.index()] > 0)
            .collect();
        done.sort_by_key(|c| self.finish_rank[c.index()]);
        done
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Face, Rules};
    use rand::{RngExt, SeedableRng};

    /// The planes kept up to date move by move say, for every colour and square,
    /// exactly how many tokens stand there ("more than k" in plane k), through
    /// seeded random games with captures, blocks and finishes.
    #[test]
    fn occupancy_planes_follow_every_move() {
        let v = Variant::new(Rules::default(), &Color::ALL).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        let mut most = 0;
        for _ in 0..20 {
            let mut pos = Position::new(&v, Color::Yellow);
            while !pos.is_over(&v) {
                let roll = Face::ALL[rng.random_range(0..6usize)];
                pos.play_roll_with(&v, roll, |_, m| {
                    m.get(rng.random_range(0..m.len())).map(|x| x.token)
                })
                .unwrap();
                for c in Color::ALL {
                    for sq in v.board().squares() {
                        let n = pos
                            .tokens_of(c)
                            .iter()
                            .filter(|&&p| v.abs_square(c, p) == Some(sq))
                            .count();
                        most = most.max(n);
                        for (k, plane) in pos.planes()[c.index()].iter().enumerate() {
                            assert_eq!(plane & sq.bit() != 0, n > k, "{pos:?} {c} {sq}");
                        }
                    }
                }
            }
        }
        assert!(most >= 2, "no square held two tokens: {most}");
    }

    /// `play_roll_with`'s chooser answers `play_roll`'s `token`: whatever it says
    /// (a move's token, any token, `None`), the outcome and the position are
    /// `play_roll`'s, and it is asked, about the rules' own list, exactly when the
    /// roll allows a move. Seeded random games.
    #[test]
    fn a_choosers_answer_is_play_rolls_token() {
        let v = Variant::new(Rules::default(), &Color::ALL).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        let (mut asked_none, mut refused) = (0, 0);
        for _ in 0..10 {
            let mut pos = Position::new(&v, Color::Yellow);
            while !pos.is_over(&v) {
                let roll = Face::ALL[rng.random_range(0..6usize)];
                let moves = pos.playable_moves(&v, roll);
                let picked = moves
                    .get(rng.random_range(0..moves.len().max(1)))
                    .map(|m| m.token);
                let any = Some(TokenId::masked(rng.random_range(0..4usize)));
                for token in [None, any, picked] {
                    let (mut with, mut plain) = (pos, pos);
                    let mut asked = false;
                    let got = with.play_roll_with(&v, roll, |p, m| {
                        asked = true;
                        assert_eq!((*p, *m), (pos, moves));
                        token
                    });
                    assert_eq!(asked, !moves.is_empty());
                    let want = plain.play_roll(&v, roll, token.filter(|_| asked));
                    assert_eq!(got, want, "{pos:?} roll {roll} token {token:?}");
                    assert_eq!(with, plain);
                    asked_none += usize::from(asked && token.is_none());
                    refused += usize::from(got.is_err());
                }
                pos.play_roll(&v, roll, picked).unwrap();
            }
        }
        assert!(asked_none > 100 && refused > 200, "{asked_none} {refused}");
    }
}
