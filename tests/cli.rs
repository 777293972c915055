//! The `nonet` binary, run as a user runs it: judge samples byte for byte, exit codes,
//! markers for unsolved puzzles, and one clear message for every kind of bad input.

mod common;

use common::{nonet, read, sample, Scratch};
use std::process::{Command, Stdio};

#[test]
fn judge_noip2009_samples() {
    for (input, expected) in [
        ("noip2009_sample1.in", "noip2009_sample1.out"),
        ("noip2009_sample2.in", "noip2009_sample2.out"),
    ] {
        let r = nonet(&["judge", "noip2009"], read(input).as_bytes());
        assert_eq!(r.status, 0, "{}", r.stderr);
        assert_eq!(r.stdout.trim_end(), read(expected).trim_end());
    }
}

#[test]
fn judge_noip2009_unsolvable_is_minus_one() {
    let mut grid = read("noip2009_sample1.in");
    // Put a second 7 in row 1 (r1c2), which already holds a 7 at r1c1.
    grid.replace_range(2..3, "7");
    let r = nonet(&["judge", "noip2009"], grid.as_bytes());
    assert_eq!((r.status, r.stdout.as_str()), (0, "-1\n"), "{}", r.stderr);
}

#[test]
fn judge_hdu4069_sample_byte_for_byte() {
    let r = nonet(&["judge", "hdu4069", &sample("hdu4069_sample.in")], b"");
    assert_eq!(r.status, 0, "{}", r.stderr);
    assert_eq!(r.stdout.trim_end(), read("hdu4069_sample.out").trim_end());
}

#[test]
fn judge_poj3074_sample_byte_for_byte() {
    let r = nonet(&["judge", "poj3074"], read("poj3074_sample.in").as_bytes());
    assert_eq!(r.status, 0, "{}", r.stderr);
    assert_eq!(r.stdout.trim_end(), read("poj3074_sample.out").trim_end());
}

#[test]
fn judge_euler96_sum() {
    let r = nonet(&["judge", "euler96", &sample("euler96_sudoku.txt")], b"");
    assert_eq!(r.status, 0, "{}", r.stderr);
    assert_eq!(r.stdout.trim_end(), read("euler96.out").trim_end());
}

const POJ1: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
const POJ1_SOLVED: &str =
    "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

#[test]
fn solve_writes_solutions_in_the_input_format_and_marks_the_rest() {
    let empty = ".".repeat(81);
    let clash = format!("11{}", ".".repeat(79));
    let input = format!("{POJ1}\n{empty}\n{clash}\n");
    let r = nonet(&["solve", "--threads", "2"], input.as_bytes());
    assert_eq!(r.status, 1, "some puzzles did not solve uniquely");
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(
        lines.len(),
        3,
        "one output line per input puzzle: {}",
        r.stdout
    );
    assert_eq!(lines[0], POJ1_SOLVED);
    assert!(lines[1].starts_with(&empty) && lines[1].contains("multiple solutions"));
    assert!(lines[2].contains("givens clash") && lines[2].contains("r1c1, r1c2"));
    assert!(
        r.stderr.contains("puzzle 2: multiple solutions"),
        "{}",
        r.stderr
    );
    assert!(
        r.stderr.contains("puzzle 3: no solution: givens clash"),
        "{}",
        r.stderr
    );
    // The marked output is still a valid puzzle file: it reads back as the same puzzles.
    let again = nonet(&["count"], r.stdout.as_bytes());
    assert_eq!(again.stdout, "1\n2\n0\n");
}

#[test]
fn solve_exit_zero_when_all_unique_and_limit_one_accepts_any() {
    let r = nonet(&["solve"], format!("{POJ1}\n").as_bytes());
    assert_eq!((r.status, r.stdout.trim()), (0, POJ1_SOLVED));
    let r = nonet(&["solve", "--limit", "1"], ".".repeat(81).as_bytes());
    assert_eq!(r.status, 0, "{}", r.stderr);
    assert_eq!(r.stdout.trim().len(), 81);
    assert!(!r.stdout.contains('.'));
}

