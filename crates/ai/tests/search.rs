//! The players against brute force and their budgets: forced wins found at
//! their exact distance, legal moves only, the same answer for the same
//! seed, depth, node and (fake) time budgets kept, turns that never end set
//! aside.

use std::time::Duration;

use fanga_ai::{
    AlphaBeta, Evaluator, FakeClock, Greedy, Level, Limits, Mcts, Player, PlayerSpec, RandomPlayer,
    Score,
};
use fanga_core::{Bounded, LapBudget, Outcome, Player as Side, Position, SplitMix64};

/// Whether the player to move can force a win within `plies` plies (brute
/// force over whole turns, without the repetition rule).
fn wins_in<P: Position>(p: &P, plies: u32) -> bool {
    if plies == 0 {
        return false;
    }
    let me = p.turn();
    p.legal_moves().iter().any(|m| {
        let mut c = p.clone();
        c.play_unchecked(m);
        match c.outcome() {
            Some(Outcome::Win { winner, .. }) => winner == me,
            Some(Outcome::Draw { .. }) => false,
            None if c.turn() == me => wins_in(&c, plies - 1),
            None => {
                plies >= 2 && {
                    let replies = c.legal_moves();
                    !replies.is_empty()
                        && replies.iter().all(|r| {
                            let mut d = c.clone();
                            d.play_unchecked(r);
                            match d.outcome() {
                                Some(Outcome::Win { winner, .. }) => winner == me,
                                Some(Outcome::Draw { .. }) => false,
                                None => d.turn() == me && wins_in(&d, plies - 2),
                            }
                        })
                }
            }
        }
    })
}

/// The shortest forced win of the player to move, in plies, within `max`
/// (an even count: the opponent's forced last move ends the game).
fn shortest_win<P: Position>(p: &P, max: u32) -> Option<u32> {
    (1..=max).find(|&n| wins_in(p, n))
}

/// Positions of seeded random games with a shortest forced win of 1, 3
/// (and 5 if `max` allows) plies, and any even distance met: up to `per` of
/// each.
fn forced_wins<P: Position>(start: &P, max: u32, per: usize, games: u64) -> Vec<(P, u32)> {
    let mut found = Vec::new();
    let mut count = vec![0; max as usize + 1];
    for seed in 0..games {
        let mut rng = SplitMix64::new(seed);
        let mut p = start.clone();
        while p.outcome().is_none() {
            if let Some(n) = shortest_win(&p, max)
                && count[n as usize] < per
            {
                count[n as usize] += 1;
                found.push((p.clone(), n));
            }
            if !p.play_random(&mut rng) {
                break;
            }
        }
        if (1..=max).step_by(2).all(|n| count[n as usize] >= per) {
            break;
        }
    }
    found
}

/// Alpha-beta and Monte Carlo find every forced win at its distance, with a
/// winning move.
fn check_forced_wins<P: Bounded>(start: P, max: u32, per: usize) {
    let cases = forced_wins(&start, max, per, 200);
    for n in (1..=max).step_by(2) {
        assert!(
            cases.iter().any(|&(_, k)| k == n),
            "{}: no position with a win in {n} plies",
            P::GAME
        );
    }
    for (p, n) in &cases {
        let mut ab = AlphaBeta::new(Limits::depth(*n + 1));
        let d = ab.decide(p, &[]).unwrap();
        assert_eq!(d.score, Some(Score::win_in(*n)), "{}: {p}", P::GAME);
        let mut after = p.clone();
        after.play_unchecked(&d.mv);
        // The move keeps a win within the distance: the opponent cannot
        // escape whatever he plays.
        let won = match after.outcome() {
            Some(Outcome::Win { winner, .. }) => winner == p.turn(),
            Some(Outcome::Draw { .. }) => false,
            None => {
                let replies = after.legal_moves();
                *n >= 2
                    && replies.iter().all(|r| {
                        let mut d = after.clone();
                        d.play_unchecked(r);
                        match d.outcome() {
                            Some(Outcome::Win { winner, .. }) => winner == p.turn(),
                            Some(Outcome::Draw { .. }) => false,
                            None => wins_in(&d, *n - 2),
                        }
                    })
            }
        };
        assert!(won, "{}: {} does not win from {p}", P::GAME, d.mv);
        assert_eq!(d.pv.len(), *n as usize, "{}: {p} {:?}", P::GAME, d.pv);
        if *n == 1 {
            let mut mcts = Mcts::new(Limits::nodes(200), 1);
            let m = mcts.decide(p, &[]).unwrap();
            let mut after = p.clone();
            after.play_unchecked(&m.mv);
            assert!(
                matches!(after.outcome(), Some(Outcome::Win { winner, .. }) if winner == p.turn()),
                "{}: mcts misses the win in 1 from {p}",
                P::GAME
            );
        }
    }
}

