//! The techniques nonet knows and every fact about each: its printed name, its default
//! score, the level a puzzle needing it is at least, whether the default ladder uses it,
//! its family and its search. All of it is one table (the `techniques!` invocation
//! below), one row a technique in ladder order; the [`Technique`] enum,
//! [`Technique::ALL`], the lookups and the family slices are derived from it. Adding a
//! technique is one row, plus its finder and its tests; a row that leaves out a column
//! does not compile.

use super::fish::{self, Fins, Shape};
use super::{
    als, avoidable, forcing, intersections, loops, medusa, single_digit, singles, subsets,
    sue_de_coq, templates, uniqueness, wings, Candidates, Step,
};
use crate::level::Level;
#[cfg(feature = "serde")]
use serde::{Serialize, Serializer};
use std::fmt;
use std::ops::ControlFlow;

/// Receives the steps a technique finds, one at a time; `Break` stops the search.
pub type Sink<'a> = &'a mut dyn FnMut(Step) -> ControlFlow<()>;

/// A technique's search: hands each step it finds to the sink, and stops as soon as the
/// sink says `Break` (then returns `Break`).
type Finder = fn(&Candidates, Sink<'_>) -> ControlFlow<()>;

/// Which kind of pattern a technique is, for the family slices ([`Technique::FORCING`] …)
/// and for `nonet techniques --json`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Family {
    Singles,
    /// Locked candidates and the law of leftovers: a house meeting a house.
    Intersections,
    /// Naked, hidden and locked subsets.
    Subsets,
    /// Basic fish, plain, finned or sashimi.
    Fish,
    FrankenFish,
    MutantFish,
    /// Skyscraper, two-string kite, turbot fish and empty rectangle.
    SingleDigit,
    /// Remote pair and the W-, XY-, XYZ- and WXYZ-wings.
    Wings,
    /// The techniques that assume the puzzle has one solution.
    Uniqueness,
    /// Simple colouring and 3D Medusa.
    Colouring,
    /// X- and XY-chains.
    Chains,
    /// Nice loops and AICs, plain and grouped.
    NiceLoops,
    /// Sue de Coq and the almost-locked-set techniques.
    Als,
    /// Template set and delete: every way to place one digit.
    Templates,
    /// The last resort: forcing chains and nets.
    Forcing,
}

impl Family {
    /// The family's name in `nonet techniques --json` (`"single_digit"`).
    pub fn name(self) -> &'static str {
        match self {
            Family::Singles => "singles",
            Family::Intersections => "intersections",
            Family::Subsets => "subsets",
            Family::Fish => "fish",
            Family::FrankenFish => "franken_fish",
            Family::MutantFish => "mutant_fish",
            Family::SingleDigit => "single_digit",
            Family::Wings => "wings",
            Family::Uniqueness => "uniqueness",
            Family::Colouring => "colouring",
            Family::Chains => "chains",
            Family::NiceLoops => "nice_loops",
            Family::Als => "als",
            Family::Templates => "templates",
            Family::Forcing => "forcing",
        }
    }
}

/// Expands the table: the enum, [`Technique::ALL`] and one `match` per column, so every
/// column of every row is written once and a missing one is a compile error.
macro_rules! techniques {
    (@default on) => { true };
    (@default off) => { false };
    ($($variant:ident, $name:literal, $score:literal, $level:ident, $family:ident, $default:ident
        => $finder:expr;)*) => {
        /// The techniques nonet knows, in the default order of the ladder: HoDoKu's order
        /// (its default solver steps, naked before hidden singles), nonet's own beside
        /// their kin, so that a hint shows the technique HoDoKu shows and ratings, which
        /// sum HoDoKu's step scores along the ladder's path, compare.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Technique {
            $($variant,)*
        }

        impl Technique {
            /// Every technique, in the default ladder order.
            pub const ALL: [Technique; [$(Technique::$variant),*].len()] =
                [$(Technique::$variant),*];

            pub const fn name(self) -> &'static str {
                match self {
                    $(Technique::$variant => $name,)*
                }
            }

            /// The score one step of this technique adds to a rating.
            pub const fn default_score(self) -> u32 {
                match self {
                    $(Technique::$variant => $score,)*
                }
            }

            /// The level a puzzle needing this technique is at least.
            pub const fn level(self) -> Level {
                match self {
                    $(Technique::$variant => Level::$level,)*
                }
            }

            pub const fn family(self) -> Family {
                match self {
                    $(Technique::$variant => Family::$family,)*
                }
            }

            /// Whether the default ladder uses this technique (`--only`, a registry's
            /// `set_enabled`, still uses those that are off).
            pub const fn on_by_default(self) -> bool {
                match self {
                    $(Technique::$variant => techniques!(@default $default),)*
                }
            }

            fn finder(self) -> Finder {
                match self {
                    $(Technique::$variant => $finder,)*
                }
            }
        }
    };
}

