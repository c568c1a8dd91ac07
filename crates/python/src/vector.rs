//! `fanga.VectorEnv`: N games of one game and options stepped together by
//! actions, their observations, masks, rewards and ends as one numpy array
//! each, finished games started again, on several threads with the GIL
//! released.

use std::sync::Mutex;

use fanga::core::{
    catalog::Catalogued,
    learn::{ActionError, ActionLimits, ActionSpace, ActionState, Actions},
};
use numpy::{PyArray1, PyArray2, PyArrayMethods, PyReadonlyArray1};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::actions::{Build, action_error, build, limits};
use crate::errors::guard;
use crate::options::assignments;

/// The games a thread takes at a time in a step.
const SHARE: usize = 32;

/// One game's share of the output arrays.
struct Out<'a> {
    obs: &'a mut [f32],
    mask: &'a mut [bool],
    player: &'a mut i64,
}

/// N games of one position type.
struct Games<P: Actions> {
    start: P,
    games: Vec<ActionState<P>>,
}

/// [`Games`], whatever the position type.
trait AnyGames: Send + Sync {
    fn space(&self) -> ActionSpace;
    fn len(&self) -> usize;
    /// Starts every game again.
    fn reset(&mut self);
    /// Writes game `i`'s observation, mask and player.
    fn write(&self, i: usize, out: Out<'_>);
    /// Checks action `a` for game `i`.
    fn check(&self, i: usize, a: i64) -> Result<u32, ActionError>;
    /// Splits the games into `parts` contiguous shares.
    fn shares(&mut self, parts: usize) -> Vec<Box<dyn Share + '_>>;
}

/// A thread's share of the games.
trait Share: Send {
    /// Applies a checked action to game `i`: its returns when it ended (it
    /// is then started again).
    fn apply(&mut self, i: usize, a: u32) -> Option<[f64; 2]>;
    /// Writes game `i`'s observation, mask and player.
    fn write(&self, i: usize, out: Out<'_>);
}

/// A contiguous slice of games.
struct Slice<'a, P: Actions> {
    start: &'a P,
    games: &'a mut [ActionState<P>],
}

fn write_one<P: Actions>(g: &ActionState<P>, out: Out<'_>) {
    g.observe(out.obs);
    g.legal_mask(out.mask);
    *out.player = i64::try_from(g.current_player().index()).unwrap_or(0);
}

fn check_one<P: Actions>(g: &ActionState<P>, a: i64) -> Result<u32, ActionError> {
    let id = g.check_range(a)?;
    if g.is_legal(id) {
        Ok(id)
    } else {
        Err(ActionError::Illegal {
            action: id,
            text: g.action_text(id),
        })
    }
}

fn apply_one<P: Actions>(g: &mut ActionState<P>, start: &P, a: u32) -> Option<[f64; 2]> {
    // Checked first: the action is legal.
    let _ = g.apply_action(a);
    if g.is_terminal() {
        let r = g.returns().into();
        g.reset(start.clone());
        Some(r)
    } else {
        None
    }
}

impl<P: Actions> Share for Slice<'_, P> {
    fn apply(&mut self, i: usize, a: u32) -> Option<[f64; 2]> {
        apply_one(&mut self.games[i], self.start, a)
    }
    fn write(&self, i: usize, out: Out<'_>) {
        write_one(&self.games[i], out);
    }
}

impl<P: Catalogued + Actions> AnyGames for Games<P> {
    fn space(&self) -> ActionSpace {
        ActionSpace::of::<P>(&self.start.options())
    }
    fn len(&self) -> usize {
        self.games.len()
    }
    fn reset(&mut self) {
        for g in &mut self.games {
            g.reset(self.start.clone());
        }
    }
    fn write(&self, i: usize, out: Out<'_>) {
        write_one(&self.games[i], out);
    }
    fn check(&self, i: usize, a: i64) -> Result<u32, ActionError> {
        check_one(&self.games[i], a)
    }
    fn shares(&mut self, parts: usize) -> Vec<Box<dyn Share + '_>> {
        let n = self.games.len();
        let per = n.div_ceil(parts.max(1)).max(1);
        let start = &self.start;
        self.games
            .chunks_mut(per)
            .map(|games| Box::new(Slice { start, games }) as Box<dyn Share + '_>)
            .collect()
    }
}

/// Makes `n` games under limits.
struct MakeGames(usize, ActionLimits);

impl Build for MakeGames {
    type Out = Box<dyn AnyGames>;
    fn build<P: Catalogued + Actions>(&self, position: P) -> Box<dyn AnyGames> {
        let games = vec![ActionState::new(position.clone(), self.1); self.0];
        Box::new(Games {
            start: position,
            games,
        })
    }
}

