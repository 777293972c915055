//! The widths of Helvetica and Helvetica-Bold (Adobe's AFM metrics for the PDF base-14
//! fonts, in thousandths of the font size) and their WinAnsi encoding: the PDF has no
//! text anchor, so a centred title or digit is placed by its measured width, and every
//! PDF reader draws these two fonts without any font file in the document.

use super::scene::Font;

/// Widths of the printable ASCII characters 32 (space) to 126 (`~`), Helvetica.
const REGULAR: [u16; 95] = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278,
    278, // space…/
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, // 0…9
    278, 278, 584, 584, 584, 556, 1015, // :…@
    667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, // A…M
    722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, // N…Z
    278, 278, 278, 469, 556, 333, // [ \ ] ^ _ `
    556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, // a…m
    556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, // n…z
    334, 260, 334, 584, // { | } ~
];

/// The same for Helvetica-Bold.
const BOLD: [u16; 95] = [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278,
    278, // space…/
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, // 0…9
    333, 333, 584, 584, 584, 611, 975, // :…@
    722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, // A…M
    722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, // N…Z
    333, 278, 333, 584, 556, 333, // [ \ ] ^ _ `
    556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, // a…m
    611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, // n…z
    389, 280, 389, 584, // { | } ~
];

/// The WinAnsi byte of a character, with its width in thousandths; `?` for a character
/// the encoding lacks.
fn encode(c: char, font: Font) -> (u8, u16) {
    let table = match font {
        Font::Regular => &REGULAR,
        Font::Bold => &BOLD,
    };
    match c {
        ' '..='~' => (c as u8, table[c as usize - 32]),
        '·' => (0xB7, 278),
        '×' => (0xD7, 584),
        '–' => (0x96, 556),
        '—' => (0x97, 1000),
        // Latin-1 letters sit at their own code in WinAnsi; about an average width.
        '\u{A0}'..='\u{FF}' => (c as u32 as u8, 556),
        _ => (b'?', table[usize::from(b'?') - 32]),
    }
}

/// The text as WinAnsi bytes, for a PDF string.
pub fn win_ansi(text: &str, font: Font) -> Vec<u8> {
    text.chars().map(|c| encode(c, font).0).collect()
}

/// The width of `text` set at `size`.
pub fn width(text: &str, font: Font, size: f32) -> f32 {
    let thousandths: u32 = text.chars().map(|c| u32::from(encode(c, font).1)).sum();
    thousandths as f32 * size / 1000.0
}

/// The height of a digit above the baseline, as a share of the font size: a digit is
/// centred on a point by putting its baseline this much, halved, below it.
pub const DIGIT_HEIGHT: f32 = 0.709;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_are_all_as_wide_and_unknown_characters_become_question_marks() {
        assert_eq!(width("0", Font::Regular, 10.0), 5.56);
        assert_eq!(width("123456789", Font::Bold, 1000.0), 9.0 * 556.0);
        assert_eq!(win_ansi("a·b⇒", Font::Regular), b"a\xB7b?");
        assert!(width("Wide", Font::Bold, 12.0) > width("Wide", Font::Regular, 12.0));
    }
}
