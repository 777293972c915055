//! Logical solving steps that teach: each step is a named technique with the houses and
//! pattern cells it rests on, the candidates it removes or the digits it places, and a
//! sentence saying why. One [`Step`] value drives the CLI text, the JSON output and the
//! TUI highlight.
//!
//! Every technique is written against the [`Layout`]'s houses, so all of them work on
//! jigsaw layouts; the law of leftovers only makes sense there.
//!
//! The uniqueness techniques (unique rectangles and BUG+1, in `uniqueness`) assume the
//! puzzle has exactly one solution. They are on by default, as in HoDoKu, but a hint
//! must be sound on any puzzle, so they apply only to candidates that know their
//! solution is unique ([`Candidates::known_unique`]): [`hint`] and [`checked_position`]
//! know it from their own check, [`solve_path`] (and so [`rate`]) counts the placed
//! digits' solutions, up to two, once per path when the ladder uses one of them. On a
//! puzzle with several solutions, or candidates nobody checked, they find nothing. Their
//! patterns are made of open cells only, never givens or placed digits, since only open
//! cells could trade digits. [`Registry::set_uniqueness`] switches all of them.
//!
//! The pattern techniques come first, simplest first; when none applies, the last
//! resort (`forcing`) assumes candidates and follows their consequences, as chains,
//! nets, and nets that nest a net, each with a depth limit. Every technique reports all
//! its instances to a [`Sink`]; [`Technique::find`] stops at the first, so the easy cases
//! never pay for the searches they do not reach.
//!
//! Entry points: [`hint`] (the next step for a grid, or why there is none),
//! [`check_marks`] (are the pencil marks consistent with the solution, and if not, which
//! cell is wrong), [`apply`] (play a step on a grid), [`solve_path`] and [`rate`].

mod als;
mod assumption;
mod avoidable;
mod buckets;
mod candidates;
mod chain;
mod contradiction;
mod every;
mod explain;
mod fast_hash;
mod fish;
mod forcing;
mod intersections;
mod links;
mod loops;
mod medusa;
mod memo;
mod outcomes;
mod path;
mod rank;
mod single_digit;
mod singles;
mod subsets;
mod sue_de_coq;
mod technique;
mod templates;
mod two_colour;
mod uniqueness;
mod wings;

#[cfg(test)]
mod tests;

pub use candidates::{has_marks, Candidates};
pub use chain::{Branch, Chain, ChainNode, Inner, Link};
pub use contradiction::{contradiction, contradiction_error, Contradiction};
pub use every::{checked_position, position_solution, Listed};
pub use explain::{Detail, Parts, Reason};
// `Level` sits below the strategies (`crate::level`); kept here, where the faces and
// the generator look for it next to the rating.
pub use crate::level::Level;
pub use path::{rate, rate_path, rate_up_to, solve_path, Path, Rating, Stuck};
pub use technique::{Family, Sink, Technique};

use crate::cells::{cell_name, CellSet, Digits};
use crate::layout::Layout;
use crate::puzzle::{Board, Grid};
#[cfg(feature = "serde")]
use serde::ser::{SerializeStruct, Serializer};
#[cfg(feature = "serde")]
use serde::Serialize;
use std::fmt;

/// A digit in a cell: a placement, an elimination or a pattern candidate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Mark {
    pub cell: usize,
    pub digit: u8,
}

impl Mark {
    pub fn new(cell: usize, digit: u8) -> Mark {
        Mark { cell, digit }
    }
}

#[cfg(feature = "serde")]
impl Serialize for Mark {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Mark", 3)?;
        st.serialize_field("cell", &cell_name(self.cell))?;
        st.serialize_field("index", &self.cell)?;
        st.serialize_field("digit", &self.digit)?;
        st.end()
    }
}

/// A house a step rests on: its index (rows 0..9, columns 9..18, regions 18..27) and name.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize))]
pub struct House {
    pub index: usize,
    pub name: String,
}

