//! The engine's conformance kit on katra sakalava, and a pinned seeded game.

use fanga_core::{GameOptions, Position};
use fanga_katra_sakalava::{KatraSakalava, SakalavaOptions};

fn start(assignments: &[&str]) -> KatraSakalava {
    let mut o = SakalavaOptions::default();
    o.apply(assignments).unwrap();
    KatraSakalava::start(&o)
}

#[test]
fn conformance() {
    let starts = [
        start(&[]),
        start(&["back_rova=optional"]),
        "0,0,0,9,0,0,0,3/0,2,2,16,0,0,0,0/3,1,1,2,11,2,2,0/0,0,0,0,12,0,0,0 S reserve=0,0 rova=1,1"
            .parse()
            .unwrap(),
    ];
    let kit = fanga_sowing::game::conformance(starts)
        .games(10)
        .max_plies(150);
    #[cfg(feature = "serde")]
    let kit = kit.with_serde();
    let report = kit.run();
    assert!(report.finished > 0 && report.moves > 5_000, "{report:?}");
}

/// A complete seeded game, with its traces.
#[test]
fn seeded_game() {
    insta::assert_snapshot!(fanga_core::testing::game_text(start(&[]), 1908, 300));
}
