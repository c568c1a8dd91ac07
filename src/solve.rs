//! Exact solutions of every game small enough: [`solve`] picks the method
//! for a game of the registry by name; [`KalahSowings`] is the fast
//! adapter that makes Kalah's larger boards solvable by the generic
//! solver, and [`KalahSolver`] the same method written for Kalah alone,
//! with an endgame table ([`KalahEndgame`]) that can be built once, kept in
//! a file and shared by every solve of a board.
//!
//! [`solve`] uses [`fanga_ai::solve`](crate::ai::solve):
//!
//! | game | method | why |
//! |---|---|---|
//! | `kalah` | search, sowing by sowing ([`KalahSowings`], or [`KalahSolver`] given an endgame table or threads) | no position repeats (see [`KalahSowings`]) |
//! | `fang` | search over whole turns | every turn takes a seed from the mover's reserve, and the game ends when a reserve is empty |
//! | `fifangha`, `reserve_end` `most_seeds` or `draw` | search over whole turns | the same: every turn takes a reserve seed, and an empty reserve ends the game |
//! | `katro`, `katra-fandatsaka`, `katra-sakalava`, `fifangha` with `phase_two`, `mangala`, `fanorona`, `fanorona-telo` | retrograde analysis | positions can repeat |
//! | `oware` | none | its repetition rule ends a game on the history, so a position alone has no value |
//!
//! ```
//! use fanga::solve::{Method, SolveConfig, solve};
//!
//! // Fifangha on four columns: the second player wins by 6.
//! let r = solve("fifangha", &["columns=4"], None, SolveConfig::default())?;
//! assert_eq!(r.method, Method::Search);
//! assert_eq!(format!("{} {}", r.mover, r.value), "S loss by 6");
//! assert!(r.moves.iter().any(|(m, v)| m == "b2 a2" && *v == r.value));
//! # Ok::<(), fanga::solve::SolveGameError>(())
//! ```
//!
//! A search finds the result and the margin (the final count of the player
//! to move less his opponent's, each playing first to win, then for the
//! largest margin); a retrograde analysis finds the result and the number
//! of plies to the end. Either is exact: a search that meets a repeated
//! position stops with [`SolveError::Cycle`] rather than answer.
//!
//! [`KalahSowings`] solves Kalah sowing by sowing rather than whole turn by
//! whole turn: a turn of extra sowings is a chain of states with the same
//! player to move, so the table holds the states between sowings too and
//! the solver never enumerates every chain of a turn. The stores are
//! counted outside the table's code: two states whose pits agree have the
//! same future, whatever the stores hold, so the table keeps the value of
//! the pits alone ([`SolveGame::banked`]), and the seeds still on the board
//! bound what the future can add ([`SolveGame::bounds`]).
//!
//! ```
//! use fanga::ai::solve::{Solver, SolveSettings};
//! use fanga::core::Position;
//! use fanga::kalah::{Kalah, KalahOptions};
//! use fanga::solve::KalahSowings;
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

// With `ai` and no game, nothing calls the helpers below.
#![cfg_attr(
    not(any(
        feature = "katro",
        feature = "katra-fandatsaka",
        feature = "fifangha",
        feature = "katra-sakalava",
        feature = "mangala",
        feature = "fang",
        feature = "oware",
        feature = "kalah",
        feature = "fanorona"
    )),
    allow(dead_code, unused_variables)
)]

#[allow(unused_imports)]
use crate::ai::solve::WholeTurns;
use crate::ai::solve::{
    Analysis, ProgressFn, Retrograde, SolveError, SolveGame, SolveSettings, Solver, Value,
    retrograde,
};
use crate::core::{GameOptions, Position, RegistryError};

#[cfg(feature = "kalah")]
pub(crate) mod kalah;
#[cfg(feature = "kalah")]
pub use kalah::{
    EndgameError, KalahEndgame, KalahSolver, KalahSolverSettings, KalahSowings, KalahState,
};

/// How [`solve`] solved a position.
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

/// What [`solve`] is asked to do.
pub struct SolveConfig {
    /// Memory cap and progress interval.
    pub settings: SolveSettings,
    /// Value every legal move of the position and give a principal
    /// variation (a search solves each move's position in turn, so this
    /// costs more than the value alone).
    pub moves: bool,
    /// Kalah: the seeds on the board up to which the endgame table the
    /// solver builds first answers ([`KalahSolverSettings::endgame`]);
    /// `None` for the default ([`KalahSolverSettings::for_board`]). A table
    /// that would pass the memory cap is refused
    /// ([`EndgameError::TooLarge`]).
    pub endgame: Option<u8>,
    /// Kalah: an endgame table to use rather than build one
    /// ([`KalahEndgame::build`], [`KalahEndgame::read_from`]);
    /// [`SolveConfig::endgame`] is then ignored.
    #[cfg(feature = "kalah")]
    pub kalah_endgame: Option<std::sync::Arc<KalahEndgame>>,
    /// Kalah: the threads that build the endgame table and search
    /// ([`KalahSolverSettings::threads`]); `None` for one a core (at most
    /// 8).
    pub threads: Option<usize>,
    /// Called as the work goes on.
    pub progress: Option<ProgressFn>,
}

