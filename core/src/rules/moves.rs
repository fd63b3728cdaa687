//! Legal-move generation and move application: pure functions of a position and a roll
//! (docs/rules.md, "Leaving the base" and the "blocking squares", "safe squares" and
//! "exact roll to finish" house rules; decisions in `docs/rules.md`, "Moving round the track and home").

use super::face::Face;
use super::options::Blocks;
pub use super::position::BASE;
use super::position::{Position, TOKENS};
use super::token::TokenId;
use super::variant::{Step, Variant};
use crate::color::Color;
use serde::{Deserialize, Serialize};

/// One token's move: which token of the colour to move, progress before and after.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Move {
    /// The token within its colour.
    pub token: TokenId,
    /// Progress before the move (`-1` base .. finish).
    pub from: i8,
    /// Progress after the move.
    pub to: i8,
}

/// `NTH_TOKEN[mask][i]`: the index of the `i`-th set bit of the 4-bit `mask`, or 4
/// when it has `i` or fewer set bits.
const NTH_TOKEN: [[u8; TOKENS]; 16] = {
    let mut table = [[4u8; TOKENS]; 16];
    let mut mask = 0;
    while mask < 16 {
        let (mut t, mut n) = (0, 0);
        while t < TOKENS {
            if mask & (1 << t) != 0 {
                table[mask][n] = t as u8;
                n += 1;
            }
            t += 1;
        }
        mask += 1;
    }
    table
};

/// `0xFF` in byte `t` for each set bit `t` of a 4-bit token mask.
#[inline]
fn byte_mask(mask: u8) -> u32 {
    // Spread bit t to bit 8t (no carries: the shifted copies do not overlap), then
    // widen each bit to its byte.
    ((u32::from(mask & 15) * 0x0020_4081) & 0x0101_0101) * 0xFF
}

/// The legal moves for one roll: at most one per token, in token order.
///
/// Stored per token (`from`, `to`, a bit mask of the tokens that move) rather than
/// as a list of `Option<Move>`: ten bytes the generator writes without branching
/// and returns in registers (`docs/ai.md`, "Speed"). Entries of tokens without a
/// move are zero, so equal lists compare equal byte for byte.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveList {
    from: [i8; TOKENS],
    to: [i8; TOKENS],
    /// Bit `t` set when token `t` has a legal move.
    mask: u8,
    /// Bit `t` set when token `t`'s move lands where an opponent may be captured.
    capture_hint: u8,
}

impl MoveList {
    /// Number of legal moves (0..=4).
    #[inline]
    pub fn len(&self) -> usize {
        self.mask.count_ones() as usize
    }

    /// Whether no move is legal.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.mask == 0
    }

    /// The move of token index `t` (its bit in `mask` must be set).
    #[inline]
    fn at(&self, t: usize) -> Move {
        Move {
            token: TokenId::masked(t),
            from: self.from[t & 3],
            to: self.to[t & 3],
        }
    }

    /// The moves in token order.
    pub fn iter(&self) -> impl Iterator<Item = Move> + '_ {
        let mut rest = self.mask;
        std::iter::from_fn(move || {
            if rest == 0 {
                return None;
            }
            let t = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            Some(self.at(t))
        })
    }

    /// The legal move of `token`, if it has one.
    #[inline]
    pub fn for_token(&self, token: TokenId) -> Option<Move> {
        (self.mask & token.bit() != 0).then(|| self.at(token.index()))
    }

    /// Whether `token`'s move may capture (false means it certainly does not).
    #[inline]
    pub(crate) fn may_capture(&self, token: TokenId) -> bool {
        self.capture_hint & token.bit() != 0
    }

    /// The `i`-th legal move in token order.
    ///
    /// A table lookup rather than a loop over the mask's bits: a random player
    /// calls this every roll, and the loop's exit was a coin flip for the branch
    /// predictor (`docs/ai.md`, "Speed").
    #[inline]
    pub fn get(&self, i: usize) -> Option<Move> {
        if i >= TOKENS {
            return None;
        }
        let t = NTH_TOKEN[(self.mask & 15) as usize][i];
        (t < 4).then(|| self.at(t as usize))
    }

    /// The token of the `i`-th legal move in token order, [`TokenId::FIRST`] when
    /// there is none (`i` is taken modulo 4): the random player's pick without
    /// the `Option` (the table's "none", 4, is token 0 modulo 4), so nothing but
    /// two table loads sits between its draw and the move (`docs/ai.md`, "Speed").
    #[inline]
    pub(crate) fn nth_token(&self, i: usize) -> TokenId {
        TokenId::masked(NTH_TOKEN[(self.mask & 15) as usize][i & 3] as usize)
    }

    /// Adds `m` as its token's move, replacing any earlier move of that token.
    pub(crate) fn push_move(&mut self, m: Move) {
        let t = m.token.index();
        self.from[t] = m.from;
        self.to[t] = m.to;
        self.mask |= m.token.bit();
    }
}

