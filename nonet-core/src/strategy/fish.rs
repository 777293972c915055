//! Fish: X-wing (2), swordfish (3) and jellyfish (4), basic (rows against columns),
//! franken (regions join either side) and mutant (any houses), each plain or with fins.
//! Everything is in terms of the layout's houses, so jigsaw regions serve as base and
//! cover sets exactly as boxes do.

use super::{memo, Candidates, Sink, Step, Technique};
use crate::cells::{cell_names, CellSet, Digits};
use std::cell::Cell;
use std::ops::ControlFlow;

fn list(layout: &crate::Layout, hs: &[usize]) -> String {
    let names: Vec<String> = hs.iter().map(|&h| layout.house_name(h)).collect();
    names.join(", ")
}

/// Which houses a fish may take as base and cover sets, after HoDoKu: basic fish use
/// lines of one direction against lines of the other; franken fish add regions to
/// either side (rows and regions against columns and regions, or the mirror); mutant
/// fish take any houses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Basic,
    Franken,
    Mutant,
}

/// Whether a fish may, must or must not have fins (base candidates outside the cover
/// sets), and for basic fish whether the fins leave a base with at most one candidate
/// (sashimi) or not (finned).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fins {
    None,
    Finned,
    Sashimi,
    /// Finned or sashimi (franken and mutant fish are not told apart by that).
    Any,
}

/// Houses as a bit set over the 27 house indices.
type Houses = u32;
const ROWS: Houses = 0x1ff;
const COLS: Houses = 0x1ff << 9;
const REGIONS: Houses = 0x1ff << 18;

/// The (base, cover) house classes a shape searches.
fn orientations(shape: Shape) -> &'static [(Houses, Houses)] {
    match shape {
        Shape::Basic => &[(ROWS, COLS), (COLS, ROWS)],
        Shape::Franken => &[
            (ROWS | REGIONS, COLS | REGIONS),
            (COLS | REGIONS, ROWS | REGIONS),
        ],
        Shape::Mutant => &[(ROWS | COLS | REGIONS, ROWS | COLS | REGIONS)],
    }
}

/// The shape a fish with these base and cover houses has: the simplest whose classes
/// hold them.
fn shape_of(base: Houses, cover: Houses) -> Shape {
    let fits = |classes: &[(Houses, Houses)]| {
        classes
            .iter()
            .any(|&(b, c)| base & !b == 0 && cover & !c == 0)
    };
    if fits(orientations(Shape::Basic)) {
        Shape::Basic
    } else if fits(orientations(Shape::Franken)) {
        Shape::Franken
    } else {
        Shape::Mutant
    }
}

/// The technique of a fish of `n` bases with this shape and these fins.
fn fish_technique(n: usize, shape: Shape, fins: Fins) -> Technique {
    use Technique::*;
    let [plain, finned, sashimi]: [Technique; 3] = match (shape, n) {
        (Shape::Basic, 2) => [XWing, FinnedXWing, SashimiXWing],
        (Shape::Basic, 3) => [Swordfish, FinnedSwordfish, SashimiSwordfish],
        (Shape::Basic, _) => [Jellyfish, FinnedJellyfish, SashimiJellyfish],
        (Shape::Franken, 2) => [FrankenXWing, FinnedFrankenXWing, FinnedFrankenXWing],
        (Shape::Franken, 3) => [
            FrankenSwordfish,
            FinnedFrankenSwordfish,
            FinnedFrankenSwordfish,
        ],
        (Shape::Franken, _) => [
            FrankenJellyfish,
            FinnedFrankenJellyfish,
            FinnedFrankenJellyfish,
        ],
        (Shape::Mutant, 2) => [MutantXWing, FinnedMutantXWing, FinnedMutantXWing],
        (Shape::Mutant, 3) => [
            MutantSwordfish,
            FinnedMutantSwordfish,
            FinnedMutantSwordfish,
        ],
        (Shape::Mutant, _) => [
            MutantJellyfish,
            FinnedMutantJellyfish,
            FinnedMutantJellyfish,
        ],
    };
    match fins {
        Fins::None => plain,
        Fins::Sashimi => sashimi,
        Fins::Finned | Fins::Any => finned,
    }
}

/// One digit's fish search: the digit's cells, the fish wanted, and the houses of the
/// base being tried.
struct FishSearch<'a> {
    cand: &'a Candidates,
    d: u8,
    cells: CellSet,
    n: usize,
    shape: Shape,
    fins: Fins,
    cover_class: Houses,
    base: Vec<usize>,
    base_set: Houses,
    /// The digit's cells in the base houses.
    in_base: CellSet,
    cover: Vec<usize>,
    /// Set when a fish of the sibling kind (sashimi for a finned search, finned for a
    /// sashimi one) turns up: the two explore the same bases, covers and fins.
    sibling_seen: &'a Cell<bool>,
}

