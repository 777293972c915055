//! The real binary under tmux: open a puzzle, type a digit, solve, quit, check the screen
//! and the autosave file, restart and check the session came back.
//! Each runs in the one tmux harness (`common::tmux::Tmux`): skipped (with a note) when
//! tmux is not installed, except under CI (`CI` set), where they fail instead.

mod common;

use common::tmux::{wait_file_contains, Tmux};
use std::process::Command;
use std::time::{Duration, Instant};

const EASY: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

#[test]
fn play_solve_quit_and_restore_under_tmux() {
    let Some(tmux) = Tmux::new("play") else {
        return;
    };
    let puzzle = tmux.dir().join("easy.txt");
    std::fs::write(&puzzle, format!("{EASY}\n")).unwrap();
    let data = tmux.data();

    // A big terminal: the expanded grid (3 lines per cell, digit on the middle one).
    tmux.start(100, 40, &tmux.nonet("", &puzzle.display().to_string()));
    tmux.wait_for("unique solution");
    tmux.keys(&["Right", "Right", "4"]);
    tmux.wait_for("5  │  3  │  4  ┃");
    let session = data.join("session.toml");
    wait_file_contains(&session, "\"..4......\"");
    // A given can't be overwritten.
    tmux.keys(&["Left", "Left", "9"]);
    tmux.wait_for("r1c1 is a given");
    // Solve: the whole grid fills in.
    tmux.keys(&["S"]);
    // (A capture can land mid-frame, so each part of the screen is waited for.)
    tmux.wait_for("6  │  7  │  8  ┃  9  │  1  │  2");
    tmux.wait_for("solved (unique)");
    tmux.keys(&["q"]);
    tmux.wait_exit();
    let saved = wait_file_contains(&session, "\"..46.8912\"");
    assert!(saved.contains("format = \"nonet\""));

    // Restart with no argument in 80×24: the session comes back, in 5×2 cells.
    tmux.start(80, 24, &tmux.nonet("", ""));
    tmux.wait_for("5  │  3  │  4  ┃  6  │  7  │  8  ┃  9  │  1  │  2");
    tmux.wait_for("NORMAL");
    // Undo is per run; editing still works and is autosaved.
    tmux.keys(&["Right", "Right", "0"]);
    wait_file_contains(&session, "\"...6.8912\"");
    tmux.keys(&["q"]);
    tmux.wait_exit();
}

#[test]
fn too_small_terminal_says_so_and_q_quits() {
    let Some(tmux) = Tmux::new("small") else {
        return;
    };
    tmux.start(40, 12, &tmux.nonet("", ""));
    tmux.wait_for("enlarge");
    tmux.keys(&["q"]);
    tmux.wait_exit();
}

