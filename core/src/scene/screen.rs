//! Where everything goes on a screen of a given size: the board, a panel at each
//! corner, a die slot beside each panel, the status line, the tip card and the
//! icon buttons, for phone portrait, phone landscape, small phones and tablets
//! (`docs/design.md`, "Layouts").
//!
//! Sizes are designed at a unit `u` (1 on a 390 pt wide phone in portrait) and
//! scaled: `u` grows on tablets and shrinks (down to 0.72) on small phones, so the
//! same proportions hold everywhere and nothing is clipped or scrolled.

use super::SceneSpec;
use super::prim::Frame;

/// A corner of the board; each seat's panel sits at the corner of its base.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Corner {
    /// Top left.
    TopLeft,
    /// Top right.
    TopRight,
    /// Bottom right.
    BottomRight,
    /// Bottom left.
    BottomLeft,
}

impl Corner {
    /// All corners, clockwise from the top left.
    pub const ALL: [Corner; 4] = [
        Corner::TopLeft,
        Corner::TopRight,
        Corner::BottomRight,
        Corner::BottomLeft,
    ];

    /// Index 0..=3 in [`Corner::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The corner of a point relative to a centre.
    pub fn of(x: f32, y: f32, cx: f32, cy: f32) -> Corner {
        match (x < cx, y < cy) {
            (true, true) => Corner::TopLeft,
            (false, true) => Corner::TopRight,
            (false, false) => Corner::BottomRight,
            (true, false) => Corner::BottomLeft,
        }
    }

    /// Whether the corner is on the left side.
    pub const fn left(self) -> bool {
        matches!(self, Corner::TopLeft | Corner::BottomLeft)
    }

    /// Whether the corner is at the top.
    pub const fn top(self) -> bool {
        matches!(self, Corner::TopLeft | Corner::TopRight)
    }
}

/// The icon buttons of the play screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Slot {
    /// The game menu.
    Menu,
    /// Dice statistics.
    Stats,
    /// Hint.
    Hint,
    /// Undo.
    Undo,
    /// Hand to the CPU / take back.
    Cpu,
}

/// The places of one screen, in points.
#[derive(Clone, Debug, PartialEq)]
pub struct ScreenLayout {
    /// The design unit (1 on a 390 pt phone).
    pub u: f32,
    /// Landscape (board in the middle, panels in side columns).
    pub landscape: bool,
    /// The screen minus the insets.
    pub safe: Frame,
    /// The board's square.
    pub board: Frame,
    /// Each corner's panel ([`Corner::index`]).
    pub panels: [Frame; 4],
    /// Each corner's die slot.
    pub dice: [Frame; 4],
    /// The status line's box (up to two lines).
    pub status: Frame,
    /// The tip card's box (hint, lesson tips, notices, the dice code).
    pub tip: Frame,
    /// Each icon button's touch area (at least 48 × 48 u, never under 44 pt).
    pub buttons: Vec<(Slot, Frame)>,
    /// Room for a label under each icon.
    pub labels: bool,
}

/// The side of an icon button's touch area, design units.
pub const BUTTON: f32 = 48.0;
/// A label's line under an icon, design units.
pub const LABEL: f32 = 15.0;

impl ScreenLayout {
    /// The layout for `spec`'s size and insets: landscape when wider than tall.
    pub fn new(spec: &SceneSpec) -> ScreenLayout {
        let i = spec.insets;
        let sane = |v: f32| if v.is_finite() { v.max(0.0) } else { 0.0 };
        let (w, h) = (sane(spec.width).max(1.0), sane(spec.height).max(1.0));
        let safe = Frame::new(
            sane(i.left).min(w / 3.0),
            sane(i.top).min(h / 3.0),
            (w - sane(i.left) - sane(i.right)).max(w / 3.0),
            (h - sane(i.top) - sane(i.bottom)).max(h / 3.0),
        );
        if safe.w > safe.h {
            landscape(safe)
        } else {
            portrait(safe)
        }
    }

