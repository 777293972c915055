//! Template set, template delete and two-digit template delete fire where the rest of the ladder below the forcing
//! techniques is spent, on positions of real puzzles (a template sees all one digit's
//! candidates imply, which no hand-made state could show without some simpler pattern
//! seeing part of it): two of magictour top1465 and two generated jigsaws. Each step is
//! checked against the solution, and the searches against a listing of every template.

use super::*;
use crate::layout::Layout;
use crate::Puzzle;

/// The techniques off by default (franken and mutant fish):
/// the ladder never asks them, and they would see part of what a template sees.
fn off_by_default() -> Vec<Technique> {
    Technique::ALL
        .into_iter()
        .filter(|t| !t.on_by_default())
        .collect()
}

/// Walks `p`'s ladder path without the templates and the forcing techniques to where it
/// is stuck, and returns that state with `t`'s step there, checked to be the first the
/// ladder finds and sound.
fn stuck_then(p: &Puzzle, t: Technique) -> (Candidates, Step) {
    let solution = unique_solution(p).unwrap();
    let off: Vec<Technique> = Technique::FORCING
        .into_iter()
        .chain([
            Technique::TemplateSet,
            Technique::TemplateDelete,
            Technique::TemplatePairDelete,
        ])
        .collect();
    let stuck = solve_path(&Candidates::from_puzzle(p), &ladder_without(&off));
    assert_eq!(stuck.stuck, Some(Stuck::NoTechnique), "{}", p.to_line());
    let step = first_to_fire_besides(&stuck.end, t, &off_by_default());
    assert_sound(&step, &solution);
    // The ladder with `t` on takes it.
    let mut ladder = Registry::full();
    ladder.set_enabled(t, true);
    assert_eq!(ladder.find(&stuck.end).as_ref(), Some(&step));
    (stuck.end, step)
}

fn jigsaw(map: &str, line: &str) -> Puzzle {
    let layout = Arc::new(Layout::from_region_map(map).unwrap());
    let mut board = [0; CELLS];
    for (c, ch) in line.chars().enumerate() {
        board[c] = ch.to_digit(10).unwrap_or(0) as u8;
    }
    Puzzle::new(layout, board)
}

/// Every template of `digit` in `cand`, listed row by row: what the searches must agree
/// with.
fn every_template(cand: &Candidates, digit: u8) -> Vec<CellSet> {
    fn walk(cand: &Candidates, digit: u8, row: usize, chosen: CellSet, out: &mut Vec<CellSet>) {
        if row == 9 {
            out.push(chosen);
            return;
        }
        let layout = cand.layout();
        for col in 0..9 {
            let cell = row * 9 + col;
            let fits = cand.value(cell) == digit || cand.has(cell, digit);
            let clash = chosen.iter().any(|c| layout.peers(cell).contains(c));
            if fits && !clash {
                walk(cand, digit, row + 1, chosen | CellSet::single(cell), out);
            }
        }
    }
    let mut out = Vec::new();
    walk(cand, digit, 0, CellSet::EMPTY, &mut out);
    // A template holds every placed digit: one per row, so each row's is chosen there.
    let placed: CellSet = (0..CELLS).filter(|&c| cand.value(c) == digit).collect();
    out.retain(|t| (*t & placed) == placed);
    out
}

/// The search's answer against the listing: the cells in every template, and the
/// candidates in none, for every digit.
fn agrees_with_listing(cand: &Candidates) {
    let set: Vec<Mark> = Technique::TemplateSet
        .find_all(cand)
        .into_iter()
        .flat_map(|s| s.placements)
        .collect();
    let delete: Vec<Mark> = Technique::TemplateDelete
        .find_all(cand)
        .into_iter()
        .flat_map(|s| s.eliminations)
        .collect();
    for digit in 1..=9 {
        let all = every_template(cand, digit);
        assert!(!all.is_empty(), "no template of {digit}");
        let every = all.iter().fold(CellSet::ALL, |acc, &t| acc & t) & cand.cells_of(digit);
        let any = all.iter().fold(CellSet::EMPTY, |acc, &t| acc | t);
        let none = cand.cells_of(digit) - any;
        let found_set: CellSet = set
            .iter()
            .filter(|m| m.digit == digit)
            .map(|m| m.cell)
            .collect();
        let found_delete: CellSet = delete
            .iter()
            .filter(|m| m.digit == digit)
            .map(|m| m.cell)
            .collect();
        assert_eq!(found_set, every, "template set of {digit}");
        assert_eq!(found_delete, none, "template delete of {digit}");
    }
}

#[test]
fn template_set_places_a_digit_every_template_puts_there() {
    // Magictour top1465 #695.
    let p = classic_puzzle(
        ".......5...4.3.8......917...9..7...83..5.....8.6..3.4...3......54.7.....9.....62.",
    );
    let (state, step) = stuck_then(&p, Technique::TemplateSet);
    assert_eq!(step.placements, marks(&[("r1c1", 1)]));
    assert!(step.eliminations.is_empty());
    assert_eq!(
        step.explanation,
        "all the ways to place 1 once in every row, column and region among its candidates \
         and the 1s already placed (its templates) use r1c1; the solution's 1s are one of \
         these templates, so it is 1"
    );
    agrees_with_listing(&state);
}

