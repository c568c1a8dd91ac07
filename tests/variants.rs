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
