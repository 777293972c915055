//! `nonet generate`: random puzzles with exactly one solution, classic or jigsaw.

use super::args::GenerateArgs;
use super::{emit, par_map, CliError, CliResult};
use nonet_core::cells::CELLS;
use nonet_core::format::{self, Format};
use nonet_core::generate::{self, LevelOptions, PuzzleOptions, Shape, Symmetry};
use nonet_core::layout::Layout;
use nonet_core::rng::Rng;
use nonet_core::strategy::{Level, Registry};
use nonet_core::Puzzle;
use std::sync::Arc;

/// Reads a region map: 81 labels, whitespace and `#` comment lines ignored.
fn read_layout(path: &str) -> Result<Arc<Layout>, CliError> {
    let text = super::stream::read_text(path)?;
    let map: String = text
        .lines()
        .filter(|l| !l.trim_start().starts_with('#'))
        .collect::<Vec<_>>()
        .join("\n");
    let layout = Layout::from_region_map(&map)
        .map_err(|e| CliError::input(format!("{}: {e}", format::source_name(path))))?;
    Ok(if layout.is_classic() {
        Layout::classic()
    } else {
        Arc::new(layout)
    })
}

/// The `--to` options that carry a jigsaw layout, for messages that refuse one.
pub fn jigsaw_formats() -> String {
    let names: Vec<String> = Format::ALL
        .iter()
        .filter(|f| f.carries_jigsaw())
        .map(|f| format!("--to {f}"))
        .collect();
    names.join(", ")
}

pub fn generate(args: &GenerateArgs) -> CliResult {
    if let Some(n) = args.clues.filter(|&n| n > CELLS) {
        return Err(CliError::input(format!(
            "--clues {n}: a grid has {CELLS} cells, so at most {CELLS} clues"
        )));
    }
    // A layout file, a new random jigsaw layout for every puzzle (None), or classic.
    let fixed = match (&args.layout, args.jigsaw) {
        (Some(path), _) => Some(read_layout(path)?),
        (None, true) => None,
        (None, false) => Some(Layout::classic()),
    };
    let to = args.to.unwrap_or(match &fixed {
        Some(l) if l.is_classic() => Format::Line,
        _ => Format::Jigsaw,
    });
    let carries = match &fixed {
        Some(layout) => to.carries_layout(layout),
        None => to.carries_jigsaw(),
    };
    if !carries {
        return Err(CliError::input(format!(
            "the {to} format cannot carry a jigsaw layout; use {}",
            jigsaw_formats()
        )));
    }
    if args.count > 1 && !to.holds_many() {
        return Err(CliError::input(format!(
            "--count {}: the {to} format holds one puzzle; generate one at a time, or choose \
             another --to format",
            args.count
        )));
    }
    let options = PuzzleOptions {
        clues: args.clues,
        symmetry: if args.symmetric {
            Symmetry::Rotational
        } else {
            Symmetry::None
        },
        ..PuzzleOptions::default()
    };
    // A fixed layout without a filling fails every puzzle the same way: find out once.
    if let Some(layout) = &fixed {
        if let Err(e) = generate::random_filling(layout, &mut Rng::new(0)) {
            return Err(CliError::input(format!(
                "cannot generate on this layout: {e}"
            )));
        }
    }
    let seed = args.seed.unwrap_or_else(|| Rng::from_time().next_u64());
    let indices: Vec<u64> = (0..args.count as u64).collect();
    let threads = args.threads.threads;
    // Counted by the workers; cleared before the notes and the output below.
    let progress = super::progress::Progress::start(Some(args.count as u64));
    let puzzles: Vec<Puzzle> = match args.level {
        None => par_map(&indices, threads, |&i| {
            let mut rng = Rng::new(generate::puzzle_seed(seed, i));
            match &fixed {
                Some(layout) => generate::random_puzzle(layout, &mut rng, &options),
                None => Ok(generate::random_jigsaw_puzzle(&mut rng, &options)),
            }
        })?
        .into_iter()
        .collect::<Result<_, _>>()
        .map_err(|e| CliError::input(format!("cannot generate on this layout: {e}")))?,
        Some(level) => {
            let mut registry = Registry::full();
            registry.set_uniqueness(!args.no_uniqueness);
            leveled(
                &fixed,
                level,
                &registry,
                options.symmetry,
                seed,
                &indices,
                threads,
            )?
        }
    };
    drop(progress);
    if let Some(target) = args.clues {
        let under = puzzles.iter().filter(|p| p.given_count() < target).count();
        if under > 0 {
            // Symmetric clues go in pairs (the centre alone): an odd step can overshoot.
            super::note(format_args!(
                "nonet: {under} of {} puzzles have {} clues, one fewer than {target}: with --symmetric clues go in pairs",
                puzzles.len(),
                target - 1
            ));
        }
        let over = puzzles.iter().filter(|p| p.given_count() > target).count();
        if over > 0 {
            super::note(format_args!(
                "nonet: {over} of {} puzzles kept more than {target} clues (no clue could go without losing uniqueness)",
                puzzles.len()
            ));
        }
    }
    emit(
        &mut std::io::stdout().lock(),
        &format::render_all(&puzzles, to),
    )?;
    Ok(0)
}

/// Puzzles at `level` (rated with `registry`, the full ladder as `nonet rate` uses it,
/// less the uniqueness techniques when asked), one seed each.
fn leveled(
    fixed: &Option<Arc<Layout>>,
    level: Level,
    registry: &Registry,
    symmetry: Symmetry,
    seed: u64,
    indices: &[u64],
    threads: usize,
) -> Result<Vec<Puzzle>, CliError> {
    let shape = match fixed {
        Some(layout) => Shape::Fixed(layout.clone()),
        None => Shape::RandomJigsaw,
    };
    let options = LevelOptions {
        symmetry,
        ..LevelOptions::new(level)
    };
    par_map(indices, threads, |&i| {
        let mut rng = Rng::new(generate::puzzle_seed(seed, i));
        generate::puzzle_at_level(&shape, &mut rng, &options, registry, &|| false)
            .map(|l| l.puzzle)
            .map_err(|e| {
                CliError::input(format!(
                    "puzzle {} of --level {level}: cannot generate on this layout: {e}",
                    i + 1
                ))
            })
    })?
    .into_iter()
    .collect()
}
