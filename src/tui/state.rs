//! The app's whole state. `update` changes it; `draw` only reads it.

use super::game::{Clock, LevelStats, NewGame};
use super::help::HelpTable;
use super::hints::{ChainWalk, HintStage, HintStep, ListCount, Source, StepSearch};
use super::keep::Keeping;
use super::keymap::{Context, Keymap};
pub use super::regions::RegionDraft;
use super::score::ScoreView;
pub use super::search::{Sample, Search};
use super::store::{Dirs, Document};
use super::theme::Theme;
use super::update::marks::TakenMarks;
use nonet_core::cells::CELLS;
use nonet_core::engine::Cancel;
use nonet_core::format::native::Play;
use nonet_core::format::Colouring;
use nonet_core::maximize::Weights;
use nonet_core::puzzle::{Board, Grid, Puzzle};
use nonet_core::strategy::{Level, Technique};
use nonet_core::{CellSet, Layout};
use std::collections::VecDeque;
use std::time::Instant;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    Normal,
    Pencil,
    Regions,
    Weights,
    /// Colouring: digits paint the selected cell's candidates, Space the cell, in the
    /// brush's colour.
    Colour,
}

impl Mode {
    /// The keymap context of the mode when no overlay has the keyboard.
    pub fn context(self) -> Context {
        match self {
            Mode::Normal => Context::Normal,
            Mode::Pencil => Context::Pencil,
            Mode::Regions => Context::Regions,
            Mode::Weights => Context::Weights,
            Mode::Colour => Context::Colour,
        }
    }
}

/// What the grid, the weights and the player's colouring looked like before a change:
/// the unit of undo.
#[derive(Clone, Debug, PartialEq)]
pub struct Snapshot {
    pub grid: Grid,
    pub weights: Weights,
    pub colouring: Colouring,
    /// What each placed digit took from the marks (given back when it is cleared).
    pub taken: TakenMarks,
    /// The game a load replaced (its clock, level and hints), so that undoing a new game
    /// or an open brings the old game back as it stood. None for a change within one
    /// game: undoing a digit must not turn the clock back.
    pub game: Option<Play>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Not known yet (a check is running or about to).
    Checking,
    /// Every cell is filled and nothing clashes (givens and entries form a solution).
    Complete,
    Unique,
    Several,
    None,
    /// Two equal digits in a house: no need to search.
    Clashing,
}

impl Status {
    pub fn text(self) -> &'static str {
        match self {
            Status::Checking => "checking…",
            Status::Complete => "complete, no clash",
            Status::Unique => "unique solution",
            Status::Several => "several solutions",
            Status::None => "no solution",
            Status::Clashing => "clashing digits",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PromptFor {
    Save,
    Open,
    ImportWalls,
    ExportWalls,
    ExportWeights,
}

impl PromptFor {
    pub fn title(self) -> &'static str {
        match self {
            PromptFor::Save => "Save puzzle as (name)",
            PromptFor::Open => "Open (saved name or file path)",
            PromptFor::ImportWalls => "Import HDU 4069 walls from (file path)",
            PromptFor::ExportWalls => "Export HDU 4069 walls to (file path)",
            PromptFor::ExportWeights => "Save weights to (file path)",
        }
    }
}

#[derive(Clone, Debug)]
pub enum Overlay {
    /// The keys of the mode, scrolled by `scroll` rows when they do not fit.
    Help { scroll: usize },
    /// The last messages (`m`), with the one selected (a hint's opens its whole step).
    MessageLog { selected: usize },
    /// A step in full (`i`): its short lines, chains and every removal's reason,
    /// scrolled to `scroll` rows from the top. Esc goes `back` to the overlay it was
    /// opened from (the all-steps list, the message log), if any.
    Explain {
        step: Box<HintStep>,
        scroll: usize,
        back: Option<Box<Overlay>>,
    },
    Prompt {
        purpose: PromptFor,
        text: String,
        /// Where typing goes, in characters from the start.
        cursor: usize,
        /// The whole text is selected (a pre-filled suggestion): typing replaces it.
        selected: bool,
        /// Shown under the input (saved puzzle names).
        choices: Vec<String>,
    },
    Picker {
        title: String,
        docs: Vec<Document>,
        selected: usize,
    },
    /// Every step the techniques find in the position, filtered by technique.
    Steps {
        steps: Vec<HintStep>,
        /// Only this technique's steps (None: all).
        filter: Option<Technique>,
        /// The selected line among the steps shown.
        selected: usize,
    },
    /// A yes/no question, and what a yes does.
    Confirm { question: String, on_yes: OnYes },
    /// The new-game dialog: variant, level, symmetry.
    NewGame(NewGame),
    /// `q` in a read-only window with changes: save them as a named puzzle, discard
    /// them, or stay; take the session over when its holder has quit (`session_free`).
    Unsaved { session_free: bool },
    /// The puzzle is solved: time, level, hints, and the level's record once it is saved.
    Solved(Box<SolvedScreen>),
}

/// The steps of the all-steps list that its filter lets through.
pub fn shown_steps<'a>(
    steps: &'a [HintStep],
    filter: &'a Option<Technique>,
) -> impl Iterator<Item = &'a HintStep> + 'a {
    steps
        .iter()
        .filter(move |st| filter.as_ref().is_none_or(|f| *f == st.technique))
}

