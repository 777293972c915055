//! `nonet convert`: puzzles, or positions and documents, written in another format.

use super::args::ConvertArgs;
use super::stream::each_chunk_unbarred;
use super::{
    check_output, emit, read_documents, read_inputs, CliError, CliResult, Input, OutputCheck,
};
use nonet_core::cells::cell_name;
use nonet_core::format::{self, Format};
use nonet_core::Puzzle;

/// Refuses a document with an open cell that has no candidate left: the position formats
/// cannot write an empty set (they would write text that does not read back).
fn check_positions(read: &[(Input, Vec<format::Document>)]) -> Result<(), CliError> {
    for (input, docs) in read {
        for (i, doc) in docs.iter().enumerate() {
            if let Some(cell) = format::position::dead_cell(doc) {
                return Err(CliError::input(format!(
                    "{}: puzzle {}: {} has no candidate left (its row, column and region \
                     hold every digit), which a position cannot show; fix the puzzle or \
                     convert to another format",
                    input.source,
                    i + 1,
                    cell_name(cell)
                )));
            }
        }
    }
    Ok(())
}

pub fn convert(args: &ConvertArgs) -> CliResult {
    let to = args.to;
    if to.holds_many() && !to.is_position() && to != Format::Walls {
        return convert_streamed(args);
    }
    // Read whole: positions and documents keep what the player has (entries and pencil
    // marks), which only the documents' reader gives; a walls file opens with the count
    // of every puzzle in it; a native document holds one puzzle, so a second is refused
    // before anything is written.
    let text = if to.is_position() || to == Format::Native {
        let read = read_documents(&args.input)?;
        check_output(read.iter().map(|(input, _)| input), Some(to))?;
        if to.is_position() {
            check_positions(&read)?;
        }
        let separator = if to.blank_line_between() { "\n" } else { "" };
        read.iter()
            .flat_map(|(_, docs)| docs)
            .map(|d| format::render_document(d, to))
            .collect::<Vec<_>>()
            .join(separator)
    } else {
        let inputs = read_inputs(&args.input)?;
        check_output(&inputs, Some(to))?;
        let all: Vec<Puzzle> = inputs.into_iter().flat_map(|i| i.puzzles).collect();
        format::render_all(&all, to)
    };
    emit(&mut std::io::stdout().lock(), &text)?;
    Ok(0)
}

/// Puzzles to a format that writes each as it comes: read as they arrive (the
/// one-puzzle-a-line formats in chunks, `stream.rs`) and written chunk by chunk, the parts
/// making what [`format::render_all`] makes of the whole (one csv header, Euler grids
/// numbered on). Memory holds one chunk however long the input.
fn convert_streamed(args: &ConvertArgs) -> CliResult {
    let to = args.to;
    let mut out = std::io::stdout().lock();
    let mut check = OutputCheck::new(Some(to));
    let mut written = 0;
    each_chunk_unbarred(&args.input, true, |input, start| {
        check.check(input, start)?;
        if input.puzzles.is_empty() {
            return Ok(true); // a chunk of comments: not even a csv header yet
        }
        let text = format::render_part(&input.puzzles, to, written, 0);
        written += input.puzzles.len();
        emit(&mut out, &text)
    })?;
    if written == 0 {
        // No puzzle: what the whole input gives (a csv header alone).
        emit(&mut out, &format::render_all(&[], to))?;
    }
    Ok(0)
}
