//! `fanga.Position`: a position of any game (the registry's
//! `Box<dyn AnyPosition>`), immutable from Python: playing a move gives a
//! new position.

use fanga::core::{ByPlayer, LapBudget, Outcome as CoreOutcome, registry::AnyPosition};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyTuple, PyType};

use crate::errors::{PositionError, guard, registry};
use crate::options::{assignments, to_dict};
use crate::view::{Board, Frame, Step};

/// How a game ended.
#[pyclass(module = "fanga", frozen, get_all, eq)]
#[derive(PartialEq, Eq)]
pub struct Outcome {
    /// The winner's seat (0 for the first, 1 for the second), or `None`
    /// for a draw.
    pub winner: Option<usize>,
    /// Why the game ended: `kamo`, `no legal move`, `repetition`.
    pub reason: String,
    /// The result in words, the players named by their letters:
    /// `S wins (kamo)`.
    pub text: String,
}

#[pymethods]
impl Outcome {
    /// Whether nobody won.
    #[getter]
    fn is_draw(&self) -> bool {
        self.winner.is_none()
    }
    fn __repr__(&self) -> String {
        format!("Outcome({:?})", self.text)
    }
    fn __str__(&self) -> String {
        self.text.clone()
    }
}

impl Outcome {
    pub(crate) fn new(o: CoreOutcome, letters: ByPlayer<char>) -> Outcome {
        let (winner, reason) = match o {
            CoreOutcome::Win { winner, reason } => (Some(winner.index()), reason),
            CoreOutcome::Draw { reason } => (None, reason),
        };
        Outcome {
            winner,
            reason: reason.as_str().to_owned(),
            text: o.describe(letters),
        }
    }
}

/// A move played with its trace: the move as the game writes it, the
/// position after it, what happened step by step (laps, captures, choices,
/// why the turn ended: one line each) and the animation frames a page
/// draws (the last shows the position after the move).
#[pyclass(module = "fanga", frozen, get_all)]
pub struct Played {
    /// The move, in the game's notation.
    #[pyo3(name = "move")]
    pub mv: String,
    /// The position after it.
    pub position: Py<Position>,
    /// The trace, one step a line.
    pub trace: Vec<String>,
    /// The frames.
    pub frames: Vec<Py<Frame>>,
}

#[pymethods]
impl Played {
    fn __repr__(&self) -> String {
        format!(
            "Played(move={:?}, trace={} lines, frames={})",
            self.mv,
            self.trace.len(),
            self.frames.len()
        )
    }
}

/// A lap budget from Python: `None` is no budget.
pub(crate) fn budget(laps: Option<u64>) -> LapBudget {
    laps.map_or(LapBudget::UNLIMITED, LapBudget::laps)
}

/// `mv` played from `from` within `budget`, with its trace and frames.
pub(crate) fn played(
    py: Python<'_>,
    from: &dyn AnyPosition,
    mv: &str,
    budget: LapBudget,
) -> PyResult<Played> {
    // The trace first: it is the call that honours the budget (a turn
    // decided within it animates in bounded frames).
    let (trace, _) = from
        .play_text_traced(mv, budget)
        .map_err(|e| registry(&e))?;
    let animated = from.play_animated(mv).map_err(|e| registry(&e))?;
    Ok(Played {
        trace: trace.lines().map(str::to_owned).collect(),
        frames: animated
            .frames
            .iter()
            .map(|f| Py::new(py, Frame::new(py, f)?))
            .collect::<PyResult<_>>()?,
        position: Py::new(py, Position::of(animated.next))?,
        mv: animated.mv,
    })
}

/// A position of a game.
///
/// `Position(game, text=None, options=None)`: the start of `game` under
/// `options`, or the position `text` (see `fanga.start` and `fanga.parse`).
#[pyclass(module = "fanga")]
pub struct Position {
    pub(crate) inner: Box<dyn AnyPosition>,
}

impl Position {
    pub(crate) fn of(inner: Box<dyn AnyPosition>) -> Position {
        Position { inner }
    }

    fn seat_letters(&self) -> ByPlayer<char> {
        self.inner.player_letters()
    }