#[test]
fn forced_wins_kalah() {
    check_forced_wins(fanga_kalah::Kalah::start(&Default::default()), 5, 3);
}

#[test]
fn forced_wins_oware() {
    let o = fanga_oware::OwareOptions::new(4, 2).unwrap();
    check_forced_wins(fanga_oware::Oware::start(&o), 3, 3);
}

#[test]
fn forced_wins_fang() {
    check_forced_wins(fanga_fang::Fang::start(&Default::default()), 5, 3);
}

#[test]
fn forced_wins_katro() {
    let mut o = fanga_katro::KatroOptions::default();
    fanga_core::GameOptions::apply(&mut o, &["columns=4"]).unwrap();
    check_forced_wins(fanga_katro::Katro::start(&o), 3, 3);
}

#[test]
fn forced_wins_fanorona_telo() {
    check_forced_wins(
        fanga_fanorona::FanoronaTelo::start(&Default::default()),
        3,
        3,
    );
}

#[test]
fn forced_wins_katra_fandatsaka() {
    let mut o = fanga_katra_fandatsaka::FandatsakaOptions::default();
    fanga_core::GameOptions::apply(&mut o, &["columns=4"]).unwrap();
    check_forced_wins(fanga_katra_fandatsaka::KatraFandatsaka::start(&o), 3, 2);
}

/// Every player plays legal moves through whole games, and the same seed
/// gives the same game.
fn check_games<P: Bounded>(start: &P, specs: &[&str]) {
    for spec in specs {
        let spec: PlayerSpec = spec.parse().unwrap();
        let game = |seed: u64| {
            let mut players = [spec.build::<P>(seed), spec.build::<P>(seed + 1)];
            let mut p = start.clone();
            let mut history = Vec::new();
            let mut moves = Vec::new();
            while p.outcome().is_none() && moves.len() < 60 {
                let d = players[p.turn().index()].decide(&p, &history).unwrap();
                assert!(p.is_legal(&d.mv), "{spec}: {} in {p}", d.mv);
                history.push(p.clone());
                p.play_unchecked(&d.mv);
                moves.push(d.mv.to_string());
            }
            moves
        };
        assert_eq!(game(7), game(7), "{spec} {}", P::GAME);
    }
}

#[test]
fn players_play_legal_moves_and_repeat_for_a_seed() {
    let specs = ["random", "greedy", "ab:d3", "ab:n2000", "mcts:200"];
    check_games(&fanga_kalah::Kalah::start(&Default::default()), &specs);
    check_games(&fanga_oware::Oware::start(&Default::default()), &specs);
    check_games(&fanga_fang::Fang::start(&Default::default()), &specs);
    check_games(
        &fanga_fanorona::Fanorona::start(&Default::default()),
        &["random", "greedy", "ab:d2", "mcts:50"],
    );
    let mut o = fanga_katro::KatroOptions::default();
    fanga_core::GameOptions::apply(&mut o, &["columns=4"]).unwrap();
    check_games(
        &fanga_katro::Katro::start(&o),
        &["greedy", "ab:d2", "mcts:50"],
    );
    check_games(
        &fanga_katra_fandatsaka::KatraFandatsaka::start(&Default::default()),
        &["greedy", "ab:d2", "mcts:30"],
    );
}

#[test]
fn depth_and_node_budgets_are_kept() {
    let start = fanga_oware::Oware::start(&Default::default());
    for depth in 1..=6 {
        let d = AlphaBeta::new(Limits::depth(depth))
            .decide(&start, &[])
            .unwrap();
        assert_eq!(d.depth, depth);
    }
    for nodes in [1, 10, 1000, 20_000] {
        let d = AlphaBeta::new(Limits::nodes(nodes))
            .decide(&start, &[])
            .unwrap();
        assert!(d.nodes <= nodes, "{} > {nodes}", d.nodes);
        let m = Mcts::new(Limits::nodes(nodes), 3)
            .decide(&start, &[])
            .unwrap();
        assert_eq!(m.nodes, nodes);
    }
}

