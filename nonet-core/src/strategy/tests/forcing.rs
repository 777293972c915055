//! The last resort: forcing chains, nets and deep nets fire where the pattern techniques
//! are stuck, every step sound, on the classic layout and on a jigsaw layout.

use super::*;

/// The forum's hardest list's first puzzle: no single-level net finds anything at start.
const FORUM_HARDEST_1: &str =
    "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";

/// The ladder less the forcing techniques, the mixed-digit chains and Sue de Coq and the
/// almost-locked-set techniques (with which, too, top1465 #12 needs no forcing).
fn ladder_below_loops() -> Registry {
    let off: Vec<Technique> = Technique::FORCING
        .into_iter()
        .chain(mixed_digit_chains())
        .chain(Technique::ALS)
        .collect();
    ladder_without(&off)
}

#[test]
fn forcing_chains_and_nets_fire_where_the_ladder_is_stuck() {
    let p = classic_puzzle(TOP1);
    let solution = unique_solution(&p).unwrap();
    let stuck = solve_path(&Candidates::from_puzzle(&p), &ladder_below_loops());
    assert_eq!(stuck.stuck, Some(Stuck::NoTechnique));
    for t in [Technique::ForcingNet] {
        let all = t.find_all(&stuck.end);
        assert!(!all.is_empty(), "{t} finds nothing on top1465 #1");
        for step in &all {
            assert_eq!(step.technique, t);
            assert_sound(step, &solution);
            assert!(!step.chains.is_empty(), "{step}");
            for chain in &step.chains {
                assert_eq!(chain.links.len() + 1, chain.nodes.len());
                assert!(!chain.eureka.is_empty());
            }
        }
    }
    // A forcing chain only follows single links, so the chain of each branch is the
    // whole reason: on puzzle 12 chains suffice where the ladder stops (the ladder less
    // Sue de Coq and the ALS techniques, with which it no longer stops there).
    let p12 = classic_puzzle(TOP12);
    let solution12 = unique_solution(&p12).unwrap();
    let stuck12 = solve_path(&Candidates::from_puzzle(&p12), &ladder_below_loops());
    assert_eq!(stuck12.stuck, Some(Stuck::NoTechnique));
    let step = Technique::ForcingChain.find(&stuck12.end).unwrap();
    assert_sound(&step, &solution12);
    assert!(step.explanation.contains("forcing chain"), "{step}");
    // With them, logic solves the puzzle, every step sound.
    let path = solve_path(&Candidates::from_puzzle(&p), &Registry::full());
    assert!(path.solved());
    for step in &path.steps {
        assert_sound(step, &solution);
    }
}

#[test]
fn deep_forcing_net_fires_where_single_level_nets_do_not() {
    let p = classic_puzzle(FORUM_HARDEST_1);
    let solution = unique_solution(&p).unwrap();
    let stuck = solve_path(
        &Candidates::from_puzzle(&p),
        &ladder_without(&[Technique::DeepForcingNet]),
    );
    assert_eq!(stuck.stuck, Some(Stuck::NoTechnique));
    let step = Technique::DeepForcingNet.find(&stuck.end).unwrap();
    assert_sound(&step, &solution);
    let path = solve_path(&Candidates::from_puzzle(&p), &Registry::full());
    assert!(path.solved());
    for step in &path.steps {
        assert_sound(step, &solution);
    }
}

#[test]
fn forcing_works_on_jigsaw_layouts() {
    // Generated jigsaw puzzles until one defeats the ladder below forcing.
    let mut rng = Rng::new(7);
    let options = crate::generate::PuzzleOptions::default();
    let mut used = 0;
    for _ in 0..40 {
        let p = crate::generate::random_jigsaw_puzzle(&mut rng, &options);
        let solution = unique_solution(&p).unwrap();
        let path = solve_path(&Candidates::from_puzzle(&p), &Registry::full());
        assert!(path.solved(), "{}", p.to_line());
        for step in &path.steps {
            assert_sound(step, &solution);
        }
        used += path
            .steps
            .iter()
            .filter(|s| Technique::FORCING.contains(&s.technique))
            .count();
        if used > 0 {
            return;
        }
    }
    panic!("no generated jigsaw needed a forcing step");
}
