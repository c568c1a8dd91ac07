//! `fanga.State`: a game played one decision at a time, by action ids
//! (`fanga_core::learn::Actions`, `fanga_core::learn::ActionState`), for learning.
//!
//! Every game comes from the game list (`fanga::visit_action_games`): the
//! registry checks the game, its options and the text first (its errors are
//! the library's), then the game's own position type is found by its name
//! (a game defined at run time too: a rule set by its options, a variant as
//! `Variant` of its game's type).
//! `AnyState` is the object-safe face of `ActionState<P>` the Python class
//! holds.

use fanga::core::{
    ByPlayer, GameOptions, LapBudget, Outcome as CoreOutcome,
    catalog::Catalogued,
    learn::{ActionError, ActionLimits, ActionSpace, ActionState, Actions},
    variant::{VARIANT_KEY, Variant},
};
use fanga::{ActionGameVisitor, visit_action_games};
use numpy::{PyArray1, PyArrayMethods};
use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::errors::{FangaError, GameOverError, MoveError, guard};
use crate::options::assignments;
use crate::position::{Outcome, Position, make};

create_exception!(
    fanga,
    ActionIdError,
    MoveError,
    "An action id out of the game's range (it is also a ValueError's kind: see the message)."
);

/// A game played by actions, whatever its position type.
pub(crate) trait AnyState: Send + Sync {
    /// A copy.
    fn boxed(&self) -> Box<dyn AnyState>;
    /// The game's name.
    fn game(&self) -> &'static str;
    /// The action space.
    fn space(&self) -> ActionSpace;
    /// The limits.
    fn limits(&self) -> ActionLimits;
    /// The legal actions, in increasing order.
    fn legal_actions(&self, out: &mut Vec<u32>);
    /// The legal actions as a mask.
    fn legal_mask(&self, out: &mut [bool]);
    /// An id given by a caller, checked against the space.
    fn check_range(&self, action: i64) -> Result<u32, ActionError>;
    /// Takes a decision; whether it completed a turn.
    fn apply_action(&mut self, action: u32) -> Result<bool, ActionError>;
    /// The move of the last complete turn.
    fn last_move(&self) -> Option<String>;
    /// An action's text.
    fn action_text(&self, action: u32) -> String;
    /// The observation.
    fn observe(&self, out: &mut [f32]);
    /// The seat deciding.
    fn current_player(&self) -> usize;
    /// The result.
    fn outcome(&self) -> Option<CoreOutcome>;
    /// The returns, the first seat's first.
    fn returns(&self) -> [f64; 2];
    /// The decisions taken in this turn.
    fn taken(&self) -> Vec<u32>;
    /// The whole turns played.
    fn moves_played(&self) -> u32;
    /// The position at the start of the turn.
    fn position(&self) -> Box<dyn fanga::core::registry::AnyPosition>;
    /// The players' letters.
    fn letters(&self) -> ByPlayer<char>;
}

impl<P: Catalogued + Actions> AnyState for ActionState<P> {
    fn boxed(&self) -> Box<dyn AnyState> {
        Box::new(self.clone())
    }
    fn game(&self) -> &'static str {
        // The position's name, not its type's: a game defined at run time
        // (a rule set, a variant) plays on a type of the game list.
        fanga::core::Position::game(ActionState::position(self))
    }
    fn space(&self) -> ActionSpace {
        ActionState::space(self)
    }
    fn limits(&self) -> ActionLimits {
        ActionState::limits(self)
    }
    fn legal_actions(&self, out: &mut Vec<u32>) {
        ActionState::legal_actions(self, out);
    }
    fn legal_mask(&self, out: &mut [bool]) {
        ActionState::legal_mask(self, out);
    }
    fn check_range(&self, action: i64) -> Result<u32, ActionError> {
        ActionState::check_range(self, action)
    }
    fn apply_action(&mut self, action: u32) -> Result<bool, ActionError> {
        ActionState::apply_action(self, action).map(|m| m.is_some())
    }
    fn last_move(&self) -> Option<String> {
        ActionState::last_move(self).map(ToString::to_string)
    }
    fn action_text(&self, action: u32) -> String {
        ActionState::action_text(self, action)
    }
    fn observe(&self, out: &mut [f32]) {
        ActionState::observe(self, out);
    }
    fn current_player(&self) -> usize {
        ActionState::current_player(self).index()
    }
    fn outcome(&self) -> Option<CoreOutcome> {
        ActionState::outcome(self)
    }
    fn returns(&self) -> [f64; 2] {
        ActionState::returns(self).into()
    }
    fn taken(&self) -> Vec<u32> {
        ActionState::taken(self).to_vec()
    }
    fn moves_played(&self) -> u32 {
        ActionState::moves_played(self)
    }
    fn position(&self) -> Box<dyn fanga::core::registry::AnyPosition> {
        Box::new(ActionState::position(self).clone())
    }
    fn letters(&self) -> ByPlayer<char> {
        P::PLAYER_LETTERS
    }
}

