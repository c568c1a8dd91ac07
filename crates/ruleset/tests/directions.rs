//! Directions that vary from sowing to sowing (`sowing.direction` split,
//! to_center and by_parity, and `sowing.chosen_holes`): which way each
//! hole sows, the moves that name a direction, their refusals, captures
//! that step back from the sowing's own direction, and the rule sets
//! refused.

use fanga_core::Position;
use fanga_ruleset::{RuleSet, RuleSetError, RuleSetOptions, TwoRow, TwoRowRefusal, define};

use crate::support::{moves, play, pos};

/// Defines the rule set `name` of `holes` holes of 4 seeds with `sowing`
/// and `capture`, and returns its options. A hole of a single seed is not
/// sown (MancalaGames's games split this way that sow them forbid sowing
/// one straight back across an end, which fanga does not play yet).
fn rules(name: &str, holes: u8, sowing: &str, capture: &str) -> RuleSetOptions {
    let json = format!(
        r#"{{"name": "{name}", "title": "{name}",
            "board": {{"holes": {holes}, "seeds": 4}},
            "sowing": {sowing}, "capture": {capture}, "moves": {{"min_seeds": 2}}}}"#
    );
    define(RuleSet::from_json(&json).unwrap()).unwrap()
}

/// The board part of a position's text.
fn board(p: &TwoRow) -> String {
    p.to_string().split(' ').next().unwrap().to_owned()
}

#[test]
fn a_split_row_sows_towards_its_nearer_end() {
    let o = rules(
        "dir-split",
        6,
        r#"{"direction": "split"}"#,
        r#"{"kind": "none"}"#,
    );
    let start = TwoRow::start(&o);
    // No hole of an even row is chosen: the moves are plain holes.
    assert_eq!(moves(&start), ["a1", "b1", "c1", "d1", "e1", "f1"]);
    // South's left half clockwise (b1: a1, then North's a2, b2, c2), his
    // right half anticlockwise (e1: f1, then f2, e2, d2). North's text row
    // is a2 to f2, then South's a1 to f1.
    assert_eq!(board(&play(&start, "b1")), "5,5,5,4,4,4/5,0,4,4,4,4");
    assert_eq!(board(&play(&start, "e1")), "4,4,4,5,5,5/4,4,4,4,0,5");
    // North's left is at the f end: f2 sows clockwise, onto f1, e1, d1,
    // c1; a2, his right end, anticlockwise onto a1, b1, c1, d1, e1.
    let north = play(&start, "b1");
    assert_eq!(board(&play(&north, "f2")), "5,5,5,4,4,0/5,0,5,5,5,5");
    assert_eq!(board(&play(&north, "a2")), "0,5,5,4,4,4/6,1,5,5,5,4");
}

#[test]
fn towards_the_center_and_by_the_count_taken_up() {
    let o = rules(
        "dir-center",
        6,
        r#"{"direction": "to_center"}"#,
        r#"{"kind": "none"}"#,
    );
    // b1, on the left half, sows anticlockwise: c1, d1, e1, f1.
    assert_eq!(
        board(&play(&TwoRow::start(&o), "b1")),
        "4,4,4,4,4,4/4,0,5,5,5,5"
    );
    let o = rules(
        "dir-parity",
        6,
        r#"{"direction": "by_parity"}"#,
        r#"{"kind": "none"}"#,
    );
    // Four (even) clockwise; three (odd) anticlockwise.
    let p = pos("4,4,4,4,4,4/4,4,3,5,4,4 S store=0,0", &o);
    assert_eq!(board(&play(&p, "b1")), "5,5,5,4,4,4/5,0,3,5,4,4");
    assert_eq!(board(&play(&p, "c1")), "4,4,4,4,4,4/4,4,0,6,5,5");
}

