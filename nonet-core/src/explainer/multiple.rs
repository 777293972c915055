//! Rules 23–30 (SPEC §4.5, §4.6): Nishio, multiple (cell and region), dynamic, dynamic
//! plus and nested forcing chains. They share one scan: from every candidate of every
//! cell, propagate "it is true" and "it is false" (`propagate`), then read hints off the
//! results: a contradiction, a consequence common to both assumptions, to every place of
//! a digit in a house, or to every digit of a cell. `chain_rules` picks the hint the
//! rating loop uses; `nested` reads every hint when a nested level runs these rules
//! inside a search.

use super::grid::{House, Kind};
use super::propagate::{
    candidate, node, propagate, slot, Advance, Carried, Mode, Propagation, Record, Work,
};
use super::rules::Rule;

/// What a chain proves: its target node is true (a placement) or false (an elimination).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Double,
    Cell,
    /// Every place of a digit in a house of this kind.
    Region(Kind),
    Contradiction,
}

impl Shape {
    /// SE's order among chain kinds of equal difficulty and complexity.
    pub fn sort_key(self) -> u8 {
        match self {
            Shape::Double => 1,
            Shape::Cell => 5,
            Shape::Region(_) => 6,
            Shape::Contradiction => 7,
        }
    }
    fn words(self) -> &'static str {
        match self {
            Shape::Double => "Double Forcing",
            Shape::Cell => "Cell Forcing",
            Shape::Region(_) => "Region Forcing",
            Shape::Contradiction => "Contradiction Forcing",
        }
    }
}

/// One line of reasoning of a hint: the search it belongs to and the node it ends at.
pub struct Branch<'p> {
    pub prop: &'p Propagation,
    pub end: Record,
}

/// What differs between rules 23–30.
#[derive(Clone, Copy)]
pub struct Family {
    pub mode: Mode,
    pub nishio: bool,
}

impl Family {
    pub fn of(rule: Rule) -> Family {
        let dynamic = |level| Family {
            mode: Mode {
                cell_rule: true,
                dynamic: true,
                level,
            },
            nishio: false,
        };
        match rule {
            Rule::Nishio => Family {
                mode: Mode {
                    cell_rule: false,
                    dynamic: true,
                    level: 0,
                },
                nishio: true,
            },
            Rule::MultipleChains => Family {
                mode: Mode {
                    cell_rule: true,
                    dynamic: false,
                    level: 0,
                },
                nishio: false,
            },
            Rule::DynamicChains => dynamic(0),
            Rule::DynamicPlus => dynamic(1),
            Rule::Nested2 => dynamic(2),
            Rule::Nested3 => dynamic(3),
            Rule::Nested4 => dynamic(4),
            _ => dynamic(5),
        }
    }

    pub fn base(self) -> f64 {
        if self.nishio {
            7.5
        } else if !self.mode.dynamic {
            8.0
        } else {
            match self.mode.level {
                0 => 8.5,
                1 => 9.0,
                l => 9.5 + 0.5 * f64::from(l - 2),
            }
        }
    }

    pub fn name(self, shape: Shape) -> String {
        if self.nishio {
            return "Nishio Forcing Chains".to_string();
        }
        let prefix = if self.mode.dynamic { "Dynamic " } else { "" };
        let suffix = [
            "",
            " (+)",
            " (+ Forcing Chains)",
            " (+ Multiple Forcing Chains)",
            " (+ Dynamic Forcing Chains)",
            " (+ Dynamic Forcing Chains (+ Forcing Chains))",
        ][usize::from(self.mode.level)];
        format!("{prefix}{} Chains{suffix}", shape.words())
    }
}

/// A cell or region chain, before its searches run.
#[derive(Clone, Copy)]
pub enum Chain {
    /// From every candidate of a cell.
    Cell(usize),
    /// From every place of a digit in a house.
    Region(House, u8),
}

