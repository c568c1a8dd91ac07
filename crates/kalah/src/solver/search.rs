//! [`KalahSolver`]: Kalah's own exact search, on one thread or more.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};

use super::endgame::{EndgameError, KalahEndgame};
use super::sowings::{KalahSowings, KalahState, byte, byte_sum};
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

/// Slots a bucket.
const WAYS: usize = 4;

/// Bits of a slot that hold the entry (the rest hold the code).
const INFO_BITS: u32 = 23;

/// A bucket: four slots of one word each, in one half cache line.
#[derive(Default)]
#[repr(align(32))]
struct Bucket([AtomicU64; WAYS]);

/// The table of bounds, shared by the threads without locks: a slot is one
/// word, written and read whole, so no thread ever reads half an entry.
///
/// A code (60 bits, five a pit) is first mixed by a bijection of the
/// 60-bit words; the mixed word's low bits choose the bucket and its high
/// bits are stored in the slot. The bucket and the stored bits give the
/// mixed word back, and the bijection the code: a hit is exact, never a
/// guess from a hash. The other 23 bits of a slot hold the entry: the two
/// bounds (as `(bound + seeds) / 2`: a value of Kalah has the parity of the
/// seeds on the board), the best pit, the work below, and a bit that
/// marks the slot used.
struct Table {
    buckets: Vec<Bucket>,
    bits: u32,
}

/// A bijection of the 60-bit words (xor-shifts and odd multipliers).
fn mix(code: u64) -> u64 {
    const MASK: u64 = (1 << 60) - 1;
    let mut x = code & MASK;
    x ^= x >> 29;
    x = x.wrapping_mul(0xBF58_476D_1CE4_E5B9) & MASK;
    x ^= x >> 32;
    x = x.wrapping_mul(0x94D0_49BB_1331_11EB) & MASK;
    x ^ (x >> 29)
}

/// A table entry: bounds of the future value, best pit, work below.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Entry {
    lo: i32,
    hi: i32,
    best: u8,
    work: u8,
}

/// No best pit.
const NO_PIT: u8 = 7;

impl Table {
    fn new(bytes: u64) -> Table {
        let n = (bytes / std::mem::size_of::<Bucket>() as u64).max(1 << 19);
        let bits = 63 - n.leading_zeros();
        let buckets = std::iter::repeat_with(Bucket::default)
            .take(1 << bits)
            .collect();
        Table { buckets, bits }
    }

    fn bytes(&self) -> u64 {
        (self.buckets.len() * std::mem::size_of::<Bucket>()) as u64
    }

    fn locate(&self, code: u64) -> (&Bucket, u64) {
        let h = mix(code);
        let b = &self.buckets[(h & ((1 << self.bits) - 1)) as usize];
        (b, (h >> self.bits) << INFO_BITS)
    }

    fn get(&self, code: u64, seeds: i32) -> Option<Entry> {
        let (bucket, key) = self.locate(code);
        bucket.0.iter().find_map(|slot| {
            let w = slot.load(Relaxed);
            (w & !INFO_MASK == key && w & USED != 0).then(|| unpack(w, seeds))
        })
    }

    fn put(&self, code: u64, seeds: i32, e: Entry) {
        let (bucket, key) = self.locate(code);
        let word = key | pack(e, seeds);
        let mut victim = &bucket.0[0];
        let mut least = u64::MAX;
        for slot in &bucket.0 {
            let w = slot.load(Relaxed);
            if w & USED == 0 || w & !INFO_MASK == key {
                slot.store(word, Relaxed);
                return;
            }
            let work = (w >> WORK_SHIFT) & 31;
            if work < least {
                least = work;
                victim = slot;
            }
        }
        victim.store(word, Relaxed);
    }

    fn entries(&self) -> u64 {
        self.buckets
            .iter()
            .flat_map(|b| &b.0)
            .filter(|s| s.load(Relaxed) & USED != 0)
            .count() as u64
    }
}