// The scores are HoDoKu's defaults where HoDoKu has the technique; the law of leftovers is
// scored like a hidden pair, 3D Medusa, which HoDoKu lacks, like the X- and XY-chains its
// traps amount to, and the WXYZ-wing, also not in HoDoKu, like the AIC HoDoKu mostly takes
// where nonet takes one. The levels are HoDoKu's grouping, with its "unfair" called
// expert; 3D Medusa sits with the chains. Every enabled technique scores at least as much
// as any of a lower level ([`super::Registry::scores_follow_levels`]).
techniques! {
    // variant, name, score, level, family, on or off by default => finder;
    FullHouse, "Full house", 4, Easy, Singles, on => singles::full_house;
    NakedSingle, "Naked single", 4, Easy, Singles, on => singles::naked_single;
    HiddenSingle, "Hidden single", 14, Easy, Singles, on => singles::hidden_single;
    LockedPair, "Locked pair", 40, Medium, Subsets, on => |c, f| subsets::locked(c, 2, f);
    LockedTriple, "Locked triple", 60, Medium, Subsets, on => |c, f| subsets::locked(c, 3, f);
    LockedCandidates, "Locked candidates", 50, Medium, Intersections, on
        => intersections::locked_candidates;
    LawOfLeftovers, "Law of leftovers", 70, Medium, Intersections, on
        => intersections::law_of_leftovers;
    NakedPair, "Naked pair", 60, Medium, Subsets, on => |c, f| subsets::naked(c, 2, f);
    NakedTriple, "Naked triple", 80, Medium, Subsets, on => |c, f| subsets::naked(c, 3, f);
    HiddenPair, "Hidden pair", 70, Medium, Subsets, on => |c, f| subsets::hidden(c, 2, f);
    HiddenTriple, "Hidden triple", 100, Medium, Subsets, on => |c, f| subsets::hidden(c, 3, f);
    NakedQuad, "Naked quad", 120, Hard, Subsets, on => |c, f| subsets::naked(c, 4, f);
    HiddenQuad, "Hidden quad", 150, Hard, Subsets, on => |c, f| subsets::hidden(c, 4, f);
    XWing, "X-wing", 140, Hard, Fish, on
        => |c, f| fish::fish(c, 2, Shape::Basic, Fins::None, f);
    Swordfish, "Swordfish", 150, Hard, Fish, on
        => |c, f| fish::fish(c, 3, Shape::Basic, Fins::None, f);
    Jellyfish, "Jellyfish", 160, Hard, Fish, on
        => |c, f| fish::fish(c, 4, Shape::Basic, Fins::None, f);
    RemotePair, "Remote pair", 110, Hard, Wings, on => wings::remote_pair;
    BugPlusOne, "BUG+1", 100, Hard, Uniqueness, on => uniqueness::bug_plus_one;
    Skyscraper, "Skyscraper", 130, Hard, SingleDigit, on
        => |c, f| single_digit::turbot_family(c, Technique::Skyscraper, f);
    TwoStringKite, "Two-string kite", 150, Hard, SingleDigit, on
        => |c, f| single_digit::turbot_family(c, Technique::TwoStringKite, f);
    TurbotFish, "Turbot fish", 120, Hard, SingleDigit, on
        => |c, f| single_digit::turbot_family(c, Technique::TurbotFish, f);
    EmptyRectangle, "Empty rectangle", 120, Hard, SingleDigit, on
        => single_digit::empty_rectangle;
    WWing, "W-wing", 150, Hard, Wings, on => wings::w_wing;
    XyWing, "XY-wing", 160, Hard, Wings, on => wings::xy_wing;
    XyzWing, "XYZ-wing", 180, Hard, Wings, on => wings::xyz_wing;
    UniqueRectangle1, "Unique rectangle type 1", 100, Hard, Uniqueness, on => uniqueness::type_1;
    UniqueRectangle2, "Unique rectangle type 2", 100, Hard, Uniqueness, on => uniqueness::type_2;
    UniqueRectangle3, "Unique rectangle type 3", 100, Hard, Uniqueness, on => uniqueness::type_3;
    UniqueRectangle4, "Unique rectangle type 4", 100, Hard, Uniqueness, on => uniqueness::type_4;
    UniqueRectangle5, "Unique rectangle type 5", 100, Hard, Uniqueness, on => uniqueness::type_5;
    UniqueRectangle6, "Unique rectangle type 6", 100, Hard, Uniqueness, on => uniqueness::type_6;
    HiddenRectangle, "Hidden rectangle", 100, Hard, Uniqueness, on
        => uniqueness::hidden_rectangle;
    AvoidableRectangle1, "Avoidable rectangle type 1", 100, Hard, Uniqueness, on
        => avoidable::type_1;
    AvoidableRectangle2, "Avoidable rectangle type 2", 100, Hard, Uniqueness, on
        => avoidable::type_2;
    FinnedXWing, "Finned X-wing", 130, Hard, Fish, on
        => |c, f| fish::fish(c, 2, Shape::Basic, Fins::Finned, f);
    SashimiXWing, "Sashimi X-wing", 150, Hard, Fish, on
        => |c, f| fish::fish(c, 2, Shape::Basic, Fins::Sashimi, f);
    FinnedSwordfish, "Finned swordfish", 200, Expert, Fish, on
        => |c, f| fish::fish(c, 3, Shape::Basic, Fins::Finned, f);
    SashimiSwordfish, "Sashimi swordfish", 240, Expert, Fish, on
        => |c, f| fish::fish(c, 3, Shape::Basic, Fins::Sashimi, f);
    FinnedJellyfish, "Finned jellyfish", 250, Expert, Fish, on
        => |c, f| fish::fish(c, 4, Shape::Basic, Fins::Finned, f);
    SashimiJellyfish, "Sashimi jellyfish", 260, Expert, Fish, on
        => |c, f| fish::fish(c, 4, Shape::Basic, Fins::Sashimi, f);
    SueDeCoq, "Sue de Coq", 250, Expert, Als, on => sue_de_coq::sue_de_coq;
    SimpleColouring, "Simple colouring", 150, Hard, Colouring, on
        => single_digit::simple_colouring;
    XChain, "X-chain", 260, Expert, Chains, on => single_digit::x_chain;
    XyChain, "XY-chain", 260, Expert, Chains, on => wings::xy_chain;
    Medusa3d, "3D Medusa", 260, Expert, Colouring, on => medusa::medusa;
    ContinuousNiceLoop, "Continuous nice loop", 280, Expert, NiceLoops, on
        => |c, f| loops::nice_loops(c, false, loops::Kind::Continuous, f);
    DiscontinuousNiceLoop, "Discontinuous nice loop", 280, Expert, NiceLoops, on
        => |c, f| loops::nice_loops(c, false, loops::Kind::Discontinuous, f);
    Aic, "AIC", 280, Expert, NiceLoops, on
        => |c, f| loops::nice_loops(c, false, loops::Kind::Aic, f);
    GroupedContinuousNiceLoop, "Grouped continuous nice loop", 300, Expert, NiceLoops, on
        => |c, f| loops::nice_loops(c, true, loops::Kind::Continuous, f);
    GroupedDiscontinuousNiceLoop, "Grouped discontinuous nice loop", 300, Expert, NiceLoops, on
        => |c, f| loops::nice_loops(c, true, loops::Kind::Discontinuous, f);
    GroupedAic, "Grouped AIC", 300, Expert, NiceLoops, on
        => |c, f| loops::nice_loops(c, true, loops::Kind::Aic, f);
    // HoDoKu has no WXYZ-wing; where nonet takes one, HoDoKu mostly takes an AIC (expert,
    // 280): scored so, the levels agree on 93 of 98 of top1465, 91 at hard and 200
    // (scripts/hodoku-rate-compare.py). It comes after the nice loops, so that where
    // HoDoKu takes a loop nonet takes the same (scripts/hodoku-first-step.py).
    WxyzWing, "WXYZ-wing", 280, Expert, Wings, on => wings::wxyz_wing;
    AlsXz, "ALS-XZ", 300, Expert, Als, on => als::als_xz;
    AlsXyWing, "ALS-XY-wing", 320, Expert, Als, on => als::als_xy_wing;
    AlsChain, "ALS chain", 340, Expert, Als, on => als::als_chain;
    DeathBlossom, "Death blossom", 360, Expert, Als, on => als::death_blossom;
    // Nice loops and AICs through ALSs (HoDoKu's ALS nodes): they generalize the ALS chain,
    // so they come after it and score like it; a chain through an ALS HoDoKu names a
    // grouped nice loop or AIC, and nonet keeps those names for the chains without one.
    // With the two-digit template delete they take top1465's puzzles solved without
    // forcing from 1036 to 1099 of 1465 (75.0 %, issue 29's goal), for 13 to 18 % more
    // rating time (BENCHMARKS.md).
    AlsContinuousNiceLoop, "Continuous nice loop with ALS nodes", 340, Expert, NiceLoops, on
        => |c, f| loops::nice_loops_with_als(c, loops::Kind::Continuous, f);
    AlsDiscontinuousNiceLoop, "Discontinuous nice loop with ALS nodes", 340, Expert, NiceLoops,
        on => |c, f| loops::nice_loops_with_als(c, loops::Kind::Discontinuous, f);
    AlsAic, "AIC with ALS nodes", 340, Expert, NiceLoops, on
        => |c, f| loops::nice_loops_with_als(c, loops::Kind::Aic, f);
    // The franken and mutant fish are off (HoDoKu leaves the franken jellyfish and the
    // mutants off too): on a stuck position of top1465 a search costs 0.1 to 200 ms each
    // (the jellyfish and finned ones the most), and rating asks every one at each step
    // where the ladder needs forcing, which made rating top1465 several times slower.
    FrankenXWing, "Franken X-wing", 300, Expert, FrankenFish, off
        => |c, f| fish::fish(c, 2, Shape::Franken, Fins::None, f);
    FrankenSwordfish, "Franken swordfish", 350, Expert, FrankenFish, off
        => |c, f| fish::fish(c, 3, Shape::Franken, Fins::None, f);
    FrankenJellyfish, "Franken jellyfish", 370, Expert, FrankenFish, off
        => |c, f| fish::fish(c, 4, Shape::Franken, Fins::None, f);
    FinnedFrankenXWing, "Finned franken X-wing", 390, Expert, FrankenFish, off
        => |c, f| fish::fish(c, 2, Shape::Franken, Fins::Any, f);
    FinnedFrankenSwordfish, "Finned franken swordfish", 410, Expert, FrankenFish, off
        => |c, f| fish::fish(c, 3, Shape::Franken, Fins::Any, f);
    FinnedFrankenJellyfish, "Finned franken jellyfish", 430, Expert, FrankenFish, off
        => |c, f| fish::fish(c, 4, Shape::Franken, Fins::Any, f);
    MutantXWing, "Mutant X-wing", 450, Extreme, MutantFish, off
        => |c, f| fish::fish(c, 2, Shape::Mutant, Fins::None, f);
    MutantSwordfish, "Mutant swordfish", 450, Extreme, MutantFish, off
        => |c, f| fish::fish(c, 3, Shape::Mutant, Fins::None, f);
    MutantJellyfish, "Mutant jellyfish", 450, Extreme, MutantFish, off
        => |c, f| fish::fish(c, 4, Shape::Mutant, Fins::None, f);
    FinnedMutantXWing, "Finned mutant X-wing", 470, Extreme, MutantFish, off
        => |c, f| fish::fish(c, 2, Shape::Mutant, Fins::Any, f);
    FinnedMutantSwordfish, "Finned mutant swordfish", 470, Extreme, MutantFish, off
        => |c, f| fish::fish(c, 3, Shape::Mutant, Fins::Any, f);
    FinnedMutantJellyfish, "Finned mutant jellyfish", 470, Extreme, MutantFish, off
        => |c, f| fish::fish(c, 4, Shape::Mutant, Fins::Any, f);
    // HoDoKu lists the templates after the forcing nets, off, at 10000 (a brute force's
    // score): here they come before the forcing techniques, which they spare (a digit's
    // templates see all its candidates imply alone), and score a little below a forcing
    // chain, extreme as HoDoKu has them.
    TemplateSet, "Template set", 450, Extreme, Templates, on => templates::template_set;
    TemplateDelete, "Template delete", 450, Extreme, Templates, on
        => templates::template_delete;
    // About half a millisecond a stuck position; with the ALS nodes above, it spares the
    // forcing steps that take top1465 to 75 % solved without forcing (BENCHMARKS.md).
    TemplatePairDelete, "Two-digit template delete", 470, Extreme, Templates, on
        => templates::template_pair_delete;
    ForcingChain, "Forcing chain", 500, Extreme, Forcing, on => forcing::forcing_chain;
    ForcingNet, "Forcing net", 700, Extreme, Forcing, on => forcing::forcing_net;
    DeepForcingNet, "Deep forcing net", 900, Extreme, Forcing, on => forcing::deep_forcing_net;
}