#[test]
fn solve_keeps_grid_format() {
    // Target puzzles have many solutions: take the first.
    let r = nonet(
        &["solve", "--limit", "1", &sample("noip2009_sample1.in")],
        b"",
    );
    assert_eq!(r.status, 0, "{}", r.stderr);
    let rows: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(rows.len(), 9);
    assert!(rows.iter().all(|row| row.split_whitespace().count() == 9));
    assert!(
        rows[0].starts_with("7 "),
        "givens stay in place: {}",
        rows[0]
    );
}

#[test]
fn count_caps_at_the_limit() {
    let r = nonet(&["count", "--limit", "7"], ".".repeat(81).as_bytes());
    assert_eq!((r.status, r.stdout.as_str()), (1, "7\n"));
    let r = nonet(&["count"], format!("{POJ1}\n").as_bytes());
    assert_eq!((r.status, r.stdout.as_str()), (0, "1\n"));
}

#[test]
fn target_scores_and_shows_the_grid() {
    let r = nonet(&["target", "--show", &sample("noip2009_sample2.in")], b"");
    assert_eq!(r.status, 0, "{}", r.stderr);
    let mut lines = r.stdout.lines();
    assert_eq!(lines.next(), Some("2852"));
    assert_eq!(lines.count(), 9, "the optimal grid follows: {}", r.stdout);
}

#[test]
fn target_with_custom_weights_and_progress() {
    let s = Scratch::new("weights");
    // All weights 1: every completed grid scores 9 × 45 = 405.
    let ones = "1 1 1 1 1 1 1 1 1\n".repeat(9);
    let w = s.file("ones.txt", ones.as_bytes());
    let r = nonet(
        &["target", "--weights", &w, "--progress"],
        format!("{POJ1}\n").as_bytes(),
    );
    assert_eq!((r.status, r.stdout.as_str()), (0, "405\n"), "{}", r.stderr);
    let bad = s.file("bad.txt", b"1 2 3\n");
    let r = nonet(
        &["target", "--weights", &bad],
        format!("{POJ1}\n").as_bytes(),
    );
    assert_eq!(r.status, 2);
    assert!(r.stderr.contains("bad.txt:"), "{}", r.stderr);
}

#[test]
fn convert_round_trips_through_every_format() {
    let original = read("poj3074_sample.in");
    for fmt in ["grid", "euler", "walls", "jigsaw", "line"] {
        let there = nonet(&["convert", "--to", fmt], original.as_bytes());
        assert_eq!(there.status, 0, "to {fmt}: {}", there.stderr);
        let back = nonet(&["convert", "--to", "line"], there.stdout.as_bytes());
        assert_eq!(back.status, 0, "from {fmt}: {}", back.stderr);
        let expected: Vec<&str> = original.lines().filter(|l| *l != "end").collect();
        assert_eq!(
            back.stdout.lines().collect::<Vec<_>>(),
            expected,
            "via {fmt}"
        );
    }
}

#[test]
fn convert_refuses_to_drop_a_jigsaw_layout() {
    let r = nonet(
        &["convert", "--to", "line", &sample("hdu4069_sample.in")],
        b"",
    );
    assert_eq!(r.status, 2);
    assert!(r.stderr.contains("jigsaw"), "{}", r.stderr);
}

#[test]
fn help_shows_an_example_for_every_command() {
    for cmd in ["solve", "count", "target", "convert", "judge"] {
        let r = nonet(&[cmd, "--help"], b"");
        assert_eq!(r.status, 0);
        assert!(r.stdout.contains("Example"), "{cmd} --help: {}", r.stdout);
    }
}

/// Runs `nonet ARGS FILE` on a file holding `bytes`; expects exit 2 and one short line on
/// stderr containing every `needle`.
fn rejects(args: &[&str], bytes: &[u8], needles: &[&str]) {
    let s = Scratch::new("bad");
    let f = s.file("input.txt", bytes);
    let mut all: Vec<&str> = args.to_vec();
    all.push(&f);
    let r = nonet(&all, b"");
    assert_eq!(
        r.status, 2,
        "{args:?}: stdout {} stderr {}",
        r.stdout, r.stderr
    );
    assert_eq!(r.stderr.lines().count(), 1, "one line: {}", r.stderr);
    assert!(r.stderr.len() < 400, "short: {}", r.stderr);
    for n in needles {
        assert!(r.stderr.contains(n), "{args:?}: {n:?} not in {}", r.stderr);
    }
    assert!(!r.stderr.contains("panicked"), "{}", r.stderr);
}