    /// The state pickle and `copy` carry: the game, the text, the options.
    fn state(&self) -> (&'static str, String, Vec<String>) {
        (
            self.inner.game(),
            self.inner.to_string(),
            self.inner.option_assignments(),
        )
    }
}

/// The start of `game` under `options`, or the position `text`.
pub(crate) fn make(
    game: &str,
    text: Option<&str>,
    options: &[String],
) -> PyResult<Box<dyn AnyPosition>> {
    guard(|| {
        let r = crate::registry();
        match text {
            Some(t) => r.parse(game, t, options),
            None => r.start(game, options),
        }
        .map_err(|e| registry(&e))
    })
}

/// The start position of `game` under options given as a mapping,
/// keyword arguments, or both: `fanga.start("katro", columns=4)`.
#[pyfunction]
#[pyo3(signature = (game, options=None, /, **kwargs))]
pub(crate) fn start(
    game: &str,
    options: Option<&Bound<'_, PyAny>>,
    kwargs: Option<&Bound<'_, PyDict>>,
) -> PyResult<Position> {
    let options = assignments(options, kwargs)?;
    make(game, None, &options).map(Position::of)
}

/// A position of `game` from its text. Without options the text decides
/// the board and every option it shows; options given must agree with it.
#[pyfunction]
#[pyo3(signature = (game, text, options=None, /, **kwargs))]
pub(crate) fn parse(
    game: &str,
    text: &str,
    options: Option<&Bound<'_, PyAny>>,
    kwargs: Option<&Bound<'_, PyDict>>,
) -> PyResult<Position> {
    let options = assignments(options, kwargs)?;
    make(game, Some(text), &options).map(Position::of)
}

