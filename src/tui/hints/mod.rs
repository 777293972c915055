//! The hints' data: a step ([`HintStep`]), the stage the staged hint is at
//! ([`HintStage`]: `h` first names the technique, then shows its pattern and eliminations
//! with the explanation, then applies it as one undoable step), the seam to the step
//! engine, and where a walk through the shown chain is ([`ChainWalk`]). What the keys do
//! with them is in `hints/update.rs` (the walk: `hints/walk/`).
//!
//! The step engine lives in the library (`nonet_core::strategy`); this module sees it through
//! the [`HintSource`] seam (tests plug in doubles). Without a source, `h` says hints are
//! not available — it never invents one. The search for the next step runs on the solver
//! thread (a `Work::NextStep` job, [`StepSearch`] while it runs): a deep net can take
//! seconds, and the screen keeps answering keys meanwhile.

/// Drawn on the grid and in the panel: a chain.
pub mod chain;
/// The whole step (`i`): laid out here, scrolled by `update`, drawn by `overlay`.
pub mod explain;
/// Drawn in the panel: the hint section.
pub mod panel;
/// Drawn as an overlay: the all-steps list (`H`).
pub mod steps;
/// `h`, `A`, `b`, `H`: the update side.
pub mod update;
/// Walking the shown chain (`L`): the link in words, its keys, its panel section.
pub mod walk;

use nonet_core::engine::Cancel;
use nonet_core::puzzle::Grid;
use nonet_core::strategy::{self, Chain, Mark, MarkError, NoStep, Registry, Step};
use nonet_core::Layout;
use std::sync::Arc;

/// One logical step, as the TUI shows and applies it: the library's [`Step`] itself (the
/// value the CLI prints, read through `Deref`, its effect in words from
/// [`Step::effect`]), with the questions the grid asks of it cell by cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HintStep(Step);

impl From<Step> for HintStep {
    fn from(step: Step) -> HintStep {
        HintStep(step)
    }
}

impl std::ops::Deref for HintStep {
    type Target = Step;

    fn deref(&self) -> &Step {
        &self.0
    }
}

/// What a step engine answers for a grid.
#[derive(Clone, Debug, PartialEq)]
pub enum HintAnswer {
    Step(HintStep),
    /// The pencil marks disagree with the grid; the message names the cell.
    InconsistentMarks(String),
    /// No logical step applies (the source may say what search would put where).
    Nothing(String),
}

/// The seam to the step engine: given the grid (entries and pencil marks), the next step.
/// It is asked on the solver thread, hence `Send + Sync`.
pub trait HintSource: Send + Sync {
    fn next_step(&self, grid: &Grid) -> HintAnswer;

    /// The ladder the all-steps list (`H`) is made with, on the solver thread (a
    /// `Work::AllSteps` job): every step its techniques find, as `nonet hint --every`
    /// lists them with the same ladder. None: the list is not available.
    fn registry(&self) -> Option<Registry> {
        None
    }
}

/// A step engine, shared by the state and the jobs that search with it.
#[derive(Clone)]
pub struct Source(pub Arc<dyn HintSource>);

impl Source {
    pub fn new(source: impl HintSource + 'static) -> Source {
        Source(Arc::new(source))
    }
}

impl std::ops::Deref for Source {
    type Target = dyn HintSource;

    fn deref(&self) -> &(dyn HintSource + 'static) {
        &*self.0
    }
}

impl std::fmt::Debug for Source {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Source")
    }
}

/// The search for the next step that `h` or `A` started, while its job runs.
#[derive(Clone, Debug)]
pub struct StepSearch {
    pub gen: u64,
    pub cancel: Cancel,
    /// The grid searched: the answer is for it, and stale once the grid is another.
    pub grid: Grid,
    /// `A` started it (or was pressed while it ran): the step is applied at once, not
    /// named.
    pub apply: bool,
    /// Ticks of the ~4 Hz timer since it started, for the spinner.
    pub ticks: usize,
}

/// How far the all-steps list's job is: the list fills in as it runs.
#[derive(Clone, Debug, Default)]
pub enum ListCount {
    /// No list is being made.
    #[default]
    Idle,
    /// The job `gen` is listing; `ticks` of the ~4 Hz timer since it started turn the
    /// spinner.
    Running {
        gen: u64,
        cancel: Cancel,
        ticks: usize,
    },
    /// Stopped by Esc: the list holds what was found by then.
    Stopped,
    /// Every step is listed.
    Done,
}

impl ListCount {
    /// The running job's cancel token, if a job runs.
    pub fn running(&self) -> Option<&Cancel> {
        match self {
            ListCount::Running { cancel, .. } => Some(cancel),
            _ => None,
        }
    }
}

/// The step engine the app uses: the library's full ladder of techniques.
pub fn default_source() -> Option<Source> {
    source(true)
}

/// The full ladder, with or without the techniques that assume a unique solution
/// (`uniqueness = false` in the config file leaves them out).
pub fn source(uniqueness: bool) -> Option<Source> {
    let mut registry = Registry::full();
    registry.set_uniqueness(uniqueness);
    Some(Source::new(StrategySource(registry)))
}

/// [`HintSource`] over `nonet_core::strategy`: the same `Step` value the CLI prints.
struct StrategySource(Registry);

