//! Games described by data at run time (`fanga_core::variant`): a variant
//! of Katro, defined in code and read from its description, plays by the
//! game's rules under its own name and options, passes the conformance kit
//! (records that name it read back), and refuses what it must.

use fanga::core::catalog::Catalogued;
use fanga::core::registry::{GameEntry, Registry};
use fanga::core::variant::{Variant, VariantError, VariantSpec, define};
use fanga::core::{Game, GameOptions, LapBudget, Position};
use fanga::katro::Katro;

fn spec(name: &str) -> VariantSpec {
    VariantSpec::new(name, "Katro on four columns, towards the inner row")
        .of("katro")
        .fix(["columns=4", "goal=inner_row"])
}

#[test]
fn a_variant_plays_by_its_game_s_rules_under_its_own_name() {
    let options = define::<Katro>(spec("katro-four")).unwrap();
    let start = Variant::<Katro>::start(&options);
    assert_eq!(start.game(), "katro-four");
    assert_eq!(start.to_string(), "2,2,2,2/2,2,2,2/2,2,2,2/2,2,2,2 S");
    let plain = Katro::from_text(&start.to_string(), &start.position().options()).unwrap();
    assert_eq!(fanga::core::perft(&start, 3), fanga::core::perft(&plain, 3));
    assert_eq!(
        start.options().assignments(),
        ["variant=katro-four", "direction=per_turn"]
    );
    // The kit: moves, texts, traces, records naming the variant.
    let report =
        fanga::core::testing::Conformance::new([start, Variant::<Katro>::sample(&options)])
            .games(4)
            .run();
    assert_eq!(report.games, 8);
    // Defined again the same, it is the same; otherwise refused.
    assert_eq!(define::<Katro>(spec("katro-four")).unwrap(), options);
    assert!(matches!(
        define::<Katro>(spec("katro-four").fix(["direction=per_game"])),
        Err(VariantError::Taken { .. })
    ));
}

#[test]
fn a_variant_is_a_game_of_the_registry_with_its_records() {
    let spec: VariantSpec =
        "variant katro-eight\ngame katro\ntitle Katro on eight columns\nfix columns=8"
            .parse()
            .unwrap();
    let registry = fanga::registry().with_variant(spec).unwrap();
    let entry = registry.get("katro-eight").unwrap();
    assert_eq!(entry.title, "Katro on eight columns");
    let keys: Vec<&str> = entry.options.iter().map(|o| o.key).collect();
    assert_eq!(keys, ["variant", "goal", "direction"]);
    let p = registry.start("katro-eight", &["goal=inner_row"]).unwrap();
    assert_eq!(p.game(), "katro-eight");
    assert_eq!(p.moves(LapBudget::UNLIMITED).decided.len(), 32);
    assert!(registry.start("katro-eight", &["columns=4"]).is_err());
    // A record names the variant, and reads back only as it.
    let options = define::<Katro>(
        "variant katro-eight\ngame katro\ntitle Katro on eight columns\nfix columns=8"
            .parse()
            .unwrap(),
    )
    .unwrap();
    let mut game = Game::new(Variant::<Katro>::start(&options));
    game.play_random(&mut fanga::core::SplitMix64::new(7), 6);
    let record = game.to_string();
    assert!(
        record.starts_with("game katro-eight\noptions variant=katro-eight\n"),
        "{record}"
    );
    assert_eq!(
        Game::<Variant<Katro>>::from_record(&record, LapBudget::UNLIMITED).unwrap(),
        game
    );
    let e = Game::<Katro>::from_record(&record, LapBudget::UNLIMITED).unwrap_err();
    assert_eq!(
        e.to_string(),
        "record line 1: this is a record of `katro-eight`, not `katro`"
    );
    // A variant's entry is a registry entry like any other.
    let again = Registry::new().with(GameEntry::of_variant::<Katro>(options));
    assert_eq!(
        again.entries().map(|e| e.name).collect::<Vec<_>>(),
        ["katro-eight"]
    );
}

