//! `nonet print` and `nonet hint --svg`, run as a user runs them: the SVG is read back as
//! XML and checked against the puzzle (cells, givens in their cells, walls on region
//! borders, a chain's arrows between its candidates), and the PDF booklet's first page
//! is rendered by pdftoppm and compared with a reference image; each layout (--per-page
//! 1, 2, 4, 6) on A4 and letter gives its count of pages, its page size and its puzzles
//! on each page.

mod common;

use common::{nonet, nonet_in, shared::under_ci, Scratch};
use std::path::Path;
use std::process::Command;

/// Two classic puzzles (medium, easy) and two jigsaws (extreme, expert), each with one
/// solution (`nonet generate --seed 7`).
const CLASSIC: &str =
    "3......4.6...3.....2.5.7......2...3.....16.........6854.7..2....3..4....9.56.1...\n\
...56.4....51.3..6....2.....61......37....9..4.....87.......73..3...2.8.....86..2\n";
const JIGSAW: &str = ".....4.......1.5....9...2.87.....3...........39....7...42..8......2.......5....6. AAAABBBCCAAABBCCCDAABBBECDDFFGEBECCDFFGEEECDDFFGEEEDDHFGGIIIHDHFFGIIIHHHGGGIIIHHH\n\
..568....9.4...6.......9.......52.1..57....34....6.....4.8.3.....9........2...... ABBBBBCCCAAAABCCCCAADABBBECADDFFEEECDDDFFFFEEDGDFHFFEEDGGHHIIEIGGGGHIIIIGGHHHHHII\n";
/// An expert puzzle whose logical path takes an XY-chain (step 36).
const CHAINED: &str =
    "..5.9.3.8...3...62.3..2..1.4....8.2....7..6....85.29.........4.8.7.......93...1.7\n";

/// A rectangle of the picture: a cell.
#[derive(Clone, Copy, Debug)]
struct Box2 {
    x: f64,
    y: f64,
    w: f64,
    h: f64,
}

impl Box2 {
    fn contains(&self, x: f64, y: f64) -> bool {
        x > self.x && x < self.x + self.w && y > self.y && y < self.y + self.h
    }
    /// The centre of `digit`'s pencil-mark place in the cell.
    fn candidate(&self, digit: u8) -> (f64, f64) {
        let i = f64::from(digit - 1);
        (
            self.x + (i % 3.0 + 0.5) * self.w / 3.0,
            self.y + ((i / 3.0).floor() + 0.5) * self.h / 3.0,
        )
    }
}

fn num(node: roxmltree::Node, name: &str) -> f64 {
    node.attribute(name)
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| panic!("{name} of {node:?}"))
}

fn class<'a>(doc: &'a roxmltree::Document, tag: &str, class: &str) -> Vec<roxmltree::Node<'a, 'a>> {
    doc.descendants()
        .filter(|n| n.has_tag_name(tag) && n.attribute("class") == Some(class))
        .collect()
}

/// The cells of the (first) grid of a picture, in order r1c1 … r9c9.
fn cells(doc: &roxmltree::Document) -> Vec<Box2> {
    class(doc, "rect", "cell")
        .into_iter()
        .take(81)
        .map(|n| Box2 {
            x: num(n, "x"),
            y: num(n, "y"),
            w: num(n, "width"),
            h: num(n, "height"),
        })
        .collect()
}

/// The cell of the grid that holds a text's middle.
fn cell_of_text(cells: &[Box2], text: roxmltree::Node) -> Option<usize> {
    let (x, y, size) = (num(text, "x"), num(text, "y"), num(text, "font-size"));
    cells.iter().position(|c| c.contains(x, y - size * 0.35))
}

fn near(a: (f64, f64), b: (f64, f64), within: f64) -> bool {
    (a.0 - b.0).hypot(a.1 - b.1) <= within
}