/// One logical step.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize))]
pub struct Step {
    pub technique: Technique,
    /// The houses the pattern lives in (for highlighting).
    pub houses: Vec<House>,
    /// The candidates that make up the pattern (for highlighting).
    pub pattern: Vec<Mark>,
    /// Candidates the step removes.
    pub eliminations: Vec<Mark>,
    /// Digits the step places.
    pub placements: Vec<Mark>,
    /// Why, in words: "in row 4, 7 fits only r4c6".
    pub explanation: String,
    /// The explanation in parts (what the pattern is, why it works, what follows), for
    /// short lines ([`Step::lines`]); boxed, so that a step stays small to move.
    pub parts: Box<Parts>,
    /// Why each removal and placement holds: one reason for all, or several (each
    /// with its chains) when the step removes candidates for different reasons.
    pub reasons: Vec<Reason>,
    /// The chains the step rests on, for drawing their links (chain and forcing
    /// techniques; a forcing step has one per branch). Left out of the JSON when empty.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Vec::is_empty"))]
    pub chains: Vec<Chain>,
}

impl Step {
    pub(crate) fn new(technique: Technique, explanation: String) -> Step {
        Step {
            technique,
            houses: Vec::new(),
            pattern: Vec::new(),
            eliminations: Vec::new(),
            placements: Vec::new(),
            explanation,
            parts: Box::default(),
            reasons: Vec::new(),
            chains: Vec::new(),
        }
    }
    pub(crate) fn house(mut self, layout: &Layout, h: usize) -> Step {
        if !self.houses.iter().any(|x| x.index == h) {
            self.houses.push(House {
                index: h,
                name: layout.house_name(h),
            });
        }
        self
    }
    pub(crate) fn houses_all(mut self, layout: &Layout, hs: &[usize]) -> Step {
        for &h in hs {
            self = self.house(layout, h);
        }
        self
    }
    /// Adds the candidates `digits` of every cell in `cells` (that has them) to the pattern.
    pub(crate) fn pattern_cells(
        mut self,
        cand: &Candidates,
        cells: CellSet,
        digits: Digits,
    ) -> Step {
        for c in cells.iter() {
            for d in Digits(cand.get(c).0 & digits.0).iter() {
                self.pattern.push(Mark::new(c, d));
            }
        }
        self
    }
    /// Adds an elimination of each digit of `digits` in each cell of `cells` that has it.
    pub(crate) fn eliminate(mut self, cand: &Candidates, cells: CellSet, digits: Digits) -> Step {
        for c in cells.iter() {
            for d in Digits(cand.get(c).0 & digits.0).iter() {
                self.eliminations.push(Mark::new(c, d));
            }
        }
        self
    }
    pub(crate) fn chain(mut self, chain: Chain) -> Step {
        self.chains.push(chain);
        self
    }
    pub(crate) fn place(mut self, cell: usize, digit: u8) -> Step {
        self.placements.push(Mark::new(cell, digit));
        self
    }
    /// Sorts and de-duplicates the lists so a step has one canonical form, and
    /// completes its explanation's parts and reasons.
    pub(crate) fn finish(mut self) -> Step {
        for v in [
            &mut self.pattern,
            &mut self.eliminations,
            &mut self.placements,
        ] {
            v.sort();
            v.dedup();
        }
        self.finish_explanation();
        self
    }
    /// True when the step changes something.
    pub fn is_progress(&self) -> bool {
        !self.eliminations.is_empty() || !self.placements.is_empty()
    }
    /// The cells the step touches: pattern, eliminations and placements.
    pub fn cells(&self) -> CellSet {
        self.pattern
            .iter()
            .chain(&self.eliminations)
            .chain(&self.placements)
            .map(|m| m.cell)
            .collect()
    }
    /// The effect in words: "place 7 in r4c6", "remove 3 from r1c1, r1c2; 5 from r2c2",
    /// "remove 3, 7 from r5c4".
    pub fn effect(&self) -> String {
        effect_text(&self.placements, &self.eliminations)
    }
}

