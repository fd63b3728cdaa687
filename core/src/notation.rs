//! The position format (`docs/position-format.md`): a JSON position plus optional
//! steps in, the legal moves of each step and the resulting position out. It is the
//! interchange and test format, and what `ludo analyze` reads and writes.
//!
//! Parsing follows parse → validate → play: [`PositionSetup`] is the unvalidated
//! text, [`PositionSetup::validate`] turns it into a [`Variant`] and a [`Position`]
//! or a [`NotationError`].

use crate::color::Color;
use crate::rules::{
    Face, InvalidFace, InvalidToken, LegalMove, Position, PositionError, RuleError, Rules, TokenId,
    Variant,
};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use thiserror::Error;

/// A position as written in the position format, before validation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PositionSetup {
    /// House rules; missing keys take their defaults.
    #[serde(default)]
    pub rules: Rules,
    /// Seated colours in clockwise order (2–4).
    pub players: Vec<Color>,
    /// Progress of each seated colour's four tokens: -1 base, 0 start, 1..=50 track,
    /// 51..=55 home column, 56 finished (cross board; see `docs/rules.md` for the others).
    pub tokens: BTreeMap<Color, Vec<i64>>,
    /// The colour to roll next.
    pub to_move: Color,
    /// Sixes the player to move has rolled in a row this turn (0..=2).
    #[serde(default)]
    pub sixes_in_row: u64,
    /// Failed tries this turn under `"no_token_on_board": "three_tries"` (0..=2).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub failed_tries: u64,
    /// Colours that have finished all tokens, in order (for "rank everyone").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub finish_order: Vec<Color>,
    /// Steps to play from the position (input only).
    #[serde(default, skip_serializing)]
    pub steps: Vec<StepInput>,
}

fn is_zero(v: &u64) -> bool {
    *v == 0
}

/// One step of the position format: one roll of the player to move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StepInput {
    /// The roll, 1..=6; `null` for the automatic exit of `"no_token_on_board": "auto_exit"`.
    pub roll: Option<i64>,
    /// Index 0..=3 of the token to move; required when a move is legal.
    #[serde(default)]
    pub token: Option<i64>,
}

/// The result of one step.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StepOut {
    /// Who rolled.
    pub player: Color,
    /// The roll (`null` for an automatic exit).
    pub roll: Option<Face>,
    /// Every token that could move, in token order.
    pub legal: Vec<LegalMove>,
    /// The move made; `null` when the roll was passed or forfeited.
    pub moved: Option<LegalMove>,
    /// Who rolls next (the same colour for an extra roll or a further try).
    pub next: Color,
    /// Sixes in a row of `next` after this step.
    pub sixes_in_row: u8,
}

/// The answer of `ludo analyze`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AnalyzeOutput {
    /// One entry per input step.
    pub steps: Vec<StepOut>,
    /// The position after the steps.
    pub position: PositionOut,
    /// `null` while the game goes on, else the places best first, each a list of
    /// colours (several = a shared place).
    pub placements: Option<Vec<Vec<Color>>>,
}

/// A position in the output of `ludo analyze` (the input format without rules and steps).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PositionOut {
    /// Seated colours in clockwise order as given.
    pub players: Vec<Color>,
    /// Progress of every seated colour's tokens.
    pub tokens: BTreeMap<Color, Vec<i8>>,
    /// Who rolls next.
    pub to_move: Color,
    /// Sixes in a row of `to_move`.
    pub sixes_in_row: u8,
    /// Failed tries of `to_move` (omitted when 0).
    #[serde(default, skip_serializing_if = "is_zero8")]
    pub failed_tries: u8,
    /// Colours finished in order (omitted when empty).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub finish_order: Vec<Color>,
}

fn is_zero8(v: &u8) -> bool {
    *v == 0
}

/// Why a position-format input cannot be analysed.
#[derive(Debug, Error)]
pub enum NotationError {
    /// Not JSON, or JSON of the wrong shape.
    #[error("invalid JSON: {0}")]
    Json(#[from] serde_json::Error),
    /// JSON that is not an object (a list, say): a position is an object with
    /// `rules`, `players`, `tokens` and `to_move` (`docs/position-format.md`).
    #[error(
        "invalid JSON: a position is an object {{\"rules\", \"players\", \"tokens\", \"to_move\", …}}"
    )]
    NotAnObject,
    /// An impossible position.
    #[error("invalid position: {0}")]
    Position(#[from] PositionError),
    /// A step that breaks the rules (numbered from 1).
    #[error("step {step}: {error}")]
    Step {
        /// 1-based step number.
        step: usize,
        /// What is wrong.
        error: RuleError,
    },
    /// A step whose roll is not a die face.
    #[error("step {step}: roll {error}")]
    StepRoll {
        /// 1-based step number.
        step: usize,
        /// The bad value.
        error: InvalidFace,
    },
    /// A step whose token is not a token index.
    #[error("step {step}: {error}")]
    StepToken {
        /// 1-based step number.
        step: usize,
        /// The bad value.
        error: InvalidToken,
    },
}

