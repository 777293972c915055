//! The command line's definition: every command with its options, written once. Each
//! command's options are one `#[derive(Args)]` struct, which the command's function takes
//! as it is; options that several commands share (`InputArgs`, `ThreadsArg`, `LadderArgs`)
//! are flattened into them. The help's exit statuses and environment are added from
//! tables by `docs::command`, which is the definition every caller parses with.

pub mod candidates;
pub mod values;

use clap::builder::{EnumValueParser, PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Args, Parser, Subcommand, ValueEnum, ValueHint};
use clap_complete::engine::ArgValueCandidates;
use nonet_core::format::Format;
use nonet_core::strategy::{Registry, Technique};
use std::path::PathBuf;
use values::{EngineArg, Problem, Shell};

#[derive(Parser)]
#[command(
    name = "nonet",
    version = env!("NONET_VERSION"),
    about = "A sudoku workbench: classic and jigsaw puzzles, target scoring, judge modes",
    after_help = "Examples:\n  nonet solve puzzles.txt\n  nonet judge noip2009 < grid.in\n  nonet count --limit 10 jigsaw.txt\n  nonet hint puzzle.txt\n  nonet rate puzzles.txt"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Without a subcommand: a puzzle file to open in the TUI (native or any text format).
    #[arg(value_hint = ValueHint::FilePath)]
    pub file: Option<PathBuf>,
    // The help, which lists the built-in themes, is set by `docs::command` from the
    // theme table, so a theme added there is named here too.
    #[arg(long, value_name = "NAME", add = ArgValueCandidates::new(candidates::theme_candidates))]
    pub theme: Option<String>,
    /// Start the TUI straight into a new classic puzzle of this level.
    #[arg(long, value_name = "LEVEL", value_parser = LevelParser, conflicts_with = "file")]
    pub new: Option<nonet_core::strategy::Level>,
    /// No progress bar (drawn on stderr, when it is a terminal, for work past half a
    /// second: rate, solve, count, hint over files, generate --count). Before a command
    /// or, for those five, after it.
    #[arg(long)]
    pub quiet: bool,
}

/// The commands that draw a progress bar, so the ones that take `--quiet` after their
/// name too (`nonet rate --quiet`); `docs::command` adds it to them.
pub const DRAW_PROGRESS: [&str; 5] = ["solve", "count", "rate", "hint", "generate"];

/// A command's own `--quiet`, for the commands of [`DRAW_PROGRESS`]; `main` reads it
/// beside the top level's.
pub fn quiet_option() -> clap::Arg {
    clap::Arg::new("quiet")
        .long("quiet")
        .action(clap::ArgAction::SetTrue)
        .help("No progress bar (the same as `nonet --quiet COMMAND`)")
}

