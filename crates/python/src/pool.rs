//! The games of a `BatchEnv` and the steady pool of threads that steps
//! them: the threads are started once, with the batch, and wait between
//! steps; each step, every thread takes small shares of the games in turn
//! (a thread the system runs late takes fewer), checks their actions, waits
//! for the others (one refused action leaves every game as it was), then
//! plays them. The calling thread is one of the threads and writes its
//! shares straight into the step's arrays; a helper writes into its
//! share's buffers, which the caller copies out.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Barrier, Mutex, MutexGuard, PoisonError, mpsc};
use std::thread::JoinHandle;

use fanga::core::learn::{ActionError, ActionSpace, ActionState, Actions};
use pyo3::PyErr;

use crate::errors::panicked;

/// The games in a share, which one thread takes at a time.
pub(crate) const SHARE: usize = 32;

/// When a game that ended starts again.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Autoreset {
    /// On the step it ended: its observation is the new game's.
    SameStep,
    /// On the next step, which ignores its action (gymnasium's
    /// `NEXT_STEP`).
    NextStep,
}

/// The outputs of a run of games, one entry (or row) a game.
pub(crate) struct Out<'a> {
    pub(crate) obs: &'a mut [f32],
    pub(crate) mask: &'a mut [bool],
    pub(crate) returns: &'a mut [f32],
    pub(crate) done: &'a mut [bool],
    pub(crate) player: &'a mut [i64],
}

impl Out<'_> {
    /// The outputs of games `from..from + len`.
    fn at(&mut self, from: usize, len: usize, (ol, ml): (usize, usize)) -> Out<'_> {
        Out {
            obs: &mut self.obs[from * ol..(from + len) * ol],
            mask: &mut self.mask[from * ml..(from + len) * ml],
            returns: &mut self.returns[2 * from..2 * (from + len)],
            done: &mut self.done[from..from + len],
            player: &mut self.player[from..from + len],
        }
    }
}

/// The first action refused in a step: the game's index and why.
pub(crate) struct Refused {
    pub(crate) at: usize,
    pub(crate) error: ActionError,
}

/// The games of a batch, whatever their position type.
pub(crate) trait AnyBatch: Send + Sync {
    fn space(&self) -> ActionSpace;
    fn len(&self) -> usize;
    fn threads(&self) -> usize;
    fn autoreset(&self) -> Autoreset;
    /// Starts the games again: every one, or those of `mask`.
    fn reset(&mut self, mask: Option<&[bool]>);
    /// Writes every game's observation, mask and player.
    fn write_all(&mut self, out: Out<'_>);
    /// Takes `actions`, one a game: `Ok(Some)` (nothing moved) when one is
    /// refused, `Err` when a game panicked.
    fn step(&mut self, actions: &[i64], out: Out<'_>) -> Result<Option<Refused>, PyErr>;
}

/// A share's own outputs, for a helper thread.
#[derive(Default)]
struct Buffers {
    obs: Vec<f32>,
    mask: Vec<bool>,
    returns: Vec<f32>,
    done: Vec<bool>,
    player: Vec<i64>,
}

impl Buffers {
    fn out(&mut self) -> Out<'_> {
        Out {
            obs: &mut self.obs,
            mask: &mut self.mask,
            returns: &mut self.returns,
            done: &mut self.done,
            player: &mut self.player,
        }
    }
}

/// A share of the games, with its actions and outputs of the step.
struct Share<P: Actions> {
    /// The index of its first game in the batch.
    first: usize,
    games: Vec<ActionState<P>>,
    /// The step's actions, as given; then their checked ids.
    actions: Vec<i64>,
    ids: Vec<u32>,
    /// The first refused, by its index in the share.
    refused: Option<(usize, ActionError)>,
    /// A panic of the game code, caught.
    panic: Option<PyErr>,
    /// Whether a helper wrote this step's outputs into `buffers`.
    buffered: bool,
    buffers: Buffers,
}

/// Game `g`'s observation, mask and player (a game waiting to start again
/// takes any action: every action is marked legal, and its player is -1).
fn write_one<P: Actions>(g: &ActionState<P>, obs: &mut [f32], mask: &mut [bool], player: &mut i64) {
    g.observe(obs);
    if g.is_terminal() {
        mask.fill(true);
        *player = -1;
    } else {
        g.legal_mask(mask);
        *player = i64::try_from(g.current_player().index()).unwrap_or(0);
    }
}

impl<P: Actions> Share<P> {
    /// Checks the share's actions (a game waiting to start again takes any).
    fn check(&mut self) {
        self.refused = None;
        self.panic = None;
        let (games, actions, ids) = (&self.games, &self.actions, &mut self.ids);
        let checked = catch_unwind(AssertUnwindSafe(|| {
            for (i, (g, &a)) in games.iter().zip(actions).enumerate() {
                if g.is_terminal() {
                    ids[i] = 0;
                    continue;
                }
                let id = match g.check_range(a) {
                    Ok(id) => id,
                    Err(e) => return Some((i, e)),
                };
                if !g.is_legal(id) {
                    return Some((
                        i,
                        ActionError::Illegal {
                            action: id,
                            text: g.action_text(id),
                        },
                    ));
                }
                ids[i] = id;
            }
            None
        }));
        match checked {
            Ok(refused) => self.refused = refused,
            Err(payload) => self.panic = Some(panicked(&*payload)),
        }
    }

