//! Issue 43 in the TUI, under the tmux harness: a session someone swaps for a symlink is
//! not written through, and an autosave past `ulimit -f` keeps the game running with the
//! "not saved" badge instead of quitting. Skipped (with a note) when tmux is missing,
//! except under CI, where they fail instead.

mod common;

use common::tmux::{wait_file_contains, Tmux};

/// A shell runs nonet (after `setup`) and stays after it ends, printing its exit status.
fn start_in_shell(tmux: &Tmux, setup: &str) {
    tmux.start(
        200,
        40,
        &format!(
            "sh -c \"{setup}{}; echo EXITED \\$?; sleep 60\"",
            tmux.nonet("", "")
        ),
    );
}

#[cfg(unix)]
#[test]
fn a_session_swapped_for_a_symlink_is_not_written_through() {
    let Some(tmux) = Tmux::new("symlink-swap") else {
        return;
    };
    let session = tmux.data().join("session.toml");
    let victim = tmux.dir().join("victim.txt");
    std::fs::write(&victim, "someone else's file\n").unwrap();
    start_in_shell(&tmux, "");
    tmux.wait_for("NORMAL");
    // The empty grid's cursor is r5c5.
    tmux.keys(&["5"]);
    wait_file_contains(&session, "\"....5....\"");
    // While nonet runs, the session becomes a link to another file.
    std::fs::remove_file(&session).unwrap();
    std::os::unix::fs::symlink(&victim, &session).unwrap();
    tmux.keys(&["Right", "6"]);
    let screen = tmux.wait_for("not saved");
    assert!(screen.contains("NORMAL"), "still playing:\n{screen}");
    assert_eq!(
        std::fs::read_to_string(&victim).unwrap(),
        "someone else's file\n",
        "the link's target is untouched"
    );
    // The message says why, in the log.
    tmux.keys(&["m"]);
    tmux.wait_for("is now a symlink");
    tmux.keys(&["Escape", "q"]);
    tmux.wait_for("EXITED");
    assert_eq!(
        std::fs::read_to_string(&victim).unwrap(),
        "someone else's file\n",
        "nor written on quitting"
    );
}

#[test]
fn an_autosave_past_the_file_size_limit_keeps_the_game_running() {
    let Some(tmux) = Tmux::new("ulimit-f") else {
        return;
    };
    // 512 bytes (dash counts -f in 512-byte blocks, bash in 1024): the lock file's pid
    // fits, a session (over 1 KiB) does not.
    start_in_shell(&tmux, "ulimit -f 1; ");
    tmux.wait_for("NORMAL");
    tmux.keys(&["5"]);
    tmux.wait_for("not saved");
    // Still playing: the next keys go to nonet, not to the shell.
    tmux.keys(&["Right", "6"]);
    let screen = tmux.wait_for("│  5  │  6  ┃");
    assert!(!screen.contains("EXITED"), "{screen}");
    assert!(screen.contains("not saved"), "{screen}");
    tmux.keys(&["m"]);
    tmux.wait_for("File too large");
    tmux.keys(&["Escape", "q"]);
    let screen = tmux.wait_for("EXITED");
    // The save on quitting fails too, and says so (exit status 3).
    assert!(screen.contains("EXITED 3"), "{screen}");
}

/// Issue 43 failure 6: two `[keys]` errors at the start said "(m shows all)" and `m`
/// showed "no messages yet". Every start-up message is in the log, each on its own.
#[test]
fn every_start_up_message_reaches_the_log() {
    let Some(tmux) = Tmux::new("start-notes") else {
        return;
    };
    std::fs::create_dir_all(tmux.config()).unwrap();
    std::fs::write(
        tmux.config().join("config.toml"),
        "theme = \"no-such-theme\"\n[keys]\nhint = \"not a key\"\nfrobnicate = \"x\"\n",
    )
    .unwrap();
    tmux.start(200, 50, &tmux.nonet("", ""));
    let screen = tmux.wait_for("NORMAL");
    assert!(
        screen.contains("3 messages at the start (m shows all)"),
        "{screen}"
    );
    tmux.keys(&["m"]);
    let screen = tmux.wait_for("Messages, newest last");
    for said in [
        "no theme named \"no-such-theme\"",
        "[keys] hint: \"not a key\" is not a key",
        "[keys] frobnicate: no such action",
    ] {
        assert!(screen.contains(said), "{said}:\n{screen}");
    }
    assert!(!screen.contains("no messages yet"), "{screen}");
}