/// Placements and eliminations in words, as [`Step::effect`] says them (also for steps
/// of other engines, such as Sudoku Explainer's hints).
pub fn effect_text(placements: &[Mark], eliminations: &[Mark]) -> String {
    let mut parts = Vec::new();
    for p in placements {
        parts.push(format!("place {} in {}", p.digit, cell_name(p.cell)));
    }
    if !eliminations.is_empty() {
        let mut by_digit: Vec<(u8, Vec<String>)> = Vec::new();
        for e in eliminations {
            match by_digit.iter_mut().find(|(d, _)| *d == e.digit) {
                Some((_, cells)) => cells.push(cell_name(e.cell)),
                None => by_digit.push((e.digit, vec![cell_name(e.cell)])),
            }
        }
        by_digit.sort();
        // Digits removed from the same cells are said once: "3, 7 from r5c4".
        let mut same_cells: Vec<(Vec<String>, Vec<String>)> = Vec::new();
        for (d, cells) in by_digit {
            match same_cells.iter_mut().find(|(_, c)| *c == cells) {
                Some((digits, _)) => digits.push(d.to_string()),
                None => same_cells.push((vec![d.to_string()], cells)),
            }
        }
        let text: Vec<String> = same_cells
            .into_iter()
            .map(|(ds, cells)| format!("{} from {}", ds.join(", "), cells.join(", ")))
            .collect();
        parts.push(format!("remove {}", text.join("; ")));
    }
    parts.join("; ")
}

impl fmt::Display for Step {
    /// "Hidden single: in row 4, 7 fits only r4c6".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.technique, self.explanation)
    }
}

/// One strategy of the ladder: a technique, its score and whether it is used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Strategy {
    pub technique: Technique,
    pub score: u32,
    pub enabled: bool,
}

/// The ordered ladder of strategies: a step is the first technique, in order, that finds one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Registry {
    pub strategies: Vec<Strategy>,
}

impl Default for Registry {
    fn default() -> Self {
        Registry::full()
    }
}

impl Registry {
    /// Every technique, in the default order, enabled when it is on by default
    /// ([`Technique::on_by_default`]).
    pub fn full() -> Registry {
        Registry {
            strategies: Technique::ALL
                .into_iter()
                .map(|t| Strategy {
                    technique: t,
                    score: t.default_score(),
                    enabled: t.on_by_default(),
                })
                .collect(),
        }
    }
    /// Only full house, hidden single and naked single.
    pub fn singles() -> Registry {
        let mut r = Registry::full();
        for s in &mut r.strategies {
            s.enabled = Technique::SINGLES.contains(&s.technique);
        }
        r
    }
    /// Turns a technique on or off.
    pub fn set_enabled(&mut self, technique: Technique, enabled: bool) -> &mut Registry {
        for s in &mut self.strategies {
            if s.technique == technique {
                s.enabled = enabled;
            }
        }
        self
    }
    /// Turns every uniqueness technique on or off (`--no-uniqueness`).
    pub fn set_uniqueness(&mut self, enabled: bool) -> &mut Registry {
        for t in Technique::UNIQUENESS {
            self.set_enabled(t, enabled);
        }
        self
    }
    /// True when an enabled technique assumes a unique solution, so a path must know
    /// whether the puzzle has one.
    pub fn uses_uniqueness(&self) -> bool {
        self.strategies
            .iter()
            .any(|s| s.enabled && Technique::UNIQUENESS.contains(&s.technique))
    }
    /// True when no enabled technique scores less than one of a lower level, so the
    /// hardest technique by score (whose level is the rating's) is also the one of the
    /// highest level. The default scores are so; [`rate_up_to`] relies on it.
    pub fn scores_follow_levels(&self) -> bool {
        let mut lowest = [u32::MAX; Level::ALL.len()];
        let mut highest = [0; Level::ALL.len()];
        for s in self.strategies.iter().filter(|s| s.enabled) {
            let level = s.technique.level() as usize;
            lowest[level] = lowest[level].min(s.score);
            highest[level] = highest[level].max(s.score);
        }
        (1..Level::ALL.len()).all(|l| lowest[l..].iter().all(|&low| low >= highest[l - 1]))
    }
    pub fn score_of(&self, technique: Technique) -> u32 {
        self.strategies
            .iter()
            .find(|s| s.technique == technique)
            .map_or(technique.default_score(), |s| s.score)
    }
    /// The first step any enabled strategy finds, in ladder order.
    pub fn find(&self, cand: &Candidates) -> Option<Step> {
        self.strategies
            .iter()
            .filter(|s| s.enabled)
            .find_map(|s| s.technique.find(cand))
    }
}

