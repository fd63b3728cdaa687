//! Any scene as a PNG (feature `render`): the golden images of the play screen
//! (`tests/golden/scenes/`), the store screenshots and the terminal's pictures.
//! tiny-skia rasterizes (anti-aliased), rustybuzz shapes the text, so Hindi and
//! Bengali conjuncts and vowel signs come out as a phone shows them.
//!
//! It follows the replayer rules of `docs/design.md` ("Replaying a scene") exactly,
//! as the phones do: a text run is one line, shrunk to fit its box, baseline at the
//! box's centre plus half the cap height.
//!
//! # Fonts
//!
//! Noto Sans, Noto Sans Devanagari and Noto Sans Bengali, regular and bold, from
//! Debian's package `fonts-noto-core` (`/usr/share/fonts/truetype/noto`, or the
//! folder in `LUDO_FONT_DIR`); they are not in the repository. A text is split into
//! runs by script (Devanagari, Bengali, the rest); spaces, digits and punctuation
//! stay with the run around them.

use super::Scene;
use super::prim::{Align, Argb, FontRole, Frame, Paint, Prim, Pt, TextRun};
use rustybuzz::ttf_parser::{GlyphId, OutlineBuilder};
use std::path::{Path, PathBuf};
use thiserror::Error;
use tiny_skia::{
    Color, FillRule, LineCap, LineJoin, PathBuilder, Pixmap, Stroke, StrokeDash, Transform,
};

/// Why a scene could not be rendered.
#[derive(Debug, Error)]
pub enum RenderError {
    /// A font file is missing or unreadable.
    #[error(
        "font {path}: {reason} (Debian: apt-get install fonts-noto-core, or set LUDO_FONT_DIR)"
    )]
    Font {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        reason: String,
    },
    /// The image would be empty or too large (over 8192 pixels a side).
    #[error("cannot make a {width} × {height} image")]
    Size {
        /// Width in pixels asked for.
        width: f32,
        /// Height in pixels asked for.
        height: f32,
    },
    /// PNG encoding or decoding failed.
    #[error("png: {0}")]
    Png(String),
}

/// The fonts' files, by script and weight.
const FILES: [&str; 6] = [
    "NotoSans-Regular.ttf",
    "NotoSans-Bold.ttf",
    "NotoSansDevanagari-Regular.ttf",
    "NotoSansDevanagari-Bold.ttf",
    "NotoSansBengali-Regular.ttf",
    "NotoSansBengali-Bold.ttf",
];

/// The six fonts' bytes, loaded once.
pub struct Fonts {
    data: Vec<Vec<u8>>,
}

impl std::fmt::Debug for Fonts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Fonts")
            .field("files", &FILES.len())
            .finish()
    }
}

/// The script of a run of text.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Script {
    Latin = 0,
    Devanagari = 1,
    Bengali = 2,
}

fn script_of(c: char) -> Option<Script> {
    match c {
        '\u{0900}'..='\u{097F}' | '\u{A8E0}'..='\u{A8FF}' => Some(Script::Devanagari),
        '\u{0980}'..='\u{09FF}' => Some(Script::Bengali),
        c if c.is_alphabetic() => Some(Script::Latin),
        // Spaces, digits, punctuation: whatever runs around them.
        _ => None,
    }
}

/// `text` split into runs of one script each; neutral characters join the run
/// before them (or the next one at the start).
fn runs(text: &str) -> Vec<(Script, &str)> {
    let mut out: Vec<(Script, usize, usize)> = vec![];
    for (i, c) in text.char_indices() {
        let end = i + c.len_utf8();
        match (script_of(c), out.last_mut()) {
            (Some(s), Some(last)) if last.0 == s => last.2 = end,
            (Some(s), Some(last)) if last.2 == last.1 => {
                last.0 = s;
                last.2 = end;
            }
            (Some(s), _) => out.push((s, i, end)),
            (None, Some(last)) => last.2 = end,
            (None, None) => out.push((Script::Latin, i, end)),
        }
    }
    // A leading neutral run takes the script of what follows.
    if out.len() > 1
        && out[0].0 == Script::Latin
        && !text[out[0].1..out[0].2].chars().any(char::is_alphabetic)
    {
        let first = out.remove(0);
        out[0].1 = first.1;
    }
    out.into_iter().map(|(s, a, b)| (s, &text[a..b])).collect()
}