/// The other of a basic fish's finned and sashimi kinds, whose search is the same.
fn sibling(shape: Shape, fins: Fins) -> Option<Fins> {
    match (shape, fins) {
        (Shape::Basic, Fins::Finned) => Some(Fins::Sashimi),
        (Shape::Basic, Fins::Sashimi) => Some(Fins::Finned),
        _ => None,
    }
}

/// Fish of every shape and fin kind, of `n` (2 to 4) base houses on one digit: n houses
/// that share none of the digit's cells each hold the digit once, so the digit is in n
/// of the base cells; if every base cell lies in n cover houses, each cover holds one of
/// those and the digit leaves the rest of the covers. Fins are base cells outside the
/// covers: either a fin holds the digit or the fish stands, so only the cover cells
/// that see every fin lose it. Covers are found from the base cells, not tried blindly:
/// the first base cell not yet covered is either covered by one of its (at most three)
/// houses or is a fin, so a base combination costs at most a few dozen cover sets.
pub fn fish(
    cand: &Candidates,
    n: usize,
    shape: Shape,
    fins: Fins,
    sink: Sink<'_>,
) -> ControlFlow<()> {
    let layout = cand.layout();
    // A digit whose cells this very search found no fish in last time has none now.
    let memo_id = |fins: Fins| (n as u32) << 8 | (shape as u32) << 4 | fins as u32;
    let (memo_id, sibling_id) = (memo_id(fins), sibling(shape, fins).map(memo_id));
    for d in 1..=9u8 {
        let cells = cand.cells_of(d);
        if memo::known_empty(memo_id, cand.layout_arc(), d, cells) {
            continue;
        }
        let mut found = false;
        let sibling_seen = Cell::new(false);
        let sink = &mut |step| {
            found = true;
            sink(step)
        };
        for &(base_class, cover_class) in orientations(shape) {
            // A line with more than n cells of the digit cannot lie in n cross lines;
            // with fins or regions any house holding the digit may be a base.
            let (least, most) = if shape == Shape::Basic && fins == Fins::None {
                (2, n as u32)
            } else {
                (1, 9)
            };
            let bases: Vec<usize> = (0..crate::layout::HOUSES)
                .filter(|&h| {
                    base_class & (1 << h) != 0
                        && (least..=most).contains(&(cells & layout.house(h)).len())
                })
                .collect();
            let mut search = FishSearch {
                cand,
                d,
                cells,
                n,
                shape,
                fins,
                cover_class,
                base: Vec::with_capacity(n),
                base_set: 0,
                in_base: CellSet::EMPTY,
                cover: Vec::with_capacity(n),
                sibling_seen: &sibling_seen,
            };
            search.choose_bases(&bases, 0, sink)?;
        }
        if !found {
            memo::note_empty(memo_id, cand.layout_arc(), d, cells);
        }
        // The whole tree was searched: the sibling kind's search would find nothing too.
        if let Some(id) = sibling_id.filter(|_| !sibling_seen.get()) {
            memo::note_empty(id, cand.layout_arc(), d, cells);
        }
    }
    ControlFlow::Continue(())
}

