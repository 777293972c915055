//! What a user reads about nonet, checked against nonet: the manual pages (`nonet man
//! --dir`: every page named exists, the sections are there, KEYS holds every default
//! binding), the completion scripts run in bash as bash runs them on a Tab, each
//! command's help against its exit statuses, the tables of the README and the other
//! documents, and the blanks the line format's error lists against the blanks it takes.

mod common;

use common::{nonet, Scratch};
use std::collections::BTreeSet;
use std::process::Command;

/// `nonet man --dir` into a scratch folder: (file name, text) of every page written.
fn man_pages(scratch: &Scratch) -> Vec<(String, String)> {
    let dir = scratch.0.join("man1");
    let run = nonet(&["man", "--dir", dir.to_str().unwrap()], "");
    assert_eq!(run.status, 0, "{}", run.stderr);
    let listed: Vec<&str> = run.stdout.lines().collect();
    let mut pages: Vec<(String, String)> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read_to_string(&p).unwrap())
        })
        .collect();
    pages.sort();
    assert_eq!(
        listed.len(),
        pages.len(),
        "each page written is listed once"
    );
    pages
}

/// The names `name(1)` a page refers to.
fn references(page: &str) -> BTreeSet<String> {
    let text = page.replace("\\-", "-");
    let mut names = BTreeSet::new();
    for (at, _) in text.match_indices("(1)") {
        let start = text[..at]
            .rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
            .map_or(0, |i| i + 1);
        if start < at {
            names.insert(text[start..at].to_string());
        }
    }
    names
}

#[test]
fn every_page_the_manual_names_exists_and_each_command_has_one() {
    let scratch = Scratch::new("man");
    let pages = man_pages(&scratch);
    let files: BTreeSet<String> = pages.iter().map(|(n, _)| n.clone()).collect();
    for command in [
        "solve",
        "count",
        "rate",
        "hint",
        "print",
        "man",
        "completions",
    ] {
        assert!(files.contains(&format!("nonet-{command}.1")), "{files:?}");
    }
    let top = &pages.iter().find(|(n, _)| n == "nonet.1").unwrap().1;
    let named = references(top);
    assert!(
        named.len() >= 10,
        "the top page names its commands: {named:?}"
    );
    for (name, page) in &pages {
        for reference in references(page) {
            assert!(
                files.contains(&format!("{reference}.1")),
                "{name} names {reference}(1), which was not written"
            );
        }
    }
    // `nonet man` alone writes the top page.
    assert_eq!(nonet(&["man"], "").stdout, *top);
}

#[test]
fn the_pages_have_their_sections() {
    let scratch = Scratch::new("man-sections");
    let pages = man_pages(&scratch);
    let page = |name: &str| &pages.iter().find(|(n, _)| n == name).unwrap().1;
    let top = page("nonet.1");
    for section in [
        "NAME",
        "SYNOPSIS",
        "OPTIONS",
        "EXIT STATUS",
        "ENVIRONMENT",
        "FILES",
        "KEYS",
        "SEE ALSO",
    ] {
        assert!(
            top.contains(&format!(".SH \"{section}\""))
                || top.contains(&format!(".SH {section}\n")),
            "nonet.1 lacks {section}"
        );
    }
    for variable in [
        "NONET_DATA_DIR",
        "NONET_CONFIG_DIR",
        "NONET_CLIPBOARD",
        "NO_COLOR",
    ] {
        assert!(top.contains(variable), "ENVIRONMENT lacks {variable}");
    }
    for file in [
        "config.toml",
        "themes/NAME.toml",
        "session.toml",
        "session.lock",
        "stats.toml",
        "puzzles/NAME.toml",
    ] {
        assert!(top.contains(file), "FILES lacks {file}");
    }
    let rate = page("nonet-rate.1");
    assert!(rate.contains("EXIT STATUS") && rate.contains("an empty grid has several"));
    assert!(
        rate.contains("nonet(1)"),
        "a command's page points back to the top page"
    );
}

