//! What both faces know of nonet's setup, in one leaf that imports neither face: where
//! nonet keeps its files ([`dirs`]), the built-in themes ([`themes`]), the default
//! keymap ([`keys`]) and the default `config.toml` made of them ([`default_config`]). The
//! TUI lives by them; the CLI describes them (`--help`, `nonet man`, `nonet config
//! --default`, completions), so its pages cannot drift from what the TUI does.

pub mod default_config;
pub mod dirs;
pub mod keys;
pub mod themes;
