//! What the help and the manual pages say beyond the options, each written once as a
//! table: the exit statuses (the same for every command but status 1, which each command
//! gives its own meaning), the environment variables nonet reads, and the files it keeps.
//! [`command`] is the command-line definition of `args` with these added to the help
//! texts; `main`, the completion scripts and the manual pages all start from it, so a
//! command's `--help` and its manual page cannot tell different stories.

use super::args::Cli;
use clap::CommandFactory;
use std::path::PathBuf;

/// The exit statuses every command shares. Status 1 is each command's own
/// ([`status_one`]).
pub const SHARED_STATUSES: [(u8, &str); 4] = [
    (0, "success"),
    (
        2,
        "bad input or usage: the message names the file, line and column, and what is wrong",
    ),
    (
        3,
        "the output could not be written (a full disk, a device error)",
    ),
    (101, "an internal error (a panic): a bug to report"),
];

/// What exit status 1 means for `command` (`None`: the top level), or `None` when the
/// command never ends with it.
pub fn status_one(command: Option<&str>) -> Option<&'static str> {
    let Some(command) = command else {
        return Some(
            "a command's puzzle has no solution or several (each command's help says \
             which); the TUI never ends with 1",
        );
    };
    Some(match command {
        "solve" => {
            "some puzzle has no solution or several (marked in the output and named on \
             stderr); with --logic, some puzzle is stuck or has no unique solution"
        }
        "count" => "some puzzle's count is not 1 (none, or several; the counts are still written)",
        "target" => "some puzzle has no solution (written -1)",
        "hint" => {
            "some puzzle has no solution or several (an empty grid has several), or its \
             entries or marks contradict it"
        }
        "rate" => {
            "some puzzle has no solution or several (an empty grid has several; written \
             `- - - # …`)"
        }
        "print" => "some puzzle has no solution or several; nothing is written",
        "judge" => "euler96: a grid has no solution",
        _ => return None,
    })
}

/// The exit statuses of `command` (`None`: the top level), in order.
pub fn statuses(command: Option<&str>) -> Vec<(u8, String)> {
    let mut all: Vec<(u8, String)> = SHARED_STATUSES
        .iter()
        .map(|&(code, text)| (code, text.to_string()))
        .collect();
    if command.is_none() {
        all[0].1 = "success; the TUI quit with the session saved".to_string();
        all[1].1 = "bad input or usage; the TUI could not start (no terminal, a file to open \
                    that cannot be read, a session that cannot be moved aside)"
            .to_string();
        all[2].1 = "output could not be written; the TUI's save on quitting failed".to_string();
    }
    if let Some(one) = status_one(command) {
        all.insert(1, (1, one.to_string()));
    }
    all
}

/// The exit statuses as a block of help, for `command` (`None`: the top level).
pub fn status_help(command: Option<&str>) -> String {
    let mut text = String::from("Exit status:");
    for (code, about) in statuses(command) {
        text.push_str(&listed(&code.to_string(), &about));
    }
    text
}

/// Help's width: clap's own text is not wrapped (no `wrap_help`), so this keeps to a
/// terminal's 80 columns.
const WIDTH: usize = 80;

/// One entry of a help list: `name` indented by two, `about` beside it from column 7,
/// or under it when the name is longer, wrapped at [`WIDTH`].
fn listed(name: &str, about: &str) -> String {
    const INDENT: usize = 7;
    let mut text = format!("\n  {name}");
    let mut column = 2 + name.chars().count();
    if column + 1 > INDENT {
        text.push('\n');
        column = 0;
    }
    for word in about.split(' ') {
        let len = word.chars().count();
        if column > INDENT && column + 1 + len > WIDTH {
            text.push('\n');
            column = 0;
        }
        if column < INDENT {
            text.push_str(&" ".repeat(INDENT - column));
            column = INDENT;
        } else {
            text.push(' ');
            column += 1;
        }
        text.push_str(word);
        column += len;
    }
    text
}

