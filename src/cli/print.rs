//! `nonet print`: puzzles as pictures (SVG, one a file or all on one sheet) and as a PDF
//! booklet, each under a title line with its level, the solutions at the end when asked.
//! The drawing is `crate::print`'s; this is the command: options, rating, files.

use super::args::{InputArgs, PictureKind, PrintArgs};
use super::stream::{each_chunk_unbarred, path_name};
use super::{emit_bytes, note, CliError, CliResult, Workers};
use crate::print::book::{self, Paper, Printed, Style};
use crate::print::{pdf, svg};
use nonet_core::strategy::{self, Registry};
use nonet_core::Puzzle;
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};

/// The kind asked for: `--to`, else the output's extension (`.svg`), else a PDF.
fn kind_of(args: &PrintArgs) -> PictureKind {
    let by_name = args.output.as_deref().and_then(|o| {
        let ext = o.extension()?.to_str()?.to_ascii_lowercase();
        (ext == "svg").then_some(PictureKind::Svg)
    });
    args.to.or(by_name).unwrap_or(PictureKind::Pdf)
}

/// Refuses options that do nothing for the kind asked for, rather than ignore them.
fn check_options(args: &PrintArgs, kind: PictureKind) -> Result<(), CliError> {
    let misplaced = match kind {
        PictureKind::Pdf if args.sheet => Some("--sheet is for SVG (a PDF booklet has pages)"),
        PictureKind::Svg if args.per_page.is_some() => Some("--per-page is for the PDF booklet"),
        PictureKind::Svg if args.paper.is_some() => Some("--paper is for the PDF booklet"),
        _ => None,
    };
    match misplaced {
        Some(why) => Err(CliError::input(format!(
            "{why}; add --to pdf or leave it out"
        ))),
        None => Ok(()),
    }
}

pub fn print(args: &PrintArgs) -> CliResult {
    let kind = kind_of(args);
    check_options(args, kind)?;
    let items = printed(&args.input, args.threads.threads)?;
    let style = Style { tint: args.tint };
    let output = args.output.as_deref().filter(|o| o.as_os_str() != "-");
    // What is held is `items`, a few hundred bytes a puzzle: each kind is drawn a page,
    // a puzzle or a part of the sheet at a time, never whole. Nothing is written before
    // the input ends: a booklet's page numbers ("3 / 500"), a sheet's height and a
    // picture's file name (puzzle-0001.svg) all need the count of puzzles.
    match kind {
        PictureKind::Pdf => {
            let booklet = book::Booklet::new(
                &items,
                args.per_page.unwrap_or(book::DEFAULT_PER_PAGE),
                args.paper.unwrap_or(Paper::A4),
                args.solutions,
                style,
            );
            let title = document_title(&items);
            let pdf = pdf::render(booklet.len(), &title, |i| booklet.page(i));
            let mut out = Out::open(output, true)?;
            out.write(&pdf)?;
            out.finish()?;
        }
        PictureKind::Svg if args.sheet || items.len() == 1 => {
            write_sheet(&items, output, args.solutions, style)?
        }
        PictureKind::Svg => write_pictures(&items, output, args.solutions, style)?,
    }
    Ok(0)
}

/// The SVG sheet, written a part at a time as it is drawn ([`book::sheet_parts`]).
fn write_sheet(
    items: &[Printed],
    output: Option<&Path>,
    solutions: bool,
    style: Style,
) -> Result<(), CliError> {
    let mut out = Out::open(output, false)?;
    let (width, height) = book::sheet_size(items.len(), solutions);
    if !out.write(svg::open(width, height, &document_title(items)).as_bytes())? {
        return Ok(());
    }
    let drawn = book::sheet_parts(items, solutions, style, |part| {
        out.write(svg::elements(part).as_bytes())
    })?;
    if !drawn {
        return Ok(()); // the reader has gone
    }
    if out.write(svg::CLOSE.as_bytes())? {
        out.finish()?;
    }
    Ok(())
}

/// The title of a document: the single puzzle's, or how many puzzles it holds.
fn document_title(items: &[Printed]) -> String {
    match items {
        [one] => one.title.clone(),
        many => format!("{} puzzles", many.len()),
    }
}

