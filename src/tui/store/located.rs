//! Where a settings file (a theme, the config, the statistics) goes wrong, said as
//! `file:line:col: message`: the same locator the native document's errors use, so that
//! they all point alike.

use nonet_core::format::ParseError;

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
