//! The sounds of the game: which ones exist ([`Sound`]) and when an update plays
//! them ([`Cue`]: a sound at a time along the update's animation, see
//! [`super::motion`]). The sounds themselves are made by the project
//! (`synth`, feature `render`; `cargo run -p ludo-core --example sounds --features
//! render`), so every phone plays the same ones.

use serde::{Deserialize, Serialize};

/// One sound of the game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Sound {
    /// The die rattles (every roll, the CPU's too).
    Roll,
    /// A token hops onto the next square (one per square of a move).
    Hop,
    /// A token is captured: a knock, then it slides home.
    Capture,
    /// The same player rolls again.
    ExtraRoll,
    /// A token lands on a safe square.
    Safe,
    /// A token reaches the finish.
    Home,
    /// A player finished all tokens.
    PlayerFinished,
    /// The game is won.
    Win,
    /// The turn timer is running low.
    TimerLow,
    /// An input did nothing.
    Refused,
}

impl Sound {
    /// Every sound, in a fixed order (the order of the generated files' list).
    pub const ALL: [Sound; 10] = [
        Sound::Roll,
        Sound::Hop,
        Sound::Capture,
        Sound::ExtraRoll,
        Sound::Safe,
        Sound::Home,
        Sound::PlayerFinished,
        Sound::Win,
        Sound::TimerLow,
        Sound::Refused,
    ];

    /// The file name without extension, the same on both phones (Android resource
    /// names allow only `a-z0-9_`): `"roll"`, `"hop"`, `"capture"`, …
    pub const fn file_stem(self) -> &'static str {
        match self {
            Sound::Roll => "roll",
            Sound::Hop => "hop",
            Sound::Capture => "capture",
            Sound::ExtraRoll => "extra_roll",
            Sound::Safe => "safe",
            Sound::Home => "home",
            Sound::PlayerFinished => "player_finished",
            Sound::Win => "win",
            Sound::TimerLow => "timer_low",
            Sound::Refused => "refused",
        }
    }
}

/// A sound to start `at_ms` milliseconds after the update's animation starts.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "SoundCue"))]
pub struct Cue {
    /// The sound.
    pub sound: Sound,
    /// When, in ms from the start of the update's animation.
    pub at_ms: u32,
}
