//! Which tint each region of a jigsaw is drawn in: four tints, no two neighbouring
//! regions alike (a map of regions needs no more than four colours). Four tints rather
//! than nine leave the theme room to keep every highlight apart from every tint (see
//! `contrast_tests`); the regions' letters are region mode's business, where each region
//! keeps a tint of its own.

use nonet_core::cells::CELLS;

/// How many tints a jigsaw is played on: the theme's `regions[0..4]`.
pub const PLAY_TINTS: usize = 4;

/// The tint (0-3) of each region id (0-8) of `map`, neighbours (regions with cells side
/// by side) always apart: the first such colouring in region order, found by
/// backtracking. A map that needed more (it cannot: a map of regions on a plane takes
/// four) would fall back to the region id's own tint.
pub fn region_tints(map: &[u8; CELLS]) -> [u8; 9] {
    let mut near = [[false; 9]; 9];
    for cell in 0..CELLS {
        let (r, c) = (cell / 9, cell % 9);
        for other in [(c < 8).then(|| cell + 1), (r < 8).then(|| cell + 9)]
            .into_iter()
            .flatten()
        {
            let (a, b) = (map[cell] as usize % 9, map[other] as usize % 9);
            if a != b {
                near[a][b] = true;
                near[b][a] = true;
            }
        }
    }
    let mut tints = [u8::MAX; 9];
    if colour_from(0, &near, &mut tints) {
        tints
    } else {
        std::array::from_fn(|i| i as u8)
    }
}

/// Gives regions `at..` tints apart from their neighbours' (backtracking); false when
/// none fits.
fn colour_from(at: usize, near: &[[bool; 9]; 9], tints: &mut [u8; 9]) -> bool {
    if at == 9 {
        return true;
    }
    for tint in 0..PLAY_TINTS as u8 {
        if (0..at).all(|other| !near[at][other] || tints[other] != tint) {
            tints[at] = tint;
            if colour_from(at + 1, near, tints) {
                return true;
            }
        }
    }
    tints[at] = u8::MAX;
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use nonet_core::rng::Rng;
    use nonet_core::Layout;

    fn apart(map: &[u8; CELLS], tints: &[u8; 9]) -> bool {
        (0..CELLS).all(|cell| {
            let right = (cell % 9 < 8).then(|| cell + 1);
            let down = (cell / 9 < 8).then(|| cell + 9);
            [right, down].into_iter().flatten().all(|o| {
                let (a, b) = (map[cell] as usize, map[o] as usize);
                a == b || tints[a] != tints[b]
            })
        })
    }

    #[test]
    fn neighbouring_regions_never_share_a_tint() {
        let classic = *Layout::classic().regions();
        let tints = region_tints(&classic);
        assert!(apart(&classic, &tints));
        assert!(tints.iter().all(|&t| (t as usize) < PLAY_TINTS));
        let mut rng = Rng::new(26);
        for _ in 0..200 {
            let map = *Layout::random(&mut rng).regions();
            let tints = region_tints(&map);
            assert!(tints.iter().all(|&t| (t as usize) < PLAY_TINTS), "{map:?}");
            assert!(apart(&map, &tints), "{map:?} {tints:?}");
        }
    }
}
