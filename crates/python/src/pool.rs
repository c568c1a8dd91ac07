//! The games of a `BatchEnv` and the steady pool of threads that steps
//! them: the helper threads are started once, with the batch, and sleep
//! between steps. A step has two phases: every action is checked, then
//! (when none was refused: a refused action leaves every game as it was)
//! every game plays. In each phase the calling thread and whichever
//! helpers are awake take small shares of the games in turn, so a thread
//! the system runs late takes fewer, and the caller never waits for a
//! helper that has not started: only for the shares a helper has taken.
//! The caller writes its shares straight into the step's arrays; a helper
//! writes into its share's buffers, which the caller copies out.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use fanga::core::learn::{ActionError, ActionSpace, ActionState, Actions};
use pyo3::PyErr;

use crate::errors::panicked;

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

    /// Copies what a helper wrote into the share's buffers to `out`, the
    /// batch's outputs.
    fn copy_out(&mut self, layout: (usize, usize), out: &mut Out<'_>) {
        if !self.buffered {
            return;
        }
        let to = out.at(self.first, self.games.len(), layout);
        let from = &self.buffers;
        to.obs.copy_from_slice(&from.obs);
        to.mask.copy_from_slice(&from.mask);
        to.returns.copy_from_slice(&from.returns);
        to.done.copy_from_slice(&from.done);
        to.player.copy_from_slice(&from.player);
        self.buffered = false;
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

/// What the threads share.
struct Shared<P: Actions> {
    start: P,
    autoreset: Autoreset,
    /// An observation's length and a mask's.
    layout: (usize, usize),
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

    /// Takes shares of `phase` and does them, until none is left or the
    /// phase is over; `out` is the batch's outputs for the caller (its
    /// shares are written there), `None` for a helper.
    fn run(&self, phase: u32, mut out: Option<&mut Out<'_>>) {
        // The caller takes shares from the front, the helpers from the
        // back: when the threads keep pace, each plays the same games step
        // after step, which stay in its core's cache.
        let front = out.is_some();
        let n = self.shares.len();
        let mut collected = 0;
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
                if phase % 2 == 1 {
                    share.check();
                    if share.refused.is_some() || share.panic.is_some() {
                        self.refused.store(true, Ordering::Relaxed);
                    }
                } else {
                    self.play(&mut share, out.as_deref_mut());
                }
            }
            self.done.fetch_add(1, Ordering::Release);
            if phase.is_multiple_of(2)
                && let Some(out) = out.as_deref_mut()
            {
                self.collect(out, &mut collected);
            }
        }
    }

    /// The caller copies out the helpers' shares finished so far (taken
    /// from the back, they finish in that order), between its own: the
    /// copies are shared out with the games' work instead of following it.
    /// `collected` counts the shares from the back already looked at.
    fn collect(&self, out: &mut Out<'_>, collected: &mut usize) {
        let n = self.shares.len();
        while *collected < n {
            let Some(Ok(mut share)) = self.shares.get(n - 1 - *collected).map(Mutex::try_lock)
            else {
                return;
            };
            if !share.buffered {
                return;
            }
            share.copy_out(self.layout, out);
            *collected += 1;
        }
    }

    /// Plays a share, into the caller's outputs or the share's buffers.
    fn play(&self, share: &mut Share<P>, out: Option<&mut Out<'_>>) {
        match out {
            Some(out) => {
                share.buffered = false;
                let at = out.at(share.first, share.games.len(), self.layout);
                share.apply(&self.start, self.autoreset, self.layout, at);
            }
            None => {
                share.buffered = true;
                // The buffers taken out while the games play (a move of
                // five vectors, no copy).
                let mut buffers = std::mem::take(&mut share.buffers);
                share.apply(&self.start, self.autoreset, self.layout, buffers.out());
                share.buffers = buffers;
            }
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
            self.run(phase, None);
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
}

/// N games of one position type, and the helper threads that step them.
pub(crate) struct Batch<P: Actions> {
    shared: Arc<Shared<P>>,
    space: ActionSpace,
    len: usize,
    /// The last phase opened.
    phase: u32,
    helpers: Vec<JoinHandle<()>>,
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
        let shared = Arc::new(Shared {
            start,
            autoreset,
            layout: (ol, ml),
            shares,
            work: AtomicU64::new(0),
            done: AtomicUsize::new(0),
            refused: AtomicBool::new(false),
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
            len: n,
            phase: 0,
            helpers,
        }
    }

    /// Opens the next phase of `parity` (1: a check, 0: a play), does what
    /// the caller can take of it and waits for the rest.
    fn phase(&mut self, parity: u32, out: &mut Out<'_>) {
        let mut next = self.phase.wrapping_add(1);
        if next % 2 != parity {
            next = next.wrapping_add(1);
        }
        if next == STOP || next == 0 {
            next = if parity == 1 { 1 } else { 2 };
        }
        self.phase = next;
        self.shared.open(next);
        self.shared.run(next, Some(out));
        self.shared.wait_done();
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
        for share in &self.shared.shares {
            let mut share = lock(share);
            let first = share.first;
            let len = share.games.len();
            share.actions.copy_from_slice(&actions[first..first + len]);
        }
        self.shared.refused.store(false, Ordering::Relaxed);
        self.phase(1, &mut out);
        if self.shared.refused.load(Ordering::Relaxed) {
            // The first refusal in the games' order (or a panic).
            for share in &self.shared.shares {
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
        }
        self.phase(0, &mut out);
        // The helpers' shares the caller did not copy while they played.
        let layout = self.shared.layout;
        for share in &self.shared.shares {
            let mut share = lock(share);
            if let Some(e) = share.panic.take() {
                return Err(e);
            }
            share.copy_out(layout, &mut out);
        }
        Ok(None)
    }
}
