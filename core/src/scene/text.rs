//! Texts in the scene: lines broken where they would not fit, from an estimate of
//! each character's width. Replayers shrink a line that still does not fit
//! ([`super::prim::TextRun`]), so the estimate only has to be close: it decides
//! where lines break, never whether text is cut.

use super::prim::{Align, Argb, FontRole, Frame, Prim, TextRun};

/// Estimated advance of `c` in em (Noto Sans / Roboto / SF are within about 10 %
/// of these on average): narrow Latin letters, wide capitals and digits, Devanagari
/// and Bengali letters, their vowel signs and viramas.
fn advance(c: char, bold: bool) -> f32 {
    let w = match c {
        ' ' => 0.26,
        'i' | 'l' | 'j' | 't' | 'f' | 'r' | '.' | ',' | ':' | ';' | '\'' | '!' | '|' => 0.3,
        'm' | 'w' => 0.82,
        'M' | 'W' => 0.9,
        'A'..='Z' => 0.66,
        '0'..='9' => 0.57,
        'a'..='z' => 0.56,
        // Devanagari: signs that attach to a letter take little or no room.
        '\u{0900}'..='\u{0903}' | '\u{093A}'..='\u{094F}' | '\u{0951}'..='\u{0957}' => 0.18,
        '\u{0962}' | '\u{0963}' => 0.1,
        '\u{0900}'..='\u{097F}' => 0.64,
        // Bengali likewise.
        '\u{0981}'..='\u{0983}' | '\u{09BC}'..='\u{09D7}' | '\u{09E2}' | '\u{09E3}' => 0.2,
        '\u{0980}'..='\u{09FF}' => 0.62,
        _ => 0.6,
    };
    if bold { w * 1.1 } else { w }
}

/// Estimated width of `text` at `size` points.
pub fn width(text: &str, size: f32, role: FontRole) -> f32 {
    let bold = role != FontRole::Body;
    text.chars().map(|c| advance(c, bold)).sum::<f32>() * size
}

/// `text` broken into lines of at most `max_w` points (estimated) at `size`, at
/// spaces; a single word wider than the line keeps a line of its own (the replayer
/// shrinks it). At most `max_lines` lines: the rest is joined onto the last one,
/// which then shrinks. Empty text gives no lines.
pub fn wrap(text: &str, max_w: f32, size: f32, role: FontRole, max_lines: usize) -> Vec<String> {
    // Lines are broken a little short of the box: an estimate a few per cent too low
    // would otherwise leave one line shrunk smaller than its neighbours.
    let max_w = max_w * 0.94;
    let mut lines: Vec<String> = Vec::new();
    for para in text.split('\n') {
        let mut line = String::new();
        for word in para.split(' ').filter(|w| !w.is_empty()) {
            let candidate = if line.is_empty() {
                word.to_string()
            } else {
                format!("{line} {word}")
            };
            if line.is_empty() || width(&candidate, size, role) <= max_w {
                line = candidate;
            } else {
                lines.push(std::mem::replace(&mut line, word.to_string()));
            }
        }
        if !line.is_empty() {
            lines.push(line);
        }
    }
    if max_lines > 0 && lines.len() > max_lines {
        let rest = lines.split_off(max_lines - 1).join(" ");
        lines.push(rest);
    }
    lines
}

/// A style for [`block`].
#[derive(Copy, Clone, Debug)]
pub struct Style {
    /// Size, points.
    pub size: f32,
    /// Face.
    pub role: FontRole,
    /// Ink.
    pub color: Argb,
    /// Alignment.
    pub align: Align,
    /// Line height as a multiple of the size.
    pub leading: f32,
}

/// `text` wrapped into `frame` (at most as many lines as fit, and `max_lines`),
/// the lines centred vertically as a block; pushed onto `out`. Returns the height
/// used.
pub fn block(out: &mut Vec<Prim>, text: &str, frame: Frame, style: Style, max_lines: usize) -> f32 {
    // The size shrinks (to 75 % at most) until every line fits the box's height.
    let mut style = style;
    let full = style.size;
    let (lines, line_h) = loop {
        let line_h = style.size * style.leading;
        let fit = ((frame.h / line_h).floor() as usize)
            .max(1)
            .min(max_lines.max(1));
        let all = wrap(text, frame.w, style.size, style.role, 0);
        if all.len() <= fit || style.size <= full * 0.75 {
            break (wrap(text, frame.w, style.size, style.role, fit), line_h);
        }
        style.size *= 0.92;
    };
    let used = line_h * lines.len() as f32;
    let mut y = frame.y + (frame.h - used).max(0.0) / 2.0;
    for l in lines {
        out.push(Prim::Text(TextRun {
            text: l,
            frame: Frame::new(frame.x, y, frame.w, line_h),
            size: style.size,
            role: style.role,
            color: style.color,
            align: style.align,
        }));
        y += line_h;
    }
    used
}

/// One line in `frame` (no wrapping; the replayer shrinks it to fit).
pub fn line(
    text: &str,
    frame: Frame,
    size: f32,
    role: FontRole,
    color: Argb,
    align: Align,
) -> Prim {
    Prim::Text(TextRun {
        text: text.to_string(),
        frame,
        size,
        role,
        color,
        align,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wraps_at_spaces_within_the_width() {
        let lines = wrap(
            "Yellow rolled 6: choose a token to move.",
            120.0,
            14.0,
            FontRole::Body,
            9,
        );
        assert!(lines.len() >= 2, "{lines:?}");
        for l in &lines {
            assert!(
                width(l, 14.0, FontRole::Body) <= 120.0 || !l.contains(' '),
                "{l}"
            );
        }
        assert_eq!(lines.join(" "), "Yellow rolled 6: choose a token to move.");
    }

    #[test]
    fn extra_lines_join_the_last_one() {
        let lines = wrap("a b c d e f g h", 10.0, 14.0, FontRole::Body, 3);
        assert_eq!(lines.len(), 3);
        assert_eq!(lines[2], "c d e f g h");
    }

    #[test]
    fn vowel_signs_are_narrower_than_letters() {
        // "का" (ka + aa sign) is narrower than "कक" (two letters).
        assert!(width("का", 10.0, FontRole::Body) < width("कक", 10.0, FontRole::Body));
        assert!(wrap("", 100.0, 10.0, FontRole::Body, 3).is_empty());
    }
}
