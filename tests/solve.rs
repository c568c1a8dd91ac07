//! `fanga::solve`: Kalah's sowing-by-sowing adapter against the generic
//! whole-turn search, and the values `docs/solved.md` reports.

use fanga::ai::solve::{SolveError, SolveGame, SolveSettings, Solver, Verdict, WholeTurns};
use fanga::core::{Position, SplitMix64};
use fanga::kalah::{Kalah, KalahOptions};
use fanga::solve::{KalahSowings, Method, SolveConfig, SolveGameError, solve};

fn config() -> SolveConfig {
    SolveConfig {
        settings: SolveSettings {
            memory: 256 << 20,
            ..SolveSettings::default()
        },
        ..SolveConfig::default()
    }
}

/// Positions along seeded random games (stores and rows of every kind).
fn along(start: &Kalah, games: u64) -> Vec<Kalah> {
    let mut out = Vec::new();
    for seed in 0..games {
        let mut rng = SplitMix64::new(seed);
        let mut p = *start;
        while p.outcome().is_none() {
            out.push(p);
            if !p.play_random(&mut rng) {
                break;
            }
        }
    }
    out
}

#[test]
fn kalah_sowing_by_sowing_agrees_with_whole_turns() {
    for (h, s) in [(1, 4), (2, 2), (2, 6), (3, 2), (3, 3), (4, 2), (6, 1)] {
        let o = KalahOptions::new(h, s).unwrap();
        let start = Kalah::start(&o);
        let mut whole = Solver::new(WholeTurns::<Kalah>::new(), SolveSettings::default());
        for endgame in [0, 5, 9] {
            let game = KalahSowings::new(&o).with_endgame(endgame);
            let plain = KalahSowings::new(&o);
            let mut fast = Solver::new(game, SolveSettings::default());
            for p in along(&start, 4) {
                let a = fast.solve_raw(&plain.state(&p)).unwrap();
                let b = whole.solve_raw(&p).unwrap();
                // The whole-turn value is result first, then margin; the
                // sowing value is the margin.
                assert_eq!(fast.game().value_of(a), whole.game().value_of(b), "{p}");
            }
        }
    }
}

#[test]
fn kalah_reports_values_moves_and_a_variation() {
    let r = solve("kalah", &["houses=4", "seeds=3"], None, config()).unwrap();
    assert_eq!(r.method, Method::Search);
    assert_eq!(r.mover, 'S');
    assert_eq!(r.value.to_string(), "win by 6");
    let start = Kalah::start(&KalahOptions::new(4, 3).unwrap());
    let listed: Vec<String> = r.moves.iter().map(|(m, _)| m.clone()).collect();
    let legal: Vec<String> = start
        .legal_moves()
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(listed, legal);
    assert!(r.moves.iter().any(|(_, v)| *v == r.value));
    // The variation, played out, ends with the value's margin for South.
    let mut p = start;
    for m in &r.pv {
        p = p.play(&p.parse_move(m).unwrap()).unwrap();
    }
    assert!(p.outcome().is_some());
    let [south, north] = p.score();
    assert_eq!(i64::from(south) - i64::from(north), 6);
    // From a position, with North to move.
    let r = solve(
        "kalah",
        &["houses=3", "seeds=3"],
        Some("3,3,0/4,4,4 N store=1,0"),
        SolveConfig {
            moves: false,
            ..config()
        },
    )
    .unwrap();
    assert_eq!(r.mover, 'N');
    assert!(r.moves.is_empty() && r.pv.is_empty());
}

#[test]
fn the_values_docs_solved_md_reports() {
    let value = |game: &str, options: &[&str]| {
        solve(
            game,
            options,
            None,
            SolveConfig {
                moves: false,
                ..config()
            },
        )
        .unwrap()
        .value
        .to_string()
    };
    assert_eq!(value("fang", &["cups=4"]), "win by 3");
    assert_eq!(value("fang", &["cups=6"]), "draw");
    assert_eq!(value("fang", &["cups=8"]), "win by 11");
    assert_eq!(value("fifangha", &["columns=4"]), "loss by 6");
    assert_eq!(
        value("fifangha", &["columns=4", "reserve_end=draw"]),
        "draw (margin -6)"
    );
    assert_eq!(value("kalah", &["houses=3", "seeds=3"]), "win by 2");
    assert_eq!(value("kalah", &["houses=4", "seeds=4"]), "win by 2");
    let telo = solve("fanorona-telo", &[] as &[&str], None, config()).unwrap();
    assert_eq!(telo.method, Method::Retrograde);
    assert_eq!(telo.value.to_string(), "win");
    assert_eq!(telo.plies, Some(9));
    assert_eq!((telo.positions, telo.distinct), (5390, 1208));
    let best: Vec<&str> = telo
        .moves
        .iter()
        .filter(|(_, v)| v.verdict == Verdict::Win)
        .map(|(m, _)| m.as_str())
        .collect();
    assert_eq!(best, ["b2"]);
}

#[test]
fn what_cannot_be_solved_says_why() {
    let e = solve("oware", &[] as &[&str], None, config()).unwrap_err();
    assert_eq!(
        e,
        SolveGameError::Solve(SolveError::HistoryDependent { game: "oware" })
    );
    let small = SolveConfig {
        settings: SolveSettings {
            memory: 1 << 20,
            ..SolveSettings::default()
        },
        ..SolveConfig::default()
    };
    let e = solve("katro", &["columns=4"], None, small).unwrap_err();
    assert!(
        matches!(e, SolveGameError::Solve(SolveError::TooLarge { .. })),
        "{e}"
    );
    let e = solve("chess", &[] as &[&str], None, config()).unwrap_err();
    assert!(e.to_string().contains("unknown game `chess`"), "{e}");
    let e = solve("kalah", &["houses=9"], None, config()).unwrap_err();
    assert!(matches!(e, SolveGameError::Registry(_)), "{e}");
    let e = solve("kalah", &[] as &[&str], Some("nonsense"), config()).unwrap_err();
    assert!(matches!(e, SolveGameError::Registry(_)), "{e}");
}

#[test]
fn every_kalah_position_fits_the_packed_adapter() {
    // Kalah's texts hold at most 255 seeds, so no sowing of the packed
    // board can carry a byte into the next.
    let o = KalahOptions::default();
    let e = Kalah::from_text("250,0,0,0,0,0/0,0,0,0,0,200 S store=0,0", &o).unwrap_err();
    assert!(e.to_string().contains("255"), "{e}");
    let full = Kalah::from_text("250,0,0,0,0,0/0,0,0,0,0,5 S store=0,0", &o).unwrap();
    assert!(KalahSowings::new(&o).fits(&full));
    // 255 seeds on the board, solved sowing by sowing: the value agrees
    // with the whole-turn search.
    let r = solve(
        "kalah",
        &[] as &[&str],
        Some("250,0,0,0,0,0/0,0,0,0,0,5 S store=0,0"),
        config(),
    )
    .unwrap();
    let mut whole = Solver::new(WholeTurns::<Kalah>::new(), SolveSettings::default());
    let raw = whole.solve_raw(&full).unwrap();
    assert_eq!(r.value, whole.game().value_of(raw));
}