#[derive(Subcommand)]
pub enum Command {
    /// Solve every puzzle and write the solutions in the input's format.
    #[command(
        after_help = "Examples:\n  nonet solve --threads 2 puzzles.txt > solutions.txt\n  nonet solve --logic puzzles.txt"
    )]
    Solve(SolveArgs),
    /// Count the solutions of every puzzle, up to a limit; one number per line.
    #[command(after_help = "Example:\n  nonet count --limit 100 puzzles.txt")]
    Count(CountArgs),
    /// Maximize the target score Σ weight×digit; one line per puzzle, -1 if unsolvable.
    #[command(
        after_help = "Examples:\n  nonet target --show --weights my-weights.txt grid.txt\n  \
nonet target --explain --entries .5............................................................................... grid.txt\n\n\
With --explain: the optimum from the givens alone, the best still possible with the\n\
entries kept, what each entry costs, and a placement that keeps the best (exit 1 when\n\
no filling keeps the entries).\n\n\
Default weights are the NOIP 2009 rings: 6 on the border up to 10 at the centre.\n\
A weights file holds 9 lines of 9 integers."
    )]
    Target(TargetArgs),
    /// Convert puzzles between formats.
    #[command(after_help = "Example:\n  nonet convert --to grid puzzles.txt")]
    Convert(ConvertArgs),
    /// Generate random puzzles with exactly one solution (classic or jigsaw).
    #[command(
        after_help = "Examples:\n  nonet generate --count 10 --seed 7 > puzzles.txt\n  \
nonet generate --level hard --jigsaw --count 5\n  \
nonet generate --jigsaw --count 2500 --to walls > cases.in && nonet judge hdu4069 cases.in\n  \
nonet generate --er 4.0..6.0 --count 3\n\n\
Clues are removed one at a time (or in symmetric pairs) in random order while the\n\
solution stays unique; without --clues the puzzles are minimal. With --level each\n\
puzzle is dug to a minimal one, then clues go back while its rating stays at or above\n\
the level, until `nonet rate` puts it exactly there. The same --seed gives the same\n\
puzzles whatever --threads is.\n\n\
--er BAND does the same on Sudoku Explainer's scale, for classic puzzles: their ER (as\n\
`rate --scale se` prints it) in A..B, A.., ..B, or exactly A. Every classic puzzle has\n\
an ER (nonet has all of SE's rules, the nested chains 27-30 included), but puzzles\n\
above 9.0 are rare among generated ones and each takes seconds to rate."
    )]
    Generate(GenerateArgs),
    /// Reproduce a classic problem's exact input and output.
    #[command(
        after_help = "Examples:\n  nonet judge hdu4069 < cases.in\n  nonet judge euler96 p096_sudoku.txt"
    )]
    Judge(JudgeArgs),
    /// Time a solver over puzzle files (one classic puzzle per line), as peer-bench does.
    #[command(
        after_help = "Example:\n  nonet bench --limit 2 --min-secs 3 ../shared/data/classic/17_clue.txt\n\n\
Prints one line per file: solver, file, limit, puzzles, none, unique, multiple, passes,\n\
best_pass_s, puzzles_per_s. Puzzles are parsed first; only the solve loop is timed, repeated\n\
for at least --min-secs and at least 3 passes; the best pass is reported."
    )]
    Bench(BenchArgs),
    /// The next logical step, named and explained (or the whole logical solution).
    #[command(after_help = "Examples:\n  nonet hint puzzle.txt\n  \
nonet hint --all puzzle.txt\n  nonet hint --json --without x-chain puzzle.txt\n  \
nonet hint --every --only x-wing --only swordfish position.pm\n  \
nonet hint --scale se --all puzzle.txt\n\n\
Output: the technique and why (\"Hidden single: in row 4, 7 fits only r4c6\"), what it\n\
places or removes, the pattern cells with their candidates, and the houses. When no\n\
technique applies, the solver's digit for the open cell with the fewest candidates,\n\
marked \"from search, not logic\". A position (pm grid, candidates line, native marks)\n\
is hinted from its own candidates; entries or marks that contradict it are named\n\
(\"r4c6: the marks have removed 7, the solution's digit\").\n\n\
--scale se: Sudoku Explainer's step instead, with SE's name and difficulty: \"Hidden Single\n\
(1.5): in column 9, 2 fits only r1c9\", then what it places or removes. --all: SE's whole\n\
path, ending with its ER/EP/ED (as `rate --scale se`); --every: each SE rule that applies,\n\
with the hint SE would choose from it. From the grid's digits (its pencil marks are not\n\
used), classic grids only (a jigsaw: exit 2).")]
    Hint(HintArgs),
    /// Rate puzzles: level, score, whether logic alone solves them, hardest technique.
    #[command(
        after_help = "Examples:\n  nonet rate puzzles.txt\n  nonet rate --json --threads 2 a.txt b.txt\n\n\
One line per puzzle: LEVEL SCORE logic|stuck HARDEST, e.g. `hard 1234 logic X-wing`.\n\
The score is the sum of the step scores (HoDoKu style); the level (easy, medium, hard,\n\
expert, extreme) is the higher of the hardest technique's and the score's; a puzzle\n\
logic cannot finish is extreme.\n\n\
--scale se: one line per puzzle, `PUZZLE ED=ER/EP/ED` as serate prints it (ER the hardest\n\
step of Sudoku Explainer's path, EP the hardest up to the first placement, ED the first\n\
step); --json adds \"er\", \"ep\", \"ed\". Classic grids only (a jigsaw: exit 2). nonet has\n\
all thirty of SE's rules (singles to aligned exclusion, static, Nishio, multiple, dynamic,\n\
dynamic-plus and nested forcing chains); the forum's hardest take about 2 s each."
    )]
    Rate(RateArgs),
    /// Draw puzzles: SVG pictures, or a PDF booklet to print.
    #[command(
        after_help = "Examples:\n  nonet print -o book.pdf --per-page 4 --solutions puzzles.txt\n  \
nonet print --paper letter --tint jigsaw.txt > book.pdf\n  \
nonet print -o puzzle.svg puzzle.txt\n  nonet print --to svg -o pictures/ puzzles.txt\n  \
nonet print --sheet -o sheet.svg puzzles.txt\n\n\
Each puzzle is drawn under a title line with its level, as `nonet rate` gives it\n\
(\"Puzzle 3 · Hard\"); jigsaw regions have heavy walls."
    )]
    Print(PrintArgs),
    /// List the techniques of the logical ladder in order: score, level, on by default.
    #[command(
        after_help = "Examples:\n  nonet techniques\n  nonet techniques --json\n\n\
One line per technique, in the ladder's order (`hint`, `rate` and `solve --logic` take the\n\
first that applies): its name, the score a step adds to a rating, the level a puzzle\n\
needing it is at least, and whether it is on by default (one that is off is used with\n\
--only). --only and --without take these names (case and punctuation do not matter).\n\
--json writes an array of {name, score, level, on_by_default, family} objects."
    )]
    Techniques(TechniquesArgs),
    /// List the colour themes, built in and yours, previewed on a terminal.
    ///
    /// Each theme with a small board in its colours on a terminal; the names alone, one a
    /// line, to a pipe or a file.
    #[command(after_help = "Examples:\n  nonet themes\n  nonet themes | head -1\n\n\
