//! Kalah's own exact solver (feature `solver`): [`solve`] runs it on a
//! position, [`KalahSowings`] is the fast adapter that makes Kalah's larger
//! boards solvable by the generic [`Solver`](fanga_exact_solver::Solver), and
//! [`KalahSolver`] the same method written for Kalah alone, with an endgame
//! table ([`KalahEndgame`]) that can be built once, kept in a file and
//! shared by every solve of a board, and by the computer players
//! ([`KalahEndgameEval`]).
//!
//! [`KalahSowings`] solves Kalah sowing by sowing rather than whole turn by
//! whole turn: a turn of extra sowings is a chain of states with the same
//! player to move, so the table holds the states between sowings too and
//! the solver never enumerates every chain of a turn. The stores are
//! counted outside the table's code: two states whose pits agree have the
//! same future, whatever the stores hold, so the table keeps the value of
//! the pits alone ([`SolveGame::banked`]), and the seeds still on the
//! board bound what the future can add ([`SolveGame::bounds`]).
//!
//! ```
//! use fanga_core::Position;
//! use fanga_kalah::solver::KalahSowings;
//! use fanga_kalah::{Kalah, KalahOptions};
//! use fanga_exact_solver::{SolveSettings, Solver};
//!
//! // Kalah with 3 houses of 3 seeds: the first player wins by 2.
//! let options = KalahOptions::new(3, 3)?;
//! let start = Kalah::start(&options);
//! let game = KalahSowings::new(&options);
//! let state = game.state(&start);
//! let mut solver = Solver::new(game, SolveSettings::default());
//! assert_eq!(solver.solve(&state)?.to_string(), "win by 2");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::io::Read as _;
use std::sync::Arc;

use fanga_core::catalog::{Extensions, TableError, TableFile, TableRequest};
use fanga_exact_solver::{
    Analysis, Exact, Report, SolveConfig, SolveError, SolveGame, WholeTurns, analyse, by_search,
};

use crate::Kalah;

mod endgame;
mod endgame_build;
mod estimate;
mod eval;
mod order;
mod search;
mod sowings;
mod state;
mod table;

pub use endgame::{EndgameError, KalahEndgame};
pub use eval::KalahEndgameEval;
pub use search::{KalahSolver, KalahSolverSettings};
pub use sowings::KalahSowings;
pub(crate) use sowings::seeds_on_board;
pub use state::KalahState;

/// The endgame table of `table` as the tools carry it: in [`Extensions`] (as
/// an `Arc<KalahEndgame>`), written by [`KalahEndgame::write_to`].
pub(crate) fn table_file(table: Arc<KalahEndgame>) -> TableFile {
    let seeds = u32::from(table.seeds());
    let states = table.len() as u64;
    let saved = Arc::clone(&table);
    TableFile::new(Extensions::new().with(table), seeds, states)
        .with_saver(move |mut w| saved.write_to(&mut w).map_err(std::io::Error::other))
}

/// Reads an endgame table from `file` (see
/// [`Catalogued::read_table`](fanga_core::catalog::Catalogued::read_table)): the
/// header first, so that a table of another board than `houses` is refused
/// before its values are read.
pub(crate) fn read_table(
    file: &mut dyn std::io::Read,
    houses: Option<u8>,
) -> Result<TableFile, TableError> {
    let mut header = [0u8; 24];
    file.read_exact(&mut header)
        .map_err(|e| TableError::Refused(Box::new(EndgameError::from(e))))?;
    let (found, _) = KalahEndgame::read_header(&mut &header[..])
        .map_err(|e| TableError::Refused(Box::new(e)))?;
    if let Some(h) = houses
        && usize::from(h) != found
    {
        return Err(TableError::Refused(Box::new(EndgameError::Houses {
            table: found,
            board: usize::from(h),
        })));
    }
    let table = KalahEndgame::read_from(&mut std::io::BufReader::new((&header[..]).chain(file)))
        .map_err(|e| TableError::Refused(Box::new(e)))?;
    Ok(table_file(Arc::new(table)))
}