/// Builds the game's value for the position type named `game` that reads
/// `text` under `options`: what the visitor `V` makes of a position.
pub(crate) trait Build {
    /// What is built.
    type Out;
    /// Builds it from a position.
    fn build<P: Catalogued + Actions>(&self, position: P) -> Self::Out;
}

/// Finds the position type of `game` in the game list that reads `text`
/// under `options` (Oware has two: the first that fits its board).
struct Find<'a, B: Build> {
    game: &'a str,
    text: &'a str,
    options: &'a [String],
    build: &'a B,
    out: Option<B::Out>,
}

impl<B: Build> Find<'_, B> {
    /// Builds from `P` if its options name the game and it reads the text.
    fn try_type<P: Catalogued + Actions>(&mut self) {
        if self.out.is_some() {
            return;
        }
        let mut options = P::Options::default();
        // The type whose options name the game: a game described by data
        // (a rule set) is named by its options, not by its type.
        if options.apply(self.options).is_err() || P::start(&options).game() != self.game {
            return;
        }
        if let Ok(p) = P::from_text(self.text, &options) {
            self.out = Some(self.build.build(p));
        }
    }
}

impl<B: Build> ActionGameVisitor for Find<'_, B> {
    fn visit<P: Catalogued + Actions>(&mut self) {
        self.try_type::<P>();
        // A variant defined at run time (`fanga.define`) plays on its
        // game's type, its positions wrapped in `Variant` (named by its
        // `variant=NAME` option).
        if self
            .options
            .iter()
            .any(|o| o.split_once('=').is_some_and(|(k, _)| k == VARIANT_KEY))
        {
            self.try_type::<Variant<P>>();
        }
    }
}

/// `build` applied to the position of `game` (its start under `options`,
/// or `text`), checked by the registry first.
pub(crate) fn build<B: Build>(
    game: &str,
    text: Option<&str>,
    options: &[String],
    build: &B,
) -> PyResult<B::Out> {
    let position = make(game, text, options)?;
    let text = position.to_string();
    let assignments = position.option_assignments();
    let mut find = Find {
        game: position.game(),
        text: &text,
        options: &assignments,
        build,
        out: None,
    };
    visit_action_games(&mut find);
    find.out.ok_or_else(|| {
        FangaError::new_err(format!(
            "{game}: no position type of the game list reads `{text}` (a bug of fanga)"
        ))
    })
}

/// Makes a boxed state under limits.
struct MakeState(ActionLimits);

impl Build for MakeState {
    type Out = Box<dyn AnyState>;
    fn build<P: Catalogued + Actions>(&self, position: P) -> Box<dyn AnyState> {
        Box::new(ActionState::new(position, self.0))
    }
}

// The signatures of `State` and `VectorEnv` write the default game length
// as a literal (pyo3 shows a constant's name as `...` to Python's tools).
const _: () = assert!(ActionLimits::DEFAULT_MAX_MOVES == 1000);

/// The limits from Python's arguments.
pub(crate) fn limits(max_moves: u32, lap_budget: Option<u64>) -> PyResult<ActionLimits> {
    if max_moves == 0 {
        return Err(PyValueError::new_err("max_moves must be at least 1"));
    }
    Ok(ActionLimits {
        budget: lap_budget.map_or(ActionLimits::DEFAULT_BUDGET, LapBudget::laps),
        max_moves,
    })
}

/// An action error as the exception of its kind.
pub(crate) fn action_error(e: &ActionError) -> PyErr {
    let message = e.to_string();
    match e {
        ActionError::Over => GameOverError::new_err(message),
        ActionError::OutOfRange { .. } => ActionIdError::new_err(message),
        _ => MoveError::new_err(message),
    }
}