Your themes are the NAME.toml files of the theme folder ($NONET_CONFIG_DIR/themes); one\n\
named like a built-in theme changes it. `nonet --theme NAME` opens the TUI in one.")]
    Themes,
    /// Write a shell completion script to standard output.
    #[command(after_help = "Examples:\n  \
nonet completions bash > ~/.local/share/bash-completion/completions/nonet\n  \
nonet completions zsh > ~/.zfunc/_nonet\n  \
nonet completions fish > ~/.config/fish/completions/nonet.fish\n  \
nonet completions nushell > ~/.config/nushell/completions-nonet.nu\n\n\
bash, zsh, fish, powershell and elvish scripts run nonet on each Tab for the values\n\
(NONET_COMPLETE=SHELL), so --theme offers the themes of the theme folder as it is then.\n\
The nushell script is static: it holds the themes found when it was written;\n\
`source` it from config.nu.")]
    Completions(CompletionsArgs),
    /// Print a default config.toml: every setting at its default, each with a comment.
    #[command(
        after_help = "Example:\n  nonet config --default > ~/.config/nonet/config.toml\n\n\
The settings (theme, status, uniqueness) are written live and colours commented out (it\n\
is guessed from the environment); the [keys] table lists every action with its default\n\
keys, commented out: keep only the ones you change."
    )]
    Config(ConfigArgs),
    /// Write the manual pages (roff): the top page, or with --dir one page per command.
    #[command(after_help = "Examples:\n  nonet man > nonet.1 && man ./nonet.1\n  \
nonet man --dir ~/.local/share/man/man1 && man nonet-solve")]
    Man(ManArgs),
}

/// The puzzles a command reads: files, or standard input, in a given or detected format.
#[derive(Args)]
pub struct InputArgs {
    /// Puzzle files; `-` or none reads standard input.
    #[arg(value_hint = ValueHint::FilePath)]
    pub files: Vec<PathBuf>,
    /// Input format (default: detected).
    #[arg(long, value_name = "FMT", value_parser = format_parser(), ignore_case = true)]
    pub from: Option<Format>,
}

/// `--threads`, for the commands that work on many puzzles at once.
#[derive(Args)]
pub struct ThreadsArg {
    /// Worker threads (0: all cores; at most one per puzzle). Output stays in input order.
    #[arg(long, default_value_t = 0)]
    pub threads: usize,
}

#[derive(Args)]
pub struct SolveArgs {
    #[command(flatten)]
    pub input: InputArgs,
    /// Output format (default: the input's).
    #[arg(long, value_name = "FMT", value_parser = format_parser(), ignore_case = true)]
    pub to: Option<Format>,
    /// Stop counting at this many solutions; 1 accepts the first solution found.
    #[arg(long, default_value_t = 2, value_parser = at_least_one)]
    pub limit: usize,
    #[command(flatten)]
    pub threads: ThreadsArg,
    /// Solve by logical steps only (no search); a stuck puzzle is written as far as
    /// logic got, with a note saying where it stopped.
    #[arg(long)]
    pub logic: bool,
    /// With --logic: leave out the techniques that assume a unique solution (unique
    /// rectangles, BUG+1).
    #[arg(long, requires = "logic")]
    pub no_uniqueness: bool,
}

