//! Every game of the facade's registry: its start position, text round trip,
//! options, and a few moves through the type-erased interface.

/// Every game of the list, hand-written or a shipped rule set, says its
/// family and region (`Catalogued::ORIGIN`, a rule set's in
/// `crates/ruleset/src/origins.rs`): the playground groups its game menu
/// by them, and Python and JavaScript list them.
#[test]
fn every_game_has_its_family_and_region() {
    let missing: Vec<&str> = fanga::registry()
        .entries()
        .filter(|e| {
            e.origin
                .is_none_or(|o| o.region.en.trim().is_empty() || o.region.fr.trim().is_empty())
        })
        .map(|e| e.name)
        .collect();
    assert!(missing.is_empty(), "no family or region: {missing:?}");
    // A variant is of its game's family and region.
    let katro = fanga::registry().get("katro").unwrap().origin;
    let variant = fanga::registry()
        .with_variant(
            "variant katro-small\ngame katro\ntitle Katro on four columns\nfix columns=4"
                .parse()
                .unwrap(),
        )
        .unwrap();
    assert_eq!(variant.get("katro-small").unwrap().origin, katro);
}

#[test]
fn every_game_is_registered_and_plays() {
    // Which games there are is the game list's (tests/games.rs).
    let r = fanga::registry();
    for e in r.entries() {
        let start = e.start(&[] as &[&str]).unwrap();
        let text = start.to_string();
        let back = e.parse(&text, &[] as &[&str]).unwrap();
        assert_eq!(back.to_string(), text, "{}", e.name);
        assert!(start.move_count() > 0, "{}", e.name);
        let (m, next) = start.play_index(0).unwrap();
        assert_eq!(
            start
                .play_text(&m, fanga::core::LapBudget::UNLIMITED)
                .unwrap()
                .to_string(),
            next.to_string(),
            "{}",
            e.name
        );
        assert!(start.perft(1, fanga::core::LapBudget::UNLIMITED).unwrap() > 0);
        // Every option value is accepted, one at a time.
        for spec in e.options {
            for v in spec.values {
                let a = format!("{}={v}", spec.key);
                if e.name == "fanorona" && spec.key == "vela_opener" && *v == "winner" {
                    assert!(e.start(&[a.as_str()]).is_err());
                    assert!(e.start(&[a.as_str(), "vela=on"]).is_ok());
                    continue;
                }
                e.start(&[a.as_str()])
                    .unwrap_or_else(|err| panic!("{} {a}: {err}", e.name));
            }
        }
    }
}

#[test]
#[cfg(all(feature = "katro", feature = "kalah", feature = "fang"))]
fn registry_errors_say_what_is_wrong() {
    let r = fanga::registry();
    let err = r.start("chess", &[] as &[&str]).unwrap_err().to_string();
    assert!(
        err.starts_with("unknown game `chess` (games: katro,"),
        "{err}"
    );
    let err = r.start("katro", &["columns"]).unwrap_err().to_string();
    assert_eq!(err, "`columns` is not an option: expected KEY=VALUE");
    let err = r
        .parse(
            "kalah",
            "4,4,4,4,4,4/4,4,4,4,4,4 S store=0,0",
            &["columns=6"],
        )
        .unwrap_err()
        .to_string();
    assert_eq!(err, "unknown option `columns` (options: houses, seeds)");
    let err = r
        .parse("fang", "0,1,1,1,1,1,1,0 S reserve=5,5", &["columns=6"])
        .unwrap_err()
        .to_string();
    assert_eq!(err, "unknown option `columns` (options: cups)");
    let err = r
        .start("katro", &[] as &[&str])
        .unwrap()
        .play_text("z9:cw", fanga::core::LapBudget::UNLIMITED)
        .unwrap_err()
        .to_string();
    assert!(err.starts_with("`z9:cw` is not a move"), "{err}");
}