impl Fonts {
    /// The fonts from `LUDO_FONT_DIR`, else `/usr/share/fonts/truetype/noto`.
    ///
    /// Errors: [`RenderError::Font`] naming the first missing or unreadable file.
    pub fn load() -> Result<Fonts, RenderError> {
        let dir = std::env::var_os("LUDO_FONT_DIR").map_or_else(
            || PathBuf::from("/usr/share/fonts/truetype/noto"),
            PathBuf::from,
        );
        Fonts::from_dir(&dir)
    }

    /// The fonts from `dir`.
    ///
    /// Errors: [`RenderError::Font`] naming the first missing or unreadable file.
    pub fn from_dir(dir: &Path) -> Result<Fonts, RenderError> {
        let mut data = Vec::with_capacity(FILES.len());
        for f in FILES {
            let path = dir.join(f);
            let bytes = std::fs::read(&path).map_err(|e| RenderError::Font {
                path: path.clone(),
                reason: e.to_string(),
            })?;
            if rustybuzz::Face::from_slice(&bytes, 0).is_none() {
                return Err(RenderError::Font {
                    path,
                    reason: "not a font".into(),
                });
            }
            data.push(bytes);
        }
        Ok(Fonts { data })
    }

    fn face(&self, script: Script, bold: bool) -> Option<rustybuzz::Face<'_>> {
        let i = script as usize * 2 + usize::from(bold);
        rustybuzz::Face::from_slice(self.data.get(i)?, 0)
    }
}

/// One shaped glyph: its font, id and position (points, from the run's origin).
struct Glyph {
    script: Script,
    id: u16,
    x: f32,
    y: f32,
}

/// `text` shaped at `size` points: its glyphs and its advance width.
fn shape(fonts: &Fonts, text: &str, size: f32, bold: bool) -> (Vec<Glyph>, f32) {
    let mut glyphs = vec![];
    let mut x = 0.0;
    for (script, part) in runs(text) {
        let Some(face) = fonts.face(script, bold) else {
            continue;
        };
        let k = size / f32::from(face.units_per_em() as u16);
        let mut buf = rustybuzz::UnicodeBuffer::new();
        buf.push_str(part);
        buf.set_direction(rustybuzz::Direction::LeftToRight);
        buf.set_script(match script {
            Script::Latin => rustybuzz::script::LATIN,
            Script::Devanagari => rustybuzz::script::DEVANAGARI,
            Script::Bengali => rustybuzz::script::BENGALI,
        });
        let out = rustybuzz::shape(&face, &[], buf);
        for (info, pos) in out.glyph_infos().iter().zip(out.glyph_positions()) {
            glyphs.push(Glyph {
                script,
                id: u16::try_from(info.glyph_id).unwrap_or(0),
                x: x + pos.x_offset as f32 * k,
                y: -(pos.y_offset as f32) * k,
            });
            x += pos.x_advance as f32 * k;
        }
    }
    (glyphs, x)
}

/// The advance width of `text` at `size` points in the role's face, shaped.
pub fn text_width(fonts: &Fonts, text: &str, size: f32, role: FontRole) -> f32 {
    shape(fonts, text, size, role != FontRole::Body).1
}

/// How many glyphs `text` shapes into (conjuncts make fewer than code points).
pub fn shape_glyph_count(fonts: &Fonts, text: &str, role: FontRole) -> usize {
    shape(fonts, text, 16.0, role != FontRole::Body).0.len()
}

/// Glyph outlines into a tiny-skia path, y flipped, scaled and placed.
struct Outline {
    pb: PathBuilder,
    k: f32,
    x: f32,
    y: f32,
}

impl OutlineBuilder for Outline {
    fn move_to(&mut self, x: f32, y: f32) {
        self.pb.move_to(self.x + x * self.k, self.y - y * self.k);
    }
    fn line_to(&mut self, x: f32, y: f32) {
        self.pb.line_to(self.x + x * self.k, self.y - y * self.k);
    }
    fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
        self.pb.quad_to(
            self.x + x1 * self.k,
            self.y - y1 * self.k,
            self.x + x * self.k,
            self.y - y * self.k,
        );
    }
    fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
        self.pb.cubic_to(
            self.x + x1 * self.k,
            self.y - y1 * self.k,
            self.x + x2 * self.k,
            self.y - y2 * self.k,
            self.x + x * self.k,
            self.y - y * self.k,
        );
    }
    fn close(&mut self) {
        self.pb.close();
    }
}

