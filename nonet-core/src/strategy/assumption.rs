//! What a forcing search assumes and what it reaches, shared by the two propagations
//! that run it: [`super::forcing`]'s, which keeps every fact's reasons for the chains of
//! the step handed out, and [`super::outcomes`]'s, which keeps only what each assumption
//! ends with. Both agree on these: a literal (a candidate said true or false), the mode
//! of the search with its depth limit, and an assumption's outcome as bit sets.

use super::Technique;
use crate::cells::{cell_name, CellSet};

/// The longest chain followed from an assumption, in implications.
const CHAIN_DEPTH: u16 = 24;
/// The deepest a net goes from its assumption, in rounds of implications.
const NET_DEPTH: u16 = 40;

/// Which kind of forcing search runs: what it follows, how deep, and the technique its
/// steps are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Mode {
    Chain,
    Net,
    /// A net that, when its singles run dry, also lets a few cheap techniques work on
    /// the assumed state (`forcing.rs`'s `DEEP_NET_TECHNIQUES`).
    DeepNet,
}

impl Mode {
    pub(super) fn technique(self) -> Technique {
        match self {
            Mode::Chain => Technique::ForcingChain,
            Mode::Net => Technique::ForcingNet,
            Mode::DeepNet => Technique::DeepForcingNet,
        }
    }
    pub(super) fn depth_limit(self) -> u16 {
        match self {
            Mode::Chain => CHAIN_DEPTH,
            Mode::Net | Mode::DeepNet => NET_DEPTH,
        }
    }
}

/// A candidate said true (`on`) or false.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Literal {
    pub(super) cell: usize,
    pub(super) digit: u8,
    pub(super) on: bool,
}

impl Literal {
    /// Its slot in a table of every literal: (cell * 9 + digit - 1) * 2, plus one when
    /// it says true.
    pub(super) fn slot(self) -> usize {
        slot(self.cell, self.digit, self.on)
    }
    pub(super) fn negated(self) -> Literal {
        Literal {
            on: !self.on,
            ..self
        }
    }
    /// `r3c2=5` or `r3c2<>5`.
    pub(super) fn text(self) -> String {
        let op = if self.on { "=" } else { "<>" };
        format!("{}{op}{}", cell_name(self.cell), self.digit)
    }
}

/// The end state of one assumption: the candidates it makes true and false, and, when
/// it leads to a contradiction, how deep that lies.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Outcome {
    pub(super) on: [CellSet; 9],
    pub(super) off: [CellSet; 9],
    pub(super) conflict: Option<u32>,
}

impl Outcome {
    /// Keeps only what `other` derives too (what every case of a verity implies).
    pub(super) fn intersect(&mut self, other: &Outcome) {
        for d in 0..9 {
            self.on[d] &= other.on[d];
            self.off[d] &= other.off[d];
        }
    }
    pub(super) fn is_empty(&self) -> bool {
        self.on.iter().chain(&self.off).all(|s| s.is_empty())
    }
    /// The literals it derives, digit by digit: the true ones, then the false ones.
    pub(super) fn literals(&self) -> impl Iterator<Item = Literal> + '_ {
        (0..9).flat_map(move |d| {
            let digit = d as u8 + 1;
            self.on[d]
                .iter()
                .map(move |cell| Literal {
                    cell,
                    digit,
                    on: true,
                })
                .chain(self.off[d].iter().map(move |cell| Literal {
                    cell,
                    digit,
                    on: false,
                }))
        })
    }
}

/// A candidate's state as one index: two slots (off, on) per digit of each cell, the
/// numbering every table of the forcing propagations uses.
#[inline]
pub(super) fn slot(cell: usize, digit: u8, on: bool) -> usize {
    (cell * 9 + digit as usize - 1) * 2 + usize::from(on)
}
