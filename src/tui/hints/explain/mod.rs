//! The whole step as the overlay (`i`) lays it out: the core's [`Step::whole`] lines,
//! indented by depth and wrapped to the overlay's width, with the chains kept apart from
//! the words so that draw can style their links. Both sides use it: `update` to know how
//! far the overlay scrolls on the screen it has, `draw` to paint the rows it shows; and
//! the panel wraps its short lines with [`wrap_text`].

/// Drawn as an overlay: the rows from the scroll position on.
pub mod overlay;
/// Opening, scrolling and closing the whole step (and the message log's selection).
pub mod update;

use nonet_core::strategy::Step;

/// What a piece of a row is, for its style.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Words,
    /// Eureka notation: its `=` and `-` are links.
    Chain,
}

/// One row of the overlay: its indent, then pieces of text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    pub indent: usize,
    pub pieces: Vec<(String, Kind)>,
}

impl Row {
    /// The row as plain text, indent included (what a test looks for on the screen).
    #[cfg(test)]
    pub fn plain(&self) -> String {
        let text: String = self.pieces.iter().map(|(t, _)| t.as_str()).collect();
        format!("{}{text}", " ".repeat(self.indent))
    }
}

/// Rows a step's whole explanation takes at `width` columns: the short lines, a blank
/// row, then its chains and reasons, a deeper line two columns further in, and a wrapped
/// line's rest two further still.
pub fn rows(step: &Step, width: usize) -> Vec<Row> {
    let short = step.lines().len();
    let mut out = Vec::new();
    for (i, d) in step.whole().into_iter().enumerate() {
        if i == short && i > 0 {
            out.push(Row {
                indent: 0,
                pieces: Vec::new(),
            });
        }
        let mut chars: Vec<(char, Kind)> = d.text.chars().map(|c| (c, Kind::Words)).collect();
        if let Some(chain) = &d.chain {
            chars.extend(chain.chars().map(|c| (c, Kind::Chain)));
        }
        chars.extend(d.tail.chars().map(|c| (c, Kind::Words)));
        let indent = 2 * d.depth;
        for (k, line) in wrap(chars, width.saturating_sub(indent + 2).max(8))
            .into_iter()
            .enumerate()
        {
            out.push(Row {
                indent: if k == 0 { indent } else { indent + 2 },
                pieces: pieces(line),
            });
        }
    }
    out
}

/// The overlay's box on a screen of `screen` (columns, rows): at most 96 wide, as tall
/// as the screen less its two status lines, which keep showing the keys.
pub fn frame(screen: (u16, u16)) -> (u16, u16) {
    (screen.0.min(96), screen.1.saturating_sub(2).max(3))
}

/// The columns of text inside the box (its borders and a space on each side off).
pub fn text_width(screen: (u16, u16)) -> usize {
    frame(screen).0.saturating_sub(4).max(1) as usize
}

/// How many rows the box shows.
pub fn visible(screen: (u16, u16)) -> usize {
    frame(screen).1.saturating_sub(2).max(1) as usize
}

/// The furthest the overlay scrolls: its last row at the box's bottom.
pub fn max_scroll(step: &Step, screen: (u16, u16)) -> usize {
    rows(step, text_width(screen))
        .len()
        .saturating_sub(visible(screen))
}

/// `text` in lines of at most `width` characters, broken after a space, a link
/// (`=`, `-`), `;` or the comma of a list of cells (`r1c2,r1c4`: never inside a cell's
/// name, nor in a figure's `2,880`), in a line's second half where there is one, else
/// in its first half, else (a word longer than the line) anywhere. In the second half a
/// break between a chain's nodes comes before one inside a node's parentheses, so that
/// `(7-1)r8c2` stays whole where the link before it can end the line.
pub fn wrap_text(text: &str, width: usize) -> Vec<String> {
    wrap(text.chars().map(|c| (c, ())).collect(), width)
        .into_iter()
        .map(|line| line.into_iter().map(|(c, _)| c).collect())
        .collect()
}

