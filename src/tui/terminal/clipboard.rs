//! The terminal's clipboard: OSC 52 writes (the text base64-coded in an escape
//! sequence), and which terminals take them. `effect` puts a copied position here, or in
//! a file where the terminal has no clipboard.

use std::io::Write;

/// Puts `text` on the terminal's clipboard with OSC 52; false, having sent nothing, when
/// the terminal (by its environment) does not take it.
pub fn copy(text: &str) -> bool {
    if !osc52_supported(&|k| std::env::var(k).ok()) {
        return false;
    }
    let mut out = std::io::stdout();
    let code = base64(text.as_bytes());
    write!(out, "\x1b]52;c;{code}\x07")
        .and_then(|()| out.flush())
        .is_ok()
}

/// Standard base64 (with padding), for OSC 52.
fn base64(bytes: &[u8]) -> String {
    const ABC: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = (b[0] as u32) << 16 | (b[1] as u32) << 8 | b[2] as u32;
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(ABC[(n >> (18 - 6 * i) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
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

    #[test]
    fn base64_matches_the_rfc_examples() {
        for (plain, coded) in [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(base64(plain.as_bytes()), coded);
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
