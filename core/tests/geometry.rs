//! Board geometry and SVG: distinct cells, token spots, hit-testing, move paths and
//! the golden SVGs, insta snapshots in `tests/snapshots/` (`INSTA_UPDATE=always cargo
//! test -p ludo-core --test geometry` rewrites them; the test fails on any difference
//! otherwise).

use ludo_core::Color::{self, Blue, Green, Red, Yellow};
use ludo_core::rules::{
    BoardChoice, BoardKind, Face, Position, Rules, SafeSquares, TokenId, TrackSquare, Variant,
};
use ludo_core::scene::svg::{SvgOptions, render_board_svg, render_svg};
use ludo_core::view::{
    Hit, Layout, Shape, SquareId, SquareRole, hit_test, move_path, square_for, token_spots,
};
use std::collections::HashSet;

/// Track square `n`.
fn sq(n: u8) -> TrackSquare {
    TrackSquare::try_from(n).unwrap()
}

fn variant(board: BoardChoice, players: &[Color]) -> Variant {
    let rules = Rules {
        board,
        ..Rules::default()
    };
    Variant::new(rules, players).expect("valid seating")
}

/// The default seatings of the three boards (4, 2 and 3 players, "by player count").
fn defaults() -> Vec<(&'static str, Variant)> {
    vec![
        (
            "cross",
            variant(BoardChoice::ByPlayerCount, &[Yellow, Blue, Red, Green]),
        ),
        (
            "two-arm",
            variant(BoardChoice::ByPlayerCount, &[Yellow, Red]),
        ),
        (
            "three-arm",
            variant(BoardChoice::ByPlayerCount, &[Yellow, Blue, Red]),
        ),
    ]
}

/// More seatings, including the cross with fewer players.
fn all_variants() -> Vec<Variant> {
    let mut v: Vec<Variant> = defaults().into_iter().map(|(_, v)| v).collect();
    v.push(variant(BoardChoice::Cross, &[Yellow, Red]));
    v.push(variant(BoardChoice::Cross, &[Blue, Red, Green]));
    v.push(variant(BoardChoice::ByPlayerCount, &[Blue, Green]));
    v.push(variant(BoardChoice::ByPlayerCount, &[Blue, Red, Green]));
    v
}

fn pos(v: &Variant, tokens: [Option<[i64; 4]>; 4], to_move: Color) -> Position {
    Position::from_parts(v, tokens.map(|t| t.map(|a| a.to_vec())), to_move, 0, 0, &[])
        .expect("valid position")
}

/// Positions that exercise every kind of square and stacking on `v`.
fn sample_positions(v: &Variant) -> Vec<Position> {
    let f = v.finish() as i64;
    let l = v.last_track() as i64;
    let seats = v.seats().to_vec();
    let mut out = vec![Position::new(v, seats[0])];
    // Everyone stacked on their start (safe), plus one on the track.
    let mut t: [Option<[i64; 4]>; 4] = [None; 4];
    for &c in &seats {
        t[c.index()] = Some([0, 0, 0, 5]);
    }
    out.push(pos(v, t, seats[0]));
    // Home columns, finish, last track square, base.
    let mut t: [Option<[i64; 4]>; 4] = [None; 4];
    for (i, &c) in seats.iter().enumerate() {
        t[c.index()] = Some(match i {
            0 => [f, f, f, l + 1],
            1 => [l + 3, l + 3, f, -1],
            2 => [f, f, f, f - 1],
            _ => [l, -1, l + 2, l + 2],
        });
    }
    out.push(pos(v, t, seats[1]));
    // All finished but one.
    let mut t: [Option<[i64; 4]>; 4] = [None; 4];
    for &c in &seats {
        t[c.index()] = Some([f, f, f, 3]);
    }
    out.push(pos(v, t, seats[0]));
    out
}

