//! The target figures through the real dispatcher: the best still possible proved after
//! each edit of an entry (not of a pencil mark), never a stale figure; no filling named;
//! the entry costs (`$`) and the score hint (`B`) with styled snapshots; and the live
//! search panel's fixes (the fill's score, a stale optimum, the clock while paused).

use super::*;
use crate::tui::score::ScoreHint;
use nonet_core::maximize::{Forced, Still};
use ratatui::style::Modifier;

/// NOIP 2009's second sample: 85 fillings, optimum 2852.
fn noip2() -> State {
    let text = include_str!("../../../assets/samples/noip2009_sample2.in");
    let mut b = [0u8; CELLS];
    for (slot, t) in b.iter_mut().zip(text.split_whitespace()) {
        *slot = t.parse().unwrap();
    }
    State::new(doc(Puzzle::classic(b).with_name("noip2")), None)
}

/// The proof and status check a session starts with, run to their end.
fn checked(s: &mut State) {
    let mut fx = Vec::new();
    crate::tui::update::recheck(s, &mut fx);
    let jobs = fx
        .into_iter()
        .filter_map(|e| match e {
            Effect::Start(job) => Some(*job),
            _ => None,
        })
        .collect();
    settle(s, jobs);
}

/// A score as the panel writes it: 2852 → "2,852".
fn grouped(n: i64) -> String {
    if n.abs() >= 1000 {
        format!("{},{:03}", n / 1000, (n % 1000).abs())
    } else {
        n.to_string()
    }
}

fn kind_of(jobs: &[Job], kind: JobKind) -> Option<Job> {
    jobs.iter().find(|j| j.work.kind() == kind).cloned()
}

#[test]
fn each_entry_edit_proves_the_best_still_possible_and_pencil_marks_do_not() {
    let mut s = noip2();
    let jobs = run(&mut s, [Action::Select(40), Action::Digit(1)]);
    assert!(kind_of(&jobs, JobKind::Explain).is_some(), "{jobs:?}");
    // While the proof runs: no figure, the quick bound and a spinner.
    assert!(s.score.explanation().is_none());
    assert!(s.needs_tick(), "the spinner turns");
    settle(&mut s, jobs);
    let x = s.score.explanation().expect("proved");
    assert_eq!((x.best(), x.cost()), (Some(2848), Some(4)));
    assert_eq!(x.entries()[0].cost, 4, "the 1 in r5c5 costs 4");
    let so_far = Weights::rings().score(&s.grid.board());
    let text = render(&s, 120, 40);
    for want in [
        format!("Target {} so far", grouped(so_far)),
        "best still possible 2,848".to_string(),
        "optimum 2,852 (your entries cost 4)".to_string(),
    ] {
        assert!(text.contains(&want), "{want}:\n{text}");
    }
    // A pencil mark is a note: no new proof, the figures stay.
    let jobs = run(
        &mut s,
        [
            Action::Select(0),
            Action::TogglePencil,
            Action::Digit(8),
            Action::TogglePencil,
        ],
    );
    assert!(kind_of(&jobs, JobKind::Explain).is_none(), "{jobs:?}");
    assert!(s.score.explanation().is_some());
    // Another entry: the figures go at once, and an older proof's answer is dropped.
    let older = run(&mut s, [Action::Select(40), Action::Digit(4)]);
    let older = kind_of(&older, JobKind::Explain).unwrap();
    assert!(s.score.explanation().is_none(), "never a stale figure");
    let newer = run(&mut s, [Action::Digit(1)]);
    assert!(
        older.cancel.is_cancelled(),
        "a newer edit cancels the older proof"
    );
    let mut msgs = Vec::new();
    let fresh = Job {
        cancel: nonet_core::engine::Cancel::new(),
        ..older
    };
    solver::run(fresh, &mut |m| msgs.push(m));
    run(&mut s, msgs.into_iter().map(Action::Job));
    assert!(
        s.score.explanation().is_none(),
        "the older grid's figures are dropped"
    );
    settle(&mut s, newer);
    assert_eq!(s.score.explanation().unwrap().best(), Some(2848));
}

#[test]
fn entries_that_leave_no_filling_are_named() {
    let mut s = noip2();
    // Two 8s in row 5: the last one typed is named.
    let jobs = run(
        &mut s,
        [
            Action::Select(36),
            Action::Digit(8),
            Action::Select(38),
            Action::Digit(8),
        ],
    );
    settle(&mut s, jobs);
    assert_eq!(
        s.score.explanation().unwrap().still,
        Still::NoFilling { restore: vec![38] }
    );
    let text = render(&s, 140, 40);
    assert!(
        text.contains("no filling keeps your entries: clearing r5c3 restores one"),
        "{text}"
    );
}

