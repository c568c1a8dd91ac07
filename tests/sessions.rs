//! Every game of the registry has a computer-player session.
#![cfg(feature = "ai")]

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

#[test]
fn every_registered_game_has_a_session() {
    let registry = fanga::registry();
    for entry in registry.entries() {
        let mut s = fanga::session(entry.name, &[] as &[&str])
            .unwrap_or_else(|e| panic!("{}: {e}", entry.name));
        assert_eq!(s.game(), entry.name);
        let start = registry.start(entry.name, &[] as &[&str]).unwrap();
        assert_eq!(s.position(), start.to_string());
        let go = fanga::ai::Go {
            player: "greedy".parse().unwrap(),
            seed: 1,
            stop: Arc::new(AtomicBool::new(false)),
            clock: None,
        };
        let best = s.go(go, &mut |_| {}).unwrap();
        assert!(
            s.legal_moves().decided.contains(&best.mv),
            "{}: {}",
            entry.name,
            best.mv
        );
    }
    assert!(fanga::session("nope", &[] as &[&str]).is_err());
    // Oware's large boards get the large type, as in the registry.
    let s = fanga::session("oware", &["num_houses_per_player=12"]).unwrap();
    assert!(s.position().starts_with("4,4,4,4,4,4,4,4,4,4,4,4/"));
}

#[cfg(feature = "kalah")]
#[test]
fn kalah_stores_counts_a_store_seed_twice_a_row_seed() {
    use fanga::ai::Evaluator;
    use fanga::core::Position;
    use fanga::kalah::Kalah;
    // South's row (the second) holds 18 seeds and his store 2; North's row
    // 28 and his store none. North to move: 50 * 28 - (100 * 2 + 50 * 18).
    let p = Kalah::from_text("4,4,5,5,5,5/4,4,0,5,5,0 N store=2,0", &Default::default()).unwrap();
    assert_eq!(fanga::kalah::KalahStores.evaluate(&p), 300);
    let p = Kalah::from_text("4,4,5,5,5,5/4,4,0,5,5,0 S store=2,0", &Default::default()).unwrap();
    assert_eq!(fanga::kalah::KalahStores.evaluate(&p), -300);
}

#[cfg(feature = "oware")]
#[test]
fn an_oware_session_counts_captured_seeds_ten_times_row_seeds() {
    // South (the second row) has captured 23 and must sow his one seed
    // across: then his 23 captured against North's 25 in his row. By
    // material that is -2 seeds (-200); by `OwareCaptures`, 2300 - 250.
    let mut s = fanga::session("oware", &[] as &[&str]).unwrap();
    s.set_position(Some("4,4,4,4,4,4/0,0,0,0,0,1 S captured=23,0"), &[])
        .unwrap();
    let go = fanga::ai::Go {
        player: "ab:d1".parse().unwrap(),
        seed: 0,
        stop: Arc::new(AtomicBool::new(false)),
        clock: None,
    };
    let info = s.go(go, &mut |_| {}).unwrap();
    assert!(info.to_string().contains(" score cs 2050 "), "{info}");
}

#[cfg(feature = "kalah")]
#[test]
fn a_session_searches_with_its_evaluator() {
    use std::sync::atomic::{AtomicU64, Ordering};

    use fanga::ai::{Engine, Evaluator, Session};
    use fanga::kalah::Kalah;

    static CALLS: AtomicU64 = AtomicU64::new(0);
    struct Counting;
    impl Evaluator<Kalah> for Counting {
        fn evaluate(&self, _: &Kalah) -> i32 {
            CALLS.fetch_add(1, Ordering::Relaxed);
            0
        }
    }
    let mut s = Session::<Kalah>::new(&Default::default(), &[] as &[&str])
        .unwrap()
        .with_evaluator(|| Box::new(Counting));
    for player in ["ab:d2", "greedy"] {
        let before = CALLS.load(Ordering::Relaxed);
        let go = fanga::ai::Go {
            player: player.parse().unwrap(),
            seed: 1,
            stop: Arc::new(AtomicBool::new(false)),
            clock: None,
        };
        let best = s.go(go, &mut |_| {}).unwrap();
        assert!(s.legal_moves().decided.contains(&best.mv));
        assert!(CALLS.load(Ordering::Relaxed) > before, "{player}");
    }
}

