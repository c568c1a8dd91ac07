//! Bulls (children made in pairs, `children.kind` = `pair`, Enkeshui's),
//! a relay that stops on a child or where one is made, a cross capture of
//! several holes, and the start patterns `two_empty` and
//! `rightmost_plus_one`, on positions of our own (the expected boards
//! written from the rules).

use fanga_core::Position;
use fanga_ruleset::{RuleSet, RuleSetOptions, TwoRow, define};

use crate::support::{moves, play};

/// 6 holes of 4 seeds, anticlockwise, relays from the last hole; a last
/// seed alone in an empty hole takes the hole facing it, the seed too,
/// then the facing holes of the empty holes after it (`capture`); bulls
/// made at 4 (`children`).
fn rule_set(name: &str, capture: &str, children: &str) -> RuleSetOptions {
    define(
        RuleSet::from_json(&format!(
            r#"{{"name": "{name}", "title": "A test of {name}",
                "board": {{"holes": 6, "seeds": 4}},
                "sowing": {{"laps": "relay"}},
                "capture": {capture}{children}}}"#
        ))
        .unwrap(),
    )
    .unwrap()
}

const CROSS: &str = r#"{"kind": "cross", "side": "opponent", "holes": 0,
    "direction": "along", "cross_takes_last_seed": true}"#;
const BULLS: &str = r#", "children": {"at": 4, "kind": "pair"}"#;

fn pos(options: &RuleSetOptions, text: &str) -> TwoRow {
    crate::support::pos(text, options)
}

#[test]
fn a_last_seed_making_four_beside_a_three_makes_two_bulls() {
    let o = rule_set("bulls-pair", CROSS, BULLS);
    // b1's two seeds: c1 (2 -> 3), d1 (3 -> 4): d1 holds 4 and c1, sown
    // just before, 3: both South's, and the relay stops there.
    let p = pos(&o, "10,10,10,10,1,0/0,2,2,3,0,0 S store=0,0");
    assert_eq!(
        play(&p, "b1").to_string(),
        "10,10,10,10,1,0/0,0,3,4,0,0 N store=0,0 children=c1:S,d1:S ruleset=bulls-pair"
    );
    // In the other order: a1's seeds make b1 4, then c1 3: the last hole
    // holds 3 and the one before it 4: both too.
    let p = pos(&o, "10,10,10,10,1,0/2,3,2,0,0,0 S store=0,0");
    assert_eq!(
        play(&p, "a1").to_string(),
        "10,10,10,10,1,0/0,4,3,0,0,0 N store=0,0 children=b1:S,c1:S ruleset=bulls-pair"
    );
    // 4 beside another count: the last hole alone.
    let p = pos(&o, "10,10,10,10,1,0/0,2,0,3,0,2 S store=0,0");
    assert_eq!(
        play(&p, "b1").to_string(),
        "10,10,10,10,1,0/0,0,1,4,0,2 N store=0,0 children=d1:S ruleset=bulls-pair"
    );
    // A bull is never sown from, by its owner or the row's.
    let p = pos(
        &o,
        "10,10,10,10,0,0/0,0,3,4,1,0 S store=0,0 children=c1:S,d1:S",
    );
    assert_eq!(moves(&p), ["e1"]);
    let p = pos(
        &o,
        "10,10,10,10,0,0/0,0,3,4,1,0 N store=0,0 children=c1:N,d2:S",
    );
    let mut north = moves(&p);
    north.sort();
    assert_eq!(north, ["a2", "b2", "c2"]);
}

