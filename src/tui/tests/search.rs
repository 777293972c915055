//! The status check and the solve / count / target searches, driven by scripted solver
//! messages or run to their end on the test thread.

use super::*;

#[test]
fn status_is_checked_in_the_background() {
    let mut s = easy();
    let mut fx = Vec::new();
    crate::tui::update::recheck(&mut s, &mut fx);
    assert_eq!(s.status, Status::Checking);
    let jobs = fx
        .into_iter()
        .map(|effect| match effect {
            Effect::Start(job) => *job,
            other => panic!("a status check only starts a job, not {other:?}"),
        })
        .collect();
    settle(&mut s, jobs);
    assert_eq!(s.status, Status::Unique);
    assert!(s.bound.is_some());
    // A wrong entry: no solution from here.
    let jobs = run(&mut s, [Action::Select(2), Action::Digit(1)]);
    settle(&mut s, jobs);
    assert_eq!(s.status, Status::None);
    // A clash is known at once.
    let jobs = run(&mut s, [Action::Digit(5)]);
    assert!(jobs.is_empty());
    assert_eq!(s.status, Status::Clashing);
}

#[test]
fn solve_fills_the_grid_in_one_undoable_step() {
    let mut s = easy();
    let jobs = run(&mut s, [Action::Solve]);
    let job = user_job(&jobs);
    finish(&mut s, job);
    assert_eq!(s.grid.board(), board(EASY_SOLUTION));
    assert!(s.grid.is_solved());
    run(&mut s, [Action::Undo]);
    assert_eq!(s.grid.board(), board(EASY));
}

#[test]
fn count_reports_several() {
    let mut p = board(EASY);
    p[0] = 0;
    p[1] = 0;
    p[4] = 0;
    p[9] = 0;
    let puzzle = Puzzle::classic(p);
    let expected = nonet_core::engine::count(&puzzle, 1000).solutions;
    assert!(expected > 1);
    let mut s = State::new(doc(puzzle.clone()), None);
    let job = user_job(&run(&mut s, [Action::Count]));
    finish(&mut s, job);
    // Solving it fills one of the solutions: the status then says the grid is complete,
    // not that the puzzle has a unique solution.
    let mut solved = State::new(doc(puzzle), None);
    let jobs = run(&mut solved, [Action::Solve]);
    settle(&mut solved, jobs);
    assert!(solved.grid.is_solved());
    assert_eq!(solved.status, Status::Complete);
    let search = s.search.as_ref().unwrap();
    assert!(!search.running);
    assert_eq!(
        s.message.as_ref().unwrap().text,
        format!("{expected} solutions")
    );
}

#[test]
fn stale_result_is_dropped_after_an_edit() {
    let mut s = easy();
    let job = user_job(&run(&mut s, [Action::Solve]));
    // The user types before the solver answers: the answer is for an old grid.
    run(&mut s, [Action::Select(2), Action::Digit(4)]);
    assert!(job.cancel.is_cancelled());
    let msgs = {
        let mut v = Vec::new();
        let fresh = Job {
            cancel: nonet_core::engine::Cancel::new(),
            ..job
        };
        solver::run(fresh, &mut |m| v.push(m));
        v
    };
    assert!(msgs.iter().any(|m| matches!(m, JobMsg::Solved { .. })));
    run(&mut s, msgs.into_iter().map(Action::Job));
    assert_eq!(s.grid.value(3), 0, "the stale solution was not applied");
    assert!(s
        .search
        .as_ref()
        .unwrap()
        .outcome
        .as_deref()
        .unwrap()
        .contains("changed"));
}

#[test]
fn esc_cancels_a_target_search_and_keeps_the_best() {
    let mut s = empty();
    let job = user_job(&run(&mut s, [Action::Target]));
    let gen = job.gen;
    // Some progress and an improvement arrive, then the user presses Esc.
    let mut best = board(EASY_SOLUTION);
    best[80] = 9;
    run(
        &mut s,
        [
            Action::Job(JobMsg::Progress {
                gen,
                progress: Progress {
                    nodes: 5000,
                    best: None,
                    bound: Some(3000),
                    ..Progress::default()
                },
            }),
            improved(gen, 2000, best),
        ],
    );
    assert_eq!(s.unproven_fill(), Some(&best), "best fill shown dimmed");
    assert_eq!(s.grid.value(0), 0);
    run(&mut s, [Action::Back]);
    assert!(job.cancel.is_cancelled(), "Esc cancels the engine");
    assert_eq!(s.grid.board(), best, "the best found is kept");
    assert!(s.message.as_ref().unwrap().text.contains("not proven"));
    // The engine's late final answer is for a cancelled run: dropped.
    let mut other = best;
    other.swap(0, 1);
    run(
        &mut s,
        [Action::Job(JobMsg::TargetDone {
            gen,
            result: Box::new(nonet_core::maximize::TargetResult {
                best: Some((1, other)),
                proven: true,
                nodes: 1,
            }),
            elapsed: Duration::from_secs(1),
        })],
    );
    assert_eq!(s.grid.board(), best);
    run(&mut s, [Action::Undo]);
    assert_eq!(s.grid.value(0), 0);
}

