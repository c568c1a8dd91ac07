//! Children passed by (`children.passed`, Krur's and Rath's sowing): a
//! lap's seed that would fall into a child of the opponent goes on to the
//! next hole, for every seed (`opponents`) or every seed but the lap's
//! last (`opponents_but_last`), on positions of our own (the expected
//! boards written from the rules).

use fanga_core::Position;
use fanga_ruleset::{RuleSet, RuleSetOptions, TwoRow, define};

use crate::support::play;

/// 4 holes of 4 seeds, anticlockwise, relays from the last hole, no
/// capture but the children: made at 4 on the opponent's row, holding the
/// captures (no stores), passed by as `passed` says.
fn rule_set(name: &str, passed: &str) -> RuleSetOptions {
    define(
        RuleSet::from_json(&format!(
            r#"{{"name": "{name}", "title": "A test of {name}",
                "board": {{"holes": 4, "seeds": 4}},
                "sowing": {{"laps": "relay"}},
                "capture": {{"kind": "none"}},
                "children": {{"at": 4, "side": "opponent", "into_children": true,
                              "passed": "{passed}"}}}}"#
        ))
        .unwrap(),
    )
    .unwrap()
}

fn pos(options: &RuleSetOptions, text: &str) -> TwoRow {
    crate::support::pos(text, options)
}

#[test]
fn every_seed_passes_the_opponent_s_child_by() {
    let o = rule_set("passed-all", "opponents");
    // a1's two seeds: b1 (2 -> 3), then c1 is North's child: passed by,
    // the last seed in d1 (0 -> 1), which ends the sowing.
    let p = pos(&o, "1,1,1,1/2,2,5,0 S store=10,9 children=c1:N");
    assert_eq!(
        play(&p, "a1").to_string(),
        "1,1,1,1/0,3,5,1 N store=10,9 children=c1:N ruleset=passed-all"
    );
    // b1's two: c1 passed by, d1 (0 -> 1), d2 (1 -> 2): a relay of d2's
    // two, c2 and b2 (1 -> 2); of b2's two, a2 (1 -> 2) and a1 (2 -> 3);
    // of a1's three, b1 (0 -> 1), c1 passed by, d1 (1 -> 2), d2 (0 -> 1),
    // a hole that was empty: the sowing ends.
    assert_eq!(
        play(&p, "b1").to_string(),
        "2,0,2,1/0,1,5,2 N store=10,9 children=c1:N ruleset=passed-all"
    );
    // A player's own child is sown as any hole. North's d2 seed: c2
    // (1 -> 2); a relay of c2's two, b2 and a2 (1 -> 2); of a2's two, a1
    // and b1 (2 -> 3); of b1's three, c1, North's own child (5 -> 6), d1
    // (0 -> 1) and d2, emptied (0 -> 1): the sowing ends.
    let p = pos(&o, "1,1,1,1/2,2,5,0 N store=10,9 children=c1:N");
    assert_eq!(
        play(&p, "d2").to_string(),
        "0,2,0,1/3,0,6,1 S store=10,9 children=c1:N ruleset=passed-all"
    );
}

#[test]
fn the_last_seed_of_a_lap_may_fall_into_the_opponent_s_child() {
    let o = rule_set("passed-but-last", "opponents_but_last");
    // a1's two seeds: b1 (2 -> 3), and the last into North's child c1
    // (5 -> 6): the sowing stops on a child.
    let p = pos(&o, "1,1,1,1/2,2,5,0 S store=10,9 children=c1:N");
    assert_eq!(
        play(&p, "a1").to_string(),
        "1,1,1,1/0,3,6,0 N store=10,9 children=c1:N ruleset=passed-but-last"
    );
    // b1's two: the first passes c1 by (d1, 0 -> 1), the last in d2.
    let p = pos(&o, "1,1,1,0/2,2,5,0 S store=10,10 children=c1:N");
    assert_eq!(
        play(&p, "b1").to_string(),
        "1,1,1,1/2,0,5,1 N store=10,10 children=c1:N ruleset=passed-but-last"
    );
}