    /// Plays the checked actions, writing the outputs into `out`.
    fn apply(&mut self, start: &P, autoreset: Autoreset, layout: (usize, usize), out: Out<'_>) {
        let (ol, ml) = layout;
        let (games, ids) = (&mut self.games, &self.ids);
        let played = catch_unwind(AssertUnwindSafe(|| {
            for (i, (g, &id)) in games.iter_mut().zip(ids).enumerate() {
                out.returns[2 * i] = 0.0;
                out.returns[2 * i + 1] = 0.0;
                out.done[i] = false;
                if g.is_terminal() {
                    g.reset(start.clone());
                } else {
                    // Checked first: the action is legal.
                    let _ = g.apply_action(id);
                    if g.is_terminal() {
                        let [a, b]: [f64; 2] = g.returns().into();
                        out.returns[2 * i] = a as f32;
                        out.returns[2 * i + 1] = b as f32;
                        out.done[i] = true;
                        if autoreset == Autoreset::SameStep {
                            g.reset(start.clone());
                        }
                    }
                }
                write_one(
                    g,
                    &mut out.obs[i * ol..(i + 1) * ol],
                    &mut out.mask[i * ml..(i + 1) * ml],
                    &mut out.player[i],
                );
            }
        }));
        if let Err(payload) = played {
            self.panic = Some(panicked(&*payload));
        }
    }