fn color(c: Argb) -> Color {
    let (r, g, b) = c.channels();
    Color::from_rgba8(r, g, b, c.alpha())
}

fn fill_paint(c: Argb) -> tiny_skia::Paint<'static> {
    let mut p = tiny_skia::Paint::default();
    p.set_color(color(c));
    p.anti_alias = true;
    p
}

fn finite(v: &[f32]) -> bool {
    v.iter().all(|x| x.is_finite())
}

/// A rounded rectangle's path (radius clamped to half the shorter side).
fn rect_path(f: Frame, radius: f32) -> Option<tiny_skia::Path> {
    if !finite(&[f.x, f.y, f.w, f.h, radius]) || f.w <= 0.0 || f.h <= 0.0 {
        return None;
    }
    let r = radius.clamp(0.0, f.w.min(f.h) / 2.0);
    if r <= 0.0 {
        return Some(PathBuilder::from_rect(tiny_skia::Rect::from_xywh(
            f.x, f.y, f.w, f.h,
        )?));
    }
    // Quarter circles as cubics (kappa 0.5523).
    let k = r * 0.552_284_8;
    let (x0, y0, x1, y1) = (f.x, f.y, f.right(), f.bottom());
    let mut pb = PathBuilder::new();
    pb.move_to(x0 + r, y0);
    pb.line_to(x1 - r, y0);
    pb.cubic_to(x1 - r + k, y0, x1, y0 + r - k, x1, y0 + r);
    pb.line_to(x1, y1 - r);
    pb.cubic_to(x1, y1 - r + k, x1 - r + k, y1, x1 - r, y1);
    pb.line_to(x0 + r, y1);
    pb.cubic_to(x0 + r - k, y1, x0, y1 - r + k, x0, y1 - r);
    pb.line_to(x0, y0 + r);
    pb.cubic_to(x0, y0 + r - k, x0 + r - k, y0, x0 + r, y0);
    pb.close();
    pb.finish()
}

fn arc_path(c: Pt, r: f32, start_deg: f32, sweep_deg: f32) -> Option<tiny_skia::Path> {
    if !finite(&[c.x, c.y, r, start_deg, sweep_deg]) || r <= 0.0 || sweep_deg == 0.0 {
        return None;
    }
    let sweep = sweep_deg.clamp(-360.0, 360.0);
    let n = ((sweep.abs() / 4.0).ceil() as usize).max(2);
    let mut pb = PathBuilder::new();
    for i in 0..=n {
        let a = (start_deg + sweep * i as f32 / n as f32).to_radians();
        let (s, co) = a.sin_cos();
        let p = (c.x + r * co, c.y + r * s);
        if i == 0 {
            pb.move_to(p.0, p.1);
        } else {
            pb.line_to(p.0, p.1);
        }
    }
    pb.finish()
}

struct Painter<'a> {
    pixmap: Pixmap,
    fonts: &'a Fonts,
    stack: Vec<Transform>,
    base: Transform,
}

