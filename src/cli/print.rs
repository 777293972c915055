//! `nonet print`: puzzles as pictures (SVG, one a file or all on one sheet) and as a PDF
//! booklet, each under a title line with its level, the solutions at the end when asked.
//! The drawing is `crate::print`'s; this is the command: options, rating, files.

use super::args::{InputArgs, PictureKind, PrintArgs};
use super::{emit_bytes, note, par_map, read_inputs, CliError, CliResult};
use crate::print::book::{self, Paper, Printed, Style};
use crate::print::{pdf, svg};
use nonet_core::strategy::{self, Registry};
use nonet_core::Puzzle;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};

/// The kind asked for: `--to`, else the output's extension (`.svg`), else a PDF.
fn kind_of(args: &PrintArgs) -> PictureKind {
    let by_name = args.output.as_deref().and_then(|o| {
        let ext = Path::new(o).extension()?.to_str()?.to_ascii_lowercase();
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
    let output = args.output.as_deref().filter(|o| *o != "-");
    match kind {
        PictureKind::Pdf => {
            let pages = book::booklet(
                &items,
                args.per_page.unwrap_or(book::DEFAULT_PER_PAGE),
                args.paper.unwrap_or(Paper::A4),
                args.solutions,
                style,
            );
            let title = document_title(&items);
            write_document(output, &pdf::render(&pages, &title), true)?;
        }
        PictureKind::Svg if args.sheet || items.len() == 1 => {
            let sheet = book::sheet(&items, args.solutions, style);
            let text = svg::render(&sheet, &document_title(&items));
            write_document(output, text.as_bytes(), false)?;
        }
        PictureKind::Svg => write_pictures(&items, output, args.solutions, style)?,
    }
    Ok(0)
}

/// The title of a document: the single puzzle's, or how many puzzles it holds.
fn document_title(items: &[Printed]) -> String {
    match items {
        [one] => one.title.clone(),
        many => format!("{} puzzles", many.len()),
    }
}

/// Every puzzle read, with its solution and title. A puzzle without exactly one
/// solution stops the command (exit status 1): a printed puzzle must be solvable, and
/// its title needs a rating.
fn printed(input: &InputArgs, threads: usize) -> Result<Vec<Printed>, CliError> {
    let inputs = read_inputs(input)?;
    // A position prints with its placed digits as the clues.
    let puzzles: Vec<(&str, Puzzle)> = inputs
        .iter()
        .flat_map(|i| {
            i.grids.iter().map(|g| {
                let mut p = Puzzle::new(g.puzzle.layout.clone(), g.board());
                p.name = g.puzzle.name.clone();
                (i.source.as_str(), p)
            })
        })
        .collect();
    if puzzles.is_empty() {
        return Err(CliError::input("no puzzle to print"));
    }
    let registry = Registry::full();
    let rated = par_map(&puzzles, threads, |(_, p)| {
        let solution = strategy::unique_solution(p)?;
        Ok::<_, strategy::MarkError>((solution, strategy::rate(p, &registry).level))
    })?;
    let mut items = Vec::with_capacity(puzzles.len());
    for (i, ((source, puzzle), rated)) in puzzles.into_iter().zip(rated).enumerate() {
        let (solution, level) = rated.map_err(|e| CliError {
            status: 1,
            message: format!(
                "{source}: puzzle {}: {e}; only a puzzle with one solution is printed",
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

/// Writes the document to the file, or to standard output when there is none, which
/// must not be a terminal for a PDF (binary data would scramble it).
fn write_document(output: Option<&str>, bytes: &[u8], binary: bool) -> Result<(), CliError> {
    match output {
        Some(path) => write_file(Path::new(path), bytes),
        None if binary && std::io::stdout().is_terminal() => Err(CliError::input(
            "a PDF is binary: name a file with --output (-o book.pdf), or redirect standard output",
        )),
        None => emit_bytes(&mut std::io::stdout().lock(), bytes).map(|_| ()),
    }
}

fn write_file(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    std::fs::write(path, bytes)
        .map_err(|e| CliError::output(format!("cannot write {}: {e}", path.display())))
}

/// One SVG file a puzzle (and a solution file each when asked) in the directory `dir`.
fn write_pictures(
    items: &[Printed],
    dir: Option<&str>,
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
    let dir = PathBuf::from(dir);
    std::fs::create_dir_all(&dir).map_err(|e| {
        CliError::output(format!("cannot make the directory {}: {e}", dir.display()))
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
        dir.display()
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
