//! The search for the next step (`h`, `A`) as a solver job: the screen answers keys while
//! it runs and shows that it runs, Esc or an edit stops it, and an answer for a position
//! that is no longer the one shown, or from a search stopped since, is dropped.

use super::hints::OneStep;
use super::*;
use crate::tui::hints::Source;
use nonet_core::engine::Cancel;

fn with_one_step() -> State {
    let mut s = easy();
    s.hint_source = Some(Source::new(OneStep));
    s
}

/// The step search among the jobs an action started.
fn step_search(jobs: &[Job]) -> Job {
    let mut searches = jobs.iter().filter(|j| j.work.kind() == JobKind::NextStep);
    let search = searches.next().expect("a step search").clone();
    assert!(searches.next().is_none(), "one step search");
    search
}

/// The answer `job` sends when its thread finishes, even if it was cancelled meanwhile
/// (the cancel came after it had sent, or while the answer was on its way).
fn answer(job: &Job) -> Action {
    let mut msgs = Vec::new();
    let job = Job {
        cancel: Cancel::new(),
        ..job.clone()
    };
    solver::run(job, &mut |m| msgs.push(m));
    assert_eq!(msgs.len(), 1, "{msgs:?}");
    Action::Job(msgs.remove(0))
}

fn message(s: &State) -> String {
    s.message.as_ref().map_or(String::new(), |m| m.text.clone())
}

#[test]
fn keys_are_handled_while_the_step_search_runs_and_its_answer_names_the_step() {
    let mut s = with_one_step();
    let job = step_search(&run_held(&mut s, [Action::Hint]));
    assert_eq!(s.hint, HintStage::Off);
    assert_eq!(message(&s), "looking for the next step… Esc stops");
    let screen = render(&s, 80, 24);
    assert!(screen.contains("Hint ⠋ searching… "), "{screen}");
    assert!(screen.contains("Esc stops it "), "{screen}");
    // The keyboard is not held: moving, pencil mode and the help go on meanwhile.
    let jobs = run_held(
        &mut s,
        [
            Action::Move(Dir::Right),
            Action::TogglePencil,
            Action::Help,
            Action::Help,
            Action::TogglePencil,
            Action::Tick,
        ],
    );
    assert!(jobs.is_empty(), "{jobs:?}");
    assert_eq!((s.cursor, s.mode), (1, Mode::Normal));
    assert!(s.overlay.is_none());
    assert!(
        render(&s, 80, 24).contains("Hint ⠙ searching…"),
        "the spinner turns"
    );
    // `h` again waits for the search instead of starting another.
    assert!(run_held(&mut s, [Action::Hint]).is_empty());
    assert_eq!(message(&s), "still looking for the next step… Esc stops");
    // The answer names the step, as `h` did when it searched on the spot.
    run(&mut s, [answer(&job)]);
    assert!(matches!(s.hint, HintStage::Named(_)), "{:?}", s.hint);
    assert_eq!(message(&s), "Hint: Hidden single (h again shows where)");
    assert!(s.step_search.is_none());
    assert!(!render(&s, 80, 24).contains("searching"));
}

#[test]
fn an_answer_for_an_older_position_is_dropped_and_an_edit_stops_the_search() {
    let mut s = with_one_step();
    let job = step_search(&run_held(&mut s, [Action::Hint]));
    // An edit while it runs: the search stops.
    run_held(&mut s, [Action::Select(10), Action::Digit(7)]);
    assert!(s.step_search.is_none());
    assert!(job.cancel.is_cancelled(), "the job was told to stop");
    let before = (s.grid.clone(), s.hints_used, s.revision);
    // Its answer, about the grid before the edit, arrives anyway: it is dropped.
    run(&mut s, [answer(&job)]);
    assert_eq!(s.hint, HintStage::Off);
    assert_eq!((s.grid.clone(), s.hints_used, s.revision), before);
    assert!(!message(&s).starts_with("Hint"), "{}", message(&s));
    // An undo is an edit too.
    let job = step_search(&run_held(&mut s, [Action::Hint]));
    run_held(&mut s, [Action::Undo]);
    assert!(s.step_search.is_none() && job.cancel.is_cancelled());
    run(&mut s, [answer(&job)]);
    assert_eq!(s.hint, HintStage::Off);
}

#[test]
fn esc_stops_the_search_and_a_stopped_searchs_answer_is_dropped() {
    let mut s = with_one_step();
    let first = step_search(&run_held(&mut s, [Action::Hint]));
    run_held(&mut s, [Action::Back]);
    assert_eq!(message(&s), "hint search stopped");
    assert!(first.cancel.is_cancelled() && s.step_search.is_none());
    // A new search on the same grid: the first one's answer is stale all the same.
    let second = step_search(&run_held(&mut s, [Action::Hint]));
    assert_ne!(first.gen, second.gen);
    run(&mut s, [answer(&first)]);
    assert_eq!(s.hint, HintStage::Off);
    assert!(s.step_search.is_some(), "the second search still runs");
    run(&mut s, [answer(&second)]);
    assert!(matches!(s.hint, HintStage::Named(_)));
}

#[test]
fn a_pressed_while_the_search_runs_applies_the_step_it_finds() {
    let mut s = with_one_step();
    let job = step_search(&run_held(&mut s, [Action::Hint]));
    assert!(run_held(&mut s, [Action::ApplyStep]).is_empty());
    run(&mut s, [answer(&job)]);
    assert_eq!(s.grid.value(2), 4, "applied at once");
    assert_eq!(s.hint, HintStage::Off);
    assert_eq!(s.hints_used, 1);
    assert!(
        message(&s).starts_with("applied: Hidden single"),
        "{}",
        message(&s)
    );
    // `A` alone searches too, and applies.
    let mut s = with_one_step();
    let job = step_search(&run_held(&mut s, [Action::ApplyStep]));
    assert_eq!(s.grid.value(2), 0, "nothing yet");
    run(&mut s, [answer(&job)]);
    assert_eq!(s.grid.value(2), 4);
}
