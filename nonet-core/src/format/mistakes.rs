//! Reporting many mistakes in linear time: a [`Locator`] turns byte offsets into lines and
//! columns without rescanning the text for each, and a [`Tally`] keeps one message per
//! kind of mistake with a count of the others ("and 79,999 more unknown keys"). A file of
//! 80,000 unknown keys used to take 38 s (each error counted lines from the start) and
//! write 16 MB of messages.

use super::ParseError;
use std::cell::Cell;

/// Lines and columns of byte offsets into one text. Offsets asked in increasing order
/// (as a parser meets its errors) cost the distance from the last one; an earlier offset
/// starts again from the line it is on, found by binary search.
pub struct Locator<'t> {
    text: &'t str,
    /// The byte offset each line starts at.
    line_starts: Vec<usize>,
    /// The last offset located, with its line and column.
    last: Cell<(usize, usize, usize)>,
}

impl<'t> Locator<'t> {
    pub fn new(text: &'t str) -> Locator<'t> {
        let line_starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        Locator {
            text,
            line_starts,
            last: Cell::new((0, 1, 1)),
        }
    }

    /// The line and (character) column of byte `offset`, clamped to the text and to a
    /// character boundary as [`ParseError::at_offset`] does.
    pub fn line_column(&self, offset: usize) -> (usize, usize) {
        let mut at = offset.min(self.text.len());
        while !self.text.is_char_boundary(at) {
            at -= 1;
        }
        let line = self.line_starts.partition_point(|&s| s <= at);
        let line_start = self.line_starts[line - 1];
        let (last_at, last_line, last_column) = self.last.get();
        let (from, column) = if last_line == line && last_at <= at {
            (last_at, last_column)
        } else {
            (line_start, 1)
        };
        let column = column + self.text[from..at].chars().count();
        self.last.set((at, line, column));
        (line, column)
    }

    /// An error at byte `offset`: [`ParseError::at_offset`] without its rescan.
    pub fn error(&self, offset: usize, message: impl Into<String>) -> ParseError {
        let (line, column) = self.line_column(offset);
        ParseError::new(line, column, message)
    }
}

/// Mistakes kept one per kind: the first of each kind in full, the others counted.
pub struct Tally<T> {
    /// Each kind (its plural noun: "unknown keys") with its first mistake and how many
    /// more there were, in the order the kinds were first met.
    kinds: Vec<(&'static str, T, usize)>,
}

impl<T> Default for Tally<T> {
    fn default() -> Self {
        Tally { kinds: Vec::new() }
    }
}

impl<T> Tally<T> {
    /// Counts a mistake of `kind`; `make` says it, and is only called for the first of
    /// its kind (so the others cost no locating or formatting).
    pub fn add(&mut self, kind: &'static str, make: impl FnOnce() -> T) {
        match self.kinds.iter_mut().find(|(k, _, _)| *k == kind) {
            Some((_, _, more)) => *more += 1,
            None => self.kinds.push((kind, make(), 0)),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.kinds.is_empty()
    }

    /// The first mistake of each kind, `with_more` adding "and N more KIND" to those
    /// that had more.
    pub fn into_vec(self, mut with_more: impl FnMut(&mut T, String)) -> Vec<T> {
        self.kinds
            .into_iter()
            .map(|(kind, mut first, more)| {
                if more > 0 {
                    with_more(&mut first, format!("and {} more {kind}", thousands(more)));
                }
                first
            })
            .collect()
    }
}

/// Parse errors kept one per kind, with the count appended to the first one's message.
impl Tally<ParseError> {
    pub fn into_errors(self) -> Vec<ParseError> {
        self.into_vec(|e, more| e.message = format!("{} ({more})", e.message))
    }
}

/// `n` with commas between thousands: 79,999.
pub fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let groups: Vec<&str> = digits
        .as_bytes()
        .rchunks(3)
        .rev()
        .map(|group| std::str::from_utf8(group).expect("ASCII digits"))
        .collect();
    groups.join(",")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_locator_agrees_with_at_offset_in_any_order() {
        let text = "ab\ncé\n\nxyz wörd\n";
        let locator = Locator::new(text);
        let mut offsets: Vec<usize> = (0..=text.len() + 2).collect();
        offsets.extend((0..=text.len()).rev());
        for at in offsets {
            let slow = ParseError::at_offset(text, at, "m");
            let fast = locator.error(at, "m");
            assert_eq!(
                (fast.line, fast.column),
                (slow.line, slow.column),
                "offset {at}"
            );
        }
    }

    #[test]
    fn one_message_per_kind_with_a_count() {
        let mut tally = Tally::default();
        let mut made = 0;
        for i in 0..80_000 {
            tally.add("unknown keys", || {
                made += 1;
                format!("unknown key k{i}")
            });
        }
        tally.add("bad values", || "bad value".to_string());
        assert_eq!(made, 1, "only the first of a kind is said");
        let said = tally.into_vec(|m, more| *m = format!("{m} ({more})"));
        assert_eq!(
            said,
            ["unknown key k0 (and 79,999 more unknown keys)", "bad value"]
        );
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(1_000_000), "1,000,000");
    }
}
