//! The engine's conformance kit on every board and option, and a pinned
//! seeded game.

use fanga_chaplin::{Chaplin, ChaplinOptions};
use fanga_core::{GameOptions, Position};

fn start(assignments: &[&str]) -> Chaplin {
    let mut o = ChaplinOptions::default();
    o.apply(assignments).unwrap();
    Chaplin::start(&o)
}

#[test]
fn conformance() {
    let starts = vec![
        start(&[]),
        start(&["columns=6"]),
        start(&["columns=4"]),
        start(&["reserve_end=draw", "columns=6"]),
    ];
    let kit = fanga_sowing::game::conformance(starts).games(8);
    #[cfg(feature = "serde")]
    let kit = kit.with_serde();
    let report = kit.run();
    assert!(report.finished == 32 && report.moves > 1_000, "{report:?}");
}

/// A complete seeded game, with its traces.
#[test]
fn seeded_game() {
    insta::assert_snapshot!(fanga_core::testing::game_text(start(&[]), 1956, 300));
}
