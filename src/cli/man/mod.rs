//! `nonet man`: the manual pages, generated from the command definition (clap_mangen)
//! and from the tables the program runs on. `nonet man` writes the top page, `nonet.1`;
//! `nonet man --dir DIR` writes it with one page per command (`nonet-solve.1`, …), so
//! every page the top page names exists.
//!
//! Beyond the options clap_mangen renders, the top page has EXIT STATUS, ENVIRONMENT and
//! FILES from [`super::docs`] (the tables `--help` shows too) and a KEYS section made
//! from the default keymap (`assets/keymap.toml`, read by `settings::keys`, as the TUI's
//! keymap is), so a rebinding of a default key shows in the manual without an edit here.
//! A command's page has its exit statuses.

use super::args::ManArgs;
use super::docs;
use super::{emit_bytes, CliError, CliResult};
use crate::settings::keys::actions::about;
use crate::settings::keys::context::Context;
use crate::settings::keys::{rows, Row};
use clap_mangen::roff::{bold, italic, roman, Roff};
use clap_mangen::Man;
use std::path::Path;

/// One manual page: its name (`nonet`, `nonet-solve`) and its roff text.
pub struct Page {
    pub name: String,
    pub roff: String,
}

impl Page {
    /// The page's file name in section 1.
    pub fn file_name(&self) -> String {
        format!("{}.1", self.name)
    }
}

/// `nonet man [--dir DIR]`.
pub fn man(args: &ManArgs) -> CliResult {
    let pages = pages()?;
    let Some(dir) = &args.dir else {
        emit_bytes(&mut std::io::stdout().lock(), pages[0].roff.as_bytes())?;
        return Ok(0);
    };
    write_pages(dir, &pages)?;
    // The paths written, one a line: what to hand to `install` or `mandb` (a name that is
    // not UTF-8 shows its stray bytes as `\xFF`, control characters escaped, as in messages).
    let listing: String = pages
        .iter()
        .map(|p| format!("{}\n", shown(&dir.join(p.file_name()))))
        .collect();
    emit_bytes(&mut std::io::stdout().lock(), listing.as_bytes())?;
    Ok(0)
}

fn write_pages(dir: &Path, pages: &[Page]) -> Result<(), CliError> {
    let shown = shown(dir);
    std::fs::create_dir_all(dir)
        .map_err(|e| CliError::output(format!("{shown}: cannot make the folder: {e}")))?;
    for page in pages {
        let path = dir.join(page.file_name());
        std::fs::write(&path, &page.roff).map_err(|e| {
            CliError::output(format!("{shown}/{}: cannot write: {e}", page.file_name()))
        })?;
    }
    Ok(())
}

/// A path as the listing and the messages show it.
fn shown(path: &Path) -> String {
    nonet_core::printable::escape(&nonet_core::printable::path_text(path)).into_owned()
}

/// The definition the pages are made from: the one `--help` shows (the help's added exit
/// statuses and environment come as sections of their own here), without clap's `help`
/// command, which has no page.
fn definition() -> clap::Command {
    let mut cmd = docs::definition().disable_help_subcommand(true);
    cmd.build();
    cmd
}

/// Every page: the top page first, then one per command in the definition's order.
pub fn pages() -> Result<Vec<Page>, CliError> {
    let cmd = definition();
    let mut pages = vec![Page {
        name: cmd.get_name().to_string(),
        roff: top_page(&cmd)?,
    }];
    for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
        // A command has no version of its own: its page's title names the program's.
        let source = format!(
            "{} {}",
            cmd.get_name(),
            cmd.get_version().unwrap_or_default()
        );
        let man = Man::new(sub.clone()).source(source);
        let name = man.get_filename().trim_end_matches(".1").to_string();
        pages.push(Page {
            roff: command_page(&man, sub, cmd.get_name())?,
            name,
        });
    }
    Ok(pages)
}

fn rendered(parts: impl FnOnce(&mut Vec<u8>) -> std::io::Result<()>) -> Result<String, CliError> {
    let mut out = Vec::new();
    parts(&mut out).map_err(|e| CliError::output(format!("cannot render the manual page: {e}")))?;
    Ok(roff_safe(&String::from_utf8_lossy(&out)))
}