#[test]
fn a_shown_best_score_always_has_its_fill() {
    // Improvements come faster than the ~20 messages a second the job sends; one that
    // comes too soon must be held and sent before the next progress, so the fill the UI
    // keeps on Esc is never older than the best score the panel shows. The property
    // holds whatever the timing, so the search is simply cancelled after a while.
    let mut w = [0i32; CELLS];
    for (i, x) in w.iter_mut().enumerate() {
        *x = (i as i32 * 37 + 11) % 97 + 1;
    }
    let cancel = nonet_core::engine::Cancel::new();
    let job = Job {
        gen: 7,
        cancel: cancel.clone(),
        work: Work::Target {
            puzzle: Puzzle::classic([0; CELLS]),
            weights: Weights(w),
            gate: nonet_core::engine::Gate::new(),
        },
    };
    let stopper = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(400));
        cancel.cancel();
    });
    let mut msgs = Vec::new();
    solver::run(job, &mut |m| msgs.push(m));
    stopper.join().unwrap();
    let mut sent_fill = None::<i64>;
    for m in &msgs {
        match m {
            JobMsg::Improved { score, .. } => sent_fill = Some(*score),
            JobMsg::Progress { progress, .. } => {
                if let Some(best) = progress.best {
                    assert!(
                        sent_fill.is_some_and(|f| f >= best),
                        "progress shows best {best} but the last fill sent scores {sent_fill:?}"
                    );
                }
            }
            _ => {}
        }
    }
    assert!(matches!(msgs.last(), Some(JobMsg::TargetDone { .. })));
    assert!(sent_fill.is_some(), "the search found fills");
}

/// Paused, the job sends every report of where the search waits, past its ~20-a-second
/// limit: steps in quick succession each show their node (the panel showed the count from
/// before the pause, then jumped).
#[test]
fn a_paused_target_job_reports_every_step() {
    let (cancel, gate) = (
        nonet_core::engine::Cancel::new(),
        nonet_core::engine::Gate::new(),
    );
    gate.pause(true);
    let job = Job {
        gen: 7,
        cancel: cancel.clone(),
        work: Work::Target {
            puzzle: Puzzle::classic([0; CELLS]),
            weights: Weights::rings(),
            gate: gate.clone(),
        },
    };
    let (tx, rx) = std::sync::mpsc::channel();
    let search = std::thread::spawn(move || solver::run(job, &mut |m| drop(tx.send(m))));
    let mut counts = Vec::new();
    let mut wait_for = |nodes: u64| {
        while counts.last() != Some(&nodes) {
            match rx.recv_timeout(Duration::from_secs(20)) {
                Ok(JobMsg::Progress { progress, .. }) => counts.push(progress.nodes),
                Ok(_) => {}
                Err(_) => panic!("no report of node {nodes}: {counts:?}"),
            }
        }
    };
    wait_for(1);
    for _ in 0..3 {
        gate.step();
    }
    wait_for(4);
    cancel.cancel();
    search.join().unwrap();
    assert_eq!(counts[counts.len() - 4..], [1, 2, 3, 4], "{counts:?}");
}

#[test]
fn target_search_runs_to_an_optimum() {
    // A nearly full grid keeps the real search short.
    let mut p = board(EASY_SOLUTION);
    for c in [0, 1, 9, 10, 40, 44, 80] {
        p[c] = 0;
    }
    let mut s = State::new(doc(Puzzle::classic(p)), None);
    let job = user_job(&run(&mut s, [Action::Target]));
    finish(&mut s, job);
    let expected = Weights::rings().score(&board(EASY_SOLUTION));
    let search = s.search.as_ref().unwrap();
    assert!(search.proven);
    assert_eq!(search.progress.best, Some(expected));
    assert_eq!(s.grid.board(), board(EASY_SOLUTION));
}

#[test]
fn loading_another_puzzle_stops_the_running_search() {
    let mut s = empty();
    let job = user_job(&run(&mut s, [Action::Target]));
    assert!(!job.cancel.is_cancelled());
    run(&mut s, [Action::NewPuzzle]);
    assert!(s.search.is_none());
    assert!(
        job.cancel.is_cancelled(),
        "the old puzzle's search must not run on unseen"
    );
}

#[test]
fn a_digit_typed_during_a_target_search_goes_to_the_players_grid() {
    let mut s = empty();
    let job = user_job(&run(&mut s, [Action::Target]));
    let best = board(EASY_SOLUTION);
    run(&mut s, [improved(job.gen, 2000, best)]);
    assert_eq!(s.unproven_fill(), Some(&best));
    // A digit typed over the dimmed fill goes to the grid as it was, and the search stops.
    run(&mut s, [Action::Select(0), Action::Digit(9)]);
    assert!(job.cancel.is_cancelled());
    let mut expected = [0; CELLS];
    expected[0] = 9;
    assert_eq!(s.grid.board(), expected, "only the digit typed");
    assert_eq!(s.unproven_fill(), None);
    let m = s.message.as_ref().expect("the stop is said");
    assert!(m.text.contains("not applied"), "{}", m.text);
    run(&mut s, [Action::Undo]);
    assert_eq!(
        s.grid.board(),
        [0; CELLS],
        "one undo: the grid before the digit"
    );
    // Loading another puzzle keeps the fill in undo, as Esc does.
    let job = user_job(&run(&mut s, [Action::Target]));
    run(&mut s, [improved(job.gen, 2000, best)]);
    run(&mut s, [Action::NewPuzzle, Action::Undo]);
    assert_eq!(s.grid.board(), best);
}

#[test]
fn a_finished_search_says_when_the_grid_has_changed_since() {
    let mut s = easy();
    let job = user_job(&run(&mut s, [Action::Solve]));
    finish(&mut s, job);
    assert!(
        s.search.as_ref().unwrap().current,
        "its own fill keeps it current"
    );
    assert!(render(&s, 120, 30).contains("solved (unique)"));
    assert!(!render(&s, 120, 30).contains("changed since"));
    run(&mut s, [Action::Undo]);
    assert!(!s.search.as_ref().unwrap().current);
    let screen = render(&s, 120, 30);
    assert!(
        screen.contains("solved (unique) (the grid has changed since)"),
        "{screen}"
    );
}