#[test]
fn time_budgets_read_the_injected_clock() {
    let start = fanga_kalah::Kalah::start(&Default::default());
    let search = || {
        let clock = FakeClock::new(Duration::from_millis(1));
        let mut ab = AlphaBeta::new(Limits::time(Duration::from_millis(40))).with_clock(clock);
        ab.decide(&start, &[]).unwrap()
    };
    let (a, b) = (search(), search());
    assert_eq!(a, b, "a fake clock gives the same search every time");
    assert!(a.time >= Duration::from_millis(20), "{:?}", a.time);
    assert!(a.depth >= 1 && a.nodes > 1024, "{a:?}");
    let mcts = || {
        let clock = FakeClock::new(Duration::from_millis(1));
        let mut m = Mcts::new(Limits::time(Duration::from_millis(10)), 5).with_clock(clock);
        m.decide(&start, &[]).unwrap()
    };
    let (a, b) = (mcts(), mcts());
    assert_eq!(a, b);
    // The clock is read every 64 simulations: 10 readings.
    assert_eq!(a.nodes, 64 * 9);
}

#[test]
fn turns_past_the_lap_budget_are_set_aside() {
    // docs/bounded-work.md: d2:cw and h2:ccw never end (cycles of millions
    // of laps); under a budget of 10,000 laps they are undecided, scored as
    // losses, and never chosen.
    let p: fanga_katra_fandatsaka::KatraFandatsaka =
        "3,0,2,2,1,1,1,0/1,0,0,0,1,0,3,0/1,2,1,4,22,4,3,2/0,1,2,1,2,1,2,1 S reserve=0,0"
            .parse()
            .unwrap();
    let limits = Limits::depth(2).with_laps(LapBudget::laps(10_000));
    let d = AlphaBeta::new(limits).decide(&p, &[]).unwrap();
    let m = d.mv.to_string();
    assert!(m != "d2:cw" && m != "h2:ccw", "{m}");
    let d = Mcts::new(Limits::nodes(100).with_laps(LapBudget::laps(10_000)), 1)
        .decide(&p, &[])
        .unwrap();
    let m = d.mv.to_string();
    assert!(m != "d2:cw" && m != "h2:ccw", "{m}");
}

#[test]
fn oware_search_applies_the_repetition_rule() {
    // One house each: South's only move sows his seed into North's house.
    // If the position it leads to occurred earlier in the game, the move
    // ends the game by repetition, scored by the seeds: North has both.
    let p: fanga_oware::Oware = "1/1 S captured=0,0".parse().unwrap();
    let mut child = p;
    child.play_unchecked(&p.legal_moves()[0]);
    let mut ab = AlphaBeta::new(Limits::depth(3));
    let fresh = ab.decide(&p, &[]).unwrap();
    let repeated = ab.decide(&p, &[child]).unwrap();
    assert_eq!(repeated.score, Some(Score::loss_in(1)), "{repeated:?}");
    assert_ne!(fresh.score, repeated.score);
}

#[test]
fn without_a_repetition_rule_a_repeated_position_scores_as_a_draw() {
    // Kalah has no repetition rule. South is far ahead; if every position
    // his moves lead to occurred earlier in the game, each would repeat a
    // position, and the search scores them as draws: cycling is no
    // progress.
    let p: fanga_kalah::Kalah = "1,1,1,1,1,1/2,2,2,2,2,2 S store=20,10".parse().unwrap();
    let children: Vec<_> = p
        .legal_moves()
        .iter()
        .map(|m| {
            let mut c = p;
            c.play_unchecked(m);
            c
        })
        .collect();
    let mut ab = AlphaBeta::new(Limits::depth(4));
    let fresh = ab.decide(&p, &[]).unwrap();
    assert!(fresh.score.unwrap().0 > 0, "{fresh:?}");
    let mut ab = AlphaBeta::new(Limits::depth(4));
    let cycling = ab.decide(&p, &children).unwrap();
    assert_eq!(cycling.score, Some(Score(0)), "{cycling:?}");
    // One way out is enough: the search takes it.
    let mut ab = AlphaBeta::new(Limits::depth(4));
    let escape = ab.decide(&p, &children[1..]).unwrap();
    assert_eq!(escape.mv, p.legal_moves()[0]);
}

