//! The engine's conformance kit on Mangala (from the setup, and from random
//! setups), and a pinned seeded game.

use fanga_core::{GameOptions, Position, SplitMix64};
use fanga_mangala::{Mangala, MangalaOptions, PieChoice};

fn options(assignments: &[&str]) -> MangalaOptions {
    let mut o = MangalaOptions::default();
    o.apply(assignments).unwrap();
    o
}

/// Positions after random setups (each of the 62,196 equally likely) and pie
/// choices.
fn random_setups(o: &MangalaOptions, seed: u64, n: usize) -> Vec<Mangala> {
    let mut rng = SplitMix64::new(seed);
    let setups = Mangala::start(o).legal_moves();
    (0..n)
        .map(|_| {
            let fanga_mangala::MangalaMove::Setup(s) = setups[rng.below(setups.len())] else {
                unreachable!()
            };
            let pie = if rng.below(2) == 0 {
                PieChoice::Keep
            } else {
                PieChoice::Rotate
            };
            fanga_mangala::after_setup(o, s, pie).unwrap()
        })
        .collect()
}

#[test]
fn conformance_after_random_setups() {
    let mut starts = random_setups(&options(&[]), 1, 8);
    starts.extend(random_setups(&options(&["capture=last_pair"]), 2, 4));
    starts.extend(random_setups(&options(&["leftovers=to_owner"]), 3, 4));
    starts.push(
        "3,0,1,0,2,1/2,1,0,1,0,2 S captured=0,0 opened=0,1"
            .parse()
            .unwrap(),
    );
    let kit = fanga_sowing::game::conformance(starts)
        .games(3)
        .max_plies(200);
    #[cfg(feature = "serde")]
    let kit = kit.with_serde();
    let report = kit.run();
    assert!(report.finished > 0, "{report:?}");
}

#[test]
fn conformance_from_the_setup() {
    // Every one of the 62,196 setups is checked at the first position.
    let report = fanga_sowing::game::conformance([Mangala::start(&options(&[]))])
        .games(1)
        .max_plies(40)
        .run();
    assert!(report.moves > 62_196, "{report:?}");
}

/// A complete seeded game, with its traces.
#[test]
fn seeded_game() {
    insta::assert_snapshot!(fanga_core::testing::game_text(
        Mangala::start(&options(&[])),
        1909,
        300
    ));
}