/// Issue 16, as a new player: at 80×24, type the 17 digits of a puzzle (no `g`), get a
/// hint, see it highlighted, apply it.
#[test]
fn a_new_player_types_a_puzzle_and_plays_a_hint_at_80x24() {
    let Some(tmux) = Tmux::new("player") else {
        return;
    };
    const SEVENTEEN: &str =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    tmux.start(80, 24, &tmux.nonet("", ""));
    tmux.wait_for("Type or paste a puzzle");
    // From r5c5 to r1c1, then cell by cell (Right wraps within the row).
    let mut keys: Vec<&str> = vec!["Up", "Up", "Up", "Up", "Left", "Left", "Left", "Left"];
    let digits: Vec<String> = SEVENTEEN.chars().map(|c| c.to_string()).collect();
    for (i, d) in digits.iter().enumerate() {
        if d != "." {
            keys.push(d);
        }
        keys.push("Right");
        if i % 9 == 8 {
            keys.push("Down");
        }
    }
    tmux.keys(&keys);
    tmux.wait_for("unique solution");
    tmux.keys(&["h"]);
    tmux.wait_for("Hint: ");
    tmux.keys(&["h"]);
    tmux.wait_for("h again applies it");
    // The hint's houses in their own background: the dark theme's hint_house_bg #5f005f,
    // which the harness's 256-colour terminal (TERM=xterm-256color, no COLORTERM) shows
    // as palette entry 53.
    let start = Instant::now();
    loop {
        let styled = String::from_utf8_lossy(
            &tmux
                .cmd(&["capture-pane", "-e", "-p", "-t", &tmux.session])
                .stdout,
        )
        .into_owned();
        if styled.contains("48;5;53m") {
            break;
        }
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "no hint highlight on screen:\n{styled}"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    tmux.keys(&["h"]);
    tmux.wait_for("applied: ");
    tmux.keys(&["q"]);
    tmux.wait_exit();
}

/// A pencil-mark grid opened in the real app: the all-steps list on `H`, a step shown
/// on the grid, and `y` copying the position out; under tmux (which drops OSC 52 unless
/// configured to pass it on) the copy goes to the data directory, as the message says.
#[test]
fn all_steps_and_copy_a_position_under_tmux() {
    let Some(tmux) = Tmux::new("pm") else {
        return;
    };
    let pm = common::nonet(&["convert", "--to", "pm"], format!("{EASY}\n"));
    assert_eq!(pm.status, 0, "{}", pm.stderr);
    let file = tmux.dir().join("easy.pm");
    std::fs::write(&file, &pm.stdout).unwrap();
    tmux.start(120, 40, &tmux.nonet("", &format!("'{}'", file.display())));
    tmux.wait_for("NORMAL");
    tmux.keys(&["H"]);
    tmux.wait_for("from your pencil marks");
    tmux.wait_for("Naked single: place");
    tmux.keys(&["Enter"]);
    tmux.wait_for("(h applies it)");
    tmux.wait_for("From your pencil marks");
    tmux.keys(&["y"]);
    tmux.wait_for("written as a pm grid");
    let copied = wait_file_contains(&tmux.data().join("copied-position.txt"), ":----");
    let back = common::nonet(&["convert", "--from", "pm", "--to", "line"], copied);
    assert_eq!(back.status, 0, "{}", back.stderr);
    tmux.keys(&["q"]);
    tmux.wait_exit();
}

/// `nonet --new easy` generates an easy puzzle; hints (`h` three times: name, show,
/// apply) play it to the end; the solved screen names the level and the hints, and the
/// statistics file and the session record the game.
#[test]
fn a_generated_easy_puzzle_played_to_the_end_through_hints() {
    let Some(tmux) = Tmux::new("generated") else {
        return;
    };
    let data = tmux.data();
    tmux.start(100, 40, &tmux.nonet("", "--new easy"));
    tmux.wait_for("new easy classic puzzle");
    tmux.wait_for("Time ");
    let start = Instant::now();
    let mut screen = tmux.capture();
    let mut presses = 0;
    while !screen.contains("Solved in") {
        assert!(
            start.elapsed() < Duration::from_secs(120) && presses < 600,
            "not solved after {presses} hint keys; screen:\n{screen}"
        );
        tmux.send(&["h"]);
        presses += 1;
        std::thread::sleep(Duration::from_millis(25));
        if presses % 12 == 0 {
            screen = tmux.capture();
        }
    }
    let screen = tmux.wait_for("Level: easy");
    assert!(screen.contains("Hints: "), "{screen}");
    let stats = wait_file_contains(&data.join("stats.toml"), "[easy]");
    assert!(stats.contains("solved = 1"), "{stats}");
    tmux.wait_for("easy: 1 solved, best");
    tmux.keys(&["Enter", "q"]);
    tmux.wait_exit();
    let session = wait_file_contains(&data.join("session.toml"), "level = \"easy\"");
    assert!(session.contains("hints = "), "{session}");
}

#[cfg(unix)]
#[test]
fn opening_a_fifo_is_refused_and_the_tui_stays_alive() {
    let Some(tmux) = Tmux::new("fifo") else {
        return;
    };
    let fifo = tmux.dir().join("fifo");
    assert!(Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap()
        .success());
    tmux.start(100, 30, &tmux.nonet("", ""));
    tmux.wait_for("NORMAL");
    tmux.keys(&["o", &fifo.display().to_string(), "Enter"]);
    // Before the fix the open blocked for good, waiting for a writer to the FIFO. The
    // message, longer than the status line, is read whole in the log.
    tmux.wait_for("(m shows all)");
    tmux.keys(&["m"]);
    tmux.wait_for("is a FIFO (named pipe), not a regular file");
    tmux.keys(&["Escape"]);
    tmux.keys(&["5"]);
    tmux.wait_for("Entry ····5····");
    tmux.keys(&["q"]);
    tmux.wait_exit();
}

#[test]
fn a_failed_save_on_quit_is_said_on_stderr_with_exit_status_3() {
    let Some(tmux) = Tmux::new("quit-save") else {
        return;
    };
    // The shell stays after nonet ends, so that its last words and status can be read.
    let command = format!(
        "sh -c \"{}; echo exit status \\$?; sleep 60\"",
        tmux.nonet("", "")
    );
    tmux.start(200, 30, &command);
    tmux.wait_for("NORMAL");
    // A folder where the session goes: every save of it fails, as on a full disk.
    std::fs::create_dir_all(tmux.data().join("session.toml")).unwrap();
    tmux.keys(&["5"]);
    tmux.wait_for("not saved");
    tmux.keys(&["Right", "6"]);
    // The badge stays after the message is replaced by the next keys.
    tmux.wait_for("│  5  │  6  ┃");
    tmux.wait_for("not saved");
    tmux.keys(&["q"]);
    let screen = tmux.wait_for("exit status");
    assert!(
        screen.contains("nonet: the session was not saved: autosave failed ("),
        "{screen}"
    );
    assert!(screen.contains("exit status 3"), "{screen}");
}

#[test]
fn without_a_terminal_the_set_aside_session_is_said_on_stderr() {
    let dir = common::Scratch::new("no-terminal");
    let data = dir.0.join("data");
    std::fs::create_dir_all(&data).unwrap();
    std::fs::write(data.join("session.toml"), "not a session [").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_nonet"))
        .env("NONET_DATA_DIR", &data)
        .env("NONET_CONFIG_DIR", dir.0.join("config"))
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("the TUI needs a terminal"), "{stderr}");
    let kept = data.join("session.unreadable-1.toml");
    assert!(
        stderr.contains(&format!(
            "session not restored: {}",
            data.join("session.toml").display()
        )) && stderr.contains(&format!("kept as {}", kept.display())),
        "{stderr}"
    );
    assert_eq!(std::fs::read_to_string(kept).unwrap(), "not a session [");
}

