//! A step's explanation as data, so that every face says the same sentences:
//! - [`Parts`]: what the pattern is, why it works and what follows, each short enough for
//!   a line or two of a side panel ([`Step::lines`] adds the marks it places or removes);
//! - [`Reason`]s: why each removal and placement holds. Most steps have one reason for
//!   all; a forcing verity, a continuous nice loop, 3D Medusa's traps, a doubly linked
//!   ALS-XZ, a Sue de Coq or the law of leftovers remove candidates for different
//!   reasons, each with its own chains ([`Branch`]es, kept with the chain they label
//!   in `chain.rs`, as is a deep net's [`Inner`](super::Inner) link);
//! - [`Step::whole`]: all of it as lines ([`Detail`]), which the TUI's overlay and the
//!   CLI's text output show.

use super::chain::{Branch, Chain};
use super::{Mark, Step};
use crate::cells::cell_name;
#[cfg(feature = "serde")]
use serde::Serialize;

/// A step's explanation in three parts.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize))]
pub struct Parts {
    /// What the pattern is: "in box 7, 7 fits only r9c3".
    pub pattern: String,
    /// Why it works, when the pattern does not say it: "if r5c6 is not 7 then r7c4 is".
    pub reason: String,
    /// What follows, as a rule ("cells seeing both lose 7"); empty when the marks say it.
    pub effect: String,
}

/// Why some of a step's removals and placements hold.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize))]
pub struct Reason {
    /// The candidates this reason removes.
    pub eliminations: Vec<Mark>,
    /// The digits this reason places.
    pub placements: Vec<Mark>,
    /// Why, in words: "each case leads to it", "cells seeing both ends lose 5".
    pub text: String,
    /// The chains it rests on (a forcing verity: one per case). Left out of the JSON
    /// when empty.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Vec::is_empty"))]
    pub branches: Vec<Branch>,
}

impl Reason {
    /// Its marks in words: "r5c4<>3, r3c4=2".
    pub fn marks_text(&self) -> String {
        let placed = self
            .placements
            .iter()
            .map(|m| format!("{}={}", cell_name(m.cell), m.digit));
        let removed = self
            .eliminations
            .iter()
            .map(|m| format!("{}<>{}", cell_name(m.cell), m.digit));
        placed.chain(removed).collect::<Vec<_>>().join(", ")
    }
}

/// One line of a step's whole explanation ([`Step::whole`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Detail {
    /// How far it is indented: 0 for the step's own lines, one more under a reason, a
    /// chain or an inner net.
    pub depth: usize,
    /// Words: the whole line, or what comes before the chain ("r1c4=9: ").
    pub text: String,
    /// A chain in Eureka notation, whose links a face may style.
    pub chain: Option<String>,
    /// Words after the chain.
    pub tail: String,
}

impl Detail {
    fn words(depth: usize, text: String) -> Detail {
        Detail {
            depth,
            text,
            chain: None,
            tail: String::new(),
        }
    }

    /// The line as plain text, without its indent.
    pub fn plain(&self) -> String {
        format!(
            "{}{}{}",
            self.text,
            self.chain.as_deref().unwrap_or(""),
            self.tail
        )
    }
}

impl Step {
    /// A step whose explanation is its three parts in one sentence:
    /// "PATTERN: REASON, so EFFECT" (an empty part left out with its joint).
    pub(crate) fn explained(
        technique: super::Technique,
        pattern: String,
        reason: String,
        effect: String,
    ) -> Step {
        let mut text = pattern.clone();
        if !reason.is_empty() {
            text = format!("{text}: {reason}");
        }
        if !effect.is_empty() {
            text = format!("{text}, so {effect}");
        }
        Step::new(technique, text).parts(pattern, reason, effect)
    }

    /// Sets the three parts of the explanation.
    pub(crate) fn parts(
        mut self,
        pattern: impl Into<String>,
        reason: impl Into<String>,
        effect: impl Into<String>,
    ) -> Step {
        self.parts = Box::new(Parts {
            pattern: pattern.into(),
            reason: reason.into(),
            effect: effect.into(),
        });
        self
    }

    /// Runs `add` (which adds eliminations or placements) and gives what it added a
    /// reason of its own.
    pub(crate) fn because(
        self,
        text: impl Into<String>,
        branches: Vec<Branch>,
        add: impl FnOnce(Step) -> Step,
    ) -> Step {
        let (e, p) = (self.eliminations.len(), self.placements.len());
        let mut step = add(self);
        let reason = Reason {
            eliminations: step.eliminations[e..].to_vec(),
            placements: step.placements[p..].to_vec(),
            text: text.into(),
            branches,
        };
        if !reason.eliminations.is_empty() || !reason.placements.is_empty() {
            step.reasons.push(reason);
        }
        step
    }