fn top_page(cmd: &clap::Command) -> Result<String, CliError> {
    let man = Man::new(cmd.clone());
    let mut extra = Roff::new();
    exit_status(&mut extra, None);
    environment(&mut extra);
    files(&mut extra);
    keys(&mut extra);
    examples(&mut extra, cmd);
    let mut see_also = Roff::new();
    see_also.control("SH", ["SEE ALSO"]);
    let names: Vec<String> = cmd
        .get_subcommands()
        .filter(|s| !s.is_hide_set())
        .map(|s| format!("{}-{}(1)", cmd.get_name(), s.get_name()))
        .collect();
    see_also.text([roman(names.join(", "))]);
    rendered(|out| {
        head(&man, cmd, out)?;
        man.render_subcommands_section(out)?;
        extra.to_writer(out)?;
        see_also.to_writer(out)?;
        man.render_version_section(out)
    })
}

fn command_page(man: &Man, sub: &clap::Command, top: &str) -> Result<String, CliError> {
    let mut extra = Roff::new();
    exit_status(&mut extra, Some(sub.get_name()));
    examples(&mut extra, sub);
    extra.control("SH", ["SEE ALSO"]);
    extra.text([roman(format!("{top}(1)"))]);
    rendered(|out| {
        head(man, sub, out)?;
        extra.to_writer(out)
    })
}

/// What every page opens with, from the definition: title, name, synopsis, description
/// and options.
fn head(man: &Man, cmd: &clap::Command, out: &mut Vec<u8>) -> std::io::Result<()> {
    man.render_title(out)?;
    man.render_name_section(out)?;
    synopsis(cmd).to_writer(out)?;
    man.render_description_section(out)?;
    man.render_options_section(out)
}

/// SYNOPSIS with the value each option takes (`[--threads N]`), which clap_mangen's
/// leaves out: the usage line of `--help`, in roff.
fn synopsis(cmd: &clap::Command) -> Roff {
    let mut line = vec![bold(
        cmd.get_bin_name().unwrap_or(cmd.get_name()).to_string(),
    )];
    for arg in cmd.get_arguments().filter(|a| !a.is_hide_set()) {
        let values = value_names(arg);
        line.push(roman(" ["));
        if arg.is_positional() {
            line.push(italic(values));
            line.push(roman("]"));
            if arg.get_num_args().is_some_and(|n| n.max_values() > 1) {
                line.push(roman("..."));
            }
            continue;
        }
        match (arg.get_short(), arg.get_long()) {
            (Some(short), Some(long)) => line.push(bold(format!("-{short}|--{long}"))),
            (Some(short), None) => line.push(bold(format!("-{short}"))),
            (None, Some(long)) => line.push(bold(format!("--{long}"))),
            (None, None) => {}
        }
        if arg.get_num_args().is_some_and(|n| n.takes_values()) {
            line.push(roman(" "));
            line.push(italic(values));
        }
        line.push(roman("]"));
    }
    if cmd.has_subcommands() {
        line.push(roman(" ["));
        line.push(italic("COMMAND"));
        line.push(roman("]"));
    }
    let mut roff = Roff::new();
    roff.control("SH", ["SYNOPSIS"]);
    roff.text(line);
    roff
}

/// The value names of an argument as `--help` shows them: its own, or its id in capitals.
fn value_names(arg: &clap::Arg) -> String {
    match arg.get_value_names() {
        Some(names) => names
            .iter()
            .map(|n| n.as_str())
            .collect::<Vec<_>>()
            .join(" "),
        None => arg.get_id().as_str().to_uppercase(),
    }
}

/// Text safe for roff: every character outside ASCII as its groff escape (`\[u03A3]` for
/// Σ), so that the page reads the same whatever encoding `man` assumes, and
/// `groff -man -ww` has nothing to warn about. The roff crate escapes ASCII's special
/// characters (`-`, `\`, a leading `.`) already.
pub fn roff_safe(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_ascii() {
            out.push(c);
        } else {
            out.push_str(&format!("\\[u{:04X}]", c as u32));
        }
    }
    out
}

/// A tagged paragraph: the tag in bold, then the text.
fn item(roff: &mut Roff, tag: &str, text: &str) {
    roff.control("TP", []);
    roff.text([bold(tag)]);
    roff.text([roman(text)]);
}

fn exit_status(roff: &mut Roff, command: Option<&str>) {
    roff.control("SH", ["EXIT STATUS"]);
    for (code, text) in docs::statuses(command) {
        item(roff, &code.to_string(), &text);
    }
    roff.control("PP", []);
    roff.text([roman(
        "A closed pipe (nonet solve big.txt | head) is not an error: the command stops \
         writing and ends with the status it would have had.",
    )]);
}

fn environment(roff: &mut Roff) {
    roff.control("SH", ["ENVIRONMENT"]);
    for v in &docs::ENVIRONMENT {
        item(roff, v.name, v.about);
    }
}

