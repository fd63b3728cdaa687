//! A seat's panel at its corner of the board (symbol disc, name, CPU level or place,
//! tokens finished, the turn timer as a draining ring), the die, and the icon
//! buttons.

use super::marks::{self, Icon};
use super::palette::Palette;
use super::prim::{Align, Argb, FontRole, Frame, Paint, Prim, Pt};
use super::text;
use crate::color::Color;
use crate::game::SeatKind;
use crate::i18n::{self, Key, Lang, Message, localize};
use crate::table::SeatView;
use crate::table::announce;

/// The turn timer as a panel shows it.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct TimerLook {
    /// Share of the time left, 0..=1.
    pub left: f32,
    /// Whole seconds left (rounded up), shown in the ring.
    pub seconds: u64,
    /// Few seconds left: the ring turns to the warning colour.
    pub low: bool,
}

/// How a panel is drawn in a frame.
#[derive(Clone, Debug, PartialEq)]
pub struct PanelLook<'a> {
    /// The seat.
    pub seat: &'a SeatView,
    /// It is this seat's turn: tinted, outlined, glowing.
    pub active: bool,
    /// The turn timer, on the active panel.
    pub timer: Option<TimerLook>,
    /// 0..=1, the glow's breathing (0 when motion is reduced).
    pub pulse: f32,
    /// Language of the texts.
    pub lang: Lang,
}

/// The name a panel shows: the profile's name, else the colour's.
pub fn seat_name(seat: &SeatView, lang: Lang) -> String {
    seat.profile_name
        .clone()
        .unwrap_or_else(|| localize(&i18n::color_name(seat.color), lang))
}

/// The panel's second line: the place once finished, else the CPU level or
/// "Player".
pub fn seat_subtitle(seat: &SeatView, lang: Lang) -> String {
    let m = match (seat.place, seat.kind) {
        (Some(p), _) => {
            Message::new(Key::ScenePlaced).with("place", i18n::ordinal(u64::from(p.unsigned_abs())))
        }
        (None, SeatKind::Cpu(l)) => {
            Message::new(Key::SceneCpuLevel).with("level", announce::level_name(l))
        }
        (None, SeatKind::Human) => Key::ScenePerson.into(),
    };
    localize(&m, lang)
}

/// A card with a soft shadow.
pub fn card(out: &mut Vec<Prim>, f: Frame, radius: f32, fill: Argb, pal: &Palette, u: f32) {
    out.push(Prim::fill_rect(
        Frame::new(f.x, f.y + 2.0 * u, f.w, f.h),
        radius,
        pal.shadow,
    ));
    out.push(Prim::fill_rect(f, radius, fill));
    out.push(Prim::Rect {
        frame: f,
        radius,
        paint: Paint::stroke(pal.surface_edge, 1.0),
    });
}

/// The seat's symbol disc: seat colour, owner symbol, a rim.
pub fn disc(out: &mut Vec<Prim>, c: Color, at: Pt, r: f32) {
    out.push(Prim::fill_circle(at, r, Palette::deep(c)));
    out.push(Prim::fill_circle(at, r * 0.88, Palette::seat(c)));
    marks::symbol(
        out,
        c,
        at,
        r * 0.95,
        Palette::ink_on(c),
        (r * 0.13).max(1.2),
    );
}

/// One seat's panel.
pub fn draw_panel(out: &mut Vec<Prim>, f: Frame, look: &PanelLook<'_>, pal: &Palette, u: f32) {
    let c = look.seat.color;
    let radius = 16.0 * u;
    if look.active {
        // A glow in the seat colour that breathes with the pulse.
        for (k, a) in [(7.0, 0x22), (4.0, 0x38)] {
            let grow = (k + 2.0 * look.pulse) * u;
            out.push(Prim::fill_rect(
                f.inset(-grow),
                radius + grow,
                Palette::seat(c).with_alpha(a),
            ));
        }
        card(out, f, radius, pal.panel(c), pal, u);
        out.push(Prim::Rect {
            frame: f.inset(1.5 * u),
            radius: radius - 1.5 * u,
            paint: Paint::stroke(Palette::seat(c), 3.0 * u),
        });
    } else {
        card(out, f, radius, pal.surface, pal, u);
    }
    let dim = if look.active || look.seat.place.is_some() {
        1.0
    } else {
        0.78
    };
    let r = (f.h * 0.28).min(f.w * 0.15);
    let dc = Pt::new(f.x + 9.0 * u + r + 3.0 * u, f.y + f.h / 2.0);
    if let Some(t) = look.timer {
        let ring = r + 4.5 * u;
        out.push(Prim::ring(dc, ring, pal.ink_soft.with_alpha(0x33), 3.0 * u));
        out.push(Prim::Arc {
            center: dc,
            radius: ring,
            start_deg: -90.0,
            sweep_deg: 360.0 * t.left.clamp(0.0, 1.0),
            width: 3.0 * u,
            color: if t.low { pal.warn } else { pal.ink },
        });
    }
    disc(out, c, dc, r);
    let tx = dc.x + r + 9.0 * u;
    // Tokens finished: four pips in a column at the right edge, filled for each
    // token home.
    let pr = (f.h * 0.05).min(3.5 * u);
    let px = f.right() - 8.0 * u - pr;
    let step = 2.6 * pr;
    for i in 0..4u8 {
        let p = Pt::new(px, f.center().y + (f32::from(i) - 1.5) * step);
        if i32::from(i) < look.seat.finished {
            out.push(Prim::fill_circle(p, pr, Palette::seat(c)));
            out.push(Prim::ring(p, pr, Palette::deep(c), 1.0 * u));
        } else {
            out.push(Prim::ring(
                p,
                pr - 0.5 * u,
                pal.ink_soft.fade(dim * 0.7),
                1.2 * u,
            ));
        }
    }
    let tw = (px - pr - 5.0 * u - tx).max(1.0);
    let ink = pal.ink.fade(dim);
    out.push(text::line(
        &seat_name(look.seat, look.lang),
        Frame::new(tx, f.y + f.h * 0.14, tw, f.h * 0.4),
        15.0 * u,
        FontRole::Strong,
        ink,
        Align::Start,
    ));
    // The second line: the time left while the turn timer runs, else who plays.
    let (second, second_ink) = match look.timer {
        Some(t) => (
            localize(
                &Message::new(Key::TimerLeft).with("n", i64::try_from(t.seconds).unwrap_or(0)),
                look.lang,
            ),
            if t.low { pal.warn_ink } else { pal.ink_soft },
        ),
        None => (seat_subtitle(look.seat, look.lang), pal.ink_soft.fade(dim)),
    };
    out.push(text::line(
        &second,
        Frame::new(tx, f.y + f.h * 0.54, tw, f.h * 0.3),
        11.5 * u,
        FontRole::Body,
        second_ink,
        Align::Start,
    ));
}

