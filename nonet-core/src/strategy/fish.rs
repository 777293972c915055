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

#[cfg(test)]
thread_local! {
    /// Whether basic fish searches cut hopeless branches (tests turn it off to check
    /// that the cuts change nothing).
    pub(crate) static PRUNE: Cell<bool> = const { Cell::new(true) };
}

#[cfg(test)]
fn pruning() -> bool {
    PRUNE.with(Cell::get)
}

#[cfg(not(test))]
fn pruning() -> bool {
    true
}

/// Per line (rows 0..9, then columns) and region, the cross lines through the cells
/// where the two meet, as a 9-bit mask.
type LineMasks = [[u16; 9]; 18];

fn line_meets(layout: &crate::Layout) -> LineMasks {
    let mut meets = [[0; 9]; 18];
    for c in 0..crate::cells::CELLS {
        let g = layout.region_of(c);
        meets[c / 9][g] |= 1 << (c % 9);
        meets[9 + c % 9][g] |= 1 << (c / 9);
    }
    meets
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
    /// The houses of `cover`.
    cover_set: Houses,
    /// Basic fish only, for cutting hopeless branches early, as 9-bit masks of cover
    /// lines: where each line (rows, then columns) meets each region ...
    meets: &'a LineMasks,
    /// ... and holds the digit;
    line_bits: [u16; 18],
    /// the lines crossing the base cells, all of them and those outside each region;
    base_lines: u16,
    need: [u16; 9],
    /// and the regions holding base cells, one bit each.
    hit: u16,
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
/// Basic fish also drop, as they go, the bases and covers that can come to no step
/// (`add_base_lines`, `covers_may_fish`); what is left is searched in the same order.
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
    let mut meets = None;
    for d in 1..=9u8 {
        let cells = cand.cells_of(d);
        if memo::known_empty(memo_id, cand.layout_arc(), d, cells) {
            continue;
        }
        let meets = meets.get_or_insert_with(|| line_meets(layout));
        let mut line_bits = [0u16; 18];
        for c in cells.iter() {
            line_bits[c / 9] |= 1 << (c % 9);
            line_bits[9 + c % 9] |= 1 << (c / 9);
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
                cover_set: 0,
                meets,
                line_bits,
                base_lines: 0,
                need: [0; 9],
                hit: 0,
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
            let masks = (self.base_lines, self.need, self.hit);
            self.base.push(h);
            self.base_set |= 1 << h;
            self.in_base = before | mine;
            let flow = if self.add_base_lines(h) {
                self.choose_bases(bases, i + 1, sink)
            } else {
                ControlFlow::Continue(())
            };
            (self.base_lines, self.need, self.hit) = masks;
            self.in_base = before;
            self.base_set &= !(1 << h);
            self.base.pop();
            flow?;
        }
        ControlFlow::Continue(())
    }

    /// The cover lines (columns when rows are the base, rows when columns are) that hold
    /// a cell of `s`, as a 9-bit mask. Only for basic fish, whose cover class is exactly
    /// one direction of lines.
    fn cover_lines(&self, s: CellSet) -> u32 {
        let mut lines = 0;
        if self.cover_class == COLS {
            // Fold the nine rows onto the first: shifts by whole rows keep the columns.
            let mut x = (s.0 | s.0 >> 45) as u64;
            x |= x >> 27;
            x |= x >> 18;
            x |= x >> 9;
            lines = x as u32;
        } else {
            for r in 0..9 {
                lines |= u32::from((s.0 >> (9 * r)) as u32 & 0x1ff != 0) << r;
            }
        }
        lines & 0x1ff
    }

    /// False when no fish can come of the bases chosen so far, whatever bases are added;
    /// only basic fish are cut. Without fins every base cell lies in the n covers. With
    /// fins, a victim lies in a cover line outside the base lines, and a fin in a base
    /// line outside the covers, so the two share neither line and the victim sees the
    /// fin through a region: every fin lies in one region B (which holds a fin and a cell
    /// of the digit outside the base), and the base cells outside B lie in the n covers.
    /// Adding bases only adds base cells (and takes cells from outside the base), so but
    /// for B holding a fin, which is asked of the full base only, once this fails it fails
    /// for every superset: cutting here drops no step and leaves the order of the rest as
    /// it was. Called as base line `h` (already in `in_base`) joins, to add its lines.
    fn add_base_lines(&mut self, h: usize) -> bool {
        if self.shape != Shape::Basic || !pruning() {
            return true;
        }
        let n = self.n as u32;
        let lines = self.line_bits[h];
        self.base_lines |= lines;
        if self.fins == Fins::None {
            return self.base_lines.count_ones() <= n;
        }
        for (b, need) in self.need.iter_mut().enumerate() {
            let meet = self.meets[h][b];
            *need |= lines & !meet;
            self.hit |= u16::from(lines & meet != 0) << b;
        }
        // Only the full base must hold a fin in B: fewer bases may miss B yet.
        let full = self.base.len() == self.n;
        let outside = self.cells - self.in_base;
        let layout = self.cand.layout();
        (0..9).any(|b| {
            self.need[b].count_ones() <= n
                && (!full || self.hit & 1 << b != 0)
                && !(outside & layout.region(b)).is_empty()
        })
    }

    /// False when no step can come of the covers chosen so far (`covered`: the base cells
    /// they hold), the `fins` chosen so far, and `rest`, the base cells still open (not
    /// empty); only basic fish are cut. Every further cover is the line of a cell of
    /// `rest`, distinct from the others, and a step needs exactly n covers; its fins are
    /// the base cells outside them, (fins - covered | rest) less the further covers'
    /// cells. Without fins, the lines of `rest` are exactly the covers still missing.
    /// With fins, as in `add_base_lines`, every fin lies in one region B that holds a cell
    /// of the digit outside the base in a cover line (a victim's place), and the cells of
    /// (fins - covered | rest) outside B lie in the further covers. Everything cut would
    /// have reported no eliminations (nor set `sibling_seen`), so the steps found and
    /// their order stay as they were.
    fn covers_may_fish(&self, covered: CellSet, fins: CellSet, rest: CellSet) -> bool {
        if self.shape != Shape::Basic || !pruning() {
            return true;
        }
        let missing = (self.n - self.cover.len()) as u32;
        let rest_lines = self.cover_lines(rest);
        if self.fins == Fins::None {
            return rest_lines.count_ones() == missing;
        }
        if rest_lines.count_ones() < missing {
            return false;
        }
        let chosen = if self.cover_class == COLS {
            self.cover_set >> 9
        } else {
            self.cover_set
        } & 0x1ff;
        let open = (fins - covered) | rest;
        let outside = self.cells - self.in_base;
        self.cand.layout().houses()[18..].iter().any(|&b| {
            let victims = outside & b;
            if (open & b).is_empty() || victims.is_empty() {
                return false;
            }
            let needed = self.cover_lines(open - b);
            needed & !rest_lines == 0
                && needed.count_ones() <= missing
                && self.cover_lines(victims) & (chosen | rest_lines) != 0
        })
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
        if self.cover.len() < self.n && !self.covers_may_fish(covered, fins, rest) {
            return ControlFlow::Continue(());
        }
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
                self.cover_set |= 1 << h;
                let flow =
                    self.choose_covers(covered | (self.in_base & layout.house(h)), fins, sink);
                self.cover_set &= !(1 << h);
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
