//! Issue 43 item 2 for the TUI's settings: a 10 MB config (its `[keys]` full of unknown
//! actions, or unknown settings) and a 10 MB theme are read or refused in well under a
//! second, with one message per kind of mistake. The bound is a generous 5 s of the
//! thread's CPU time, as in nonet-core's `format/tests/big.rs`; 32,000 unknown actions
//! used to take 10.6 s and write 33 MB of messages.

use crate::tui::keymap::config::Rebindings;
use crate::tui::keymap::Keymap;
use crate::tui::store::config::{load_config, Config};
use crate::tui::theme::Theme;
use nonet_core::bench::cpu_timed;
use std::time::Duration;

const TEN_MB: usize = 10 << 20;

fn timed<T>(what: &str, f: impl FnOnce() -> T) -> T {
    let (out, wall, cpu) = cpu_timed(f);
    println!(
        "{what}: {:.3} s ({:.3} s of CPU)",
        wall.as_secs_f64(),
        cpu.as_secs_f64()
    );
    assert!(
        cpu < Duration::from_secs(5),
        "{what} took {cpu:?}: not linear"
    );
    out
}

/// `line(i)` for i = 0, 1, … until the text passes 10 MB; with how many lines.
fn ten_megabytes(head: &str, line: impl Fn(usize) -> String) -> (String, usize) {
    let mut text = head.to_string();
    let mut n = 0;
    while text.len() < TEN_MB {
        text.push_str(&line(n));
        n += 1;
    }
    (text, n)
}

#[test]
fn ten_megabytes_of_unknown_actions_are_one_message_with_a_count() {
    let (text, n) = ten_megabytes("[keys]\nhint = \"x\"\n", |i| {
        format!("no-such-{i:07} = \"y\"\n")
    });
    let keys = timed("config [keys], 10 MB of unknown actions", || {
        Rebindings::read(&text, "config.toml")
    });
    let (keymap, errors) = timed("the keymap over them", || Keymap::configured(&keys));
    assert_eq!(errors.len(), 1, "{:?}", &errors[..errors.len().min(3)]);
    assert!(errors[0].starts_with("config.toml:3:1: [keys] no-such-0000000: no such action"));
    let more = format!(
        "and {} more unknown actions",
        nonet_core::format::mistakes::thousands(n - 1)
    );
    assert!(errors[0].ends_with(&format!("({more})")), "{}", errors[0]);
    // The one good entry still counts.
    assert!(keymap
        .hints(crate::tui::keymap::Context::Normal)
        .iter()
        .any(|(k, h)| *k == "x" && *h == "hint"));
    // Whole through serde as the config is read: refused at its first unknown setting.
    let (text, _) = ten_megabytes("", |i| format!("unknown-{i:07} = 1\n"));
    let e = timed("config, 10 MB of unknown settings", || {
        toml::from_str::<Config>(&text)
            .err()
            .expect("unknown settings are refused")
    });
    assert!(
        e.message().contains("unknown field `unknown-0000000`"),
        "{e}"
    );
    // A file that large is refused before it is parsed (the settings limit).
    let dir = crate::tui::theme::tests::tempdir("big-config");
    let path = dir.join("config.toml");
    std::fs::write(&path, &text).unwrap();
    let (_, e) = timed("config file, 10 MB", || load_config(&path));
    assert!(e.is_some_and(|e| e.contains("4 MiB limit")));
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_ten_megabyte_theme_is_read_or_refused_at_once() {
    let (text, _) = ten_megabytes("[colours]\n", |i| format!("unknown-{i:07} = \"red\"\n"));
    let (_, warnings) = timed("theme, 10 MB of unknown colours", || {
        Theme::layered("big", Some((&text, "big.toml")))
    });
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert!(warnings[0].starts_with("big.toml:"), "{}", warnings[0]);
}