/// Every hint of the family on `start`, in SE's collection order, as (target node,
/// shape, branches); `emit` sees each while the searches it reads are alive. Cell and
/// region chains are read only where `wanted` says they may have a hint: a static scan
/// then runs only the searches those chains read.
pub fn each_hint(
    start: &Work,
    family: Family,
    advance: Option<Advance>,
    mut wanted: impl FnMut(Chain) -> bool,
    mut emit: impl FnMut(u16, Shape, &[Branch]),
) {
    let mode = family.mode;
    let mut from_on: Vec<Option<Propagation>> =
        (0..super::propagate::CANDIDATES).map(|_| None).collect();
    let ensure = |from_on: &mut Vec<Option<Propagation>>, cell: usize, digit: u8| {
        let i = candidate(cell, digit);
        if from_on[i].is_none() {
            from_on[i] = Some(propagate(start, &[slot(cell, digit, true)], mode, advance));
        }
    };
    // Rule 24 leaves bivalue cells out entirely (SPEC Q8).
    let fewest = if mode.dynamic { 2 } else { 3 };
    for cell in 0..81 {
        let cands = start.cands[cell];
        if (cands.len() as usize) < fewest {
            continue;
        }
        for digit in cands.iter() {
            if mode.dynamic {
                ensure(&mut from_on, cell, digit);
            }
            if mode.dynamic {
                let on = from_on[candidate(cell, digit)].as_ref().unwrap();
                let off = propagate(start, &[slot(cell, digit, false)], mode, advance);
                if let Some((a, b)) = on.contradiction {
                    emit(
                        slot(cell, digit, false),
                        Shape::Contradiction,
                        &pair(on, a, b),
                    );
                }
                if let Some((a, b)) = off.contradiction {
                    emit(
                        slot(cell, digit, true),
                        Shape::Contradiction,
                        &pair(&off, a, b),
                    );
                }
                if !family.nishio && cands.len() >= 3 {
                    double(on, &off, &mut emit);
                }
            }
            if family.nishio {
                continue;
            }
            for kind in Kind::ORDER {
                let house = House::of(kind, cell);
                let places = start.in_house(house, digit);
                if !places.more_than_one()
                    || places.first() != Some(cell)
                    || !wanted(Chain::Region(house, digit))
                {
                    continue;
                }
                for x in places.iter() {
                    ensure(&mut from_on, x, digit);
                }
                let props: Vec<&Propagation> = places
                    .iter()
                    .map(|x| from_on[candidate(x, digit)].as_ref().unwrap())
                    .collect();
                common(&props, Shape::Region(kind), &mut emit);
            }
        }
        if !family.nishio && wanted(Chain::Cell(cell)) {
            for digit in cands.iter() {
                ensure(&mut from_on, cell, digit);
            }
            let props: Vec<&Propagation> = cands
                .iter()
                .map(|d| from_on[candidate(cell, d)].as_ref().unwrap())
                .collect();
            common(&props, Shape::Cell, &mut emit);
        }
    }
}

fn pair<'p>(prop: &'p Propagation, a: Record, b: Record) -> [Branch<'p>; 2] {
    [Branch { prop, end: a }, Branch { prop, end: b }]
}

/// Double forcing chains: what holds both if a candidate is true and if it is false.
fn double(on: &Propagation, off: &Propagation, emit: &mut impl FnMut(u16, Shape, &[Branch])) {
    for state in [true, false] {
        for r in on.records.iter().filter(|r| r.slot & 1 == u16::from(state)) {
            if let Some(&there) = off.record(r.slot) {
                let branches = [
                    Branch { prop: on, end: *r },
                    Branch {
                        prop: off,
                        end: there,
                    },
                ];
                emit(r.slot, Shape::Double, &branches);
            }
        }
    }
}

/// What every search of `props` found (ON nodes first), in the first search's order.
fn common(props: &[&Propagation], shape: Shape, emit: &mut impl FnMut(u16, Shape, &[Branch])) {
    let (first, rest) = props.split_first().unwrap();
    for state in [true, false] {
        let mut both = if state { first.ons } else { first.offs };
        for p in rest {
            both = both.and(if state { &p.ons } else { &p.offs });
        }
        if both.is_empty() {
            continue;
        }
        for r in first.records.iter() {
            let (cell, digit, on) = node(r.slot);
            if on != state || !both.contains(candidate(cell, digit)) {
                continue;
            }
            let branches: Vec<Branch> = props
                .iter()
                .map(|p| Branch {
                    prop: p,
                    end: *p.record(r.slot).unwrap(),
                })
                .collect();
            emit(r.slot, shape, &branches);
        }
    }
}

/// A hint's complexity (SPEC §4.6): the distinct ancestors of each branch end, summed,
/// plus the full complexity of each distinct inner hint those ancestors carry (nested
/// levels).
pub fn complexity(branches: &[Branch]) -> usize {
    let mut carried: Vec<Carried> = Vec::new();
    let flat: usize = branches
        .iter()
        .map(|b| {
            b.prop.walk(&b.end, |r| {
                if let Some(c) = r.carried.filter(|c| !carried.contains(c)) {
                    carried.push(c);
                }
            })
        })
        .sum();
    flat + carried.iter().map(|c| c.complexity).sum::<usize>()
}

/// What the hint with target `target` removes from `grid`: a true node's cell loses
/// its other digits, a false node's candidate goes.
pub fn removed(grid: &Work, target: u16) -> Vec<(usize, u8)> {
    let (cell, digit, on) = node(target);
    if on {
        grid.cands[cell]
            .iter()
            .filter(|&e| e != digit)
            .map(|e| (cell, e))
            .collect()
    } else if grid.has(cell, digit) {
        vec![(cell, digit)]
    } else {
        Vec::new()
    }
}
