//! `B`, the staged score hint: name a cell whose digit keeps the best still possible,
//! show its digit and why, place it (one undoable step). A module apart from `score`
//! because placing commits to the history, which re-checks the status, which refreshes
//! the figures in `score`.

use crate::tui::action::Action;
use crate::tui::effect::Effect;
use crate::tui::hints::HintStage;
use crate::tui::score::{describe, ScoreHint};
use crate::tui::solver::{Job, JobMsg, Work};
use crate::tui::state::State;
use crate::tui::update::generation::next_gen;
use crate::tui::update::history::commit;
use nonet_core::cells::{cell_name, cell_names};
use nonet_core::engine::Cancel;
use nonet_core::maximize::{Placement, Still};
use nonet_core::puzzle::Puzzle;

/// Whether [`on_job`] takes the solver's message: the proof's and the score hint's answers.
pub(crate) fn handles(m: &JobMsg) -> bool {
    matches!(m, JobMsg::Explained { .. } | JobMsg::ScoreHinted { .. })
}

/// `$` (in `score`) and `B`.
pub(crate) fn update(s: &mut State, a: Action, fx: &mut Vec<Effect>) {
    match a {
        Action::ToggleCosts => crate::tui::score::update::toggle_costs(s),
        Action::ScoreHint => next_stage(s, fx),
        _ => {}
    }
}

/// The messages of [`handles`].
pub(crate) fn on_job(s: &mut State, m: JobMsg) {
    match m {
        JobMsg::Explained { gen, explained: x } => crate::tui::score::update::explained(s, gen, *x),
        JobMsg::ScoreHinted { gen, placement } => hinted(s, gen, placement),
        _ => {}
    }
}

/// `B`: looks for a placement that keeps the best still possible and names its cell,
/// then shows its digit and why, then places it (one undoable step).
pub(crate) fn next_stage(s: &mut State, fx: &mut Vec<Effect>) {
    match std::mem::take(&mut s.score.hint) {
        ScoreHint::Off => find(s, fx),
        finding @ ScoreHint::Finding { .. } => {
            s.score.hint = finding;
            s.info("score hint: still looking for a placement that keeps the best");
        }
        ScoreHint::Named(p) => {
            s.cursor = p.cell;
            let score_hint = s.key("score-hint");
            s.info(format!("{} ({score_hint} places it)", describe(&p)));
            s.score.hint = ScoreHint::Shown(p);
        }
        ScoreHint::Shown(p) => {
            if s.grid.value(p.cell) != 0 {
                return s.error(format!("{} is filled already", cell_name(p.cell)));
            }
            commit(s, fx, |g, _| {
                g.enter(p.cell, p.digit);
                g.marks[p.cell] = nonet_core::Digits::NONE;
            });
            let undo = s.key("undo");
            s.info(format!(
                "placed {} = {} ({undo} undoes)",
                cell_name(p.cell),
                p.digit
            ));
        }
    }
}

/// The first stage: a job looks for the placement, from the proved best filling.
fn find(s: &mut State, fx: &mut Vec<Effect>) {
    if !s.target_play() {
        return s.info(s.keyed(
            "score hints are for target play (a puzzle with weights or several fillings); \
             {hint} gives a logical hint",
        ));
    }
    let Some(x) = s.score.explanation() else {
        return s.info(s.keyed(if s.score.busy() {
            "score hint: the best still possible is still being proved; {score-hint} again in \
             a moment"
        } else {
            "score hint: no figures (the status check is off)"
        }));
    };
    let best = match &x.still {
        Still::NoFilling { restore } => {
            let names = cell_names(restore.iter().copied());
            return s.error(format!(
                "no filling keeps your entries: clear {names} first"
            ));
        }
        Still::Best { score, filling, .. } => (*score, *filling),
    };
    let Some(key) = s.score.key.clone() else {
        return;
    };
    let gen = next_gen(s);
    let cancel = Cancel::new();
    s.score.hint = ScoreHint::Finding {
        gen,
        cancel: cancel.clone(),
    };
    let work = Work::ScoreHint {
        puzzle: Puzzle::new(s.grid.puzzle.layout.clone(), key.givens),
        weights: key.weights,
        entries: key.entries,
        best,
    };
    fx.push(Effect::Start(Box::new(Job { gen, cancel, work })));
    s.info("score hint: looking for a placement that keeps the best…");
}

/// The score hint job's answer: the placement's cell is named (a hint taken).
pub(crate) fn hinted(s: &mut State, gen: u64, placement: Option<Placement>) {
    if !matches!(s.score.hint, ScoreHint::Finding { gen: g, .. } if g == gen) {
        return;
    }
    let Some(p) = placement else {
        s.score.hint = ScoreHint::Off;
        return s.info("score hint: no open cell left");
    };
    s.hints_used = s.hints_used.saturating_add(1);
    s.revision += 1;
    // One hint on the grid at a time.
    s.hint = HintStage::Off;
    let score_hint = s.key("score-hint");
    s.info(format!(
        "Score hint: a digit in {} keeps the best still possible ({score_hint} shows it)",
        cell_name(p.cell)
    ));
    s.score.hint = ScoreHint::Named(p);
}

/// Esc: a score hint being looked for or shown goes. False when there is none.
pub(crate) fn dismiss(s: &mut State, fx: &mut Vec<Effect>) -> bool {
    match std::mem::take(&mut s.score.hint) {
        ScoreHint::Off => false,
        ScoreHint::Finding { cancel, .. } => {
            fx.push(Effect::Cancel(cancel));
            true
        }
        ScoreHint::Named(_) | ScoreHint::Shown(_) => true,
    }
}
