//! Scripted actions through `update`, and rendering snapshots through `draw` on
//! ratatui's TestBackend. This module holds the helpers every test file shares.

mod aids;
mod big_inputs;
mod chains;
mod draw;
mod edit;
mod escape;
mod explain;
mod files;
mod grid;
mod hints;
mod keep;
mod keys;
mod no_color;
mod no_color_layouts;
mod pastes;
mod play;
mod player;
mod positions;
mod regions;
mod score;
mod se_rating;
mod search;
mod status;
mod step_search;

use super::action::{Action, Dir};
use super::dispatch::{self, Files};
use super::effect::Effect;
use super::hints::{HintAnswer, HintSource, HintStage, HintStep};
use super::keymap::Keymap;
use super::solver::{self, Job, JobKind, JobMsg, Work};
use super::state::{Mode, Overlay, State, Status};
use super::store::Dirs;
use super::store::Document;
use super::theme::Theme;
use nonet_core::cells::CELLS;
use nonet_core::engine::Progress;
use nonet_core::maximize::Weights;
use nonet_core::puzzle::{Grid, Puzzle};
use nonet_core::strategy::Mark;
use nonet_core::{CellSet, Digits, Layout};
use ratatui::backend::TestBackend;
use ratatui::Terminal;
use std::cell::{Cell, RefCell};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

const EASY: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

const EASY_SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

fn board(line: &str) -> [u8; CELLS] {
    let mut b = [0u8; CELLS];
    for (slot, ch) in b.iter_mut().zip(line.bytes()) {
        *slot = if ch.is_ascii_digit() { ch - b'0' } else { 0 };
    }
    b
}

fn doc(p: Puzzle) -> Document {
    Document {
        grid: Grid::new(p),
        weights: Weights::rings(),
        cursor: 0,
        region_draft: None,
        play: Default::default(),
        colouring: Default::default(),
    }
}

fn easy() -> State {
    State::new(doc(Puzzle::classic(board(EASY)).with_name("easy")), None)
}

/// The empty classic grid, with no data directory.
fn empty() -> State {
    State::new(State::empty_document(), None)
}

/// The jigsaw layout the tests draw (seed 11): walls inside every band.
fn jigsaw_layout() -> Arc<Layout> {
    Arc::new(Layout::random(&mut nonet_core::rng::Rng::new(11)))
}

/// A jigsaw with two givens (1 in r1c1, 5 in r5c5), so many solutions: its status is
/// set to say so, as the check would.
fn two_given_jigsaw() -> State {
    let mut givens = [0u8; CELLS];
    givens[0] = 1;
    givens[40] = 5;
    let p = Puzzle::new(jigsaw_layout(), givens).with_name("jigsaw");
    let mut s = State::new(doc(p), None);
    s.status = Status::Several;
    s
}

/// The classic puzzle `line` where the ladder without forcing steps stops: what it placed
/// as entries, the candidates it left as pencil marks.
fn where_the_ladder_stops(line: &str) -> Grid {
    use nonet_core::strategy::{solve_path, Candidates};
    let p = Puzzle::classic(board(line));
    let path = solve_path(&Candidates::from_puzzle(&p), &ladder_without_forcing());
    let mut stuck = Grid::new(p);
    for c in 0..CELLS {
        if stuck.value(c) == 0 {
            match path.end.value(c) {
                0 => stuck.marks[c] = path.end.get(c),
                v => stuck.entries[c] = v,
            }
        }
    }
    stuck
}

/// The full ladder less its last resort (forcing chains and nets).
fn ladder_without_forcing() -> nonet_core::strategy::Registry {
    use nonet_core::strategy::{Registry, Technique};
    let mut simpler = Registry::full();
    for t in Technique::FORCING {
        simpler.set_enabled(t, false);
    }
    simpler
}

/// A target search's message that it found a fill of this score.
fn improved(gen: u64, score: i64, fill: [u8; CELLS]) -> Action {
    Action::Job(JobMsg::Improved {
        gen,
        score,
        board: Box::new(fill),
    })
}

/// Files in memory, for the file effects of `update` (each test runs on its own thread,
/// so each has its own).
#[derive(Default)]
struct MemFiles(std::collections::BTreeMap<PathBuf, String>);