/// The KEYS section as plain text, one entry a line: "KEYS, … action: about" with the
/// modes heading before them.
fn keys_section(top: &str) -> Vec<(String, String)> {
    let start = top.find(".SH KEYS").expect("a KEYS section");
    let end = top[start + 1..]
        .find("\n.SH ")
        .map_or(top.len(), |e| start + 1 + e);
    let mut entries = Vec::new();
    let mut modes = String::new();
    let mut lines = top[start..end].lines().peekable();
    while let Some(line) = lines.next() {
        if let Some(heading) = line.strip_prefix(".SS ") {
            modes = heading.trim_matches('"').to_string();
        } else if line == ".TP" {
            let keys = lines.next().unwrap_or_default();
            let what = lines.next().unwrap_or_default();
            entries.push((modes.clone(), format!("{keys} {what}").replace("\\-", "-")));
        }
    }
    entries
}

#[test]
fn keys_holds_every_default_binding_under_its_modes() {
    let top = nonet(&["man"], "").stdout;
    let entries = keys_section(&top);
    // The default keymap, read as the TOML it is: `[keys]`, `action.mode = keys`.
    let file = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/keymap.toml"))
        .unwrap();
    let table: toml::Table = toml::from_str(&file).unwrap();
    let mut bindings = 0;
    for (action, modes) in table["keys"].as_table().unwrap() {
        for (mode, keys) in modes.as_table().unwrap() {
            let keys: Vec<&str> = match keys {
                toml::Value::String(k) => vec![k.as_str()],
                other => other
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|k| k.as_str().unwrap())
                    .collect(),
            };
            bindings += 1;
            let found = entries.iter().any(|(modes, entry)| {
                modes.split(", ").any(|m| m == mode)
                    && entry.contains(&format!("fI{action}\\fR"))
                    && keys.iter().all(|k| entry.contains(k))
            });
            assert!(found, "no KEYS entry for {keys:?} → {action} in {mode}");
        }
    }
    assert!(bindings > 150, "the keymap's entries: {bindings}");
    assert!(entries.len() > 90, "KEYS entries: {}", entries.len());
    assert!(entries.iter().any(
        |(modes, e)| modes.contains("normal, pencil, regions, weights") && e.contains("fIundo\\fR")
    ));
}

/// Runs bash's completion for `words` (the last one being completed) with the script
/// `nonet completions bash` writes, as bash does on a Tab; returns COMPREPLY.
fn bash_complete(scratch: &Scratch, words: &[&str]) -> Vec<String> {
    let script = nonet(&["completions", "bash"], "").stdout;
    let script_path = scratch.file("nonet.bash", script.as_bytes());
    let quoted: Vec<String> = words.iter().map(|w| format!("'{w}'")).collect();
    let cword = words.len() - 1;
    let program = format!(
        "source '{script_path}'\n\
         COMP_WORDS=({})\nCOMP_CWORD={cword}\nCOMP_LINE='{}'\nCOMP_POINT=${{#COMP_LINE}}\n\
         _clap_complete_nonet nonet '{}' '{}'\n\
         printf '%s\\n' \"${{COMPREPLY[@]}}\"",
        quoted.join(" "),
        words.join(" "),
        words[cword],
        words[cword - 1],
    );
    let out = Command::new("bash")
        .arg("-c")
        .arg(program)
        .current_dir(&scratch.0)
        .env("NONET_CONFIG_DIR", scratch.0.join("config"))
        .env("NONET_DATA_DIR", scratch.0.join("data"))
        .output()
        .expect("bash runs");
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .collect()
}