#[test]
fn finished_games_have_no_decision() {
    let p: fanga_kalah::Kalah = "0,0,0,0,0,0/1,0,0,0,0,0 S store=20,27".parse().unwrap();
    assert!(p.outcome().is_some());
    assert!(AlphaBeta::new(Limits::depth(3)).decide(&p, &[]).is_none());
    assert!(
        Mcts::<fanga_kalah::Kalah>::new(Limits::nodes(10), 0)
            .decide(&p, &[])
            .is_none()
    );
    assert!(Player::<fanga_kalah::Kalah>::decide(&mut RandomPlayer::new(0), &p, &[]).is_none());
    assert!(
        Greedy::<fanga_kalah::Kalah>::new(0)
            .decide(&p, &[])
            .is_none()
    );
}

#[test]
fn player_names_read_back() {
    for text in [
        "random",
        "greedy",
        "ab:100ms",
        "ab:2s",
        "ab:d6",
        "ab:n100000",
        "mcts:1000",
        "mcts:250ms",
        "mcts:1000:c1.4",
    ] {
        let spec: PlayerSpec = text.parse().unwrap();
        assert_eq!(spec.to_string(), text);
    }
    assert_eq!(
        "mcts:n1000".parse::<PlayerSpec>().unwrap().to_string(),
        "mcts:1000"
    );
    for level in Level::ALL {
        assert_eq!(level.name().parse::<Level>(), Ok(level));
        assert_eq!(level.name().parse::<PlayerSpec>(), Ok(level.spec()));
    }
    for bad in [
        "",
        "ab",
        "ab:",
        "ab:0",
        "ab:d0",
        "ab:1000",
        "mcts:d4",
        "mcts:10:x",
        "nope",
        "ab:10ms:c2",
        "greedy:1",
    ] {
        let e = bad.parse::<PlayerSpec>().unwrap_err();
        assert!(e.to_string().contains("is not a player"), "{bad}: {e}");
    }
}

#[test]
fn scores_read_as_results_or_seeds() {
    assert_eq!(Score::win_in(3).to_string(), "win in 3");
    assert_eq!(Score::loss_in(4).to_string(), "loss in 4");
    assert_eq!(Score(250).to_string(), "+2.50");
    assert_eq!(Score(-7).to_string(), "-0.07");
    assert_eq!(Score::DRAW.to_string(), "+0.00");
    assert!(Score::win_in(1) > Score::win_in(3));
    assert!(Score::loss_in(1) < Score::loss_in(3));
    // Proven margins: above evaluations, below results at a distance.
    assert_eq!(Score::proven(5).to_string(), "won by 5");
    assert_eq!(Score::proven(-2).to_string(), "lost by 2");
    assert_eq!(Score::proven(0), Score::DRAW);
    assert_eq!(Score::proven(7).proven_margin(), Some(7));
    assert_eq!(Score::proven(-7).proven_margin(), Some(-7));
    assert_eq!(Score::proven(10_000).proven_margin(), Some(499));
    assert_eq!(Score(250).proven_margin(), None);
    assert_eq!(Score::win_in(3).proven_margin(), None);
    assert!(!Score::proven(3).is_result());
    // Material's bound: 4,000 seeds.
    assert!(Score::proven(1) > Score(4_000 * 100));
    assert!(Score::proven(1) > Score::proven(-1));
    assert!(Score::proven(499) < Score::win_in(64));
    assert!(Score::proven(-499) > Score::loss_in(64));
    let _ = Side::South;
}

/// Knows every position "exactly": its value is the seeds in the mover's
/// first pit, as a proven margin.
struct EverythingExact;

impl Evaluator<fanga_kalah::Kalah> for EverythingExact {
    fn evaluate(&self, _: &fanga_kalah::Kalah) -> i32 {
        unreachable!("exact everywhere below the root")
    }

