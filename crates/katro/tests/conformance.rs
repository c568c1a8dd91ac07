//! The engine's conformance kit, on every option set of Katro.

use fanga_core::{GameOptions, Position};
use fanga_katro::{Katro, KatroOptions};

fn start(assignments: &[&str]) -> Katro {
    let mut o = KatroOptions::default();
    o.apply(assignments).unwrap();
    Katro::start(&o)
}

#[test]
fn conformance() {
    let starts = [
        start(&[]),
        start(&["columns=4"]),
        start(&["columns=8"]),
        start(&["goal=inner_row"]),
        start(&["direction=per_game", "columns=4"]),
        // The worked position with turns that never end.
        "0,0,0,0,0,0/0,0,0,0,0,0/2,1,2,1,2,1/3,2,1,0,1,2 S"
            .parse()
            .unwrap(),
    ];
    let kit = fanga_sowing::game::conformance(starts)
        .games(8)
        .max_plies(150);
    #[cfg(feature = "serde")]
    let kit = kit.with_serde();
    let report = kit.run();
    assert_eq!(report.games, 48);
    assert!(report.finished > 0 && report.moves > 10_000, "{report:?}");
}
