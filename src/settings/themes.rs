//! The built-in colour themes (`themes/*.toml`, compiled into the binary) by name: the
//! TUI reads its colours from them (`tui::theme`), the CLI lists their names (`--theme`'s
//! help, completions).

pub const DEFAULT_THEME: &str = "dark";

/// The built-in themes, by name, in the order the theme key cycles them.
pub const BUILTIN: [(&str, &str); 5] = [
    ("dark", include_str!("../../themes/dark.toml")),
    ("light", include_str!("../../themes/light.toml")),
    (
        "high-contrast",
        include_str!("../../themes/high-contrast.toml"),
    ),
    ("solarized", include_str!("../../themes/solarized.toml")),
    (
        "colour-blind",
        include_str!("../../themes/colour-blind.toml"),
    ),
];
