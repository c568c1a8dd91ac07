//! `fanga::solve`: Kalah's sowing-by-sowing adapter against the generic
//! whole-turn search, and the values `docs/solved.md` reports.

use fanga::ai::solve::{SolveError, SolveGame, SolveSettings, Solver, Verdict, WholeTurns};
use fanga::core::{Position, SplitMix64};
use fanga::kalah::{Kalah, KalahOptions};
use std::sync::Arc;

use fanga::kalah::solver::{
    EndgameError, KalahEndgame, KalahSolver, KalahSolverSettings, KalahSowings,
};
use fanga::solve::{Method, SolveConfig, SolveGameError, solve};

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
            let table = KalahEndgame::build(&KalahSowings::new(&o), endgame, 1, |_, _| {}).unwrap();
            let game = KalahSowings::new(&o).with_endgame(Arc::new(table)).unwrap();
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
    let [south, north]: [u32; 2] = p.score().into();
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
        SolveGameError::Solve(SolveError::Unsupported {
            game: "oware",
            why: "it ends on repeated positions of the game's history, so a position's value depends on how it was reached"
        })
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
        SolveConfig {
            tools: fanga::Extensions::new().with(fanga::core::catalog::TableRequest::new(
                Some(10),
                None,
                None,
            )),
            ..config()
        },
    )
    .unwrap();
    let mut whole = Solver::new(WholeTurns::<Kalah>::new(), SolveSettings::default());
    let raw = whole.solve_raw(&full).unwrap();
    assert_eq!(r.value, whole.game().value_of(raw));
}

/// Kalah's own solver on `threads` threads, with an endgame table of
/// `endgame` seeds (built by the solver, or given it when `given`).
fn kalah_solver(
    sowings: &KalahSowings,
    seeds: u32,
    endgame: u8,
    threads: usize,
    given: bool,
) -> KalahSolver<'_> {
    let mut settings = KalahSolverSettings::for_board(sowings.houses(), seeds, 64 << 20);
    settings.endgame = endgame;
    settings.table_above = 1;
    settings.threads = threads;
    if given {
        let table = KalahEndgame::build(sowings, endgame, threads, |_, _| {}).unwrap();
        KalahSolver::with_endgame(sowings, seeds, settings, Arc::new(table)).unwrap()
    } else {
        KalahSolver::new(sowings, seeds, settings).unwrap()
    }
}

#[test]
fn kalahs_own_solver_agrees_with_the_generic_search() {
    for (h, s) in [(1, 4), (2, 3), (3, 2), (3, 3), (4, 2), (4, 3), (6, 1)] {
        let o = KalahOptions::new(h, s).unwrap();
        let start = Kalah::start(&o);
        let sowings = KalahSowings::new(&o);
        let mut generic = Solver::new(KalahSowings::new(&o), SolveSettings::default());
        let seeds = 2 * u32::from(h) * u32::from(s);
        for (endgame, threads, built) in [(0, 1, false), (5, 2, false), (8, 1, true), (6, 2, true)]
        {
            let mut own = kalah_solver(&sowings, seeds, endgame, threads, built);
            for p in along(&start, 3) {
                let state = sowings.state(&p);
                let want = generic.solve_raw(&state).unwrap();
                assert_eq!(
                    own.value(&state).unwrap(),
                    want,
                    "{p} ({endgame}, {threads})"
                );
                // Each side of the value, by a null-window test.
                assert!(own.at_least(&state, want).unwrap(), "{p}");
                assert!(!own.at_least(&state, want + 1).unwrap(), "{p}");
            }
        }
    }
}

/// The final margin of `p` for its mover with perfect play, by plain
/// minimax over whole turns (no table, no pruning).
fn minimax(p: &Kalah) -> i64 {
    if p.outcome().is_some() {
        let s = p.score();
        let me = p.turn();
        return i64::from(s[me]) - i64::from(s[me.other()]);
    }
    p.legal_moves()
        .iter()
        .map(|m| {
            let child = p.play(m).unwrap();
            let v = minimax(&child);
            if child.turn() == p.turn() { v } else { -v }
        })
        .max()
        .unwrap()
}

