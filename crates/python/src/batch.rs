//! Seeded random playouts of many games on every core, as `selfplay
//! --games` plays them: game `i` is the playout seeded `seed + i`
//! (`fanga_core::playout::random_playouts`), so the same seeds give the same games
//! whatever the number of threads.

use std::collections::BTreeMap;
use std::ops::Range;

use fanga::core::{playout::PlayoutTally, registry::AnyPosition};
use numpy::PyArray1;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::errors::{guard, panicked};
use crate::position::Position;

/// What a run of random playouts came to: counts, and with `per_game`,
/// one entry a game (in seed order) as numpy arrays.
#[pyclass(module = "fanga", frozen)]
pub struct Tally {
    tally: PlayoutTally,
    plies: Option<Vec<u32>>,
    winners: Option<Vec<i8>>,
}

#[pymethods]
impl Tally {
    /// Games played.
    #[getter]
    fn games(&self) -> u64 {
        self.tally.games
    }
    /// Moves played, over all the games.
    #[getter]
    fn plies(&self) -> u64 {
        self.tally.plies
    }
    /// Games won by each seat, the first seat's first.
    #[getter]
    fn wins(&self) -> (u64, u64) {
        self.tally.wins.into()
    }
    /// Games drawn.
    #[getter]
    fn draws(&self) -> u64 {
        self.tally.draws
    }
    /// Games that reached the ply limit first.
    #[getter]
    fn unfinished(&self) -> u64 {
        self.tally.unfinished
    }
    /// Finished games by the reason they ended (`kamo`, ...).
    #[getter]
    fn reasons(&self) -> BTreeMap<String, u64> {
        self.tally
            .reasons
            .iter()
            .map(|(r, n)| (r.as_str().to_owned(), *n))
            .collect()
    }
    /// With `per_game`: each game's length in plies (numpy `uint32`).
    #[getter]
    fn game_plies<'py>(&self, py: Python<'py>) -> Option<Bound<'py, PyArray1<u32>>> {
        self.plies.as_deref().map(|v| PyArray1::from_slice(py, v))
    }
    /// With `per_game`: each game's winner (numpy `int8`): 0 or 1 for the
    /// seat that won, -1 for a draw, -2 for a game stopped by the ply
    /// limit.
    #[getter]
    fn game_winners<'py>(&self, py: Python<'py>) -> Option<Bound<'py, PyArray1<i8>>> {
        self.winners.as_deref().map(|v| PyArray1::from_slice(py, v))
    }
    fn __repr__(&self) -> String {
        let t = &self.tally;
        format!(
            "Tally(games={}, plies={}, wins=({}, {}), draws={}, unfinished={})",
            t.games, t.plies, t.wins.south, t.wins.north, t.draws, t.unfinished
        )
    }
}

/// Adds `b` into `a`.
fn merge(a: &mut PlayoutTally, b: &PlayoutTally) {
    a.games += b.games;
    a.plies += b.plies;
    a.wins.south += b.wins.south;
    a.wins.north += b.wins.north;
    a.draws += b.draws;
    a.unfinished += b.unfinished;
    for (r, n) in &b.reasons {
        *a.reasons.entry(*r).or_default() += n;
    }
}

/// One thread's share: its tally, and each game's plies and winner when
/// asked.
type Share = (PlayoutTally, Vec<u32>, Vec<i8>);

fn play_share(
    start: &dyn AnyPosition,
    seeds: Range<u64>,
    max_plies: usize,
    per_game: bool,
) -> Share {
    if !per_game {
        return (
            start.random_playouts(seeds, max_plies),
            Vec::new(),
            Vec::new(),
        );
    }
    let mut tally = PlayoutTally::default();
    let mut plies = Vec::new();
    let mut winners = Vec::new();
    for seed in seeds {
        let one = start.random_playouts(seed..seed + 1, max_plies);
        plies.push(u32::try_from(one.plies).unwrap_or(u32::MAX));
        winners.push(if one.wins.south > 0 {
            0
        } else if one.wins.north > 0 {
            1
        } else if one.draws > 0 {
            -1
        } else {
            -2
        });
        merge(&mut tally, &one);
    }
    (tally, plies, winners)
}

/// Plays `games` random playouts from `position`, seeded `seed`, `seed +
/// 1`, ..., each of at most `max_plies` moves, on `threads` threads (the
/// machine's cores by default), with the GIL released, and tallies them.
/// The games are those of `selfplay --games` with the same seeds; with
/// `per_game`, the tally also holds each game's length and winner.
#[pyfunction]
#[pyo3(signature = (position, games, seed = 0, max_plies = 1000, threads = None, per_game = false))]
pub(crate) fn random_playouts(
    py: Python<'_>,
    position: &Position,
    games: u64,
    seed: u64,
    max_plies: usize,
    threads: Option<usize>,
    per_game: bool,
) -> PyResult<Tally> {
    let end = seed
        .checked_add(games)
        .ok_or_else(|| PyValueError::new_err("seed + games is past 2**64"))?;
    let threads = match threads {
        Some(0) => return Err(PyValueError::new_err("threads must be at least 1")),
        Some(n) => n,
        None => std::thread::available_parallelism().map_or(1, usize::from),
    };
    let threads = u64::try_from(threads).unwrap_or(u64::MAX).min(games.max(1));
    let start: &dyn AnyPosition = &*position.inner;
    let shares = py.detach(|| {
        guard(|| {
            std::thread::scope(|scope| {
                let handles: Vec<_> = (0..threads)
                    .map(|i| {
                        // Contiguous seed ranges, the first ones one game
                        // longer when the games do not divide evenly.
                        let from = seed + games / threads * i + (games % threads).min(i);
                        let to = seed + games / threads * (i + 1) + (games % threads).min(i + 1);
                        scope.spawn(move || play_share(start, from..to, max_plies, per_game))
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().map_err(|p| panicked(&*p)))
                    .collect::<PyResult<Vec<Share>>>()
            })
        })
    })?;
    let _ = end;
    let mut tally = PlayoutTally::default();
    let (mut plies, mut winners) = (Vec::new(), Vec::new());
    for (t, p, w) in &shares {
        merge(&mut tally, t);
        plies.extend_from_slice(p);
        winners.extend_from_slice(w);
    }
    Ok(Tally {
        tally,
        plies: per_game.then_some(plies),
        winners: per_game.then_some(winners),
    })
}
