//! How many positions a game too large for the memory cap has: an upper
//! bound from its position text, and an estimate from the growth of the
//! breadth-first levels.

use std::collections::HashSet;

use fanga_ai::solve::SolveError;
use fanga_core::registry::AnyPosition;

use crate::io::{Io, Stop};

/// The most positions the estimate's own breadth-first search finds: about
/// two seconds of CPU for the four-row games through [`AnyPosition`], and
/// a few hundred MiB of keys and boxed positions at most, freed before the
/// solve.
pub(super) const LEVEL_POSITIONS: u64 = 2_000_000;

/// The levels of the fit: the last this many complete levels.
const FIT_LEVELS: usize = 6;

/// An estimate of the positions reachable from a root, from the growth of
/// its breadth-first levels.
#[derive(Clone, Debug)]
pub struct Estimate {
    /// The estimate (never below the positions already found).
    pub positions: f64,
    /// Whether the levels still grow without slowing: no end in sight, and
    /// [`Estimate::positions`] is infinite.
    pub at_least: bool,
    /// The sizes of the breadth-first levels found whole.
    levels: Vec<u64>,
    /// Whether they are every position.
    exact: bool,
    /// The plies the analysis's first try completed.
    past: u32,
}

impl Estimate {
    /// Finds the breadth-first levels of the positions reachable from
    /// `root` (until 2,000,000 are known) and extends their
    /// growth to its end; `complete` and `found` are what the analysis's
    /// first try reached (every position up to `complete` plies, `found`
    /// positions in all), and the estimate is never below `found`.
    ///
    /// A level holds the positions first met one ply after the level
    /// before. While few positions are known, each level is some constant
    /// times the one before; as the known positions fill the reachable set,
    /// more of a level's moves lead back to them, the ratio falls below 1
    /// and the levels fade. Two readings of that fall are fitted to the
    /// ratios of the last six levels and followed until the
    /// levels fade: the ratio falling in proportion to the positions known
    /// (`L(t+1) / L(t) = b (1 - S(t) / N)`, an epidemic in a population of
    /// `N`), which comes out low when a board's growth slows early for other
    /// reasons (turns that end the game, seeds that run short), and in
    /// proportion to their logarithm, which comes out high while the levels
    /// still grow; on the boards measured (the workspace's
    /// `docs/solved.md`) the two bracket the count, and the estimate is
    /// their geometric mean. A growth that does not slow under either
    /// reading has no end in sight: the estimate is then infinite, and
    /// [`Estimate::at_least`] says so.
    #[must_use]
    pub fn sample(root: &dyn AnyPosition, complete: u32, found: u64) -> Estimate {
        let (levels, exact) = levels(root, LEVEL_POSITIONS);
        let known: u64 = levels.iter().sum();
        let (positions, at_least) = if exact {
            (known as f64, false)
        } else {
            extend(&levels)
        };
        Estimate {
            positions: positions.max(found as f64),
            at_least,
            levels,
            exact,
            past: complete,
        }
    }

    /// The estimate in words: `about 3.1e9 positions (...)`.
    #[must_use]
    pub fn describe(&self) -> String {
        let n = self.levels.len();
        let known: u64 = self.levels.iter().sum();
        let last = match self.levels.as_slice() {
            [.., a, b] if *a > 0 => format!(
                ", the last {:.2} times the one before",
                *b as f64 / *a as f64
            ),
            _ => String::new(),
        };
        let past = self.past;
        if self.exact {
            format!(
                "about {:.1e} positions (a breadth-first search found them all: {known} in {n} levels)",
                self.positions
            )
        } else if self.at_least {
            format!(
                "no end in sight: the breadth-first levels grow without slowing ({known} positions in {n} complete levels{last}; the first try completed {past} plies)"
            )
        } else {
            format!(
                "about {:.1e} positions (the growth of the breadth-first levels, extended until they fade: {known} positions in {n} complete levels{last}; the first try completed {past} plies)",
                self.positions
            )
        }
    }
}

/// The breadth-first levels of the positions reachable from `root`, until
/// `most` positions are known: the sizes of the levels found whole, and
/// whether they are every position. Positions are told apart by their key
/// (a 64-bit hash: a collision in a few million is unlikely, and would only
/// lower a count).
fn levels(root: &dyn AnyPosition, most: u64) -> (Vec<u64>, bool) {
    let mut seen: HashSet<u64> = HashSet::new();
    seen.insert(root.key());
    let mut level = vec![root.boxed_clone()];
    let mut sizes = vec![1u64];
    while !level.is_empty() {
        let mut next = Vec::new();
        for p in &level {
            if p.outcome().is_some() {
                continue;
            }
            for i in 0..p.move_count() {
                let Some((_, c)) = p.play_index(i) else {
                    break;
                };
                if seen.insert(c.key()) {
                    next.push(c);
                }
            }
            if seen.len() as u64 > most {
                return (sizes, false);
            }
        }
        if !next.is_empty() {
            sizes.push(next.len() as u64);
        }
        level = next;
    }
    (sizes, true)
}