/// What the "solved!" screen says.
#[derive(Clone, Debug, PartialEq)]
pub struct SolvedScreen {
    pub secs: u64,
    pub level: Option<Level>,
    pub hints: u32,
    /// The level's statistics after this solve, once written (or why not).
    pub record: Option<Result<LevelStats, String>>,
}

/// A puzzle being generated on the solver thread.
#[derive(Clone, Debug)]
pub struct Generating {
    pub gen: u64,
    pub cancel: Cancel,
    pub started: Instant,
    pub game: NewGame,
}

/// What a confirmed question goes on to do.
#[derive(Clone, Debug)]
pub enum OnYes {
    /// Load these documents (a paste over entries).
    Load(Vec<Document>),
    /// Save under this name, replacing the saved puzzle of that name.
    Save(String),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub text: String,
    pub error: bool,
    /// The hint step the message is about, which the log (`m`) opens in full.
    pub step: Option<HintStep>,
}

pub struct State {
    pub grid: Grid,
    pub weights: Weights,
    pub cursor: usize,
    pub mode: Mode,
    pub edit_givens: bool,
    /// Earlier grids, the latest last; the oldest is dropped past `UNDO_LIMIT`.
    pub undo: VecDeque<Snapshot>,
    pub redo: VecDeque<Snapshot>,
    pub overlay: Option<Overlay>,
    pub message: Option<Message>,
    pub status: Status,
    /// Live upper bound on the target score from the current grid (None: unknown or
    /// unreachable).
    pub bound: Option<i64>,
    pub status_job: Option<(u64, Cancel)>,
    /// The target figures (so far, best still possible, optimum), entry costs and score
    /// hint.
    pub score: ScoreView,
    pub search: Option<Search>,
    pub next_gen: u64,
    pub hint: HintStage,
    /// Walking the shown chain a link at a time (`L`); read through `walk_link`.
    pub walk: Option<ChainWalk>,
    pub hint_source: Option<Source>,
    /// The search for the next step that `h` or `A` started, while it runs.
    pub step_search: Option<StepSearch>,
    pub regions: Option<RegionDraft>,
    /// The cell whose weight is being typed digit by digit.
    pub weight_typing: Option<usize>,
    /// Bumped on every change worth autosaving.
    pub revision: u64,
    pub quit: bool,
    pub dirs: Option<Dirs>,
    /// Time played on this puzzle; runs only while the player can play (see
    /// [`State::playing`]).
    pub clock: Clock,
    /// The level a generated puzzle was made for.
    pub level: Option<Level>,
    /// The puzzle's Sudoku Explainer rating, asked or answered (None: a jigsaw or an
    /// empty grid).
    pub se_rating: Option<crate::tui::se_rating::SeRating>,
    /// Hints taken on this puzzle.
    pub hints_used: u32,
    /// The step last counted in `hints_used`, with the grid it was found on, until it is
    /// applied: the same step reached again (`h`, Esc, then `A` or `H`) is not counted twice.
    pub hint_counted: Option<(Grid, HintStep)>,
    /// The solver filled the grid in since the puzzle was loaded (then there is no solved
    /// screen, and nothing is counted).
    pub assisted: bool,
    /// Whether entries that clash with a peer are highlighted.
    pub show_clashes: bool,
    /// Wrong entries named by `v`, highlighted until the next change.
    pub checked: Option<CellSet>,
    /// The last choice of the new-game dialog.
    pub new_game: NewGame,
    pub generating: Option<Generating>,
    /// The grid was solved after the last change (so the solved screen comes once).
    pub was_solved: bool,
    /// Whether the panel shows the automatic solution status (`status = false` in the
    /// config switches it off, for players who don't want the answer checked for them).
    pub show_status: bool,
    /// The last messages, oldest first, for the message log (`m`): a message replaced
    /// by the next key, or too long for the status bar, can still be read there.
    pub log: VecDeque<Message>,
    /// Another instance holds the session (its pid): this one does not autosave.
    pub session_in_use_by: Option<u32>,
    /// Why changes are not being saved (the last autosave failed, or there is no data
    /// directory): the status line shows it until a save succeeds.
    pub unsaved: Option<String>,
    /// The cells and candidates the player painted (saved with the session, undoable).
    pub colouring: Colouring,
    /// What each placed digit took from the marks, given back when it is cleared or
    /// overwritten (see `update/marks.rs`); undone and redone with the grid.
    pub taken: TakenMarks,
    /// The colour (1-4) that colour mode paints with.
    pub brush: u8,
    /// The digit filter: every cell where this digit is placed or a candidate is lit.
    pub filter: Option<u8>,
    /// The filter key was pressed: the next digit is the filter's.
    pub filter_pending: bool,
    /// The panel shows the details: the candidate masks as bits too.
    pub details: bool,
    /// The theme the event loop draws with (the theme key changes it).
    pub theme: Theme,
    /// How far the all-steps list's job is.
    pub steps_count: ListCount,
    /// Work the autosave cannot keep: a read-only window's changes, unwritten statistics.
    pub keep: Keeping,
    /// The terminal's size (columns, rows), for what scrolls: 80×24 until told.
    pub screen: (u16, u16),
    /// The keymap the event loop reads keys with (the default keymap until told, see
    /// [`State::set_keymap`]): every text that names a key asks it ([`State::key`]).
    pub keymap: std::rc::Rc<Keymap>,
    /// The help of every mode, from `keymap`: the help overlay draws and scrolls by it.
    pub help: std::rc::Rc<HelpTable>,
}

