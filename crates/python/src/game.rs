//! `fanga.Game`: a game with its history, over a session of the catalog
//! (`fanga_ai::Engine`, the terminal's and the playground's): moves, undo
//! and redo, the repetition rules that need the history, records that read
//! back, and searches that know the moves played.

use std::sync::{Mutex, MutexGuard, PoisonError};

use fanga::ai::{Engine, SESSION_LAPS};
use fanga::core::{LapBudget, Player as Side, catalog::Extensions, registry::AnyPosition};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple, PyType};

use crate::errors::{GameOverError, PositionError, RecordError, guard, registry};
use crate::options::{assignments, to_dict};
use crate::players::{Line, MoveAnalysis, Thought, analyse, search};
use crate::position::{Outcome, Played, Position, budget, played};

// The text signatures below write the sessions' budget out.
const _: () = assert!(matches!(SESSION_LAPS.get(), Some(20_000_000)));

/// A game in progress with its history.
///
/// `Game(game, options=None, /, *, position=None, lap_budget=20000000,
/// **options)`: a new game of `game` from its start under the options (a
/// mapping, keyword arguments, or both), or from the position text
/// `position`. Every turn it lists or plays sows at most `lap_budget` laps
/// (`None`: unlimited, exact however long it takes): a move still
/// undecided then is left out of `legal_moves()`, listed by
/// `undecided_moves()`, and refused by `play` with `UndecidedError`.
#[pyclass(module = "fanga")]
pub struct Game {
    /// The session. Python's borrow rules already keep one call at a time
    /// (a search holds `&mut self`, so another thread meets a borrow error,
    /// never this lock); the mutex only makes the class `Sync`.
    session: Mutex<Box<dyn Engine>>,
}

impl Game {
    fn of(session: Box<dyn Engine>) -> Game {
        Game {
            session: Mutex::new(session),
        }
    }

    pub(crate) fn s(&self) -> MutexGuard<'_, Box<dyn Engine>> {
        self.session.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn current(&self) -> Box<dyn AnyPosition> {
        self.s().current()
    }

    /// A new session of `game` under `options`, from its start or `start`,
    /// under the lap budget `budget`.
    fn open(
        game: &str,
        options: &[String],
        start: Option<&str>,
        budget: LapBudget,
    ) -> PyResult<Game> {
        guard(|| {
            // The options the position shows, so that a start text on
            // another board reads the same as the start it came from.
            let first = crate::position::make(game, start, options)?;
            let options = first.option_assignments();
            let mut session = crate::catalog()
                .session(game, &options, &Extensions::new())
                .map_err(|e| registry(&e))?;
            session.set_lap_budget(budget);
            if let Some(text) = start {
                session
                    .set_position(Some(text), &[])
                    .map_err(|e| crate::errors::engine(&e, PositionError::new_err))?;
            }
            Ok(Game::of(session))
        })
    }

    fn outcome_of(&self) -> Option<Outcome> {
        let letters = self.current().player_letters();
        self.s().outcome().map(|o| Outcome::new(o, letters))
    }

    /// Plays again, as moves to redo, the moves of `undone` (the next one
    /// last), so that a copy redoes what the original would.
    fn restore_undone(&self, undone: &[String]) -> PyResult<()> {
        let mut session = self.s();
        for m in undone.iter().rev() {
            session
                .play(m)
                .map_err(|e| crate::errors::engine(&e, RecordError::new_err))?;
        }
        for _ in undone {
            session.undo();
        }
        Ok(())
    }

    fn copied(&self) -> PyResult<Game> {
        guard(|| {
            let (record, budget) = {
                let s = self.s();
                (s.record(), s.lap_budget())
            };
            let g = Game::read(&record, budget)?;
            let undone = self.s().undone();
            g.restore_undone(&undone)?;
            Ok(g)
        })
    }

    fn read(record: &str, budget: LapBudget) -> PyResult<Game> {
        guard(|| {
            let (game, _) = record
                .lines()
                .find_map(|l| l.trim().strip_prefix("game "))
                .map(|g| (g.trim(), ()))
                .ok_or_else(|| RecordError::new_err("the record has no `game NAME` line"))?;
            let entry = crate::catalog().get(game).map_err(|e| registry(&e))?;
            let mut session = entry
                .session(&[] as &[&str], &Extensions::new())
                .map_err(|e| registry(&e))?;
            session.set_lap_budget(budget);
            session
                .load_record(record)
                .map_err(|e| crate::errors::engine(&e, RecordError::new_err))?;
            Ok(Game::of(session))
        })
    }
}