/// Durability: every save of the session syncs the temporary file before it is renamed
/// over the session, and syncs the folder after, so a power cut leaves the old session
/// or the new one. Seen from outside, in the system calls strace records (Linux only;
/// `.ci/run` installs strace, and CI fails here without it).
#[cfg(target_os = "linux")]
#[test]
fn a_save_syncs_the_file_before_the_rename_and_the_folder_after() {
    let Some(tmux) = Tmux::new("fsync") else {
        return;
    };
    // `.ci/run` installs strace.
    if !common::require("strace", "-V", "strace", "the durability test") {
        return;
    }
    let log = tmux.dir().join("strace.log");
    let command = format!(
        "strace -f -e trace=openat,fsync,fdatasync,rename,renameat,renameat2 -o '{}' {}",
        log.display(),
        tmux.nonet("", "")
    );
    tmux.start(120, 40, &command);
    tmux.wait_for("NORMAL");
    tmux.keys(&["5"]);
    wait_file_contains(&tmux.data().join("session.toml"), "5");
    tmux.keys(&["q"]);
    tmux.wait_exit();
    let trace = std::fs::read_to_string(&log).unwrap();
    let joined = join_unfinished_calls(&trace);
    let lines: Vec<&str> = joined.iter().map(String::as_str).collect();
    // The fd an openat of a path containing `needle` returned, and the line it was on.
    let opened = |needle: &str, before: usize| -> Option<(usize, String)> {
        (0..before).rev().find_map(|i| {
            let l = lines[i];
            (l.contains("openat(") && l.contains(needle))
                .then(|| l.rsplit("= ").next().map(|fd| (i, fd.trim().to_string())))
                .flatten()
        })
    };
    let syncs = |l: &str, fd: &str| l.contains(&format!("fsync({fd})"));
    let renames: Vec<usize> = (0..lines.len())
        .filter(|&i| lines[i].contains("rename") && lines[i].contains("session.toml\""))
        .collect();
    assert!(!renames.is_empty(), "no rename onto the session:\n{trace}");
    for &r in &renames {
        let (at, fd) = opened("session.tmp", r).expect("the temp file was opened");
        assert!(
            lines[at..r].iter().any(|l| syncs(l, &fd)),
            "the temp file (fd {fd}) is not synced before the rename:\n{}",
            lines[at..=r].join("\n")
        );
        let data = format!("{}\", O_RDONLY", tmux.data().display());
        let after = &lines[r..];
        let dir_fd = after.iter().find_map(|l| {
            (l.contains("openat(") && l.contains(&data))
                .then(|| l.rsplit("= ").next().unwrap().trim().to_string())
        });
        let dir_fd = dir_fd.expect("the folder is opened after the rename");
        assert!(
            after.iter().any(|l| syncs(l, &dir_fd)),
            "the folder is not synced after the rename:\n{}",
            after.join("\n")
        );
    }
}

