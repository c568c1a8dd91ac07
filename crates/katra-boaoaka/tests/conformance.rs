//! The engine's conformance kit, on every option set of katra boaoaka.

use fanga_core::{GameOptions, Position};
use fanga_katra_boaoaka::{BoaoakaOptions, KatraBoaoaka};

fn start(assignments: &[&str]) -> KatraBoaoaka {
    let mut o = BoaoakaOptions::default();
    o.apply(assignments).unwrap();
    KatraBoaoaka::start(&o)
}

#[test]
fn conformance() {
    let starts = [start(&[]), start(&["singletons=together"])];
    let kit = fanga_sowing::game::conformance(starts)
        .games(10)
        .max_plies(200);
    #[cfg(feature = "serde")]
    let kit = kit.with_serde();
    let report = kit.run();
    assert_eq!(report.games, 20);
    assert!(report.finished == 20 && report.moves > 400, "{report:?}");
}
