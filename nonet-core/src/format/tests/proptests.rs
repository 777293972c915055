//! Proptests: round trips, and nothing panics on arbitrary input.

use super::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn every_format_round_trips_one_puzzle(seed in any::<u64>()) {
        // A position is not a puzzle: an open cell left with one candidate reads back as
        // placed (positions round-trip as documents, in `position`'s tests).
        for f in Format::ALL.into_iter().filter(|f| !f.is_position()) {
            let p = puzzles_for(f, seed, 1).remove(0);
            let text = render(&p, f);
            prop_assert!(text.ends_with('\n'));
            prop_assert_eq!(detect(&text), Some(f), "{}", text);
            let back = parse(&text, Some(f), "t").map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
            prop_assert_eq!(&back, &vec![p.clone()]);
            prop_assert_eq!(parse(&text, None, "t").unwrap(), vec![p]);
        }
    }

    #[test]
    fn every_format_round_trips_many_puzzles(seed in any::<u64>(), count in 1usize..6) {
        for f in Format::ALL.into_iter().filter(|f| f.holds_many() && !f.is_position()) {
            let ps = puzzles_for(f, seed, count);
            let text = render_all(&ps, f);
            let back = parse(&text, None, "t").map_err(|e| TestCaseError::fail(format!("{f}: {e}\n{text}")))?;
            prop_assert_eq!(back, ps);
        }
    }

    #[test]
    fn arbitrary_text_never_panics(text in "(?s)[0-9 .|+*\\-\\n\\r\\tA-Ix#Grid]{0,400}") {
        let _ = detect(&text);
        let _ = parse(&text, None, "t");
        for f in Format::ALL {
            let _ = parse(&text, Some(f), "t");
        }
    }

    #[test]
    fn arbitrary_unicode_never_panics(text in any::<String>()) {
        let _ = parse(&text, None, "t");
        for f in Format::ALL {
            let _ = parse(&text, Some(f), "t");
        }
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..600)) {
        let _ = parse_bytes(&bytes, None, "t");
        for f in Format::ALL {
            let _ = parse_bytes(&bytes, Some(f), "t");
        }
    }

    /// Valid files with one character changed, inserted or removed, or cut short: the
    /// likeliest bad input. Errors must point inside the text.
    #[test]
    fn damaged_files_never_panic(seed in any::<u64>(), at in any::<usize>(), c in any::<char>(), how in 0u8..4) {
        for f in Format::ALL {
            let text = render_all(&puzzles_for(f, seed, 2), f);
            let mut chars: Vec<char> = text.chars().collect();
            let i = at % chars.len();
            match how {
                0 => chars[i] = c,
                1 => chars.insert(i, c),
                2 => { chars.remove(i); }
                _ => chars.truncate(i),
            }
            let damaged: String = chars.into_iter().filter(|&c| c != '\0').collect();
            for format in [None, Some(f)] {
                if let Err(e) = parse(&damaged, format, "t") {
                    let lines = damaged.split('\n').count().max(1);
                    prop_assert!(e.line >= 1 && e.line <= lines, "{} in\n{}", e, damaged);
                    prop_assert!(e.column >= 1, "{}", e);
                }
            }
        }
    }
}
