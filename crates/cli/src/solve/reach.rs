//! A solve that first checks the game is within reach of the memory cap:
//! a board out of reach is refused in seconds, with the estimate that says
//! so, rather than after filling the cap.

use fanga_ai::solve::{Report, SolveConfig, SolveError};
use fanga_ai::{Catalog, SolveGameError};
use fanga_core::{registry::AnyPosition, text::Bytes};

pub use super::estimate::Estimate;

/// The most memory of the first try (which takes a sixteenth of the cap):
/// small enough to fill in well under a second, large enough that the
/// boards people solve at a prompt solve in it at once.
const PROBE: u64 = 64 << 20;

/// How a solve within reach ended.
#[non_exhaustive]
pub enum Attempt {
    /// Solved.
    Solved(Report),
    /// Refused before the solve: the estimate of the positions, at the
    /// memory a position took in the first try, passes the cap.
    OutOfReach {
        /// The memory cap.
        cap: u64,
        /// The memory the estimate needs.
        needed: u64,
        /// The positions the first try found, in its memory.
        found: u64,
        /// The first try's memory.
        probe: u64,
        /// The estimate.
        estimate: Estimate,
    },
    /// The solve filled the cap: the solver's error and the estimate.
    TooLarge(SolveError, Estimate),
    /// Another failure (an unknown game, a game without a solver, ...).
    Failed(SolveGameError),
}

impl Attempt {
    /// A refusal before the solve, in one line.
    #[must_use]
    pub fn out_of_reach_line(&self) -> Option<String> {
        let Attempt::OutOfReach {
            cap,
            needed,
            found,
            probe,
            estimate,
        } = self
        else {
            return None;
        };
        let needed = if estimate.at_least {
            "more than any cap".to_owned()
        } else {
            format!("about {}", Bytes(*needed))
        };
        Some(format!(
            "out of reach of the memory cap of {}: {}, {needed} at the {:.0} bytes a position took in a first try (which found {found} positions in {})",
            Bytes(*cap),
            estimate.describe(),
            *probe as f64 / (*found).max(1) as f64,
            Bytes(*probe),
        ))
    }
}

/// Solves `position` (the start when `None`) of `game` with the config
/// `config` makes for a memory cap: first under a small cap; when the game
/// is larger, estimates its positions ([`Estimate::sample`]), and refuses
/// at once when they would pass `cap`; else solves under `cap`.
#[must_use]
pub fn solve_capped(
    catalog: &Catalog,
    game: &str,
    options: &[String],
    position: Option<&str>,
    root: &dyn AnyPosition,
    cap: u64,
    config: &dyn Fn(u64) -> SolveConfig,
) -> Attempt {
    let request = Request {
        catalog,
        game,
        options,
        position,
    };
    solve_capped_noting(&request, root, cap, config, &mut |_, _| {})
}

/// What [`solve_capped`] solves: a game of the catalog, its options, and a
/// position (the start when `None`).
pub(crate) struct Request<'a> {
    pub(crate) catalog: &'a Catalog,
    pub(crate) game: &'a str,
    pub(crate) options: &'a [String],
    pub(crate) position: Option<&'a str>,
}

/// [`solve_capped`], telling `note` the estimate and the memory it needs
/// when one is made (the `solve` tool prints them).
pub(crate) fn solve_capped_noting(
    request: &Request<'_>,
    root: &dyn AnyPosition,
    cap: u64,
    config: &dyn Fn(u64) -> SolveConfig,
    note: &mut dyn FnMut(&Estimate, u64),
) -> Attempt {
    let Request {
        catalog,
        game,
        options,
        position,
    } = *request;
    let solve = |memory| catalog.solve(game, options, position, config(memory));
    // A game with another method (a search, a game's own solver) uses its
    // memory for tables that speed it up: it gets the whole cap at once.
    let retrograde = catalog
        .get(game)
        .is_ok_and(|e| e.solves_by_retrograde(options));
    probe_then_solve(
        &solve,
        root,
        cap,
        if retrograde {
            (cap / 16).clamp(1, PROBE)
        } else {
            cap
        },
        note,
    )
}

/// [`solve_capped`] with `solve` (a solve under a memory cap, any
/// method) and the first try's memory `probe` (at most `cap`).
#[must_use]
pub fn solve_capped_with_probe(
    solve: &dyn Fn(u64) -> Result<Report, SolveGameError>,
    root: &dyn AnyPosition,
    cap: u64,
    probe: u64,
) -> Attempt {
    probe_then_solve(solve, root, cap, probe, &mut |_, _| {})
}

/// [`solve_capped_with_probe`], telling `note` the estimate and the memory
/// it needs.
fn probe_then_solve(
    solve: &dyn Fn(u64) -> Result<Report, SolveGameError>,
    root: &dyn AnyPosition,
    cap: u64,
    probe: u64,
    note: &mut dyn FnMut(&Estimate, u64),
) -> Attempt {
    let probe = cap.min(probe);
    let (found, complete) = match solve(probe) {
        Ok(r) => return Attempt::Solved(r),
        Err(SolveGameError::Solve(SolveError::TooLarge {
            positions,
            complete_plies,
            ..
        })) => (positions, complete_plies),
        Err(e) => return Attempt::Failed(e),
    };
    let estimate = Estimate::sample(root, complete, found);
    // The memory a position took in the first try (the analysis's own
    // account: its tables' capacities, with room for their next doubling),
    // for every position of the estimate.
    let needed = estimate.positions * probe as f64 / found.max(1) as f64;
    note(&estimate, needed.min(u64::MAX as f64) as u64);
    if probe == cap {
        let e = SolveError::TooLarge {
            positions: found,
            complete_plies: complete,
            cap,
        };
        return Attempt::TooLarge(e, estimate);
    }
    if needed > cap as f64 {
        return Attempt::OutOfReach {
            cap,
            needed: needed.min(u64::MAX as f64) as u64,
            found,
            probe,
            estimate,
        };
    }
    match solve(cap) {
        Ok(r) => Attempt::Solved(r),
        Err(SolveGameError::Solve(e @ SolveError::TooLarge { .. })) => {
            Attempt::TooLarge(e, estimate)
        }
        Err(e) => Attempt::Failed(e),
    }
}
