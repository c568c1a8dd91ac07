//! The engine's conformance kit on Oware, and a pinned seeded game.

use std::fmt::Write as _;

use fanga_core::testing::Conformance;
use fanga_core::{Game, GameOptions, Position, SplitMix64, Traced};
use fanga_oware::{Oware, OwareOptions};

fn start(assignments: &[&str]) -> Oware {
    let mut o = OwareOptions::default();
    o.apply(assignments).unwrap();
    Oware::start(&o)
}

#[test]
fn conformance() {
    let starts = [
        start(&[]),
        start(&["num_houses_per_player=1", "num_seeds_per_house=1"]),
        start(&["num_houses_per_player=3", "num_seeds_per_house=3"]),
        start(&["num_houses_per_player=12", "num_seeds_per_house=10"]),
    ];
    let kit = Conformance::new(starts).games(8).max_plies(400);
    #[cfg(feature = "serde")]
    let kit = kit.with_serde();
    let report = kit.run();
    assert!(report.finished > 10, "{report:?}");
}

/// A complete seeded game, with its traces, ended by the rules (repetition
/// included: through `Game`).
#[test]
fn seeded_game() {
    let mut rng = SplitMix64::new(2020);
    let mut game = Game::new(start(&[]));
    let mut out = format!("start: {}\n", game.position());
    while game.outcome().is_none() {
        let moves = game.legal_moves();
        let m = moves[rng.below(moves.len())];
        let (next, trace) = game.position().play_traced(&m).unwrap();
        writeln!(
            out,
            "{}. {} {m}",
            game.moves().len() + 1,
            game.position().turn()
        )
        .unwrap();
        for step in trace.to_string().lines() {
            writeln!(out, "   {step}").unwrap();
        }
        writeln!(out, "   => {next}").unwrap();
        game.play(&m).unwrap();
    }
    writeln!(out, "result: {}", game.result_text()).unwrap();
    insta::assert_snapshot!(out);
}