/// An environment variable nonet reads, and what it does.
pub struct Variable {
    pub name: &'static str,
    pub about: &'static str,
}

/// Every environment variable nonet reads (`env::var` in `src/`, and clap_complete's
/// `NONET_COMPLETE`), but the tests' own hooks (`NONET_TEST_…`).
pub const ENVIRONMENT: [Variable; 11] = [
    Variable {
        name: "NONET_DATA_DIR",
        about: "the data folder (session, named puzzles, statistics), instead of the platform's",
    },
    Variable {
        name: "NONET_CONFIG_DIR",
        about: "the config folder (config.toml, themes), instead of the platform's",
    },
    Variable {
        name: "XDG_DATA_HOME, XDG_CONFIG_HOME",
        about: "on Linux, where the platform's data and config folders are \
                (~/.local/share/nonet and ~/.config/nonet by default)",
    },
    Variable {
        name: "NO_COLOR",
        about: "set and not empty: the TUI draws without colours",
    },
    Variable {
        name: "COLORTERM",
        about: "truecolor or 24bit: the TUI draws its themes in 24-bit colour; otherwise \
                TERM decides (config.toml's colours = \"truecolor\", \"256\" or \"16\" \
                overrides both)",
    },
    Variable {
        name: "TERM",
        about: "a name ending -direct: 24-bit colour; one with 256color in it: 256 \
                colours; any other: the 16 ANSI colours. A name with kitty, alacritty, \
                foot, wezterm or ghostty in it: y and Y copy by OSC 52",
    },
    Variable {
        name: "NONET_CLIPBOARD",
        about: "osc52 or file: where y and Y copy a position (default: OSC 52 when the \
                variables below or TERM name a terminal that takes it, outside tmux and \
                screen; else a file)",
    },
    Variable {
        name: "TERM_PROGRAM",
        about: "iTerm.app, WezTerm or ghostty: y and Y copy by OSC 52",
    },
    Variable {
        name: "KITTY_WINDOW_ID, WEZTERM_PANE, ALACRITTY_SOCKET, WT_SESSION",
        about: "set: a terminal that takes OSC 52 copying; WT_SESSION (Windows \
                Terminal) also shows 24-bit colour",
    },
    Variable {
        name: "TMUX, STY",
        about: "set (inside tmux or screen, which drop OSC 52 unless told to pass it \
                on): y and Y copy to a file",
    },
    Variable {
        name: "NONET_COMPLETE",
        about: "set by the completion scripts (bash, zsh, fish, powershell, elvish): \
                nonet writes the candidates for the words after -- and exits",
    },
];

/// The environment as a block of help.
pub fn environment_help() -> String {
    let mut text =
        String::from("Environment (read by the TUI; NONET_COMPLETE by the completion scripts):");
    for v in &ENVIRONMENT {
        text.push_str(&listed(v.name, v.about));
    }
    text
}

/// The help of `--theme`: the built-in themes by name, from the theme table.
fn theme_help() -> String {
    let names: Vec<&str> = crate::settings::themes::BUILTIN
        .iter()
        .map(|t| t.0)
        .collect();
    format!("TUI colour theme: {}, or a user theme", names.join(", "))
}

/// A file nonet keeps, where it is (under the data or the config folder) and what it is.
pub struct KeptFile {
    pub path: PathBuf,
    pub about: &'static str,
}

/// The folders' stand-ins in [`files`]: the manual names them by their variables.
pub const DATA: &str = "$NONET_DATA_DIR";
pub const CONFIG: &str = "$NONET_CONFIG_DIR";

