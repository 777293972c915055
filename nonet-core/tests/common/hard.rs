//! The hard jigsaw stress set's loader, shared by this crate's engine tests and the
//! binary's CLI tests (`tests/hard_jigsaw_cli.rs` includes this file by path).

use nonet_core::engine::Verdict;
use nonet_core::format;
use nonet_core::puzzle::Puzzle;
use std::path::{Path, PathBuf};

pub struct Fixture {
    pub path: PathBuf,
    pub puzzle: Puzzle,
    pub answer: Verdict,
}

/// Every fixture of the set in `dir` (`nonet-core/tests/fixtures/hard`), with its recorded
/// answer.
pub fn fixtures_in(dir: &Path) -> Vec<Fixture> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("fixture directory")
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    paths.sort();
    let fixtures: Vec<Fixture> = paths
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).unwrap();
            let word = text
                .lines()
                .find_map(|l| l.strip_prefix("# answer: "))
                .unwrap_or_else(|| panic!("{}: no '# answer:' line", path.display()));
            let answer = match word.trim() {
                "none" => Verdict::None,
                "unique" => Verdict::Unique,
                "multiple" => Verdict::Multiple,
                w => panic!("{}: unknown answer {w:?}", path.display()),
            };
            // Auto-detection must recognise the jigsaw format, as the binary relies on it.
            let mut puzzles = format::parse(&text, None, &path.display().to_string())
                .unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(puzzles.len(), 1, "{}", path.display());
            Fixture {
                path,
                puzzle: puzzles.remove(0),
                answer,
            }
        })
        .collect();
    assert!(fixtures.len() >= 40, "the stress set is a few dozen cases");
    fixtures
}