    /// The touch area of `slot`.
    pub fn button(&self, slot: Slot) -> Option<Frame> {
        self.buttons.iter().find(|(s, _)| *s == slot).map(|b| b.1)
    }
}

fn portrait(safe: Frame) -> ScreenLayout {
    let u = (safe.w / 390.0).min(safe.h / 740.0).clamp(0.72, 1.6);
    let (m, g) = (10.0 * u, 8.0 * u);
    let b = (BUTTON * u).max(44.0);
    let top_h = (52.0 * u).max(b + 4.0);
    let act_h = b + (LABEL + 6.0) * u;
    let (mut card_h, mut die) = (64.0 * u, 52.0 * u);
    let mid_y = safe.y + top_h;
    let mid_h = (safe.h - top_h - act_h).max(0.0);
    let tip_min = 44.0 * u;
    let side = (safe.w - 2.0 * m)
        .min(mid_h - 2.0 * card_h - 3.0 * g - tip_min)
        .max(80.0);
    // Room to spare on a tall screen goes first to bigger panels and die, then to
    // the tip card, then around the whole group.
    let spare = (mid_h - (2.0 * card_h + 3.0 * g + side + tip_min)).max(0.0);
    let grow = (spare / 4.0).min(14.0 * u);
    card_h += grow;
    die += grow * 0.6;
    let group_h = 2.0 * card_h + 2.0 * g + side;
    let tip_h = (mid_h - group_h - 3.0 * g).clamp(tip_min.min(mid_h), 120.0 * u);
    let top = mid_y + ((mid_h - group_h - g - tip_h) / 2.0).max(0.0);
    let board = Frame::new(safe.x + (safe.w - side) / 2.0, top + card_h + g, side, side);
    let card_w = ((side - die - 2.0 * g) / 2.0).min(220.0 * u);
    let row_top = top;
    let row_bottom = board.bottom() + g;
    let panels = [
        Frame::new(board.x, row_top, card_w, card_h),
        Frame::new(board.right() - card_w, row_top, card_w, card_h),
        Frame::new(board.right() - card_w, row_bottom, card_w, card_h),
        Frame::new(board.x, row_bottom, card_w, card_h),
    ];
    let dy = (card_h - die) / 2.0;
    let dice = [
        Frame::new(panels[0].right() + g, row_top + dy, die, die),
        Frame::new(panels[1].x - g - die, row_top + dy, die, die),
        Frame::new(panels[2].x - g - die, row_bottom + dy, die, die),
        Frame::new(panels[3].right() + g, row_bottom + dy, die, die),
    ];
    let tip = Frame::new(board.x, row_bottom + card_h + g, side, tip_h);
    let menu = Frame::new(safe.x + m, safe.y + (top_h - b) / 2.0, b, b);
    let stats = Frame::new(safe.right() - m - b, menu.y, b, b);
    let status = Frame::new(
        menu.right() + g,
        safe.y,
        stats.x - g - menu.right() - g,
        top_h,
    );
    let slot_w = 76.0 * u;
    let ay = safe.bottom() - act_h;
    let left = safe.x + (safe.w - 3.0 * slot_w) / 2.0;
    let act = |k: f32| Frame::new(left + k * slot_w + (slot_w - b) / 2.0, ay, b, b + LABEL * u);
    ScreenLayout {
        u,
        landscape: false,
        safe,
        board,
        panels,
        dice,
        status,
        tip,
        buttons: vec![
            (Slot::Menu, menu),
            (Slot::Stats, stats),
            (Slot::Hint, act(0.0)),
            (Slot::Undo, act(1.0)),
            (Slot::Cpu, act(2.0)),
        ],
        labels: true,
    }
}

