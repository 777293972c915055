//! SE's hints in words, for the faces (`nonet hint --scale se`): why a rule's hint holds,
//! in one line. A hint carries only what rating needs (rule, name, difficulty, effect),
//! so the line says what the rule means and, for the singles, where the digit goes.

use super::grid::{House, Kind, SeGrid};
use super::rules::{Hint, Rule};
use crate::cells::cell_name;

/// A house named as nonet names it: "row 4", "column 9", "box 5".
fn house_name(house: House) -> String {
    let kind = match house.kind {
        Kind::Block => "box",
        Kind::Row => "row",
        Kind::Column => "column",
    };
    format!("{kind} {}", house.index + 1)
}

/// The first of `cell`'s houses, in the order SE's singles visit them (box, column, row),
/// where `digit` has `cell` as its only place; a full house when `full`.
fn single_house(grid: &SeGrid, cell: usize, digit: u8, full: bool) -> Option<House> {
    Kind::BLOCK_COLUMN_ROW.into_iter().find_map(|kind| {
        let house = House::of(kind, cell);
        let only_place = grid.positions(house, digit).count_ones() == 1;
        let fits = if full {
            grid.empty_count(house) == 1
        } else {
            only_place
        };
        fits.then_some(house)
    })
}

/// Why `hint` holds on `grid` (the position before it), in one line.
pub fn explanation(hint: &Hint, grid: &SeGrid) -> String {
    if let Some((cell, digit)) = hint.placement {
        let at = cell_name(cell);
        match hint.rule {
            Rule::HiddenSingle => {
                let full = hint.name == "Full House";
                return match single_house(grid, cell, digit, full) {
                    Some(h) if full => format!("{at} is the last empty cell of {}", house_name(h)),
                    Some(h) => format!("in {}, {digit} fits only {at}", house_name(h)),
                    None => format!("{digit} fits only {at}"),
                };
            }
            Rule::NakedSingle => return format!("{at} can only be {digit}"),
            _ => {}
        }
    }
    match hint.name.as_str() {
        "Pointing" => "within a box the digit lies on one line, so the rest of that line cannot \
                       hold it"
            .to_string(),
        "Claiming" => "within a line the digit lies in one box, so the rest of that box cannot \
                       hold it"
            .to_string(),
        _ => rule_reason(hint.rule).to_string(),
    }
}

/// What a rule's hints rest on.
fn rule_reason(rule: Rule) -> &'static str {
    use Rule::*;
    match rule {
        HiddenSingle => "a house has one place left for the digit",
        NakedSingle => "the cell has one candidate left",
        DirectPointing => {
            "a digit locked in a box and a line is ruled out elsewhere, which leaves it one \
             place in a crossing house"
        }
        DirectHiddenPair | DirectHiddenTriplet => {
            "digits confined to as many cells of a house take those cells, which leaves \
             another digit one place in the house"
        }
        Pointing => "a digit locked in a box and a line cannot go elsewhere in either",
        NakedPair | NakedTriplet | NakedQuad => {
            "as many cells of a house hold only as many digits between them, so the house's \
             other cells cannot hold those digits"
        }
        HiddenPair | HiddenTriplet | HiddenQuad => {
            "as many digits of a house fit only in as many cells, so those cells hold no \
             other digit"
        }
        XWing | Swordfish | Jellyfish => {
            "a digit's places in some lines lie in as many crossing lines, so the rest of \
             those crossing lines cannot hold it"
        }
        XyWing => {
            "whichever digit the two-candidate pivot takes, one of its two wings holds the \
             third digit, so cells that see both wings cannot"
        }
        XyzWing => {
            "whichever digit the three-candidate pivot takes, it or a wing holds the common \
             digit, so cells that see all three cannot"
        }
        UniqueLoop => {
            "these cells would otherwise allow a deadly pattern (two solutions), which a \
             puzzle with one solution cannot have"
        }
        Bug => {
            "without these candidates every open cell would have two and every digit two \
             places in each house: a deadly pattern with two solutions"
        }
        AlignedPair | AlignedTriplet => {
            "no combination of digits for the aligned cells that leaves their common peers \
             a candidate allows these ones"
        }
        ForcingChains => {
            "following strong and weak links, every branch of the chain leads to this result"
        }
        Nishio => "assuming the candidate leads by forcing chains to a contradiction",
        MultipleChains => {
            "every candidate of a cell, or every place of a digit in a house, leads to this \
             result"
        }
        DynamicChains => {
            "chains that use the eliminations made along the way lead to a contradiction \
             or to this result from every branch"
        }
        DynamicPlus => "as dynamic chains, with the basic rules applied along the way",
        // What each level applies inside its chains whenever they run dry (SPEC §4.7).
        Nested2 => {
            "as dynamic chains, with the basic rules and forcing chains and cycles applied \
             along the way"
        }
        Nested3 => {
            "as dynamic chains, with the basic rules, forcing chains and cycles, and cell and \
             region forcing chains applied along the way"
        }
        Nested4 => {
            "as dynamic chains, with the basic rules and dynamic forcing chains applied along \
             the way"
        }
        Nested5 => {
            "as dynamic chains, with the basic rules, dynamic forcing chains, and dynamic \
             chains that themselves apply forcing chains, applied along the way"
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explainer::next_hint;
    use crate::explainer::tests::givens;

    #[test]
    fn a_hidden_single_names_its_house_and_cell() {
        // serate's first step here is a hidden single in a line (ED 1.5).
        let grid = SeGrid::from_givens(&givens(
            ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
        ));
        let hint = next_hint(&grid).unwrap();
        let (cell, digit) = hint.placement.unwrap();
        let line = explanation(&hint, &grid);
        assert_eq!(hint.difficulty, 1.5);
        assert!(
            line.starts_with("in row ") || line.starts_with("in column "),
            "{line}"
        );
        assert!(
            line.ends_with(&format!("{digit} fits only {}", cell_name(cell))),
            "{line}"
        );
    }

    #[test]
    fn a_full_house_says_so() {
        // A solution with one cell open: its row, column and box each have one empty cell.
        let grid = SeGrid::from_givens(&givens(
            "95316874286273495141795283674689312528164539739527146813852967457438621962941758.",
        ));
        let hint = next_hint(&grid).unwrap();
        assert_eq!(hint.name, "Full House");
        let line = explanation(&hint, &grid);
        assert_eq!(line, "r9c9 is the last empty cell of box 9");
    }
}
