//! Staged hints: `h` first names the technique, then shows its pattern and eliminations
//! with the explanation, then applies it (one undoable step).
//!
//! The step engine lives in the library (`nonet_core::strategy`); this module sees it through
//! the [`HintSource`] seam (tests plug in doubles). Without a source, `h` says hints are
//! not available — it never invents one.

use nonet_core::puzzle::Grid;
use nonet_core::strategy::{self, Chain, MarkError, NoStep, Registry, Step, Technique};
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
    /// The chains the step rests on, in order (a forcing step has one per branch).
    pub chains: Vec<Chain>,
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

    /// Every step the techniques find in the grid, simplest first (each effect once); an
    /// error says why there is no list (wrong marks, no unique solution, solved).
    fn all_steps(&self, _grid: &Grid) -> Result<Vec<HintStep>, String> {
        Err("the all-steps list is not available".into())
    }
}

/// The step engine the app uses: the library's full ladder of techniques.
pub fn default_source() -> Option<Box<dyn HintSource>> {
    source(true)
}

/// The full ladder, with or without the techniques that assume a unique solution
/// (`uniqueness = false` in the config file leaves them out).
pub fn source(uniqueness: bool) -> Option<Box<dyn HintSource>> {
    let mut registry = Registry::full();
    registry.set_uniqueness(uniqueness);
    Some(Box::new(StrategySource(registry)))
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

    fn all_steps(&self, grid: &Grid) -> Result<Vec<HintStep>, String> {
        if grid.is_solved() {
            return Err("no steps: the grid is solved".into());
        }
        let (cand, _) = strategy::checked_position(grid).map_err(|e| format!("no steps: {e}"))?;
        // The list is built on the UI thread: every instance of a forcing chain or net
        // costs a search per candidate (seconds for deep nets on the hardest puzzles), so
        // the last resorts are listed only where nothing simpler applies, and deep nets
        // never (`h` still finds one).
        let mut simpler = self.0.clone();
        for t in Technique::FORCING {
            simpler.set_enabled(t, false);
        }
        let mut steps = simpler.every_step(&cand);
        if steps.is_empty() {
            let mut last_resort = self.0.clone();
            last_resort.set_enabled(Technique::DeepForcingNet, false);
            steps = last_resort.every_step(&cand);
        }
        Ok(steps.iter().map(HintStep::from).collect())
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
            chains: step.chains.clone(),
        }
    }
}

impl HintStep {
    /// The effect in words: "place 7 in r4c6", "remove 3 from r1c1, r1c2; 5 from r2c2".
    pub fn effect(&self) -> String {
        let name = nonet_core::cells::cell_name;
        let mut parts: Vec<String> = self
            .placements
            .iter()
            .map(|&(c, d)| format!("place {d} in {}", name(c)))
            .collect();
        let mut by_digit: Vec<(u8, Vec<String>)> = Vec::new();
        for &(c, d) in &self.eliminations {
            match by_digit.iter_mut().find(|(x, _)| *x == d) {
                Some((_, cells)) => cells.push(name(c)),
                None => by_digit.push((d, vec![name(c)])),
            }
        }
        by_digit.sort();
        if !by_digit.is_empty() {
            let text: Vec<String> = by_digit
                .into_iter()
                .map(|(d, cells)| format!("{d} from {}", cells.join(", ")))
                .collect();
            parts.push(format!("remove {}", text.join("; ")));
        }
        parts.join("; ")
    }
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