/// A game played one decision at a time, by action ids, for learning.
///
/// `State(game, options=None, *, text=None, max_moves=1000,
/// lap_budget=1000000, **kwargs)`. A whole turn is a sequence of decisions
/// by the same player (the opening, then each choice); every decision is an
/// id below `num_actions`. A position where a turn of the mover is still
/// undecided after `lap_budget` laps ends the game, drawn (`lap budget`);
/// after `max_moves` whole turns the game is drawn (`move limit`). The
/// encoding of every game is in `docs/actions.md`.
#[pyclass(module = "fanga")]
pub struct State {
    inner: Box<dyn AnyState>,
    /// Where the game started: what pickle saves, with the actions.
    origin: Origin,
    /// Every action applied since.
    actions: Vec<u32>,
}

/// A state's start: the game, the position's text and options, the limits.
#[derive(Clone)]
struct Origin {
    game: String,
    text: String,
    options: Vec<String>,
    max_moves: u32,
    lap_budget: u64,
}

impl State {
    fn start(
        game: &str,
        text: Option<&str>,
        options: &[String],
        limits: ActionLimits,
    ) -> PyResult<State> {
        let inner = guard(|| build(game, text, options, &MakeState(limits)))?;
        let p = inner.position();
        Ok(State {
            origin: Origin {
                game: p.game().to_owned(),
                text: p.to_string(),
                options: p.option_assignments(),
                max_moves: limits.max_moves,
                lap_budget: limits.budget.raw(),
            },
            inner,
            actions: Vec::new(),
        })
    }
}

#[pymethods]
impl State {
    #[new]
    #[pyo3(signature = (game, options=None, /, *, text=None, max_moves=1000, lap_budget=None, **kwargs))]
    fn py_new(
        game: &str,
        options: Option<&Bound<'_, PyAny>>,
        text: Option<&str>,
        max_moves: u32,
        lap_budget: Option<u64>,
        kwargs: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Self> {
        let options = assignments(options, kwargs)?;
        let limits = limits(max_moves, lap_budget)?;
        State::start(game, text, &options, limits)
    }

    /// The state that `actions` lead to from the start `text` of `game`
    /// under `options` and the limits: what pickle calls.
    #[staticmethod]
    #[pyo3(signature = (game, text, options, max_moves, lap_budget, actions))]
    fn _replay(
        game: &str,
        text: &str,
        options: Vec<String>,
        max_moves: u32,
        lap_budget: u64,
        actions: Vec<i64>,
    ) -> PyResult<State> {
        let mut s = State::start(
            game,
            Some(text),
            &options,
            limits(max_moves, Some(lap_budget))?,
        )?;
        for a in actions {
            s.apply_action(a)?;
        }
        Ok(s)
    }

    /// Pickles as the start and the actions applied since (which replay
    /// the game's history, repetitions included).
    #[allow(clippy::type_complexity)]
    fn __reduce__<'py>(
        &self,
        py: Python<'py>,
    ) -> PyResult<(
        Bound<'py, PyAny>,
        (String, String, Vec<String>, u32, u64, Vec<u32>),
    )> {
        let replay = py.get_type::<State>().getattr("_replay")?;
        let o = self.origin.clone();
        Ok((
            replay,
            (
                o.game,
                o.text,
                o.options,
                o.max_moves,
                o.lap_budget,
                self.actions.clone(),
            ),
        ))
    }

