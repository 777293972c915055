//! The one drawing model: a scene of lines, rectangles, circles, curves, polygons and
//! text in its own coordinates (y grows downwards, as on a page read top to bottom).
//! A puzzle is drawn once, in puzzle coordinates (a cell is 1×1), and placed on an SVG
//! picture or a PDF page by [`Scene::place`]; the two renderers only translate shapes.

/// A point in the scene's coordinates.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    pub x: f32,
    pub y: f32,
}

impl Point {
    pub const fn new(x: f32, y: f32) -> Point {
        Point { x, y }
    }

    /// The point `t` of the way from `self` to `to`.
    pub fn lerp(self, to: Point, t: f32) -> Point {
        Point::new(self.x + (to.x - self.x) * t, self.y + (to.y - self.y) * t)
    }

    pub fn distance(self, to: Point) -> f32 {
        (to.x - self.x).hypot(to.y - self.y)
    }
}

/// An opaque colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Color(pub u8, pub u8, pub u8);

impl Color {
    pub const BLACK: Color = Color(0, 0, 0);
    pub const WHITE: Color = Color(255, 255, 255);

    /// `#rrggbb`, for SVG.
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }
}

/// How a line is drawn: its width, colour, and dash length (the gaps as long) or solid.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Stroke {
    pub width: f32,
    pub color: Color,
    pub dash: Option<f32>,
    /// Square ends that reach half the width past the end points, so that heavy walls
    /// drawn cell by cell meet at corners without a notch; otherwise flat (butt) ends.
    pub square_ends: bool,
}

impl Stroke {
    pub fn solid(width: f32, color: Color) -> Stroke {
        Stroke {
            width,
            color,
            dash: None,
            square_ends: false,
        }
    }
}

/// The two faces of the text: DejaVu Sans and DejaVu Sans Bold (`metrics.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Font {
    Regular,
    Bold,
}

/// Where a text's point is along its baseline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    Start,
    Middle,
}

/// One thing to draw.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    Line {
        from: Point,
        to: Point,
        stroke: Stroke,
    },
    Rect {
        at: Point,
        width: f32,
        height: f32,
        fill: Option<Color>,
        stroke: Option<Stroke>,
    },
    Circle {
        center: Point,
        radius: f32,
        fill: Option<Color>,
        stroke: Option<Stroke>,
    },
    /// A quadratic Bézier curve from `from` to `to`, pulled towards `control`.
    Curve {
        from: Point,
        control: Point,
        to: Point,
        stroke: Stroke,
    },
    /// A closed, filled polygon (an arrowhead).
    Polygon { points: Vec<Point>, fill: Color },
    /// Text on a baseline through its point.
    Text(Text),
}

/// A shape and what it shows (`cell`, `wall`, `given`, `elimination`…): the SVG writes
/// it as the element's class, so a picture can be styled or checked; the PDF ignores it.
#[derive(Clone, Debug, PartialEq)]
pub struct Item {
    pub class: &'static str,
    pub shape: Shape,
}

/// A drawing of `width` × `height`, its shapes in painting order.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Scene {
    pub width: f32,
    pub height: f32,
    pub items: Vec<Item>,
}

impl Scene {
    pub fn new(width: f32, height: f32) -> Scene {
        Scene {
            width,
            height,
            items: Vec::new(),
        }
    }

    pub fn add(&mut self, class: &'static str, shape: Shape) {
        self.items.push(Item { class, shape });
    }

    pub fn line(&mut self, class: &'static str, from: Point, to: Point, stroke: Stroke) {
        self.add(class, Shape::Line { from, to, stroke });
    }

    pub fn fill_rect(&mut self, class: &'static str, at: Point, w: f32, h: f32, fill: Color) {
        self.add(
            class,
            Shape::Rect {
                at,
                width: w,
                height: h,
                fill: Some(fill),
                stroke: None,
            },
        );
    }