#[pymethods]
impl Position {
    #[new]
    #[pyo3(signature = (game, text=None, options=None))]
    fn py_new(
        game: &str,
        text: Option<&str>,
        options: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Self> {
        // A list of `KEY=VALUE` texts (what pickle saves), or a mapping.
        let options = match options {
            Some(o) if o.is_instance_of::<PyList>() || o.is_instance_of::<PyTuple>() => {
                o.extract()?
            }
            o => assignments(o, None)?,
        };
        make(game, text, &options).map(Position::of)
    }

    /// The game's name: `katro`.
    #[getter]
    fn game(&self) -> &'static str {
        self.inner.game()
    }
    /// Every option of the position, as a dict of key to value.
    #[getter]
    fn options<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        to_dict(py, &self.inner.option_assignments())
    }
    /// The position's text, which `fanga.parse` reads back.
    #[getter]
    fn text(&self) -> String {
        self.inner.to_string()
    }
    /// The seat to move: 0 (South, White) or 1 (North, Black).
    #[getter]
    fn turn(&self) -> usize {
        self.inner.turn().index()
    }
    /// The letters naming the seats, the first seat's first: `("S", "N")`.
    #[getter]
    fn letters(&self) -> (char, char) {
        self.seat_letters().into()
    }
    /// The result by the rules, or `None` while the game goes on.
    #[getter]
    fn outcome(&self) -> Option<Outcome> {
        self.inner
            .outcome()
            .map(|o| Outcome::new(o, self.seat_letters()))
    }
    /// Whether the game is over by the rules.
    #[getter]
    fn is_over(&self) -> bool {
        self.inner.outcome().is_some()
    }
    /// The result if this position occurs again in a game whose rules end
    /// on a repetition (Oware); `None` otherwise.
    #[getter]
    fn repetition_outcome(&self) -> Option<Outcome> {
        self.inner
            .repetition_outcome()
            .map(|o| Outcome::new(o, self.seat_letters()))
    }
    /// A 64-bit key: equal positions have equal keys in every run and on
    /// every platform, for a given version of fanga (`Position::key`).
    #[getter]
    fn key(&self) -> u64 {
        self.inner.key()
    }
    /// Each seat's points or seeds, as the game scores them.
    #[getter]
    fn score(&self) -> (u32, u32) {
        self.inner.score().into()
    }
    /// A readable diagram of the board.
    #[getter]
    fn diagram(&self) -> String {
        self.inner.diagram()
    }
    /// The board as data.
    #[getter]
    fn board(&self, py: Python<'_>) -> PyResult<Board> {
        guard(|| Board::new(py, &self.inner.view()))
    }
    /// The legal moves, in the game's notation (none once the game is
    /// over); with `lap_budget`, those whose turns are decided within that
    /// many laps (`undecided_moves` gives the others).
    #[pyo3(signature = (lap_budget = None))]
    fn moves(&self, lap_budget: Option<u64>) -> PyResult<Vec<String>> {
        guard(|| Ok(self.inner.moves(budget(lap_budget)).decided.into_vec()))
    }
    /// The number of legal moves.
    #[getter]
    fn move_count(&self) -> PyResult<usize> {
        guard(|| Ok(self.inner.move_count()))
    }
    /// The position after `move` (in the game's notation). A refused move
    /// raises `MoveError` with the reason; this position is unchanged. With
    /// `lap_budget`, a turn still undecided after that many laps raises
    /// `UndecidedError`.
    #[pyo3(signature = (r#move, /, lap_budget = None))]
    fn play(&self, r#move: &str, lap_budget: Option<u64>) -> PyResult<Position> {
        guard(|| {
            self.inner
                .play_text(r#move, budget(lap_budget))
                .map(Position::of)
                .map_err(|e| registry(&e))
        })
    }
    /// The legal moves whose turns are still undecided after `lap_budget`
    /// laps (turns that may never end: see the bounded work guide).
    fn undecided_moves(&self, lap_budget: u64) -> PyResult<Vec<String>> {
        guard(|| {
            let m = self.inner.moves(budget(Some(lap_budget)));
            Ok(m.undecided.into_iter().map(|u| u.mv).collect())
        })
    }
    /// Plays `move` and tells what happened: the trace, one step a line,
    /// and the animation frames.
    #[pyo3(signature = (r#move, /, lap_budget = None))]
    fn play_traced(
        &self,
        py: Python<'_>,
        r#move: &str,
        lap_budget: Option<u64>,
    ) -> PyResult<Played> {
        guard(|| played(py, self.inner.as_ref(), r#move, budget(lap_budget)))
    }
    /// The steps a player takes to enter the legal move `move`: cells to
    /// click and choices to make.
    #[pyo3(signature = (r#move, /))]
    fn steps(&self, r#move: &str) -> PyResult<Vec<Step>> {
        guard(|| {
            Ok(self
                .inner
                .steps(r#move)
                .into_iter()
                .map(Step::from)
                .collect())
        })
    }
    /// The number of move sequences of `depth` moves from here.
    fn perft(&self, py: Python<'_>, depth: u32) -> PyResult<u64> {
        let p = &self.inner;
        py.detach(|| {
            guard(|| {
                p.perft(depth, LapBudget::UNLIMITED)
                    .map_err(|e| registry(&e))
            })
        })
    }

    fn __str__(&self) -> String {
        self.inner.to_string()
    }
    fn __repr__(&self) -> String {
        let (game, text, options) = self.state();
        format!("Position({game:?}, {text:?}, {options:?})")
    }
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<Position>()
            .is_ok_and(|o| o.borrow().state() == self.state())
    }
    fn __hash__(&self) -> u64 {
        self.inner.key()
    }
    fn __copy__(&self) -> Position {
        Position::of(self.inner.boxed_clone())
    }
    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> Position {
        self.__copy__()
    }
    /// The state pickle saves: `(game, text, options)`.
    fn __getstate__(&self) -> (&'static str, String, Vec<String>) {
        self.state()
    }
    /// Reads back a state of `__getstate__`; a bad state raises
    /// `PositionError` (or the error of the part refused) and leaves this
    /// position unchanged.
    fn __setstate__(&mut self, state: &Bound<'_, PyAny>) -> PyResult<()> {
        let (game, text, options): (String, String, Vec<String>) = state
            .extract()
            .map_err(|_| PositionError::new_err("a Position's state is (game, text, options)"))?;
        self.inner = make(&game, Some(&text), &options)?;
        Ok(())
    }
    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> PyResult<(Bound<'py, PyType>, Bound<'py, PyTuple>)> {
        let py = slf.py();
        let (game, text, options) = slf.borrow().state();
        Ok((
            py.get_type::<Position>(),
            (game, text, options).into_pyobject(py)?,
        ))
    }
}