#[test]
fn template_delete_removes_a_candidate_no_template_uses() {
    // Magictour top1465 #281.
    let p = classic_puzzle(
        ".6.5.1.9.1...9..539....7....4.8...7.......5.8.817.5.3.....5.2............76..8...",
    );
    let (state, step) = stuck_then(&p, Technique::TemplateDelete);
    assert_eq!(step.eliminations, marks(&[("r4c5", 2)]));
    assert!(step.explanation.starts_with("none of the ways to place 2"));
    agrees_with_listing(&state);
}

#[test]
fn template_set_on_a_jigsaw() {
    let p = jigsaw(
        "AAABBBCCCDABBBBCCEDAAAFBBCEDDDAFCCCEDDDAFFEEEGDFFFHEIEGGGFHHHIEGGGFHHIIIGGHHHIIII",
        "7....34...........1.......9.7..18...........8...5..7..4.9.2...............4......",
    );
    let (state, step) = stuck_then(&p, Technique::TemplateSet);
    assert_eq!(step.placements, marks(&[("r2c1", 8)]));
    agrees_with_listing(&state);
}

#[test]
fn template_delete_on_a_jigsaw() {
    let p = jigsaw(
        "AABBBBCCCDABBBBCCCDAAAEBCCCDDAEEEFFFDDAAEFFFFDDGEEEEFFGDGHHHHIIGGGHHIIIIGGGHHHIII",
        "....1.......28...738.......17......6..9...3...........5...2..1......5...........3",
    );
    let (state, step) = stuck_then(&p, Technique::TemplateDelete);
    assert_eq!(step.eliminations, marks(&[("r8c1", 2)]));
    agrees_with_listing(&state);
}

/// On a blank grid every candidate is in a template, and none is in all.
#[test]
fn templates_find_nothing_on_a_blank_grid() {
    for layout in [Layout::classic(), jigsaw_layout()] {
        let c = blank(layout);
        assert_eq!(Technique::TemplateSet.find(&c), None);
        assert_eq!(Technique::TemplateDelete.find(&c), None);
    }
}

/// The candidates of `digit` through which no template of it leaves room for a template of
/// `other`, from a listing of both digits' templates: what the joint search must find.
fn no_room_by_listing(cand: &Candidates, digit: u8, other: u8) -> Vec<Mark> {
    let mine = every_template(cand, digit);
    let theirs = every_template(cand, other);
    let mut dead: Vec<Mark> = cand
        .cells_of(digit)
        .iter()
        .filter(|&c| {
            !mine
                .iter()
                .any(|&t| t.contains(c) && theirs.iter().any(|&u| (t & u).is_empty()))
        })
        .map(|c| Mark::new(c, digit))
        .collect();
    dead.sort();
    dead
}

/// The two digits of a two-digit template delete: the one removed and the other.
fn pair_digits(step: &Step) -> (u8, u8) {
    let digit = step.eliminations[0].digit;
    let other = step
        .pattern
        .iter()
        .map(|m| m.digit)
        .find(|&d| d != digit)
        .expect("the other digit's candidates in the pattern");
    (digit, other)
}

#[test]
fn two_digit_template_delete_removes_a_candidate_that_leaves_another_digit_no_room() {
    // Magictour top1465 #48. (#67 was this fixture until the nice loops and AICs with ALS
    // nodes came on by default: with them the ladder without templates solves it.)
    let p = classic_puzzle(
        ".6..5.4.3.2.1...........7..4.3...6..7..5........2.........8..5.6...4...........1.",
    );
    let (state, step) = stuck_then(&p, Technique::TemplatePairDelete);
    assert_eq!(step.eliminations, marks(&[("r2c6", 9), ("r3c6", 9)]));
    let (digit, other) = pair_digits(&step);
    assert_eq!(step.eliminations, no_room_by_listing(&state, digit, other));
    assert!(
        step.explanation
            .starts_with("no template of 9 through r2c6, r3c6 leaves room for a template of "),
        "{step}"
    );
}

#[test]
fn two_digit_template_delete_on_a_jigsaw() {
    let p = jigsaw(
        "AABBBCCCCAAAABCBCCDAEEBBBCCDAAEEFBFFDDDDEFFFFDGDEEEEFFDGHHHHHIIGGHGHHIIIGGGGHIIII",
        ".......3......5...6.....5....7.......5...4.......46....2........9..51.8........21",
    );
    let (state, step) = stuck_then(&p, Technique::TemplatePairDelete);
    // Where the ladder without templates gets stuck (ALSs of up to six cells take it
    // further than four did: the step was r5c7 <> 3 then).
    assert_eq!(step.eliminations, marks(&[("r5c9", 2), ("r6c9", 2)]));
    let (digit, other) = pair_digits(&step);
    assert_eq!(step.eliminations, no_room_by_listing(&state, digit, other));
    assert!(
        step.explanation.starts_with(&format!(
            "no template of 2 through r5c9, r6c9 leaves room for a template of {other}"
        )),
        "{step}"
    );
}
