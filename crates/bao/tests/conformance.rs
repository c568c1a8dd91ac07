//! The engine's conformance kit on bao, and a pinned seeded game.

use fanga_bao::{Bao, BaoOptions};
use fanga_core::{GameOptions, Position};

fn start(assignments: &[&str]) -> Bao {
    let mut o = BaoOptions::default();
    o.apply(assignments).unwrap();
    Bao::start(&o)
}

/// Every option set, and a mtaji position with a takasia'd hole.
fn starts() -> Vec<Bao> {
    vec![
        start(&[]),
        start(&["namua=off"]),
        start(&["rules=mraha_wa_tso"]),
        start(&["rules=mraha_wa_tso", "namua=off"]),
        start(&["takasia=off", "house_tax=1"]),
    ]
}

#[test]
fn conformance() {
    let kit = fanga_sowing::game::conformance(starts())
        .games(6)
        .max_plies(120);
    #[cfg(feature = "serde")]
    let kit = kit.with_serde();
    let report = kit.run();
    assert!(report.finished > 0 && report.moves > 3_000, "{report:?}");
}

/// A complete seeded game of Bao la Kiswahili, with its traces: the namua
/// (captures by entry, a safari, the house falling), then the mtaji stage
/// with a takasia.
#[test]
fn seeded_game() {
    insta::assert_snapshot!(fanga_core::testing::game_text(start(&[]), 76, 400));
}

/// A complete seeded game of m'raha wa tso: Bao's namua, then katro's
/// sowing.
#[test]
fn seeded_game_mraha_wa_tso() {
    insta::assert_snapshot!(fanga_core::testing::game_text(
        start(&["rules=mraha_wa_tso"]),
        1,
        400
    ));
}