#[cfg(feature = "kalah")]
#[test]
fn a_kalah_session_plays_with_an_endgame_table() {
    use fanga::kalah::KalahOptions;
    use fanga::kalah::solver::{KalahEndgame, KalahSowings};
    let o = KalahOptions::new(3, 3).unwrap();
    let table = Arc::new(KalahEndgame::build(&KalahSowings::new(&o), 18, 1, |_, _| {}).unwrap());
    let extensions = fanga::Extensions::new().with(Arc::clone(&table));
    let go = || fanga::ai::Go {
        player: "ab:d3".parse().unwrap(),
        seed: 0,
        stop: Arc::new(AtomicBool::new(false)),
        clock: None,
    };
    // Kalah(3, 3) is a first-player win by 2 (`solve`); the table holds
    // its start, so every child's value is exact.
    let mut s = fanga::session_with("kalah", &["houses=3", "seeds=3"], &extensions).unwrap();
    let info = s.go(go(), &mut |_| {}).unwrap();
    assert_eq!(info.score, Some(fanga::ai::Score::proven(2)));
    assert!(info.to_string().contains(" score won 2 "), "{info}");
    // Another board keeps the seed-counting evaluation.
    let mut s = fanga::session_with("kalah", &["houses=4", "seeds=3"], &extensions).unwrap();
    let info = s.go(go(), &mut |_| {}).unwrap();
    assert!(info.score.unwrap().proven_margin().is_none(), "{info}");
    assert!(info.to_string().contains(" score cs "), "{info}");
    // And so does every other game.
    assert!(fanga::session_with("oware", &[] as &[&str], &extensions).is_ok());
}

#[cfg(feature = "katro")]
#[test]
fn a_session_is_a_game_in_progress() {
    use fanga::core::{Adjudication, Player};
    let mut s = fanga::session("katro", &["columns=4"]).unwrap();
    let first = s.legal_moves().decided[0].clone();
    assert_eq!(s.play(&first).unwrap(), first);
    let second = s.legal_moves().decided[0].clone();
    s.play(&second).unwrap();
    assert_eq!(s.moves(), [first.clone(), second.clone()]);
    // Undo and redo, move by move.
    assert_eq!(s.undo(), Some(second.clone()));
    assert_eq!(s.undone(), std::slice::from_ref(&second));
    assert_eq!(s.position(), s.position_at(1).unwrap().to_string());
    assert_eq!(s.redo(), Some(second.clone()));
    assert_eq!(s.redo(), None);
    // A refused move leaves the game as it was.
    let before = s.record();
    assert!(s.play("z9:cw").is_err());
    assert_eq!(s.record(), before);
    // A resignation ends the game and is kept in the record.
    s.resign(s.turn());
    assert_eq!(s.resigned(), Some(Player::South));
    assert!(s.legal_moves().decided.is_empty());
    assert_eq!(s.result().as_deref(), Some("N wins (resignation)"));
    let record = s.record();
    let mut again = fanga::session("katro", &[] as &[&str]).unwrap();
    again.load_record(&record).unwrap();
    assert_eq!(again.record(), record);
    assert_eq!(
        again.options(),
        ["columns=4", "goal=all_seeds", "direction=per_turn"]
    );
    // Undo takes the resignation back first.
    assert_eq!(s.undo(), None);
    assert_eq!(s.result(), None);
    // A move limit outside the rules draws the game at once.
    s.set_adjudication(Adjudication {
        move_limit: Some(2),
        repetition: false,
    });
    assert_eq!(s.result().as_deref(), Some("draw (move limit)"));
    assert!(
        s.record()
            .contains("adjudication move_limit=2 repetition=off")
    );
    // A bad record is refused and changes nothing.
    assert!(
        again
            .load_record("game katro\noptions\nmove nope\n")
            .is_err()
    );
    assert_eq!(again.record(), record);
    assert_eq!(s.current().to_string(), s.position());
}

