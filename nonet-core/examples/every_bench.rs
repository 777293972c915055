//! What `nonet hint --every` costs on hard positions: for each puzzle of magictour
//! top1465, the position its singles leave, then every step of every technique except
//! forcing chains and nets (`Registry::every_step`, what `--every` lists), timed alone and
//! with the check `hint` makes first (the unique solution, the marks against it).
//!
//! cargo run --release --example every_bench [-- FILE]   (default: magictour_top1465.txt)
//! Finds the data through NONET_SHARED (the `shared` folder) or ../shared.

use nonet_core::format;
use nonet_core::puzzle::Grid;
use nonet_core::strategy::{self, solve_path, Candidates, Registry};
use std::path::PathBuf;
use std::time::Instant;

#[path = "../tests/common/shared.rs"]
mod shared;

fn main() {
    let root = shared::shared_root();
    let file = std::env::args()
        .nth(1)
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("data/classic/magictour_top1465.txt"));
    let puzzles = match format::read_path(&file.display().to_string(), None) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{e} (set NONET_SHARED to the shared folder)");
            std::process::exit(2);
        }
    };
    let mut registry = Registry::full();
    let mut left_out = Vec::new();
    for s in &mut registry.strategies {
        let name = s.technique.name().to_lowercase();
        if name.contains("forcing") || name.ends_with(" net") || name.ends_with(" nets") {
            s.enabled = false;
            left_out.push(s.technique.name());
        }
    }
    let singles = Registry::singles();
    let (mut list_ms, mut whole_ms, mut steps) = (Vec::new(), Vec::new(), 0usize);
    for p in &puzzles {
        let after = solve_path(&Candidates::from_puzzle(p), &singles).end;
        if after.is_solved() {
            continue;
        }
        // The position as `hint --every` reads it: placed digits, candidates as marks.
        let mut grid = Grid::new(p.clone());
        for c in 0..81 {
            match after.value(c) {
                0 => grid.marks[c] = after.get(c),
                v if p.givens[c] == 0 => grid.entries[c] = v,
                _ => {}
            }
        }
        let t = Instant::now();
        let solution = strategy::unique_solution(&grid.puzzle).expect("top1465 is unique");
        strategy::check_marks_against(&grid, &solution).expect("singles are sound");
        let cand = Candidates::from_grid(&grid);
        let t_list = Instant::now();
        let all = registry.every_step(&cand);
        let end = Instant::now();
        list_ms.push((end - t_list).as_secs_f64() * 1e3);
        whole_ms.push((end - t).as_secs_f64() * 1e3);
        steps += all.len();
    }
    let report = |what: &str, v: &mut Vec<f64>| {
        v.sort_by(f64::total_cmp);
        let n = v.len();
        println!(
            "{what:<34} median {:>7.2} ms  p90 {:>7.2} ms  max {:>7.2} ms  mean {:>7.2} ms",
            v[n / 2],
            v[n * 9 / 10],
            v[n - 1],
            v.iter().sum::<f64>() / n as f64
        );
    };
    println!(
        "{}: {} positions after singles, {} steps listed (mean {:.1}); left out: {}",
        file.display(),
        list_ms.len(),
        steps,
        steps as f64 / list_ms.len().max(1) as f64,
        if left_out.is_empty() {
            "none (no forcing chains or nets in this build)".to_string()
        } else {
            left_out.join(", ")
        }
    );
    if list_ms.is_empty() {
        return;
    }
    report("every step", &mut list_ms);
    report("every step + solution check", &mut whole_ms);
}
