//! The player's colouring (HoDoKu's colouring aid): cells and candidates painted in one
//! of four colours, kept in the native document under `colours`.
//!
//! In the document each cell is a string, 9 rows of 9 like `marks`: an optional colour
//! letter for the whole cell, then a digit and its colour letter for each painted
//! candidate. The letters `a`-`d` are colours 1-4: `"a"` is a cell in colour 1, `"3b7b"`
//! its candidates 3 and 7 in colour 2, `"c5a"` both at once, `""` nothing.

use crate::cells::CELLS;

/// How many colours a player paints with.
pub const COLOURS: u8 = 4;

/// Every cell's and every candidate's colour: 0 for none, else 1-[`COLOURS`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Colouring {
    cells: [u8; CELLS],
    /// `candidates[cell][digit - 1]`.
    candidates: [[u8; 9]; CELLS],
}

impl Default for Colouring {
    fn default() -> Colouring {
        Colouring {
            cells: [0; CELLS],
            candidates: [[0; 9]; CELLS],
        }
    }
}

impl Colouring {
    /// Nothing painted.
    pub fn is_empty(&self) -> bool {
        *self == Colouring::default()
    }

    /// The colour of `cell` (0: none).
    pub fn cell(&self, cell: usize) -> u8 {
        self.cells[cell]
    }

    /// The colour of candidate `digit` (1-9) of `cell` (0: none).
    pub fn candidate(&self, cell: usize, digit: u8) -> u8 {
        self.candidates[cell][digit as usize - 1]
    }

    /// Paints `cell` in `colour` (0 clears it). Colours past [`COLOURS`] are refused.
    pub fn set_cell(&mut self, cell: usize, colour: u8) {
        if colour <= COLOURS {
            self.cells[cell] = colour;
        }
    }

    /// Paints candidate `digit` of `cell` in `colour` (0 clears it).
    pub fn set_candidate(&mut self, cell: usize, digit: u8, colour: u8) {
        if colour <= COLOURS && (1..=9).contains(&digit) {
            self.candidates[cell][digit as usize - 1] = colour;
        }
    }

    /// One cell as the document writes it: `"c5a"`.
    pub fn cell_text(&self, cell: usize) -> String {
        let letter = |colour: u8| (b'a' + colour - 1) as char;
        let mut s = String::new();
        if self.cells[cell] != 0 {
            s.push(letter(self.cells[cell]));
        }
        for (i, &colour) in self.candidates[cell].iter().enumerate() {
            if colour != 0 {
                s.push((b'1' + i as u8) as char);
                s.push(letter(colour));
            }
        }
        s
    }

    /// Reads one cell's string into `cell`; the error says what is wrong, and at which
    /// character (0-based) of the string.
    pub fn read_cell(&mut self, cell: usize, text: &str) -> Result<(), (usize, String)> {
        let colour_of = |at: usize, ch: Option<char>| match ch {
            Some(c @ 'a'..='d') => Ok(c as u8 - b'a' + 1),
            Some(c) => Err((at, format!("{c:?} is not a colour letter a-d"))),
            None => Err((at, "a digit without its colour letter a-d".to_string())),
        };
        let chars: Vec<char> = text.chars().collect();
        let mut at = 0;
        if let Some(c @ 'a'..='d') = chars.first() {
            self.cells[cell] = *c as u8 - b'a' + 1;
            at = 1;
        }
        while at < chars.len() {
            let digit = match chars[at] {
                d @ '1'..='9' => d as u8 - b'0',
                c => return Err((at, format!("{c:?} is not a digit 1-9"))),
            };
            let colour = colour_of(at + 1, chars.get(at + 1).copied())?;
            self.candidates[cell][digit as usize - 1] = colour;
            at += 2;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cell_is_written_and_read_back() {
        let mut c = Colouring::default();
        assert!(c.is_empty());
        c.set_cell(4, 3);
        c.set_candidate(4, 5, 1);
        c.set_candidate(4, 9, 4);
        c.set_candidate(7, 2, 2);
        assert_eq!(c.cell_text(4), "c5a9d");
        assert_eq!(c.cell_text(7), "2b");
        assert_eq!(c.cell_text(0), "");
        let mut back = Colouring::default();
        for cell in [0, 4, 7] {
            back.read_cell(cell, &c.cell_text(cell)).unwrap();
        }
        assert_eq!(back, c);
        c.set_cell(4, 5);
        assert_eq!(c.cell(4), 3, "no fifth colour");
    }

    #[test]
    fn bad_cells_say_what_and_where() {
        let mut c = Colouring::default();
        assert_eq!(
            c.read_cell(0, "a5"),
            Err((2, "a digit without its colour letter a-d".into()))
        );
        assert_eq!(
            c.read_cell(0, "5e"),
            Err((1, "'e' is not a colour letter a-d".into()))
        );
        assert_eq!(
            c.read_cell(0, "aa"),
            Err((1, "'a' is not a digit 1-9".into()))
        );
        assert_eq!(
            c.read_cell(0, "0a"),
            Err((0, "'0' is not a digit 1-9".into()))
        );
    }
}
