//! Layouts from arbitrary region maps and wall bytes: no panic; a valid layout has 27
//! houses of 9 cells, every cell in its row, column and region, its peers exactly those
//! houses less itself, and it survives the trips through its region map and its walls.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nonet_core::Layout;
use nonet_fuzz::CELLS;

fn check(layout: &Layout) {
    for (h, house) in layout.houses().iter().enumerate() {
        assert_eq!(house.len(), 9, "house {h}");
    }
    for c in 0..CELLS {
        let [row, col, region] = layout.houses_of(c);
        for h in [row, col, region] {
            assert!(
                layout.house(h).contains(c),
                "r{}c{} not in house {h}",
                c / 9 + 1,
                c % 9 + 1
            );
        }
        // Peers are the cell's three houses less itself: 16 when its region lies inside
        // its row and column (an L), 20 for a box.
        let mut want = layout.house(row) | layout.house(col) | layout.house(region);
        want.remove(c);
        assert_eq!(layout.peers(c), want, "r{}c{}", c / 9 + 1, c % 9 + 1);
    }
    let by_map = Layout::from_region_map(&layout.region_map()).expect("its own map");
    assert_eq!(by_map.region_map(), layout.region_map());
    let by_walls = Layout::from_walls(&layout.walls()).expect("its own walls");
    assert_eq!(by_walls.region_map(), layout.region_map());
}

fuzz_target!(|data: &[u8]| {
    if data.len() < CELLS {
        return;
    }
    // Labels 0-8 make a near-valid map far more often than raw bytes do.
    let ids: [u8; CELLS] = std::array::from_fn(|c| data[c] % 9);
    if let Ok(layout) = Layout::from_regions(&ids) {
        check(&layout);
    }
    let raw: [u8; CELLS] = std::array::from_fn(|c| data[c]);
    let _ = Layout::from_regions(&raw);
    if let Ok(layout) = Layout::from_walls(&raw) {
        check(&layout);
    }
    if let Ok(map) = std::str::from_utf8(&data[..CELLS]) {
        if let Ok(layout) = Layout::from_region_map(map) {
            check(&layout);
        }
    }
});
