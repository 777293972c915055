//! How nonet reports trouble, in the CLI and the TUI alike: [`CliError`], the error that
//! ends the program with an exit status, and [`note`], a line on stderr.

use nonet_core::format::ParseError;
use std::fmt;
use std::io::Write;

/// An error that ends the command with an exit status.
#[derive(Debug)]
pub struct CliError {
    pub status: i32,
    pub message: String,
}

impl CliError {
    /// Bad input or usage: exit status 2.
    pub fn input(message: impl Into<String>) -> CliError {
        CliError {
            status: 2,
            message: message.into(),
        }
    }

    /// The output could not be written (a full disk, a device error): exit status 3.
    pub fn output(message: impl Into<String>) -> CliError {
        CliError {
            status: 3,
            message: message.into(),
        }
    }
}

impl From<ParseError> for CliError {
    fn from(e: ParseError) -> Self {
        CliError::input(e.to_string())
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

/// Writes one line to stderr. A closed or full stderr (`2>/dev/full`) is not worth failing
/// a command over, and `eprintln!` would panic there.
pub fn note(line: impl fmt::Display) {
    let _ = writeln!(std::io::stderr(), "{line}");
}
