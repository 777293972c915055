//! The values options take that are more than a number or a path: engines, judge
//! problems, shells, levels. Their own module, so that the definitions (`args`) import
//! no command's module and every command imports its options from here.

use clap::ValueEnum;
use nonet_core::bench::Engine;
use nonet_core::format::Format;
use nonet_core::strategy::Level;

/// The engine names of `--engine`.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub enum EngineArg {
    Auto,
    Classic,
    Generic,
    Dlx,
}

impl From<EngineArg> for Engine {
    fn from(e: EngineArg) -> Engine {
        match e {
            EngineArg::Auto => Engine::Auto,
            EngineArg::Classic => Engine::Classic,
            EngineArg::Generic => Engine::Generic,
            EngineArg::Dlx => Engine::Dlx,
        }
    }
}

/// The problems `nonet judge` answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Problem {
    /// NOIP 2009 "target sudoku": a 9×9 integer grid in; the maximum score or -1 out.
    Noip2009,
    /// HDU 4069 "Squiggly Sudoku": wall-format cases in; `Case k:` and the solution,
    /// `No solution` or `Multiple Solutions` out.
    Hdu4069,
    /// POJ 3074 / AcWing 166: 81-character lines until `end`; one solution line each.
    Poj3074,
    /// Project Euler 96: "Grid NN" blocks in; the sum of the solutions' top-left
    /// three-digit numbers out.
    Euler96,
}

impl Problem {
    /// The format the problem's input and output are written in.
    pub fn format(self) -> Format {
        match self {
            Problem::Noip2009 => Format::Grid,
            Problem::Hdu4069 => Format::Walls,
            Problem::Poj3074 => Format::Line,
            Problem::Euler96 => Format::Euler,
        }
    }
}

/// The shells `nonet completions` writes for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Shell {
    Bash,
    Zsh,
    Fish,
    Powershell,
    Elvish,
    Nushell,
}

/// Parses a level name (`easy` … `extreme`, any case), for `--level`.
pub fn parse_level(s: &str) -> Result<Level, String> {
    Level::from_name(s).ok_or_else(|| {
        let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
        format!("unknown level '{s}': expected one of {}", names.join(", "))
    })
}
