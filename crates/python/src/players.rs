//! The computer players (any player spec of `fanga_ai`), analysis of a
//! game, and the exact solver, each search run with the GIL released.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use fanga::ai::solve::{SolveConfig, Value, Verdict};
use fanga::ai::{Engine, Go, Info, PlayerSpec, SolveGameError};
use fanga::core::{LapBudget, catalog::Extensions};
use fanga_cli::solve::reach::{Attempt, solve_capped};
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::errors::{GameOverError, PlayerError, PositionError, SolveError, guard, registry};
use crate::options::assignments;
use crate::position::Position;

/// What a computer player chose, and how it saw the position.
#[pyclass(module = "fanga", frozen, get_all)]
pub struct Thought {
    /// The move, in the game's notation.
    #[pyo3(name = "move")]
    pub mv: String,
    /// Its score for the player to move, in hundredths of a seed (of the
    /// game's evaluation), or `None` for players that do not score.
    pub score: Option<i32>,
    /// Plies to the end when the score is a proven result: positive for a
    /// win, negative for a loss; `None` otherwise.
    pub plies_to_end: Option<i32>,
    /// Depth of the last complete iteration (alpha-beta).
    pub depth: u32,
    /// Positions searched (or simulations).
    pub nodes: u64,
    /// Seconds spent.
    pub seconds: f64,
    /// The principal variation.
    pub pv: Vec<String>,
    /// The engine protocol's `info` line.
    pub info: String,
}

#[pymethods]
impl Thought {
    fn __repr__(&self) -> String {
        format!("Thought(move={:?}, {})", self.mv, self.info)
    }
}

impl From<Info> for Thought {
    fn from(info: Info) -> Self {
        Thought {
            score: info.score.map(|s| s.0),
            plies_to_end: info.score.and_then(|s| s.plies_to_end()),
            depth: info.depth,
            nodes: info.nodes,
            seconds: info.time.as_secs_f64(),
            info: info.to_string(),
            pv: info.pv,
            mv: info.mv,
        }
    }
}

/// Reads a player spec.
fn spec(player: &str) -> PyResult<PlayerSpec> {
    player
        .parse()
        .map_err(|e: fanga::ai::ParsePlayerSpecError| PlayerError::new_err(e.to_string()))
}

/// Searches the session's current position with `player`, the GIL
/// released.
pub(crate) fn search(
    py: Python<'_>,
    session: &mut Box<dyn Engine>,
    player: &str,
    seed: u64,
) -> PyResult<Thought> {
    let player = spec(player)?;
    let info = py.detach(|| {
        guard(|| {
            let go = Go {
                player,
                seed,
                stop: Arc::new(AtomicBool::new(false)),
                clock: None,
            };
            Ok(session.go(go, &mut |_| {}))
        })
    })?;
    info.map(Thought::from)
        .ok_or_else(|| GameOverError::new_err("the game is over: no move to choose"))
}

/// A session of the position's game at `position` (without history).
fn session_at(position: &Position) -> PyResult<Box<dyn Engine>> {
    let p = &position.inner;
    let mut session = crate::catalog()
        .session(p.game(), &p.option_assignments(), &Extensions::new())
        .map_err(|e| registry(&e))?;
    session
        .set_position(Some(&p.to_string()), &[])
        .map_err(|e| crate::errors::engine(&e, PositionError::new_err))?;
    Ok(session)
}

/// The move `player` chooses in `position` (a player spec: `easy`,
/// `medium`, `hard`, `max`, `random`, `greedy`, `ab:d6`, `ab:100ms`,
/// `mcts:1000`, `perfect`, ...), with its score. The position is taken
/// alone: for the rules that read the history (Oware's repetition), use
/// `Game.think`. The search releases the GIL.
#[pyfunction]
#[pyo3(signature = (position, player = "medium", seed = 0))]
pub(crate) fn think(
    py: Python<'_>,
    position: &Position,
    player: &str,
    seed: u64,
) -> PyResult<Thought> {
    let mut session = guard(|| session_at(position))?;
    search(py, &mut session, player, seed)
}

