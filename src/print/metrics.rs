//! The font every picture and page is set in: DejaVu Sans and DejaVu Sans Bold, shipped
//! in `assets/fonts/` (Bitstream Vera licence, see its LICENSE there) and built into the
//! binary. The PDF has no text anchor, so a centred title or digit is placed by its
//! measured width; the PDF embeds the glyphs it uses (`pdf.rs`), and the SVG names the
//! same face first, so a caption wrapped by these widths fits in both.

use super::scene::Font;
use std::sync::LazyLock;
use ttf_parser::{Face, GlyphId};

/// The font files, as shipped.
pub const REGULAR_TTF: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");
pub const BOLD_TTF: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf");

static REGULAR: LazyLock<Face<'static>> =
    LazyLock::new(|| Face::parse(REGULAR_TTF, 0).expect("the shipped DejaVu Sans parses"));
static BOLD: LazyLock<Face<'static>> =
    LazyLock::new(|| Face::parse(BOLD_TTF, 0).expect("the shipped DejaVu Sans Bold parses"));

/// The parsed face of `font`.
pub fn face(font: Font) -> &'static Face<'static> {
    match font {
        Font::Regular => &REGULAR,
        Font::Bold => &BOLD,
    }
}

/// The glyph of `c`; a character the font lacks is drawn as `?`.
pub fn glyph(c: char, font: Font) -> GlyphId {
    let face = face(font);
    face.glyph_index(c)
        .or_else(|| face.glyph_index('?'))
        .unwrap_or(GlyphId(0))
}

/// The advance of glyph `g` in thousandths of the font size (the PDF's text space).
pub fn advance(g: GlyphId, font: Font) -> f32 {
    let face = face(font);
    f32::from(face.glyph_hor_advance(g).unwrap_or(0)) * 1000.0 / f32::from(face.units_per_em())
}

/// The width of `text` set at `size`.
pub fn width(text: &str, font: Font, size: f32) -> f32 {
    let thousandths: f32 = text.chars().map(|c| advance(glyph(c, font), font)).sum();
    thousandths * size / 1000.0
}

/// The height of a digit above the baseline, as a share of the font size: a digit is
/// centred on a point by putting its baseline this much, halved, below it (DejaVu Sans's
/// digits are 1,493 of its 2,048 units tall).
pub const DIGIT_HEIGHT: f32 = 0.729;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_are_all_as_wide_and_unknown_characters_become_question_marks() {
        let digit = width("0", Font::Regular, 10.0);
        assert!((digit - 6.362).abs() < 0.001, "{digit}");
        assert_eq!(width("123456789", Font::Regular, 10.0), 9.0 * digit);
        assert_eq!(glyph('\u{E000}', Font::Regular), glyph('?', Font::Regular));
        assert_ne!(glyph('⇒', Font::Regular), glyph('?', Font::Regular));
        assert!(width("Wide", Font::Bold, 12.0) > width("Wide", Font::Regular, 12.0));
        let face = face(Font::Regular);
        let eight = face.glyph_bounding_box(glyph('7', Font::Regular)).unwrap();
        let height = f32::from(eight.y_max) / f32::from(face.units_per_em());
        assert!((height - DIGIT_HEIGHT).abs() < 0.01, "{height}");
    }
}
