//! The engine's conformance kit on Oware, and a pinned seeded game.

use fanga_core::{GameOptions, Position};
use fanga_oware::{Oware, OwareOptions};

fn start(assignments: &[&str]) -> Oware {
    let mut o = OwareOptions::default();
    o.apply(assignments).unwrap();
    Oware::start(&o)
}

#[test]
fn conformance() {
    let starts = [
        start(&[]),
        start(&["num_houses_per_player=1", "num_seeds_per_house=1"]),
        start(&["num_houses_per_player=3", "num_seeds_per_house=3"]),
        start(&["num_houses_per_player=12", "num_seeds_per_house=10"]),
    ];
    let kit = fanga_sowing::game::conformance(starts)
        .games(8)
        .max_plies(400);
    #[cfg(feature = "serde")]
    let kit = kit.with_serde();
    let report = kit.run();
    assert!(report.finished > 10, "{report:?}");
}

/// A complete seeded game, with its traces.
#[test]
fn seeded_game() {
    insta::assert_snapshot!(fanga_core::testing::game_text(start(&[]), 2020, 1000));
}
