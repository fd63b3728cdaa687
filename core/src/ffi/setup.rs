//! What a setup screen offers, from the core: the rules presets, the turn timer
//! choices and the exit-number faces, each with its name in catalog words and the
//! default, in the core's order. A shell lists these and keeps no list of its own, so
//! Android, iOS and the terminal offer the same choices (docs/bindings.md, "Setup
//! choices").

use crate::ffi::error::LudoError;
use crate::ffi::export;
use crate::ffi::message::Message;
use crate::ffi::types::{Preset, Rules, SeatSetup};
use crate::i18n::house;
use crate::rules::{self, Face, TurnTimeLimit};

/// A rules preset as a setup screen offers it.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PresetChoice {
    /// The preset (its rules: `presetRules`).
    pub preset: Preset,
    /// Its name ("Standard").
    pub label: Message,
    /// What it means in one sentence.
    pub about: Message,
}

/// A turn timer choice as a setup screen offers it.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct TimerChoice {
    /// `Rules.turnTimeLimitSecs` for this choice: `null`/`nil` for no limit.
    pub secs: Option<u32>,
    /// Its name ("30 seconds", "No limit").
    pub label: Message,
}

/// How the exit numbers are chosen: any set of these faces with at least
/// `minChosen` in it, one button per face; a press goes through `toggleExitNumber`.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ExitNumberChoice {
    /// The faces a player may switch on and off, in order (1–6).
    pub faces: Vec<i32>,
    /// The fewest faces the set may hold (the last one cannot be switched off).
    pub min_chosen: u32,
    /// The default set (`defaultRules().exitNumbers`).
    pub default_faces: Vec<i32>,
}

/// Everything a setup screen offers besides seats and on/off rules.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct SetupChoices {
    /// The presets in the order to list them.
    pub presets: Vec<PresetChoice>,
    /// The preset a new setup starts from (its rules are `defaultRules()`).
    pub default_preset: Preset,
    /// The turn timer choices in the order to list them.
    pub timers: Vec<TimerChoice>,
    /// The timer a new setup starts with (`defaultRules().turnTimeLimitSecs`).
    pub default_timer: Option<u32>,
    /// The exit numbers.
    pub exit_numbers: ExitNumberChoice,
    /// How to name rules that match no preset (`matchingPreset` gives `null`/`nil`): a
    /// setup screen shows this in place of a preset once a rule is changed by hand.
    pub custom: CustomChoice,
}

/// The name and meaning of house rules that match no preset.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct CustomChoice {
    /// Its name ("Custom").
    pub label: Message,
    /// What it means in one sentence.
    pub about: Message,
}

fn faces(f: &[Face]) -> Vec<i32> {
    f.iter().map(|f| i32::from(f.get())).collect()
}

/// The choices of a setup screen (see [`SetupChoices`]).
///
/// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
#[export]
pub fn setup_choices() -> Result<SetupChoices, LudoError> {
    let defaults = rules::Rules::default();
    Ok(SetupChoices {
        presets: rules::Preset::ALL
            .into_iter()
            .map(|p| PresetChoice {
                preset: p,
                label: house::preset_name(Some(p)).into(),
                about: house::preset_about(Some(p)).into(),
            })
            .collect(),
        default_preset: rules::Preset::DEFAULT,
        timers: TurnTimeLimit::OFFERED
            .into_iter()
            .map(|t| TimerChoice {
                secs: t.map(TurnTimeLimit::secs),
                label: house::time_limit_name(t).into(),
            })
            .collect(),
        default_timer: defaults.turn_time_limit_secs.map(TurnTimeLimit::secs),
        exit_numbers: ExitNumberChoice {
            faces: faces(&Face::ALL),
            min_chosen: 1,
            default_faces: faces(&defaults.exit_numbers.faces()),
        },
        custom: CustomChoice {
            label: house::preset_name(None).into(),
            about: house::preset_about(None).into(),
        },
    })
}

/// `rules` with die face `face` switched on or off among the exit numbers (a setup
/// screen's face button).
///
/// Errors: `InvalidSetup` when `face` is not 1–6, when it is the last exit number (no
/// token could leave base), or when `rules` are impossible; nothing changes then.
#[export]
pub fn toggle_exit_number(rules: Rules, face: i32) -> Result<Rules, LudoError> {
    let bad = |reason: String| LudoError::InvalidSetup { reason };
    let f = u8::try_from(face)
        .ok()
        .and_then(Face::new)
        .ok_or_else(|| bad(format!("exit number {face} is not a die face")))?;
    let mut r = rules;
    r.exit_numbers = r.exit_numbers.toggled(f).map_err(|e| bad(e.to_string()))?;
    Ok(r)
}

/// Why `seats` cannot start a game, in words ("Seat 2 to 4 players."), or `null`/`nil`
/// when their number can: a setup screen's Start asks first, so every shell refuses
/// with the same sentence (`newGame` would refuse with `InvalidSetup`).
///
/// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
#[export]
pub fn seat_count_problem(seats: Vec<SeatSetup>) -> Result<Option<Message>, LudoError> {
    Ok(crate::game::seat_count_problem(&seats).map(Into::into))
}

/// Each house rule of `rules` in one sentence, as it stands (the core's
/// `i18n::house::rules_in_words`, what the terminal shows): board, exit numbers, no
/// token on the board, three sixes, extra roll on a capture, extra roll on reaching
/// the finish, exact finish, rank everyone, rotate the first player, safe squares,
/// blocks, turn time limit. `players` decides which board "by player count" gives.
/// For a house-rules screen that explains each rule in one line.
///
/// Errors: `InvalidSetup` for impossible rules; `Internal`, a caught panic.
#[export]
pub fn rules_in_words(rules: Rules, players: u32) -> Result<Vec<Message>, LudoError> {
    Ok(house::rules_in_words(&rules, players as usize)
        .iter()
        .map(Message::from)
        .collect())
}
