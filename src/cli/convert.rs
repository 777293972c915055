//! `nonet convert`: puzzles, or positions and documents, written in another format.

use super::args::ConvertArgs;
use super::{check_output, emit, read_documents, read_inputs, CliError, CliResult, Input};
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
    let text = if to.is_position() || to == Format::Native {
        // Positions and documents keep what the player has: entries and pencil marks.
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
