//! The engine's conformance kit on Kalah, and a pinned seeded game.

use std::fmt::Write as _;

use fanga_core::testing::Conformance;
use fanga_core::{Position, SplitMix64, Traced};
use fanga_kalah::{Kalah, KalahOptions};

#[test]
fn conformance() {
    let starts = [
        Kalah::start(&KalahOptions::default()),
        "1,1,1,3,5,6/4,0,3,11,2,0 N store=7,4".parse().unwrap(),
    ];
    let kit = Conformance::new(starts).games(10).max_plies(200);
    #[cfg(feature = "serde")]
    let kit = kit.with_serde();
    let report = kit.run();
    assert_eq!(report.finished, 20, "{report:?}");
}

#[test]
fn seeded_game() {
    let mut rng = SplitMix64::new(1961);
    let mut p = Kalah::start(&KalahOptions::default());
    let mut out = format!("start: {p}\n");
    let mut ply = 0;
    while p.outcome().is_none() {
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
    writeln!(out, "result: {}", p.outcome().unwrap()).unwrap();
    insta::assert_snapshot!(out);
}