/// N games of one game and options stepped together, for reinforcement
/// learning.
///
/// `VectorEnv(game, num_envs, options=None, *, text=None, threads=None,
/// max_moves=1000, lap_budget=None, **kwargs)`. Every game starts from the
/// same position (the start, or `text`) and is played by actions as
/// `fanga.State` plays it; a game that ends is started again at once, its
/// returns given in `rewards` and its `dones` entry set on that step. The
/// work runs on `threads` threads (the machine's cores by default) with the
/// GIL released.
#[pyclass(module = "fanga")]
pub struct VectorEnv {
    games: Box<dyn AnyGames>,
    threads: usize,
}

/// The arrays of a step: observations, masks, players.
type Arrays<'py> = (
    Bound<'py, PyArray2<f32>>,
    Bound<'py, PyArray2<bool>>,
    Bound<'py, PyArray1<i64>>,
);

/// The arrays of a step, with rewards and dones.
type StepArrays<'py> = (
    Bound<'py, PyArray2<f32>>,
    Bound<'py, PyArray2<bool>>,
    Bound<'py, PyArray2<f32>>,
    Bound<'py, PyArray1<bool>>,
    Bound<'py, PyArray1<i64>>,
);

impl VectorEnv {
    fn new_arrays<'py>(&self, py: Python<'py>) -> Arrays<'py> {
        let n = self.games.len();
        let space = self.games.space();
        (
            PyArray2::zeros(py, [n, space.observation_len()], false),
            PyArray2::zeros(py, [n, space.size() as usize], false),
            PyArray1::zeros(py, n, false),
        )
    }
}

/// Splits `v` into `parts` consecutive pieces of `per` games of `width`
/// entries each.
fn split<T>(v: &mut [T], per: usize, width: usize) -> Vec<&mut [T]> {
    v.chunks_mut((per * width).max(1)).collect()
}

