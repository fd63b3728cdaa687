//! House-rule options (docs/rules.md, "House rules" and "Presets") with their defaults.
//!
//! The JSON shape of [`Rules`] is the `rules` object of the position format
//! (`docs/position-format.md`) and of save files (`docs/save-format.md`): every key is
//! optional and unknown keys are refused, so a typo never silently plays the default.

use super::face::{Face, InvalidFace};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Which board a game is played on (docs/rules.md, house rule "board").
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum BoardChoice {
    /// The 15×15 cross whatever the number of players (default).
    #[default]
    Cross,
    /// 2 players: the two-arm board; 3 players: the T-shaped board; 4: the cross
    /// (`docs/rules.md`, "The board").
    ByPlayerCount,
}

/// What happens when all of a player's unfinished tokens are in base
/// (docs/rules.md, house rule "no token on board").
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum NoTokenOnBoard {
    /// Roll as usual; without an exit number the turn ends (default).
    #[default]
    RollNormally,
    /// Pressing the die brings one token out onto the start without a roll and ends the turn.
    AutoExit,
    /// Roll up to three times until an exit number comes.
    ThreeTries,
}

/// Which track squares are safe (docs/rules.md, house rule "safe squares").
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum SafeSquares {
    /// Every start and every star (start + 8) (default).
    #[default]
    StartsAndStars,
    /// Only the starts.
    StartsOnly,
    /// No safe squares at all.
    #[cfg_attr(feature = "uniffi", uniffi(name = "NoSafeSquares"))]
    None,
}

/// How tokens stacked together affect others (docs/rules.md, house rule "blocking squares").
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Blocks {
    /// Two or more tokens of one colour alone on a square form a block that no
    /// opponent may pass or land on (default).
    #[default]
    TwoTogether,
    /// Stacks have no effect on others.
    #[cfg_attr(feature = "uniffi", uniffi(name = "NoBlocks"))]
    None,
    /// No token may pass any token (own ones included), but it may land on the same square.
    NoOvertaking,
}

/// The set of die faces that bring a token out of base, as a bit set over faces 1..=6
/// (docs/rules.md, house rule "exit number"). Never empty: it holds its lowest face
/// as a [`Face`], which every constructor finds among the faces given.
///
/// JSON: a list of faces, e.g. `[6]` (default) or `[1, 6]`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "Vec<u8>", into = "Vec<u8>")]
pub struct ExitNumbers {
    /// The lowest face of the set (a member: the set is not empty).
    lowest: Face,
    /// Bit `f` set for each face `f` of the set: `lowest`'s and none below it.
    bits: u8,
}

/// Why a list of faces is not a valid [`ExitNumbers`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Error)]
pub enum ExitNumbersError {
    /// The list is empty: no token could ever leave base.
    #[error("exit_numbers must list at least one face")]
    Empty,
    /// A number in the list is not a die face.
    #[error("exit number {0}")]
    NotAFace(#[from] InvalidFace),
}

impl ExitNumbers {
    /// Builds the set from faces (duplicates are harmless, the order does not matter).
    ///
    /// Errors: [`ExitNumbersError::Empty`] for an empty list.
    pub fn new(faces: &[Face]) -> Result<Self, ExitNumbersError> {
        let [first, rest @ ..] = faces else {
            return Err(ExitNumbersError::Empty);
        };
        // Both folds start from a face given, so the lowest is one of them.
        Ok(ExitNumbers {
            lowest: rest.iter().copied().fold(*first, Face::min),
            bits: rest
                .iter()
                .fold(1 << first.get(), |mask, f| mask | (1 << f.get())),
        })
    }

    /// Whether `roll` brings a token out of base.
    #[inline]
    pub fn contains(self, roll: Face) -> bool {
        self.bits & (1 << roll.get()) != 0
    }

    /// The set as a bit mask: bit `f` is set for each face `f` in it (bits 1..=6; bits
    /// 0 and 7 are clear), the layout [`ExitNumbers::contains`] reads.
    #[inline]
    pub fn bits(self) -> u8 {
        self.bits
    }

    /// The faces in ascending order.
    pub fn faces(self) -> Vec<Face> {
        Face::ALL
            .into_iter()
            .filter(|&f| self.contains(f))
            .collect()
    }

    /// The set with `face` added, or removed when it is in the set (what a setup screen's
    /// face button does). Every shell toggles through this, so they refuse the same thing.
    ///
    /// Errors: [`ExitNumbersError::Empty`] when `face` is the only face left (no token
    /// could leave base); the set is unchanged then.
    pub fn toggled(self, face: Face) -> Result<Self, ExitNumbersError> {
        let faces: Vec<Face> = Face::ALL
            .into_iter()
            .filter(|&f| self.contains(f) != (f == face))
            .collect();
        ExitNumbers::new(&faces)
    }

