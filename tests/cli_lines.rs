//! Every command line the README and the manual pages give, run as a user would run it:
//! read from README.md (each `nonet …` line of a shell block and each `nonet …` code
//! span) and from the EXAMPLES of every page `nonet man --dir` writes, never retyped
//! here, then run by `sh` in a folder holding the files the line names, made from
//! `assets/samples/` or by nonet (jigsaws by `generate --jigsaw`, a position from a
//! puzzle). A documented form that clap refuses, a panic, or a shell or manual line that
//! ends other than 0 fails the test, naming the line and where it was read.
//!
//! Lines that open the TUI (`nonet`, `nonet FILE`, `nonet --new LEVEL`) are skipped: the
//! TUI needs a terminal, and the tmux tests (`tests/tui_*.rs`) run it there.

mod common;

use common::{puzzle_lines, require, sample, Scratch};
use std::process::{Command, Stdio};

/// A command line and where it was read.
#[derive(Debug)]
struct Line {
    text: String,
    source: String,
    /// A full recipe (a shell block's line, a page's example), which must succeed; a
    /// code span in running text may be a form (`nonet solve /dev/zero` fails, as the
    /// README says), so it must only be accepted as a command line and not panic.
    recipe: bool,
    /// The comment after a shell block's line, which may name a file the line writes.
    comment: String,
}

/// What stands in a form for a value, and what a run puts there: `FILE` after
/// `--weights` is a weights table, any other a puzzle file; `…` is more arguments.
fn fill_in(text: &str) -> String {
    let mut words = Vec::new();
    for word in text.split_whitespace() {
        let previous = words.last().map(String::as_str).unwrap_or("");
        words.push(
            match word.trim_end_matches('…') {
                "" => "puzzles.txt",
                "FILE" if previous == "--weights" => "weights.txt",
                "FILE" => "puzzle.txt",
                "COMMAND" => "solve",
                "LEVEL" => "medium",
                "PATH" => "step.svg",
                "DIR" => "pages",
                _ => word,
            }
            .to_string(),
        );
    }
    words.join(" ")
}

/// The README's command lines: each line of a shell block that starts with `nonet `,
/// and each code span of the text that is `nonet` or starts with `nonet `.
fn readme_lines() -> Vec<Line> {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let mut lines = Vec::new();
    let mut text = String::new();
    let mut fence: Option<String> = None;
    for (number, line) in readme.lines().enumerate() {
        if let Some(rest) = line.trim_start().strip_prefix("```") {
            fence = match fence {
                None => Some(rest.trim().to_string()),
                Some(_) => None,
            };
            text.push('\n');
            continue;
        }
        match &fence {
            Some(lang) if lang == "sh" || lang.is_empty() => {
                if let Some(command) = line.strip_prefix("nonet ") {
                    let (command, comment) = match command.find(" # ") {
                        Some(at) => (&command[..at], command[at + 3..].trim()),
                        None => (command, ""),
                    };
                    lines.push(Line {
                        text: format!("nonet {}", command.trim()),
                        source: format!("README.md:{}", number + 1),
                        recipe: true,
                        comment: comment.to_string(),
                    });
                }
                text.push('\n');
            }
            Some(_) => text.push('\n'),
            None => {
                text.push_str(line);
                text.push('\n');
            }
        }
    }
    // Code spans, which may run over a line end (`nonet --quiet\nrate …`).
    let mut rest = text.as_str();
    while let Some(open) = rest.find('`') {
        let after = &rest[open + 1..];
        let Some(close) = after.find('`') else { break };
        let span = &after[..close];
        if span == "nonet" || span.starts_with("nonet ") || span.starts_with("nonet\n") {
            let at = text.len() - rest.len() + open;
            lines.push(Line {
                text: span.split_whitespace().collect::<Vec<_>>().join(" "),
                source: format!("README.md:{}", text[..at].lines().count()),
                recipe: false,
                comment: String::new(),
            });
        }
        rest = &after[close + 1..];
    }
    lines
}

