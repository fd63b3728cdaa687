//! Builds one frame of the play screen from a snapshot, its motion and the time:
//! board, marks, tokens, effects, panels, die, buttons, status, tip card and the
//! curtains, with the hit area of everything that can be touched or read.

use super::board::{self, BoardMap, TokenLook};
use super::hit::{HitArea, ItemRole, SceneAction};
use super::marks::Icon;
use super::motion::{self, Motion, Track};
use super::overlay::{self, Card, TipLine, ids};
use super::palette::Palette;
use super::panels::{self, DieLook, PanelLook, TimerLook};
use super::prim::{Align, FontRole, Frame, Prim, Pt};
use super::screen::{Corner, ScreenLayout, Slot};
use super::stage::{Snapshot, TIMER_LOW_MS};
use super::text::{self, Style};
use super::{Scene, SceneSpec};
use crate::color::Color;
use crate::game::{Phase, SeatKind};
use crate::i18n::{self, Arg, Key, Message, localize};
use crate::rules::TokenId;
use crate::view::geometry::{Layout, square_for};

/// What a frame is built from.
pub(super) struct Ctx<'a> {
    pub spec: &'a SceneSpec,
    pub snap: &'a Snapshot,
    pub motion: &'a Motion,
    /// ms since the motion started.
    pub el: u32,
    /// ms since the snapshot arrived (the timer drains by it).
    pub since_arrival: f64,
    /// The shell's clock, ms (the pulse's phase).
    pub now: f64,
    pub notice: Option<&'a Message>,
    pub latest: Option<&'a Message>,
}

/// A frame with nothing but the background (no snapshot yet).
pub(super) fn empty(spec: &SceneSpec) -> Scene {
    Scene {
        width: spec.width,
        height: spec.height,
        background: Palette::of(spec.theme).background,
        prims: vec![],
        hits: vec![],
        animating: false,
    }
}

/// The corner of `c`'s base on this board.
pub fn corner_of(layout: &Layout, c: Color) -> Option<Corner> {
    layout.bases.iter().find(|b| b.owner == c).map(|b| {
        let m = b.rect.center();
        Corner::of(m.x, m.y, layout.width / 2.0, layout.height / 2.0)
    })
}

fn min_touch(f: Frame, side: f32) -> Frame {
    let w = f.w.max(side);
    let h = f.h.max(side);
    Frame::new(f.center().x - w / 2.0, f.center().y - h / 2.0, w, h)
}