    /// The game's name.
    #[getter]
    fn game(&self) -> &'static str {
        self.inner.game()
    }
    /// How many action ids there are: every action is below it.
    #[getter]
    fn num_actions(&self) -> u32 {
        self.inner.space().size()
    }
    /// The id of the action that ends a turn early (Fanorona's capture
    /// sequence), or `None` for a game without one.
    #[getter]
    fn end_action(&self) -> Option<u32> {
        self.inner.space().end()
    }
    /// The shape of an observation: `(length,)`.
    #[getter]
    fn observation_shape(&self) -> (usize,) {
        (self.inner.space().observation_len(),)
    }
    /// The most decisions a turn takes.
    #[getter]
    fn max_turn_decisions(&self) -> u32 {
        self.inner.space().max_turn_decisions()
    }
    /// The most decisions a game takes: `max_moves` times
    /// `max_turn_decisions`.
    #[getter]
    fn max_game_length(&self) -> u64 {
        self.inner.space().max_game_decisions(&self.inner.limits())
    }
    /// The most whole turns a game lasts.
    #[getter]
    fn max_moves(&self) -> u32 {
        self.inner.limits().max_moves
    }
    /// The seat deciding now: 0 or 1 (in a finished game, the seat that
    /// would).
    fn current_player(&self) -> usize {
        self.inner.current_player()
    }
    /// Whether the game is over.
    fn is_terminal(&self) -> bool {
        self.inner.outcome().is_some()
    }
    /// The result, or `None` while the game goes on.
    #[getter]
    fn outcome(&self) -> Option<Outcome> {
        self.inner
            .outcome()
            .map(|o| Outcome::new(o, self.inner.letters()))
    }
    /// Each seat's return: 1 for a win, -1 for a loss, 0 for a draw or a
    /// game that goes on.
    fn returns(&self) -> (f64, f64) {
        let [a, b] = self.inner.returns();
        (a, b)
    }
    /// The legal actions, in increasing order (none once the game is over).
    fn legal_actions(&self) -> Vec<u32> {
        let mut out = Vec::new();
        self.inner.legal_actions(&mut out);
        out
    }
    /// The legal actions as a numpy `bool` array of `num_actions` entries.
    fn action_mask<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<bool>> {
        let mut mask = vec![false; self.inner.space().size() as usize];
        self.inner.legal_mask(&mut mask);
        PyArray1::from_vec(py, mask)
    }
    /// Takes the decision `action` (when it completes a turn, the move is
    /// `last_move`). Raises `ActionIdError` for an id out of range,
    /// `MoveError` for one not legal now, `GameOverError` once the game is
    /// over; the state is then unchanged.
    fn apply_action(&mut self, action: i64) -> PyResult<()> {
        guard(|| {
            if self.inner.outcome().is_some() {
                return Err(action_error(&ActionError::Over));
            }
            let a = self
                .inner
                .check_range(action)
                .map_err(|e| action_error(&e))?;
            self.inner.apply_action(a).map_err(|e| action_error(&e))?;
            self.actions.push(a);
            Ok(())
        })
    }
    /// The text of `action` for the player deciding now: a step of the
    /// move's notation (`b2`, `cw`), or `end`.
    fn action_to_string(&self, action: i64) -> PyResult<String> {
        let a = self
            .inner
            .check_range(action)
            .map_err(|e| action_error(&e))?;
        Ok(self.inner.action_text(a))
    }
    /// The observation, a numpy `float32` array of `observation_shape`,
    /// from the deciding player's side (see `docs/actions.md`).
    fn observation<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<f32>> {
        let mut obs = vec![0.0; self.inner.space().observation_len()];
        self.inner.observe(&mut obs);
        PyArray1::from_vec(py, obs)
    }
    /// Writes the observation into `out`, a numpy `float32` array of
    /// `observation_shape`, without allocating.
    fn observation_into(&self, out: &Bound<'_, PyArray1<f32>>) -> PyResult<()> {
        let mut rw = out.try_readwrite()?;
        let slice = rw.as_slice_mut()?;
        if slice.len() != self.inner.space().observation_len() {
            return Err(PyValueError::new_err(format!(
                "out has {} numbers; the observation has {}",
                slice.len(),
                self.inner.space().observation_len()
            )));
        }
        self.inner.observe(slice);
        Ok(())
    }
    /// The move of the last complete turn, in the game's notation (`None`
    /// before the first).
    #[getter]
    fn last_move(&self) -> Option<String> {
        self.inner.last_move()
    }
    /// The decisions taken so far in the current turn.
    #[getter]
    fn taken(&self) -> Vec<u32> {
        self.inner.taken()
    }
    /// The whole turns played.
    #[getter]
    fn moves_played(&self) -> u32 {
        self.inner.moves_played()
    }
    /// The position at the start of the current turn.
    #[getter]
    fn position(&self) -> Position {
        Position::of(self.inner.position())
    }
    /// A copy.
    fn clone(&self) -> State {
        State {
            inner: self.inner.boxed(),
            origin: self.origin.clone(),
            actions: self.actions.clone(),
        }
    }
    fn __copy__(&self) -> State {
        self.clone()
    }
    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> State {
        self.clone()
    }
    fn __repr__(&self) -> String {
        format!(
            "State({:?}, {:?}, taken={:?})",
            self.inner.game(),
            self.inner.position().to_string(),
            self.inner.taken()
        )
    }
}
