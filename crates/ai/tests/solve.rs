//! The exact solvers against a plain minimax written here, against each
//! other, against alpha-beta at full depth, and on their limits.

use std::ops::ControlFlow;

use fanga_ai::solve::{
    RESULT_WEIGHT, SolveError, SolveGame, SolveSettings, Solver, Value, Verdict, WholeTurns,
    outcome_value, retrograde,
};
use fanga_ai::{AlphaBeta, Limits, Player};
use fanga_core::{Position, SplitMix64};
use fanga_fang::{Fang, FangOptions};
use fanga_fanorona::FanoronaTelo;
use fanga_kalah::{Kalah, KalahOptions};

/// Minimax over the whole tree, nothing remembered: the value for the
/// player to move, result first, then margin.
fn brute<P: Position>(p: &P) -> i32 {
    if let Some(o) = p.outcome() {
        return outcome_value(o, p.score(), p.turn());
    }
    let mut best = i32::MIN;
    let _ = p.for_each_move(|m| {
        let mut c = p.clone();
        c.play_unchecked(&m);
        let v = brute(&c);
        let v = if c.turn() == p.turn() { v } else { -v };
        best = best.max(v);
        ControlFlow::Continue(())
    });
    best
}

fn solver<P: Position>() -> Solver<WholeTurns<P>> {
    Solver::new(WholeTurns::new(), SolveSettings::default())
}

fn small_kalahs() -> Vec<KalahOptions> {
    let mut v = Vec::new();
    for h in 1..=3 {
        for s in 1..=3 {
            if h * s <= 6 {
                v.push(KalahOptions::new(h, s).unwrap());
            }
        }
    }
    v
}

fn fangs() -> Vec<FangOptions> {
    [4, 6, 8]
        .into_iter()
        .map(|c| FangOptions::default().with_cups(c).unwrap())
        .collect()
}

#[test]
fn the_solver_agrees_with_plain_minimax() {
    for o in small_kalahs() {
        let start = Kalah::start(&o);
        let raw = solver::<Kalah>().solve_raw(&start).unwrap();
        assert_eq!(raw, brute(&start), "Kalah({}, {})", o.houses(), o.seeds());
    }
    for o in fangs() {
        let start = Fang::start(&o);
        assert_eq!(solver::<Fang>().solve_raw(&start).unwrap(), brute(&start));
    }
}

/// Positions along seeded random games of `P` from `start`.
fn positions_along<P: Position>(start: &P, games: u64) -> Vec<P> {
    let mut out = Vec::new();
    for seed in 0..games {
        let mut rng = SplitMix64::new(seed);
        let mut p = start.clone();
        while p.outcome().is_none() {
            out.push(p.clone());
            if !p.play_random(&mut rng) {
                break;
            }
        }
    }
    out
}

#[test]
fn a_value_is_the_best_of_its_childrens_values() {
    let o = KalahOptions::new(3, 3).unwrap();
    let mut s = solver::<Kalah>();
    for p in positions_along(&Kalah::start(&o), 5) {
        let v = s.solve_raw(&p).unwrap();
        let mut best = i32::MIN;
        for m in p.legal_moves() {
            let c = p.play(&m).unwrap();
            let w = s.solve_raw(&c).unwrap();
            best = best.max(if c.turn() == p.turn() { w } else { -w });
        }
        assert_eq!(v, best, "{p}");
        assert_eq!(v, brute(&p), "{p}");
    }
}