#[test]
fn krur_s_perft_is_mancalagames_s() {
    // `perft.py --depth 5 Krur`: 4, 14, 47, 157, 495 (one move cut short
    // at depth 5, by MancalaGames's bound on a turn's sowing, yet counted
    // alike).
    let krur = define(
        RuleSet::from_json(
            &std::fs::read_to_string(format!(
                "{}/tests/mancalagames/Krur.json",
                env!("CARGO_MANIFEST_DIR")
            ))
            .unwrap(),
        )
        .unwrap(),
    )
    .unwrap();
    let start = TwoRow::start(&krur);
    let ours: Vec<u64> = (1..=5).map(|d| fanga_core::perft(&start, d)).collect();
    assert_eq!(ours, [4, 14, 47, 157, 495]);
}

#[test]
fn children_passed_by_are_refused_with_stores_sown() {
    let err = RuleSet::from_json(
        r#"{"name": "passed-stores", "title": "Passed with stores sown",
            "board": {"holes": 4, "seeds": 4},
            "sowing": {"laps": "relay", "stores": "own_repeats"},
            "capture": {"kind": "none"},
            "children": {"at": 4, "side": "opponent", "passed": "opponents"}}"#,
    )
    .and_then(define)
    .map(|_| ())
    .unwrap_err();
    assert!(err.to_string().contains("sowing.stores"), "{err}");
}

/// Rath's rules on 4 holes: relays from the last hole, moves of 2 seeds
/// or more, passing without one; each player's rightmost hole his weg
/// child from the start, holding the captures (no stores), passed by but
/// for a lap's last seed.
fn rath_like() -> RuleSetOptions {
    define(
        RuleSet::from_json(
            r#"{"name": "rath-like", "title": "A test of Rath's rules",
                "board": {"holes": 4, "seeds": 4},
                "sowing": {"laps": "relay"},
                "capture": {"kind": "none"},
                "moves": {"min_seeds": 2, "pass": true},
                "children": {"at": 1, "places": "rightmost_fixed", "into_children": true,
                             "weg": true, "passed": "opponents_but_last"}}"#,
        )
        .unwrap(),
    )
    .unwrap()
}

#[test]
fn rath_s_children_are_each_player_s_rightmost_hole_from_the_start() {
    let o = rath_like();
    let start = TwoRow::start(&o);
    // South's rightmost is d1, North's (seen from his side) a2.
    assert!(start.to_string().contains("children=d1:S,a2:N"), "{start}");
    // d1 is South's child: never sown from.
    assert_eq!(crate::support::moves(&start), ["a1", "b1", "c1"]);
}

#[test]
fn a_last_seed_in_the_opponent_s_weg_takes_two_into_the_mover_s_child() {
    let o = rath_like();
    // c1's five seeds: d1 (South's own child, 2 -> 3), d2 (1 -> 2), c2,
    // b2 (0 -> 1), and the last into North's child a2 (3 -> 4): a weg
    // capture of two of its seeds, into South's child d1 (3 -> 5).
    let p = pos(&o, "3,0,0,1/0,0,5,2 S store=11,10 children=d1:S,a2:N");
    assert_eq!(
        play(&p, "c1").to_string(),
        "2,1,1,2/0,0,0,5 N store=11,10 children=d1:S,a2:N ruleset=rath-like"
    );
    // c1's six: the fifth passes a2 by (it is not the last) into a1
    // (0 -> 1), the last into b1 (0 -> 1), empty: the sowing ends.
    let p = pos(&o, "3,0,0,1/0,0,6,2 S store=10,10 children=d1:S,a2:N");
    assert_eq!(
        play(&p, "c1").to_string(),
        "3,1,1,2/1,1,0,3 N store=10,10 children=d1:S,a2:N ruleset=rath-like"
    );
}

#[test]
fn rath_s_perft_is_mancalagames_s() {
    // `perft.py --depth 5 Rath`: 7, 40, 190, 905, 4,076.
    let rath = define(
        RuleSet::from_json(
            &std::fs::read_to_string(format!(
                "{}/tests/mancalagames/Rath.json",
                env!("CARGO_MANIFEST_DIR")
            ))
            .unwrap(),
        )
        .unwrap(),
    )
    .unwrap();
    let start = TwoRow::start(&rath);
    let ours: Vec<u64> = (1..=5).map(|d| fanga_core::perft(&start, d)).collect();
    assert_eq!(ours, [7, 40, 190, 905, 4076]);
}
