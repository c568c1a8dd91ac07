//! The engine's conformance kit on Fanorona (every option set, the vela game)
//! and Fanorona Telo, and a pinned seeded game of each.

use std::fmt::Write as _;

use fanga_core::testing::Conformance;
use fanga_core::{Game, GameOptions, Position, SplitMix64, Traced};
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

fn pinned<P: Traced>(start: P, seed: u64) -> String {
    let mut rng = SplitMix64::new(seed);
    let mut game = Game::new(start);
    let mut out = format!("start: {}\n", game.position());
    while game.outcome().is_none() && game.moves().len() < 200 {
        let moves = game.legal_moves();
        let m = moves[rng.below(moves.len())].clone();
        let (next, trace) = game.position().play_traced(&m).unwrap();
        let letter = P::PLAYER_LETTERS[game.position().turn().index()];
        writeln!(out, "{}. {letter} {m}", game.moves().len() + 1).unwrap();
        for step in trace.to_string().lines() {
            writeln!(out, "   {step}").unwrap();
        }
        writeln!(out, "   => {next}").unwrap();
        game.play(&m).unwrap();
    }
    writeln!(out, "result: {}", game.result_text()).unwrap();
    out
}

#[test]
fn seeded_games() {
    insta::assert_snapshot!("fanorona", pinned(start(&[]), 1896));
    insta::assert_snapshot!(
        "fanorona_telo",
        pinned(FanoronaTelo::start(&TeloOptions::default()), 1951)
    );
}
