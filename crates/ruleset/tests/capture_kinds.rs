//! The capture kinds no MancalaGames sample plays yet (their files need
//! other rules too), on positions of our own: the holes after the last
//! seed's (`next`, Adji-boto's) and matching counts (`matching`, Mangala
//! I's).

use fanga_core::Position;
use fanga_ruleset::{RuleSet, TwoRow, define};

/// A rule set of 4 holes of 2 seeds capturing as `capture` says.
fn rule_set(name: &str, capture: &str) -> fanga_ruleset::RuleSetOptions {
    define(
        RuleSet::from_json(&format!(
            r#"{{"name": "{name}", "title": "A test of {name}",
                "board": {{"holes": 4, "seeds": 2}}, "capture": {capture}}}"#
        ))
        .unwrap(),
    )
    .unwrap()
}

fn after(options: &fanga_ruleset::RuleSetOptions, position: &str, mv: &str) -> String {
    let name = options.name();
    let p: TwoRow = format!("{position} ruleset={name}").parse().unwrap();
    assert_eq!(p.options(), *options);
    p.play(&mv.parse().unwrap()).unwrap().to_string()
}

#[test]
fn next_takes_the_holes_after_the_last_one_while_they_qualify() {
    let options = rule_set(
        "next-test",
        r#"{"kind": "next", "counts": [1, 3], "holes": 0, "direction": "along"}"#,
    );
    // c1 sows d1 and d2; c2 (1) and b2 (3) are taken, a2 (empty) stops it;
    // d2, the last seed's hole, stays.
    assert_eq!(
        after(&options, "0,3,1,0/0,0,2,0 S store=3,7", "c1"),
        "0,0,0,1/0,0,0,1 N store=7,7 ruleset=next-test"
    );
    // Captures of one hole, stepping back against the sowing: d1 only.
    let one = rule_set("next-one", r#"{"kind": "next", "counts": [1, 3]}"#);
    assert_eq!(
        after(&one, "0,3,1,0/0,0,2,0 S store=3,7", "c1"),
        "0,3,1,1/0,0,0,0 N store=4,7 ruleset=next-one"
    );
}

#[test]
fn matching_takes_the_last_hole_and_the_one_facing_it_when_they_hold_the_same() {
    let options = rule_set("matching-test", r#"{"kind": "matching"}"#);
    // b1 sows c1 and d1: d1 (2) faces d2 (2), both taken.
    assert_eq!(
        after(&options, "1,0,0,2/0,2,0,1 S store=3,7", "b1"),
        "1,0,0,0/0,0,1,0 N store=7,7 ruleset=matching-test"
    );
    // Different counts: nothing.
    assert_eq!(
        after(&options, "1,0,0,3/0,2,0,0 S store=3,7", "b1"),
        "1,0,0,3/0,0,1,1 N store=3,7 ruleset=matching-test"
    );
}
