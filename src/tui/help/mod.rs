//! The help overlay's text laid out for a screen: the keys of a mode with every
//! description whole (wrapped, never cut), framed when it fits, else over the whole
//! screen in one column or two, scrolled when even two do not fit. Drawing and the scroll
//! keys share this layout, so that the scroll stops at the last row.

/// Drawn as an overlay: the keys of the mode.
pub mod overlay;

use super::hints::explain::wrap_text;
use super::keymap::{Context, Keymap};

/// The help of every mode, as the keymap (with the user's `[keys]`) gives it: (keys,
/// what they do) in the keymap's order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HelpTable(Vec<(Context, Vec<(String, String)>)>);

impl HelpTable {
    pub fn of(keymap: &Keymap) -> HelpTable {
        let table = Context::ALL.iter().map(|&ctx| {
            let entries = keymap.help(ctx);
            let owned = entries.iter().map(|(k, h)| (k.to_string(), h.to_string()));
            (ctx, owned.collect())
        });
        HelpTable(table.collect())
    }

    pub fn entries(&self, ctx: Context) -> &[(String, String)] {
        self.0
            .iter()
            .find(|(c, _)| *c == ctx)
            .map_or(&[], |(_, entries)| entries.as_slice())
    }
}

/// The framed box's width (its text is two narrower).
pub const FRAMED_WIDTH: u16 = 56;

/// One row of a column: the keys (right-aligned, blank on a description's further
/// lines) and a line of the description.
pub type Cell = (String, String);

/// The help laid out for one screen.
#[derive(Debug, PartialEq, Eq)]
pub struct HelpLayout {
    /// In a box over the grid; else over the whole screen, under a title line.
    pub framed: bool,
    /// The width of a column (the screen's half when there are two).
    pub column_width: usize,
    /// Each row's cells, one per column.
    pub rows: Vec<Vec<Cell>>,
    /// How many rows show at once; fewer than `rows` means it scrolls.
    pub visible: usize,
}

impl HelpLayout {
    pub fn new(entries: &[(String, String)], (width, height): (u16, u16)) -> HelpLayout {
        let (width, height) = (width as usize, height as usize);
        let boxed = column(entries, FRAMED_WIDTH as usize - 2);
        if boxed.len() + 2 <= height {
            return HelpLayout::of_columns(true, FRAMED_WIDTH as usize - 2, vec![boxed], 0);
        }
        // Over the whole screen, under a title line.
        let visible = height.saturating_sub(1).max(1);
        let single = column(entries, width.saturating_sub(1));
        if single.len() <= visible {
            return HelpLayout::of_columns(false, width, vec![single], visible);
        }
        let half = width / 2;
        let blocks: Vec<Vec<Cell>> = entries
            .iter()
            .map(|e| column(std::slice::from_ref(e), half.saturating_sub(1)))
            .collect();
        // The split that keeps every entry whole and the taller column lowest.
        let total: usize = blocks.iter().map(Vec::len).sum();
        let mut left_rows = 0;
        let mut split = blocks.len();
        let mut best = usize::MAX;
        for (i, b) in blocks.iter().enumerate() {
            let taller = left_rows.max(total - left_rows);
            if taller < best {
                (best, split) = (taller, i);
            }
            left_rows += b.len();
        }
        let left: Vec<Cell> = blocks[..split].concat();
        let right: Vec<Cell> = blocks[split..].concat();
        HelpLayout::of_columns(false, half, vec![left, right], visible)
    }

    /// Columns side by side as rows (a shorter column padded with blank cells).
    fn of_columns(
        framed: bool,
        column_width: usize,
        columns: Vec<Vec<Cell>>,
        visible: usize,
    ) -> HelpLayout {
        let height = columns.iter().map(Vec::len).max().unwrap_or(0);
        let rows = (0..height)
            .map(|r| {
                columns
                    .iter()
                    .map(|c| c.get(r).cloned().unwrap_or_default())
                    .collect()
            })
            .collect();
        HelpLayout {
            framed,
            column_width,
            rows,
            visible: if framed { height } else { visible },
        }
    }

    /// The furthest the help scrolls: its last row on the screen's last line.
    pub fn max_scroll(&self) -> usize {
        self.rows.len().saturating_sub(self.visible)
    }
}

/// The entries as one column `width` wide: the keys right-aligned in 7 places (or
/// wider), then the description wrapped in the rest, its further lines under its first.
fn column(entries: &[(String, String)], width: usize) -> Vec<Cell> {
    let mut out = Vec::new();
    for (keys, about) in entries {
        let keys = format!("{keys:>7} ");
        let indent = keys.chars().count();
        let lines = wrap_text(about, width.saturating_sub(indent).max(8));
        for (i, line) in lines.into_iter().enumerate() {
            let shown = if i == 0 {
                keys.clone()
            } else {
                " ".repeat(indent)
            };
            out.push((shown, line));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entries() -> Vec<(String, String)> {
        (0..30)
            .map(|i| {
                let about = format!("entry {i} does something rather long to say about it");
                (format!("k{i}"), about)
            })
            .collect()
    }

    /// Every description, joined again from its rows, in order.
    fn joined(l: &HelpLayout) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for col in 0..l.rows.first().map_or(0, Vec::len) {
            for row in &l.rows {
                let (keys, text) = &row[col];
                if !keys.trim().is_empty() {
                    out.push(text.clone());
                } else if let Some(last) = out.last_mut().filter(|_| !text.is_empty()) {
                    last.push(' ');
                    last.push_str(text);
                }
            }
        }
        out
    }

    #[test]
    fn every_description_is_whole_on_every_screen_and_the_scroll_reaches_the_end() {
        let e = entries();
        for screen in [(200, 60), (80, 24), (64, 21), (40, 10)] {
            let l = HelpLayout::new(&e, screen);
            let want: Vec<String> = e.iter().map(|(_, a)| a.clone()).collect();
            assert_eq!(joined(&l), want, "{screen:?}");
            for row in &l.rows {
                for (keys, text) in row {
                    let w = keys.chars().count() + text.chars().count();
                    assert!(w <= l.column_width, "{screen:?}: {row:?}");
                }
            }
            assert_eq!(
                l.max_scroll() + l.visible.min(l.rows.len()),
                l.rows.len(),
                "{screen:?}"
            );
        }
        assert!(HelpLayout::new(&e[..10], (200, 60)).framed);
        assert!(!HelpLayout::new(&e, (200, 60)).framed);
        assert!(HelpLayout::new(&e, (40, 10)).max_scroll() > 0);
    }
}
