//! The review's win-chance graph (`docs/review.md`, "What the review shows";
//! `docs/design.md`, "Review"): every seat's chance after each reviewed decision, one
//! line in its colour, on a card with the 0 / 50 / 100 % guides labelled on the left,
//! the decision numbers of the list under its ends, and the selected decision marked.
//! Drawn once here; both phones replay the scene (they drew it each their own way).

use super::palette::{Palette, Theme};
use super::prim::{Align, Argb, FontRole, Frame, Paint, Prim, Pt};
use super::{Scene, text};
use crate::color::Color;
use crate::game::review::ReviewEntry;
use serde::{Deserialize, Serialize};

/// One seat's line: its win chance (0..=1) after each reviewed decision, in the
/// review's order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GraphSeries {
    /// The seat.
    pub color: Color,
    /// Its chance after each decision (the same length for every seat).
    pub chances: Vec<f32>,
}

/// The series of `entries`: a line per seat of the first entry, in seating order (a
/// seat missing from an entry counts 0).
pub fn series_of(entries: &[ReviewEntry]) -> Vec<GraphSeries> {
    let rows: Vec<Vec<(Color, f32)>> = entries
        .iter()
        .map(|e| {
            e.win_chances
                .iter()
                .map(|s| (s.color, s.win_chance))
                .collect()
        })
        .collect();
    series_of_rows(&rows)
}

/// The series of `rows`, each decision's (seat, chance) pairs: a line per seat of the
/// first row, in its order (a seat missing from a row counts 0).
pub fn series_of_rows(rows: &[Vec<(Color, f32)>]) -> Vec<GraphSeries> {
    let Some(first) = rows.first() else {
        return vec![];
    };
    first
        .iter()
        .map(|&(color, _)| GraphSeries {
            color,
            chances: rows
                .iter()
                .map(|r| r.iter().find(|x| x.0 == color).map_or(0.0, |x| x.1))
                .collect(),
        })
        .collect()
}

/// Card padding, points.
const PAD: f32 = 12.0;
/// Size of the axis labels, points (the platforms' caption size).
const LABEL: f32 = 11.0;
/// Width of a seat's line and of the outline under it, points.
const LINE: (f32, f32) = (2.25, 4.25);