impl Painter<'_> {
    fn transform(&self) -> Transform {
        self.stack.last().copied().unwrap_or(self.base)
    }

    fn paint_path(&mut self, path: &tiny_skia::Path, paint: &Paint) {
        let t = self.transform();
        match *paint {
            Paint::Fill(c) => {
                self.pixmap
                    .fill_path(path, &fill_paint(c), FillRule::Winding, t, None);
            }
            Paint::Stroke {
                color: c,
                width,
                dash,
            } => {
                if !width.is_finite() || width <= 0.0 {
                    return;
                }
                let stroke = Stroke {
                    width,
                    line_cap: LineCap::Round,
                    line_join: LineJoin::Round,
                    dash: dash
                        .filter(|d| d.0 > 0.0 && d.1 >= 0.0 && finite(&[d.0, d.1]))
                        .and_then(|(on, off)| StrokeDash::new(vec![on, off.max(0.01)], 0.0)),
                    ..Stroke::default()
                };
                self.pixmap
                    .stroke_path(path, &fill_paint(c), &stroke, t, None);
            }
        }
    }

    fn text(&mut self, t: &TextRun) {
        if t.text.is_empty()
            || !finite(&[t.frame.x, t.frame.y, t.frame.w, t.frame.h, t.size])
            || t.size <= 0.0
        {
            return;
        }
        let bold = t.role != FontRole::Body;
        let (_, width) = shape(self.fonts, &t.text, t.size, bold);
        let size = if width > t.frame.w && width > 0.0 {
            t.size * t.frame.w / width
        } else {
            t.size
        };
        let (glyphs, width) = shape(self.fonts, &t.text, size, bold);
        let cap = self
            .fonts
            .face(Script::Latin, bold)
            .and_then(|f| {
                f.capital_height()
                    .map(|h| f32::from(h) / f32::from(f.units_per_em() as u16))
            })
            .unwrap_or(0.7)
            * size;
        let x0 = match t.align {
            Align::Start => t.frame.x,
            Align::Center => t.frame.x + (t.frame.w - width) / 2.0,
            Align::End => t.frame.right() - width,
        };
        let baseline = t.frame.y + t.frame.h / 2.0 + cap / 2.0;
        let mut pb = PathBuilder::new();
        for g in &glyphs {
            let Some(face) = self.fonts.face(g.script, bold) else {
                continue;
            };
            let mut o = Outline {
                pb,
                k: size / f32::from(face.units_per_em() as u16),
                x: x0 + g.x,
                y: baseline + g.y,
            };
            face.outline_glyph(GlyphId(g.id), &mut o);
            pb = o.pb;
        }
        if let Some(path) = pb.finish() {
            self.paint_path(&path, &Paint::Fill(t.color));
        }
    }

    fn prim(&mut self, p: &Prim) {
        match p {
            Prim::Rect {
                frame,
                radius,
                paint,
            } => {
                if let Some(path) = rect_path(*frame, *radius) {
                    self.paint_path(&path, paint);
                }
            }
            Prim::Circle {
                center,
                radius,
                paint,
            } => {
                if finite(&[center.x, center.y, *radius])
                    && *radius > 0.0
                    && let Some(path) = PathBuilder::from_circle(center.x, center.y, *radius)
                {
                    self.paint_path(&path, paint);
                }
            }
            Prim::Path {
                points,
                closed,
                paint,
            } => {
                if points.len() < 2 || !points.iter().all(|p| finite(&[p.x, p.y])) {
                    return;
                }
                if !closed && matches!(paint, Paint::Fill(_)) {
                    return;
                }
                let mut pb = PathBuilder::new();
                pb.move_to(points[0].x, points[0].y);
                for p in &points[1..] {
                    pb.line_to(p.x, p.y);
                }
                if *closed {
                    pb.close();
                }
                if let Some(path) = pb.finish() {
                    self.paint_path(&path, paint);
                }
            }
            Prim::Arc {
                center,
                radius,
                start_deg,
                sweep_deg,
                width,
                color,
            } => {
                if let Some(path) = arc_path(*center, *radius, *start_deg, *sweep_deg) {
                    self.paint_path(&path, &Paint::stroke(*color, *width));
                }
            }
            Prim::Text(t) => self.text(t),
            Prim::Transform {
                pivot,
                rotate_deg,
                scale,
            } => {
                let t = if finite(&[pivot.x, pivot.y, *rotate_deg, *scale]) {
                    self.transform()
                        .pre_translate(pivot.x, pivot.y)
                        .pre_concat(Transform::from_rotate(*rotate_deg))
                        .pre_scale(*scale, *scale)
                        .pre_translate(-pivot.x, -pivot.y)
                } else {
                    self.transform()
                };
                self.stack.push(t);
            }
            Prim::Restore => {
                self.stack.pop();
            }
        }
    }
}

