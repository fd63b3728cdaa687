//! Bengali's spacing vowel signs on screen.
//!
//! A few spacing vowel signs (Bengali া and ৗ, and their kin in Oriya, Tamil,
//! Kannada, Malayalam, Sinhala) extend the letter before them in Unicode's
//! grapheme rules, so `unicode-width`, and with it ratatui, gives them no width;
//! but they are spacing marks, and terminals (glibc's `wcwidth`, VTE, xterm, tmux)
//! draw them in a column of their own, as they draw Hindi's ा. Ratatui then put the
//! next character one column left of where the terminal's cursor stood: after every
//! such sign a letter or a space was drawn over ("পাশা: [" read "পাশা:[", "আবার
//! স্বাগতম" lost letters), on the game screen, the setup screen and the replay in
//! Bengali, and in any Bengali name or words mixed into the dice.
//!
//! [`widen`] gives each cell holding such a sign its real width after a frame is
//! drawn: the cell is marked that wide (ratatui then skips the column the terminal
//! fills and moves its cursor past it), and the rest of its row moves one column
//! right, up to the first run of blanks (or of a box's horizontal line), which gives
//! up one (so columns after a gap, and a box's right border, stay where they were)
//! or, without one, to the row's end.

use ratatui::buffer::{Buffer, Cell, CellDiffOption};
use std::num::NonZeroU16;
use unicode_width::UnicodeWidthStr;

/// Whether `c` is a spacing vowel sign that `unicode-width` counts as no column
/// while terminals draw it in one.
pub fn is_wide_mark(c: char) -> bool {
    matches!(
        c,
        '\u{09BE}'
            | '\u{09D7}'
            | '\u{0B3E}'
            | '\u{0B57}'
            | '\u{0BBE}'
            | '\u{0BD7}'
            | '\u{0CC2}'
            | '\u{0CD5}'
            | '\u{0CD6}'
            | '\u{0D3E}'
            | '\u{0D57}'
            | '\u{0DCF}'
            | '\u{0DDF}'
    ) && UnicodeWidthStr::width(c.encode_utf8(&mut [0; 4]) as &str) == 0
}

/// The columns a terminal gives `s` beyond its `unicode-width` display width: one
/// for each sign of [`is_wide_mark`].
pub fn extra_columns(s: &str) -> usize {
    s.chars().filter(|&c| is_wide_mark(c)).count()
}

/// The columns a terminal draws `s` in: its `unicode-width` display width (what
/// ratatui counts) plus [`extra_columns`]. Text laid out by this width leaves room
/// for [`widen`] (padding, a seat row's columns, what fits a row).
pub fn columns(s: &str) -> usize {
    UnicodeWidthStr::width(s) + extra_columns(s)
}

/// The columns ratatui gives a cell's symbol (at least one: a cell holds a column).
fn width_of(cell: &Cell) -> u16 {
    u16::try_from(UnicodeWidthStr::width(cell.symbol()))
        .unwrap_or(u16::MAX)
        .max(1)
}

/// Whether a cell is filler a gap may give up: a blank, or a box's horizontal line
/// (a box's top border after a Bengali title).
fn is_filler(cell: &Cell) -> bool {
    matches!(cell.symbol(), " " | "─")
}

/// Blanks every wide cell (a Hindi or Bengali letter with its sign, two columns)
/// whose covered column was drawn over since, as a box drawn over part of a word
/// does (the help box, the rules box, the too-small screen over the setup screen).
/// Ratatui assumes a wide cell is followed by blanks: it sends the wide letter and
/// skips the next column, so the box's left border there was never sent ("│  तैया←"
/// had lost the box's border). The letter cut by the box cannot be shown whole, so
/// it goes; the box is drawn whole. Cells of one column, and so English, are left.
pub fn drop_overdrawn(buf: &mut Buffer) {
    let area = buf.area;
    for y in area.top()..area.bottom() {
        let mut x = area.left();
        while x < area.right() {
            let w = width_of(&buf[(x, y)]);
            let covered = x.saturating_add(1)..x.saturating_add(w).min(area.right());
            if covered.clone().any(|c| buf[(c, y)].symbol() != " ") {
                let style = buf[(x, y)].style();
                let mut blank = Cell::EMPTY;
                blank.set_style(style);
                buf[(x, y)] = blank;
                x = x.saturating_add(1);
            } else {
                x = x.saturating_add(w);
            }
        }
    }
}

