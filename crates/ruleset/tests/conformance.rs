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
    for stem in [
        "Kalah", "Oware", "Modiar", "NoCapt", "Halusa", "Olowuka", "Waurie",
    ] {
        let options = define(rule_set(stem)).unwrap();
        let report = fanga_sowing::game::conformance([TwoRow::start(&options)])
            .games(3)
            .max_plies(120)
            .run();
        assert_eq!(report.games, 3, "{stem}");
    }
}
