//! The panel's Sudoku Explainer rating in the real binary, under tmux at 80×24: a puzzle
//! opened from the command line (loaded before the event loop starts) is rated and shown
//! on the game line without a break inside "ER 1.2"; one of the forum's hardest (nested
//! chains on its path) shows serate's ER.

mod common;

use common::tmux::Tmux;

/// nonet's SE engine rates it ER 1.2 (hidden singles in boxes all the way).
const EASY: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
/// The forum's hardest list, a puzzle serate rates 11.0/11.0/9.5, with nested forcing
/// chains (SE rule 27) on its path.
const NESTED: &str =
    "98.7..6..5...8..7...7..6...4..........85...9.....34..2.3..1......96...5......21..";

fn open(tmux: &Tmux, name: &str, line: &str) {
    let puzzle = tmux.dir().join(name);
    std::fs::write(&puzzle, format!("{line}\n")).unwrap();
    tmux.start(80, 24, &tmux.nonet("", &puzzle.display().to_string()));
}

#[test]
fn a_puzzle_opened_from_the_command_line_shows_its_er() {
    let Some(tmux) = Tmux::new("se-rating") else {
        return;
    };
    open(&tmux, "easy.txt", EASY);
    let screen = tmux.wait_for("ER\u{a0}1.2");
    assert!(
        screen
            .lines()
            .any(|l| l.contains("Time ") && l.ends_with("· ER\u{a0}1.2")),
        "{screen}"
    );
    tmux.keys(&["q"]);
    tmux.wait_exit();
}

#[test]
fn a_forum_hardest_puzzle_shows_serates_er() {
    let Some(tmux) = Tmux::new("se-nested") else {
        return;
    };
    open(&tmux, "hard.txt", NESTED);
    tmux.wait_for("ER\u{a0}11.0");
    tmux.keys(&["q"]);
    tmux.wait_exit();
}
