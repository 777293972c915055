//! Walking a shown chain one link at a time (`L`): which link the walk is at, and each
//! link in words (`r1c5: not 4, so 9`) for the panel and the message. Where the walk is
//! ([`ChainWalk`]) is hint data, in `hints/mod.rs` beside the chain it walks, so that the state
//! that holds it does not import this module.

/// Drawn in the panel: the walk section.
pub mod panel;
/// `L` and Esc: the update side.
pub mod update;

use crate::tui::state::State;
use nonet_core::strategy::{Chain, Link};

impl State {
    /// The link the walk is at on the chain drawn now; None when there is no walk, or it
    /// was through another chain.
    pub fn walk_link(&self) -> Option<usize> {
        let (shown, _, _) = self.hint.shown_chain()?;
        self.walk
            .as_ref()
            .filter(|w| w.chain == *shown)
            .map(|w| w.link)
    }
}

/// Link `i` of `chain` as the inference it makes. A strong link (`=`) says that when its
/// first node is false the second is true, a weak one (`-`) that when the first is true
/// the second is false: `r1c5: not 4, so 9` (both in one cell), `not 4 in r1c5, so in
/// r3c5` (one digit), `4 in r1c5, so not 7 in r2c6` (neither shared).
pub fn link_text(chain: &Chain, i: usize) -> String {
    let (Some(a), Some(b), Some(link)) = (
        chain.nodes.get(i),
        chain.nodes.get(i + 1),
        chain.links.get(i),
    ) else {
        return String::new();
    };
    let (not_a, not_b) = match link {
        Link::Strong => ("not ", ""),
        Link::Weak => ("", "not "),
    };
    if a.cells == b.cells {
        format!(
            "{}: {not_a}{}, so {not_b}{}",
            a.cells_text(),
            a.digit,
            b.digit
        )
    } else if a.digit == b.digit {
        format!(
            "{not_a}{} in {}, so {not_b}in {}",
            a.digit,
            a.cells_text(),
            b.cells_text()
        )
    } else {
        format!(
            "{not_a}{} in {}, so {not_b}{} in {}",
            a.digit,
            a.cells_text(),
            b.digit,
            b.cells_text()
        )
    }
}

/// The letter that marks the `n`th cell (0-based) of a chain on the grid: `a`–`z`, then
/// `A`–`Z`, leaving out those that read as digits beside candidates (`l`, `o`, `I`,
/// `O`); `+` past them.
pub fn cell_letter(n: usize) -> char {
    ('a'..='z')
        .chain('A'..='Z')
        .filter(|c| !matches!(c, 'l' | 'o' | 'I' | 'O'))
        .nth(n)
        .unwrap_or('+')
}

/// A chain for tests: each node's cells and digit, and the links as `=` and `-`.
#[cfg(test)]
pub fn chain_of(nodes: &[(&[usize], u8)], links: &str) -> Chain {
    use nonet_core::strategy::ChainNode;
    let nodes = nodes
        .iter()
        .map(|&(cells, digit)| ChainNode {
            cells: cells.iter().copied().collect(),
            digit,
        })
        .collect();
    let links = links
        .chars()
        .map(|c| if c == '=' { Link::Strong } else { Link::Weak })
        .collect();
    Chain::new(nodes, links)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_link_reads_as_the_inference_it_makes() {
        // (4=9)r1c5-(9)r3c5=(9)r3c12-(7)r2c6
        let (r1c5, r3c5, r2c6) = (4, 22, 14);
        let chain = chain_of(
            &[
                (&[r1c5], 4),
                (&[r1c5], 9),
                (&[r3c5], 9),
                (&[18, 19], 9),
                (&[r2c6], 7),
            ],
            "=-=-",
        );
        assert_eq!(chain.eureka, "(4=9)r1c5-(9)r3c5=(9)r3c12-(7)r2c6");
        assert_eq!(link_text(&chain, 0), "r1c5: not 4, so 9");
        assert_eq!(link_text(&chain, 1), "9 in r1c5, so not in r3c5");
        assert_eq!(link_text(&chain, 2), "not 9 in r3c5, so in r3c12");
        assert_eq!(link_text(&chain, 3), "9 in r3c12, so not 7 in r2c6");
        assert_eq!(link_text(&chain, 4), "", "past the end");
    }

    #[test]
    fn cell_letters_never_look_like_digits() {
        let letters: String = (0..50).map(cell_letter).collect();
        assert!(letters.starts_with("abcdefghijkmnp"), "{letters}");
        assert!(!letters.contains(['l', 'o', 'I', 'O']));
        assert_eq!(cell_letter(23), 'z');
        assert_eq!(cell_letter(24), 'A');
        assert_eq!(cell_letter(48), '+');
    }
}
