//! Sue de Coq: two or three open cells C where a line meets a region, holding at least
//! two more digits than cells, completed by cells L of the rest of the line and cells R
//! of the rest of the region whose digits share none, so that C, L and R together hold
//! exactly as many digits as they have cells.
//!
//! Why it locks: a digit of L's can only sit in C or L (R lacks it), all in the line;
//! one of R's only in C or R, all in the region; any other digit only in C. So each digit
//! is there at most once, and with as many digits as cells, each exactly once: L's
//! digits leave the rest of the line, R's the rest of the region, and the digits only C
//! holds leave both. On a jigsaw a line may meet a region in any number of cells; C is
//! any two or three open cells of such a meeting.

use super::{Candidates, Sink, Step, Technique};
use crate::cells::{cell_names, CellSet, Digits};
use std::ops::ControlFlow;

/// A completing cell set: its cells, their digits, and how much of the intersection's
/// excess it takes up (its cells less its digits not in the intersection).
#[derive(Clone, Copy)]
struct Part {
    cells: CellSet,
    digits: Digits,
    gain: u32,
}

/// Every set of open cells of `rest`, with its digits: what a part is picked from.
/// Sets of more than four cells are left out (they hardly ever complete a pattern).
fn subsets(cand: &Candidates, rest: CellSet) -> Vec<(CellSet, Digits)> {
    let cells: Vec<usize> = rest.iter().filter(|&c| !cand.get(c).is_empty()).collect();
    let mut out: Vec<(CellSet, Digits)> = Vec::new();
    for mask in 1usize..1 << cells.len() {
        if mask.count_ones() > 4 {
            continue;
        }
        let mut set = CellSet::EMPTY;
        let mut digits = Digits::NONE;
        for (i, &c) in cells.iter().enumerate() {
            if mask & (1 << i) != 0 {
                set.insert(c);
                digits = Digits(digits.0 | cand.get(c).0);
            }
        }
        out.push((set, digits));
    }
    out
}

/// The subsets whose digits, beyond those of `core`, leave them at least one cell to
/// cover a digit of `core`, and at most `most` of them.
fn parts(subsets: &[(CellSet, Digits)], core: Digits, most: u32) -> Vec<Part> {
    subsets
        .iter()
        .filter_map(|&(cells, digits)| {
            let extra = Digits(digits.0 & !core.0).len();
            if digits.0 & core.0 == 0 || cells.len() <= extra || cells.len() - extra > most {
                return None;
            }
            Some(Part {
                cells,
                digits,
                gain: cells.len() - extra,
            })
        })
        .collect()
}

pub fn sue_de_coq(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    let layout = cand.layout();
    for line in 0..18 {
        for region in 18..27 {
            let (lh, rh) = (layout.house(line), layout.house(region));
            let meet: Vec<usize> = (lh & rh)
                .iter()
                .filter(|&c| !cand.get(c).is_empty())
                .collect();
            if meet.len() < 2 {
                continue;
            }
            // Built on first need: most meetings have no core with two digits to spare.
            let mut sets: Option<(Vec<_>, Vec<_>)> = None;
            for mask in 1usize..1 << meet.len() {
                let n = mask.count_ones();
                if !(2..=3).contains(&n) {
                    continue;
                }
                let core: CellSet = (0..meet.len())
                    .filter(|&i| mask & (1 << i) != 0)
                    .map(|i| meet[i])
                    .collect();
                let core_digits = core
                    .iter()
                    .fold(Digits::NONE, |acc, c| Digits(acc.0 | cand.get(c).0));
                let excess = core_digits.len().saturating_sub(n);
                if excess < 2 {
                    continue;
                }
                let (line_sets, region_sets) =
                    sets.get_or_insert_with(|| (subsets(cand, lh - rh), subsets(cand, rh - lh)));
                let in_line = parts(line_sets, core_digits, excess - 1);
                let in_region = parts(region_sets, core_digits, excess - 1);
                for l in &in_line {
                    for r in &in_region {
                        if l.gain + r.gain != excess || l.digits.0 & r.digits.0 != 0 {
                            continue;
                        }
                        let all = core | l.cells | r.cells;
                        let only_core = Digits(core_digits.0 & !l.digits.0 & !r.digits.0);
                        // Most completions remove nothing: check before writing the text.
                        let cuts = |cells: CellSet, digits: Digits| {
                            digits
                                .iter()
                                .any(|d| !(cand.cells_of(d) & cells).is_empty())
                        };
                        if !cuts(lh - all, l.digits)
                            && !cuts(rh - all, r.digits)
                            && !cuts((lh | rh) - all, only_core)
                        {
                            continue;
                        }
                        let (ln, rn) = (layout.house_name(line), layout.house_name(region));
                        let line_set = cell_names(l.cells.iter());
                        let region_set = cell_names(r.cells.iter());
                        let step = Step::new(Technique::SueDeCoq, String::new())
                            .because(
                                format!(
                                    "{} are the core's and {line_set}'s, which lie in {ln}",
                                    l.digits
                                ),
                                Vec::new(),
                                |s| s.eliminate(cand, lh - all, l.digits),
                            )
                            .because(
                                format!(
                                    "{} are the core's and {region_set}'s, which lie in {rn}",
                                    r.digits
                                ),
                                Vec::new(),
                                |s| s.eliminate(cand, rh - all, r.digits),
                            )
                            .because(
                                format!("{only_core} are the core's alone, which lies in both"),
                                Vec::new(),
                                |s| s.eliminate(cand, (lh | rh) - all, only_core),
                            );
                        if !step.is_progress() {
                            continue;
                        }
                        let pattern = format!(
                            "{} ({core_digits}) where {ln} meets {rn}, with {line_set} ({}) of the line and {region_set} ({}) of the region",
                            cell_names(core.iter()),
                            l.digits,
                            r.digits,
                        );
                        let reason =
                            format!("{} cells hold {} digits, each once", all.len(), all.len());
                        let effect = format!(
                            "{} leave the rest of {ln}, {} the rest of {rn}{}",
                            l.digits,
                            r.digits,
                            if only_core.is_empty() {
                                String::new()
                            } else {
                                format!(", and {only_core} both")
                            }
                        );
                        let mut step = step
                            .parts(pattern.clone(), reason.clone(), effect.clone())
                            .houses_all(layout, &[line, region])
                            .pattern_cells(cand, all, Digits::ALL);
                        step.explanation = format!("{pattern}: {reason}; so {effect}");
                        sink(step.finish())?;
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}
