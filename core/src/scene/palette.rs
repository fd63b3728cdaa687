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
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "SceneTheme"))]
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
    /// Warnings drawn as shapes: the timer ring running low.
    pub warn: Argb,
    /// Warnings written as text (the time left running low, a failed save, a
    /// notice): darker than [`Palette::warn`] where needed so that it reads at
    /// 4.5:1 or more on every ground text is drawn on (WCAG 2.x AA).
    pub warn_ink: Argb,
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
                // 0x5E6570 was 4.1:1 on the blue seat panel (WCAG AA asks 4.5:1).
                ink_soft: Argb::rgb(0x525863),
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
                // The vermillion itself is 3.4:1 on the background.
                warn_ink: Argb::rgb(0x944100),
                scrim: Argb(0xB3F3EFE6),
            },
            Theme::Dark => Palette {
                background: Argb::rgb(0x121212),
                surface: Argb::rgb(0x1F2125),
                surface_edge: Argb(0x29FFFFFF),
                shadow: Argb(0x66000000),
                ink: Argb::rgb(0xECEDEF),
                // 0xA4A9B1 was 3.7:1 on the yellow seat panel.
                ink_soft: Argb::rgb(0xBDC1C7),
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
                // The orange is 3.8:1 on the yellow seat panel.
                warn_ink: Argb::rgb(0xFFAB72),
                scrim: Argb(0xC7121212),
            },
        }
    }

    /// The fill of `c`'s seat panel: light, a pale tint of the seat colour; dark, a
    /// deep one, so the light ink keeps its contrast.
    pub fn panel(&self, c: Color) -> Argb {
        if self.surface.channels().0 > 0x80 {
            self.surface.mix(Palette::tint(c), 0.55)
        } else {
            self.surface.mix(Palette::seat(c), 0.22)
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

#[cfg(test)]
mod contrast_tests {
    use super::*;

    /// WCAG 2.x relative luminance of an opaque colour.
    fn luminance(c: Argb) -> f64 {
        let (r, g, b) = c.channels();
        let lin = |v: u8| {
            let v = f64::from(v) / 255.0;
            if v <= 0.03928 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
    }

    fn contrast(a: Argb, b: Argb) -> f64 {
        let (la, lb) = (luminance(a), luminance(b));
        (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
    }

    /// Issue 35, item 5: every text colour on every ground text is drawn on reads
    /// at WCAG AA (4.5:1), in both themes: the status line and subtitles
    /// (`ink_soft`, which was 4.1:1 on the blue panel), warnings (`warn_ink`; the
    /// vermillion was 3.4:1), the buttons' ink.
    #[test]
    fn every_text_colour_reads_on_every_ground_in_both_themes() {
        for theme in [Theme::Light, Theme::Dark] {
            let p = Palette::of(theme);
            let mut grounds = vec![
                ("background", p.background),
                ("surface", p.surface),
                ("plate", p.plate),
            ];
            for c in Color::ALL {
                grounds.push(("seat panel", p.panel(c)));
            }
            for (text, ink) in [
                ("ink", p.ink),
                ("ink_soft", p.ink_soft),
                ("warn_ink", p.warn_ink),
            ] {
                for (ground, g) in &grounds {
                    let r = contrast(ink, *g);
                    assert!(r >= 4.5, "{theme:?}: {text} on {ground} is {r:.2}:1");
                }
            }
            assert!(
                contrast(p.button_ink, p.button) >= 4.5,
                "{theme:?}: button ink"
            );
        }
    }
}
