//! No file, file name, setting or argument can drive the terminal (issue 27). Each vector
//! of the report (OSC 0 retitles the window, OSC 52 sets the clipboard), a C1 control
//! (U+009B, CSI in one character) and a right-to-left override go through every command
//! that reads text, in a Euler header, a native document's key, a puzzle line, a file's
//! name, a setting, a session and an argument clap rejects. Neither output may hold a
//! raw control character (line feeds and tabs aside) or a bidirectional override, and the
//! message must still say what is wrong and where, the quoted text shown as `\u{1b}`.

mod common;

use common::{nonet_in, Run, Scratch};
use std::path::Path;
use std::process::{Command, Stdio};

/// The vectors: the text a file or an argument holds, and how a message shows it.
const VECTORS: [(&str, &str); 4] = [
    ("\u{1b}]0;PWNED\u{7}", "\\u{1b}]0;PWNED\\u{7}"),
    (
        "\u{1b}]52;c;cm0gLXJmIH4K\u{7}",
        "\\u{1b}]52;c;cm0gLXJmIH4K\\u{7}",
    ),
    ("\u{9b}2J", "\\u{9b}2J"),
    ("\u{202e}txt.exe", "\\u{202e}txt.exe"),
];

/// Every command that reads a file of puzzles: its arguments before the file.
const COMMANDS: [&[&str]; 28] = [
    &["solve"],
    &["solve", "--logic"],
    &["count"],
    &["target", "--show"],
    &["convert", "--to", "line"],
    &["convert", "--to", "values"],
    &["convert", "--to", "csv"],
    &["convert", "--to", "grid"],
    &["convert", "--to", "framed"],
    &["convert", "--to", "ss"],
    &["convert", "--to", "sdk"],
    &["convert", "--to", "euler"],
    &["convert", "--to", "walls"],
    &["convert", "--to", "jigsaw"],
    &["convert", "--to", "candidates"],
    &["convert", "--to", "pm"],
    &["convert", "--to", "sdx"],
    &["convert", "--to", "hodoku"],
    &["convert", "--to", "native"],
    &["hint"],
    &["rate"],
    &["generate", "--layout"],
    &["judge", "noip2009"],
    &["judge", "hdu4069"],
    &["judge", "poj3074"],
    &["judge", "euler96"],
    &["bench", "--min-secs", "0"],
    // An SVG on stdout, titled with the puzzle's name.
    &["print", "--to", "svg"],
];

/// Whether `command` reads the file in a format of its own (a judge's problem, a region
/// map) other than the file's: it finds another error first, where it expects something
/// else. `judge` is the problem that reads the file's format, if any.
fn reads_another_format(command: &[&str], judge: Option<&str>) -> bool {
    match command {
        ["judge", problem] => Some(*problem) != judge,
        ["generate", "--layout"] => true,
        _ => false,
    }
}

/// The characters that must not reach a terminal raw, written out here apart from the
/// library's list, so that a gap in it shows.
fn raw_controls(text: &str) -> Vec<char> {
    text.chars()
        .filter(|&c| {
            (c.is_control() && c != '\n' && c != '\t')
                || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
                || matches!(c, '\u{200e}' | '\u{200f}' | '\u{61c}')
        })
        .collect()
}

/// Neither output of `run` holds a raw control character, and it did not panic.
fn assert_clean(run: &Run, what: &str) {
    assert_ne!(run.status, 101, "{what}: a panic: {}", run.stderr);
    for (name, text) in [("stdout", &run.stdout), ("stderr", &run.stderr)] {
        let raw = raw_controls(text);
        assert!(raw.is_empty(), "{what}: raw {raw:?} on {name}: {text:?}");
    }
}

/// The Euler header of the issue, with `vector` after `Grid 01`.
fn header(vector: &str) -> String {
    format!("Grid 01{vector}")
}

const ROWS: &str = "003020600\n900305001\n001806400\n008102900\n700000008\n006708200\n002609500\n800203009\n005010300\n";

/// `text` as a TOML basic string's content: every character outside printable ASCII as
/// `\uXXXX`.
fn toml_escaped(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            ' '..='~' if c != '"' && c != '\\' => c.to_string(),
            c => format!("\\u{:04X}", c as u32),
        })
        .collect()
}

