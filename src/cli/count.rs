//! `nonet count`: each puzzle's number of solutions, up to a limit, streamed.

use super::args::CountArgs;
use super::stream::each_chunk;
use super::{emit, CliResult, Workers};
use nonet_core::engine;

pub fn count(args: &CountArgs) -> CliResult {
    let limit = args.limit.max(1);
    let workers = Workers::new(args.threads.threads)?;
    let mut status = 0;
    let mut out = std::io::stdout().lock();
    each_chunk(&args.input, true, |input, _| {
        let mut text = String::new();
        for solutions in workers.map(&input.puzzles, |p| engine::tally(p, limit)) {
            if solutions != 1 {
                status = 1;
            }
            text.push_str(&format!("{solutions}\n"));
        }
        emit(&mut out, &text)
    })?;
    Ok(status)
}