/// The positions the levels' growth reaches in all (see
/// [`Estimate::sample`]), and whether that is only a lower bound.
fn extend(levels: &[u64]) -> (f64, bool) {
    let known: f64 = levels.iter().sum::<u64>() as f64;
    let by_count = saturation(levels, |s| s);
    let by_log = saturation(levels, f64::ln);
    match (by_count, by_log) {
        (Some(a), Some(b)) => ((a * b).sqrt().max(known), false),
        // A growth that does not slow against the positions known: no end
        // in sight.
        _ => (f64::INFINITY, true),
    }
}

/// The growth of the levels extended to its end, the ratio of a level to
/// the one before taken to fall along a line in `scale(positions known)`,
/// fitted to the last [`FIT_LEVELS`] ratios; levels that fade by a steady
/// ratio fade on by it; `None` for a growth that does not slow.
fn saturation(levels: &[u64], scale: impl Fn(f64) -> f64) -> Option<f64> {
    let mut points = Vec::new();
    let mut known = 0.0;
    for w in levels.windows(2) {
        known += w[0] as f64;
        if w[0] > 0 {
            points.push((scale(known), w[1] as f64 / w[0] as f64));
        }
    }
    let points = &points[points.len().saturating_sub(FIT_LEVELS)..];
    if points.len() < 2 {
        return None;
    }
    let n = points.len() as f64;
    let mx = points.iter().map(|p| p.0).sum::<f64>() / n;
    let my = points.iter().map(|p| p.1).sum::<f64>() / n;
    let sxy: f64 = points.iter().map(|p| (p.0 - mx) * (p.1 - my)).sum();
    let sxx: f64 = points.iter().map(|p| (p.0 - mx) * (p.0 - mx)).sum();
    let mut total: f64 = levels.iter().sum::<u64>() as f64;
    let mut level = levels.last().copied().unwrap_or(0) as f64;
    if sxx <= 0.0 || sxy >= 0.0 {
        // Levels that already fade by a steady ratio fade on by it; a
        // growth that does not slow has no end in sight.
        return (my < 1.0).then(|| total + level * my / (1.0 - my));
    }
    let slope = sxy / sxx;
    let intercept = my - slope * mx;
    // The levels to come, each the one before times the fitted ratio at
    // the positions then known, until they fade (or pass any cap).
    for _ in 0..100_000 {
        let ratio = intercept + slope * scale(total);
        level *= ratio;
        if ratio <= 0.0 || level < 0.5 || total > 1e18 {
            break;
        }
        total += level;
    }
    Some(total)
}

/// The report of a game too large for the cap: how far the analysis got,
/// an upper bound on the positions, and the estimate.
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

#[cfg(test)]
mod tests {
    use super::extend;

    /// The breadth-first levels of a small four-row board (797,740
    /// positions, 26 levels: the count a retrograde analysis reached).
    const SMALL: [u64; 26] = [
        1, 8, 64, 349, 1945, 8398, 33615, 85083, 147527, 171136, 142782, 95481, 55447, 30078,
        13651, 6373, 2912, 1520, 788, 376, 104, 49, 23, 16, 11, 3,
    ];

    #[test]
    fn a_board_that_fades_is_estimated_within_twice_its_count() {
        let total: u64 = SMALL.iter().sum();
        assert_eq!(total, 797_740);
        // From the seventh level on (44,380 positions known, 6% of them).
        for known in 8..=SMALL.len() {
            let (n, at_least) = extend(&SMALL[..known]);
            assert!(!at_least, "{known}");
            let ratio = n / total as f64;
            assert!(
                (0.5..=2.0).contains(&ratio),
                "{known} levels: {n} ({ratio:.2})"
            );
        }
    }

    #[test]
    fn a_growth_that_does_not_slow_is_far_beyond_any_cap() {
        // The first levels of a four-row board of 32 seeds on 16 holes,
        // each about ten times the one before.
        let (n, _) = extend(&[1, 14, 192, 2068, 23873, 254_587]);
        assert!(n > 1e10, "{n}");
        // Levels that keep growing by the same factor: no end in sight.
        let (n, at_least) = extend(&[1, 10, 100, 1000, 10_000, 100_000, 1_000_000]);
        assert!(at_least && n.is_infinite());
    }
}