#[test]
fn a_relay_stops_in_a_child() {
    let o = rule_set("bulls-relay", CROSS, BULLS);
    // b1's two seeds: c1, then d1, North's bull (5 -> 6): the sowing
    // stops there, no relay, no capture.
    let p = pos(&o, "10,10,10,10,0,0/0,2,0,5,1,0 S store=0,0 children=d1:N");
    assert_eq!(
        play(&p, "b1").to_string(),
        "10,10,10,10,0,0/0,0,1,6,1,0 N store=0,0 children=d1:N ruleset=bulls-relay"
    );
    // Without the child, d1's six seeds are sown on: e1, f1, then f2 to
    // c2, where the last falls alone (its facing hole is South's own: no
    // capture).
    let no_bulls = rule_set("bulls-none", CROSS, "");
    let p = pos(&no_bulls, "0,0,0,0,0,0/0,2,0,5,1,0 S store=20,20");
    assert_eq!(
        play(&p, "b1").to_string(),
        "0,0,1,1,1,1/0,0,1,0,2,1 N store=20,20 ruleset=bulls-none"
    );
}

#[test]
fn a_cross_capture_goes_on_past_the_empty_holes_after_the_last() {
    let o = rule_set("cross-onwards", CROSS, "");
    // c1's seed falls alone in d1: d2 is taken with it, then e2 and f2
    // (e1 and f1 are empty); f2's facing hole is South's own: it stops.
    let p = pos(&o, "5,5,5,5,5,5/10,0,1,0,0,0 S store=7,0");
    assert_eq!(
        play(&p, "c1").to_string(),
        "5,5,5,0,0,0/10,0,0,0,0,0 N store=23,0 ruleset=cross-onwards"
    );
    // e1 not empty: d2 and the seed only.
    let p = pos(&o, "5,5,5,5,5,5/8,0,1,0,2,0 S store=7,0");
    assert_eq!(
        play(&p, "c1").to_string(),
        "5,5,5,0,5,5/8,0,0,0,2,0 N store=13,0 ruleset=cross-onwards"
    );
    // Captures of one hole: d2 and the seed.
    let one = rule_set(
        "cross-one",
        r#"{"kind": "cross", "side": "opponent", "cross_takes_last_seed": true}"#,
        "",
    );
    let p = pos(&one, "5,5,5,5,5,5/10,0,1,0,0,0 S store=7,0");
    assert_eq!(
        play(&p, "c1").to_string(),
        "5,5,5,0,5,5/10,0,0,0,0,0 N store=13,0 ruleset=cross-one"
    );
}

#[test]
fn two_empty_and_rightmost_plus_one_fill_each_row_from_its_owner_s_left() {
    for (start, text) in [
        ("two_empty", "0,0,4,4,4,4/4,4,4,4,0,0 S store=0,0"),
        ("rightmost_plus_one", "5,4,4,4,4,4/4,4,4,4,4,5 S store=0,0"),
    ] {
        let name = format!("start-{}", start.replace('_', "-"));
        let o = define(
            RuleSet::from_json(&format!(
                r#"{{"name": "{name}", "title": "A start",
                    "board": {{"holes": 6, "seeds": 4, "start": "{start}"}},
                    "capture": {{"kind": "none"}}}}"#
            ))
            .unwrap(),
        )
        .unwrap();
        assert_eq!(
            TwoRow::start(&o).to_string(),
            format!("{text} ruleset={name}")
        );
    }
}

#[test]
fn a_last_seed_alone_facing_three_makes_two_qurs() {
    let o = rule_set(
        "qurs",
        r#"{"kind": "cross", "side": "opponent", "cross_takes_last_seed": true}"#,
        r#", "children": {"at": 3, "kind": "facing", "side": "own"}"#,
    );
    // b1's seed falls alone in c1, facing c2's 3: both South's, no capture.
    let p = pos(&o, "10,10,3,10,10,0/0,1,0,0,4,0 S store=0,0");
    assert_eq!(
        play(&p, "b1").to_string(),
        "10,10,3,10,10,0/0,0,1,0,4,0 N store=0,0 children=c1:S,c2:S ruleset=qurs"
    );
    // Facing 4: the cross capture, the seed with it.
    let p = pos(&o, "10,10,4,10,10,0/0,1,0,0,3,0 S store=0,0");
    assert_eq!(
        play(&p, "b1").to_string(),
        "10,10,0,10,10,0/0,0,0,0,3,0 N store=5,0 ruleset=qurs"
    );
    // Not on the opponent's row (`side` own): e1's 2 seeds end in f2,
    // alone, facing f1, now 3: nothing (and no capture of one's own row).
    let p = pos(&o, "10,10,0,10,10,0/0,0,0,0,2,2 S store=4,0");
    assert_eq!(
        play(&p, "e1").to_string(),
        "10,10,0,10,10,1/0,0,0,0,0,3 N store=4,0 ruleset=qurs"
    );
}

