//! Background searches. Each job runs on its own thread with its own copy of the puzzle
//! and a generation id; it sends progress at most ~20 times a second and one final
//! message. `update` drops messages whose generation is no longer current, so a result
//! that arrives after the user cancelled or edited is never shown.

use super::game::NewGame;
use super::hints::{HintAnswer, Source};
use super::score::{Explained, PuzzleFacts};
use super::se_rating::SeAnswer;
use nonet_core::engine::{self, Cancel, Control, Count, Gate, Progress};
use nonet_core::generate::{self, LevelOptions, Leveled, Shape, Symmetry};
use nonet_core::maximize::{
    explain_with, maximize_with, score_hint, upper_bound, Known, Placement, TargetResult, Weights,
};
use nonet_core::puzzle::{Board, Grid, Puzzle};
use nonet_core::rng::Rng;
use nonet_core::strategy::{self, Listed, Registry, Step};
use nonet_core::Layout;
use std::ops::ControlFlow;
use std::sync::mpsc::Sender;
use std::time::{Duration, Instant};

/// Minimum time between two messages of one job (≤ 20 per second).
pub const REPORT_INTERVAL: Duration = Duration::from_millis(50);
/// Solutions counted by the count command before it says "at least".
pub const COUNT_LIMIT: usize = 1000;

/// What a job is, without its data: a search names its kind by it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JobKind {
    /// The solution status and the live upper bound, after each edit.
    Status,
    Solve,
    Count,
    Target,
    /// A new puzzle at a level.
    Generate,
    /// The best still possible and each entry's cost, after each edit of an entry.
    Explain,
    /// A placement that keeps the best still possible (`B`).
    ScoreHint,
    /// The all-steps list.
    AllSteps,
    /// The next step, for `h` or `A`.
    NextStep,
    /// The puzzle's Sudoku Explainer rating, for the panel.
    SeRate,
}

/// A job: its generation id (replies carrying an older one are stale), its cancel
/// token, and its work.
#[derive(Clone, Debug)]
pub struct Job {
    pub gen: u64,
    pub cancel: Cancel,
    pub work: Work,
}

/// The work of a job, with the data each kind needs. A search's `puzzle` has the givens
/// and entries together (entries count as givens for the search).
#[derive(Clone, Debug)]
pub enum Work {
    /// The solution count (up to 2) and the live upper bound on the target score.
    Status { puzzle: Puzzle, weights: Weights },
    /// A solution, and whether it is the only one.
    Solve { puzzle: Puzzle },
    /// The solutions, up to [`COUNT_LIMIT`].
    Count { puzzle: Puzzle },
    /// The filling with the best score; `gate` pauses and steps the search.
    Target {
        puzzle: Puzzle,
        weights: Weights,
        gate: Gate,
    },
    /// A new puzzle as the new-game dialog asked for, from `seed`.
    Generate { game: NewGame, seed: u64 },
    /// The puzzle's facts (unless `facts` has them), then the figures for the entries
    /// (see `score::Explained`). `puzzle` holds the givens only.
    Explain {
        puzzle: Puzzle,
        weights: Weights,
        entries: Board,
        facts: Option<PuzzleFacts>,
        recent: Option<usize>,
    },
    /// A placement that keeps `best` (a best filling that keeps the entries).
    ScoreHint {
        puzzle: Puzzle,
        weights: Weights,
        entries: Board,
        best: (i64, Board),
    },
    /// Every step `registry` finds in the position of `grid` (its marks, its placed
    /// digits), as `nonet hint --every` lists them: sent as they come.
    AllSteps { grid: Box<Grid>, registry: Registry },
    /// The next step `source` finds in `grid`.
    NextStep { grid: Box<Grid>, source: Source },
    /// The Sudoku Explainer rating of `puzzle`'s givens (a classic puzzle).
    SeRate { puzzle: Puzzle },
}

