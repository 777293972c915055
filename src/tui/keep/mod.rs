//! What keeps the player's work where the autosave cannot: the changes of a read-only
//! window (another instance holds the session), which quitting would drop, and the
//! statistics of a solve that could not be written (a full disk), which wait for the
//! next save that works. The keys and answers that act on them are in `keep/quit.rs`
//! and `game/update.rs`, what a save that worked does with them in `keep/kept.rs`.

/// What a named save that worked does for the work kept aside.
pub mod kept;
/// Quitting without dropping work: the update side.
pub mod quit;
/// Drawn as an overlay: the quit question of a read-only window.
pub mod unsaved;

use nonet_core::strategy::Level;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Keeping {
    /// The state's `revision` when the work was last kept (the start, a
    /// named save, the session taken over): a read-only window at a later revision has
    /// changes that quitting would drop, so `q` asks first.
    pub kept_revision: u64,
    /// The save that the quit question's `s` started quits once it is written.
    pub quit_after_save: bool,
    /// Solves whose statistics could not be written (level, seconds): written again with
    /// the next save that works.
    pub pending_solves: Vec<(Level, u64)>,
    /// Said on standard error once the terminal is given back: where the changes of a
    /// read-only window quit by a signal were saved.
    pub farewell: Option<String>,
}
