//! Hints, the update side: the staged hint (`h` names a step, shows where, applies it),
//! the one-key hint (`A` finds the next step and applies it at once), the branches of a
//! shown chain step (`b`), and the all-steps list (`H`, its ↑↓, ←→ and Enter). The step
//! engine is behind `State::hint_source`; the data types are in `tui::hints`. Both the
//! search for the next step and the list run as solver jobs, never in `update`.

use crate::tui::effect::Effect;
use crate::tui::hints::{HintAnswer, HintStage, HintStep, ListCount, StepSearch};
use crate::tui::search::status::next_gen;
use crate::tui::solver::{Job, JobMsg, Work};
use crate::tui::state::{shown_steps, Overlay, State};
use crate::tui::update::history::commit;
use nonet_core::engine::Cancel;
use nonet_core::strategy::{Step, Technique};

/// Whether [`on_job`] takes the solver's message: the all-steps list's steps and the step
/// search's answer.
pub(crate) fn handles(m: &JobMsg) -> bool {
    matches!(m, JobMsg::Steps { .. } | JobMsg::NextStep { .. })
}

/// The messages of [`handles`].
pub(crate) fn on_job(s: &mut State, m: JobMsg, fx: &mut Vec<Effect>) {
    match m {
        JobMsg::Steps { gen, steps, done } => listed(s, gen, steps, done),
        JobMsg::NextStep { gen, answer } => found(s, gen, *answer, fx),
        _ => {}
    }
}

