//! Solver throughput, measured the way the peer benchmark (`peer-bench`) measures its own:
//! every puzzle is parsed first and only the solve loop is timed; the loop runs once to
//! warm up and tally the verdicts, then repeats until at least `min_secs` have passed and
//! at least three passes were made, and the best pass is reported.

use crate::engine::{self, bitboard, classic, dlx, Control};
use crate::layout::Layout;
use crate::puzzle::Puzzle;
use std::fmt;
use std::hint::black_box;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Which engine solves the puzzles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Engine {
    /// What `nonet solve` uses: the classic fast path for classic layouts.
    Auto,
    /// The classic fast path directly.
    Classic,
    /// The region-generic bitboard engine, on the same puzzles written as a jigsaw whose
    /// regions happen to be the boxes (so the classic shortcut is not taken).
    Generic,
    /// Dancing links.
    Dlx,
}

impl Engine {
    pub fn name(self) -> &'static str {
        match self {
            Engine::Auto => "nonet-auto",
            Engine::Classic => "nonet-classic",
            Engine::Generic => "nonet-generic",
            Engine::Dlx => "nonet-dlx",
        }
    }
}

/// The fields of a benchmark line, in `peer-bench`'s order (`unfinished` follows them
/// only when there are some): what a script comparing the two reads.
pub const FIELDS: [&str; 10] = [
    "solver",
    "file",
    "limit",
    "puzzles",
    "none",
    "unique",
    "multiple",
    "passes",
    "best_pass_s",
    "puzzles_per_s",
];

/// One benchmark line: the fields `peer-bench` prints, in its order. `file` is the name
/// the caller gave, written escaped ([`crate::printable::escape`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    pub solver: String,
    pub file: String,
    pub limit: usize,
    pub puzzles: usize,
    pub none: usize,
    pub unique: usize,
    pub multiple: usize,
    /// Puzzles the engine gave up on at its node budget ([`DLX_NODE_BUDGET`]); printed
    /// only when there are some, so the line stays the peer's otherwise.
    pub unfinished: usize,
    pub passes: u32,
    pub best_pass_s: f64,
}

/// The search nodes the dancing-links engine may spend on one puzzle in a benchmark.
/// Without propagation beyond exact cover it cannot prove most unfillable jigsaw layouts
/// in any useful time (the hard fixtures' `nofill` cases run for minutes); a benchmark
/// must end, so such a puzzle counts as unfinished instead. Each of a benchmark's passes
/// spends the budget again: measured 3–9 s a pass on the 2-core machine under heavy load.
pub const DLX_NODE_BUDGET: u64 = 4_000_000;

impl Report {
    pub fn puzzles_per_s(&self) -> f64 {
        self.puzzles as f64 / self.best_pass_s
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "solver={} file={} limit={} puzzles={} none={} unique={} multiple={} passes={} best_pass_s={:.6} puzzles_per_s={:.0}",
            self.solver,
            crate::printable::escape(&self.file),
            self.limit,
            self.puzzles,
            self.none,
            self.unique,
            self.multiple,
            self.passes,
            self.best_pass_s,
            self.puzzles_per_s()
        )?;
        if self.unfinished > 0 {
            write!(f, " unfinished={}", self.unfinished)?;
        }
        Ok(())
    }
}

/// Why a benchmark cannot run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BenchError {
    /// The classic engine was asked to solve a jigsaw puzzle.
    NotClassic { index: usize },
}

impl fmt::Display for BenchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BenchError::NotClassic { index } => write!(
                f,
                "puzzle {index} has a jigsaw layout; the classic engine solves only 3×3 boxes"
            ),
        }
    }
}

/// The puzzles prepared for one engine, so preparation stays outside the timed loop.
enum Prepared {
    Auto(Vec<Puzzle>),
    Classic(Vec<crate::puzzle::Board>),
    Generic(Vec<Puzzle>),
    Dlx(Vec<Puzzle>),
}

/// The boxes written out as jigsaw regions. The generic engine is called directly on it,
/// so it solves them from houses-as-data, never through the classic shortcut.
fn box_regions_layout() -> Arc<Layout> {
    let mut ids = [0u8; crate::cells::CELLS];
    for (c, id) in ids.iter_mut().enumerate() {
        *id = Layout::classic().region_of(c) as u8;
    }
    Arc::new(Layout::from_regions(&ids).expect("the boxes are a valid layout"))
}

fn prepare(puzzles: &[Puzzle], engine: Engine) -> Result<Prepared, BenchError> {
    Ok(match engine {
        Engine::Auto => Prepared::Auto(puzzles.to_vec()),
        Engine::Classic => {
            if let Some(i) = puzzles.iter().position(|p| !p.layout.is_classic()) {
                return Err(BenchError::NotClassic { index: i + 1 });
            }
            Prepared::Classic(puzzles.iter().map(|p| p.givens).collect())
        }
        Engine::Generic => {
            let boxes = box_regions_layout();
            Prepared::Generic(
                puzzles
                    .iter()
                    .map(|p| {
                        let layout = if p.layout.is_classic() {
                            boxes.clone()
                        } else {
                            p.layout.clone()
                        };
                        Puzzle::new(layout, p.givens)
                    })
                    .collect(),
            )
        }
        Engine::Dlx => Prepared::Dlx(puzzles.to_vec()),
    })
}