#[test]
fn bad_descriptions_are_refused_with_their_line() {
    for (text, message) in [
        ("", "variant description line 1: no `variant` line"),
        (
            "variant x\ngame katro\n",
            "variant description line 2: no `title` line",
        ),
        (
            "variant x\nvariant y\n",
            "variant description line 2: `variant` given twice",
        ),
        (
            "colour red\n",
            "variant description line 1: `colour` is not a part of a variant",
        ),
        (
            "variant\n",
            "variant description line 1: `variant` without its text",
        ),
        (
            "variant x\ngame katro\ntitle t\nsource s\n",
            "variant description line 4: the rules summary needs `source`, `en` and `fr` together",
        ),
    ] {
        let e = text.parse::<VariantSpec>().unwrap_err().to_string();
        assert!(e.starts_with(message), "{text:?}: {e}");
    }
    let registry = fanga::registry();
    for (spec, message) in [
        (
            VariantSpec::new("Bad Name", "t").of("katro"),
            "is not a variant name",
        ),
        (VariantSpec::new("katro", "t").of("katro"), "already a game"),
        (VariantSpec::new("x", "").of("katro"), "must be one line"),
        (
            VariantSpec::new("x", "t").of("katro").fix(["columns=5"]),
            "variant `x`: option `columns`",
        ),
        (
            VariantSpec::new("x", "t").of("chess"),
            "unknown game `chess`",
        ),
    ] {
        let e = registry.clone().with_variant(spec).unwrap_err().to_string();
        assert!(e.contains(message), "{e}");
    }
}

/// A variant's catalog entry is its game's, under the options it fixes and
/// under its name: sessions, records both ways, positions, the solver.
#[test]
#[cfg(all(feature = "ai", feature = "kalah"))]
fn a_variant_s_tools_are_its_game_s_under_its_name() {
    use fanga::core::catalog::Extensions;
    let spec = || {
        VariantSpec::new(
            "katro-tools",
            "Katro on four columns, towards the inner row",
        )
        .of("katro")
        .fix(["columns=4", "goal=inner_row"])
    };
    let catalog = fanga::catalog().with_variant(spec()).unwrap();
    let mut s = catalog
        .session("katro-tools", &["direction=per_game"], &Extensions::new())
        .unwrap();
    assert_eq!(s.game(), "katro-tools");
    assert_eq!(s.options(), ["variant=katro-tools", "direction=per_game"]);
    assert_eq!(s.legal_moves().decided.len(), 16);
    let mv = s.legal_moves().decided[3].clone();
    s.play(&mv).unwrap();
    let go = fanga::ai::Go {
        player: "ab:d2".parse().unwrap(),
        seed: 1,
        stop: std::sync::Arc::default(),
        clock: None,
    };
    let info = s.go(go, &mut |_| {}).unwrap();
    s.play(&info.mv).unwrap();
    for p in [s.current(), s.position_at(0).unwrap()] {
        assert_eq!(p.game(), "katro-tools");
        assert_eq!(p.option_assignments(), s.options());
    }
    assert_eq!(s.position_at(1).unwrap().to_string(), {
        let mut t = catalog
            .session(
                "katro",
                &["columns=4", "goal=inner_row", "direction=per_game"],
                &Extensions::new(),
            )
            .unwrap();
        t.play(&mv).unwrap();
        t.position()
    });
    // Its records name it, read back as it, and as nothing else.
    let record = s.record();
    assert!(
        record
            .starts_with("game katro-tools\noptions variant=katro-tools direction=per_game\nmove "),
        "{record}"
    );
    let options = define::<Katro>(spec()).unwrap();
    let typed = Game::<Variant<Katro>>::from_record(&record, LapBudget::UNLIMITED).unwrap();
    assert_eq!(
        typed.to_string(),
        record,
        "the typed game writes the same record"
    );
    let mut back = catalog
        .session("katro-tools", &[] as &[&str], &Extensions::new())
        .unwrap();
    back.load_record(&record).unwrap();
    assert_eq!((back.moves(), back.options()), (s.moves(), s.options()));
    assert_eq!(back.record(), record);
    for (bad, message) in [
        ("", "record line 1: the record is empty"),
        ("options\n", "record line 1: expected `game NAME` first"),
        (
            "game katro\noptions columns=4\n",
            "record line 1: this is a record of `katro`, not `katro-tools`",
        ),
        (
            "game katro-tools\nmove a1\n",
            "record line 2: expected `options ...`",
        ),
        (
            "game katro-tools\noptions\n",
            "record line 2: a record of `katro-tools` names it",
        ),
        (
            "game katro-tools\noptions variant=katro-tools columns=6\n",
            "record line 2: unknown option `columns`",
        ),
        (
            "game katro-tools\noptions variant=katro-tools\nmove z9:cw\n",
            "record line 3:",
        ),
    ] {
        let e = back.load_record(bad).unwrap_err().to_string();
        assert!(e.starts_with(message), "{bad:?}: {e}");
        assert_eq!(back.record(), record, "a refused record leaves the session");
    }
    // `variant=NAME` names it (and starts its options again); no other.
    let again = catalog
        .session(
            "katro-tools",
            &["direction=per_game", "variant=katro-tools"],
            &Extensions::new(),
        )
        .unwrap();
    assert_eq!(
        again.options(),
        ["variant=katro-tools", "direction=per_turn"]
    );
    assert!(
        catalog
            .session("katro-tools", &["variant=katro"], &Extensions::new())
            .is_err()
    );
    assert!(
        catalog
            .session("katro-tools", &["columns=6"], &Extensions::new())
            .is_err()
    );
    let mut o = options;
    assert!(
        o.set("variant", "katro-eight").is_err(),
        "a variant's options name it alone"
    );
    // The solver solves the variant's boards as its game's.
    let small = fanga::catalog()
        .with_variant(
            VariantSpec::new("kalah-tiny", "Kalah on two houses")
                .of("kalah")
                .fix(["houses=2", "seeds=1"]),
        )
        .unwrap();
    let tiny = small
        .solve("kalah-tiny", &[] as &[&str], None, Default::default())
        .unwrap();
    let game = small
        .solve("kalah", &["houses=2", "seeds=1"], None, Default::default())
        .unwrap();
    assert_eq!(tiny.value, game.value);
    // A catalog of rules alone refuses players in the variant's name.
    let rules = fanga::ai::Catalog::rules_only(&fanga::registry())
        .with_variant(spec())
        .unwrap();
    let Err(e) = rules.session("katro-tools", &[] as &[&str], &Extensions::new()) else {
        panic!("a catalog of rules alone has no players");
    };
    assert!(e.to_string().starts_with("`katro-tools`: "), "{e}");
}