#[test]
fn the_mover_names_the_direction_of_a_chosen_hole() {
    // Five holes: the middle one sows towards neither end, and the mover
    // chooses there.
    let o = rules(
        "dir-chosen",
        5,
        r#"{"direction": "split", "chosen_holes": [3]}"#,
        r#"{"kind": "none"}"#,
    );
    let start = TwoRow::start(&o);
    assert_eq!(moves(&start), ["a1", "b1", "c1:cw", "c1:ccw", "d1", "e1"]);
    assert_eq!(board(&play(&start, "c1:cw")), "5,5,4,4,4/5,5,0,4,4");
    assert_eq!(board(&play(&start, "c1:ccw")), "4,4,4,5,5/4,4,0,5,5");
    // A chosen hole needs its direction; another hole takes none.
    let refused = |mv: &str| start.play(&mv.parse().unwrap()).unwrap_err().reason;
    assert!(matches!(
        refused("c1"),
        fanga_sowing::MoveError::Refused(TwoRowRefusal::Direction { chosen: true, .. })
    ));
    assert_eq!(
        refused("c1").to_string(),
        "the mover chooses the direction from c1: `c1:cw` or `c1:ccw`"
    );
    assert_eq!(
        refused("a1:cw").to_string(),
        "the rules give the direction from a1: the move is written `a1`"
    );
    // North's middle hole is c2 (his third from his left, at the e end).
    let north = play(&start, "a1");
    assert!(
        moves(&north).contains(&"c2:ccw".to_owned()),
        "{:?}",
        moves(&north)
    );
}

#[test]
fn a_capture_of_several_holes_steps_back_from_the_sowing_s_own_direction() {
    let o = rules(
        "dir-capture",
        6,
        r#"{"direction": "split"}"#,
        r#"{"kind": "last_hole", "counts": [2, 3], "side": "opponent", "holes": 0, "direction": "back"}"#,
    );
    // b1 sows clockwise: a1, a2 (2), b2 (2). Back from clockwise is
    // anticlockwise: b2, then a2; along it, c2 (10) would stop it.
    let p = pos("1,1,10,10,0,0/0,3,10,10,3,0 S store=0,0", &o);
    let after = play(&p, "b1");
    assert_eq!(
        after.to_string(),
        "0,0,10,10,0,0/1,0,10,10,3,0 N store=4,0 ruleset=dir-capture"
    );
}