#[test]
fn bash_completes_themes_levels_formats_and_files_from_nonet() {
    if !common::require("bash", "--version", "bash", "the completion tests") {
        return;
    }
    let scratch = Scratch::new("complete");
    std::fs::create_dir_all(scratch.0.join("config/themes")).unwrap();
    // A theme added after the script was written is offered: the folder is read on Tab.
    let script_first = nonet(&["completions", "bash"], "").stdout;
    assert!(script_first.contains("NONET_COMPLETE"));
    scratch.file("config/themes/midnight.toml", b"");
    scratch.file("config/themes/dark.toml", b"");
    // The built-ins (the repository's themes/*.toml, compiled in) first, then the user's;
    // a user file named like a built-in changes that theme and is not offered twice.
    let themes = bash_complete(&scratch, &["nonet", "--theme", ""]);
    let built_in: BTreeSet<String> =
        std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/themes"))
            .unwrap()
            .map(|e| {
                e.unwrap()
                    .path()
                    .file_stem()
                    .unwrap()
                    .to_string_lossy()
                    .into_owned()
            })
            .collect();
    assert_eq!(
        themes.last().map(String::as_str),
        Some("midnight"),
        "{themes:?}"
    );
    let offered: BTreeSet<String> = themes[..themes.len() - 1].iter().cloned().collect();
    assert_eq!(offered, built_in);
    assert_eq!(
        themes.len(),
        built_in.len() + 1,
        "offered once each: {themes:?}"
    );
    assert_eq!(
        bash_complete(&scratch, &["nonet", "--theme", "mid"]),
        ["midnight"]
    );

    let levels = ["easy", "medium", "hard", "expert", "extreme"];
    assert_eq!(bash_complete(&scratch, &["nonet", "--new", ""]), levels);
    assert_eq!(
        bash_complete(&scratch, &["nonet", "generate", "--level", ""]),
        levels
    );
    assert_eq!(
        bash_complete(&scratch, &["nonet", "generate", "--level", "ex"]),
        ["expert", "extreme"]
    );

    let formats = bash_complete(&scratch, &["nonet", "solve", "--from", ""]);
    for format in ["line", "grid", "candidates", "pm", "native"] {
        assert!(
            formats.iter().any(|f| f == format),
            "{format} not in {formats:?}"
        );
    }
    // File arguments complete file names; a theme or level is never a file name.
    scratch.file("puzzles.txt", b"");
    assert_eq!(
        bash_complete(&scratch, &["nonet", "solve", "puz"]),
        ["puzzles.txt"]
    );
    assert!(bash_complete(&scratch, &["nonet", "--theme", "puz"]).is_empty());
    assert!(bash_complete(&scratch, &["nonet", "so"])
        .iter()
        .any(|c| c == "solve"));
}

#[test]
fn every_shell_gets_a_script_and_nushell_lists_the_values() {
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let run = nonet(&["completions", shell], "");
        assert_eq!(run.status, 0, "{shell}: {}", run.stderr);
        assert!(
            run.stdout.contains("NONET_COMPLETE"),
            "{shell} calls nonet back"
        );
    }
    let nu = nonet(&["completions", "nushell"], "");
    assert_eq!(nu.status, 0, "{}", nu.stderr);
    assert!(
        nu.stdout.contains("export extern nonet"),
        "{}",
        &nu.stdout[..200.min(nu.stdout.len())]
    );
    for value in ["high-contrast", "solarized", "extreme", "candidates"] {
        assert!(nu.stdout.contains(value), "nushell's script lacks {value}");
    }
}

#[test]
fn each_command_help_gives_its_exit_statuses() {
    for (command, one) in [
        ("rate", Some("an empty grid has several")),
        ("solve", Some("with --logic, some puzzle is stuck")),
        ("count", Some("count is not 1")),
        ("hint", Some("no solution or several")),
        ("convert", None),
        ("techniques", None),
    ] {
        let help = nonet(&[command, "--help"], "").stdout;
        let statuses = help.split("Exit status:").nth(1).expect(&help);
        let line = |code: &str| {
            statuses
                .lines()
                .find(|l| l.starts_with(&format!("  {code} ")))
        };
        assert!(
            line("0").is_some_and(|l| l.contains("success")),
            "{command}: {help}"
        );
        assert!(line("2").is_some_and(|l| l.contains("bad input or usage")));
        assert!(line("3").is_some_and(|l| l.contains("the output could not be written")));
        assert!(line("101").is_some());
        match one {
            Some(text) => {
                let from_one = &statuses[statuses.find("\n  1 ").expect(&help)..];
                let one_entry = &from_one[..from_one[1..].find("\n  2 ").unwrap()];
                assert!(
                    one_entry.replace("\n      ", "").contains(text),
                    "{command}: {one_entry}"
                );
            }
            None => assert!(line("1").is_none(), "{command} never ends with 1: {help}"),
        }
    }
    // What the help says status 1 is, the binary does: an empty grid's rating ends with 1.
    let empty = format!("{}\n", ".".repeat(81));
    assert_eq!(nonet(&["rate"], &empty).status, 1);
    assert_eq!(nonet(&["count"], &empty).status, 1);
    assert_eq!(nonet(&["convert", "--to", "grid"], &empty).status, 0);
}

