//! The target figures, the update side: after each change of the entries (pencil marks
//! do not count), the givens or the weights, a solver job proves the best still possible
//! and each entry's cost (`Work::Explain`, whose generation id lets a newer edit cancel
//! an older proof); `$` lights the costly entries. `B`, the staged score hint, is
//! `score::hint`. The state is `tui::score`.

use crate::tui::effect::Effect;
use crate::tui::score::{Explained, ScoreHint, ScoreKey};
use crate::tui::solver::{Job, Work};
use crate::tui::state::State;
use crate::tui::update::generation::next_gen;
use nonet_core::cells::{cell_name, cell_names, CELLS};
use nonet_core::engine::Cancel;
use nonet_core::maximize::{Still, Weights};
use nonet_core::puzzle::Puzzle;

/// After any change: when what the figures depend on changed, the old figures go (never
/// a stale one on screen), a running proof or score hint is cancelled, and a new proof
/// starts. A plain sudoku (one filling, ring weights, known from an earlier proof) needs
/// none; neither does a player who switched the status off.
pub fn refresh(s: &mut State, fx: &mut Vec<Effect>) {
    let key = ScoreKey::of(&s.grid, &s.weights);
    let old = s.score.key.take();
    if old.as_ref() == Some(&key) {
        s.score.key = old;
        return;
    }
    if old.as_ref().is_some_and(|o| !o.same_puzzle(&key)) {
        // A finished target search's figures are the old puzzle's or weights' optimum.
        if s.search
            .as_ref()
            .is_some_and(|x| x.is_target() && !x.running)
        {
            s.search = None;
        }
    }
    s.score.recent = old.and_then(|o| edited_entry(&o, &key));
    cancel(s, fx);
    s.score.explained = None;
    s.score.key = Some(key.clone());
    if !s.show_status {
        return;
    }
    let facts = s.score.facts_for(&key).cloned();
    if let Some(facts) = facts.as_ref().filter(|f| plain(f, &key.weights)) {
        s.score.explained = Some(Explained {
            facts: facts.clone(),
            explanation: None,
        });
        return;
    }
    let gen = next_gen(s);
    let cancel = Cancel::new();
    s.score.job = Some((gen, cancel.clone()));
    let work = Work::Explain {
        puzzle: Puzzle::new(s.grid.puzzle.layout.clone(), key.givens),
        weights: key.weights,
        entries: key.entries,
        facts,
        recent: s.score.recent,
    };
    fx.push(Effect::Start(Box::new(Job { gen, cancel, work })));
}

/// A plain sudoku: the givens have one filling and the weights are the NOIP rings.
fn plain(facts: &crate::tui::score::PuzzleFacts, weights: &Weights) -> bool {
    !facts.several && *weights == Weights::rings()
}

/// The one entry that changed to a digit between two keys of one puzzle, if one did.
fn edited_entry(old: &ScoreKey, new: &ScoreKey) -> Option<usize> {
    let mut changed = (0..CELLS).filter(|&c| old.entries[c] != new.entries[c]);
    match (changed.next(), changed.next()) {
        (Some(c), None) if new.entries[c] != 0 => Some(c),
        _ => None,
    }
}

/// Cancels a running proof and a score hint being looked for or shown.
fn cancel(s: &mut State, fx: &mut Vec<Effect>) {
    if let Some((_, cancel)) = s.score.job.take() {
        fx.push(Effect::Cancel(cancel));
    }
    if let ScoreHint::Finding { cancel, .. } = std::mem::take(&mut s.score.hint) {
        fx.push(Effect::Cancel(cancel));
    }
}

/// The proof's answer, unless a newer one has started since.
pub(crate) fn explained(s: &mut State, gen: u64, explained: Explained) {
    if s.score.job.as_ref().is_none_or(|(g, _)| *g != gen) {
        return;
    }
    s.score.job = None;
    if let Some(key) = s.score.key.clone() {
        s.score.facts = Some((key, explained.facts.clone()));
    }
    s.score.explained = Some(explained);
}

/// The ~4 Hz tick: the spinner of a running proof turns.
pub(crate) fn tick(s: &mut State) {
    if s.score.busy() {
        s.score.frame = s.score.frame.wrapping_add(1);
    }
}

/// `$`: the costly entries lit on the grid with their cost, or not.
pub(crate) fn toggle_costs(s: &mut State) {
    s.score.show_costs = !s.score.show_costs;
    if !s.score.show_costs {
        return s.info("entry costs hidden");
    }
    let Some(x) = s.score.explanation() else {
        return s.info(if s.score.busy() {
            "entry costs: proving the best still possible…"
        } else {
            "entry costs are for target play (a puzzle with weights or several fillings)"
        });
    };
    let mut costly: Vec<_> = x.entries().iter().filter(|e| e.cost > 0).collect();
    costly.sort_by_key(|e| std::cmp::Reverse(e.cost));
    let text = match (&x.still, costly.as_slice()) {
        (Still::NoFilling { restore }, _) => format!(
            "no filling keeps your entries: clearing {} restores one",
            cell_names(restore.iter().copied())
        ),
        (_, []) => "no entry costs points: each is in some best filling".to_string(),
        (_, [e]) => format!("1 entry costs points: {} ({})", cell_name(e.cell), e.cost),
        (_, list) => format!(
            "{} entries cost points, most first: {}",
            list.len(),
            list.iter()
                .map(|e| format!("{} ({})", cell_name(e.cell), e.cost))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    };
    s.info(text);
}
