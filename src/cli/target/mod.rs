//! `nonet target`: the best score Σ weight × digit over each puzzle's fillings (the
//! maximizer is `nonet_core::maximize`), and with `--show` the filling; with `--explain`,
//! what a player's entries cost ([`explain`]).

pub mod explain;

use crate::cli::args::TargetArgs;
use crate::cli::stream::each_chunk_unbarred;
use crate::cli::{emit, weights_given, weights_of, CliResult, Input, Workers};
use nonet_core::engine::{Control, Progress};
use nonet_core::format;
use nonet_core::maximize::{self, Weights};
use std::time::Duration;

fn progress_line(source: &str, index: usize, p: &Progress) -> String {
    let opt = |v: Option<i64>| v.map_or("-".to_string(), |v| v.to_string());
    format!(
        "{source}: puzzle {index}: nodes={} depth={} best={} bound={} elapsed={:.3}s",
        p.nodes,
        p.depth,
        opt(p.best),
        opt(p.known_bound()),
        p.elapsed.as_secs_f64()
    )
}

/// The best score of puzzle `i` of a chunk whose first puzzle is the input's `start`.
fn maximize_one(
    input: &Input,
    i: usize,
    start: usize,
    w: &Weights,
    progress: bool,
) -> maximize::TargetResult {
    let p = &input.puzzles[i];
    if !progress {
        return maximize::maximize(p, w);
    }
    let number = start + i + 1;
    let mut report = |pr: &Progress| crate::cli::note(progress_line(&input.source, number, pr));
    let mut ctl = Control::none().with_observer(Duration::from_millis(200), &mut report);
    maximize::maximize_with(p, w, &mut ctl, &mut |_, _| {})
}

pub fn target(args: &TargetArgs) -> CliResult {
    if args.explain {
        return explain::explain(args);
    }
    let given = weights_given(args)?;
    // Progress lines from parallel searches would interleave: one search at a time.
    let threads = if args.progress {
        1
    } else {
        args.threads.threads
    };
    let workers = Workers::new(threads)?;
    let mut status = 0;
    let mut out = std::io::stdout().lock();
    // Each chunk's scores are written before the next is read (`stream.rs`), in input
    // order: the first score comes while the input is still arriving.
    each_chunk_unbarred(&args.input, true, |input, start| {
        let weights = weights_of(&given, input);
        let indices: Vec<usize> = (0..input.puzzles.len()).collect();
        let results = workers.map(&indices, |&i| {
            maximize_one(input, i, start, &weights, args.progress)
        });
        let mut text = String::new();
        for (p, r) in input.puzzles.iter().zip(results) {
            match r.best {
                Some((score, board)) => {
                    text.push_str(&format!("{score}\n"));
                    if args.show {
                        text.push_str(&format::render_board(p, &board, input.format));
                    }
                }
                None => {
                    status = 1;
                    text.push_str("-1\n");
                }
            }
        }
        emit(&mut out, &text)
    })?;
    Ok(status)
}