/// Builds the endgame table for solving `p` (see
/// [`Catalogued::build_table`](fanga_core::catalog::Catalogued::build_table)):
/// `request.seeds` seeds (by default the solver's choice for the board,
/// [`KalahSolverSettings::for_board`]) on `request.threads` threads, within
/// `request.memory` (by default 16 GiB); none for a position whose pits do
/// not fit a packed board (it is solved by whole turns).
pub(crate) fn build_table(
    p: &Kalah,
    request: &TableRequest,
    progress: &(dyn Fn(u64, u64) + Sync),
) -> Result<Option<TableFile>, TableError> {
    let refused = |e: EndgameError| TableError::Refused(Box::new(e));
    let sowings = KalahSowings::new(p.options());
    if !sowings.fits(p) {
        return Ok(None);
    }
    let cap = request.memory.unwrap_or(16 << 30);
    let seeds = match request.seeds {
        Some(s) => u8::try_from(s).map_err(|_| {
            refused(EndgameError::Board {
                houses: u8::try_from(sowings.houses()).unwrap_or(u8::MAX),
                seeds: u8::MAX,
            })
        })?,
        None => KalahSolverSettings::for_board(sowings.houses(), seeds_on_board(p), cap).endgame,
    };
    let bytes = KalahEndgame::states(sowings.houses(), seeds).map_err(refused)?;
    if bytes > cap {
        return Err(refused(EndgameError::TooLarge { seeds, bytes, cap }));
    }
    let table =
        KalahEndgame::build(&sowings, seeds, threads(request), progress).map_err(refused)?;
    Ok(Some(table_file(Arc::new(table))))
}

/// The threads a request asks, at least one; one a core (at most 8) by
/// default.
fn threads(request: &TableRequest) -> usize {
    request
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get().min(8)))
        .max(1)
}

/// Solves a Kalah position: by [`KalahSolver`] when its pits fit a packed
/// board, else over whole turns by the generic search (exact either way).
///
/// ```
/// use fanga_core::Position;
/// use fanga_kalah::{Kalah, KalahOptions};
/// use fanga_exact_solver::SolveConfig;
///
/// let start = Kalah::start(&KalahOptions::new(3, 3)?);
/// let report = fanga_kalah::solver::solve(&start, SolveConfig::default())?;
/// assert_eq!(report.value.to_string(), "win by 2");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
///
/// The solver's: the memory cap, an endgame table of another board
/// ([`SolveError::Game`] holding an [`EndgameError`]).
pub fn solve(p: &Kalah, config: SolveConfig) -> Result<Report, SolveError> {
    let sowings = KalahSowings::new(p.options());
    if !sowings.fits(p) {
        // More seeds than a packed pit holds: whole turns, exactly.
        return by_search(p, WholeTurns::new(), Clone::clone, config);
    }
    by_kalah(p, &sowings, config)
}

/// Kalah by its own solver ([`KalahSolver`]).
fn by_kalah(p: &Kalah, sowings: &KalahSowings, config: SolveConfig) -> Result<Report, SolveError> {
    let seeds = seeds_on_board(p);
    let cap = config.settings.memory;
    let mut settings = KalahSolverSettings::for_board(sowings.houses(), seeds, cap);
    let request = config
        .tools
        .get::<TableRequest>()
        .copied()
        .unwrap_or_default();
    if let Some(e) = request.seeds {
        settings.endgame = u8::try_from(e).unwrap_or(u8::MAX);
    }
    settings.threads = threads(&request);
    let mut solver = match config.tools.get::<Arc<KalahEndgame>>().cloned() {
        Some(eg) => {
            // The endgame table counts against the cap.
            settings.memory = cap.saturating_sub(eg.len() as u64);
            KalahSolver::with_endgame(sowings, seeds, settings, eg).map_err(SolveError::game)?
        }
        None => {
            let bytes = KalahEndgame::states(sowings.houses(), settings.endgame)
                .map_err(SolveError::game)?;
            if bytes > cap {
                return Err(SolveError::game(EndgameError::TooLarge {
                    seeds: settings.endgame,
                    bytes,
                    cap,
                }));
            }
            settings.memory = cap - bytes;
            KalahSolver::new(sowings, seeds, settings).map_err(SolveError::game)?
        }
    };
    if let Some(progress) = config.progress {
        solver.set_progress(progress);
    }
    let (value, moves, pv) = if config.moves {
        let Analysis { value, moves, pv } = analyse(&mut solver, p, |q| sowings.state(q))?;
        (value, moves, pv)
    } else {
        (
            sowings.value_of(solver.value(&sowings.state(p))?),
            Vec::new(),
            Vec::new(),
        )
    };
    Ok(Report::searched(p, value, &moves, &pv, solver.stats()))
}

impl Exact for KalahSolver<'_> {
    type State = KalahState;

    fn value(&mut self, state: &KalahState) -> Result<i32, SolveError> {
        KalahSolver::value(self, state)
    }

    fn at_least(&mut self, state: &KalahState, v: i32) -> Result<bool, SolveError> {
        KalahSolver::at_least(self, state, v)
    }

    fn value_of(&self, value: i32) -> fanga_exact_solver::Value {
        self.sowings().value_of(value)
    }
}
