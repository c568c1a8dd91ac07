//! The engine's conformance kit, on both boards.

use fanga_boustrophedon::{Boustrophedon, BoustrophedonOptions};
use fanga_core::{GameOptions, Position};

fn start(assignments: &[&str]) -> Boustrophedon {
    let mut o = BoustrophedonOptions::default();
    o.apply(assignments).unwrap();
    Boustrophedon::start(&o)
}

#[test]
fn conformance() {
    let starts = [
        start(&[]),
        start(&["columns=3"]),
        // South's only seed in his outer row, then his middle row: the steps.
        "0,0,0/0,1,0/3,0,2/0,0,0/0,0,0/0,1,0 N".parse().unwrap(),
        "0,0,0/0,0,0/4,0,2/0,0,0/0,0,0/0,1,0 S".parse().unwrap(),
    ];
    let kit = fanga_sowing::game::conformance(starts)
        .games(8)
        .max_plies(200);
    #[cfg(feature = "serde")]
    let kit = kit.with_serde();
    let report = kit.run();
    assert_eq!(report.games, 32);
    assert!(report.finished > 0 && report.moves > 5_000, "{report:?}");
}
