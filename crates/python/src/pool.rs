//! The games of a `BatchEnv` and the steady pool of threads that steps
//! them: the helper threads are started once, with the batch, and sleep
//! between steps. A step has two phases: every action is checked, then
//! (when none was refused: a refused action leaves every game as it was)
//! every game plays. In each phase the calling thread and whichever
//! helpers are awake take small shares of the games in turn, so a thread
//! the system runs late takes fewer, and the caller never waits for a
//! helper that has not started: only for the shares a helper has taken.
//! Every thread reads its shares' actions from the step's array and
//! writes their outputs straight into the step's arrays, lent to the
//! threads for the step ([`Lent`]: the crate's one `unsafe` block).

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicBool, AtomicPtr, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use fanga::core::learn::{ActionError, ActionSpace, ActionState, Actions};
use pyo3::PyErr;

use crate::errors::{InternalError, panicked};

/// The games in a share, which one thread takes at a time (more in a batch
/// of over two million games: a phase counts its shares in 16 bits).
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

/// A share of the games, with the checked actions of the step.
struct Share<P: Actions> {
    /// The index of its first game in the batch.
    first: usize,
    games: Vec<ActionState<P>>,
    /// The step's actions, checked: their ids.
    ids: Vec<u32>,
    /// The first refused, by its index in the share.
    refused: Option<(usize, ActionError)>,
    /// A panic of the game code, caught.
    panic: Option<PyErr>,
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
    /// Checks the share's actions, one a game (a game waiting to start
    /// again takes any).
    fn check(&mut self, actions: &[i64]) {
        self.refused = None;
        self.panic = None;
        let (games, ids) = (&self.games, &mut self.ids);
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

/// How long a helper that finished its shares watches (spins) for the next
/// phase before it sleeps: the play phase follows the check within
/// microseconds, and a loop stepping the batch without other work comes
/// back within a few hundred (a numpy draw of 1,024 actions is 100 to 200
/// us). A helper woken from its sleep comes late (tens of microseconds on
/// an idle machine, more on a virtual one), and the caller has by then done
/// most of the shares; a loop that does more between steps (a policy's
/// forward pass) finds the helpers asleep, not spinning on its cores.
const WATCH: Duration = Duration::from_micros(500);

/// The phase a helper is woken for when the batch is dropped.
const STOP: u32 = u32::MAX;

/// The step's arrays, lent to every thread for the time of the step: the
/// actions (`i64`, one a game) and the outputs (as [`Out`] holds them), by
/// the address of their first entry, null between steps.
///
/// The batch owns its arrays only for a step (they are new numpy arrays
/// each time) and its helpers live across steps, so a helper cannot hold
/// them by reference: [`Batch::step`] publishes their addresses here before
/// its first phase opens, every thread makes the slices of the games of a
/// share it took from them ([`Shared::window`]), and the step takes them
/// back before it returns. Copying a helper's outputs out of buffers of its
/// own instead cost the caller a pass over half the outputs every step,
/// read from the other core's cache.
#[derive(Default)]
struct Lent {
    actions: AtomicPtr<i64>,
    obs: AtomicPtr<f32>,
    mask: AtomicPtr<bool>,
    returns: AtomicPtr<f32>,
    done: AtomicPtr<bool>,
    player: AtomicPtr<i64>,
}

/// What the threads share.
struct Shared<P: Actions> {
    start: P,
    autoreset: Autoreset,
    /// An observation's length and a mask's.
    layout: (usize, usize),
    /// How many games.
    len: usize,
    shares: Vec<Mutex<Share<P>>>,
    /// The phase open (high 32 bits; odd: the check, even: the play) and
    /// the shares taken in it from the front (low 16 bits) and from the
    /// back (the next 16), changed together so that a thread takes a share
    /// of the phase it read.
    work: AtomicU64,
    /// The shares finished in the phase open.
    done: AtomicUsize,
    /// Whether an action was refused (or a game panicked) in the check.
    refused: AtomicBool,
    /// Whether a game panicked in the play.
    panicked: AtomicBool,
    /// The arrays of the step under way.
    lent: Lent,
    /// The phase last opened, which sleeping helpers wait on, and how many
    /// sleep.
    bell: Mutex<(u32, usize)>,
    ring: Condvar,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // A panic is caught inside each share's work, before its lock is
    // released: a lock is never poisoned, and would be harmless.
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The phase of a `work` word.
fn phase_of(work: u64) -> u32 {
    u32::try_from(work >> 32).unwrap_or(STOP)
}

/// The shares taken in the phase of a `work` word: from the front, from
/// the back.
fn taken(work: u64) -> (usize, usize) {
    (usize::from(work as u16), usize::from((work >> 16) as u16))
}

/// The step's arrays lent to the threads ([`Lent`]) while it lives: made
/// by [`Lending::new`] before the step's first phase, dropped after its
/// last phase is over.
struct Lending<'a, P: Actions> {
    shared: &'a Shared<P>,
}

impl<'a, P: Actions> Lending<'a, P> {
    /// Lends `actions` and `out` to the threads, or says why not (arrays
    /// of the wrong length: never, from `BatchEnv`).
    fn new(shared: &'a Shared<P>, actions: &[i64], out: Out<'_>) -> Result<Self, PyErr> {
        let (n, (ol, ml)) = (shared.len, shared.layout);
        if actions.len() != n
            || out.obs.len() != n * ol
            || out.mask.len() != n * ml
            || out.returns.len() != 2 * n
            || out.done.len() != n
            || out.player.len() != n
        {
            return Err(InternalError::new_err(
                "a step's arrays do not fit the batch",
            ));
        }
        // One pointer an array, each taken once from its slice: the
        // slices of the shares are made from these alone, and nothing else
        // reaches the arrays until the step is over.
        let lent = &shared.lent;
        lent.actions
            .store(actions.as_ptr().cast_mut(), Ordering::Relaxed);
        lent.obs.store(out.obs.as_mut_ptr(), Ordering::Relaxed);
        lent.mask.store(out.mask.as_mut_ptr(), Ordering::Relaxed);
        lent.returns
            .store(out.returns.as_mut_ptr(), Ordering::Relaxed);
        lent.done.store(out.done.as_mut_ptr(), Ordering::Relaxed);
        lent.player
            .store(out.player.as_mut_ptr(), Ordering::Relaxed);
        // Published to the helpers by the release of `work` in `open`.
        Ok(Lending { shared })
    }
}

impl<P: Actions> Drop for Lending<'_, P> {
    fn drop(&mut self) {
        // Every phase of the step is over (its shares finished): no thread
        // holds a slice of the arrays, and none can take a share until the
        // next step opens a phase. A step cannot unwind from inside a phase
        // (the games' panics are caught in each share, and the pool's own
        // work does not panic); if it ever did, a helper might still be
        // writing into arrays about to be freed, and only ending the
        // process would be sound.
        if std::thread::panicking() {
            std::process::abort();
        }
        let lent = &self.shared.lent;
        lent.actions.store(std::ptr::null_mut(), Ordering::Relaxed);
        lent.obs.store(std::ptr::null_mut(), Ordering::Relaxed);
        lent.mask.store(std::ptr::null_mut(), Ordering::Relaxed);
        lent.returns.store(std::ptr::null_mut(), Ordering::Relaxed);
        lent.done.store(std::ptr::null_mut(), Ordering::Relaxed);
        lent.player.store(std::ptr::null_mut(), Ordering::Relaxed);
    }
}

impl<P: Actions> Shared<P> {
    /// Opens `phase`: its shares can be taken from now on.
    fn open(&self, phase: u32) {
        self.done.store(0, Ordering::Relaxed);
        self.work.store(u64::from(phase) << 32, Ordering::Release);
        let mut bell = lock(&self.bell);
        bell.0 = phase;
        // A helper still watching sees the phase without the system call.
        if bell.1 > 0 {
            self.ring.notify_all();
        }
    }

