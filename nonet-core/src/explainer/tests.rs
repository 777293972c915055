//! The explainer against serate's own numbers: fixtures where each rule fires first.
//! (The reference samples of `scripts/se-reference/` are checked by
//! `nonet-core/tests/explainer_reference.rs`, which stays in the repository.)

use super::grid::SeGrid;
use super::*;
use crate::puzzle::Board;

/// An 81-character line (digits given, anything else empty) as givens; the explainer's
/// other test modules use it too.
pub(super) fn givens(line: &str) -> Board {
    let mut board = [0; 81];
    for (cell, ch) in line.chars().take(81).enumerate() {
        board[cell] = ch.to_digit(10).filter(|&d| d > 0).map_or(0, |d| d as u8);
    }
    board
}

/// Forum line 10 of `scripts/se-reference/forum11.txt`: rules 21 and 24 are dry on it and
/// its first SE step is a nested one, so the dry-start limits of the inner rules apply.
pub(super) const DRY_START: &str =
    "98.76.5..5....8.9...7.....64.9..5.....8..69.....4...3..2.6.......5..72......2...1";

/// Difficulty (bits), complexity, kind, eliminations, rule parents, fingerprint.
pub(super) type Summary = (u64, usize, u8, Vec<(usize, u8)>, Vec<u16>, u64);

/// What SE reads of inner hints: their order, numbers, eliminations and rule parents.
pub(super) fn summary(hints: &[super::nested::InnerChain]) -> Vec<Summary> {
    hints
        .iter()
        .map(|h| {
            (
                h.difficulty.to_bits(),
                h.complexity,
                h.key,
                h.removed.clone(),
                h.parents.clone(),
                h.fingerprint,
            )
        })
        .collect()
}

/// `count` grids reduced from `start`, each by 1 to `most` random candidate removals
/// (never a cell's last candidate), from a fixed seed: the same grids on every run.
pub(super) fn reduced_grids(
    start: &super::propagate::Work,
    count: usize,
    most: usize,
    mut seed: u64,
) -> Vec<super::propagate::Work> {
    let mut next = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    (0..count)
        .map(|_| {
            let mut now = start.clone();
            for _ in 0..1 + next(most) {
                let cell = next(81);
                let cands: Vec<u8> = now.cands[cell].iter().collect();
                if cands.len() >= 2 {
                    now.remove(cell, cands[next(cands.len())]);
                }
            }
            now
        })
        .collect()
}

