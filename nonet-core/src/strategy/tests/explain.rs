//! The explanation as data: the short lines, a reason for every removal and placement
//! (a forcing verity: each conclusion with its chain from each case), and a deep net's
//! links naming the inner net they rest on.

use super::*;

/// Magictour top1465's second puzzle: its path takes deep forcing nets whose chains pass
/// links made by an inner net.
const TOP2: &str =
    "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........";

fn path_of(line: &str) -> Path {
    solve_path(
        &Candidates::from_puzzle(&classic_puzzle(line)),
        &Registry::full(),
    )
}

/// Every mark a step makes is in one of its reasons, and every reason is about marks
/// the step makes, with words; a chain's inner links are links of it.
fn assert_every_mark_explained(step: &Step) {
    let mut said: Vec<Mark> = Vec::new();
    let mut placed: Vec<Mark> = Vec::new();
    for r in &step.reasons {
        assert!(!r.text.is_empty(), "{step}: a reason without words");
        assert!(
            !r.eliminations.is_empty() || !r.placements.is_empty(),
            "{step}: a reason for nothing"
        );
        said.extend(&r.eliminations);
        placed.extend(&r.placements);
    }
    for v in [&mut said, &mut placed] {
        v.sort();
        v.dedup();
    }
    assert_eq!(said, step.eliminations, "{step}: {:?}", step.reasons);
    assert_eq!(placed, step.placements, "{step}: {:?}", step.reasons);
    let chains = step.chains.iter().chain(
        step.reasons
            .iter()
            .flat_map(|r| r.branches.iter().map(|b| &b.chain)),
    );
    for chain in chains {
        for inner in &chain.inner {
            assert!(inner.link < chain.links.len(), "{step}");
            assert!(!chain.link_text(inner.link).is_empty());
        }
    }
}

#[test]
fn every_step_of_two_hard_paths_explains_each_of_its_marks() {
    for line in [TOP1, TOP2] {
        let path = path_of(line);
        assert!(path.solved());
        for step in &path.steps {
            assert_every_mark_explained(step);
            let lines = step.lines();
            assert_eq!(lines[0], step.parts.pattern, "{step}");
            assert_eq!(lines.last(), Some(&step.effect()), "{step}");
            assert!(lines.iter().all(|l| !l.is_empty()), "{step}: {lines:?}");
        }
    }
}

/// Top1465 #1220: its path's first forcing step is a forcing chain with two conclusions.
/// (#1 was this fixture until the nice loops and AICs with ALS nodes came on by default:
/// its path's first forcing step is now a net.)
const TOP1220: &str =
    "8...7......4..53...7.2...4...9....2..........5.3.8.1...6...4.7.......5.6....67..3";

/// The forcing chain where the ladder on top1465 #1220 first needs one removes 9 from
/// r3c9 and r5c7 (the explanation used to give the chains to the first removal only):
/// each removal has its chain from each case, ending in that removal.
#[test]
fn a_forcing_verity_gives_each_conclusion_a_chain_from_each_case() {
    let path = path_of(TOP1220);
    let step = path
        .steps
        .iter()
        .find(|s| s.technique == Technique::ForcingChain)
        .expect("the path takes a forcing chain");
    assert_eq!(
        step.eliminations,
        marks(&[("r3c9", 9), ("r5c7", 9)]),
        "{step}"
    );
    assert_eq!(step.reasons.len(), 2, "{:?}", step.reasons);
    for (reason, cell) in step.reasons.iter().zip([at("r3c9"), at("r5c7")]) {
        assert_eq!(reason.eliminations, vec![Mark::new(cell, 9)]);
        let labels: Vec<&str> = reason.branches.iter().map(|b| b.label.as_str()).collect();
        assert_eq!(labels, ["r1c2=9", "r1c6=9", "r1c7=9"]);
        for b in &reason.branches {
            let first = b.chain.nodes[0];
            assert_eq!(first.digit, 9, "{}", b.chain.eureka);
            let last = b.chain.nodes.last().unwrap();
            assert_eq!((last.cells.first(), last.digit), (Some(cell), 9));
            assert_eq!(
                b.chain.links.last(),
                Some(&Link::Weak),
                "{}",
                b.chain.eureka
            );
        }
    }
    assert_eq!(
        step.lines(),
        [
            "in row 1, 9 goes in r1c2, r1c6 or r1c7",
            "each case leads to r3c9<>9 and r5c7<>9 (a forcing chain)",
            "remove 9 from r3c9, r5c7",
        ]
    );
    let whole: Vec<String> = step.whole().iter().map(|d| d.plain()).collect();
    for want in [
        "r3c9<>9: each case leads to it",
        "r5c7<>9: each case leads to it",
        "r1c2=9: (9)r1c2-(9=2)r2c2-(2=4)r6c2-(4=9)r6c9-(9)r5c7",
        "r1c6=9: (9)r1c6-(9)r6c6=(9)r6c9-(9)r5c7",
    ] {
        assert!(whole.iter().any(|l| l == want), "{want}: {whole:#?}");
    }
}

