//! Scripted actions through `update`, and rendering snapshots through `draw` on
//! ratatui's TestBackend.

use super::action::{Action, Dir};
use super::draw;
use super::effect::{self, Effect, Files};
use super::hint::{HintAnswer, HintSource, HintStage, HintStep};
use super::keymap::Keymap;
use super::solver::{self, Job, JobKind, JobMsg};
use super::state::{Mode, Overlay, State, Status};
use super::store::Dirs;
use super::store::Document;
use super::theme::Theme;
use nonet_core::cells::CELLS;
use nonet_core::engine::Progress;
use nonet_core::puzzle::{Grid, Puzzle};
use nonet_core::target::Weights;
use nonet_core::{CellSet, Digits, Layout};
use ratatui::backend::TestBackend;
use ratatui::Terminal;
use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

const EASY: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const EASY_SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

fn board(line: &str) -> [u8; CELLS] {
    let mut b = [0u8; CELLS];
    for (slot, ch) in b.iter_mut().zip(line.bytes()) {
        *slot = if ch.is_ascii_digit() { ch - b'0' } else { 0 };
    }
    b
}

fn doc(p: Puzzle) -> Document {
    Document {
        grid: Grid::new(p),
        weights: Weights::rings(),
        cursor: 0,
        region_draft: None,
    }
}

fn easy() -> State {
    State::new(doc(Puzzle::classic(board(EASY)).with_name("easy")), None)
}

/// Files in memory, for the file effects of `update` (each test runs on its own thread,
/// so each has its own).
#[derive(Default)]
struct MemFiles(std::collections::BTreeMap<PathBuf, String>);

impl Files for MemFiles {
    fn read(&self, path: &str) -> Result<String, String> {
        self.0
            .get(Path::new(path))
            .cloned()
            .ok_or_else(|| format!("{path}: no such file"))
    }

    fn write(&mut self, path: &Path, text: &str) -> Result<(), String> {
        self.0.insert(path.to_path_buf(), text.to_string());
        Ok(())
    }

    fn exists(&self, path: &Path) -> bool {
        self.0.contains_key(path)
    }

    fn saved_names(&self, dirs: &Dirs) -> Vec<String> {
        let folder = dirs.puzzles();
        self.0
            .keys()
            .filter(|p| p.parent() == Some(&folder) && p.extension() == Some("toml".as_ref()))
            .filter_map(|p| Some(p.file_stem()?.to_str()?.to_string()))
            .collect()
    }
}

thread_local! {
    static FILES: RefCell<MemFiles> = RefCell::default();
}

/// A file's text in this test's in-memory files.
fn file(path: impl AsRef<Path>) -> Option<String> {
    FILES.with_borrow(|f| f.0.get(path.as_ref()).cloned())
}

fn put_file(path: impl AsRef<Path>, text: &str) {
    FILES.with_borrow_mut(|f| f.0.insert(path.as_ref().to_path_buf(), text.to_string()));
}

/// Runs actions and their effects (files in memory); returns the jobs they started.
fn run(s: &mut State, actions: impl IntoIterator<Item = Action>) -> Vec<Job> {
    let mut jobs = Vec::new();
    for a in actions {
        FILES.with_borrow_mut(|files| effect::dispatch(s, a, files, &mut |j| jobs.push(j)));
    }
    jobs
}

/// Runs a job to its end on this thread and feeds every message back through update.
fn finish(s: &mut State, job: Job) -> Vec<Job> {
    let mut msgs = Vec::new();
    solver::run(job, &mut |m| msgs.push(m));
    run(s, msgs.into_iter().map(Action::Job))
}

/// Runs every job (and the jobs those start) until none are left.
fn settle(s: &mut State, mut jobs: Vec<Job>) {
    while let Some(j) = jobs.pop() {
        jobs.extend(finish(s, j));
    }
}

fn user_job(jobs: &[Job]) -> Job {
    jobs.iter()
        .find(|j| j.kind != JobKind::Status)
        .expect("a search was started")
        .clone()
}

#[test]
fn entering_clearing_undo_redo() {
    let mut s = easy();
    // r1c3 is blank; r1c1 is the given 5.
    run(
        &mut s,
        [
            Action::Move(Dir::Right),
            Action::Move(Dir::Right),
            Action::Digit(4),
        ],
    );
    assert_eq!(s.cursor, 2);
    assert_eq!(s.grid.value(2), 4);
    run(&mut s, [Action::Select(0), Action::Digit(9)]);
    assert_eq!(s.grid.value(0), 5, "givens stay");
    assert!(s.message.as_ref().unwrap().error);
    assert!(s.message.as_ref().unwrap().text.contains("r1c1 is a given"));
    run(&mut s, [Action::Select(2), Action::Clear]);
    assert_eq!(s.grid.value(2), 0);
    run(&mut s, [Action::Undo]);
    assert_eq!(s.grid.value(2), 4);
    run(&mut s, [Action::Undo]);
    assert_eq!(s.grid.value(2), 0);
    run(&mut s, [Action::Redo, Action::Redo]);
    assert_eq!(s.grid.value(2), 0);
    run(&mut s, [Action::Undo]);
    assert_eq!(s.grid.value(2), 4);
    // Moving wraps around the edges.
    run(
        &mut s,
        [
            Action::Select(0),
            Action::Move(Dir::Left),
            Action::Move(Dir::Up),
        ],
    );
    assert_eq!(s.cursor, 80);
}

#[test]
fn edit_givens_mode() {
    let mut s = State::new(State::empty_document(), None);
    run(
        &mut s,
        [Action::ToggleGivens, Action::Select(10), Action::Digit(7)],
    );
    assert!(s.grid.is_given(10));
    run(&mut s, [Action::ToggleGivens, Action::Digit(3)]);
    assert_eq!(
        s.grid.value(10),
        7,
        "a given can't be overwritten when playing"
    );
    run(&mut s, [Action::Undo]);
    assert!(!s.grid.is_given(10));
}

