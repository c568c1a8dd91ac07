//! [`KalahSolver`]: Kalah's own exact search, on one thread or more: MTD(f)
//! over the shared table of bounds ([`table`](super::table)), started from
//! an estimate ([`estimate`](super::estimate)), its moves in the order of
//! [`order`](super::order).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};

use super::endgame::{EndgameError, KalahEndgame};
use super::estimate::{Estimate, estimate_budget};
use super::order::{INF, children};
use super::sowings::KalahSowings;
use super::state::{KalahState, byte_sum};
use super::table::{self, Entry, NO_PIT, Table, code, mix};
use fanga_exact_solver::{SolveError, SolveStats};

/// What [`KalahSolver`] is asked to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct KalahSolverSettings {
    /// The most bytes the table of bounds may take (it takes the largest
    /// power of two that fits, at least 16 MiB, and no more than the
    /// board needs: see [`KalahSolverSettings::table_bytes`]).
    pub memory: u64,
    /// The endgame table [`KalahSolver::new`] builds: the exact value of
    /// every state with at most this many seeds on the board (at most 40).
    pub endgame: u8,
    /// States with at most this many seeds more than the endgame table's
    /// are searched without the table of bounds (they are cheap to search
    /// again, and keeping them would crowd the table and the caches).
    pub table_above: u8,
    /// Threads (at least 1), for building the endgame table and for the
    /// search: the search threads search the same tree and share the
    /// tables, each putting off a child another is searching (but the
    /// first) until it has searched the others (ABDADA). On this
    /// project's 2-core machine two threads solved Kalah(6, 5) 1.35 times
    /// as fast as one (the solved boards' guide).
    pub threads: usize,
}

impl KalahSolverSettings {
    /// The settings for a board of `houses` houses a row and `seeds` seeds
    /// in all, within `memory` bytes: an endgame table of two fifths of the
    /// seeds (at most 24: 1.25 GB on six houses a row; fewer if it would
    /// take more than half the memory), the table of bounds from four
    /// seeds above it, and one thread. (On Kalah(6, 4), 19 seeds: the table
    /// is built in about as long as the search then takes.)
    #[must_use]
    pub fn for_board(houses: usize, seeds: u32, memory: u64) -> Self {
        let mut endgame = u8::try_from((seeds * 2 / 5).min(24)).unwrap_or(24);
        while endgame > 0 && KalahEndgame::states(houses, endgame).map_or(true, |n| n > memory / 2)
        {
            endgame -= 1;
        }
        KalahSolverSettings {
            memory,
            endgame,
            table_above: 3,
            threads: 1,
        }
    }

    /// The table's size for a board of `seeds` seeds in all with an
    /// endgame table of `endgame` seeds: 16 MiB while the board holds at
    /// most 11 seeds more than the endgame table, doubling every 4 seeds
    /// more (1 GiB for Kalah(6, 4)'s 48 over 16, or Kalah(6, 5)'s 60 over
    /// 28), within [`KalahSolverSettings::memory`].
    #[must_use]
    pub fn table_bytes(&self, seeds: u32, endgame: u8) -> u64 {
        let above = seeds.saturating_sub(u32::from(endgame));
        let want = MIN_TABLE << (above / 4).saturating_sub(2).min(20);
        let cap = self.memory.max(MIN_TABLE);
        // The largest power of two within both.
        let most = want.min(cap).max(MIN_TABLE);
        1 << (63 - most.leading_zeros())
    }
}

/// The smallest table of bounds: 2^19 buckets of 32 bytes.
const MIN_TABLE: u64 = 16 << 20;

/// What the threads share.
struct Shared<'a> {
    sowings: &'a KalahSowings,
    table: Table,
    endgame: Arc<KalahEndgame>,
    /// The endgame table's seeds.
    endgame_seeds: i32,
    /// States with fewer seeds are searched without the table of bounds.
    table_from: i32,
    stop: AtomicBool,
    /// With more than one thread, the codes (plus one) of states some
    /// thread is searching, by a hash of the code; empty with one thread.
    busy: Vec<AtomicU64>,
}

