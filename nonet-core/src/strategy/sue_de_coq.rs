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
use crate::cells::{cell_names, CellSet, Digits, HouseCells};
use std::ops::ControlFlow;

/// A completing cell set: its cells, their digits, and how much of the intersection's
/// excess it takes up (its cells less its digits not in the intersection).
#[derive(Clone, Copy)]
struct Part {
    cells: CellSet,
    digits: Digits,
    gain: u32,
}

/// A set of open cells of the rest of a line or region, with its digits and its size
/// (kept, since counting bits is a loop of its own without a hardware popcount).
#[derive(Clone, Copy)]
struct Subset {
    cells: CellSet,
    digits: Digits,
    size: u32,
}

/// How many digits a digit set holds, by table (no hardware popcount in the release
/// build, and `parts` asks for every subset of every core).
static DIGIT_COUNT: [u8; 512] = {
    let mut t = [0u8; 512];
    let mut i = 1;
    while i < 512 {
        t[i] = t[i >> 1] + (i & 1) as u8;
        i += 1;
    }
    t
};

fn count(d: Digits) -> u32 {
    u32::from(DIGIT_COUNT[usize::from(d.0 & 0x1ff)])
}

/// Every set of cells of `rest` (open cells, all of them), with its digits, into `out`:
/// what a part is picked from. Sets of more than four cells are left out (they hardly
/// ever complete a pattern). In the order of the bit masks over the cells, as always:
/// each set is the one without its lowest cell (built before it) plus that cell, in
/// `table`.
fn subsets(cand: &Candidates, rest: CellSet, table: &mut Vec<Subset>, out: &mut Vec<Subset>) {
    // At most eight cells: a house less two it shares.
    let cells = HouseCells::new(rest);
    out.clear();
    table.clear();
    table.push(Subset {
        cells: CellSet::EMPTY,
        digits: Digits::NONE,
        size: 0,
    });
    for mask in 1usize..1 << cells.len() {
        let low = cells[mask.trailing_zeros() as usize];
        let rest = table[mask & (mask - 1)];
        let set = Subset {
            cells: rest.cells | CellSet::single(low),
            digits: Digits(rest.digits.0 | cand.get(low).0),
            size: rest.size + 1,
        };
        table.push(set);
        if set.size <= 4 {
            out.push(set);
        }
    }
}

/// Hands `take` the subsets whose digits, beyond those of `core`, leave them at least
/// one cell to cover a digit of `core`, and at most `most` of them, in order.
fn parts(subsets: &[Subset], core: Digits, most: u32, mut take: impl FnMut(Part)) {
    for s in subsets {
        if s.digits.0 & core.0 == 0 {
            continue;
        }
        let extra = count(Digits(s.digits.0 & !core.0));
        if s.size <= extra || s.size - extra > most {
            continue;
        }
        take(Part {
            cells: s.cells,
            digits: s.digits,
            gain: s.size - extra,
        });
    }
}

pub fn sue_de_coq(cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
    let layout = cand.layout();
    // Scratch lists, kept from one meeting and core to the next.
    let (mut table, mut line_sets, mut region_sets) = (Vec::new(), Vec::new(), Vec::new());
    let mut in_line: Vec<Part> = Vec::new();
    let mut in_region: [Vec<Part>; 8] = Default::default();
    let open = cand.open_cells();
    for line in 0..18 {
        for region in 18..27 {
            let (lh, rh) = (layout.house(line), layout.house(region));
            // Most lines and regions do not meet in two open cells: one test each.
            let shared = lh & rh & open;
            if !shared.more_than_one() {
                continue;
            }
            let meet = HouseCells::new(shared);
            // Built on first need: most meetings have no core with two digits to spare.
            let mut built = false;
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
                if !built {
                    subsets(cand, (lh - rh) & open, &mut table, &mut line_sets);
                    subsets(cand, (rh - lh) & open, &mut table, &mut region_sets);
                    built = true;
                }
                in_line.clear();
                parts(&line_sets, core_digits, excess - 1, |p| in_line.push(p));
                if in_line.is_empty() {
                    continue;
                }
                // The region's parts by gain, each list in order: a line part pairs only
                // with those whose gain completes the excess, met in the same order as
                // by a pass over them all that skips the others.
                for list in in_region.iter_mut() {
                    list.clear();
                }
                parts(&region_sets, core_digits, excess - 1, |p| {
                    in_region[p.gain as usize].push(p)
                });
                for l in &in_line {
                    for r in &in_region[(excess - l.gain) as usize] {
                        if l.digits.0 & r.digits.0 != 0 {
                            continue;
                        }
                        if let Some(step) =
                            completion(cand, (line, region), (core, core_digits), l, r)
                        {
                            sink(step)?;
                        }
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// The step of a core completed by a line part `l` and a region part `r` with no digit
/// in common, where `line` meets `region`; None when it removes nothing.
fn completion(
    cand: &Candidates,
    (line, region): (usize, usize),
    (core, core_digits): (CellSet, Digits),
    l: &Part,
    r: &Part,
) -> Option<Step> {
    let layout = cand.layout();
    let (lh, rh) = (layout.house(line), layout.house(region));
    let all = core | l.cells | r.cells;
    let only_core = Digits(core_digits.0 & !l.digits.0 & !r.digits.0);
    // Most completions remove nothing: check before writing the text.
    let cuts = |cells: CellSet, digits: Digits| {
        digits
            .iter()
            .any(|d| !(cand.cells_of(d) & cells).is_empty())
    };
    if !cuts(lh - all, l.digits) && !cuts(rh - all, r.digits) && !cuts((lh | rh) - all, only_core) {
        return None;
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
        return None;
    }
    let pattern = format!(
        "{} ({core_digits}) where {ln} meets {rn}, with {line_set} ({}) of the line and {region_set} ({}) of the region",
        cell_names(core.iter()),
        l.digits,
        r.digits,
    );
    let reason = format!("{} cells hold {} digits, each once", all.len(), all.len());
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
    Some(step.finish())
}