/// A deep net's link that no single link makes carries the net that made it: the
/// inner assumption, the candidate it made both true and false, and its two chains; the
/// whole step's text (`Step::whole`, which the CLI, `--json`'s caller and the TUI's `i`
/// all lay out) says it on a line of its own, under the chain.
#[test]
fn a_deep_net_names_the_inner_net_its_link_rests_on() {
    let path = path_of(TOP2);
    let mut said = 0;
    for step in path
        .steps
        .iter()
        .filter(|s| s.technique == Technique::DeepForcingNet)
    {
        let whole: Vec<String> = step.whole().iter().map(|d| d.plain()).collect();
        let nets = step
            .chains
            .iter()
            .chain(
                step.reasons
                    .iter()
                    .flat_map(|r| r.branches.iter().map(|b| &b.chain)),
            )
            .flat_map(|c| c.inner.iter().map(move |i| (c, i)))
            .filter(|(_, i)| i.text.starts_with("a forcing net: if "));
        for (chain, net) in nets {
            let want = format!("link {} rests on {}", chain.link_text(net.link), net.text);
            assert!(whole.contains(&want), "{want}:\n{}", whole.join("\n"));
            said += 1;
        }
    }
    assert!(said > 0, "no deep net's text names an inner net");
    let inner: Vec<(&Chain, &Inner)> = path
        .steps
        .iter()
        .filter(|s| s.technique == Technique::DeepForcingNet)
        .flat_map(|s| &s.chains)
        .flat_map(|c| c.inner.iter().map(move |i| (c, i)))
        .filter(|(_, i)| i.text.starts_with("a forcing net: if "))
        .collect();
    assert!(
        !inner.is_empty(),
        "no link of a deep net rests on an inner net"
    );
    for (chain, net) in inner {
        // The link goes into the candidate the inner net proved false.
        let into = chain.nodes[net.link + 1];
        let assumed = format!("if {}={}", into.cells_text(), into.digit);
        assert!(
            net.text.contains(&assumed),
            "{} / {}",
            net.text,
            chain.eureka
        );
        assert_eq!(chain.links[net.link], Link::Weak);
        assert_eq!(net.branches.len(), 2);
        let ends: Vec<(usize, u8)> = net
            .branches
            .iter()
            .map(|b| {
                let n = b.chain.nodes.last().unwrap();
                (n.cells.first().unwrap(), n.digit)
            })
            .collect();
        assert_eq!(
            ends[0], ends[1],
            "both chains end in the contradicted candidate"
        );
        assert!(
            net.branches[1].label.contains("<>"),
            "{:?}",
            net.branches[1].label
        );
    }
}

/// Top1465's third puzzle: its path takes a continuous nice loop that eliminates on
/// several of its weak links.
const TOP3: &str =
    "7.8...3.....6.1...5.........4.....263...8.......1...9..9.2....4....7.5...........";

#[test]
fn a_continuous_loop_says_which_weak_link_removes_what() {
    let path = path_of(TOP3);
    let step = path
        .steps
        .iter()
        .find(|s| s.technique == Technique::ContinuousNiceLoop)
        .expect("the path takes a continuous nice loop");
    assert_every_mark_explained(step);
    assert!(step.reasons.len() > 1, "{:?}", step.reasons);
    for r in &step.reasons {
        // "(3)r4c6-(3)r7c6 has one true end, so cells seeing both lose 3": the link
        // is the loop's.
        let (link, _) = r.text.split_once(" has one true end, so ").expect(&r.text);
        let chain = &step.chains[0];
        assert!(
            (0..chain.links.len()).any(|i| chain.link_text(i) == link
                || Chain::new(chain.nodes[i..i + 2].to_vec(), vec![chain.links[i]]).eureka == link),
            "{link} in {}",
            chain.eureka
        );
    }
    assert!(step.has_more());
}

#[test]
fn the_short_lines_are_pattern_reason_rule_and_marks() {
    let mut c = classic();
    only(&mut c, 7, row(4), cells(&["r4c6"]));
    let step = Technique::HiddenSingle.find(&c).unwrap();
    assert_eq!(
        step.lines(),
        [
            "in row 4, 7 fits only r4c6",
            "row 4 must hold a 7",
            "place 7 in r4c6"
        ]
    );
    assert!(!step.has_more());
    // One reason for all: the step's own words are enough, nothing more to show.
    assert_eq!(step.whole().len(), step.lines().len());
}

#[cfg(feature = "serde")]
#[test]
fn the_json_keeps_the_explanation_and_adds_parts_and_reasons() {
    let path = path_of(TOP1220);
    let step = path
        .steps
        .iter()
        .find(|s| s.technique == Technique::ForcingChain)
        .unwrap();
    let v = serde_json::to_value(step).unwrap();
    assert_eq!(v["explanation"], step.explanation.as_str());
    assert_eq!(
        v["parts"]["pattern"],
        "in row 1, 9 goes in r1c2, r1c6 or r1c7"
    );
    assert_eq!(v["reasons"][1]["eliminations"][0]["cell"], "r5c7");
    assert_eq!(v["reasons"][1]["eliminations"][0]["digit"], 9);
    assert_eq!(v["reasons"][1]["branches"][2]["label"], "r1c7=9");
    assert_eq!(
        v["reasons"][1]["branches"][2]["chain"]["eureka"],
        "(9)r1c7-(9)r5c7"
    );
}
