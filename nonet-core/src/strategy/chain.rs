//! A chain as data: its nodes in order (a digit in one cell, or in a group of cells of
//! one house) and the kind of each link between them, with its Eureka text. Chain steps
//! carry one (forcing steps one per branch), so a face can draw the links and number the
//! cells without parsing the explanation.
//!
//! A chain can rest on other chains: a link of a deep forcing net may be made by a whole
//! net run inside its assumption ([`Inner`]), whose cases are labelled chains
//! ([`Branch`]). The three types nest in one another, so they live together here, below
//! the explanation (`explain.rs`) that lays them out.

use crate::cells::{cell_name, CellSet};
#[cfg(feature = "serde")]
use serde::ser::{SerializeStruct, Serializer};
#[cfg(feature = "serde")]
use serde::Serialize;

/// How two neighbouring nodes of a chain are linked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Link {
    /// `=`: if the first node is false, the second is true.
    Strong,
    /// `-`: if the first node is true, the second is false.
    Weak,
}

impl Link {
    pub fn symbol(self) -> char {
        match self {
            Link::Strong => '=',
            Link::Weak => '-',
        }
    }
}

/// A node: `digit` in one of `cells` (one cell, or a group within one house).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ChainNode {
    pub cells: CellSet,
    pub digit: u8,
}

impl ChainNode {
    pub fn new(cell: usize, digit: u8) -> ChainNode {
        ChainNode {
            cells: CellSet::single(cell),
            digit,
        }
    }
    /// The cells in Eureka style: `r3c2`, a group in a row `r3c12`, in a column
    /// `r12c3`, otherwise the cells joined by commas.
    pub fn cells_text(&self) -> String {
        let cells: Vec<usize> = self.cells.iter().collect();
        let digits = |v: Vec<usize>| -> String { v.iter().map(|x| x.to_string()).collect() };
        match cells.as_slice() {
            [] => String::new(),
            [one] => cell_name(*one),
            [first, ..] if cells.iter().all(|c| c / 9 == first / 9) => format!(
                "r{}c{}",
                first / 9 + 1,
                digits(cells.iter().map(|c| c % 9 + 1).collect())
            ),
            [first, ..] if cells.iter().all(|c| c % 9 == first % 9) => format!(
                "r{}c{}",
                digits(cells.iter().map(|c| c / 9 + 1).collect()),
                first % 9 + 1
            ),
            _ => cells
                .iter()
                .map(|&c| cell_name(c))
                .collect::<Vec<_>>()
                .join(","),
        }
    }
}

#[cfg(feature = "serde")]
impl Serialize for ChainNode {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("ChainNode", 2)?;
        let cells: Vec<String> = self.cells.iter().map(cell_name).collect();
        st.serialize_field("cells", &cells)?;
        st.serialize_field("digit", &self.digit)?;
        st.end()
    }
}

/// An ordered chain: `links[i]` joins `nodes[i]` and `nodes[i + 1]`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize))]
pub struct Chain {
    pub nodes: Vec<ChainNode>,
    pub links: Vec<Link>,
    /// The chain in Eureka notation: `(5)r3c2=(5-8)r3c7=(8)r5c7`.
    pub eureka: String,
    /// A deep forcing net's links that rest on a technique or a net run inside its
    /// assumption, with what made each. Left out of the JSON when empty.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Vec::is_empty"))]
    pub inner: Vec<Inner>,
}

impl Chain {
    /// A chain from its nodes and links (one fewer), with its Eureka text.
    pub fn new(nodes: Vec<ChainNode>, links: Vec<Link>) -> Chain {
        debug_assert_eq!(links.len() + 1, nodes.len().max(1));
        let eureka = eureka(&nodes, &links);
        Chain {
            nodes,
            links,
            eureka,
            inner: Vec::new(),
        }
    }
    /// Link `i` in Eureka notation with its two nodes: `(5)r1c1-(8)r4c4`.
    pub fn link_text(&self, i: usize) -> String {
        match (self.nodes.get(i), self.nodes.get(i + 1), self.links.get(i)) {
            (Some(&a), Some(&b), Some(&l)) => {
                format!(
                    "({}){}{}({}){}",
                    a.digit,
                    a.cells_text(),
                    l.symbol(),
                    b.digit,
                    b.cells_text()
                )
            }
            _ => String::new(),
        }
    }
    /// The cells of the chain in order of first appearance (for numbering them).
    pub fn cells_in_order(&self) -> Vec<usize> {
        let mut seen = CellSet::EMPTY;
        let mut out = Vec::new();
        for n in &self.nodes {
            for c in n.cells.iter() {
                if !seen.contains(c) {
                    seen.insert(c);
                    out.push(c);
                }
            }
        }
        out
    }
}

/// A chain and what it shows: the case it starts from ("r1c4=9"), or what it reaches
/// ("r3c7=3").
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize))]
pub struct Branch {
    pub label: String,
    pub chain: Chain,
}

impl Branch {
    pub fn new(label: impl Into<String>, chain: Chain) -> Branch {
        Branch {
            label: label.into(),
            chain,
        }
    }
}

/// A link of a deep forcing net that no single link makes: the technique, or the whole
/// net, that the net ran inside its assumption to get there.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize))]
pub struct Inner {
    /// The link's index in its chain (`links[link]`, into `nodes[link + 1]`).
    pub link: usize,
    /// What made it: "Locked candidates: in box 3, …", "a forcing net: if r4c4=8, …".
    pub text: String,
    /// The inner net's chains, when a net made it.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Vec::is_empty"))]
    pub branches: Vec<Branch>,
}

/// Eureka notation: each node `(d)cells`, links `=` and `-` between them; two neighbours
/// in the same cells are written together, `(5-8)r3c7`.
pub fn eureka(nodes: &[ChainNode], links: &[Link]) -> String {
    let mut s = String::new();
    let mut i = 0;
    while i < nodes.len() {
        if i > 0 {
            s.push(links[i - 1].symbol());
        }
        let node = nodes[i];
        if i + 1 < nodes.len() && nodes[i + 1].cells == node.cells {
            s.push_str(&format!(
                "({}{}{}){}",
                node.digit,
                links[i].symbol(),
                nodes[i + 1].digit,
                node.cells_text()
            ));
            i += 2;
        } else {
            s.push_str(&format!("({}){}", node.digit, node.cells_text()));
            i += 1;
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn eureka_text_merges_nodes_of_one_cell_and_names_groups() {
        let r3c2 = 2 * 9 + 1;
        let r3c7 = 2 * 9 + 6;
        let r5c7 = 4 * 9 + 6;
        let chain = Chain::new(
            vec![
                ChainNode::new(r3c2, 5),
                ChainNode::new(r3c7, 5),
                ChainNode::new(r3c7, 8),
                ChainNode::new(r5c7, 8),
            ],
            vec![Link::Strong, Link::Weak, Link::Strong],
        );
        assert_eq!(chain.eureka, "(5)r3c2=(5-8)r3c7=(8)r5c7");
        assert_eq!(chain.cells_in_order(), vec![r3c2, r3c7, r5c7]);
        let row_group = ChainNode {
            cells: [0, 1].into_iter().collect(),
            digit: 4,
        };
        let col_group = ChainNode {
            cells: [0, 9].into_iter().collect(),
            digit: 4,
        };
        assert_eq!(row_group.cells_text(), "r1c12");
        assert_eq!(col_group.cells_text(), "r12c1");
    }
}