/// Runs every command on the file `name` holding `text` (in a scratch folder, named
/// relative to it) and checks each run: clean output, exit status 2, and a message that
/// starts with the file's name and a place. The commands that read the file's format
/// (detected, or `judge`'s problem) must give `message` (the text after `name`) exactly.
fn every_command_refuses(name: &str, text: &str, judge: Option<&str>, message: &str) {
    let s = Scratch::new("escape");
    s.file(name, text.as_bytes());
    for command in COMMANDS {
        let mut args = command.to_vec();
        args.push(name);
        let run = nonet_in(&s.0, &args, b"");
        let what = format!("nonet {}", args.join(" "));
        assert_clean(&run, &what);
        assert_eq!(run.status, 2, "{what}: {}", run.stderr);
        let said = run
            .stderr
            .strip_prefix(&format!("nonet: {}", escaped_name(name)))
            .unwrap_or_else(|| panic!("{what}: the file is named first: {}", run.stderr));
        if reads_another_format(command, judge) {
            // A line and column, or a cell of a region map.
            let place = said.split(": ").nth(1).unwrap_or("");
            assert!(
                said.starts_with(':') && said[1..].split(':').take(2).all(is_number)
                    || place.starts_with('r') && place.contains('c'),
                "{what}: the place is given: {}",
                run.stderr
            );
        } else {
            assert_eq!(said, format!("{message}\n"), "{what}");
        }
    }
}

fn is_number(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())
}

/// A file name as messages show it.
fn escaped_name(name: &str) -> String {
    VECTORS
        .iter()
        .fold(name.to_string(), |n, (raw, shown)| n.replace(raw, shown))
}

#[test]
fn a_euler_header_is_escaped_in_every_message() {
    for (vector, shown) in VECTORS {
        // The file: the header, then three rows.
        let text = format!("{}\n{}", header(vector), &ROWS[..30]);
        let message = format!(
            ":4:10: file ends after 3 of 9 rows of {} (line 1)",
            header(shown)
        );
        every_command_refuses("e.txt", &text, Some("euler96"), &message);
    }
}

#[test]
fn a_native_documents_unknown_key_is_escaped_in_every_message() {
    for (vector, shown) in VECTORS {
        let text = format!(
            "format = \"nonet\"\nversion = 1\n\"{}\" = 1\n",
            toml_escaped(vector)
        );
        // Every problem is reported at once, on the one line: the givens are missing too.
        let message = format!(
            ":3:1: unknown key `{shown}` (a native document has: format, version, name, \
             regions, givens, entries, marks, weights, cursor, region_draft, elapsed, level, \
             hints, colours); f.toml:4:1: missing key `givens` (a native document needs format, version, \
             givens)"
        );
        every_command_refuses("f.toml", &text, None, &message);
    }
}

#[test]
fn a_control_character_in_a_puzzle_line_is_escaped_in_every_message() {
    for (vector, shown) in VECTORS {
        let first = shown.split_inclusive('}').next().unwrap();
        let text = format!("{}{vector}\n", &ROWS.replace('\n', "")[..40]);
        let message = format!(
            ":1:41: unexpected character '{first}' (expected 1-9 or a blank: . 0 _ x X * -)"
        );
        every_command_refuses("p.txt", &text, Some("poj3074"), &message);
    }
}

/// The formats that quote what they could not read: a CSV's header names, a HoDoKu
/// line's deleted candidate, an sdk row's character.
#[test]
fn the_text_other_formats_quote_is_escaped_in_every_message() {
    let row = ROWS.replace('\n', "");
    for (vector, shown) in VECTORS {
        let csv = format!("id,{vector}\n{row},{row}\n");
        let message = format!(
            ":1:1: the CSV header names no puzzle column (found: id, {}); name it one of \
             puzzle, puzzles, quiz, quizzes, sudoku, question, problem, givens",
            cut(vector)
        );
        every_command_refuses("k.csv", &csv, None, &message);
        let hodoku = format!(":0000:x:{row}:1{vector}::\n");
        let message = format!(
            ":1:91: \"{}\" is not a deleted candidate (digit, row and column, as 537 for 5 in \
             r3c7)",
            cut(&format!("1{vector}"))
        );
        every_command_refuses("h.txt", &hodoku, None, &message);
        let first = shown.split_inclusive('}').next().unwrap();
        let sdk = format!("[Puzzle]\n{}{vector}\n{}", &ROWS[..8], &ROWS[10..]);
        let message = format!(
            ":2:9: unexpected character '{first}' in a [Puzzle] row (expected 1-9, or '.' for a \
             blank)"
        );
        every_command_refuses("s.sdk", &sdk, None, &message);
    }
}