#[derive(Args)]
pub struct CountArgs {
    #[command(flatten)]
    pub input: InputArgs,
    /// Stop counting at this many solutions.
    #[arg(long, default_value_t = 2, value_parser = at_least_one)]
    pub limit: usize,
    #[command(flatten)]
    pub threads: ThreadsArg,
}

#[derive(Args)]
pub struct TargetArgs {
    #[command(flatten)]
    pub input: InputArgs,
    /// A 9×9 weight table (9 lines of 9 integers).
    #[arg(long, value_name = "FILE", value_hint = ValueHint::FilePath)]
    pub weights: Option<PathBuf>,
    /// Also print the optimal grid, in the input's format.
    #[arg(long)]
    pub show: bool,
    /// Stream progress lines (nodes, best, bound, elapsed) to stderr.
    #[arg(long, conflicts_with = "explain")]
    pub progress: bool,
    /// What the entries cost: the optimum, the best still possible with the entries (a
    /// native document's, a position's placed digits, or --entries), each entry's cost
    /// and a next placement.
    #[arg(long, conflicts_with = "show")]
    pub explain: bool,
    /// The player's entries: 81 characters, a digit 1-9 for an entry, `.` or `0` elsewhere
    /// (replaces the input's own entries; the input must hold one puzzle).
    #[arg(long, value_name = "LINE", requires = "explain")]
    pub entries: Option<String>,
    /// With --explain: one JSON object per puzzle.
    #[arg(long, requires = "explain")]
    pub json: bool,
    #[command(flatten)]
    pub threads: ThreadsArg,
}

#[derive(Args)]
pub struct ConvertArgs {
    #[command(flatten)]
    pub input: InputArgs,
    /// Output format.
    #[arg(long, value_name = "FMT", value_parser = format_parser(), ignore_case = true)]
    pub to: Format,
}

#[derive(Args)]
pub struct GenerateArgs {
    /// How many puzzles.
    #[arg(long, default_value_t = 1)]
    pub count: usize,
    /// A new random jigsaw layout for every puzzle.
    #[arg(long, conflicts_with = "layout")]
    pub jigsaw: bool,
    /// Every puzzle on this layout: a region map of 81 labels, any 9 distinct letters or
    /// digits (such as A-I or 1-9); whitespace and `#` comment lines are ignored.
    #[arg(long, value_name = "FILE", value_hint = ValueHint::FilePath)]
    pub layout: Option<PathBuf>,
    /// Random seed (default: from the clock).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Stop removing clues at this many (default: remove while the solution stays unique).
    #[arg(long, value_name = "N")]
    pub clues: Option<usize>,
    /// Puzzles at this level, as `nonet rate` puts them.
    #[arg(long, value_name = "LEVEL", value_parser = LevelParser, conflicts_with = "clues")]
    pub level: Option<nonet_core::strategy::Level>,
    /// Classic puzzles whose Sudoku Explainer rating (ER) is in this band: 7.0..8.5,
    /// 7.0.. (at least), ..8.5 (at most) or 7.0 (exactly).
    #[arg(long, value_name = "BAND", value_parser = parse_er_band, conflicts_with_all = ["clues", "level"])]
    pub er: Option<nonet_core::generate::ErBand>,
    /// With --level: rate without the techniques that assume a unique solution (unique
    /// rectangles, BUG+1).
    #[arg(long, requires = "level")]
    pub no_uniqueness: bool,
    /// Keep the clues symmetric under a 180° rotation.
    #[arg(long)]
    pub symmetric: bool,
    /// Output format (default: line for classic, jigsaw for jigsaw layouts).
    #[arg(long, value_name = "FMT", value_parser = format_parser(), ignore_case = true)]
    pub to: Option<Format>,
    #[command(flatten)]
    pub threads: ThreadsArg,
}

