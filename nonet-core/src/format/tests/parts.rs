//! Reading an input a part at a time (`format/parts.rs`) gives what reading it whole gives:
//! the same puzzles (and positions' documents), or the same first error at the same line
//! and column with the same message, for every format whose puzzles span lines, on the
//! samples, on many puzzles written with blank lines, comments and frames between them,
//! and on damaged copies of all of those.

use super::*;

/// The lines of `text` with their endings (LF, CRLF or a lone CR), as the command line's
/// reader hands them out.
fn raw_lines(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let end = match rest.find(['\n', '\r']) {
            Some(i) if rest[i..].starts_with("\r\n") => i + 2,
            Some(i) => i + 1,
            None => rest.len(),
        };
        out.push(&rest[..end]);
        rest = &rest[end..];
    }
    out
}

/// What a text gives, read whole or by parts: the puzzles and a position's documents' grids.
type Read = Result<(Vec<Puzzle>, Vec<crate::puzzle::Grid>), String>;

fn whole(text: &str, format: Format) -> Read {
    let puzzles = parse(text, Some(format), "t").map_err(|e| e.to_string())?;
    let grids = match format.is_position() {
        true => parse_documents(text, Some(format), "t")
            .map_err(|e| e.to_string())?
            .into_iter()
            .map(|d| d.grid)
            .collect(),
        false => Vec::new(),
    };
    Ok((puzzles, grids))
}

/// `text` read by parts: cut at every place the splitter offers when `keep` says so
/// (given the cut's index), and at the end.
fn by_parts(text: &str, format: Format, keep: &mut dyn FnMut(usize) -> bool) -> Read {
    let lines = raw_lines(text);
    let mut splitter = Splitter::new(format).expect("a split format");
    let mut parts = Parts::new(format, "t");
    let (mut puzzles, mut grids) = (Vec::new(), Vec::new());
    let mut taken = 0;
    let mut offered = 0;
    let mut read = |from: usize, to: usize, at_end: bool| -> Result<(), String> {
        let part: String = lines[from..to].concat();
        let part = parts.read(&part, at_end).map_err(|e| e.to_string())?;
        grids.extend(part.documents.into_iter().flatten().map(|d| d.grid));
        puzzles.extend(part.puzzles);
        Ok(())
    };
    for (i, raw) in lines.iter().enumerate() {
        splitter.push(raw.trim_end_matches(['\n', '\r']));
        let cut = splitter.cut();
        if cut.lines > taken && cut.lines <= i + 1 {
            offered += 1;
            if keep(offered) {
                read(taken, cut.lines, false)?;
                taken = cut.lines;
            }
        }
    }
    read(taken, lines.len(), true)?;
    Ok((puzzles, grids))
}

/// Checks that `text` read by parts, cut everywhere, nowhere and at random places, gives
/// what it gives whole.
fn same_both_ways(text: &str, format: Format, seed: u64) {
    let expected = whole(text, format);
    let mut rng = Rng::new(seed);
    let everywhere = by_parts(text, format, &mut |_| true);
    assert_eq!(everywhere, expected, "{format:?}, cut everywhere:\n{text}");
    let random = by_parts(text, format, &mut |_| rng.below(3) == 0);
    assert_eq!(random, expected, "{format:?}, cut here and there:\n{text}");
}

const SPLIT: [Format; 9] = [
    Format::Grid,
    Format::Framed,
    Format::Ss,
    Format::Sdk,
    Format::Euler,
    Format::Walls,
    Format::Jigsaw,
    Format::Pm,
    Format::Sdx,
];

#[test]
fn only_formats_whose_puzzles_span_lines_are_split() {
    for f in Format::ALL {
        assert_eq!(Splitter::new(f).is_some(), SPLIT.contains(&f), "{f:?}");
    }
}

#[test]
fn samples_read_by_parts_are_read_whole() {
    for (file, format) in [
        ("noip2009_sample1.in", Format::Grid),
        ("hdu4069_sample.in", Format::Walls),
        ("euler96_sudoku.txt", Format::Euler),
        ("self_contradicting.pm", Format::Pm),
    ] {
        same_both_ways(&read_sample(file), format, 1);
    }
}

/// `text` with what readers pass over put between its lines: blank lines, comments, CRLF.
fn padded(text: &str, rng: &mut Rng) -> String {
    let mut out = String::new();
    for line in text.lines() {
        match rng.below(12) {
            0 => out.push('\n'),
            1 => out.push_str("# a comment\n"),
            2 => out.push_str("  \n\n"),
            _ => {}
        }
        out.push_str(line);
        out.push_str(if rng.below(10) == 0 { "\r\n" } else { "\n" });
    }
    out
}