#[test]
fn the_top_help_names_the_environment() {
    let help = nonet(&["--help"], "").stdout;
    let environment = help.split("Environment").nth(1).expect(&help);
    for variable in [
        "NONET_DATA_DIR",
        "NONET_CONFIG_DIR",
        "NONET_CLIPBOARD",
        "NO_COLOR",
    ] {
        assert!(
            environment.contains(&format!("\n  {variable}\n       ")),
            "{variable}: {help}"
        );
    }
    let new = nonet(&["--help"], "").stdout;
    assert!(new.contains("[possible values: easy, medium, hard, expert, extreme]"));
}

/// The cells of a table row, split at pipes that are not escaped (`\|`), as GitHub's
/// Markdown splits them (a pipe in a code span splits a cell too).
fn cells(row: &str) -> usize {
    let inner = row.trim().trim_start_matches('|').trim_end_matches('|');
    inner.replace("\\|", "").split('|').count()
}

/// Where the tables of a Markdown text (`name` in the messages) would not render whole on
/// GitHub: a row with another number of cells than its header, a row without a header and
/// delimiter (cut off from its table by a paragraph: raw pipes), and a line of text right
/// after a table, which GFM takes as one more row (a table ends only at a blank line or
/// the start of another block: a fence, a heading, a quote).
fn table_problems(name: &str, text: &str) -> Vec<String> {
    let lines: Vec<&str> = text.lines().collect();
    let delimiter = |l: &str| {
        l.trim().starts_with("|-") || l.trim().starts_with("|:-") || l.trim().starts_with("| -")
    };
    let mut problems = Vec::new();
    let mut in_code = false;
    let mut columns: Option<usize> = None;
    for (i, line) in lines.iter().enumerate() {
        let at = format!("{name}:{}", i + 1);
        if line.starts_with("```") {
            // A fence is a block of its own: it ends a table above it.
            in_code = !in_code;
            columns = None;
        }
        if in_code {
            continue;
        }
        let is_row = line.trim_start().starts_with('|');
        match (is_row, columns) {
            (true, Some(n)) if cells(line) != n => problems.push(format!(
                "{at}: a row of {} cells in a table of {n}",
                cells(line)
            )),
            (true, Some(_)) => {}
            (true, None) => {
                let next = lines.get(i + 1).copied().unwrap_or_default();
                if !delimiter(next) {
                    problems.push(format!("{at}: a table row without a header: {line}"));
                } else if cells(line) != cells(next) {
                    problems.push(format!("{at}: header and delimiter differ"));
                }
                columns = Some(cells(line));
            }
            (false, Some(_)) => {
                let starts_block = ["#", ">"].iter().any(|b| line.starts_with(b));
                if !line.trim().is_empty() && !starts_block {
                    problems.push(format!(
                        "{at}: text straight after a table, which takes it as a row \
                         (a blank line must end the table): {line}"
                    ));
                }
                columns = None;
            }
            (false, None) => {}
        }
    }
    problems
}

#[test]
fn every_table_of_the_readme_and_the_other_documents_renders_whole() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    for entry in std::fs::read_dir(root).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "md") {
            let name = path.file_name().unwrap().to_string_lossy();
            let text = std::fs::read_to_string(&path).unwrap();
            let problems = table_problems(&name, &text);
            assert!(problems.is_empty(), "{}", problems.join("\n"));
        }
    }
}

#[test]
fn the_table_check_finds_each_way_a_table_breaks() {
    let table = "| a | b |\n|---|---|\n| 1 | 2 |\n";
    assert!(table_problems("t", &format!("{table}\ntext\n")).is_empty());
    let swallowed = table_problems("t", &format!("{table}text after it\n"));
    assert_eq!(swallowed.len(), 1, "{swallowed:?}");
    assert!(swallowed[0].starts_with("t:4: text straight after a table"));
    let fence = table_problems("t", &format!("{table}```sh\nls | wc\n```\n# h\n"));
    assert!(fence.is_empty(), "a fence ends a table: {fence:?}");
    let cut = table_problems("t", &format!("{table}\ntext\n| 3 | 4 |\n"));
    assert!(cut[0].contains("a table row without a header"), "{cut:?}");
    let short = table_problems("t", &format!("{table}| 3 |\n"));
    assert!(
        short[0].contains("a row of 1 cells in a table of 2"),
        "{short:?}"
    );
}