/// The EXAMPLES of every manual page, as `man` shows them (groff's plain text).
fn manual_lines(scratch: &Scratch) -> Vec<Line> {
    let dir = scratch.0.join("man1");
    let run = common::nonet(&["man", "--dir", dir.to_str().unwrap()], "");
    assert_eq!(run.status, 0, "{}", run.stderr);
    let mut pages: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    pages.sort();
    let mut lines = Vec::new();
    for page in pages {
        let out = Command::new("groff")
            .args(["-man", "-Tascii", "-P-cbou"])
            .arg(&page)
            .output()
            .expect("groff runs");
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        let name = page.file_name().unwrap().to_string_lossy().into_owned();
        let mut in_examples = false;
        for line in text.lines() {
            if !line.starts_with(' ') && !line.is_empty() {
                in_examples = line == "EXAMPLES";
                continue;
            }
            let line = line.trim();
            if in_examples && line.starts_with("nonet ") {
                lines.push(Line {
                    text: line.to_string(),
                    source: format!("{name} EXAMPLES"),
                    recipe: true,
                    comment: String::new(),
                });
            }
        }
    }
    lines
}

/// The commands, from `nonet --help`.
fn command_names() -> Vec<String> {
    let help = common::nonet(&["--help"], "").stdout;
    let commands = help
        .split("Commands:\n")
        .nth(1)
        .expect("--help lists the commands");
    commands
        .lines()
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next())
        .map(str::to_string)
        .collect()
}

/// Whether a line opens the TUI: after the top level's options, no command and no
/// `--help` or `--version`.
fn opens_the_tui(text: &str, commands: &[String]) -> bool {
    let words: Vec<&str> = text.split_whitespace().skip(1).collect();
    let mut i = 0;
    while i < words.len() {
        match words[i] {
            "--theme" | "--new" => i += 2,
            "--quiet" => i += 1,
            "-h" | "--help" | "-V" | "--version" => return false,
            word => return !commands.iter().any(|c| c == word),
        }
    }
    true
}

/// The weights of NOIP 2009: 6 on the border up to 10 at the centre.
fn ring_weights() -> String {
    let mut text = String::new();
    for r in 0..9usize {
        let row: Vec<String> = (0..9usize)
            .map(|c| (6 + r.min(c).min(8 - r).min(8 - c)).to_string())
            .collect();
        text.push_str(&row.join(" "));
        text.push('\n');
    }
    text
}

/// What a file a line names holds, by its name: the judges' samples for their names,
/// jigsaws made by `nonet generate --jigsaw`, a weights table, a position or a native document made by
/// nonet from a puzzle, one puzzle for `puzzle`, else twelve puzzles a line each.
fn contents(name: &str) -> Vec<u8> {
    let one = puzzle_lines(1);
    let convert = |to: &str| {
        let run = common::nonet(&["convert", "--to", to], &one);
        assert_eq!(run.status, 0, "{}", run.stderr);
        run.stdout.into_bytes()
    };
    let file = name.rsplit('/').next().unwrap_or(name);
    let read = |s: &str| std::fs::read(sample(s)).unwrap();
    if file.contains("p096") || file.contains("euler") {
        read("euler96_sudoku.txt")
    } else if file.starts_with("cases") || file.contains("hdu") {
        read("hdu4069_sample.in")
    } else if file.contains("jigsaw") {
        // The HDU sample's jigsaws include ones without a solution, on purpose.
        let run = common::nonet(&["generate", "--jigsaw", "--count", "3", "--seed", "7"], "");
        assert_eq!(run.status, 0, "{}", run.stderr);
        run.stdout.into_bytes()
    } else if file.ends_with(".in") || file.starts_with("grid") {
        read("noip2009_sample1.in")
    } else if file.contains("weights") {
        ring_weights().into_bytes()
    } else if file.ends_with(".pm") {
        convert("pm")
    } else if file.ends_with(".toml") {
        convert("native")
    } else if file.starts_with("puzzle.") {
        one.into_bytes()
    } else {
        puzzle_lines(12).into_bytes()
    }
}

/// A file a line reads: a word that names a text file (`puzzles.txt`, `pos.pm`,
/// `~/.local/share/nonet/puzzles/p.toml`), not an option, not a device.
fn input_files(text: &str) -> Vec<String> {
    text.split_whitespace()
        .filter(|w| !w.starts_with('-') && !w.starts_with("/dev/"))
        .filter(|w| {
            [".txt", ".pm", ".in", ".csv", ".toml"]
                .iter()
                .any(|e| w.ends_with(e))
        })
        .map(str::to_string)
        .collect()
}