/// Why the pencil marks or entries of a grid cannot be used for a hint.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize))]
#[cfg_attr(feature = "serde", serde(tag = "kind", rename_all = "snake_case"))]
pub enum MarkError {
    /// An entered digit differs from the solution's.
    WrongEntry { cell: usize, entered: u8 },
    /// The solution's digit of an open cell is not among its pencil marks.
    MissingCandidate { cell: usize, digit: u8 },
    /// Two equal digits in a house, named (`5 appears 2 times in row 1 (r1c1, r1c5)`).
    Clash { detail: String },
    /// The puzzle has no solution.
    NoSolution,
    /// The puzzle has several solutions, so "the" right marks are not defined.
    MultipleSolutions,
    /// The position contradicts itself (see [`contradiction()`]): no solution fits it,
    /// from the player's pencil marks (`marks`) or from the placed digits alone.
    Contradiction {
        contradiction: Contradiction,
        marks: bool,
    },
}

impl fmt::Display for MarkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MarkError::WrongEntry { cell, entered } => {
                write!(f, "{}: the entry {entered} is wrong", cell_name(*cell))
            }
            MarkError::MissingCandidate { cell, digit } => write!(
                f,
                "{}: the marks have removed {digit}, the solution's digit",
                cell_name(*cell)
            ),
            MarkError::Clash { detail } => write!(f, "the puzzle has no solution: {detail}"),
            MarkError::NoSolution => f.write_str("the puzzle has no solution"),
            MarkError::MultipleSolutions => f.write_str("the puzzle has several solutions"),
            MarkError::Contradiction {
                contradiction,
                marks,
            } => write!(
                f,
                "no solution fits {}: {contradiction}",
                if *marks {
                    "your marks"
                } else {
                    "the placed digits"
                }
            ),
        }
    }
}

/// The unique solution of the grid's puzzle, or why there is none.
pub fn unique_solution(grid_puzzle: &crate::Puzzle) -> Result<Board, MarkError> {
    if let Some(clash) = grid_puzzle.clash() {
        return Err(MarkError::Clash {
            detail: clash.to_string(),
        });
    }
    let count = crate::engine::count(grid_puzzle, 2);
    match (count.solutions, count.first) {
        (1, Some(b)) => Ok(b),
        (0, _) => Err(MarkError::NoSolution),
        _ => Err(MarkError::MultipleSolutions),
    }
}

/// Checks the grid's entries and pencil marks against a known solution: every entry
/// must be the solution's digit, and every open cell with pencil marks must have its
/// solution digit among them (a cell without marks holds all its candidates). Names the
/// first wrong cell.
pub fn check_marks_against(grid: &Grid, solution: &Board) -> Result<(), MarkError> {
    for (c, &right) in solution.iter().enumerate() {
        let e = grid.entries[c];
        if e != 0 && !grid.is_given(c) && e != right {
            return Err(MarkError::WrongEntry {
                cell: c,
                entered: e,
            });
        }
    }
    for (c, &right) in solution.iter().enumerate() {
        let marks = grid.marks[c];
        if grid.value(c) == 0 && marks != Digits::NONE && !marks.contains(right) {
            return Err(MarkError::MissingCandidate {
                cell: c,
                digit: right,
            });
        }
    }
    Ok(())
}

