//! The games MancalaGames played (a committed sample, converted by
//! `tools/mancalagames/fixtures.py`: positions and moves only) replay turn
//! by turn on the rule sets fanga's importer wrote from its game files
//! (`tests/mancalagames/<file>.json`), with no difference; and those rule
//! sets go through MancalaGames's format and back.

use std::path::Path;

use fanga_ruleset::{RuleSet, define, mancalagames};

use crate::replay::{Game, Tally, replay};

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/mancalagames");

/// Every rule set of the sample, with its file's stem.
fn rule_sets() -> Vec<(String, RuleSet)> {
    let mut out: Vec<(String, RuleSet)> = std::fs::read_dir(DIR)
        .unwrap()
        .filter_map(|e| {
            let path = e.unwrap().path();
            (path.extension()? == "json").then(|| {
                let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
                let rules = RuleSet::from_json(&std::fs::read_to_string(&path).unwrap())
                    .unwrap_or_else(|e| panic!("{stem}: {e}"));
                (stem, rules)
            })
        })
        .collect();
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

#[test]
fn mancalagames_games_replay_with_no_difference() {
    let sets = rule_sets();
    assert!(sets.len() >= 57, "{} rule sets", sets.len());
    let (mut games, mut turns) = (0, 0);
    for (stem, rules) in sets {
        let options = define(rules).unwrap_or_else(|e| panic!("{stem}: {e}"));
        let text = std::fs::read_to_string(Path::new(DIR).join(format!("{stem}.jsonl")))
            .unwrap_or_else(|e| panic!("{stem}: its games: {e}"));
        let mut tally = Tally::default();
        for line in text.lines() {
            let game: Game = serde_json::from_str(line).unwrap();
            let compared = replay(&options, &game);
            tally.add(&game, compared);
        }
        assert!(
            tally.games > 0 && tally.turns > 0,
            "{stem}: nothing replayed"
        );
        assert_eq!(tally.differing(), 0, "{stem}: {:#?}", tally.differences);
        games += tally.games;
        turns += tally.turns;
    }
    assert!(
        games >= 90 && turns >= 5_000,
        "{games} games, {turns} turns"
    );
}

#[test]
fn the_rule_sets_go_through_mancalagames_s_format_and_back() {
    for (stem, rules) in rule_sets() {
        let text = mancalagames::export(&rules).unwrap_or_else(|e| panic!("{stem}: {e}"));
        let back = mancalagames::import(&text).unwrap_or_else(|e| panic!("{stem}: {e}\n{text}"));
        assert!(back.same_rules(&rules), "{stem}:\n{text}");
        assert_eq!(back.name, rules.name, "{stem}");
    }
}

/// A MancalaGames file, as fanga writes one, with `extra` added to its
/// `game_info`.
fn file_with(extra: &str) -> String {
    format!(
        r#"{{
   "game_class": "Mancala",
   "game_constants": {{"holes": 6, "nbr_start": 4}},
   "game_info": {{"name": "Test Game", "capt_on": [2, 3]{extra}}}
}}
<text_section>
<about>
A test.
</about>
</text_section>
"#
    )
}

