//! Whole logical solutions: the path of steps the ladder takes, and the rating of a
//! puzzle from it (HoDoKu style: the score is the sum of the step scores).

use super::{Candidates, Registry, Step, Technique};
use crate::level::Level;
use crate::puzzle::Puzzle;
#[cfg(feature = "serde")]
use serde::Serialize;
use std::collections::BTreeMap;
use std::convert::Infallible;
use std::ops::ControlFlow;

/// Where a logical solution stopped short.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Stuck {
    /// No enabled technique applies.
    NoTechnique,
    /// A cell lost its last candidate: the puzzle (or the marks) admit no solution.
    Contradiction { cell: usize },
}

/// The steps the ladder took, and where it ended.
#[derive(Clone, Debug)]
pub struct Path {
    pub steps: Vec<Step>,
    /// The candidate state after the last step.
    pub end: Candidates,
    /// None when logic solved the grid.
    pub stuck: Option<Stuck>,
}

impl Path {
    pub fn solved(&self) -> bool {
        self.stuck.is_none()
    }
}

/// Applies the first step the registry finds, again and again, until the grid is solved
/// or nothing applies. When the ladder has a uniqueness technique and the start does not
/// know whether its solution is unique, its placed digits' solutions are counted first
/// (once: every later state inherits the answer).
pub fn solve_path(start: &Candidates, registry: &Registry) -> Path {
    let never_stop = |_: &Step| ControlFlow::<Infallible>::Continue(());
    match walk(start, registry, never_stop) {
        ControlFlow::Continue(path) => path,
    }
}

/// [`solve_path`], asking `after_step` about each step taken: `Break` ends the walk there.
fn walk<B>(
    start: &Candidates,
    registry: &Registry,
    mut after_step: impl FnMut(&Step) -> ControlFlow<B>,
) -> ControlFlow<B, Path> {
    let mut cand = start.clone();
    if registry.uses_uniqueness() {
        cand.settle_uniqueness();
    }
    let mut steps = Vec::new();
    let stuck = loop {
        if let Some(cell) = cand.empty_cell() {
            break Some(Stuck::Contradiction { cell });
        }
        if cand.is_solved() {
            break None;
        }
        let Some(step) = registry.find(&cand) else {
            break Some(Stuck::NoTechnique);
        };
        after_step(&step)?;
        cand.apply(&step);
        steps.push(step);
    };
    ControlFlow::Continue(Path {
        steps,
        end: cand,
        stuck,
    })
}

/// A puzzle's rating.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize))]
pub struct Rating {
    /// The technique with the highest score used (None when nothing was needed).
    pub hardest: Option<Technique>,
    /// Sum of the scores of every step taken.
    pub score: u32,
    /// The higher of the hardest technique's level and the score's; extreme when logic
    /// alone does not solve the puzzle.
    pub level: Level,
    pub solved_by_logic: bool,
    pub steps: usize,
    /// How many steps of each technique the path took, in ladder order.
    pub techniques: BTreeMap<Technique, usize>,
}

/// Rates a puzzle by solving it with the registry's ladder.
pub fn rate(puzzle: &Puzzle, registry: &Registry) -> Rating {
    let path = solve_path(&Candidates::from_puzzle(puzzle), registry);
    rate_path(&path, registry)
}

/// The puzzle's rating when its level is at most `cap`, None when it is above: what a
/// generator aiming at a level asks again and again, so it solves no further than the
/// answer needs. The walk stops as soon as its score or a step's technique passes `cap`,
/// and never asks the techniques after the last one at or under `cap` in the ladder: the
/// full ladder would take a step above `cap` there or be stuck, extreme either way. That
/// needs a higher level never to score less (the rating's level is the hardest
/// technique's by score), as the default scores are; a registry whose scores break it is
/// rated in full.
pub fn rate_up_to(puzzle: &Puzzle, registry: &Registry, cap: Level) -> Option<Rating> {
    if cap == Level::Extreme || !registry.scores_follow_levels() {
        return Some(rate(puzzle, registry)).filter(|r| r.level <= cap);
    }
    let mut within = registry.clone();
    let last = within
        .strategies
        .iter()
        .rposition(|s| s.enabled && s.technique.level() <= cap);
    for s in &mut within.strategies[last.map_or(0, |i| i + 1)..] {
        s.enabled = false;
    }
    let mut score = 0;
    let walked = walk(&Candidates::from_puzzle(puzzle), &within, |step| {
        score += registry.score_of(step.technique);
        if step.technique.level() > cap || Level::of_score(score) > cap {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    match walked {
        ControlFlow::Continue(path) if path.solved() => Some(rate_path(&path, registry)),
        _ => None,
    }
}

/// The rating of an already computed path.
pub fn rate_path(path: &Path, registry: &Registry) -> Rating {
    let score = path
        .steps
        .iter()
        .map(|s| registry.score_of(s.technique))
        .sum();
    let hardest = path
        .steps
        .iter()
        .map(|s| s.technique)
        .max_by_key(|&t| (registry.score_of(t), t.level()));
    let solved = path.solved();
    let level = if solved {
        Level::of_score(score).max(hardest.map_or(Level::Easy, Technique::level))
    } else {
        Level::Extreme
    };
    let mut techniques = BTreeMap::new();
    for s in &path.steps {
        *techniques.entry(s.technique).or_insert(0) += 1;
    }
    Rating {
        techniques,
        hardest,
        score,
        level,
        solved_by_logic: solved,
        steps: path.steps.len(),
    }
}

/// The states of a breadth-first search's path from its start to `end`, start first.
/// `parent[s]` is the state `s` was reached from, and the start is its own parent (the
/// shape the chain searches record).
pub(crate) fn walk_back(parent: &[usize], end: usize) -> impl Iterator<Item = usize> {
    let mut states = vec![end];
    let mut cur = end;
    while parent[cur] != cur {
        cur = parent[cur];
        states.push(cur);
    }
    states.into_iter().rev()
}
