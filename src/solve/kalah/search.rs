//! [`KalahSolver`]: Kalah's own exact search, on one thread or more.

use std::sync::atomic::{AtomicBool, AtomicU8, AtomicU64, Ordering::Relaxed};
use std::time::Instant;

use super::{KalahSowings, KalahState, OFFSET, Ranks, byte, byte_sum};
use crate::ai::solve::{SolveError, SolveStats};

/// What [`KalahSolver`] is asked to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct KalahSolverSettings {
    /// The most bytes the table of bounds may take (it takes the largest
    /// power of two that fits, at least 16 MiB, and no more than the
    /// board needs: see [`KalahSolverSettings::table_bytes`]).
    pub memory: u64,
    /// The endgame table: every state with at most this many seeds on the
    /// board (at most 40) is valued exactly, once, and read after.
    pub endgame: u8,
    /// States with fewer seeds on the board than this are searched without
    /// the table of bounds (they are cheap to search again, and keeping
    /// them would crowd the table and the caches).
    pub table_from: u8,
    /// Search threads (at least 1): they search the same tree and share
    /// the tables, the helpers taking the children of the nodes the first
    /// thread searches in full from the other end. On this project's
    /// 2-core machine a second thread did not shorten a solve (measured in
    /// the solved boards' guide), so the default is 1.
    pub threads: usize,
}

impl KalahSolverSettings {
    /// The settings for a board of `seeds` seeds in all: an empty endgame
    /// table of a third of them (at most 16: filled as the search goes,
    /// it costs more than it saves beyond), the table of bounds from four
    /// seeds above it, and one thread.
    #[must_use]
    pub fn for_seeds(seeds: u32, memory: u64) -> Self {
        let endgame = u8::try_from((seeds / 3).min(16)).unwrap_or(16);
        KalahSolverSettings {
            memory,
            endgame,
            table_from: endgame.saturating_add(4),
            threads: 1,
        }
    }

    /// The table's size for a board of `seeds` seeds in all: 16 MiB below
    /// 25 seeds, doubling every 4 seeds more (1 GiB for Kalah(6, 4)'s 48,
    /// 8 GiB for Kalah(6, 5)'s 60), within [`KalahSolverSettings::memory`].
    #[must_use]
    pub fn table_bytes(&self, seeds: u32) -> u64 {
        let want = MIN_TABLE << (seeds.saturating_sub(24) / 4).min(20);
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

/// Kalah's endgame table: the exact value (less what is banked) of every
/// state with at most [`KalahEndgame::seeds`] seeds on a board of
/// [`KalahEndgame::houses`] houses a row, whatever the seeds a house at the
/// start, one byte a state.
///
/// A [`KalahSolver`] fills an empty table as its search meets the states
/// (each the first time, by plain minimax over the table itself), or
/// reads a complete one: [`KalahEndgame::build`] values every state, on
/// several threads, and [`KalahEndgame::write_to`] and
/// [`KalahEndgame::read_from`] keep it in a file, so that it is built once
/// for every solve of a board (Kalah(6, 4) and Kalah(6, 5) share the
/// tables of six houses). Threads share it without locks: a slot is
/// written only with the state's one exact value.
///
/// ```
/// use fanga::core::Position;
/// use fanga::kalah::{Kalah, KalahOptions};
/// use fanga::solve::{KalahEndgame, KalahSowings};
///
/// let options = KalahOptions::new(3, 2)?;
/// let sowings = KalahSowings::new(&options);
/// let table = KalahEndgame::build(&sowings, 12, 2, |_, _| {});
/// assert!(table.is_complete());
/// let mut file = Vec::new();
/// table.write_to(&mut file)?;
/// let again = KalahEndgame::read_from(&mut file.as_slice())?;
/// assert_eq!(again.len(), table.len());
/// // Kalah(3, 2) starts with 12 seeds: the table holds its start.
/// let start = sowings.state(&Kalah::start(&options));
/// assert_eq!(again.value(&start), Some(4));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct KalahEndgame {
    houses: usize,
    ranks: Ranks,
    values: Vec<AtomicU8>,
    valued: AtomicU64,
}

impl std::fmt::Debug for KalahEndgame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("KalahEndgame")
            .field("houses", &self.houses)
            .field("seeds", &self.ranks.seeds())
            .field("len", &self.values.len())
            .field("valued", &self.valued())
            .finish()
    }
}