fn files(roff: &mut Roff) {
    roff.control("SH", ["FILES"]);
    roff.text([roman(format!(
        "{} is the platform's data folder unless set: on Linux $XDG_DATA_HOME/nonet \
         (~/.local/share/nonet), on macOS ~/Library/Application Support/nonet. {} is \
         the config folder: $XDG_CONFIG_HOME/nonet (~/.config/nonet), the same folder on \
         macOS. Every write is atomic and synced.",
        docs::DATA,
        docs::CONFIG
    ))]);
    for f in docs::files() {
        item(roff, &f.path.display().to_string(), f.about);
    }
}

/// The KEYS section: every row of the default keymap, under the modes it holds in, in
/// the file's order.
fn keys(roff: &mut Roff) {
    roff.control("SH", ["KEYS"]);
    roff.text([roman(
        "The default keys, by the modes they work in; config.toml's [keys] rebinds them \
         (an action's name, then its keys). 1-9 stands for the digit keys and text for \
         typing. Ctrl-C always quits.",
    )]);
    for (modes, rows) in key_groups() {
        roff.control("SS", [modes.as_str()]);
        for row in rows {
            // "back: cancel, …" under `back` says its name twice.
            let (name, about) = (row.action, about(row.action).unwrap_or(""));
            let about = about
                .strip_prefix(name)
                .and_then(|rest| rest.strip_prefix(": "))
                .unwrap_or(about);
            roff.control("TP", []);
            roff.text([bold(row.key_names.join(", "))]);
            roff.text([italic(name), roman(format!(": {about}"))]);
        }
    }
}

/// The modes in the order a player meets them: the grid (normal mode, then pencil
/// marks), the first dialogs (a new game, the help, a finished puzzle), the hints' lists
/// and the whole step, the other grid modes, then what files and warnings bring up. The
/// KEYS section follows it, so the page opens with the keys of play, not of a prompt.
pub const MET_ORDER: [Context; 15] = [
    Context::Normal,
    Context::Pencil,
    Context::NewGame,
    Context::Help,
    Context::Solved,
    Context::Steps,
    Context::Explain,
    Context::Colour,
    Context::Regions,
    Context::Weights,
    Context::Prompt,
    Context::Picker,
    Context::Confirm,
    Context::Messages,
    Context::Unsaved,
];

/// The keymap's rows grouped by the modes they hold in ("normal, pencil, regions,
/// weights" and the like), groups by the first of their modes a player meets
/// ([`MET_ORDER`]), and where that is the same, in the keymap's order.
pub fn key_groups() -> Vec<(String, Vec<&'static Row>)> {
    let mut groups: Vec<(usize, String, Vec<&Row>)> = Vec::new();
    for row in rows() {
        let modes = mode_names(&row.modes);
        match groups.iter_mut().find(|(_, m, _)| *m == modes) {
            Some((_, _, rows)) => rows.push(row),
            None => {
                let met = row.modes.iter().map(|m| met_rank(*m)).min();
                groups.push((met.unwrap_or(MET_ORDER.len()), modes, vec![row]));
            }
        }
    }
    groups.sort_by_key(|(met, _, _)| *met);
    groups
        .into_iter()
        .map(|(_, modes, rows)| (modes, rows))
        .collect()
}

fn met_rank(mode: Context) -> usize {
    MET_ORDER
        .iter()
        .position(|m| *m == mode)
        .unwrap_or(MET_ORDER.len())
}

fn mode_names(modes: &[Context]) -> String {
    let names: Vec<&str> = modes.iter().map(|m| m.name()).collect();
    names.join(", ")
}

/// The command's `after_help` (examples and notes), as written in `args`.
fn examples(roff: &mut Roff, cmd: &clap::Command) {
    let Some(text) = cmd.get_after_help().map(|t| t.to_string()) else {
        return;
    };
    roff.control("SH", ["EXAMPLES"]);
    roff.control("nf", []);
    for line in text.lines().filter(|l| !l.starts_with("Example")) {
        roff.text([roman(line)]);
    }
    roff.control("fi", []);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_order_a_player_meets_the_modes_holds_each_mode_once() {
        for mode in Context::ALL {
            let times = MET_ORDER.iter().filter(|m| **m == mode).count();
            assert_eq!(times, 1, "{mode:?}");
        }
        let groups = key_groups();
        assert!(groups[0].0.starts_with("normal"), "{:?}", groups[0].0);
        assert!(groups.last().is_some_and(|(modes, _)| modes == "unsaved"));
    }

    #[test]
    fn roff_safe_escapes_every_character_outside_ascii() {
        assert_eq!(
            roff_safe("Σ weight×digit…"),
            "\\[u03A3] weight\\[u00D7]digit\\[u2026]"
        );
        assert_eq!(roff_safe("plain \\- text"), "plain \\- text");
    }
}