/// A captured token: its colour and which of its tokens.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Capture {
    /// Owner of the captured token.
    pub color: Color,
    /// The token within that colour.
    pub token: TokenId,
    /// Progress of the captured token before it returned to base.
    #[serde(skip)]
    pub from: i8,
}

/// A token of some colour: its owner and which of its tokens (e.g. a token a move
/// would capture).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TokenRef {
    /// The owner.
    pub color: Color,
    /// Which of its tokens.
    pub token: TokenId,
}

/// A legal (or made) move with the opponent tokens it captures: the one form in
/// which snapshots, the position format and the shells show a move.
///
/// JSON: `{"token": 0, "from": -1, "to": 0, "captures": [{"color": "red", "token": 1}]}`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct LegalMove {
    /// The token moved.
    pub token: TokenId,
    /// Progress before (`-1` base .. finish).
    pub from: i8,
    /// Progress after.
    pub to: i8,
    /// Opponent tokens the move captures, in seating order.
    pub captures: Vec<TokenRef>,
}

/// Tokens captured by one move: tokens of one colour (only one colour can stand on
/// a square where tokens are captured), as a token mask and their progress before.
/// Six bytes, so a roll's outcome is cheap to build (`docs/ai.md`, "Speed").
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct CaptureList {
    /// Colour index of the captured tokens (0 when none).
    color: u8,
    /// Bit `t` set when token `t` of that colour is captured.
    mask: u8,
    /// Progress before capture, by token (0 for tokens not captured).
    from: [i8; TOKENS],
}

impl CaptureList {
    /// Number of captured tokens.
    #[inline]
    pub fn len(&self) -> usize {
        self.mask.count_ones() as usize
    }

    /// Whether nothing was captured.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.mask == 0
    }

    /// The captured tokens, in token order.
    pub fn iter(&self) -> impl Iterator<Item = Capture> + '_ {
        let color = Color::ALL[(self.color & 3) as usize];
        TokenId::ALL
            .into_iter()
            .filter(|t| self.mask & t.bit() != 0)
            .map(move |t| Capture {
                color,
                token: t,
                from: self.from[t.index()],
            })
    }
}

/// What the other tokens put in the way of the colour to move, as bit sets of
/// track squares.
struct Obstacles {
    /// Squares with any token.
    any: u64,
    /// Squares a move of the mover may not enter or pass (opponent blocks).
    blocked: u64,
    /// Squares where landing captures (an opponent on a square that is not safe).
    capturable: u64,
}

impl Position {
    /// The obstacles for colour index `ci` from the occupancy planes.
    #[inline]
    fn obstacles(&self, v: &Variant, ci: usize) -> Obstacles {
        // `one[o]` squares with a token of `o`, `two[o]` with two or more (unseated
        // colours have empty planes); `multi` squares shared by two or more
        // colours (safe squares only). Straight-line code over all four colours.
        let p = self.planes();
        let one = p.map(|q| q[0]);
        let two = (p[0][1] | p[1][1]) | (p[2][1] | p[3][1]);
        let any = (one[0] | one[1]) | (one[2] | one[3]);
        let multi = (one[0] & one[1]) | (one[2] & one[3]) | ((one[0] | one[1]) & (one[2] | one[3]));
        let own = one[ci & 3];
        // Squares that block: 2+ tokens of a single other colour alone there
        // (docs/rules.md, "Blocks"). A block's square holds no other colour, so
        // "alone" is "not shared by two colours"; the mover's own 2+ squares are
        // either its own blocks or shared, so `!own` removes exactly them.
        let blocked = if v.rules().blocks == Blocks::TwoTogether {
            two & !own & !multi
        } else {
            0
        };
        Obstacles {
            any,
            blocked,
            capturable: any & !own & !v.safe_bits(),
        }
    }

