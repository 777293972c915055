//! Playing: the new-game dialog and the generation it starts, the check of entries, the
//! game clock and the "solved!" screen with its statistics.

use crate::tui::effect::Effect;
use crate::tui::files::update::load;
use crate::tui::game::{LevelStats, NewGame};
use crate::tui::search::status::next_gen;
use crate::tui::state::{Generating, Overlay, SolvedScreen, State};
use crate::tui::store::Document;
use nonet_core::cells::{cell_name, CELLS};
use nonet_core::engine::Cancel;
use nonet_core::generate::Leveled;
use nonet_core::strategy::{self, Level, MarkError};
use nonet_core::CellSet;
use std::time::Instant;

/// After every action: the solved screen when the grid has just been solved, and the
/// clock running exactly while the player plays.
pub(crate) fn after(s: &mut State, now: Instant, fx: &mut Vec<Effect>) {
    let solved = s.grid.is_solved() && s.grid.puzzle.given_count() > 0;
    // The solver filling the grid in (`S`, a target fill) is no game won: no screen.
    if solved && !s.was_solved && !s.assisted {
        s.clock.run(false, now);
        let secs = s.clock.secs();
        let record = match (s.level, &s.dirs) {
            (Some(level), Some(dirs)) => {
                fx.push(Effect::RecordSolve {
                    path: dirs.stats(),
                    level,
                    secs,
                });
                None
            }
            (None, _) => Some(Err("no level (not a generated puzzle): not counted".into())),
            (_, None) => Some(Err("no data directory: not counted".into())),
        };
        s.overlay = Some(Overlay::Solved(Box::new(SolvedScreen {
            secs,
            level: s.level,
            hints: s.hints_used,
            record,
        })));
        s.revision += 1;
    }
    s.was_solved = solved;
    let playing = s.playing();
    s.clock.run(playing, now);
}

/// `n`: the dialog, with the last game's choices, on the Level row (the one most often
/// changed), whichever row was left selected.
pub(crate) fn dialog(s: &mut State) {
    s.overlay = Some(Overlay::NewGame(NewGame {
        row: NewGame::LEVEL_ROW,
        ..s.new_game
    }));
}

fn with_dialog(s: &mut State, f: impl FnOnce(&mut NewGame)) {
    if let Some(Overlay::NewGame(g)) = s.overlay.as_mut() {
        f(g);
        s.new_game = *g;
    }
}

/// ↑↓ in the dialog.
pub(crate) fn row(s: &mut State, step: i32) {
    with_dialog(s, |g| {
        g.row = (g.row as i32 + step).rem_euclid(NewGame::ROWS as i32) as usize
    });
}

/// ←→ in the dialog.
pub(crate) fn change(s: &mut State, step: i32) {
    with_dialog(s, |g| g.change(step));
}

/// Enter in the dialog (or `nonet --new`): generation starts on the solver thread.
pub(crate) fn start(s: &mut State, game: Option<NewGame>, now: Instant, fx: &mut Vec<Effect>) {
    let game = match (game, s.overlay.take()) {
        (Some(g), _) => g,
        (None, Some(Overlay::NewGame(g))) => g,
        (None, other) => {
            s.overlay = other;
            return;
        }
    };
    s.new_game = game;
    if let Some(old) = s.generating.take() {
        fx.push(Effect::Cancel(old.cancel));
    }
    let gen = next_gen(s);
    let cancel = Cancel::new();
    s.generating = Some(Generating {
        gen,
        cancel: cancel.clone(),
        started: now,
        game,
    });
    fx.push(Effect::Generate { gen, cancel, game });
    let back = s.key("back");
    s.info(format!("generating {}… {back} cancels", game.describe()));
}

/// The generator's answer: the new puzzle is loaded (one undoable change), its game
/// starting at 0:00.
pub(crate) fn generated(
    s: &mut State,
    gen: u64,
    result: Result<Box<Leveled>, String>,
    fx: &mut Vec<Effect>,
) {
    if s.generating.as_ref().is_none_or(|g| g.gen != gen) {
        return;
    }
    let game = s.generating.take().expect("checked").game;
    match result {
        Ok(got) => {
            let variant = if game.jigsaw { "jigsaw" } else { "classic" };
            let level = got.rating.level;
            let mut doc = Document::new(got.puzzle.with_name(level.name()));
            doc.cursor = CELLS / 2;
            doc.play.level = Some(level);
            let givens = doc.grid.puzzle.given_count();
            load(s, doc, fx);
            let undo = s.key("undo");
            s.info(format!(
                "new {level} {variant} puzzle, {givens} givens ({undo} undoes)"
            ));
        }
        Err(e) => s.error(format!("no new puzzle: {e}")),
    }
}

/// `v`: the entries that differ from the solution, named and highlighted. The solution
/// is the one the hints check against (`position_solution`): the givens', or for a
/// position without givens (a pasted pm grid) the one its placed digits leave. Where
/// there is none, the refusal names a contradiction the position holds, if it holds one.
pub(crate) fn check(s: &mut State) {
    let solution = match strategy::position_solution(&s.grid) {
        Ok(b) => b,
        Err(e) => return s.error(format!("cannot check: {}", why_unchecked(s, e))),
    };
    let wrong: CellSet = (0..CELLS)
        .filter(|&c| !s.grid.is_given(c) && s.grid.entries[c] != 0)
        .filter(|&c| s.grid.entries[c] != solution[c])
        .collect();
    let open = (0..CELLS).filter(|&c| s.grid.value(c) == 0).count();
    if wrong.is_empty() {
        s.info(format!("no wrong entries; {open} cells to go"));
        s.checked = None;
    } else {
        let names: Vec<String> = wrong.iter().map(cell_name).collect();
        let n = names.len();
        s.error(format!(
            "{n} wrong entr{}: {}",
            if n == 1 { "y" } else { "ies" },
            names.join(", ")
        ));
        s.checked = Some(wrong);
    }
}

/// Why `v` has no solution to check against, in words.
fn why_unchecked(s: &State, e: MarkError) -> String {
    if let Some(contradiction) = s.contradiction() {
        return contradiction.to_string();
    }
    match e {
        // The placed digits may pin one solution down (the status says unique), but the
        // entries can only be checked against the givens' own.
        MarkError::MultipleSolutions if s.grid.puzzle.given_count() > 0 => {
            "the givens have several solutions, so there is none to check your entries \
             against (G makes your entries givens)"
                .into()
        }
        e => e.to_string(),
    }
}

/// The statistics file's answer, shown on the solved screen. A write that failed (a full
/// disk) is tried again with the next save that works.
pub(crate) fn recorded(
    s: &mut State,
    result: Result<LevelStats, String>,
    unwritten: Option<(Level, u64)>,
) {
    match (&result, unwritten) {
        (Err(e), Some(solve)) => {
            s.keep.pending_solves.push(solve);
            // Tried again after every save that works: the same failure is said once.
            let text = format!("statistics: {e}; written with the next save that works");
            if s.log.back().is_none_or(|m| m.text != text) {
                s.error(text);
            }
        }
        (Err(e), None) => s.error(format!("statistics: {e}")),
        (Ok(_), _) if !matches!(s.overlay, Some(Overlay::Solved(_))) => {
            s.info("statistics written (the solve the earlier write missed)")
        }
        (Ok(_), _) => {}
    }
    if let Some(Overlay::Solved(screen)) = s.overlay.as_mut() {
        screen.record = Some(result);
    }
}