/// Slots of the table of states being searched.
const BUSY_SLOTS: usize = 1 << 16;

impl Shared<'_> {
    fn busy_slot(&self, code: u64) -> Option<&AtomicU64> {
        let i = (mix(code) >> 32) as usize & (BUSY_SLOTS - 1);
        self.busy.get(i)
    }

    /// Marks the state of `code` as being searched, unless its slot holds
    /// another (or there is no table): whether it did.
    fn mark(&self, code: u64) -> bool {
        self.busy_slot(code)
            .is_some_and(|slot| slot.compare_exchange(0, code + 1, Relaxed, Relaxed).is_ok())
    }

    fn unmark(&self, code: u64) {
        if let Some(slot) = self.busy_slot(code) {
            slot.store(0, Relaxed);
        }
    }

    /// Whether some thread marked the state of `code`.
    fn is_busy(&self, code: u64) -> bool {
        self.busy_slot(code)
            .is_some_and(|slot| slot.load(Relaxed) == code + 1)
    }
}

/// Kalah's exact solver: the [`Solver`](fanga_exact_solver::Solver)'s
/// method (MTD(f) over a table of exact bounds, the seeds on the board
/// bounding what the future can change), written for Kalah's packed
/// states alone, with a lock-free table and an endgame table that several
/// threads share.
///
/// Values are future margins: the final count of the player to move less
/// his opponent's, less what the stores already hold
/// ([`KalahState::banked`]).
///
/// ```
/// use fanga_core::Position;
/// use fanga_kalah::solver::{KalahSolver, KalahSolverSettings, KalahSowings};
/// use fanga_kalah::{Kalah, KalahOptions};
///
/// // Kalah with 4 houses of 3 seeds: the first player wins by 6.
/// let options = KalahOptions::new(4, 3)?;
/// let sowings = KalahSowings::new(&options);
/// let state = sowings.state(&Kalah::start(&options));
/// let settings = KalahSolverSettings::for_board(4, 24, 64 << 20);
/// let mut solver = KalahSolver::new(&sowings, 24, settings)?;
/// assert_eq!(solver.value(&state)?, 6);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct KalahSolver<'a> {
    shared: Shared<'a>,
    threads: usize,
    nodes: u64,
    progress: Option<fanga_exact_solver::ProgressFn>,
}

impl std::fmt::Debug for KalahSolver<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("KalahSolver")
            .field("threads", &self.threads)
            .field("nodes", &self.nodes)
            .finish_non_exhaustive()
    }
}

/// Positions between two looks at the stop flag and the progress.
const CHECK_EVERY: u64 = 1 << 16;

/// The deepest a search goes, in sowings: a game of Kalah(6, 6) is far
/// shorter; deeper would be a bug, reported rather than overflow a stack.
const MAX_PLIES: u32 = 1_000;

/// A search thread's own state.
struct Worker<'s, 'a> {
    shared: &'s Shared<'a>,
    nodes: u64,
    /// A helper thread: it stops when told (the first thread's answer is
    /// the pass's).
    helper: bool,
    /// The helper was told to stop: every frame returns at once, storing
    /// nothing.
    stopped: bool,
    too_deep: bool,
    next_check: u64,
    report: Option<&'s mut dyn FnMut(u64)>,
}

impl<'a> KalahSolver<'a> {
    /// A solver for the board of `sowings`, with `seeds` seeds in all (the
    /// tables are sized for it), and an endgame table of
    /// [`KalahSolverSettings::endgame`] seeds built first, on
    /// [`KalahSolverSettings::threads`] threads.
    ///
    /// # Errors
    ///
    /// As [`KalahEndgame::build`].
    pub fn new(
        sowings: &'a KalahSowings,
        seeds: u32,
        settings: KalahSolverSettings,
    ) -> Result<Self, EndgameError> {
        let table = KalahEndgame::build(
            sowings,
            settings.endgame,
            settings.threads.max(1),
            |_, _| {},
        )?;
        Self::with_endgame(sowings, seeds, settings, Arc::new(table))
    }