const INFO_MASK: u64 = (1 << INFO_BITS) - 1;
const USED: u64 = 1 << 22;
const WORK_SHIFT: u32 = 17;

fn pack(e: Entry, seeds: i32) -> u64 {
    let lo = ((e.lo + seeds) / 2) as u64;
    // A value has the parity of the seeds on the board, so these halve
    // exactly; were one not to, the bounds would round outwards (weaker,
    // never wrong).
    let hi = ((e.hi + seeds + 1) / 2) as u64;
    USED | (u64::from(e.work.min(31)) << WORK_SHIFT) | (u64::from(e.best) << 14) | (hi << 7) | lo
}

fn unpack(w: u64, seeds: i32) -> Entry {
    Entry {
        lo: 2 * (w & 127) as i32 - seeds,
        hi: 2 * ((w >> 7) & 127) as i32 - seeds,
        best: ((w >> 14) & 7) as u8,
        work: ((w >> WORK_SHIFT) & 31) as u8,
    }
}

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
        let est = Estimate::new(sh, estimate_budget(seeds, sh.endgame_seeds))
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

        let (kids, n) = children(sh, mine, theirs, table_pit);
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
                    && self::code(m, t).is_some_and(|c| sh.is_busy(c))
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

/// Below every value.
const INF: i32 = 1 << 20;

/// A child of a state: (order key, pit, the row of the player to move
/// there, his opponent's row, whether the same player moves again, the
/// seeds banked by the sowing).
type Child = (i32, u8, u64, u64, bool, i32);

/// The children of the state `mine`/`theirs` (nothing banked), best
/// first, and how many there are: `first` (a pit, or [`NO_PIT`]), then
/// the sowings after which the same player moves again (or the game
/// ends), then by the seeds they bank; among equals, the pit nearest the
/// store first, the one that sows least into the opponent's row. The
/// search and the estimate order their moves by it.
#[inline]
fn children(sh: &Shared<'_>, mine: u64, theirs: u64, first: u8) -> ([Child; 6], usize) {
    let s = KalahState {
        mine,
        theirs,
        banked: 0,
    };
    let mut kids = [(0i32, 0u8, 0u64, 0u64, false, 0i32); 6];
    let mut n = 0;
    for i in (0..sh.sowings.houses()).rev() {
        if byte(mine, i) == 0 {
            continue;
        }
        let (next, again) = sh.sowings.sow(&s, i);
        let gain = i32::from(next.banked);
        let same = again || next.mine == 0 || next.theirs == 0;
        let key = if i as u8 == first {
            i32::MAX
        } else if same {
            100 + gain
        } else {
            gain
        };
        let kid = if same {
            (key, i as u8, next.mine, next.theirs, true, gain)
        } else {
            (key, i as u8, next.theirs, next.mine, false, gain)
        };
        // Insertion, stable: equal keys keep generation order.
        let mut j = n;
        while j > 0 && kids[j - 1].0 < key {
            kids[j] = kids[j - 1];
            j -= 1;
        }
        kids[j] = kid;
        n += 1;
    }
    (kids, n)
}

/// Positions the estimate that seeds MTD(f) may search, when 32 seeds or
/// more lie outside the endgame table (Kalah(6, 5) with the 28-seed table).
const ESTIMATE_NODES: u64 = 4_000_000;

/// Positions the estimate may search for `seeds` on the board above an
/// endgame table of `endgame` seeds: [`ESTIMATE_NODES`], halved for every
/// two seeds fewer than 32 above the table, so that the estimate stays a
/// small part of the work on small boards (Kalah(4, 4) solves in 385,273
/// positions: a 4M-position estimate would be ten times the solve).
fn estimate_budget(seeds: i32, endgame: i32) -> u64 {
    let shift = (32 - (seeds - endgame)).clamp(0, 40) / 2;
    (ESTIMATE_NODES >> shift).max(1000)
}