#[derive(Args)]
pub struct JudgeArgs {
    #[arg(value_enum)]
    pub problem: Problem,
    /// Input file; `-` or none reads standard input.
    #[arg(value_hint = ValueHint::FilePath)]
    pub file: Option<PathBuf>,
}

#[derive(Args)]
pub struct BenchArgs {
    /// Puzzle files, one classic puzzle a line; each is timed on its own.
    #[arg(required = true, value_hint = ValueHint::FilePath)]
    pub files: Vec<PathBuf>,
    /// 1: find a solution; 2: also prove it unique.
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(1..=2))]
    pub limit: u8,
    /// auto: what `solve` uses; classic: the 3×3 fast path; generic: the region-generic
    /// engine on the boxes given as jigsaw regions; dlx: dancing links.
    #[arg(long, value_enum, default_value = "auto")]
    pub engine: EngineArg,
    /// Keep repeating passes until this many seconds have passed.
    #[arg(long, default_value_t = 2.0)]
    pub min_secs: f64,
}

#[derive(Args)]
pub struct HintArgs {
    /// Puzzle file; `-` or none reads standard input. Every puzzle in it gets a hint.
    #[arg(value_hint = ValueHint::FilePath)]
    pub file: Option<PathBuf>,
    /// Input format (default: detected).
    #[arg(long, value_name = "FMT", value_parser = format_parser(), ignore_case = true)]
    pub from: Option<Format>,
    /// The whole logical solution path, step by step.
    #[arg(long)]
    pub all: bool,
    /// Every step the enabled techniques find in the position, as HoDoKu's "all steps":
    /// each instance, a step with the same effect as a simpler one left out, the simplest
    /// first.
    #[arg(long, conflicts_with = "all")]
    pub every: bool,
    /// One JSON object per puzzle (steps with cells, digits, houses, explanation).
    #[arg(long)]
    pub json: bool,
    /// Also draw the step as an SVG picture (candidates, pattern, eliminations, chain
    /// arrows) in this file (`-`: instead of the text); with several steps (--all,
    /// --every, several puzzles) a directory, one puzzle-P[-step-S].svg a step.
    #[arg(long, value_name = "PATH", value_hint = ValueHint::AnyPath)]
    pub svg: Option<PathBuf>,
    /// The rating scale: hodoku (nonet's techniques) or se (Sudoku Explainer's rules,
    /// with SE's name and difficulty for each step; classic grids only).
    #[arg(long, value_enum, default_value_t = Scale::Hodoku, conflicts_with = "svg")]
    pub scale: Scale,
    #[command(flatten)]
    pub ladder: LadderArgs,
}

#[derive(Args)]
pub struct PrintArgs {
    #[command(flatten)]
    pub input: InputArgs,
    /// Where to write: a file (`-` or none: standard output); for SVG pictures of several
    /// puzzles without --sheet, a directory (made if missing) that gets one file a puzzle.
    #[arg(short, long, value_name = "PATH", value_hint = ValueHint::AnyPath)]
    pub output: Option<PathBuf>,
    /// pdf (a booklet) or svg (default: from the --output name's extension, else pdf).
    #[arg(long, value_enum, value_name = "KIND")]
    pub to: Option<PictureKind>,
    /// SVG: every puzzle on one sheet, three a row (and the solutions under them).
    #[arg(long)]
    pub sheet: bool,
    /// PDF: puzzles a page (default 2, one above the other, as puzzle books print them:
    /// 13 mm cells on A4, room for pencil marks).
    #[arg(long, value_name = "N", value_parser = PossibleValuesParser::new(["1", "2", "4", "6"]).map(|s| s.parse::<usize>().unwrap_or(1)))]
    pub per_page: Option<usize>,
    /// PDF: the paper size (default a4).
    #[arg(long, value_enum, value_name = "SIZE")]
    pub paper: Option<crate::print::book::Paper>,
    /// Add the solutions: at the end of the booklet or the sheet, or as solution-N.svg
    /// files beside the puzzles.
    #[arg(long)]
    pub solutions: bool,
    /// Tint the regions (each a light colour, no two neighbours alike): a jigsaw's shape
    /// at a glance.
    #[arg(long)]
    pub tint: bool,
    #[command(flatten)]
    pub threads: ThreadsArg,
}

/// A rating scale for `rate` and `hint`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Scale {
    /// HoDoKu's levels and scores.
    Hodoku,
    /// Sudoku Explainer's ER/EP/ED, as serate 1.2.1.3 prints them.
    Se,
}

