//! The solve, count and target searches the user starts, and the messages their threads
//! send back (the status check is in `status`, a new game in `game`).

use crate::tui::effect::Effect;
use crate::tui::search::status::{current_puzzle, next_gen};
use crate::tui::solver::{Job, JobKind, JobMsg, Work, COUNT_LIMIT};
use crate::tui::state::{Sample, Search, State, Status};
use crate::tui::update::history::commit;
use nonet_core::engine::{Cancel, Gate, Progress};
use nonet_core::puzzle::{Board, Grid};
use std::time::{Duration, Instant};

/// The ~4 Hz timer: a running search's clock moves on to `now`, unless it is paused.
pub(crate) fn tick(s: &mut State, now: Instant) {
    if let Some(search) = s
        .search
        .as_mut()
        .filter(|x| x.running && x.paused_since.is_none())
    {
        search.progress.elapsed = now
            .saturating_duration_since(search.started)
            .saturating_sub(search.paused_for);
    }
}

/// The engine's time for a search (it counts from its start, pauses included) as the
/// panel gives it: without the pauses, and standing still during one.
fn unpaused(search: &Search, engine: Duration) -> Duration {
    match search.paused_since {
        Some(_) => search.progress.elapsed,
        None => engine.saturating_sub(search.paused_for),
    }
}

/// Starts a solve, count or target search from the grid as it is, stopping a running one.
pub(crate) fn start(s: &mut State, kind: JobKind, now: Instant, fx: &mut Vec<Effect>) {
    if let Some(old) = s.search.as_ref().filter(|x| x.running) {
        fx.push(Effect::Cancel(old.cancel.clone()));
    }
    if s.status == Status::Clashing {
        return s.error("the grid has clashing digits: fix them first");
    }
    let gen = next_gen(s);
    let cancel = Cancel::new();
    let gate = Gate::new();
    s.search = Some(Search {
        kind,
        gen,
        running: true,
        cancel: cancel.clone(),
        started: now,
        progress: Progress::default(),
        best: None,
        history: Vec::new(),
        proven: false,
        outcome: None,
        current: true,
        gate: gate.clone(),
        paused_for: Duration::ZERO,
        paused_since: None,
    });
    s.info(s.keyed(match kind {
        JobKind::Target => "target search running… {back} stops and keeps the best",
        JobKind::Count => "counting… {back} stops",
        _ => "solving… {back} stops",
    }));
    let puzzle = current_puzzle(s);
    let work = match kind {
        JobKind::Target => Work::Target {
            puzzle,
            weights: s.weights.clone(),
            gate,
        },
        JobKind::Count => Work::Count { puzzle },
        // Status checks and new games are not searches: they start elsewhere.
        _ => Work::Solve { puzzle },
    };
    fx.push(Effect::Start(Box::new(Job { gen, cancel, work })));
}

/// Space: pauses a running target search between nodes, or lets it run on; its clock
/// stops and goes on with it.
pub(crate) fn pause(s: &mut State, now: Instant) {
    let Some(search) = s
        .search
        .as_mut()
        .filter(|x| x.running && x.kind == JobKind::Target)
    else {
        return s.info("no target search running to pause");
    };
    let on = !search.gate.is_paused();
    search.gate.pause(on);
    match search.paused_since.take() {
        Some(since) => search.paused_for += now.saturating_duration_since(since),
        None => {
            search.progress.elapsed = now
                .saturating_duration_since(search.started)
                .saturating_sub(search.paused_for);
            search.paused_since = Some(now);
        }
    }
    s.info(s.keyed(if on {
        "target search paused: {clear} steps one node, {pause} runs on"
    } else {
        "target search running… {back} stops and keeps the best"
    }));
}

/// Whether a target search is running and paused (`.` then steps it).
pub(crate) fn paused(s: &State) -> bool {
    s.search
        .as_ref()
        .is_some_and(|x| x.running && x.gate.is_paused())
}

/// `.` on a paused target search: one more node.
pub(crate) fn step(s: &mut State) {
    if let Some(search) = s.search.as_ref() {
        search.gate.step();
        s.info(s.keyed("one node; {clear} again, {pause} runs on"));
    }
}

