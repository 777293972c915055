//! Copying a position in the TUI (`Y`) reaches a real terminal's clipboard: tmux with
//! `set-clipboard on` takes crossterm's plain OSC 52 (no passthrough wrapping) into a
//! paste buffer, which holds the candidates line `convert` writes.

mod common;

use common::nonet;
use common::tmux::Tmux;

/// Solved by singles and locked candidates.
const EASY: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n";

#[test]
fn copying_puts_the_candidates_line_on_tmuxs_clipboard() {
    let Some(tmux) = Tmux::new("clipboard") else {
        return;
    };
    let file = tmux.dir().join("easy.txt");
    std::fs::write(&file, EASY).unwrap();
    // tmux drops OSC 52 by default, so nonet would not send it there: told to.
    let command = tmux.nonet("NONET_CLIPBOARD=osc52", &format!("'{}'", file.display()));
    tmux.start(100, 40, &command);
    tmux.wait_for("Cell r");
    let set = tmux.cmd(&["set-option", "-s", "set-clipboard", "on"]);
    assert!(set.status.success());
    tmux.keys(&["Y"]);
    let expected = nonet(&["convert", "--to", "candidates", "-"], EASY);
    assert_eq!(expected.status, 0, "{}", expected.stderr);
    let buffer = tmux.wait_until("a paste buffer", || {
        let out = tmux.cmd(&["show-buffer"]);
        out.status
            .success()
            .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
    });
    assert_eq!(buffer.trim_end(), expected.stdout.trim_end());
}