/// A word of input as messages quote it: its first 20 characters, escaped as
/// [`VECTORS`] shows them, and `…` when there were more.
fn cut(word: &str) -> String {
    let first: String = word.chars().take(20).collect();
    let more = if first.len() < word.len() { "…" } else { "" };
    let shown = VECTORS
        .iter()
        .flat_map(|(raw, _)| raw.chars())
        .filter(|c| c.is_control() || !c.is_ascii())
        .fold(first, |w, c| {
            w.replace(c, &format!("\\u{{{:x}}}", c as u32))
        });
    format!("{shown}{more}")
}

#[test]
fn a_file_name_is_escaped_in_every_message_and_output() {
    for (vector, shown) in VECTORS {
        let s = Scratch::new("escape-name");
        let missing = format!("m{vector}.txt");
        let there = format!("p{vector}.txt");
        s.file(&there, ROWS.replace('\n', "").as_bytes());
        for command in COMMANDS {
            let mut args = command.to_vec();
            args.push(&missing);
            let run = nonet_in(&s.0, &args, b"");
            let what = format!("nonet {}", args.join(" "));
            assert_clean(&run, &what);
            assert_eq!(
                run.stderr,
                format!("nonet: m{shown}.txt: no such file\n"),
                "{what}"
            );
            assert_eq!(run.status, 2, "{what}");
        }
        // Read, the name is in bench's report on stdout and in the notes about puzzles.
        let run = nonet_in(&s.0, &["bench", "--min-secs", "0", &there], b"");
        assert_clean(&run, "bench");
        assert!(
            run.stdout.contains(&format!(" file=p{shown}.txt ")),
            "{}",
            run.stdout
        );
        let several = format!("{}\n", &ROWS.replace('\n', "").replace('3', "0"));
        s.file(&there, several.as_bytes());
        let run = nonet_in(&s.0, &["solve", &there], b"");
        assert_clean(&run, "solve");
        assert!(
            run.stderr
                .starts_with(&format!("p{shown}.txt: puzzle 1: multiple solutions")),
            "{}",
            run.stderr
        );
        // A line feed in a name is escaped too: it cannot start a line that looks like
        // a message of its own.
        let fake = format!("p{vector}\nnonet: every puzzle solved");
        s.file(&fake, several.as_bytes());
        let run = nonet_in(&s.0, &["solve", &fake], b"");
        assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
        assert!(
            run.stderr.starts_with(&format!(
                "p{shown}\\u{{a}}nonet: every puzzle solved: puzzle 1: multiple solutions"
            )),
            "{}",
            run.stderr
        );
    }
}