/// Caps `--count N` at 20: a generator's count changes the time, not the form, and a
/// test binary takes minutes for the README's 2,500 jigsaws on a shared 2-core machine.
fn capped(text: &str) -> String {
    let words: Vec<&str> = text.split(' ').collect();
    let mut out = Vec::new();
    for (i, word) in words.iter().enumerate() {
        let after_count = i > 0 && words[i - 1] == "--count";
        match word.parse::<usize>() {
            Ok(n) if after_count && n > 20 => out.push("20".to_string()),
            _ => out.push(word.to_string()),
        }
    }
    out.join(" ")
}

/// Runs one line in a folder of its own, `HOME` beside it, with the files it names.
/// Returns the exit status, stderr, and the folder (for the files it wrote).
fn run_line(scratch: &Scratch, index: usize, text: &str) -> (i32, String, std::path::PathBuf) {
    let root = scratch.0.join(format!("line-{index}"));
    let home = root.join("home");
    let work = root.join("work");
    let bin = root.join("bin");
    for dir in [&home, &work, &bin, &home.join(".local/bin")] {
        std::fs::create_dir_all(dir).unwrap();
    }
    std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_nonet"), bin.join("nonet")).unwrap();
    for name in input_files(text) {
        let path = match name.strip_prefix("~/") {
            Some(under_home) => home.join(under_home),
            None => work.join(&name),
        };
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, contents(&name)).unwrap();
    }
    // The folder a line writes into (`> ~/.config/fish/completions/nonet.fish`) is there
    // where the shell that reads it is installed.
    let words: Vec<&str> = text.split_whitespace().collect();
    for pair in words.windows(2).filter(|p| p[0] == ">") {
        let target = match pair[1].strip_prefix("~/") {
            Some(under_home) => home.join(under_home),
            None => work.join(pair[1]),
        };
        std::fs::create_dir_all(target.parent().unwrap()).unwrap();
    }
    // PATH as the README's install leaves it: nonet on it, and ~/.local/bin, beside which
    // man-db looks for ~/.local/share/man.
    let path = format!(
        "{}:{}:{}",
        bin.display(),
        home.join(".local/bin").display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let mut child = Command::new("sh")
        .args([
            "-c",
            &format!("timeout 300 sh -c '{}'", text.replace('\'', "'\\''")),
        ])
        .current_dir(&work)
        .env("HOME", &home)
        .env("PATH", path)
        .env_remove("MANPATH")
        .env_remove("NONET_DATA_DIR")
        .env_remove("NONET_CONFIG_DIR")
        .env("MANPAGER", "cat")
        .env("PAGER", "cat")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // A line that reads standard input gets one puzzle.
    if let Some(mut stdin) = child.stdin.take() {
        use std::io::Write;
        let _ = stdin.write_all(puzzle_lines(1).as_bytes());
    }
    let out = child.wait_with_output().unwrap();
    let status = out.status.code().unwrap_or(-1);
    (
        status,
        String::from_utf8_lossy(&out.stderr).into_owned(),
        work,
    )
}