/// A solver thread's message about the current search: its progress and end; anything
/// from an older generation is dropped.
pub(crate) fn on_job(s: &mut State, msg: JobMsg, fx: &mut Vec<Effect>) {
    let gen = msg.gen();
    // Anything else belongs to the current, still-running search or is stale.
    let Some(search) = s.search.as_mut().filter(|x| x.running && x.gen == gen) else {
        return;
    };
    match msg {
        // `update` hands these to the status check, the new game, the hints and the score
        // figures.
        JobMsg::Status { .. }
        | JobMsg::Generated { .. }
        | JobMsg::Steps { .. }
        | JobMsg::NextStep { .. }
        | JobMsg::Explained { .. }
        | JobMsg::ScoreHinted { .. }
        | JobMsg::SeRated { .. } => {}
        JobMsg::Progress { progress, .. } => {
            if let Some(best) = progress.best.or(search.best.as_ref().map(|b| b.0)) {
                search.history.push(Sample {
                    best,
                    bound: progress.known_bound(),
                });
            }
            let elapsed = unpaused(search, progress.elapsed);
            search.progress = Progress {
                elapsed,
                ..progress
            };
        }
        JobMsg::Improved { score, board, .. } => {
            search.best = Some((score, *board));
            search.progress.best = Some(score);
            search.history.push(Sample {
                best: score,
                bound: search.progress.known_bound(),
            });
        }
        JobMsg::Solved { count, .. } => {
            search.running = false;
            search.proven = count.complete;
            search.progress.nodes = count.nodes;
            let outcome = match (count.solutions, count.complete) {
                (0, true) => "no solution from this grid".to_string(),
                (0, false) => "stopped".to_string(),
                (1, _) => "solved (unique)".to_string(),
                _ => "solved (one of several solutions)".to_string(),
            };
            search.outcome = Some(outcome.clone());
            if let Some(board) = count.first {
                s.assisted = true;
                commit(s, fx, |g, _| fill_entries(g, &board));
                mark_current(s);
                let undo = s.key("undo");
                s.info(format!("{outcome}; {undo} undoes"));
            } else {
                s.error(outcome);
            }
        }
        JobMsg::Counted { count, .. } => {
            search.running = false;
            search.proven = count.complete;
            search.progress.nodes = count.nodes;
            let n = count.solutions;
            let text = if n >= COUNT_LIMIT {
                format!("at least {n} solutions")
            } else if !count.complete {
                format!("stopped after {n} solutions")
            } else {
                format!("{n} solution{}", if n == 1 { "" } else { "s" })
            };
            search.outcome = Some(text.clone());
            s.info(text);
        }
        JobMsg::TargetDone {
            result, elapsed, ..
        } => {
            search.progress.elapsed = unpaused(search, elapsed);
            search.running = false;
            search.proven = result.proven;
            search.progress.nodes = result.nodes;
            match result.best {
                None => {
                    search.outcome = Some("no filling: the grid cannot be completed".into());
                    s.error("target: no solution from this grid");
                }
                Some((score, board)) => {
                    search.best = Some((score, board));
                    search.progress.best = Some(score);
                    search.progress.bound = Some(score);
                    // Proven: the two lines meet.
                    search.history.push(Sample {
                        best: score,
                        bound: Some(score),
                    });
                    search.outcome = Some(format!("optimal: {score}"));
                    s.assisted = true;
                    commit(s, fx, |g, _| fill_entries(g, &board));
                    mark_current(s);
                    // commit() marks a running search stale; this one is finished.
                    let undo = s.key("undo");
                    s.info(format!("target: optimal score {score}; {undo} undoes"));
                }
            }
        }
    }
}

/// Stops a running target search that has a best fill and keeps the fill on the grid as
/// one undoable step. False when no such search runs.
pub(crate) fn keep_target_fill(s: &mut State, fx: &mut Vec<Effect>) -> bool {
    let Some(search) = s
        .search
        .as_mut()
        .filter(|x| x.running && matches!(x.kind, JobKind::Target))
    else {
        return false;
    };
    let Some((score, board)) = search.best else {
        return false;
    };
    fx.push(Effect::Cancel(search.stop("stopped")));
    let bound = search.progress.known_bound();
    s.assisted = true;
    commit(s, fx, |g, _| fill_entries(g, &board));
    mark_current(s);
    let bound = bound.map_or(String::new(), |b| format!(", bound {b}"));
    let undo = s.key("undo");
    s.info(format!(
        "stopped: best found {score} kept on the grid (not proven{bound}; {undo} undoes)"
    ));
    true
}

/// An edit during a running target search: the search stops and its best fill is left
/// off the grid, saying so (the fill was only shown dimmed; the edit is the player's).
pub(crate) fn stop_for_edit(s: &mut State, fx: &mut Vec<Effect>) {
    let Some(search) = s
        .search
        .as_mut()
        .filter(|x| x.running && matches!(x.kind, JobKind::Target))
    else {
        return;
    };
    let best = search.best.as_ref().map(|(score, _)| *score);
    fx.push(Effect::Cancel(search.stop("stopped by an edit")));
    let (target, back) = (s.key("target"), s.key("back"));
    s.info(match best {
        Some(score) => format!(
            "target search stopped by your edit; its best fill ({score}) was not applied \
             ({target} searches again, {back} keeps a fill)"
        ),
        None => "target search stopped by your edit".to_string(),
    });
}

/// After a search's own fill is committed: its outcome describes the grid again.
fn mark_current(s: &mut State) {
    if let Some(search) = s.search.as_mut() {
        search.current = true;
    }
}

/// Writes a solver's board into the non-given cells.
fn fill_entries(g: &mut Grid, board: &Board) {
    for (c, &v) in board.iter().enumerate() {
        if !g.is_given(c) {
            g.entries[c] = v;
        }
    }
}
