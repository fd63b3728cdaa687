//! The store listings' images, made from the real play screen: each is a situation
//! of [`super::scenarios`] drawn by the scene as on a phone, set in a frame with a
//! caption in the listing's language (`store.caption.*`), at the sizes Google Play
//! and the App Store ask for; and Google Play's feature graphic. Rendered to PNG by
//! `cargo run -p ludo-core --features render --example store` into
//! `fastlane/metadata/android/` (at the repository root, where F-Droid reads it) and
//! `ios/fastlane/screenshots/`.
//!
//! Sizes (the stores' rules, checked by `core/tests/store_images.rs`):
//! Google Play phone 1080 × 1920, 7-inch tablet 1200 × 1920, 10-inch tablet
//! 1600 × 2560 (each side 320–3840 px, the long side at most twice the short one),
//! feature graphic 1024 × 500; App Store iPhone 6.9" 1320 × 2868 and iPad 13"
//! 2064 × 2752. All opaque (no alpha channel), as both stores require.

use super::palette::{Palette, Theme};
use super::prim::{Align, Argb, FontRole, Frame, Paint, Prim, Pt};
use super::scenarios::{Situation, stage};
use super::{Insets, Scene, SceneSpec, text};
use crate::color::Color;
use crate::i18n::{Key, Lang, localize};

/// A store and its device class.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Device {
    /// Google Play, phone: 1080 × 1920 px.
    PlayPhone,
    /// Google Play, 7-inch tablet: 1200 × 1920 px.
    PlaySeven,
    /// Google Play, 10-inch tablet: 1600 × 2560 px.
    PlayTen,
    /// App Store, iPhone 6.9": 1320 × 2868 px.
    IPhone,
    /// App Store, iPad 13": 2064 × 2752 px.
    IPad,
}

impl Device {
    /// Every device, Google Play's first.
    pub const ALL: [Device; 5] = [
        Device::PlayPhone,
        Device::PlaySeven,
        Device::PlayTen,
        Device::IPhone,
        Device::IPad,
    ];

    /// The image size in pixels.
    pub const fn pixels(self) -> (u32, u32) {
        match self {
            Device::PlayPhone => (1080, 1920),
            Device::PlaySeven => (1200, 1920),
            Device::PlayTen => (1600, 2560),
            Device::IPhone => (1320, 2868),
            Device::IPad => (2064, 2752),
        }
    }

    /// Pixels per point the picture is drawn at (the device's density).
    pub const fn scale(self) -> f32 {
        match self {
            Device::PlayPhone | Device::IPhone => 3.0,
            _ => 2.0,
        }
    }

    /// The screen the play screen is drawn for, in points (the device's own).
    fn screen(self) -> SceneSpec {
        let (w, h, top, bottom) = match self {
            Device::PlayPhone => (411.0, 891.0, 24.0, 48.0),
            Device::PlaySeven => (600.0, 960.0, 24.0, 48.0),
            Device::PlayTen => (800.0, 1280.0, 24.0, 48.0),
            Device::IPhone => (440.0, 956.0, 62.0, 34.0),
            Device::IPad => (1032.0, 1376.0, 24.0, 20.0),
        };
        let mut s = SceneSpec::new(w, h);
        s.insets = Insets {
            top,
            bottom,
            ..Insets::default()
        };
        s
    }

    /// The situations shown, in order, with their captions.
    fn shots(self) -> &'static [(Situation, Key, Theme)] {
        const PHONE: &[(Situation, Key, Theme)] = &[
            (Situation::MidGame, Key::StoreCaptionPlay, Theme::Light),
            (Situation::Capture, Key::StoreCaptionCapture, Theme::Light),
            (Situation::Won, Key::StoreCaptionWin, Theme::Dark),
            (Situation::Handover, Key::StoreCaptionFamily, Theme::Light),
        ];
        match self {
            Device::PlayPhone | Device::IPhone => PHONE,
            Device::PlaySeven => &[(Situation::MidGame, Key::StoreCaptionPlay, Theme::Light)],
            Device::PlayTen => &[(Situation::Won, Key::StoreCaptionWin, Theme::Light)],
            Device::IPad => &[
                (Situation::MidGame, Key::StoreCaptionPlay, Theme::Light),
                (Situation::Won, Key::StoreCaptionWin, Theme::Dark),
            ],
        }
    }
}

/// One image of a listing.
#[derive(Clone, Debug)]
pub struct Shot {
    /// Where it goes, from the repository's root.
    pub path: String,
    /// What to draw (in points).
    pub scene: Scene,
    /// Pixels per point.
    pub scale: f32,
}

/// The listing folders' language names: Google Play's and the App Store's.
fn folders(lang: Lang) -> (&'static str, &'static str) {
    match lang {
        Lang::En => ("en-US", "en-US"),
        Lang::Hi => ("hi-IN", "hi"),
        Lang::Bn => ("bn-BD", "bn"),
    }
}

