//! `nonet generate`: random puzzles with exactly one solution, classic or jigsaw.

use super::args::GenerateArgs;
use super::{emit, CliError, CliResult, Workers};
use nonet_core::cells::CELLS;
use nonet_core::format::{self, Format};
use nonet_core::generate::{self, ErBand, ErOptions, LevelOptions, PuzzleOptions, Shape, Symmetry};
use nonet_core::layout::Layout;
use nonet_core::rng::Rng;
use nonet_core::strategy::{Level, Registry};
use nonet_core::Puzzle;
use std::sync::Arc;

/// Reads a region map: 81 labels, whitespace and `#` comment lines ignored.
fn read_layout(path: &std::path::Path) -> Result<Arc<Layout>, CliError> {
    let text = super::stream::read_text(path)?;
    let map: String = text
        .lines()
        .filter(|l| !l.trim_start().starts_with('#'))
        .collect::<Vec<_>>()
        .join("\n");
    let layout = Layout::from_region_map(&map)
        .map_err(|e| CliError::input(format!("{}: {e}", super::stream::path_name(path))))?;
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
    if let Some(band) = args.er {
        if !fixed.as_ref().is_some_and(|l| l.is_classic()) {
            return Err(CliError::input(format!(
                "--er {band}: Sudoku Explainer rates classic grids only; leave out --jigsaw \
                 and --layout"
            )));
        }
    }
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
    let mut registry = Registry::full();
    registry.set_uniqueness(!args.no_uniqueness);
    let make = Maker {
        fixed,
        level: args.level,
        er: args.er,
        registry,
        options,
        seed,
    };
    let workers = Workers::new(args.threads.threads.min(args.count))?;
    // Counted by the workers; cleared before the notes below.
    let progress = super::progress::Progress::start(Some(args.count as u64));
    let mut out = std::io::stdout().lock();
    let (mut under, mut over) = (0usize, 0usize);
    // Each chunk is written as soon as it is made: the first puzzle alone (so that
    // `generate --count 1000000 | head -1` answers at once), then chunks doubling up to
    // CHUNK, so every worker stays busy and memory stays bounded whatever the count.
    let mut first = 0usize;
    let mut size = 1usize;
    while first < args.count {
        let end = first.saturating_add(size).min(args.count);
        let indices: Vec<u64> = (first as u64..end as u64).collect();
        let puzzles = workers
            .map(&indices, |&i| make.puzzle(i))
            .into_iter()
            .collect::<Result<Vec<Puzzle>, CliError>>()?;
        if let Some(target) = args.clues {
            under += puzzles.iter().filter(|p| p.given_count() < target).count();
            over += puzzles.iter().filter(|p| p.given_count() > target).count();
        }
        if !emit(
            &mut out,
            &format::render_part(&puzzles, to, first, args.count),
        )? {
            // The reader has gone (`| head -1`): nothing more to make.
            return Ok(0);
        }
        first = end;
        size = (size * 2).min(CHUNK);
    }
    drop(progress);
    if let Some(target) = args.clues {
        if under > 0 {
            // Symmetric clues go in pairs (the centre alone): an odd step can overshoot.
            super::note(format_args!(
                "nonet: {under} of {} puzzles have {} clues, one fewer than {target}: with --symmetric clues go in pairs",
                args.count,
                target - 1
            ));
        }
        if over > 0 {
            super::note(format_args!(
                "nonet: {over} of {} puzzles kept more than {target} clues (no clue could go without losing uniqueness)",
                args.count
            ));
        }
    }
    Ok(0)
}

/// The largest chunk of puzzles made before they are written.
const CHUNK: usize = 256;

/// What makes puzzle `i` of a run: the same puzzle for the same seed and index, whatever
/// the chunk or the worker.
struct Maker {
    /// A layout file's or classic; None: a new random jigsaw layout for every puzzle.
    fixed: Option<Arc<Layout>>,
    level: Option<Level>,
    /// `--er`: a band of SE ratings (classic only, checked before).
    er: Option<ErBand>,
    /// The full ladder as `nonet rate` uses it (less uniqueness when asked), for `--level`.
    registry: Registry,
    options: PuzzleOptions,
    seed: u64,
}

impl Maker {
    fn puzzle(&self, i: u64) -> Result<Puzzle, CliError> {
        let mut rng = Rng::new(generate::puzzle_seed(self.seed, i));
        if let Some(band) = self.er {
            let options = ErOptions {
                symmetry: self.options.symmetry,
                ..ErOptions::new(band)
            };
            return generate::puzzle_in_er_band(&mut rng, &options, &|| false)
                .map(|b| b.puzzle)
                .map_err(|e| CliError::input(format!("puzzle {} of --er {band}: {e}", i + 1)));
        }
        let Some(level) = self.level else {
            return match &self.fixed {
                Some(layout) => generate::random_puzzle(layout, &mut rng, &self.options)
                    .map_err(|e| CliError::input(format!("cannot generate on this layout: {e}"))),
                None => Ok(generate::random_jigsaw_puzzle(&mut rng, &self.options)),
            };
        };
        let shape = match &self.fixed {
            Some(layout) => Shape::Fixed(layout.clone()),
            None => Shape::RandomJigsaw,
        };
        let options = LevelOptions {
            symmetry: self.options.symmetry,
            ..LevelOptions::new(level)
        };
        generate::puzzle_at_level(&shape, &mut rng, &options, &self.registry, &|| false)
            .map(|l| l.puzzle)
            .map_err(|e| {
                CliError::input(format!(
                    "puzzle {} of --level {level}: cannot generate on this layout: {e}",
                    i + 1
                ))
            })
    }
}
