//! Scenes as the pages of a PDF, through `pdf-writer` (MIT OR Apache-2.0, pure Rust,
//! four small dependencies): a page scene is in points with y downwards, so each page
//! flips its coordinates once. Text is real text in the base-14 Helvetica and
//! Helvetica-Bold, which every reader has: no font file is embedded, and the PDF stays a
//! few kilobytes a page.

use super::metrics;
use super::scene::{Anchor, Color, Font, Point, Scene, Shape, Stroke};
use pdf_writer::types::LineCapStyle;
use pdf_writer::{Content, Filter, Finish, Name, Pdf, Rect, Ref, Str, TextStr};

const REGULAR: Name = Name(b"F1");
const BOLD: Name = Name(b"F2");

/// The pages as a PDF document titled `title`; every page is its scene's size.
pub fn render(pages: &[Scene], title: &str) -> Vec<u8> {
    let mut pdf = Pdf::new();
    let catalog = Ref::new(1);
    let tree = Ref::new(2);
    let regular = Ref::new(3);
    let bold = Ref::new(4);
    let info = Ref::new(5);
    // Each page takes two objects: the page and its content stream.
    let page_ref = |i: usize| Ref::new(6 + 2 * i as i32);
    let content_ref = |i: usize| Ref::new(7 + 2 * i as i32);

    pdf.catalog(catalog).pages(tree);
    pdf.pages(tree)
        .kids((0..pages.len()).map(page_ref))
        .count(pages.len() as i32);
    for (font, base) in [(regular, "Helvetica"), (bold, "Helvetica-Bold")] {
        pdf.type1_font(font)
            .base_font(Name(base.as_bytes()))
            .encoding_predefined(Name(b"WinAnsiEncoding"));
    }
    pdf.document_info(info)
        .title(TextStr(title))
        .creator(TextStr("nonet"));
    for (i, scene) in pages.iter().enumerate() {
        let mut page = pdf.page(page_ref(i));
        page.media_box(Rect::new(0.0, 0.0, scene.width, scene.height))
            .parent(tree)
            .contents(content_ref(i));
        page.resources()
            .fonts()
            .pair(REGULAR, regular)
            .pair(BOLD, bold);
        page.finish();
        let stream = content(scene).finish();
        let deflated = miniz_oxide::deflate::compress_to_vec_zlib(&stream, 6);
        pdf.stream(content_ref(i), &deflated)
            .filter(Filter::FlateDecode);
    }
    pdf.finish()
}

/// The drawing operators of one page. The graphics state (colours, line width, ends,
/// dash) is set only where it changes: a page of grids repeats the same few strokes
/// hundreds of times.
fn content(scene: &Scene) -> Content {
    let mut c = Content::new();
    // The scene's y grows downwards, the page's upwards.
    c.transform([1.0, 0.0, 0.0, -1.0, 0.0, scene.height]);
    let mut state = State::default();
    for item in &scene.items {
        shape(&mut c, &mut state, &item.shape);
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

fn shape(c: &mut Content, state: &mut State, shape: &Shape) {
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
            c.show(Str(&metrics::win_ansi(&text.text, text.font)));
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
    fn a_page_holds_its_text_as_text_in_helvetica() {
        let pdf = render(&[page_scene(), page_scene()], "two pages");
        let text = String::from_utf8_lossy(&pdf);
        assert!(text.starts_with("%PDF-"));
        assert!(text.contains("/BaseFont /Helvetica"));
        assert!(text.contains("/Count 2"));
        // The title's bytes in WinAnsi (the dot as 0xB7), shown as a hex string in the
        // page stream (deflated in the file).
        let page = content(&page_scene()).finish();
        let hex: String = b"Puzzle 1 \xB7 Hard"
            .iter()
            .map(|b| format!("{b:02X}"))
            .collect();
        let shown = format!("<{hex}> Tj");
        assert!(String::from_utf8_lossy(&page).contains(&shown));
        assert!(text.contains("/FlateDecode"));
    }
}