/// A game a game type reads (a two-row rule set, in fanga's JSON or as a
/// MancalaGames file) is a game of the registry and the catalog, read by
/// the same call as a variant (`with_described`, `--define FILE`).
#[test]
#[cfg(all(feature = "ai", feature = "ruleset"))]
fn a_rule_set_described_by_data_is_a_game_of_every_tool() {
    use fanga::core::catalog::Extensions;
    let json = r#"{
        "name": "wari-described", "title": "Wari, described",
        "board": {"holes": 6, "seeds": 4},
        "sowing": {"skip_start": true},
        "capture": {"counts": [2, 3], "side": "opponent", "holes": 0},
        "moves": {"must_feed": true}
    }"#;
    let registry = fanga::registry().with_described(json).unwrap();
    let p = registry.start("wari-described", &[] as &[&str]).unwrap();
    assert_eq!(p.game(), "wari-described");
    assert_eq!(p.moves(LapBudget::UNLIMITED).decided.len(), 6);
    let catalog = fanga::catalog().with_described(json).unwrap();
    let mut s = catalog
        .session("wari-described", &[] as &[&str], &Extensions::new())
        .unwrap();
    s.play("c1").unwrap();
    assert!(
        s.record().starts_with("game wari-described\n"),
        "{}",
        s.record()
    );
    // A MancalaGames file.
    let mg = r#"{"game_class": "Mancala", "game_constants": {"holes": 3, "nbr_start": 3},
                 "game_info": {"name": "Tiny Wari", "capt_on": [2, 3], "capt_side": 1}}"#;
    let catalog = catalog.with_described(mg).unwrap();
    let tiny = catalog.solve("tiny-wari", &[] as &[&str], None, Default::default());
    assert!(tiny.is_ok(), "{tiny:?}");
    // The same description again is the same game; another game's name is
    // refused (a MancalaGames file named Kalah does not replace fanga's).
    assert!(registry.clone().with_described(json).is_ok());
    let kalah = mg.replace("Tiny Wari", "Kalah");
    let e = fanga::registry().with_described(&kalah).unwrap_err();
    assert!(e.to_string().contains("`kalah` is already a game"), "{e}");
    assert!(fanga::catalog().with_described(&kalah).is_err());
    // A variant is read by the same call; anything else is refused.
    let variant = "variant katro-described\ngame katro\ntitle Katro on four columns\nfix columns=4";
    assert!(fanga::registry().with_described(variant).is_ok());
    for bad in ["", "hello", "{\"board\": 3}", "{\"game_info\": {}}"] {
        let e = fanga::registry().with_described(bad).unwrap_err();
        assert!(!e.to_string().contains('\n'), "{e}");
    }
    let e = fanga::registry()
        .with_described(&json.replace("\"holes\": 6", "\"holes\": 40"))
        .unwrap_err()
        .to_string();
    assert!(e.contains("board.holes"), "{e}");
}
