//! `fanga.BatchEnv`: N games of one game and options stepped together by
//! actions, their observations, masks, rewards and ends as one numpy array
//! each, finished games started again (on the same step, or on the next as
//! gymnasium's vector environments do), on a steady pool of threads with
//! the GIL released (`crate::pool`).

use fanga::core::{
    catalog::Catalogued,
    learn::{ActionLimits, ActionSpace, ActionState, Actions},
};
use numpy::{PyArray1, PyArray2, PyArrayMethods, PyUntypedArrayMethods};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyDict;

use crate::actions::{Build, action_error, build, limits};
use crate::errors::guard;
use crate::options::assignments;
use crate::pool::{AnyBatch, Autoreset, Batch, Out, Refused};

/// The games one more thread is worth by default: a smaller batch runs on
/// fewer threads (waking a thread costs more than a few games' steps).
const GAMES_PER_THREAD: usize = 256;

/// Makes `n` games under limits, on `threads` threads.
struct MakeBatch {
    n: usize,
    limits: ActionLimits,
    threads: usize,
    autoreset: Autoreset,
}

impl Build for MakeBatch {
    type Out = PyResult<Box<dyn AnyBatch>>;
    fn build<P: Catalogued + Actions>(&self, position: P) -> PyResult<Box<dyn AnyBatch>> {
        let first = ActionState::new(position.clone(), self.limits);
        if first.is_terminal() {
            return Err(PyValueError::new_err(format!(
                "the start `{position}` is over: a batch needs a game to play"
            )));
        }
        let space = ActionSpace::of::<P>(&position.options());
        Ok(Box::new(Batch::new(
            position,
            first,
            self.n,
            space,
            self.threads,
            self.autoreset,
        )))
    }
}

/// N games of one game and options stepped together, for reinforcement
/// learning: fanga's own batch interface, the fastest (`fanga.VectorEnv`
/// speaks gymnasium's over it).
///
/// `BatchEnv(game, num_envs, options=None, *, text=None, threads=None,
/// max_moves=1000, lap_budget=None, autoreset="same-step", **kwargs)`.
/// Every game starts from the same position (the start, or `text`) and is
/// played by actions as `fanga.State` plays it. With
/// `autoreset="same-step"`, a game that ends is started again at once: its
/// returns are in `rewards` and its `dones` entry is set on that step, and
/// its observation is the new game's. With `"next-step"` (gymnasium's
/// `NEXT_STEP`), a game that ends stays at its end for one step (its
/// observation the last, its mask all `True`, its player -1) and the next
/// step starts it again, ignoring its action. The work runs on `threads`
/// threads (by default one for every 256 games, at most the machine's
/// cores), kept across steps, with the GIL released.
#[pyclass(module = "fanga")]
pub struct BatchEnv {
    batch: Box<dyn AnyBatch>,
}

/// The arrays of a reset: observations, masks, players.
type Arrays<'py> = (
    Bound<'py, PyArray2<f32>>,
    Bound<'py, PyArray2<bool>>,
    Bound<'py, PyArray1<i64>>,
);

/// The arrays of a step: observations, masks, rewards, dones, players.
type StepArrays<'py> = (
    Bound<'py, PyArray2<f32>>,
    Bound<'py, PyArray2<bool>>,
    Bound<'py, PyArray2<f32>>,
    Bound<'py, PyArray1<bool>>,
    Bound<'py, PyArray1<i64>>,
);

