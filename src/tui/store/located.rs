//! Reading a settings file (a theme, the config, the statistics), and where it goes wrong
//! said as `file:line:col: message`: the same locator the native document's errors use, so
//! they all point alike.

use nonet_core::format::ParseError;
use std::path::Path;

/// "file:line:col: message" for a byte offset into `text`: the same locator the native
/// document's errors use, so a theme, the config and a session all point alike.
pub fn located(file: &str, text: &str, offset: usize, message: &str) -> String {
    ParseError::at_offset(text, offset, message)
        .in_source(file)
        .to_string()
}

/// A TOML error at its place in `file`, or naming only the file when TOML gives none.
pub fn toml_error(file: &str, text: &str, e: &toml::de::Error) -> String {
    let msg = e.message().trim();
    match e.span() {
        Some(span) => located(file, text, span.start, msg),
        None => format!("{file}: {msg}"),
    }
}

/// Reads a settings file that may be absent: `Ok(None)` when it does not exist; any other
/// problem (not UTF-8, unreadable, a directory or a FIFO, over the 4 MiB limit) is an error
/// naming the file and, for bad bytes, the line and column.
pub(crate) fn read_optional(path: &Path) -> Result<Option<String>, String> {
    super::read_text(path, super::SETTINGS_LIMIT)
}
