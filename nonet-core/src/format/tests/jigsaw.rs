//! The jigsaw format: givens and region labels.

use super::*;

fn jigsaw_map() -> String {
    Layout::random(&mut Rng::new(11)).region_map()
}

#[test]
fn jigsaw_reads_one_line_two_lines_and_any_labels() {
    let map = jigsaw_map();
    let layout = Layout::from_region_map(&map).unwrap();
    let givens = line_puzzle();
    let digits: String = map
        .chars()
        .map(|c| (c as u8 - b'A' + b'1') as char)
        .collect();
    let lower = map.to_lowercase();
    for text in [
        format!("{givens} {map}\n"),
        format!("{givens}{map}\n"),
        format!("{givens}\n{map}\n"),
        format!("# a jigsaw\n{givens}\t{lower}  # trailing\n"),
        format!("{givens} {digits}\n"),
    ] {
        assert_eq!(detect(&text), Some(Format::Jigsaw), "{text}");
        let ps = parse(&text, None, "t").unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(ps.len(), 1);
        assert_eq!(*ps[0].layout, layout);
        assert_eq!(ps[0].to_line(), givens);
    }
    // A classic map gives the shared classic layout.
    let classic = format!("{givens} {}\n", Layout::classic().region_map());
    assert!(parse(&classic, None, "t").unwrap()[0].layout.is_classic());
}

#[test]
fn jigsaw_errors() {
    let map = Layout::classic().region_map();
    let givens = line_puzzle();
    let one = |m: &str| format!("{givens} {m}\n");
    // 8 regions: I relabelled H, so H has 18 cells; the error points at H's first cell.
    let (line, col, msg) = error(&one(&map.replace('I', "H")), Some(Format::Jigsaw));
    assert_eq!((line, col), (1, 83 + 57));
    assert_eq!(
        msg,
        "invalid region map: region H has 18 cells (r7c4, r7c5, r7c6, r7c7, r7c8, r7c9, \
         r8c4, r8c5, r8c6, r8c7, r8c8, r8c9, …), each region needs 9"
    );
    // 10 regions: r5c5 gets its own label J; the error points at the smallest region.
    let mut ten: Vec<char> = map.chars().collect();
    ten[40] = 'J';
    let ten: String = ten.into_iter().collect();
    assert_eq!(
        error(&one(&ten), None),
        err_at(
            1,
            83 + 40,
            "invalid region map: found 10 regions, a layout needs exactly 9 (the smallest: r5c5)"
        )
    );
    // Disconnected: r1c1 (A) and r9c9 (I) swapped; the smaller, cut-off part is pointed at.
    let mut dis: Vec<char> = map.chars().collect();
    dis.swap(0, 80);
    let dis: String = dis.into_iter().collect();
    let (line, col, msg) = error(&format!("{givens}\n{dis}\n"), None);
    assert_eq!((line, col), (2, 1));
    assert_eq!(
        msg,
        "invalid region map: region I is not connected: r1c1 cut off from r7c7, r7c8, r7c9, r8c7, r8c8, r8c9, r9c7, r9c8"
    );
    // Too few characters: on one line, and on the region line of a pair.
    assert_eq!(
        error(&format!("{givens} {}\n", &map[..70]), Some(Format::Jigsaw)),
        err_at(
            1,
            153,
            "too few characters: found 151, a jigsaw puzzle needs 81 givens and 81 region labels (on one line, or 81 on each of two lines)"
        )
    );
    assert_eq!(
        error(&format!("{givens}\n{}\n", &map[..80]), Some(Format::Jigsaw)),
        err_at(
            2,
            81,
            "too few characters: the region map has 80 labels, expected 81"
        )
    );
    assert_eq!(
        error(&format!("{givens}\n"), Some(Format::Jigsaw)),
        err_at(
            1,
            82,
            "expected the 81 region labels on the line after the givens on line 1"
        )
    );
    // Bad characters in the givens and in the map.
    let mut bad = givens.clone();
    bad.replace_range(3..4, "?");
    assert_eq!(
        error(&format!("{bad} {map}\n"), Some(Format::Jigsaw)),
        err_at(
            1,
            4,
            "unexpected character '?' in the givens (expected 1-9 or a blank: . 0 _ x X * -)"
        )
    );
    assert_eq!(
        error(&one(&map.replacen('B', ".", 1)), Some(Format::Jigsaw)),
        err_at(
            1,
            86,
            "unexpected character '.' in the region map (expected a letter or digit)"
        )
    );
    // Without --from: a damaged map is still read as a jigsaw puzzle and its fault named,
    // not taken for text after a classic line (which solved it on 3×3 boxes).
    assert_eq!(
        error(&format!("{givens} {}\n", &map[..80]), None),
        err_at(
            1,
            163,
            "too few characters: found 161, a jigsaw puzzle needs 81 givens and 81 region labels (on one line, or 81 on each of two lines)"
        )
    );
    assert_eq!(
        error(&one(&map.replacen('C', "#", 1)), None),
        err_at(
            1,
            89,
            "unexpected character '#' in the region map (expected a letter or digit)"
        )
    );
    assert_eq!(
        error(&format!("{givens}\n{}\n", &map[..80]), None),
        err_at(
            2,
            81,
            "too few characters: the region map has 80 labels, expected 81"
        )
    );
    // Text after a classic line that is not a region map stays a comment.
    for tail in ["# several solutions", "11.9/1.2/1.2", "from the forum"] {
        let ps = parse(&format!("{givens} {tail}\n{givens}\n"), None, "t").unwrap();
        assert_eq!(ps.len(), 2, "{tail}");
        assert!(ps[0].layout.is_classic(), "{tail}");
    }
}
