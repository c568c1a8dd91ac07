//! The engine's conformance kit on katra sakalava, and a pinned seeded game.

use fanga_core::{GameOptions, Position};
use fanga_katra_sakalava::{KatraSakalava, SakalavaOptions};

fn start(assignments: &[&str]) -> KatraSakalava {
    let mut o = SakalavaOptions::default();
    o.apply(assignments).unwrap();
    KatraSakalava::start(&o)
}

/// The starts both tests play from.
fn starts() -> Vec<KatraSakalava> {
    vec![
        start(&[]),
        start(&["back_rova=optional"]),
        "0,0,0,9,0,0,0,3/0,2,2,16,0,0,0,0/3,1,1,2,11,2,2,0/0,0,0,0,12,0,0,0 S reserve=0,0 rova=1,1"
            .parse()
            .unwrap(),
    ]
}

#[test]
fn conformance() {
    let starts = starts();
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

/// The random moves draw what the board path draws, ply by ply: on the
/// board while a rova stands, on packed rings after.
#[test]
fn packed_random_moves_are_the_uniform_draws() {
    let mut starts = starts();
    starts.extend([
        // Neither rova stands: packed from the first ply.
        "0,0,0,3,0,0,0,0/0,2,2,3,0,0,0,0/0,0,0,0,3,2,2,0/0,0,0,0,3,0,0,0 S reserve=22,22 rova=0,0"
            .parse::<KatraSakalava>()
            .unwrap(),
        "0,1,0,3,0,0,2,0/0,2,2,3,1,0,0,1/0,1,0,0,3,2,2,0/1,0,0,0,3,0,1,0 N reserve=4,4 rova=0,1"
            .parse()
            .unwrap(),
    ]);
    let plies = fanga_sowing::game::check_play_random(starts, 40, 300, 1908);
    assert!(plies > 5_000, "{plies}");
}