    /// `finish`'s part: the parts default to the explanation, and a step whose
    /// technique gave no reasons gets one for all its marks (its effect's rule, else its
    /// reason, else its pattern).
    pub(crate) fn finish_explanation(&mut self) {
        if self.parts.pattern.is_empty() {
            self.parts.pattern = self.explanation.clone();
        }
        // Marks with the same reason and chains are said once, together.
        let mut merged: Vec<Reason> = Vec::with_capacity(self.reasons.len());
        for r in std::mem::take(&mut self.reasons) {
            match merged
                .iter_mut()
                .find(|m| m.text == r.text && m.branches == r.branches)
            {
                Some(m) => {
                    m.eliminations.extend(r.eliminations);
                    m.placements.extend(r.placements);
                }
                None => merged.push(r),
            }
        }
        for r in &mut merged {
            for v in [&mut r.eliminations, &mut r.placements] {
                v.sort();
                v.dedup();
            }
        }
        self.reasons = merged;
        if self.reasons.is_empty() && self.is_progress() {
            let p = &self.parts;
            let text = [&p.effect, &p.reason, &p.pattern]
                .into_iter()
                .find(|t| !t.is_empty())
                .cloned()
                .unwrap_or_default();
            self.reasons.push(Reason {
                eliminations: self.eliminations.clone(),
                placements: self.placements.clone(),
                text,
                branches: Vec::new(),
            });
        }
    }

    /// The explanation as short lines: what the pattern is, why it works (when the
    /// pattern does not say it), the rule that follows ("so cells seeing both lose 7"),
    /// and what the step places or removes.
    pub fn lines(&self) -> Vec<String> {
        let p = &self.parts;
        let mut out = vec![if p.pattern.is_empty() {
            self.explanation.clone()
        } else {
            p.pattern.clone()
        }];
        if !p.reason.is_empty() {
            out.push(p.reason.clone());
        }
        if !p.effect.is_empty() {
            out.push(format!("so {}", p.effect));
        }
        let effect = self.effect();
        if !effect.is_empty() {
            out.push(effect);
        }
        out
    }

    /// Whether the short lines leave something out: a chain, or a removal whose reason
    /// is not the step's one rule.
    pub fn has_more(&self) -> bool {
        !self.chains.is_empty() || self.reasons.len() > 1 || self.reasons_have_chains()
    }

    fn reasons_have_chains(&self) -> bool {
        self.reasons.iter().any(|r| !r.branches.is_empty())
    }

    /// The whole step as lines: the short lines; its chains, each in Eureka notation
    /// with the inner nets its links rest on (unless the reasons carry them); and, when
    /// the step has more than one reason or its reasons have chains, every removal and
    /// placement with its reason and chains.
    pub fn whole(&self) -> Vec<Detail> {
        let mut out: Vec<Detail> = self
            .lines()
            .into_iter()
            .map(|l| Detail::words(0, l))
            .collect();
        let in_reasons = |c: &Chain| {
            self.reasons
                .iter()
                .any(|r| r.branches.iter().any(|b| b.chain == *c))
        };
        let loose: Vec<&Chain> = self.chains.iter().filter(|c| !in_reasons(c)).collect();
        if !loose.is_empty() {
            let head = if loose.len() == 1 {
                "chain:"
            } else {
                "chains:"
            };
            out.push(Detail::words(0, head.into()));
            for chain in loose {
                chain_details(&mut out, 1, "", chain);
            }
        }
        if self.reasons.len() > 1 || self.reasons_have_chains() {
            for r in &self.reasons {
                out.push(Detail::words(0, format!("{}: {}", r.marks_text(), r.text)));
                for b in &r.branches {
                    chain_details(&mut out, 1, &b.label, &b.chain);
                }
            }
        }
        out
    }
}

/// A chain's line (after its label), then each inner net of its links under it.
fn chain_details(out: &mut Vec<Detail>, depth: usize, label: &str, chain: &Chain) {
    out.push(Detail {
        depth,
        text: if label.is_empty() {
            String::new()
        } else {
            format!("{label}: ")
        },
        chain: Some(chain.eureka.clone()),
        tail: String::new(),
    });
    for inner in &chain.inner {
        out.push(Detail {
            depth: depth + 1,
            text: "link ".into(),
            chain: Some(chain.link_text(inner.link)),
            tail: format!(" rests on {}", inner.text),
        });
        for b in &inner.branches {
            chain_details(out, depth + 2, &b.label, &b.chain);
        }
    }
}
