//! The position formats from the other side: any position (every cell a non-empty
//! candidate set) on any layout writes as candidates, pm and native, and each reads back
//! as the same position, through auto-detection too.
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
    }
});
