//! `nonet bench` as a user runs it: the peer benchmark's fields, right tallies, clear errors.
//! No timing is asserted.

mod common;

use common::{nonet, Run};
use std::path::PathBuf;

/// A small file: two unique puzzles, one with many solutions, one with none, and a
/// comment line that must not count.
fn sample_file(tag: &str) -> (PathBuf, String) {
    // One directory per test: tests run in parallel and each removes its own.
    let dir = std::env::temp_dir().join(format!("nonet-cli-bench-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("small.txt");
    std::fs::write(
        &path,
        "# sample\n\
4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n\
52...6.........7.13...........4..8..6......5...........418.........3..2...87.....\n\
.................................................................................\n\
11...............................................................................\n",
    )
    .unwrap();
    (dir, path.to_string_lossy().into_owned())
}

fn fields(line: &str) -> Vec<(&str, &str)> {
    line.split(' ')
        .map(|kv| kv.split_once('=').expect("key=value"))
        .collect()
}

#[test]
fn prints_the_peer_fields_and_tallies() {
    let (dir, file) = sample_file("fields");
    for (engine, limit, expect) in [
        ("classic", "2", ("1", "2", "1")),
        ("generic", "2", ("1", "2", "1")),
        ("auto", "2", ("1", "2", "1")),
        ("dlx", "2", ("1", "2", "1")),
        ("classic", "1", ("1", "3", "0")),
    ] {
        let Run {
            status,
            stdout: out,
            stderr: err,
        } = nonet(
            &[
                "bench",
                "--engine",
                engine,
                "--limit",
                limit,
                "--min-secs",
                "0",
                &file,
            ],
            "",
        );
        assert_eq!(status, 0, "{err}");
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 1, "{out}");
        let f = fields(lines[0]);
        let keys: Vec<&str> = f.iter().map(|(k, _)| *k).collect();
        assert_eq!(keys, nonet_core::bench::FIELDS);
        let get = |k: &str| f.iter().find(|(key, _)| *key == k).unwrap().1;
        assert_eq!(get("solver"), format!("nonet-{engine}"));
        assert_eq!(get("file"), "small.txt");
        assert_eq!(get("limit"), limit);
        assert_eq!(get("puzzles"), "4");
        assert_eq!(
            (get("none"), get("unique"), get("multiple")),
            expect,
            "{engine}"
        );
        assert!(get("passes").parse::<u32>().unwrap() >= 3);
        assert!(get("best_pass_s").parse::<f64>().unwrap() >= 0.0);
        assert!(get("puzzles_per_s").parse::<f64>().unwrap() > 0.0);
    }
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn bad_usage_is_explained() {
    let (dir, file) = sample_file("usage");
    let Run {
        status,
        stderr: err,
        ..
    } = nonet(&["bench", "--engine", "quantum", &file], "");
    assert_eq!(status, 2);
    assert!(err.contains("quantum") && err.contains("dlx"), "{err}");
    let Run {
        status,
        stderr: err,
        ..
    } = nonet(&["bench", "--limit", "3", &file], "");
    assert_eq!(status, 2);
    assert!(err.contains("--limit"), "{err}");
    let Run {
        status,
        stderr: err,
        ..
    } = nonet(&["bench", "no-such-file.txt"], "");
    assert_eq!(status, 2);
    assert!(err.contains("no-such-file.txt"), "{err}");
    std::fs::remove_dir_all(dir).unwrap();
}