/// Two-line jigsaws, frames around grids and a walls count too large or too small: the
/// shapes the writers do not make.
fn unusual(format: Format, seed: u64) -> Vec<String> {
    let ps = puzzles_for(format, seed, 4);
    let mut out = Vec::new();
    match format {
        Format::Jigsaw => {
            let two: String = render_all(&ps, format).replacen(' ', "\n", 4);
            out.push(two.clone());
            out.push(two.replace('\n', "\n\n"));
        }
        Format::Grid => {
            out.push(ps.iter().map(|p| render(p, Format::Framed)).collect());
            out.push(ps.iter().map(|p| render(p, Format::Ss)).collect());
            out.push(ps.iter().map(|p| render(p, Format::Grid)).collect());
        }
        Format::Euler => {
            let framed: String = render_all(&ps, format)
                .lines()
                .map(|l| match l.starts_with("Grid") {
                    true => format!("{l}\n+---+\n"),
                    false => format!("{l}\n"),
                })
                .collect();
            out.push(framed);
        }
        Format::Walls => {
            let text = render_all(&ps, format);
            out.push(text.replacen("4\n", "6\n", 1));
            out.push(text.replacen("4\n", "2\n", 1));
            out.push(text.replacen("4\n", "0\n", 1));
        }
        Format::Sdk => {
            let text = render_all(&ps, format);
            out.push(text.replace("[Puzzle]\n", "[State]\n1\n2\n[Puzzle]\n"));
            out.push(text.replace("[Puzzle]\n", ""));
        }
        Format::Pm => {
            let jig: Vec<Puzzle> = (0..3)
                .map(|i| random_puzzle(seed + i, true, false))
                .collect();
            out.push(render_all(&jig, format));
        }
        _ => {}
    }
    out
}

#[test]
fn many_puzzles_read_by_parts_are_read_whole() {
    for seed in 0..12 {
        let mut rng = Rng::new(seed);
        for f in SPLIT {
            let text = render_all(&puzzles_for(f, seed, 5), f);
            same_both_ways(&text, f, seed);
            same_both_ways(&padded(&text, &mut rng), f, seed);
            for text in unusual(f, seed) {
                same_both_ways(&text, f, seed);
                same_both_ways(&padded(&text, &mut rng), f, seed);
            }
        }
    }
}

