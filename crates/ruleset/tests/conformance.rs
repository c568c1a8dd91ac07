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
    // And the rules of captures, laps and sowings MancalaGames adds:
    // Bule_Perga (relays from the next hole, captures in passing),
    // CrossCapt_Nine (both stores), Kara (the
    // opponent's row), Meusueb (seeds diverted, captures between laps),
    // Tap-Urdy (two out, between laps), Sokusowo and Achochodi (before
    // sowing), CrossCapt_Seven and SimpleCapt_PCapt.
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
        "Bule_Perga",
        "CrossCapt_Nine",
        "Kara",
        "Meusueb",
        "Tap-Urdy",
        "Sokusowo",
        "Achochodi",
        "CrossCapt_Seven",
        "SimpleCapt_PCapt",
        "Longbeu-a-cha",
        // Children: one each, on the opponent's row (Toguz Kumalak), and
        // sown clockwise (Toguz Xorgol).
        "Toguz_Kumalak",
        "Toguz_Xorgol",
        // Rounds: blocked holes, captures two out and relays from the next
        // hole past them (Bosh), the last seeds taken (Hoyito_II).
        "Bosh",
        "Hoyito_II",
        "Rio_Kadalis",
        // Relays into the store, each further sowing a move of its own,
        // in rounds with blocked holes.
        "Dakon",
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
    rules.name = "ruleset-every-hole-first".to_owned();
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

#[test]
fn the_kit_passes_on_turns_of_many_further_sowings() {
    // Anywoli (captures in passing, a further sowing on capture, the last
    // seeds taken) and CrossCapt_Eight (relays out of the store, which
    // give further sowings): each further sowing is a move of its own
    // (`sowing.further_sowings_are_moves`), the mover moving again; as
    // whole moves their turns branched widely (Anywoli's second ply had
    // 121,678), so the kit starts from a late position of Anywoli and
    // looks at CrossCapt_Eight's first plies only.
    let anywoli = define(rule_set("Anywoli")).unwrap();
    let late: TwoRow =
        "1,0,3,0,0,2,0,0,1,0,0,0/0,2,0,0,1,0,0,3,0,0,1,0 S store=40,42 ruleset=anywoli"
            .parse()
            .unwrap();
    assert_eq!(late.options(), anywoli);
    let eight = define(rule_set("CrossCapt_Eight")).unwrap();
    for (start, plies) in [(late, 40), (TwoRow::start(&eight), 4)] {
        let report = fanga_sowing::game::conformance([start])
            .games(2)
            .max_plies(plies)
            .run();
        assert_eq!(report.games, 2, "{start}");
    }
}

#[test]
fn every_move_of_the_shipped_rule_sets_fits_their_decisions() {
    // A learning program sizes its observations and a game's length by
    // `max_turn_decisions`: every move's decisions must fit it. The
    // shipped rule sets whose further sowings follow captures (Anywoli,
    // Hoyito II, Gabata) make each a move of its own, so two of
    // MancalaGames's files hold moves of several sowings: Kalah's last
    // seed in the store, and Ali_Guli_Mane's capture that sows again once.
    use fanga_core::catalog::Catalogued;
    use fanga_core::learn::{Actions, Decisions};
    use fanga_core::{Bounded, LapBudget, SplitMix64};
    let mut longest = 0;
    let whole = ["Kalah", "Ali_Guli_Mane"].map(|stem| define(rule_set(stem)).unwrap());
    for options in TwoRow::shipped().into_iter().chain(whole) {
        let most = TwoRow::max_turn_decisions(&options) as usize;
        let mut out = Decisions::new();
        for seed in 0..3 {
            let (mut pos, mut rng) = (TwoRow::start(&options), SplitMix64::new(seed));
            for _ in 0..60 {
                let listed = pos.within(LapBudget::laps(100_000)).legal_moves();
                for m in &listed.decided {
                    pos.decisions(m, &mut out);
                    longest = longest.max(out.len());
                    assert!(
                        out.len() <= most,
                        "{}: {m} is {} decisions, at most {most}",
                        options.name(),
                        out.len()
                    );
                }
                if !pos.play_random(&mut rng) {
                    break;
                }
            }
        }
    }
    // Moves of several sowings were met.
    assert!(longest >= 3, "the longest move was {longest} decisions");
}