#[test]
fn pencil_marks_autofill_and_peer_removal() {
    let mut s = easy();
    run(
        &mut s,
        [
            Action::TogglePencil,
            Action::Select(2),
            Action::Digit(1),
            Action::Digit(2),
        ],
    );
    assert_eq!(s.mode, Mode::Pencil);
    assert_eq!(s.grid.marks[2], Digits(0b11));
    run(&mut s, [Action::Digit(1)]);
    assert_eq!(s.grid.marks[2], Digits(0b10), "toggled off");
    run(&mut s, [Action::AutoFill]);
    assert_eq!(s.grid.marks[2], s.grid.candidates(2));
    assert!(s.grid.marks[3].contains(2));
    // Placing a digit removes it from its peers' marks.
    run(
        &mut s,
        [Action::TogglePencil, Action::Select(2), Action::Digit(4)],
    );
    for p in s.grid.layout().peers(2).iter() {
        assert!(!s.grid.marks[p].contains(4), "{p}");
    }
    // One undo brings the marks back.
    run(&mut s, [Action::Undo]);
    assert!(s.grid.marks[3].contains(2));
    assert_eq!(s.grid.marks[2], s.grid.candidates(2));
}

#[test]
fn status_is_checked_in_the_background() {
    let mut s = easy();
    let mut fx = Vec::new();
    super::update::recheck(&mut s, &mut fx);
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
    let mut s = State::new(State::empty_document(), None);
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
            Action::Job(JobMsg::Improved {
                gen,
                score: 2000,
                board: Box::new(best),
            }),
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
            result: Box::new(nonet_core::target::TargetResult {
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
        kind: JobKind::Target,
        puzzle: Puzzle::classic([0; CELLS]),
        weights: Weights(w),
        cancel: cancel.clone(),
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
fn region_painting_validation_accept_discard() {
    let mut s = State::new(State::empty_document(), None);
    run(&mut s, [Action::RegionMode]);
    assert_eq!(s.mode, Mode::Regions);
    // Paint r1c4 (box 2) into box 1: box 1 has 10 cells, box 2 has 8.
    run(&mut s, [Action::Select(3), Action::Digit(1)]);
    assert_eq!(s.region_map()[3], 0);
    run(&mut s, [Action::AcceptRegions]);
    assert_eq!(s.mode, Mode::Regions, "an invalid layout can't be accepted");
    let m = s.message.clone().unwrap();
    assert!(m.error);
    assert!(m.text.contains("region A has 10 cells"), "{}", m.text);
    // Paint r3c1 (box 1) into box 2: sizes are 9 again, but box 2 is now in two pieces.
    run(&mut s, [Action::Select(18), Action::Digit(2)]);
    let report = nonet_core::layout::region_report(&s.region_map());
    assert!(report.iter().all(|region| region.size == 9));
    assert!(report.iter().any(|region| !region.in_one_piece));
    run(&mut s, [Action::AcceptRegions]);
    assert_eq!(s.mode, Mode::Regions);
    // Give r3c1 back and trade r2c3 into box 2 instead: a valid jigsaw.
    run(
        &mut s,
        [
            Action::Select(18),
            Action::Digit(1),
            Action::Select(11),
            Action::Digit(2),
        ],
    );
    run(&mut s, [Action::AcceptRegions]);
    assert_eq!(s.mode, Mode::Normal, "{:?}", s.message);
    assert!(!s.grid.layout().is_classic());
    let l = s.grid.layout();
    assert_eq!(l.region_of(11), l.region_of(4), "r2c3 joined box 2");
    assert_eq!(l.region_of(3), l.region_of(0), "r1c4 joined box 1");
    run(&mut s, [Action::Undo]);
    assert!(s.grid.layout().is_classic());
    // While painting, undo and redo step through the draft.
    run(
        &mut s,
        [
            Action::RegionMode,
            Action::Select(3),
            Action::Digit(1),
            Action::Select(4),
            Action::Digit(1),
        ],
    );
    assert_eq!(&s.region_map()[3..5], &[0, 0]);
    run(&mut s, [Action::Undo]);
    assert_eq!(&s.region_map()[3..5], &[0, 1]);
    run(&mut s, [Action::Undo, Action::Undo]);
    assert_eq!(&s.region_map()[3..5], &[1, 1]);
    assert!(s.grid.layout().is_classic());
    run(&mut s, [Action::Redo]);
    assert_eq!(&s.region_map()[3..5], &[0, 1]);
    run(&mut s, [Action::Back]);
    // Esc discards a draft.
    run(
        &mut s,
        [
            Action::RegionMode,
            Action::Select(3),
            Action::Digit(1),
            Action::Back,
        ],
    );
    assert_eq!(s.mode, Mode::Normal);
    assert!(s.grid.layout().is_classic());
}

#[test]
fn mouse_drag_paints_the_region_it_started_in() {
    let mut s = State::new(State::empty_document(), None);
    run(
        &mut s,
        [Action::RegionMode, Action::Select(2), Action::Drag(3)],
    );
    assert_eq!(s.region_map()[3], s.region_map()[2]);
    assert_eq!(
        s.grid.layout().region_of(3),
        1,
        "not applied until accepted"
    );
}

#[test]
fn wheel_cycles_the_digit() {
    let mut s = easy();
    run(
        &mut s,
        [Action::Select(2), Action::Wheel(1), Action::Wheel(1)],
    );
    assert_eq!(s.grid.value(2), 2);
    run(
        &mut s,
        [Action::Wheel(-1), Action::Wheel(-1), Action::Wheel(-1)],
    );
    assert_eq!(s.grid.value(2), 9);
}

#[test]
fn weights_are_edited_and_undone() {
    let mut s = easy();
    run(
        &mut s,
        [
            Action::WeightsMode,
            Action::Select(40),
            Action::Digit(4),
            Action::Digit(2),
        ],
    );
    assert_eq!(s.weights.0[40], 42);
    run(&mut s, [Action::WeightStep(-1), Action::WeightStep(-1)]);
    assert_eq!(s.weights.0[40], 40);
    run(&mut s, [Action::Move(Dir::Right), Action::Digit(3)]);
    assert_eq!(s.weights.0[41], 3, "a new cell starts a new number");
    run(&mut s, [Action::Undo, Action::Undo]);
    assert_eq!(s.weights.0[40], 41);
    // The digits of one number are one undo step; too large a number is refused.
    run(&mut s, [Action::Select(0)]);
    let before = s.weights.0[0];
    run(&mut s, "123456".bytes().map(|b| Action::Digit(b - b'0')));
    assert_eq!(s.weights.0[0], 123_456);
    run(&mut s, [Action::Digit(7), Action::Digit(8)]);
    assert_eq!(
        s.weights.0[0],
        1_234_567 / 10,
        "past the maximum nothing is taken"
    );
    assert!(s
        .message
        .as_ref()
        .unwrap()
        .text
        .contains("weights go up to"));
    run(&mut s, [Action::Undo]);
    assert_eq!(
        s.weights.0[0], before,
        "one undo takes the whole number back"
    );
    // A first digit equal to the weight still starts the undo step of the number.
    let w = s.weights.0[0];
    assert!((1..=9).contains(&w), "a ring weight");
    run(&mut s, [Action::Select(1), Action::Select(0)]);
    run(&mut s, [Action::Digit(w as u8), Action::Digit(5)]);
    assert_eq!(s.weights.0[0], w * 10 + 5);
    run(&mut s, [Action::Undo]);
    assert_eq!(s.weights.0[0], w);
    run(&mut s, [Action::WeightsReset]);
    assert_eq!(s.weights, Weights::rings());
    run(&mut s, [Action::Back]);
    assert_eq!(s.mode, Mode::Normal);
}

#[test]
fn paste_asks_before_replacing_entries() {
    let mut s = State::new(State::empty_document(), None);
    run(&mut s, [Action::Paste(format!("{EASY}\n"))]);
    assert_eq!(
        s.grid.puzzle.givens,
        board(EASY),
        "no entries: loaded at once"
    );
    run(&mut s, [Action::Select(2), Action::Digit(4)]);
    run(&mut s, [Action::Paste("not a puzzle".into())]);
    assert!(s.message.as_ref().unwrap().error);
    let other = EASY.replacen('5', ".", 1);
    run(&mut s, [Action::Paste(other.clone())]);
    assert!(matches!(s.overlay, Some(Overlay::Confirm { .. })));
    run(&mut s, [Action::Confirm(false)]);
    assert_eq!(s.grid.value(2), 4);
    run(
        &mut s,
        [Action::Paste(other.clone()), Action::Confirm(true)],
    );
    assert_eq!(s.grid.puzzle.givens, board(&other));
    assert_eq!(s.grid.value(2), 0);
    run(&mut s, [Action::Undo]);
    assert_eq!(s.grid.value(2), 4, "loading is undoable too");
    // Several puzzles: a picker.
    run(
        &mut s,
        [
            Action::Paste(format!("{EASY}\n{other}\n")),
            Action::Confirm(true),
        ],
    );
    assert!(matches!(s.overlay, Some(Overlay::Picker { .. })));
    run(&mut s, [Action::PickerMove(1), Action::PickerChoose]);
    assert_eq!(s.grid.puzzle.givens, board(&other));
}

struct OneStep;

impl HintSource for OneStep {
    fn next_step(&self, grid: &Grid) -> HintAnswer {
        // A test double: r1c3 must be 4 in the easy puzzle.
        if grid.value(2) != 0 {
            return HintAnswer::Nothing("no step".into());
        }
        HintAnswer::Step(HintStep {
            technique: "Hidden single".into(),
            houses: vec![0],
            pattern: CellSet::single(2),
            eliminations: vec![(3, 4)],
            placements: vec![(2, 4)],
            explanation: "in row 1, 4 fits only r1c3".into(),
        })
    }
}

#[test]
fn hints_come_in_stages() {
    let mut s = easy();
    run(&mut s, [Action::Hint]);
    assert_eq!(s.message.as_ref().unwrap().text, "hints not available yet");
    assert_eq!(s.hint, HintStage::Off);

    s.hint_source = Some(Box::new(OneStep));
    run(&mut s, [Action::AutoFill, Action::Hint]);
    assert!(matches!(s.hint, HintStage::Named(_)));
    assert_eq!(s.grid.value(2), 0);
    run(&mut s, [Action::Hint]);
    assert!(matches!(s.hint, HintStage::Shown(_)));
    run(&mut s, [Action::Hint]);
    assert_eq!(s.hint, HintStage::Off);
    assert_eq!(s.grid.value(2), 4);
    assert!(!s.grid.marks[3].contains(4));
    run(&mut s, [Action::Undo]);
    assert_eq!(s.grid.value(2), 0);
}

/// The real step engine behind `h`: every applied step agrees with the solution, and
/// a wrong entry is named instead of hinted around.
#[test]
fn hints_from_the_step_engine_are_sound_and_name_wrong_entries() {
    let solution = board(EASY_SOLUTION);
    let mut s = easy();
    s.hint_source = super::hint::default_source();
    for _ in 0..30 {
        run(&mut s, [Action::Hint]);
        let HintStage::Named(step) = s.hint.clone() else {
            panic!("expected a named step, got {:?}", s.hint);
        };
        assert!(!step.technique.is_empty());
        run(&mut s, [Action::Hint]);
        assert!(matches!(s.hint, HintStage::Shown(_)));
        run(&mut s, [Action::Hint]);
        for &(cell, d) in &step.placements {
            assert_eq!(s.grid.value(cell), d);
            assert_eq!(solution[cell], d, "{} placed a wrong digit", step.technique);
        }
        for &(cell, d) in &step.eliminations {
            assert_ne!(solution[cell], d, "{} removed the answer", step.technique);
        }
    }
    assert!((0..CELLS).filter(|&c| s.grid.value(c) != 0).count() > 30);

    let mut s = easy();
    s.hint_source = super::hint::default_source();
    run(&mut s, [Action::Select(2), Action::Digit(9), Action::Hint]);
    let m = s.message.as_ref().expect("a message");
    assert!(m.error && m.text.contains("r1c3"), "{}", m.text);
    assert_eq!(s.hint, HintStage::Off);
}

// ---- rendering snapshots ----

fn render(s: &State, w: u16, h: u16) -> String {
    let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
    let theme = Theme::default_theme();
    t.draw(|f| draw::draw(f, s, &theme, &Keymap::new()))
        .unwrap();
    t.backend().to_string()
}

fn mid_solve() -> State {
    let mut s = easy();
    run(
        &mut s,
        [
            Action::AutoFill,
            Action::Select(2),
            Action::Digit(4),
            Action::Select(3),
            Action::Digit(6),
            Action::Select(5),
            Action::Digit(3), // clashes with nothing? r1c6 = 3 is wrong but legal
            Action::Select(11),
            Action::Digit(9), // clashes with the 9 in box 1
            Action::Select(40),
        ],
    );
    s.status = Status::Clashing;
    s.message = None;
    s
}

#[test]
fn snapshot_empty_grid() {
    let mut s = State::new(State::empty_document(), None);
    s.bound = Some(2906);
    s.status = Status::Several;
    insta::assert_snapshot!(render(&s, 80, 24));
}

#[test]
fn snapshot_classic_mid_solve_expanded() {
    insta::assert_snapshot!(render(&mid_solve(), 100, 40));
}

#[test]
fn snapshot_classic_mid_solve_80x24() {
    insta::assert_snapshot!(render(&mid_solve(), 80, 24));
}

#[test]
fn snapshot_jigsaw() {
    let layout = Arc::new(Layout::random(&mut nonet_core::rng::Rng::new(11)));
    let mut givens = [0u8; CELLS];
    givens[0] = 1;
    givens[40] = 5;
    givens[80] = 9;
    let mut s = State::new(doc(Puzzle::new(layout, givens).with_name("jigsaw")), None);
    s.status = Status::Several;
    insta::assert_snapshot!(render(&s, 80, 24));
}

#[test]
fn snapshot_region_mode_invalid() {
    let mut s = State::new(State::empty_document(), None);
    run(
        &mut s,
        [
            Action::RegionMode,
            Action::Select(3),
            Action::Digit(1),
            Action::Select(40),
            Action::Digit(9),
        ],
    );
    s.status = Status::Several;
    insta::assert_snapshot!(render(&s, 80, 24));
}

#[test]
fn snapshot_target_search_panel() {
    let mut s = State::new(State::empty_document(), None);
    s.status = Status::Several;
    let job = user_job(&run(&mut s, [Action::Target]));
    s.message = None;
    let gen = job.gen;
    let fill = board(EASY_SOLUTION);
    let mut msgs = Vec::new();
    for (i, best) in [2790i64, 2801, 2815, 2815, 2830, 2842]
        .into_iter()
        .enumerate()
    {
        msgs.push(Action::Job(JobMsg::Improved {
            gen,
            score: best,
            board: Box::new(fill),
        }));
        msgs.push(Action::Job(JobMsg::Progress {
            gen,
            progress: Progress {
                nodes: 20_000 * (i as u64 + 1),
                depth: 30,
                best: Some(best),
                bound: Some(2906 - 5 * i as i64),
                elapsed: Duration::from_millis(500 * (i as u64 + 1)),
            },
        }));
    }
    run(&mut s, msgs);
    insta::assert_snapshot!(render(&s, 100, 40));
}

#[test]
fn snapshot_too_small() {
    let s = State::new(State::empty_document(), None);
    insta::assert_snapshot!(render(&s, 40, 12));
}

#[test]
fn snapshot_help_overlay() {
    let mut s = State::new(State::empty_document(), None);
    s.status = Status::Several;
    run(&mut s, [Action::Help]);
    insta::assert_snapshot!(render(&s, 80, 24));
}

#[test]
fn mouse_geometry_matches_the_drawing() {
    use ratatui::layout::Rect;
    let s = easy();
    let theme = Theme::default_theme();
    for (w, h) in [(80, 24), (100, 40), (200, 60)] {
        let sc = draw::screen(Rect::new(0, 0, w, h)).unwrap();
        let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
        t.draw(|f| draw::draw(f, &s, &theme, &Keymap::new()))
            .unwrap();
        let buf = t.backend().buffer();
        for cell in [0, 40, 80] {
            let (x, y) = sc.grid.cell_origin(cell);
            assert_eq!(sc.grid.cell_at(x, y), Some(cell));
            // A cell's inside starts right after a vertical grid line.
            assert!(
                ["│", "┃"].contains(&buf[(x - 1, y)].symbol()),
                "{w}x{h} {cell}"
            );
            assert!(!["│", "┃"].contains(&buf[(x, y)].symbol()));
        }
        // The given 5 of r1c1 is drawn in its cell.
        let (x, y) = sc.grid.cell_origin(0);
        let (mx, my) = (x + sc.grid.cw / 2, y + sc.grid.ch / 2);
        assert_eq!(buf[(mx, my)].symbol(), "5");
    }
    assert!(draw::screen(Rect::new(0, 0, 40, 12)).is_none());
}

fn type_text(s: &mut State, text: &str) {
    let clear = match &s.overlay {
        Some(Overlay::Prompt { text, .. }) => text.chars().count(),
        _ => 0,
    };
    run(s, std::iter::repeat_n(Action::PromptBackspace, clear));
    run(s, text.chars().map(Action::PromptChar));
    run(s, [Action::PromptSubmit]);
}

/// The easy puzzle, with a data directory (in memory) to save into.
fn easy_saving() -> (State, PathBuf) {
    let dir = PathBuf::from("/in-memory/nonet");
    let dirs = Dirs {
        data: dir.clone(),
        config: None,
    };
    let s = State::new(
        doc(Puzzle::classic(board(EASY)).with_name("easy")),
        Some(dirs),
    );
    (s, dir)
}

#[test]
fn save_open_and_walls_files() {
    let (mut s, dir) = easy_saving();
    run(
        &mut s,
        [Action::Select(2), Action::Digit(4), Action::TogglePencil],
    );
    run(
        &mut s,
        [
            Action::Select(3),
            Action::Digit(2),
            Action::TogglePencil,
            Action::Save,
        ],
    );
    assert!(matches!(&s.overlay, Some(Overlay::Prompt { text, .. }) if text == "easy"));
    type_text(&mut s, "my puzzle");
    assert!(
        file(dir.join("puzzles/my_puzzle.toml")).is_some(),
        "{:?}",
        s.message
    );
    assert_eq!(s.grid.puzzle.name.as_deref(), Some("my puzzle"));

    run(&mut s, [Action::NewPuzzle, Action::Open]);
    assert_eq!(s.grid.puzzle.given_count(), 0);
    assert!(
        matches!(&s.overlay, Some(Overlay::Prompt { choices, .. }) if choices == &["my_puzzle"])
    );
    // ↓ picks the saved name into the prompt (typing it works too).
    run(&mut s, [Action::PromptChoice(1)]);
    assert!(matches!(&s.overlay, Some(Overlay::Prompt { text, .. }) if text == "my_puzzle"));
    run(&mut s, [Action::PromptSubmit]);
    assert_eq!(s.grid.value(2), 4);
    assert!(s.grid.marks[3].contains(2));

    // Any text format opens by path.
    let path = dir.join("other.txt");
    put_file(&path, &format!("{EASY}\n"));
    run(&mut s, [Action::Open]);
    type_text(&mut s, &path.display().to_string());
    assert_eq!(s.grid.board(), board(EASY));
    run(&mut s, [Action::Open]);
    type_text(&mut s, "no-such-file");
    assert!(s.message.as_ref().unwrap().error);

    // Walls: export a jigsaw layout, import it into a classic grid.
    run(
        &mut s,
        [
            Action::RegionMode,
            Action::Select(3),
            Action::Digit(1),
            Action::Select(11),
            Action::Digit(2),
        ],
    );
    run(&mut s, [Action::ExportWalls]);
    let walls = dir.join("walls.txt");
    type_text(&mut s, &walls.display().to_string());
    assert!(file(&walls).is_some(), "{:?}", s.message);
    run(&mut s, [Action::AcceptRegions]);
    let jigsaw = s.grid.layout().regions().to_vec();
    run(
        &mut s,
        [Action::NewPuzzle, Action::RegionMode, Action::ImportWalls],
    );
    type_text(&mut s, &walls.display().to_string());
    run(&mut s, [Action::AcceptRegions]);
    assert_eq!(s.mode, Mode::Normal, "{:?}", s.message);
    assert_eq!(s.grid.layout().regions().to_vec(), jigsaw);

    // Weights export in the CLI's format.
    run(
        &mut s,
        [Action::WeightsMode, Action::Digit(7), Action::ExportWeights],
    );
    let wpath = dir.join("w.txt");
    type_text(&mut s, &wpath.display().to_string());
    let text = file(&wpath).unwrap();
    assert_eq!(Weights::parse(&text, "w.txt").unwrap(), s.weights);
}

#[test]
fn snapshot_weights_view() {
    let mut s = easy();
    s.status = Status::Unique;
    run(
        &mut s,
        [
            Action::WeightsMode,
            Action::Select(40),
            Action::Digit(2),
            Action::Digit(5),
        ],
    );
    s.message = None;
    insta::assert_snapshot!(render(&s, 80, 24));
}

#[test]
fn snapshot_hint_shown() {
    let mut s = easy();
    s.status = Status::Unique;
    s.hint_source = Some(Box::new(OneStep));
    run(&mut s, [Action::AutoFill, Action::Hint, Action::Hint]);
    insta::assert_snapshot!(render(&s, 100, 40));
}

#[test]
fn panel_names_what_fills_the_selected_cell() {
    // EASY has 5 at r1c1 as a given; r1c3 is blank.
    let mut s = easy();
    let screen = render(&s, 80, 24);
    assert!(screen.contains("Given ····5···· 000010000"), "{screen}");
    run(&mut s, [Action::Select(2)]);
    assert!(render(&s, 80, 24).contains("Cand "));
    run(&mut s, [Action::Digit(4)]);
    let screen = render(&s, 80, 24);
    assert!(screen.contains("Entry ···4····· 000001000"), "{screen}");
    assert!(!screen.contains("Cand "), "{screen}");
}

#[test]
fn opening_a_file_keeps_the_session_for_undo_and_cancel() {
    let dir = super::theme::tests::tempdir("start-state");
    let dirs = || {
        Some(super::store::Dirs {
            data: dir.clone(),
            config: None,
        })
    };
    // A session with an entry the user typed.
    let mut session = State::new(doc(Puzzle::classic(board(EASY))), None);
    run(&mut session, [Action::Select(2), Action::Digit(4)]);
    let session_grid = session.grid.clone();
    super::store::write_atomic(
        &dir.join("session.toml"),
        &super::store::to_native(&session.document()),
    )
    .unwrap();
    let other: String = EASY_SOLUTION[..40].to_string() + &".".repeat(41);
    let several = dir.join("two.txt");
    std::fs::write(&several, format!("{EASY}\n{other}\n")).unwrap();
    let one = dir.join("one.txt");
    std::fs::write(&one, format!("{other}\n")).unwrap();

    // A file of several puzzles: the list shows over the session, and Esc leaves the
    // session as it was (it used to be replaced by an empty grid and saved over).
    let mut notes = Vec::new();
    let mut s = super::start_state(several.to_str(), dirs(), &mut notes).unwrap();
    assert!(notes.is_empty(), "{notes:?}");
    assert!(
        matches!(&s.overlay, Some(Overlay::Picker { title, .. }) if title == "two.txt: 2 puzzles"),
        "the list names the file, not its whole path"
    );
    assert_eq!(s.grid, session_grid);
    run(&mut s, [Action::Back]);
    assert!(s.overlay.is_none());
    assert_eq!(
        s.grid, session_grid,
        "cancelling the list keeps the session"
    );

    // A file of one puzzle: loaded at once, and `u` brings the session back.
    let mut s = super::start_state(one.to_str(), dirs(), &mut notes).unwrap();
    assert_eq!(s.grid.puzzle.givens, board(&other));
    run(&mut s, [Action::Undo]);
    assert_eq!(s.grid, session_grid, "the load is one undoable step");

    // A file that cannot be opened is an error before the terminal is touched.
    assert!(super::start_state(Some("/no/such/file.txt"), dirs(), &mut notes).is_err());
}

#[test]
fn a_too_small_terminal_takes_only_quit() {
    use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
    use ratatui::layout::Rect;
    let s = easy();
    let km = Keymap::new();
    let key = |c: char| Event::Key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
    let small = Rect::new(0, 0, 50, 15);
    let big = Rect::new(0, 0, 100, 32);
    // Blind keys do nothing while the "enlarge the terminal" screen shows.
    assert_eq!(super::input_action(&key('9'), &s, &km, small), None);
    assert_eq!(super::input_action(&key('h'), &s, &km, small), None);
    assert_eq!(
        super::input_action(&key('q'), &s, &km, small),
        Some(Action::Quit)
    );
    // At a workable size the same keys act.
    assert_eq!(
        super::input_action(&key('9'), &s, &km, big),
        Some(Action::Digit(9))
    );
}

#[test]
fn saving_over_another_saved_puzzle_asks_first() {
    let (mut s, dir) = easy_saving();
    run(&mut s, [Action::Save]);
    type_text(&mut s, "keep");
    let kept = file(dir.join("puzzles/keep.toml")).unwrap();
    // Saving the same puzzle under its own name again is plain saving.
    run(&mut s, [Action::Select(2), Action::Digit(4), Action::Save]);
    type_text(&mut s, "keep");
    assert!(s.overlay.is_none());
    let kept = {
        let now = file(dir.join("puzzles/keep.toml")).unwrap();
        assert_ne!(now, kept, "saved again");
        now
    };
    // Another puzzle saved under that name: asked first; no keeps the file.
    run(&mut s, [Action::Save]);
    type_text(&mut s, "other");
    run(&mut s, [Action::Select(3), Action::Digit(2), Action::Save]);
    type_text(&mut s, "keep");
    assert!(matches!(s.overlay, Some(Overlay::Confirm { .. })));
    run(&mut s, [Action::Confirm(false)]);
    assert_eq!(file(dir.join("puzzles/keep.toml")).unwrap(), kept);
    assert_eq!(s.message.as_ref().unwrap().text, "not saved");
    // Yes replaces it.
    run(&mut s, [Action::Save]);
    type_text(&mut s, "keep");
    run(&mut s, [Action::Confirm(true)]);
    assert_ne!(file(dir.join("puzzles/keep.toml")).unwrap(), kept);
    assert_eq!(s.grid.puzzle.name.as_deref(), Some("keep"));
    // A name with no letter or digit is refused rather than saved as "untitled".
    run(&mut s, [Action::Save]);
    type_text(&mut s, "..");
    assert!(s
        .message
        .as_ref()
        .unwrap()
        .text
        .contains("needs a letter or a digit"));
    assert!(file(dir.join("puzzles/untitled.toml")).is_none());
}

#[test]
fn snapshot_smallest_size_fits_panel_and_keys() {
    // 64×21 is the smallest size: the panel drops the bit masks rather than wrapping,
    // and the key hints drop middle entries but keep help and quit.
    insta::assert_snapshot!(render(&mid_solve(), 64, 21));
}

#[test]
fn a_long_message_takes_the_key_line() {
    let mut s = mid_solve();
    s.error(format!(
        "cannot open /{}/x.txt: no such file",
        "long".repeat(10)
    ));
    let out = render(&s, 80, 24);
    let last: Vec<&str> = out.lines().rev().take(2).collect();
    assert!(last[0].contains("no such file"), "{out}");
    assert!(!last[1].contains("no such file"), "{out}");
    // A short one shares the first status line and the keys stay.
    s.info("saved");
    let out = render(&s, 80, 24);
    assert!(
        out.lines().rev().nth(1).unwrap().contains("│ saved"),
        "{out}"
    );
    assert!(out.lines().last().unwrap().contains("q quit"), "{out}");
}

#[test]
fn region_mode_letters_filled_cells_too() {
    let mut s = easy();
    run(&mut s, [Action::RegionMode]);
    let out = render(&s, 80, 24);
    // r1: 5 3 . | . 7 . | . . . in regions A, A, A | B, B, B | C, C, C.
    let row = out.lines().nth(2).unwrap();
    assert!(row.contains("┃A5 │A3 │ A ┃ B │B7 │ B ┃"), "{row}");
}

#[test]
fn without_colours_a_lone_mark_does_not_look_like_an_entry() {
    let mut s = easy();
    // r1c3 gets an entry, r1c4 a single pencil mark; compact grid (80×24).
    run(&mut s, [Action::Select(2), Action::Digit(4)]);
    run(
        &mut s,
        [Action::Select(3), Action::TogglePencil, Action::Digit(6)],
    );
    run(&mut s, [Action::TogglePencil, Action::Select(40)]); // the cursor elsewhere
    let mut t = Terminal::new(TestBackend::new(80, 24)).unwrap();
    let theme = Theme::mono();
    t.draw(|f| draw::draw(f, &s, &theme, &Keymap::new()))
        .unwrap();
    let buf = t.backend().buffer();
    let row = 2; // the first grid row
    let cell_at = |sym: &str, from: u16| {
        (from..80)
            .map(|x| &buf[(x, row)])
            .find(|c| c.symbol() == sym)
            .expect("drawn")
            .clone()
    };
    let entry = cell_at("4", 1);
    let mark = cell_at("6", 14);
    assert_ne!(
        entry.modifier, mark.modifier,
        "a mark is styled apart from an entry"
    );
}

#[test]
fn help_fits_the_smallest_terminal() {
    let mut s = easy();
    run(&mut s, [Action::Help]);
    let out = render(&s, 64, 21);
    // The help's own last line (the footer has "q quit" too, after two spaces).
    assert!(
        out.contains("      q quit"),
        "the last key is shown:\n{out}"
    );
    assert!(out.contains("Keys — normal"), "{out}");
    // Without its frame it covers the whole screen: nothing of the grid or panel shows
    // beside it and reads as part of it.
    for border in ['┃', '│', '━'] {
        assert!(!out.contains(border), "{out}");
    }
}

#[test]
fn a_weight_typed_after_undo_is_a_new_number_with_its_own_step() {
    let mut s = easy();
    run(&mut s, [Action::Select(30), Action::Digit(7)]);
    assert_eq!(s.grid.value(30), 7);
    run(
        &mut s,
        [Action::WeightsMode, Action::Select(0), Action::Digit(4)],
    );
    assert_eq!(s.weights.0[0], 4);
    run(&mut s, [Action::Undo]);
    assert_eq!(s.weights.0[0], 6, "the ring weight is back");
    run(&mut s, [Action::Digit(5)]);
    assert_eq!(s.weights.0[0], 5, "5, not 65: the undo ended the number");
    run(&mut s, [Action::Undo]);
    assert_eq!(s.weights.0[0], 6);
    assert_eq!(
        s.grid.value(30),
        7,
        "the entry before the weights is untouched"
    );
    // Redo ends the number too.
    run(&mut s, [Action::Redo, Action::Digit(2)]);
    assert_eq!(s.weights.0[0], 2);
}

#[test]
fn loading_another_puzzle_stops_the_running_search() {
    let mut s = State::new(State::empty_document(), None);
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
fn an_unreadable_session_is_kept_aside_not_written_over() {
    let dir = super::theme::tests::tempdir("unreadable-session");
    let dirs = super::store::Dirs {
        data: dir.clone(),
        config: None,
    };
    let session = dirs.session();
    let broken = "format = \"nonet\"\nversion = 99\n# the user's work, in a newer format\n";
    std::fs::write(&session, broken).unwrap();
    let mut notes = Vec::new();
    let s = super::start_state(None, Some(dirs.clone()), &mut notes).unwrap();
    assert_eq!(s.grid, State::empty_document().grid);
    let kept = dir.join("session.unreadable-1.toml");
    assert_eq!(std::fs::read_to_string(&kept).unwrap(), broken);
    assert!(
        !session.exists(),
        "nothing is left for the autosave to replace"
    );
    assert_eq!(notes.len(), 1);
    assert!(
        notes[0].starts_with("session not restored: "),
        "{}",
        notes[0]
    );
    assert!(
        notes[0].contains("session.unreadable-1.toml"),
        "{}",
        notes[0]
    );
    // A second broken session goes beside the first, which stays as it was.
    std::fs::write(&session, "not toml [").unwrap();
    let mut notes = Vec::new();
    super::start_state(None, Some(dirs), &mut notes).unwrap();
    assert_eq!(std::fs::read_to_string(&kept).unwrap(), broken);
    assert_eq!(
        std::fs::read_to_string(dir.join("session.unreadable-2.toml")).unwrap(),
        "not toml ["
    );
}

#[test]
fn saving_asks_before_replacing_another_puzzle_of_the_same_name() {
    let (mut s, dir) = easy_saving();
    run(&mut s, [Action::Save]);
    type_text(&mut s, "easy");
    let saved = file(dir.join("puzzles/easy.toml")).unwrap();
    // Another file's puzzle that opens under the same name ("easy", from b/easy.txt).
    let mut other = board(EASY);
    other[2] = 4;
    let doc_b = doc(Puzzle::classic(other).with_name("easy"));
    run(&mut s, []);
    super::update::load(&mut s, doc_b, &mut Vec::new());
    run(&mut s, [Action::Save]);
    type_text(&mut s, "easy");
    match &s.overlay {
        Some(Overlay::Confirm { question, .. }) => {
            assert!(
                question.contains("another puzzle of that name"),
                "{question}"
            )
        }
        other => panic!("expected a question, got {other:?}"),
    }
    run(&mut s, [Action::Confirm(false)]);
    assert_eq!(
        file(dir.join("puzzles/easy.toml")).unwrap(),
        saved,
        "no keeps the saved puzzle"
    );
    // The same puzzle with more entries is saved again without a question.
    run(
        &mut s,
        [
            Action::Undo,
            Action::Select(3),
            Action::Digit(6),
            Action::Save,
        ],
    );
    type_text(&mut s, "easy");
    assert!(s.overlay.is_none());
    assert_ne!(file(dir.join("puzzles/easy.toml")).unwrap(), saved);
}

#[test]
fn an_edit_during_a_target_search_keeps_the_best_fill_first() {
    let mut s = State::new(State::empty_document(), None);
    let job = user_job(&run(&mut s, [Action::Target]));
    let best = board(EASY_SOLUTION);
    run(
        &mut s,
        [Action::Job(JobMsg::Improved {
            gen: job.gen,
            score: 2000,
            board: Box::new(best),
        })],
    );
    assert_eq!(s.unproven_fill(), Some(&best));
    // A digit typed on the dimmed fill lands on it.
    run(&mut s, [Action::Select(0), Action::Digit(9)]);
    assert!(job.cancel.is_cancelled());
    let mut expected = best;
    expected[0] = 9;
    assert_eq!(s.grid.board(), expected, "the fill, with the digit typed");
    run(&mut s, [Action::Undo]);
    assert_eq!(s.grid.board(), best, "one undo: the fill without the digit");
    run(&mut s, [Action::Undo]);
    assert_eq!(
        s.grid.board(),
        [0; CELLS],
        "two: the grid before the search"
    );
    // Loading another puzzle keeps the fill in undo too.
    let job = user_job(&run(&mut s, [Action::Target]));
    run(
        &mut s,
        [Action::Job(JobMsg::Improved {
            gen: job.gen,
            score: 2000,
            board: Box::new(best),
        })],
    );
    run(&mut s, [Action::NewPuzzle, Action::Undo]);
    assert_eq!(s.grid.board(), best);
}

#[test]
fn a_region_draft_is_kept_in_the_session_and_not_pasted_over_unasked() {
    let mut s = State::new(State::empty_document(), None);
    run(&mut s, [Action::RegionMode]);
    let revision = s.revision;
    run(&mut s, [Action::Select(3), Action::Digit(1)]);
    assert!(s.revision > revision, "painting is autosaved like any edit");
    let painted = s.region_map();
    // Quitting mid-paint: the session holds the draft, and restarting resumes it.
    let text = super::store::to_native(&s.document());
    assert!(text.contains("region_draft"), "{text}");
    let back = super::store::from_native(&text, "session").unwrap();
    assert_eq!(back.region_draft, Some(painted));
    let resumed = State::new(back, None);
    assert_eq!(resumed.mode, Mode::Regions);
    assert_eq!(resumed.region_map(), painted);
    // A damaged draft is named like any other field.
    let bad = text.replacen("\"AAAABBCCC\"", "\"AAAAB?CCC\"", 1);
    assert_ne!(bad, text);
    let e = super::store::from_native(&bad, "session").unwrap_err();
    assert!(e.contains("`region_draft` r1c6"), "{e}");
    // A paste asks before it discards the draft; no keeps it.
    run(&mut s, [Action::Paste(format!("{EASY}\n"))]);
    match &s.overlay {
        Some(Overlay::Confirm { question, .. }) => {
            assert!(question.contains("region draft"), "{question}")
        }
        other => panic!("expected a question, got {other:?}"),
    }
    run(&mut s, [Action::Confirm(false)]);
    assert_eq!((s.mode, s.region_map()), (Mode::Regions, painted));
    // Esc discards the draft; then a paste under the help loads (nothing to ask) and
    // closes the help.
    run(&mut s, [Action::Back, Action::Help]);
    assert!(matches!(s.overlay, Some(Overlay::Help)));
    run(&mut s, [Action::Paste(format!("{EASY}\n"))]);
    assert!(s.overlay.is_none(), "the help closes: the paste is seen");
    assert_eq!(s.grid.puzzle.givens, board(EASY));
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
    assert!(render(&s, 100, 30).contains("solved (unique)"));
    assert!(!render(&s, 100, 30).contains("changed since"));
    run(&mut s, [Action::Undo]);
    assert!(!s.search.as_ref().unwrap().current);
    let screen = render(&s, 100, 30);
    assert!(
        screen.contains("solved (unique) (the grid has changed since)"),
        "{screen}"
    );
}

#[test]
fn a_long_prompt_text_shows_its_end_and_the_cursor() {
    let mut s = easy();
    run(&mut s, [Action::Open]);
    let long = format!("/very/long/path/{}/puzzles-end.txt", "x".repeat(80));
    run(&mut s, long.chars().map(Action::PromptChar));
    for (w, h) in [(100, 30), (64, 21)] {
        let screen = render(&s, w, h);
        assert!(screen.contains("puzzles-end.txt█"), "{w}x{h}:\n{screen}");
        assert!(screen.contains("> …"), "{w}x{h}:\n{screen}");
    }
}

#[test]
fn update_returns_file_work_as_effects_and_takes_answers_as_actions() {
    let (mut s, dir) = easy_saving();
    run(&mut s, [Action::Save]);
    // Submitting touches no file: it asks what the save would replace first.
    let fx = super::update::update(&mut s, Action::PromptSubmit);
    assert!(
        matches!(&fx[..], [Effect::CheckSave { name, path }]
            if name == "easy" && *path == dir.join("puzzles/easy.toml")),
        "{fx:?}"
    );
    // A write that fails is reported, and the puzzle does not take the name.
    let path = dir.join("puzzles/other.toml");
    let revision = s.revision;
    super::update::update(
        &mut s,
        Action::Written {
            path: path.clone(),
            what: effect::Written::Puzzle {
                name: "other".into(),
            },
            result: Err("disk full".into()),
        },
    );
    let message = s.message.clone().unwrap();
    assert!(message.error);
    assert_eq!(
        message.text,
        format!("cannot save {}: disk full", path.display())
    );
    assert_eq!(s.grid.puzzle.name.as_deref(), Some("easy"));
    assert_eq!(s.revision, revision);
}