#[test]
fn a_classic_puzzle_is_drawn_with_its_givens_in_their_cells_and_its_level() {
    let dir = Scratch::new("print-svg");
    let first = CLASSIC.lines().next().unwrap();
    let file = dir.file("one.txt", format!("{first}\n").as_bytes());
    let run = nonet(&["print", "--to", "svg", &file], "");
    assert_eq!(run.status, 0, "{}", run.stderr);
    let doc = roxmltree::Document::parse(&run.stdout).expect("the SVG is XML");
    let cells = cells(&doc);
    assert_eq!(class(&doc, "rect", "cell").len(), 81);
    let givens = class(&doc, "text", "given");
    let expected: Vec<(usize, char)> = first
        .chars()
        .enumerate()
        .filter(|(_, c)| c.is_ascii_digit())
        .collect();
    assert_eq!(givens.len(), expected.len());
    for text in givens {
        let cell = cell_of_text(&cells, text).expect("a given inside a cell");
        let digit = text.text().unwrap().chars().next().unwrap();
        assert!(
            expected.contains(&(cell, digit)),
            "{digit} drawn in cell {cell}"
        );
    }
    // The title line carries the level `nonet rate` gives the puzzle.
    let rated = nonet(&["rate", &file], "");
    let level = rated.stdout.split_whitespace().next().unwrap().to_string();
    let title = class(&doc, "text", "title")[0].text().unwrap().to_string();
    let capital = level[..1].to_uppercase() + &level[1..];
    assert_eq!(title, format!("Puzzle 1 · {capital}"));
    // A classic grid's walls are the box borders: 2 × 2 lines of 9 cells.
    assert_eq!(class(&doc, "line", "wall").len(), 36);
}

#[test]
fn a_jigsaw_has_heavy_walls_exactly_along_its_region_borders() {
    let dir = Scratch::new("print-jigsaw");
    let line = JIGSAW.lines().next().unwrap();
    let file = dir.file("jigsaw.txt", format!("{line}\n").as_bytes());
    let run = nonet(&["print", "--tint", "-o", "-", "--to", "svg", &file], "");
    assert_eq!(run.status, 0, "{}", run.stderr);
    let doc = roxmltree::Document::parse(&run.stdout).unwrap();
    let cells = cells(&doc);
    let regions: Vec<char> = line.split_whitespace().nth(1).unwrap().chars().collect();
    let walls: Vec<(f64, f64, f64, f64)> = class(&doc, "line", "wall")
        .into_iter()
        .map(|n| (num(n, "x1"), num(n, "y1"), num(n, "x2"), num(n, "y2")))
        .collect();
    // A wall on the edge from (x1, y1) to (x2, y2), drawn either way.
    let wall_on = |a: (f64, f64), b: (f64, f64)| {
        walls.iter().any(|&(x1, y1, x2, y2)| {
            (near((x1, y1), a, 0.01) && near((x2, y2), b, 0.01))
                || (near((x1, y1), b, 0.01) && near((x2, y2), a, 0.01))
        })
    };
    let mut borders = 0;
    for cell in 0..81 {
        let c = cells[cell];
        let right = (cell % 9 < 8).then(|| (cell + 1, (c.x + c.w, c.y), (c.x + c.w, c.y + c.h)));
        let below = (cell / 9 < 8).then(|| (cell + 9, (c.x, c.y + c.h), (c.x + c.w, c.y + c.h)));
        for (other, a, b) in [right, below].into_iter().flatten() {
            let border = regions[cell] != regions[other];
            borders += usize::from(border);
            assert_eq!(wall_on(a, b), border, "cells {cell} and {other}");
        }
    }
    assert_eq!(walls.len(), borders);
    // Tinted: neighbours in different regions have different fills.
    let fills: Vec<String> = class(&doc, "rect", "cell")
        .iter()
        .map(|n| n.attribute("fill").unwrap().to_string())
        .collect();
    assert!(fills.iter().all(|f| f != "#ffffff"));
    assert!((0..80)
        .filter(|c| c % 9 < 8)
        .all(|c| { regions[c] == regions[c + 1] || fills[c] != fills[c + 1] }));
    assert!(run.stdout.contains("Puzzle 1 · Jigsaw · "));
}

