//! `sowing.further_sowings_are_moves`: a further sowing is a move of its
//! own, the mover moving again, where otherwise it is a choice within his
//! move. The game is the same; only its moves are cut differently.

use fanga_core::Position;
use fanga_core::learn::Actions;
use fanga_ruleset::{RuleSet, RuleSetOptions, TwoRow, define};

use crate::support::{moves, play, pos};

/// Four holes, the mover's store sown (a last seed there gives another
/// sowing), no capture; each further sowing a move of its own or not.
fn rule_set(name: &str, moves: bool) -> RuleSetOptions {
    define(
        RuleSet::from_json(&format!(
            r#"{{"name": "{name}", "title": "A test of further sowings",
                "board": {{"holes": 4, "seeds": 2}},
                "sowing": {{"stores": "own_repeats", "further_sowings_are_moves": {moves}}},
                "capture": {{"kind": "none"}}}}"#
        ))
        .unwrap(),
    )
    .unwrap()
}

#[test]
fn a_further_sowing_is_a_choice_within_the_move_by_default() {
    let options = rule_set("further-in-move", false);
    // d1's seed falls in South's store: he sows again, from b1 or c1,
    // within the same move.
    let p = pos("2,2,1,1/0,1,1,1 S store=3,4", &options);
    assert_eq!(moves(&p), ["b1", "c1", "d1 b1", "d1 c1"]);
    assert_eq!(
        play(&p, "d1 c1").to_string(),
        "2,2,1,1/0,1,0,1 N store=4,4 ruleset=further-in-move"
    );
    // The move must say which.
    assert!(p.play(&"d1".parse().unwrap()).is_err());
    // A turn sows at most once more than there are seeds (16).
    assert_eq!(TwoRow::max_turn_decisions(&options), 17);
}

#[test]
fn a_further_sowing_can_be_a_move_of_its_own() {
    let options = rule_set("further-as-moves", true);
    let p = pos("2,2,1,1/0,1,1,1 S store=3,4", &options);
    assert_eq!(moves(&p), ["b1", "c1", "d1"]);
    // After d1, South moves again: b1 or c1, a move each.
    let after = play(&p, "d1");
    assert_eq!(
        after.to_string(),
        "2,2,1,1/0,1,1,0 S store=4,4 ruleset=further-as-moves"
    );
    assert_eq!(moves(&after), ["b1", "c1"]);
    assert_eq!(
        play(&after, "c1").to_string(),
        "2,2,1,1/0,1,0,1 N store=4,4 ruleset=further-as-moves"
    );
    // A move holds one sowing.
    assert!(p.play(&"d1 c1".parse().unwrap()).is_err());
    assert_eq!(TwoRow::max_turn_decisions(&options), 1);
}

#[test]
fn a_further_sowing_with_nothing_to_sow_ends_the_turn_either_way() {
    // d1's seed falls in the store and South's row is then empty: no
    // further sowing can be made, and North moves.
    for (name, as_moves) in [("further-none-in", false), ("further-none-own", true)] {
        let options = rule_set(name, as_moves);
        let p = pos("2,2,1,1/0,0,0,1 S store=5,4", &options);
        let after = play(&p, "d1");
        assert_eq!(after.turn(), fanga_core::Player::North, "{name}");
    }
}