/// How the die is drawn.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct DieLook {
    /// The face (1..=6), `None` for a blank die waiting for a roll.
    pub face: Option<u8>,
    /// Whose colour rims it.
    pub color: Color,
    /// A person may tap it now: it glows and says so.
    pub live: bool,
    /// Clockwise rotation, degrees (tumbling).
    pub angle: f32,
    /// Scale (bouncing), 1 at rest.
    pub scale: f32,
    /// Opacity 0..=1.
    pub alpha: f32,
}

/// The die in its slot.
pub fn draw_die(
    out: &mut Vec<Prim>,
    slot: Frame,
    d: &DieLook,
    pulse: f32,
    pal: &Palette,
    u: f32,
    lang: Lang,
) {
    let a = d.alpha.clamp(0.0, 1.0);
    if a <= 0.0 {
        return;
    }
    let f = slot.inset(slot.w * 0.06);
    let c = f.center();
    let radius = f.w * 0.22;
    if d.live {
        let grow = (3.0 + 4.0 * pulse) * u;
        out.push(Prim::fill_rect(
            f.inset(-grow),
            radius + grow,
            Palette::seat(d.color).with_alpha(0x55),
        ));
    }
    out.push(Prim::Transform {
        pivot: c,
        rotate_deg: d.angle,
        scale: d.scale,
    });
    out.push(Prim::fill_rect(
        Frame::new(f.x, f.y + 3.0 * u, f.w, f.h),
        radius,
        pal.shadow.fade(a),
    ));
    out.push(Prim::fill_rect(f, radius, Palette::deep(d.color).fade(a)));
    let face = f.inset(2.5 * u);
    out.push(Prim::fill_rect(face, radius - 2.5 * u, pal.die.fade(a)));
    match d.face {
        Some(n) => marks::pips(out, face, n, pal.pip.fade(a)),
        None => {
            // A blank face with a dashed inner edge; a live die says "Tap" in it.
            out.push(Prim::Rect {
                frame: face.inset(face.w * 0.16),
                radius: face.w * 0.14,
                paint: Paint::Stroke {
                    color: pal.pip.with_alpha(0x55).fade(a),
                    width: 1.6 * u,
                    dash: Some((3.0 * u, 3.0 * u)),
                },
            });
            if d.live {
                out.push(text::line(
                    &localize(&Key::SceneTapToRoll.into(), lang),
                    face.inset(face.w * 0.2),
                    11.0 * u,
                    FontRole::Strong,
                    pal.pip.fade(a * 0.8),
                    Align::Center,
                ));
            }
        }
    }
    out.push(Prim::Restore);
}

/// An icon button: a disc with the icon, the label under it when there is room
/// (kept inside `screen`).
#[allow(clippy::too_many_arguments)]
pub fn draw_button(
    out: &mut Vec<Prim>,
    f: Frame,
    icon: Icon,
    label: Option<&str>,
    enabled: bool,
    pal: &Palette,
    u: f32,
    screen: Frame,
) {
    let d = f.w.min(if label.is_some() { f.h - 15.0 * u } else { f.h });
    let c = Pt::new(f.center().x, f.y + d / 2.0);
    let r = d / 2.0 - 2.0 * u;
    let ink = if enabled {
        pal.button_ink
    } else {
        pal.disabled
    };
    if enabled {
        out.push(Prim::fill_circle(
            Pt::new(c.x, c.y + 1.5 * u),
            r,
            pal.shadow,
        ));
    }
    out.push(Prim::fill_circle(c, r, pal.button));
    out.push(Prim::ring(c, r, pal.surface_edge, 1.0));
    marks::icon(out, icon, c, r * 1.1, ink);
    if let Some(l) = label {
        // A label may be wider than its button, but not leave the screen.
        let x0 = (f.x - 12.0 * u).max(screen.x);
        let x1 = (f.right() + 12.0 * u).min(screen.right());
        out.push(text::line(
            l,
            Frame::new(x0, f.y + d, (x1 - x0).max(f.w), 15.0 * u),
            11.0 * u,
            FontRole::Strong,
            if enabled { pal.ink_soft } else { pal.disabled },
            Align::Center,
        ));
    }
}