    /// The lowest face in the set.
    #[inline]
    pub fn lowest(self) -> Face {
        self.lowest
    }
}

impl Default for ExitNumbers {
    /// A six alone.
    fn default() -> Self {
        ExitNumbers {
            lowest: Face::Six,
            bits: 1 << 6,
        }
    }
}

impl TryFrom<Vec<u8>> for ExitNumbers {
    type Error = ExitNumbersError;
    fn try_from(v: Vec<u8>) -> Result<Self, ExitNumbersError> {
        let faces = v
            .into_iter()
            .map(Face::try_from)
            .collect::<Result<Vec<Face>, InvalidFace>>()?;
        ExitNumbers::new(&faces)
    }
}

impl From<ExitNumbers> for Vec<u8> {
    fn from(e: ExitNumbers) -> Vec<u8> {
        e.faces().into_iter().map(Face::get).collect()
    }
}

/// A turn time limit in seconds: 30 or 60 (docs/rules.md, "Turn timer"); `None` in
/// [`Rules::turn_time_limit_secs`] means no limit. What a time-out does is in
/// `docs/rules.md`, "Turn timer".
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "u32", into = "u32")]
pub enum TurnTimeLimit {
    /// 30 seconds per turn step.
    Secs30,
    /// 60 seconds per turn step.
    Secs60,
}

impl TurnTimeLimit {
    /// The choices a setup screen offers, in its order: no limit (the default,
    /// [`Rules::default`]), 30 s, 60 s. Every shell lists these, none its own.
    pub const OFFERED: [Option<TurnTimeLimit>; 3] = [
        None,
        Some(TurnTimeLimit::Secs30),
        Some(TurnTimeLimit::Secs60),
    ];

    /// The limit in seconds.
    pub fn secs(self) -> u32 {
        match self {
            TurnTimeLimit::Secs30 => 30,
            TurnTimeLimit::Secs60 => 60,
        }
    }
}

/// A number of seconds that is not a [`TurnTimeLimit`] (only 30 and 60 are).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Error)]
#[error("turn_time_limit_secs must be null, 30 or 60, not {secs}")]
pub struct InvalidTurnTimeLimit {
    /// The number of seconds given.
    pub secs: u32,
}

impl TryFrom<u32> for TurnTimeLimit {
    type Error = InvalidTurnTimeLimit;
    fn try_from(secs: u32) -> Result<Self, InvalidTurnTimeLimit> {
        match secs {
            30 => Ok(TurnTimeLimit::Secs30),
            60 => Ok(TurnTimeLimit::Secs60),
            _ => Err(InvalidTurnTimeLimit { secs }),
        }
    }
}

impl From<TurnTimeLimit> for u32 {
    fn from(t: TurnTimeLimit) -> u32 {
        t.secs()
    }
}

/// Every house rule of docs/rules.md with its default (the first option of each row).
///
/// JSON keys are the snake_case field names; all optional; unknown keys are an error.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Rules {
    /// House rule "board". Default [`BoardChoice::Cross`].
    pub board: BoardChoice,
    /// House rule "exit number". Default `[6]`.
    pub exit_numbers: ExitNumbers,
    /// House rule "no token on board". Default [`NoTokenOnBoard::RollNormally`].
    pub no_token_on_board: NoTokenOnBoard,
    /// House rule "three sixes end the turn". Default on.
    pub three_sixes_end_turn: bool,
    /// House rule "roll again after a capture". Default on.
    pub extra_roll_on_capture: bool,
    /// House rule "roll again on reaching the finish". Default off.
    pub extra_roll_on_finish: bool,
    /// House rule "exact roll to finish". Default on; off: a larger roll stops at the finish.
    pub exact_finish: bool,
    /// House rule "rank everyone". Default off: the game ends with the first finisher.
    pub rank_everyone: bool,
    /// House rule "rotate first player on play again". Default on.
    pub rotate_first_player: bool,
    /// House rule "safe squares". Default [`SafeSquares::StartsAndStars`].
    pub safe_squares: SafeSquares,
    /// House rule "blocking squares". Default [`Blocks::TwoTogether`].
    pub blocks: Blocks,
    /// Site default "turn time limit": `None` (default), 30 or 60 seconds.
    pub turn_time_limit_secs: Option<TurnTimeLimit>,
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            board: BoardChoice::Cross,
            exit_numbers: ExitNumbers::default(),
            no_token_on_board: NoTokenOnBoard::RollNormally,
            three_sixes_end_turn: true,
            extra_roll_on_capture: true,
            extra_roll_on_finish: false,
            exact_finish: true,
            rank_everyone: false,
            rotate_first_player: true,
            safe_squares: SafeSquares::StartsAndStars,
            blocks: Blocks::TwoTogether,
            turn_time_limit_secs: None,
        }
    }
}

