//! The engine's conformance kit, on every option set of Murray's katra.

use fanga_core::{GameOptions, Position};
use fanga_katra_murray::{KatraMurray, MurrayOptions};

fn start(assignments: &[&str]) -> KatraMurray {
    let mut o = MurrayOptions::default();
    o.apply(assignments).unwrap();
    KatraMurray::start(&o)
}

#[test]
fn conformance() {
    let starts = [
        start(&[]),
        start(&["columns=6"]),
        start(&["columns=10"]),
        start(&["capture_sowing=whole_hole"]),
        start(&[
            "capture_sowing=whole_hole",
            "outer_capture=facing_hole_short",
        ]),
    ];
    let kit = fanga_sowing::game::conformance(starts)
        .games(6)
        .max_plies(200);
    #[cfg(feature = "serde")]
    let kit = kit.with_serde();
    let report = kit.run();
    assert_eq!(report.games, 30);
    assert!(report.moves > 4_000, "{report:?}");
}