/// The graph of `series` in a `width × height` points scene, decision `selected`
/// (an index into the series) marked by a dashed line and a dot on every seat's line.
/// More decisions than the plot is wide over 4 pt are drawn as moving means.
/// An empty `series` gives the empty card.
pub fn win_chance_graph(
    series: &[GraphSeries],
    selected: Option<usize>,
    width: f32,
    height: f32,
    theme: Theme,
) -> Scene {
    let pal = Palette::of(theme);
    let light = theme == Theme::Light;
    let mut out = Vec::with_capacity(32 + series.len() * 2);
    let card = Frame::new(0.0, 0.0, width.max(1.0), height.max(1.0));
    out.push(Prim::fill_rect(card, 16.0, pal.surface));
    out.push(Prim::Rect {
        frame: card.inset(0.5),
        radius: 16.0,
        paint: Paint::stroke(pal.surface_edge, 1.0),
    });
    // The plot: a gutter on the left for "100%", a line under it for the numbers.
    let gutter = text::width("100%", LABEL, FontRole::Body) + 8.0;
    let plot = Frame::new(
        PAD + gutter,
        PAD + LABEL / 2.0,
        (width - 2.0 * PAD - gutter).max(1.0),
        (height - 2.0 * PAD - LABEL * 2.0).max(1.0),
    );
    let y = |p: f32| plot.bottom() - p.clamp(0.0, 1.0) * plot.h;
    let guide = if light {
        pal.grid.fade(0.45)
    } else {
        pal.grid.fade(0.7)
    };
    for (level, label) in [
        (0.0, "0%"),
        (0.25, ""),
        (0.5, "50%"),
        (0.75, ""),
        (1.0, "100%"),
    ] {
        let w = if level == 0.5 { 1.0 } else { 0.5 };
        out.push(Prim::line(
            Pt::new(plot.x, y(level)),
            Pt::new(plot.right(), y(level)),
            guide,
            w,
        ));
        if !label.is_empty() {
            out.push(text::line(
                label,
                Frame::new(PAD, y(level) - LABEL * 0.7, gutter - 6.0, LABEL * 1.4),
                LABEL,
                FontRole::Body,
                pal.ink_soft,
                Align::End,
            ));
        }
    }
    let n = series.iter().map(|s| s.chances.len()).max().unwrap_or(0);
    let x = |i: usize| {
        if n > 1 {
            plot.x + plot.w * i as f32 / (n - 1) as f32
        } else {
            plot.x + plot.w / 2.0
        }
    };
    let numbers = plot.bottom() + LABEL * 0.4;
    let number = |i: usize, align: Align, role: FontRole, ink: Argb| {
        let w = text::width(&(i + 1).to_string(), LABEL, role) + 4.0;
        let left = match align {
            Align::Start => x(i) - 2.0,
            Align::End => x(i) - w + 2.0,
            Align::Center => x(i) - w / 2.0,
        };
        (
            Frame::new(left, numbers, w, LABEL * 1.4),
            text::line(
                &(i + 1).to_string(),
                Frame::new(left, numbers, w, LABEL * 1.4),
                LABEL,
                role,
                ink,
                align,
            ),
        )
    };
    // The selected decision: a dashed line behind the seats' lines.
    let marked = selected.filter(|&i| i < n);
    if let Some(i) = marked {
        out.push(Prim::Path {
            points: vec![Pt::new(x(i), plot.y), Pt::new(x(i), plot.bottom())],
            closed: false,
            paint: Paint::Stroke {
                color: pal.ink.fade(0.7),
                width: 1.5,
                dash: Some((4.0, 3.0)),
            },
        });
    }
    // A long game has more decisions than the plot has room for: each point is drawn
    // as the mean of a window about one point per 4 pt wide (as the terminal's graph
    // averages a column), so the lines show the game's course, not each roll's jitter
    // (the list says each decision's own chance).
    let window = ((n as f32 * 4.0 / plot.w).round() as usize).max(1) | 1;
    let smooth = |v: &[f32]| -> Vec<f32> {
        let half = window / 2;
        (0..v.len())
            .map(|i| {
                let part = &v[i.saturating_sub(half)..(i + half + 1).min(v.len())];
                part.iter().sum::<f32>() / part.len() as f32
            })
            .collect()
    };
    let drawn: Vec<(Color, Vec<f32>)> = series
        .iter()
        .map(|s| (s.color, smooth(&s.chances)))
        .collect();
    // Every seat's line over an outline (yellow reads on the white card; crossing
    // lines stay apart).
    let edge = if light {
        Argb::rgb(0x3A3A3A)
    } else {
        pal.surface
    };
    for pass in 0..2 {
        for (color, chances) in &drawn {
            let (ink, w) = if pass == 0 {
                (edge, LINE.1)
            } else {
                (Palette::seat(*color), LINE.0)
            };
            let points: Vec<Pt> = chances
                .iter()
                .enumerate()
                .map(|(i, &p)| Pt::new(x(i), y(p)))
                .collect();
            match points.as_slice() {
                [] => {}
                [only] => out.push(Prim::fill_circle(*only, w, ink)),
                _ => out.push(Prim::Path {
                    points,
                    closed: false,
                    paint: Paint::stroke(ink, w),
                }),
            }
        }
    }
    if let Some(i) = marked {
        for (color, chances) in &drawn {
            if let Some(&p) = chances.get(i) {
                let c = Pt::new(x(i), y(p));
                out.push(Prim::fill_circle(c, 5.0, edge));
                out.push(Prim::fill_circle(c, 3.5, Palette::seat(*color)));
            }
        }
    }
    // The list's numbers under the ends, and the selected one where it does not
    // run into them.
    if n > 0 {
        let (first, a) = number(0, Align::Start, FontRole::Body, pal.ink_soft);
        let mut ends = vec![(first, a)];
        if n > 1 {
            ends.push(number(n - 1, Align::End, FontRole::Body, pal.ink_soft));
        }
        if let Some(i) = marked {
            let (f, p) = number(i, Align::Center, FontRole::Strong, pal.ink);
            ends.retain(|(e, _)| !e.overlaps(&f.inset(-4.0)));
            ends.push((f, p));
        }
        out.extend(ends.into_iter().map(|(_, p)| p));
    }
    Scene {
        width,
        height,
        background: pal.background,
        prims: out,
        hits: vec![],
        animating: false,
    }
}

/// One golden image of the graph (`tests/golden/scenes/NAME.png`), drawn from the
/// whole review of `tests/golden/saves/finished.save.json` at the phones' default
/// settings, kept as `tests/golden/reviews/finished.graph.json` (the example
/// `scenes` writes both).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct GraphGolden {
    /// The file name without `.png`.
    pub name: &'static str,
    /// The decision marked (an index of the series).
    pub selected: Option<usize>,
    /// Size, points (a phone's review screen: its width less the margins).
    pub size: (f32, f32),
    /// Light or dark.
    pub theme: Theme,
    /// Pixels per point.
    pub scale: f32,
}