    /// Every legal move for the colour to move with `roll`; empty when none.
    ///
    /// Does not apply turn-level rules (three sixes, auto exit): see [`Position::play_roll`].
    ///
    /// Hot path of every game and search (`docs/ai.md`, "Speed"): each token's
    /// move comes from the variant's table of [`Step`]s, and only the other tokens
    /// (occupancy from the position's bit planes) are checked here, with selects
    /// rather than early exits, since in play the branches are coin flips.
    #[inline]
    pub fn legal_moves(&self, v: &Variant, roll: Face) -> MoveList {
        if v.rules().blocks == Blocks::NoOvertaking {
            return self.legal_moves_no_overtaking(v, roll);
        }
        let c = self.to_move();
        let obs = self.obstacles(v, c.index());
        let row = v.steps(c, roll);
        let own = self.tokens_of(c);
        let (mut mask, mut hint) = (0u8, 0u8);
        let mut to = [0i8; TOKENS];
        for (t, &p) in own.iter().enumerate() {
            let s = row[(p + 1) as usize & 63];
            // Allowed by the rules and nothing blocking the way, in one test.
            mask |= ((s.bits & (Step::OK | obs.blocked) == Step::OK) as u8) << t;
            hint |= ((s.dest & obs.capturable != 0) as u8) << t;
            to[t] = s.to();
        }
        // Zero the entries of tokens without a move, all four bytes at once.
        let keep = byte_mask(mask);
        MoveList {
            from: (u32::from_le_bytes(own.map(|x| x as u8)) & keep)
                .to_le_bytes()
                .map(|x| x as i8),
            to: (u32::from_le_bytes(to.map(|x| x as u8)) & keep)
                .to_le_bytes()
                .map(|x| x as i8),
            mask,
            capture_hint: hint & mask,
        }
    }

    /// [`Position::legal_moves`] under "blocks: no overtaking" (any token on a
    /// square in the way stops a move, and so do own tokens in the home column).
    fn legal_moves_no_overtaking(&self, v: &Variant, roll: Face) -> MoveList {
        let c = self.to_move();
        let obs = self.obstacles(v, c.index());
        let row = v.gen_row(c);
        let own = self.tokens_of(c);
        let (finish, last) = (v.finish(), v.last_track());
        // Own tokens in the home column.
        let mut home = 0u64;
        for &q in &own {
            if q > last && q < finish {
                home |= 1u64 << q;
            }
        }
        let mut list = MoveList::default();
        for (t, &p) in own.iter().enumerate() {
            let s = Step::new(v, row, p, roll);
            let (to, path) = (s.to(), s.path());
            let mut ok = s.ok() & ((path & !s.dest) & obs.any == 0);
            // Own home-column tokens strictly between `p` and `to`.
            let lo = (p.max(last) + 1) as u32;
            let between = if to as u32 > lo {
                ((1u64 << to) - 1) & !((1u64 << lo) - 1)
            } else {
                0
            };
            ok &= home & between == 0;
            if ok {
                list.mask |= 1 << t;
                if s.dest & obs.capturable != 0 {
                    list.capture_hint |= 1 << t;
                }
                list.from[t] = p;
                list.to[t] = to;
            }
        }
        list
    }