/// A quick estimate of a state's value, to start MTD(f) near it: alpha-beta
/// to a depth in sowings, deepened while the budget lasts, the stores'
/// difference at the horizon, the endgame table wherever it reaches.
struct Estimate<'s, 'a> {
    shared: &'s Shared<'a>,
    nodes: u64,
    /// The positions it may search ([`estimate_budget`]).
    budget: u64,
    /// Whether the last iteration met its horizon (its value is a guess).
    horizon: bool,
}

impl<'s, 'a> Estimate<'s, 'a> {
    fn new(shared: &'s Shared<'a>, budget: u64) -> Self {
        Estimate {
            shared,
            nodes: 0,
            budget,
            horizon: false,
        }
    }

    /// The estimate of the future value: that of the deepest search
    /// finished within the budget (exact if it met no horizon).
    fn value(&mut self, mine: u64, theirs: u64) -> i32 {
        let mut best = 0;
        for depth in 1..=64 {
            self.horizon = false;
            let v = self.search(mine, theirs, -INF, INF, depth);
            if self.nodes > self.budget {
                break;
            }
            best = v;
            if !self.horizon {
                break;
            }
        }
        best
    }

    fn search(&mut self, mine: u64, theirs: u64, mut alpha: i32, beta: i32, depth: u32) -> i32 {
        self.nodes += 1;
        if mine == 0 || theirs == 0 {
            return byte_sum(mine) - byte_sum(theirs);
        }
        let sh = self.shared;
        let (a, b) = (byte_sum(mine), byte_sum(theirs));
        if a + b <= sh.endgame_seeds {
            return sh.endgame.probe(mine, a, theirs, b);
        }
        if depth == 0 || self.nodes > self.budget {
            self.horizon = true;
            return 0;
        }
        let (kids, n) = children(sh, mine, theirs, NO_PIT);
        let mut best = -INF;
        for &(_, _, m, t, same, gain) in &kids[..n] {
            let v = if same {
                gain + self.search(m, t, alpha - gain, beta - gain, depth - 1)
            } else {
                gain - self.search(m, t, gain - beta, gain - alpha, depth - 1)
            };
            best = best.max(v);
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        best
    }
}

/// Five bits a pit, when every pit holds at most 31 seeds.
fn code(mine: u64, theirs: u64) -> Option<u64> {
    const HIGH: u64 = 0xE0E0_E0E0_E0E0_E0E0;
    if (mine | theirs) & HIGH != 0 {
        return None;
    }
    // Six 5-bit fields from six bytes: pairs, then fours, then six.
    let pack = |x: u64| {
        let x = (x & 0x001F_001F_001F_001F) | ((x & 0x1F00_1F00_1F00_1F00) >> 3);
        let x = (x & 0x0000_03FF_0000_03FF) | ((x & 0x03FF_0000_03FF_0000) >> 6);
        (x & 0xF_FFFF) | ((x >> 32) << 20)
    };
    Some(pack(mine) | (pack(theirs) << 30))
}

#[cfg(test)]
mod tests {
    use super::{ESTIMATE_NODES, estimate_budget};

    #[test]
    fn the_estimate_budget_halves_every_two_seeds_below_32_above_the_table() {
        // Kalah(6, 5) over a 28-seed table: the whole budget.
        assert_eq!(estimate_budget(60, 28), ESTIMATE_NODES);
        assert_eq!(estimate_budget(70, 28), ESTIMATE_NODES);
        // Kalah(6, 4) over 19 seeds (29 above): halved once.
        assert_eq!(estimate_budget(48, 19), ESTIMATE_NODES / 2);
        // Kalah(6, 4) over 28 seeds (20 above): 4M >> 6.
        assert_eq!(estimate_budget(48, 28), 62_500);
        // Never below 1,000, even at the table's edge or below it.
        assert_eq!(estimate_budget(12, 12), 1000);
        assert_eq!(estimate_budget(0, 12), 1000);
    }
}