/// Solves every puzzle once; returns the tally of 0, 1 and ≥ 2 solutions, and of the
/// puzzles left unfinished at a node budget.
fn solve_all(prepared: &Prepared, limit: usize) -> [usize; 4] {
    let mut tally = [0usize; 4];
    let mut unfinished = 0;
    let mut add = |solutions: usize| tally[solutions.min(2)] += 1;
    // Only the number of solutions, as the peer's `solutions_count_up_to` gives.
    match prepared {
        Prepared::Auto(ps) => ps
            .iter()
            .for_each(|p| add(engine::tally(black_box(p), limit))),
        Prepared::Classic(bs) => bs
            .iter()
            .for_each(|b| add(classic::tally(black_box(b), limit))),
        Prepared::Generic(ps) => ps
            .iter()
            .for_each(|p| add(bitboard::count(black_box(p), limit).solutions)),
        Prepared::Dlx(ps) => {
            for p in ps {
                let mut ctl = Control::none().with_node_budget(DLX_NODE_BUDGET);
                let c = dlx::count_with(black_box(p), limit, &mut ctl);
                match c.complete {
                    true => add(c.solutions),
                    false => unfinished += 1,
                }
            }
        }
    }
    tally[3] = unfinished;
    tally
}

/// Benchmarks one file's puzzles. `file` is the name printed in the report.
pub fn run(
    file: &str,
    puzzles: &[Puzzle],
    engine: Engine,
    limit: usize,
    min_secs: f64,
) -> Result<Report, BenchError> {
    let prepared = prepare(puzzles, engine)?;
    let tally = solve_all(&prepared, limit); // warm-up, and the verdicts
    let (mut passes, mut best, start) = (0u32, f64::INFINITY, Instant::now());
    while passes < 3 || start.elapsed().as_secs_f64() < min_secs {
        let t = Instant::now();
        black_box(solve_all(&prepared, limit));
        best = best.min(t.elapsed().as_secs_f64());
        passes += 1;
    }
    Ok(Report {
        solver: engine.name().to_string(),
        file: file.to_string(),
        limit,
        puzzles: puzzles.len(),
        none: tally[0],
        unique: tally[1],
        multiple: tally[2],
        unfinished: tally[3],
        passes,
        best_pass_s: best,
    })
}

/// The CPU time the calling thread has used, where Linux tells it
/// (`/proc/thread-self/stat`, in ticks of 1/100 s). Unlike the wall clock, other work on a
/// loaded machine (a CI runner, other tests) does not add to it: what lets a test bound a
/// reader's time generously without flaking.
pub fn thread_cpu_time() -> Option<Duration> {
    // One bounded read: the line is a few hundred bytes.
    let mut buf = [0u8; 1024];
    let read = std::io::Read::read(
        &mut std::fs::File::open("/proc/thread-self/stat").ok()?,
        &mut buf,
    )
    .ok()?;
    let stat = std::str::from_utf8(&buf[..read]).ok()?;
    // The fields after the command name, which is in parentheses and may hold spaces:
    // utime and stime are the 12th and 13th of them.
    let rest = stat.get(stat.rfind(')')? + 2..)?;
    let mut fields = rest.split(' ').skip(11);
    let user: u64 = fields.next()?.parse().ok()?;
    let system: u64 = fields.next()?.parse().ok()?;
    Some(Duration::from_millis((user + system) * 10))
}

/// `f`'s value, with the wall time it took and its thread's CPU time (the wall time where
/// the CPU time cannot be read).
pub fn cpu_timed<T>(f: impl FnOnce() -> T) -> (T, Duration, Duration) {
    let (start, before) = (Instant::now(), thread_cpu_time());
    let out = f();
    let wall = start.elapsed();
    let cpu = match (before, thread_cpu_time()) {
        (Some(before), Some(after)) => after.saturating_sub(before),
        _ => wall,
    };
    (out, wall, cpu)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Vec<Puzzle> {
        let text = "\
4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
.................................................................................
11...............................................................................
";
        crate::format::parse(text, Some(crate::format::Format::Line), "t").unwrap()
    }

    #[test]
    fn engines_agree_on_the_tally() {
        for engine in [Engine::Auto, Engine::Classic, Engine::Generic, Engine::Dlx] {
            let r = run("t", &sample(), engine, 2, 0.0).unwrap();
            assert_eq!((r.none, r.unique, r.multiple), (1, 1, 1), "{engine:?}");
            assert!(r.passes >= 3);
            let r = run("t", &sample(), engine, 1, 0.0).unwrap();
            assert_eq!((r.none, r.unique, r.multiple), (1, 2, 0), "{engine:?}");
        }
    }

    #[test]
    fn unfinished_puzzles_are_reported_only_when_there_are_some() {
        let mut r = run("t", &sample(), Engine::Dlx, 2, 0.0).unwrap();
        assert_eq!(r.unfinished, 0);
        assert!(r
            .to_string()
            .ends_with(&format!("puzzles_per_s={:.0}", r.puzzles_per_s())));
        r.unfinished = 3;
        assert!(r.to_string().ends_with(" unfinished=3"), "{r}");
    }

    #[test]
    fn generic_layout_has_the_boxes() {
        let l = box_regions_layout();
        assert_eq!(l.regions(), Layout::classic().regions());
    }

    #[test]
    fn report_has_the_peer_fields() {
        let r = run("t", &sample(), Engine::Classic, 2, 0.0).unwrap();
        let line = r.to_string();
        let keys: Vec<&str> = line
            .split(' ')
            .map(|kv| kv.split('=').next().unwrap())
            .collect();
        assert_eq!(keys, FIELDS);
    }
}