    /// A solver with `endgame` as its endgame table (built before, or read
    /// from a file); [`KalahSolverSettings::endgame`] is not read.
    ///
    /// # Errors
    ///
    /// [`EndgameError::Houses`] when the table is of another board.
    pub fn with_endgame(
        sowings: &'a KalahSowings,
        seeds: u32,
        settings: KalahSolverSettings,
        endgame: Arc<KalahEndgame>,
    ) -> Result<Self, EndgameError> {
        let board = sowings.houses();
        if endgame.houses() != board {
            return Err(EndgameError::Houses {
                table: endgame.houses(),
                board,
            });
        }
        let endgame_seeds = i32::from(endgame.seeds());
        Ok(KalahSolver {
            shared: Shared {
                sowings,
                table: Table::new(settings.table_bytes(seeds, endgame.seeds())),
                endgame,
                endgame_seeds,
                table_from: endgame_seeds + i32::from(settings.table_above) + 1,
                stop: AtomicBool::new(false),
                busy: if settings.threads > 1 {
                    std::iter::repeat_with(|| AtomicU64::new(0))
                        .take(BUSY_SLOTS)
                        .collect()
                } else {
                    Vec::new()
                },
            },
            threads: settings.threads.max(1),
            nodes: 0,
            progress: None,
        })
    }

    /// The solver's endgame table.
    #[must_use]
    pub fn endgame(&self) -> &Arc<KalahEndgame> {
        &self.shared.endgame
    }

    /// Calls `progress` as the work goes on (from the first thread, about
    /// every 2^22 positions).
    pub fn set_progress(&mut self, progress: fanga_exact_solver::ProgressFn) {
        self.progress = Some(progress);
    }

    /// Counts so far: positions searched (by every thread), the table's
    /// entries (counted by a pass over it) and the bytes of both tables.
    #[must_use]
    pub fn stats(&self) -> SolveStats {
        SolveStats {
            nodes: self.nodes,
            entries: self.shared.table.entries(),
            table_bytes: self.shared.table.bytes() + self.shared.endgame.len() as u64,
        }
    }

    /// The exact value of `state` for its player to move: his final count
    /// less his opponent's, stores included.
    ///
    /// # Errors
    ///
    /// [`SolveError::TooDeep`] if a line goes deeper than 1,000 sowings
    /// (no game of Kalah does: it would be a bug).
    pub fn value(&mut self, state: &KalahState) -> Result<i32, SolveError> {
        Ok(state.banked() + self.future(state)?)
    }

    /// Whether `state`'s value (stores included) is at least `v`.
    ///
    /// # Errors
    ///
    /// As [`KalahSolver::value`].
    pub fn at_least(&mut self, state: &KalahState, v: i32) -> Result<bool, SolveError> {
        let beta = v - state.banked();
        Ok(self.pass(state, beta)? >= beta)
    }

    /// The value less what is banked, by MTD(f).
    fn future(&mut self, state: &KalahState) -> Result<i32, SolveError> {
        let seeds = byte_sum(state.mine) + byte_sum(state.theirs);
        let guess = self.guess(state, seeds);
        fanga_exact_solver::mtdf(-seeds, seeds, guess, |beta| self.pass(state, beta))
    }

    /// The adapter the solver plays.
    pub(crate) fn sowings(&self) -> &KalahSowings {
        self.shared.sowings
    }

