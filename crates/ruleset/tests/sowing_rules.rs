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

/// A rule set of 4 holes of 2 seeds whose relays close holes at 3 seeds
/// (`not_rightmost`: but each player's rightmost hole), under the goal
/// immobilize.
fn closing(name: &str, not_rightmost: bool) -> RuleSetOptions {
    define(
        RuleSet::from_json(&format!(
            r#"{{"name": "{name}", "title": "A test of {name}",
                "board": {{"holes": 4, "seeds": 2}},
                "sowing": {{"laps": "relay",
                            "closes": {{"at": 3, "not_rightmost": {not_rightmost}}}}},
                "capture": {{"kind": "none", "counts": []}},
                "end": {{"goal": "immobilize"}}}}"#
        ))
        .unwrap(),
    )
    .unwrap()
}

#[test]
fn a_relay_closes_the_opponents_hole_it_brings_to_the_count_and_sows_on() {
    let options = closing("closing-test", false);
    // d1 sows d2 and c2; c2 holds 3 on North's row: closed, and its 3
    // seeds sown on (b2, a2, a1); a1 then holds 1: the sowing ends.
    assert_eq!(
        after(&options, "2,2,2,2/0,3,3,2 S store=0,0", "d1"),
        "3,3,0,3/1,3,3,0 N store=0,0 blocked=c2 ruleset=closing-test"
    );
    // The mover's own closed hole is passed by: d2 sows b2 and a2.
    assert_eq!(
        after(&options, "0,0,0,2/4,4,4,2 N store=0,0 blocked=c2", "d2"),
        "1,1,0,0/4,4,4,2 S store=0,0 blocked=c2 ruleset=closing-test"
    );
    // A seed falling on the opponent's closed hole leaves play (kept in
    // South's store); the last one so ends the sowing.
    assert_eq!(
        after(&options, "3,3,0,3/1,3,3,0 S store=0,0 blocked=c2", "c1"),
        "3,3,0,4/1,3,0,1 N store=1,0 blocked=c2 ruleset=closing-test"
    );
}

#[test]
fn the_rightmost_holes_may_be_kept_open() {
    // d1 sows d2, c2, b2 and a2 (3): North's rightmost hole.
    let all = closing("closing-all", false);
    assert_eq!(
        after(&all, "2,0,0,0/5,5,0,4 S store=0,0", "d1"),
        "0,1,1,1/6,6,1,0 N store=0,0 blocked=a2 ruleset=closing-all"
    );
    let not_right = closing("closing-nr", true);
    assert_eq!(
        after(&not_right, "2,0,0,0/5,5,0,4 S store=0,0", "d1"),
        "0,1,1,1/6,6,1,0 N store=0,0 ruleset=closing-nr"
    );
}

#[test]
fn closing_needs_relays_and_a_goal_that_counts_no_store() {
    for (json, parameter) in [
        (r#""sowing": {"closes": {"at": 3}}"#, "sowing.closes"),
        (
            r#""sowing": {"laps": "relay", "closes": {"at": 1}}"#,
            "sowing.closes.at",
        ),
    ] {
        let e = RuleSet::from_json(&format!(
            r#"{{"name": "closing-bad", "title": "A bad test",
                "board": {{"holes": 4, "seeds": 2}}, {json},
                "capture": {{"kind": "none", "counts": []}},
                "end": {{"goal": "immobilize"}}}}"#
        ))
        .and_then(define)
        .unwrap_err();
        assert!(e.to_string().contains(parameter), "{e}");
    }
    let e = RuleSet::from_json(
        r#"{"name": "closing-seeds", "title": "A bad test",
            "board": {"holes": 4, "seeds": 2},
            "sowing": {"laps": "relay", "closes": {"at": 3}},
            "capture": {"kind": "none", "counts": []}}"#,
    )
    .and_then(define)
    .unwrap_err();
    assert!(e.to_string().contains("goal"), "{e}");
}

#[test]
fn a_capture_two_out_may_take_the_hole_across_too() {
    // b1 sows c1 and d1 (then 2): d2 is empty, c2 two out is taken, and
    // c1 across from it.
    let across = rule_set(
        "across-test",
        "",
        r#""kind": "two_out", "counts": [], "direction": "along", "takes_across": true"#,
    );
    assert_eq!(
        after(&across, "2,2,3,0/2,2,0,1 S store=2,2", "b1"),
        "2,2,0,0/2,0,0,2 N store=6,2 ruleset=across-test"
    );
    let plain = rule_set(
        "two-out-test",
        "",
        r#""kind": "two_out", "counts": [], "direction": "along""#,
    );
    assert_eq!(
        after(&plain, "2,2,3,0/2,2,0,1 S store=2,2", "b1"),
        "2,2,0,0/2,0,1,2 N store=5,2 ruleset=two-out-test"
    );
}

