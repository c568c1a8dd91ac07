//! The engine's conformance kit on katra sakalava, and a pinned seeded game.

use std::fmt::Write as _;

use fanga_core::testing::Conformance;
use fanga_core::{GameOptions, Position, SplitMix64, Traced};
use fanga_katra_sakalava::{KatraSakalava, SakalavaOptions};

fn start(assignments: &[&str]) -> KatraSakalava {
    let mut o = SakalavaOptions::default();
    o.apply(assignments).unwrap();
    KatraSakalava::start(&o)
}

#[test]
fn conformance() {
    let starts = [
        start(&[]),
        start(&["back_rova=optional"]),
        "0,0,0,9,0,0,0,3/0,2,2,16,0,0,0,0/3,1,1,2,11,2,2,0/0,0,0,0,12,0,0,0 S reserve=0,0 rova=1,1"
            .parse()
            .unwrap(),
    ];
    let kit = Conformance::new(starts).games(10).max_plies(150);
    #[cfg(feature = "serde")]
    let kit = kit.with_serde();
    let report = kit.run();
    assert!(report.finished > 0 && report.moves > 5_000, "{report:?}");
}

/// A complete seeded game, with its traces.
#[test]
fn seeded_game() {
    let mut rng = SplitMix64::new(1908);
    let mut p = start(&[]);
    let mut out = format!("start: {p}\n");
    let mut ply = 0;
    while p.outcome().is_none() && ply < 300 {
        let moves = p.legal_moves();
        let m = moves[rng.below(moves.len())];
        let (next, trace) = p.play_traced(&m).unwrap();
        ply += 1;
        writeln!(out, "{ply}. {} {m}", p.turn()).unwrap();
        for step in trace.to_string().lines() {
            writeln!(out, "   {step}").unwrap();
        }
        writeln!(out, "   => {next}").unwrap();
        p = next;
    }
    let result = p
        .outcome()
        .map_or("unfinished".to_owned(), |o| o.to_string());
    writeln!(out, "result: {result} after {ply} moves").unwrap();
    insta::assert_snapshot!(out);
}