impl BatchEnv {
    /// New arrays for every output of a step: the numbers by
    /// `numpy.empty` (every entry is written before the step returns them;
    /// zeroing the observations first was a serial pass over them), the
    /// `bool`s zeroed (a `bool` must never hold another byte). `numpy.empty`
    /// is looked up once (an import a step was a microsecond or two of
    /// the step's serial part).
    fn new_arrays<'py>(&self, py: Python<'py>) -> PyResult<StepArrays<'py>> {
        static EMPTY: PyOnceLock<Py<PyAny>> = PyOnceLock::new();
        let n = self.batch.len();
        let space = self.batch.space();
        let empty = EMPTY.import(py, "numpy", "empty")?;
        Ok((
            empty
                .call1(((n, space.observation_len()), "float32"))?
                .cast_into()?,
            PyArray2::zeros(py, [n, space.size() as usize], false),
            empty.call1(((n, 2), "float32"))?.cast_into()?,
            PyArray1::zeros(py, n, false),
            empty.call1((n, "int64"))?.cast_into()?,
        ))
    }

    /// Runs `f` on the step arrays' slices, with the GIL released.
    fn with_out<'py, T: Send>(
        &mut self,
        py: Python<'py>,
        f: impl FnOnce(&mut dyn AnyBatch, Out<'_>) -> PyResult<T> + Send,
    ) -> PyResult<(StepArrays<'py>, T)> {
        let arrays = self.new_arrays(py)?;
        let result = {
            let (o, m, r, d, p) = &arrays;
            let (mut o, mut m, mut r, mut d, mut p) = (
                o.try_readwrite()?,
                m.try_readwrite()?,
                r.try_readwrite()?,
                d.try_readwrite()?,
                p.try_readwrite()?,
            );
            let out = Out {
                obs: o.as_slice_mut()?,
                mask: m.as_slice_mut()?,
                returns: r.as_slice_mut()?,
                done: d.as_slice_mut()?,
                player: p.as_slice_mut()?,
            };
            let batch = &mut *self.batch;
            py.detach(|| guard(|| f(batch, out)))?
        };
        Ok((arrays, result))
    }
}

/// The actions of a step as `i64`, one a game: a list or a numpy array of
/// any integer dtype; floats, booleans and other shapes are refused.
fn action_ids(actions: &Bound<'_, PyAny>, n: usize) -> PyResult<Vec<i64>> {
    if let Ok(a) = actions.cast::<PyArray1<i64>>()
        && a.len() == n
        && let Ok(ro) = a.try_readonly()
        && let Ok(s) = ro.as_slice()
    {
        return Ok(s.to_vec());
    }
    let py = actions.py();
    let array = py.import("numpy")?.call_method1("asarray", (actions,))?;
    let shape = array.getattr("shape")?;
    if shape.extract::<Vec<usize>>()? != [n] {
        return Err(PyValueError::new_err(format!(
            "step(actions): expected one action a game, {n} in all (shape ({n},)); got shape {}",
            shape.repr()?
        )));
    }
    let dtype = array.getattr("dtype")?;
    let kind: String = dtype.getattr("kind")?.extract()?;
    if kind != "i" && kind != "u" {
        return Err(PyTypeError::new_err(format!(
            "step(actions): actions are integer action ids (a list, or a numpy array of any \
             integer dtype); got {}",
            if kind == "f" {
                format!("floats ({dtype})")
            } else {
                format!("an array of {dtype}")
            }
        )));
    }
    array
        .call_method1("astype", ("int64",))?
        .extract::<Vec<i64>>()
}