/// Gives every cell of `buf` that holds a sign of [`is_wide_mark`] the columns a
/// terminal draws it in, moving the rest of its row right (see the module's
/// documentation). Cells without such a sign, and so every screen in English or
/// Hindi, are left as they are.
pub fn widen(buf: &mut Buffer) {
    let area = buf.area;
    for y in area.top()..area.bottom() {
        let mut x = area.left();
        while x < area.right() {
            let cell = &buf[(x, y)];
            let w = width_of(cell);
            let extra = u16::try_from(extra_columns(cell.symbol())).unwrap_or(0);
            if extra == 0 || matches!(cell.diff_option, CellDiffOption::ForcedWidth(_)) {
                x = x.saturating_add(w);
                continue;
            }
            let start = x.saturating_add(w);
            let end = area.right();
            // The first run of at least `extra + 1` blanks or lines (or of `extra`
            // reaching the row's end) after the sign: it gives up `extra` of them.
            let mut gap = end;
            let mut p = start;
            while p < end {
                let first = buf[(p, y)].symbol().to_string();
                let run = (p..end.min(p.saturating_add(extra + 1)))
                    .take_while(|&q| is_filler(&buf[(q, y)]) && buf[(q, y)].symbol() == first)
                    .count() as u16;
                if run == extra + 1 || (run == extra && p + run == end) {
                    gap = p;
                    break;
                }
                p = p.saturating_add(width_of(&buf[(p, y)]));
            }
            // Move [start, gap) right by `extra` (what stood at gap..gap+extra, blanks
            // or the row's last columns, goes).
            let mut q = gap;
            while q > start {
                q -= 1;
                if q + extra < end {
                    buf[(q + extra, y)] = buf[(q, y)].clone();
                }
            }
            let style = buf[(x, y)].style();
            for q in start..start.saturating_add(extra).min(end) {
                let mut blank = Cell::EMPTY;
                blank.set_style(style);
                buf[(q, y)] = blank;
            }
            if let Some(forced) = NonZeroU16::new(w.saturating_add(extra)) {
                buf[(x, y)].set_diff_option(CellDiffOption::ForcedWidth(forced));
            }
            x = start.saturating_add(extra);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::layout::Rect;
    use ratatui::style::Style;

    fn row(buf: &Buffer, y: u16) -> Vec<String> {
        (0..buf.area.width)
            .map(|x| buf[(x, y)].symbol().to_string())
            .collect()
    }

    /// "আশা ভালো" as ratatui lays it out gives the terminal's widths: each cell with
    /// া is two columns wide, the text after it one column further right, and a
    /// column after a run of blanks stays where it was; English is untouched.
    #[test]
    fn a_spacing_sign_gets_its_column_and_the_text_after_it_moves() {
        let mut buf = Buffer::empty(Rect::new(0, 0, 16, 4));
        buf.set_string(0, 0, "আশা ভালো", Style::default());
        buf.set_string(0, 1, "পাশা:  X", Style::default());
        buf.set_string(0, 2, "Asha:  X", Style::default());
        buf.set_string(0, 3, "আশা   X", Style::default());
        let english = row(&buf, 2);
        widen(&mut buf);
        // আ | শা (2 columns) | space | ভা (2 columns) | লো
        assert_eq!(row(&buf, 0)[..8], ["আ", "শা", " ", " ", "ভা", " ", "লো", " "]);
        for (x, wide) in [(1, true), (4, true), (0, false), (6, false)] {
            let forced = matches!(
                buf[(x, 0)].diff_option,
                CellDiffOption::ForcedWidth(w) if w.get() == 2
            );
            assert_eq!(forced, wide, "cell {x}");
        }
        // পা | শা | : then one blank is kept before X (the gap had two).
        assert_eq!(row(&buf, 1)[..8], ["পা", " ", "শা", " ", ":", " ", "X", " "]);
        assert_eq!(row(&buf, 2), english);
        // আ | শা then the gap of three blanks gives up one: X stays in column 5,
        // where ratatui put it (a table's columns stay aligned).
        assert_eq!(row(&buf, 3)[..7], ["আ", "শা", " ", " ", " ", "X", " "]);
        // Widening twice changes nothing more.
        let once = buf.clone();
        widen(&mut buf);
        assert_eq!(buf, once);
    }

    /// A box drawn over the second column of a two-column letter keeps its border:
    /// the cut letter goes (ratatui would send it and skip the border); a letter
    /// whose covered column is still blank, and English, stay.
    #[test]
    fn a_box_over_half_a_letter_keeps_its_border() {
        let mut buf = Buffer::empty(Rect::new(0, 0, 8, 2));
        buf.set_string(0, 0, "तैयार", Style::default());
        buf.set_string(0, 1, "तैयार", Style::default());
        let before = row(&buf, 1);
        // "या" is two columns (x = 1, 2 covered); the box's border lands on x = 2.
        assert_eq!(before[1], "या");
        buf.set_string(2, 0, "│ab", Style::default());
        drop_overdrawn(&mut buf);
        assert_eq!(row(&buf, 0)[..5], ["तै", " ", "│", "a", "b"]);
        assert_eq!(row(&buf, 1), before, "nothing drawn over: unchanged");
        let mut english = Buffer::empty(Rect::new(0, 0, 4, 1));
        english.set_string(0, 0, "ab│c", Style::default());
        let once = english.clone();
        drop_overdrawn(&mut english);
        assert_eq!(english, once);
    }

    /// A box's top border with a Bengali title keeps its corner: the line gives up
    /// the column.
    #[test]
    fn a_box_title_keeps_its_corner() {
        let mut buf = Buffer::empty(Rect::new(0, 0, 10, 1));
        buf.set_string(0, 0, "┌ শা ─────┐", Style::default());
        widen(&mut buf);
        assert_eq!(
            row(&buf, 0),
            ["┌", " ", "শা", " ", " ", "─", "─", "─", "─", "┐"]
        );
    }

    /// A row with no blanks left after the sign loses its last column, never more,
    /// and a sign in the last column stays (nothing to move).
    #[test]
    fn a_full_row_loses_its_last_column() {
        let mut buf = Buffer::empty(Rect::new(0, 0, 5, 1));
        buf.set_string(0, 0, "শাabcd", Style::default());
        widen(&mut buf);
        assert_eq!(row(&buf, 0), ["শা", " ", "a", "b", "c"]);
        let mut buf = Buffer::empty(Rect::new(0, 0, 3, 1));
        buf.set_string(0, 0, "abশা", Style::default());
        widen(&mut buf);
        assert_eq!(row(&buf, 0), ["a", "b", "শা"]);
    }
}