impl Files for MemFiles {
    fn read(&self, path: &str) -> Result<String, String> {
        self.0
            .get(Path::new(path))
            .cloned()
            .ok_or_else(|| format!("{path}: no such file"))
    }

    fn write(&mut self, path: &Path, text: &str) -> Result<(), String> {
        if FULL.with_borrow(|full| full.as_ref().is_some_and(|f| path.starts_with(f))) {
            return Err("No space left on device (os error 28)".into());
        }
        self.0.insert(path.to_path_buf(), text.to_string());
        Ok(())
    }

    fn exists(&self, path: &Path) -> bool {
        self.0.contains_key(path)
    }

    fn clipboard(&mut self, text: &str) -> bool {
        CLIPBOARD.with_borrow_mut(|(works, got)| {
            if *works {
                *got = Some(text.to_string());
            }
            *works
        })
    }

    fn saved_names(&self, dirs: &Dirs) -> Vec<String> {
        let folder = dirs.puzzles();
        self.0
            .keys()
            .filter(|p| p.parent() == Some(&folder) && p.extension() == Some("toml".as_ref()))
            .filter_map(|p| Some(p.file_stem()?.to_str()?.to_string()))
            .collect()
    }

    fn session_free(&self, _dirs: &Dirs) -> bool {
        SESSION_FREE.get()
    }

    fn take_session(&mut self, _dirs: &Dirs) -> Result<(), String> {
        if SESSION_FREE.get() {
            Ok(())
        } else {
            Err("the session is still in use by pid 4242".into())
        }
    }

    /// A folder is there when some file is under it.
    fn list_dir(&self, dir: &Path) -> Result<Vec<(String, bool)>, String> {
        let mut names: Vec<(String, bool)> = self
            .0
            .keys()
            .filter_map(|p| {
                let rest = p.strip_prefix(dir).ok()?;
                let mut parts = rest.components();
                let first = parts.next()?.as_os_str().to_str()?.to_string();
                Some((first, parts.next().is_some()))
            })
            .collect();
        names.sort();
        names.dedup();
        if names.is_empty() {
            return Err(format!("{}: no such folder", dir.display()));
        }
        Ok(names)
    }
}

thread_local! {
    static FILES: RefCell<MemFiles> = RefCell::default();
    /// The test terminal's clipboard: whether it takes OSC 52, and what it was given.
    static CLIPBOARD: RefCell<(bool, Option<String>)> = RefCell::default();
    static NOW: Cell<Instant> = Cell::new(Instant::now());
    /// Whether the session's holder has quit (for a read-only window's quit question).
    static SESSION_FREE: Cell<bool> = const { Cell::new(false) };
    /// A disk that is full: every write to a path under this one fails with ENOSPC.
    static FULL: RefCell<Option<PathBuf>> = const { RefCell::new(None) };
}

/// A file's text in this test's in-memory files.
fn file(path: impl AsRef<Path>) -> Option<String> {
    FILES.with_borrow(|f| f.0.get(path.as_ref()).cloned())
}

fn put_file(path: impl AsRef<Path>, text: &str) {
    FILES.with_borrow_mut(|f| f.0.insert(path.as_ref().to_path_buf(), text.to_string()));
}

/// The time the next action of a test happens at: the test's clock stands still unless
/// the test moves it on ([`wait`]), so the times a test sees are exact.
fn now() -> Instant {
    NOW.get()
}

/// Moves the test's clock on.
fn wait(secs: u64) {
    NOW.set(NOW.get() + Duration::from_secs(secs));
}

/// Runs actions and their effects (files in memory), all at [`now`]; returns the jobs
/// they started. The step search that `h` and `A` start is answered at once, before the
/// next action, as a fast solver thread would: [`run_held`] leaves it running.
fn run(s: &mut State, actions: impl IntoIterator<Item = Action>) -> Vec<Job> {
    let mut jobs = Vec::new();
    for a in actions {
        let mut started = run_held(s, [a]);
        while let Some(i) = started
            .iter()
            .position(|j| j.work.kind() == JobKind::NextStep)
        {
            let search = started.remove(i);
            started.extend(finish(s, search));
        }
        jobs.extend(started);
    }
    jobs
}

/// [`run`], with every job the actions start left to the test, the step search too.
fn run_held(s: &mut State, actions: impl IntoIterator<Item = Action>) -> Vec<Job> {
    let mut jobs = Vec::new();
    for a in actions {
        FILES
            .with_borrow_mut(|files| dispatch::dispatch(s, a, now(), files, &mut |j| jobs.push(j)));
    }
    jobs
}

