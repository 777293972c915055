//! Scenes as the pages of a PDF, through `pdf-writer` (MIT OR Apache-2.0, pure Rust,
//! four small dependencies): a page scene is in points with y downwards, so each page
//! flips its coordinates once. Text is real text in DejaVu Sans and DejaVu Sans Bold
//! (`metrics.rs`), each embedded as a subset of the glyphs the document uses (`subsetter`),
//! so every reader draws the same letters and the PDF stays small.

use super::metrics;
use super::scene::{Anchor, Color, Font, Point, Scene, Shape, Stroke};
use pdf_writer::types::{CidFontType, FontFlags, LineCapStyle, SystemInfo, UnicodeCmap};
use pdf_writer::{Content, Filter, Finish, Name, Pdf, Rect, Ref, Str, TextStr};
use std::collections::BTreeMap;
use subsetter::GlyphRemapper;

const REGULAR: Name = Name(b"F1");
const BOLD: Name = Name(b"F2");

/// A PDF document titled `title` of `count` pages, each drawn by `page` (from 0) at its
/// scene's size. A page's scene is let go as soon as its content is compressed: what is
/// held is the compressed pages, a few kilobytes each, since the cross-reference table
/// at the end needs every object's offset, and the fonts' subsets need every page's
/// glyphs, the document is written at the end.
pub fn render(count: usize, title: &str, mut page: impl FnMut(usize) -> Scene) -> Vec<u8> {
    let mut pdf = Pdf::new();
    let catalog = Ref::new(1);
    let tree = Ref::new(2);
    let regular = Ref::new(3);
    let bold = Ref::new(4);
    let info = Ref::new(5);
    // Each page takes two objects: the page and its content stream; the fonts' parts
    // come after the pages.
    let page_ref = |i: usize| Ref::new(6 + 2 * i as i32);
    let content_ref = |i: usize| Ref::new(7 + 2 * i as i32);
    let mut next = Ref::new(6 + 2 * count as i32);

    pdf.catalog(catalog).pages(tree);
    pdf.pages(tree)
        .kids((0..count).map(page_ref))
        .count(count as i32);
    pdf.document_info(info)
        .title(TextStr(title))
        .creator(TextStr("nonet"));
    let mut glyphs = [Glyphs::default(), Glyphs::default()];
    for i in 0..count {
        let scene = page(i);
        let mut page = pdf.page(page_ref(i));
        page.media_box(Rect::new(0.0, 0.0, scene.width, scene.height))
            .parent(tree)
            .contents(content_ref(i));
        page.resources()
            .fonts()
            .pair(REGULAR, regular)
            .pair(BOLD, bold);
        page.finish();
        let stream = content(&scene, &mut glyphs).finish();
        let deflated = miniz_oxide::deflate::compress_to_vec_zlib(&stream, 6);
        pdf.stream(content_ref(i), &deflated)
            .filter(Filter::FlateDecode);
    }
    let [regular_glyphs, bold_glyphs] = glyphs;
    embed(&mut pdf, &mut next, regular, Font::Regular, regular_glyphs);
    embed(&mut pdf, &mut next, bold, Font::Bold, bold_glyphs);
    pdf.finish()
}

/// The glyphs of one font the pages show: the font's glyph ids renumbered from 0 in the
/// order met (the subset's ids, which the pages show as two bytes each), and the
/// character each stands for (the text a reader copies out).
#[derive(Default)]
struct Glyphs {
    remapper: GlyphRemapper,
    chars: BTreeMap<u16, char>,
}

impl Glyphs {
    /// The subset's id of the glyph of `c` as two big-endian bytes.
    fn code(&mut self, c: char, font: Font) -> [u8; 2] {
        let id = self.remapper.remap(metrics::glyph(c, font).0);
        self.chars.entry(id).or_insert(c);
        id.to_be_bytes()
    }
}