impl HintSource for StrategySource {
    fn next_step(&self, grid: &Grid) -> HintAnswer {
        if grid.is_solved() {
            return HintAnswer::Nothing(NoStep::Solved.to_string());
        }
        let answer = strategy::checked_position(grid)
            .map_err(|error| NoStep::Inconsistent { error })
            .and_then(|(cand, solution)| strategy::hint_candidates(&cand, &self.0, &solution));
        match answer {
            Ok(step) => HintAnswer::Step(step.into()),
            Err(NoStep::Inconsistent {
                error: MarkError::MultipleSolutions,
            }) => HintAnswer::Nothing(
                "no hint: even with your entries the puzzle has several solutions; \
                 enter more digits (or {givens} to edit givens) until the status says unique"
                    .into(),
            ),
            Err(NoStep::Inconsistent { error }) => {
                HintAnswer::InconsistentMarks(format!("no hint: {error}"))
            }
            Err(other) => HintAnswer::Nothing(other.to_string()),
        }
    }

    fn registry(&self) -> Option<Registry> {
        Some(self.0.clone())
    }
}

/// The grid with its entries made givens (marks kept): the puzzle as the player has
/// pinned it down. `G` makes this the puzzle; hints use it when the givens alone are not
/// unique.
pub fn with_entries_as_givens(grid: &Grid) -> Grid {
    let mut locked = grid.clone();
    for (given, entry) in locked
        .puzzle
        .givens
        .iter_mut()
        .zip(locked.entries.iter_mut())
    {
        if *entry != 0 {
            *given = std::mem::take(entry);
        }
    }
    locked
}

/// Where the staged hint is.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum HintStage {
    #[default]
    Off,
    /// Only the technique's name is shown.
    Named(HintStep),
    /// Pattern and eliminations highlighted, explanation in the side panel; with the
    /// index of the chain drawn, for a step with several (a forcing step's branches).
    Shown(HintStep, usize),
}

impl HintStage {
    pub fn step(&self) -> Option<&HintStep> {
        match self {
            HintStage::Off => None,
            HintStage::Named(s) | HintStage::Shown(s, _) => Some(s),
        }
    }

    /// The step shown on the grid (not only named).
    pub fn shown(&self) -> Option<&HintStep> {
        match self {
            HintStage::Shown(s, _) => Some(s),
            _ => None,
        }
    }

    /// The chain drawn on the grid, its index and how many the step has.
    pub fn shown_chain(&self) -> Option<(&Chain, usize, usize)> {
        match self {
            HintStage::Shown(s, i) => s.chains.get(*i).map(|c| (c, *i, s.chains.len())),
            _ => None,
        }
    }

    /// `b`: draws the next chain of a shown step with several, wrapping; false when
    /// there is no other to draw.
    pub fn next_chain(&mut self) -> bool {
        match self {
            HintStage::Shown(s, i) if s.chains.len() > 1 => {
                *i = (*i + 1) % s.chains.len();
                true
            }
            _ => false,
        }
    }
}

/// Where a walk through a chain (`L`) is: at `link` (0-based), joining node `link` to
/// node `link + 1`. The walk holds the chain it walks, so that it is read only while that
/// chain is the one drawn (`State::walk_link`): a new hint, another branch (`b`) or an
/// applied step leave it behind without every key that changes the hint having to end
/// it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChainWalk {
    pub chain: Chain,
    pub link: usize,
}

impl HintStep {
    /// Whether `cell` lies in one of the houses the step rests on.
    pub fn in_houses(&self, layout: &Layout, cell: usize) -> bool {
        self.houses
            .iter()
            .any(|h| layout.house(h.index).contains(cell))
    }

    /// Whether `cell` is part of the pattern (with any of its candidates).
    pub fn in_pattern(&self, cell: usize) -> bool {
        self.pattern.iter().any(|m| m.cell == cell)
    }

    /// Whether the step removes `digit` from `cell`.
    pub fn removes(&self, cell: usize, digit: u8) -> bool {
        self.eliminations.contains(&Mark::new(cell, digit))
    }

    /// The digit the step places in `cell`, if it places one there.
    pub fn placed_in(&self, cell: usize) -> Option<u8> {
        self.placements
            .iter()
            .find(|m| m.cell == cell)
            .map(|m| m.digit)
    }

    /// The cell the step is about: where it places, else where it eliminates, else its
    /// pattern's first cell.
    pub fn target(&self) -> Option<usize> {
        self.placements
            .first()
            .or(self.eliminations.first())
            .map(|m| m.cell)
            .or_else(|| self.pattern.iter().map(|m| m.cell).min())
    }

    /// Applies the step to the grid: placements entered (removing the digit from peers'
    /// marks), eliminations removed from the marks. When the step eliminates, cells
    /// without pencil marks get their candidates filled in first, so that the
    /// eliminations are not lost; returns how many cells were filled in that way, for
    /// the player to be told.
    pub fn apply(&self, grid: &mut Grid) -> usize {
        let mut filled = 0;
        if !self.eliminations.is_empty() {
            filled = (0..nonet_core::cells::CELLS)
                .filter(|&c| grid.value(c) == 0 && grid.marks[c] == nonet_core::Digits::NONE)
                .count();
            grid.fill_unmarked();
        }
        for m in &self.placements {
            grid.enter(m.cell, m.digit);
            grid.marks[m.cell] = nonet_core::Digits::NONE;
        }
        for m in &self.eliminations {
            grid.marks[m.cell].remove(m.digit);
        }
        filled
    }
}