/// How many techniques of the table are of `family`: the length of its slice.
const fn family_len(family: Family) -> usize {
    let mut n = 0;
    let mut i = 0;
    while i < Technique::ALL.len() {
        if Technique::ALL[i].family() as u8 == family as u8 {
            n += 1;
        }
        i += 1;
    }
    n
}

/// The techniques of `family`, in ladder order (`N` is [`family_len`]).
const fn family_members<const N: usize>(family: Family) -> [Technique; N] {
    let mut members = [Technique::ALL[0]; N];
    let mut n = 0;
    let mut i = 0;
    while i < Technique::ALL.len() {
        if Technique::ALL[i].family() as u8 == family as u8 {
            members[n] = Technique::ALL[i];
            n += 1;
        }
        i += 1;
    }
    members
}

impl Technique {
    /// The singles: enough for the easiest puzzles.
    pub const SINGLES: [Technique; family_len(Family::Singles)] = family_members(Family::Singles);
    /// The basic fish, plain, finned and sashimi.
    pub const FISH: [Technique; family_len(Family::Fish)] = family_members(Family::Fish);
    pub const FRANKEN_FISH: [Technique; family_len(Family::FrankenFish)] =
        family_members(Family::FrankenFish);
    pub const MUTANT_FISH: [Technique; family_len(Family::MutantFish)] =
        family_members(Family::MutantFish);
    /// The techniques that assume the puzzle has one solution (`--no-uniqueness`).
    pub const UNIQUENESS: [Technique; family_len(Family::Uniqueness)] =
        family_members(Family::Uniqueness);
    /// The nice loops and AICs, plain and grouped.
    pub const NICE_LOOPS: [Technique; family_len(Family::NiceLoops)] =
        family_members(Family::NiceLoops);
    /// Sue de Coq and the almost-locked-set techniques.
    pub const ALS: [Technique; family_len(Family::Als)] = family_members(Family::Als);
    /// The last resort: forcing chains, nets and deep nets.
    pub const FORCING: [Technique; family_len(Family::Forcing)] = family_members(Family::Forcing);

