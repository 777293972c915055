//! The release archive (`scripts/dist.sh`): built from the binary `cargo test` made (the
//! script's `NONET_DIST_BINARY`, so CI compiles nothing twice), unpacked as a user does,
//! and used: the binary rates a puzzle and says its version, `man -l` reads a page,
//! every command has its page and every shell its script. And `nonet --version` names
//! the commit it was built from when built from a checkout.

mod common;

use common::{puzzle_lines, require, Scratch};
use std::path::Path;
use std::process::Command;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The host's target triple, as rustc names it.
fn host() -> String {
    let out = Command::new("rustc")
        .arg("-vV")
        .output()
        .expect("rustc runs");
    let text = String::from_utf8(out.stdout).unwrap();
    text.lines()
        .find_map(|l| l.strip_prefix("host: "))
        .expect("rustc -vV names the host")
        .to_string()
}

#[test]
fn the_release_archive_holds_the_binary_the_pages_and_the_scripts_and_they_work() {
    if !require(
        "man",
        "--version",
        "man-db",
        "reading a page of the release archive",
    ) {
        return;
    }
    let scratch = Scratch::new("dist");
    let out = scratch.0.join("out");
    let run = Command::new("bash")
        .arg(root().join("scripts/dist.sh"))
        .arg(&out)
        .env("NONET_DIST_BINARY", env!("CARGO_BIN_EXE_nonet"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(run.status.success(), "dist.sh: {stderr}");
    let name = format!("nonet-{}-{}", env!("CARGO_PKG_VERSION"), host());
    let archive = out.join(format!("{name}.tar.gz"));
    assert_eq!(
        String::from_utf8_lossy(&run.stdout).trim(),
        archive.display().to_string(),
        "the script prints the archive's path"
    );

    let unpacked = scratch.0.join("unpacked");
    std::fs::create_dir_all(&unpacked).unwrap();
    let tar = Command::new("tar")
        .arg("-xzf")
        .arg(&archive)
        .arg("-C")
        .arg(&unpacked)
        .status()
        .unwrap();
    assert!(tar.success());
    let top = unpacked.join(&name);
    for file in [
        "nonet",
        "README.md",
        "CHANGELOG.md",
        "LICENSE-MIT",
        "LICENSE-APACHE",
    ] {
        assert!(top.join(file).is_file(), "{file} is in the archive");
    }

    // The binary runs from where it was unpacked.
    let nonet = top.join("nonet");
    let version = Command::new(&nonet).arg("--version").output().unwrap();
    let version = String::from_utf8_lossy(&version.stdout).into_owned();
    assert!(
        version.starts_with(&format!("nonet {}", env!("CARGO_PKG_VERSION"))),
        "{version}"
    );
    let puzzles = scratch.file("p.txt", puzzle_lines(2).as_bytes());
    let rated = Command::new(&nonet)
        .args(["rate", &puzzles])
        .output()
        .unwrap();
    assert!(rated.status.success());
    assert_eq!(String::from_utf8_lossy(&rated.stdout).lines().count(), 2);

    // Every page: the top one and one a command, as `nonet man --dir` writes them.
    let pages = std::fs::read_dir(top.join("man/man1")).unwrap().count();
    let listed = common::nonet(&["man", "--dir", scratch.0.join("m").to_str().unwrap()], "");
    assert_eq!(
        pages,
        listed.stdout.lines().count(),
        "every page is in the archive"
    );
    let man = Command::new("man")
        .arg("-l")
        .arg(top.join("man/man1/nonet-rate.1"))
        .env("MANPAGER", "cat")
        .env("MANWIDTH", "80")
        .output()
        .unwrap();
    let page = String::from_utf8_lossy(&man.stdout);
    assert!(
        man.status.success(),
        "{}",
        String::from_utf8_lossy(&man.stderr)
    );
    assert!(
        page.contains("nonet-rate") && page.contains("EXIT STATUS"),
        "{page}"
    );

    // A script for every shell `nonet completions` takes.
    let help = common::nonet(&["completions", "--help"], "").stdout;
    let shells = help
        .split("[possible values: ")
        .nth(1)
        .and_then(|s| s.split(']').next())
        .expect("completions --help lists the shells");
    let scripts = std::fs::read_dir(top.join("completions")).unwrap().count();
    assert_eq!(
        scripts,
        shells.split(", ").count(),
        "one script a shell: {shells}"
    );
    let bash = std::fs::read_to_string(top.join("completions/nonet.bash")).unwrap();
    assert!(bash.contains("NONET_COMPLETE"), "{bash}");
}

#[test]
fn the_version_names_the_commit_of_the_checkout() {
    let head = Command::new("git")
        .args(["rev-parse", "--short=12", "HEAD"])
        .current_dir(root())
        .output();
    let Some(head) = head.ok().filter(|o| o.status.success()) else {
        eprintln!("note: not a git checkout; the version is Cargo.toml's alone");
        return;
    };
    let head = String::from_utf8_lossy(&head.stdout).trim().to_string();
    let version = common::nonet(&["--version"], "").stdout;
    assert_eq!(
        version.trim(),
        format!("nonet {} (commit {head})", env!("CARGO_PKG_VERSION"))
    );
}