#[test]
fn a_capture_may_give_another_sowing_once_a_turn() {
    // a1 takes b1 (2) and sows again; d1 then takes d2 (2): under
    // repeat_once the turn is over, otherwise c1 is sown too (the only
    // hole left: forced, not written).
    let once = rule_set(
        "once-test",
        "",
        r#""counts": [2], "repeat_on_capture": true, "repeat_once": true"#,
    );
    assert_eq!(
        after(&once, "2,2,2,1/1,1,1,1 S store=3,2", "a1 d1"),
        "2,2,2,0/0,0,1,0 N store=7,2 ruleset=once-test"
    );
    let always = rule_set(
        "always-test",
        "",
        r#""counts": [2], "repeat_on_capture": true"#,
    );
    assert_eq!(
        after(&always, "2,2,2,1/1,1,1,1 S store=3,2", "a1 d1"),
        "2,2,2,0/0,0,0,1 N store=7,2 ruleset=always-test"
    );
}

#[test]
fn a_capture_of_the_next_hole_after_relays_asks_the_last_hole_and_may_take_it() {
    let next = |name: &str, sowing: &str, last_too: bool| {
        rule_set(
            name,
            sowing,
            &format!(
                r#""kind": "next", "counts": [], "side": "opponent", "direction": "along",
                   "takes_last_hole": {last_too}"#
            ),
        )
    };
    // c1 sows d1 and d2 (then 1, on North's row): c2 next is taken, and
    // d2 too where the last hole is taken.
    let both = next("next-last", r#""laps": "relay""#, true);
    assert_eq!(
        after(&both, "2,2,3,0/2,2,2,0 S store=2,1", "c1"),
        "2,2,0,0/2,2,0,1 N store=6,1 ruleset=next-last"
    );
    let relay = next("next-relay", r#""laps": "relay""#, false);
    assert_eq!(
        after(&relay, "2,2,3,0/2,2,2,0 S store=2,1", "c1"),
        "2,2,0,1/2,2,0,1 N store=5,1 ruleset=next-relay"
    );
    // b1 sows c1 and d1, South's own: after relays nothing is taken, the
    // last hole not on North's row; a single lap asks the next hole (d2).
    assert_eq!(
        after(&relay, "2,2,2,3/0,2,0,0 S store=3,2", "b1"),
        "2,2,2,3/0,0,1,1 N store=3,2 ruleset=next-relay"
    );
    let single = next("next-single", "", false);
    assert_eq!(
        after(&single, "2,2,2,3/0,2,0,0 S store=3,2", "b1"),
        "2,2,2,0/0,0,1,1 N store=6,2 ruleset=next-single"
    );
}

#[test]
fn feeding_by_hole_lets_a_chosen_hole_that_feeds_one_way_be_sown_both_ways() {
    let feeding = |name: &str, by_hole: bool| {
        define(
            RuleSet::from_json(&format!(
                r#"{{"name": "{name}", "title": "A test of {name}",
                    "board": {{"holes": 4, "seeds": 2}},
                    "sowing": {{"chosen_holes": [1, 2, 3, 4]}},
                    "capture": {{"kind": "none", "counts": []}},
                    "moves": {{"must_feed": true, "feed_by_hole": {by_hole}}}}}"#
            ))
            .unwrap(),
        )
        .unwrap()
    };
    let moves = |options: &RuleSetOptions| {
        let name = options.name();
        let p: TwoRow = format!("0,0,0,0/0,0,1,1 S store=7,7 ruleset={name}")
            .parse()
            .unwrap();
        let mut m: Vec<String> = p.legal_moves().iter().map(ToString::to_string).collect();
        m.sort();
        m
    };
    // d1 feeds anticlockwise only (into d2); c1 feeds neither way.
    assert_eq!(moves(&feeding("feed-dir", false)), ["d1:ccw"]);
    assert_eq!(moves(&feeding("feed-hole", true)), ["d1:ccw", "d1:cw"]);
}

