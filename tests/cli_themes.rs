//! `nonet themes`: the built-in themes and the user's, names alone to a pipe, each with a
//! board in its colours on a terminal (`script` gives the command one).

mod common;

use common::Scratch;
use std::process::Command;

#[test]
fn themes_lists_the_built_in_and_the_users_and_previews_them_on_a_terminal() {
    let scratch = Scratch::new("themes");
    let config = scratch.0.join("config");
    std::fs::create_dir_all(config.join("themes")).unwrap();
    std::fs::write(config.join("themes/mine.toml"), "given = \"#123456\"\n").unwrap();
    let piped = Command::new(env!("CARGO_BIN_EXE_nonet"))
        .arg("themes")
        .env("NONET_CONFIG_DIR", &config)
        .output()
        .unwrap();
    assert!(piped.status.success());
    let names = String::from_utf8(piped.stdout).unwrap();
    assert_eq!(
        names, "dark\nlight\nhigh-contrast\nsolarized\ncolour-blind\nmine\n",
        "names alone, one a line, to a pipe"
    );
    // On a terminal (`script` runs it on one), each with its board, 24-bit as told.
    let terminal = Command::new("script")
        .args([
            "-qec",
            &format!("{} themes", env!("CARGO_BIN_EXE_nonet")),
            "/dev/null",
        ])
        .env("NONET_CONFIG_DIR", &config)
        .env("COLORTERM", "truecolor")
        .env_remove("NO_COLOR")
        .output()
        .unwrap();
    let shown = String::from_utf8_lossy(&terminal.stdout).replace('\r', "");
    assert!(terminal.status.success(), "{shown}");
    assert!(
        shown.contains("dark (built in)\n") && shown.contains("mine (your theme)\n"),
        "{shown}"
    );
    let mine = shown.split("mine (your theme)\n").nth(1).unwrap();
    assert!(
        mine.contains("\x1b[38;2;18;52;86"),
        "mine's given colour: {mine:?}"
    );
    assert_eq!(
        shown.matches("given, entry, pencil marks").count(),
        6,
        "{shown}"
    );
}
