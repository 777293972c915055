//! nonet's Sudoku Explainer ratings against serate 1.2.1.3's own lines for the reference
//! samples in `scripts/se-reference/` (`PUZZLE ED=ER/EP/ED`, made by running serate as a
//! black box): every puzzle whose path nonet covers must agree on all three numbers, and
//! the share covered must not fall.

use nonet_core::explainer::rate;
use nonet_core::Board;

fn givens(line: &str) -> Board {
    let mut board = [0; 81];
    for (cell, ch) in line.chars().take(81).enumerate() {
        board[cell] = ch.to_digit(10).map_or(0, |d| d as u8);
    }
    board
}

/// Rates every reference line, and panics listing each puzzle nonet rates otherwise than
/// serate; returns how many lines it checked.
fn check_reference(text: &str) -> usize {
    let mut total = 0;
    let mut wrong = Vec::new();
    for line in text.lines() {
        let Some((puzzle, expected)) = line.rsplit_once(" ED=") else {
            continue;
        };
        total += 1;
        let rating = rate(&givens(puzzle));
        if rating.text() != expected {
            wrong.push(format!(
                "{puzzle}: nonet {} serate {expected}",
                rating.text()
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "{} differ:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    total
}

#[test]
fn seventeen_clue_reference_matches_serate() {
    let total = check_reference(include_str!("../../scripts/se-reference/17clue.serate"));
    assert_eq!(total, 100, "the 17-clue sample's lines");
}

#[test]
fn generated_reference_matches_serate() {
    let total = check_reference(include_str!("../../scripts/se-reference/generated.serate"));
    assert_eq!(total, 100, "the generated sample's lines");
}

#[test]
fn top1465_reference_matches_serate() {
    let total = check_reference(include_str!("../../scripts/se-reference/top1465.serate"));
    assert_eq!(total, 147, "the top1465 sample's lines");
}

/// The forum's hardest 11+ (17 puzzles, serate 172 s of CPU each): every path needs the
/// nested rules 27-30. Ignored in the quick suite for its time (about 30 s).
#[test]
#[ignore]
fn forum_hardest_reference_matches_serate() {
    let total = check_reference(include_str!("../../scripts/se-reference/forum11.serate"));
    assert_eq!(total, 17, "the forum sample's lines");
}