/// The file of the `n`th (1-based) image of `device` in `lang`.
pub fn path(device: Device, lang: Lang, n: usize) -> String {
    let (play, apple) = folders(lang);
    let base = format!("fastlane/metadata/android/{play}/images");
    match device {
        Device::PlayPhone => format!("{base}/phoneScreenshots/{n}.png"),
        Device::PlaySeven => format!("{base}/sevenInchScreenshots/{n}.png"),
        Device::PlayTen => format!("{base}/tenInchScreenshots/{n}.png"),
        Device::IPhone => format!("ios/fastlane/screenshots/{apple}/{n}_iphone69.png"),
        Device::IPad => format!("ios/fastlane/screenshots/{apple}/{n}_ipad13.png"),
    }
}

/// The file of Google Play's feature graphic in `lang`.
pub fn feature_graphic_path(lang: Lang) -> String {
    format!(
        "fastlane/metadata/android/{}/images/featureGraphic.png",
        folders(lang).0
    )
}

/// Every image of both listings in `lang`.
pub fn shots(lang: Lang) -> Vec<Shot> {
    let mut out = vec![];
    for d in Device::ALL {
        for (i, &(situation, caption, theme)) in d.shots().iter().enumerate() {
            let Some((mut st, at)) = stage(situation) else {
                continue;
            };
            let mut spec = d.screen();
            spec.lang = lang;
            spec.theme = theme;
            let screen = st.frame(&spec, at);
            let (pw, ph) = d.pixels();
            let size = (pw as f32 / d.scale(), ph as f32 / d.scale());
            out.push(Shot {
                path: path(d, lang, i + 1),
                scene: framed(&screen, &localize(&caption.into(), lang), size, i),
                scale: d.scale(),
            });
        }
    }
    out.push(Shot {
        path: feature_graphic_path(lang),
        scene: feature_graphic(lang),
        scale: 2.0,
    });
    out
}

/// The backgrounds of the shots, in turn: deep shades of the seat colours.
const GROUNDS: [(Argb, Color); 4] = [
    (Argb::rgb(0x0B3C5D), Color::Blue),
    (Argb::rgb(0x6B2E05), Color::Red),
    (Argb::rgb(0x0C4A3A), Color::Green),
    (Argb::rgb(0x4A4410), Color::Yellow),
];

/// `prims` moved by `(dx, dy)` after scaling by `k` about the origin.
fn place(prims: &[Prim], dx: f32, dy: f32, k: f32) -> Vec<Prim> {
    let p = |q: Pt| Pt::new(dx + q.x * k, dy + q.y * k);
    let f = |r: Frame| Frame::new(dx + r.x * k, dy + r.y * k, r.w * k, r.h * k);
    let paint = |pa: &Paint| match *pa {
        Paint::Fill(c) => Paint::Fill(c),
        Paint::Stroke { color, width, dash } => Paint::Stroke {
            color,
            width: width * k,
            dash: dash.map(|(a, b)| (a * k, b * k)),
        },
    };
    prims
        .iter()
        .map(|x| match x {
            Prim::Rect {
                frame,
                radius,
                paint: pa,
            } => Prim::Rect {
                frame: f(*frame),
                radius: radius * k,
                paint: paint(pa),
            },
            Prim::Circle {
                center,
                radius,
                paint: pa,
            } => Prim::Circle {
                center: p(*center),
                radius: radius * k,
                paint: paint(pa),
            },
            Prim::Path {
                points,
                closed,
                paint: pa,
            } => Prim::Path {
                points: points.iter().map(|q| p(*q)).collect(),
                closed: *closed,
                paint: paint(pa),
            },
            Prim::Arc {
                center,
                radius,
                start_deg,
                sweep_deg,
                width,
                color,
            } => Prim::Arc {
                center: p(*center),
                radius: radius * k,
                start_deg: *start_deg,
                sweep_deg: *sweep_deg,
                width: width * k,
                color: *color,
            },
            Prim::Text(t) => {
                let mut t = t.clone();
                t.frame = f(t.frame);
                t.size *= k;
                Prim::Text(t)
            }
            Prim::Transform {
                pivot,
                rotate_deg,
                scale,
            } => Prim::Transform {
                pivot: p(*pivot),
                rotate_deg: *rotate_deg,
                scale: *scale,
            },
            Prim::Restore => Prim::Restore,
        })
        .collect()
}

/// Fills the outside of a rounded corner of `r` (radius `rad`) at `corner` with
/// `ground`, so a picture drawn square shows round corners.
fn round_corner(out: &mut Vec<Prim>, r: Frame, rad: f32, corner: usize, ground: Argb) {
    let (cx, cy, sx, sy) = match corner {
        0 => (r.x, r.y, 1.0, 1.0),
        1 => (r.right(), r.y, -1.0, 1.0),
        2 => (r.right(), r.bottom(), -1.0, -1.0),
        _ => (r.x, r.bottom(), 1.0, -1.0),
    };
    let mut pts = vec![Pt::new(cx, cy)];
    for i in 0..=12 {
        let a = std::f32::consts::FRAC_PI_2 * i as f32 / 12.0;
        pts.push(Pt::new(
            cx + sx * rad * (1.0 - a.cos()),
            cy + sy * rad * (1.0 - a.sin()),
        ));
    }
    out.push(Prim::polygon(pts, ground));
}