#[test]
fn bad_input_gets_one_clear_message_and_status_2() {
    let r = nonet(&["solve", "/no/such/file.txt"], b"");
    assert_eq!(r.status, 2);
    assert!(r.stderr.contains("/no/such/file.txt"), "{}", r.stderr);

    rejects(&["solve"], b"", &["input.txt", "no puzzle"]);
    rejects(&["solve"], b"\x00\x01\x02\xff\xfe binary", &["input.txt"]);
    rejects(
        &["solve", "--from", "line"],
        b"12345\xff6789\n",
        &["input.txt:1:"],
    );
    // Truncated mid-grid.
    let grid = read("noip2009_sample1.in");
    let cut: String = grid.lines().take(6).map(|l| format!("{l}\n")).collect();
    rejects(
        &["solve", "--from", "grid"],
        cut.as_bytes(),
        &["input.txt:"],
    );
    // Wrong count of numbers on a row.
    let short_row = grid.replacen("7 0 0 9 0 0 0 0 1", "7 0 0 9 0 0 0 0", 1);
    rejects(
        &["solve", "--from", "grid"],
        short_row.as_bytes(),
        &["input.txt:1:"],
    );
    // Value out of range.
    let big = grid.replacen("7 0 0 9", "7 0 0 19", 1);
    rejects(
        &["solve", "--from", "grid"],
        big.as_bytes(),
        &["input.txt:1:"],
    );
    // A bad character in a line puzzle: named by line and column.
    let bad_char = format!("{}\n{}?{}\n", POJ1, &POJ1[..10], &POJ1[11..]);
    rejects(
        &["solve", "--from", "line"],
        bad_char.as_bytes(),
        &["input.txt:2:11"],
    );
    // A 10 MB single line of digits and blanks that is not a puzzle list: past the
    // 1 MiB line limit, it is refused without being read whole.
    let huge = "12345678?".repeat(10 * 1024 * 1024 / 9);
    rejects(
        &["solve", "--from", "line"],
        huge.as_bytes(),
        &["input.txt:1:", "longer than 1048576 bytes"],
    );
}

#[test]
fn bad_walls_and_region_maps_are_named_by_place() {
    let hdu = read("hdu4069_sample.in");
    // T larger than the blocks present.
    let more = hdu.replacen('3', "5", 1);
    rejects(&["judge", "hdu4069"], more.as_bytes(), &["input.txt:"]);
    // An inconsistent wall: r1c1 is 144 (up+left); give it a right wall (176) that r1c2 lacks.
    let one_sided = hdu.replacen("144 18", "176 18", 1);
    rejects(
        &["judge", "hdu4069"],
        one_sided.as_bytes(),
        &["r1c1", "r1c2"],
    );
    // Values out of range.
    let over = hdu.replacen("144 18", "300 18", 1);
    rejects(&["judge", "hdu4069"], over.as_bytes(), &["input.txt:2:1"]);

    let classic_map: String = (0..81)
        .map(|c| (b'A' + ((c / 27) * 3 + (c % 9) / 3) as u8) as char)
        .collect();
    let givens = ".".repeat(81);
    let eight = classic_map.replace('I', "H");
    rejects(
        &["solve", "--from", "jigsaw"],
        format!("{givens} {eight}\n").as_bytes(),
        &["region"],
    );
    let mut ten: Vec<char> = classic_map.chars().collect();
    ten[0] = 'J';
    let ten: String = ten.into_iter().collect();
    rejects(
        &["solve", "--from", "jigsaw"],
        format!("{givens} {ten}\n").as_bytes(),
        &["region"],
    );
    let mut dis: Vec<char> = classic_map.chars().collect();
    dis.swap(0, 80);
    let dis: String = dis.into_iter().collect();
    rejects(
        &["solve", "--from", "jigsaw"],
        format!("{givens} {dis}\n").as_bytes(),
        &["not connected"],
    );
    rejects(
        &["solve", "--from", "jigsaw"],
        format!("{givens} {}\n", &classic_map[..40]).as_bytes(),
        &["input.txt:1:"],
    );
}