/// How many messages the log keeps.
pub const LOG_LIMIT: usize = 50;

pub const UNDO_LIMIT: usize = 500;

impl State {
    pub fn new(doc: Document, dirs: Option<Dirs>) -> State {
        let draft = doc.region_draft;
        let mut s = State {
            grid: doc.grid,
            weights: doc.weights,
            cursor: doc.cursor,
            mode: Mode::Normal,
            edit_givens: false,
            undo: VecDeque::new(),
            redo: VecDeque::new(),
            overlay: None,
            message: None,
            status: Status::Checking,
            bound: None,
            status_job: None,
            score: ScoreView::default(),
            search: None,
            next_gen: 1,
            hint: HintStage::Off,
            walk: None,
            hint_source: None,
            step_search: None,
            regions: None,
            weight_typing: None,
            revision: 0,
            quit: false,
            dirs,
            clock: Clock::default(),
            level: None,
            se_rating: None,
            hints_used: 0,
            hint_counted: None,
            assisted: false,
            show_clashes: true,
            checked: None,
            new_game: NewGame::default(),
            generating: None,
            was_solved: false,
            show_status: true,
            log: VecDeque::new(),
            session_in_use_by: None,
            unsaved: None,
            colouring: doc.colouring,
            taken: TakenMarks::default(),
            brush: 1,
            filter: None,
            filter_pending: false,
            details: false,
            theme: Theme::default_theme(),
            steps_count: ListCount::Idle,
            keep: Keeping::default(),
            screen: (80, 24),
            keymap: std::rc::Rc::default(),
            help: std::rc::Rc::default(),
        };
        s.set_keymap(std::rc::Rc::default());
        s.set_play(doc.play);
        s.refresh_clash();
        s.resume_draft(draft);
        s
    }