#[pymethods]
impl BatchEnv {
    #[new]
    #[pyo3(signature = (game, num_envs, options=None, /, *, text=None, threads=None, max_moves=1000, lap_budget=None, autoreset="same-step", **kwargs))]
    #[allow(clippy::too_many_arguments)]
    fn py_new(
        game: &str,
        num_envs: usize,
        options: Option<&Bound<'_, PyAny>>,
        text: Option<&str>,
        threads: Option<usize>,
        max_moves: u32,
        lap_budget: Option<u64>,
        autoreset: &str,
        kwargs: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Self> {
        if num_envs == 0 {
            return Err(PyValueError::new_err("num_envs must be at least 1"));
        }
        let threads = match threads {
            Some(0) => return Err(PyValueError::new_err("threads must be at least 1")),
            Some(n) => n,
            None => std::thread::available_parallelism()
                .map_or(1, usize::from)
                .min(num_envs / GAMES_PER_THREAD)
                .max(1),
        };
        let autoreset = match autoreset {
            "same-step" => Autoreset::SameStep,
            "next-step" => Autoreset::NextStep,
            other => {
                return Err(PyValueError::new_err(format!(
                    "autoreset must be \"same-step\" or \"next-step\", not {other:?}"
                )));
            }
        };
        let options = assignments(options, kwargs)?;
        let limits = limits(max_moves, lap_budget)?;
        let make = MakeBatch {
            n: num_envs,
            limits,
            threads: threads.min(num_envs.div_ceil(crate::pool::SHARE)),
            autoreset,
        };
        let batch = guard(|| build(game, text, &options, &make))??;
        Ok(BatchEnv { batch })
    }

    /// How many games.
    #[getter]
    fn num_envs(&self) -> usize {
        self.batch.len()
    }
    /// How many action ids there are.
    #[getter]
    fn num_actions(&self) -> u32 {
        self.batch.space().size()
    }
    /// The shape of one game's observation.
    #[getter]
    fn observation_shape(&self) -> (usize,) {
        (self.batch.space().observation_len(),)
    }
    /// The threads the steps run on.
    #[getter]
    fn threads(&self) -> usize {
        self.batch.threads()
    }
    /// When a finished game starts again: `"same-step"` or `"next-step"`.
    #[getter]
    fn autoreset(&self) -> &'static str {
        match self.batch.autoreset() {
            Autoreset::SameStep => "same-step",
            Autoreset::NextStep => "next-step",
        }
    }

    /// Starts the games again (every one, or those where `mask`, a `bool`
    /// sequence of `num_envs` entries, is true); returns `(observations,
    /// masks, players)`: `float32` of `(num_envs, *observation_shape)`,
    /// `bool` of `(num_envs, num_actions)`, `int64` of `(num_envs,)` (the
    /// seat deciding in each game).
    #[pyo3(signature = (mask=None))]
    fn reset<'py>(&mut self, py: Python<'py>, mask: Option<Vec<bool>>) -> PyResult<Arrays<'py>> {
        let n = self.batch.len();
        if let Some(m) = &mask
            && m.len() != n
        {
            return Err(PyValueError::new_err(format!(
                "reset(mask): {} entries for {n} games",
                m.len()
            )));
        }
        let ((o, m, _, _, p), ()) = self.with_out(py, |batch, out| {
            batch.reset(mask.as_deref());
            batch.write_all(out);
            Ok(())
        })?;
        Ok((o, m, p))
    }

    /// The observations, masks and players now, as `reset` returns them.
    fn observe<'py>(&mut self, py: Python<'py>) -> PyResult<Arrays<'py>> {
        let ((o, m, _, _, p), ()) = self.with_out(py, |batch, out| {
            batch.write_all(out);
            Ok(())
        })?;
        Ok((o, m, p))
    }

    /// Takes one decision in every game: `actions` holds `num_envs` ids (a
    /// list, or a numpy array of any integer dtype). Returns
    /// `(observations, masks, rewards, dones, players)`: `rewards` is
    /// `float32` of `(num_envs, 2)`, each seat's return in a game that
    /// ended on this step (0 otherwise), and `dones` says which ended. An
    /// action out of range or not legal raises (as `State.apply_action`
    /// does, naming the game) and no game moves.
    fn step<'py>(
        &mut self,
        py: Python<'py>,
        actions: &Bound<'py, PyAny>,
    ) -> PyResult<StepArrays<'py>> {
        let ids = action_ids(actions, self.batch.len())?;
        let (arrays, refused) = self.with_out(py, |batch, out| batch.step(&ids, out))?;
        match refused {
            None => Ok(arrays),
            Some(Refused { at, error }) => {
                let err = action_error(&error);
                let message = format!("game {at}: {}", err.value(py));
                Err(PyErr::from_type(err.get_type(py), message))
            }
        }
    }

    fn __repr__(&self) -> String {
        format!(
            "BatchEnv(num_envs={}, num_actions={}, threads={}, autoreset={:?})",
            self.batch.len(),
            self.batch.space().size(),
            self.batch.threads(),
            self.autoreset()
        )
    }
}