/// The grid's score and the figures of a plain sudoku (one filling): the quick bound in
/// words, and no proof after the first.
#[test]
fn a_plain_sudoku_gets_the_score_in_words_and_no_proofs() {
    let mut s = easy();
    let jobs = run(&mut s, [Action::Select(2), Action::Digit(4)]);
    settle(&mut s, jobs);
    assert!(s.score.explanation().is_none());
    let jobs = run(&mut s, [Action::Select(3), Action::Digit(6)]);
    assert!(kind_of(&jobs, JobKind::Explain).is_none(), "{jobs:?}");
    settle(&mut s, jobs);
    let text = render(&s, 120, 40);
    assert!(text.contains("Target score "), "{text}");
    assert!(text.contains("best still possible ≤ "), "{text}");
    assert!(
        !text.contains("weight"),
        "a plain sudoku's weights stay out of the way"
    );
    run(&mut s, [Action::ScoreHint]);
    assert!(s
        .message
        .as_ref()
        .unwrap()
        .text
        .contains("h gives a logical hint"));
}

/// `$`: the costly entries lit on the grid with their cost, most costly first in the
/// panel.
#[test]
fn snapshot_entry_costs() {
    let mut s = noip2();
    let jobs = run(
        &mut s,
        [
            Action::Select(40),
            Action::Digit(1),
            Action::Select(36),
            Action::Digit(8),
        ],
    );
    settle(&mut s, jobs);
    run(&mut s, [Action::ToggleCosts]);
    let x = s.score.explanation().unwrap();
    let mut costly: Vec<_> = x.entries().iter().filter(|e| e.cost > 0).collect();
    assert_eq!(costly.len(), 2, "{x:?}");
    costly.sort_by_key(|e| std::cmp::Reverse(e.cost));
    let t = drawn(&s, &Theme::default_theme(), 80, 24);
    let sc = crate::tui::draw::screen(ratatui::layout::Rect::new(0, 0, 80, 24)).unwrap();
    for e in x.entries() {
        let (cx, cy) = sc.grid.cell_origin(e.cell);
        let lit = t.backend().buffer()[(cx + 1, cy)]
            .style()
            .add_modifier
            .contains(Modifier::REVERSED);
        assert_eq!(lit, e.cost > 0, "{e:?}");
    }
    let text = render(&s, 80, 24);
    let at = |e: &nonet_core::maximize::EntryCost| {
        let cell = nonet_core::cells::cell_name(e.cell);
        text.find(&format!("{cell} = {} costs {}", e.digit, e.cost))
            .unwrap_or_else(|| panic!("{cell}:\n{text}"))
    };
    let places: Vec<usize> = costly.iter().map(|e| at(e)).collect();
    assert!(places.windows(2).all(|w| w[0] < w[1]), "most costly first");
    s.message = None;
    insta::assert_snapshot!(styled(&s, &Theme::default_theme(), 80, 24));
}

/// `B` names a cell, shows its digit and why, then places it as one undoable step.
#[test]
fn snapshot_score_hint() {
    let mut s = noip2();
    checked(&mut s);
    let jobs = run(&mut s, [Action::ScoreHint]);
    assert!(matches!(s.score.hint, ScoreHint::Finding { .. }));
    settle(&mut s, jobs);
    let ScoreHint::Named(p) = s.score.hint.clone() else {
        panic!("named: {:?}", s.score.hint);
    };
    assert_eq!(s.hints_used, 1, "a score hint counts as a hint");
    assert!(matches!(p.forced, Forced::Loses(n) if n > 0), "{p:?}");
    run(&mut s, [Action::ScoreHint]);
    assert_eq!(s.cursor, p.cell);
    let Forced::Loses(n) = p.forced else {
        unreachable!()
    };
    let said = format!(
        "{} must be {} in every best filling: any other digit loses at least {n} (B places it)",
        nonet_core::cells::cell_name(p.cell),
        p.digit
    );
    assert_eq!(s.message.as_ref().unwrap().text, said);
    insta::assert_snapshot!(styled(&s, &Theme::default_theme(), 80, 24));
    let jobs = run(&mut s, [Action::ScoreHint]);
    assert_eq!(s.grid.value(p.cell), p.digit);
    settle(&mut s, jobs);
    assert_eq!(
        s.score.explanation().unwrap().best(),
        Some(2852),
        "the placement keeps the best"
    );
    run(&mut s, [Action::Undo]);
    assert_eq!(s.grid.value(p.cell), 0, "one undoable step");
}