#[test]
fn a_euler_header_written_back_is_escaped_and_reads_back() {
    let s = Scratch::new("escape-out");
    for (vector, shown) in VECTORS {
        s.file("e.txt", format!("{}\n{ROWS}", header(vector)).as_bytes());
        for command in COMMANDS {
            let mut args = command.to_vec();
            args.push("e.txt");
            let run = nonet_in(&s.0, &args, b"");
            let what = format!("nonet {}", args.join(" "));
            assert_clean(&run, &what);
            let writes_header = matches!(
                command,
                ["solve" | "target", ..] | ["convert", "--to", "euler"]
            );
            if writes_header {
                assert!(
                    run.stdout.contains(&format!("{}\n", header(shown))),
                    "{what}: {}",
                    run.stdout
                );
            }
        }
        // Written back, the header reads back as the text it shows; in a native document
        // the name is kept whole, as TOML escapes.
        let euler = nonet_in(&s.0, &["convert", "--to", "euler", "e.txt"], b"");
        s.file("back.txt", euler.stdout.as_bytes());
        let again = nonet_in(&s.0, &["convert", "--to", "euler", "back.txt"], b"");
        assert_eq!(again.stdout, euler.stdout);
        let native = nonet_in(&s.0, &["convert", "--to", "native", "e.txt"], b"");
        assert!(
            native
                .stdout
                .contains(&format!("name = \"Grid 01{}\"", toml_escaped(vector))),
            "{}",
            native.stdout
        );
        // A puzzle without a solution is named in judge's message.
        let clash = ROWS.replacen('0', "3", 1);
        s.file("c.txt", format!("{}\n{clash}", header(vector)).as_bytes());
        let run = nonet_in(&s.0, &["judge", "euler96", "c.txt"], b"");
        assert_clean(&run, "judge euler96");
        assert_eq!(run.status, 1);
        assert_eq!(
            run.stderr,
            format!("nonet: c.txt: {} has no solution\n", header(shown))
        );
        let run = nonet_in(&s.0, &["solve", "c.txt"], b"");
        assert_clean(&run, "solve");
        assert!(
            run.stdout.starts_with(&format!(
                "# no solution: givens clash: 3 appears 2 times in row 1 (r1c1, r1c3)\n{}\n",
                header(shown)
            )),
            "{}",
            run.stdout
        );
    }
}

#[test]
fn an_argument_clap_rejects_is_escaped_in_its_message() {
    let s = Scratch::new("escape-args");
    s.file("p.txt", ROWS.replace('\n', "").as_bytes());
    for (vector, shown) in VECTORS {
        let option = format!("--x{vector}");
        let cases: [(&[&str], String); 7] = [
            (
                &["solve", "--from", vector, "p.txt"],
                format!("invalid value '{shown}' for '--from <FMT>'"),
            ),
            (
                &["convert", "--to", vector, "p.txt"],
                format!("invalid value '{shown}' for '--to <FMT>'"),
            ),
            (
                &["generate", "--level", vector],
                format!("invalid value '{shown}' for '--level <LEVEL>'"),
            ),
            (
                &["count", "--limit", vector, "p.txt"],
                format!("invalid value '{shown}' for '--limit <LIMIT>'"),
            ),
            (
                &["judge", vector, "p.txt"],
                format!("invalid value '{shown}' for '<PROBLEM>'"),
            ),
            (
                &["completions", vector],
                format!("invalid value '{shown}' for '<SHELL>'"),
            ),
            (
                &["solve", &option, "p.txt"],
                format!("unexpected argument '--x{shown}' found"),
            ),
        ];
        for (args, message) in cases {
            let run = nonet_in(&s.0, args, b"");
            let what = format!("nonet {args:?}");
            assert_clean(&run, &what);
            assert_eq!(run.status, 2, "{what}");
            assert!(
                run.stderr.starts_with(&format!("error: {message}")),
                "{what}: {}",
                run.stderr
            );
        }
        // A word that is close to a command is nonet's own message.
        let word = format!("slove{vector}");
        let run = nonet_in(&s.0, &[&word, "p.txt"], b"");
        assert_clean(&run, "a mistyped command");
        assert!(
            run.stderr.contains(&format!(
                "no command or file named \"slove{shown}\"; the commands are"
            )),
            "{}",
            run.stderr
        );
    }
}

/// Without a terminal the TUI does not start; what it noticed on the way (a config, a
/// theme, a session it cannot read) goes to stderr, each with its file and place.
#[test]
fn the_tuis_start_notes_are_escaped() {
    for (vector, shown) in VECTORS {
        let s = Scratch::new("escape-tui");
        // The data folder's own name holds the vector too: the notes quote the path.
        let data = s.0.join(format!("data{vector}"));
        let config = s.0.join("config");
        std::fs::create_dir_all(config.join("themes")).unwrap();
        std::fs::create_dir_all(&data).unwrap();
        let key = format!("\"{}\" = 1\n", toml_escaped(vector));
        std::fs::write(config.join("config.toml"), &key).unwrap();
        std::fs::write(config.join("themes/x.toml"), &key).unwrap();
        std::fs::write(
            data.join("session.toml"),
            format!("format = \"nonet\"\nversion = 1\n{key}"),
        )
        .unwrap();
        let run = tui_start(&data, &config, &["--theme", "x"]);
        assert_clean(&run, "the TUI's start");
        assert_eq!(run.status, 2, "{}", run.stderr);
        let config_note = format!("config.toml:1:1: unknown field `{shown}`, expected one of");
        let theme_note = format!("x.toml:1:1: unknown field `{shown}`, expected one of");
        let session_note = format!(
            "session not restored: {}/session.toml:3:1: unknown key `{shown}`",
            escaped_name(&data.display().to_string())
        );
        for note in [config_note, theme_note, session_note] {
            assert!(run.stderr.contains(&note), "{note}\n{}", run.stderr);
        }
        // A theme, and a file to open, that are not there.
        let missing = format!("m{vector}.txt");
        let run = tui_start(&data, &config, &["--theme", vector, &missing]);
        assert_clean(&run, "the TUI's start with a missing file");
        assert!(
            run.stderr.contains(&format!("m{shown}.txt: no such file")),
            "{}",
            run.stderr
        );
    }
}

