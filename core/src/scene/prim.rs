//! The display list's vocabulary: a handful of drawing primitives in screen points,
//! colours as ARGB, and text runs that name a font role instead of a font. Every
//! replayer (Android `Canvas`, iOS `GraphicsContext`, the PNG and SVG renderers)
//! draws exactly these, in list order, painter's algorithm.
//!
//! # Units
//!
//! Points (Android dp, iOS pt): origin at the top-left of the screen, `x` right, `y`
//! down. A shell multiplies by its density once (a canvas scale), so the scene never
//! sees pixels.

use serde::{Deserialize, Serialize};

/// A colour as `0xAARRGGBB` (alpha in the top byte, 255 = opaque), the form
/// `android.graphics.Color` uses.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Argb(pub u32);

impl Argb {
    /// An opaque colour from `0xRRGGBB`.
    pub const fn rgb(rgb: u32) -> Argb {
        Argb(0xFF00_0000 | (rgb & 0x00FF_FFFF))
    }

    /// The alpha channel, 0..=255.
    pub const fn alpha(self) -> u8 {
        (self.0 >> 24) as u8
    }

    /// Red, green and blue, each 0..=255.
    pub const fn channels(self) -> (u8, u8, u8) {
        ((self.0 >> 16) as u8, (self.0 >> 8) as u8, self.0 as u8)
    }

    /// The same colour with its alpha multiplied by `a` (clamped to 0..=1).
    pub fn fade(self, a: f32) -> Argb {
        let a = (f32::from(self.alpha()) * a.clamp(0.0, 1.0)).round() as u32;
        Argb((self.0 & 0x00FF_FFFF) | (a << 24))
    }

    /// The same colour with alpha `a` (0..=255).
    pub const fn with_alpha(self, a: u8) -> Argb {
        Argb((self.0 & 0x00FF_FFFF) | ((a as u32) << 24))
    }

    /// The colour `t` of the way (0..=1) from `self` to `o`, channel by channel
    /// (alpha too).
    pub fn mix(self, o: Argb, t: f32) -> Argb {
        let t = t.clamp(0.0, 1.0);
        let ch = |shift: u32| {
            let a = ((self.0 >> shift) & 0xFF) as f32;
            let b = ((o.0 >> shift) & 0xFF) as f32;
            ((a + (b - a) * t).round() as u32) << shift
        };
        Argb(ch(24) | ch(16) | ch(8) | ch(0))
    }

    /// `#RRGGBB` (alpha left out), for SVG.
    pub fn hex(self) -> String {
        format!("#{:06X}", self.0 & 0x00FF_FFFF)
    }
}

/// A point in screen points.
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Pt {
    /// From the left edge.
    pub x: f32,
    /// From the top edge.
    pub y: f32,
}

impl Pt {
    /// The point `(x, y)`.
    pub const fn new(x: f32, y: f32) -> Pt {
        Pt { x, y }
    }

    /// Euclidean distance to `o`.
    pub fn distance(self, o: Pt) -> f32 {
        ((self.x - o.x).powi(2) + (self.y - o.y).powi(2)).sqrt()
    }

    /// The point `t` of the way from `self` to `o`.
    pub fn lerp(self, o: Pt, t: f32) -> Pt {
        Pt::new(self.x + (o.x - self.x) * t, self.y + (o.y - self.y) * t)
    }
}

/// An axis-aligned box in screen points: top-left `(x, y)`, size `w × h`.
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Frame {
    /// Left edge.
    pub x: f32,
    /// Top edge.
    pub y: f32,
    /// Width (≥ 0).
    pub w: f32,
    /// Height (≥ 0).
    pub h: f32,
}

impl Frame {
    /// The box with top-left `(x, y)` and size `w × h`.
    pub const fn new(x: f32, y: f32, w: f32, h: f32) -> Frame {
        Frame { x, y, w, h }
    }

    /// The box of side `2r` centred on `c`.
    pub fn around(c: Pt, r: f32) -> Frame {
        Frame::new(c.x - r, c.y - r, 2.0 * r, 2.0 * r)
    }

    /// Right edge.
    pub fn right(&self) -> f32 {
        self.x + self.w
    }

