//! What both faces know of nonet's setup, in one leaf that imports neither face: where
//! nonet keeps its files ([`dirs`]), the built-in themes ([`themes`]) and the default
//! keymap ([`keys`]). The TUI lives by them; the CLI describes them (`--help`, `nonet
//! man`, completions), so its pages cannot drift from what the TUI does.

pub mod dirs;
pub mod keys;
pub mod themes;
