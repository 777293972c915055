//! Copying the position out (`y`, `Y`): as a pencil-mark grid or a `candidates` line, to
//! paste into another solver. The copy itself is an [`Effect::Copy`], carried out by the
//! dispatcher: OSC 52 when the terminal takes it, else a file in the data directory.

use crate::tui::action::CopyAs;
use crate::tui::effect::Effect;
use crate::tui::state::State;
use nonet_core::cells::cell_name;
use nonet_core::format;
use std::path::PathBuf;

/// The file a copy goes to when the terminal has no clipboard: in the data directory.
pub use crate::settings::dirs::{COPY_FILE, COPY_LINE_FILE};

/// `y` / `Y`: the position (givens and entries as placed digits, pencil marks as
/// candidates, computed candidates in unmarked cells) to the clipboard.
pub(crate) fn copy(s: &mut State, as_: CopyAs, fx: &mut Vec<Effect>) {
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
        file: s.dirs.as_ref().map(|d| {
            d.data.join(match as_ {
                CopyAs::Pm => COPY_FILE,
                CopyAs::Candidates => COPY_LINE_FILE,
            })
        }),
    });
}

/// The answer to [`Effect::Copy`]: where the position went.
pub(crate) fn copied(s: &mut State, what: CopyAs, result: Result<Option<PathBuf>, String>) {
    match result {
        Ok(None) => s.info(format!(
            "position copied as a {} to the clipboard (OSC 52)",
            what.name()
        )),
        Ok(Some(path)) => s.info(format!(
            "written as a {} to {} (no terminal clipboard)",
            what.name(),
            path.display()
        )),
        Err(e) => s.error(format!("copy failed: {e}")),
    }
}
