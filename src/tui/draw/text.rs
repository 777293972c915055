//! The bits of text the widgets share: the accent label, the spinner, and how many rows a
//! wrapped text takes. A leaf module, so that the widgets under `draw` need not import
//! `draw` itself.

use crate::tui::theme::Theme;
use ratatui::text::Span;

/// Braille spinner frames, one per tick (a generation, the all-steps list's job).
pub(crate) const SPINNER: [char; 8] = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧'];

/// A panel or overlay label, in the accent colour.
pub(crate) fn label(text: &str, theme: &Theme) -> Span<'static> {
    Span::styled(text.to_string(), theme.fg(theme.accent))
}

/// How many rows `text` takes when wrapped at word boundaries to `width` columns.
pub(crate) fn wrapped_rows(text: &str, width: u16) -> u16 {
    let width = width.max(1) as usize;
    let mut rows = 1;
    let mut col = 0;
    for word in text.split(' ') {
        let len = word.chars().count();
        let need = if col == 0 { len } else { col + 1 + len };
        if need <= width {
            col = need;
        } else {
            // A word longer than a line is broken over as many as it needs.
            rows += if col == 0 { 0 } else { 1 };
            rows += (len.saturating_sub(1) / width) as u16;
            col = if len % width == 0 { width } else { len % width };
        }
    }
    rows
}
