//! The explainer against serate's own numbers: fixtures where each rule fires first, and
//! the reference puzzles of `scripts/se-reference/` (serate 1.2.1.3's output lines).

use super::grid::SeGrid;
use super::*;
use crate::puzzle::Board;

/// An 81-character line (digits given, anything else empty) as givens.
fn givens(line: &str) -> Board {
    let mut board = [0; 81];
    for (cell, ch) in line.chars().take(81).enumerate() {
        board[cell] = ch.to_digit(10).filter(|&d| d > 0).map_or(0, |d| d as u8);
    }
    board
}

/// Each reference line `PUZZLE ED=ER/EP/ED` whose path nonet covers must match exactly;
/// returns (covered, total).
fn check_reference(text: &str) -> (usize, usize) {
    let mut covered = 0;
    let mut total = 0;
    let mut wrong = Vec::new();
    for line in text.lines() {
        let Some((puzzle, expected)) = line.rsplit_once(" ED=") else { continue };
        total += 1;
        if let Ok(rating) = rate(&givens(puzzle)) {
            covered += 1;
            if rating.text() != expected {
                wrong.push(format!("{puzzle}: nonet {} serate {expected}", rating.text()));
            }
        }
    }
    assert!(wrong.is_empty(), "{} differ:\n{}", wrong.len(), wrong.join("\n"));
    (covered, total)
}

#[test]
fn seventeen_clue_reference_matches_serate() {
    let (covered, total) = check_reference(include_str!("../../../scripts/se-reference/17clue.serate"));
    eprintln!("17-clue: {covered}/{total} covered");
    assert!(covered * 10 >= total * 8, "only {covered}/{total} covered");
}

#[test]
fn generated_reference_matches_serate() {
    let (covered, total) = check_reference(include_str!("../../../scripts/se-reference/generated.serate"));
    eprintln!("generated: {covered}/{total} covered");
    assert!(covered * 10 >= total * 5, "only {covered}/{total} covered");
}

#[test]
fn top1465_reference_matches_serate_where_covered() {
    let (covered, total) = check_reference(include_str!("../../../scripts/se-reference/top1465.serate"));
    eprintln!("top1465: {covered}/{total} covered");
    assert!(covered > 0);
}
