//! `nonet bench`: solver throughput per file, in the peer benchmark's output format.

use super::args::BenchArgs;
use super::{emit, CliError, CliResult};
use nonet_core::bench;

pub fn bench(args: &BenchArgs) -> CliResult {
    let (files, limit, engine, min_secs) =
        (&args.files, args.limit as usize, args.engine, args.min_secs);
    if files.is_empty() {
        return Err(CliError::input("bench needs at least one puzzle file"));
    }
    if !(min_secs >= 0.0 && min_secs.is_finite()) {
        return Err(CliError::input(format!(
            "--min-secs must be a non-negative number of seconds, not {min_secs}"
        )));
    }
    for path in files {
        // Parse everything first: only the solve loop is timed. The format is detected,
        // so a jigsaw file (the hard fixtures) can be timed as well as classic lines.
        let puzzles = super::stream::Chunks::whole(path, None)?.puzzles;
        let name = path.file_name().map_or_else(
            || super::stream::path_name(path),
            |n| super::stream::path_name(std::path::Path::new(n)),
        );
        let report = bench::run(&name, &puzzles, engine.into(), limit, min_secs)
            .map_err(|e| CliError::input(format!("{}: {e}", super::stream::path_name(path))))?;
        // A closed pipe (`nonet bench … | head -1`) ends the run: nobody reads the rest.
        if !emit(&mut std::io::stdout().lock(), &format!("{report}\n"))? {
            return Ok(0);
        }
    }
    Ok(0)
}