/// What `print` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PictureKind {
    Pdf,
    Svg,
}

#[derive(Args)]
pub struct RateArgs {
    #[command(flatten)]
    pub input: InputArgs,
    /// One JSON object per puzzle.
    #[arg(long)]
    pub json: bool,
    /// The rating scale: hodoku (level and score) or se (Sudoku Explainer's ER/EP/ED,
    /// classic grids only).
    #[arg(long, value_enum, default_value_t = Scale::Hodoku)]
    pub scale: Scale,
    #[command(flatten)]
    pub ladder: LadderArgs,
    #[command(flatten)]
    pub threads: ThreadsArg,
}

#[derive(Args)]
pub struct TechniquesArgs {
    /// Write a JSON array, one object per technique, with its family too.
    #[arg(long)]
    pub json: bool,
}

/// Which techniques the ladder uses; the same options for `hint` and `rate`.
#[derive(Args, Clone, Debug)]
pub struct LadderArgs {
    /// Use only full house, hidden single and naked single.
    #[arg(long)]
    pub singles: bool,
    /// Switch a technique off (repeatable), e.g. --without x-wing.
    #[arg(long, value_name = "TECHNIQUE", value_parser = parse_technique,
          add = ArgValueCandidates::new(candidates::technique_candidates))]
    pub without: Vec<Technique>,
    /// Use only this technique (repeatable), e.g. --only x-wing --only swordfish.
    #[arg(long, value_name = "TECHNIQUE", value_parser = parse_technique, conflicts_with = "singles",
          add = ArgValueCandidates::new(candidates::technique_candidates))]
    pub only: Vec<Technique>,
    /// Switch off every technique that assumes the puzzle has one solution (unique
    /// rectangles, BUG+1); they are on by default and only ever used on such a puzzle.
    #[arg(long)]
    pub no_uniqueness: bool,
}

impl LadderArgs {
    /// The ladder: everything, singles only or the techniques named by `--only`, less
    /// the techniques switched off.
    pub fn registry(&self) -> Registry {
        let mut r = if self.singles {
            Registry::singles()
        } else {
            Registry::full()
        };
        if !self.only.is_empty() {
            for s in &mut r.strategies {
                s.enabled = self.only.contains(&s.technique);
            }
        }
        for &t in &self.without {
            r.set_enabled(t, false);
        }
        if self.no_uniqueness {
            r.set_uniqueness(false);
        }
        r
    }
}

#[derive(Args)]
pub struct CompletionsArgs {
    /// The shell to write completions for.
    #[arg(value_enum)]
    pub shell: Shell,
}

#[derive(Args)]
pub struct ConfigArgs {
    /// Print the default config.toml to standard output.
    #[arg(long, required = true)]
    pub default: bool,
}

#[derive(Args)]
pub struct ManArgs {
    /// Write the pages into this folder (made if missing): nonet.1 and one page per
    /// command (nonet-solve.1, …); the paths written go to standard output.
    #[arg(long, value_name = "DIR", value_hint = ValueHint::DirPath)]
    pub dir: Option<PathBuf>,
}

/// A format on the command line. Its values are `Format::ALL`, so a format added to the
/// library is listed in `--help` and offered by completion without a change here.
#[derive(Clone, Copy, Debug)]
struct FormatArg(Format);

/// `Format::ALL` as `FormatArg`s, built at compile time (`value_variants` lends a slice).
const FORMAT_ARGS: [FormatArg; Format::ALL.len()] = {
    let mut all = [FormatArg(Format::ALL[0]); Format::ALL.len()];
    let mut i = 1;
    while i < all.len() {
        all[i] = FormatArg(Format::ALL[i]);
        i += 1;
    }
    all
};

impl ValueEnum for FormatArg {
    fn value_variants<'a>() -> &'a [Self] {
        &FORMAT_ARGS
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.0.name()).help(self.0.summary()))
    }
}

/// The parser of `--from` and `--to`: one of `Format::ALL` by name (any case).
fn format_parser() -> impl TypedValueParser<Value = Format> {
    EnumValueParser::<FormatArg>::new().map(|f| f.0)
}