impl Work {
    pub fn kind(&self) -> JobKind {
        match self {
            Work::Status { .. } => JobKind::Status,
            Work::Solve { .. } => JobKind::Solve,
            Work::Count { .. } => JobKind::Count,
            Work::Target { .. } => JobKind::Target,
            Work::Generate { .. } => JobKind::Generate,
            Work::Explain { .. } => JobKind::Explain,
            Work::ScoreHint { .. } => JobKind::ScoreHint,
            Work::AllSteps { .. } => JobKind::AllSteps,
            Work::NextStep { .. } => JobKind::NextStep,
            Work::SeRate { .. } => JobKind::SeRate,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum JobMsg {
    Progress {
        gen: u64,
        progress: Progress,
    },
    /// A better target fill (rate-limited; the final result carries the best anyway).
    Improved {
        gen: u64,
        score: i64,
        board: Box<Board>,
    },
    Status {
        gen: u64,
        count: Count,
        bound: Option<i64>,
    },
    Solved {
        gen: u64,
        count: Count,
    },
    Counted {
        gen: u64,
        count: Count,
    },
    TargetDone {
        gen: u64,
        result: Box<TargetResult>,
        elapsed: Duration,
    },
    /// A generated puzzle, or why there is none.
    Generated {
        gen: u64,
        result: Result<Box<Leveled>, String>,
    },
    /// The figures of an `Explain` job (nothing is sent once it is cancelled).
    Explained {
        gen: u64,
        explained: Box<Explained>,
    },
    /// A score hint's placement (`None`: no cell is open).
    ScoreHinted {
        gen: u64,
        placement: Option<Placement>,
    },
    /// The all-steps list's next steps (`done`: the last of them), or why there is no
    /// list (wrong marks, no unique solution, solved).
    Steps {
        gen: u64,
        steps: Result<Vec<Step>, String>,
        done: bool,
    },
    /// What the step engine found in a `NextStep` job's grid.
    NextStep {
        gen: u64,
        answer: Box<HintAnswer>,
    },
    /// A `SeRate` job's answer.
    SeRated {
        gen: u64,
        answer: SeAnswer,
    },
}

impl JobMsg {
    pub fn gen(&self) -> u64 {
        match self {
            JobMsg::Progress { gen, .. }
            | JobMsg::Improved { gen, .. }
            | JobMsg::Status { gen, .. }
            | JobMsg::Solved { gen, .. }
            | JobMsg::Counted { gen, .. }
            | JobMsg::TargetDone { gen, .. }
            | JobMsg::Generated { gen, .. }
            | JobMsg::Explained { gen, .. }
            | JobMsg::ScoreHinted { gen, .. }
            | JobMsg::Steps { gen, .. }
            | JobMsg::NextStep { gen, .. }
            | JobMsg::SeRated { gen, .. } => *gen,
        }
    }
}

/// Runs `job` to its end (or cancellation), sending messages through `send`.
pub fn run(job: Job, send: &mut dyn FnMut(JobMsg)) {
    let Job { gen, cancel, work } = job;
    match work {
        Work::Generate { game, seed } => generate(gen, &cancel, game, seed, send),
        Work::AllSteps { grid, registry } => all_steps(gen, &cancel, &grid, &registry, send),
        Work::NextStep { grid, source } => {
            // The engine takes no cancel: a cancelled search runs to its end unseen, and
            // its answer, stale by then, is not sent.
            let answer = Box::new(source.next_step(&grid));
            if !cancel.is_cancelled() {
                send(JobMsg::NextStep { gen, answer });
            }
        }
        Work::SeRate { puzzle } => {
            if let Some(answer) = super::se_rating::rate(&puzzle, &cancel) {
                send(JobMsg::SeRated { gen, answer });
            }
        }
        Work::Status { puzzle, weights } => {
            let mut ctl = Control::none().with_cancel(cancel.clone());
            let count = engine::count_with(&puzzle, 2, &mut ctl);
            if cancel.is_cancelled() {
                return;
            }
            let bound = upper_bound(&puzzle, &weights, &puzzle.givens);
            send(JobMsg::Status { gen, count, bound });
        }
        Work::Solve { puzzle } => {
            let count = count(gen, cancel, &puzzle, 2, send);
            send(JobMsg::Solved { gen, count });
        }
        Work::Count { puzzle } => {
            let count = count(gen, cancel, &puzzle, COUNT_LIMIT, send);
            send(JobMsg::Counted { gen, count });
        }
        Work::Target {
            puzzle,
            weights,
            gate,
        } => maximize(gen, cancel, &puzzle, &weights, gate, send),
        Work::Explain {
            puzzle,
            weights,
            entries,
            facts,
            recent,
        } => {
            let ctl = &mut Control::none().with_cancel(cancel);
            if let Some(explained) = explain(&puzzle, &weights, &entries, facts, recent, ctl) {
                send(JobMsg::Explained {
                    gen,
                    explained: Box::new(explained),
                });
            }
        }
        Work::ScoreHint {
            puzzle,
            weights,
            entries,
            best,
        } => {
            let ctl = &mut Control::none().with_cancel(cancel);
            if let Ok(placement) = score_hint(&puzzle, &weights, &entries, &best, ctl) {
                send(JobMsg::ScoreHinted { gen, placement });
            }
        }
    }
}

/// The puzzle's facts (counted and maximised unless known), then, unless the puzzle is a
/// plain sudoku, the explanation of the entries; `None` once cancelled.
fn explain(
    puzzle: &Puzzle,
    weights: &Weights,
    entries: &Board,
    facts: Option<PuzzleFacts>,
    recent: Option<usize>,
    ctl: &mut Control,
) -> Option<Explained> {
    let facts = match facts {
        Some(f) => f,
        None => {
            let count = engine::count_with(puzzle, 2, ctl);
            let optimum = maximize_with(puzzle, weights, ctl, &mut |_, _| {});
            if !count.complete || !optimum.proven {
                return None;
            }
            PuzzleFacts {
                optimum: optimum.best,
                several: count.solutions > 1,
            }
        }
    };
    if !facts.several && *weights == Weights::rings() {
        return Some(Explained {
            facts,
            explanation: None,
        });
    }
    let known = Known {
        optimum: Some(facts.optimum),
        recent,
    };
    let explanation = explain_with(puzzle, weights, entries, known, ctl).ok()?;
    Some(Explained {
        facts,
        explanation: Some(explanation),
    })
}

/// A new puzzle at the game's level; nothing is sent once cancelled.
fn generate(gen: u64, cancel: &Cancel, game: NewGame, seed: u64, send: &mut dyn FnMut(JobMsg)) {
    let shape = if game.jigsaw {
        Shape::RandomJigsaw
    } else {
        Shape::Fixed(Layout::classic())
    };
    let options = LevelOptions {
        symmetry: if game.symmetric {
            Symmetry::Rotational
        } else {
            Symmetry::None
        },
        ..LevelOptions::new(game.level)
    };
    let got = generate::puzzle_at_level(
        &shape,
        &mut Rng::new(seed),
        &options,
        &Registry::full(),
        &|| cancel.is_cancelled(),
    );
    if cancel.is_cancelled() {
        return;
    }
    send(JobMsg::Generated {
        gen,
        result: got.map(Box::new).map_err(|e| e.to_string()),
    });
}

/// Every step in the position, checked as `nonet hint --every` checks it, in the ladder's
/// order (the pattern techniques, then the forcing ones, whose searches take seconds on
/// hard positions): sent at most ~20 times a second and at the end, so that the list
/// fills in as it is made. A cancelled job stops at its next step or technique and sends
/// nothing more.
fn all_steps(
    gen: u64,
    cancel: &Cancel,
    grid: &Grid,
    registry: &Registry,
    send: &mut dyn FnMut(JobMsg),
) {
    let refused = |why: String| JobMsg::Steps {
        gen,
        steps: Err(why),
        done: true,
    };
    if grid.is_solved() {
        return send(refused("no steps: the grid is solved".into()));
    }
    let cand = match strategy::checked_position(grid) {
        Ok((cand, _)) => cand,
        Err(e) => return send(refused(format!("no steps: {e}"))),
    };
    let mut batch = Vec::new();
    let mut last = Instant::now();
    let flow = registry.each_step(&cand, &mut |listed| {
        if cancel.is_cancelled() {
            return ControlFlow::Break(());
        }
        if let Listed::Step(step) = listed {
            batch.push(step);
        }
        if !batch.is_empty() && last.elapsed() >= REPORT_INTERVAL {
            last = Instant::now();
            send(JobMsg::Steps {
                gen,
                steps: Ok(std::mem::take(&mut batch)),
                done: false,
            });
        }
        ControlFlow::Continue(())
    });
    if flow.is_continue() && !cancel.is_cancelled() {
        send(JobMsg::Steps {
            gen,
            steps: Ok(batch),
            done: true,
        });
    }
}

/// Counts the solutions up to `limit`, sending progress on the way.
fn count(
    gen: u64,
    cancel: Cancel,
    puzzle: &Puzzle,
    limit: usize,
    send: &mut dyn FnMut(JobMsg),
) -> Count {
    let mut obs = |p: &Progress| {
        send(JobMsg::Progress {
            gen,
            progress: p.clone(),
        })
    };
    let mut ctl = Control::none()
        .with_cancel(cancel)
        .with_observer(REPORT_INTERVAL, &mut obs);
    engine::count_with(puzzle, limit, &mut ctl)
}

/// The target search: progress and improvements on the way, the result at the end.
fn maximize(
    gen: u64,
    cancel: Cancel,
    puzzle: &Puzzle,
    weights: &Weights,
    gate: Gate,
    send: &mut dyn FnMut(JobMsg),
) {
    let start = Instant::now();
    // Progress and improvements share one rate limit, so at most ~20 messages a
    // second reach the UI whatever the engine reports.
    let last = std::cell::Cell::new(None::<Instant>);
    let due = || {
        let now = Instant::now();
        let ok = last.get().is_none_or(|t| now - t >= REPORT_INTERVAL);
        if ok {
            last.set(Some(now));
        }
        ok
    };
    let sender = std::cell::RefCell::new(send);
    // An improvement that comes too soon is held, not dropped, and goes out before
    // the next message: the fill the UI keeps on Esc is then never older than the
    // best score it has shown.
    let held = std::cell::RefCell::new(None::<(i64, Board)>);
    let send_held = || {
        if let Some((score, board)) = held.borrow_mut().take() {
            (sender.borrow_mut())(JobMsg::Improved {
                gen,
                score,
                board: Box::new(board),
            });
        }
    };
    // While paused the engine reports only where it stopped and each stepped node: each
    // goes out, so that the panel's count is the search's own.
    let watched = gate.clone();
    let mut on_progress = |p: &Progress| {
        if due() || watched.is_paused() {
            send_held();
            (sender.borrow_mut())(JobMsg::Progress {
                gen,
                progress: p.clone(),
            });
        }
    };
    let result = {
        let mut on_improve = |score: i64, board: &Board| {
            if due() {
                held.borrow_mut().take();
                (sender.borrow_mut())(JobMsg::Improved {
                    gen,
                    score,
                    board: Box::new(*board),
                });
            } else {
                *held.borrow_mut() = Some((score, *board));
            }
        };
        let mut ctl = Control::none()
            .with_cancel(cancel)
            .with_observer(REPORT_INTERVAL, &mut on_progress)
            .with_gate(gate);
        maximize_with(puzzle, weights, &mut ctl, &mut on_improve)
    };
    (sender.borrow_mut())(JobMsg::TargetDone {
        gen,
        result: Box::new(result),
        elapsed: start.elapsed(),
    });
}

/// Starts `job` on a new thread; its messages go to `tx` wrapped by `wrap`.
pub fn spawn<M: Send + 'static>(job: Job, tx: Sender<M>, wrap: fn(JobMsg) -> M) {
    std::thread::Builder::new()
        .name(format!("nonet-{:?}-{}", job.work.kind(), job.gen))
        .spawn(move || run(job, &mut |m| drop(tx.send(wrap(m)))))
        .expect("a solver thread can be started");
}