/// Runs a job to its end on this thread and feeds every message back through update.
fn finish(s: &mut State, job: Job) -> Vec<Job> {
    let mut msgs = Vec::new();
    solver::run(job, &mut |m| msgs.push(m));
    run(s, msgs.into_iter().map(Action::Job))
}

/// Runs every job (and the jobs those start) until none are left.
fn settle(s: &mut State, mut jobs: Vec<Job>) {
    while let Some(j) = jobs.pop() {
        jobs.extend(finish(s, j));
    }
}

/// The job a user's key started: not the status check or the target figures' proof,
/// which every change starts.
fn user_job(jobs: &[Job]) -> Job {
    jobs.iter()
        .find(|j| {
            !matches!(
                j.work.kind(),
                JobKind::Status | JobKind::Explain | JobKind::SeRate
            )
        })
        .expect("a search was started")
        .clone()
}

/// A `w` x `h` test terminal with one frame of `s` drawn in `theme`.
fn drawn(s: &State, theme: &Theme, w: u16, h: u16) -> Terminal<TestBackend> {
    let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
    t.draw(|f| crate::tui::draw::draw(f, s, theme)).unwrap();
    t
}

/// Asserts that `screen` shows each of `texts`.
fn shows(screen: &str, texts: &[&str]) {
    for text in texts {
        assert!(screen.contains(text), "{text}:\n{screen}");
    }
}

/// The screen's text in the default theme.
fn render(s: &State, w: u16, h: u16) -> String {
    drawn(s, &Theme::default_theme(), w, h)
        .backend()
        .to_string()
}

/// A colour as a snapshot shows it: `#rrggbb`, a name, or an index.
fn colour_name(c: ratatui::style::Color) -> String {
    match c {
        ratatui::style::Color::Rgb(r, g, b) => format!("#{r:02x}{g:02x}{b:02x}"),
        ratatui::style::Color::Indexed(i) => format!("@{i}"),
        other => format!("{other:?}").to_lowercase(),
    }
}

/// The screen with its styles, for snapshots that must show what is highlighted: each
/// row's text, then under it every run of cells whose style differs from the screen's
/// commonest one, as `x..end [fg=…,bg=…,mod=…]` (end exclusive).
fn styled(s: &State, theme: &Theme, w: u16, h: u16) -> String {
    use ratatui::style::Style;
    let t = drawn(s, theme, w, h);
    let buf = t.backend().buffer();
    let style_of = |x: u16, y: u16| -> Style { buf[(x, y)].style() };
    let mut counts: Vec<(Style, usize)> = Vec::new();
    for y in 0..h {
        for x in 0..w {
            let st = style_of(x, y);
            match counts.iter_mut().find(|(s, _)| *s == st) {
                Some((_, n)) => *n += 1,
                None => counts.push((st, 1)),
            }
        }
    }
    let base = counts.iter().max_by_key(|(_, n)| *n).map(|(s, _)| *s);
    let describe = |st: Style| {
        let mut parts = Vec::new();
        if let Some(fg) = st.fg {
            parts.push(format!("fg={}", colour_name(fg)));
        }
        if let Some(bg) = st.bg {
            parts.push(format!("bg={}", colour_name(bg)));
        }
        if !st.add_modifier.is_empty() {
            parts.push(
                format!("mod={:?}", st.add_modifier)
                    .replace("Modifier(", "")
                    .replace(')', ""),
            );
        }
        format!("[{}]", parts.join(","))
    };
    let mut out = format!("base {}\n", base.map(describe).unwrap_or_default());
    for y in 0..h {
        let text: String = (0..w).map(|x| buf[(x, y)].symbol().to_string()).collect();
        out.push_str(&format!("{y:>2} {text}\n"));
        let mut x = 0;
        let mut runs = Vec::new();
        while x < w {
            let st = style_of(x, y);
            let mut end = x + 1;
            while end < w && style_of(end, y) == st {
                end += 1;
            }
            if Some(st) != base {
                runs.push(format!("{x}..{end} {}", describe(st)));
            }
            x = end;
        }
        if !runs.is_empty() {
            out.push_str(&format!("   {}\n", runs.join(" ")));
        }
    }
    out
}