impl Default for SolveConfig {
    fn default() -> Self {
        SolveConfig {
            settings: SolveSettings::default(),
            moves: true,
            endgame: None,
            #[cfg(feature = "kalah")]
            kalah_endgame: None,
            threads: None,
            progress: None,
        }
    }
}

impl std::fmt::Debug for SolveConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SolveConfig")
            .field("settings", &self.settings)
            .field("moves", &self.moves)
            .field("endgame", &self.endgame)
            .field("threads", &self.threads)
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

/// Why [`solve`] could not solve.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SolveGameError {
    /// The game, an option or the position was refused.
    #[error(transparent)]
    Registry(#[from] RegistryError),
    /// The solver stopped.
    #[error(transparent)]
    Solve(#[from] SolveError),
    /// Kalah's endgame table is of another board.
    #[cfg(feature = "kalah")]
    #[error(transparent)]
    Endgame(#[from] EndgameError),
}

/// The position of `game` under `options` (its start, or `position`).
fn position_of<P: Position, S: AsRef<str>>(
    options: &[S],
    position: Option<&str>,
) -> Result<(P, P::Options), RegistryError> {
    let mut o = P::Options::default();
    o.apply(options)?;
    let p = match position {
        Some(text) => P::from_text(text, &o)?,
        None => P::start(&o),
    };
    Ok((p, o))
}

/// Solves `game` (a registry name) under `options` from its start or from
/// `position`: see the [module](self) docs for the method of each game.
///
/// # Errors
///
/// [`SolveGameError::Registry`] for an unknown game (or one not compiled
/// in), a refused option or position; [`SolveGameError::Solve`] when the
/// positions exceed the memory cap ([`SolveError::TooLarge`]), for Oware
/// ([`SolveError::HistoryDependent`]), or when a search meets a repetition.
pub fn solve<S: AsRef<str>>(
    game: &str,
    options: &[S],
    position: Option<&str>,
    config: SolveConfig,
) -> Result<Report, SolveGameError> {
    match game {
        #[cfg(feature = "kalah")]
        "kalah" => {
            let (p, o) = position_of::<crate::kalah::Kalah, S>(options, position)?;
            let sowings = KalahSowings::new(&o);
            if !sowings.fits(&p) {
                // More seeds than a packed pit holds: whole turns, exactly.
                return by_search(&p, WholeTurns::new(), Clone::clone, config);
            }
            by_kalah(&p, &sowings, config)
        }
        #[cfg(feature = "fang")]
        "fang" => {
            let (p, _) = position_of::<crate::fang::Fang, S>(options, position)?;
            by_search(&p, WholeTurns::new(), Clone::clone, config)
        }
        #[cfg(feature = "fifangha")]
        "fifangha" => {
            use crate::fifangha::{Fifangha, ReserveEnd};
            let (p, o) = position_of::<Fifangha, S>(options, position)?;
            if o.reserve_end == ReserveEnd::PhaseTwo {
                by_retrograde(&p, config)
            } else {
                by_search(&p, WholeTurns::new(), Clone::clone, config)
            }
        }
        #[cfg(feature = "katro")]
        "katro" => by_retrograde(
            &position_of::<crate::katro::Katro, S>(options, position)?.0,
            config,
        ),
        #[cfg(feature = "katra-fandatsaka")]
        "katra-fandatsaka" => by_retrograde(
            &position_of::<crate::katra_fandatsaka::KatraFandatsaka, S>(options, position)?.0,
            config,
        ),
        #[cfg(feature = "katra-sakalava")]
        "katra-sakalava" => by_retrograde(
            &position_of::<crate::katra_sakalava::KatraSakalava, S>(options, position)?.0,
            config,
        ),
        #[cfg(feature = "mangala")]
        "mangala" => by_retrograde(
            &position_of::<crate::mangala::Mangala, S>(options, position)?.0,
            config,
        ),
        #[cfg(feature = "oware")]
        "oware" => by_retrograde(
            &position_of::<crate::oware::Oware, S>(options, position)?.0,
            config,
        ),
        #[cfg(feature = "fanorona")]
        "fanorona" => by_retrograde(
            &position_of::<crate::fanorona::Fanorona, S>(options, position)?.0,
            config,
        ),
        #[cfg(feature = "fanorona")]
        "fanorona-telo" => by_retrograde(
            &position_of::<crate::fanorona::FanoronaTelo, S>(options, position)?.0,
            config,
        ),
        _ => Err(crate::registry()
            .start(game, options)
            .err()
            .unwrap_or_else(|| RegistryError::UnknownGame {
                name: game.to_string(),
                known: String::new(),
            })
            .into()),
    }
}

/// A search with `game` from `p`.
#[cfg_attr(
    not(any(feature = "kalah", feature = "fang", feature = "fifangha")),
    allow(dead_code)
)]
fn by_search<P: Position, G: SolveGame>(
    p: &P,
    game: G,
    state_of: impl Fn(&P) -> G::State,
    config: SolveConfig,
) -> Result<Report, SolveGameError> {
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
    let stats = solver.stats();
    Ok(Report {
        game: P::GAME,
        method: Method::Search,
        mover: P::PLAYER_LETTERS[p.turn().index()],
        value,
        plies: None,
        moves: moves.into_iter().map(|(m, v)| (m.to_string(), v)).collect(),
        pv: pv.iter().map(ToString::to_string).collect(),
        positions: stats.nodes,
        distinct: stats.entries,
        bytes: stats.table_bytes,
    })
}

