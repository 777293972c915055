//! Files as the player meets them: the save, open, import and export prompts, the list of
//! a file's puzzles, pastes, and copying the position out. The state is the prompt and
//! picker overlays in `tui::state`; the disk itself (atomic writes, bounded reads, the
//! session and its lock) is `tui::store`.

/// Copying the position out (`y`, `Y`): the update side.
pub mod copy;
/// Drawn as an overlay: the puzzles of a file, to open one.
pub mod picker;
/// Drawn as an overlay: a line being typed, with the saved names under it.
pub mod prompt;
/// The prompts, the picker, the questions before replacing, pastes: the update side.
pub mod update;
