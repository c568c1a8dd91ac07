//! The engine's conformance kit on fifangha, and a pinned seeded game.

use std::fmt::Write as _;

use fanga_core::testing::Conformance;
use fanga_core::{GameOptions, Position, SplitMix64, Traced};
use fanga_fifangha::{Fifangha, FifanghaOptions};

fn start(assignments: &[&str]) -> Fifangha {
    let mut o = FifanghaOptions::default();
    o.apply(assignments).unwrap();
    Fifangha::start(&o)
}

#[test]
fn conformance() {
    let starts = [
        start(&[]),
        start(&["columns=6"]),
        start(&["columns=4", "reserve_end=phase_two"]),
        start(&["tsibongy_attack=on"]),
        start(&["reserve_end=draw", "columns=6"]),
    ];
    let kit = Conformance::new(starts).games(6).max_plies(150);
    #[cfg(feature = "serde")]
    let kit = kit.with_serde();
    let report = kit.run();
    assert!(report.finished > 0 && report.moves > 5_000, "{report:?}");
}

/// A complete seeded game (8 columns), with its traces.
#[test]
fn seeded_game() {
    let mut rng = SplitMix64::new(1661);
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