/// The seeds in Kalah's houses.
#[cfg(feature = "kalah")]
fn board_seeds(p: &crate::kalah::Kalah) -> u32 {
    p.row(0).iter().chain(p.row(1)).map(|&x| u32::from(x)).sum()
}

/// Kalah by its own solver ([`KalahSolver`]).
#[cfg(feature = "kalah")]
fn by_kalah(
    p: &crate::kalah::Kalah,
    sowings: &KalahSowings,
    config: SolveConfig,
) -> Result<Report, SolveGameError> {
    let seeds = board_seeds(p);
    let cap = config.settings.memory;
    let mut settings = KalahSolverSettings::for_board(sowings.houses(), seeds, cap);
    if let Some(e) = config.endgame {
        settings.endgame = e;
    }
    settings.threads = config
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get().min(8)))
        .max(1);
    let mut solver = match config.kalah_endgame {
        Some(eg) => {
            // The endgame table counts against the cap.
            settings.memory = cap.saturating_sub(eg.len() as u64);
            KalahSolver::with_endgame(sowings, seeds, settings, eg)?
        }
        None => {
            let bytes = KalahEndgame::states(sowings.houses(), settings.endgame)?;
            if bytes > cap {
                return Err(EndgameError::TooLarge {
                    seeds: settings.endgame,
                    bytes,
                    cap,
                }
                .into());
            }
            settings.memory = cap - bytes;
            KalahSolver::new(sowings, seeds, settings)?
        }
    };
    if let Some(progress) = config.progress {
        solver.set_progress(progress);
    }
    let root = sowings.state(p);
    let raw = solver.value(&root)?;
    let mut moves = Vec::new();
    let mut pv = Vec::new();
    if config.moves {
        for m in p.legal_moves() {
            let mut child = *p;
            child.play_unchecked(&m);
            let v = solver.value(&sowings.state(&child))?;
            let v = if child.turn() == p.turn() { v } else { -v };
            moves.push((m.to_string(), sowings.value_of(v)));
        }
        // A line that keeps the value, to the end.
        let mut pos = *p;
        let mut v = raw;
        while pos.outcome().is_none() {
            let mut next = None;
            for m in pos.legal_moves() {
                let mut child = pos;
                child.play_unchecked(&m);
                let same = child.turn() == pos.turn();
                let s = sowings.state(&child);
                let keeps = if same {
                    solver.at_least(&s, v)?
                } else {
                    !solver.at_least(&s, -v + 1)?
                };
                if keeps {
                    next = Some((m, child, same));
                    break;
                }
            }
            let Some((m, child, same)) = next else {
                break;
            };
            pv.push(m.to_string());
            pos = child;
            if !same {
                v = -v;
            }
        }
    }
    let stats = solver.stats();
    Ok(Report {
        game: "kalah",
        method: Method::Search,
        mover: <crate::kalah::Kalah as Position>::PLAYER_LETTERS[p.turn().index()],
        value: sowings.value_of(raw),
        plies: None,
        moves,
        pv,
        positions: stats.nodes,
        distinct: stats.entries,
        bytes: stats.table_bytes,
    })
}

/// A retrograde analysis from `p`.
#[allow(dead_code)] // Every game but Kalah and Fang uses it.
fn by_retrograde<P: Position>(p: &P, config: SolveConfig) -> Result<Report, SolveGameError> {
    let mut progress = config.progress;
    let r: Retrograde<P> = retrograde(p, &config.settings, |s| {
        if let Some(f) = progress.as_mut() {
            f(s);
        }
    })?;
    Ok(Report {
        game: P::GAME,
        method: Method::Retrograde,
        mover: P::PLAYER_LETTERS[p.turn().index()],
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
