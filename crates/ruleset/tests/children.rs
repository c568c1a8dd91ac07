//! Children (`RuleSet::children`) on the shipped Toguz Kumalak: where a
//! tuzdyk is made and where it is not, what it changes (never sown from,
//! its seeds its owner's), the single seed that moves on, and the
//! children of a position's text, read back and refused.

use fanga_core::{GameOptions, Position, Traced};
use fanga_ruleset::{RuleSetOptions, TwoRow, define};

use crate::support::{moves, play};

const NAME: &str = "toguz-kumalak";

fn options() -> RuleSetOptions {
    let mut o = RuleSetOptions::default();
    o.set("ruleset", NAME).unwrap();
    o
}

fn pos(text: &str) -> TwoRow {
    crate::support::pos(text, &options())
}

#[test]
fn a_last_seed_making_three_on_the_opponent_s_row_makes_a_tuzdyk() {
    // h1's three seeds: one back into h1, then i1 and i2, which holds 3:
    // North's first hole becomes South's tuzdyk, not a capture.
    let p = pos("77,0,0,0,0,0,0,0,2/0,0,0,0,0,0,0,3,0 S store=40,40");
    let after = play(&p, "h1");
    assert_eq!(
        after.to_string(),
        "77,0,0,0,0,0,0,0,3/0,0,0,0,0,0,0,1,1 N store=40,40 children=i2:S ruleset=toguz-kumalak"
    );
    // Its seeds are South's; North never sows it.
    assert_eq!(after.score().south, 43);
    assert_eq!(moves(&after), ["a2"]);
    // Every seed sown into it is South's: a2's 77 seeds, the first left
    // home, go round four times (i2 gets 4) and four holes on, to d1.
    let next = play(&after, "a2");
    assert_eq!(
        next.to_string(),
        "5,4,4,4,4,4,4,4,7/5,5,5,5,4,4,4,5,5 S store=40,40 children=i2:S ruleset=toguz-kumalak"
    );
    assert_eq!(next.score().south, 47);
    // The trace replays into the same position, the tuzdyk with it.
    let (traced, trace) = p.play_traced(&"h1".parse().unwrap()).unwrap();
    assert_eq!(traced, after);
    assert_eq!(p.replay_trace(&trace).unwrap(), after);
}

#[test]
fn no_tuzdyk_where_the_rules_forbid_one() {
    // A second one: South has one already (i2), so b2 made 3 is nothing
    // (3 is odd: no capture either).
    let p = pos("75,0,0,0,0,0,0,2,3/0,0,0,0,0,0,0,0,3 S store=40,39 children=i2:S");
    let after = play(&p, "i1");
    assert_eq!(
        after.to_string(),
        "75,0,0,0,0,0,0,3,4/0,0,0,0,0,0,0,0,1 N store=40,39 children=i2:S ruleset=toguz-kumalak"
    );
    // North's last hole (a2, his ninth) is never a tuzdyk.
    let p = pos("2,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,10 S store=75,75");
    assert_eq!(
        play(&p, "i1").to_string(),
        "3,1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0,1 N store=75,75 ruleset=toguz-kumalak"
    );
    // Nor the hole of the same number as the opponent's tuzdyk: North's
    // is d1, South's fourth hole; North's fourth is f2.
    let text = "70,0,0,0,0,2,0,0,0/0,0,0,0,0,0,0,0,5 S store=40,45";
    assert_eq!(
        play(&pos(&format!("{text} children=d1:N")), "i1").to_string(),
        "70,0,0,0,0,3,1,1,1/0,0,0,0,0,0,0,0,1 N store=40,45 children=d1:N ruleset=toguz-kumalak"
    );
    // Without it, f2 is South's.
    assert_eq!(
        play(&pos(text), "i1").to_string(),
        "70,0,0,0,0,3,1,1,1/0,0,0,0,0,0,0,0,1 N store=40,45 children=f2:S ruleset=toguz-kumalak"
    );
    // A tuzdyk is never sown from, by its owner or the row's.
    let p = pos("70,0,0,0,0,2,0,0,0/0,0,0,3,0,0,0,0,2 S store=40,45 children=d1:N");
    assert_eq!(moves(&p), ["i1"]);
}

#[test]
fn a_single_seed_moves_to_the_next_hole() {
    let p = pos("81,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0 S store=40,40");
    assert_eq!(
        play(&p, "a1").to_string(),
        "81,0,0,0,0,0,0,0,0/0,1,0,0,0,0,0,0,0 N store=40,40 ruleset=toguz-kumalak"
    );
    // Two seeds: the first stays.
    let p = pos("80,0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0,0 S store=40,40");
    assert_eq!(
        play(&p, "a1").to_string(),
        "80,0,0,0,0,0,0,0,0/1,1,0,0,0,0,0,0,0 N store=40,40 ruleset=toguz-kumalak"
    );
}