    /// Where MTD(f) starts: the bounds the table of bounds holds for the
    /// state (one solved or met before), else a quick estimate: alpha-beta
    /// to a depth, the stores' difference at its horizon (see
    /// [`Estimate`]). A good start saves whole passes: on Kalah(6, 5), whose
    /// value is 10, starting from 0 took seven passes, the first two the
    /// longest (the solved boards' guide has the figures).
    fn guess(&self, state: &KalahState, seeds: i32) -> i32 {
        let sh = &self.shared;
        if seeds >= sh.table_from
            && let Some(c) = code(state.mine, state.theirs)
            && let Some(e) = sh.table.get(c, seeds)
        {
            return if e.lo > -seeds { e.lo } else { e.hi };
        }
        let est = Estimate::new(
            sh.sowings,
            &sh.endgame,
            estimate_budget(seeds, sh.endgame_seeds),
        )
        .value(state.mine, state.theirs);
        // A value has the parity of the seeds on the board.
        est + ((est - seeds) & 1)
    }

    /// One null-window search around `beta` from `state`, by every thread;
    /// the first thread's answer.
    fn pass(&mut self, state: &KalahState, beta: i32) -> Result<i32, SolveError> {
        let shared = &self.shared;
        shared.stop.store(false, Relaxed);
        let mut progress = self.progress.take();
        let base = self.nodes;
        let table_bytes = shared.table.bytes() + shared.endgame.len() as u64;
        // The first thread counts its own positions; the others search
        // about as many.
        let threads = self.threads as u64;
        let (result, nodes) = std::thread::scope(|scope| {
            let helpers: Vec<_> = (1..self.threads)
                .map(|_| {
                    std::thread::Builder::new()
                        .stack_size(STACK)
                        .spawn_scoped(scope, move || {
                            let mut w = Worker::new(shared, true, None);
                            w.search(state.mine, state.theirs, beta - 1, beta, 0);
                            w.nodes
                        })
                })
                .collect();
            let mut report = |n: u64| {
                if let Some(p) = progress.as_mut() {
                    p(&SolveStats {
                        nodes: base + n * threads,
                        entries: 0,
                        table_bytes,
                    });
                }
            };
            let main =
                std::thread::Builder::new()
                    .stack_size(STACK)
                    .spawn_scoped(scope, move || {
                        let mut w = Worker::new(shared, false, Some(&mut report));
                        let v = w.search(state.mine, state.theirs, beta - 1, beta, 0);
                        shared.stop.store(true, Relaxed);
                        (if w.too_deep { None } else { Some(v) }, w.nodes)
                    });
            let (v, mut nodes) = match main {
                Ok(h) => h.join().unwrap_or((None, 0)),
                Err(_) => {
                    // No thread could be started: search on this one.
                    let mut w = Worker::new(shared, false, None);
                    let v = w.search(state.mine, state.theirs, beta - 1, beta, 0);
                    shared.stop.store(true, Relaxed);
                    (if w.too_deep { None } else { Some(v) }, w.nodes)
                }
            };
            for h in helpers.into_iter().flatten() {
                nodes += h.join().unwrap_or(0);
            }
            (v, nodes)
        });
        self.progress = progress;
        self.nodes += nodes;
        result.ok_or(SolveError::TooDeep { plies: MAX_PLIES })
    }
}

/// Each search thread's stack: a frame is a few hundred bytes and a line
/// at most [`MAX_PLIES`] deep.
const STACK: usize = 64 << 20;

impl<'s, 'a> Worker<'s, 'a> {
    fn new(shared: &'s Shared<'a>, helper: bool, report: Option<&'s mut dyn FnMut(u64)>) -> Self {
        Worker {
            shared,
            nodes: 0,
            helper,
            stopped: false,
            too_deep: false,
            next_check: CHECK_EVERY,
            report,
        }
    }