/// `h`: names the next step, then shows where it applies, then applies it.
pub(crate) fn next_stage(s: &mut State, fx: &mut Vec<Effect>) {
    match std::mem::take(&mut s.hint) {
        HintStage::Off => search(s, false, fx),
        HintStage::Named(step) => {
            let (hint, explain) = (s.key("hint"), s.key("explain"));
            s.info_step(
                format!(
                    "{} ({hint} again applies it, {explain} shows it whole)",
                    step.technique
                ),
                &step,
            );
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

/// Counts `step` as a hint taken, unless it is the step last counted, on this grid and
/// not applied since: a step counts once however it is reached (`h`, `A`, `H`).
fn count(s: &mut State, step: &HintStep) {
    let again = s
        .hint_counted
        .as_ref()
        .is_some_and(|(grid, counted)| *grid == s.grid && counted == step);
    if !again {
        s.hints_used = s.hints_used.saturating_add(1);
        s.hint_counted = Some((s.grid.clone(), step.clone()));
    }
}

/// Applies `step` as one undoable step and says what it did: the technique and what it
/// placed or removed, short enough for the status line beside the mode and the puzzle's
/// name (a longer one is cut there, and `m` shows it whole, `i` the step).
fn apply(s: &mut State, step: &HintStep, fx: &mut Vec<Effect>) {
    let name = step.technique;
    let mut filled = 0;
    commit(s, fx, |g, _| filled = step.apply(g));
    // Applied: found again after an undo, it is a hint taken again.
    s.hint_counted = None;
    let effect = step.effect();
    let said = if filled > 0 {
        format!("applied: {name}: {effect}; marks filled in {filled} cells first")
    } else {
        format!("applied: {name}: {effect}")
    };
    // Kept with the step, so that the message log's `i` shows it whole.
    s.info_step(said, step);
}

/// `A`: the hint being named or shown applied, or else the next step found and applied
/// at once. A step found here counts as a hint taken, as `h`'s does (a named or shown
/// one was counted when `h` found it).
pub(crate) fn apply_now(s: &mut State, fx: &mut Vec<Effect>) {
    if let Some(step) = std::mem::take(&mut s.hint).step().cloned() {
        return apply(s, &step, fx);
    }
    search(s, true, fx);
}

/// Starts the search for the next step on the solver thread, to name it (`h`) or to
/// apply it (`A`); [`found`] takes the answer. While one runs, `A` makes it apply its
/// step, and `h` waits for it.
fn search(s: &mut State, apply: bool, fx: &mut Vec<Effect>) {
    if let Some(running) = s.step_search.as_mut() {
        running.apply |= apply;
        return s.info(s.keyed("still looking for the next step… {back} stops"));
    }
    let Some(source) = s.hint_source.clone() else {
        return s.info("hints not available yet");
    };
    let gen = next_gen(s);
    let cancel = Cancel::new();
    s.step_search = Some(StepSearch {
        gen,
        cancel: cancel.clone(),
        grid: s.grid.clone(),
        apply,
        ticks: 0,
    });
    let grid = Box::new(s.grid.clone());
    let work = Work::NextStep { grid, source };
    fx.push(Effect::Start(Box::new(Job { gen, cancel, work })));
    s.info(s.keyed("looking for the next step… {back} stops"));
}

/// The step search's answer, unless it is stale (another search, Esc, or a grid that is
/// no longer the one searched): the step named (`h`) or applied (`A`), or why there is
/// none.
fn found(s: &mut State, gen: u64, answer: HintAnswer, fx: &mut Vec<Effect>) {
    let grid = &s.grid;
    let Some(search) = s.step_search.take_if(|x| x.gen == gen && x.grid == *grid) else {
        return;
    };
    match answer {
        HintAnswer::Step(step) if search.apply => {
            count(s, &step);
            apply(s, &step, fx);
        }
        HintAnswer::Step(step) => {
            count(s, &step);
            s.revision += 1;
            let hint = s.key("hint");
            s.info(format!(
                "Hint: {} ({hint} again shows where)",
                step.technique
            ));
            s.hint = HintStage::Named(step);
        }
        HintAnswer::InconsistentMarks(m) => s.error(m),
        // The engine's message may name a key (`{givens}`), as bound.
        HintAnswer::Nothing(m) => s.info(s.keyed(&m)),
    }
}

/// Esc while the step search runs: it stops. False when none runs.
pub(crate) fn stop_search(s: &mut State, fx: &mut Vec<Effect>) -> bool {
    let Some(search) = s.step_search.take() else {
        return false;
    };
    fx.push(Effect::Cancel(search.cancel));
    s.info("hint search stopped");
    true
}

/// After every action: a step search for a grid that is no longer the one shown (an
/// edit, an undo, a load) is stopped, as its answer would be for another position.
pub(crate) fn drop_stale_search(s: &mut State, fx: &mut Vec<Effect>) {
    let grid = &s.grid;
    if let Some(search) = s.step_search.take_if(|x| x.grid != *grid) {
        fx.push(Effect::Cancel(search.cancel));
    }
}

/// `b`: the shown hint's next chain, saying which of how many it is.
pub(crate) fn next_chain(s: &mut State) {
    if s.hint.next_chain() {
        if let Some((_, i, n)) = s.hint.shown_chain() {
            let next = s.key("next-branch");
            s.info(format!("branch {} of {n} ({next} shows the next)", i + 1));
        }
    } else if s.hint.shown_chain().is_some() {
        s.info("this hint has one chain: no other branch to show");
    } else {
        s.info(s.keyed(
            "no chain hint shown ({hint} shows a hint; chain and forcing steps draw theirs)",
        ));
    }
}

/// `H`: the list of every step the techniques find in the grid as it is (HoDoKu's view,
/// and `nonet hint --every`'s with the same ladder), made on the solver thread: the list
/// opens at once and fills in as the job sends steps, the pattern techniques' first and
/// the forcing steps as they come; Esc stops it. An error (wrong marks, no unique
/// solution) closes it and is said instead.
pub(crate) fn open_steps(s: &mut State, fx: &mut Vec<Effect>) {
    let Some(registry) = s.hint_source.as_ref().and_then(|source| source.registry()) else {
        return s.info("the all-steps list is not available");
    };
    if let Some(cancel) = s.steps_count.running() {
        fx.push(Effect::Cancel(cancel.clone()));
    }
    let gen = next_gen(s);
    let cancel = Cancel::new();
    s.steps_count = ListCount::Running {
        gen,
        cancel: cancel.clone(),
        ticks: 0,
    };
    s.overlay = Some(Overlay::Steps {
        steps: Vec::new(),
        filter: None,
        selected: 0,
    });
    let work = Work::AllSteps {
        grid: Box::new(s.grid.clone()),
        registry,
    };
    fx.push(Effect::Start(Box::new(Job { gen, cancel, work })));
}

/// The timer turns the spinners of the list and of the step search while their jobs run.
pub(crate) fn tick(s: &mut State) {
    if let ListCount::Running { ticks, .. } = &mut s.steps_count {
        *ticks += 1;
    }
    if let Some(search) = s.step_search.as_mut() {
        search.ticks += 1;
    }
}

/// The list's job has sent steps (or why there is no list), unless it is stale.
fn listed(s: &mut State, gen: u64, steps: Result<Vec<Step>, String>, done: bool) {
    if !matches!(&s.steps_count, ListCount::Running { gen: g, .. } if *g == gen) {
        return;
    }
    if done {
        s.steps_count = ListCount::Done;
    }
    match steps {
        Err(e) => {
            s.steps_count = ListCount::Idle;
            if matches!(s.overlay, Some(Overlay::Steps { .. })) {
                s.overlay = None;
            }
            s.error(e);
        }
        Ok(found) => {
            let mut total = 0;
            if let Some(Overlay::Steps { steps, .. }) = s.overlay.as_mut() {
                steps.extend(found.into_iter().map(HintStep::from));
                total = steps.len();
            }
            if done {
                s.info(format!(
                    "{total} steps, from {} ({} shows one)",
                    s.candidates_used(),
                    s.key("show-step")
                ));
            }
        }
    }
}

/// Esc while the list is being made: the job stops, the list keeps what it found (a
/// second Esc closes it). False when there is no job to stop.
pub(crate) fn stop_list(s: &mut State, fx: &mut Vec<Effect>) -> bool {
    let Some(cancel) = s.steps_count.running().cloned() else {
        return false;
    };
    fx.push(Effect::Cancel(cancel));
    s.steps_count = ListCount::Stopped;
    s.info(s.keyed("listing stopped: the list holds what was found ({back} closes it)"));
    true
}

/// After every action: a list job whose list is gone (closed, a step chosen, the grid
/// changed) is stopped, so that it does not run on unseen.
pub(crate) fn drop_stale_list(s: &mut State, fx: &mut Vec<Effect>) {
    if matches!(s.overlay, Some(Overlay::Steps { .. })) {
        return;
    }
    if let Some(cancel) = s.steps_count.running() {
        fx.push(Effect::Cancel(cancel.clone()));
    }
    s.steps_count = ListCount::Idle;
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
pub(crate) fn steps_move(s: &mut State, by: i32) {
    in_list(s, |steps, filter, selected| {
        let n = shown_steps(steps, filter).count() as i32;
        if n > 0 {
            *selected = ((*selected as i32 + by).rem_euclid(n)) as usize;
        }
    });
}

/// ←→: the filter to the previous or next technique of the list (through "all").
pub(crate) fn steps_filter(s: &mut State, by: i32) {
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
pub(crate) fn steps_choose(s: &mut State) {
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
    // A step shown from the list is a hint taken, as `h`'s is.
    count(s, &step);
    let hint = s.key("hint");
    s.info_step(format!("{} ({hint} applies it)", step.technique), &step);
    s.hint = HintStage::Shown(step, 0);
}