/// strace -f splits a call that another thread interrupts over two lines,
/// `7 openat(..., 0666 <unfinished ...>` and later `7 <... openat resumed>) = 8`. This
/// joins each such pair into one line, placed where the call returned, so a call and
/// its result are always read together, whatever the threads did in between.
fn join_unfinished_calls(trace: &str) -> Vec<String> {
    let mut pending: std::collections::HashMap<&str, &str> = Default::default();
    let mut joined = Vec::new();
    for line in trace.lines() {
        let (pid, call) = line.split_once(' ').unwrap_or(("", line));
        if let Some(start) = call.strip_suffix(" <unfinished ...>") {
            pending.insert(pid, start);
        } else if let Some(rest) = call.trim_start().strip_prefix("<... ") {
            let result = rest
                .split_once(" resumed>")
                .map_or(rest, |(_, result)| result);
            let start = pending.remove(pid).unwrap_or_default();
            joined.push(format!("{pid} {start}{result}"));
        } else {
            joined.push(line.to_string());
        }
    }
    joined
}

#[test]
fn unfinished_strace_calls_are_joined_with_their_results() {
    let trace = "22016 openat(AT_FDCWD, \"d/session.tmp1\", O_WRONLY <unfinished ...>\n\
                 22022 +++ exited with 0 +++\n\
                 22016 <... openat resumed>)             = 8\n\
                 22016 fsync(8 <unfinished ...>\n\
                 22017 read(3, \"\", 1) = 0\n\
                 22016 <... fsync resumed>)              = 0\n";
    assert_eq!(
        join_unfinished_calls(trace),
        [
            "22022 +++ exited with 0 +++",
            "22016 openat(AT_FDCWD, \"d/session.tmp1\", O_WRONLY)             = 8",
            "22017 read(3, \"\", 1) = 0",
            "22016 fsync(8)              = 0",
        ]
    );
}

