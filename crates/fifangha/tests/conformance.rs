//! The engine's conformance kit on fifangha, and a pinned seeded game.

use fanga_core::testing::Conformance;
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
    let kit = Conformance::new(starts)
        .games(6)
        .max_plies(150)
        .without_text_when(|p| {
            p.outcome()
                .is_some_and(|o| o.reason() == fanga_sowing::reason::INFINITE_TURN)
        });
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