/// Grids where one rule fires first: (grid, the hint's name, serate's ER/EP/ED for the
/// grid). serate's ED is the difficulty of its first step, so nonet's first hint must
/// have that difficulty; the grids are givens-only closures of shared puzzles under
/// SE's direct rules (SPEC §6), rated by serate 1.2.1.3 as a black box.
const FIRST_TO_FIRE: &[(&str, &str, &str)] = &[
    (
        "..7..15.2..5.27..11.2..374....1.235725.7.619471....628.2.614.755.127.4..476...21.",
        "Pointing",
        "2.6/2.6/2.6",
    ),
    (
        ".................1..2..3.4......1.......52.3.67......8...6.......5...27..9..8....",
        "Hidden Single",
        "2.6/1.2/1.2",
    ),
    (
        ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
        "Hidden Single",
        "2.6/1.5/1.5",
    ),
    (
        ".31.....2.2..3...1..51.2.3....346125542819376163527894...95321.31.2..54.25.4.1..3",
        "Direct Pointing",
        "2.6/1.7/1.7",
    ),
    (
        "..3.....2..2.....1..7..2.36..6..3.2...1.4......5....6..3......4.7..8...962...7...",
        "Direct Hidden Pair",
        "2.6/2.0/2.0",
    ),
    (
        "........8.....8..18....2.34...78561...7...38..8..1.74....8....63.86....7965...8.3",
        "Naked Single",
        "7.1/2.3/2.3",
    ),
    (
        ".................1..2..3.4.....65....6.......71......6...38..5...475..3.9..61....",
        "Direct Hidden Triplet",
        "2.6/2.5/2.5",
    ),
    (
        "..5..1.63.36..5..1.12.6354.6.13...5....15.3.65.3.7612....614735354..7618167538492",
        "Claiming",
        "4.2/4.2/2.8",
    ),
    (
        ".....1........5..1.126.35.46.13.945229..54163534216789...49.21612956.34.46.132..5",
        "Naked Pair",
        "6.7/6.7/3.0",
    ),
    (
        "58..1..3434.5.8.12..1.345.84..186357718345..9653...84183.9614.5.6485.1.31.54.3.86",
        "X-Wing",
        "6.8/6.6/3.2",
    ),
    (
        "..1.....2....2...1..21.3.4....762413213..4..567453129842.37518.1.5...32738721...4",
        "Hidden Pair",
        "6.6/6.6/3.4",
    ),
    (
        ".4...2.35...4...12.....3.64....4135.1.532.64.473586129...295486856..4293924638571",
        "Naked Triplet",
        "6.6/4.2/3.6",
    ),
    (
        ".4651..3235.26..411.2.3465.6.14.532.52.6.31.44731.256..3.826415264.51..381534.2.6",
        "Swordfish",
        "6.7/6.7/3.8",
    ),
    (
        "1....2...9......122.31.4..5352741689647589123819263547738916254426...791591427...",
        "Hidden Triplet",
        "7.1/7.1/4.0",
    ),
    (
        "8.7.12.3434.8.7.12.12.34785...478321478123569123..6847761345298289761453534289176",
        "XY-Wing",
        "4.2/4.2/4.2",
    ),
    (
        ".31..7.82..7.28.31862193745.2...185.1.8..632.37.28.19....812.7328376..1971...9268",
        "XYZ-Wing",
        "7.1/7.1/4.4",
    ),
    (
        ".648.1.72.58247.61172..3.484.71852.621.4.985758..721.462..1478.8.17.642.745928613",
        "Unique Rectangle type 1",
        "5.6/4.5/4.5",
    ),
    (
        ".47..2..385..374122.3..4....8234....47581.32.36.27..4....423587528761934734598261",
        "Unique Rectangle type 2",
        "7.2/7.2/4.5",
    ),
    (
        "8.25.1643645.38.121.326485..58..2..1.31.852..926317485317826594264159..8589..3126",
        "Unique Rectangle type 3",
        "5.6/4.5/4.5",
    ),
    (
        "2.6..1.4..48..6.121.3.24.76..21734654156.2.37367.4512...1469253539217684624..8791",
        "Unique Rectangle type 3",
        "6.6/6.6/4.6",
    ),
    (
        ".761.2.433457.6.12.21.346..4892751367526134..61384972516.3.72..23..61...597428361",
        "Unique Rectangle type 4",
        "6.6/6.6/4.5",
    ),
    (
        "..1256.34546937812..31846....869547146.72138.71.3482.6.5746.12.6.251..4.194872563",
        "Unique Loop type 1",
        "4.6/4.6/4.6",
    ),
    (
        "6158.2.344..635.12.231.45.65.2.63..1.3..21.65146587329..1356248354218697268749153",
        "Unique Loop type 2",
        "4.6/4.6/4.6",
    ),
    (
        "..6.32.411.46...232391458673.5.146.2.612..354.425631.8497358216518426739623..1485",
        "Unique Loop 10 type 2",
        "5.0/5.0/5.0",
    ),
    (
        ".7.423561.1.798234..4156987.8.5.917....2.785..5768134....87.6.3.6.9147257..36.4.8",
        "Naked Quad",
        "7.1/7.1/5.0",
    ),
    (
        "5.7612.3446375..1221..34576674.2.3919314672858251936471..24.7633.6.71428742386159",
        "BUG type 1",
        "5.6/5.6/5.6",
    ),
    (
        "921.45.76587..1.4263427..15752..4163346517289198.2.4574691527382754..6918137..524",
        "BUG type 4",
        "5.7/5.7/5.7",
    ),
    (
        "..1..7.....7..6..1682.1374.8.674251.51483927672.6514.8165..4387.783651.4.4.178...",
        "Aligned Pair Exclusion",
        "6.6/6.6/6.2",
    ),
    (
        "....714.24....2.7.2.7....3.346198257.82745...7..263.4...3..7.2.524..679..7..2....",
        "Nishio Forcing Chains",
        "7.6/7.6/7.6",
    ),
    (
        ".2...37.48..7..39...7....61..3.7...8..6..213.5.........4.8....6..8.1..2..5...9...",
        "Region Forcing Chains",
        "9.0/9.0/8.2",
    ),
    (
        "38.5..4292.5.4..3..4....5...284............844.9.8.2...72836.4....2.4...864.9.3.2",
        "Region Forcing Chains",
        "9.1/9.0/8.3",
    ),
    (
        "....6..39..6..35..34.25.678.....2......8.......2.1.8....5...3...9..3..1.713.....4",
        "Dynamic Region Forcing Chains",
        "9.3/8.9/8.8",
    ),
    (
        "........8.83...4.2.9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
        "Dynamic Contradiction Forcing Chains",
        "9.6/9.6/9.2",
    ),
    (
        "........8..3...4.2.9..2..6.....79.......612.9.6.5.2.7...8...5...1.....2.4.5.....3",
        "Dynamic Cell Forcing Chains (+)",
        "9.8/9.8/9.6",
    ),
    (
        "........8..3...492.9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
        "Dynamic Contradiction Forcing Chains (+)",
        "10.3/10.3/9.8",
    ),
    // Nested levels: the forum's hardest 11+ (scripts/se-reference/forum11.serate),
    // whose first step serate takes from rule 27 and rule 28, and line 50 of
    // forum_hardest_1106.txt, the one puzzle of the shared hard sets found to start at
    // level 4 (rule 29; serate: 967 s of CPU; BENCHMARKS.md, "Nested levels 4 and 5").
    // No grid was found that starts at level 5 (rule 30).
    (
        "98.76.5..5....8.9...7.....64.9..5.....8..69.....4...3..2.6.......5..72......2...1",
        "Dynamic Contradiction Forcing Chains (+ Forcing Chains)",
        "11.0/11.0/10.5",
    ),
    (
        "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6",
        "Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains)",
        "11.1/11.1/11.1",
    ),
    (
        "..9...4...7.3...2.8...6...71..8....6....1..7.....56...3....5..1.4.....9...2...7..",
        "Dynamic Contradiction Forcing Chains (+ Dynamic Forcing Chains)",
        "11.7/11.7/11.6",
    ),
];