    /// Bottom edge.
    pub fn bottom(&self) -> f32 {
        self.y + self.h
    }

    /// The centre.
    pub fn center(&self) -> Pt {
        Pt::new(self.x + self.w / 2.0, self.y + self.h / 2.0)
    }

    /// Shrunk by `d` on every side (grown when `d < 0`); never below zero size.
    pub fn inset(&self, d: f32) -> Frame {
        Frame::new(
            self.x + d,
            self.y + d,
            (self.w - 2.0 * d).max(0.0),
            (self.h - 2.0 * d).max(0.0),
        )
    }

    /// Whether `p` lies inside (edges included).
    pub fn contains(&self, p: Pt) -> bool {
        p.x >= self.x && p.x <= self.right() && p.y >= self.y && p.y <= self.bottom()
    }

    /// Whether the two boxes share any area.
    pub fn overlaps(&self, o: &Frame) -> bool {
        self.x < o.right() && o.x < self.right() && self.y < o.bottom() && o.y < self.bottom()
    }

    /// Whether `o` lies wholly inside this box (with `eps` of rounding slack).
    pub fn encloses(&self, o: &Frame, eps: f32) -> bool {
        o.x >= self.x - eps
            && o.y >= self.y - eps
            && o.right() <= self.right() + eps
            && o.bottom() <= self.bottom() + eps
    }

    /// The same size centred on `c`.
    pub fn centered_on(&self, c: Pt) -> Frame {
        Frame::new(c.x - self.w / 2.0, c.y - self.h / 2.0, self.w, self.h)
    }
}

/// How a shape is painted: filled, or its outline stroked.
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Paint {
    /// Filled with a colour (non-zero winding).
    Fill(Argb),
    /// The outline, centred on the edge, round joins and caps.
    Stroke {
        /// The colour.
        color: Argb,
        /// Line width, points.
        width: f32,
        /// Dash length and gap length in points; `None` for a solid line.
        dash: Option<(f32, f32)>,
    },
}

impl Paint {
    /// A solid stroke.
    pub const fn stroke(color: Argb, width: f32) -> Paint {
        Paint::Stroke {
            color,
            width,
            dash: None,
        }
    }

    /// The paint's colour.
    pub fn color(&self) -> Argb {
        match *self {
            Paint::Fill(c) | Paint::Stroke { color: c, .. } => c,
        }
    }

    /// The same paint with its alpha multiplied by `a`.
    pub fn fade(self, a: f32) -> Paint {
        match self {
            Paint::Fill(c) => Paint::Fill(c.fade(a)),
            Paint::Stroke { color, width, dash } => Paint::Stroke {
                color: color.fade(a),
                width,
                dash,
            },
        }
    }
}

/// Which face of the platform's sans-serif a text run uses. Renderers pick their own
/// font for the role (Roboto / Noto on Android, SF on iOS, Noto in the PNG renderer)
/// and the script of the text (Devanagari and Bengali are shaped by the platform).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum FontRole {
    /// Running text: status, tips, labels.
    Body,
    /// Bold: names, titles, buttons.
    Strong,
    /// Bold, tabular digits where the font has them: timers, counts.
    Numeric,
}

/// Horizontal alignment of a text run within its box.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "TextAlign"))]
pub enum Align {
    /// Left edge (the scene lays out left-to-right text only: en, hi, bn).
    Start,
    /// Centred.
    Center,
    /// Right edge.
    End,
}

/// One line of text in a box. Replayers draw it on one line, vertically centred in
/// `frame` (baseline at the centre plus half the font's cap height), aligned by
/// `align`, and **shrink the size until the text fits `frame.w`** (never wrap, never
/// clip): the scene wraps long texts into several runs itself.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TextRun {
    /// The words (already in the player's language).
    pub text: String,
    /// The box; its height is the line height.
    pub frame: Frame,
    /// Font size in points, before any shrinking to fit.
    pub size: f32,
    /// The face.
    pub role: FontRole,
    /// Ink.
    pub color: Argb,
    /// Alignment in the box.
    pub align: Align,
}

