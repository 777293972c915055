//! Positions: copying the grid out as a pencil-mark grid or a `candidates` line, and the
//! "all steps" list (every step the techniques find in the position, as HoDoKu's view).
//!
//! `update` calls in here; the copy itself is an [`Effect::Copy`], carried out by the
//! event loop: OSC 52 when the terminal takes it, else a file in the data directory.

use super::action::CopyAs;
use super::effect::Effect;
use super::hint::{HintStage, HintStep};
use super::state::{shown_steps, Overlay, State};
use nonet_core::cells::cell_name;
use nonet_core::format::{self, Format};
use std::path::PathBuf;

/// The file a copy goes to when the terminal has no clipboard: in the data directory.
pub const COPY_FILE: &str = "copied-position.txt";

impl CopyAs {
    pub fn format(self) -> Format {
        match self {
            CopyAs::Pm => Format::Pm,
            CopyAs::Candidates => Format::Candidates,
        }
    }

    /// How a message names it: "pm grid", "candidates line".
    pub fn name(self) -> &'static str {
        match self {
            CopyAs::Pm => "pm grid",
            CopyAs::Candidates => "candidates line",
        }
    }
}

/// `y` / `Y`: the position (givens and entries as placed digits, pencil marks as
/// candidates, computed candidates in unmarked cells) to the clipboard.
pub(super) fn copy(s: &mut State, as_: CopyAs, fx: &mut Vec<Effect>) {
    let doc = s.document();
    if let Some(cell) = format::position::dead_cell(&doc) {
        // A position cannot write an empty candidate set; copying would hand over text
        // that no reader (nonet included) accepts.
        s.error(format!(
            "cannot copy the position: {} has no candidate left",
            cell_name(cell)
        ));
        return;
    }
    let text = format::render_document(&doc, as_.format());
    fx.push(Effect::Copy {
        text,
        what: as_,
        file: s.dirs.as_ref().map(|d| d.data.join(COPY_FILE)),
    });
}

/// The answer to [`Effect::Copy`]: where the position went.
pub(super) fn copied(s: &mut State, what: CopyAs, result: Result<Option<PathBuf>, String>) {
    match result {
        Ok(None) => s.info(format!(
            "position copied as a {} to the clipboard (OSC 52)",
            what.name()
        )),
        Ok(Some(path)) => s.info(format!(
            "no terminal clipboard: position written as a {} to {}",
            what.name(),
            path.display()
        )),
        Err(e) => s.error(format!("copy failed: {e}")),
    }
}

/// The all-steps list of the grid as it is; an error (wrong marks, no unique solution)
/// is said instead.
pub(super) fn open_steps(s: &mut State) {
    let Some(source) = s.hint_source.as_ref() else {
        return s.info("hints not available yet");
    };
    match source.all_steps(&s.grid) {
        Ok(steps) => {
            s.info(format!(
                "{} steps, from {} (Enter shows one)",
                steps.len(),
                s.candidates_used()
            ));
            s.overlay = Some(Overlay::Steps {
                steps,
                filter: None,
                selected: 0,
            });
        }
        Err(e) => s.error(e),
    }
}

/// The techniques present in a list, in order of first appearance.
pub fn techniques(steps: &[HintStep]) -> Vec<&str> {
    let mut names: Vec<&str> = Vec::new();
    for step in steps {
        if !names.contains(&step.technique.as_str()) {
            names.push(&step.technique);
        }
    }
    names
}

/// ↑↓ in the list (wrapping).
pub(super) fn steps_move(s: &mut State, by: i32) {
    if let Some(Overlay::Steps {
        steps,
        filter,
        selected,
    }) = s.overlay.as_mut()
    {
        let n = shown_steps(steps, filter).count() as i32;
        if n > 0 {
            *selected = ((*selected as i32 + by).rem_euclid(n)) as usize;
        }
    }
}

/// ←→: the filter to the previous or next technique of the list (through "all").
pub(super) fn steps_filter(s: &mut State, by: i32) {
    if let Some(Overlay::Steps {
        steps,
        filter,
        selected,
    }) = s.overlay.as_mut()
    {
        let names = techniques(steps);
        // Position 0 is "all", 1.. the techniques.
        let at = filter
            .as_ref()
            .and_then(|f| names.iter().position(|n| n == f))
            .map_or(0, |i| i as i32 + 1);
        let next = (at + by).rem_euclid(names.len() as i32 + 1);
        *filter = (next > 0).then(|| names[next as usize - 1].to_string());
        *selected = 0;
    }
}

/// Enter: the selected step shown on the grid, as a hint's second stage (`h` applies it).
pub(super) fn steps_choose(s: &mut State) {
    let Some(Overlay::Steps {
        steps,
        filter,
        selected,
    }) = s.overlay.take()
    else {
        return;
    };
    let Some(step) = shown_steps(&steps, &filter).nth(selected).cloned() else {
        return s.info("no step to show");
    };
    s.info(format!("{} (h applies it)", step.technique));
    s.hint = HintStage::Shown(step, 0);
}

/// Standard base64 (with padding), for OSC 52.
pub fn base64(bytes: &[u8]) -> String {
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
pub fn osc52_supported(env: &dyn Fn(&str) -> Option<String>) -> bool {
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