#[test]
fn children_in_a_position_s_text_are_read_back_and_bad_ones_refused() {
    let text = "9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 S store=0,0 children=c1:N,c2:S";
    assert_eq!(pos(text).to_string(), format!("{text} ruleset={NAME}"));
    for (bad, why) in [
        ("children=", "expected holes"),
        ("children=c2", "expected holes"),
        ("children=c2:X", "expected holes"),
        ("children=j2:S", "expected holes"),
        ("children=c3:S", "expected holes"),
        ("children=c2:S,c2:N", "named twice"),
        ("children=c2:S,d2:S", "one child at most"),
    ] {
        let e = TwoRow::from_text(
            &format!("9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 S store=0,0 {bad} ruleset={NAME}"),
            &options(),
        )
        .unwrap_err()
        .to_string();
        assert!(e.contains(why) && e.contains("children="), "{bad}: {e}");
    }
    // A rule set without children has no such key.
    let e = TwoRow::from_text(
        "4,4,4,4,4,4/4,4,4,4,4,4 S store=0,0 children=c2:S",
        &RuleSetOptions::default(),
    )
    .unwrap_err();
    assert!(e.to_string().contains("children"), "{e}");
}

#[test]
fn children_go_through_fanga_s_format_and_mancalagames_s() {
    let rules = options().rule_set().clone();
    let back = fanga_ruleset::RuleSet::from_json(&rules.to_json()).unwrap();
    assert_eq!(back, rules);
    let mg = fanga_ruleset::mancalagames::export(&rules).unwrap();
    assert!(
        fanga_ruleset::mancalagames::import(&mg)
            .unwrap()
            .same_rules(&rules)
    );
    // Every place and side goes through both.
    use fanga_ruleset::spec::{ChildPlaces, ChildSide};
    for (i, places) in [
        ChildPlaces::Anywhere,
        ChildPlaces::EndsOnly,
        ChildPlaces::NoEnds,
        ChildPlaces::InvertedEndsPlusMiddle,
        ChildPlaces::EndsPlusOneOpponent,
        ChildPlaces::NoOwnRight,
        ChildPlaces::NoOpponentRight,
        ChildPlaces::NoOpponentLeft,
        ChildPlaces::EndsPlusAllOpponent,
    ]
    .into_iter()
    .enumerate()
    {
        for (j, side) in [ChildSide::Any, ChildSide::Opponent, ChildSide::Own]
            .into_iter()
            .enumerate()
        {
            let mut r = rules.clone();
            r.name = format!("children-places-{i}-{j}");
            let ch = r.children.as_mut().unwrap();
            ch.places = places;
            ch.side = side;
            ch.not_symmetric = false;
            crate::support::assert_mancalagames_round_trip(&r);
            define(r).unwrap();
        }
    }
}

/// Qelat as MancalaGames plays it: no stores, children (walda) made at 4,
/// captures of 4, rows split towards their ends.
fn qelat() -> RuleSetOptions {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/mancalagames/Qelat.json");
    let rules = fanga_ruleset::RuleSet::from_json(&std::fs::read_to_string(path).unwrap()).unwrap();
    define(rules).unwrap()
}

#[test]
fn without_stores_a_player_captures_only_into_his_first_child() {
    let o = qelat();
    let at = |text: &str| crate::support::pos(text, &o);
    // e1's four seeds go anticlockwise (the right half of South's row):
    // f1, f2, e2, and d2, which they bring to 4, a count that captures.
    // Without a child, South captures nothing (d2 is no place for one).
    let none = play(&at("4,4,4,3,4,4/5,4,4,4,4,4 S store=0,0"), "e1");
    assert_eq!(
        none.to_string(),
        "4,4,4,4,5,5/5,4,4,4,0,5 N store=0,0 ruleset=qelat"
    );
    // With one, the four go into it; with two, into the first in
    // MancalaGames's order (South's row from a1, then North's from f2).
    let one = play(
        &at("4,4,4,3,4,4/5,4,4,4,4,4 S store=0,0 children=b2:S"),
        "e1",
    );
    assert_eq!(
        one.to_string(),
        "4,8,4,0,5,5/5,4,4,4,0,5 N store=0,0 children=b2:S ruleset=qelat"
    );
    let two = play(
        &at("4,4,4,3,4,4/5,4,4,4,4,4 S store=0,0 children=a1:S,b2:S"),
        "e1",
    );
    assert_eq!(
        two.to_string(),
        "4,4,4,0,5,5/9,4,4,4,0,5 N store=0,0 children=a1:S,b2:S ruleset=qelat"
    );
    assert_eq!(two.score().south, 13);
    let report = fanga_sowing::game::conformance([TwoRow::start(&o)])
        .games(4)
        .max_plies(150)
        .run();
    assert_eq!(report.games, 4);
}