    /// Fail-soft alpha-beta over exact bounds: the future value (less what
    /// is banked) of the state whose mover has `mine` and his opponent
    /// `theirs`.
    fn search(&mut self, mine: u64, theirs: u64, alpha: i32, beta: i32, ply: u32) -> i32 {
        self.nodes += 1;
        if self.nodes >= self.next_check {
            self.next_check = self.nodes + CHECK_EVERY;
            if self.helper && self.shared.stop.load(Relaxed) {
                self.stopped = true;
            }
            if self.nodes & ((1 << 22) - 1) < CHECK_EVERY
                && let Some(r) = self.report.as_mut()
            {
                r(self.nodes);
            }
        }
        if self.stopped || self.too_deep {
            return 0;
        }
        if ply > MAX_PLIES {
            self.too_deep = true;
            return 0;
        }
        if mine == 0 || theirs == 0 {
            return byte_sum(mine) - byte_sum(theirs);
        }
        let sh = self.shared;
        let seeds = byte_sum(mine) + byte_sum(theirs);
        // The seeds on the board bound what the future can change: a
        // window beyond them is decided without a look at any table.
        if -seeds >= beta {
            return -seeds;
        }
        if seeds <= alpha {
            return seeds;
        }
        if seeds <= sh.endgame_seeds {
            return sh
                .endgame
                .probe(mine, byte_sum(mine), theirs, byte_sum(theirs));
        }
        let (mut lo, mut hi) = (-seeds, seeds);
        let code = if seeds >= sh.table_from && seeds < 128 {
            code(mine, theirs)
        } else {
            None
        };
        let mut table_pit = NO_PIT;
        if let Some(c) = code
            && let Some(e) = sh.table.get(c, seeds)
        {
            lo = lo.max(e.lo);
            hi = hi.min(e.hi);
            table_pit = e.best;
        }
        if lo >= beta || lo == hi {
            return lo;
        }
        if hi <= alpha {
            return hi;
        }
        let (a0, b0) = (alpha.max(lo), beta.min(hi));

        let (kids, n) = children(sh.sowings, mine, theirs, table_pit);
        let before = self.nodes;
        let mut best = -INF;
        let mut best_pit = NO_PIT;
        let mut a = a0;
        // With more threads, a child another thread is searching is put
        // off (but the first: a cutoff is likeliest there) and searched
        // after the others, by when its bounds are likely in the table
        // (ABDADA).
        let marked = code.filter(|&c| sh.mark(c));
        let mut deferred = [false; 6];
        let mut any_deferred = false;
        'rounds: for round in 0..2 {
            for (k, &(_, pit, m, t, same, gain)) in kids[..n].iter().enumerate() {
                if round == 1 && !deferred[k] {
                    continue;
                }
                if round == 0
                    && k > 0
                    && !sh.busy.is_empty()
                    && seeds - gain >= sh.table_from
                    && table::code(m, t).is_some_and(|c| sh.is_busy(c))
                {
                    deferred[k] = true;
                    any_deferred = true;
                    continue;
                }
                let v = if same {
                    gain + self.search(m, t, a - gain, b0 - gain, ply + 1)
                } else {
                    gain - self.search(m, t, gain - b0, gain - a, ply + 1)
                };
                if self.stopped || self.too_deep {
                    best = 0;
                    break 'rounds;
                }
                if v > best {
                    best = v;
                    best_pit = pit;
                    if v > a {
                        a = v;
                        if a >= b0 {
                            break 'rounds;
                        }
                    }
                }
            }
            if !any_deferred {
                break;
            }
        }
        if let Some(c) = marked {
            sh.unmark(c);
        }
        if self.stopped || self.too_deep {
            return 0;
        }
        if let Some(c) = code {
            let (new_lo, new_hi) = fanga_exact_solver::bounds_after(lo, hi, a0, b0, best);
            let work = fanga_exact_solver::work(self.nodes - before);
            sh.table.put(
                c,
                seeds,
                Entry {
                    lo: new_lo,
                    hi: new_hi,
                    best: best_pit,
                    work,
                },
            );
        }
        best
    }
}
