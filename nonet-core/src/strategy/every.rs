//! Every step the enabled techniques find in a position, as HoDoKu's "all steps" view
//! lists them: each instance, not only the first of each technique; two steps with the
//! same effect listed once (the simpler kept); the simplest first.

use super::{Candidates, Mark, Registry, Step};
use std::collections::HashSet;
use std::ops::ControlFlow;

impl Registry {
    /// Every step that makes progress, from every enabled technique: the techniques in
    /// order of their score (the ladder's order among equal scores), each technique's
    /// steps in the order its search meets them, a step whose placements and eliminations
    /// an earlier step already has left out.
    pub fn every_step(&self, cand: &Candidates) -> Vec<Step> {
        let mut order: Vec<(u32, usize)> = self
            .strategies
            .iter()
            .enumerate()
            .filter(|(_, s)| s.enabled)
            .map(|(i, s)| (s.score, i))
            .collect();
        order.sort();
        let mut seen: HashSet<(Vec<Mark>, Vec<Mark>)> = HashSet::new();
        let mut all = Vec::new();
        for (_, i) in order {
            let _ = self.strategies[i].technique.for_each(cand, &mut |step| {
                if step.is_progress()
                    && seen.insert((step.placements.clone(), step.eliminations.clone()))
                {
                    all.push(step);
                }
                ControlFlow::Continue(())
            });
        }
        all
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategy::{unique_solution, Technique};
    use crate::Puzzle;

    fn puzzle(line: &str) -> Puzzle {
        crate::format::parse(line, None, "test").unwrap().remove(0)
    }

    #[test]
    fn every_step_lists_each_instance_once_simplest_first_and_all_sound() {
        let p = puzzle(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        );
        let solution = unique_solution(&p).unwrap();
        let registry = Registry::full();
        let steps = registry.every_step(&Candidates::from_puzzle(&p));
        let singles = steps
            .iter()
            .filter(|s| s.technique == Technique::HiddenSingle)
            .count();
        assert!(singles > 1, "only {singles} hidden singles");
        let scores: Vec<u32> = steps
            .iter()
            .map(|s| registry.score_of(s.technique))
            .collect();
        assert!(scores.windows(2).all(|w| w[0] <= w[1]), "{scores:?}");
        let mut effects: Vec<_> = steps
            .iter()
            .map(|s| (s.placements.clone(), s.eliminations.clone()))
            .collect();
        let n = effects.len();
        effects.sort();
        effects.dedup();
        assert_eq!(effects.len(), n, "two steps with the same effect");
        for s in &steps {
            for m in &s.placements {
                assert_eq!(solution[m.cell], m.digit, "{s}");
            }
            for m in &s.eliminations {
                assert_ne!(solution[m.cell], m.digit, "{s}");
            }
        }
        // A naked single that is also a hidden single is listed once, as the simpler.
        let mut only_hidden = Registry::full();
        only_hidden.set_enabled(Technique::NakedSingle, false);
        assert!(only_hidden
            .every_step(&Candidates::from_puzzle(&p))
            .iter()
            .all(|s| s.technique != Technique::NakedSingle));
    }
}
