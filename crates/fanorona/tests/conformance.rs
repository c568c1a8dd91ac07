//! The engine's conformance kit on Fanorona (every option set, the vela game)
//! and Fanorona Telo, and a pinned seeded game of each.

use fanga_core::testing::Conformance;
use fanga_core::{GameOptions, Position};
use fanga_fanorona::{Fanorona, FanoronaOptions, FanoronaTelo, TeloOptions};

fn start(assignments: &[&str]) -> Fanorona {
    let mut o = FanoronaOptions::default();
    o.apply(assignments).unwrap();
    Fanorona::start(&o)
}

#[test]
fn conformance_fanorona() {
    let starts = [
        start(&[]),
        start(&["chain=mandatory"]),
        start(&["revisit=not_back"]),
        start(&["first_turn=both_players", "chain=mandatory"]),
        start(&["vela=on"]),
        start(&["vela=on", "vela_opener=winner"]),
    ];
    let kit = Conformance::new(starts).games(8).max_plies(150);
    #[cfg(feature = "serde")]
    let kit = kit.with_serde();
    let report = kit.run();
    assert!(report.finished > 0 && report.moves > 15_000, "{report:?}");
}

#[test]
fn conformance_telo() {
    let kit = Conformance::new([FanoronaTelo::start(&TeloOptions::default())])
        .games(20)
        .max_plies(60);
    #[cfg(feature = "serde")]
    let kit = kit.with_serde();
    kit.run();
}

#[test]
fn seeded_games() {
    insta::assert_snapshot!(
        "fanorona",
        fanga_core::testing::game_text(start(&[]), 1896, 200)
    );
    let telo = FanoronaTelo::start(&TeloOptions::default());
    insta::assert_snapshot!(
        "fanorona_telo",
        fanga_core::testing::game_text(telo, 1951, 200)
    );
}