/// Issue 27's search panel: the fill's score while the grid shows it, no old optimum after
/// the weights change, and a clock that stands still while the search is paused.
#[test]
fn the_search_panel_scores_the_fill_forgets_an_old_optimum_and_pauses_its_clock() {
    let mut s = empty();
    let job = user_job(&run(&mut s, [Action::Target]));
    let fill = board(EASY_SOLUTION);
    run(&mut s, [improved(job.gen, 2000, fill)]);
    let text = render(&s, 120, 40);
    let score = Weights::rings().score(&fill);
    let want = format!("Target {} in the search's fill", grouped(score));
    assert!(text.contains(&want), "{want}:\n{text}");
    assert!(!text.contains("Target 0"), "{text}");

    // The clock: 1 s running, 5 s paused, 2 s running again.
    let progress = |elapsed: u64| {
        Action::Job(JobMsg::Progress {
            gen: job.gen,
            progress: Progress {
                nodes: 10,
                elapsed: Duration::from_secs(elapsed),
                ..Progress::default()
            },
        })
    };
    wait(1);
    run(&mut s, [Action::Tick, Action::PauseSearch]);
    let elapsed = |s: &State| s.search.as_ref().unwrap().progress.elapsed;
    assert_eq!(elapsed(&s), Duration::from_secs(1));
    wait(5);
    run(&mut s, [Action::Tick, progress(6)]);
    assert_eq!(
        elapsed(&s),
        Duration::from_secs(1),
        "paused: the clock stands"
    );
    run(&mut s, [Action::PauseSearch]);
    wait(2);
    run(&mut s, [Action::Tick]);
    assert_eq!(elapsed(&s), Duration::from_secs(3));
    run(&mut s, [progress(8)]);
    assert_eq!(
        elapsed(&s),
        Duration::from_secs(3),
        "the engine's pause left out"
    );

    // A finished search's optimum goes when the weights change.
    let done = Action::Job(JobMsg::TargetDone {
        gen: job.gen,
        result: Box::new(nonet_core::maximize::TargetResult {
            best: Some((score, fill)),
            proven: true,
            nodes: 10,
        }),
        elapsed: Duration::from_secs(9),
    });
    run(&mut s, [done]);
    assert_eq!(elapsed(&s), Duration::from_secs(4));
    assert!(render(&s, 80, 24).contains("optimal"));
    run(
        &mut s,
        [Action::WeightsMode, Action::WeightStep(1), Action::Back],
    );
    assert!(s.search.is_none());
    assert!(!render(&s, 80, 24).contains("optimal"));
}

/// Issue 40: a position's placed digits are givens where its format cannot say who placed
/// them (the `candidates` line, the `pm` grid), as HoDoKu reads them: the target counts no
/// entry of the player's, so no "your entries cost". SudoCue's `sdx` (`u1`) and HoDoKu's
/// library line (`+1`) say the player placed the 1 in r5c5: an entry, costing 4 points.
#[test]
fn a_positions_placed_digits_are_givens_unless_its_format_names_them_the_players() {
    use nonet_core::format::{self, Format};
    let mut d = doc(noip2().grid.puzzle.clone());
    d.grid.entries[40] = 1;
    d.grid.fill_marks();
    let positions: Vec<Format> = Format::ALL
        .into_iter()
        .filter(|f| f.is_position())
        .collect();
    assert_eq!(positions.len(), 4, "{positions:?}");
    for f in positions {
        let mut s = empty();
        let jobs = run(&mut s, [Action::Paste(format::render_document(&d, f))]);
        settle(&mut s, jobs);
        let x = s
            .score
            .explanation()
            .unwrap_or_else(|| panic!("{f}: proved"));
        let text = render(&s, 120, 40);
        if matches!(f, Format::Candidates | Format::Pm) {
            assert!(s.grid.is_given(40) && s.grid.value(40) == 1, "{f}");
            assert_eq!(s.grid.entries, [0; CELLS], "{f}: no entry");
            assert_eq!((x.cost(), x.entries().len()), (Some(0), 0), "{f}");
            assert!(
                text.contains("optimum 2,848") && !text.contains("entries cost"),
                "{f}:\n{text}"
            );
        } else {
            assert_eq!(s.grid.entries[40], 1, "{f}: the player's");
            assert_eq!(s.grid.puzzle.givens, d.grid.puzzle.givens, "{f}");
            assert_eq!(x.cost(), Some(4), "{f}");
            assert!(
                text.contains("optimum 2,852 (your entries cost 4)"),
                "{f}:\n{text}"
            );
        }
    }
}