impl PositionSetup {
    /// Validates the setup into a playable variant and position.
    ///
    /// Errors: [`NotationError::Position`] naming the first impossibility.
    pub fn validate(&self) -> Result<(Variant, Position), NotationError> {
        let v = Variant::new(self.rules, &self.players).map_err(PositionError::from)?;
        let mut tokens: [Option<Vec<i64>>; 4] = Default::default();
        for (c, list) in &self.tokens {
            tokens[c.index()] = Some(list.clone());
        }
        let pos = Position::from_setup(
            &v,
            &crate::rules::Setup {
                tokens,
                to_move: self.to_move,
                sixes_in_row: self.sixes_in_row,
                failed_tries: self.failed_tries,
                finish_order: self.finish_order.clone(),
            },
        )?;
        Ok((v, pos))
    }
}

/// The output form of a position.
pub fn position_out(pos: &Position, v: &Variant, players: &[Color]) -> PositionOut {
    PositionOut {
        players: players.to_vec(),
        tokens: v
            .seats()
            .iter()
            .map(|&c| (c, pos.tokens_of(c).to_vec()))
            .collect(),
        to_move: pos.to_move(),
        sixes_in_row: pos.sixes_in_row(),
        failed_tries: pos.failed_tries(),
        finish_order: pos.finish_order(v),
    }
}

/// `text` without a leading UTF-8 byte-order mark: editors on Windows write one
/// at the start of a file they save, and JSON parsers refuse it ("expected value at
/// line 1 column 1"). Position and save files are read through this.
pub fn strip_bom(text: &str) -> &str {
    text.strip_prefix('\u{FEFF}').unwrap_or(text)
}

/// Parses a position-format document, validates it, plays its steps and returns
/// the answer `ludo analyze` prints. A leading byte-order mark is allowed.
///
/// Errors: [`NotationError`] for bad JSON, an impossible position or an illegal step.
pub fn analyze(json: &str) -> Result<AnalyzeOutput, NotationError> {
    let text = strip_bom(json);
    // serde reads a struct from a JSON list too, by position, and names its Rust
    // type for anything else ("expected struct PositionSetup" for `null`): whatever
    // is not an object is refused in the format's own words (an empty text keeps
    // serde's "EOF while parsing").
    if text.trim_start().chars().next().is_some_and(|c| c != '{') {
        return Err(NotationError::NotAnObject);
    }
    let setup: PositionSetup = serde_json::from_str(text)?;
    let (v, mut pos) = setup.validate()?;
    let mut steps = Vec::with_capacity(setup.steps.len());
    for (i, s) in setup.steps.iter().enumerate() {
        let n = i + 1;
        let token = s
            .token
            .map(TokenId::try_from)
            .transpose()
            .map_err(|error| NotationError::StepToken { step: n, error })?;
        let player = pos.to_move();
        let step_err = |error| NotationError::Step { step: n, error };
        // Legal moves and captures are rendered against the position before the step.
        let (roll, legal, outcome) = match s.roll {
            None => {
                let legal = pos.auto_exit_moves(&v);
                let rendered: Vec<LegalMove> =
                    legal.iter().map(|m| pos.legal_move(&v, m)).collect();
                let before = pos;
                let out = pos.play_auto_exit(&v, token).map_err(step_err)?;
                (None, rendered, out.moved.map(|m| before.legal_move(&v, m)))
            }
            Some(r) => {
                let r = Face::try_from(r)
                    .map_err(|error| NotationError::StepRoll { step: n, error })?;
                if pos.is_over(&v) {
                    return Err(step_err(RuleError::GameOver));
                }
                let legal = pos.playable_moves(&v, r);
                let rendered: Vec<LegalMove> =
                    legal.iter().map(|m| pos.legal_move(&v, m)).collect();
                let before = pos;
                let out = pos.play_roll(&v, r, token).map_err(step_err)?;
                (
                    Some(r),
                    rendered,
                    out.moved.map(|m| before.legal_move(&v, m)),
                )
            }
        };
        steps.push(StepOut {
            player,
            roll,
            legal,
            moved: outcome,
            next: pos.to_move(),
            sixes_in_row: pos.sixes_in_row(),
        });
    }
    Ok(AnalyzeOutput {
        steps,
        position: position_out(&pos, &v, &setup.players),
        placements: pos.placements(&v),
    })
}