#[test]
fn a_cross_capture_s_conditions_on_counts_are_the_facing_hole_s() {
    let o = rule_set(
        "cross-at-most",
        r#"{"kind": "cross", "side": "opponent", "at_most": 4}"#,
        "",
    );
    // b1's seed falls alone in c1: c2's 4 are taken, 5 are not.
    let p = pos(&o, "10,10,4,10,10,0/0,1,0,0,3,0 S store=0,0");
    assert_eq!(
        play(&p, "b1").to_string(),
        "10,10,0,10,10,0/0,0,1,0,3,0 N store=4,0 ruleset=cross-at-most"
    );
    let p = pos(&o, "10,10,5,10,10,0/0,1,0,0,2,0 S store=0,0");
    assert_eq!(
        play(&p, "b1").to_string(),
        "10,10,5,10,10,0/0,0,1,0,2,0 N store=0,0 ruleset=cross-at-most"
    );
}

#[test]
fn under_own_row_each_player_sows_round_his_own_row_and_store() {
    let o = define(
        RuleSet::from_json(
            r#"{"name": "own-row-test", "title": "A test of own rows",
                "board": {"holes": 4, "seeds": 2},
                "sowing": {"own_row": true, "stores": "own_repeats"},
                "capture": {"kind": "none"}}"#,
        )
        .unwrap(),
    )
    .unwrap();
    // d1's three seeds: South's store, then a1 and b1 (not North's row).
    let p = pos(&o, "2,2,2,2/1,1,2,3 S store=1,0");
    let after = play(&p, "d1");
    assert_eq!(
        after.to_string(),
        "2,2,2,2/2,2,2,0 N store=2,0 ruleset=own-row-test"
    );
    // a2's two seeds: North's store (beside a2, his last hole), then d2.
    assert_eq!(
        play(&after, "a2").to_string(),
        "0,2,2,3/2,2,2,0 S store=2,1 ruleset=own-row-test"
    );
}

#[test]
fn a_grand_slam_under_opponent_gets_rest_gives_the_mover_s_row_away() {
    let o = rule_set(
        "slam-rest",
        r#"{"kind": "cross", "side": "opponent", "grand_slam": "opponent_gets_rest"}"#,
        "",
    );
    // b1's seed falls alone in c1: c2's 3, North's last seeds, are taken
    // (20 + 3); then South's row (a1's 4, c1's 1) goes to North's store
    // (20 + 5). Both rows empty: North wins.
    let p = pos(&o, "0,0,3,0,0,0/4,1,0,0,0,0 S store=20,20");
    assert_eq!(
        play(&p, "b1").to_string(),
        "0,0,0,0,0,0/0,0,0,0,0,0 N store=23,25 result=N ruleset=slam-rest"
    );
}