#[test]
fn analysis_values_every_move_and_its_variation_keeps_the_value() {
    let o = KalahOptions::new(3, 2).unwrap();
    let start = Kalah::start(&o);
    let mut s = solver::<Kalah>();
    let a = s.analyse(&start, Clone::clone).unwrap();
    assert_eq!(a.moves.len(), start.legal_moves().len());
    assert!(a.moves.iter().any(|(_, v)| *v == a.value));
    assert!(a.moves.iter().all(|(_, v)| {
        let raw = |v: &Value| v.verdict as i32 * RESULT_WEIGHT + v.margin.unwrap();
        raw(v) <= raw(&a.value)
    }));
    // Playing the variation reaches the end with the value's margin.
    let mut p = start;
    for m in &a.pv {
        p = p.play(m).unwrap();
    }
    let o = p.outcome().expect("the variation goes to the end");
    let end = outcome_value(o, p.score(), start.turn());
    assert_eq!(s.game().value_of(end), a.value);
}

#[test]
fn solved_values_never_contradict_alpha_beta_at_full_depth() {
    for o in small_kalahs() {
        let start = Kalah::start(&o);
        let v = solver::<Kalah>().solve(&start).unwrap();
        let d = AlphaBeta::new(Limits::depth(60))
            .decide(&start, &[])
            .unwrap();
        let score = d.score.expect("alpha-beta scores its move");
        // A win or a loss is proven at a distance; a draw scores 0.
        assert!(score.is_result() || score.0 == 0, "{score}");
        let verdict = match score.0 {
            0 => Verdict::Draw,
            s if s > 0 => Verdict::Win,
            _ => Verdict::Loss,
        };
        assert_eq!(v.verdict, verdict, "Kalah({}, {})", o.houses(), o.seeds());
    }
}

#[test]
fn retrograde_analysis_agrees_with_the_search_on_acyclic_games() {
    for o in small_kalahs() {
        let start = Kalah::start(&o);
        let r = retrograde(&start, &SolveSettings::default(), |_| {}).unwrap();
        let v = solver::<Kalah>().solve(&start).unwrap();
        assert_eq!(r.value.verdict, v.verdict);
        assert_eq!(r.value.margin, None);
        let a = solver::<Kalah>().analyse(&start, Clone::clone).unwrap();
        for ((m, rv), (n, sv)) in r.moves.iter().zip(&a.moves) {
            assert_eq!(m, n);
            assert_eq!(rv.verdict, sv.verdict, "{m}");
        }
    }
    for o in fangs() {
        let start = Fang::start(&o);
        let r = retrograde(&start, &SolveSettings::default(), |_| {}).unwrap();
        assert_eq!(
            r.value.verdict,
            solver::<Fang>().solve(&start).unwrap().verdict
        );
    }
}

#[test]
fn retrograde_analysis_solves_fanorona_telo_as_its_own_solver_does() {
    let start: FanoronaTelo = ".../.../... W".parse().unwrap();
    let r = retrograde(&start, &SolveSettings::default(), |_| {}).unwrap();
    let own = fanga_fanorona::solve_telo(&start);
    assert_eq!(r.positions, own.positions as u64);
    assert_eq!(r.draws, own.draws as u64);
    assert_eq!(r.value.verdict, Verdict::Win);
    assert_eq!(r.plies, Some(9));
    assert_eq!(own.value, Some(9));
    // The variation is the quickest win against the slowest defence.
    assert_eq!(r.pv.len(), 9);
    assert_eq!(r.pv[0].to_string(), "b2");
    let mut p = start;
    for m in &r.pv {
        p = p.play(m).unwrap();
    }
    assert_eq!(
        p.outcome().and_then(|o| o.winner()),
        Some(fanga_core::Player::South)
    );
    for (m, v) in &r.moves {
        let child = start.play(m).unwrap();
        let theirs = fanga_fanorona::solve_telo(&child).value;
        // Their value is for Black, to move after the first move.
        let expected = match theirs {
            None => Verdict::Draw,
            Some(n) if n > 0 => Verdict::Loss,
            Some(_) => Verdict::Win,
        };
        assert_eq!(v.verdict, expected, "{m}");
    }
}