    fn exact(&self, p: &fanga_kalah::Kalah) -> Option<i32> {
        let row = u8::from(p.turn() == Side::North);
        Some(Score::proven(i32::from(p.row(row)[0]) - 2).0)
    }
}

#[test]
fn an_exact_value_ends_the_search_below_the_root() {
    let start = fanga_kalah::Kalah::start(&Default::default());
    let moves = start.legal_moves().len() as u64;
    for depth in [1, 4, 9] {
        let d = AlphaBeta::new(Limits::depth(depth))
            .with_evaluator(EverythingExact)
            .decide(&start, &[])
            .unwrap();
        // Each iteration visits the root and its children, no deeper.
        assert_eq!(d.nodes, u64::from(depth) * (1 + moves), "depth {depth}");
        let best = start
            .legal_moves()
            .iter()
            .map(|m| {
                let c = start.play(m).unwrap();
                let v = EverythingExact.exact(&c).unwrap();
                if c.turn() == start.turn() { v } else { -v }
            })
            .max()
            .unwrap();
        assert_eq!(d.score, Some(Score(best)));
        assert!(d.score.unwrap().proven_margin().is_some());
    }
    // Greedy prefers the exact value too.
    let g = Greedy::new(0)
        .with_evaluator(EverythingExact)
        .decide(&start, &[])
        .unwrap();
    let c = start.play(&g.mv).unwrap();
    let v = EverythingExact.exact(&c).unwrap();
    assert_eq!(if c.turn() == start.turn() { v } else { -v }, {
        let d = AlphaBeta::new(Limits::depth(1))
            .with_evaluator(EverythingExact)
            .decide(&start, &[])
            .unwrap();
        d.score.unwrap().0
    });
}

#[test]
fn a_stopped_iteration_keeps_the_root_moves_it_finished() {
    // Node budgets stop iterations part way: the move is the last
    // complete iteration's, or a move the stopped one finished after
    // finishing that one, with its score.
    let start = fanga_oware::Oware::start(&Default::default());
    let mut switched = 0;
    for nodes in (1..=60).map(|k| k * 250) {
        let mut last = None;
        let d = AlphaBeta::new(Limits::nodes(nodes))
            .search_reporting(&start, &[], &mut |r| last = Some(r.mv))
            .unwrap();
        // The last report names the move played.
        if let Some(mv) = last {
            assert_eq!(mv, d.mv, "{nodes} nodes");
        }
        assert!(start.legal_moves().contains(&d.mv));
        assert_eq!(d.pv.first(), Some(&d.mv));
        assert!(d.score.is_some());
        let complete = AlphaBeta::new(Limits::depth(d.depth))
            .decide(&start, &[])
            .unwrap();
        if d.mv != complete.mv {
            switched += 1;
        }
    }
    assert!(switched > 0, "no stopped iteration changed the move");
}

#[test]
fn a_session_keeps_each_sides_table_from_search_to_search() {
    use fanga_ai::{Engine, Go, Session};
    use std::sync::{Arc, atomic::AtomicBool};
    let go = || Go {
        player: "ab:d7".parse().unwrap(),
        seed: 0,
        stop: Arc::new(AtomicBool::new(false)),
        clock: None,
    };
    let mut s = Session::<fanga_kalah::Kalah>::new(&Default::default(), &[] as &[&str]).unwrap();
    let first = s.go(go(), &mut |_| {}).unwrap();
    // The same search again finds its answers in the table.
    let again = s.go(go(), &mut |_| {}).unwrap();
    assert_eq!(
        (again.mv.as_str(), again.score),
        (first.mv.as_str(), first.score)
    );
    assert!(
        again.nodes * 4 < first.nodes,
        "{} then {}",
        first.nodes,
        again.nodes
    );
    // The other side starts with a table of its own.
    s.set_position(None, &[first.mv.as_str()]).unwrap();
    let reply = s.go(go(), &mut |_| {}).unwrap();
    let mut fresh =
        Session::<fanga_kalah::Kalah>::new(&Default::default(), &[] as &[&str]).unwrap();
    fresh.set_position(None, &[first.mv.as_str()]).unwrap();
    let alone = fresh.go(go(), &mut |_| {}).unwrap();
    assert_eq!(
        (alone.mv, alone.nodes, alone.pv),
        (reply.mv, reply.nodes, reply.pv)
    );
}