/// One move of a game, analysed.
#[pyclass(module = "fanga", frozen, get_all)]
pub struct MoveAnalysis {
    /// Its place in the game, from 0.
    pub ply: usize,
    /// The seat that played it.
    pub seat: usize,
    /// The move played.
    #[pyo3(name = "move")]
    pub mv: String,
    /// The player's search of the position before it: the best move and
    /// its score for the mover.
    pub best: Py<Thought>,
    /// The search of the position after it (scores for the opponent), or
    /// `None` when the move ended the game.
    pub reply: Option<Py<Thought>>,
}

#[pymethods]
impl MoveAnalysis {
    fn __repr__(&self) -> String {
        format!(
            "MoveAnalysis(ply={}, move={:?}, best={:?})",
            self.ply,
            self.mv,
            self.best.get().mv
        )
    }
}

/// What an analysis reads of a game's session: its game, options, start
/// and moves, and the seat that played each move.
pub(crate) struct Line {
    name: &'static str,
    options: Vec<String>,
    start: Option<String>,
    moves: Vec<String>,
    seats: Vec<usize>,
    /// The game's lap budget, under which its moves were played.
    budget: LapBudget,
}

impl Line {
    /// The line of the game `s` plays.
    pub(crate) fn of(s: &dyn Engine) -> Line {
        let seats: Vec<usize> = (0..s.moves().len())
            .map(|ply| s.position_at(ply).map_or(0, |p| p.turn().index()))
            .collect();
        Line {
            name: s.game(),
            options: s.options(),
            start: s.position_at(0).map(|p| p.to_string()),
            moves: s.moves(),
            seats,
            budget: s.lap_budget(),
        }
    }
}

/// Analyses every move of `line` with `player`: the best move and score
/// before each move, and the search after it. Each position is searched
/// once, knowing the moves before it (repetition rules), the GIL released.
pub(crate) fn analyse(
    py: Python<'_>,
    line: Line,
    player: &str,
    seed: u64,
) -> PyResult<Vec<MoveAnalysis>> {
    spec(player)?;
    let Line {
        name,
        options,
        start,
        moves,
        seats,
        budget,
    } = line;
    let mut session = guard(|| {
        crate::catalog()
            .session(name, &options, &Extensions::new())
            .map_err(|e| registry(&e))
    })?;
    // The moves replay under the budget they were played under.
    session.set_lap_budget(budget);
    let mut searches: Vec<Option<Py<Thought>>> = Vec::with_capacity(moves.len() + 1);
    for ply in 0..=moves.len() {
        let before: Vec<&str> = moves[..ply].iter().map(String::as_str).collect();
        guard(|| {
            session
                .set_position(start.as_deref(), &before)
                .map_err(|e| crate::errors::engine(&e, PositionError::new_err))
        })?;
        searches.push(if session.outcome().is_some() {
            None
        } else {
            Some(Py::new(py, search(py, &mut session, player, seed)?)?)
        });
    }
    moves
        .into_iter()
        .zip(seats)
        .enumerate()
        .map(|(ply, (mv, seat))| {
            let best = searches[ply]
                .as_ref()
                .map(|t| t.clone_ref(py))
                .ok_or_else(|| {
                    GameOverError::new_err(format!("move {}: the game was over", ply + 1))
                })?;
            Ok(MoveAnalysis {
                ply,
                seat,
                mv,
                best,
                reply: searches[ply + 1].as_ref().map(|t| t.clone_ref(py)),
            })
        })
        .collect()
}

/// A solved value, for the player to move.
#[pyclass(module = "fanga", frozen, get_all, eq)]
#[derive(PartialEq, Eq)]
pub struct SolvedValue {
    /// `"win"`, `"draw"` or `"loss"`.
    pub verdict: &'static str,
    /// The final margin with perfect play (his count less his
    /// opponent's), where the method gives one.
    pub margin: Option<i32>,
}

#[pymethods]
impl SolvedValue {
    fn __repr__(&self) -> String {
        let margin = self
            .margin
            .map_or_else(|| "None".to_owned(), |m| m.to_string());
        format!("SolvedValue({:?}, margin={margin})", self.verdict)
    }
}