#[pymethods]
impl Game {
    #[new]
    #[pyo3(
        signature = (game, options=None, /, *, position=None, lap_budget=SESSION_LAPS.get(), **kwargs),
        text_signature = "(game, options=None, /, *, position=None, lap_budget=20000000, **kwargs)"
    )]
    fn py_new(
        game: &str,
        options: Option<&Bound<'_, PyAny>>,
        position: Option<&str>,
        lap_budget: Option<u64>,
        kwargs: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Self> {
        let options = assignments(options, kwargs)?;
        Game::open(game, &options, position, budget(lap_budget))
    }

    /// The game of a record (the text `record()` writes, `play` and the
    /// playground save, and `fanga_core::Game` reads), its moves played
    /// under `lap_budget` (as the constructor's). A refused record raises
    /// `RecordError` naming the line.
    #[classmethod]
    #[pyo3(
        signature = (record, /, lap_budget=SESSION_LAPS.get()),
        text_signature = "($cls, record, /, lap_budget=20000000)"
    )]
    fn from_record(
        _cls: &Bound<'_, PyType>,
        record: &str,
        lap_budget: Option<u64>,
    ) -> PyResult<Game> {
        Game::read(record, budget(lap_budget))
    }

    /// The laps a turn may sow before its move is called undecided (`None`:
    /// unlimited); settable, for every later turn listed or played.
    #[getter]
    fn lap_budget(&self) -> Option<u64> {
        self.s().lap_budget().get()
    }
    #[setter]
    fn set_lap_budget(&mut self, lap_budget: Option<u64>) {
        self.s().set_lap_budget(budget(lap_budget));
    }

    /// The game's name.
    #[getter]
    fn game(&self) -> &'static str {
        self.s().game()
    }
    /// The game's options, as a dict of key to value.
    #[getter]
    fn options<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        to_dict(py, &self.s().options())
    }
    /// The current position.
    #[getter]
    fn position(&self) -> Position {
        Position::of(self.current())
    }
    /// The position the game started from.
    #[getter]
    fn start(&self) -> PyResult<Position> {
        self.s()
            .position_at(0)
            .map(Position::of)
            .ok_or_else(|| PyValueError::new_err("the game has no start"))
    }
    /// The position after `ply` moves (0: the start), or `None` past the
    /// moves played.
    fn position_at(&self, ply: usize) -> Option<Position> {
        self.s().position_at(ply).map(Position::of)
    }
    /// The moves played, in the game's notation.
    #[getter]
    fn moves(&self) -> Vec<String> {
        self.s().moves()
    }
    /// The moves `redo` would play, the next one last.
    #[getter]
    fn undone(&self) -> Vec<String> {
        self.s().undone()
    }
    /// The seat to move: 0 or 1.
    #[getter]
    fn turn(&self) -> usize {
        self.s().turn().index()
    }
    /// How the game ended (by the rules, by a repetition under a rule that
    /// needs the history, or by resignation), or `None`.
    #[getter]
    fn outcome(&self) -> Option<Outcome> {
        self.outcome_of()
    }
    /// Whether the game is over.
    #[getter]
    fn is_over(&self) -> bool {
        self.s().outcome().is_some()
    }
    /// The result as a record writes it (`S wins (kamo)`), or `unfinished`.
    #[getter]
    fn result(&self) -> String {
        self.s().result().unwrap_or_else(|| "unfinished".to_owned())
    }
    /// The legal moves of the current position whose turns the lap budget
    /// decides (none once the game is over).
    fn legal_moves(&self) -> PyResult<Vec<String>> {
        guard(|| Ok(self.s().legal_moves().decided.into_vec()))
    }
    /// The moves of the current position whose turns were still undecided
    /// after the lap budget (turns that may never end: see the bounded work
    /// guide); a larger `lap_budget` decides them.
    fn undecided_moves(&self) -> PyResult<Vec<String>> {
        guard(|| {
            let m = self.s().legal_moves();
            Ok(m.undecided.into_iter().map(|u| u.mv).collect())
        })
    }
    /// Plays `move` and returns it as the game writes it. A refused move
    /// (or one after the end) raises `MoveError` (`GameOverError`); the
    /// game is then unchanged. The moves to redo are forgotten unless
    /// `move` is the next of them.
    #[pyo3(signature = (r#move, /))]
    fn play(&mut self, r#move: &str) -> PyResult<String> {
        guard(|| {
            self.s()
                .play(r#move)
                .map_err(|e| crate::errors::engine(&e, PositionError::new_err))
        })
    }
    /// Plays `move` with its trace and frames (see `Position.play_traced`).
    #[pyo3(signature = (r#move, /))]
    fn play_traced(&mut self, py: Python<'_>, r#move: &str) -> PyResult<Played> {
        guard(|| {
            if self.s().outcome().is_some() {
                return Err(GameOverError::new_err(format!(
                    "the game is over: {}",
                    self.result()
                )));
            }
            let budget = self.s().lap_budget();
            let played = played(py, self.current().as_ref(), r#move.trim(), budget)?;
            self.s()
                .play(&played.mv)
                .map_err(|e| crate::errors::engine(&e, PositionError::new_err))?;
            Ok(played)
        })
    }
    /// Takes back the last move (a resignation first): its text, or `None`
    /// at the start.
    fn undo(&mut self) -> Option<String> {
        self.s().undo()
    }
    /// Plays the last move taken back again: its text, or `None`.
    fn redo(&mut self) -> Option<String> {
        self.s().redo()
    }
    /// Seat `seat` (0 or 1) resigns: the other wins, unless the game is
    /// over.
    fn resign(&mut self, seat: usize) -> PyResult<()> {
        let side = match seat {
            0 => Side::South,
            1 => Side::North,
            _ => {
                return Err(PyValueError::new_err(format!(
                    "seat {seat}: a seat is 0 or 1"
                )));
            }
        };
        self.s().resign(side);
        Ok(())
    }
    /// The game as a record: the game, its options, the start if it is not
    /// the usual one, one `move` line a move, the result.
    fn record(&self) -> String {
        self.s().record()
    }
    /// The move `player` (a player spec: `medium`, `ab:100ms`,
    /// `mcts:1000`, ...) chooses in the current position, knowing the moves
    /// played (repetition rules); the search releases the GIL.
    #[pyo3(signature = (player = "medium", seed = 0))]
    fn think(&mut self, py: Python<'_>, player: &str, seed: u64) -> PyResult<Thought> {
        let mut session = self.s();
        search(py, &mut session, player, seed)
    }
    /// Analyses every move with `player` (default `ab:d6`, the same on
    /// every machine): for each, the best move and score before it, and
    /// the search of the position after it. Each position is searched
    /// once, knowing the moves before it; the searches release the GIL.
    #[pyo3(signature = (player = "ab:d6", seed = 0))]
    fn analyse(&self, py: Python<'_>, player: &str, seed: u64) -> PyResult<Vec<MoveAnalysis>> {
        // The line read, the session unlocked before the searches.
        let line = Line::of(&**self.s());
        analyse(py, line, player, seed)
    }
    /// The number of moves played.
    fn __len__(&self) -> usize {
        self.s().moves().len()
    }
    fn __repr__(&self) -> String {
        let s = self.s();
        format!(
            "Game({:?}, moves={}, result={:?})",
            s.game(),
            s.moves().len(),
            s.result().unwrap_or_else(|| "unfinished".to_owned())
        )
    }
    fn __copy__(&self) -> PyResult<Game> {
        self.copied()
    }
    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PyResult<Game> {
        self.copied()
    }
    /// The moves to redo, which the record does not hold: pickle's state.
    fn __getstate__(&self) -> Vec<String> {
        self.s().undone()
    }
    /// Restores the moves to redo of `__getstate__`.
    fn __setstate__(&mut self, state: Vec<String>) -> PyResult<()> {
        guard(|| self.restore_undone(&state))
    }
    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>, Vec<String>)> {
        let py = slf.py();
        let this = slf.borrow();
        let session = this.s();
        Ok((
            py.get_type::<Game>().getattr("from_record")?,
            (session.record(), session.lap_budget().get()).into_pyobject(py)?,
            session.undone(),
        ))
    }
}