#[pymethods]
impl VectorEnv {
    #[new]
    #[pyo3(signature = (game, num_envs, options=None, /, *, text=None, threads=None, max_moves=1000, lap_budget=None, **kwargs))]
    #[allow(clippy::too_many_arguments)]
    fn py_new(
        game: &str,
        num_envs: usize,
        options: Option<&Bound<'_, PyAny>>,
        text: Option<&str>,
        threads: Option<usize>,
        max_moves: u32,
        lap_budget: Option<u64>,
        kwargs: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Self> {
        if num_envs == 0 {
            return Err(PyValueError::new_err("num_envs must be at least 1"));
        }
        let threads = match threads {
            Some(0) => return Err(PyValueError::new_err("threads must be at least 1")),
            Some(n) => n,
            None => std::thread::available_parallelism().map_or(1, usize::from),
        };
        let options = assignments(options, kwargs)?;
        let limits = limits(max_moves, lap_budget)?;
        let games = guard(|| build(game, text, &options, &MakeGames(num_envs, limits)))?;
        Ok(VectorEnv {
            games,
            threads: threads.min(num_envs),
        })
    }

    /// How many games.
    #[getter]
    fn num_envs(&self) -> usize {
        self.games.len()
    }
    /// How many action ids there are.
    #[getter]
    fn num_actions(&self) -> u32 {
        self.games.space().size()
    }
    /// The shape of one game's observation.
    #[getter]
    fn observation_shape(&self) -> (usize,) {
        (self.games.space().observation_len(),)
    }
    /// The threads the steps run on.
    #[getter]
    fn threads(&self) -> usize {
        self.threads
    }

    /// Starts every game again; returns `(observations, masks, players)`:
    /// `float32` of `(num_envs, *observation_shape)`, `bool` of
    /// `(num_envs, num_actions)`, `int64` of `(num_envs,)` (the seat
    /// deciding in each game).
    fn reset<'py>(&mut self, py: Python<'py>) -> PyResult<Arrays<'py>> {
        self.games.reset();
        self.observe(py)
    }

    /// The observations, masks and players now, as `reset` returns them.
    fn observe<'py>(&self, py: Python<'py>) -> PyResult<Arrays<'py>> {
        let (obs, mask, players) = self.new_arrays(py);
        {
            let mut o = obs.try_readwrite()?;
            let mut m = mask.try_readwrite()?;
            let mut p = players.try_readwrite()?;
            let (o, m, p) = (o.as_slice_mut()?, m.as_slice_mut()?, p.as_slice_mut()?);
            let space = self.games.space();
            let (ol, ml) = (space.observation_len(), space.size() as usize);
            for i in 0..self.games.len() {
                self.games.write(
                    i,
                    Out {
                        obs: &mut o[i * ol..(i + 1) * ol],
                        mask: &mut m[i * ml..(i + 1) * ml],
                        player: &mut p[i],
                    },
                );
            }
        }
        Ok((obs, mask, players))
    }

    /// Takes one decision in every game: `actions` is an `int64` array of
    /// `num_envs` ids. Returns `(observations, masks, rewards, dones,
    /// players)`: `rewards` is `float32` of `(num_envs, 2)`, each seat's
    /// return in a game that ended on this step (0 otherwise), and `dones`
    /// says which ended (they are started again: their observation is the
    /// new game's). An action out of range or not legal raises (as
    /// `State.apply_action` does, naming the game) and no game moves.
    fn step<'py>(
        &mut self,
        py: Python<'py>,
        actions: PyReadonlyArray1<'py, i64>,
    ) -> PyResult<StepArrays<'py>> {
        let n = self.games.len();
        let acts = actions.as_slice()?;
        if acts.len() != n {
            return Err(PyValueError::new_err(format!(
                "{} actions for {n} games",
                acts.len()
            )));
        }
        let (obs, mask, players) = self.new_arrays(py);
        let rewards = PyArray2::<f32>::zeros(py, [n, 2], false);
        let dones = PyArray1::<bool>::zeros(py, n, false);
        {
            let mut o = obs.try_readwrite()?;
            let mut m = mask.try_readwrite()?;
            let mut p = players.try_readwrite()?;
            let mut r = rewards.try_readwrite()?;
            let mut d = dones.try_readwrite()?;
            let (o, m, p, r, d) = (
                o.as_slice_mut()?,
                m.as_slice_mut()?,
                p.as_slice_mut()?,
                r.as_slice_mut()?,
                d.as_slice_mut()?,
            );
            let space = self.games.space();
            let (ol, ml) = (space.observation_len(), space.size() as usize);
            let threads = self.threads;
            let games = &mut self.games;
            let refused = py.detach(|| {
                guard(|| {
                    // Every action checked first, in order: a refused one
                    // leaves every game as it was.
                    let mut ids = Vec::with_capacity(n);
                    for (i, &a) in acts.iter().enumerate() {
                        match games.check(i, a) {
                            Ok(id) => ids.push(id),
                            Err(e) => return Ok(Some((i, e))),
                        }
                    }
                    // Then small shares of the games, taken in turn by
                    // whichever thread is free: a thread the system runs
                    // late takes fewer.
                    let mut shares = games.shares(n.div_ceil(SHARE));
                    let work: Vec<_> = shares
                        .iter_mut()
                        .zip(ids.chunks(SHARE))
                        .zip(split(o, SHARE, ol))
                        .zip(split(m, SHARE, ml))
                        .zip(split(p, SHARE, 1))
                        .zip(split(r, SHARE, 2))
                        .zip(split(d, SHARE, 1))
                        .collect();
                    let queue = Mutex::new(work);
                    let run = || {
                        while let Some(((((((share, ids), o), m), p), r), d)) =
                            queue.lock().ok().and_then(|mut q| q.pop())
                        {
                            for (i, &id) in ids.iter().enumerate() {
                                if let Some(ret) = share.apply(i, id) {
                                    r[2 * i] = ret[0] as f32;
                                    r[2 * i + 1] = ret[1] as f32;
                                    d[i] = true;
                                }
                                share.write(
                                    i,
                                    Out {
                                        obs: &mut o[i * ol..(i + 1) * ol],
                                        mask: &mut m[i * ml..(i + 1) * ml],
                                        player: &mut p[i],
                                    },
                                );
                            }
                        }
                    };
                    std::thread::scope(|scope| {
                        let helpers: Vec<_> = (1..threads).map(|_| scope.spawn(run)).collect();
                        run();
                        for h in helpers {
                            h.join().map_err(|p| crate::errors::panicked(&*p))?;
                        }
                        Ok::<_, PyErr>(())
                    })?;
                    Ok(None)
                })
            })?;
            if let Some((at, e)) = refused {
                let err = action_error(&e);
                return Err(err_at(py, err, at));
            }
        }
        Ok((obs, mask, rewards, dones, players))
    }

    fn __repr__(&self) -> String {
        format!(
            "VectorEnv(num_envs={}, num_actions={}, threads={})",
            self.games.len(),
            self.games.space().size(),
            self.threads
        )
    }
}

/// `err` with the game it happened in prefixed to its message.
fn err_at(py: Python<'_>, err: PyErr, at: usize) -> PyErr {
    let message = format!("game {at}: {}", err.value(py));
    let ty = err.get_type(py);
    PyErr::from_type(ty, message)
}