#[test]
fn a_catalog_of_rules_only_refuses_players_and_solver_by_name() {
    use fanga::core::registry::RegistryError;
    let rules = fanga::ai::Catalog::rules_only(&fanga::registry());
    let names: Vec<&str> = rules.entries().map(|e| e.name()).collect();
    let all: Vec<&str> = fanga::registry().entries().map(|e| e.name).collect();
    assert_eq!(names, all);
    let err = rules
        .session("kalah", &[] as &[&str], &fanga::Extensions::new())
        .err()
        .unwrap();
    assert!(matches!(err, RegistryError::Unavailable { .. }), "{err}");
    assert_eq!(
        err.to_string(),
        "`kalah`: this catalog holds the rules only: no computer players, no solver"
    );
    assert!(
        rules
            .solve("fang", &[] as &[&str], None, Default::default())
            .is_err()
    );
    assert!(!rules.get("fang").unwrap().solves_at_once(&[] as &[&str]));
    // The rules themselves are all there.
    let start = |r: &fanga::Registry| {
        r.start("kalah", &[] as &[&str])
            .unwrap()
            .moves(fanga::core::LapBudget::UNLIMITED)
            .decided
    };
    assert_eq!(start(&rules.registry()), start(&fanga::registry()));
}

/// Two turns of this katra fandatsaka position relay for about two million
/// laps before they are proven endless: decided at once exactly, undecided
/// under a budget of 1,000 laps.
const LONG: &str = "3,0,2,2,1,1,1,0/1,0,0,0,1,0,3,0/1,2,1,4,22,4,3,2/0,1,2,1,2,1,2,1 S reserve=0,0";

#[test]
fn a_session_lists_plays_and_reads_records_under_its_lap_budget() {
    use fanga::ai::{EngineError, SESSION_LAPS};
    use fanga::core::LapBudget;

    let mut s = fanga::session("katra-fandatsaka", &[] as &[&str]).unwrap();
    assert_eq!(s.lap_budget(), SESSION_LAPS);
    s.set_position(Some(LONG), &[]).unwrap();
    let exact = s.legal_moves();
    assert!(exact.is_complete());
    assert!(exact.decided.contains(&"d2:cw".to_owned()));

    s.set_lap_budget(LapBudget::laps(1000));
    let bounded = s.legal_moves();
    let undecided: Vec<&str> = bounded.undecided.iter().map(|u| u.mv.as_str()).collect();
    assert_eq!(undecided, ["d2:cw", "h2:ccw"]);
    assert!(bounded.undecided.iter().all(|u| u.laps == 1000));
    assert_eq!(bounded.decided.len() + 2, exact.decided.len());
    // Played, or given with a position: refused as undecided, nothing changed.
    assert_eq!(
        s.play("d2:cw"),
        Err(EngineError::Undecided {
            index: 1,
            text: "d2:cw".into(),
            laps: 1000
        })
    );
    assert!(matches!(
        s.set_position(Some(LONG), &["d2:cw"]),
        Err(EngineError::Undecided {
            index: 1,
            laps: 1000,
            ..
        })
    ));
    assert_eq!(s.position(), LONG);
    assert!(s.moves().is_empty());

    // The budget outlives a new position, adjudication and undo.
    s.set_lap_budget(LapBudget::UNLIMITED);
    s.play("d2:cw").unwrap();
    let record = s.record();
    s.set_adjudication(fanga::core::Adjudication::default());
    assert_eq!(s.lap_budget(), LapBudget::UNLIMITED);
    assert_eq!(s.moves(), ["d2:cw"]);

    // A record of a move the budget leaves undecided is refused under it.
    let mut other = fanga::session("katra-fandatsaka", &[] as &[&str]).unwrap();
    other.set_lap_budget(LapBudget::laps(1000));
    let refused = other.load_record(&record).unwrap_err().to_string();
    assert!(refused.contains("undecided after 1000 laps"), "{refused}");
    other.set_lap_budget(LapBudget::UNLIMITED);
    other.load_record(&record).unwrap();
    assert_eq!(other.moves(), ["d2:cw"]);
    assert_eq!(other.lap_budget(), LapBudget::UNLIMITED);
}