#[test]
fn every_square_has_a_distinct_cell_and_id() {
    for v in all_variants() {
        let l = Layout::new(&v);
        assert_eq!(l.width, 15.0);
        assert_eq!(l.height, 15.0);
        let mut cells = HashSet::new();
        let mut ids = HashSet::new();
        for s in &l.squares {
            assert!(
                cells.insert(s.cell),
                "{:?}: cell {:?} twice",
                l.kind,
                s.cell
            );
            assert!(ids.insert(s.id), "{:?}: id {:?} twice", l.kind, s.id);
            assert!(s.rect.x >= 0.0 && s.rect.y >= 0.0);
            assert!(s.rect.x + s.rect.w <= l.width && s.rect.y + s.rect.h <= l.height);
            assert_eq!(s.symbol, s.owner.map(Color::symbol));
            assert_eq!(l.square(s.id), Some(s));
        }
        let arms = v.board().arms.len();
        assert_eq!(l.squares.len(), v.track_len() as usize + arms * 10);
        // Roles, owners and safety.
        for (abs, s) in l.squares.iter().take(v.track_len() as usize).enumerate() {
            assert_eq!(s.id, SquareId::Track(sq(abs as u8)));
            assert_eq!(s.safe, v.is_safe(sq(abs as u8)));
            match s.role {
                SquareRole::Start => assert!(s.owner.is_some()),
                SquareRole::Star => assert!(v.is_star(sq(abs as u8)) && s.owner.is_none()),
                SquareRole::Track => assert!(s.owner.is_none()),
                r => panic!("track square with role {r:?}"),
            }
        }
        for &c in v.seats() {
            let start = l.square(SquareId::Track(v.start(c))).unwrap();
            assert_eq!((start.role, start.owner), (SquareRole::Start, Some(c)));
            for i in 0..5 {
                let h = l.square(SquareId::HomeColumn(c, i)).unwrap();
                assert_eq!((h.role, h.owner), (SquareRole::HomeColumn, Some(c)));
            }
            assert_eq!(
                l.square(SquareId::Finish(c)).unwrap().role,
                SquareRole::Finish
            );
            assert!(l.bases.iter().any(|b| b.owner == c && b.seated));
        }
    }
}

#[test]
fn cross_owners_are_fixed_by_side_and_small_boards_follow_the_seating() {
    let v = variant(BoardChoice::Cross, &[Blue, Green]);
    let l = Layout::new(&v);
    let owners: Vec<Color> = [0u8, 13, 26, 39]
        .iter()
        .map(|&s| l.square(SquareId::Track(sq(s))).unwrap().owner.unwrap())
        .collect();
    assert_eq!(owners, vec![Yellow, Blue, Red, Green]);
    assert!(l.bases.iter().any(|b| b.owner == Yellow && !b.seated));

    let v = variant(BoardChoice::ByPlayerCount, &[Blue, Green]);
    let l = Layout::new(&v);
    assert_eq!(l.kind, BoardKind::TwoArm);
    assert_eq!(l.square(SquareId::Track(sq(0))).unwrap().owner, Some(Blue));
    assert_eq!(
        l.square(SquareId::Track(sq(16))).unwrap().owner,
        Some(Green)
    );
    assert!(l.square(SquareId::Finish(Yellow)).is_none());
    // The left home column is blue's.
    assert_eq!(
        l.square(SquareId::HomeColumn(Blue, 0)).unwrap().cell,
        (1, 7)
    );

    let v = variant(BoardChoice::ByPlayerCount, &[Yellow, Blue, Red]);
    let l = Layout::new(&v);
    assert_eq!(l.kind, BoardKind::ThreeArm);
    assert_eq!(l.square(SquareId::Track(sq(29))).unwrap().owner, Some(Red));
    assert_eq!(
        l.square(SquareId::Track(sq(37))).unwrap().role,
        SquareRole::Star
    );
}

#[test]
fn safe_flags_follow_the_rules() {
    let rules = Rules {
        safe_squares: SafeSquares::StartsOnly,
        ..Rules::default()
    };
    let v = Variant::new(rules, &[Yellow, Red]).unwrap();
    let l = Layout::new(&v);
    assert!(l.square(SquareId::Track(sq(13))).unwrap().safe);
    assert!(!l.square(SquareId::Track(sq(8))).unwrap().safe);
    assert_eq!(
        l.square(SquareId::Track(sq(8))).unwrap().role,
        SquareRole::Star
    );
}