/// Every way to share `seeds` seeds among `pits` pits.
fn shares(pits: usize, seeds: u8) -> Vec<Vec<u8>> {
    if pits == 1 {
        return vec![vec![seeds]];
    }
    (0..=seeds)
        .flat_map(|x| {
            shares(pits - 1, seeds - x)
                .into_iter()
                .map(move |mut rest| {
                    rest.insert(0, x);
                    rest
                })
        })
        .collect()
}

#[test]
fn every_state_of_a_small_endgame_table_is_its_minimax_value() {
    // Two houses a row and at most 7 seeds: C(11, 4) = 330 states, every
    // one checked against plain minimax, with either player to move.
    let o = KalahOptions::new(2, 1).unwrap();
    let sowings = KalahSowings::new(&o);
    let table = KalahEndgame::build(&sowings, 7, 2, |_, _| {}).unwrap();
    assert_eq!(table.len(), 330);
    let mut checked = 0;
    for seeds in 0..=7 {
        for pits in shares(4, seeds) {
            for side in ["S", "N"] {
                // Rows as the text lists them: row 2 from a2, then row 1.
                let text = format!(
                    "{},{}/{},{} {side} store=3,5",
                    pits[0], pits[1], pits[2], pits[3]
                );
                let p: Kalah = text.parse().unwrap();
                let state = sowings.state(&p);
                let want = minimax(&p) - i64::from(state.banked());
                assert_eq!(table.value(&state).map(i64::from), Some(want), "{text}");
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 660);
}

#[test]
fn endgame_tables_refuse_boards_they_cannot_hold() {
    assert_eq!(KalahEndgame::states(6, 24), Ok(1_251_677_700));
    assert_eq!(KalahEndgame::states(6, 28), Ok(5_586_853_480));
    assert_eq!(KalahEndgame::states(1, 0), Ok(1));
    for (houses, seeds) in [(0, 5), (7, 5), (6, 41)] {
        assert_eq!(
            KalahEndgame::states(houses, seeds),
            Err(EndgameError::Board {
                houses: houses as u8,
                seeds
            })
        );
    }
    let sowings = KalahSowings::new(&KalahOptions::new(2, 1).unwrap());
    let e = KalahEndgame::build(&sowings, 41, 1, |_, _| {}).unwrap_err();
    assert_eq!(
        e.to_string(),
        "a table of 2 houses and 41 seeds: houses must be 1 to 6 and seeds at most 40"
    );
}

#[test]
fn a_built_endgame_table_holds_every_states_exact_value() {
    let o = KalahOptions::new(3, 4).unwrap();
    let sowings = KalahSowings::new(&o);
    let table = KalahEndgame::build(&sowings, 10, 2, |_, _| {}).unwrap();
    // At most 10 seeds on 6 pits: C(10 + 6, 6) states.
    assert_eq!(table.len(), 8008);
    assert_eq!(KalahEndgame::states(3, 10), Ok(8008));
    let mut generic = Solver::new(KalahSowings::new(&o), SolveSettings::default());
    let mut checked = 0;
    for p in along(&Kalah::start(&o), 20) {
        let state = sowings.state(&p);
        let on_board: u32 = p.row(0).iter().chain(p.row(1)).map(|&x| u32::from(x)).sum();
        let v = table.value(&state);
        if on_board > 10 {
            assert_eq!(v, None);
            continue;
        }
        let want = generic.solve_raw(&state).unwrap() - state.banked();
        assert_eq!(v, Some(want), "{p}");
        checked += 1;
    }
    assert!(checked > 20, "{checked}");
    // Another board's state is not in the table.
    let six = KalahSowings::new(&KalahOptions::new(6, 1).unwrap());
    assert_eq!(
        table.value(&six.state(&Kalah::start(&KalahOptions::new(6, 1).unwrap()))),
        None
    );
}

#[test]
fn endgame_table_files_round_trip_and_refuse_damage() {
    let o = KalahOptions::new(2, 3).unwrap();
    let sowings = KalahSowings::new(&o);
    let table = KalahEndgame::build(&sowings, 7, 1, |_, _| {}).unwrap();
    let mut file = Vec::new();
    table.write_to(&mut file).unwrap();
    let again = KalahEndgame::read_from(&mut file.as_slice()).unwrap();
    assert_eq!(
        (again.houses(), again.seeds(), again.len()),
        (2, 7, table.len())
    );
    let mut back = Vec::new();
    again.write_to(&mut back).unwrap();
    assert_eq!(back, file);

    let refuse = |bytes: &[u8]| KalahEndgame::read_from(&mut &bytes[..]).unwrap_err();
    // Empty and short files.
    assert!(matches!(refuse(&[]), EndgameError::Io(_)));
    assert!(matches!(refuse(&file[..30]), EndgameError::Length { .. }));
    assert!(matches!(
        refuse(&file[..file.len() - 3]),
        EndgameError::Io(_)
    ));
    // Another file.
    let mut bad = file.clone();
    bad[0] = b'X';
    assert!(matches!(refuse(&bad), EndgameError::NotATable { .. }));
    // A table of the first format: refused, with what to do.
    let mut bad = file.clone();
    bad[..8].copy_from_slice(b"FNGKEG01");
    let e = refuse(&bad);
    assert!(matches!(e, EndgameError::NotATable { .. }));
    assert!(e.to_string().contains("build the table again"), "{e}");
    // A board the solver does not play.
    let mut bad = file.clone();
    bad[8] = 9;
    assert_eq!(
        refuse(&bad),
        EndgameError::Board {
            houses: 9,
            seeds: 7
        }
    );
    let mut bad = file.clone();
    bad[9] = 200;
    assert!(matches!(refuse(&bad), EndgameError::Board { .. }));
    // A header that claims a huge length is refused before any memory is
    // taken for it.
    let mut bad = file.clone();
    bad[16..24].copy_from_slice(&u64::MAX.to_le_bytes());
    assert!(matches!(
        refuse(&bad),
        EndgameError::Length {
            found: u64::MAX,
            ..
        }
    ));
    // Another board's header on these values.
    let mut bad = file.clone();
    bad[9] = 6;
    assert!(matches!(refuse(&bad), EndgameError::Length { .. }));
    // A value out of range, and a flipped value.
    let mut bad = file.clone();
    bad[24] = 255;
    assert!(matches!(refuse(&bad), EndgameError::Value { index: 0, .. }));
    let mut bad = file.clone();
    bad[40] ^= 2;
    assert_eq!(refuse(&bad), EndgameError::Checksum);
    // Every refusal says what was wrong in a sentence.
    assert!(refuse(&bad).to_string().contains("damaged"));

    // A table of another board is refused by the solver.
    let three = KalahSowings::new(&KalahOptions::new(3, 3).unwrap());
    let e = KalahSolver::with_endgame(
        &three,
        18,
        KalahSolverSettings::for_board(3, 18, 16 << 20),
        Arc::new(again),
    )
    .unwrap_err();
    assert_eq!(e, EndgameError::Houses { table: 2, board: 3 });
}

#[test]
fn solve_takes_a_built_endgame_table() {
    let o = KalahOptions::new(4, 3).unwrap();
    let table = KalahEndgame::build(&KalahSowings::new(&o), 9, 2, |_, _| {}).unwrap();
    let plain = solve("kalah", &["houses=4", "seeds=3"], None, config()).unwrap();
    let with = solve(
        "kalah",
        &["houses=4", "seeds=3"],
        None,
        SolveConfig {
            tools: fanga::Extensions::new()
                .with(Arc::new(table))
                .with(fanga::core::catalog::TableRequest::new(None, Some(2), None)),
            ..config()
        },
    )
    .unwrap();
    assert_eq!(
        (&with.value, &with.moves, &with.pv),
        (&plain.value, &plain.moves, &plain.pv)
    );
    // A table of another board is refused, with the reason.
    let five = KalahEndgame::build(
        &KalahSowings::new(&KalahOptions::new(5, 1).unwrap()),
        4,
        1,
        |_, _| {},
    )
    .unwrap();
    let e = solve(
        "kalah",
        &["houses=4", "seeds=3"],
        None,
        SolveConfig {
            tools: fanga::Extensions::new().with(Arc::new(five)),
            ..config()
        },
    )
    .unwrap_err();
    let SolveGameError::Solve(fanga::solve::SolveError::Game(e)) = e else {
        panic!("{e:?}")
    };
    assert_eq!(
        e.error().downcast_ref::<EndgameError>(),
        Some(&EndgameError::Houses { table: 5, board: 4 })
    );
}

/// The final margin for `p`'s mover after the move to `child`, with
/// perfect play (the generic solver), or at once if the game is over.
fn margin_after(
    generic: &mut Solver<KalahSowings>,
    sowings: &KalahSowings,
    p: &Kalah,
    child: &Kalah,
) -> i32 {
    let me = p.turn();
    if child.outcome().is_some() {
        let s = child.score();
        return s[me] as i32 - s[me.other()] as i32;
    }
    let v = generic.solve_raw(&sowings.state(child)).unwrap();
    if child.turn() == me { v } else { -v }
}

#[test]
fn alpha_beta_with_an_endgame_table_plays_perfectly_inside_it() {
    use fanga::ai::{AlphaBeta, Evaluator, Limits, Player as _, Score};
    use fanga::kalah::solver::KalahEndgameEval;
    // Kalah(4, 2): 16 seeds, so the whole game is inside a 16-seed table.
    let o = KalahOptions::new(4, 2).unwrap();
    let sowings = KalahSowings::new(&o);
    let table = Arc::new(KalahEndgame::build(&sowings, 16, 2, |_, _| {}).unwrap());
    let eval = KalahEndgameEval::new(Arc::clone(&table));
    let mut generic = Solver::new(KalahSowings::new(&o), SolveSettings::default());
    let mut checked = 0;
    for p in along(&Kalah::start(&o), 8) {
        let best = generic.solve_raw(&sowings.state(&p)).unwrap();
        assert_eq!(eval.exact(&p), Some(Score::proven(best).0), "{p}");
        // A one-ply search keeps the result (win, draw or loss); when no
        // move ends the game, it keeps the margin too. (A move that ends
        // the game scores a result at its distance, which ranks apart from
        // margins: a quicker win first, a slower loss last.)
        let d = AlphaBeta::new(Limits::depth(1))
            .with_evaluator(eval.clone())
            .decide(&p, &[])
            .unwrap();
        let child = p.play(&d.mv).unwrap();
        let got = margin_after(&mut generic, &sowings, &p, &child);
        assert_eq!(got.signum(), best.signum(), "{p}: {}", d.mv);
        let ends = p
            .legal_moves()
            .iter()
            .any(|m| p.play(m).unwrap().outcome().is_some());
        if !ends {
            checked += 1;
            assert_eq!(got, best, "{p}: {}", d.mv);
            assert_eq!(d.score, Some(Score::proven(best)), "{p}");
        }
    }
    assert!(checked > 50, "{checked}");
}

#[test]
fn a_partial_endgame_table_never_contradicts_the_solution() {
    use fanga::ai::{AlphaBeta, Limits, Player as _};
    use fanga::kalah::solver::KalahEndgameEval;
    // Kalah(4, 3): 24 seeds, a table of 10; alpha-beta at depth 4.
    let o = KalahOptions::new(4, 3).unwrap();
    let sowings = KalahSowings::new(&o);
    let eval = KalahEndgameEval::new(Arc::new(
        KalahEndgame::build(&sowings, 10, 2, |_, _| {}).unwrap(),
    ));
    let mut generic = Solver::new(KalahSowings::new(&o), SolveSettings::default());
    let (mut proven, mut searched) = (0, 0);
    for p in along(&Kalah::start(&o), 4) {
        let best = generic.solve_raw(&sowings.state(&p)).unwrap();
        let d = AlphaBeta::new(Limits::depth(4))
            .with_evaluator(eval.clone())
            .decide(&p, &[])
            .unwrap();
        let s = d.score.unwrap();
        searched += 1;
        // The result is exact (the margin is that of the line chosen, see
        // above), and so is the move's.
        if s.proven_margin().is_some() || s.is_result() {
            proven += 1;
            assert_eq!(s.0.signum(), best.signum(), "{p}: {s}");
            let child = p.play(&d.mv).unwrap();
            let got = margin_after(&mut generic, &sowings, &p, &child);
            assert_eq!(got.signum(), best.signum(), "{p}: {}", d.mv);
        }
    }
    assert!(proven > 5 && proven < searched, "{proven} of {searched}");
}

/// Fifangha's school rules on four columns: the solver's value of late
/// positions (the boards of seeded random games' first plies, with two
/// reserve seeds each: four plies at most to the end) is the plain negamax
/// of the rules (first the result, then the margin of seeds in one's rows),
/// for both forms. The full solves are the ignored test below.
#[test]
fn fifangha_school_values_of_late_positions_are_negamax() {
    use fanga::core::{GameOptions, Outcome, Player};
    use fanga::fifangha::{Fifangha, FifanghaOptions};
    /// (verdict, margin) for the player to move, compared in that order.
    fn negamax(p: &Fifangha) -> (Verdict, i32) {
        if let Some(o) = p.outcome() {
            let [south, north]: [i32; 2] = p.score().map(|s| i32::try_from(s).unwrap()).into();
            let mine = if p.turn() == Player::South {
                south - north
            } else {
                north - south
            };
            let verdict = match o {
                Outcome::Win { winner, .. } if winner == p.turn() => Verdict::Win,
                Outcome::Win { .. } => Verdict::Loss,
                _ => Verdict::Draw,
            };
            return (verdict, mine);
        }
        p.legal_moves()
            .iter()
            .map(|m| {
                let (v, margin) = negamax(&p.play(m).unwrap());
                let v = match v {
                    Verdict::Win => Verdict::Loss,
                    Verdict::Loss => Verdict::Win,
                    Verdict::Draw => Verdict::Draw,
                };
                (v, -margin)
            })
            .max()
            .unwrap()
    }
    let small = || SolveConfig {
        moves: false,
        settings: SolveSettings {
            memory: 8 << 20,
            ..SolveSettings::default()
        },
        ..SolveConfig::default()
    };
    for rules in ["rules=school", "rules=school_short"] {
        let options = ["columns=4", rules];
        let mut o = FifanghaOptions::default();
        o.apply(&options).unwrap();
        let mut verdicts = Vec::new();
        for seed in 0..6 {
            let mut rng = SplitMix64::new(seed);
            let mut p = Fifangha::start(&o);
            for _ in 0..8 {
                if p.outcome().is_some() {
                    break;
                }
                let board = p.to_string();
                let (board, _) = board.split_once(" reserve=").unwrap();
                let late = format!("{board} reserve=2,2");
                let q = Fifangha::from_text(&late, &o).unwrap();
                let solved = solve("fifangha", &options, Some(&late), small())
                    .unwrap()
                    .value;
                let (verdict, margin) = negamax(&q);
                assert_eq!(
                    (solved.verdict, solved.margin),
                    (verdict, Some(margin)),
                    "{rules} {late}"
                );
                verdicts.push(verdict);
                p.play_random(&mut rng);
            }
        }
        // Not one kind of value only.
        assert!(verdicts.len() >= 20, "{rules}: {}", verdicts.len());
        assert!(verdicts.iter().any(|v| *v != verdicts[0]), "{rules}");
    }
}

/// The values `docs/solved.md` reports for the school rules on four
/// columns: about 1 s and 8 s of one core in a release build, 40 s in a
/// test build. `cargo test --release --test tests -- --ignored fifangha_school`
#[test]
#[ignore = "seconds in release builds, 40 s in a test build"]
fn fifangha_school_four_columns_solved() {
    let value = |options: &[&str]| {
        solve(
            "fifangha",
            options,
            None,
            SolveConfig {
                moves: false,
                settings: SolveSettings {
                    memory: 1 << 30,
                    ..SolveSettings::default()
                },
                ..config()
            },
        )
        .unwrap()
        .value
        .to_string()
    };
    assert_eq!(value(&["columns=4", "rules=school"]), "win by 3");
    assert_eq!(
        value(&["columns=4", "rules=school_short"]),
        "loss (margin +0)"
    );
}
