//! SE's rule table: the thirty rules in the order the rater asks them (SPEC §2), each
//! with its name and family (`path::first_hint` asks the family modules). A hint is data: the rule, its
//! difficulty as SE computes it (a double, compared exactly), and what it changes.

use super::grid::SeGrid;

/// The rules in asking order. The discriminant is SE's rule number minus one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Rule {
    HiddenSingle,
    DirectPointing,
    DirectHiddenPair,
    NakedSingle,
    DirectHiddenTriplet,
    Pointing,
    NakedPair,
    XWing,
    HiddenPair,
    NakedTriplet,
    Swordfish,
    HiddenTriplet,
    XyWing,
    XyzWing,
    UniqueLoop,
    NakedQuad,
    Jellyfish,
    HiddenQuad,
    Bug,
    AlignedPair,
    ForcingChains,
    AlignedTriplet,
    Nishio,
    MultipleChains,
    DynamicChains,
    DynamicPlus,
    Nested2,
    Nested3,
    Nested4,
    Nested5,
}

/// Which kind of reasoning a rule is, for messages and the README.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    Singles,
    Direct,
    Intersections,
    Subsets,
    Fish,
    Wings,
    Uniqueness,
    AlignedExclusion,
    Chaining,
}

impl Rule {
    pub const ALL: [Rule; 30] = [
        Rule::HiddenSingle,
        Rule::DirectPointing,
        Rule::DirectHiddenPair,
        Rule::NakedSingle,
        Rule::DirectHiddenTriplet,
        Rule::Pointing,
        Rule::NakedPair,
        Rule::XWing,
        Rule::HiddenPair,
        Rule::NakedTriplet,
        Rule::Swordfish,
        Rule::HiddenTriplet,
        Rule::XyWing,
        Rule::XyzWing,
        Rule::UniqueLoop,
        Rule::NakedQuad,
        Rule::Jellyfish,
        Rule::HiddenQuad,
        Rule::Bug,
        Rule::AlignedPair,
        Rule::ForcingChains,
        Rule::AlignedTriplet,
        Rule::Nishio,
        Rule::MultipleChains,
        Rule::DynamicChains,
        Rule::DynamicPlus,
        Rule::Nested2,
        Rule::Nested3,
        Rule::Nested4,
        Rule::Nested5,
    ];

    /// SE's rule number (1..=30).
    pub fn number(self) -> usize {
        self as usize + 1
    }

    /// The rule's name as a family of SE hints (a single rule may name its hints more
    /// finely, e.g. "Claiming" or "Unique Rectangle type 2").
    pub fn name(self) -> &'static str {
        match self {
            Rule::HiddenSingle => "Hidden Single",
            Rule::DirectPointing => "Direct Pointing/Claiming",
            Rule::DirectHiddenPair => "Direct Hidden Pair",
            Rule::NakedSingle => "Naked Single",
            Rule::DirectHiddenTriplet => "Direct Hidden Triplet",
            Rule::Pointing => "Pointing/Claiming",
            Rule::NakedPair => "Naked Pair",
            Rule::XWing => "X-Wing",
            Rule::HiddenPair => "Hidden Pair",
            Rule::NakedTriplet => "Naked Triplet",
            Rule::Swordfish => "Swordfish",
            Rule::HiddenTriplet => "Hidden Triplet",
            Rule::XyWing => "XY-Wing",
            Rule::XyzWing => "XYZ-Wing",
            Rule::UniqueLoop => "Unique Rectangle/Loop",
            Rule::NakedQuad => "Naked Quad",
            Rule::Jellyfish => "Jellyfish",
            Rule::HiddenQuad => "Hidden Quad",
            Rule::Bug => "BUG",
            Rule::AlignedPair => "Aligned Pair Exclusion",
            Rule::ForcingChains => "Forcing Chains & Cycles",
            Rule::AlignedTriplet => "Aligned Triplet Exclusion",
            Rule::Nishio => "Nishio Forcing Chains",
            Rule::MultipleChains => "Multiple Forcing Chains",
            Rule::DynamicChains => "Dynamic Forcing Chains",
            Rule::DynamicPlus => "Dynamic Forcing Chains (+)",
            Rule::Nested2 => "Nested Forcing Chains (level 2)",
            Rule::Nested3 => "Nested Forcing Chains (level 3)",
            Rule::Nested4 => "Nested Forcing Chains (level 4)",
            Rule::Nested5 => "Nested Forcing Chains (level 5)",
        }
    }

    pub fn family(self) -> Family {
        use Rule::*;
        match self {
            HiddenSingle | NakedSingle => Family::Singles,
            DirectPointing | DirectHiddenPair | DirectHiddenTriplet => Family::Direct,
            Pointing => Family::Intersections,
            NakedPair | HiddenPair | NakedTriplet | HiddenTriplet | NakedQuad | HiddenQuad => {
                Family::Subsets
            }
            XWing | Swordfish | Jellyfish => Family::Fish,
            XyWing | XyzWing => Family::Wings,
            UniqueLoop | Bug => Family::Uniqueness,
            AlignedPair | AlignedTriplet => Family::AlignedExclusion,
            _ => Family::Chaining,
        }
    }
}

/// One SE hint: what the rating loop needs of it.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    pub rule: Rule,
    /// SE's name for this hint ("Claiming", "Unique Rectangle type 3", …).
    pub name: String,
    pub difficulty: f64,
    /// Candidates removed, (cell, digit).
    pub eliminations: Vec<(usize, u8)>,
    /// A placed digit, (cell, digit); a placement counts for EP (SPEC §1.4).
    pub placement: Option<(usize, u8)>,
}

impl Hint {
    pub fn placing(rule: Rule, name: &str, difficulty: f64, cell: usize, digit: u8) -> Hint {
        Hint {
            rule,
            name: name.to_string(),
            difficulty,
            eliminations: Vec::new(),
            placement: Some((cell, digit)),
        }
    }

    pub fn removing(
        rule: Rule,
        name: impl Into<String>,
        difficulty: f64,
        eliminations: Vec<(usize, u8)>,
    ) -> Hint {
        Hint {
            rule,
            name: name.into(),
            difficulty,
            eliminations,
            placement: None,
        }
    }

    /// Applies the hint as SE does: eliminations, then the placement; nothing cascades.
    pub fn apply(&self, grid: &mut SeGrid) {
        for &(cell, digit) in &self.eliminations {
            grid.cands[cell].remove(digit);
        }
        if let Some((cell, digit)) = self.placement {
            grid.place(cell, digit);
        }
    }
}

/// The candidates among `cells` that hold `digit`, as eliminations.
pub fn removals(
    grid: &SeGrid,
    cells: impl IntoIterator<Item = usize>,
    digit: u8,
) -> Vec<(usize, u8)> {
    cells
        .into_iter()
        .filter(|&c| grid.has(c, digit))
        .map(|c| (c, digit))
        .collect()
}
