//! Worked examples for Kalah (each verified against
//! pyspiel) and the end rules.

use fanga_core::{Outcome, Player, Position};
use fanga_kalah::{Kalah, KalahMove, KalahOptions};

fn pos(t: &str) -> Kalah {
    t.parse().unwrap_or_else(|e| panic!("{t}: {e}"))
}

/// What the `moves` example prints, sorted.
fn moves(t: &str) -> Vec<String> {
    fanga_core::testing::moves_and_results(&pos(t))
}

#[test]
fn example_1_the_start() {
    assert_eq!(
        moves("4,4,4,4,4,4/4,4,4,4,4,4 S store=0,0"),
        [
            "a1 -> 4,4,4,4,4,4/0,5,5,5,5,4 N store=0,0",
            "b1 -> 4,4,4,4,4,4/4,0,5,5,5,5 N store=0,0",
            "c1 a1 -> 4,4,4,4,4,4/0,5,1,6,6,5 N store=1,0",
            "c1 b1 -> 4,4,4,4,4,4/4,0,1,6,6,6 N store=1,0",
            "c1 d1 -> 4,4,4,4,5,5/4,4,0,0,6,6 N store=2,0",
            "c1 e1 -> 4,4,4,5,5,5/4,4,0,5,0,6 N store=2,0",
            "c1 f1 -> 4,4,5,5,5,5/4,4,0,5,5,0 N store=2,0",
            "d1 -> 4,4,4,4,4,5/4,4,4,0,5,5 N store=1,0",
            "e1 -> 4,4,4,4,5,5/4,4,4,4,0,5 N store=1,0",
            "f1 -> 4,4,4,5,5,5/4,4,4,4,4,0 N store=1,0",
        ]
    );
}

#[test]
fn example_2_a_capture() {
    let m = moves("5,5,5,5,6,0/4,4,4,4,0,5 S store=1,0");
    assert!(
        m.contains(&"a1 -> 5,5,5,5,0,0/0,5,5,5,0,5 N store=8,0".to_owned()),
        "{m:?}"
    );
}

#[test]
fn example_3_a_lap_of_thirteen() {
    let m = moves("1,0,3,0,0,6/1,3,13,10,2,2 S store=3,4");
    assert!(
        m.contains(&"c1 -> 2,1,0,1,1,7/2,4,0,11,3,3 N store=9,4".to_owned()),
        "{m:?}"
    );
}

#[test]
fn example_4_a_forced_extra_sowing_is_not_written() {
    let t = "0,0,3,0,0,0/0,10,0,0,0,0 N store=22,13";
    assert_eq!(
        moves(t),
        [
            "c2 a2 -> 1,0,0,0,0,0/0,10,0,0,0,0 S store=22,15",
            "c2 b2 -> 2,0,0,0,0,0/0,10,0,0,0,0 S store=22,14",
        ]
    );
    // Writing the forced sowing is an error that says so.
    let err = pos(t)
        .play(&"c2 a2 b2".parse::<KalahMove>().unwrap())
        .unwrap_err();
    assert_eq!(
        err.reason.to_string(),
        "choice 2 `b2` is extra: the turn is already over"
    );
    let err = pos(t)
        .play(&"c2".parse::<KalahMove>().unwrap())
        .unwrap_err();
    assert_eq!(
        err.reason.to_string(),
        "choice 1 is missing: the turn offers `a2` or `b2`"
    );
}

#[test]
fn example_5_the_game_ends_inside_a_turn() {
    assert_eq!(
        moves("1,0,0,0,0,0/9,1,1,0,9,7 N store=14,6"),
        ["a2 -> S wins"]
    );
    let q = pos("1,0,0,0,0,0/9,1,1,0,9,7 N store=14,6")
        .play(&"a2".parse().unwrap())
        .unwrap();
    assert_eq!(q.to_string(), "0,0,0,0,0,0/9,1,1,0,9,7 S store=14,7");
    assert_eq!(
        q.outcome(),
        Some(Outcome::Win {
            winner: Player::South,
            reason: fanga_sowing::reason::ROW_EMPTY
        })
    );
}

#[test]
fn example_6_a_capture_that_empties_the_opponents_row() {
    let m = moves("0,8,0,0,0,0/1,0,8,0,9,5 S store=13,4");
    assert!(m.contains(&"a1 -> S wins".to_owned()), "{m:?}");
}

#[test]
fn the_position_with_377_moves() {
    assert_eq!(
        pos("1,1,1,3,5,6/4,0,3,11,2,0 N store=7,4")
            .legal_moves()
            .len(),
        377
    );
}

