//! The lap budget: positions whose turns take millions of laps to decide
//! (found by fuzzing and by long random games) answer at once under a budget,
//! and traces of long turns stay small and still replay.

use fanga::core::{Bounded, LapBudget, Position, Traced, WithinError};
use fanga::sowing::trace::{Event, MoveTrace};

const BUDGET: LapBudget = LapBudget::laps(100_000);

/// Under the budget, `slow` is the only undecided move of `text`; every other
/// move is decided and plays as without a budget; `slow` played under the
/// budget hands back the position unchanged.
fn only_slow<P: Bounded>(text: &str, options: &P::Options, slow: &str) {
    let p = P::from_text(text, options).unwrap();
    let moves = p.within(BUDGET).legal_moves();
    let undecided: Vec<String> = moves.undecided.iter().map(|u| u.mv.to_string()).collect();
    assert_eq!(undecided, [slow], "{text}");
    assert!(moves.undecided.iter().all(|u| u.laps == 100_000));
    for m in &moves.decided {
        let next = p.within(BUDGET).play(m).unwrap();
        let mut exact = p.clone();
        exact.play_unchecked(m);
        assert_eq!(next, exact, "{m}");
    }
    let m: P::Move = slow.parse().unwrap();
    let e = p.within(BUDGET).play(&m).unwrap_err();
    assert!(!e.is_illegal());
    assert_eq!(e.position, p);
    assert_eq!(
        e.to_string(),
        format!(
            "move `{slow}` not played: the turn of `{slow}` was still undecided after 100000 laps (the lap budget)"
        )
    );
    let mut q = p.clone();
    assert!(q.run_move(&m, BUDGET).is_err());
    assert_eq!(q, p);
    assert!(matches!(
        p.within(BUDGET).check_move(&m),
        Err(WithinError::Undecided(_))
    ));
}

#[test]
fn katra_fandatsaka_after_a_75_move_game() {
    only_slow::<fanga::katra_fandatsaka::KatraFandatsaka>(
        "1,3,1,5,1,2,8,9/8,1,2,1,0,1,4,3/0,0,0,1,0,0,0,0/1,0,0,4,2,1,2,3 N reserve=0,0",
        &Default::default(),
        "b4:ccw",
    );
}

#[test]
fn katra_sakalava_after_a_52_move_game() {
    let text =
        "0,1,1,1,2,0,2,0/0,0,0,1,0,0,0,0/0,3,4,1,4,9,1,7/3,6,1,4,3,2,2,6 S reserve=0,0 rova=0,0";
    only_slow::<fanga::katra_sakalava::KatraSakalava>(text, &Default::default(), "f1:ccw");
    let mut options = fanga::katra_sakalava::SakalavaOptions::default();
    fanga::core::GameOptions::apply(&mut options, &["back_rova=optional"]).unwrap();
    only_slow::<fanga::katra_sakalava::KatraSakalava>(text, &options, "f1:ccw");
}

#[test]
fn fifangha_with_the_reserve_ending_in_phase_two() {
    let mut options = fanga::fifangha::FifanghaOptions::default();
    fanga::core::GameOptions::apply(&mut options, &["reserve_end=phase_two"]).unwrap();
    only_slow::<fanga::fifangha::Fifangha>(
        "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/4,8,2,4,3,1,2,3/5,1,4,5,2,3,4,7 S reserve=0,0",
        &options,
        "e2:cw",
    );
}

#[test]
fn katro_with_48_and_153_seeds() {
    only_slow::<fanga::katro::Katro>(
        "0,0,0,0,0,0/0,0,0,0,0,0/5,2,3,2,6,3/4,9,1,4,5,4 S",
        &Default::default(),
        "d2:cw",
    );
    let text = "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/13,8,9,10,13,8,13,10/17,7,8,11,10,5,6,5 S";
    let p: fanga::katro::Katro = text.parse().unwrap();
    only_slow::<fanga::katro::Katro>(text, &p.options(), "a1:cw");
}

