//! Rules of sowing on positions of our own: captures in passing the mover
//! takes (`en_passant: but_last_to_mover`, Hoyito I's).

use fanga_core::Position;
use fanga_ruleset::{RuleSet, RuleSetOptions, TwoRow, define};

/// A rule set of 4 holes of 2 seeds, with `sowing` and `capture` (JSON
/// objects' fields).
fn rule_set(name: &str, sowing: &str, capture: &str) -> RuleSetOptions {
    define(
        RuleSet::from_json(&format!(
            r#"{{"name": "{name}", "title": "A test of {name}",
                "board": {{"holes": 4, "seeds": 2}},
                "sowing": {{{sowing}}}, "capture": {{{capture}}}}}"#
        ))
        .unwrap(),
    )
    .unwrap()
}

fn after(options: &RuleSetOptions, position: &str, mv: &str) -> String {
    let name = options.name();
    let p: TwoRow = format!("{position} ruleset={name}").parse().unwrap();
    p.play(&mv.parse().unwrap()).unwrap().to_string()
}

#[test]
fn captures_in_passing_go_to_the_mover_or_to_the_owner() {
    // c1 sows d1, d2 and c2: d2 reaches 4 in passing and is taken; c2,
    // the last, holds 1 and is not.
    let mover = rule_set(
        "enpas-mover",
        r#""en_passant": "but_last_to_mover""#,
        r#""counts": [4]"#,
    );
    assert_eq!(
        after(&mover, "3,1,0,3/3,0,3,0 S store=1,2", "c1"),
        "3,1,1,0/3,0,0,1 N store=5,2 ruleset=enpas-mover"
    );
    // The same, where the hole's owner takes.
    let owner = rule_set(
        "enpas-owner",
        r#""en_passant": "but_last""#,
        r#""counts": [4]"#,
    );
    assert_eq!(
        after(&owner, "3,1,0,3/3,0,3,0 S store=1,2", "c1"),
        "3,1,1,0/3,0,0,1 N store=1,6 ruleset=enpas-owner"
    );
    // The last seed is left to the capture (here of the mover's, as ever).
    assert_eq!(
        after(&mover, "3,1,3,0/3,0,3,0 S store=1,2", "c1"),
        "3,1,0,1/3,0,0,1 N store=5,2 ruleset=enpas-mover"
    );
}