impl FishSearch<'_> {
    /// Adds bases from `bases[from..]` whose cells of the digit are disjoint from those
    /// already chosen, until there are n; then looks for covers.
    fn choose_bases(&mut self, bases: &[usize], from: usize, sink: Sink<'_>) -> ControlFlow<()> {
        if self.base.len() == self.n {
            return self.choose_covers(CellSet::EMPTY, CellSet::EMPTY, sink);
        }
        let layout = self.cand.layout();
        for i in from..bases.len() {
            if bases.len() - i < self.n - self.base.len() {
                break;
            }
            let h = bases[i];
            let mine = self.cells & layout.house(h);
            if !(mine & self.in_base).is_empty() {
                continue;
            }
            let before = self.in_base;
            self.base.push(h);
            self.base_set |= 1 << h;
            self.in_base = before | mine;
            let flow = self.choose_bases(bases, i + 1, sink);
            self.in_base = before;
            self.base_set &= !(1 << h);
            self.base.pop();
            flow?;
        }
        ControlFlow::Continue(())
    }

    /// The cells (of the digit, outside the base) that see every fin: where a finned
    /// fish may eliminate.
    fn fin_reach(&self, fins: CellSet) -> CellSet {
        let layout = self.cand.layout();
        fins.iter()
            .fold(self.cells - self.in_base, |acc, f| acc & layout.peers(f))
    }

    /// Covers the first base cell neither covered nor a fin, by each of its houses the
    /// cover class allows, or (when fins are allowed) makes it a fin.
    fn choose_covers(
        &mut self,
        covered: CellSet,
        fins: CellSet,
        sink: Sink<'_>,
    ) -> ControlFlow<()> {
        let layout = self.cand.layout();
        let rest = self.in_base - covered - fins;
        let Some(x) = rest.first() else {
            return if self.cover.len() == self.n {
                self.report(covered, sink)
            } else {
                ControlFlow::Continue(())
            };
        };
        if self.cover.len() == self.n {
            // Every base cell left must be a fin, and fins only shrink their reach: all of
            // them at once pass exactly when one at a time would.
            let all_fins = fins | rest;
            if self.fins != Fins::None && !self.fin_reach(all_fins).is_empty() {
                return self.report(covered, sink);
            }
            return ControlFlow::Continue(());
        }
        if self.cover.len() < self.n {
            for h in layout.houses_of(x) {
                if self.cover_class & (1 << h) == 0 || self.base_set & (1 << h) != 0 {
                    continue;
                }
                self.cover.push(h);
                let flow =
                    self.choose_covers(covered | (self.in_base & layout.house(h)), fins, sink);
                self.cover.pop();
                flow?;
            }
        }
        if self.fins != Fins::None && !self.fin_reach(fins | CellSet::single(x)).is_empty() {
            self.choose_covers(covered, fins | CellSet::single(x), sink)?;
        }
        ControlFlow::Continue(())
    }

    /// Checks the fish of the chosen bases and covers (`covered`: the base cells the
    /// covers hold) and hands it on when it is of the wanted kind and eliminates.
    fn report(&self, covered: CellSet, sink: Sink<'_>) -> ControlFlow<()> {
        let layout = self.cand.layout();
        let cover_set: Houses = self.cover.iter().fold(0, |acc, &h| acc | 1 << h);
        if shape_of(self.base_set, cover_set) != self.shape {
            return ControlFlow::Continue(());
        }
        let fins = self.in_base - covered;
        // Each base must keep a cell in the covers, or it is no part of the fish.
        let kept: Vec<u32> = self
            .base
            .iter()
            .map(|&h| (covered & layout.house(h)).len())
            .collect();
        if kept.contains(&0) {
            return ControlFlow::Continue(());
        }
        let sashimi = kept.contains(&1);
        let kind_ok = match self.fins {
            Fins::None => fins.is_empty(),
            Fins::Finned => !fins.is_empty() && !sashimi,
            Fins::Sashimi => !fins.is_empty() && sashimi,
            Fins::Any => !fins.is_empty(),
        };
        let sibling_kind = sibling(self.shape, self.fins).is_some() && !fins.is_empty();
        if !kind_ok && !sibling_kind {
            return ControlFlow::Continue(());
        }
        let cover_cells = self
            .cover
            .iter()
            .fold(CellSet::EMPTY, |acc, &h| acc | layout.house(h));
        // fin_reach leaves the base out; without fins it is every other cell of the digit.
        let victims = cover_cells & self.fin_reach(fins);
        if victims.is_empty() {
            return ControlFlow::Continue(());
        }
        if !kind_ok {
            self.sibling_seen.set(true);
            return ControlFlow::Continue(());
        }
        let d = self.d;
        let mut covers = self.cover.clone();
        covers.sort();
        let (base, cover) = (list(layout, &self.base), list(layout, &covers));
        let reason = format!("the {d}s of {base}, one each, are the {d}s of {cover}");
        let (pattern, reason, effect) = if fins.is_empty() {
            let lines = if self.shape == Shape::Basic {
                "lines"
            } else {
                "houses"
            };
            (
                format!("in {base}, {d} lies only in {cover}"),
                reason,
                format!("{d} leaves the rest of those {lines}"),
            )
        } else {
            (
                format!(
                    "in {base}, {d} lies only in {cover} but for the fin{} {}",
                    if fins.len() == 1 { "" } else { "s" },
                    cell_names(fins.iter()),
                ),
                format!("either a fin is {d} or the fish stands"),
                format!("cells of {cover} that see every fin lose {d}"),
            )
        };
        let text = if fins.is_empty() {
            format!("{pattern}, so {effect}")
        } else {
            format!("{pattern}: {reason}, so {effect}")
        };
        let houses: Vec<usize> = self.base.iter().chain(&covers).copied().collect();
        let tech = fish_technique(
            self.n,
            self.shape,
            if fins.is_empty() {
                Fins::None
            } else if sashimi {
                Fins::Sashimi
            } else {
                Fins::Finned
            },
        );
        sink(
            Step::new(tech, text)
                .parts(pattern, reason, effect)
                .houses_all(layout, &houses)
                .pattern_cells(self.cand, self.in_base, Digits::single(d))
                .eliminate(self.cand, victims, Digits::single(d))
                .finish(),
        )
    }
}