/// The files the TUI keeps, with the paths the TUI's own code gives them (its `Dirs`),
/// under [`DATA`] and [`CONFIG`].
pub fn files() -> Vec<KeptFile> {
    use crate::settings::dirs::Dirs;
    let dirs = Dirs {
        data: PathBuf::from(DATA),
        config: Some(PathBuf::from(CONFIG)),
    };
    let config = PathBuf::from(CONFIG);
    vec![
        KeptFile {
            path: config.join(crate::settings::dirs::CONFIG_FILE),
            about: "settings: theme, status, uniqueness and [keys] (rebindings)",
        },
        KeptFile {
            path: config
                .join(crate::settings::dirs::THEME_DIR)
                .join("NAME.toml"),
            about: "a user theme: the fields it changes from dark, the default",
        },
        KeptFile {
            path: dirs.session(),
            about: "the autosaved session (native format), saved after every change",
        },
        KeptFile {
            path: dirs.lock(),
            about: "the session's lock: a second window opens read-only",
        },
        KeptFile {
            path: dirs.named("NAME"),
            about: "a puzzle saved by name (s, o)",
        },
        KeptFile {
            path: dirs.stats(),
            about: "statistics: solved puzzles, best and total time per level",
        },
        KeptFile {
            path: dirs.data.join(crate::settings::dirs::COPY_FILE),
            about: "a copied position (y: pm grid), where the terminal takes no OSC 52",
        },
        KeptFile {
            path: dirs.data.join(crate::settings::dirs::COPY_LINE_FILE),
            about: "a copied candidates line (Y), where the terminal takes no OSC 52",
        },
    ]
}

/// The command-line definition with what `args` leaves to the tables: the help of
/// `--theme` and `--quiet` after the commands that draw progress. The manual pages are
/// made from it; [`command`] adds the help's closing blocks.
pub fn definition() -> clap::Command {
    let cmd = Cli::command().mut_arg("theme", |arg| arg.help(theme_help()));
    // `mut_subcommands` keeps the commands' order (`mut_subcommand` moves one last).
    cmd.mut_subcommands(
        |sub| match super::args::DRAW_PROGRESS.contains(&sub.get_name()) {
            true => sub.arg(super::args::quiet_option()),
            false => sub,
        },
    )
}

/// The command-line definition with the exit statuses in every command's help and the
/// environment in the top level's.
pub fn command() -> clap::Command {
    let mut cmd = definition();
    let top_after = cmd
        .get_after_help()
        .map(|s| s.to_string())
        .unwrap_or_default();
    cmd = cmd.after_help(format!(
        "{top_after}\n\n{}\n\n{}",
        environment_help(),
        status_help(None)
    ));
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    for name in names {
        cmd = cmd.mut_subcommand(&name, |sub| {
            let after = sub.get_after_help().map(|s| s.to_string());
            let status = status_help(Some(&name));
            let text = match after {
                Some(after) => format!("{after}\n\n{status}"),
                None => status,
            };
            sub.after_help(text)
        });
    }
    cmd
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_and_the_top_level_have_the_shared_statuses() {
        for command in [None, Some("solve"), Some("convert")] {
            let codes: Vec<u8> = statuses(command).iter().map(|s| s.0).collect();
            for code in [0, 2, 3, 101] {
                assert!(codes.contains(&code), "{command:?} lacks {code}");
            }
        }
        assert!(!statuses(Some("convert")).iter().any(|s| s.0 == 1));
        assert!(statuses(Some("rate")).iter().any(|s| s.0 == 1));
    }

    #[test]
    fn help_lists_wrap_at_80_columns_beside_or_under_the_name() {
        let about = "word ".repeat(30);
        let text = listed("1", about.trim());
        assert!(text.starts_with("\n  1    word word"), "{text:?}");
        assert!(text.lines().all(|l| l.chars().count() <= WIDTH), "{text}");
        assert!(text.lines().skip(2).all(|l| l.starts_with("       word")));
        let long = listed("NONET_DATA_DIR", "the data folder");
        assert_eq!(long, "\n  NONET_DATA_DIR\n       the data folder");
    }

    #[test]
    fn the_decorated_definition_is_consistent() {
        command().debug_assert();
    }
}
