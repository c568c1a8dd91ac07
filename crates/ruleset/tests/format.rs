//! fanga's rule-set format: read, checked, refused with one line naming
//! the parameter, and played under the rule set's own name.

use fanga_core::{Game, GameOptions, LapBudget, Position};
use fanga_ruleset::{RuleSet, RuleSetError, TwoRow, default_rule_set, define};

fn wari(name: &str) -> RuleSet {
    let mut r = default_rule_set();
    r.name = name.to_owned();
    r
}

#[test]
fn the_default_rule_set_is_valid_and_plays() {
    let options = fanga_ruleset::RuleSetOptions::default();
    assert_eq!(options.name(), "ruleset");
    let p = TwoRow::start(&options);
    assert_eq!(p.game(), "ruleset");
    assert_eq!(
        p.to_string(),
        "4,4,4,4,4,4/4,4,4,4,4,4 S store=0,0 ruleset=ruleset"
    );
    // As fanga-oware's table (OpenSpiel's Oware) at these depths: the same
    // sowing, captures and feeding so early.
    let perft: Vec<u64> = (1..=5).map(|d| fanga_core::perft(&p, d)).collect();
    assert_eq!(perft, [6, 36, 190, 1014, 5219]);
    assert_eq!(
        default_rule_set().to_json(),
        RuleSet::from_json(&default_rule_set().to_json())
            .unwrap()
            .to_json()
    );
}

#[test]
fn a_rule_set_is_a_game_of_its_own_name_with_its_records() {
    let options = define(wari("wari-records")).unwrap();
    let mut game = Game::new(TwoRow::start(&options));
    game.play_random(&mut fanga_core::SplitMix64::new(3), 12);
    let record = game.to_string();
    assert!(
        record.starts_with("game wari-records\noptions ruleset=wari-records\n"),
        "{record}"
    );
    assert_eq!(
        Game::<TwoRow>::from_record(&record, LapBudget::UNLIMITED).unwrap(),
        game
    );
    // The options name the rule sets defined so far.
    let specs = options.specs();
    assert_eq!(specs[0].key, "ruleset");
    assert!(specs[0].values.contains(&"wari-records"));
    let mut o = fanga_ruleset::RuleSetOptions::default();
    assert!(o.set("ruleset", "no-such-game").is_err());
    o.set("ruleset", "wari-records").unwrap();
    assert_eq!(o, options);
}

#[test]
fn a_name_is_defined_once() {
    define(wari("wari-once")).unwrap();
    assert!(define(wari("wari-once")).is_ok(), "the same rules again");
    let mut other = wari("wari-once");
    other.board.seeds = 3;
    assert!(matches!(define(other), Err(RuleSetError::Taken { .. })));
    assert!(matches!(
        define(wari("Wari Once")),
        Err(RuleSetError::Name { .. })
    ));
}