#[test]
fn the_search_stops_at_a_repetition_rather_than_answer() {
    let start: FanoronaTelo = ".../.../... W".parse().unwrap();
    let err = solver::<FanoronaTelo>().solve(&start).unwrap_err();
    assert!(matches!(err, SolveError::Cycle { .. }), "{err}");
    assert!(err.to_string().contains("retrograde"));
}

#[test]
fn retrograde_analysis_stops_at_its_memory_cap() {
    let start = Kalah::start(&KalahOptions::new(4, 4).unwrap());
    let settings = SolveSettings {
        memory: 1 << 20,
        ..SolveSettings::default()
    };
    let mut calls = 0;
    let err = retrograde(
        &start,
        &SolveSettings {
            progress_every: 1000,
            ..settings
        },
        |_| calls += 1,
    )
    .unwrap_err();
    let SolveError::TooLarge {
        positions,
        complete_plies,
        cap,
    } = err
    else {
        panic!("{err}")
    };
    assert_eq!(cap, 1 << 20);
    assert!(
        positions > 1000 && complete_plies > 1,
        "{positions} {complete_plies}"
    );
    assert!(calls > 0);
}

#[test]
fn a_history_rule_is_refused() {
    let start = fanga_oware::Oware::start(&Default::default());
    let err = retrograde(&start, &SolveSettings::default(), |_| {}).unwrap_err();
    assert_eq!(err, SolveError::HistoryDependent { game: "oware" });
}

#[test]
fn a_tiny_table_replaces_entries_and_stays_exact() {
    let start = Kalah::start(&KalahOptions::new(3, 3).unwrap());
    let exact = brute(&start);
    let mut s = Solver::new(
        WholeTurns::<Kalah>::new(),
        SolveSettings {
            memory: 4096,
            ..SolveSettings::default()
        },
    );
    assert_eq!(s.solve_raw(&start).unwrap(), exact);
    assert!(s.stats().table_bytes <= 4096);
    assert!(s.stats().nodes > 1000);
}

#[test]
fn progress_is_reported() {
    let start = Kalah::start(&KalahOptions::new(3, 3).unwrap());
    let seen = std::sync::Arc::new(std::sync::atomic::AtomicU64::new(0));
    let counter = seen.clone();
    let mut s = Solver::new(
        WholeTurns::<Kalah>::new(),
        SolveSettings {
            progress_every: 64,
            ..SolveSettings::default()
        },
    )
    .with_progress(move |st| {
        counter.store(st.nodes, std::sync::atomic::Ordering::Relaxed);
    });
    let _ = s.solve(&start).unwrap();
    let last = seen.load(std::sync::atomic::Ordering::Relaxed);
    assert!(last >= 64 && last <= s.stats().nodes);
}

#[test]
fn values_read_as_results_and_margins() {
    let v = Value {
        verdict: Verdict::Win,
        margin: Some(8),
    };
    assert_eq!(v.to_string(), "win by 8");
    assert_eq!(v.flip().to_string(), "loss by 8");
    let d = Value {
        verdict: Verdict::Draw,
        margin: Some(-6),
    };
    assert_eq!(d.to_string(), "draw (margin -6)");
    let r = Value {
        verdict: Verdict::Loss,
        margin: None,
    };
    assert_eq!(r.to_string(), "loss");
    let w = WholeTurns::<Kalah>::new();
    assert_eq!(w.value_of(RESULT_WEIGHT + 3), v_with(Verdict::Win, 3));
    assert_eq!(w.value_of(-RESULT_WEIGHT + 3), v_with(Verdict::Loss, 3));
    assert_eq!(w.value_of(-5), v_with(Verdict::Draw, -5));
}

fn v_with(verdict: Verdict, margin: i32) -> Value {
    Value {
        verdict,
        margin: Some(margin),
    }
}