#[test]
fn a_clockwise_sowing_passes_the_movers_store_at_his_right() {
    let cw = rule_set(
        "cw-store",
        r#""direction": "cw", "stores": "own_repeats""#,
        r#""kind": "none", "counts": []"#,
    );
    // b1 sows a1, round into North's row from a2 to d2, South's store,
    // then d1.
    assert_eq!(
        after(&cw, "1,1,1,1/0,7,0,0 S store=3,2", "b1"),
        "2,2,2,2/1,0,0,1 N store=4,2 ruleset=cw-store"
    );
    // Six seeds end in the store: South sows again, d1 into c1.
    assert_eq!(
        after(&cw, "1,1,1,1/0,6,0,1 S store=3,2", "b1 d1"),
        "2,2,2,2/1,0,1,0 N store=4,2 ruleset=cw-store"
    );
}

#[test]
fn a_cross_capture_may_take_its_last_seed_even_without_a_capture() {
    let cross = |name: &str, always: bool| {
        rule_set(
            name,
            "",
            &format!(
                r#""kind": "cross", "counts": [], "side": "opponent",
                   "cross_takes_last_seed": true, "last_seed_always_taken": {always}"#
            ),
        )
    };
    // a1 sows b1 alone; b2 facing it is empty: no capture.
    assert_eq!(
        after(
            &cross("pick-always", true),
            "1,0,2,2/1,0,2,2 S store=3,3",
            "a1"
        ),
        "1,0,2,2/0,0,2,2 N store=4,3 ruleset=pick-always"
    );
    assert_eq!(
        after(
            &cross("pick-on-capture", false),
            "1,0,2,2/1,0,2,2 S store=3,3",
            "a1"
        ),
        "1,0,2,2/0,1,2,2 N store=3,3 ruleset=pick-on-capture"
    );
}

#[test]
fn a_cross_capture_between_laps_goes_on_with_the_seed_sown() {
    let cross = |name: &str, between: bool| {
        rule_set(
            name,
            &format!(r#""laps": "relay", "relay_captures": {between}"#),
            r#""kind": "cross", "counts": [], "side": "opponent""#,
        )
    };
    // a1 sows b1 and c1 (alone): c2 across is taken, and the relay goes
    // on with c1's seed into d1, where d2 across is empty: over.
    assert_eq!(
        after(
            &cross("xcapt-laps", true),
            "1,1,3,0/2,0,0,0 S store=5,4",
            "a1"
        ),
        "1,1,0,0/0,1,0,1 N store=8,4 ruleset=xcapt-laps"
    );
    assert_eq!(
        after(
            &cross("xcapt-end", false),
            "1,1,3,0/2,0,0,0 S store=5,4",
            "a1"
        ),
        "1,1,0,0/0,1,1,0 N store=8,4 ruleset=xcapt-end"
    );
}

#[test]
fn a_further_sowing_that_leaves_no_move_uses_the_next_turns() {
    // As MancalaGames counts them: its count of further sowings is kept
    // by the pass of a player left without a move.
    let once = rule_set(
        "once-pass",
        "",
        r#""counts": [2], "repeat_on_capture": true, "repeat_once": true"#,
    );
    let once = {
        let mut r = once.rule_set().clone();
        r.name = "once-pass-moves".to_owned();
        r.moves.pass = true;
        define(r).unwrap()
    };
    // a1 takes b1 and would sow again, but South has no seed left: North
    // moves, his further sowing used.
    assert_eq!(
        after(&once, "2,2,2,2/1,1,0,0 S store=3,3", "a1"),
        "2,2,2,2/0,0,0,0 N store=5,3 repeat=used ruleset=once-pass-moves"
    );
    // So a capture gives him none: b2 sows a2 and a1 (then 2), taken,
    // and South moves.
    assert_eq!(
        after(&once, "1,2,0,2/1,0,1,0 N store=3,6 repeat=used", "b2"),
        "2,0,0,2/0,0,1,0 S store=3,8 ruleset=once-pass-moves"
    );
    // The key reads back, and takes one value.
    let p: TwoRow = "2,2,2,2/0,0,0,0 N store=5,3 repeat=used ruleset=once-pass-moves"
        .parse()
        .unwrap();
    assert!(p.to_string().contains(" repeat=used "));
    assert!(
        "2,2,2,2/0,0,0,0 N store=5,3 repeat=yes ruleset=once-pass-moves"
            .parse::<TwoRow>()
            .is_err()
    );
}