    /// Calls `f` with the actions and the outputs of games `first..first +
    /// len` of the step under way, made from the lent arrays: only for a
    /// share taken in a phase of the step, by the thread that took it.
    /// `None` (`f` not called) if no arrays are lent or the games are not
    /// all within them: never.
    fn window<R>(
        &self,
        first: usize,
        len: usize,
        f: impl FnOnce(&[i64], Out<'_>) -> R,
    ) -> Option<R> {
        let (ol, ml) = self.layout;
        let lent = &self.lent;
        let actions = lent.actions.load(Ordering::Relaxed);
        let obs = lent.obs.load(Ordering::Relaxed);
        let mask = lent.mask.load(Ordering::Relaxed);
        let returns = lent.returns.load(Ordering::Relaxed);
        let done = lent.done.load(Ordering::Relaxed);
        let player = lent.player.load(Ordering::Relaxed);
        if actions.is_null()
            || obs.is_null()
            || mask.is_null()
            || returns.is_null()
            || done.is_null()
            || player.is_null()
            || first + len > self.len
        {
            return None;
        }
        #[allow(unsafe_code)]
        // SAFETY: the pointers are those `Lending::new` took from the
        // step's arrays: `actions` of `self.len` (the batch's games)
        // entries, the outputs of `self.len` rows of the layout each
        // (checked there), and games `first..first + len` are within them
        // (checked above). They are valid for the whole step: the arrays
        // are borrowed by `Batch::step` (mutably, but for `actions`), which
        // reaches them only through these pointers while they are lent,
        // and takes them back (`Lending`'s drop) only once every phase of
        // the step is over, that is, every share taken in it finished
        // (`wait_done`: `done` counts them, each share's writes released
        // before its count). A thread calls this only for a share it took
        // in the phase open, by the compare-and-swap on `work` (which
        // succeeds only on the word as it is now: the phase still open, the
        // share not yet taken; its acquire makes the pointers, stored
        // before the phase opened, visible), and holds the share (and its
        // lock) while `f` runs. The slices of two shares never overlap (a
        // share's games are its own), no share is taken twice in a phase,
        // and the caller's own shares are reached through the same
        // pointers: each slice below is the only reference to its entries
        // while it lives (the actions are only read).
        let (actions, out) = unsafe {
            (
                std::slice::from_raw_parts(actions.add(first), len),
                Out {
                    obs: std::slice::from_raw_parts_mut(obs.add(first * ol), len * ol),
                    mask: std::slice::from_raw_parts_mut(mask.add(first * ml), len * ml),
                    returns: std::slice::from_raw_parts_mut(returns.add(2 * first), 2 * len),
                    done: std::slice::from_raw_parts_mut(done.add(first), len),
                    player: std::slice::from_raw_parts_mut(player.add(first), len),
                },
            )
        };
        Some(f(actions, out))
    }

    /// Takes shares of `phase` and does them, until none is left or the
    /// phase is over: the caller (`front`) takes them from the front, the
    /// helpers from the back.
    fn run(&self, phase: u32, front: bool) {
        // When the threads keep pace, each plays the same games step after
        // step, which stay in its core's cache.
        let n = self.shares.len();
        let mut seen = self.work.load(Ordering::Acquire);
        loop {
            let (from_front, from_back) = taken(seen);
            if phase_of(seen) != phase || from_front + from_back >= n {
                return;
            }
            let (s, next) = if front {
                (from_front, seen + 1)
            } else {
                (n - 1 - from_back, seen + (1 << 16))
            };
            if let Err(now) =
                self.work
                    .compare_exchange_weak(seen, next, Ordering::AcqRel, Ordering::Acquire)
            {
                seen = now;
                continue;
            }
            seen = next;
            if let Some(share) = self.shares.get(s) {
                let mut share = lock(share);
                let share = &mut *share;
                let (first, len) = (share.first, share.games.len());
                let done = self.window(first, len, |actions, out| {
                    if phase % 2 == 1 {
                        share.check(actions);
                    } else {
                        share.apply(&self.start, self.autoreset, self.layout, out);
                    }
                });
                if done.is_none() {
                    share.panic = Some(InternalError::new_err("a share taken outside a step"));
                }
                if share.panic.is_some() || (phase % 2 == 1 && share.refused.is_some()) {
                    let flag = if phase % 2 == 1 {
                        &self.refused
                    } else {
                        &self.panicked
                    };
                    flag.store(true, Ordering::Relaxed);
                }
            }
            self.done.fetch_add(1, Ordering::Release);
        }
    }

    /// Waits until every share of the phase open is finished: only the
    /// shares a helper took and is still doing.
    fn wait_done(&self) {
        let mut spins = 0u32;
        while self.done.load(Ordering::Acquire) < self.shares.len() {
            spins += 1;
            if spins < 1 << 12 {
                std::hint::spin_loop();
            } else {
                std::thread::yield_now();
            }
        }
    }

    /// A helper's life: waits for each phase, does what it can take of it.
    fn help(&self) {
        let mut last = 0;
        loop {
            let phase = self.next_phase(last);
            if phase == STOP {
                return;
            }
            self.run(phase, false);
            last = phase;
        }
    }

    /// The first phase opened after `last`: watched for a moment, then
    /// slept on.
    fn next_phase(&self, last: u32) -> u32 {
        #[allow(clippy::disallowed_methods)]
        // Native only: the Python package never runs on wasm32.
        let since = Instant::now();
        loop {
            let phase = phase_of(self.work.load(Ordering::Acquire));
            if phase != last {
                return phase;
            }
            if since.elapsed() > WATCH {
                break;
            }
            std::hint::spin_loop();
        }
        let mut bell = lock(&self.bell);
        bell.1 += 1;
        while bell.0 == last {
            bell = self.ring.wait(bell).unwrap_or_else(PoisonError::into_inner);
        }
        bell.1 -= 1;
        bell.0
    }

    /// The first refusal of the check in the games' order, or a panic.
    fn first_refusal(&self) -> Result<Option<Refused>, PyErr> {
        for share in &self.shares {
            let mut share = lock(share);
            if let Some(e) = share.panic.take() {
                return Err(e);
            }
            if let Some((i, error)) = share.refused.take() {
                return Ok(Some(Refused {
                    at: share.first + i,
                    error,
                }));
            }
        }
        Ok(None)
    }
}

/// N games of one position type, and the helper threads that step them.
pub(crate) struct Batch<P: Actions> {
    shared: Arc<Shared<P>>,
    space: ActionSpace,
    /// The last phase opened.
    phase: u32,
    helpers: Vec<JoinHandle<()>>,
}

/// Opens the phase of `parity` (1: a check, 0: a play) after `last`, does
/// what the caller can take of it and waits for the rest; returns the
/// phase.
fn phase<P: Actions>(shared: &Shared<P>, last: u32, parity: u32) -> u32 {
    let mut next = last.wrapping_add(1);
    if next % 2 != parity {
        next = next.wrapping_add(1);
    }
    if next == STOP || next == 0 {
        next = if parity == 1 { 1 } else { 2 };
    }
    shared.open(next);
    shared.run(next, true);
    shared.wait_done();
    next
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
        let per = SHARE.max(n.div_ceil(usize::from(u16::MAX)));
        let shares = (0..n)
            .step_by(per)
            .map(|from| {
                let len = per.min(n - from);
                Mutex::new(Share {
                    first: from,
                    games: vec![first.clone(); len],
                    ids: vec![0; len],
                    refused: None,
                    panic: None,
                })
            })
            .collect();
        let shared = Arc::new(Shared {
            start,
            autoreset,
            layout: (ol, ml),
            len: n,
            shares,
            work: AtomicU64::new(0),
            done: AtomicUsize::new(0),
            refused: AtomicBool::new(false),
            panicked: AtomicBool::new(false),
            lent: Lent::default(),
            bell: Mutex::new((0, 0)),
            ring: Condvar::new(),
        });
        let helpers = (1..threads.max(1))
            .map(|_| {
                let shared = Arc::clone(&shared);
                std::thread::spawn(move || shared.help())
            })
            .collect();
        Batch {
            shared,
            space,
            phase: 0,
            helpers,
        }
    }
}

impl<P: Actions> Drop for Batch<P> {
    fn drop(&mut self) {
        self.shared.open(STOP);
        for handle in std::mem::take(&mut self.helpers) {
            let _ = handle.join();
        }
    }
}

impl<P: Actions> AnyBatch for Batch<P> {
    fn space(&self) -> ActionSpace {
        self.space
    }
    fn len(&self) -> usize {
        self.shared.len
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
    fn step(&mut self, actions: &[i64], out: Out<'_>) -> Result<Option<Refused>, PyErr> {
        let shared = &*self.shared;
        shared.refused.store(false, Ordering::Relaxed);
        shared.panicked.store(false, Ordering::Relaxed);
        let lending = Lending::new(shared, actions, out)?;
        self.phase = phase(shared, self.phase, 1);
        if shared.refused.load(Ordering::Relaxed) {
            drop(lending);
            return shared.first_refusal();
        }
        self.phase = phase(shared, self.phase, 0);
        drop(lending);
        if shared.panicked.load(Ordering::Relaxed) {
            for share in &shared.shares {
                if let Some(e) = lock(share).panic.take() {
                    return Err(e);
                }
            }
        }
        Ok(None)
    }
}