    /// Writes the share's observations, masks and players into `out`.
    fn write(&self, layout: (usize, usize), out: Out<'_>) {
        let (ol, ml) = layout;
        for (i, g) in self.games.iter().enumerate() {
            write_one(
                g,
                &mut out.obs[i * ol..(i + 1) * ol],
                &mut out.mask[i * ml..(i + 1) * ml],
                &mut out.player[i],
            );
        }
    }
}

/// What the threads share.
struct Shared<P: Actions> {
    start: P,
    autoreset: Autoreset,
    /// An observation's length and a mask's.
    layout: (usize, usize),
    shares: Vec<Mutex<Share<P>>>,
    /// The next share to check, and to play.
    next_check: AtomicUsize,
    next_apply: AtomicUsize,
    /// Whether an action was refused (or a game panicked) in the check.
    refused: AtomicBool,
    /// Every thread of the step, the caller's too.
    barrier: Barrier,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // A panic is caught inside each share's work, before its lock is
    // released: a lock is never poisoned, and would be harmless.
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

impl<P: Actions> Shared<P> {
    /// One thread's part of a step; `out` is the batch's outputs for the
    /// caller (its shares are written there), `None` for a helper.
    fn work(&self, mut out: Option<&mut Out<'_>>) {
        loop {
            let s = self.next_check.fetch_add(1, Ordering::Relaxed);
            let Some(share) = self.shares.get(s) else {
                break;
            };
            let mut share = lock(share);
            share.check();
            if share.refused.is_some() || share.panic.is_some() {
                self.refused.store(true, Ordering::Relaxed);
            }
        }
        self.barrier.wait();
        if !self.refused.load(Ordering::Relaxed) {
            loop {
                let s = self.next_apply.fetch_add(1, Ordering::Relaxed);
                let Some(share) = self.shares.get(s) else {
                    break;
                };
                let mut share = lock(share);
                let share = &mut *share;
                let len = share.games.len();
                match out.as_deref_mut() {
                    Some(out) => {
                        share.buffered = false;
                        let at = out.at(share.first, len, self.layout);
                        share.apply(&self.start, self.autoreset, self.layout, at);
                    }
                    None => {
                        share.buffered = true;
                        // The buffers taken out while the games play (a
                        // move of three vectors, no copy).
                        let mut buffers = std::mem::take(&mut share.buffers);
                        share.apply(&self.start, self.autoreset, self.layout, buffers.out());
                        share.buffers = buffers;
                    }
                }
            }
        }
        self.barrier.wait();
    }
}

/// The work a helper thread is sent.
enum Job {
    Step,
}

/// N games of one position type, and the helper threads that step them.
pub(crate) struct Batch<P: Actions> {
    shared: Arc<Shared<P>>,
    space: ActionSpace,
    len: usize,
    /// The helpers' channels and handles (none on one thread).
    helpers: Vec<(mpsc::Sender<Job>, JoinHandle<()>)>,
}

impl<P: Actions> Batch<P> {
    /// `n` games like `first` (from `start`), on `threads` threads (the
    /// caller's and `threads - 1` helpers).
    pub(crate) fn new(
        start: P,
        first: ActionState<P>,
        n: usize,
        space: ActionSpace,
        threads: usize,
        autoreset: Autoreset,
    ) -> Self {
        let (ol, ml) = (space.observation_len(), space.size() as usize);
        let shares = (0..n)
            .step_by(SHARE)
            .map(|from| {
                let len = SHARE.min(n - from);
                Mutex::new(Share {
                    first: from,
                    games: vec![first.clone(); len],
                    actions: vec![0; len],
                    ids: vec![0; len],
                    refused: None,
                    panic: None,
                    buffered: false,
                    buffers: Buffers {
                        obs: vec![0.0; len * ol],
                        mask: vec![false; len * ml],
                        returns: vec![0.0; 2 * len],
                        done: vec![false; len],
                        player: vec![0; len],
                    },
                })
            })
            .collect();
        let threads = threads.max(1);
        let shared = Arc::new(Shared {
            start,
            autoreset,
            layout: (ol, ml),
            shares,
            next_check: AtomicUsize::new(0),
            next_apply: AtomicUsize::new(0),
            refused: AtomicBool::new(false),
            barrier: Barrier::new(threads),
        });
        let helpers = (1..threads)
            .map(|_| {
                let (tx, rx) = mpsc::channel();
                let shared = Arc::clone(&shared);
                let handle = std::thread::spawn(move || {
                    while let Ok(Job::Step) = rx.recv() {
                        shared.work(None);
                    }
                });
                (tx, handle)
            })
            .collect();
        Batch {
            shared,
            space,
            len: n,
            helpers,
        }
    }
}

impl<P: Actions> Drop for Batch<P> {
    fn drop(&mut self) {
        // Closing the channels ends the helpers' loops.
        for (tx, handle) in std::mem::take(&mut self.helpers) {
            drop(tx);
            let _ = handle.join();
        }
    }
}

impl<P: Actions> AnyBatch for Batch<P> {
    fn space(&self) -> ActionSpace {
        self.space
    }
    fn len(&self) -> usize {
        self.len
    }
    fn threads(&self) -> usize {
        self.helpers.len() + 1
    }
    fn autoreset(&self) -> Autoreset {
        self.shared.autoreset
    }
    fn reset(&mut self, mask: Option<&[bool]>) {
        for share in &self.shared.shares {
            let mut share = lock(share);
            let first = share.first;
            for (i, g) in share.games.iter_mut().enumerate() {
                if mask.is_none_or(|m| m.get(first + i).copied().unwrap_or(false)) {
                    g.reset(self.shared.start.clone());
                }
            }
        }
    }
    fn write_all(&mut self, mut out: Out<'_>) {
        for share in &self.shared.shares {
            let share = lock(share);
            let at = out.at(share.first, share.games.len(), self.shared.layout);
            share.write(self.shared.layout, at);
        }
    }
    fn step(&mut self, actions: &[i64], mut out: Out<'_>) -> Result<Option<Refused>, PyErr> {
        let shared = &*self.shared;
        for share in &shared.shares {
            let mut share = lock(share);
            let first = share.first;
            let len = share.games.len();
            share.actions.copy_from_slice(&actions[first..first + len]);
        }
        shared.next_check.store(0, Ordering::Relaxed);
        shared.next_apply.store(0, Ordering::Relaxed);
        shared.refused.store(false, Ordering::Relaxed);
        // A helper whose channel is closed has stopped (it cannot: its
        // loop only ends with the channel); the barrier would then wait
        // for it, so the step runs without the pool instead.
        let sent = self
            .helpers
            .iter()
            .all(|(tx, _)| tx.send(Job::Step).is_ok());
        if sent {
            shared.work(Some(&mut out));
        } else {
            return Err(crate::errors::InternalError::new_err(
                "internal error (a bug of fanga, please report it): a thread of the batch stopped",
            ));
        }
        let mut refused = None;
        for share in &shared.shares {
            let mut share = lock(share);
            if let Some(e) = share.panic.take() {
                return Err(e);
            }
            if refused.is_none()
                && let Some((i, error)) = share.refused.take()
            {
                refused = Some(Refused {
                    at: share.first + i,
                    error,
                });
            }
        }
        if refused.is_some() {
            return Ok(refused);
        }
        for share in &shared.shares {
            let mut share = lock(share);
            if share.buffered {
                let first = share.first;
                let len = share.games.len();
                let to = out.at(first, len, shared.layout);
                let from = &share.buffers;
                to.obs.copy_from_slice(&from.obs);
                to.mask.copy_from_slice(&from.mask);
                to.returns.copy_from_slice(&from.returns);
                to.done.copy_from_slice(&from.done);
                to.player.copy_from_slice(&from.player);
                share.buffered = false;
            }
        }
        Ok(None)
    }
}