/// Writes `font` as the Type 0 font `id`: a CID font over the subset of the glyphs the
/// pages used (CID = the subset's glyph id), its widths, its descriptor, the subset as a
/// TrueType file, and the map back to Unicode.
fn embed(pdf: &mut Pdf, next: &mut Ref, id: Ref, font: Font, glyphs: Glyphs) {
    let mut alloc = || {
        let r = *next;
        *next = Ref::new(r.get() + 1);
        r
    };
    let (cid, descriptor, file, cmap) = (alloc(), alloc(), alloc(), alloc());
    let face = metrics::face(font);
    let (ttf, family) = match font {
        Font::Regular => (metrics::REGULAR_TTF, "DejaVuSans"),
        Font::Bold => (metrics::BOLD_TTF, "DejaVuSans-Bold"),
    };
    let subset =
        subsetter::subset(ttf, 0, &glyphs.remapper).expect("the shipped DejaVu Sans subsets");
    // A subset's name starts with six capitals of its own (PDF 9.6.4): from its glyphs.
    let tag: String = {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for g in glyphs.remapper.remapped_gids() {
            h = (h ^ u64::from(g)).wrapping_mul(0x0100_0000_01b3);
        }
        (0..6)
            .map(|i| char::from(b'A' + (h >> (i * 8)) as u8 % 26))
            .collect()
    };
    let name = format!("{tag}+{family}");
    let system = SystemInfo {
        registry: Str(b"Adobe"),
        ordering: Str(b"Identity"),
        supplement: 0,
    };
    pdf.type0_font(id)
        .base_font(Name(name.as_bytes()))
        .encoding_predefined(Name(b"Identity-H"))
        .descendant_font(cid)
        .to_unicode(cmap);
    let widths: Vec<f32> = glyphs
        .remapper
        .remapped_gids()
        .map(|g| metrics::advance(ttf_parser::GlyphId(g), font))
        .collect();
    let mut cid_font = pdf.cid_font(cid);
    cid_font
        .subtype(CidFontType::Type2)
        .base_font(Name(name.as_bytes()))
        .system_info(system)
        .font_descriptor(descriptor)
        .default_width(0.0)
        .cid_to_gid_map_predefined(Name(b"Identity"));
    cid_font.widths().consecutive(0, widths);
    cid_font.finish();
    let scale = |v: i16| f32::from(v) * 1000.0 / f32::from(face.units_per_em());
    let bbox = face.global_bounding_box();
    pdf.font_descriptor(descriptor)
        .name(Name(name.as_bytes()))
        .flags(FontFlags::NON_SYMBOLIC)
        .bbox(Rect::new(
            scale(bbox.x_min),
            scale(bbox.y_min),
            scale(bbox.x_max),
            scale(bbox.y_max),
        ))
        .italic_angle(0.0)
        .ascent(scale(face.ascender()))
        .descent(scale(face.descender()))
        .cap_height(scale(face.capital_height().unwrap_or(face.ascender())))
        .stem_v(if font == Font::Bold { 140.0 } else { 80.0 })
        .font_file2(file);
    let deflated = miniz_oxide::deflate::compress_to_vec_zlib(&subset, 6);
    pdf.stream(file, &deflated)
        .filter(Filter::FlateDecode)
        .pair(Name(b"Length1"), subset.len() as i32);
    let mut unicode = UnicodeCmap::new(Name(b"nonet-UCS"), system);
    for (&g, &c) in &glyphs.chars {
        unicode.pair(g, c);
    }
    pdf.cmap(cmap, &unicode.finish());
}

/// The drawing operators of one page. The graphics state (colours, line width, ends,
/// dash) is set only where it changes: a page of grids repeats the same few strokes
/// hundreds of times.
fn content(scene: &Scene, glyphs: &mut [Glyphs; 2]) -> Content {
    let mut c = Content::new();
    // The scene's y grows downwards, the page's upwards.
    c.transform([1.0, 0.0, 0.0, -1.0, 0.0, scene.height]);
    let mut state = State::default();
    for item in &scene.items {
        shape(&mut c, &mut state, glyphs, &item.shape);
    }
    c
}

/// The graphics state last set on the page (None: the PDF's default, not yet set).
#[derive(Default)]
struct State {
    fill: Option<Color>,
    stroke: Option<Stroke>,
}

impl State {
    fn fill(&mut self, c: &mut Content, color: Color) {
        if self.fill != Some(color) {
            let (r, g, b) = unit(color);
            c.set_fill_rgb(r, g, b);
            self.fill = Some(color);
        }
    }

    fn stroke(&mut self, c: &mut Content, s: &Stroke) {
        let last = self.stroke.replace(*s);
        if last.map(|l| l.color) != Some(s.color) {
            let (r, g, b) = unit(s.color);
            c.set_stroke_rgb(r, g, b);
        }
        if last.map(|l| l.width) != Some(s.width) {
            c.set_line_width(s.width);
        }
        if last.map(|l| l.square_ends) != Some(s.square_ends) {
            c.set_line_cap(match s.square_ends {
                true => LineCapStyle::ProjectingSquareCap,
                false => LineCapStyle::ButtCap,
            });
        }
        if last.map(|l| l.dash) != Some(s.dash) {
            match s.dash {
                Some(dash) => c.set_dash_pattern([dash, dash], 0.0),
                None => c.set_dash_pattern([], 0.0),
            };
        }
    }
}

