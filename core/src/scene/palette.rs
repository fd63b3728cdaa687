//! The one palette of the play screen, light and dark (`docs/design.md`, "Colour").
//!
//! The seat colours are the Okabe–Ito colour-blind-safe colours (Okabe & Ito, "Color
//! Universal Design", 2002), which stay apart under the common colour vision
//! deficiencies; the owner symbols (○ □ △ ✚) carry the owner as well. Ink on a seat
//! colour is whichever of near-black and white contrasts more with it.

use super::prim::Argb;
use crate::color::Color;
use serde::{Deserialize, Serialize};

/// Light or dark appearance (the system's setting).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Theme {
    /// Light surfaces, dark ink.
    Light,
    /// Dark surfaces, light ink (the board stays light enough to read its colours).
    Dark,
}

/// Every colour the scene uses, by role.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Palette {
    /// The screen behind everything.
    pub background: Argb,
    /// Cards: seat panels, the tip card, the result card.
    pub surface: Argb,
    /// A card's hairline edge.
    pub surface_edge: Argb,
    /// Soft shadow under cards, dice and tokens.
    pub shadow: Argb,
    /// Main text.
    pub ink: Argb,
    /// Secondary text (subtitles, the dice code).
    pub ink_soft: Argb,
    /// The board's plate under the squares.
    pub plate: Argb,
    /// A plain track square.
    pub square: Argb,
    /// Lines between squares.
    pub grid: Argb,
    /// The board's outer edge.
    pub plate_edge: Argb,
    /// The centre where no finish triangle is (two-arm and T boards).
    pub centre: Argb,
    /// Stars.
    pub star: Argb,
    /// Legal-move rings and target marks (with [`Palette::halo`] under them, so they
    /// read on every seat colour).
    pub highlight: Argb,
    /// The contrasting halo under highlights.
    pub halo: Argb,
    /// The hinted target's fill.
    pub hint: Argb,
    /// The die's face.
    pub die: Argb,
    /// The die's pips.
    pub pip: Argb,
    /// Icon buttons' disc.
    pub button: Argb,
    /// Icon buttons' ink.
    pub button_ink: Argb,
    /// A disabled button's ink.
    pub disabled: Argb,
    /// Warnings: the timer running low, a failed save.
    pub warn: Argb,
    /// The curtain over the board (handover, pause, result).
    pub scrim: Argb,
}

impl Palette {
    /// The palette of `theme`.
    pub const fn of(theme: Theme) -> Palette {
        match theme {
            Theme::Light => Palette {
                background: Argb::rgb(0xF3EFE6),
                surface: Argb::rgb(0xFFFFFF),
                surface_edge: Argb(0x1F000000),
                shadow: Argb(0x26000000),
                ink: Argb::rgb(0x1E2126),
                ink_soft: Argb::rgb(0x5E6570),
                plate: Argb::rgb(0xE8E4DA),
                square: Argb::rgb(0xFFFFFF),
                grid: Argb::rgb(0x9AA0A6),
                plate_edge: Argb::rgb(0x2E3136),
                centre: Argb::rgb(0xE3E0D8),
                star: Argb::rgb(0x4A4F57),
                highlight: Argb::rgb(0x111111),
                halo: Argb::rgb(0xFFFFFF),
                hint: Argb(0x8CFFC629),
                die: Argb::rgb(0xFFFFFF),
                pip: Argb::rgb(0x1E2126),
                button: Argb::rgb(0xFFFFFF),
                button_ink: Argb::rgb(0x1E2126),
                disabled: Argb::rgb(0xB9BDC3),
                warn: Argb::rgb(0xD55E00),
                scrim: Argb(0xB3F3EFE6),
            },
            Theme::Dark => Palette {
                background: Argb::rgb(0x121212),
                surface: Argb::rgb(0x1F2125),
                surface_edge: Argb(0x29FFFFFF),
                shadow: Argb(0x66000000),
                ink: Argb::rgb(0xECEDEF),
                ink_soft: Argb::rgb(0xA4A9B1),
                plate: Argb::rgb(0x2A2D32),
                square: Argb::rgb(0xE9E7E1),
                grid: Argb::rgb(0x6D727A),
                plate_edge: Argb::rgb(0x0B0C0E),
                centre: Argb::rgb(0x3A3D43),
                star: Argb::rgb(0x4A4F57),
                highlight: Argb::rgb(0x111111),
                halo: Argb::rgb(0xFFFFFF),
                hint: Argb(0x99FFC629),
                die: Argb::rgb(0xF5F5F2),
                pip: Argb::rgb(0x1E2126),
                button: Argb::rgb(0x2B2E33),
                button_ink: Argb::rgb(0xECEDEF),
                disabled: Argb::rgb(0x5A5F66),
                warn: Argb::rgb(0xFF8A3D),
                scrim: Argb(0xC7121212),
            },
        }
    }

    /// The seat colour (Okabe–Ito): yellow `#F0E442`, blue `#0072B2`, vermillion
    /// `#D55E00`, bluish green `#009E73`.
    pub const fn seat(c: Color) -> Argb {
        match c {
            Color::Yellow => Argb::rgb(0xF0E442),
            Color::Blue => Argb::rgb(0x0072B2),
            Color::Red => Argb::rgb(0xD55E00),
            Color::Green => Argb::rgb(0x009E73),
        }
    }

    /// The seat colour 75 % of the way to white (base slots, panel fills).
    pub const fn tint(c: Color) -> Argb {
        match c {
            Color::Yellow => Argb::rgb(0xFBF8D0),
            Color::Blue => Argb::rgb(0xBFDCEC),
            Color::Red => Argb::rgb(0xF5D7BF),
            Color::Green => Argb::rgb(0xBFE7DC),
        }
    }

    /// A darker shade of the seat colour (a token's rim, the yellow ring on white).
    pub const fn deep(c: Color) -> Argb {
        match c {
            Color::Yellow => Argb::rgb(0xB8AC1E),
            Color::Blue => Argb::rgb(0x00507D),
            Color::Red => Argb::rgb(0x9A4400),
            Color::Green => Argb::rgb(0x006E50),
        }
    }

    /// Ink for symbols and marks drawn on the seat colour (best contrast).
    pub const fn ink_on(c: Color) -> Argb {
        match c {
            Color::Blue => Argb::rgb(0xFFFFFF),
            _ => Argb::rgb(0x1A1A1A),
        }
    }
}
