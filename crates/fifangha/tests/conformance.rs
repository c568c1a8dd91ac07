//! The engine's conformance kit on fifangha, and a pinned seeded game.

use fanga_core::{GameOptions, Position};
use fanga_fifangha::{Fifangha, FifanghaOptions};

fn start(assignments: &[&str]) -> Fifangha {
    let mut o = FifanghaOptions::default();
    o.apply(assignments).unwrap();
    Fifangha::start(&o)
}

/// The starts both tests play from.
fn starts() -> Vec<Fifangha> {
    vec![
        start(&[]),
        start(&["columns=6"]),
        start(&["columns=4", "reserve_end=phase_two"]),
        start(&["tsibongy_attack=on"]),
        start(&["reserve_end=draw", "columns=6"]),
        start(&["rules=school"]),
        start(&["rules=school", "columns=6"]),
        start(&["rules=school", "columns=4"]),
        start(&["rules=school_short"]),
        start(&["rules=school_short", "columns=6"]),
        start(&["rules=school_short", "columns=4"]),
    ]
}

#[test]
fn conformance() {
    let starts = starts();
    let kit = fanga_sowing::game::conformance(starts)
        .games(6)
        .max_plies(150);
    #[cfg(feature = "serde")]
    let kit = kit.with_serde();
    let report = kit.run();
    assert!(report.finished > 0 && report.moves > 5_000, "{report:?}");
}

/// A complete seeded game, with its traces.
#[test]
fn seeded_game() {
    insta::assert_snapshot!(fanga_core::testing::game_text(start(&[]), 1661, 300));
}

/// A complete seeded game of each school form.
#[test]
fn seeded_school_games() {
    insta::assert_snapshot!(
        "school",
        fanga_core::testing::game_text(start(&["rules=school"]), 1661, 300)
    );
    insta::assert_snapshot!(
        "school_short",
        fanga_core::testing::game_text(start(&["rules=school_short"]), 1661, 300)
    );
}

/// The packed random moves draw what the board path draws, ply by ply.
#[test]
fn packed_random_moves_are_the_uniform_draws() {
    let mut starts = starts();
    starts.push(start(&["tsibongy_attack=on", "reserve_end=phase_two"]));
    starts.push(start(&[
        "rules=school_short",
        "reserve_end=phase_two",
        "columns=4",
    ]));
    starts.push(start(&[
        "rules=school",
        "reserve_end=phase_two",
        "columns=4",
    ]));
    let plies = fanga_sowing::game::check_play_random(starts, 40, 300, 1661);
    assert!(plies > 5_000, "{plies}");
}
