//! Kalah's own exact solver (feature `solver`): [`solve`] runs it on a
//! position, [`KalahSowings`] is the fast adapter that makes Kalah's larger
//! boards solvable by the generic [`Solver`](fanga_solve::Solver), and
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
//! the pits alone ([`SolveGame::banked`](fanga_solve::SolveGame::banked)), and the seeds still on the board
//! bound what the future can add ([`SolveGame::bounds`](fanga_solve::SolveGame::bounds)).
//!
//! ```
//! use fanga_core::Position;
//! use fanga_kalah::solver::KalahSowings;
//! use fanga_kalah::{Kalah, KalahOptions};
//! use fanga_solve::{SolveSettings, Solver};
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

use std::sync::Arc;

use fanga_solve::{
    Analysis, Exact, Report, SolveConfig, SolveError, SolveGame, WholeTurns, analyse, by_search,
};

use crate::Kalah;

mod endgame;
mod eval;
mod search;
mod sowings;

pub use endgame::{EndgameError, KalahEndgame};
pub use eval::KalahEndgameEval;
pub use search::{KalahSolver, KalahSolverSettings};
pub(crate) use sowings::seeds_on_board;
pub use sowings::{KalahSowings, KalahState};

/// What Kalah's solver reads in [`SolveConfig::tools`]: the endgame table's
/// size and the threads. An endgame table already built is given there
/// too, as an `Arc<KalahEndgame>`.
///
/// ```
/// use std::sync::Arc;
///
/// use fanga_core::Settings;
/// use fanga_kalah::solver::{KalahEndgame, KalahSolveSettings};
///
/// let tools = Settings::new().with(KalahSolveSettings { endgame: Some(12), threads: Some(1) });
/// assert_eq!(tools.get::<KalahSolveSettings>().and_then(|s| s.endgame), Some(12));
/// assert!(tools.get::<Arc<KalahEndgame>>().is_none());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct KalahSolveSettings {
    /// The seeds on the board up to which the endgame table the solver
    /// builds first answers ([`KalahSolverSettings::endgame`]); `None` for
    /// the default ([`KalahSolverSettings::for_board`]). A table that would
    /// pass the memory cap is refused ([`EndgameError::TooLarge`]).
    pub endgame: Option<u8>,
    /// The threads that build the endgame table and search
    /// ([`KalahSolverSettings::threads`]); `None` for one a core (at most
    /// 8).
    pub threads: Option<usize>,
}

/// Solves a Kalah position: by [`KalahSolver`] when its pits fit a packed
/// board, else over whole turns by the generic search (exact either way).
///
/// ```
/// use fanga_core::Position;
/// use fanga_kalah::{Kalah, KalahOptions};
/// use fanga_solve::SolveConfig;
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
    let sowings = KalahSowings::new(&p.options());
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
    let own = config
        .tools
        .get::<KalahSolveSettings>()
        .copied()
        .unwrap_or_default();
    if let Some(e) = own.endgame {
        settings.endgame = e;
    }
    settings.threads = own
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get().min(8)))
        .max(1);
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

    fn value_of(&self, value: i32) -> fanga_solve::Value {
        self.sowings().value_of(value)
    }
}
