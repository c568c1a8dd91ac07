//! The conformance kit on rule sets of every kind of rule the engine plays:
//! moves, texts, traces, records, random games.

use fanga_core::Position;
use fanga_ruleset::{RuleSet, TwoRow, define};

fn rule_set(stem: &str) -> RuleSet {
    let path = format!(
        "{}/tests/mancalagames/{stem}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    RuleSet::from_json(&std::fs::read_to_string(path).unwrap()).unwrap()
}

#[test]
fn the_kit_passes_on_rule_sets_of_every_kind() {
    // Kalah (further sowings, cross captures), Oware (captures of several
    // holes, grand slam, feeding), Modiar (first moves without captures),
    // NoCapt (passes), Halusa (the unfed player), Olowuka (relays).
    // Boola, Gamacha, Ndoto, Ouri, Sadeqa_IV, Mangala_IV: the allow
    // rules, the eliminating goals, the grand slam that sows again, the
    // start patterns; NoSides: either player sows any hole.
    for stem in [
        "Kalah",
        "Oware",
        "Modiar",
        "NoCapt",
        "Halusa",
        "Olowuka",
        "Waurie",
        "Boola",
        "Gamacha",
        "Ndoto",
        "Ouri",
        "Sadeqa_IV",
        "Mangala_IV",
        "NoSides",
        // The seeds left at the end score for nobody: they stay counted.
        "Bakuk",
    ] {
        let options = define(rule_set(stem)).unwrap();
        let report = fanga_sowing::game::conformance([TwoRow::start(&options)])
            .games(3)
            .max_plies(120)
            .run();
        assert_eq!(report.games, 3, "{stem}");
    }
}

#[test]
fn the_kit_passes_with_the_holes_never_sown_from_in_the_position() {
    // The default rules, every hole sown once before any again (a state
    // the position keeps, and the traces record), players passing.
    let mut rules = fanga_ruleset::default_rule_set();
    rules.name = "two-row-every-hole-first".to_owned();
    rules.moves.must_feed = false;
    rules.moves.pass = true;
    rules.moves.allow = fanga_ruleset::spec::AllowRule::EveryHoleFirst;
    let options = define(rules).unwrap();
    let report = fanga_sowing::game::conformance([TwoRow::start(&options)])
        .games(4)
        .max_plies(120)
        .run();
    assert_eq!(report.games, 4);
}