fn landscape(safe: Frame) -> ScreenLayout {
    let u = (safe.h / 390.0).min(safe.w / 800.0).clamp(0.72, 1.6);
    let (m, g) = (10.0 * u, 8.0 * u);
    let (card_h, die) = (60.0 * u, 50.0 * u);
    let side = (safe.h - 2.0 * m)
        .min(safe.w - 2.0 * (140.0 * u + 2.0 * m))
        .max(80.0);
    let board = Frame::new(
        safe.x + (safe.w - side) / 2.0,
        safe.y + (safe.h - side) / 2.0,
        side,
        side,
    );
    let col_w = ((safe.w - side) / 2.0 - 2.0 * m).max(40.0);
    let lx = board.x - m - col_w;
    let rx = board.right() + m;
    // The die beside its panel when the column is wide enough for both, else
    // under (top corners) or over (bottom corners) it.
    let beside = col_w - die - g >= 140.0 * u;
    let card_w = if beside { col_w - die - g } else { col_w };
    let (top, bottom) = (board.y, board.bottom() - card_h);
    let panels = if beside {
        [
            Frame::new(lx, top, card_w, card_h),
            Frame::new(rx + die + g, top, card_w, card_h),
            Frame::new(rx + die + g, bottom, card_w, card_h),
            Frame::new(lx, bottom, card_w, card_h),
        ]
    } else {
        [
            Frame::new(lx, top, card_w, card_h),
            Frame::new(rx, top, card_w, card_h),
            Frame::new(rx, bottom, card_w, card_h),
            Frame::new(lx, bottom, card_w, card_h),
        ]
    };
    let dy = (card_h - die) / 2.0;
    let dice = if beside {
        [
            Frame::new(board.x - m - die, top + dy, die, die),
            Frame::new(rx, top + dy, die, die),
            Frame::new(rx, bottom + dy, die, die),
            Frame::new(board.x - m - die, bottom + dy, die, die),
        ]
    } else {
        [
            Frame::new(board.x - m - die, top + card_h + g, die, die),
            Frame::new(rx, top + card_h + g, die, die),
            Frame::new(rx, bottom - g - die, die, die),
            Frame::new(board.x - m - die, bottom - g - die, die, die),
        ]
    };
    let (mid_top, mid_bottom) = if beside {
        (top + card_h + g, bottom - g)
    } else {
        (top + card_h + 2.0 * g + die, bottom - 2.0 * g - die)
    };
    let mid_h = (mid_bottom - mid_top).max(0.0);
    let b = (BUTTON * u).max(44.0);
    let labels = mid_h >= 2.0 * (b + LABEL * u) + g;
    let cell_h = if labels { b + LABEL * u } else { b };
    // Right column: the buttons in a grid, three and two when three fit across
    // (the menu among them), else two and two with the menu beside the status.
    let wide = col_w >= 3.0 * b + 2.0 * g;
    let cols = if wide { 3.0 } else { 2.0 };
    let cell_w = (col_w / cols).max(b);
    let gy = mid_top + ((mid_h - 2.0 * cell_h - g) / 2.0).max(0.0);
    let at = |c: f32, r: f32| {
        let row_w = if wide && r > 0.0 { cols - 1.0 } else { cols };
        let x0 = rx + (col_w - row_w * cell_w) / 2.0;
        Frame::new(
            x0 + c * cell_w + (cell_w - b) / 2.0,
            gy + r * (cell_h + g),
            b,
            cell_h,
        )
    };
    // Left column: the status (beside the menu when the menu is here), the tip card
    // under it.
    let status_h = (3.0 * 20.0 * u).min(mid_h * 0.45).max(b);
    let (menu, status) = if wide {
        (at(0.0, 1.0), Frame::new(lx, mid_top, col_w, status_h))
    } else {
        let menu = Frame::new(lx, mid_top, b, b);
        (
            menu,
            Frame::new(
                menu.right() + g,
                mid_top,
                (col_w - b - g).max(0.0),
                status_h,
            ),
        )
    };
    let tip_y = mid_top + status_h + g;
    let tip = Frame::new(lx, tip_y, col_w, (mid_bottom - tip_y).max(0.0));
    let buttons = if wide {
        vec![
            (Slot::Menu, menu),
            (Slot::Stats, at(1.0, 1.0)),
            (Slot::Hint, at(0.0, 0.0)),
            (Slot::Undo, at(1.0, 0.0)),
            (Slot::Cpu, at(2.0, 0.0)),
        ]
    } else {
        vec![
            (Slot::Menu, menu),
            (Slot::Stats, at(1.0, 1.0)),
            (Slot::Hint, at(0.0, 0.0)),
            (Slot::Undo, at(1.0, 0.0)),
            (Slot::Cpu, at(0.0, 1.0)),
        ]
    };
    ScreenLayout {
        u,
        landscape: true,
        safe,
        board,
        panels,
        dice,
        status,
        tip,
        buttons,
        labels,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scene::Insets;

    fn spec(w: f32, h: f32) -> SceneSpec {
        SceneSpec::new(w, h)
    }

    /// Every box inside the safe area, buttons ≥ 44 pt, and nothing of the board,
    /// panels, dice, status or buttons overlapping another.
    fn check(l: &ScreenLayout, name: &str) {
        let mut boxes: Vec<(String, Frame)> = vec![("board".into(), l.board)];
        for (i, p) in l.panels.iter().enumerate() {
            boxes.push((format!("panel {i}"), *p));
            boxes.push((format!("die {i}"), l.dice[i]));
        }
        boxes.push(("status".into(), l.status));
        for (s, f) in &l.buttons {
            assert!(f.w >= 44.0 && f.h >= 44.0, "{name}: {s:?} {f:?}");
            boxes.push((format!("{s:?}"), *f));
        }
        for (n, f) in &boxes {
            assert!(
                l.safe.encloses(f, 0.5),
                "{name}: {n} {f:?} outside {:?}",
                l.safe
            );
        }
        for (i, (a, fa)) in boxes.iter().enumerate() {
            for (b, fb) in &boxes[i + 1..] {
                // Die slots of a row may coincide on narrow boards (one die shows).
                if a.starts_with("die") && b.starts_with("die") {
                    continue;
                }
                assert!(
                    !fa.inset(0.5).overlaps(fb),
                    "{name}: {a} {fa:?} overlaps {b} {fb:?}"
                );
            }
        }
        assert!(l.safe.encloses(&l.tip, 0.5), "{name}: tip {:?}", l.tip);
    }

    #[test]
    fn phones_and_tablets_fit_without_overlap() {
        let mut with_insets = spec(411.0, 891.0);
        with_insets.insets = Insets {
            top: 24.0,
            bottom: 48.0,
            ..Insets::default()
        };
        let mut land_insets = spec(891.0, 411.0);
        land_insets.insets = Insets {
            left: 48.0,
            right: 48.0,
            ..Insets::default()
        };
        for (name, s) in [
            ("phone", with_insets),
            ("phone land", land_insets),
            ("small", spec(320.0, 568.0)),
            ("small land", spec(568.0, 320.0)),
            ("tablet", spec(800.0, 1280.0)),
            ("tablet land", spec(1280.0, 800.0)),
            ("ipad", spec(820.0, 1180.0)),
        ] {
            let l = ScreenLayout::new(&s);
            check(&l, name);
            assert!(
                l.board.w >= 0.68 * l.safe.w.min(l.safe.h),
                "{name}: board {:?}",
                l.board
            );
        }
    }

    #[test]
    fn portrait_puts_the_board_between_the_panel_rows() {
        let l = ScreenLayout::new(&spec(390.0, 844.0));
        assert!(!l.landscape);
        assert!(l.panels[0].bottom() <= l.board.y && l.panels[3].y >= l.board.bottom());
        let l = ScreenLayout::new(&spec(844.0, 390.0));
        assert!(l.landscape);
        assert!(l.panels[0].right() <= l.board.x && l.panels[1].x >= l.board.right());
    }

    #[test]
    fn nonsense_sizes_do_not_panic() {
        for (w, h) in [
            (0.0, 0.0),
            (f32::NAN, 10.0),
            (-5.0, 1e9),
            (f32::INFINITY, 3.0),
        ] {
            let _ = ScreenLayout::new(&spec(w, h));
        }
    }
}