pub(super) fn compose(c: &Ctx<'_>) -> Scene {
    let spec = c.spec;
    let snap = c.snap;
    let v = &snap.view;
    let lang = spec.lang;
    let say = |m: &Message| localize(m, lang);
    let pal = Palette::of(spec.theme);
    let sl = ScreenLayout::new(spec);
    let u = sl.u;
    let layout = &*snap.layout;
    let map = BoardMap::fit(layout, sl.board);
    let reduce = spec.reduce_motion;
    let period = f64::from(motion::TIMING.pulse);
    let pulse = if reduce {
        0.0
    } else {
        (0.5 - 0.5 * (std::f64::consts::TAU * (c.now.rem_euclid(period)) / period).cos()) as f32
    };
    let el = c.el;
    let settled = el >= c.motion.end;
    let mut out: Vec<Prim> = Vec::with_capacity(900);
    let mut hits: Vec<HitArea> = Vec::with_capacity(48);

    let over = v.place_groups.is_some() || v.phase == Phase::GameOver;
    let lesson_done = v.tutorial.as_ref().is_some_and(|t| t.done);
    // A curtain covers the board once the board has settled.
    let curtain = settled && (v.paused || over || lesson_done || v.handover.is_some());

    // ----- the board -----
    board::draw_board(&mut out, &map, layout, &pal);
    if settled && let Some(lm) = &v.last_move {
        let sq =
            |p| square_for(&snap.variant, lm.color, lm.token, p).and_then(|id| layout.square(id));
        if let Some(to) = sq(lm.to.get()) {
            board::draw_last_move(&mut out, &map, sq(lm.from.get()), to, lm.color, &pal);
        }
    }
    // The colour of the person choosing a move, if one is.
    let chooser = v
        .to_act
        .filter(|_| settled && !curtain && v.person_to_act && !v.moves.is_empty());
    let choosing = chooser.is_some();
    let hint_token = v.hint.as_ref().map(|h| h.token);
    if let Some(c) = chooser {
        for m in &v.moves {
            if let Some(sq) = m.target.and_then(|id| layout.square(id)) {
                board::draw_target(
                    &mut out,
                    &map,
                    sq,
                    c,
                    hint_token == Some(m.token),
                    pulse,
                    &pal,
                );
            }
        }
    }

    // ----- tokens -----
    let movable = |col: Color, t: TokenId| {
        choosing
            && v.tokens
                .iter()
                .any(|x| x.color == col && x.token == t && x.movable)
    };
    let mut still: Vec<TokenLook> = vec![];
    let mut lifted: Vec<TokenLook> = vec![];
    for s in &snap.spots {
        let mut look = TokenLook {
            color: s.color,
            token: s.token,
            center: s.center,
            radius: s.radius,
            lift: 0.0,
            alpha: 1.0,
            movable: movable(s.color, s.token),
            hinted: hint_token == Some(s.token) && movable(s.color, s.token),
        };
        let mut moving = false;
        for tr in &c.motion.tracks {
            match tr {
                Track::Walk {
                    color,
                    token,
                    points,
                    start,
                    step,
                    hop,
                } if *color == s.color && *token == s.token => {
                    let (p, lift) = motion::walk_at(points, *start, *step, *hop, el);
                    look.center = p;
                    look.lift = lift;
                    if el < tr.end() {
                        look.radius = look.radius.max(0.3);
                        moving = el > *start;
                    }
                }
                Track::Fade {
                    color,
                    token,
                    from,
                    radius,
                    start,
                    dur,
                } if *color == s.color && *token == s.token && el < start + dur => {
                    let p = if el <= *start {
                        0.0
                    } else {
                        (el - start) as f32 / *dur as f32
                    };
                    look.alpha = p;
                    still.push(TokenLook {
                        center: *from,
                        radius: *radius,
                        alpha: 1.0 - p,
                        movable: false,
                        hinted: false,
                        ..look
                    });
                }
                _ => {}
            }
        }
        if moving {
            lifted.push(look);
        } else {
            still.push(look);
        }
    }
    for t in still.iter().chain(&lifted) {
        board::draw_token(&mut out, &map, t, pulse, &pal);
    }
    for tr in &c.motion.tracks {
        if let Track::Burst {
            at,
            color,
            start,
            dur,
        } = tr
            && el >= *start
        {
            overlay::burst(
                &mut out,
                &map,
                *at,
                *color,
                (el - start) as f32 / *dur as f32,
            );
        }
    }

    // ----- panels -----
    let corners: Vec<(Color, Corner)> = v
        .seats
        .iter()
        .filter_map(|s| corner_of(layout, s.color).map(|k| (s.color, k)))
        .collect();
    let corner = |col: Color| corners.iter().find(|(c, _)| *c == col).map(|x| x.1);
    let timer = v.timer.as_ref().map(|t| {
        let drained = if t.running { c.since_arrival as u64 } else { 0 };
        let left = t.remaining_ms.saturating_sub(drained);
        TimerLook {
            left: if t.limit_ms == 0 {
                0.0
            } else {
                left as f32 / t.limit_ms as f32
            },
            seconds: left.div_ceil(1000),
            low: left <= TIMER_LOW_MS,
        }
    });
    // The die's holder during the motion is shown as the active seat.
    let die_hold = c.motion.die_hold.filter(|&(_, until)| el < until);
    let active = die_hold.map(|h| h.0).or(if over { None } else { v.to_act });
    for s in &v.seats {
        let Some(k) = corner(s.color) else { continue };
        let f = sl.panels[k.index()];
        let is_active = active == Some(s.color);
        panels::draw_panel(
            &mut out,
            f,
            &PanelLook {
                seat: s,
                active: is_active,
                timer: timer.filter(|_| is_active && v.to_act == Some(s.color)),
                pulse,
                lang,
            },
            &pal,
            u,
        );
        let mut label = say(&s.description);
        if let Some(n) = &s.profile_name {
            label = format!("{label}, {n}");
        }
        let action = if s.can_take_back && !curtain {
            label = format!(
                "{label}. {}",
                say(&Message::new(Key::SceneTakeBack).with("player", i18n::color_name(s.color)))
            );
            SceneAction::TakeBack { color: s.color }
        } else {
            SceneAction::None
        };
        hits.push(HitArea {
            id: HitArea::key(ids::PANEL, s.color.index() as u32),
            frame: f,
            label,
            role: if action == SceneAction::None {
                ItemRole::Text
            } else {
                ItemRole::Button
            },
            action,
            anchor: f.center(),
        });
    }

    // ----- the die -----
    let tumble = c.motion.tracks.iter().rev().find_map(|t| match t {
        Track::Tumble {
            color,
            face,
            start,
            end,
            seed,
        } if el >= *start => Some((*color, *face, *start, *end, *seed)),
        _ => None,
    });
    let die = match die_hold {
        Some((holder, _)) => {
            let look = match tumble.filter(|t| t.0 == holder) {
                Some((col, face, start, end, seed)) => {
                    let (f, angle, scale) = motion::tumble_at(face, start, end, seed, el);
                    DieLook {
                        face: Some(f),
                        color: col,
                        live: false,
                        angle,
                        scale,
                        alpha: 1.0,
                    }
                }
                None => DieLook {
                    face: v
                        .die
                        .face
                        .filter(|_| v.die.rolled_by == Some(holder))
                        .map(|f| f.get()),
                    color: holder,
                    live: false,
                    angle: 0.0,
                    scale: 1.0,
                    alpha: 1.0,
                },
            };
            Some(look)
        }
        None if over => None,
        None => v.to_act.map(|col| DieLook {
            // A die that can be rolled again shows no stale face: it waits for the tap.
            face: v
                .die
                .face
                .filter(|_| v.die.rolled_by == Some(col) && !v.die.can_roll)
                .map(|f| f.get()),
            color: col,
            live: v.die.can_roll && !curtain,
            angle: 0.0,
            scale: 1.0
                + if v.die.can_roll && !curtain {
                    0.04 * pulse
                } else {
                    0.0
                },
            alpha: 1.0,
        }),
    };
    if let Some(d) = die
        && let Some(k) = corner(d.color)
    {
        let slot = sl.dice[k.index()];
        panels::draw_die(&mut out, slot, &d, pulse, &pal, u, lang);
        let live = d.live && settled;
        hits.push(HitArea {
            id: HitArea::key(ids::DIE, 0),
            frame: min_touch(slot, 48.0),
            label: if live {
                format!("{}. {}", say(&v.die.description), say(&v.status))
            } else {
                say(&v.die.description)
            },
            role: if live {
                ItemRole::Button
            } else {
                ItemRole::Text
            },
            action: if live {
                SceneAction::Roll
            } else {
                SceneAction::None
            },
            anchor: slot.center(),
        });
    }

    // ----- tokens and targets as touchable items -----
    if !curtain {
        let mut token_hits = vec![];
        for s in &snap.spots {
            let Some(tv) = v
                .tokens
                .iter()
                .find(|t| t.color == s.color && t.token == s.token)
            else {
                continue;
            };
            let can = movable(s.color, s.token);
            let centre = map.pt(s.center);
            let r = map.len(s.radius);
            let area = HitArea {
                id: HitArea::key(ids::TOKEN, (s.color.index() * 4 + s.token.index()) as u32),
                frame: Frame::around(centre, r.max(if can { 22.0 } else { r })),
                label: say(&tv.description),
                role: ItemRole::Token,
                action: if can {
                    SceneAction::Move { token: s.token }
                } else {
                    SceneAction::None
                },
                anchor: centre,
            };
            if can {
                hits.push(area);
            } else {
                token_hits.push(area);
            }
        }
        if choosing {
            for m in &v.moves {
                let Some(sq) = m.target.and_then(|id| layout.square(id)) else {
                    continue;
                };
                let f = map.frame(sq.rect);
                hits.push(HitArea {
                    id: HitArea::key(ids::TARGET, m.token.index() as u32),
                    frame: min_touch(f, 44.0),
                    label: say(&m.description),
                    role: ItemRole::Square,
                    action: SceneAction::Move { token: m.token },
                    anchor: map.pt(sq.center),
                });
            }
        }
        hits.extend(token_hits);
    }

    // ----- buttons -----
    let people: Vec<Color> = v
        .seats
        .iter()
        .filter(|s| s.kind == SeatKind::Human)
        .map(|s| s.color)
        .collect();
    let cpu_target = match v.to_act {
        Some(col) if people.contains(&col) => Some(col),
        _ if people.len() == 1 => people.first().copied(),
        _ => None,
    };
    let take_back = v.seats.iter().find(|s| s.can_take_back).map(|s| s.color);
    let (cpu_icon, cpu_action, cpu_label) = match (cpu_target, take_back) {
        (Some(col), _) => (
            Icon::Cpu,
            SceneAction::HandToCpu { color: col },
            Message::new(Key::SceneHandToCpu).with("player", i18n::color_name(col)),
        ),
        (None, Some(col)) => (
            Icon::Person,
            SceneAction::TakeBack { color: col },
            Message::new(Key::SceneTakeBack).with("player", i18n::color_name(col)),
        ),
        (None, None) => (Icon::Cpu, SceneAction::None, Key::SceneCpu.into()),
    };
    let live = !curtain && !v.paused;
    for (slot, f) in &sl.buttons {
        let (icon, short, long, action, enabled) = match slot {
            Slot::Menu => (
                Icon::Menu,
                Key::SceneMenu.into(),
                Key::SceneMenu.into(),
                SceneAction::Menu,
                true,
            ),
            Slot::Stats => (
                Icon::Stats,
                Key::SceneStats.into(),
                Key::SceneStatsLong.into(),
                SceneAction::DiceStats,
                true,
            ),
            Slot::Hint => (
                Icon::Hint,
                Key::SceneHint.into(),
                Key::SceneHint.into(),
                SceneAction::Hint,
                live && v.can_hint,
            ),
            Slot::Undo => (
                Icon::Undo,
                Key::SceneUndo.into(),
                Key::SceneUndo.into(),
                SceneAction::Undo,
                live && v.can_undo,
            ),
            Slot::Cpu => (
                cpu_icon,
                Key::SceneCpu.into(),
                cpu_label.clone(),
                cpu_action,
                live && !over && cpu_action != SceneAction::None,
            ),
        };
        let short: Message = short;
        let long: Message = long;
        // The top bar's buttons carry no label in portrait (the icons say it).
        let labelled = sl.labels && (sl.landscape || !matches!(slot, Slot::Menu | Slot::Stats));
        panels::draw_button(
            &mut out,
            *f,
            icon,
            labelled.then(|| say(&short)).as_deref(),
            enabled,
            &pal,
            u,
            sl.safe,
        );
        hits.push(HitArea {
            id: HitArea::key(ids::BUTTON, *slot as u32),
            frame: *f,
            label: say(&long),
            role: ItemRole::Button,
            action: if enabled { action } else { SceneAction::None },
            anchor: f.center(),
        });
    }

    // ----- status -----
    let status = say(&v.status);
    let sf = sl.status;
    let dot = v.to_act.filter(|_| !over && !sl.landscape);
    let (tx, tw) = match dot {
        Some(col) => {
            panels::disc(
                &mut out,
                col,
                Pt::new(sf.x + 9.0 * u, sf.center().y),
                8.0 * u,
            );
            (sf.x + 24.0 * u, sf.w - 24.0 * u)
        }
        None => (sf.x, sf.w),
    };
    text::block(
        &mut out,
        &status,
        Frame::new(tx, sf.y, tw, sf.h),
        Style {
            size: 16.0 * u,
            role: FontRole::Strong,
            color: pal.ink,
            align: if sl.landscape {
                Align::Start
            } else {
                Align::Center
            },
            leading: 1.22,
        },
        if sl.landscape { 4 } else { 2 },
    );
    hits.insert(
        0,
        HitArea {
            id: HitArea::key(ids::STATUS, 0),
            frame: sf,
            label: status.clone(),
            role: ItemRole::Text,
            action: SceneAction::None,
            anchor: sf.center(),
        },
    );

    // ----- the tip card -----
    let mut tips: Vec<TipLine> = vec![];
    if spec.save_failed {
        tips.push(TipLine {
            text: say(&Key::SceneSaveFailed.into()),
            icon: None,
            color: pal.warn_ink,
        });
    }
    if let Some(n) = c.notice {
        tips.push(TipLine {
            text: say(n),
            icon: None,
            color: pal.warn_ink,
        });
    }
    if let Some(h) = &v.hint {
        tips.push(TipLine {
            text: say(&h.message),
            icon: Some(Icon::Hint),
            color: pal.ink,
        });
    }
    if let Some(t) = &v.tutorial
        && !t.done
    {
        tips.push(TipLine {
            text: say(&t.tip),
            icon: None,
            color: pal.ink,
        });
    }
    if let Some(l) = &v.dice_code_line {
        tips.push(TipLine {
            text: say(l),
            icon: None,
            color: pal.ink_soft,
        });
    }
    if let Some(l) = &v.dice_mixed {
        tips.push(TipLine {
            text: say(l),
            icon: None,
            color: pal.ink_soft,
        });
    }
    if let Some(l) = c.latest
        && !over
        && !tips.iter().any(|t| t.text == say(l))
    {
        tips.push(TipLine {
            text: say(l),
            icon: None,
            color: pal.ink_soft,
        });
    }
    hits.extend(overlay::tip_card(&mut out, sl.tip, &tips, &pal, u));

    // ----- curtains and the result -----
    let mut fx_top: Vec<Prim> = vec![];
    if curtain {
        let area = sl.board;
        let since = el.saturating_sub(c.motion.end) as f32;
        let alpha = if reduce {
            1.0
        } else {
            (since / 250.0).clamp(0.0, 1.0)
        };
        overlay::scrim(&mut out, area, map.len(0.35), &pal, alpha);
        let mut card_hits = vec![];
        if v.paused {
            overlay::caption(&mut out, &say(&Key::ScenePaused.into()), area, &pal, u);
            card_hits.push(HitArea {
                id: HitArea::key(ids::CARD, 0),
                frame: area,
                label: say(&Key::ScenePaused.into()),
                role: ItemRole::Text,
                action: SceneAction::None,
                anchor: area.center(),
            });
        } else if over || lesson_done {
            let name = |col: Color| {
                v.seats.iter().find(|s| s.color == col).map_or_else(
                    || say(&i18n::color_name(col)),
                    |s| panels::seat_name(s, lang),
                )
            };
            let groups = v.place_groups.clone().unwrap_or_default();
            let winners: Vec<Color> = groups.first().map(|g| g.colors.clone()).unwrap_or_default();
            let title = if lesson_done {
                say(&Key::PromptLessonDone.into())
            } else if winners.len() > 1 {
                say(&Message::new(Key::SceneWinTie).with(
                    "players",
                    Arg::List(winners.iter().map(|&w| i18n::color_name(w)).collect()),
                ))
            } else if let Some(&w) = winners.first() {
                say(&Message::new(Key::SceneWins).with("player", Arg::Text(name(w))))
            } else {
                status.clone()
            };
            let rows = groups
                .iter()
                .flat_map(|g| g.colors.iter().map(move |&col| (g.place, col)))
                .map(|(place, col)| {
                    (
                        Some(col),
                        format!("{}  {}", say(&i18n::ordinal(u64::from(place))), name(col)),
                    )
                })
                .collect();
            let mut notes: Vec<String> = v.dice_check.iter().map(&say).collect();
            notes.extend(spec.result_notes.iter().cloned());
            let mut buttons = vec![(
                Icon::Again,
                say(&Key::ScenePlayAgain.into()),
                SceneAction::PlayAgain,
                true,
            )];
            if over && !lesson_done {
                buttons.push((
                    Icon::Review,
                    say(&Key::SceneReview.into()),
                    SceneAction::Review,
                    false,
                ));
            }
            buttons.push((
                Icon::Home,
                say(&Key::SceneHome.into()),
                SceneAction::Home,
                false,
            ));
            let accent = winners.first().map_or(pal.ink, |&w| Palette::seat(w));
            card_hits = Card {
                disc: winners.first().copied().filter(|_| !lesson_done),
                title: &title,
                rows,
                notes,
                buttons,
                accent,
            }
            .draw(&mut out, area, &pal, u, alpha);
        } else if let Some(h) = v.handover {
            let who = v
                .seats
                .iter()
                .find(|s| s.color == h)
                .map_or_else(|| say(&i18n::color_name(h)), |s| panels::seat_name(s, lang));
            let title =
                say(&Message::new(Key::SceneHandover).with("player", Arg::Text(who.clone())));
            let ready = say(&Message::new(Key::SceneReady).with("player", Arg::Text(who)));
            card_hits = Card {
                disc: Some(h),
                title: &title,
                rows: vec![],
                notes: vec![],
                buttons: vec![(Icon::Check, ready, SceneAction::Ready, true)],
                accent: Palette::seat(h),
            }
            .draw(&mut out, area, &pal, u, alpha);
        }
        // Under a curtain only the card, the status, the panels and the menu and
        // statistics buttons are read and touched.
        hits.retain(|h| {
            matches!(h.id >> 24, x if x == u32::from(ids::STATUS) || x == u32::from(ids::PANEL))
                || matches!(h.action, SceneAction::Menu | SceneAction::DiceStats)
        });
        hits.extend(card_hits);
    }
    for tr in &c.motion.tracks {
        if let Track::Confetti { color, start, dur } = tr
            && let Some(k) = corner(*color)
        {
            let p = sl.panels[k.index()];
            overlay::confetti(
                &mut fx_top,
                Pt::new(p.x + p.h * 0.5, p.center().y),
                el as f32 - *start as f32,
                *dur as f32,
                u,
            );
        }
    }
    out.extend(fx_top);

    let live_things = !reduce && (choosing || die.is_some_and(|d| d.live));
    let animating = el < c.motion.fx_end
        || live_things
        || v.timer.as_ref().is_some_and(|t| t.running)
        || c.notice.is_some()
        || (curtain && !reduce && el.saturating_sub(c.motion.end) < 250);
    Scene {
        width: spec.width,
        height: spec.height,
        background: pal.background,
        prims: out,
        hits,
        animating,
    }
}
