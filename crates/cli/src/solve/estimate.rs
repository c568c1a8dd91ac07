//! How many positions a game too large for the memory cap has: an upper
//! bound from its position text, and a sampled estimate.

use fanga_ai::solve::SolveError;
use fanga_core::{SplitMix64, registry::AnyPosition};

use crate::io::{Io, Stop};

/// A sampled estimate of the positions reachable from a root.
#[derive(Clone, Copy, Debug)]
pub struct Estimate {
    /// The estimate (never below the positions already found).
    pub positions: f64,
    /// Whether it is only a lower bound (the two samples shared nothing).
    pub at_least: bool,
    /// The samples' sizes, and how many positions they share.
    samples: (usize, usize, usize),
    /// The plies past which positions were sampled.
    past: u32,
}

impl Estimate {
    /// Capture-recapture: two samples, each of one position a random game
    /// reaches at a random ply past `complete` plies (those the analysis
    /// completed); the share of the second sample already in the first
    /// estimates how many positions there are to meet. Random games meet
    /// some positions more often than others, so the estimate leans low;
    /// never below `found`.
    #[must_use]
    pub fn sample(root: &dyn AnyPosition, complete: u32, found: u64) -> Estimate {
        let sample = |seed: u64, n: usize| {
            let mut rng = SplitMix64::new(seed);
            let mut seen = std::collections::HashSet::new();
            let mut tries = 0;
            let mut last_new = 0;
            // Up to `n` positions, or until 2,000 tries in a row meet none
            // new (a small game, all but met).
            while seen.len() < n && tries < 20 * n && tries - last_new < 2_000 {
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
                if !past.is_empty()
                    && seen.insert(past[(rng.next_u64() % past.len() as u64) as usize])
                {
                    last_new = tries;
                }
            }
            seen
        };
        let n = 10_000;
        let a = sample(1, n);
        let b = sample(2, n);
        let both = a.intersection(&b).count();
        let (na, nb) = (a.len() as f64, b.len() as f64);
        let positions = if both == 0 {
            na * nb
        } else {
            na * nb / both as f64
        };
        Estimate {
            positions: positions.max(found as f64),
            at_least: both == 0,
            samples: (a.len(), b.len(), both),
            past: complete,
        }
    }

    /// The estimate in words: `about 3.1e9 positions (...)`.
    #[must_use]
    pub fn describe(&self) -> String {
        let (a, b, both) = self.samples;
        let past = self.past;
        if self.at_least {
            format!(
                "more than {:.1e} positions (two samples of {a} and {b} positions of random games past ply {past} share none)",
                self.positions
            )
        } else {
            format!(
                "about {:.1e} positions (capture-recapture: two samples of {a} and {b} positions of random games past ply {past} share {both}; it leans low)",
                self.positions
            )
        }
    }
}

/// The report of a game too large for the cap: how far the analysis got,
/// an upper bound on the positions, and the sampled estimate.
pub(super) fn too_large(
    io: &mut Io<'_>,
    root: &dyn AnyPosition,
    e: &SolveError,
    estimate: &Estimate,
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
    io.line(format_args!("estimate: {}", estimate.describe()))
}
