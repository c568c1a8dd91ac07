//! The end rules the rule sets of OpenSpiel's Kalah and Oware need
//! (`rulesets/`): a majority counted only at the end, seeds left counted
//! where they lie, a repetition that ends the game, a grand slam of a row
//! just fed; on positions of their own (their refusals naming the
//! parameter are with the others, in `format.rs`). The games themselves are compared with fanga-kalah and
//! fanga-oware move by move in the facade's tests
//! (`tests/openspiel_rule_sets.rs`).

use fanga_core::catalog::{Catalogued, Solving};
use fanga_core::playout::random_playout;
use fanga_core::{EndReason, Game, Player, Position, RepetitionRule, SplitMix64};
use fanga_ruleset::{RuleSet, RuleSetOptions, TwoRow, default_rule_set, define};

const KALAH: &str = include_str!("../rulesets/openspiel-kalah.json");
const OWARE: &str = include_str!("../rulesets/openspiel-oware.json");

fn rule_set(json: &str, holes: u8, seeds: u8) -> RuleSetOptions {
    let mut rules = RuleSet::from_json(json).unwrap();
    if (rules.board.holes, rules.board.seeds) != (holes, seeds) {
        rules.name = format!("{}-{holes}x{seeds}", rules.name);
        rules.board.holes = holes;
        rules.board.seeds = seeds;
    }
    define(rules).unwrap()
}

fn at(text: &str, options: &RuleSetOptions) -> TwoRow {
    TwoRow::from_text(&format!("{text} ruleset={}", options.name()), options)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn after(p: &TwoRow, mv: &str) -> TwoRow {
    p.play(&mv.parse().unwrap()).unwrap()
}

#[test]
fn the_two_rule_sets_are_valid_and_keep_their_text() {
    for json in [KALAH, OWARE] {
        let rules = RuleSet::from_json(json).unwrap();
        assert_eq!(RuleSet::from_json(&rules.to_json()).unwrap(), rules);
        define(rules.clone()).unwrap();
        // MancalaGames's parameters cannot say them (the first part that
        // differs is named).
        let e = fanga_ruleset::mancalagames::export(&rules).unwrap_err();
        assert!(e.to_string().contains("cannot say these rules"), "{e}");
    }
    // The new rules are left out of a rule set's text when they are off,
    // so the texts written before them stay as they were.
    let text = default_rule_set().to_json();
    for key in [
        "majority",
        "repetition",
        "grand_slam_of_fed_row",
        "in_place",
    ] {
        assert!(!text.contains(key), "{key}: {text}");
    }
}

#[test]
fn a_majority_counted_at_the_end_ends_nothing() {
    let kalah = rule_set(KALAH, 6, 4);
    // South holds 30 of 48 seeds: the game goes on (MancalaGames's Kalah
    // would end at once).
    let p = at("0,0,0,0,0,1/1,0,0,0,0,0 S store=30,16", &kalah);
    let next = after(&p, "a1");
    assert_eq!(
        next.to_string(),
        "0,0,0,0,0,1/0,1,0,0,0,0 N store=30,16 ruleset=openspiel-kalah"
    );
    assert_eq!(next.outcome(), None);
}

#[test]
fn seeds_left_in_place_count_for_their_row_s_owner() {
    let kalah = rule_set(KALAH, 6, 4);
    let p = at("1,2,0,0,0,0/0,0,0,0,0,1 S store=20,24", &kalah);
    // The store and the row, all along.
    assert_eq!(<[u32; 2]>::from(p.score()), [21, 27]);
    // f1 ends in South's store and empties his row: the game is over, the
    // seeds stay where they are, and North's 24 + 3 beat South's 21.
    let end = after(&p, "f1");
    assert_eq!(
        end.to_string(),
        "1,2,0,0,0,0/0,0,0,0,0,0 N store=21,24 result=N ruleset=openspiel-kalah"
    );
    assert_eq!(end.outcome().and_then(|o| o.winner()), Some(Player::North));
    assert_eq!(<[u32; 2]>::from(end.score()), [21, 27]);
}

#[test]
fn a_repeated_position_ends_the_game_scored() {
    let oware = rule_set(OWARE, 1, 1);
    assert_eq!(
        TwoRow::start(&oware).repetition(),
        RepetitionRule::EndsScored
    );
    assert_eq!(
        TwoRow::start(&rule_set(KALAH, 6, 4)).repetition(),
        RepetitionRule::None
    );
    // One house a row: each sowing would take the opponent's only house
    // (a grand slam, which captures nothing), so the seeds go round.
    let mut game = Game::new(TwoRow::start(&oware));
    for mv in ["a1", "a2", "a1"] {
        assert_eq!(game.outcome(), None);
        game.play(&mv.parse().unwrap()).unwrap();
    }
    assert_eq!(
        game.position().to_string(),
        "2/0 N store=0,0 ruleset=openspiel-oware-1x1"
    );
    // `2/0 N` occurred after the first move: North's two seeds win.
    let o = game.outcome().unwrap();
    assert_eq!(o.reason(), EndReason::REPETITION);
    assert_eq!(o.winner(), Some(Player::North));
    // Random games apply it too.
    let small = TwoRow::start(&rule_set(OWARE, 2, 2));
    let repeated = (0..100)
        .filter(|&seed| {
            let p = random_playout(&small, &mut SplitMix64::new(seed), 1000);
            p.outcome.map(|o| o.reason()) == Some(EndReason::REPETITION)
        })
        .count();
    assert!(repeated > 0);
    // Its value depends on the game's history: the rule set is not solved.
    assert!(matches!(TwoRow::solving(&oware), Solving::Unsupported(_)));
    assert!(matches!(
        TwoRow::solving(&rule_set(KALAH, 6, 4)),
        Solving::Retrograde
    ));
}

#[test]
fn a_grand_slam_of_a_row_just_fed_is_a_grand_slam() {
    let oware = rule_set(OWARE, 6, 4);
    // 17 seeds from f1 feed North's empty row and leave 2 in each house:
    // taking them all is a grand slam, which captures nothing.
    let p = at("0,0,0,0,0,0/0,0,0,0,1,17 S store=15,15", &oware);
    assert_eq!(
        after(&p, "f1").to_string(),
        "2,2,2,2,2,2/1,1,1,1,2,0 N store=15,15 ruleset=openspiel-oware"
    );
}