/// The parser of `--er`: a band of SE ratings (`nonet_core::generate::ErBand`).
fn parse_er_band(s: &str) -> Result<nonet_core::generate::ErBand, String> {
    s.parse()
}

/// The parser of `--new` and `--level`: a level by name, with the levels as its possible
/// values, so that `--help` lists them and completion offers them.
#[derive(Clone)]
struct LevelParser;

impl TypedValueParser for LevelParser {
    type Value = nonet_core::strategy::Level;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<Self::Value, clap::Error> {
        clap::builder::StringValueParser::new()
            .try_map(|s| values::parse_level(&s))
            .parse_ref(cmd, arg, value)
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        let levels = nonet_core::strategy::Level::ALL.iter();
        Some(Box::new(levels.map(|l| PossibleValue::new(l.name()))))
    }
}

/// Parses a technique name for `--without`.
fn parse_technique(s: &str) -> Result<Technique, String> {
    Technique::from_name(s).ok_or_else(|| {
        let names: Vec<&str> = Technique::ALL.iter().map(|t| t.name()).collect();
        format!("unknown technique {s:?}; known: {}", names.join(", "))
    })
}

/// A count that must be at least 1 (`--limit 0` used to act as 1 without a word).
fn at_least_one(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(0) => Err("must be at least 1".to_string()),
        Ok(n) => Ok(n),
        Err(e) => Err(format!("{e} (expected a whole number, at least 1)")),
    }
}

/// Whether the command given has its own `--quiet` set (`nonet rate --quiet`).
pub fn quiet_after(matches: &clap::ArgMatches) -> bool {
    matches
        .subcommand()
        .and_then(|(_, sub)| sub.try_get_one::<bool>("quiet").ok().flatten())
        .copied()
        .unwrap_or(false)
}

/// The TUI's own options beside a command, which has no use for them: a file to open or
/// `--new`. (`--theme` and `--quiet` go with any command: `nonet --theme dark rate p.txt`
/// is a shell alias's `nonet --theme dark` with a command after it.)
pub fn tui_option_with_command(cli: &Cli, command: &str) -> Option<String> {
    if let Some(file) = &cli.file {
        let file = nonet_core::printable::path_text(file);
        let file = nonet_core::printable::escape(&file);
        return Some(format!(
            "{file:?} comes before the command {command}: a command's files go after its \
             name (`nonet {command} {file}`)"
        ));
    }
    cli.new
        .map(|_| format!("--new starts the TUI and cannot go with a command (`nonet {command}`)"))
}

/// A first word that is neither a command nor an existing file, but close to a command
/// (`nonet slove p.txt`), or any unknown word followed by more arguments: clap would say
/// "the subcommand 'p.txt' cannot be used with '[FILE]'", which does not help.
pub fn unknown_command(cmd: &clap::Command, args: &[std::ffi::OsString]) -> Option<String> {
    let word = args.get(1)?.to_str()?;
    if word.starts_with('-') || std::path::Path::new(word).exists() {
        return None;
    }
    // `help` is clap's own subcommand (`nonet help solve`): not among the defined ones.
    let mut names: Vec<&str> = cmd.get_subcommands().map(|c| c.get_name()).collect();
    names.push("help");
    if names.contains(&word) {
        return None;
    }
    let closest = names
        .iter()
        .map(|n| (edit_distance(word, n), *n))
        .min()
        .filter(|&(d, _)| d <= 2);
    match closest {
        Some((_, name)) => Some(format!(
            "no command or file named {word:?}: did you mean `nonet {name}`?"
        )),
        None if args.len() > 2 => Some(format!(
            "no command or file named {word:?}; the commands are {} (`nonet --help`)",
            names.join(", ")
        )),
        None => None, // one word: a file for the TUI, which says if it cannot be read
    }
}

/// Levenshtein distance, for suggesting a command.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diag = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let next = (diag + usize::from(ca != cb))
                .min(row[j] + 1)
                .min(row[j + 1] + 1);
            diag = row[j + 1];
            row[j + 1] = next;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn the_definition_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn every_format_is_a_value_of_from_and_to() {
        let values: Vec<String> = FormatArg::value_variants()
            .iter()
            .filter_map(|f| f.to_possible_value())
            .map(|v| v.get_name().to_string())
            .collect();
        let names: Vec<&str> = Format::ALL.iter().map(|f| f.name()).collect();
        assert_eq!(values, names);
    }
}
