//! How nonet reports trouble, in the CLI and the TUI alike: [`CliError`], the error that
//! ends the program with an exit status, and [`note`], a line on stderr.
//!
//! Messages quote their input (file names, Euler headers, keys, settings, values given on
//! the command line), so whatever reaches the terminal here passes through the library's
//! [`printable::escape`]: a control character or a bidirectional override is shown as
//! `\u{1b}`, never sent raw. Every message of nonet's own is one line, so a line feed is
//! escaped too (a file name cannot add a line that looks like another message); only
//! clap's usage errors are several lines on purpose, and keep theirs.

use nonet_core::format::ParseError;
use nonet_core::printable;
use std::ffi::OsString;
use std::fmt;
use std::io::Write;
use std::sync::OnceLock;

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
        f.write_str(&printable::escape(&self.message))
    }
}

/// What runs a write to stderr: something else drawing on the terminal's last line (the
/// CLI's progress bar) clears itself first and draws again after. A hook, so that this
/// module, which both faces import, imports neither.
pub type StderrPause = fn(&mut dyn FnMut());

static STDERR_PAUSE: OnceLock<StderrPause> = OnceLock::new();

/// Registers the pause [`note`] writes inside (the first one registered holds).
pub fn set_stderr_pause(pause: StderrPause) {
    let _ = STDERR_PAUSE.set(pause);
}

/// Writes one line to stderr, escaped. A closed or full stderr (`2>/dev/full`) is not
/// worth failing a command over, and `eprintln!` would panic there.
pub fn note(line: impl fmt::Display) {
    let line = line.to_string();
    let mut write = || {
        let _ = writeln!(std::io::stderr(), "{}", printable::escape(&line));
    };
    // Around the CLI's progress bar, when one is on the terminal.
    match STDERR_PAUSE.get() {
        Some(pause) => pause(&mut write),
        None => write(),
    }
}

/// The command-line definition to parse `args` with, and whether its errors need
/// escaping. clap quotes the argument it rejects (`--from`, `--level`, an unknown option)
/// and writes it raw; an argument holding a character that must be escaped
/// ([`printable::is_unsafe`]) makes the definition plain (no styles, no colours), so that
/// the error's text holds no escape sequence but the argument's, and [`clap_error`] can
/// escape them. Other errors keep clap's colours.
pub fn clap_command(cmd: clap::Command, args: &[OsString]) -> (clap::Command, bool) {
    let escaping = args
        .iter()
        .any(|a| a.to_string_lossy().chars().any(printable::is_unsafe));
    if !escaping {
        return (cmd, false);
    }
    let plain = cmd
        .styles(clap::builder::Styles::plain())
        .color(clap::ColorChoice::Never);
    (plain, true)
}

/// Prints a command-line error from clap (or `--help`, `--version`) and returns its exit
/// status; `escaping` as [`clap_command`] said for the definition that made it.
pub fn clap_error(e: &clap::Error, escaping: bool) -> i32 {
    if escaping {
        // The definition is plain: the only escape sequences are the arguments'.
        let text = e.render().ansi().to_string();
        let text = printable::escape_lines(&text);
        let _ = if e.use_stderr() {
            std::io::stderr().write_all(text.as_bytes())
        } else {
            std::io::stdout().write_all(text.as_bytes())
        };
    } else {
        let _ = e.print();
    }
    e.exit_code()
}
