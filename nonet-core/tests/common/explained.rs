//! The explanation's rule, checked wherever a test meets a step: every removal and
//! placement has a reason with words; a forcing step's reasons carry their chains (a
//! verity: each conclusion its chain from every case, ending in that conclusion; a
//! contradiction: the two chains to the candidate it makes both true and false); a
//! chain's inner links are links of it; the short lines start with the pattern and end
//! with what the step does. Included by `#[path]`.

use nonet_core::strategy::{Mark, Step, Technique};

/// Panics, naming `what` and the step, where the step breaks the rule.
pub fn check_explained(step: &Step, what: &str) {
    let mut removed: Vec<Mark> = Vec::new();
    let mut placed: Vec<Mark> = Vec::new();
    for r in &step.reasons {
        assert!(!r.text.is_empty(), "{what}: {step}: a reason without words");
        removed.extend(&r.eliminations);
        placed.extend(&r.placements);
    }
    for v in [&mut removed, &mut placed] {
        v.sort();
        v.dedup();
    }
    assert_eq!(
        removed, step.eliminations,
        "{what}: {step}: {:?}",
        step.reasons
    );
    assert_eq!(
        placed, step.placements,
        "{what}: {step}: {:?}",
        step.reasons
    );
    let lines = step.lines();
    assert_eq!(lines[0], step.parts.pattern, "{what}: {step}");
    assert_eq!(lines.last(), Some(&step.effect()), "{what}: {step}");
    let forcing = Technique::FORCING.contains(&step.technique);
    for r in &step.reasons {
        for b in &r.branches {
            for inner in &b.chain.inner {
                assert!(inner.link < b.chain.links.len(), "{what}: {step}");
            }
        }
        if !forcing {
            continue;
        }
        let marks: Vec<(usize, u8)> = r
            .eliminations
            .iter()
            .chain(&r.placements)
            .map(|m| (m.cell, m.digit))
            .collect();
        assert_eq!(marks.len(), 1, "{what}: {step}: one conclusion a reason");
        assert!(r.branches.len() >= 2, "{what}: {step}: {r:?}");
        if step.parts.pattern.starts_with("suppose ") {
            continue; // a contradiction's chains end in the candidate it breaks
        }
        for b in &r.branches {
            let end = b.chain.nodes.last().expect("a chain has nodes");
            assert_eq!(
                (end.cells.first(), end.digit),
                (Some(marks[0].0), marks[0].1),
                "{what}: {step}: {}",
                b.chain.eureka
            );
        }
    }
}