/// Why an endgame table file was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum EndgameError {
    /// Reading or writing failed.
    #[error("endgame table file: {0}")]
    Io(String),
    /// The file does not start as an endgame table of this version.
    #[error("not a fanga Kalah endgame table (version 1): its first 8 bytes are {found:?}")]
    NotATable {
        /// The first bytes found.
        found: Vec<u8>,
    },
    /// The header's board is not one the solver plays.
    #[error(
        "the header says {houses} houses and {seeds} seeds: houses must be 1 to 6 and seeds at most 40"
    )]
    Board {
        /// Houses a row.
        houses: u8,
        /// Seeds on the board.
        seeds: u8,
    },
    /// The file holds another number of states than its header's board.
    #[error("the table should hold {expected} states, the file says or holds {found}")]
    Length {
        /// States for the header's board.
        expected: u64,
        /// States in the file.
        found: u64,
    },
    /// A state's byte is not a value the table can hold.
    #[error("state {index} holds {byte}, not a value of at most {seeds} seeds either way")]
    Value {
        /// The state's index.
        index: u64,
        /// The byte found.
        byte: u8,
        /// The table's seeds.
        seeds: u8,
    },
    /// The checksum at the end does not match the values.
    #[error("the checksum does not match: the file is damaged")]
    Checksum,
    /// The table is of another board than the solver's.
    #[error("the table is for {table} houses a row, the board has {board}")]
    Houses {
        /// The table's houses.
        table: usize,
        /// The board's.
        board: usize,
    },
}

impl From<std::io::Error> for EndgameError {
    fn from(e: std::io::Error) -> Self {
        EndgameError::Io(e.to_string())
    }
}

/// The file's first bytes.
const MAGIC: &[u8; 8] = b"FNGKEG01";

/// FNV-1a over the values, the file's last 8 bytes.
fn checksum(bytes: impl Iterator<Item = u8>) -> u64 {
    bytes.fold(0xCBF2_9CE4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01B3)
    })
}

impl KalahEndgame {
    /// An empty table (nothing valued yet) of every state with at most
    /// `seeds` seeds (at most 40) on the board of `sowings`: `C(seeds + 2h,
    /// 2h)` bytes for `h` houses a row.
    #[must_use]
    pub fn new(sowings: &KalahSowings, seeds: u8) -> Self {
        let ranks = Ranks::new(seeds, 2 * sowings.houses());
        let values = std::iter::repeat_with(|| AtomicU8::new(0))
            .take(ranks.len())
            .collect();
        KalahEndgame {
            houses: sowings.houses(),
            ranks,
            values,
            valued: AtomicU64::new(0),
        }
    }

    /// The complete table, every state valued, on `threads` threads;
    /// `progress(valued, states)` is called now and then from the first.
    #[must_use]
    pub fn build(
        sowings: &KalahSowings,
        seeds: u8,
        threads: usize,
        progress: impl Fn(u64, u64) + Sync,
    ) -> Self {
        let table = KalahEndgame::new(sowings, seeds);
        let threads = threads.max(1);
        let total = table.values.len() as u64;
        std::thread::scope(|scope| {
            for t in 0..threads {
                let table = &table;
                let progress = &progress;
                let run = move || {
                    let mut count = 0u64;
                    for n in 0..=table.ranks.seeds() {
                        let mut parts = [0u8; 12];
                        each_share(&mut parts, 0, 2 * table.houses, n as u8, &mut |pits| {
                            count += 1;
                            // Blocks of states in turn, so that each thread
                            // mostly values states no other thread has.
                            if (count >> 12) % threads as u64 != t as u64 {
                                return;
                            }
                            if t == 0 && count & ((1 << 22) - 1) == 0 {
                                progress(table.valued(), total);
                            }
                            table.settle(sowings, pits, n);
                        });
                    }
                };
                std::thread::Builder::new()
                    .stack_size(STACK)
                    .spawn_scoped(scope, run)
                    .map(drop)
                    .unwrap_or_else(|_| run());
            }
        });
        progress(table.valued(), total);
        table
    }