/// A named set of house rules a setup screen offers (`docs/rules.md`, "Presets").
///
/// JSON and command line (feature `clap`): `standard`, `quick`, `tactical`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "clap", derive(clap::ValueEnum))]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Preset {
    /// Every default of docs/rules.md.
    Standard,
    /// Shorter games: exits on 1 or 6, a token out without rolling when none is
    /// on the board, no exact finish, board by player count.
    Quick,
    /// Harsher play: only the starts are safe, no overtaking, everyone ranked.
    Tactical,
}

impl Preset {
    /// All presets in the order a setup screen lists them.
    pub const ALL: [Preset; 3] = [Preset::Standard, Preset::Quick, Preset::Tactical];

    /// The preset a setup screen starts from: its rules are [`Rules::default`].
    pub const DEFAULT: Preset = Preset::Standard;

    /// The rules of this preset.
    pub fn rules(self) -> Rules {
        let d = Rules::default();
        match self {
            Preset::Standard => d,
            Preset::Quick => Rules {
                board: BoardChoice::ByPlayerCount,
                exit_numbers: ExitNumbers {
                    lowest: Face::One,
                    bits: (1 << 1) | (1 << 6),
                },
                no_token_on_board: NoTokenOnBoard::AutoExit,
                exact_finish: false,
                ..d
            },
            Preset::Tactical => Rules {
                safe_squares: SafeSquares::StartsOnly,
                blocks: Blocks::NoOvertaking,
                rank_everyone: true,
                ..d
            },
        }
    }

    /// English display name.
    pub fn name(self) -> &'static str {
        match self {
            Preset::Standard => "Standard",
            Preset::Quick => "Quick",
            Preset::Tactical => "Tactical",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_face_toggles_in_and_out_but_the_last_one_stays() {
        let six = ExitNumbers::default();
        let one_six = six.toggled(Face::One).unwrap();
        assert_eq!(one_six.faces(), vec![Face::One, Face::Six]);
        assert_eq!(one_six.toggled(Face::One), Ok(six));
        assert_eq!(six.toggled(Face::Six), Err(ExitNumbersError::Empty));
    }

    /// Every set of exit numbers, however it was made (from faces in any order, by
    /// toggling, from JSON, the presets'), holds its lowest face and the bits of its
    /// faces; no set is empty.
    #[test]
    fn every_set_knows_its_lowest_face() {
        let check = |e: ExitNumbers| {
            let faces = e.faces();
            assert_eq!(Some(&e.lowest()), faces.first(), "{e:?}");
            let bits = faces.iter().fold(0u8, |m, f| m | (1 << f.get()));
            assert_eq!(e.bits(), bits, "{e:?}");
            assert_eq!(ExitNumbers::new(&faces), Ok(e));
        };
        for mask in 1u8..64 {
            // The faces of `mask`, highest first and once again: order and repeats
            // do not matter.
            let mut faces: Vec<Face> = Face::ALL
                .into_iter()
                .rev()
                .filter(|f| mask & (1 << (f.get() - 1)) != 0)
                .collect();
            faces.extend(faces.clone());
            let e = ExitNumbers::new(&faces).unwrap();
            check(e);
            let json: Vec<u8> = faces.iter().map(|f| f.get()).collect();
            assert_eq!(ExitNumbers::try_from(json), Ok(e));
            for f in Face::ALL {
                match e.toggled(f) {
                    Ok(t) => check(t),
                    Err(ExitNumbersError::Empty) => assert_eq!(e.faces(), vec![f]),
                    Err(x) => panic!("{x}"),
                }
            }
        }
        for p in Preset::ALL {
            check(p.rules().exit_numbers);
        }
        assert_eq!(ExitNumbers::new(&[]), Err(ExitNumbersError::Empty));
        assert!(ExitNumbers::try_from(Vec::<u8>::new()).is_err());
    }

    #[test]
    fn the_offered_choices_start_from_the_defaults() {
        assert_eq!(Preset::DEFAULT.rules(), Rules::default());
        assert_eq!(Preset::ALL[0], Preset::DEFAULT);
        assert_eq!(
            TurnTimeLimit::OFFERED[0],
            Rules::default().turn_time_limit_secs
        );
        let secs: Vec<Option<u32>> = TurnTimeLimit::OFFERED
            .iter()
            .map(|t| t.map(TurnTimeLimit::secs))
            .collect();
        assert_eq!(secs, vec![None, Some(30), Some(60)]);
    }
}