    /// Parses a name as printed by [`Technique::name`], case- and punctuation-blind
    /// ("x-wing", "XWing", "two string kite").
    pub fn from_name(name: &str) -> Option<Technique> {
        let key = |s: &str| -> String {
            s.chars()
                .filter(|c| c.is_ascii_alphanumeric())
                .map(|c| c.to_ascii_lowercase())
                .collect()
        };
        let want = key(name);
        Technique::ALL.into_iter().find(|t| key(t.name()) == want)
    }

    /// Finds one step of this technique in `cand`, if there is one: the first the
    /// technique's search meets, which stops there.
    pub fn find(self, cand: &Candidates) -> Option<Step> {
        let mut found = None;
        let _ = (self.finder())(cand, &mut |step| {
            found = Some(step);
            ControlFlow::Break(())
        });
        found
    }

    /// Every step of this technique in `cand` (each distinct step once, in the order the
    /// search meets them): what an "all steps" view lists.
    pub fn find_all(self, cand: &Candidates) -> Vec<Step> {
        let mut all: Vec<Step> = Vec::new();
        let _ = self.for_each(cand, &mut |step| {
            if !all.contains(&step) {
                all.push(step);
            }
            ControlFlow::Continue(())
        });
        all
    }

    /// Hands every step of this technique in `cand` to `sink` until it answers
    /// `Break` (a step may come more than once when the pattern is met from two ends).
    pub fn for_each(self, cand: &Candidates, sink: Sink<'_>) -> ControlFlow<()> {
        (self.finder())(cand, sink)
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(feature = "serde")]
impl Serialize for Technique {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}
