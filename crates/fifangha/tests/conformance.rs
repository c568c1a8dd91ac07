//! The engine's conformance kit on fifangha, and a pinned seeded game.

use fanga_core::{GameOptions, Position};
use fanga_fifangha::{Fifangha, FifanghaOptions};

fn start(assignments: &[&str]) -> Fifangha {
    let mut o = FifanghaOptions::default();
    o.apply(assignments).unwrap();
    Fifangha::start(&o)
}

#[test]
fn conformance() {
    let starts = [
        start(&[]),
        start(&["columns=6"]),
        start(&["columns=4", "reserve_end=phase_two"]),
        start(&["tsibongy_attack=on"]),
        start(&["reserve_end=draw", "columns=6"]),
    ];
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
