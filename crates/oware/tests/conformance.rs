//! The engine's conformance kit on Oware, and a pinned seeded game.

use fanga_core::{GameOptions, Position};
use fanga_oware::{Oware, OwareLarge};

fn start(assignments: &[&str]) -> Oware {
    start_of(assignments)
}

fn start_of<P: Position>(assignments: &[&str]) -> P {
    let mut o = P::Options::default();
    o.apply(assignments).unwrap();
    P::start(&o)
}

/// Runs the kit on a list of starts of either position type (with the
/// JSON round trips under `serde`): the games finished.
macro_rules! run {
    ($starts:expr) => {{
        let kit = fanga_sowing::game::conformance($starts)
            .games(8)
            .max_plies(400);
        #[cfg(feature = "serde")]
        let kit = kit.with_serde();
        kit.run().finished
    }};
}

#[test]
fn conformance() {
    let starts: Vec<Oware> = vec![
        start(&[]),
        start(&["num_houses_per_player=1", "num_seeds_per_house=1"]),
        start(&["num_houses_per_player=3", "num_seeds_per_house=3"]),
        start(&["num_houses_per_player=7", "num_seeds_per_house=10"]),
    ];
    assert!(run!(starts) > 10);
    let large: Vec<OwareLarge> = vec![
        start_of(&[]),
        start_of(&["num_houses_per_player=8", "num_seeds_per_house=3"]),
        start_of(&["num_houses_per_player=12", "num_seeds_per_house=10"]),
    ];
    assert!(run!(large) > 5);
}

/// A complete seeded game, with its traces.
#[test]
fn seeded_game() {
    insta::assert_snapshot!(fanga_core::testing::game_text(start(&[]), 2020, 1000));
}