#[test]
fn rule_sets_whose_directions_cannot_be_played_are_refused_by_name() {
    let refused = |name: &str, holes: u8, sowing: &str| {
        let json = format!(
            r#"{{"name": "{name}", "title": "{name}", "board": {{"holes": {holes}, "seeds": 4}},
                "sowing": {sowing}, "capture": {{"counts": [2, 3]}}}}"#
        );
        match define(RuleSet::from_json(&json).unwrap()) {
            Err(RuleSetError::Parameter { parameter, .. }) => parameter,
            other => panic!("{name}: {other:?}"),
        }
    };
    // The middle hole of an odd row, split, with no direction.
    assert_eq!(
        refused("dir-no-middle", 5, r#"{"direction": "split"}"#),
        "sowing.chosen_holes"
    );
    assert_eq!(
        refused(
            "dir-hole-0",
            6,
            r#"{"direction": "ccw", "chosen_holes": [0]}"#
        ),
        "sowing.chosen_holes"
    );
    assert_eq!(
        refused(
            "dir-hole-7",
            6,
            r#"{"direction": "ccw", "chosen_holes": [7]}"#
        ),
        "sowing.chosen_holes"
    );
    // The rule against sowing a single seed straight back, with relays.
    assert_eq!(
        refused("dir-undo", 6, r#"{"direction": "split", "laps": "relay"}"#),
        "sowing.laps"
    );
    assert_eq!(
        refused(
            "dir-stores",
            6,
            r#"{"direction": "ccw", "chosen_holes": [1], "stores": "own_repeats"}"#
        ),
        "sowing.stores"
    );
}

#[test]
fn moves_with_a_direction_read_back_and_the_kit_passes() {
    let m: fanga_ruleset::TwoRowMove = "c1:cw".parse().unwrap();
    assert_eq!(m.to_string(), "c1:cw");
    assert_eq!(m.opening().dir, Some(fanga_sowing::Direction::Cw));
    assert!("c1:up".parse::<fanga_ruleset::TwoRowMove>().is_err());
    assert!("c1 d1:cw".parse::<fanga_ruleset::TwoRowMove>().is_err());
    for (name, holes, sowing) in [
        (
            "dir-kit-split",
            5,
            r#"{"direction": "split", "chosen_holes": [3]}"#,
        ),
        (
            "dir-kit-parity",
            6,
            r#"{"direction": "by_parity", "laps": "relay"}"#,
        ),
        (
            "dir-kit-chosen",
            4,
            r#"{"direction": "cw", "chosen_holes": [1, 2, 3, 4]}"#,
        ),
    ] {
        let o = rules(
            name,
            holes,
            sowing,
            r#"{"counts": [2, 3], "side": "opponent", "holes": 0}"#,
        );
        let report = fanga_sowing::game::conformance([TwoRow::start(&o)])
            .games(4)
            .max_plies(120)
            .run();
        assert_eq!(report.games, 4, "{name}");
    }
}

#[test]
fn a_single_seed_sown_across_an_end_is_not_sown_straight_back() {
    // Split towards the ends with single seeds sown: MancalaGames's
    // DontUndoMoveOne.
    let json = r#"{"name": "dir-no-return", "title": "dir-no-return",
        "board": {"holes": 6, "seeds": 4}, "sowing": {"direction": "split"},
        "capture": {"kind": "none"}}"#;
    let o = define(RuleSet::from_json(json).unwrap()).unwrap();
    // a1's single seed goes clockwise, round the left end, into a2.
    let p = pos("0,4,4,4,4,4/1,5,5,5,6,6 S store=0,0", &o);
    let after = play(&p, "a1");
    assert_eq!(board(&after), "1,4,4,4,4,4/0,5,5,5,6,6");
    assert!(after.to_string().contains(" noreturn=a2 "), "{after}");
    assert!(
        after
            .diagram()
            .contains("a2's single seed, just sown across the end, is not sown straight back"),
        "{}",
        after.diagram()
    );
    // North may not sow it back at once; every other hole, yes.
    assert_eq!(moves(&after), ["b2", "c2", "d2", "e2", "f2"]);
    assert!(after.play(&"a2".parse().unwrap()).is_err());
    // The text reads back, and the hole is free again a turn later.
    assert_eq!(
        pos(&after.to_string().replace(" ruleset=dir-no-return", ""), &o),
        after
    );
    // One end hole, in the text.
    for bad in ["c2", "a2,f1", "z9"] {
        let text =
            format!("1,4,4,4,4,4/0,5,5,5,6,6 N store=0,0 noreturn={bad} ruleset=dir-no-return");
        assert!(TwoRow::from_text(&text, &o).is_err(), "{bad}");
    }
    let later = play(&play(&after, "c2"), "b1");
    assert!(moves(&later).contains(&"a2".to_owned()), "{later}");
    assert!(!later.to_string().contains("noreturn"), "{later}");
    // Two seeds across the end, or one into a hole that held seeds, keep
    // nothing.
    let two = play(&pos("0,4,4,4,4,4/2,5,5,5,6,5 S store=0,0", &o), "a1");
    assert!(!two.to_string().contains("noreturn"), "{two}");
    let onto = play(&pos("1,4,4,4,4,3/1,5,5,5,6,6 S store=0,0", &o), "a1");
    assert!(!onto.to_string().contains("noreturn"), "{onto}");
    let report = fanga_sowing::game::conformance([TwoRow::start(&o)])
        .games(4)
        .max_plies(120)
        .run();
    assert_eq!(report.games, 4);
}
