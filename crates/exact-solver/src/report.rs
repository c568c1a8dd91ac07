//! [`solve_position`]: the method a game declares, run on a position, and
//! its [`Report`] in the game's notation.

use fanga_core::{
    Position,
    catalog::{Extensions, Solving},
};

use crate::analysis::Analysis;
use crate::error::SolveError;
use crate::game::{SolveGame, WholeTurns};
use crate::retrograde::{Retrograde, retrograde};
use crate::search::{ProgressFn, SolveStats, Solver};
use crate::settings::SolveSettings;
use crate::value::Value;

/// How a position was solved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Method {
    /// Memoised search (MTD(f) over a table of exact bounds): result and
    /// margin.
    Search,
    /// Retrograde analysis over every reachable position: result and plies
    /// to the end.
    Retrograde,
}

impl std::fmt::Display for Method {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Method::Search => "search",
            Method::Retrograde => "retrograde analysis",
        })
    }
}

/// What a solve is asked to do.
pub struct SolveConfig {
    /// Memory cap and progress interval.
    pub settings: SolveSettings,
    /// Value every legal move of the position and give a principal
    /// variation (a search solves each move's position in turn, so this
    /// costs more than the value alone).
    pub moves: bool,
    /// Called as the work goes on.
    pub progress: Option<ProgressFn>,
    /// What a game's own solver may read: its table
    /// ([`Catalogued::read_table`](fanga_core::catalog::Catalogued::read_table),
    /// [`Catalogued::build_table`](fanga_core::catalog::Catalogued::build_table)) and
    /// a [`TableRequest`](fanga_core::catalog::TableRequest) (Kalah's: the endgame
    /// table's seeds and the threads). The generic methods read nothing
    /// here.
    pub tools: Extensions,
}

impl Default for SolveConfig {
    fn default() -> Self {
        SolveConfig {
            settings: SolveSettings::default(),
            moves: true,
            progress: None,
            tools: Extensions::new(),
        }
    }
}

impl std::fmt::Debug for SolveConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SolveConfig")
            .field("settings", &self.settings)
            .field("moves", &self.moves)
            .field("tools", &self.tools)
            .finish_non_exhaustive()
    }
}

/// A solved position, with moves in the game's notation.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Report {
    /// The game's name.
    pub game: &'static str,
    /// How it was solved.
    pub method: Method,
    /// The letter of the player to move (`S`, `N`, or Fanorona's `W`, `B`).
    pub mover: char,
    /// The value for the player to move.
    pub value: Value,
    /// Plies to the end with perfect play (retrograde analysis, for a win
    /// or a loss).
    pub plies: Option<u32>,
    /// Every legal move with its value for the player to move (empty unless
    /// [`SolveConfig::moves`]).
    pub moves: Vec<(String, Value)>,
    /// A principal variation, with [`SolveConfig::moves`]: to the end of the
    /// game (a retrograde analysis of a draw follows drawing moves until a
    /// position repeats).
    pub pv: Vec<String>,
    /// Search: positions searched (each time it was searched).
    /// Retrograde analysis: distinct positions reachable.
    pub positions: u64,
    /// Search: distinct positions in the table at the end. Retrograde
    /// analysis: the positions drawn.
    pub distinct: u64,
    /// The memory of the solver's tables, in bytes (the table's size, or
    /// the retrograde analysis's estimate), endgame table included.
    pub bytes: u64,
}

impl Report {
    /// The report of a memoised search of `p`: its value, every move's
    /// (empty if not asked), a principal variation and the search's counts.
    #[must_use]
    pub fn searched<P: Position>(
        p: &P,
        value: Value,
        moves: &[(P::Move, Value)],
        pv: &[P::Move],
        stats: SolveStats,
    ) -> Report {
        Report {
            game: P::GAME,
            method: Method::Search,
            mover: P::PLAYER_LETTERS[p.turn()],
            value,
            plies: None,
            moves: moves.iter().map(|(m, v)| (m.to_string(), *v)).collect(),
            pv: pv.iter().map(ToString::to_string).collect(),
            positions: stats.nodes,
            distinct: stats.entries,
            bytes: stats.table_bytes,
        }
    }
}

/// Solves `p` by `method` (the game's
/// [`Catalogued::solving`](fanga_core::catalog::Catalogued::solving)): a search over
/// whole turns, or a retrograde analysis.
///
/// ```
/// use fanga_core::{Position, catalog::Solving};
/// use fanga_fang::{Fang, FangOptions};
/// use fanga_exact_solver::{Method, SolveConfig, solve_position};
///
/// let start = Fang::start(&FangOptions::default().with_cups(4)?);
/// let r = solve_position(&start, Solving::Search, SolveConfig::default())?;
/// assert_eq!(r.method, Method::Search);
/// assert_eq!(r.moves.len(), start.legal_moves().len());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
///
/// [`SolveError::Unsupported`] for [`Solving::Unsupported`]; the solver's
/// errors (the memory cap, a repetition met by a search).
pub fn solve_position<P: Position>(
    p: &P,
    method: Solving,
    config: SolveConfig,
) -> Result<Report, SolveError> {
    match method {
        Solving::Search => by_search(p, WholeTurns::new(), Clone::clone, config),
        Solving::Retrograde => by_retrograde(p, config),
        Solving::Unsupported(why) => Err(SolveError::Unsupported { game: P::GAME, why }),
        // A method added to fanga-core and not yet run here.
        _ => Err(SolveError::Unsupported {
            game: P::GAME,
            why: "this build's solver does not know the game's method",
        }),
    }
}

/// A memoised search with the adapter `game` from `p`, whose state is
/// `state_of(p)`.
///
/// # Errors
///
/// The solver's.
pub fn by_search<P: Position, G: SolveGame>(
    p: &P,
    game: G,
    state_of: impl Fn(&P) -> G::State,
    config: SolveConfig,
) -> Result<Report, SolveError> {
    let mut solver = Solver::new(game, config.settings);
    if let Some(progress) = config.progress {
        solver.set_progress(progress);
    }
    let (value, moves, pv) = if config.moves {
        let Analysis { value, moves, pv } = solver.analyse(p, state_of)?;
        (value, moves, pv)
    } else {
        (solver.solve(&state_of(p))?, Vec::new(), Vec::new())
    };
    Ok(Report::searched(p, value, &moves, &pv, solver.stats()))
}

/// A retrograde analysis from `p`.
///
/// # Errors
///
/// The analysis's: the memory cap, or a game whose rules read its history.
pub fn by_retrograde<P: Position>(p: &P, config: SolveConfig) -> Result<Report, SolveError> {
    let mut progress = config.progress;
    let r: Retrograde<P> = retrograde(p, &config.settings, |s| {
        if let Some(f) = progress.as_mut() {
            f(s);
        }
    })?;
    Ok(Report {
        game: P::GAME,
        method: Method::Retrograde,
        mover: P::PLAYER_LETTERS[p.turn()],
        value: r.value,
        plies: r.plies,
        moves: if config.moves {
            r.moves
                .into_iter()
                .map(|(m, v)| (m.to_string(), v))
                .collect()
        } else {
            Vec::new()
        },
        pv: if config.moves {
            r.pv.iter().map(ToString::to_string).collect()
        } else {
            Vec::new()
        },
        positions: r.positions,
        distinct: r.draws,
        bytes: r.bytes,
    })
}
