//! The puzzle's Sudoku Explainer rating beside its level: rated by a solver job (never
//! in `update`), shown once answered, again after the givens change (not the entries),
//! serate's ER for the forum's hardest (nested chains), nothing for a jigsaw.

use super::*;
use nonet_core::explainer::{self, format_value};
use nonet_core::strategy::Level;

/// The forum's hardest list, a puzzle serate rates 11.0/11.0/2.6: after easy steps its
/// path needs nested forcing chains (SE rules 27 and 28).
const NESTED: &str =
    "98.7..6..5...4......3..9.5.8....3.9..37...2.....1......5...7.8....4..1......6...2";

fn se_jobs(jobs: &[Job]) -> Vec<Job> {
    jobs.iter()
        .filter(|j| j.work.kind() == JobKind::SeRate)
        .cloned()
        .collect()
}

/// The panel's game line on a wide screen, no-break spaces as spaces: "Time 0:00 · medium
/// · ER 2.0".
fn game_line(s: &State) -> String {
    let screen = render(s, 120, 42);
    let line = screen.lines().find(|l| l.contains("Time ")).unwrap_or("");
    line.replace('\u{a0}', " ")
}

/// EASY's ER as `rate --scale se` prints it.
fn easy_er() -> String {
    format!("ER {}", format_value(explainer::rate(&board(EASY)).er))
}

#[test]
fn a_classic_puzzle_is_rated_by_a_job_and_shown_beside_the_level() {
    let mut s = empty();
    let jobs = run(&mut s, [Action::Paste(format!("{EASY}\n"))]);
    let [job] = se_jobs(&jobs).try_into().expect("one rating job");
    s.level = Some(Level::Medium);
    s.message = None;
    // While it runs, the panel says nothing of it.
    assert!(!game_line(&s).contains("ER"), "{}", game_line(&s));
    finish(&mut s, job);
    assert!(
        game_line(&s).contains(&format!("medium · {}", easy_er())),
        "{}",
        game_line(&s)
    );
    // At 80×24 the panel is 24 columns: the line breaks between phrases, never inside
    // "ER 2.0".
    let screen = render(&s, 80, 24).replace('\u{a0}', " ");
    let er = easy_er();
    assert!(
        screen.lines().any(|l| l.contains(&format!("┃ {er}"))),
        "{screen}"
    );
    insta::assert_snapshot!(
        "se_rating_beside_the_level_80x24",
        styled(&s, &Theme::default_theme(), 80, 24)
    );
    insta::assert_snapshot!(
        "se_rating_beside_the_level_large",
        styled(&s, &Theme::default_theme(), 120, 42)
    );
}

#[test]
fn entries_keep_the_rating_and_new_givens_replace_it() {
    let mut s = empty();
    let jobs = run(&mut s, [Action::Paste(format!("{EASY}\n"))]);
    settle(&mut s, jobs);
    // An entry is not a given: no new rating.
    let empty_cell = EASY.find('.').unwrap();
    let jobs = run(&mut s, [Action::Select(empty_cell), Action::Digit(4)]);
    assert!(se_jobs(&jobs).is_empty());
    assert!(game_line(&s).contains(&easy_er()));
    // A given added in given-editing mode: rated again, nothing shown meanwhile.
    let jobs = run(
        &mut s,
        [
            Action::Clear,
            Action::ToggleGivens,
            Action::Select(empty_cell),
            Action::Digit(board(EASY_SOLUTION)[empty_cell]),
        ],
    );
    let [job] = se_jobs(&jobs).try_into().expect("one rating job");
    assert!(!game_line(&s).contains("ER"), "{}", game_line(&s));
    // Another puzzle before it answers: the first job is cancelled; it stops without an
    // answer (a stale one would be dropped by its generation anyway).
    let jobs = run(&mut s, [Action::Paste(format!("{NESTED}\n"))]);
    assert!(job.cancel.is_cancelled());
    let mut sent = Vec::new();
    solver::run(job, &mut |m| sent.push(m));
    assert!(sent.is_empty(), "{sent:?}");
    assert!(!game_line(&s).contains("ER"), "{}", game_line(&s));
    // Its own answer: serate's ER, nested chains and all.
    let [job] = se_jobs(&jobs).try_into().expect("one rating job");
    finish(&mut s, job);
    assert!(game_line(&s).contains("· ER 11.0"), "{}", game_line(&s));
}

#[test]
fn a_jigsaw_gets_no_rating() {
    let layout = jigsaw_layout();
    let mut givens = [0u8; CELLS];
    givens[0] = 1;
    let mut s = State::new(doc(Puzzle::new(layout, givens).with_name("jigsaw")), None);
    let jobs = run(&mut s, [Action::Select(1), Action::Digit(2)]);
    assert!(se_jobs(&jobs).is_empty());
    assert!(s.se_rating.is_none());
    assert!(!game_line(&s).contains("ER"), "{}", game_line(&s));
}