#[test]
fn the_perfect_player_plays_the_solved_value() {
    use fanga_ai::PlayerSpec;
    use fanga_ai::solve::Perfect;
    // Perfect against perfect ends with the solved margin.
    let o = KalahOptions::new(3, 3).unwrap();
    let mut p = Kalah::start(&o);
    let mut players = [
        Perfect::<Kalah>::new(SolveSettings::default()),
        Perfect::<Kalah>::new(SolveSettings::default()),
    ];
    let first = players[0].decide(&p, &[]).unwrap();
    assert_eq!(
        first.score.unwrap().to_string(),
        format!("win in {}", first.pv.len())
    );
    while p.outcome().is_none() {
        let d = players[p.turn().index()].decide(&p, &[]).unwrap();
        assert!(p.is_legal(&d.mv));
        p = p.play(&d.mv).unwrap();
    }
    let [south, north]: [u32; 2] = p.score().into();
    assert_eq!(i64::from(south) - i64::from(north), 2);
    // A game with cycles goes through retrograde analysis: exact distance.
    let telo: FanoronaTelo = ".../.../... W".parse().unwrap();
    let mut perfect = Perfect::<FanoronaTelo>::new(SolveSettings::default());
    let d = perfect.decide(&telo, &[]).unwrap();
    assert_eq!(d.mv.to_string(), "b2");
    assert_eq!(d.score.unwrap().to_string(), "win in 9");
    // By name.
    let spec: PlayerSpec = "perfect".parse().unwrap();
    assert_eq!(spec, PlayerSpec::Perfect);
    assert_eq!(spec.to_string(), "perfect");
    let mut named = spec.build::<Kalah>(0);
    assert_eq!(named.name(), "perfect");
    assert_eq!(named.decide(&Kalah::start(&o), &[]).unwrap().mv, first.mv);
}

#[test]
fn a_long_game_stops_the_search_not_the_stack() {
    use fanga_core::GameOptions;
    use fanga_katro::{Katro, KatroOptions};
    let mut o = KatroOptions::default();
    o.apply(&["columns=4"]).unwrap();
    let start = Katro::start(&o);
    let mut s = Solver::new(
        WholeTurns::<Katro>::new(),
        SolveSettings {
            max_plies: 60,
            ..SolveSettings::default()
        },
    );
    let err = s.solve(&start).unwrap_err();
    assert!(
        matches!(
            err,
            SolveError::TooDeep { plies: 61 } | SolveError::Cycle { .. }
        ),
        "{err}"
    );
    // The perfect player then tries retrograde analysis, finds the game too
    // large for its cap, and plays alpha-beta from then on.
    let mut perfect = fanga_ai::solve::Perfect::<Katro>::new(SolveSettings {
        memory: 1 << 20,
        ..SolveSettings::default()
    });
    let d = perfect.decide(&start, &[]).unwrap();
    assert!(start.is_legal(&d.mv));
    assert!(
        perfect.name().starts_with("perfect (alpha-beta"),
        "{}",
        perfect.name()
    );
}

#[test]
fn a_node_budget_stops_the_search_and_the_perfect_player_plays_on() {
    let start = Kalah::start(&KalahOptions::new(4, 4).unwrap());
    let mut s = solver::<Kalah>();
    s.limit_nodes(1000);
    assert_eq!(
        s.solve(&start).unwrap_err(),
        SolveError::NodeBudget { nodes: 1000 }
    );
    // The table keeps what it found; without the limit the value comes.
    s.limit_nodes(u64::MAX);
    let fresh = solver::<Kalah>().solve_raw(&start).unwrap();
    assert_eq!(s.solve_raw(&start).unwrap(), fresh);
    // Past its budget a move is alpha-beta's; the player stays perfect.
    let big = Kalah::start(&KalahOptions::default());
    let mut perfect =
        fanga_ai::solve::Perfect::<Kalah>::new(SolveSettings::default()).with_node_budget(1000);
    let d = perfect.decide(&big, &[]).unwrap();
    assert!(big.is_legal(&d.mv));
    assert_eq!(d.depth, 8);
    assert_eq!(perfect.name(), "perfect");
}