#[test]
fn bad_rule_sets_are_refused_naming_the_parameter() {
    let base = default_rule_set().to_json();
    for (from, to, parameter) in [
        (r#""holes": 6"#, r#""holes": 17"#, "board.holes"),
        (r#""holes": 6"#, r#""holes": 0"#, "board.holes"),
        (r#""seeds": 4"#, r#""seeds": 0"#, "board.seeds"),
        (r#""seeds": 4"#, r#""seeds": 22"#, "board.seeds"),
        (r#""min_seeds": 1"#, r#""min_seeds": 0"#, "moves.min_seeds"),
        (
            r#""kind": "last_hole""#,
            r#""kind": "none""#,
            "capture.kind",
        ),
        (
            r#""counts": [
      2,
      3
    ]"#,
            r#""counts": []"#,
            "capture.kind",
        ),
        (
            r#""first_seed_in_start": false"#,
            r#""first_seed_in_start": true"#,
            "sowing.skip_start",
        ),
        (
            r#""relay_stops_on_capture": false"#,
            r#""relay_stops_on_capture": true"#,
            "sowing.relay_stops_on_capture",
        ),
    ] {
        assert!(base.contains(from), "{from}");
        let text = base
            .replace(from, to)
            .replace("\"name\": \"ruleset\"", "\"name\": \"bad-one\"");
        let e = RuleSet::from_json(&text)
            .and_then(define)
            .unwrap_err()
            .to_string();
        assert!(
            e.starts_with(&format!("rule set `bad-one`: {parameter}: ")),
            "{to}: {e}"
        );
    }
    let unfed = base
        .replace(r#""must_feed": true"#, r#""must_feed": false"#)
        .replace(r#""unfed_takes_all": false"#, r#""unfed_takes_all": true"#)
        .replace("\"name\": \"ruleset\"", "\"name\": \"bad-two\"");
    let e = RuleSet::from_json(&unfed)
        .and_then(define)
        .unwrap_err()
        .to_string();
    assert!(
        e.starts_with("rule set `bad-two`: end.unfed_takes_all: "),
        "{e}"
    );
    // The format's own errors say what and where.
    let e = RuleSet::from_json(
        r#"{"name": "x", "title": "t", "board": {"holes": 6, "seeds": 4}, "colour": 1}"#,
    )
    .unwrap_err()
    .to_string();
    assert!(
        e.contains("unknown field `colour`") && e.contains("line 1"),
        "{e}"
    );
    assert!(RuleSet::from_json("").is_err());
    assert!(RuleSet::from_json(r#"{"name": "x"}"#).is_err());
    // A field of a section is named by its path, with where it is.
    for (rest, field, message) in [
        (
            r#""board": {"holes": 6, "seeds": 4, "colour": 1}"#,
            "board.colour",
            "unknown field `colour`",
        ),
        (
            r#""board": {"holes": 6, "seeds": 4}, "sowing": {"stores": "everywhere"}"#,
            "sowing.stores",
            "unknown variant `everywhere`",
        ),
        (
            r#""board": {"holes": 6, "seeds": 4}, "capture": {"counts": [2, -3]}"#,
            "capture.counts[1]",
            "invalid value",
        ),
        (
            r#""board": {"holes": 6, "seeds": 4}, "moves": {"must_feed": 1}"#,
            "moves.must_feed",
            "invalid type",
        ),
    ] {
        let text = format!(r#"{{"name": "x", "title": "t", {rest}}}"#);
        let e = RuleSet::from_json(&text).unwrap_err().to_string();
        assert!(
            e.starts_with(&format!("rule set: {field}: {message}")) && e.contains("line 1"),
            "{rest}: {e}"
        );
    }
    // Text after the rule set is refused.
    let e = RuleSet::from_json(&format!("{base} x"))
        .unwrap_err()
        .to_string();
    assert!(e.contains("trailing characters"), "{e}");
}

#[test]
fn moves_and_positions_refuse_what_they_must() {
    let options = define(wari("wari-refusals")).unwrap();
    let p = TwoRow::start(&options);
    for (mv, message) in [("a2", "not"), ("z9", ""), ("", ""), ("a1 ", "")] {
        let refused = match mv.parse::<fanga_ruleset::TwoRowMove>() {
            Err(_) => true,
            Ok(m) => p
                .check_move(&m)
                .map_err(|e| assert!(e.to_string().contains(message), "{e}"))
                .is_err(),
        };
        assert!(refused, "`{mv}` was accepted");
    }
    for text in [
        "4,4,4,4,4,4/4,4,4,4,4,4 S",
        "4,4,4,4,4,4/4,4,4,4,4,5 S store=0,0",
        "4,4,4,4,4/4,4,4,4,4,4 S store=0,0",
        "4,4,4,4,4,4/4,4,4,4,4,4 S store=0,0 result=X",
    ] {
        assert!(TwoRow::from_text(text, &options).is_err(), "{text}");
    }
}

#[test]
fn the_rules_of_captures_laps_and_sowings_are_refused_naming_the_parameter() {
    let base: serde_json::Value = serde_json::from_str(&default_rule_set().to_json()).unwrap();
    for (i, (changes, parameter)) in [
        (r#"{"capture": {"kind": "two_out"}}"#, "capture.kind"),
        (r#"{"capture": {"kind": "matching"}}"#, "capture.kind"),
        (
            r#"{"capture": {"kind": "opponent_row", "counts": []}}"#,
            "capture.kind",
        ),
        (
            r#"{"capture": {"kind": "pull_across", "counts": [], "holes": 2}}"#,
            "capture.holes",
        ),
        (r#"{"capture": {"opponent_store": true}}"#, "capture.opponent_store"),
        (
            r#"{"capture": {"repeat_on_capture": true, "repeat_once": true}, "sowing": {"further_sowings_are_moves": true}}"#,
            "capture.repeat_once",
        ),
        (
            r#"{"capture": {"repeat_on_capture": true}, "board": {"holes": 16, "seeds": 4}}"#,
            "capture.repeat_on_capture",
        ),
        (
            r#"{"sowing": {"en_passant": "all"}, "capture": {"kind": "none", "counts": []}}"#,
            "sowing.en_passant",
        ),
        (r#"{"sowing": {"opponent_gets_at_most": 8}}"#, "sowing.opponent_gets_at_most"),
        (r#"{"sowing": {"store_takes_one": true}}"#, "sowing.store_takes_one"),
        (r#"{"sowing": {"relay_own_side": true}}"#, "sowing.relay_own_side"),
        (
            r#"{"sowing": {"laps": "relay", "relay_stops_in_store": true}}"#,
            "sowing.relay_stops_in_store",
        ),
        (
            r#"{"sowing": {"laps": "relay_next", "relay_captures": true}}"#,
            "sowing.relay_captures",
        ),
        (
            r#"{"sowing": {"laps": "relay", "stores": "both_own_repeats"}}"#,
            "sowing.laps",
        ),
        (
            r#"{"end": {"goal": "clear", "when_opponent_cleared": true}, "capture": {"kind": "none", "counts": []}}"#,
            "end.when_opponent_cleared",
        ),
        // The end rules of OpenSpiel's games (`counted_ends.rs`), where
        // they mean nothing.
        (
            r#"{"capture": {"grand_slam_of_fed_row": true}}"#,
            "capture.grand_slam_of_fed_row",
        ),
        (
            r#"{"end": {"majority": "counted_at_end", "goal": "clear"}, "capture": {"kind": "none", "counts": []}}"#,
            "end.majority",
        ),
        (r#"{"end": {"repetition": "ends_scored"}}"#, "end.repetition"),
        (
            r#"{"end": {"repetition": "ends_scored", "leftover": "owner_in_place", "goal": "clear"}, "capture": {"kind": "none", "counts": []}}"#,
            "end.repetition",
        ),
    ]
    .into_iter()
    .enumerate()
    {
        let mut rules = base.clone();
        let changes: serde_json::Value = serde_json::from_str(changes).unwrap();
        for (part, fields) in changes.as_object().unwrap() {
            for (k, v) in fields.as_object().unwrap() {
                rules[part][k] = v.clone();
            }
        }
        rules["name"] = format!("bad-rule-{i}").into();
        let e = RuleSet::from_json(&rules.to_string())
            .and_then(define)
            .unwrap_err()
            .to_string();
        assert!(
            e.starts_with(&format!("rule set `bad-rule-{i}`: {parameter}: ")),
            "{changes}: {e}"
        );
    }
}

#[test]
fn counts_in_a_position_s_keys_are_written_one_way() {
    // A count with a leading zero would read, then print otherwise: it is
    // refused, as the board's counts are.
    let rule_set = |stem: &str| {
        let path = format!(
            "{}/tests/mancalagames/{stem}.json",
            env!("CARGO_MANIFEST_DIR")
        );
        define(RuleSet::from_json(&std::fs::read_to_string(path).unwrap()).unwrap()).unwrap()
    };
    let adji = rule_set("Adji-boto");
    let ok = "10,10,10,10,10/10,10,10,10,10 S store=0,0 captures=off:1";
    let locked = " locked=a1,b1,c1,d1,e1,a2,b2,c2,d2,e2";
    assert!(TwoRow::from_text(&format!("{ok}{locked}"), &adji).is_ok());
    let zero = "10,10,10,10,10/10,10,10,10,10 S store=0,0 captures=off:01";
    assert!(TwoRow::from_text(&format!("{zero}{locked}"), &adji).is_err());
    let huroy = rule_set("Huroy");
    let start = "4,4,4,4,4,4/4,4,4,4,4,4 S store=0,0 starter=S";
    assert!(TwoRow::from_text(&format!("{start} round=2 tally=1,0"), &huroy).is_ok());
    for bad in [
        "round=02 tally=1,0",
        "round=2 tally=01,0",
        "round=+2 tally=1,0",
    ] {
        assert!(
            TwoRow::from_text(&format!("{start} {bad}"), &huroy).is_err(),
            "{bad}"
        );
    }
}
