//! The UniFFI API (feature `uniffi`, built into the phones' library by the crate
//! `ludo-ffi`): the bindings of the Ludo core for the phone shells (Kotlin on
//! Android, Swift on iOS). A thin translation layer: every rule lives in `ludo-core`.
//!
//! * [`LudoTable`]: the game as the phones play it (inputs, updates to a listener,
//!   turn timer, CPU turns, autosave, geometry).
//! * [`LudoStore`]: the game store (saves, games set aside, what a home screen offers:
//!   [`LudoStore::home`]).
//! * [`LudoRecords`]: profiles, recorded games, history, statistics; [`LudoReplay`].
//! * Plain records and enums in [`types`] and [`board`].
//! * [`LudoError`]: the one error type.
//! * Free functions: [`default_rules`], [`default_seats`], [`preset_rules`], [`matching_preset`],
//!   [`rules_from_json`], [`rules_to_json`], [`level_names`], [`cpu_levels`],
//!   [`analyze_position`], [`setup_choices`], [`toggle_exit_number`], [`date_time_text`],
//!   [`core_version`].
//!
//! The API and the threading model are described in `docs/bindings.md`. Generated
//! bindings: `scripts/gen-bindings.sh` (Kotlin package `org.ludo.core`, Swift module
//! `LudoCore`).

pub mod aside;
pub mod board;
pub mod dates;
pub mod error;
pub mod message;
pub mod position;
pub mod records;
pub mod records_types;
pub mod review;
mod runtime;
pub mod scene;
pub mod setup;
pub mod store;
pub mod store_home;
pub mod store_writer;
pub mod table;
pub mod table_types;
pub mod types;

/// `#[export]`: `#[uniffi::export]` with every fallible export inside the panic
/// guard (`error::guard`), named as the tests and the hooks see it.
pub(crate) use ludo_ffi_macros::export;

pub use aside::{SetAsideGame, SetAsideState};
pub use board::*;
pub use dates::date_time_text;
pub use error::LudoError;
pub use message::{Message, MessageArg, localize};
pub use position::{ReviewBoard, position_spots, review_board};
pub use records::{LudoRecords, LudoReplay};
pub use records_types::*;
pub use review::*;
pub use scene::{
    FontRole, ItemRole, LudoStage, SceneAction, SceneFrame, SceneHit, ScenePaint, ScenePrim,
    SceneSpec, SceneState, SceneTheme, Sound, SoundCue, TextAlign, position_scene,
    review_graph_scene, review_scene, save_scene, scenario_frame, sound_file,
};
pub use setup::{
    CustomChoice, ExitNumberChoice, PresetChoice, SetupChoices, TimerChoice, rules_in_words,
    seat_count_problem, setup_choices, toggle_exit_number,
};
pub use store::{LudoStore, StoreOldLayout, StoreShellFile, StoreSlot};
pub use store_home::StoreHome;
pub use store_writer::{SaveOutcome, StoreListener};
pub use table::{LudoTable, TableListener, inspect_save};
pub use table_types::*;
pub use types::*;

/// The default house rules (docs/rules.md).
///
/// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
#[export]
pub fn default_rules() -> Result<Rules, LudoError> {
    Ok(crate::rules::Rules::default())
}

/// The seats a setup screen starts from, in clockwise order: the core's
/// `game::DEFAULT_SEATS`, a person (yellow) against three medium CPUs (blue, red,
/// green), the full table of the classic game, so every shell starts from the same one.
#[export]
pub fn default_seats() -> Result<Vec<SeatSetup>, LudoError> {
    Ok(PlayerColor::ALL
        .into_iter()
        .zip(crate::game::DEFAULT_SEATS)
        .map(|(color, kind)| SeatSetup { color, kind })
        .collect())
}

/// The rules of a named preset.
///
/// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
#[export]
pub fn preset_rules(preset: Preset) -> Result<Rules, LudoError> {
    Ok(preset.rules())
}

/// The preset whose rules are `rules`, the turn time limit aside (it is no part of a
/// preset), if any (for a setup screen; the terminal's `house::preset_of`).
///
/// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
#[export]
pub fn matching_preset(rules: Rules) -> Result<Option<Preset>, LudoError> {
    Ok(crate::i18n::house::preset_of(&rules))
}

/// Parses house rules from their JSON form (the `rules` object of save files and the
/// position format: snake_case keys, all optional, unknown keys refused).
/// Errors: `InvalidSetup`.
#[export]
pub fn rules_from_json(json: String) -> Result<Rules, LudoError> {
    if json.len() > 64 * 1024 {
        return Err(LudoError::InvalidSetup {
            reason: "rules JSON is longer than 64 KB".into(),
        });
    }
    serde_json::from_str::<crate::rules::Rules>(&json).map_err(|e| LudoError::InvalidSetup {
        reason: format!("invalid rules JSON: {e}"),
    })
}

/// The JSON form of house rules (see [`rules_from_json`]), e.g. to store settings.
/// Errors: `InvalidSetup` when the rules are impossible.
#[export]
pub fn rules_to_json(rules: Rules) -> Result<String, LudoError> {
    serde_json::to_string(&rules).map_err(|e| LudoError::Internal {
        reason: e.to_string(),
    })
}

/// The CPU level names, weakest first (`random`, `easy`, `medium`, `hard`, `expert`,
/// `master`), in the order of [`CpuLevel`].
///
/// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
#[export]
pub fn level_names() -> Result<Vec<String>, LudoError> {
    Ok(Level::ALL.iter().map(|l| l.name().to_string()).collect())
}

/// A CPU level as a setup screen offers it: the level and its catalog name.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct CpuLevelChoice {
    /// The level.
    pub level: CpuLevel,
    /// Its name in words (`level.master`: "master"), for the level picker and
    /// announcements.
    pub label: Message,
}

/// Every CPU level a setup screen offers, weakest first, with its catalog name: the
/// core's list ([`Level::OFFERED`]), so no shell keeps its own (a new level appears
/// everywhere), `master` included.
///
/// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
#[export]
pub fn cpu_levels() -> Result<Vec<CpuLevelChoice>, LudoError> {
    Ok(Level::OFFERED
        .iter()
        .map(|&level| CpuLevelChoice {
            level,
            label: crate::table::announce::level_name(level).into(),
        })
        .collect())
}

/// Analyses a document in the position format (`docs/position-format.md`): the legal
/// moves of each step and the resulting position, as the JSON `ludo analyze` prints.
/// Errors: `InvalidPosition`.
#[export]
pub fn analyze_position(json: String) -> Result<String, LudoError> {
    if json.len() > crate::save::MAX_SAVE_BYTES {
        return Err(LudoError::InvalidPosition {
            reason: format!("document of {} bytes is too large", json.len()),
        });
    }
    let out = crate::notation::analyze(&json)?;
    serde_json::to_string(&out).map_err(|e| LudoError::Internal {
        reason: e.to_string(),
    })
}

/// The version of the Ludo core library.
///
/// Errors: only `Internal`, a caught panic (docs/bindings.md, "Panic guard").
#[export]
pub fn core_version() -> Result<String, LudoError> {
    Ok(crate::VERSION.to_string())
}