#[test]
fn the_blanks_the_line_format_lists_are_the_blanks_it_takes() {
    let bad = format!("{}!\n", ".".repeat(80));
    let run = nonet(&["solve", "--from", "line"], &bad);
    assert_eq!(run.status, 2);
    let listed = run.stderr.split("a blank: ").nth(1).expect(&run.stderr);
    let listed: BTreeSet<char> = listed
        .trim()
        .trim_end_matches(')')
        .split(' ')
        .filter_map(|w| w.chars().next())
        .collect();
    let mut taken = BTreeSet::new();
    for c in (' '..='~').filter(|c| !c.is_ascii_digit() || *c == '0') {
        let line = format!("{c}{}\n", ".".repeat(80));
        let run = nonet(&["count", "--from", "line", "--limit", "1"], &line);
        if run.status == 0 && run.stdout == "1\n" {
            taken.insert(c);
        }
    }
    assert!(listed.contains(&'X'), "{listed:?}");
    assert_eq!(
        listed, taken,
        "the error lists {listed:?}, the parser takes {taken:?}"
    );
}

/// Every file of a folder of tests, its subfolders included.
fn test_sources(dir: &std::path::Path, into: &mut Vec<(String, String)>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            test_sources(&path, into);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            into.push((path.display().to_string(), text));
        }
    }
}

#[test]
fn ci_installs_every_program_the_tests_start() {
    // In every Debian (essential packages: dash, bash, coreutils, bsdutils, tar), and
    // what ran before the tests: git made the checkout, rustc built them.
    const ESSENTIAL: [&str; 7] = ["sh", "bash", "mkfifo", "script", "tar", "git", "rustc"];
    // Programs whose package `.ci/run` installs under another program's name (`command
    // -v kill` finds the shell's builtin, so pgrep stands for procps).
    const BY_PACKAGE: [(&str, &str); 2] = [("kill", "procps"), ("pdftotext", "poppler-utils")];
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let ci = std::fs::read_to_string(root.join(".ci/run")).unwrap();
    let installs = ci
        .lines()
        .find_map(|l| l.trim().strip_prefix("for pair in "))
        .expect(".ci/run has its install loop")
        .trim_end_matches("; do");
    let pairs: Vec<(&str, &str)> = installs
        .split_whitespace()
        .map(|pair| pair.split_once(':').expect("program:package"))
        .collect();
    let mut sources = Vec::new();
    test_sources(&root.join("tests"), &mut sources);
    test_sources(&root.join("nonet-core/tests"), &mut sources);
    let mut started = BTreeSet::new();
    for (path, text) in &sources {
        for (at, _) in text.match_indices("Command::new(\"") {
            let rest = &text[at + "Command::new(\"".len()..];
            let program = &rest[..rest.find('"').unwrap()];
            started.insert((program.to_string(), path.clone()));
        }
    }
    assert!(started.iter().any(|(p, _)| p == "pgrep"), "{started:?}");
    for (program, path) in started {
        if ESSENTIAL.contains(&program.as_str()) {
            continue;
        }
        let package = BY_PACKAGE
            .iter()
            .find(|(p, _)| *p == program)
            .map(|(_, package)| *package);
        let installed = pairs
            .iter()
            .any(|(p, pkg)| *p == program || Some(*pkg) == package);
        assert!(
            installed,
            "{path} starts {program}, which .ci/run does not install ({installs})"
        );
    }
}

#[test]
fn the_theme_help_names_every_built_in_theme() {
    let help = nonet(&["--help"], "").stdout;
    let theme = help
        .split("--theme <NAME>")
        .nth(1)
        .expect("--help has --theme")
        .split("\n  -")
        .next()
        .unwrap();
    for entry in std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/themes")).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_stem().unwrap().to_string_lossy();
        assert!(
            theme.contains(&*name),
            "--theme's help leaves out {name}: {theme}"
        );
    }
}

#[test]
fn the_readme_names_the_environment_heading_the_help_prints() {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let help = nonet(&["--help"], "").stdout;
    let heading = help
        .lines()
        .find(|l| l.starts_with("Environment"))
        .expect("--help has an environment section")
        .trim_end_matches(':');
    assert!(
        readme.contains(&format!("`nonet --help` also lists, under \"{heading}\"")),
        "README's man row names another heading than --help's {heading:?}"
    );
    for line in readme.lines().filter(|l| l.contains("[env:")) {
        assert!(
            help.contains("[env:"),
            "README says --help shows [env: …]: {line}"
        );
    }
}