    /// Values the state of these pits (mover's row, then opponent's) if no
    /// thread has: with an empty row, the game's end.
    fn settle(&self, sowings: &KalahSowings, pits: &[u8; 12], seeds: i32) {
        let h = self.houses;
        let word = |row: &[u8]| {
            row.iter()
                .enumerate()
                .fold(0u64, |w, (i, &x)| w | (u64::from(x) << (8 * i)))
        };
        let (mine, theirs) = (word(&pits[..h]), word(&pits[h..2 * h]));
        if mine == 0 || theirs == 0 {
            let at = self.ranks.index(pits, seeds);
            let v = byte_sum(mine) - byte_sum(theirs);
            if self.values[at].swap(byte_of(v), Relaxed) == 0 {
                self.valued.fetch_add(1, Relaxed);
            }
        } else {
            fill(sowings, self, mine, theirs, seeds);
        }
    }

    /// Houses a row.
    #[must_use]
    pub fn houses(&self) -> usize {
        self.houses
    }

    /// The most seeds on the board of a state in the table.
    #[must_use]
    pub fn seeds(&self) -> u8 {
        self.ranks.seeds() as u8
    }

    /// The states in the table (one byte each).
    #[must_use]
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether the table has no state (never: it holds the empty board).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The states valued so far.
    #[must_use]
    pub fn valued(&self) -> u64 {
        self.valued.load(Relaxed)
    }

    /// Whether every state is valued.
    #[must_use]
    pub fn is_complete(&self) -> bool {
        self.valued() == self.values.len() as u64
    }

    /// The value, less what is banked, of a state with at most
    /// [`KalahEndgame::seeds`] seeds on the board, once valued (`None`
    /// otherwise, or for another board).
    #[must_use]
    pub fn value(&self, state: &KalahState) -> Option<i32> {
        let seeds = byte_sum(state.mine) + byte_sum(state.theirs);
        let fits = |w: u64| w >> (8 * self.houses) == 0;
        if seeds > self.ranks.seeds() || !fits(state.mine) || !fits(state.theirs) {
            return None;
        }
        let h = self.houses;
        let mut pits = [0u8; 12];
        for i in 0..h {
            pits[i] = byte(state.mine, i);
            pits[h + i] = byte(state.theirs, i);
        }
        let b = self.values[self.ranks.index(&pits, seeds)].load(Relaxed);
        (b != 0).then(|| i32::from(b) - OFFSET)
    }

    /// Writes the table: a header (`FNGKEG01`, houses, seeds, six zero
    /// bytes, the number of states as 8 bytes little-endian), a byte a
    /// state (its value plus 128, 0 if not valued), and an FNV-1a checksum
    /// of those bytes (8 bytes little-endian).
    ///
    /// # Errors
    ///
    /// [`EndgameError::Io`] when writing fails.
    pub fn write_to(&self, w: &mut impl std::io::Write) -> Result<(), EndgameError> {
        let mut header = [0u8; 24];
        header[..8].copy_from_slice(MAGIC);
        header[8] = self.houses as u8;
        header[9] = self.seeds();
        header[16..].copy_from_slice(&(self.values.len() as u64).to_le_bytes());
        w.write_all(&header)?;
        let mut buf = Vec::with_capacity(1 << 16);
        for chunk in self.values.chunks(1 << 16) {
            buf.clear();
            buf.extend(chunk.iter().map(|v| v.load(Relaxed)));
            w.write_all(&buf)?;
        }
        let sum = checksum(self.values.iter().map(|v| v.load(Relaxed)));
        w.write_all(&sum.to_le_bytes())?;
        Ok(w.flush()?)
    }