/// `screen` shown as a phone's screen under a caption, on a `size` points picture.
fn framed(screen: &Scene, caption: &str, size: (f32, f32), n: usize) -> Scene {
    let (w, h) = size;
    let (ground, seat) = GROUNDS[n % GROUNDS.len()];
    let mut out = vec![];
    // Large soft discs in the seat colours behind everything.
    for (i, c) in Color::ALL.iter().enumerate() {
        let at = [(0.1, 0.08), (0.95, 0.2), (0.05, 0.75), (0.9, 0.95)][i];
        out.push(Prim::fill_circle(
            Pt::new(w * at.0, h * at.1),
            w * 0.32,
            Palette::seat(*c).with_alpha(if *c == seat { 0x40 } else { 0x1C }),
        ));
    }
    let cap_h = h * 0.2;
    let u = w / 390.0;
    text::block(
        &mut out,
        caption,
        Frame::new(w * 0.08, h * 0.035, w * 0.84, cap_h - h * 0.035),
        text::Style {
            size: 30.0 * u,
            role: FontRole::Strong,
            color: Argb::rgb(0xFFFFFF),
            align: Align::Center,
            leading: 1.2,
        },
        3,
    );
    // The screen, as large as fits under the caption, with a rim and round corners.
    let room = Frame::new(
        w * 0.07,
        cap_h + 14.0 * u,
        w * 0.86,
        h - cap_h - 14.0 * u - h * 0.03,
    );
    let k = (room.w / screen.width).min(room.h / screen.height);
    let (sw, sh) = (screen.width * k, screen.height * k);
    let r = Frame::new(room.x + (room.w - sw) / 2.0, room.y, sw, sh);
    let rad = 26.0 * u;
    out.push(Prim::fill_rect(
        r.inset(-9.0 * u),
        rad + 9.0 * u,
        Argb::rgb(0x111214),
    ));
    out.push(Prim::fill_rect(r, 0.0, screen.background));
    out.extend(place(&screen.prims, r.x, r.y, k));
    let rim = Argb::rgb(0x111214);
    for c in 0..4 {
        round_corner(&mut out, r, rad, c, rim);
    }
    Scene {
        width: w,
        height: h,
        background: ground,
        prims: out,
        hits: vec![],
        animating: false,
    }
}

/// Google Play's feature graphic (1024 × 500 px at scale 2): the name and the
/// tagline on the left, a board of a game in play on the right, turned a little.
fn feature_graphic(lang: Lang) -> Scene {
    let (w, h) = (512.0, 250.0);
    let ground = Argb::rgb(0x0B3C5D);
    let mut out = vec![];
    for (i, c) in Color::ALL.iter().enumerate() {
        let at = [(0.05, 0.1), (0.45, 0.95), (0.7, 0.0), (1.0, 0.9)][i];
        out.push(Prim::fill_circle(
            Pt::new(w * at.0, h * at.1),
            110.0,
            Palette::seat(*c).with_alpha(0x26),
        ));
    }
    out.push(text::line(
        &localize(&Key::StoreTitle.into(), lang),
        Frame::new(28.0, 60.0, 250.0, 80.0),
        64.0,
        FontRole::Strong,
        Argb::rgb(0xFFFFFF),
        Align::Start,
    ));
    // "Classic Ludo" on a line of its own, the promises under it.
    let tagline = localize(&Key::StoreTagline.into(), lang).replacen(" · ", "\n", 1);
    text::block(
        &mut out,
        &tagline,
        Frame::new(30.0, 140.0, 236.0, 56.0),
        text::Style {
            size: 17.0,
            role: FontRole::Body,
            color: Argb::rgb(0xDDE8F0),
            align: Align::Start,
            leading: 1.3,
        },
        2,
    );
    if let Some((mut st, at)) = stage(Situation::MidGame) {
        let spec = SceneSpec::new(411.0, 891.0);
        let screen = st.frame(&spec, at);
        // Only the board: the scene's board square is the widest square under the
        // top bar; take it from the layout.
        let l = super::screen::ScreenLayout::new(&spec);
        let b = l.board;
        let side = 210.0;
        let k = side / b.w;
        let (x, y) = (w - side - 34.0, (h - side) / 2.0);
        let centre = Pt::new(x + side / 2.0, y + side / 2.0);
        out.push(Prim::Transform {
            pivot: centre,
            rotate_deg: -6.0,
            scale: 1.0,
        });
        out.push(Prim::fill_rect(
            Frame::new(x, y + 6.0, side, side),
            10.0,
            Argb(0x55000000),
        ));
        let inside: Vec<Prim> = screen
            .prims
            .iter()
            .filter(|p| p.bounds().is_some_and(|f| b.inset(-1.0).encloses(&f, 0.5)))
            .cloned()
            .collect();
        out.extend(place(&inside, x - b.x * k, y - b.y * k, k));
        out.push(Prim::Restore);
    }
    Scene {
        width: w,
        height: h,
        background: ground,
        prims: out,
        hits: vec![],
        animating: false,
    }
}
