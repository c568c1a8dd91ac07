//! The hand-written playouts of the `sowing` bench (`playout-reference/`)
//! play exactly the games fanga's `random_playout` plays for the same seed, so
//! that the two benches time the same work.

use crate::reference::{self, End, RefPlayout};
use fanga::core::{EndReason, Outcome, Position, SplitMix64, playout::random_playout};

fn check<P: Position>(start: &P, seed: u64, max: usize, theirs: RefPlayout) {
    let ours = random_playout(start, &mut SplitMix64::new(seed), max);
    assert_eq!(ours.plies, theirs.plies, "seed {seed}: plies");
    assert_eq!(
        <[u32; 2]>::from(ours.position.score()),
        theirs.score,
        "seed {seed}: score"
    );
    assert_eq!(
        ours.position.turn().index(),
        theirs.turn,
        "seed {seed}: turn"
    );
    let reason = ours.outcome.map(Outcome::reason);
    match theirs.end {
        End::Unfinished => assert_eq!(reason, None, "seed {seed}"),
        End::Repetition => assert_eq!(reason, Some(EndReason::REPETITION), "seed {seed}"),
        End::Majority => assert_eq!(
            reason.as_ref().map(EndReason::as_str),
            Some("majority"),
            "seed {seed}"
        ),
        End::NoMove => assert!(reason.is_some(), "seed {seed}: {reason:?}"),
    }
}

#[test]
fn oware_reference_plays_fanga_s_games() {
    let start = fanga::oware::Oware::start(&Default::default());
    let mut ends = std::collections::HashMap::new();
    for seed in 0..2000 {
        let r = reference::oware(seed, 1000);
        *ends.entry(format!("{:?}", r.end)).or_insert(0) += 1;
        check(&start, seed, 1000, r);
    }
    // Every way to end occurs among these seeds, so each is compared.
    assert!(ends.len() >= 3, "{ends:?}");
}

#[test]
fn kalah_reference_plays_fanga_s_games() {
    let start = fanga::kalah::Kalah::start(&Default::default());
    for seed in 0..2000 {
        check(&start, seed, 1000, reference::kalah(seed, 1000));
    }
}

#[test]
fn ply_limits_agree() {
    let oware = fanga::oware::Oware::start(&Default::default());
    let kalah = fanga::kalah::Kalah::start(&Default::default());
    for seed in 0..50 {
        check(&oware, seed, 17, reference::oware(seed, 17));
        check(&kalah, seed, 9, reference::kalah(seed, 9));
    }
}