#[test]
fn every_command_line_of_the_readme_and_the_manual_runs() {
    if !require(
        "groff",
        "--version",
        "groff",
        "reading the manual's examples",
    ) {
        return;
    }
    let scratch = Scratch::new("lines");
    let commands = command_names();
    let mut lines = readme_lines();
    let from_readme = lines.len();
    lines.extend(manual_lines(&scratch));
    assert!(
        from_readme >= 20 && lines.len() > from_readme + 20,
        "the README and the pages give lines: {lines:#?}"
    );
    // The forms the README promises for the global options are among them.
    for form in ["nonet --quiet rate …", "nonet rate --quiet …"] {
        assert!(lines.iter().any(|l| l.text == form), "{form}");
    }
    let mut failures = Vec::new();
    let mut skipped = Vec::new();
    for (index, line) in lines.iter().enumerate() {
        if opens_the_tui(&line.text, &commands) {
            skipped.push(line.text.clone());
            continue;
        }
        let text = capped(&fill_in(&line.text));
        let (status, stderr, work) = run_line(&scratch, index, &text);
        let refused = stderr.lines().any(|l| l.starts_with("error:"))
            || stderr.contains("no command or file named")
            || stderr.contains("cannot go with a command");
        let problem = if refused {
            Some("refused as a command line".to_string())
        } else if status == 101 || !(0..=3).contains(&status) || (line.recipe && status != 0) {
            Some(format!("ended with status {status}"))
        } else {
            // A file the comment says the line writes (`# pictures/puzzle-01.svg, …`).
            line.comment
                .split([' ', ','])
                .filter(|w| w.contains('/') && w.contains('.') && !w.contains('('))
                .find(|w| !work.join(w).exists())
                .map(|w| format!("wrote no {w}"))
        };
        if let Some(problem) = problem {
            failures.push(format!("{}: `{text}`: {problem}\n{stderr}", line.source));
        }
    }
    assert!(
        skipped.iter().all(|t| !t.contains("rate")),
        "a command was taken for the TUI: {skipped:?}"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_lines_that_open_the_tui_are_told_from_commands() {
    let commands: Vec<String> = ["rate", "solve", "help"].map(String::from).to_vec();
    assert!(opens_the_tui("nonet", &commands));
    assert!(opens_the_tui("nonet FILE", &commands));
    assert!(opens_the_tui("nonet --new medium", &commands));
    assert!(!opens_the_tui("nonet --quiet rate puzzles.txt", &commands));
    assert!(!opens_the_tui("nonet --theme dark rate p.txt", &commands));
    assert!(!opens_the_tui("nonet --help", &commands));
    assert_eq!(
        fill_in("nonet target --weights FILE"),
        "nonet target --weights weights.txt"
    );
    assert_eq!(fill_in("nonet bench FILE…"), "nonet bench puzzle.txt");
    assert_eq!(
        fill_in("nonet --quiet rate …"),
        "nonet --quiet rate puzzles.txt"
    );
    assert_eq!(
        capped("nonet generate --count 2500 --to walls"),
        "nonet generate --count 20 --to walls"
    );
}

#[test]
fn global_options_go_before_or_after_the_command() {
    let scratch = Scratch::new("global");
    let file = scratch.file("p.txt", puzzle_lines(3).as_bytes());
    let plain = common::nonet(&["rate", &file], "");
    assert_eq!(plain.status, 0, "{}", plain.stderr);
    for args in [
        vec!["--quiet", "rate", &file],
        vec!["rate", "--quiet", &file],
        vec!["rate", &file, "--quiet"],
        vec!["--theme", "dark", "rate", &file],
        vec!["--theme", "dark", "--quiet", "rate", &file],
    ] {
        let run = common::nonet(&args, "");
        assert_eq!(
            (run.status, &run.stdout),
            (0, &plain.stdout),
            "{args:?}: {}",
            run.stderr
        );
    }
    // --quiet goes after the commands that draw progress, and only those.
    let run = common::nonet(&["techniques", "--quiet"], "");
    assert_eq!(run.status, 2, "{}", run.stderr);
    assert_eq!(common::nonet(&["--quiet", "techniques"], "").status, 0);
    for command in ["solve", "count", "rate", "hint", "generate"] {
        let help = common::nonet(&[command, "--help"], "").stdout;
        assert!(help.contains("--quiet"), "{command} --help");
    }
    for command in [
        "techniques",
        "completions",
        "man",
        "judge",
        "bench",
        "convert",
        "target",
        "print",
    ] {
        let help = common::nonet(&[command, "--help"], "").stdout;
        assert!(!help.contains("--quiet"), "{command} --help offers --quiet");
    }
    // The TUI's own options with a command: refused, saying why.
    let run = common::nonet(&[&file, "rate"], "");
    assert_eq!(run.status, 2);
    assert!(run.stderr.contains("nonet rate"), "{}", run.stderr);
    let run = common::nonet(&["--new", "easy", "rate", &file], "");
    assert_eq!(run.status, 2);
    assert!(run.stderr.contains("--new"), "{}", run.stderr);
}