    /// Reads a table [`KalahEndgame::write_to`] wrote, checking its header,
    /// its length, every value and the checksum.
    ///
    /// # Errors
    ///
    /// An [`EndgameError`] that says what is wrong; nothing is trusted
    /// before it is checked (the length must match the header's board
    /// before any memory is taken for it).
    pub fn read_from(r: &mut impl std::io::Read) -> Result<Self, EndgameError> {
        let mut header = [0u8; 24];
        r.read_exact(&mut header)?;
        if &header[..8] != MAGIC || header[10..16] != [0; 6] {
            return Err(EndgameError::NotATable {
                found: header[..8].to_vec(),
            });
        }
        let (houses, seeds) = (header[8], header[9]);
        if !(1..=6).contains(&houses) || seeds > 40 {
            return Err(EndgameError::Board { houses, seeds });
        }
        let ranks = Ranks::new(seeds, 2 * usize::from(houses));
        let expected = ranks.len() as u64;
        let mut len = [0u8; 8];
        len.copy_from_slice(&header[16..]);
        let found = u64::from_le_bytes(len);
        if found != expected {
            return Err(EndgameError::Length { expected, found });
        }
        let mut values = Vec::with_capacity(ranks.len());
        let mut buf = vec![0u8; 1 << 16];
        let mut sum = 0xCBF2_9CE4_8422_2325u64;
        let mut valued = 0u64;
        let mut left = ranks.len();
        while left > 0 {
            let n = left.min(buf.len());
            r.read_exact(&mut buf[..n]).map_err(|e| {
                if e.kind() == std::io::ErrorKind::UnexpectedEof {
                    EndgameError::Length {
                        expected,
                        found: values.len() as u64,
                    }
                } else {
                    e.into()
                }
            })?;
            for &b in &buf[..n] {
                if b != 0 {
                    let v = i32::from(b) - OFFSET;
                    if v.abs() > i32::from(seeds) {
                        return Err(EndgameError::Value {
                            index: values.len() as u64,
                            byte: b,
                            seeds,
                        });
                    }
                    valued += 1;
                }
                sum = (sum ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01B3);
                values.push(AtomicU8::new(b));
            }
            left -= n;
        }
        let mut tail = [0u8; 8];
        r.read_exact(&mut tail)?;
        if u64::from_le_bytes(tail) != sum {
            return Err(EndgameError::Checksum);
        }
        Ok(KalahEndgame {
            houses: usize::from(houses),
            ranks,
            values,
            valued: AtomicU64::new(valued),
        })
    }
}

/// A value as the table stores it.
fn byte_of(v: i32) -> u8 {
    // |value| <= seeds <= 40: a byte in 88 ..= 168.
    u8::try_from(v + OFFSET).unwrap_or(0)
}

/// Calls `f` with every way to share `left` seeds among pits `k..m` of
/// `parts` (the pits before `k` as they are).
fn each_share(parts: &mut [u8; 12], k: usize, m: usize, left: u8, f: &mut impl FnMut(&[u8; 12])) {
    if k + 1 == m {
        parts[k] = left;
        f(parts);
        return;
    }
    for x in 0..=left {
        parts[k] = x;
        each_share(parts, k + 1, m, left - x, f);
    }
    parts[k] = 0;
}

/// The exact value less what is banked of a state with at most the
/// endgame table's seeds, valuing it (and what it leads to) if no thread
/// has yet.
fn fill(sowings: &KalahSowings, eg: &KalahEndgame, mine: u64, theirs: u64, seeds: i32) -> i32 {
    if mine == 0 || theirs == 0 {
        return byte_sum(mine) - byte_sum(theirs);
    }
    let s = KalahState {
        mine,
        theirs,
        banked: 0,
    };
    let at = eg.ranks.index(&sowings.pits_of(&s), seeds);
    let known = eg.values[at].load(Relaxed);
    if known != 0 {
        return i32::from(known) - OFFSET;
    }
    let mut best = i32::MIN;
    for i in 0..sowings.houses() {
        if byte(mine, i) == 0 {
            continue;
        }
        let (next, again) = sowings.sow(&s, i);
        let gain = i32::from(next.banked);
        let left = seeds - gain;
        let v = if again || next.mine == 0 || next.theirs == 0 {
            gain + fill(sowings, eg, next.mine, next.theirs, left)
        } else {
            gain - fill(sowings, eg, next.theirs, next.mine, left)
        };
        best = best.max(v);
    }
    if eg.values[at].swap(byte_of(best), Relaxed) == 0 {
        eg.valued.fetch_add(1, Relaxed);
    }
    best
}