#[test]
fn bash_completes_only_and_without_to_the_techniques() {
    if !common::require("bash", "--version", "bash", "the completion tests") {
        return;
    }
    let scratch = Scratch::new("complete-techniques");
    // The ladder as `nonet techniques` lists it, each name as one word (case and spaces
    // aside, which a shell's word cannot hold).
    let listed = nonet(&["techniques"], "").stdout;
    let words: Vec<String> = listed
        .lines()
        .skip(1)
        .map(|l| {
            l.split("  ")
                .next()
                .unwrap()
                .to_lowercase()
                .replace(' ', "-")
        })
        .collect();
    assert!(words.len() > 70, "{listed}");
    for command in ["hint", "rate"] {
        for option in ["--only", "--without"] {
            let offered = bash_complete(&scratch, &["nonet", command, option, ""]);
            assert_eq!(offered, words, "nonet {command} {option} <Tab>");
        }
    }
    assert_eq!(
        bash_complete(&scratch, &["nonet", "hint", "--only", "x-"]),
        ["x-wing", "x-chain"]
    );
    assert_eq!(
        bash_complete(&scratch, &["nonet", "hint", "--without", "sw"]),
        ["swordfish"]
    );
    // Every word offered is taken: all of them at once make a ladder, not a usage error.
    let mut args = vec!["rate"];
    for word in &words {
        args.extend(["--only", word]);
    }
    let run = nonet(&args, common::read("poj3074_sample.in"));
    assert_ne!(run.status, 2, "{}", run.stderr);
    // nushell's static script holds them too.
    let nushell = nonet(&["completions", "nushell"], "").stdout;
    assert!(nushell.contains("\"two-string-kite\""), "{nushell}");
}

#[test]
fn groff_reads_every_manual_page_without_a_warning() {
    if !common::require(
        "groff",
        "--version",
        "groff",
        "the manual pages' roff check",
    ) {
        return;
    }
    let scratch = Scratch::new("man-groff");
    for (name, page) in man_pages(&scratch) {
        assert!(
            page.is_ascii(),
            "{name}: text outside ASCII reaches roff raw"
        );
        let out = Command::new("groff")
            .args(["-man", "-Tutf8", "-ww", "-z"])
            .arg(scratch.0.join("man1").join(&name))
            .output()
            .unwrap();
        let warnings = String::from_utf8_lossy(&out.stderr);
        assert!(
            out.status.success() && warnings.is_empty(),
            "{name}: {warnings}"
        );
    }
    // What roff escapes stand for comes out as written: the target's Σ weight×digit.
    let out = Command::new("groff")
        .args(["-man", "-Tutf8"])
        .arg(scratch.0.join("man1/nonet-target.1"))
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Σ weight×digit"), "{text}");
}

/// The section `heading` of a page as text: from `.SH heading` to the next `.SH`.
fn section<'a>(page: &'a str, heading: &str) -> &'a str {
    let start = page
        .find(&format!(".SH {heading}\n"))
        .or_else(|| page.find(&format!(".SH \"{heading}\"\n")))
        .unwrap_or_else(|| panic!("no {heading}"));
    let rest = &page[start + 4..];
    &rest[..rest.find("\n.SH ").unwrap_or(rest.len())]
}

#[test]
fn the_manual_names_every_variable_nonet_reads_and_its_synopsis_the_values() {
    let scratch = Scratch::new("man-environment");
    let pages = man_pages(&scratch);
    let page = |name: &str| pages.iter().find(|(n, _)| n == name).unwrap().1.clone();
    let top = page("nonet.1");
    let environment = section(&top, "ENVIRONMENT").replace("\\-", "-");
    // Every variable a source of src/ reads by name, less the tests' own hooks.
    let mut sources = Vec::new();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    test_sources(&root.join("src"), &mut sources);
    let mut read = BTreeSet::new();
    for (path, text) in sources.iter().filter(|(_, t)| t.contains("std::env::var")) {
        for (at, _) in text.match_indices('"') {
            let rest = &text[at + 1..];
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_uppercase() || *c == '_' || c.is_ascii_digit())
                .collect();
            let quoted = rest[name.len()..].starts_with('"');
            if quoted && name.len() >= 3 && !name.starts_with("NONET_TEST_") {
                read.insert((name, path.clone()));
            }
        }
    }
    assert!(read.len() >= 10, "{read:?}");
    for (name, path) in read.iter().map(|(n, p)| (n.as_str(), p)).chain([
        ("NONET_COMPLETE", &"clap_complete".to_string()),
        ("NO_COLOR", &String::new()),
    ]) {
        assert!(
            environment.contains(name),
            "{path} reads {name}: not in ENVIRONMENT"
        );
    }
    // SYNOPSIS names the values the options take, as --help does.
    let synopsis = section(&top, "SYNOPSIS").replace("\\-", "-");
    assert!(synopsis.contains("--theme\\fR \\fINAME"), "{synopsis}");
    let rate = section(&page("nonet-rate.1"), "SYNOPSIS").replace("\\-", "-");
    assert!(
        rate.contains("--from\\fR \\fIFMT") && rate.contains("[\\fIFILES\\fR]..."),
        "{rate}"
    );
    // --theme has its text, as in --help.
    let options = section(&top, "OPTIONS").replace("\\-", "-");
    assert!(options.contains("TUI colour theme: dark"), "{options}");
}