/// [`wrap_text`] over characters that carry something (their kind).
fn wrap<T: Copy>(mut rest: Vec<(char, T)>, width: usize) -> Vec<Vec<(char, T)>> {
    let width = width.max(1);
    let mut out = Vec::new();
    while rest.len() > width {
        // A space may sit just past the line's end (it is dropped); a link ends the line.
        let breaks_after = |i: usize| {
            rest[i].0 == ' '
                || (i < width && matches!(rest[i].0, '=' | '-' | ';'))
                || (i < width && rest[i].0 == ',' && !rest[i + 1].0.is_ascii_digit())
        };
        // Whether the character at i is a link inside a node's parentheses: `(7-1)`.
        let mut depth = 0i32;
        let in_node: Vec<bool> = rest[..=width]
            .iter()
            .map(|&(c, _)| {
                depth += i32::from(c == '(') - i32::from(c == ')');
                depth > 0 && matches!(c, '=' | '-')
            })
            .collect();
        let second_half = || (width / 2..=width).rev();
        let cut = second_half()
            .find(|&i| breaks_after(i) && !in_node[i])
            .or_else(|| {
                second_half()
                    .chain((1..width / 2).rev())
                    .find(|&i| breaks_after(i))
            })
            .map_or(width, |i| i + 1);
        let mut line: Vec<(char, T)> = rest.drain(..cut).collect();
        while line.last().is_some_and(|(c, _)| *c == ' ') {
            line.pop();
        }
        out.push(line);
        while rest.first().is_some_and(|(c, _)| *c == ' ') {
            rest.remove(0);
        }
    }
    if !rest.is_empty() || out.is_empty() {
        out.push(rest);
    }
    out
}

/// Characters grouped into pieces of one kind.
fn pieces(line: Vec<(char, Kind)>) -> Vec<(String, Kind)> {
    let mut out: Vec<(String, Kind)> = Vec::new();
    for (c, kind) in line {
        match out.last_mut() {
            Some((text, k)) if *k == kind => text.push(c),
            _ => out.push((c.to_string(), kind)),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_wraps_after_spaces_and_links() {
        let lines = wrap_text("(8)r5c2-(8=1)r4c3-(1=9)r4c1-(9)r6c2", 16);
        assert_eq!(lines, vec!["(8)r5c2-(8=", "1)r4c3-(1=", "9)r4c1-(9)r6c2"]);
        assert!(lines.iter().all(|l| l.chars().count() <= 16));
        assert_eq!(
            wrap_text("in row 4, 7 fits", 9),
            vec!["in row 4,", "7 fits"]
        );
        assert_eq!(wrap_text("", 9), vec![""]);
        assert_eq!(wrap_text("abcdefghij", 4), vec!["abcd", "efgh", "ij"]);
    }

    /// A list of cells breaks after a comma, never inside a cell's name; a figure's
    /// comma does not break it.
    #[test]
    fn cell_lists_wrap_after_their_commas() {
        assert_eq!(
            wrap_text("ALS r1c2,r1c4,r1c7,r1c8,r1c9 {12345}", 24),
            vec!["ALS r1c2,r1c4,r1c7,r1c8,", "r1c9 {12345}"]
        );
        assert_eq!(
            wrap_text("(3)r6c6,r8c8,r7c7,r2c7,r4c4,r5c5", 12),
            vec!["(3)r6c6,", "r8c8,r7c7,", "r2c7,r4c4,", "r5c5"]
        );
        assert_eq!(wrap_text("best 12,880", 8), vec!["best", "12,880"]);
    }

    /// A chain breaks between its nodes rather than inside a node's parentheses when the
    /// line's second half has such a break (the ALS loop of top1465 #67 at 80×24).
    #[test]
    fn chains_break_between_nodes_before_inside_them() {
        let chain = "(1)r8c2-(1)r8c1=(8)r8c7-(8)r13c7=(8)r2c789-(8)r2c5=(7)r6c5-(7)r6c2=(7-1)r8c2";
        assert_eq!(
            wrap_text(chain, 72),
            vec![
                "(1)r8c2-(1)r8c1=(8)r8c7-(8)r13c7=(8)r2c789-(8)r2c5=(7)r6c5-(7)r6c2=",
                "(7-1)r8c2"
            ]
        );
        assert_eq!(
            wrap_text("(8)r5c2-(8=1)r4c3", 12),
            vec!["(8)r5c2-", "(8=1)r4c3"]
        );
        // With only a link inside a node in the second half, the line breaks there
        // (`text_wraps_after_spaces_and_links`).
    }

    #[test]
    fn the_frame_leaves_the_status_lines_and_fits_80x24() {
        assert_eq!(frame((80, 24)), (80, 22));
        assert_eq!(frame((200, 60)), (96, 58));
        assert_eq!(text_width((80, 24)), 76);
        assert_eq!(visible((80, 24)), 20);
    }
}