/// The graph's golden images: light with a mistake selected (decision 238 of the
/// list, 41% played where 52% was there), and dark with none.
pub fn goldens() -> Vec<GraphGolden> {
    vec![
        GraphGolden {
            name: "review-graph",
            selected: Some(237),
            size: (379.0, 180.0),
            theme: Theme::Light,
            scale: 1.5,
        },
        GraphGolden {
            name: "review-graph-dark",
            selected: None,
            size: (379.0, 180.0),
            theme: Theme::Dark,
            scale: 1.5,
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(s: &Scene) -> Vec<String> {
        s.prims
            .iter()
            .filter_map(|p| match p {
                Prim::Text(t) => Some(t.text.clone()),
                _ => None,
            })
            .collect()
    }

    fn two(n: usize) -> Vec<GraphSeries> {
        [(Color::Yellow, 0.3), (Color::Red, 0.7)]
            .into_iter()
            .map(|(color, p)| GraphSeries {
                color,
                chances: vec![p; n],
            })
            .collect()
    }

    /// The axes are labelled: the chances on the left, the list's first and last
    /// decision numbers under the ends; a selected decision's number is written
    /// (and an end label it would run into is left out).
    #[test]
    fn the_axes_say_the_chances_and_the_decision_numbers() {
        let s = win_chance_graph(&two(40), None, 360.0, 180.0, Theme::Light);
        assert_eq!(texts(&s), ["0%", "50%", "100%", "1", "40"]);
        let s = win_chance_graph(&two(40), Some(19), 360.0, 180.0, Theme::Dark);
        assert_eq!(texts(&s), ["0%", "50%", "100%", "1", "40", "20"]);
        let s = win_chance_graph(&two(40), Some(0), 360.0, 180.0, Theme::Light);
        assert_eq!(texts(&s), ["0%", "50%", "100%", "40", "1"]);
    }

    /// Each seat's line runs in its colour through its chances, 100% at the top of
    /// the plot and 0% at its bottom, inside the card.
    #[test]
    fn each_seat_is_a_line_in_its_colour_inside_the_card() {
        let s = win_chance_graph(&two(3), None, 300.0, 160.0, Theme::Light);
        let lines: Vec<(Argb, Vec<Pt>)> = s
            .prims
            .iter()
            .filter_map(|p| match p {
                Prim::Path {
                    points,
                    paint: Paint::Stroke { color, .. },
                    ..
                } if points.len() == 3 => Some((*color, points.clone())),
                _ => None,
            })
            .collect();
        let yellow = lines
            .iter()
            .find(|(c, _)| *c == Palette::seat(Color::Yellow))
            .expect("a yellow line");
        let red = lines
            .iter()
            .find(|(c, _)| *c == Palette::seat(Color::Red))
            .expect("a red line");
        assert!(red.1[0].y < yellow.1[0].y, "70% above 30%");
        for (_, pts) in &lines {
            assert!(pts[0].x < pts[2].x);
            for p in pts {
                assert!(
                    p.x > 0.0 && p.x < 300.0 && p.y > 0.0 && p.y < 160.0,
                    "{p:?}"
                );
            }
        }
    }

    /// A selected decision gets a dot on every seat's line; one outside the series
    /// is ignored, and no series draws the empty card with its guides.
    #[test]
    fn the_selected_decision_is_dotted_and_nothing_breaks_on_odd_input() {
        let dots = |s: &Scene| {
            s.prims
                .iter()
                .filter(|p| matches!(p, Prim::Circle { radius, .. } if *radius == 3.5))
                .count()
        };
        assert_eq!(
            dots(&win_chance_graph(
                &two(5),
                Some(2),
                300.0,
                160.0,
                Theme::Light
            )),
            2
        );
        assert_eq!(
            dots(&win_chance_graph(
                &two(5),
                Some(9),
                300.0,
                160.0,
                Theme::Light
            )),
            0
        );
        let empty = win_chance_graph(&[], Some(0), 0.0, 0.0, Theme::Dark);
        assert_eq!(texts(&empty), ["0%", "50%", "100%"]);
        let one = win_chance_graph(&two(1), None, 10.0, 10.0, Theme::Light);
        assert!(one.prims.iter().any(|p| matches!(p, Prim::Circle { .. })));
    }
}