#[test]
fn clashing_givens_are_unsolvable_not_bad_input() {
    let clash = format!("5...5{}\n{POJ1}\n", ".".repeat(76));
    let r = nonet(&["solve"], clash.as_bytes());
    assert_eq!(r.status, 1);
    assert!(r.stderr.contains("r1c1, r1c5"), "{}", r.stderr);
    assert!(
        r.stdout.lines().nth(1) == Some(POJ1_SOLVED),
        "goes on with the others"
    );
}

/// Runs nonet with stderr, and stdout too when `stdout_full`, sent to `/dev/full`, where
/// every write fails.
#[cfg(target_os = "linux")]
fn nonet_into_full_device(args: &[&str], stdout_full: bool) -> i32 {
    let full = || {
        std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap()
    };
    Command::new(env!("CARGO_BIN_EXE_nonet"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::null())
        .stdout(if stdout_full {
            full().into()
        } else {
            Stdio::null()
        })
        .stderr(full())
        .status()
        .unwrap()
        .code()
        .expect("exited, not killed by a signal")
}

#[cfg(target_os = "linux")]
#[test]
fn output_that_cannot_be_written_is_an_error_not_a_panic() {
    let s = Scratch::new("full");
    let empty = s.file("empty.txt", format!("{}\n", ".".repeat(81)).as_bytes());
    let first = read("poj3074_sample.in")
        .lines()
        .next()
        .unwrap()
        .to_string();
    let one = s.file("one.txt", format!("{first}\n").as_bytes());
    // stdout fails: status 3 (the output could not be written), never 101 (a panic), nor
    // 2, which is bad input.
    assert_eq!(
        nonet_into_full_device(&["bench", "--min-secs", "0", &one], true),
        3
    );
    assert_eq!(nonet_into_full_device(&["solve", &one], true), 3);
    assert_eq!(nonet_into_full_device(&["completions", "bash"], true), 3);
    assert_eq!(nonet_into_full_device(&["man"], true), 3);
    // Only stderr fails (the per-puzzle note, the progress lines): the command ends as it
    // would have, with the empty grid's "several solutions" status 1.
    assert_eq!(nonet_into_full_device(&["solve", &empty], false), 1);
    assert_eq!(
        nonet_into_full_device(&["target", "--progress", &empty], false),
        0
    );
}

#[test]
fn bench_stops_quietly_when_its_reader_goes() {
    let s = Scratch::new("pipe");
    let one = s.file(
        "one.txt",
        format!("{}\n", read("poj3074_sample.in").lines().next().unwrap()).as_bytes(),
    );
    // The reader is gone before the first report.
    let (status, stderr) =
        nonet_into_closed_pipe(&["bench", "--min-secs", "0.05", &one, &one, &one]);
    assert_eq!(status, Some(0), "{stderr}");
    assert!(!stderr.contains("panicked"));
}

/// Runs nonet with its standard output a pipe whose reader has gone; returns the exit
/// status (`None`: killed by a signal) and stderr.
fn nonet_into_closed_pipe(args: &[&str]) -> (Option<i32>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_nonet"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_zero_limit_is_refused_and_a_huge_thread_count_is_cut_down() {
    for cmd in ["solve", "count"] {
        let r = nonet(&[cmd, "--limit", "0", &sample("poj3074_sample.in")], b"");
        assert_eq!(r.status, 2, "{cmd}");
        assert!(r.stderr.contains("must be at least 1"), "{}", r.stderr);
    }
    // One worker per puzzle at most: this used to start 100,000 threads and run for
    // minutes. Same output as one thread.
    let one = nonet(
        &["solve", "--threads", "1", &sample("poj3074_sample.in")],
        b"",
    );
    let many = nonet(
        &["solve", "--threads", "100000", &sample("poj3074_sample.in")],
        b"",
    );
    assert_eq!((many.status, &many.stdout), (one.status, &one.stdout));
    let rated = nonet(
        &["rate", "--threads", "100000", &sample("poj3074_sample.in")],
        b"",
    );
    assert_eq!(rated.status, 0, "{}", rated.stderr);
}

#[test]
fn messages_name_the_file_once_and_show_no_placeholder_bound() {
    let s = Scratch::new("msgs");
    // Project Euler: a grid with no solution is named by its header, after the file.
    let mut text = read("euler96_sudoku.txt");
    let second = text.find("Grid 02").unwrap();
    let row = second + text[second..].find('\n').unwrap() + 1;
    text.replace_range(row..row + 2, "11");
    let clash = s.file("clash.txt", text.as_bytes());
    let r = nonet(&["judge", "euler96", &clash], b"");
    assert_eq!(r.status, 1);
    assert_eq!(
        r.stderr.trim(),
        format!("nonet: {clash}: Grid 02 has no solution")
    );
    // Target progress: "bound=-" until there is a bound, never i64::MAX.
    let r = nonet(&["target", "--progress", &sample("poj3074_sample.in")], b"");
    assert!(r.stderr.contains("bound="), "{}", r.stderr);
    assert!(!r.stderr.contains(&i64::MAX.to_string()), "{}", r.stderr);
}

#[test]
fn standard_input_named_twice_is_refused_up_front() {
    let r = nonet(&["count", "-", "-"], ".".repeat(81).as_bytes());
    assert_eq!(r.status, 2);
    assert!(r.stderr.contains("read only once"), "{}", r.stderr);
    assert!(r.stdout.is_empty());
}

#[test]
fn a_mistyped_command_is_named_with_a_suggestion() {
    let r = nonet(&["slove", &sample("poj3074_sample.in")], b"");
    assert_eq!(r.status, 2);
    assert_eq!(
        r.stderr.trim(),
        "nonet: no command or file named \"slove\": did you mean `nonet solve`?"
    );
    let r = nonet(&["frobnicate", "x.txt"], b"");
    assert_eq!(r.status, 2);
    assert!(
        r.stderr.contains("the commands are solve, count"),
        "{}",
        r.stderr
    );
    // Real commands and help are untouched.
    assert_eq!(nonet(&["help"], b"").status, 0);
    assert_eq!(
        nonet(&["count", &sample("poj3074_sample.in")], b"").status,
        0
    );
}

#[test]
fn solving_several_files_writes_one_document_that_reads_back() {
    let dir = Scratch::new("several");
    let two: String = read("poj3074_sample.in")
        .lines()
        .filter(|l| *l != "end")
        .map(|l| format!("{l}\n"))
        .collect();
    let (a, b) = (
        dir.file("a.txt", two.as_bytes()),
        dir.file("b.txt", two.as_bytes()),
    );
    let solutions: Vec<String> = read("poj3074_sample.out")
        .lines()
        .map(String::from)
        .collect();
    for logic in [false, true] {
        for fmt in ["walls", "euler", "grid", "line"] {
            let mut args = vec!["solve", "--to", fmt, a.as_str(), b.as_str()];
            if logic {
                args.insert(1, "--logic");
            }
            let r = nonet(&args, b"");
            assert_eq!(r.status, 0, "{args:?}: {}", r.stderr);
            if fmt == "walls" {
                assert!(r.stdout.starts_with("4\n"), "one count for the 4 puzzles");
            }
            if fmt == "euler" {
                let headers: Vec<&str> =
                    r.stdout.lines().filter(|l| l.starts_with("Grid")).collect();
                assert_eq!(headers, ["Grid 01", "Grid 02", "Grid 03", "Grid 04"]);
            }
            // The output reads back as the four solutions.
            let back = nonet(&["convert", "--to", "line"], r.stdout.as_bytes());
            assert_eq!(back.status, 0, "{args:?} reads back: {}", back.stderr);
            let expected: Vec<&str> = solutions
                .iter()
                .chain(&solutions)
                .map(|s| s.as_str())
                .collect();
            assert_eq!(
                back.stdout.lines().collect::<Vec<_>>(),
                expected,
                "{args:?}"
            );
        }
    }
}

#[test]
fn judges_of_several_cases_answer_an_empty_test_with_nothing() {
    for (problem, input) in [
        ("hdu4069", "0\n"),
        ("hdu4069", "00\n"),
        ("poj3074", "end\n"),
        ("poj3074", "\r\nend\r\n"),
    ] {
        let r = nonet(&["judge", problem], input.as_bytes());
        assert_eq!(
            (r.status, r.stdout.as_str()),
            (0, ""),
            "{problem} {input:?}: {}",
            r.stderr
        );
    }
    // Data after T = 0 is not an empty test.
    let r = nonet(&["judge", "hdu4069"], b"0\n1 2 3\n");
    assert_eq!(r.status, 2);
    assert!(
        r.stderr.contains("unexpected data after the 0 blocks"),
        "{}",
        r.stderr
    );
    // No text at all is still a mistake, and so is an empty Euler file.
    for problem in ["hdu4069", "poj3074", "euler96"] {
        let r = nonet(&["judge", problem], b"  \n");
        assert_eq!(r.status, 2, "{problem}");
        assert!(r.stderr.contains("empty input"), "{}", r.stderr);
    }
}

#[test]
fn solve_stops_quietly_when_its_reader_goes() {
    // `nonet solve big.txt | head -1`: the rest cannot be written, which is no error.
    let s = Scratch::new("pipe-solve");
    let puzzles: String = read("poj3074_sample.in")
        .lines()
        .filter(|l| *l != "end")
        .map(|l| format!("{l}\n"))
        .collect();
    let text = puzzles.repeat(200);
    let many = s.file("many.txt", text.as_bytes());
    let (status, stderr) = nonet_into_closed_pipe(&["solve", "--threads", "1", &many]);
    assert_eq!(status, Some(0), "{stderr}");
    assert!(stderr.is_empty(), "{stderr}");
}

#[test]
fn help_of_a_command_works_as_the_help_option_does() {
    for cmd in ["solve", "count", "hint", "completions", "man"] {
        let by_word = nonet(&["help", cmd], b"");
        let by_option = nonet(&[cmd, "--help"], b"");
        assert_eq!(by_word.status, 0, "help {cmd}: {}", by_word.stderr);
        assert_eq!(by_word.stdout, by_option.stdout, "help {cmd}");
    }
    let r = nonet(&["hlep", "solve"], b"");
    assert_eq!(r.status, 2);
    assert!(
        r.stderr.contains("did you mean `nonet help`"),
        "{}",
        r.stderr
    );
}

#[test]
fn formats_are_listed_in_help_and_offered_by_completion() {
    let help = nonet(&["solve", "--help"], b"");
    // Each format with its line of description (the library's Format::ALL).
    for entry in [
        "- line:",
        "- csv:        CSV with a header naming the puzzle column",
        "- sdk:        SadMan Sudoku's .sdk [Puzzle] section",
        "- hodoku:",
        "- native:",
    ] {
        assert!(help.stdout.contains(entry), "{entry}\n{}", help.stdout);
    }
    // Every shell completes commands and options; those whose scripts complete values
    // (powershell and elvish do not) offer the formats, bash and zsh the judge problems.
    for (shell, words) in [
        ("bash", &["solve", "judge", "from", "walls", "hdu4069"][..]),
        ("zsh", &["solve", "judge", "from", "walls", "hdu4069"]),
        ("fish", &["solve", "judge", "from", "walls"]),
        ("powershell", &["solve", "judge", "from"]),
        ("elvish", &["solve", "judge", "from"]),
    ] {
        let r = nonet(&["completions", shell], b"");
        assert_eq!(r.status, 0, "{shell}: {}", r.stderr);
        for word in words {
            assert!(r.stdout.contains(word), "{shell}: no {word}");
        }
    }
    let r = nonet(&["completions", "tcsh"], b"");
    assert_eq!(r.status, 2);
    assert!(r.stderr.contains("possible values"), "{}", r.stderr);
    // Upper case is accepted, as it always was.
    let r = nonet(
        &["convert", "--to", "LINE", &sample("poj3074_sample.in")],
        b"",
    );
    assert_eq!(r.status, 0, "{}", r.stderr);
}

#[test]
fn man_writes_a_manual_page_naming_every_command() {
    let r = nonet(&["man"], b"");
    assert_eq!(r.status, 0, "{}", r.stderr);
    assert!(r.stdout.starts_with(".ie") || r.stdout.contains(".TH nonet 1"));
    for cmd in [
        "solve", "count", "target", "convert", "generate", "judge", "hint", "rate",
    ] {
        assert!(r.stdout.contains(cmd), "no {cmd} in the manual page");
    }
}
