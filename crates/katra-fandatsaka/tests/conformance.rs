//! The engine's conformance kit on katra fandatsaka, and a pinned seeded game.

use fanga_core::{GameOptions, Position};
use fanga_katra_fandatsaka::{FandatsakaOptions, KatraFandatsaka};

fn start(assignments: &[&str]) -> KatraFandatsaka {
    let mut o = FandatsakaOptions::default();
    o.apply(assignments).unwrap();
    KatraFandatsaka::start(&o)
}

/// The starts both tests play from.
fn starts() -> Vec<KatraFandatsaka> {
    vec![
        start(&[]),
        start(&["columns=6"]),
        start(&["columns=4"]),
        start(&["tsibongy_choice=free"]),
        // Phase 2 from the start, and the worked turns that never end.
        "4,4,4,4/0,3,0,1/2,1,1,2/3,0,0,3 S reserve=0,0"
            .parse()
            .unwrap(),
        "0,0,1,3/0,3,0,3/2,1,2,1/3,2,3,2 S reserve=0,1"
            .parse()
            .unwrap(),
    ]
}

#[test]
fn conformance() {
    let starts = starts();
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

/// The packed random moves draw what the board path draws, ply by ply.
#[test]
fn packed_random_moves_are_the_uniform_draws() {
    let starts = starts();
    let plies = fanga_sowing::game::check_play_random(starts, 40, 300, 7);
    assert!(plies > 5_000, "{plies}");
    // The long position of docs/bounded-work.md: its endless turns run past
    // the packed explorer's laps, and the position goes to the board path.
    let long = "3,0,2,2,1,1,1,0/1,0,0,0,1,0,3,0/1,2,1,4,22,4,3,2/0,1,2,1,2,1,2,1 S reserve=0,0";
    let long: KatraFandatsaka = long.parse().unwrap();
    let plies = fanga_sowing::game::check_play_random([long], 1, 300, 7);
    assert!(plies > 1, "{plies}");
}
