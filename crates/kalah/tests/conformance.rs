//! The engine's conformance kit on Kalah, and a pinned seeded game.

use fanga_core::Position;
use fanga_kalah::{Kalah, KalahOptions};

#[test]
fn conformance() {
    let starts = [
        Kalah::start(&KalahOptions::default()),
        "1,1,1,3,5,6/4,0,3,11,2,0 N store=7,4".parse().unwrap(),
        // Kalah(h, s) on the other sizes.
        Kalah::start(&KalahOptions::new(1, 1).unwrap()),
        Kalah::start(&KalahOptions::new(3, 3).unwrap()),
        Kalah::start(&KalahOptions::new(4, 6).unwrap()),
        Kalah::start(&KalahOptions::new(6, 6).unwrap()),
    ];
    let kit = fanga_sowing::game::conformance(starts)
        .games(10)
        .max_plies(200);
    #[cfg(feature = "serde")]
    let kit = kit.with_serde();
    let report = kit.run();
    assert_eq!(report.finished, 60, "{report:?}");
}

/// A complete seeded game, with its traces.
#[test]
fn seeded_game() {
    insta::assert_snapshot!(fanga_core::testing::game_text(
        Kalah::start(&KalahOptions::default()),
        1961,
        1000
    ));
}
