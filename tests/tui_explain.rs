//! The whole step in the real binary under tmux, at 80×24: a forcing-chain hint shown,
//! the panel naming the key to its whole explanation, that key opening it with every
//! removal and its chains, scrolling a step longer than the screen, and the message log
//! opening a hint's message in full.

mod common;

use common::stuck::{where_the_ladder_stops, TOP1220};
use common::tmux::Tmux;

/// Top1465 #374: where the ladder stops, a forcing chain with six conclusions, longer
/// than 80×24 shows at once.
const TOP374: &str =
    "..3..2.6.9..3.1...1.2.5..8.........2..5..3.98...4..1....7.....5.2..6....4.19.....";

/// Opens `line`'s stuck position at 80×24 and shows its hint (`h` twice).
fn show_hint(tmux: &Tmux, line: &str) -> String {
    let file = tmux.dir().join("stuck.txt");
    std::fs::write(&file, where_the_ladder_stops(line)).unwrap();
    tmux.start(80, 24, &tmux.nonet("", &format!("'{}'", file.display())));
    tmux.wait_for("NORMAL");
    tmux.keys(&["h"]);
    tmux.wait_for("Hint: Forcing chain");
    tmux.keys(&["h"]);
    tmux.wait_for("h again applies it")
}

/// The key the panel names on its last hint line: "i the whole step" or "i shows the
/// rest".
fn key_named(screen: &str) -> String {
    screen
        .lines()
        .find_map(|l| {
            let words: Vec<&str> = l.split_whitespace().collect();
            let tail = words.len().checked_sub(3)?;
            match &words[tail..] {
                ["the", "whole", "step"] | ["shows", "the", "rest"] => {
                    words.get(tail - 1).map(|k| k.to_string())
                }
                _ => None,
            }
        })
        .unwrap_or_else(|| panic!("no key to the whole step on the screen:\n{screen}"))
}

#[test]
fn a_forcing_chain_hint_reaches_every_removal_through_the_key_the_screen_names() {
    let Some(tmux) = Tmux::new("explain") else {
        return;
    };
    let screen = show_hint(&tmux, TOP1220);
    // The panel's short lines: the pattern, why, what it removes.
    tmux.wait_for("in row 1, 9 goes in");
    tmux.wait_for("remove 9 from r3c9, r5c7");
    let key = key_named(&screen);
    tmux.keys(&[&key]);
    tmux.wait_for("Forcing chain, the whole step");
    // Every removal, each with its chain from every case.
    for line in [
        "r3c9<>9: each case leads to it",
        "r1c2=9: (9)r1c2-(9=2)r2c2-(2=4)r6c2-(4=9)r6c9-(9)r3c9",
        "r1c6=9: (9)r1c6-(9)r6c6=(9)r6c9-(9)r3c9",
        "r1c7=9: (9)r1c7-(9)r3c9",
        "r5c7<>9: each case leads to it",
        "r1c2=9: (9)r1c2-(9=2)r2c2-(2=4)r6c2-(4=9)r6c9-(9)r5c7",
        "r1c6=9: (9)r1c6-(9)r6c6=(9)r6c9-(9)r5c7",
        "r1c7=9: (9)r1c7-(9)r5c7",
        "rows 1–12 of 12",
    ] {
        tmux.wait_for(line);
    }
    // The chains' links in the grid's two styles (dark theme: strong `=` #ffafff bold,
    // weak `-` #ffd787 italic, which the harness's 256-colour terminal (TERM=xterm-256color,
    // no COLORTERM) shows as palette entries 219 and 222).
    tmux.wait_until("the links styled", || {
        let styled = String::from_utf8_lossy(
            &tmux
                .cmd(&["capture-pane", "-e", "-p", "-t", &tmux.session])
                .stdout,
        )
        .into_owned();
        (styled.contains("\x1b[1m\x1b[38;5;219m=") && styled.contains("\x1b[3m\x1b[38;5;222m-"))
            .then_some(())
    });
    // Esc closes it; the hint is still shown.
    tmux.keys(&["Escape"]);
    tmux.wait_for("From your pencil marks");
    // The message log holds the hint: Enter on its message opens it again.
    tmux.keys(&["m"]);
    tmux.wait_for("▸ Forcing chain (h again applies it");
    tmux.keys(&["Enter"]);
    tmux.wait_for("r5c7<>9: each case leads to it");
    tmux.keys(&["Escape"]);
    tmux.wait_for("Messages, newest last");
    tmux.keys(&["Escape", "q"]);
    tmux.wait_exit();
}

#[test]
fn a_step_longer_than_the_screen_scrolls_to_its_end_and_back() {
    let Some(tmux) = Tmux::new("explain-long") else {
        return;
    };
    let screen = show_hint(&tmux, TOP374);
    let key = key_named(&screen);
    tmux.keys(&[&key]);
    tmux.wait_for("rows 1–20 of 28");
    tmux.wait_for("in row 1, 4 goes in r1c2, r1c5 or r1c7");
    tmux.keys(&["End"]);
    tmux.wait_for("rows 9–28 of 28");
    tmux.wait_for("r1c7=4: (4)r1c7-(4)r5c7=(4)r5c2-(4=7)r3c2-(7)r3c6");
    tmux.keys(&["Up"]);
    tmux.wait_for("rows 8–27 of 28");
    tmux.keys(&["PageUp"]);
    tmux.wait_for("rows 1–20 of 28");
    tmux.keys(&["PageDown"]);
    tmux.wait_for("rows 9–28 of 28");
    tmux.keys(&["Home"]);
    tmux.wait_for("rows 1–20 of 28");
    tmux.keys(&["Escape", "q"]);
    tmux.wait_exit();
}