#[test]
fn keys_open_with_the_keys_of_play() {
    let scratch = Scratch::new("man-keys-order");
    let pages = man_pages(&scratch);
    let top = &pages.iter().find(|(n, _)| n == "nonet.1").unwrap().1;
    let keys = section(top, "KEYS");
    let modes: Vec<&str> = keys
        .lines()
        .filter_map(|l| l.strip_prefix(".SS "))
        .map(|l| l.trim_matches('"'))
        .collect();
    let first_prompt = modes.iter().position(|m| *m == "prompt").unwrap();
    let last_normal = modes.iter().rposition(|m| m.contains("normal")).unwrap();
    assert!(modes[0].contains("normal"), "{modes:?}");
    assert!(last_normal < first_prompt, "{modes:?}");
    assert!(
        modes.iter().position(|m| *m == "pencil") < Some(first_prompt),
        "{modes:?}"
    );
}

#[test]
fn every_argument_has_its_help_and_examples_are_counted_right() {
    let top = nonet(&["--help"], "").stdout;
    let commands: Vec<String> = top
        .split("Commands:\n")
        .nth(1)
        .unwrap()
        .lines()
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|c| *c != "help")
        .map(str::to_string)
        .collect();
    assert!(commands.len() >= 12, "{commands:?}");
    for command in &commands {
        let help = nonet(&[command, "--help"], "").stdout;
        // An argument listed without a text beside or under it ("  <FILES>...").
        let bare: Vec<&str> = help
            .lines()
            .filter(|l| l.starts_with("  ") && !l.starts_with("   "))
            .filter(|l| l.trim_start().starts_with(['<', '-']))
            .filter(|l| !l.trim_end().contains("  "))
            .collect();
        // clap puts a long argument's text on the lines under it, indented further.
        let lines: Vec<&str> = help.lines().collect();
        for line in bare {
            let at = lines.iter().position(|l| *l == line).unwrap();
            let next = lines.get(at + 1).copied().unwrap_or("");
            assert!(
                next.starts_with("      "),
                "nonet {command}: {line:?} has no help"
            );
        }
        // "Example:" over one example, "Examples:" over more.
        for (heading, rest) in [("Example:\n", false), ("Examples:\n", true)] {
            if let Some(after) = help.split(heading).nth(1) {
                let examples = after
                    .lines()
                    .take_while(|l| l.starts_with("  nonet "))
                    .count();
                assert_eq!(
                    examples > 1,
                    rest,
                    "nonet {command}: {heading:?} over {examples}"
                );
            }
        }
    }
}

#[test]
fn config_default_prints_a_commented_config_toml() {
    let run = nonet(&["config", "--default"], "");
    assert_eq!(run.status, 0, "{}", run.stderr);
    let config: toml::Table = toml::from_str(&run.stdout).expect("the output is TOML");
    assert_eq!(config["theme"].as_str(), Some("dark"));
    assert_eq!(config["status"].as_bool(), Some(true));
    assert!(
        config["keys"].as_table().unwrap().is_empty(),
        "the keys are commented out"
    );
    assert!(run.stdout.contains("\n# hint = \"h\"\n"), "{}", run.stdout);
    // It asks for nothing else yet: without --default it is a usage error.
    assert_eq!(nonet(&["config"], "").status, 2);
}