    pub fn text(&mut self, class: &'static str, text: Text) {
        self.add(class, Shape::Text(text));
    }

    /// Draws `other` into this scene with its origin at (`x`, `y`), every length
    /// multiplied by `scale`.
    pub fn place(&mut self, other: &Scene, x: f32, y: f32, scale: f32) {
        let map = |p: Point| Point::new(x + p.x * scale, y + p.y * scale);
        let stroke = |s: Stroke| Stroke {
            width: s.width * scale,
            dash: s.dash.map(|d| d * scale),
            ..s
        };
        for item in &other.items {
            let shape = match &item.shape {
                Shape::Line {
                    from,
                    to,
                    stroke: s,
                } => Shape::Line {
                    from: map(*from),
                    to: map(*to),
                    stroke: stroke(*s),
                },
                Shape::Rect {
                    at,
                    width,
                    height,
                    fill,
                    stroke: s,
                } => Shape::Rect {
                    at: map(*at),
                    width: width * scale,
                    height: height * scale,
                    fill: *fill,
                    stroke: s.map(stroke),
                },
                Shape::Circle {
                    center,
                    radius,
                    fill,
                    stroke: s,
                } => Shape::Circle {
                    center: map(*center),
                    radius: radius * scale,
                    fill: *fill,
                    stroke: s.map(stroke),
                },
                Shape::Curve {
                    from,
                    control,
                    to,
                    stroke: s,
                } => Shape::Curve {
                    from: map(*from),
                    control: map(*control),
                    to: map(*to),
                    stroke: stroke(*s),
                },
                Shape::Polygon { points, fill } => Shape::Polygon {
                    points: points.iter().copied().map(map).collect(),
                    fill: *fill,
                },
                Shape::Text(text) => Shape::Text(Text {
                    at: map(text.at),
                    size: text.size * scale,
                    ..text.clone()
                }),
            };
            self.items.push(Item {
                class: item.class,
                shape,
            });
        }
    }
}

/// A text, built up from its string: `Text::new("5", at, 0.6).middle()`.
#[derive(Clone, Debug, PartialEq)]
pub struct Text {
    pub at: Point,
    pub size: f32,
    pub font: Font,
    pub anchor: Anchor,
    pub color: Color,
    pub text: String,
}

impl Text {
    pub fn new(text: impl Into<String>, at: Point, size: f32) -> Text {
        Text {
            at,
            size,
            font: Font::Regular,
            anchor: Anchor::Start,
            color: Color::BLACK,
            text: text.into(),
        }
    }

    pub fn middle(self) -> Text {
        Text {
            anchor: Anchor::Middle,
            ..self
        }
    }

    pub fn bold(self) -> Text {
        Text {
            font: Font::Bold,
            ..self
        }
    }

    pub fn color(self, color: Color) -> Text {
        Text { color, ..self }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placing_a_scene_moves_and_scales_every_length() {
        let mut cell = Scene::new(1.0, 1.0);
        cell.line(
            "wall",
            Point::new(0.0, 0.0),
            Point::new(1.0, 0.0),
            Stroke::solid(0.05, Color::BLACK),
        );
        cell.text("given", Text::new("5", Point::new(0.5, 0.7), 0.6).middle());
        let mut page = Scene::new(100.0, 100.0);
        page.place(&cell, 10.0, 20.0, 40.0);
        assert_eq!(
            page.items[0].shape,
            Shape::Line {
                from: Point::new(10.0, 20.0),
                to: Point::new(50.0, 20.0),
                stroke: Stroke::solid(2.0, Color::BLACK),
            }
        );
        match &page.items[1].shape {
            Shape::Text(text) => {
                assert_eq!(text.at, Point::new(30.0, 48.0));
                assert!((text.size - 24.0).abs() < 1e-4);
            }
            other => panic!("not a text: {other:?}"),
        }
        assert_eq!(page.items[1].class, "given");
    }
}
