//! The report of a game too large to solve under the memory cap: how far
//! the analysis got, an upper bound on its positions, and a sampled
//! estimate.

#![allow(clippy::cast_precision_loss, clippy::cast_possible_truncation)]

use fanga_ai::solve::SolveError;
use fanga_core::{AnyPosition, SplitMix64};

use crate::io::{Io, Stop};

/// The report of a game too large for the cap: how far the analysis got,
/// an upper bound on the positions, and a sampled estimate.
pub(super) fn too_large(
    io: &mut Io<'_>,
    root: &dyn AnyPosition,
    e: &SolveError,
) -> Result<(), Stop> {
    io.line(format_args!("not solved: {e}"))?;
    // The position text's numbers are the seeds of every hole and pool:
    // no position has more seeds than the start (seeds leave the board,
    // never come back), so sharing at most that many among those places,
    // for either player to move, bounds the positions.
    let text = root.to_string();
    let numbers: Vec<u64> = text
        .split(|c: char| !c.is_ascii_digit())
        .filter(|w| !w.is_empty())
        .filter_map(|w| w.parse().ok())
        .collect();
    let seeds: u64 = numbers.iter().sum();
    let places = numbers.len() as u64;
    // C(seeds + places, places): ways to share at most `seeds` seeds.
    let mut bound: f64 = 1.0;
    for i in 1..=places {
        bound = bound * (seeds + i) as f64 / i as f64;
    }
    io.line(format_args!(
        "upper bound: {:.2e} positions (either player to move, at most {seeds} seeds shared among the {places} holes and pools the position text lists: 2 x C({}, {places}); other state the text holds, such as a phase, multiplies it)",
        2.0 * bound,
        seeds + places,
    ))?;
    let (found, complete) = match e {
        SolveError::TooLarge {
            positions,
            complete_plies,
            ..
        } => (*positions, *complete_plies),
        _ => (0, 0),
    };
    // Capture-recapture: two samples, each of one position a random game
    // reaches at a random ply past the plies the analysis completed; the
    // share of the second sample already in the first estimates how many
    // positions there are to meet. Random games meet some positions more
    // often than others, so the estimate leans low; never below the count
    // found.
    let sample = |seed: u64, n: usize| {
        let mut rng = SplitMix64::new(seed);
        let mut seen = std::collections::HashSet::new();
        let mut tries = 0;
        while seen.len() < n && tries < 20 * n {
            tries += 1;
            // A random game of at most 1,000 plies, and one of its
            // positions past ply `complete`, uniformly.
            let mut p = root.boxed_clone();
            let mut past = Vec::new();
            for ply in 1..=1000u32 {
                let count = p.move_count();
                if count == 0 || p.outcome().is_some() {
                    break;
                }
                let i = (rng.next_u64() % count as u64) as usize;
                let Some((_, next)) = p.play_index(i) else {
                    break;
                };
                p = next;
                if ply > complete {
                    past.push(p.key());
                }
            }
            if !past.is_empty() {
                seen.insert(past[(rng.next_u64() % past.len() as u64) as usize]);
            }
        }
        seen
    };
    let n = 10_000;
    let a = sample(1, n);
    let b = sample(2, n);
    let both = a.intersection(&b).count();
    let (na, nb) = (a.len() as f64, b.len() as f64);
    if both == 0 {
        io.line(format_args!(
            "estimate: more than {:.1e} positions (two samples of {} and {} positions of random games past ply {complete} share none)",
            (na * nb).max(found as f64),
            a.len(),
            b.len()
        ))?;
    } else {
        io.line(format_args!(
            "estimate: about {:.1e} positions (capture-recapture: two samples of {} and {} positions of random games past ply {complete} share {both}; it leans low)",
            (na * nb / both as f64).max(found as f64),
            a.len(),
            b.len()
        ))?;
    }
    Ok(())
}