#[test]
fn a_relay_sows_on_the_seeds_its_capture_takes() {
    let o = define(
        RuleSet::from_json(
            r#"{"name": "relay-sows-captures", "title": "A test of relays sowing captures",
                "board": {"holes": 6, "seeds": 1},
                "sowing": {"laps": "relay", "relay_sows_captures": true},
                "capture": {"kind": "cross"}, "end": {"leftover": "nobody"}}"#,
        )
        .unwrap(),
    )
    .unwrap();
    // c1's seed falls alone in d1: d2's 3 are captured and sown on from
    // d1 with its seed (e1, f1, f2, e2); e2's seed alone takes e1's, and
    // the two go on (d2, c2); c2's facing hole is empty: the end.
    let p = pos(&o, "5,0,0,3,0,0/3,0,1,0,0,0 S store=0,0");
    assert_eq!(
        play(&p, "c1").to_string(),
        "5,0,1,1,0,1/3,0,0,0,0,1 N store=0,0 ruleset=relay-sows-captures"
    );
    // The opponent's row empty: the relay stops where d1 holds 2 (North
    // cannot move: the game is over, the seeds left to nobody).
    let p = pos(&o, "0,0,0,0,0,0/3,0,1,1,0,7 S store=0,0");
    assert_eq!(
        play(&p, "c1").to_string(),
        "0,0,0,0,0,0/3,0,0,2,0,7 N store=0,0 result=draw ruleset=relay-sows-captures"
    );
}

#[test]
fn sowing_any_hole_to_clear_one_s_own_row() {
    let o = define(
        RuleSet::from_json(
            r#"{"name": "any-hole-clear", "title": "A test of clearing, any hole sown",
                "board": {"holes": 4, "seeds": 2},
                "capture": {"kind": "none"},
                "moves": {"any_hole": true}, "end": {"goal": "clear"}}"#,
        )
        .unwrap(),
    )
    .unwrap();
    // South may sow any hole holding seeds, North's too.
    let p = pos(&o, "3,3,3,3/0,0,0,1 S store=3,0");
    let mut all = moves(&p);
    all.sort();
    assert_eq!(all, ["a2", "b2", "c2", "d1", "d2"]);
    // d1's seed goes on to d2: South's row is clear, South wins.
    assert_eq!(
        play(&p, "d1").to_string(),
        "3,3,3,4/0,0,0,0 N store=3,0 result=S ruleset=any-hole-clear"
    );
}

#[test]
fn a_ram_is_not_sown() {
    let o = define(
        RuleSet::from_json(
            r#"{"name": "rams-test", "title": "A test of rams",
                "board": {"holes": 4, "seeds": 2},
                "capture": {"kind": "none"}, "moves": {"rams": true}}"#,
        )
        .unwrap(),
    )
    .unwrap();
    // d1, South's fourth hole (3 from his left): 8 - 3 = 5 seeds come
    // round to a1 again: a ram, not sown. With 4, it is sown.
    let p = pos(&o, "2,2,2,2/1,0,0,5 S store=0,2");
    assert_eq!(moves(&p), ["a1"]);
    let p = pos(&o, "2,2,2,2/1,0,0,4 S store=0,3");
    assert_eq!(moves(&p), ["a1", "d1"]);
    // North's a2 is his fourth hole too: 5 make it a ram.
    let p = pos(&o, "5,2,2,1/1,0,0,4 N store=0,1");
    let mut north = moves(&p);
    north.sort();
    assert_eq!(north, ["b2", "c2", "d2"]);
}

/// Enkeshui's rule set, as the importer wrote it.
fn enkeshui() -> RuleSetOptions {
    let path = format!(
        "{}/tests/mancalagames/Enkeshui.json",
        env!("CARGO_MANIFEST_DIR")
    );
    define(RuleSet::from_json(&std::fs::read_to_string(path).unwrap()).unwrap()).unwrap()
}

#[test]
fn enkeshui_s_relay_stops_where_it_makes_a_bull() {
    let o = enkeshui();
    // h2's seed relays from g2, and on round the board; a lap ends in a1,
    // made 4 (a2 beside it holds 5): a1 is North's bull, and the sowing
    // stops there (MancalaGames, perft of its start at depth 4).
    let p = pos(&o, "1,3,2,0,6,6,1,1/0,2,1,8,1,9,5,0 N store=2,0");
    assert_eq!(
        play(&p, "h2").to_string(),
        "5,0,1,2,0,10,3,0/4,5,0,1,0,12,0,3 S store=2,0 children=a1:N ruleset=enkeshui"
    );
}