#[test]
fn a_rule_fanga_does_not_play_is_refused_by_name() {
    assert_eq!(
        mancalagames::import(&file_with("")).unwrap().name,
        "test-game"
    );
    for (extra, parameter) in [
        (r#", "allow_rule": 4"#, "allow_rule"),
        (r#", "allow_rule": -1"#, "allow_rule"),
        (r#", "goal": 6"#, "goal"),
        // Territory is played in rounds of NO_MOVES.
        (r#", "goal": 2"#, "rounds"),
        (
            r#", "goal": 2, "rounds": 2, "goal_param": 10, "round_fill": 8"#,
            "round_fill",
        ),
        (r#", "start_pattern": 2"#, "start_pattern"),
        (r#", "capt_type": 4"#, "capt_type"),
        // CAPT_OPP_1CCW is played with the pick of the opponent's row only.
        (r#", "capt_type": 5"#, "capt_type"),
        (r#", "capt_type": 8"#, "capt_type"),
        (r#", "sow_rule": 1"#, "sow_rule"),
        (r#", "sow_rule": 8"#, "sow_rule"),
        // Children passed by need children.
        (r#", "sow_rule": 9"#, "sow_rule"),
        (r#", "sow_rule": 11"#, "sow_rule"),
        (r#", "sow_param": 8"#, "sow_param"),
        (r#", "mlaps": 3"#, "mlaps"),
        (r#", "mlap_cont": 4"#, "mlap_cont"),
        (r#", "sow_stores": 2"#, "sow_stores"),
        (r#", "presowcapt": 4"#, "presowcapt"),
        // A count of rounds won needs a goal_param.
        (r#", "rounds": 2, "goal": 4"#, "goal_param"),
        (r#", "pickextra": 1"#, "pickextra"),
        (r#", "pickextra": 2"#, "pickextra"),
        (r#", "capt_rturn": 3"#, "capt_rturn"),
        // Holes closed only by relays.
        (
            r#", "sow_rule": 2, "blocks": true, "sow_param": 3"#,
            "sow_rule",
        ),
        (r#", "pickextra": 5"#, "pickextra"),
        (r#", "capt_dir": 2"#, "capt_dir"),
        (r#", "end_cond": 3"#, "end_cond"),
        // A capture between laps needs laps.
        (
            r#", "sow_rule": 10, "sow_param": 8"#,
            "sowing.opponent_gets_at_most",
        ),
        // One seed to the store before each lap needs laps of 2 seeds.
        (r#", "presowcapt": 1"#, "sowing.store_takes_one"),
        (r#", "rounds": 1"#, "rounds"),
        // Children: the kinds, rules and places fanga plays, with stores.
        (r#", "child_type": 8, "stores": true"#, "child_type"),
        (r#", "child_type": 4, "stores": true"#, "child_cvt"),
        // Children on the opponent's holes need territory.
        (
            r#", "child_type": 4, "stores": true, "child_cvt": 4, "child_rule": 4"#,
            "child_rule",
        ),
        // Without stores, the children hold the captures: a count is
        // still needed.
        (r#", "child_type": 1"#, "child_cvt"),
        (r#", "child_type": 1, "stores": true"#, "child_cvt"),
        (
            r#", "child_type": 1, "stores": true, "child_cvt": 3, "child_rule": 4"#,
            "child_rule",
        ),
        (
            r#", "child_type": 1, "stores": true, "child_cvt": 3, "child_locs": 11"#,
            "child_locs",
        ),
        // Children passed by, with children fixed from the start: not
        // with stores sown.
        (
            r#", "child_type": 4, "child_locs": 11, "sow_rule": 11, "sow_stores": 1"#,
            "sowing.stores",
        ),
        (r#", "child_cvt": 3"#, "child_cvt"),
        (
            r#", "child_type": 3, "stores": true, "child_cvt": 3, "mlaps": 2"#,
            "sowing.laps",
        ),
        (
            r#", "child_type": 3, "stores": true, "child_cvt": 3, "mustshare": true"#,
            "moves.must_feed",
        ),
        // A single seed moves on only where the first stays home.
        (r#", "move_one": true"#, "sowing.single_seed_moves"),
        (r#", "no_sides": 2"#, "no_sides"),
        (r#", "start_pattern": 12"#, "start_pattern"),
        (r#", "grandslam": 4"#, "grandslam"),
        (r#", "capt_side": 5"#, "capt_side"),
        // PLAYALTDIR: the first choice binds both players.
        (r#", "sow_direct": 2"#, "sow_direct"),
        // Split with single seeds sown and relays: the rule against
        // sowing one straight back across an end.
        (r#", "sow_direct": 0, "mlaps": 1"#, "sowing.laps"),
        (
            r#", "sow_direct": 0, "udir_holes": [9]"#,
            "sowing.chosen_holes",
        ),
        (r#", "udir_holes": [1], "sow_stores": 1"#, "sowing.stores"),
        (r#", "colour": 3"#, "colour"),
        (r#", "crosscapt": 2"#, "crosscapt"),
    ] {
        // Refused on import, or when the rule set is checked.
        let e = mancalagames::import(&file_with(extra))
            .and_then(|rules| define(rules).map(|_| ()))
            .err()
            .unwrap_or_else(|| panic!("{extra}: accepted"))
            .to_string();
        assert!(
            e.starts_with(&format!("rule set `test-game`: {parameter}: ")),
            "{extra}: {e}"
        );
        assert!(!e.contains('\n'), "one line: {e}");
    }
    let bad = mancalagames::import(&file_with("").replace("Mancala", "Diffusion")).unwrap_err();
    assert!(bad.to_string().contains("game_class"), "{bad}");
    for text in ["", "{", "[1]", "{\"game_info\": 3}", &"x".repeat(70_000)] {
        assert!(mancalagames::import(text).is_err(), "{text:.20}");
    }
}

#[test]
fn names_are_registry_names() {
    for (name, expected) in [
        ("Adji_Kui_I", "adji-kui-i"),
        ("Dépouiller", "depouiller"),
        ("  Micro-Wari ", "micro-wari"),
        ("Leb Bbut Ahbochen", "leb-bbut-ahbochen"),
    ] {
        assert_eq!(mancalagames::registry_name(name), expected);
    }
}

/// Each rule set fanga ships is the one its MancalaGames games replay on
/// above: the fixture of the same name defines to the shipped rule set (the
/// same rules; only the title and the source are fanga's own).
#[test]
fn shipped_rule_sets_are_the_checked_ones() {
    use fanga_core::Position;
    use fanga_core::catalog::Catalogued;
    let shipped = <fanga_ruleset::TwoRow as Catalogued>::shipped();
    assert!(shipped.len() >= 9, "{} shipped", shipped.len());
    let sets = rule_sets();
    for options in shipped {
        let (stem, fixture) = sets
            .iter()
            .find(|(_, r)| r.name == options.name())
            .unwrap_or_else(|| panic!("{}: no MancalaGames fixture", options.name()));
        assert!(options.rule_set().same_rules(fixture), "{stem}");
        assert_ne!(
            options.rule_set().title,
            fixture.title,
            "{stem}: fanga's own title"
        );
        assert_eq!(define(fixture.clone()).unwrap(), options, "{stem}");
        let start = fanga_ruleset::TwoRow::start(&options);
        assert_eq!(start.game(), options.name());
        let summary = <fanga_ruleset::TwoRow as Catalogued>::rules(&options).unwrap();
        assert!(summary.source.contains("MancalaGames 2b1c596"), "{stem}");
        assert!(!summary.en.is_empty() && !summary.fr.is_empty(), "{stem}");
        assert!(
            <fanga_ruleset::TwoRow as Catalogued>::labels(&options).is_some(),
            "{stem}"
        );
    }
}