fn shape(c: &mut Content, state: &mut State, glyphs: &mut [Glyphs; 2], shape: &Shape) {
    match shape {
        Shape::Line { from, to, stroke } => {
            state.stroke(c, stroke);
            c.move_to(from.x, from.y).line_to(to.x, to.y).stroke();
        }
        Shape::Rect {
            at,
            width,
            height,
            fill,
            stroke,
        } => {
            c.rect(at.x, at.y, *width, *height);
            paint(c, state, *fill, stroke.as_ref());
        }
        Shape::Circle {
            center,
            radius,
            fill,
            stroke,
        } => {
            circle(c, *center, *radius);
            paint(c, state, *fill, stroke.as_ref());
        }
        Shape::Curve {
            from,
            control,
            to,
            stroke,
        } => {
            state.stroke(c, stroke);
            // The quadratic curve as the cubic the PDF draws: control points two thirds
            // of the way from each end towards the quadratic's one.
            let c1 = from.lerp(*control, 2.0 / 3.0);
            let c2 = to.lerp(*control, 2.0 / 3.0);
            c.move_to(from.x, from.y)
                .cubic_to(c1.x, c1.y, c2.x, c2.y, to.x, to.y)
                .stroke();
        }
        Shape::Polygon { points, fill } => {
            let Some((first, rest)) = points.split_first() else {
                return;
            };
            c.move_to(first.x, first.y);
            for p in rest {
                c.line_to(p.x, p.y);
            }
            c.close_path();
            paint(c, state, Some(*fill), None);
        }
        Shape::Text(text) => {
            let shift = match text.anchor {
                Anchor::Start => 0.0,
                Anchor::Middle => metrics::width(&text.text, text.font, text.size) / 2.0,
            };
            state.fill(c, text.color);
            c.begin_text();
            c.set_font(
                match text.font {
                    Font::Regular => REGULAR,
                    Font::Bold => BOLD,
                },
                text.size,
            );
            // Flipped back, so that the glyphs stand upright on the flipped page.
            c.set_text_matrix([1.0, 0.0, 0.0, -1.0, text.at.x - shift, text.at.y]);
            let subset = &mut glyphs[text.font as usize];
            let codes: Vec<u8> = text
                .text
                .chars()
                .flat_map(|ch| subset.code(ch, text.font))
                .collect();
            c.show(Str(&codes));
            c.end_text();
        }
    }
}

/// A circle as four cubic Béziers (the usual 0.5523 of the radius for the handles).
fn circle(c: &mut Content, center: Point, r: f32) {
    let k = 0.552_284_8 * r;
    let (x, y) = (center.x, center.y);
    c.move_to(x + r, y);
    c.cubic_to(x + r, y + k, x + k, y + r, x, y + r);
    c.cubic_to(x - k, y + r, x - r, y + k, x - r, y);
    c.cubic_to(x - r, y - k, x - k, y - r, x, y - r);
    c.cubic_to(x + k, y - r, x + r, y - k, x + r, y);
    c.close_path();
}

/// Fills and/or strokes the current path.
fn paint(c: &mut Content, state: &mut State, fill: Option<Color>, stroke: Option<&Stroke>) {
    if let Some(color) = fill {
        state.fill(c, color);
    }
    if let Some(s) = stroke {
        state.stroke(c, s);
    }
    match (fill.is_some(), stroke.is_some()) {
        (true, true) => c.fill_nonzero_and_stroke(),
        (true, false) => c.fill_nonzero(),
        (false, true) => c.stroke(),
        (false, false) => c.end_path(),
    };
}

fn unit(color: Color) -> (f32, f32, f32) {
    let f = |v: u8| f32::from(v) / 255.0;
    (f(color.0), f(color.1), f(color.2))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::print::scene::Text;

    fn page_scene() -> Scene {
        let mut page = Scene::new(200.0, 100.0);
        page.text(
            "title",
            Text::new("Puzzle 1 · Hard", Point::new(100.0, 20.0), 12.0).middle(),
        );
        page
    }

    #[test]
    fn a_page_holds_its_text_as_text_in_an_embedded_subset_of_dejavu_sans() {
        let pdf = render(2, "two pages", |_| page_scene());
        let text = String::from_utf8_lossy(&pdf);
        assert!(text.starts_with("%PDF-"));
        assert!(text.contains("/Count 2"));
        assert!(text.contains("/Subtype /Type0"));
        assert!(text.contains("/Encoding /Identity-H"));
        assert!(text.contains("+DejaVuSans"), "a subset's name");
        assert!(text.contains("/FontFile2"));
        assert!(!text.contains("Helvetica"));
        // The title as the subset's glyph ids, two bytes each, numbered in the order
        // first met (0 is .notdef), each mapped back to its character.
        let mut glyphs = [Glyphs::default(), Glyphs::default()];
        let page = content(&page_scene(), &mut glyphs).finish();
        let page = String::from_utf8_lossy(&page);
        assert!(
            page.contains("(\\000\\001\\000\\002\\000\\003\\000\\003"),
            "{page}"
        );
        let chars: String = glyphs[0].chars.values().collect();
        assert_eq!(chars, "Puzle 1·Hard");
        assert_eq!(glyphs[0].remapper.num_gids(), 13);
        assert!(text.contains("/FlateDecode"));
        // The subset is far smaller than the font it is cut from.
        assert!(pdf.len() < metrics::REGULAR_TTF.len() / 10, "{}", pdf.len());
    }
}
