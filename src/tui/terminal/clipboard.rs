//! The terminal's clipboard: OSC 52 writes (the text base64-coded in an escape
//! sequence, written by crossterm's `CopyToClipboard`), and which terminals take them.
//! `effect` puts a copied position here, or in a file where the terminal has no
//! clipboard.
//!
//! The sequence ends with ST (`ESC \\`), which every terminal that takes OSC 52 reads, as
//! does tmux with `set-clipboard on` (it takes a plain OSC 52, no passthrough wrapping).

use crossterm::clipboard::CopyToClipboard;
use crossterm::QueueableCommand;
use std::io::Write;

/// Puts `text` on the terminal's clipboard with OSC 52; false, having sent nothing, when
/// the terminal (by its environment) does not take it.
pub fn copy(text: &str) -> bool {
    if !osc52_supported(&|k| std::env::var(k).ok()) {
        return false;
    }
    write_copy(&mut std::io::stdout(), text).is_ok()
}

/// Writes the OSC 52 sequence that puts `text` on the system clipboard (`c`).
fn write_copy(out: &mut impl Write, text: &str) -> std::io::Result<()> {
    out.queue(CopyToClipboard::to_clipboard_from(text))?;
    out.flush()
}

/// Whether the terminal takes OSC 52 clipboard writes, from its environment:
/// `NONET_CLIPBOARD=osc52` or `=file` decides; otherwise terminals known to take it
/// (kitty, WezTerm, Alacritty, foot, Ghostty, iTerm2, Windows Terminal) do, and tmux and
/// screen (which drop it unless configured to pass it on), xterm (off by default) and the
/// rest do not.
fn osc52_supported(env: &dyn Fn(&str) -> Option<String>) -> bool {
    match env("NONET_CLIPBOARD").as_deref() {
        Some("osc52") => return true,
        Some("file") => return false,
        _ => {}
    }
    if env("TMUX").is_some() || env("STY").is_some() {
        return false;
    }
    let term = env("TERM").unwrap_or_default();
    let program = env("TERM_PROGRAM").unwrap_or_default();
    ["kitty", "alacritty", "foot", "wezterm", "ghostty"]
        .iter()
        .any(|t| term.contains(t))
        || ["iTerm.app", "WezTerm", "ghostty"].contains(&program.as_str())
        || [
            "KITTY_WINDOW_ID",
            "WEZTERM_PANE",
            "WT_SESSION",
            "ALACRITTY_SOCKET",
        ]
        .iter()
        .any(|k| env(k).is_some())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Standard base64 decoding (RFC 4648, with padding), written here so that the test
    /// checks crossterm's encoding against an independent reading of it.
    fn decode_base64(coded: &str) -> Vec<u8> {
        let value = |c: u8| match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            _ => panic!("not a base64 character: {c:?}"),
        };
        let mut bytes = Vec::new();
        for quad in coded.as_bytes().chunks(4) {
            let digits: Vec<u8> = quad
                .iter()
                .filter(|&&c| c != b'=')
                .map(|&c| value(c))
                .collect();
            let n = digits
                .iter()
                .enumerate()
                .fold(0u32, |n, (i, &d)| n | (d as u32) << (18 - 6 * i));
            bytes.extend(n.to_be_bytes()[1..digits.len()].iter());
        }
        bytes
    }

    #[test]
    fn the_bytes_written_decode_to_the_copied_text() {
        for text in ["", "f", "fo", "foo", "4.7.....1\n..2\n", "r4c6 — 7 ✓"] {
            let mut written = Vec::new();
            write_copy(&mut written, text).unwrap();
            let written = String::from_utf8(written).unwrap();
            let coded = written
                .strip_prefix("\x1b]52;c;")
                .and_then(|rest| rest.strip_suffix("\x1b\\"))
                .unwrap_or_else(|| panic!("not an OSC 52 clipboard write: {written:?}"));
            assert_eq!(decode_base64(coded), text.as_bytes(), "{written:?}");
        }
    }

    #[test]
    fn osc52_is_used_where_the_terminal_takes_it() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |k: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == k)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert!(osc52_supported(&env(&[("TERM", "xterm-kitty")])));
        assert!(osc52_supported(&env(&[("TERM_PROGRAM", "WezTerm")])));
        assert!(!osc52_supported(&env(&[("TERM", "xterm-256color")])));
        assert!(!osc52_supported(&env(&[
            ("TERM", "xterm-kitty"),
            ("TMUX", "/tmp/tmux-1/default,1,0")
        ])));
        assert!(osc52_supported(&env(&[
            ("TMUX", "x"),
            ("NONET_CLIPBOARD", "osc52")
        ])));
        assert!(!osc52_supported(&env(&[
            ("TERM", "foot"),
            ("NONET_CLIPBOARD", "file")
        ])));
    }
}
