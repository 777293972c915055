//! Every parser, with and without auto-detection, on arbitrary bytes: no panic; an error
//! names a line and column inside the text; whatever parses renders back in the same
//! format and parses to the same puzzles (documents for the position and native formats).
#![no_main]

use libfuzzer_sys::fuzz_target;
use nonet_core::format::{self, position, Format};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = format::decode(data, "fuzz") else {
        return;
    };
    let lines = text.split(['\n', '\r']).count();
    for format in Format::ALL.into_iter().map(Some).chain([None]) {
        match format::parse(text, format, "fuzz") {
            Err(e) => {
                assert!(e.line <= lines + 1, "{e} is past the text's {lines} lines");
                // The error says which format it was read in: the one asked for, or the
                // one detected (so detection and `--from` that format agree).
                if let Some(read_as) = format.or_else(|| format::detect(text)) {
                    if e.line > 0 {
                        assert_eq!(e.format, Some(read_as), "{e}");
                    }
                }
            }
            Ok(puzzles) => {
                let Some(f) = format.or_else(|| format::detect(text)) else {
                    continue;
                };
                if f.is_position() || f == Format::Native {
                    continue; // round-tripped as documents below
                }
                for p in &puzzles {
                    if !f.carries_layout(&p.layout) {
                        continue;
                    }
                    let again = format::render(p, f);
                    let back = format::parse(&again, Some(f), "again")
                        .unwrap_or_else(|e| panic!("{f}: {e} reading back\n{again}"));
                    assert_eq!(back.len(), 1, "{f}: one puzzle rendered\n{again}");
                    assert_eq!(back[0].givens, p.givens, "{f}\n{again}");
                    assert_eq!(
                        back[0].layout.region_map(),
                        p.layout.region_map(),
                        "{f}\n{again}"
                    );
                }
            }
        }
        if let Ok(docs) = format::parse_documents(text, format, "fuzz") {
            for f in [Format::Candidates, Format::Pm, Format::Native] {
                for doc in &docs {
                    if f.is_position() && position::dead_cell(doc).is_some() {
                        continue; // the faces refuse to write it (tested in the crate)
                    }
                    let again = format::render_document(doc, f);
                    let back = format::parse_documents(&again, Some(f), "again")
                        .unwrap_or_else(|e| panic!("{f}: {e} reading back\n{again}"));
                    assert_eq!(back.len(), 1, "{f}\n{again}");
                    // Rendering is a fixed point after one trip (a position does not say
                    // which digits were givens, so the first trip may move them to entries).
                    assert_eq!(format::render_document(&back[0], f), again, "{f}");
                }
            }
        }
    }
});
