//! Issue 43 item 7: a file name that is not UTF-8 (a valid Unix name) is opened and
//! written wherever nonet takes one: `print -o`, `hint --svg`, and the TUI's file
//! argument; messages show its stray bytes escaped (`\xFF`), never raw and never as
//! clap's "invalid UTF-8 was detected".
#![cfg(unix)]

mod common;

use common::tmux::Tmux;
use common::{puzzle_lines, Scratch};
use std::ffi::{OsStr, OsString};
use std::os::unix::ffi::OsStringExt;
use std::path::{Path, PathBuf};
use std::process::Command;

/// `name` with a byte 0xFF in front: not UTF-8.
fn odd(name: &str) -> OsString {
    let mut bytes = vec![0xFF];
    bytes.extend_from_slice(name.as_bytes());
    OsString::from_vec(bytes)
}

/// Runs `nonet ARGS` in `dir`; its status and stderr.
fn run(dir: &Path, args: &[&OsStr]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_nonet"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("nonet runs");
    let stderr = String::from_utf8(out.stderr).expect("stderr is UTF-8");
    (out.status.code().unwrap(), stderr)
}

fn os(s: &str) -> &OsStr {
    OsStr::new(s)
}

#[test]
fn print_writes_to_a_name_that_is_not_utf8() {
    let s = Scratch::new("os-print");
    s.file("p.txt", puzzle_lines(3).as_bytes());
    let sheet = odd("sheet.svg");
    let (status, stderr) = run(
        &s.0,
        &[os("print"), os("--sheet"), os("-o"), &sheet, os("p.txt")],
    );
    assert_eq!(status, 0, "{stderr}");
    let written = std::fs::read_to_string(s.0.join(&sheet)).unwrap();
    assert!(written.starts_with("<?xml"), "an SVG by its extension");
    let dir = odd("pictures");
    let (status, stderr) = run(
        &s.0,
        &[
            os("print"),
            os("--to"),
            os("svg"),
            os("-o"),
            &dir,
            os("p.txt"),
        ],
    );
    assert_eq!(status, 0, "{stderr}");
    assert!(s.0.join(&dir).join("puzzle-1.svg").is_file());
    assert!(stderr.contains("to \\xFFpictures"), "{stderr}");
    // A file that cannot be written is named escaped.
    let missing: PathBuf = [odd("no-such-folder"), "book.pdf".into()].iter().collect();
    let (status, stderr) = run(
        &s.0,
        &[os("print"), os("-o"), missing.as_os_str(), os("p.txt")],
    );
    assert_eq!(status, 3, "{stderr}");
    assert!(
        stderr.contains("cannot write \\xFFno-such-folder/book.pdf"),
        "{stderr}"
    );
}

#[test]
fn hint_draws_into_a_name_that_is_not_utf8() {
    let s = Scratch::new("os-hint");
    s.file("p.txt", puzzle_lines(2).as_bytes());
    let dir = odd("steps");
    let (status, stderr) = run(&s.0, &[os("hint"), os("--svg"), &dir, os("p.txt")]);
    assert_eq!(status, 0, "{stderr}");
    assert!(s.0.join(&dir).join("puzzle-2.svg").is_file());
    assert!(
        stderr.contains("wrote 2 SVG pictures to \\xFFsteps"),
        "{stderr}"
    );
    let one = odd("one.svg");
    s.file("one.txt", puzzle_lines(1).as_bytes());
    let (status, stderr) = run(&s.0, &[os("hint"), os("--svg"), &one, os("one.txt")]);
    assert_eq!(status, 0, "{stderr}");
    assert!(s.0.join(&one).is_file());
}

#[test]
fn man_writes_its_pages_into_a_folder_whose_name_is_not_utf8() {
    let s = Scratch::new("os-man");
    let dir = odd("man1");
    let out = Command::new(env!("CARGO_BIN_EXE_nonet"))
        .args([os("man"), os("--dir"), &dir])
        .current_dir(&s.0)
        .output()
        .expect("nonet runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(s.0.join(&dir).join("nonet.1").is_file());
    assert!(s.0.join(&dir).join("nonet-solve.1").is_file());
    // The listing names the folder escaped, as messages do.
    let listing = String::from_utf8(out.stdout).expect("the listing is UTF-8");
    assert!(listing.starts_with("\\xFFman1/nonet.1\n"), "{listing}");
}

#[test]
fn the_tui_names_a_missing_file_that_is_not_utf8_escaped() {
    let s = Scratch::new("os-tui-missing");
    let (status, stderr) = run(&s.0, &[&odd("gone.txt")]);
    assert_eq!(status, 2, "{stderr}");
    assert!(stderr.contains("\\xFFgone.txt"), "{stderr}");
    assert!(!stderr.contains("invalid UTF-8"), "{stderr}");
    // Before a command, it is told to go after it, named escaped too.
    let (status, stderr) = run(&s.0, &[&odd("p.txt"), os("solve")]);
    assert_eq!(status, 2, "{stderr}");
    assert!(stderr.contains("\\xFFp.txt"), "{stderr}");
}

#[test]
fn the_tui_opens_a_file_whose_name_is_not_utf8() {
    let Some(tmux) = Tmux::new("os-name") else {
        return;
    };
    let name = odd("p.txt");
    std::fs::write(tmux.dir().join(&name), puzzle_lines(1)).unwrap();
    // The shell makes the name's 0xFF byte itself (octal 377).
    let script = format!(
        "cd '{}'\n{}\necho EXITED $?\nsleep 60\n",
        tmux.dir().display(),
        tmux.nonet("", "\"$(printf '\\377p.txt')\"")
    );
    std::fs::write(tmux.dir().join("run.sh"), script).unwrap();
    tmux.start(
        120,
        40,
        &format!("sh '{}'", tmux.dir().join("run.sh").display()),
    );
    let screen = tmux.wait_for("loaded: 51 givens");
    assert!(!screen.contains("EXITED"), "{screen}");
    tmux.keys(&["q"]);
    tmux.wait_for("EXITED 0");
}
