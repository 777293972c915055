//! A scene as an SVG document, written as plain text: the handful of elements a scene
//! has need no SVG crate, only escaping. Lengths are the scene's, one unit a CSS pixel.

use super::scene::{Anchor, Font, Item, Point, Scene, Shape, Stroke};
use std::fmt::Write;

/// The font list of every text: DejaVu Sans, whose widths the captions are wrapped by
/// (`metrics.rs`), then Verdana, about as wide.
const FONT_FAMILY: &str = "'DejaVu Sans', Verdana, sans-serif";

/// The scene as a standalone SVG document titled `title`.
pub fn render(scene: &Scene, title: &str) -> String {
    let mut s = open(scene.width, scene.height, title);
    s.push_str(&elements(scene));
    s.push_str(CLOSE);
    s
}

/// The start of an SVG document of `width` × `height` titled `title`, up to its first
/// element: with [`elements`] and [`CLOSE`], a document written in parts.
pub fn open(width: f32, height: f32, title: &str) -> String {
    let mut s = String::new();
    let _ = writeln!(s, r#"<?xml version="1.0" encoding="UTF-8"?>"#);
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="{FONT_FAMILY}">"#,
        w = num(width),
        h = num(height),
    );
    let _ = writeln!(s, "<title>{}</title>", escape(title));
    // Opaque: a transparent picture shows black digits on a dark page or forum theme.
    let _ = writeln!(
        s,
        r##"<rect class="background" width="100%" height="100%" fill="#ffffff"/>"##
    );
    s
}

/// The elements of a scene, a line each.
pub fn elements(scene: &Scene) -> String {
    let mut s = String::new();
    for item in &scene.items {
        element(&mut s, item);
    }
    s
}

/// The end of an SVG document.
pub const CLOSE: &str = "</svg>\n";

fn element(s: &mut String, item: &Item) {
    let class = item.class;
    let _ = match &item.shape {
        Shape::Line { from, to, stroke } => writeln!(
            s,
            r#"<line class="{class}" x1="{}" y1="{}" x2="{}" y2="{}"{}/>"#,
            num(from.x),
            num(from.y),
            num(to.x),
            num(to.y),
            stroke_attrs(stroke)
        ),
        Shape::Rect {
            at,
            width,
            height,
            fill,
            stroke,
        } => writeln!(
            s,
            r#"<rect class="{class}" x="{}" y="{}" width="{}" height="{}" fill="{}"{}/>"#,
            num(at.x),
            num(at.y),
            num(*width),
            num(*height),
            fill.map_or("none".to_string(), |c| c.hex()),
            stroke.as_ref().map(stroke_attrs).unwrap_or_default()
        ),
        Shape::Circle {
            center,
            radius,
            fill,
            stroke,
        } => writeln!(
            s,
            r#"<circle class="{class}" cx="{}" cy="{}" r="{}" fill="{}"{}/>"#,
            num(center.x),
            num(center.y),
            num(*radius),
            fill.map_or("none".to_string(), |c| c.hex()),
            stroke.as_ref().map(stroke_attrs).unwrap_or_default()
        ),
        Shape::Curve {
            from,
            control,
            to,
            stroke,
        } => writeln!(
            s,
            r#"<path class="{class}" d="M{} Q{} {}" fill="none"{}/>"#,
            pair(*from),
            pair(*control),
            pair(*to),
            stroke_attrs(stroke)
        ),
        Shape::Polygon { points, fill } => {
            let points: Vec<String> = points.iter().map(|p| pair(*p)).collect();
            writeln!(
                s,
                r#"<polygon class="{class}" points="{}" fill="{}"/>"#,
                points.join(" "),
                fill.hex()
            )
        }
        Shape::Text(text) => writeln!(
            s,
            r#"<text class="{class}" x="{}" y="{}" font-size="{}"{}{} fill="{}">{}</text>"#,
            num(text.at.x),
            num(text.at.y),
            num(text.size),
            match text.font {
                Font::Regular => "",
                Font::Bold => r#" font-weight="bold""#,
            },
            match text.anchor {
                Anchor::Start => "",
                Anchor::Middle => r#" text-anchor="middle""#,
            },
            text.color.hex(),
            escape(&text.text)
        ),
    };
}

fn stroke_attrs(stroke: &Stroke) -> String {
    let mut s = format!(
        r#" stroke="{}" stroke-width="{}""#,
        stroke.color.hex(),
        num(stroke.width)
    );
    if stroke.square_ends {
        s.push_str(r#" stroke-linecap="square""#);
    }
    if let Some(dash) = stroke.dash {
        let _ = write!(s, r#" stroke-dasharray="{d} {d}""#, d = num(dash));
    }
    s
}

fn pair(p: Point) -> String {
    format!("{},{}", num(p.x), num(p.y))
}

/// A length with at most three decimals, no trailing zeros: short and exact enough.
fn num(x: f32) -> String {
    let s = format!("{x:.3}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    match s {
        "-0" | "" => "0".to_string(),
        s => s.to_string(),
    }
}

/// Text for an XML text node or attribute: the five special characters escaped, and
/// control characters (which XML 1.0 forbids; a puzzle's name comes from a file) and
/// bidirectional overrides ([`nonet_core::printable::is_unsafe`]: an SVG may be written to
/// a terminal) left out.
pub fn escape(text: &str) -> String {
    let mut s = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => s.push_str("&amp;"),
            '<' => s.push_str("&lt;"),
            '>' => s.push_str("&gt;"),
            '"' => s.push_str("&quot;"),
            '\'' => s.push_str("&apos;"),
            c if nonet_core::printable::is_unsafe(c) => {}
            c => s.push(c),
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::print::scene::{Color, Text};

    #[test]
    fn numbers_are_short_and_text_is_escaped() {
        assert_eq!(num(1.0), "1");
        assert_eq!(num(0.25), "0.25");
        assert_eq!(num(-0.0001), "0");
        assert_eq!(escape("a<b & \"c\"\u{7}"), "a&lt;b &amp; &quot;c&quot;");
        let mut scene = Scene::new(10.0, 10.0);
        scene.text(
            "title",
            Text::new("<x>", Point::new(5.0, 5.0), 2.0)
                .middle()
                .color(Color(255, 0, 0)),
        );
        let svg = render(&scene, "T & U");
        assert!(svg.contains(r##"<text class="title" x="5" y="5" font-size="2" text-anchor="middle" fill="#ff0000">&lt;x&gt;</text>"##), "{svg}");
        assert!(svg.contains("<title>T &amp; U</title>"));
    }
}