/// What the threads share.
struct Shared<'a> {
    sowings: &'a KalahSowings,
    table: Table,
    endgame: std::sync::Arc<KalahEndgame>,
    table_from: i32,
    stop: AtomicBool,
}

/// Kalah's exact solver: the [`Solver`](crate::ai::solve::Solver)'s
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
/// use fanga::kalah::{Kalah, KalahOptions};
/// use fanga::solve::{KalahSolver, KalahSolverSettings, KalahSowings};
/// use fanga::core::Position;
///
/// // Kalah with 4 houses of 3 seeds: the first player wins by 6.
/// let options = KalahOptions::new(4, 3)?;
/// let sowings = KalahSowings::new(&options);
/// let state = sowings.state(&Kalah::start(&options));
/// let settings = KalahSolverSettings::for_seeds(24, 64 << 20);
/// let mut solver = KalahSolver::new(&sowings, 24, settings);
/// assert_eq!(solver.value(&state)?, 6);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct KalahSolver<'a> {
    shared: Shared<'a>,
    threads: usize,
    nodes: u64,
    progress: Option<crate::ai::solve::ProgressFn>,
    started: Option<Instant>,
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
    /// A helper thread: it visits the children of a node in another order
    /// where the order changes nothing, and stops when told.
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
    /// tables are sized for it).
    #[must_use]
    pub fn new(sowings: &'a KalahSowings, seeds: u32, settings: KalahSolverSettings) -> Self {
        KalahSolver {
            shared: Shared {
                sowings,
                table: Table::new(settings.table_bytes(seeds)),
                endgame: std::sync::Arc::new(KalahEndgame::new(sowings, settings.endgame)),
                table_from: i32::from(settings.table_from),
                stop: AtomicBool::new(false),
            },
            threads: settings.threads.max(1),
            nodes: 0,
            progress: None,
            started: None,
        }
    }

    /// The same solver with `endgame` as its endgame table (complete, or
    /// filled as the search goes on), in place of the settings' empty one.
    ///
    /// # Errors
    ///
    /// [`EndgameError::Houses`] when the table is of another board.
    pub fn with_endgame(
        mut self,
        endgame: std::sync::Arc<KalahEndgame>,
    ) -> Result<Self, EndgameError> {
        let board = self.shared.sowings.houses();
        if endgame.houses != board {
            return Err(EndgameError::Houses {
                table: endgame.houses,
                board,
            });
        }
        self.shared.endgame = endgame;
        Ok(self)
    }

    /// The solver's endgame table.
    #[must_use]
    pub fn endgame(&self) -> &std::sync::Arc<KalahEndgame> {
        &self.shared.endgame
    }

    /// Calls `progress` as the work goes on (from the first thread, about
    /// every 2^22 positions).
    pub fn set_progress(&mut self, progress: crate::ai::solve::ProgressFn) {
        self.progress = Some(progress);
    }

    /// Counts so far: positions searched (by every thread), the table's
    /// entries (counted by a pass over it) and the bytes of both tables.
    #[must_use]
    pub fn stats(&self) -> SolveStats {
        SolveStats {
            nodes: self.nodes,
            entries: self.shared.table.entries(),
            table_bytes: self.shared.table.bytes() + self.shared.endgame.values.len() as u64,
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
        self.started.get_or_insert_with(Instant::now);
        let seeds = byte_sum(state.mine) + byte_sum(state.theirs);
        let (mut lo, mut hi) = (-seeds, seeds);
        let mut guess = 0.clamp(lo, hi);
        while lo < hi {
            let beta = if guess == lo { guess + 1 } else { guess };
            guess = self.pass(state, beta)?;
            if guess < beta {
                hi = guess;
            } else {
                lo = guess;
            }
        }
        Ok(lo)
    }

    /// One null-window search around `beta` from `state`, by every thread;
    /// the first thread's answer.
    fn pass(&mut self, state: &KalahState, beta: i32) -> Result<i32, SolveError> {
        let shared = &self.shared;
        shared.stop.store(false, Relaxed);
        let mut progress = self.progress.take();
        let base = self.nodes;
        let table_bytes = shared.table.bytes() + shared.endgame.values.len() as u64;
        let (result, nodes) = std::thread::scope(|scope| {
            let helpers: Vec<_> = (1..self.threads)
                .map(|_| {
                    std::thread::Builder::new()
                        .stack_size(STACK)
                        .spawn_scoped(scope, move || {
                            let mut w = Worker::new(shared, true, None);
                            w.search(state.mine, state.theirs, beta - 1, beta, 0, true);
                            w.nodes
                        })
                })
                .collect();
            let mut report = |n: u64| {
                if let Some(p) = progress.as_mut() {
                    p(&SolveStats {
                        nodes: base + n * 2,
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
                        let v = w.search(state.mine, state.theirs, beta - 1, beta, 0, true);
                        shared.stop.store(true, Relaxed);
                        (if w.too_deep { None } else { Some(v) }, w.nodes)
                    });
            let (v, mut nodes) = match main {
                Ok(h) => h.join().unwrap_or((None, 0)),
                Err(_) => {
                    // No thread could be started: search on this one.
                    let mut w = Worker::new(shared, false, None);
                    let v = w.search(state.mine, state.theirs, beta - 1, beta, 0, true);
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
    fn search(
        &mut self,
        mine: u64,
        theirs: u64,
        alpha: i32,
        beta: i32,
        ply: u32,
        all: bool,
    ) -> i32 {
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
        if seeds <= sh.endgame.ranks.seeds() {
            return fill(sh.sowings, &sh.endgame, mine, theirs, seeds);
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

        // The children: (order key, pit, mover's row, opponent's row, the
        // same player moves again, gain).
        let mut kids = [(0i32, 0u8, 0u64, 0u64, false, 0i32); 6];
        let mut n = 0;
        let s = KalahState {
            mine,
            theirs,
            banked: 0,
        };
        // The pit nearest the store first: among moves of equal gain, the
        // one that sows least into the opponent's row.
        for i in (0..sh.sowings.houses()).rev() {
            if byte(mine, i) == 0 {
                continue;
            }
            let (next, again) = sh.sowings.sow(&s, i);
            let gain = i32::from(next.banked);
            let ends = next.mine == 0 || next.theirs == 0;
            let same = again || ends;
            let key = if i as u8 == table_pit {
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
        // A helper takes the children of a node the first thread is
        // expected to search in full (a fail-low node, whose children come
        // in no useful order) from the other end, so the two meet in the
        // middle; `all` alternates with the player to move from the root,
        // taken as such a node.
        if self.helper && all {
            kids[..n].reverse();
        }

        let before = self.nodes;
        let mut best = -INF;
        let mut best_pit = NO_PIT;
        let mut a = a0;
        for &(_, pit, m, t, same, gain) in &kids[..n] {
            let v = if same {
                gain + self.search(m, t, a - gain, b0 - gain, ply + 1, all)
            } else {
                gain - self.search(m, t, gain - b0, gain - a, ply + 1, !all)
            };
            if self.stopped || self.too_deep {
                return 0;
            }
            if v > best {
                best = v;
                best_pit = pit;
                if v > a {
                    a = v;
                    if a >= b0 {
                        break;
                    }
                }
            }
        }
        if let Some(c) = code {
            let (new_lo, new_hi) = if best >= b0 {
                (lo.max(best), hi)
            } else if best <= a0 {
                (lo, hi.min(best))
            } else {
                (best, best)
            };
            let work = (64 - (self.nodes - before).leading_zeros()) as u8;
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