/// One drawing instruction.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Prim {
    /// A rectangle, with round corners of `radius` points when `radius > 0`.
    Rect {
        /// The box.
        frame: Frame,
        /// Corner radius, points (0: square corners).
        radius: f32,
        /// Fill or outline.
        paint: Paint,
    },
    /// A circle.
    Circle {
        /// Centre.
        center: Pt,
        /// Radius, points.
        radius: f32,
        /// Fill or outline.
        paint: Paint,
    },
    /// A polygon (`closed`) or polyline through `points`, in order.
    Path {
        /// At least two points.
        points: Vec<Pt>,
        /// Join the last point back to the first.
        closed: bool,
        /// Fill (closed paths only) or outline.
        paint: Paint,
    },
    /// A circular arc's outline: from `start_deg` (0 = 3 o'clock, clockwise, as on
    /// both platforms' canvases with `y` down) through `sweep_deg` degrees.
    Arc {
        /// Centre.
        center: Pt,
        /// Radius, points.
        radius: f32,
        /// Start angle, degrees clockwise from the positive `x` axis.
        start_deg: f32,
        /// Sweep, degrees (positive: clockwise).
        sweep_deg: f32,
        /// Line width, points.
        width: f32,
        /// Ink.
        color: Argb,
    },
    /// A line of text.
    Text(TextRun),
    /// From here until the matching [`Prim::Restore`], everything is drawn rotated by
    /// `rotate_deg` (clockwise) and scaled by `scale` about `pivot`. Pairs nest.
    Transform {
        /// The fixed point.
        pivot: Pt,
        /// Clockwise rotation, degrees.
        rotate_deg: f32,
        /// Uniform scale (1: none).
        scale: f32,
    },
    /// Ends the innermost [`Prim::Transform`].
    Restore,
}

impl Prim {
    /// A filled rectangle (round corners when `radius > 0`).
    pub fn fill_rect(frame: Frame, radius: f32, color: Argb) -> Prim {
        Prim::Rect {
            frame,
            radius,
            paint: Paint::Fill(color),
        }
    }

    /// A filled circle.
    pub fn fill_circle(center: Pt, radius: f32, color: Argb) -> Prim {
        Prim::Circle {
            center,
            radius,
            paint: Paint::Fill(color),
        }
    }

    /// A solid circle outline.
    pub fn ring(center: Pt, radius: f32, color: Argb, width: f32) -> Prim {
        Prim::Circle {
            center,
            radius,
            paint: Paint::stroke(color, width),
        }
    }

    /// A filled polygon.
    pub fn polygon(points: Vec<Pt>, color: Argb) -> Prim {
        Prim::Path {
            points,
            closed: true,
            paint: Paint::Fill(color),
        }
    }

    /// A straight line.
    pub fn line(a: Pt, b: Pt, color: Argb, width: f32) -> Prim {
        Prim::Path {
            points: vec![a, b],
            closed: false,
            paint: Paint::stroke(color, width),
        }
    }

    /// The bounding box of what this primitive paints (strokes included); `None`
    /// for [`Prim::Transform`] and [`Prim::Restore`].
    pub fn bounds(&self) -> Option<Frame> {
        let pad = |p: &Paint| match p {
            Paint::Fill(_) => 0.0,
            Paint::Stroke { width, .. } => width / 2.0,
        };
        match self {
            Prim::Rect { frame, paint, .. } => Some(frame.inset(-pad(paint))),
            Prim::Circle {
                center,
                radius,
                paint,
            } => Some(Frame::around(*center, radius + pad(paint))),
            Prim::Path { points, paint, .. } => {
                let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
                for p in points {
                    x0 = x0.min(p.x);
                    y0 = y0.min(p.y);
                    x1 = x1.max(p.x);
                    y1 = y1.max(p.y);
                }
                (!points.is_empty())
                    .then(|| Frame::new(x0, y0, x1 - x0, y1 - y0).inset(-pad(paint)))
            }
            Prim::Arc {
                center,
                radius,
                width,
                ..
            } => Some(Frame::around(*center, radius + width / 2.0)),
            Prim::Text(t) => Some(t.frame),
            Prim::Transform { .. } | Prim::Restore => None,
        }
    }
}
