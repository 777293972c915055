//! Characters put on the buffer one screen position at a time, off-screen ones skipped:
//! what the grid's lines, cells and marks are drawn with.

use ratatui::buffer::Buffer;
use ratatui::style::Style;

/// One character at a screen position, if it is on the buffer.
pub(crate) fn put(buf: &mut Buffer, x: u16, y: u16, ch: char, style: Style) {
    if let Some(cell) = buf.cell_mut((x, y)) {
        cell.set_char(ch).set_style(style);
    }
}

/// A string from a screen position rightwards, a character a column.
pub(crate) fn put_str(buf: &mut Buffer, x: u16, y: u16, s: &str, style: Style) {
    for (i, ch) in s.chars().enumerate() {
        put(buf, x + i as u16, y, ch, style);
    }
}
