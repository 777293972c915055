//! `nonet hint`'s text says a step in the short lines every face shows (the pattern
//! after the technique's name, why it works, what it places or removes), then every
//! removal with its reason and chains when a step has more than one reason; `--json`
//! keeps its fields and adds the parts and the reasons.

mod common;

use common::stuck::{where_the_ladder_stops, TOP1, TOP1220};
use common::{nonet, Scratch};
use serde_json::Value;

#[test]
fn a_forcing_chain_hint_gives_each_removal_its_chains() {
    let scratch = Scratch::new("explain");
    let file = scratch.file("stuck.txt", where_the_ladder_stops(TOP1220).as_bytes());
    let r = nonet(&["hint", &file], "");
    assert_eq!(r.status, 0, "{}", r.stderr);
    let lines: Vec<&str> = r.stdout.lines().collect();
    // The short lines first.
    assert_eq!(
        lines[..3],
        [
            "Forcing chain: in row 1, 9 goes in r1c2, r1c6 or r1c7",
            "  each case leads to r3c9<>9 and r5c7<>9 (a forcing chain)",
            "  remove 9 from r3c9, r5c7",
        ],
        "{}",
        r.stdout
    );
    // Then each removal, with its chain from each case, ending in that removal.
    for cell in ["r3c9", "r5c7"] {
        let at = lines
            .iter()
            .position(|l| *l == format!("  {cell}<>9: each case leads to it"))
            .unwrap_or_else(|| panic!("{cell}<>9 has no reason:\n{}", r.stdout));
        let cases: Vec<&str> = lines[at + 1..at + 4].to_vec();
        for (case, start) in cases.iter().zip(["r1c2=9: ", "r1c6=9: ", "r1c7=9: "]) {
            let chain = case
                .strip_prefix(&format!("    {start}"))
                .unwrap_or_else(|| panic!("{case}\n{}", r.stdout));
            assert!(
                chain.ends_with(&format!("-9){cell}")) || chain.ends_with(&format!("-(9){cell}")),
                "{chain}"
            );
        }
    }
    assert_eq!(r.stdout.matches("each case leads to it").count(), 2);
}

#[test]
fn the_json_keeps_every_field_and_adds_parts_and_reasons() {
    let scratch = Scratch::new("explain-json");
    let file = scratch.file("stuck.txt", where_the_ladder_stops(TOP1220).as_bytes());
    let r = nonet(&["hint", "--json", &file], "");
    assert_eq!(r.status, 0, "{}", r.stderr);
    let v: Value = serde_json::from_str(r.stdout.trim()).unwrap();
    let step = &v["step"];
    for key in [
        "technique",
        "houses",
        "pattern",
        "eliminations",
        "placements",
        "explanation",
        "chains",
        "parts",
        "reasons",
    ] {
        assert!(!step[key].is_null(), "{key} missing: {step}");
    }
    assert_eq!(step["technique"], "Forcing chain");
    assert!(step["explanation"]
        .as_str()
        .unwrap()
        .starts_with("in row 1, 9 goes in r1c2, r1c6 or r1c7: each case leads to r3c9<>9"));
    assert_eq!(
        step["parts"]["pattern"],
        "in row 1, 9 goes in r1c2, r1c6 or r1c7"
    );
    let reasons = step["reasons"].as_array().unwrap();
    assert_eq!(reasons.len(), 2);
    for (reason, cell) in reasons.iter().zip(["r3c9", "r5c7"]) {
        assert_eq!(reason["eliminations"][0]["cell"], cell);
        assert_eq!(reason["eliminations"][0]["digit"], 9);
        assert_eq!(reason["branches"].as_array().unwrap().len(), 3);
    }
}

/// Along the whole logical solution of top1465 #1, every removal and placement of every
/// step is in one of its reasons, in the JSON and in the text.
#[test]
fn every_removal_of_every_step_is_explained() {
    let r = nonet(&["hint", "--all", "--json"], format!("{TOP1}\n"));
    assert_eq!(r.status, 0, "{}", r.stderr);
    let v: Value = serde_json::from_str(r.stdout.trim()).unwrap();
    let steps = v["steps"].as_array().unwrap();
    assert!(steps.len() > 50);
    let marks = |list: &Value| -> Vec<(String, u64)> {
        let mut out: Vec<(String, u64)> = list
            .as_array()
            .unwrap()
            .iter()
            .map(|m| {
                (
                    m["cell"].as_str().unwrap().to_string(),
                    m["digit"].as_u64().unwrap(),
                )
            })
            .collect();
        out.sort();
        out.dedup();
        out
    };
    let mut several = 0;
    for step in steps {
        let reasons = step["reasons"].as_array().unwrap();
        several += usize::from(reasons.len() > 1);
        for key in ["eliminations", "placements"] {
            let mut said: Vec<(String, u64)> =
                reasons.iter().flat_map(|r| marks(&r[key])).collect();
            said.sort();
            said.dedup();
            assert_eq!(said, marks(&step[key]), "{step}");
        }
    }
    assert!(
        several > 0,
        "no step of the path removes for several reasons"
    );
    // The text names each removal of a step with several reasons on a line of its own.
    let text = nonet(&["hint", "--all"], format!("{TOP1}\n")).stdout;
    for step in steps {
        let reasons = step["reasons"].as_array().unwrap();
        if reasons.len() < 2 {
            continue;
        }
        for reason in reasons {
            let first = &reason["eliminations"][0];
            let said = format!("{}<>{}", first["cell"].as_str().unwrap(), first["digit"]);
            assert!(
                text.lines().any(|l| l.trim_start().starts_with(&said)
                    && l.ends_with(reason["text"].as_str().unwrap())),
                "{said}: {}",
                reason["text"]
            );
        }
    }
}
