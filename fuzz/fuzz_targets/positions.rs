//! The position formats from the other side: any position (every cell a non-empty
//! candidate set) on any layout writes as candidates, pm and native, and each reads back
//! as the same position, through auto-detection too. Then the text is damaged (a
//! character changed, chosen by the input): detection must still name the format, so the
//! error (or the position) is what `--from` that format gives.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nonet_core::format::{self, position, Format};
use nonet_core::Digits;
use nonet_fuzz::{layout, Bytes, CELLS};

fuzz_target!(|data: &[u8]| {
    let mut bytes = Bytes::new(data);
    let layout = layout(&mut bytes);
    let cells: [Digits; CELLS] = std::array::from_fn(|_| {
        let mask = (u16::from(bytes.byte()) << 8 | u16::from(bytes.byte())) & 0x1FF;
        if mask == 0 {
            Digits::ALL
        } else {
            Digits(mask)
        }
    });
    let doc = position::document(layout, &cells);
    let (at, by) = (bytes.u64(), bytes.byte());
    for f in [Format::Candidates, Format::Pm, Format::Native] {
        let text = format::render_document(&doc, f);
        for read_as in [Some(f), None] {
            let back = format::parse_documents(&text, read_as, "fuzz")
                .unwrap_or_else(|e| panic!("{f} ({read_as:?}): {e}\n{text}"));
            assert_eq!(back.len(), 1, "{f}\n{text}");
            assert_eq!(position::of(&back[0]), cells, "{f} ({read_as:?})\n{text}");
            assert_eq!(
                back[0].grid.layout().region_map(),
                doc.grid.layout().region_map(),
                "{f}\n{text}"
            );
        }
        if f != Format::Native {
            damaged(&text, f, at, by);
        }
    }
});

/// `text` (in `f`) with the character at `at` (modulo its length, line ends left alone)
/// replaced by one of the likely typos: read without `--from`, it gives what `--from f`
/// gives, and an error says it was read as `f`.
fn damaged(text: &str, f: Format, at: u64, by: u8) {
    const TYPOS: [char; 8] = ['x', 'Z', '5', ' ', '.', '|', '0', '?'];
    let chars: Vec<(usize, char)> = text.char_indices().filter(|&(_, c)| c != '\n').collect();
    let (i, c) = chars[(at % chars.len() as u64) as usize];
    let mut bad = text.to_string();
    bad.replace_range(i..i + c.len_utf8(), &TYPOS[usize::from(by) % TYPOS.len()].to_string());
    let forced = format::parse_documents(&bad, Some(f), "fuzz");
    let auto = format::parse_documents(&bad, None, "fuzz");
    match (&forced, &auto) {
        (Ok(a), Ok(b)) => assert_eq!(a, b, "{f}\n{bad}"),
        (Err(a), Err(b)) => {
            assert_eq!(
                (a.line, a.column, &a.message),
                (b.line, b.column, &b.message),
                "{f}\n{bad}"
            );
            assert_eq!(b.format, Some(f), "{b}\n{bad}");
        }
        _ => panic!("{f}: --from gives {forced:?}, detection {auto:?}\n{bad}"),
    }
}
