//! The real samples, rendering a solution, and the shared classic sets.

use super::*;

#[test]
fn real_samples_parse_with_auto_detection() {
    for (file, format) in [
        ("noip2009_sample1.in", Format::Grid),
        ("noip2009_sample2.in", Format::Grid),
        ("hdu4069_sample.in", Format::Walls),
        ("poj3074_sample.in", Format::Line),
        ("euler96_sudoku.txt", Format::Euler),
    ] {
        let path = samples_dir().join(file);
        let text = std::fs::read_to_string(&path).unwrap();
        assert_eq!(detect(&text), Some(format), "{file}");
        let ps = read_path(path.to_str().unwrap(), None).unwrap();
        let expected = match format {
            Format::Grid => 1,
            Format::Walls => 3,
            Format::Line => 2,
            _ => 50,
        };
        assert_eq!(ps.len(), expected, "{file}");
    }
    let noip = parse(&read_sample("noip2009_sample1.in"), None, "t").unwrap();
    assert_eq!(noip[0].givens, noip_board());
    let euler = parse(&read_sample("euler96_sudoku.txt"), None, "t").unwrap();
    for (i, p) in euler.iter().enumerate() {
        assert_eq!(p.name, Some(format!("Grid {:02}", i + 1)));
    }
    // Rendering the Euler file gives it back byte for byte.
    // (The file has no newline after its last line.)
    assert_eq!(
        render_all(&euler, Format::Euler),
        read_sample("euler96_sudoku.txt") + "\n"
    );
    let poj = parse(&read_sample("poj3074_sample.in"), None, "t").unwrap();
    assert_eq!(
        render_all(&poj, Format::Line) + "end\n",
        read_sample("poj3074_sample.in")
    );
    assert_eq!(
        render(&noip[0], Format::Grid),
        read_sample("noip2009_sample1.in")
    );
}

#[test]
fn render_board_writes_a_solution_on_the_puzzle_layout() {
    let p = random_puzzle(5, true, false);
    let solution = [7u8; CELLS];
    for f in [Format::Walls, Format::Jigsaw] {
        let back = parse(&render_board(&p, &solution, f), Some(f), "t").unwrap();
        assert_eq!(back[0].layout, p.layout);
        assert_eq!(back[0].givens, solution);
    }
    let classic = Puzzle::classic(noip_board());
    for f in [Format::Line, Format::Grid, Format::Euler] {
        let back = parse(&render_board(&classic, &solution, f), Some(f), "t").unwrap();
        assert_eq!(back[0].givens, solution);
    }
}

/// The shared classic sets read as line puzzles with the expected counts (when present).
#[test]
#[ignore]
fn shared_classic_sets_parse() {
    let dir = shared::classic_dir();
    for (file, count) in [
        ("17_clue.txt", 49_158),
        ("magictour_top1465.txt", 1_465),
        ("forum_hardest_1905_11plus.txt", 48_766),
        ("forum_hardest_1106.txt", 375),
        ("serg_benchmark.txt", 10_000),
    ] {
        let path = dir.join(file);
        let text = std::fs::read_to_string(&path).unwrap();
        assert_eq!(detect(&text), Some(Format::Line), "{file}");
        let ps = read_path(path.to_str().unwrap(), None).unwrap();
        assert_eq!(ps.len(), count, "{file}");
    }
}

#[test]
fn parts_written_in_order_are_the_whole_output() {
    // What `generate` writes chunk by chunk must read back as one output.
    let euler = parse(&read_sample("euler96_sudoku.txt"), None, "t").unwrap();
    let walls = parse(&read_sample("hdu4069_sample.in"), None, "t").unwrap();
    for format in Format::ALL.iter().copied().filter(|f| f.holds_many()) {
        let ps = match format {
            Format::Walls | Format::Jigsaw => &walls,
            _ => &euler,
        };
        let mut parts = String::new();
        let mut first = 0;
        for size in [1, 2, 4, 8, 16, 32, 64] {
            let end = (first + size).min(ps.len());
            parts.push_str(&render_part(&ps[first..end], format, first, ps.len()));
            first = end;
        }
        assert_eq!(parts, render_all(ps, format), "{format}");
    }
}
