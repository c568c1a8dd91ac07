//! The rules of the moves allowed, the eliminating goals, the grand slam
//! that sows again and the start patterns, on positions of their own (the
//! imported files' rule sets of `tests/mancalagames`, and rule sets written
//! here), and their refusals naming the parameter.

use fanga_core::Position;
use fanga_ruleset::{RuleSet, TwoRow, default_rule_set, define};

fn imported(stem: &str) -> fanga_ruleset::RuleSetOptions {
    let path = format!(
        "{}/tests/mancalagames/{stem}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    define(RuleSet::from_json(&std::fs::read_to_string(path).unwrap()).unwrap()).unwrap()
}

fn moves(p: &TwoRow) -> Vec<String> {
    let mut v: Vec<String> = p.legal_moves().iter().map(ToString::to_string).collect();
    v.sort();
    v
}

fn at(text: &str, options: &fanga_ruleset::RuleSetOptions) -> TwoRow {
    TwoRow::from_text(&format!("{text} ruleset={}", options.name()), options)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn after(p: &TwoRow, mv: &str) -> String {
    p.play(&mv.parse().unwrap()).unwrap().to_string()
}

#[test]
fn start_patterns_give_mancalagames_s_start_for_south() {
    // The fixtures' starts of games South began.
    for (stem, start) in [
        (
            "Boola",
            "3,3,0,3,3,0,3,3,0,3,3,0/0,3,3,0,3,3,0,3,3,0,3,3 S store=0,0",
        ),
        (
            "Gamacha",
            "0,4,0,4,0,0,0,4,0,4,0,4/0,0,4,0,4,4,4,0,4,0,4,0 S store=0,0",
        ),
        // Each row's last two holes empty, from its owner's left.
        ("Enkeshui", "0,0,4,4,4,4,4,4/4,4,4,4,4,4,0,0 S store=0,0"),
        // One more in each row's last hole.
        ("Bay_Khom", "5,4,4,4,4/4,4,4,4,5 S store=0,0"),
        // South's rightmost hole is sown for him: North moves first.
        ("Sadeqa_IV", "4,4,4,1,5,5/0,4,4,0,0,1 N store=4,0"),
    ] {
        let options = imported(stem);
        assert_eq!(
            TwoRow::start(&options).to_string(),
            format!("{start} ruleset={}", options.name()),
            "{stem}"
        );
    }
    // A random start: the total, always the same for the same seed, and
    // another board for another seed.
    let options = imported("Mangala_IV");
    let p = TwoRow::start(&options);
    assert_eq!(p.board().total(), 98);
    assert!(p.board().holes().all(|h| p.board().get(h) >= 2));
    assert_eq!(p, TwoRow::start(&options));
    let mut other = options.rule_set().clone();
    other.name = "mangala-iv-seed-5".to_owned();
    other.board.start = fanga_ruleset::spec::StartPattern::Random { seed: 5 };
    let q = TwoRow::start(&define(other).unwrap());
    assert_eq!(q.board().total(), 98);
    assert_ne!(q.board().raw_cells(), p.board().raw_cells());
}

#[test]
fn allow_rules_filter_the_holes() {
    // Ouri: a single seed is sown only when every hole holds one.
    let ouri = imported("Ouri");
    let p = at("1,1,1,1,1,1/1,2,1,0,1,3 S store=17,17", &ouri);
    assert_eq!(moves(&p), ["b1", "f1"]);
    let e = p.check_move(&"a1".parse().unwrap()).unwrap_err();
    assert!(e.to_string().contains("every hole holds one"), "{e}");
    let p = at("1,1,1,1,1,1/1,1,0,0,1,0 S store=20,19", &ouri);
    assert_eq!(moves(&p), ["a1", "b1", "e1"]);
    // Ndoto: a single seed only into an empty hole.
    let ndoto = imported("Ndoto");
    let p = at("2,2,2,2,2,2,2,2/1,1,0,1,0,3,1,1 S store=4,4", &ndoto);
    assert_eq!(moves(&p), ["b1", "d1", "f1"]);
    // Depouiller: at most 5 seeds end on the opponent's row or in an empty
    // hole of the mover's.
    let dep = imported("Depouiller");
    let p = at("2,2,2,2,2/2,1,1,2,2 S store=1,1", &dep);
    assert_eq!(moves(&p), ["d1", "e1"]);
    let e = p.check_move(&"b1".parse().unwrap()).unwrap_err();
    assert!(e.to_string().contains("held seeds"), "{e}");
}

#[test]
fn every_hole_is_sown_once_before_any_again() {
    let mut rules = default_rule_set();
    rules.name = "every-hole-first".to_owned();
    rules.board.holes = 3;
    rules.board.seeds = 2;
    rules.moves.must_feed = false;
    rules.moves.pass = true;
    rules.moves.allow = fanga_ruleset::spec::AllowRule::EveryHoleFirst;
    let options = define(rules).unwrap();
    let p = TwoRow::start(&options);
    assert_eq!(
        p.to_string(),
        "2,2,2/2,2,2 S store=0,0 locked=a1,b1,c1,a2,b2,c2 ruleset=every-hole-first"
    );
    let p = p.play(&"a1".parse().unwrap()).unwrap();
    assert!(p.to_string().contains("locked=b1,c1,a2,b2,c2"), "{p}");
    let p = p.play(&"c2".parse().unwrap()).unwrap();
    assert_eq!(moves(&p), ["b1", "c1"]);
    // The text keeps them, and reads them back.
    assert_eq!(TwoRow::from_text(&p.to_string(), &options).unwrap(), p);
    // Once every hole of his was sown from, any may be; a text without
    // the key is at the start's state.
    let q = at("0,3,3/3,3,0 S store=0,0 locked=a2,b2", &options);
    assert_eq!(moves(&q), ["a1", "b1"]);
    let q = at("0,3,3/3,3,0 S store=0,0 locked=none", &options);
    assert_eq!(moves(&q), ["a1", "b1"]);
    let q = at("3,3,0/0,3,3 S store=0,0 locked=b1", &options);
    assert_eq!(moves(&q), ["b1"]);
    // A player whose holes never sown from are empty has no move.
    let q = at("3,3,0/0,3,3 S store=0,0 locked=a1,a2", &options);
    assert!(moves(&q).is_empty());
    for bad in ["locked=z9", "locked=", "locked=a1,,b1", "locked=d1"] {
        let text = format!("2,2,2/2,2,2 S store=0,0 {bad} ruleset=every-hole-first");
        assert!(TwoRow::from_text(&text, &options).is_err(), "{text}");
    }
}

#[test]
fn a_grand_slam_may_give_another_sowing() {
    // Ouri (MancalaGames's seed 11): e1 takes every seed of North, and South
    // sows again, feeding him.
    let ouri = imported("Ouri");
    let p = at("0,0,0,0,0,1/2,10,1,0,2,6 S store=14,12", &ouri);
    let m = moves(&p);
    assert!(
        m.contains(&"e1 b1".to_owned()) && m.contains(&"e1 f1".to_owned()),
        "{m:?}"
    );
    assert!(!m.contains(&"e1 a1".to_owned()), "{m:?}");
    assert_eq!(
        after(&p, "e1 b1"),
        "1,1,1,1,1,1/2,0,2,1,1,8 N store=16,12 ruleset=ouri"
    );
}

#[test]
fn eliminating_goals_end_the_game() {
    // Depouiller: the mover wins when the opponent's row is empty, loses
    // when his own is.
    let dep = imported("Depouiller");
    let p = at("0,0,0,1,0/0,0,0,0,1 S store=9,9", &dep);
    // e1 sows into North's row and takes nothing: South's row is empty.
    assert_eq!(
        after(&p, "e1"),
        "0,0,0,1,1/0,0,0,0,0 N store=9,9 result=N ruleset=depouiller"
    );
    let p = at("0,0,0,0,1/0,0,0,1,0 S store=9,9", &dep);
    // d1 ends in the empty e1 and takes the seed facing it: North has none.
    assert_eq!(
        after(&p, "d1"),
        "0,0,0,0,0/0,0,0,0,1 N store=10,9 result=S ruleset=depouiller"
    );
    // Boola: the mover wins when the opponent has no move, whatever the
    // stores hold.
    let boola = imported("Boola");
    let p = at(
        "0,0,0,0,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0,0,0,0 S store=20,27",
        &boola,
    );
    assert_eq!(
        after(&p, "a1"),
        "0,0,0,0,0,0,0,0,0,0,0,0/0,1,0,0,0,0,0,0,0,0,0,0 N store=20,27 result=S ruleset=boola"
    );
}

#[test]
fn bad_values_are_refused_naming_the_parameter() {
    let base = default_rule_set()
        .to_json()
        .replace("\"name\": \"ruleset\"", "\"name\": \"bad-new\"");
    for (changes, parameter) in [
        (
            vec![
                (r#""goal": "most_seeds""#, r#""goal": "deprive""#),
                (r#""pass": false"#, r#""pass": true"#),
            ],
            "moves.pass",
        ),
        (
            vec![
                (r#""goal": "most_seeds""#, r#""goal": "immobilize""#),
                (r#""fewer_than": 0"#, r#""fewer_than": 3"#),
            ],
            "end.goal",
        ),
        (
            vec![
                (r#""holes": 6"#, r#""holes": 2"#),
                (r#""start": "equal""#, r#""start": "clipped_triples""#),
            ],
            "board.start",
        ),
        (
            vec![
                (r#""holes": 6"#, r#""holes": 1"#),
                (r#""start": "equal""#, r#""start": "gamacha""#),
            ],
            "board.start",
        ),
        (
            vec![
                (r#""start": "equal""#, r#""start": {"random": {"seed": 3}}"#),
                (r#""seeds": 4"#, r#""seeds": 0"#),
            ],
            "board.seeds",
        ),
    ] {
        let mut text = base.clone();
        for (from, to) in changes {
            assert!(text.contains(from), "{from}");
            text = text.replace(from, to);
        }
        let e = RuleSet::from_json(&text)
            .and_then(define)
            .unwrap_err()
            .to_string();
        assert!(
            e.starts_with(&format!("rule set `bad-new`: {parameter}: ")),
            "{parameter}: {e}"
        );
    }
}

#[test]
fn either_player_may_sow_any_hole_where_the_rules_say() {
    let nosides = imported("NoSides");
    let p = at("2,0,0,0,2/0,0,0,3,0 S store=6,7", &nosides);
    assert_eq!(moves(&p), ["a2", "d1", "e2"]);
    // South sows North's e2, into d2 and c2: c2 ends with 1, no capture.
    assert_eq!(
        after(&p, "e2"),
        "2,0,1,1,0/0,0,0,3,0 N store=6,7 ruleset=nosides"
    );
    let e = p.check_move(&"b1".parse().unwrap()).unwrap_err();
    assert!(e.to_string().contains("empty"), "{e}");
    assert!(p.check_move(&"f1".parse().unwrap()).is_err());
    // Feeding, passing, grand slam rules, allow rules, sowing into the
    // stores and the other goals are refused with it.
    for (field, value, parameter) in [
        ("must_feed", true, "moves.must_feed"),
        ("pass", true, "moves.pass"),
    ] {
        let mut rules = nosides.rule_set().clone();
        rules.name = "nosides-bad".to_owned();
        match field {
            "must_feed" => rules.moves.must_feed = value,
            _ => rules.moves.pass = value,
        }
        let e = define(rules).unwrap_err().to_string();
        assert!(
            e.starts_with(&format!("rule set `nosides-bad`: {parameter}: ")),
            "{e}"
        );
    }
    let mut rules = nosides.rule_set().clone();
    rules.name = "nosides-bad".to_owned();
    rules.end.goal = fanga_ruleset::spec::Goal::Deprive;
    let e = define(rules).unwrap_err().to_string();
    assert!(e.starts_with("rule set `nosides-bad`: end.goal: "), "{e}");
}