#[test]
fn mangala_with_230_shells() {
    only_slow::<fanga::mangala::Mangala>(
        "21,12,19,21,26,16/25,19,18,15,18,20 S captured=0,0 opened=0,0",
        &Default::default(),
        "f1",
    );
}

#[test]
fn perft_and_the_registry_answer_undecided() {
    let registry = fanga::registry();
    let p = registry
        .parse(
            "katro",
            "0,0,0,0,0,0/0,0,0,0,0,0/5,2,3,2,6,3/4,9,1,4,5,4 S",
            &[] as &[&str],
        )
        .unwrap();
    let e = p.perft(1, BUDGET).unwrap_err();
    assert_eq!(
        e.to_string(),
        "the turn of `d2:cw` was still undecided after 100000 laps (the lap budget)"
    );
    assert!(p.divide(2, BUDGET).is_err());
    assert!(p.play_text("d2:cw", BUDGET).is_err());
    assert!(p.play_text_traced("d2:ccw", BUDGET).is_ok());
    let moves = p.moves(BUDGET);
    assert_eq!(moves.decided.len() + moves.undecided.len(), p.move_count());
    // A budget that covers every turn gives the exact counts.
    let start = registry.start("katro", &[] as &[&str]).unwrap();
    let unlimited = LapBudget::UNLIMITED;
    assert_eq!(
        start.perft(3, BUDGET).unwrap(),
        start.perft(3, unlimited).unwrap()
    );
    assert_eq!(
        start.divide(2, BUDGET).unwrap(),
        start.divide(2, unlimited).unwrap()
    );
}

/// A turn of 14.9 million laps, proven endless: its trace keeps
/// `MoveTrace::LIMIT` events, summarises the rest in one event, and replays.
#[test]
fn the_trace_of_a_very_long_turn_stays_small_and_replays() {
    let p: fanga::katro::Katro = "0,0,0,0,0,0/0,0,0,0,0,0/5,2,3,2,6,3/4,9,1,4,5,4 S"
        .parse()
        .unwrap();
    let m = "d2:cw".parse().unwrap();
    let (next, trace) = p.play_traced(&m).unwrap();
    assert!(next.ended_by_infinite_turn());
    assert!(
        trace.events.len() <= MoveTrace::LIMIT + 8,
        "{}",
        trace.events.len()
    );
    let elided = trace
        .events
        .iter()
        .find_map(|e| match e {
            Event::Elided { laps, .. } => Some(*laps),
            _ => None,
        })
        .unwrap();
    assert!(elided > 14_000_000, "{elided}");
    assert_eq!(p.replay_trace(&trace), Ok(next));
    assert!(trace.to_string().lines().count() <= MoveTrace::LIMIT + 8);
}

#[test]
fn games_and_records_play_under_a_budget() {
    use fanga::core::{Game, GameError};
    let text = "0,0,0,0,0,0/0,0,0,0,0,0/5,2,3,2,6,3/4,9,1,4,5,4 S";
    let p: fanga::katro::Katro = text.parse().unwrap();
    let mut game = Game::new(p).with_lap_budget(BUDGET);
    let slow = "d2:cw".parse().unwrap();
    assert_eq!(
        game.play(&slow),
        Err(GameError::Undecided { laps: 100_000 })
    );
    assert!(
        game.moves().is_empty(),
        "a refused move leaves the game unchanged"
    );
    game.play(&"d2:ccw".parse().unwrap()).unwrap();
    let record = format!("game katro\noptions\nstart {text}\nmove d2:cw\n");
    let e = Game::<fanga::katro::Katro>::from_record(&record, BUDGET).unwrap_err();
    assert_eq!(
        e.to_string(),
        "record line 4: move 1 `d2:cw`: the turn was still undecided after 100000 laps (the lap budget)"
    );
}