    /// Returns to region mode with a saved draft, if the document had one.
    pub fn resume_draft(&mut self, draft: Option<[u8; CELLS]>) {
        if let Some(map) = draft {
            let mut d = RegionDraft::new(self.grid.layout(), self.cursor);
            d.set(map);
            self.regions = Some(d);
            self.mode = Mode::Regions;
        }
    }

    pub fn empty_document() -> Document {
        Document {
            grid: Grid::new(Puzzle::new(Layout::classic(), [0; CELLS])),
            weights: Weights::rings(),
            cursor: 40,
            region_draft: None,
            play: Play::default(),
            colouring: Colouring::default(),
        }
    }

    pub fn document(&self) -> Document {
        Document {
            grid: self.grid.clone(),
            weights: self.weights.clone(),
            cursor: self.cursor,
            region_draft: self.regions.as_ref().map(|d| d.map),
            play: self.play(),
            colouring: self.colouring.clone(),
        }
    }

    /// Takes a document's game: its clock (stopped), level and hints.
    pub fn set_play(&mut self, play: Play) {
        self.clock = Clock::at(play.elapsed_secs);
        self.level = play.level;
        self.hints_used = play.hints;
        self.assisted = false;
        self.checked = None;
        self.was_solved = self.grid.is_solved();
    }

    /// Whether the player is playing, so the clock runs: a puzzle with givens, not yet
    /// solved, in normal or pencil mode, with no help, dialog or generation in the way.
    pub fn playing(&self) -> bool {
        self.overlay.is_none()
            && self.generating.is_none()
            && matches!(self.mode, Mode::Normal | Mode::Pencil)
            && !self.edit_givens
            && self.grid.puzzle.given_count() > 0
            && !self.grid.is_solved()
    }

    /// The cell a running target search last branched on.
    pub fn branch_cell(&self) -> Option<usize> {
        self.search.as_ref()?.branch_cell()
    }

    /// The best target fill shown dimmed on the grid while a search has not proven it.
    pub fn unproven_fill(&self) -> Option<&Board> {
        self.search.as_ref()?.unproven_fill()
    }

    /// Whether the player is playing for the target score rather than solving a plain
    /// sudoku: the puzzle has weights of its own, or the givens leave several fillings (a
    /// NOIP target puzzle), or a target search has run. Then the panel gives the three
    /// figures and the cell's weight; a plain sudoku gets the score and its quick bound.
    pub fn target_play(&self) -> bool {
        self.weights != Weights::rings()
            || self.search.as_ref().is_some_and(|x| x.is_target())
            || self
                .score
                .facts_for(&crate::tui::score::ScoreKey::of(&self.grid, &self.weights))
                .is_some_and(|f| f.several)
    }

    /// Whether the ~4 Hz tick has something to move: a search, a generation, the clock.
    pub fn needs_tick(&self) -> bool {
        self.search.as_ref().is_some_and(|s| s.running)
            || self.score.busy()
            || self.generating.is_some()
            || self.steps_count.running().is_some()
            || self.clock.running()
    }

    pub fn snapshot(&self) -> Snapshot {
        Snapshot {
            grid: self.grid.clone(),
            weights: self.weights.clone(),
            colouring: self.colouring.clone(),
            taken: self.taken.clone(),
            game: None,
        }
    }

    /// The game as it stands: time played, level and hints.
    pub fn play(&self) -> Play {
        Play {
            elapsed_secs: self
                .clock
                .secs()
                .min(nonet_core::format::native::MAX_ELAPSED),
            level: self.level,
            hints: self.hints_used,
        }
    }

    /// Reads keys with `keymap` (the user's `[keys]` laid over the defaults): help and
    /// every text that names a key follow it.
    pub fn set_keymap(&mut self, keymap: std::rc::Rc<Keymap>) {
        self.help = std::rc::Rc::new(HelpTable::of(&keymap));
        self.keymap = keymap;
    }