#[test]
fn pictures_go_one_a_file_or_on_one_sheet_and_bad_requests_are_refused() {
    let dir = Scratch::new("print-files");
    let file = dir.file("two.txt", CLASSIC.as_bytes());
    let out = dir.0.join("pictures");
    let out = out.to_str().unwrap();
    let run = nonet(
        &["print", "--to", "svg", "--solutions", "-o", out, &file],
        "",
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    for name in ["puzzle-1", "puzzle-2", "solution-1", "solution-2"] {
        let text = std::fs::read_to_string(format!("{out}/{name}.svg")).unwrap();
        let doc = roxmltree::Document::parse(&text).unwrap();
        assert_eq!(class(&doc, "rect", "cell").len(), 81, "{name}");
    }
    let solved = std::fs::read_to_string(format!("{out}/solution-1.svg")).unwrap();
    let doc = roxmltree::Document::parse(&solved).unwrap();
    assert_eq!(
        class(&doc, "text", "given").len() + class(&doc, "text", "solved").len(),
        81
    );

    let sheet = dir.0.join("sheet.svg");
    let run = nonet(
        &["print", "--sheet", "-o", sheet.to_str().unwrap(), &file],
        "",
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    let text = std::fs::read_to_string(&sheet).unwrap();
    let doc = roxmltree::Document::parse(&text).unwrap();
    assert_eq!(class(&doc, "rect", "cell").len(), 2 * 81);

    for (args, says) in [
        (vec!["--to", "svg"], "name a directory with --output"),
        (vec!["--sheet"], "--sheet is for SVG"),
        (
            vec!["--to", "svg", "--per-page", "2"],
            "--per-page is for the PDF",
        ),
    ] {
        let mut all = vec!["print"];
        all.extend(args);
        all.push(&file);
        let run = nonet(&all, "");
        assert_eq!(run.status, 2, "{all:?}");
        assert!(run.stderr.contains(says), "{all:?}: {}", run.stderr);
    }
    let run = nonet(&["print", "--per-page", "3", &file], "");
    assert_eq!(run.status, 2);
}

#[test]
fn a_puzzle_without_one_solution_is_not_printed() {
    let dir = Scratch::new("print-loose");
    // The first classic puzzle less its first given: several solutions.
    let loose = format!(".{}\n", &CLASSIC[1..81]);
    let file = dir.file("loose.txt", loose.as_bytes());
    let book = dir.0.join("book.pdf");
    let run = nonet(&["print", "-o", book.to_str().unwrap(), &file], "");
    assert_eq!(run.status, 1);
    assert!(
        run.stderr
            .contains("puzzle 1: the puzzle has several solutions"),
        "{}",
        run.stderr
    );
    assert!(!book.exists(), "nothing is written");
}

/// The step of `hint --all --json` whose technique is `technique`, and its number.
fn json_step(puzzle: &str, technique: &str) -> (usize, serde_json::Value) {
    let run = nonet(&["hint", "--all", "--json", "-"], puzzle);
    let all: serde_json::Value = serde_json::from_str(run.stdout.trim()).unwrap();
    let steps = all["steps"].as_array().unwrap();
    let i = steps
        .iter()
        .position(|s| s["technique"] == technique)
        .unwrap_or_else(|| panic!("no {technique} in the path"));
    (i + 1, steps[i].clone())
}

fn cell_index(name: &str) -> usize {
    let b = name.as_bytes();
    usize::from(b[1] - b'1') * 9 + usize::from(b[3] - b'1')
}

#[test]
fn a_chain_hint_is_drawn_with_struck_eliminations_and_arrows_between_its_candidates() {
    let (number, step) = json_step(CHAINED, "XY-chain");
    let dir = Scratch::new("hint-svg");
    let out = dir.0.join("steps");
    let run = nonet(
        &["hint", "--all", "--svg", out.to_str().unwrap(), "-"],
        CHAINED,
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    let name = format!("puzzle-1-step-{number:02}.svg");
    let text = std::fs::read_to_string(out.join(&name)).expect("a picture a step");
    let doc = roxmltree::Document::parse(&text).unwrap();
    assert!(text.contains(&format!("<title>Step {number}. XY-chain:")));
    let cells = cells(&doc);
    // Each elimination: a red circle on its candidate, struck through.
    let eliminations = step["eliminations"].as_array().unwrap();
    let circles = class(&doc, "circle", "elimination");
    assert_eq!(circles.len(), eliminations.len());
    assert_eq!(class(&doc, "line", "struck").len(), eliminations.len());
    for e in eliminations {
        let cell = cells[cell_index(e["cell"].as_str().unwrap())];
        let at = cell.candidate(e["digit"].as_u64().unwrap() as u8);
        assert!(circles
            .iter()
            .any(|c| near((num(*c, "cx"), num(*c, "cy")), at, 0.5)));
    }
    // One arrow a link, solid for strong links and dashed for weak ones, from the
    // candidate of one node to the candidate of the next.
    let chain = &step["chains"][0];
    let nodes = chain["nodes"].as_array().unwrap();
    let links = chain["links"].as_array().unwrap();
    let arrows: Vec<roxmltree::Node> = doc
        .descendants()
        .filter(|n| matches!(n.attribute("class"), Some("strong-link" | "weak-link")))
        .collect();
    assert_eq!(arrows.len(), links.len());
    let radius = cells[0].w / 3.0;
    for (i, (arrow, link)) in arrows.iter().zip(links).enumerate() {
        let kind = link.as_str().unwrap();
        assert_eq!(arrow.attribute("class"), Some(&*format!("{kind}-link")));
        assert_eq!(arrow.has_attribute("stroke-dasharray"), kind == "weak");
        let at = |node: &serde_json::Value| {
            let cell = cells[cell_index(node["cells"][0].as_str().unwrap())];
            cell.candidate(node["digit"].as_u64().unwrap() as u8)
        };
        let d = arrow.attribute("d").unwrap();
        let points: Vec<(f64, f64)> = d
            .split(['M', 'Q', ' '])
            .filter(|s| !s.is_empty())
            .map(|p| {
                let (x, y) = p.split_once(',').unwrap();
                (x.parse().unwrap(), y.parse().unwrap())
            })
            .collect();
        assert!(
            near(points[0], at(&nodes[i]), radius),
            "link {i} starts off"
        );
        assert!(
            near(points[2], at(&nodes[i + 1]), 2.0 * radius),
            "link {i} ends off"
        );
    }
    assert_eq!(class(&doc, "polygon", "arrowhead").len(), links.len());
}

#[test]
fn hint_svg_to_standard_output_replaces_the_text() {
    let run = nonet(&["hint", "--svg", "-", "-"], CHAINED);
    assert_eq!(run.status, 0, "{}", run.stderr);
    let doc = roxmltree::Document::parse(&run.stdout).expect("only the SVG");
    assert!(
        !class(&doc, "circle", "placement").is_empty(),
        "a single places a digit"
    );
    let run = nonet(&["hint", "--all", "--svg", "-", "-"], CHAINED);
    assert_eq!(run.status, 2);
    assert!(run.stderr.contains("name a directory"), "{}", run.stderr);
}

/// The pdftoppm to run: `NONET_TEST_PDFTOPPM`, else the one on the PATH (naming one that
/// does not exist shows what CI does without it).
fn pdftoppm() -> String {
    std::env::var("NONET_TEST_PDFTOPPM").unwrap_or_else(|_| "pdftoppm".to_string())
}

/// Whether pdftoppm (poppler-utils) can render the PDF. Without it the render test is
/// skipped with a note, except under CI, where it fails.
fn pdftoppm_available() -> bool {
    if Command::new(pdftoppm()).arg("-v").output().is_ok() {
        return true;
    }
    if under_ci() {
        panic!("pdftoppm is not installed, and CI is set: the PDF render test cannot run (apt-get install poppler-utils)");
    }
    eprintln!("note: pdftoppm is not installed; skipping the PDF render test");
    false
}

/// A PNG's width, height and gray levels (pdftoppm may write RGB even with `-gray`).
fn gray_png(path: &Path) -> (u32, u32, Vec<u8>) {
    let file = std::fs::File::open(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut reader = png::Decoder::new(std::io::BufReader::new(file))
        .read_info()
        .unwrap();
    let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut pixels).unwrap();
    assert_eq!(info.bit_depth, png::BitDepth::Eight, "{}", path.display());
    pixels.truncate(info.buffer_size());
    let channels = info.color_type.samples();
    let gray = pixels
        .chunks(channels)
        .map(|px| match px {
            [r, g, b, ..] => {
                ((u32::from(*r) * 30 + u32::from(*g) * 59 + u32::from(*b) * 11) / 100) as u8
            }
            [v, ..] => *v,
            [] => 0,
        })
        .collect();
    (info.width, info.height, gray)
}

/// Writes gray levels as a grayscale PNG: the reference, a third the size of RGB.
fn write_gray_png(path: &Path, (width, height, gray): &(u32, u32, Vec<u8>)) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    let file = std::fs::File::create(path).unwrap();
    let mut encoder = png::Encoder::new(std::io::BufWriter::new(file), *width, *height);
    encoder.set_color(png::ColorType::Grayscale);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header().unwrap();
    writer.write_image_data(gray).unwrap();
}

/// The reference render of the booklet's first page, made once from a render that was
/// looked at; `NONET_WRITE_REFERENCE=1` writes it again (and fails, so that it is looked
/// at before it is trusted).
const REFERENCE: &str = "tests/fixtures/print/booklet-page-1.png";

#[test]
fn the_booklets_first_page_renders_as_the_reference_image() {
    if !pdftoppm_available() {
        return;
    }
    let dir = Scratch::new("print-pdf");
    let classic = dir.file("classic.txt", CLASSIC.as_bytes());
    let jigsaw = dir.file("jigsaw.txt", JIGSAW.as_bytes());
    let args = [
        "print",
        "-o",
        "book.pdf",
        "--per-page",
        "4",
        "--tint",
        "--solutions",
    ];
    let run = nonet_in(&dir.0, &[&args[..], &[&classic, &jigsaw]].concat(), "");
    assert_eq!(run.status, 0, "{}", run.stderr);
    let pdf = std::fs::read(dir.0.join("book.pdf")).unwrap();
    let text = String::from_utf8_lossy(&pdf);
    assert!(
        text.contains("/Count 2"),
        "a page of puzzles, one of solutions"
    );
    // Every font is embedded as a subset of DejaVu Sans, as poppler's pdffonts reads it
    // (beside pdftoppm in poppler-utils): name, type, encoding, emb, sub, uni, object, id.
    let fonts = Command::new("pdffonts")
        .arg("book.pdf")
        .current_dir(&dir.0)
        .output()
        .expect("pdffonts runs (poppler-utils)");
    let listing = String::from_utf8_lossy(&fonts.stdout);
    let rows: Vec<Vec<&str>> = listing
        .lines()
        .skip(2)
        .map(|l| l.split_whitespace().collect())
        .collect();
    assert_eq!(rows.len(), 2, "regular and bold:\n{listing}");
    for row in &rows {
        assert!(
            row[0].ends_with("+DejaVuSans") || row[0].ends_with("+DejaVuSans-Bold"),
            "{listing}"
        );
        assert_eq!(row[1..4], ["CID", "TrueType", "Identity-H"], "{listing}");
        assert_eq!(
            row[4..7],
            ["yes", "yes", "yes"],
            "emb, sub, uni:\n{listing}"
        );
    }
    let rendered = Command::new(pdftoppm())
        .args([
            "-r",
            "50",
            "-gray",
            "-png",
            "-singlefile",
            "-f",
            "1",
            "-l",
            "1",
        ])
        .args(["book.pdf", "page"])
        .current_dir(&dir.0)
        .status()
        .unwrap();
    assert!(rendered.success(), "pdftoppm renders the PDF");
    let page = dir.0.join("page.png");
    let reference = Path::new(env!("CARGO_MANIFEST_DIR")).join(REFERENCE);
    let (w, h, got) = gray_png(&page);
    if std::env::var_os("NONET_WRITE_REFERENCE").is_some() {
        write_gray_png(&reference, &(w, h, got));
        panic!(
            "wrote {}: look at it, then run the test again without NONET_WRITE_REFERENCE",
            reference.display()
        );
    }
    let (rw, rh, want) = gray_png(&reference);
    assert_eq!((w, h), (rw, rh), "the page's size in pixels at 50 dpi");
    // Font rasterisation may differ a little between poppler versions and fonts: a
    // pixel counts as different when it is off by more than a quarter of the range, and
    // up to 1 % of them may be.
    let differing = got
        .iter()
        .zip(&want)
        .filter(|(a, b)| a.abs_diff(**b) > 64)
        .count();
    let share = differing as f64 / got.len() as f64;
    assert!(
        share < 0.01,
        "{differing} of {} pixels ({:.2} %) differ from {REFERENCE}",
        got.len(),
        share * 100.0
    );
    // The titles are text, with their levels.
    if let Ok(out) = Command::new("pdftotext")
        .args(["-f", "1", "-l", "1", "book.pdf", "-"])
        .current_dir(&dir.0)
        .output()
    {
        let words = String::from_utf8_lossy(&out.stdout);
        assert!(words.contains("Puzzle 1 · Medium"), "{words}");
        assert!(words.contains("Puzzle 4 · Jigsaw · Expert"), "{words}");
    }
}

/// The page sizes of a PDF in points, one a page, from its `/MediaBox [0 0 W H]` entries.
fn page_sizes(pdf: &str) -> Vec<(f64, f64)> {
    pdf.split("/MediaBox [")
        .skip(1)
        .map(|rest| {
            let numbers: Vec<f64> = rest[..rest.find(']').unwrap()]
                .split_whitespace()
                .map(|n| n.parse().unwrap())
                .collect();
            (numbers[2] - numbers[0], numbers[3] - numbers[1])
        })
        .collect()
}

/// The titles ("Puzzle N") pdftotext finds on `page` of `pdf` in `dir`; `None` when
/// pdftotext (poppler-utils, beside pdftoppm) does not run.
fn titles_on_page(dir: &Path, pdf: &str, page: usize) -> Option<Vec<usize>> {
    let page = page.to_string();
    let out = Command::new("pdftotext")
        .args(["-f", &page, "-l", &page, pdf, "-"])
        .current_dir(dir)
        .output()
        .ok()?;
    let text = String::from_utf8_lossy(&out.stdout);
    let mut numbers: Vec<usize> = text
        .split("Puzzle ")
        .skip(1)
        .map(|rest| rest.split(' ').next().unwrap().parse().unwrap())
        .collect();
    numbers.sort_unstable();
    Some(numbers)
}

#[test]
fn every_layout_and_paper_gives_its_pages_of_puzzles() {
    const A4: (f64, f64) = (595.28, 841.89);
    const LETTER: (f64, f64) = (612.0, 792.0);
    let render = pdftoppm_available();
    let dir = Scratch::new("print-layouts");
    // Seven puzzles: no layout fills its last page, so the count of pages shows the
    // layout.
    let seven: String = CLASSIC
        .repeat(4)
        .lines()
        .take(7)
        .map(|l| format!("{l}\n"))
        .collect();
    let puzzles = dir.file("seven.txt", seven.as_bytes());
    let layouts = [
        (1, "a4", A4),
        (2, "a4", A4),
        (6, "a4", A4),
        (1, "letter", LETTER),
        (2, "letter", LETTER),
        (4, "letter", LETTER),
        (6, "letter", LETTER),
    ];
    for (per_page, paper, (width, height)) in layouts {
        let name = format!("book-{per_page}-{paper}.pdf");
        let per = per_page.to_string();
        let args = [
            "print",
            "-o",
            &name,
            "--per-page",
            &per,
            "--paper",
            paper,
            &puzzles,
        ];
        let run = nonet_in(&dir.0, &args, "");
        assert_eq!(run.status, 0, "{name}: {}", run.stderr);
        let pdf = String::from_utf8_lossy(&std::fs::read(dir.0.join(&name)).unwrap()).into_owned();
        let pages = 7_usize.div_ceil(per_page);
        assert!(
            pdf.contains(&format!("/Count {pages}")),
            "{name}: {pages} pages"
        );
        let sizes = page_sizes(&pdf);
        assert_eq!(sizes.len(), pages, "{name}: a page size a page");
        for (w, h) in sizes {
            let off = (w - width).abs().max((h - height).abs());
            assert!(off < 0.01, "{name}: a page of {w}×{h} pt, not {paper}'s");
        }
        if !render {
            continue;
        }
        for page in 1..=pages {
            let prefix = format!("{name}-{page}");
            let p = page.to_string();
            let rendered = Command::new(pdftoppm())
                .args([
                    "-r",
                    "72",
                    "-gray",
                    "-png",
                    "-singlefile",
                    "-f",
                    &p,
                    "-l",
                    &p,
                ])
                .args([&name, &prefix])
                .current_dir(&dir.0)
                .status()
                .unwrap();
            assert!(rendered.success(), "pdftoppm renders {name} page {page}");
            // At 72 dpi a pixel is a point, rounded up.
            let (w, h, gray) = gray_png(&dir.0.join(format!("{prefix}.png")));
            assert_eq!(
                (w, h),
                (width.ceil() as u32, height.ceil() as u32),
                "{name} page {page}"
            );
            assert!(
                gray.iter().any(|&g| g < 64),
                "{name} page {page} is drawn on"
            );
            if let Some(titles) = titles_on_page(&dir.0, &name, page) {
                let first = (page - 1) * per_page + 1;
                let want: Vec<usize> = (first..=(first + per_page - 1).min(7)).collect();
                assert_eq!(titles, want, "{name} page {page}: its puzzles");
            }
        }
    }
}

#[test]
fn a_booklet_has_two_puzzles_a_page_unless_told_otherwise() {
    // Two a page, as trade puzzle books print them (src/print/book.rs says why).
    let dir = Scratch::new("print-default");
    let four: String = CLASSIC.repeat(2);
    let puzzles = dir.file("four.txt", four.as_bytes());
    let run = nonet_in(&dir.0, &["print", "-o", "book.pdf", &puzzles], "");
    assert_eq!(run.status, 0, "{}", run.stderr);
    let pdf = String::from_utf8_lossy(&std::fs::read(dir.0.join("book.pdf")).unwrap()).into_owned();
    assert!(pdf.contains("/Count 2"), "four puzzles on two pages");
    let help = nonet(&["print", "--help"], "").stdout;
    assert!(help.contains("default 2"), "{help}");
}
