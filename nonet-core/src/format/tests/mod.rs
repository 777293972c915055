//! The format tests, one file per concern: round trips, auto-detection, exact error places
//! and messages, the real samples, and proptests that nothing panics on arbitrary input.
//! This file holds the helpers they share.

use super::*;
use crate::cells::CELLS;
use crate::layout::WALL_RIGHT;
use crate::rng::Rng;
use proptest::prelude::*;
use std::path::PathBuf;

use crate::shared_data as shared;

mod big;
mod csv;
mod damaged;
mod escape;
mod euler;
mod grid;
mod input;
mod jigsaw;
mod line;
mod names;
mod parts;
mod proptests;
mod samples;
mod sdk;
mod sdx;
mod values;
mod walls;

/// Random givens (not necessarily a valid sudoku: formats do not care), about
/// `density` in 100 cells filled.
fn random_board(rng: &mut Rng, density: u64) -> Board {
    let mut b = [0u8; CELLS];
    for v in b.iter_mut() {
        if rng.below(100) < density {
            *v = 1 + rng.below(9) as u8;
        }
    }
    b
}

/// A random puzzle: on a random jigsaw layout when `jigsaw`, named `Grid NN…` when `named`.
fn random_puzzle(seed: u64, jigsaw: bool, named: bool) -> Puzzle {
    let mut rng = Rng::new(seed);
    let density = rng.below(101);
    let layout = if jigsaw && rng.below(8) != 0 {
        Arc::new(Layout::random(&mut rng))
    } else {
        Layout::classic()
    };
    let mut p = Puzzle::new(layout, random_board(&mut rng, density));
    if named {
        p.name = Some(match rng.below(3) {
            0 => format!("Grid {:02}", rng.below(100)),
            1 => format!("Grid {}", rng.below(100_000)),
            _ => format!("grid {} (hard, #{})", rng.below(10), rng.below(10)),
        });
    }
    p
}

fn carries_jigsaw(format: Format) -> bool {
    format.carries_jigsaw()
}

fn puzzles_for(format: Format, seed: u64, count: usize) -> Vec<Puzzle> {
    (0..count as u64)
        .map(|i| {
            random_puzzle(
                seed.wrapping_mul(1000).wrapping_add(i),
                carries_jigsaw(format),
                format == Format::Euler,
            )
        })
        .collect()
}

/// (line, column, message) of the error `text` gives in `format` (or detected).
fn error(text: &str, format: Option<Format>) -> (usize, usize, String) {
    match parse(text, format, "t") {
        Ok(ps) => panic!("expected an error, parsed {} puzzles", ps.len()),
        Err(e) => {
            assert_eq!(e.source, "t");
            (e.line, e.column, e.message)
        }
    }
}

fn err_at(line: usize, column: usize, message: &str) -> (usize, usize, String) {
    (line, column, message.to_string())
}

fn samples_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("samples")
}

fn read_sample(name: &str) -> String {
    std::fs::read_to_string(samples_dir().join(name)).expect("sample file")
}

/// A line puzzle with the digits 1-9 at the start and blanks elsewhere.
fn line_puzzle() -> String {
    format!("123456789{}", ".".repeat(72))
}

/// A temporary file removed on drop.
struct TempFile(PathBuf);
impl TempFile {
    fn new(name: &str, bytes: &[u8]) -> TempFile {
        let path = std::env::temp_dir().join(format!("nonet-format-{}-{name}", std::process::id()));
        std::fs::write(&path, bytes).expect("write temp file");
        TempFile(path)
    }
    fn path(&self) -> &str {
        self.0.to_str().expect("utf-8 temp path")
    }
}
impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// NOIP 2009's first sample grid, and its board.
const NOIP: &str = "\
7 0 0 9 0 0 0 0 1
1 0 0 0 0 5 9 0 0
0 0 0 2 0 0 0 8 0
0 0 5 0 2 0 0 0 3
0 0 0 0 0 0 6 4 8
4 1 3 0 0 0 0 0 0
0 0 7 0 0 2 0 9 0
2 0 1 0 6 0 8 0 4
0 8 0 5 0 4 0 1 2
";

fn noip_board() -> Board {
    let mut b = [0u8; CELLS];
    for (i, v) in NOIP.split_whitespace().enumerate() {
        b[i] = v.parse().unwrap();
    }
    b
}
