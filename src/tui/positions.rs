//! Positions: copying the grid out as a pencil-mark grid or a `candidates` line, and the
//! "all steps" list (every step the techniques find in the position, as HoDoKu's view).
//!
//! `update` calls in here; the copy itself is an [`Effect::Copy`], carried out by the
//! event loop: OSC 52 when the terminal takes it, else a file in the data directory.

use super::action::CopyAs;
use super::effect::Effect;
use super::hint::{HintStage, HintStep};
use super::state::{Overlay, State};
use nonet_core::cells::cell_name;
use nonet_core::format::{self, Format};
use nonet_core::strategy::Technique;
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
                candidates_used(s)
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

/// Which candidates the hints work from: the player's marks, or computed ones.
pub fn candidates_used(s: &State) -> &'static str {
    if nonet_core::strategy::has_marks(&s.grid) {
        "your pencil marks"
    } else {
        "computed candidates"
    }
}

/// The techniques present in a list, in order of first appearance.
pub fn techniques(steps: &[HintStep]) -> Vec<Technique> {
    let mut names: Vec<Technique> = Vec::new();
    for step in steps {
        if !names.contains(&step.technique) {
            names.push(step.technique);
        }
    }
    names
}

/// The steps the filter lets through, with their index in the whole list.
pub fn shown<'a>(
    steps: &'a [HintStep],
    filter: &'a Option<Technique>,
) -> impl Iterator<Item = &'a HintStep> + 'a {
    steps
        .iter()
        .filter(move |st| filter.as_ref().is_none_or(|f| *f == st.technique))
}

/// ↑↓ in the list (wrapping).
pub(super) fn steps_move(s: &mut State, by: i32) {
    if let Some(Overlay::Steps {
        steps,
        filter,
        selected,
    }) = s.overlay.as_mut()
    {
        let n = shown(steps, filter).count() as i32;
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
        *filter = (next > 0).then(|| names[next as usize - 1]);
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
    let Some(step) = shown(&steps, &filter).nth(selected).cloned() else {
        return s.info("no step to show");
    };
    s.info(format!("{} (h applies it)", step.technique));
    s.hint = HintStage::Shown(step, 0);
}
