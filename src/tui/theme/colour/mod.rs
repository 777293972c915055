//! Colour as the eye sees it: sRGB to CIELAB, the CIEDE2000 colour difference, WCAG
//! contrast, and the xterm palettes a theme falls back to on a terminal without 24-bit
//! colour ([`depth`]). The built-in themes are checked with these in `contrast_tests`.

#[cfg(test)]
mod contrast_tests;
pub mod depth;
#[cfg(test)]
mod tests;
pub mod tints;

use ratatui::style::Color;

/// An 8-bit sRGB colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

/// A colour in CIELAB (D65 white): lightness 0-100, and the green-red and blue-yellow
/// axes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Lab {
    pub l: f64,
    pub a: f64,
    pub b: f64,
}

/// An sRGB channel (0-255) in linear light (0-1).
fn linear(channel: u8) -> f64 {
    let c = f64::from(channel) / 255.0;
    if c <= 0.04045 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

impl Rgb {
    /// Relative luminance as WCAG 2 defines it (0 black, 1 white).
    #[cfg(test)]
    pub fn luminance(self) -> f64 {
        0.2126 * linear(self.0) + 0.7152 * linear(self.1) + 0.0722 * linear(self.2)
    }

    /// CIELAB under the D65 white point (sRGB's).
    pub fn lab(self) -> Lab {
        let (r, g, b) = (linear(self.0), linear(self.1), linear(self.2));
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b;
        let z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883;
        let f = |t: f64| {
            if t > 216.0 / 24389.0 {
                t.cbrt()
            } else {
                (24389.0 / 27.0 * t + 16.0) / 116.0
            }
        };
        let (fx, fy, fz) = (f(x), f(y), f(z));
        Lab {
            l: 116.0 * fy - 16.0,
            a: 500.0 * (fx - fy),
            b: 200.0 * (fy - fz),
        }
    }
}

/// WCAG 2 contrast ratio of two colours: 1 (the same) to 21 (black on white). Only the
/// theme test measures with it (and with [`delta_e`]).
#[cfg(test)]
pub fn contrast(x: Rgb, y: Rgb) -> f64 {
    let (a, b) = (x.luminance(), y.luminance());
    (a.max(b) + 0.05) / (a.min(b) + 0.05)
}

/// The CIEDE2000 colour difference (Sharma, Wu and Dalal's formulation, kL = kC = kH =
/// 1): about 1 is the smallest difference an eye sees side by side, 20 and more reads
/// as another colour at a glance.
pub fn ciede2000(x: Lab, y: Lab) -> f64 {
    use std::f64::consts::PI;
    let deg = |r: f64| r * 180.0 / PI;
    let rad = |d: f64| d * PI / 180.0;
    let c_bar = (x.a.hypot(x.b) + y.a.hypot(y.b)) / 2.0;
    let g = 0.5 * (1.0 - (c_bar.powi(7) / (c_bar.powi(7) + 25f64.powi(7))).sqrt());
    let (a1, a2) = ((1.0 + g) * x.a, (1.0 + g) * y.a);
    let (c1, c2) = (a1.hypot(x.b), a2.hypot(y.b));
    let hue = |a: f64, b: f64| {
        if a == 0.0 && b == 0.0 {
            0.0
        } else {
            deg(b.atan2(a)).rem_euclid(360.0)
        }
    };
    let (h1, h2) = (hue(a1, x.b), hue(a2, y.b));
    let dl = y.l - x.l;
    let dc = c2 - c1;
    let dh = if c1 * c2 == 0.0 {
        0.0
    } else if (h2 - h1).abs() <= 180.0 {
        h2 - h1
    } else if h2 - h1 > 180.0 {
        h2 - h1 - 360.0
    } else {
        h2 - h1 + 360.0
    };
    let dh_big = 2.0 * (c1 * c2).sqrt() * rad(dh / 2.0).sin();
    let l_bar = (x.l + y.l) / 2.0;
    let c_bar2 = (c1 + c2) / 2.0;
    let h_bar = if c1 * c2 == 0.0 {
        h1 + h2
    } else if (h1 - h2).abs() <= 180.0 {
        (h1 + h2) / 2.0
    } else if h1 + h2 < 360.0 {
        (h1 + h2 + 360.0) / 2.0
    } else {
        (h1 + h2 - 360.0) / 2.0
    };
    let t = 1.0 - 0.17 * rad(h_bar - 30.0).cos()
        + 0.24 * rad(2.0 * h_bar).cos()
        + 0.32 * rad(3.0 * h_bar + 6.0).cos()
        - 0.20 * rad(4.0 * h_bar - 63.0).cos();
    let d_theta = 30.0 * (-((h_bar - 275.0) / 25.0).powi(2)).exp();
    let rc = 2.0 * (c_bar2.powi(7) / (c_bar2.powi(7) + 25f64.powi(7))).sqrt();
    let sl = 1.0 + 0.015 * (l_bar - 50.0).powi(2) / (20.0 + (l_bar - 50.0).powi(2)).sqrt();
    let sc = 1.0 + 0.045 * c_bar2;
    let sh = 1.0 + 0.015 * c_bar2 * t;
    let rt = -rad(2.0 * d_theta).sin() * rc;
    let (l, c, h) = (dl / sl, dc / sc, dh_big / sh);
    (l * l + c * c + h * h + rt * c * h).sqrt()
}

/// The CIEDE2000 difference of two sRGB colours.
#[cfg(test)]
pub fn delta_e(x: Rgb, y: Rgb) -> f64 {
    ciede2000(x.lab(), y.lab())
}

/// xterm's default colours for the 16 ANSI slots. Terminals let users change these, so
/// a fallback never picks them by value (see [`depth`]); they stand for a named colour
/// when one must be measured.
pub const ANSI: [Rgb; 16] = [
    Rgb(0x00, 0x00, 0x00),
    Rgb(0xcd, 0x00, 0x00),
    Rgb(0x00, 0xcd, 0x00),
    Rgb(0xcd, 0xcd, 0x00),
    Rgb(0x00, 0x00, 0xee),
    Rgb(0xcd, 0x00, 0xcd),
    Rgb(0x00, 0xcd, 0xcd),
    Rgb(0xe5, 0xe5, 0xe5),
    Rgb(0x7f, 0x7f, 0x7f),
    Rgb(0xff, 0x00, 0x00),
    Rgb(0x00, 0xff, 0x00),
    Rgb(0xff, 0xff, 0x00),
    Rgb(0x5c, 0x5c, 0xff),
    Rgb(0xff, 0x00, 0xff),
    Rgb(0x00, 0xff, 0xff),
    Rgb(0xff, 0xff, 0xff),
];

/// The six levels of each channel in the 256-colour palette's 6×6×6 cube.
const CUBE: [u8; 6] = [0, 95, 135, 175, 215, 255];

/// The colour of xterm's palette entry `i`: the 16 ANSI colours (xterm's defaults), the
/// 6×6×6 cube (16-231) and the 24 greys (232-255).
pub fn indexed(i: u8) -> Rgb {
    match i {
        0..=15 => ANSI[i as usize],
        16..=231 => {
            let n = i - 16;
            Rgb(
                CUBE[(n / 36) as usize],
                CUBE[(n / 6 % 6) as usize],
                CUBE[(n % 6) as usize],
            )
        }
        _ => {
            let v = 8 + 10 * (i - 232);
            Rgb(v, v, v)
        }
    }
}

/// The sRGB value of a ratatui colour, the named and indexed ones as xterm shows them by
/// default; None for `Reset` (the terminal's own colour, unknown here).
pub fn rgb(c: Color) -> Option<Rgb> {
    let ansi = |i: u8| Some(ANSI[i as usize]);
    match c {
        Color::Reset => None,
        Color::Rgb(r, g, b) => Some(Rgb(r, g, b)),
        Color::Indexed(i) => Some(indexed(i)),
        Color::Black => ansi(0),
        Color::Red => ansi(1),
        Color::Green => ansi(2),
        Color::Yellow => ansi(3),
        Color::Blue => ansi(4),
        Color::Magenta => ansi(5),
        Color::Cyan => ansi(6),
        Color::Gray => ansi(7),
        Color::DarkGray => ansi(8),
        Color::LightRed => ansi(9),
        Color::LightGreen => ansi(10),
        Color::LightYellow => ansi(11),
        Color::LightBlue => ansi(12),
        Color::LightMagenta => ansi(13),
        Color::LightCyan => ansi(14),
        Color::White => ansi(15),
    }
}

/// Of `choices`, the index of the one nearest to `target` by CIEDE2000 (the first of
/// equals).
pub fn nearest(target: Rgb, choices: impl IntoIterator<Item = Rgb>) -> usize {
    let lab = target.lab();
    choices
        .into_iter()
        .map(|c| ciede2000(lab, c.lab()))
        .enumerate()
        .fold(
            (0, f64::INFINITY),
            |best, (i, d)| {
                if d < best.1 {
                    (i, d)
                } else {
                    best
                }
            },
        )
        .0
}