    /// [`Position::legal_moves`] computed step by step from the rules, without
    /// the variant's table and with the obstacles found colour by colour: the
    /// reference the fast generator is tested against.
    #[cfg(test)]
    pub(crate) fn legal_moves_reference(&self, v: &Variant, roll: Face) -> MoveList {
        if v.rules().blocks == Blocks::NoOvertaking {
            return self.legal_moves_no_overtaking(v, roll);
        }
        let c = self.to_move();
        let mut obs = Obstacles {
            any: 0,
            blocked: 0,
            capturable: 0,
        };
        for o in Color::ALL {
            for &q in &self.tokens_of(o) {
                // Tokens of unseated colours stay in base, off the track.
                let Some(sq) = v.abs_square(o, q).filter(|_| v.is_seated(o)) else {
                    continue;
                };
                obs.any |= sq.bit();
                if o == c {
                    continue;
                }
                if !v.is_safe(sq) {
                    obs.capturable |= sq.bit();
                }
                let here = |x: Color| {
                    self.tokens_of(x)
                        .iter()
                        .filter(|&&r| v.is_seated(x) && v.abs_square(x, r) == Some(sq))
                        .count()
                };
                let alone = Color::ALL.iter().all(|&x| x == o || here(x) == 0);
                if v.rules().blocks == Blocks::TwoTogether && here(o) >= 2 && alone {
                    obs.blocked |= sq.bit();
                }
            }
        }
        let mut list = MoveList::default();
        for (t, &p) in self.tokens_of(c).iter().enumerate() {
            let s = Step::new(v, v.gen_row(c), p, roll);
            if s.ok() && s.path() & obs.blocked == 0 {
                list.mask |= 1 << t;
                if s.dest & obs.capturable != 0 {
                    list.capture_hint |= 1 << t;
                }
                list.from[t] = p;
                list.to[t] = s.to();
            }
        }
        list
    }

    /// The opponent tokens that `mv` by the colour to move would capture.
    pub fn captures_of(&self, v: &Variant, mv: Move) -> CaptureList {
        let c = self.to_move();
        let mut caps = CaptureList::default();
        // The landing square as a bit; 0 off the track or on a safe square.
        let dest = v.abs_bit(c, mv.to) & !v.safe_bits();
        if dest == 0 {
            return caps;
        }
        // The occupancy planes say which colour stands there (only one can, on a
        // square that is not safe): only its tokens are scanned. Unseated colours
        // have empty planes.
        let mut there = 0u8;
        for (o, planes) in self.planes().iter().enumerate() {
            there |= ((planes[0] & dest != 0) as u8) << o;
        }
        there &= !(1u8 << c.index());
        if there == 0 {
            return caps;
        }
        let oi = there.trailing_zeros() as usize & 3;
        let o = Color::ALL[oi];
        caps.color = oi as u8;
        for (t, &q) in self.tokens_of(o).iter().enumerate() {
            let hit = v.abs_bit(o, q) == dest;
            caps.mask |= (hit as u8) << t;
            caps.from[t] = if hit { q } else { 0 };
        }
        caps
    }

    /// `mv` with the tokens it captures from this position (see [`LegalMove`]).
    pub fn legal_move(&self, v: &Variant, mv: Move) -> LegalMove {
        LegalMove {
            token: mv.token,
            from: mv.from,
            to: mv.to,
            captures: self
                .captures_of(v, mv)
                .iter()
                .map(|c| TokenRef {
                    color: c.color,
                    token: c.token,
                })
                .collect(),
        }
    }