#[test]
fn errors_and_texts() {
    let p = pos("4,4,4,4,4,4/4,4,4,4,4,0 S store=0,0");
    let err = |m: &str| p.play(&m.parse().unwrap()).unwrap_err().reason.to_string();
    assert_eq!(err("f1"), "f1 is empty");
    assert_eq!(err("a2"), "a2 is not on S's side");
    assert_eq!(
        err("g1"),
        "g1 is not a hole of this board (columns a to f, rows 1 to 2)"
    );
    assert_eq!(
        err("a1 b1"),
        "choice 1 `b1` is extra: the turn is already over"
    );
    for bad in ["", "c1  f1", "c1 ", "x", "c1,f1"] {
        assert!(bad.parse::<KalahMove>().is_err(), "{bad:?}");
    }
    assert_eq!(
        "4,4,4,4,4,4/4,4,4,4,4,4 S"
            .parse::<Kalah>()
            .unwrap_err()
            .to_string(),
        "key `store` is missing"
    );
    assert_eq!(
        "4,4,4,4,4,4/4,4,4,4,4,4 S store=0,0 captured=0,0"
            .parse::<Kalah>()
            .unwrap_err()
            .to_string(),
        "unknown key `captured` (expected `store`)"
    );
}

/// The fast random draw plays legal whole turns: each one is among the
/// generated moves' results.
#[test]
fn random_draws_play_legal_turns() {
    let mut rng = fanga_core::SplitMix64::new(3);
    for _ in 0..50 {
        let mut p = Kalah::start(&fanga_kalah::KalahOptions::default());
        loop {
            let results: Vec<Kalah> = p.legal_moves().iter().map(|m| p.play(m).unwrap()).collect();
            let mut q = p;
            if !q.play_random(&mut rng) {
                assert!(results.is_empty());
                break;
            }
            assert!(results.contains(&q), "{p} -> {q}");
            p = q;
        }
    }
}

/// The shell's unchecked writers, which the packed playouts use to store
/// their last position: rows, stores and the player to move, straight into
/// the cells.
#[test]
fn unchecked_writes_make_the_position_of_the_text() {
    let mut p = Kalah::start(&Default::default());
    p.set_row_unchecked(0, &[0, 5, 5, 5, 5, 5]);
    p.set_row_unchecked(1, &[4, 4, 4, 4, 0, 1]);
    p.set_pool_unchecked(fanga_sowing::Pool::Store, Player::South, 1);
    p.set_pool_unchecked(fanga_sowing::Pool::Store, Player::North, 3);
    p.set_turn_unchecked(Player::North);
    // The text lists North's row (row 2) first.
    assert_eq!(p, pos("4,4,4,4,0,1/0,5,5,5,5,5 N store=1,3"));
    assert_eq!(p.to_string(), "4,4,4,4,0,1/0,5,5,5,5,5 N store=1,3");
}

#[test]
fn smaller_boards_play_the_same_rules() {
    use fanga_core::GameOptions;
    // Kalah(1, 1): South's one seed falls into his store, his row is empty,
    // and the count is 1 each.
    let start = Kalah::start(&KalahOptions::new(1, 1).unwrap());
    assert_eq!(start.to_string(), "1/1 S store=0,0");
    let moves: Vec<String> = start
        .legal_moves()
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(moves, ["a1"]);
    let end = start.play(&"a1".parse().unwrap()).unwrap();
    assert_eq!(end.to_string(), "1/0 N store=1,0");
    assert!(matches!(end.outcome(), Some(Outcome::Draw { .. })));
    // Kalah(3, 2): a lap of 2 from b1 ends in the store (c1, store), the
    // turn goes on from a1 (b1, c1) and ends in c1.
    let start = Kalah::start(&KalahOptions::new(3, 2).unwrap());
    assert_eq!(start.to_string(), "2,2,2/2,2,2 S store=0,0");
    let next = start.play(&"b1 a1".parse().unwrap()).unwrap();
    assert_eq!(next.to_string(), "2,2,2/0,1,4 N store=1,0");
    // North sows row 2 towards a2, then his store: c2's 2 seeds fall into
    // b2 and a2.
    let after = next.play(&"c2".parse().unwrap()).unwrap();
    assert_eq!(after.to_string(), "3,3,0/0,1,4 S store=1,0");
    // The text sets the pits a row; an option that disagrees is refused.
    let p: Kalah = "1,2,3/3,2,1 N store=4,5".parse().unwrap();
    assert_eq!(p.options().houses(), 3);
    let mut six = KalahOptions::default();
    six.apply(&["houses=6"]).unwrap();
    assert!(Kalah::from_text("1,2,3/3,2,1 N store=4,5", &six).is_err());
    assert!(KalahOptions::new(7, 4).is_err());
    assert!(KalahOptions::new(6, 0).is_err());
}

/// Positions are copied freely by search and stored in tables, so their
/// size is part of the API's promise (`docs/performance.md`).
#[test]
fn positions_and_moves_keep_their_documented_sizes() {
    use fanga_core::Position;
    use std::mem::size_of;
    assert_eq!(size_of::<fanga_kalah::Kalah>(), 18);
    assert_eq!(size_of::<<fanga_kalah::Kalah as Position>::Move>(), 73);
    assert!(size_of::<fanga_kalah::Kalah>() <= 24);
}