/// Issue 30, a target player at 80×24: NOIP 2009's second sample opens with its optimum;
/// a 1 typed in the centre costs points, the panel proves the best still possible, and
/// `$` lights the entry with its cost.
#[test]
fn an_entry_that_costs_points_shows_its_cost_at_80x24() {
    let Some(tmux) = Tmux::new("target") else {
        return;
    };
    let grid = tmux.dir().join("noip2.in");
    let sample = format!(
        "{}/assets/samples/noip2009_sample2.in",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::copy(sample, &grid).unwrap();
    tmux.start(80, 24, &tmux.nonet("", &grid.display().to_string()));
    let screen = tmux.wait_for("optimum 2,852");
    // Walk the cursor to r5c5 from wherever the file put it.
    let at = screen.find("Cell r").expect("the panel names the cell") + "Cell r".len();
    let name: Vec<u32> = screen[at..]
        .chars()
        .filter_map(|c| c.to_digit(10))
        .take(2)
        .collect();
    let (row, col) = (name[0] as i32, name[1] as i32);
    let mut keys = Vec::new();
    keys.extend(std::iter::repeat_n(
        if row < 5 { "Down" } else { "Up" },
        (5 - row).unsigned_abs() as usize,
    ));
    keys.extend(std::iter::repeat_n(
        if col < 5 { "Right" } else { "Left" },
        (5 - col).unsigned_abs() as usize,
    ));
    keys.push("1");
    tmux.keys(&keys);
    tmux.wait_for("Cell r5c5");
    // The panel is 24 columns wide: each figure on its own line, the best's under its words.
    let screen = tmux.wait_for("(your entries cost 4)");
    assert!(screen.contains("  2,848"), "{screen}");
    assert!(screen.contains("optimum 2,852"), "{screen}");
    tmux.keys(&["$"]);
    tmux.wait_for("r5c5 = 1 costs 4");
    // On the grid: the entry's cell holds its cost at the bottom right.
    tmux.wait_for("│   -4│");
    tmux.keys(&["q"]);
    tmux.wait_exit();
}

/// Sends keys to the window `target` of the harness's session, one at a time.
fn keys_to(tmux: &Tmux, target: &str, keys: &[&str]) {
    for k in keys {
        let out = tmux.cmd(&["send-keys", "-t", target, k]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        std::thread::sleep(Duration::from_millis(60));
    }
}

/// Waits until the window `target` shows `text`; returns its screen.
fn wait_in(tmux: &Tmux, target: &str, text: &str) -> String {
    tmux.wait_until(&format!("{target} shows {text:?}"), || {
        let out = tmux.cmd(&["capture-pane", "-p", "-t", target]);
        let screen = String::from_utf8_lossy(&out.stdout).into_owned();
        screen.contains(text).then_some(screen)
    })
}

/// Issue 27 item 7: nonet twice on one data folder. The second window is read-only; its
/// `q` with a digit typed asks instead of dropping it, and once the first window has
/// quit, `t` takes the session over: the digit is in the session.
#[test]
fn a_second_window_asks_before_dropping_its_entries_and_takes_the_session_over() {
    let Some(tmux) = Tmux::new("two-windows") else {
        return;
    };
    let session = tmux.data().join("session.toml");
    tmux.start(100, 40, &tmux.nonet("", ""));
    tmux.wait_for("NORMAL");
    // The empty grid's cursor is r5c5.
    tmux.keys(&["5"]);
    wait_file_contains(&session, "\"....5....\"");
    // Windows by their ids: a window's name follows what runs in it.
    let first = tmux.format("#{window_id}");
    let out = tmux.cmd(&[
        "new-window",
        "-d",
        "-P",
        "-F",
        "#{window_id}",
        "-t",
        "nonet:",
        &tmux.nonet("", ""),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let second = String::from_utf8_lossy(&out.stdout).trim().to_string();
    let (first, second) = (first.as_str(), second.as_str());
    wait_in(&tmux, second, "read-only (pid");
    keys_to(&tmux, second, &["Right", "7"]);
    wait_in(&tmux, second, "5  │  7");
    keys_to(&tmux, second, &["q"]);
    let screen = wait_in(&tmux, second, "Quit: unsaved changes");
    assert!(screen.contains("save them as a named puzzle"), "{screen}");
    assert!(!screen.contains("take the session over"), "{screen}");
    keys_to(&tmux, second, &["Escape"]);
    wait_in(&tmux, second, "1-9 enter");
    // The first window quits; the second's q now offers the session.
    keys_to(&tmux, first, &["q"]);
    tmux.wait_until("the first window has quit", || {
        let out = tmux.cmd(&["list-windows", "-t", "nonet"]);
        (String::from_utf8_lossy(&out.stdout).lines().count() == 1).then_some(())
    });
    keys_to(&tmux, second, &["q"]);
    wait_in(&tmux, second, "take the session over");
    keys_to(&tmux, second, &["t"]);
    tmux.wait_exit();
    wait_file_contains(&session, "\"....57...\"");
}

/// Issue 27 items 8 and 14, at 80×24: a puzzle named by a 9,000-character euler header,
/// a disk that fails the autosave, and a message longer than the line. The `not saved`
/// badge stays (the name is cut), the message is cut on its own line, and the last line
/// still holds the keys.
#[test]
fn the_badge_and_the_key_line_stay_under_a_long_name_and_a_long_message() {
    let Some(tmux) = Tmux::new("long-status") else {
        return;
    };
    let rows: Vec<String> = EASY
        .as_bytes()
        .chunks(9)
        .map(|r| String::from_utf8_lossy(r).replace('.', "0"))
        .collect();
    let euler = format!("Grid {}\n{}\n", "x".repeat(9000), rows.join("\n"));
    let file = tmux.dir().join("long.txt");
    std::fs::write(&file, euler).unwrap();
    tmux.start(80, 24, &tmux.nonet("", &file.display().to_string()));
    tmux.wait_for("unique solution");
    // A folder where the session goes: every save of it fails, as on a full disk.
    let _ = std::fs::remove_file(tmux.data().join("session.toml"));
    std::fs::create_dir_all(tmux.data().join("session.toml")).unwrap();
    tmux.keys(&["Right", "Right", "4"]);
    tmux.wait_for("not saved");
    tmux.keys(&["o"]);
    tmux.wait_for("Open (saved name or file path)");
    let missing = format!("/no/such/{}/x.txt", "folder".repeat(8));
    tmux.send(&["-l", &missing]);
    tmux.keys(&["Enter"]);
    let screen = tmux.wait_for("(m shows all)");
    let lines: Vec<&str> = screen.lines().collect();
    let (status, keys) = (lines[22], lines[23]);
    assert!(status.contains("not saved"), "{screen}");
    assert!(status.contains("xxxx…"), "the name is cut: {screen}");
    assert!(status.contains("/no/such/"), "{screen}");
    assert!(
        keys.contains("? help") && keys.contains("q quit"),
        "{screen}"
    );
    assert!(!keys.contains("folder"), "{screen}");
    tmux.keys(&["q"]);
}

/// Issue 27 item 16: `H` lists what `nonet hint --every` lists for the same position
/// (forum hardest #79: 106 steps, forcing chains and nets included).
#[test]
fn the_all_steps_list_agrees_with_hint_every() {
    let Some(tmux) = Tmux::new("all-steps") else {
        return;
    };
    const HARDEST_79: &str =
        ".....1.39........5..3.5.6....8.9...67....28..1..4.......9.8..5..2.......4..7.....";
    let cli = common::nonet(&["hint", "--every"], format!("{HARDEST_79}\n"));
    assert_eq!(cli.status, 0, "{}", cli.stderr);
    let count: usize = cli
        .stdout
        .split_whitespace()
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{}", cli.stdout));
    assert!(cli.stdout.contains("Forcing"), "{}", cli.stdout);
    let file = tmux.dir().join("hardest.txt");
    std::fs::write(&file, format!("{HARDEST_79}\n")).unwrap();
    tmux.start(120, 40, &tmux.nonet("", &file.display().to_string()));
    tmux.wait_for("unique solution");
    tmux.keys(&["H"]);
    tmux.wait_for(&format!("All steps ({count}), from computed candidates"));
    tmux.keys(&["Escape", "q"]);
    tmux.wait_exit();
}

/// The 80×24 capture near the top of the README: its 24 lines.
fn readme_capture() -> Vec<String> {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let start = readme.find("```text\n").expect("README has its capture") + "```text\n".len();
    let block = &readme[start..start + readme[start..].find("```").unwrap()];
    block.lines().map(str::to_string).collect()
}

/// What a line says with its figures left out: each run of digits, dots of a digit set,
/// commas and colons is one `#` (a random puzzle has other digits, times and scores). A
/// no-break space (the panel's "ER 3.4" holds together with one) reads as a space.
fn shape(line: &str) -> String {
    let mut out = String::new();
    for c in line.trim_end().chars() {
        let c = if c == '\u{a0}' { ' ' } else { c };
        let figure = c.is_ascii_digit() || matches!(c, '·' | ',' | ':');
        if !figure {
            out.push(c);
        } else if !out.ends_with('#') {
            out.push('#');
        }
    }
    out
}

/// The panel's part of a screen line at 80 columns: right of the 55-column grid.
fn panel(line: &str) -> String {
    line.chars()
        .skip(56)
        .collect::<String>()
        .trim_end()
        .to_string()
}

#[test]
fn the_readme_capture_has_the_labels_of_a_real_run_at_80x24() {
    let readme = readme_capture();
    assert_eq!(
        readme.len(),
        24,
        "README's capture is 24 lines: {readme:#?}"
    );
    let Some(tmux) = Tmux::new("readme") else {
        return;
    };
    // As the README says: a new medium puzzle, `a` (fill in the candidates), `h` `h`.
    tmux.start(80, 24, &tmux.nonet("", "--new medium"));
    tmux.wait_for("unique solution");
    // The puzzle's SE rating, which the capture shows beside its level.
    tmux.wait_for("ER\u{a0}");
    tmux.keys(&["a", "h", "h"]);
    tmux.wait_for("h again applies it");
    let screen: Vec<String> = tmux
        .wait_for("From your pencil marks")
        .lines()
        .map(str::to_string)
        .collect();
    assert_eq!(screen.len(), 24, "{screen:#?}");
    // The panel down to the hint's name: line for line, figures aside.
    let hint_at = |lines: &[String]| lines.iter().position(|l| panel(l).starts_with("Hint "));
    let at = hint_at(&readme).expect("README's panel shows a hint");
    assert_eq!(hint_at(&screen), Some(at), "{}", screen.join("\n"));
    for row in 0..at {
        assert_eq!(
            shape(&panel(&readme[row])),
            shape(&panel(&screen[row])),
            "README's capture, panel line {}; the screen:\n{}",
            row + 1,
            screen.join("\n")
        );
    }
    // The hint's lines depend on the technique; where the hint comes from does not.
    let last = readme[..22]
        .iter()
        .map(|l| panel(l))
        .rfind(|p| !p.is_empty())
        .unwrap();
    assert!(screen[at..22].iter().any(|l| panel(l) == last), "{last:?}");
    // The status bar: the mode and level, the hint's keys, then the key line whole.
    let status = |l: &str| {
        let (mode, rest) = l.split_once('│').unwrap();
        (
            mode.to_string(),
            rest[rest.find('(').unwrap()..].to_string(),
        )
    };
    assert_eq!(status(&readme[22]), status(&screen[22]));
    assert_eq!(readme[23].trim_end(), screen[23].trim_end());
    tmux.keys(&["q"]);
    tmux.wait_exit();
}