    /// Moves a token of the colour to move and sends captured tokens to base.
    /// Turn state is not touched. `mv` must come from [`Position::legal_moves`].
    /// `may_capture` false skips the capture scan (the generator proved there is none).
    #[inline]
    pub(crate) fn apply_move(&mut self, v: &Variant, mv: Move, may_capture: bool) -> CaptureList {
        let caps = if may_capture {
            self.captures_of(v, mv)
        } else {
            CaptureList::default()
        };
        let c = self.to_move();
        self.set_token(v, c, mv.token, mv.to);
        if !caps.is_empty() {
            for cap in caps.iter() {
                self.set_token(v, cap.color, cap.token, BASE);
            }
        }
        caps
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::rules::options::{BoardChoice, ExitNumbers, Preset, Rules, SafeSquares};
    use rand::{RngExt, SeedableRng};

    /// The table-driven generator gives exactly the lists of the step-by-step
    /// reference, for every roll of every position met in seeded random games
    /// under many house rules and seatings (capture hints included).
    #[test]
    fn table_generator_matches_the_reference() {
        let mut variants = Vec::new();
        let seatings: [&[Color]; 3] = [
            &Color::ALL,
            &[Color::Yellow, Color::Red],
            &[Color::Yellow, Color::Blue, Color::Red],
        ];
        let mut rule_sets: Vec<Rules> = Preset::ALL.iter().map(|p| p.rules()).collect();
        let d = Rules::default();
        rule_sets.push(Rules {
            blocks: Blocks::None,
            safe_squares: SafeSquares::None,
            exact_finish: false,
            ..d
        });
        rule_sets.push(Rules {
            board: BoardChoice::ByPlayerCount,
            safe_squares: SafeSquares::StartsOnly,
            exit_numbers: ExitNumbers::new(&[Face::One, Face::Six]).unwrap(),
            ..d
        });
        rule_sets.push(Rules {
            board: BoardChoice::ByPlayerCount,
            blocks: Blocks::NoOvertaking,
            ..d
        });
        for r in &rule_sets {
            for s in seatings {
                variants.push(Variant::new(*r, s).unwrap());
            }
        }
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
        let mut checked = 0u32;
        for v in &variants {
            for _game in 0..4 {
                let mut pos = Position::new(v, v.seats()[0]);
                let mut rolls = 0;
                while !pos.is_over(v) && rolls < 3000 {
                    for roll in Face::ALL {
                        assert_eq!(
                            pos.legal_moves(v, roll),
                            pos.legal_moves_reference(v, roll),
                            "{pos:?} roll {roll} rules {:?}",
                            v.rules()
                        );
                        checked += 1;
                    }
                    if pos.auto_exit_due(v) {
                        pos.play_auto_exit(v, None).unwrap();
                        continue;
                    }
                    let roll = Face::ALL[rng.random_range(0..6usize)];
                    rolls += 1;
                    pos.play_roll_with(v, roll, |_, m| {
                        m.get(rng.random_range(0..m.len())).map(|x| x.token)
                    })
                    .unwrap();
                }
            }
        }
        assert!(checked > 100_000, "{checked}");
    }

    #[test]
    fn byte_mask_widens_each_token_bit_to_its_byte() {
        assert_eq!(byte_mask(0), 0);
        assert_eq!(byte_mask(0b0001), 0x0000_00FF);
        assert_eq!(byte_mask(0b0110), 0x00FF_FF00);
        assert_eq!(byte_mask(0b1111), 0xFFFF_FFFF);
        assert_eq!(byte_mask(0b1000), 0xFF00_0000);
        for m in 0..16u8 {
            let b = byte_mask(m).to_le_bytes();
            for (t, &x) in b.iter().enumerate() {
                assert_eq!(x, if m & (1 << t) != 0 { 0xFF } else { 0 });
            }
        }
    }

    #[test]
    fn nth_token_table_lists_set_bits_in_order() {
        assert_eq!(NTH_TOKEN[0], [4; 4]);
        assert_eq!(NTH_TOKEN[0b1010], [1, 3, 4, 4]);
        assert_eq!(NTH_TOKEN[0b1111], [0, 1, 2, 3]);
    }

    /// `nth_token` is `get(i)`'s token (token 0 when there is no `i`-th move) for
    /// every set of movable tokens: the random player relies on it to pick the
    /// same move as `choose_move`.
    #[test]
    fn nth_token_is_the_token_of_get() {
        for mask in 0u8..16 {
            let mut list = MoveList::default();
            for t in TokenId::ALL {
                if mask & t.bit() != 0 {
                    list.push_move(Move {
                        token: t,
                        from: 3,
                        to: 7,
                    });
                }
            }
            let set: Vec<TokenId> = TokenId::ALL
                .into_iter()
                .filter(|t| mask & t.bit() != 0)
                .collect();
            for i in 0..4 {
                let want = set.get(i).copied().unwrap_or(TokenId::FIRST);
                assert_eq!(list.nth_token(i), want, "mask {mask:#06b} i {i}");
                assert_eq!(
                    list.get(i).map_or(TokenId::FIRST, |m| m.token),
                    want,
                    "mask {mask:#06b} i {i}"
                );
            }
        }
    }
}