impl From<Value> for SolvedValue {
    fn from(v: Value) -> Self {
        SolvedValue {
            verdict: match v.verdict {
                Verdict::Win => "win",
                Verdict::Draw => "draw",
                _ => "loss",
            },
            margin: v.margin,
        }
    }
}

/// An exact solution of a position.
#[pyclass(module = "fanga", frozen, get_all)]
pub struct Solution {
    /// The game.
    pub game: &'static str,
    /// How it was solved: `search` or `retrograde analysis`.
    pub method: String,
    /// The letter of the player to move.
    pub mover: char,
    /// The value for the player to move.
    pub value: Py<SolvedValue>,
    /// Plies to the end with perfect play, where the method gives them.
    pub plies: Option<u32>,
    /// Every legal move and its value for the player to move.
    pub moves: Vec<(String, Py<SolvedValue>)>,
    /// A principal variation.
    pub pv: Vec<String>,
    /// Positions searched (search) or reachable (retrograde analysis).
    pub positions: u64,
}

#[pymethods]
impl Solution {
    fn __repr__(&self) -> String {
        format!(
            "Solution(game={:?}, method={:?}, mover={:?}, value={:?})",
            self.game,
            self.method,
            self.mover,
            self.value.get().verdict
        )
    }
}

/// The exact value of `position` and of each of its moves, by the game's
/// method (a memoised search, a retrograde analysis, or the game's own
/// solver), within `memory` bytes: a board that a first try shows out of
/// reach of the cap is refused at once, as the `solve` tool does
/// (`fanga_cli::solve::reach`). Raises `SolveError` for a game without a
/// method, a board past the cap, or a search that meets a repetition.
/// Releases the GIL.
#[pyfunction]
#[pyo3(signature = (position, memory = 1_073_741_824, moves = true))]
pub(crate) fn solve(
    py: Python<'_>,
    position: &Position,
    memory: u64,
    moves: bool,
) -> PyResult<Solution> {
    let p = &position.inner;
    let game = p.game();
    let options = p.option_assignments();
    let text = p.to_string();
    let config = |memory| {
        let mut config = SolveConfig::default();
        config.settings.memory = memory;
        config.moves = moves;
        config
    };
    let attempt = py.detach(|| {
        guard(|| {
            Ok(solve_capped(
                crate::catalog(),
                game,
                &options,
                Some(&text),
                p.as_ref(),
                memory,
                &config,
            ))
        })
    })?;
    let report = match attempt {
        Attempt::Solved(report) => report,
        Attempt::Failed(SolveGameError::Registry(e)) => return Err(registry(&e)),
        Attempt::Failed(e) => return Err(SolveError::new_err(e.to_string())),
        Attempt::TooLarge(e, estimate) => {
            return Err(SolveError::new_err(format!(
                "{e} ({})",
                estimate.describe()
            )));
        }
        out => {
            return Err(SolveError::new_err(
                out.out_of_reach_line()
                    .unwrap_or_else(|| "the solver stopped".to_owned()),
            ));
        }
    };
    Ok(Solution {
        game: report.game,
        method: report.method.to_string(),
        mover: report.mover,
        value: Py::new(py, SolvedValue::from(report.value))?,
        plies: report.plies,
        moves: report
            .moves
            .into_iter()
            .map(|(m, v)| Ok((m, Py::new(py, SolvedValue::from(v))?)))
            .collect::<PyResult<_>>()?,
        pv: report.pv,
        positions: report.positions,
    })
}

/// Whether every position of `game` under the options solves at once (the
/// boards the playground solves as they are reached).
#[pyfunction]
#[pyo3(signature = (game, options = None, /, **kwargs))]
pub(crate) fn solvable(
    game: &str,
    options: Option<&Bound<'_, PyAny>>,
    kwargs: Option<&Bound<'_, PyDict>>,
) -> PyResult<bool> {
    let options = assignments(options, kwargs)?;
    guard(|| {
        let entry = crate::catalog().get(game).map_err(|e| registry(&e))?;
        Ok(entry.solves_at_once(&options))
    })
}
