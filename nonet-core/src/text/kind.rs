//! The formats by name, and what each can carry: a layout, a position, several puzzles.

use crate::layout::Layout;
use std::fmt;
use std::str::FromStr;

/// A puzzle text format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    Line,
    /// 81 values separated by spaces or commas, one puzzle per line.
    Values,
    /// Comma-separated values with a header naming the puzzle column (the Kaggle sets).
    Csv,
    Grid,
    /// A grid in an ASCII frame of `+`, `-` and `|`, a space between cells.
    Framed,
    /// Simple Sudoku's `.ss` grid: `*-----------*` borders, `|` between boxes.
    Ss,
    /// SadMan Software's `.sdk`: a `[Puzzle]` section of 9 rows.
    Sdk,
    Euler,
    Walls,
    Jigsaw,
    /// A position (every cell's candidates) on one line.
    Candidates,
    /// A position as a pencil-mark grid.
    Pm,
    /// SudoCue's `.sdx`: a position whose placed digits say who placed them.
    Sdx,
    /// HoDoKu's library line: the puzzle, placed digits and candidate deletions.
    Hodoku,
    /// The TUI's TOML document (one puzzle with entries, marks and weights).
    Native,
}

impl Format {
    pub const ALL: [Format; 15] = [
        Format::Line,
        Format::Values,
        Format::Csv,
        Format::Grid,
        Format::Framed,
        Format::Ss,
        Format::Sdk,
        Format::Euler,
        Format::Walls,
        Format::Jigsaw,
        Format::Candidates,
        Format::Pm,
        Format::Sdx,
        Format::Hodoku,
        Format::Native,
    ];

    /// The name used on the command line (`--from`, `--to`).
    pub fn name(self) -> &'static str {
        match self {
            Format::Line => "line",
            Format::Values => "values",
            Format::Csv => "csv",
            Format::Grid => "grid",
            Format::Framed => "framed",
            Format::Ss => "ss",
            Format::Sdk => "sdk",
            Format::Euler => "euler",
            Format::Walls => "walls",
            Format::Jigsaw => "jigsaw",
            Format::Candidates => "candidates",
            Format::Pm => "pm",
            Format::Sdx => "sdx",
            Format::Hodoku => "hodoku",
            Format::Native => "native",
        }
    }

    /// One line about the format, for `--help`.
    pub fn summary(self) -> &'static str {
        match self {
            Format::Line => "one puzzle per line, 81 characters",
            Format::Values => "one puzzle per line, 81 values separated by spaces or commas",
            Format::Csv => {
                "CSV with a header naming the puzzle column (Kaggle's quizzes,solutions)"
            }
            Format::Grid => "9 rows of 9 values (NOIP 2009)",
            Format::Framed => "a grid in an ASCII frame (+---+, | between boxes)",
            Format::Ss => "Simple Sudoku's .ss grid",
            Format::Sdk => "SadMan Sudoku's .sdk [Puzzle] section",
            Format::Euler => "a Grid NN header and 9 rows (Project Euler 96)",
            Format::Walls => "a count, then 9 rows of digit + wall bits (HDU 4069)",
            Format::Jigsaw => "81 givens and 81 region labels",
            Format::Candidates => "a position: 729 characters on one line",
            Format::Pm => "a position as a pencil-mark grid (HoDoKu's print)",
            Format::Sdx => "a position in SudoCue's .sdx (givens, u-placed digits, candidates)",
            Format::Hodoku => "HoDoKu's library line (:0000:x:puzzle:deletions::)",
            Format::Native => "nonet's TOML document (entries, marks, weights)",
        }
    }

    /// Whether this format writes a position (candidates, not only digits).
    pub fn is_position(self) -> bool {
        matches!(
            self,
            Format::Candidates | Format::Pm | Format::Sdx | Format::Hodoku
        )
    }

    /// Whether one text in this format can hold several puzzles (a native document holds
    /// one).
    pub fn holds_many(self) -> bool {
        self != Format::Native
    }

    /// Whether this format can write a puzzle on `layout`: only walls, jigsaw, the
    /// candidates line, the pm grid and the native document have a place for regions.
    pub fn carries_layout(self, layout: &Layout) -> bool {
        layout.is_classic() || self.carries_jigsaw()
    }

    /// Whether this format has a place for a jigsaw layout's regions.
    pub fn carries_jigsaw(self) -> bool {
        matches!(
            self,
            Format::Walls | Format::Jigsaw | Format::Candidates | Format::Pm | Format::Native
        )
    }

    /// Whether each puzzle is one line, so that a note can follow it on that line (`# …`)
    /// and line N of an answer still belongs to puzzle N.
    pub fn one_line(self) -> bool {
        matches!(
            self,
            Format::Line | Format::Values | Format::Jigsaw | Format::Candidates | Format::Hodoku
        )
    }

    /// Whether puzzles are written with a blank line between them (the multi-line shapes
    /// that have no header of their own to separate them).
    pub fn blank_line_between(self) -> bool {
        matches!(
            self,
            Format::Grid | Format::Framed | Format::Ss | Format::Sdk | Format::Pm | Format::Sdx
        )
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Format {
    type Err = String;
    fn from_str(s: &str) -> Result<Format, String> {
        Format::ALL
            .into_iter()
            .find(|f| f.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| {
                let names: Vec<&str> = Format::ALL.iter().map(|f| f.name()).collect();
                format!(
                    "unknown format {s:?} (expected one of: {})",
                    names.join(", ")
                )
            })
    }
}