/// An error in the third puzzle of a long input names the line and column in the whole
/// input, read by parts as whole.
#[test]
fn an_error_in_the_third_puzzle_names_its_line_in_the_whole_input() {
    for f in SPLIT {
        // Puzzles with one given each: every cell keeps a candidate (a position's cell
        // without one cannot be written).
        let mut ps = puzzles_for(f, 7, 5);
        for (i, p) in ps.iter_mut().enumerate() {
            p.givens = [0; CELLS];
            p.givens[i] = 1 + i as u8;
        }
        let first_two = render_all(&ps[..2], f);
        let text = render_all(&ps, f);
        // The third puzzle's first data line, damaged by a letter no format takes there.
        let lines: Vec<&str> = text.lines().collect();
        let skip = first_two.lines().count();
        let Some(at) = (skip..lines.len()).find(|&i| {
            let l = lines[i].trim();
            !l.is_empty()
                && !l.starts_with('[')
                && !l.to_ascii_lowercase().starts_with("grid")
                && !l.contains("--")
        }) else {
            panic!("{f:?}: no data line in the third puzzle");
        };
        let mut damaged: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
        damaged[at] = format!("%{}", damaged[at]);
        let damaged = damaged.join("\n") + "\n";
        let Err(expected) = whole(&damaged, f) else {
            panic!("{f:?}: damaged, yet read:\n{damaged}");
        };
        assert!(
            expected.contains(&format!(":{}:", at + 1)),
            "{f:?}: {expected}"
        );
        same_both_ways(&damaged, f, 7);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Inputs with one character changed, inserted or removed, a line lost or doubled, or
    /// cut short: read by parts, the same puzzles or the same error as whole.
    #[test]
    fn damaged_inputs_read_by_parts_are_read_whole(
        seed in any::<u64>(), at in any::<usize>(), c in any::<char>(), how in 0u8..6
    ) {
        for f in SPLIT {
            let mut rng = Rng::new(seed);
            let mut texts = vec![render_all(&puzzles_for(f, seed, 4), f)];
            texts.extend(unusual(f, seed));
            for text in texts {
                let text = padded(&text, &mut rng);
                let mut chars: Vec<char> = text.chars().collect();
                let i = at % chars.len().max(1);
                let damaged: String = match how {
                    0 => { chars[i] = c; chars.into_iter().collect() }
                    1 => { chars.insert(i, c); chars.into_iter().collect() }
                    2 => { chars.remove(i); chars.into_iter().collect() }
                    3 => chars[..i].iter().collect(),
                    _ => {
                        let mut lines: Vec<&str> = text.split_inclusive('\n').collect();
                        let l = at % lines.len();
                        if how == 4 { lines.remove(l); } else { lines.insert(l, lines[l]); }
                        lines.concat()
                    }
                };
                let damaged = damaged.replace('\0', "");
                same_both_ways(&damaged, f, seed);
            }
        }
    }
}

/// A judge's test read by parts ([`Parts::cases`]) is read as [`parse_cases`] reads it
/// whole: `T = 0` and comments alone are no case and no error; no text at all is one.
#[test]
fn a_judges_test_read_by_parts_is_read_whole() {
    let blocks = render_all(&puzzles_for(Format::Walls, 3, 3), Format::Walls);
    for text in [
        "0\n".to_string(),
        "# nothing\n".to_string(),
        "  \n".to_string(),
        String::new(),
        blocks.clone(),
        blocks.replacen("3\n", "5\n", 1),
        blocks.replacen("3\n", "0\n", 1),
    ] {
        let whole = parse_cases(&text, Format::Walls, "t").map_err(|e| e.to_string());
        let mut parts = Parts::cases(Format::Walls, "t");
        let mut splitter = Splitter::new(Format::Walls).unwrap();
        let lines = raw_lines(&text);
        let mut taken = 0;
        let mut read = Ok(Vec::new());
        for (i, raw) in lines.iter().enumerate() {
            splitter.push(raw.trim_end_matches(['\n', '\r']));
            if splitter.cut().lines > taken && read.is_ok() {
                let part = parts.read(&lines[taken..=i].concat(), false);
                taken = i + 1;
                read = read.and_then(|mut ps: Vec<Puzzle>| {
                    ps.extend(part.map_err(|e| e.to_string())?.puzzles);
                    Ok(ps)
                });
            }
        }
        let read = read.and_then(|mut ps| {
            let part = parts.read(&lines[taken..].concat(), true);
            ps.extend(part.map_err(|e| e.to_string())?.puzzles);
            Ok(ps)
        });
        assert_eq!(read, whole, "{text:?}");
    }
}

/// What a streaming reader reads before it detects: the first [`SIGNIFICANT_SEEN`]
/// significant lines and the first [`LINES_SEEN`] lines (or all there is).
fn detection_prefix(text: &str) -> String {
    let (mut significant, mut lines) = (0, 0);
    let mut out = String::new();
    for raw in raw_lines(text) {
        if significant >= SIGNIFICANT_SEEN && lines >= LINES_SEEN {
            break;
        }
        out.push_str(raw);
        lines += 1;
        let t = raw.trim();
        significant += usize::from(!t.is_empty() && !t.starts_with('#'));
    }
    out
}

/// Detection from the lines a streaming reader reads first is detection from the whole
/// text: on every format's long inputs, padded, unusual and damaged, and on mixed ones (a
/// format changing after the first lines, stray lines on top).
#[test]
fn detection_from_the_lines_read_first_is_detection_from_the_whole() {
    let mut texts = Vec::new();
    for seed in 0..6 {
        let mut rng = Rng::new(seed);
        for f in Format::ALL.into_iter().filter(|f| f.holds_many()) {
            let text = render_all(&puzzles_for(f, seed, 12), f);
            texts.push(padded(&text, &mut rng));
            texts.extend(unusual(f, seed));
            let mut chars: Vec<char> = text.chars().collect();
            let at = rng.below(chars.len() as u64 / 4 + 1) as usize;
            chars[at] = 'q';
            texts.push(chars.into_iter().collect());
            texts.push(text);
        }
    }
    let lines = render_all(&puzzles_for(Format::Line, 1, 30), Format::Line);
    let grids = render_all(&puzzles_for(Format::Grid, 1, 30), Format::Grid);
    let euler = render_all(&puzzles_for(Format::Euler, 1, 30), Format::Euler);
    texts.push(format!("{lines}{grids}"));
    texts.push(format!("{grids}{lines}"));
    texts.push(format!("stray\nlines\non top\n{grids}"));
    texts.push(format!("a\nb\nc\nd\n{euler}"));
    texts.push(format!("{}{euler}", "# a comment\n".repeat(50)));
    for file in [
        "noip2009_sample1.in",
        "hdu4069_sample.in",
        "euler96_sudoku.txt",
        "poj3074_sample.in",
        "self_contradicting.pm",
    ] {
        texts.push(read_sample(file));
    }
    for text in texts {
        assert_eq!(detect(&detection_prefix(&text)), detect(&text), "{text}");
    }
}