/// `scene` rendered at `scale` pixels per point.
///
/// Errors: [`RenderError::Size`] for an empty, non-finite or over 8192-pixel image.
pub fn render(scene: &Scene, scale: f32, fonts: &Fonts) -> Result<Pixmap, RenderError> {
    let (w, h) = (scene.width * scale, scene.height * scale);
    let bad = || RenderError::Size {
        width: w,
        height: h,
    };
    if !(w.is_finite() && h.is_finite() && w >= 1.0 && h >= 1.0 && w <= 8192.0 && h <= 8192.0) {
        return Err(bad());
    }
    let mut pixmap = Pixmap::new(w.ceil() as u32, h.ceil() as u32).ok_or_else(bad)?;
    pixmap.fill(color(scene.background));
    let mut painter = Painter {
        pixmap,
        fonts,
        stack: vec![],
        base: Transform::from_scale(scale, scale),
    };
    for p in &scene.prims {
        painter.prim(p);
    }
    Ok(painter.pixmap)
}

/// `scene` as PNG bytes at `scale` pixels per point.
///
/// Errors: as [`render`], and [`RenderError::Png`] if encoding fails.
pub fn render_png(scene: &Scene, scale: f32, fonts: &Fonts) -> Result<Vec<u8>, RenderError> {
    render(scene, scale, fonts)?
        .encode_png()
        .map_err(|e| RenderError::Png(e.to_string()))
}

/// How two images differ.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Difference {
    /// Width of the first image.
    pub width: u32,
    /// Height of the first image.
    pub height: u32,
    /// The sizes differ (then nothing else was compared).
    pub size_mismatch: bool,
    /// Pixels compared (outside the masks).
    pub total: usize,
    /// Pixels with a channel off by more than the tolerance.
    pub differing: usize,
    /// Mean absolute channel difference, 0..=255, over the pixels compared.
    pub mean: f64,
}

fn decode(png: &[u8]) -> Result<Pixmap, RenderError> {
    Pixmap::decode_png(png).map_err(|e| RenderError::Png(e.to_string()))
}

/// Compares two PNGs channel by channel (RGBA, premultiplied as decoded),
/// ignoring the pixels inside `masks` (boxes in points, at `scale` pixels per
/// point): a pixel differs when a channel is off by more than `tolerance`.
///
/// Errors: [`RenderError::Png`] for data that is not a PNG.
pub fn compare_masked(
    a: &[u8],
    b: &[u8],
    tolerance: u8,
    masks: &[Frame],
    scale: f32,
) -> Result<Difference, RenderError> {
    let (a, b) = (decode(a)?, decode(b)?);
    let mut d = Difference {
        width: a.width(),
        height: a.height(),
        size_mismatch: a.width() != b.width() || a.height() != b.height(),
        total: 0,
        differing: 0,
        mean: 0.0,
    };
    if d.size_mismatch {
        return Ok(d);
    }
    let masked = |x: u32, y: u32| {
        let p = Pt::new((x as f32 + 0.5) / scale, (y as f32 + 0.5) / scale);
        masks.iter().any(|m| m.contains(p))
    };
    let mut sum = 0u64;
    let w = a.width();
    for (i, (pa, pb)) in a
        .data()
        .chunks_exact(4)
        .zip(b.data().chunks_exact(4))
        .enumerate()
    {
        let (x, y) = (i as u32 % w, i as u32 / w);
        if !masks.is_empty() && masked(x, y) {
            continue;
        }
        d.total += 1;
        let mut off = false;
        for c in 0..4 {
            let diff = pa[c].abs_diff(pb[c]);
            sum += u64::from(diff);
            off |= diff > tolerance;
        }
        d.differing += usize::from(off);
    }
    d.mean = if d.total == 0 {
        0.0
    } else {
        sum as f64 / (d.total as f64 * 4.0)
    };
    Ok(d)
}

/// [`compare_masked`] without masks.
///
/// Errors: [`RenderError::Png`] for data that is not a PNG.
pub fn compare(a: &[u8], b: &[u8], tolerance: u8) -> Result<Difference, RenderError> {
    compare_masked(a, b, tolerance, &[], 1.0)
}