/// Every puzzle read, with its solution and title, rated chunk by chunk as the input
/// arrives (`stream.rs`). A puzzle without exactly one solution stops the command (exit
/// status 1): a printed puzzle must be solvable, and its title needs a rating.
fn printed(input: &InputArgs, threads: usize) -> Result<Vec<Printed>, CliError> {
    let registry = Registry::full();
    let workers = Workers::new(threads)?;
    let mut items: Vec<Printed> = Vec::new();
    each_chunk_unbarred(input, true, |chunk, _| {
        // A position prints with its placed digits as the clues.
        let puzzles: Vec<Puzzle> = chunk
            .grids
            .iter()
            .map(|g| {
                let mut p = Puzzle::new(g.puzzle.layout.clone(), g.board());
                p.name = g.puzzle.name.clone();
                p
            })
            .collect();
        let rated = workers.map(&puzzles, |p| {
            let solution = strategy::unique_solution(p)?;
            Ok::<_, strategy::MarkError>((solution, strategy::rate(p, &registry).level))
        });
        for (puzzle, rated) in puzzles.into_iter().zip(rated) {
            let i = items.len();
            let (solution, level) = rated.map_err(|e| CliError {
                status: 1,
                message: format!(
                    "{}: puzzle {}: {e}; only a puzzle with one solution is printed",
                    chunk.source,
                    i + 1
                ),
            })?;
            let label = puzzle
                .name
                .as_deref()
                .map_or(format!("Puzzle {}", i + 1), clean);
            let shape = match puzzle.layout.is_classic() {
                true => "",
                false => " · Jigsaw",
            };
            let title = format!("{label}{shape} · {}", capitalized(level.name()));
            items.push(Printed {
                puzzle,
                solution,
                title,
                label,
            });
        }
        Ok(true)
    })?;
    if items.is_empty() {
        return Err(CliError::input("no puzzle to print"));
    }
    Ok(items)
}

/// A puzzle's own name for its title: no control characters, at most 40 characters.
fn clean(name: &str) -> String {
    let name: String = name.chars().filter(|c| !c.is_control()).take(40).collect();
    name.trim().to_string()
}

fn capitalized(word: &str) -> String {
    let mut chars = word.chars();
    chars.next().map_or(String::new(), |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// Where a document goes: a file, or standard output when none is named.
enum Out {
    File(PathBuf, std::io::BufWriter<std::fs::File>),
    Stdout(std::io::StdoutLock<'static>),
}

impl Out {
    /// The file, or standard output, which must not be a terminal for a PDF (binary
    /// data would scramble it).
    fn open(output: Option<&Path>, binary: bool) -> Result<Out, CliError> {
        match output {
            Some(path) => match std::fs::File::create(path) {
                Ok(file) => Ok(Out::File(
                    path.to_path_buf(),
                    std::io::BufWriter::new(file),
                )),
                Err(e) => Err(cannot_write(path, e)),
            },
            None if binary && std::io::stdout().is_terminal() => Err(CliError::input(
                "a PDF is binary: name a file with --output (-o book.pdf), or redirect standard output",
            )),
            None => Ok(Out::Stdout(std::io::stdout().lock())),
        }
    }

    /// Writes `bytes`; false when standard output's reader has gone.
    fn write(&mut self, bytes: &[u8]) -> Result<bool, CliError> {
        match self {
            Out::File(path, file) => file
                .write_all(bytes)
                .map(|()| true)
                .map_err(|e| cannot_write(path, e)),
            Out::Stdout(out) => emit_bytes(out, bytes),
        }
    }

    fn finish(self) -> Result<(), CliError> {
        match self {
            Out::File(path, mut file) => file.flush().map_err(|e| cannot_write(&path, e)),
            Out::Stdout(_) => Ok(()),
        }
    }
}

fn cannot_write(path: &Path, e: std::io::Error) -> CliError {
    CliError::output(format!("cannot write {}: {e}", path_name(path)))
}

fn write_file(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    std::fs::write(path, bytes).map_err(|e| cannot_write(path, e))
}

/// One SVG file a puzzle (and a solution file each when asked) in the directory `dir`.
fn write_pictures(
    items: &[Printed],
    dir: Option<&Path>,
    solutions: bool,
    style: Style,
) -> Result<(), CliError> {
    let Some(dir) = dir else {
        return Err(CliError::input(format!(
            "{} puzzles make {} SVG files: name a directory with --output DIR, or put them on one sheet with --sheet",
            items.len(),
            items.len() * if solutions { 2 } else { 1 }
        )));
    };
    std::fs::create_dir_all(dir).map_err(|e| {
        CliError::output(format!("cannot make the directory {}: {e}", path_name(dir)))
    })?;
    let width = items.len().to_string().len();
    for (i, item) in items.iter().enumerate() {
        let n = format!("{:0width$}", i + 1);
        let picture = book::picture(&book::puzzle_grid(item, style), &item.title);
        let file = dir.join(format!("puzzle-{n}.svg"));
        write_file(&file, svg::render(&picture, &item.title).as_bytes())?;
        if solutions {
            let picture = book::picture(&book::solution_grid(item, style), &item.label);
            let file = dir.join(format!("solution-{n}.svg"));
            write_file(&file, svg::render(&picture, &item.label).as_bytes())?;
        }
    }
    note(format_args!(
        "wrote {} SVG files to {}",
        items.len() * if solutions { 2 } else { 1 },
        path_name(dir)
    ));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn titles_are_capitalized_and_names_cleaned() {
        assert_eq!(capitalized("hard"), "Hard");
        assert_eq!(clean(" Grid\u{1b}[31m 01 "), "Grid[31m 01");
        assert_eq!(clean(&"x".repeat(99)).len(), 40);
    }
}