#[test]
fn each_rule_fires_first_with_serates_difficulty() {
    for &(puzzle, name, serate) in FIRST_TO_FIRE {
        let grid = SeGrid::from_givens(&givens(puzzle));
        let hint = next_hint(&grid).unwrap();
        let ed = serate.rsplit('/').next().unwrap();
        assert_eq!(
            (hint.name.as_str(), format_value(hint.difficulty).as_str()),
            (name, ed),
            "{puzzle}"
        );
        // The whole rating agrees too.
        assert_eq!(rate(&givens(puzzle)).text(), serate, "{puzzle}");
    }
}

#[test]
fn a_full_house_is_one_and_a_full_grid_prints_like_serate() {
    let solved =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    let one_gap = format!(".{}", &solved[1..]);
    assert_eq!(rate(&givens(&one_gap)).text(), "1.0/1.0/1.0");
    assert_eq!(rate(&givens(solved)).text(), "-214748364.-8/0.0/0.0");
}

#[test]
fn the_length_bonus_steps_at_serates_thresholds() {
    let bonus = |c| format_value(super::chains::with_length_bonus(6.6, c));
    let steps: Vec<String> = [6, 7, 8, 9, 10, 11, 14, 15, 18, 19, 26, 27, 34, 35, 50, 51]
        .map(bonus)
        .into();
    let expected = [
        "6.6", "6.7", "6.7", "6.8", "6.8", "6.9", "6.9", "7.0", "7.0", "7.1", "7.1", "7.2", "7.2",
        "7.3", "7.3", "7.4",
    ];
    assert_eq!(steps, expected);
}

#[test]
fn a_cancelled_rating_stops_at_the_next_rule_and_an_uncancelled_one_is_rate() {
    // The closure of forum_hardest_1106 line 1 (SPEC §6.1, 10.3): a path through nested
    // chains, hundreds of rule calls.
    let puzzle =
        givens("........8..3...4.2.9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3");
    let asked = std::cell::Cell::new(0);
    let cancelled = || {
        asked.set(asked.get() + 1);
        asked.get() > 40
    };
    assert_eq!(rate_unless(&puzzle, &cancelled), Err(Cancelled));
    assert_eq!(
        asked.get(),
        41,
        "asked once a rule, and not again once it said so"
    );
    assert_eq!(rate_unless(&puzzle, &|| false), Ok(rate(&puzzle)));
}