/// `nonet ARGS` with its folders at `data` and `config` and no terminal.
fn tui_start(data: &Path, config: &Path, args: &[&str]) -> Run {
    let out = Command::new(env!("CARGO_BIN_EXE_nonet"))
        .args(args)
        .env("NONET_DATA_DIR", data)
        .env("NONET_CONFIG_DIR", config)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    Run {
        status: out.status.code().expect("exited"),
        stdout: String::from_utf8(out.stdout).unwrap(),
        stderr: String::from_utf8(out.stderr).unwrap(),
    }
}

/// In a terminal, where only a terminal shows it: nothing the commands print retitles the
/// pane or sets tmux's clipboard (`set-clipboard on` takes OSC 52 into a paste buffer),
/// neither a Euler header, a native document's key, clap's echo of a value (coloured on a
/// terminal), nor the TUI's start notes on stderr.
#[test]
fn in_a_terminal_no_message_retitles_the_pane_or_sets_the_clipboard() {
    let Some(tmux) = common::tmux::Tmux::new("escape") else {
        return;
    };
    let dir = tmux.dir();
    let title = VECTORS[0].0;
    let clipboard = VECTORS[1].0;
    std::fs::write(
        dir.join("e.txt"),
        format!("{}\n{}", header(title), &ROWS[..30]),
    )
    .unwrap();
    std::fs::write(
        dir.join("f.toml"),
        format!(
            "format = \"nonet\"\nversion = 1\n\"{}\" = 1\n",
            toml_escaped(clipboard)
        ),
    )
    .unwrap();
    let config = tmux.config();
    std::fs::create_dir_all(&config).unwrap();
    std::fs::write(
        config.join("config.toml"),
        format!("\"{}\" = 1\n", toml_escaped(title)),
    )
    .unwrap();
    // The script waits for `go`, so that the clipboard is set up before anything runs.
    let script = format!(
        "while [ ! -e go ]; do sleep 0.1; done\n\
         {nonet} solve e.txt\n\
         {nonet} solve f.toml\n\
         {nonet} solve --from 'x{title}' e.txt\n\
         {nonet} count --limit 'x{clipboard}' e.txt\n\
         {nonet} >/dev/null\n\
         echo DONE\n\
         sleep 60\n",
        nonet = tmux.nonet("", ""),
    );
    std::fs::write(dir.join("run.sh"), script).unwrap();
    tmux.start(120, 40, &format!("cd '{}' && sh run.sh", dir.display()));
    let before = tmux.format("#{pane_title}");
    let set = tmux.cmd(&["set-option", "-s", "set-clipboard", "on"]);
    assert!(set.status.success());
    std::fs::write(dir.join("go"), "").unwrap();
    let screen = tmux.wait_for("DONE");
    let after = tmux.format("#{pane_title}");
    assert_eq!(after, before, "the pane's title is unchanged");
    let buffers = tmux.cmd(&["list-buffers"]);
    let buffers = String::from_utf8_lossy(&buffers.stdout);
    assert!(buffers.trim().is_empty(), "no clipboard was set: {buffers}");
    assert!(
        screen.contains("\\u{1b}]0;PWNED\\u{7}"),
        "the header is shown escaped:\n{screen}"
    );
    assert!(
        screen.contains("cm0gLXJmIH4K"),
        "the key is shown escaped:\n{screen}"
    );
}
