//! The engine's conformance kit on Mangala (from the setup, and from random
//! setups), and a pinned seeded game.

use std::fmt::Write as _;

use fanga_core::testing::Conformance;
use fanga_core::{GameOptions, Position, SplitMix64, Traced};
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
            Mangala::after_setup(o, s, pie).unwrap()
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
    let kit = Conformance::new(starts).games(3).max_plies(200);
    #[cfg(feature = "serde")]
    let kit = kit.with_serde();
    let report = kit.run();
    assert!(report.finished > 0, "{report:?}");
}

#[test]
fn conformance_from_the_setup() {
    // Every one of the 62,196 setups is checked at the first position.
    let report = Conformance::new([Mangala::start(&options(&[]))])
        .games(1)
        .max_plies(40)
        .run();
    assert!(report.moves > 62_196, "{report:?}");
}

/// A complete seeded game from the setup, with its traces.
#[test]
fn seeded_game() {
    let mut rng = SplitMix64::new(1909);
    let mut p = Mangala::start(&options(&[]));
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