#[test]
fn square_centres_hit_their_square() {
    for v in all_variants() {
        let l = Layout::new(&v);
        for s in &l.squares {
            assert_eq!(
                l.square_at(s.center.x, s.center.y),
                Some(s.id),
                "{:?}",
                s.id
            );
            assert!(s.contains(s.center));
        }
        for p in sample_positions(&v) {
            for s in &l.squares {
                match l.hit_test(&v, &p, s.center.x, s.center.y) {
                    Some(Hit::Square { square }) => assert_eq!(square, s.id),
                    Some(Hit::Token { square, .. }) => assert_eq!(square, s.id),
                    None => panic!("nothing at the centre of {:?}", s.id),
                }
            }
        }
        // Corners of the board outside every square.
        assert_eq!(l.square_at(0.2, 0.2), None);
        assert_eq!(l.square_at(-1.0, 7.5), None);
    }
}

#[test]
fn every_token_spot_hits_its_token_and_stacks_spread_inside_their_square() {
    for v in all_variants() {
        let l = Layout::new(&v);
        for p in sample_positions(&v) {
            let spots = l.token_spots(&v, &p);
            assert_eq!(spots, token_spots(&v, &p));
            assert_eq!(spots.len(), v.seats().len() * 4);
            for s in &spots {
                assert_eq!(
                    hit_test(&v, &p, s.center.x, s.center.y),
                    Some(Hit::Token {
                        color: s.color,
                        token: s.token,
                        square: s.square
                    })
                );
                assert_eq!(Some(s.square), square_for(&v, s.color, s.token, s.progress));
                // The disc lies within its square.
                let sq = l.square(s.square).unwrap();
                match sq.shape {
                    Shape::Rect => {
                        let r = sq.rect;
                        assert!(s.center.x - s.radius >= r.x - 1e-4, "{s:?}");
                        assert!(s.center.x + s.radius <= r.x + r.w + 1e-4, "{s:?}");
                        assert!(s.center.y - s.radius >= r.y - 1e-4, "{s:?}");
                        assert!(s.center.y + s.radius <= r.y + r.h + 1e-4, "{s:?}");
                    }
                    Shape::Triangle { .. } => assert!(sq.contains(s.center)),
                }
                if s.progress == -1 {
                    assert_eq!(s.square, SquareId::BaseSlot(s.color, s.token));
                }
                if s.progress == v.finish() {
                    assert_eq!(s.square, SquareId::Finish(s.color));
                }
            }
            // Discs sharing a square are distinct and do not overlap.
            for (i, a) in spots.iter().enumerate() {
                for b in &spots[i + 1..] {
                    if a.square == b.square {
                        assert_ne!(a.stack_index, b.stack_index);
                        assert_eq!(a.stack_size, b.stack_size);
                        let d = a.center.distance(b.center);
                        assert!(d + 1e-4 >= a.radius + b.radius, "{a:?} overlaps {b:?}");
                    }
                }
            }
        }
    }
}

#[test]
fn sixteen_tokens_on_one_square_stay_separate() {
    // Every colour's four tokens on the star at 8 (safe): yellow progress 8, blue 47,
    // red 34, green 21.
    let v = variant(BoardChoice::Cross, &[Yellow, Blue, Red, Green]);
    let p = pos(
        &v,
        [
            Some([8, 8, 8, 8]),
            Some([47, 47, 47, 47]),
            Some([34, 34, 34, 34]),
            Some([21, 21, 21, 21]),
        ],
        Yellow,
    );
    let spots = token_spots(&v, &p);
    assert!(spots.iter().all(|s| s.square == SquareId::Track(sq(8))));
    let mut seen = HashSet::new();
    for s in &spots {
        assert!(seen.insert(s.stack_index));
        assert_eq!(
            hit_test(&v, &p, s.center.x, s.center.y),
            Some(Hit::Token {
                color: s.color,
                token: s.token,
                square: s.square
            })
        );
    }
}

