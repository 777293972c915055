//! Hints, the update side: the staged hint (`h` names a step, shows where, applies it),
//! the one-key hint (`A` finds the next step and applies it at once), the branches of a
//! shown chain step (`b`), and the all-steps list (`H`, its ↑↓, ←→ and Enter). The step engine is behind `State::hint_source`; the data types are in
//! `tui::hint`.

use super::history::commit;
use crate::tui::effect::Effect;
use crate::tui::hint::{HintAnswer, HintStage, HintStep};
use crate::tui::state::{shown_steps, Overlay, State};
use nonet_core::strategy::Technique;

/// `h`: names the next step, then shows where it applies, then applies it.
pub(super) fn next_stage(s: &mut State, fx: &mut Vec<Effect>) {
    match std::mem::take(&mut s.hint) {
        HintStage::Off => {
            let Some(source) = s.hint_source.as_ref() else {
                return s.info("hints not available yet");
            };
            match source.next_step(&s.grid) {
                HintAnswer::Step(step) => {
                    s.hints_used += 1;
                    s.revision += 1;
                    s.info(format!("Hint: {} (h again shows where)", step.technique));
                    s.hint = HintStage::Named(step);
                }
                HintAnswer::InconsistentMarks(m) => s.error(m),
                HintAnswer::Nothing(m) => s.info(m),
            }
        }
        HintStage::Named(step) => {
            s.info(format!("{} (h again applies it)", step.technique));
            // The cursor goes to the step's target, so that the cell the explanation is
            // about is the one the panel describes.
            if let Some(cell) = step.target() {
                s.cursor = cell;
            }
            s.hint = HintStage::Shown(step, 0);
        }
        HintStage::Shown(step, _) => apply(s, &step, fx),
    }
}

/// Applies `step` as one undoable step and says what it did.
fn apply(s: &mut State, step: &HintStep, fx: &mut Vec<Effect>) {
    let name = step.technique;
    let mut filled = 0;
    commit(s, fx, |g, _| filled = step.apply(g));
    let effect = step.effect();
    s.info(if filled > 0 {
        format!(
            "applied: {name}: {effect}; pencil marks filled in for {filled} cells first \
             (u undoes both)"
        )
    } else {
        format!("applied: {name}: {effect} (u undoes)")
    });
}

/// `A`: the hint being named or shown applied, or else the next step found and applied
/// at once. A step found here counts as a hint taken, as `h`'s does (a named or shown
/// one was counted when `h` found it).
pub(super) fn apply_now(s: &mut State, fx: &mut Vec<Effect>) {
    if let Some(step) = std::mem::take(&mut s.hint).step().cloned() {
        return apply(s, &step, fx);
    }
    let Some(source) = s.hint_source.as_ref() else {
        return s.info("hints not available yet");
    };
    match source.next_step(&s.grid) {
        HintAnswer::Step(step) => {
            s.hints_used += 1;
            apply(s, &step, fx);
        }
        HintAnswer::InconsistentMarks(m) => s.error(m),
        HintAnswer::Nothing(m) => s.info(m),
    }
}

/// `b`: the shown hint's next chain, saying which of how many it is.
pub(super) fn next_chain(s: &mut State) {
    if s.hint.next_chain() {
        if let Some((_, i, n)) = s.hint.shown_chain() {
            s.info(format!("branch {} of {n} (b shows the next)", i + 1));
        }
    } else if s.hint.shown_chain().is_some() {
        s.info("this hint has one chain: no other branch to show");
    } else {
        s.info("no chain hint shown (h shows a hint; chain and forcing steps draw theirs)");
    }
}

/// `H`: the list of every step the techniques find in the grid as it is (HoDoKu's
/// view); an error (wrong marks, no unique solution) is said instead.
pub(super) fn open_steps(s: &mut State) {
    let Some(source) = s.hint_source.as_ref() else {
        return s.info("hints not available yet");
    };
    match source.all_steps(&s.grid) {
        Ok(steps) => {
            s.info(format!(
                "{} steps, from {} (Enter shows one)",
                steps.len(),
                s.candidates_used()
            ));
            s.overlay = Some(Overlay::Steps {
                steps,
                filter: None,
                selected: 0,
            });
        }
        Err(e) => s.error(e),
    }
}

/// The techniques present in a list, in order of first appearance.
fn techniques(steps: &[HintStep]) -> Vec<Technique> {
    let mut names: Vec<Technique> = Vec::new();
    for step in steps {
        if !names.contains(&step.technique) {
            names.push(step.technique);
        }
    }
    names
}

/// Changes the open all-steps list's filter and selection with `f`.
fn in_list(s: &mut State, f: impl FnOnce(&[HintStep], &mut Option<Technique>, &mut usize)) {
    if let Some(Overlay::Steps {
        steps,
        filter,
        selected,
    }) = s.overlay.as_mut()
    {
        f(steps, filter, selected);
    }
}

/// ↑↓ in the list (wrapping).
pub(super) fn steps_move(s: &mut State, by: i32) {
    in_list(s, |steps, filter, selected| {
        let n = shown_steps(steps, filter).count() as i32;
        if n > 0 {
            *selected = ((*selected as i32 + by).rem_euclid(n)) as usize;
        }
    });
}

/// ←→: the filter to the previous or next technique of the list (through "all").
pub(super) fn steps_filter(s: &mut State, by: i32) {
    in_list(s, |steps, filter, selected| {
        let names = techniques(steps);
        // Position 0 is "all", 1.. the techniques.
        let at = filter
            .as_ref()
            .and_then(|f| names.iter().position(|n| n == f))
            .map_or(0, |i| i as i32 + 1);
        let next = (at + by).rem_euclid(names.len() as i32 + 1);
        *filter = (next > 0).then(|| names[next as usize - 1]);
        *selected = 0;
    });
}

/// Enter: the selected step shown on the grid, as a hint's second stage (`h` applies it).
pub(super) fn steps_choose(s: &mut State) {
    let Some(Overlay::Steps {
        steps,
        filter,
        selected,
    }) = s.overlay.take()
    else {
        return;
    };
    let Some(step) = shown_steps(&steps, &filter).nth(selected).cloned() else {
        return s.info("no step to show");
    };
    s.info(format!("{} (h applies it)", step.technique));
    s.hint = HintStage::Shown(step, 0);
}