    /// The key of `action` (named as in `[keys]`), for a message that says to press it:
    /// as bound where the keyboard is (see `Keymap::name_of`).
    pub fn key(&self, action: &str) -> String {
        self.keymap.name_of(action, self.context())
    }

    /// `text` with each `{action}` in it replaced by that action's key ([`State::key`]).
    pub fn keyed(&self, text: &str) -> String {
        self.keymap.fill(text, self.context())
    }

    /// Which keymap context has the keyboard.
    pub fn context(&self) -> Context {
        match &self.overlay {
            Some(Overlay::Help { .. }) => Context::Help,
            Some(Overlay::MessageLog { .. }) => Context::Messages,
            Some(Overlay::Explain { .. }) => Context::Explain,
            Some(Overlay::Prompt { .. }) => Context::Prompt,
            Some(Overlay::Picker { .. }) => Context::Picker,
            Some(Overlay::Confirm { .. }) => Context::Confirm,
            Some(Overlay::NewGame(_)) => Context::NewGame,
            Some(Overlay::Solved(_)) => Context::Solved,
            Some(Overlay::Steps { .. }) => Context::Steps,
            Some(Overlay::Unsaved { .. }) => Context::Unsaved,
            None => self.mode.context(),
        }
    }

    pub fn mode_name(&self) -> &'static str {
        match (self.mode, self.edit_givens) {
            (Mode::Normal, true) | (Mode::Pencil, true) => "EDIT GIVENS",
            (Mode::Normal, false) => "NORMAL",
            (Mode::Pencil, false) => "PENCIL",
            (Mode::Regions, _) => "REGIONS",
            (Mode::Weights, _) => "WEIGHTS",
            (Mode::Colour, _) => "COLOUR",
        }
    }

    /// The region id of every cell as drawn: the draft in region mode, else the layout.
    pub fn region_map(&self) -> [u8; CELLS] {
        match &self.regions {
            Some(d) => d.map,
            None => *self.grid.layout().regions(),
        }
    }

    /// Cells holding a digit that clashes with another in a house.
    pub fn clashes(&self) -> nonet_core::CellSet {
        nonet_core::puzzle::clashing_cells(self.grid.layout(), &self.grid.board())
    }

    /// Sets `status` to Clashing at once when the board clashes (no search needed).
    pub fn refresh_clash(&mut self) {
        if !self.clashes().is_empty() {
            self.status = Status::Clashing;
            self.bound = None;
        } else if self.status == Status::Clashing {
            self.status = Status::Checking;
        }
    }

    pub fn info(&mut self, text: impl Into<String>) {
        self.say(text.into(), false);
    }

    pub fn error(&mut self, text: impl Into<String>) {
        self.say(text.into(), true);
    }

    /// A message about a hint step: the log keeps the step, to show it whole.
    pub fn info_step(&mut self, text: impl Into<String>, step: &HintStep) {
        self.say(text.into(), false);
        if let Some(last) = self.log.back_mut() {
            last.step = Some(step.clone());
        }
    }

    /// Shows a message and keeps it in the log. Messages quote files (names, errors): what
    /// a terminal would act on is shown escaped, as the CLI shows it.
    fn say(&mut self, text: String, error: bool) {
        let text = nonet_core::printable::escape_lines(&text).into_owned();
        let message = Message {
            text,
            error,
            step: None,
        };
        self.log.push_back(message.clone());
        if self.log.len() > LOG_LIMIT {
            self.log.pop_front();
        }
        self.message = Some(message);
    }

    /// Why no solution fits the position, when it contradicts itself (a house with no
    /// place for a digit, a cell without a candidate): the status line says it.
    pub fn contradiction(&self) -> Option<nonet_core::strategy::MarkError> {
        nonet_core::strategy::contradiction_error(&self.grid)
    }

    /// Which candidates the hints work from: the player's marks, or computed ones.
    pub fn candidates_used(&self) -> &'static str {
        if nonet_core::strategy::has_marks(&self.grid) {
            "your pencil marks"
        } else {
            "computed candidates"
        }
    }
}