/// A PNG of `a` faded, with the pixels where `b` differs (any channel by more than
/// 40) in red: for a person looking at why a golden failed.
///
/// Errors: [`RenderError::Png`] for data that is not a PNG or of another size.
pub fn diff_image(a: &[u8], b: &[u8]) -> Result<Vec<u8>, RenderError> {
    let (mut a, b) = (decode(a)?, decode(b)?);
    if a.width() != b.width() || a.height() != b.height() {
        return Err(RenderError::Png("the images differ in size".into()));
    }
    let other = b.data().to_vec();
    for (pa, pb) in a.data_mut().chunks_exact_mut(4).zip(other.chunks_exact(4)) {
        let off = (0..4).any(|c| pa[c].abs_diff(pb[c]) > 40);
        if off {
            pa.copy_from_slice(&[255, 0, 0, 255]);
        } else {
            for v in pa.iter_mut().take(3) {
                *v = (u16::from(*v) / 3 + 170) as u8;
            }
            pa[3] = 255;
        }
    }
    a.encode_png().map_err(|e| RenderError::Png(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fonts() -> Fonts {
        Fonts::load().unwrap_or_else(|e| panic!("{e}"))
    }

    fn scene(prims: Vec<Prim>) -> Scene {
        Scene {
            width: 40.0,
            height: 20.0,
            background: Argb::rgb(0xFFFFFF),
            prims,
            hits: vec![],
            animating: false,
        }
    }

    fn px(p: &Pixmap, x: u32, y: u32) -> [u8; 4] {
        let c = p.pixel(x, y).expect("inside").demultiply();
        [c.red(), c.green(), c.blue(), c.alpha()]
    }

    #[test]
    fn shapes_land_on_their_pixels_at_scale() {
        let s = scene(vec![
            Prim::fill_rect(Frame::new(0.0, 0.0, 10.0, 10.0), 0.0, Argb::rgb(0xFF0000)),
            Prim::fill_circle(Pt::new(30.0, 10.0), 5.0, Argb::rgb(0x0000FF)),
        ]);
        let p = render(&s, 2.0, &fonts()).expect("rendered");
        assert_eq!((p.width(), p.height()), (80, 40));
        assert_eq!(px(&p, 10, 10), [255, 0, 0, 255]);
        assert_eq!(px(&p, 25, 25), [255, 255, 255, 255], "outside the rect");
        assert_eq!(px(&p, 60, 20), [0, 0, 255, 255], "the circle's centre");
        assert_eq!(px(&p, 60, 2), [255, 255, 255, 255], "above the circle");
    }

    #[test]
    fn dashes_leave_gaps_and_transforms_move_and_end() {
        let dashed = scene(vec![Prim::Path {
            points: vec![Pt::new(2.0, 10.0), Pt::new(38.0, 10.0)],
            closed: false,
            paint: Paint::Stroke {
                color: Argb::rgb(0x000000),
                width: 2.0,
                dash: Some((4.0, 4.0)),
            },
        }]);
        let p = render(&dashed, 1.0, &fonts()).expect("rendered");
        let ink: Vec<bool> = (0..40).map(|x| px(&p, x, 10)[0] < 128).collect();
        assert!(
            ink.iter().any(|&i| i) && ink[3..37].iter().any(|&i| !i),
            "{ink:?}"
        );
        // A bar from (20, 2) to (20, 8), turned 90° clockwise about (20, 10), lies
        // left of the pivot; after Restore a square is drawn where it says.
        let turned = scene(vec![
            Prim::Transform {
                pivot: Pt::new(20.0, 10.0),
                rotate_deg: 90.0,
                scale: 1.0,
            },
            Prim::fill_rect(Frame::new(19.0, 2.0, 2.0, 6.0), 0.0, Argb::rgb(0x000000)),
            Prim::Restore,
            Prim::fill_rect(Frame::new(34.0, 2.0, 4.0, 4.0), 0.0, Argb::rgb(0x00FF00)),
        ]);
        let p = render(&turned, 1.0, &fonts()).expect("rendered");
        assert!(
            px(&p, 25, 10)[0] < 60,
            "rotated clockwise: the bar points right of the pivot"
        );
        assert!(px(&p, 20, 4)[0] > 200, "not where it was");
        assert_eq!(px(&p, 36, 4), [0, 255, 0, 255], "restored");
    }

    fn text_scene(text: &str, frame: Frame) -> Scene {
        Scene {
            width: 200.0,
            height: 40.0,
            background: Argb::rgb(0xFFFFFF),
            prims: vec![Prim::Text(TextRun {
                text: text.into(),
                frame,
                size: 20.0,
                role: FontRole::Body,
                color: Argb::rgb(0x000000),
                align: Align::Start,
            })],
            hits: vec![],
            animating: false,
        }
    }

    fn inked_columns(p: &Pixmap) -> Vec<u32> {
        (0..p.width())
            .filter(|&x| (0..p.height()).any(|y| px(p, x, y)[0] < 128))
            .collect()
    }

    #[test]
    fn text_is_drawn_in_its_box_and_shrunk_to_fit() {
        let f = fonts();
        let p = render(
            &text_scene("Hello", Frame::new(10.0, 5.0, 150.0, 30.0)),
            1.0,
            &f,
        )
        .expect("rendered");
        let cols = inked_columns(&p);
        assert!(!cols.is_empty(), "ink");
        assert!(cols[0] >= 10 && *cols.last().unwrap() <= 160, "{cols:?}");
        let rows: Vec<u32> = (0..40)
            .filter(|&y| (0..200).any(|x| px(&p, x, y)[0] < 128))
            .collect();
        assert!(rows[0] >= 5 && *rows.last().unwrap() <= 35, "{rows:?}");
        let long = "A very long line of text that cannot fit";
        let p = render(
            &text_scene(long, Frame::new(20.0, 5.0, 60.0, 30.0)),
            1.0,
            &f,
        )
        .expect("rendered");
        let cols = inked_columns(&p);
        assert!(
            cols[0] >= 19 && *cols.last().unwrap() <= 81,
            "shrunk into 20..80: {cols:?}"
        );
        assert!(text_width(&f, long, 20.0, FontRole::Body) > 60.0);
    }

    #[test]
    fn hindi_and_bengali_are_shaped_into_conjuncts() {
        let f = fonts();
        let hi = "क्षत्रिय";
        let bn = "ক্ষমা";
        assert!(shape_glyph_count(&f, hi, FontRole::Body) < hi.chars().count());
        assert!(shape_glyph_count(&f, bn, FontRole::Body) < bn.chars().count());
        assert_eq!(
            runs("पासा 6 फेंकें").len(),
            1,
            "digits and spaces stay in the run"
        );
        assert_eq!(runs("Yellow पीला").len(), 2);
    }

    #[test]
    fn bad_input_is_an_error_or_skipped_not_a_panic() {
        assert!(matches!(
            Fonts::from_dir(Path::new("/nonexistent")),
            Err(RenderError::Font { .. })
        ));
        let f = fonts();
        let mut s = scene(vec![
            Prim::fill_rect(Frame::new(f32::NAN, 0.0, 5.0, 5.0), 1e9, Argb::rgb(0)),
            Prim::Circle {
                center: Pt::new(1.0, 1.0),
                radius: -3.0,
                paint: Paint::stroke(Argb::rgb(0), f32::INFINITY),
            },
            Prim::Path {
                points: vec![Pt::new(0.0, 0.0)],
                closed: true,
                paint: Paint::Fill(Argb::rgb(0)),
            },
            Prim::Restore,
            Prim::Restore,
        ]);
        assert!(render(&s, 1.0, &f).is_ok());
        s.width = 0.0;
        assert!(matches!(render(&s, 1.0, &f), Err(RenderError::Size { .. })));
        s.width = 1e6;
        assert!(render(&s, 1.0, &f).is_err());
    }

    #[test]
    fn compare_counts_differences_outside_masks() {
        let f = fonts();
        let a = render_png(&scene(vec![]), 1.0, &f).expect("png");
        let b = render_png(
            &scene(vec![Prim::fill_rect(
                Frame::new(2.0, 2.0, 2.0, 2.0),
                0.0,
                Argb::rgb(0),
            )]),
            1.0,
            &f,
        )
        .expect("png");
        assert_eq!(compare(&a, &a, 0).expect("compared").differing, 0);
        assert_eq!(compare(&a, &b, 40).expect("compared").differing, 4);
        let masked =
            compare_masked(&a, &b, 40, &[Frame::new(0.0, 0.0, 10.0, 10.0)], 1.0).expect("compared");
        assert_eq!(masked.differing, 0);
        assert!(diff_image(&a, &b).is_ok());
    }
}