#[test]
fn move_paths_are_contiguous_and_end_at_the_target() {
    for v in all_variants() {
        let l = Layout::new(&v);
        let board = v.board();
        for &c in v.seats() {
            // From base: just the start.
            let path = move_path(&v, c, -1, 0);
            assert_eq!(path.len(), 1);
            assert_eq!(path[0].square, SquareId::Track(v.start(c)));
            for from in 0..v.finish() {
                for roll in 1..=6i8 {
                    let to = from + roll;
                    if to > v.finish() {
                        continue;
                    }
                    let path = l.move_path(&v, c, from, to);
                    assert_eq!(path.len(), roll as usize, "{c} {from}->{to}");
                    assert_eq!(
                        Some(path[roll as usize - 1].square),
                        square_for(&v, c, TokenId::FIRST, to)
                    );
                    let mut prev = l
                        .square(square_for(&v, c, TokenId::FIRST, from).unwrap())
                        .unwrap();
                    for step in &path {
                        let sq = l.square(step.square).unwrap();
                        assert_eq!(sq.center, step.center);
                        // Each step goes to a neighbouring cell (diagonals on the
                        // bridges of the small boards) or into the finish.
                        let (dc, dr) = (
                            (sq.cell.0 as i16 - prev.cell.0 as i16).abs(),
                            (sq.cell.1 as i16 - prev.cell.1 as i16).abs(),
                        );
                        assert!(dc <= 1 && dr <= 1 && dc + dr > 0, "{c} {from}->{to}");
                        prev = sq;
                    }
                }
            }
            // A full lap visits every track square but the one behind the start.
            let lap = move_path(&v, c, 0, v.finish());
            assert_eq!(lap.len(), v.finish() as usize);
            let track: HashSet<SquareId> = lap
                .iter()
                .filter(|s| matches!(s.square, SquareId::Track(_)))
                .map(|s| s.square)
                .collect();
            assert_eq!(track.len(), board.track_len() as usize - 2);
        }
        assert!(move_path(&v, v.seats()[0], 5, 5).is_empty());
        assert!(move_path(&v, v.seats()[0], 5, 2).is_empty());
        assert!(move_path(&v, v.seats()[0], 0, v.finish() + 1).is_empty());
    }
}

#[test]
fn golden_board_svgs() {
    for (name, v) in defaults() {
        let p = Position::new(&v, v.seats()[0]);
        let svg = render_svg(&v, &p, &[], &SvgOptions::default());
        assert!(svg.starts_with("<svg ") && svg.ends_with("</svg>\n"));
        assert_eq!(svg, render_svg(&v, &p, &[], &SvgOptions::default()));
        insta::assert_binary_snapshot!(&format!("board-{name}.svg"), svg.as_bytes().to_vec());
        // The empty board is the same picture less the tokens.
        let empty = render_board_svg(&v);
        assert!(
            empty.len() < svg.len(),
            "{name}: the empty board has no tokens"
        );
    }
}

#[test]
fn golden_midgame_svg_with_highlights() {
    let v = variant(BoardChoice::Cross, &[Yellow, Blue, Red, Green]);
    // Yellow to move with a 6: two tokens in base, one on 12 (can capture red's token
    // on 18), one in the home column; blue has a block on 21 (its start + 8, safe).
    let p = pos(
        &v,
        [
            Some([-1, -1, 12, 52]),
            Some([8, 8, -1, 56]),
            Some([44, -1, -1, 0]),
            Some([3, -1, 55, 56]),
        ],
        Yellow,
    );
    let moves: Vec<_> = p.legal_moves(&v, Face::Six).iter().collect();
    assert!(!moves.is_empty());
    let opts = SvgOptions {
        track_numbers: true,
        ..SvgOptions::default()
    };
    let svg = render_svg(&v, &p, &moves, &opts);
    // Each target of a legal move gets a dashed landing ring.
    assert!(svg.matches("stroke-dasharray").count() >= moves.len());
    insta::assert_binary_snapshot!("midgame-cross.svg", svg.as_bytes().to_vec());
}
