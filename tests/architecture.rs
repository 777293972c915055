//! ARCHITECTURE.md stays true: every path it names exists, and the invariants it states
//! that the sources can show are checked here, on the code that ships (tests left out).
//! Each check names the files that are the invariant's stated exceptions, so that a new
//! one fails here until the document says so too.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// A source file's code that ships: `#[cfg(test)]` items and whole-line comments left
/// out (a `#[cfg(test)] mod x { … }` ends the file's shipped code, as tests come last).
fn shipped(text: &str) -> String {
    let mut out = String::new();
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        let trimmed = line.trim();
        if trimmed.starts_with("//") {
            continue;
        }
        if trimmed.starts_with("#[cfg(test)]") {
            // The item it marks: a module declaration, an inline test module, or one line.
            let Some(next) = lines.next() else { break };
            if next.trim_end().ends_with('{') && next.contains("mod ") {
                break;
            }
            continue;
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// Every shipped `.rs` file under `dir` (relative to the repository), with its shipped
/// code: files named `tests.rs` or `*_tests.rs` and `tests/` folders left out.
fn sources(dir: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut stack = vec![root().join(dir)];
    while let Some(d) = stack.pop() {
        for entry in fs::read_dir(&d).unwrap_or_else(|e| panic!("{}: {e}", d.display())) {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            if path.is_dir() {
                if name != "tests" {
                    stack.push(path);
                }
            } else if name.ends_with(".rs") && name != "tests.rs" && !name.ends_with("_tests.rs") {
                let rel = path
                    .strip_prefix(root())
                    .unwrap()
                    .to_string_lossy()
                    .into_owned();
                out.push((rel, shipped(&fs::read_to_string(&path).unwrap())));
            }
        }
    }
    out.sort();
    out
}

/// The files among `dirs` whose shipped code holds any of `needles`.
fn files_holding(dirs: &[&str], needles: &[&str]) -> BTreeSet<String> {
    dirs.iter()
        .flat_map(|d| sources(d))
        .filter(|(_, code)| needles.iter().any(|n| code.contains(n)))
        .map(|(file, _)| file)
        .collect()
}

fn set(files: &[&str]) -> BTreeSet<String> {
    files.iter().map(|f| f.to_string()).collect()
}

/// The spans of ARCHITECTURE.md in backticks, outside its code blocks.
fn spans() -> Vec<String> {
    let text = fs::read_to_string(root().join("ARCHITECTURE.md")).unwrap();
    let mut out = Vec::new();
    let mut in_block = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            in_block = !in_block;
            continue;
        }
        if in_block {
            continue;
        }
        let mut parts = line.split('`');
        parts.next();
        while let (Some(span), Some(_)) = (parts.next(), parts.next()) {
            out.push(span.to_string());
        }
    }
    out
}

#[test]
fn every_path_the_map_names_exists() {
    // A path is written from the repository's root, or from `src/` or `nonet-core/src/`
    // (the crates' roots): `tui/score/`, `strategy/chain.rs`, `cells.rs`, `.ci/run`. A
    // file's name alone (`mod.rs`) must be found there too, so each is named whole.
    let bases = ["", "src", "nonet-core/src"];
    let mut named = 0;
    for span in spans() {
        let is_path = (span.contains('/') || span.ends_with(".rs"))
            && !span.contains([' ', ':', '=', '*', '$', '<']);
        if !is_path {
            continue;
        }
        named += 1;
        assert!(
            bases.iter().any(|b| root().join(b).join(&span).exists()),
            "ARCHITECTURE.md names `{span}`, which does not exist"
        );
    }
    assert!(named > 80, "the map names {named} paths: is it whole?");
}

/// Invariant "the core has no UI crate".
#[test]
fn the_core_has_no_ui_crate() {
    let manifest = fs::read_to_string(root().join("nonet-core/Cargo.toml")).unwrap();
    let deps = manifest
        .split("\n[")
        .find(|s| s.starts_with("dependencies]"))
        .expect("nonet-core has a [dependencies] table");
    let ui = ["ratatui", "crossterm", "clap", "directories", "indicatif"];
    for line in deps.lines().skip(1) {
        let name = line.split(['=', ' ']).next().unwrap_or("");
        assert!(!ui.contains(&name), "nonet-core depends on {name}");
    }
    let uses = files_holding(
        &["nonet-core/src"],
        &["ratatui::", "crossterm::", "clap::", "directories::"],
    );
    assert!(uses.is_empty(), "the core names a UI crate in {uses:?}");
}

