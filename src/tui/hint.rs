//! Staged hints: `h` first names the technique, then shows its pattern and eliminations
//! with the explanation, then applies it (one undoable step).
//!
//! The step engine lives in the library (`nonet_core::strategy`); this module sees it through
//! the [`HintSource`] seam (tests plug in doubles). Without a source, `h` says hints are
//! not available — it never invents one.

use nonet_core::puzzle::Grid;
use nonet_core::strategy::{self, MarkError, NoStep, Registry, Step};
use nonet_core::CellSet;

/// One logical step, as the TUI needs it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HintStep {
    /// "Hidden single", "X-wing", …
    pub technique: String,
    /// Houses involved (0–26, as in `Layout::houses`).
    pub houses: Vec<usize>,
    /// Cells forming the pattern.
    pub pattern: CellSet,
    /// (cell, digit) candidates the step removes.
    pub eliminations: Vec<(usize, u8)>,
    /// (cell, digit) placements the step makes.
    pub placements: Vec<(usize, u8)>,
    pub explanation: String,
}

/// What a step engine answers for a grid.
pub enum HintAnswer {
    Step(HintStep),
    /// The pencil marks disagree with the grid; the message names the cell.
    InconsistentMarks(String),
    /// No logical step applies (the source may say what search would put where).
    Nothing(String),
}

/// The seam to the step engine: given the grid (entries and pencil marks), the next step.
pub trait HintSource {
    fn next_step(&self, grid: &Grid) -> HintAnswer;
}

/// The step engine the app uses: the library's full ladder of techniques.
pub fn default_source() -> Option<Box<dyn HintSource>> {
    Some(Box::new(StrategySource(Registry::full())))
}

/// [`HintSource`] over `nonet_core::strategy`: the same `Step` value the CLI prints.
struct StrategySource(Registry);

impl HintSource for StrategySource {
    fn next_step(&self, grid: &Grid) -> HintAnswer {
        let answer = match strategy::hint(grid, &self.0) {
            // The givens alone leave several solutions, but the player's entries may pin
            // one down (the status line then says "unique"): hint on givens plus
            // entries, which every other feature counts as the puzzle too.
            Err(NoStep::Inconsistent {
                error: MarkError::MultipleSolutions,
            }) => strategy::hint(&with_entries_as_givens(grid), &self.0),
            other => other,
        };
        match answer {
            Ok(step) => HintAnswer::Step(HintStep::from(&step)),
            Err(NoStep::Inconsistent {
                error: MarkError::MultipleSolutions,
            }) => HintAnswer::Nothing(
                "no hint: even with your entries the puzzle has several solutions; \
                 enter more digits (or g to edit givens) until the status says unique"
                    .into(),
            ),
            Err(NoStep::Inconsistent { error }) => {
                HintAnswer::InconsistentMarks(format!("no hint: {error}"))
            }
            Err(other) => HintAnswer::Nothing(other.to_string()),
        }
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

impl From<&Step> for HintStep {
    fn from(step: &Step) -> HintStep {
        let pairs = |marks: &[strategy::Mark]| marks.iter().map(|m| (m.cell, m.digit)).collect();
        HintStep {
            technique: step.technique.name().to_string(),
            houses: step.houses.iter().map(|h| h.index).collect(),
            pattern: step.pattern.iter().map(|m| m.cell).collect(),
            eliminations: pairs(&step.eliminations),
            placements: pairs(&step.placements),
            explanation: step.explanation.clone(),
        }
    }
}

/// Where the staged hint is.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum HintStage {
    #[default]
    Off,
    /// Only the technique's name is shown.
    Named(HintStep),
    /// Pattern and eliminations highlighted, explanation in the side panel.
    Shown(HintStep),
}

impl HintStage {
    pub fn step(&self) -> Option<&HintStep> {
        match self {
            HintStage::Off => None,
            HintStage::Named(s) | HintStage::Shown(s) => Some(s),
        }
    }
}

/// Applies a step to the grid: placements entered (removing the digit from peers'
/// marks), eliminations removed from the marks. When the step eliminates, cells without
/// pencil marks get their candidates filled in first, so that the eliminations are not
/// lost; returns how many cells were filled in that way, for the player to be told.
pub fn apply(step: &HintStep, grid: &mut Grid) -> usize {
    let mut filled = 0;
    if !step.eliminations.is_empty() {
        filled = (0..nonet_core::cells::CELLS)
            .filter(|&c| grid.value(c) == 0 && grid.marks[c] == nonet_core::Digits::NONE)
            .count();
        grid.fill_unmarked();
    }
    for &(cell, d) in &step.placements {
        grid.enter(cell, d);
        grid.marks[cell] = nonet_core::Digits::NONE;
    }
    for &(cell, d) in &step.eliminations {
        grid.marks[cell].remove(d);
    }
    filled
}

impl HintStep {
    /// The cell the step is about: where it places, else where it eliminates, else its
    /// pattern's first cell.
    pub fn target(&self) -> Option<usize> {
        self.placements
            .first()
            .or(self.eliminations.first())
            .map(|&(cell, _)| cell)
            .or_else(|| self.pattern.iter().next())
    }
}
