//! Background searches. Each job runs on its own thread with its own copy of the puzzle
//! and a generation id; it sends progress at most ~20 times a second and one final
//! message. `update` drops messages whose generation is no longer current, so a result
//! that arrives after the user cancelled or edited is never shown.

use super::play::NewGame;
use nonet_core::engine::{self, Cancel, Control, Count, Gate, Progress};
use nonet_core::generate::{self, LevelOptions, Leveled, Shape, Symmetry};
use nonet_core::maximize::{self, TargetResult, Weights};
use nonet_core::puzzle::{Board, Puzzle};
use nonet_core::rng::Rng;
use nonet_core::strategy::Registry;
use std::sync::mpsc::Sender;
use std::time::{Duration, Instant};

/// Minimum time between two messages of one job (≤ 20 per second).
pub const REPORT_INTERVAL: Duration = Duration::from_millis(50);
/// Solutions counted by the count command before it says "at least".
pub const COUNT_LIMIT: usize = 1000;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JobKind {
    /// The solution status and the live upper bound, after each edit.
    Status,
    Solve,
    Count,
    Target,
    /// A new puzzle at a level (the job's `game`), from the job's `seed`.
    Generate,
}

#[derive(Clone, Debug)]
pub struct Job {
    pub gen: u64,
    pub kind: JobKind,
    /// Givens and entries together (entries count as givens for the search).
    pub puzzle: Puzzle,
    pub weights: Weights,
    pub cancel: Cancel,
    /// What a `Generate` job makes, and its seed.
    pub game: Option<(NewGame, u64)>,
    /// Pauses and steps a target search.
    pub gate: Option<Gate>,
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
            | JobMsg::Generated { gen, .. } => *gen,
        }
    }
}

/// Runs `job` to its end (or cancellation), sending messages through `send`.
pub fn run(job: Job, send: &mut dyn FnMut(JobMsg)) {
    let gen = job.gen;
    let cancel = job.cancel.clone();
    match job.kind {
        JobKind::Generate => {
            let Some((game, seed)) = job.game else {
                return;
            };
            let shape = if game.jigsaw {
                Shape::RandomJigsaw
            } else {
                Shape::Fixed(job.puzzle.layout.clone())
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
        JobKind::Status => {
            let mut ctl = Control::none().with_cancel(cancel.clone());
            let count = engine::count_with(&job.puzzle, 2, &mut ctl);
            if cancel.is_cancelled() {
                return;
            }
            let bound = maximize::upper_bound(&job.puzzle, &job.weights, &job.puzzle.givens);
            send(JobMsg::Status { gen, count, bound });
        }
        JobKind::Solve | JobKind::Count => {
            let limit = if job.kind == JobKind::Solve {
                2
            } else {
                COUNT_LIMIT
            };
            let count = {
                let mut obs = |p: &Progress| {
                    send(JobMsg::Progress {
                        gen,
                        progress: p.clone(),
                    })
                };
                let mut ctl = Control::none()
                    .with_cancel(cancel)
                    .with_observer(REPORT_INTERVAL, &mut obs);
                engine::count_with(&job.puzzle, limit, &mut ctl)
            };
            send(if job.kind == JobKind::Solve {
                JobMsg::Solved { gen, count }
            } else {
                JobMsg::Counted { gen, count }
            });
        }
        JobKind::Target => {
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
            let mut on_progress = |p: &Progress| {
                if due() {
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
                    .with_observer(REPORT_INTERVAL, &mut on_progress);
                if let Some(gate) = job.gate.clone() {
                    ctl = ctl.with_gate(gate);
                }
                maximize::maximize_with(&job.puzzle, &job.weights, &mut ctl, &mut on_improve)
            };
            (sender.borrow_mut())(JobMsg::TargetDone {
                gen,
                result: Box::new(result),
                elapsed: start.elapsed(),
            });
        }
    }
}

/// Starts `job` on a new thread; its messages go to `tx` wrapped by `wrap`.
pub fn spawn<M: Send + 'static>(job: Job, tx: Sender<M>, wrap: fn(JobMsg) -> M) {
    std::thread::Builder::new()
        .name(format!("nonet-{:?}-{}", job.kind, job.gen))
        .spawn(move || run(job, &mut |m| drop(tx.send(wrap(m)))))
        .expect("a solver thread can be started");
}