/// Invariant "update reads no clock and does no I/O": in the TUI, only the event loop,
/// the dispatcher, the solver thread, the store and the terminal read the clock, touch
/// files, start threads or seed randomness; every feature's update side (and its
/// drawing) is pure.
#[test]
fn only_the_loop_and_its_effects_read_the_clock_or_touch_files() {
    let found = files_holding(
        &["src/tui"],
        &[
            "Instant::now",
            "SystemTime",
            "std::fs",
            "File::",
            "OpenOptions",
            "thread::spawn",
            "Rng::from_time",
        ],
    );
    let allowed = |f: &String| {
        ["src/tui/mod.rs", "src/tui/dispatch.rs", "src/tui/solver.rs"].contains(&f.as_str())
            || f.starts_with("src/tui/store/")
            || f.starts_with("src/tui/terminal/")
    };
    let outside: Vec<&String> = found.iter().filter(|f| !allowed(f)).collect();
    assert!(
        outside.is_empty(),
        "the clock, files, threads or a seed outside the loop and its effects: {outside:?}"
    );
}

/// Invariant "draw only reads": no code that draws (names ratatui) takes the state
/// mutably, but the event loop, which builds the state before its first frame.
#[test]
fn what_draws_takes_the_state_to_read() {
    let drawing_that_writes: Vec<String> = sources("src/tui")
        .into_iter()
        .filter(|(_, code)| code.contains("ratatui::") && code.contains("&mut State"))
        .map(|(file, _)| file)
        .collect();
    assert_eq!(drawing_that_writes, ["src/tui/mod.rs"]);
}

/// Invariant "every write of a user file is atomic, but these": only `safe_io.rs` writes
/// (through `write_atomic`), the store opens the session's lock and sets unreadable
/// files aside, and `print`, `hint --svg` and `man --dir` write their files plainly.
#[test]
fn files_are_written_in_the_named_places_only() {
    let writers = files_holding(
        &["src", "nonet-core/src"],
        &["fs::write(", "File::create(", "OpenOptions", "fs::rename("],
    );
    assert_eq!(
        writers,
        set(&[
            "src/cli/hint/svg.rs",
            "src/cli/man/mod.rs",
            "src/cli/print.rs",
            "src/tui/store/mod.rs",
            "src/tui/store/safe_io.rs",
        ])
    );
}

/// Invariant "every read is bounded, but this one": the TUI's reads take at most a limit
/// (`.take`), the CLI reads through `cli/stream.rs`'s line and whole-text limits, and
/// the library's `format::read_text` reads a whole file.
#[test]
fn whole_reads_are_in_the_named_places_only() {
    let readers = files_holding(
        &["src", "nonet-core/src"],
        &["read_to_end(", "read_to_string(", "fs::read("],
    );
    assert_eq!(
        readers,
        set(&[
            "nonet-core/src/format/mod.rs",
            "src/tui/store/mod.rs",
            "src/tui/store/safe_io.rs",
        ])
    );
    for bounded in ["src/tui/store/mod.rs", "src/tui/store/safe_io.rs"] {
        let code = shipped(&fs::read_to_string(root().join(bounded)).unwrap());
        assert_eq!(
            code.matches("read_to_end(").count(),
            code.matches(".take(").count(),
            "{bounded}: every read_to_end after a take"
        );
    }
}

/// Invariant "only the named files know that classic regions are 3×3 boxes": division,
/// remainder or multiples of 3 (a box's row or column) appear in these files alone.
#[test]
fn box_arithmetic_is_in_the_named_files_only() {
    let mut found = BTreeSet::new();
    for (file, code) in sources("nonet-core/src").into_iter().chain(sources("src")) {
        let ops = ["/ 3", "% 3", "/3", "%3", "is_multiple_of(3", "div_ceil(3"];
        let by_three = ops.iter().any(|op| {
            code.match_indices(op).any(|(i, _)| {
                let after = code[i + op.len()..].chars().next().unwrap_or(' ');
                !after.is_ascii_digit() && after != '.'
            })
        });
        if by_three {
            found.insert(file);
        }
    }
    assert_eq!(
        found,
        set(&[
            // The boxes: the fast path, the classic layout's definition, and the two
            // classic-only formats that frame them.
            "nonet-core/src/engine/classic.rs",
            "nonet-core/src/layout.rs",
            "nonet-core/src/format/framed.rs",
            "nonet-core/src/format/pm.rs",
            // Not boxes: a cell's candidates in a 3×3 mini-grid, and the compact shape's
            // line every third row (geometry.rs); a score's thousands (segments.rs).
            "src/print/step.rs",
            "src/tui/draw/grid/geometry.rs",
            "src/tui/draw/panel/segments.rs",
        ])
    );
}
