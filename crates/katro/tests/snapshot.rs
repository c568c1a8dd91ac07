//! A complete seeded game, pinned with its positions and traces: any change to
//! the rules, the notation, the position text, the traces or the random move
//! choice shows here.

use std::fmt::Write as _;

use fanga_core::{Position, SplitMix64, Traced};
use fanga_katro::{Katro, KatroOptions};

/// The game `selfplay katro --seed 5` plays.
#[test]
fn seeded_game() {
    let mut rng = SplitMix64::new(5);
    let mut p = Katro::start(&KatroOptions::default());
    let mut out = format!("start: {p}\n");
    let mut ply = 0;
    while p.outcome().is_none() && ply < 1000 {
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
    writeln!(out, "result: {result}").unwrap();
    insta::assert_snapshot!(out);
}