/// [`check_marks_against`] the puzzle's unique solution (solved here).
pub fn check_marks(grid: &Grid) -> Result<(), MarkError> {
    let solution = unique_solution(&grid.puzzle)?;
    check_marks_against(grid, &solution)
}

/// A digit from the solver, offered when logic finds nothing: "from search, not logic".
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize))]
pub struct SearchHint {
    /// The open cell with the fewest candidates.
    #[cfg_attr(feature = "serde", serde(serialize_with = "ser_cell"))]
    pub cell: usize,
    pub digit: u8,
    pub candidates: usize,
}

#[cfg(feature = "serde")]
fn ser_cell<S: Serializer>(cell: &usize, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&cell_name(*cell))
}

impl fmt::Display for SearchHint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} is {} (from search, not logic; the open cell with the fewest candidates, {})",
            cell_name(self.cell),
            self.digit,
            self.candidates
        )
    }
}

/// Why [`hint`] offers no logical step.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize))]
#[cfg_attr(feature = "serde", serde(tag = "status", rename_all = "snake_case"))]
pub enum NoStep {
    /// Every cell is filled.
    Solved,
    /// The entries or marks are wrong (or the puzzle has no unique solution).
    Inconsistent { error: MarkError },
    /// No enabled technique applies; the solver's value for the narrowest cell.
    Stuck { search: SearchHint },
}

impl fmt::Display for NoStep {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NoStep::Solved => f.write_str("the grid is solved"),
            NoStep::Inconsistent { error } => write!(f, "no hint: {error}"),
            NoStep::Stuck { search } => write!(f, "no technique applies; {search}"),
        }
    }
}

/// The next logical step for a grid, using its pencil marks when it has any.
/// The grid is first checked against the solution: a step built on wrong marks would
/// teach a wrong lesson, so wrong marks are reported instead (naming the cell).
pub fn hint(grid: &Grid, registry: &Registry) -> Result<Step, NoStep> {
    if grid.is_solved() {
        return Err(NoStep::Solved);
    }
    if let Some(error) = contradiction_error(grid) {
        return Err(NoStep::Inconsistent { error });
    }
    let solution = unique_solution(&grid.puzzle).map_err(|error| NoStep::Inconsistent { error })?;
    check_marks_against(grid, &solution).map_err(|error| NoStep::Inconsistent { error })?;
    let mut cand = Candidates::from_grid(grid);
    cand.set_unique_solution(true);
    // The givens alone have this one solution and the entries agree with it, so the
    // entries are digits placed since: the avoidable rectangles may reason about them.
    cand.set_givens(given_cells(grid));
    hint_candidates(&cand, registry, &solution)
}

/// The cells of a grid that hold givens.
pub(crate) fn given_cells(grid: &Grid) -> CellSet {
    (0..crate::cells::CELLS)
        .filter(|&c| grid.is_given(c))
        .collect()
}

/// The next step on a candidate state whose solution is known.
pub fn hint_candidates(
    cand: &Candidates,
    registry: &Registry,
    solution: &Board,
) -> Result<Step, NoStep> {
    if cand.is_solved() {
        return Err(NoStep::Solved);
    }
    registry.find(cand).ok_or_else(|| {
        let cell = cand
            .narrowest_cell()
            .expect("an unsolved grid has an open cell");
        NoStep::Stuck {
            search: SearchHint {
                cell,
                digit: solution[cell],
                candidates: cand.get(cell).len() as usize,
            },
        }
    })
}

/// Plays a step on a grid: enters its placements and removes its eliminations from the
/// pencil marks. Cells without marks get their full candidates pencilled in first, so
/// the eliminations are not lost.
pub fn apply(grid: &mut Grid, step: &Step) {
    grid.fill_unmarked();
    for p in &step.placements {
        if grid.value(p.cell) == 0 {
            grid.enter(p.cell, p.digit);
            grid.marks[p.cell] = Digits::NONE;
        }
    }
    for e in &step.eliminations {
        grid.marks[e.cell].remove(e.digit);
    }
}
