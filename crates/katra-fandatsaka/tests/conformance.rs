//! The engine's conformance kit on katra fandatsaka, and a pinned seeded game.

use fanga_core::{GameOptions, Position};
use fanga_katra_fandatsaka::{FandatsakaOptions, KatraFandatsaka};

fn start(assignments: &[&str]) -> KatraFandatsaka {
    let mut o = FandatsakaOptions::default();
    o.apply(assignments).unwrap();
    KatraFandatsaka::start(&o)
}

#[test]
fn conformance() {
    let starts = [
        start(&[]),
        start(&["columns=6"]),
        start(&["columns=4"]),
        start(&["tsibongy_choice=free"]),
        // Phase 2 from the start, and the rulebook's turns that never end.
        "4,4,4,4/0,3,0,1/2,1,1,2/3,0,0,3 S reserve=0,0"
            .parse()
            .unwrap(),
        "0,0,1,3/0,3,0,3/2,1,2,1/3,2,3,2 S reserve=0,1"
            .parse()
            .unwrap(),
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
    insta::assert_snapshot!(fanga_core::testing::game_text(start(&[]), 3, 300));
}
