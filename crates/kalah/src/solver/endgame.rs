//! [`KalahEndgame`]: the exact value of every Kalah state with few seeds on
//! the board, built once on every core and kept in a checked file.

use super::state::{KalahState, byte, byte_sum};

/// The most seeds on the board a table may hold.
pub(super) const MAX_SEEDS: u8 = 40;

/// Added to a value in the table, so that 0 means "not valued yet" while
/// a table is built.
pub(super) const OFFSET: i32 = 128;

/// The rows of `houses` pits holding at most `seeds` seeds: how many hold
/// `k` seeds, and the rank of each among them (pit 0, the one farthest
/// from its owner's store, the most significant).
#[derive(Clone, Debug)]
pub(super) struct Rows {
    houses: usize,
    /// `count[k]`: the rows of exactly `k` seeds, `C(k + houses - 1,
    /// houses - 1)` (at most `C(45, 5)`, for 40 seeds on six pits).
    pub(super) count: Vec<u64>,
    /// `steps[p][left][x]`: the rows of pits `p..` holding `left` seeds
    /// whose pit `p` holds fewer than `x` (the rank's share of pit `p`);
    /// 0 for the pits a row of fewer than six houses lacks, so that every
    /// rank takes the same five steps. A seed count is at most 40, so
    /// masking it to 6 bits keeps every index in bounds.
    steps: Box<[[[u32; 64]; 64]; 5]>,
}

impl Rows {
    fn new(houses: usize, seeds: u8) -> Rows {
        let width = usize::from(seeds) + 1;
        // C(a, k) for a up to seeds + houses, k up to houses.
        let top = width + houses;
        let mut binomial = vec![vec![0u64; houses + 1]; top + 1];
        for a in 0..=top {
            binomial[a][0] = 1;
            for k in 1..=houses {
                binomial[a][k] = if a == 0 {
                    0
                } else {
                    binomial[a - 1][k - 1] + binomial[a - 1][k]
                };
            }
        }
        // Rows of `left` seeds on `q` pits.
        let rows = |left: usize, q: usize| {
            if q == 0 {
                u64::from(left == 0)
            } else {
                binomial[left + q - 1][q - 1]
            }
        };
        let count = (0..width).map(|k| rows(k, houses)).collect();
        let mut steps = Box::new([[[0u32; 64]; 64]; 5]);
        for (p, table) in steps.iter_mut().enumerate().take(houses.saturating_sub(1)) {
            // The pits after p.
            let q = houses - p - 1;
            for (left, line) in table.iter_mut().enumerate().take(width) {
                let mut below = 0;
                for (x, step) in line.iter_mut().enumerate().take(left + 1) {
                    // At most C(45, 5) rows: a u32.
                    *step = u32::try_from(below).unwrap_or(u32::MAX);
                    below += rows(left - x, q);
                }
            }
        }
        Rows {
            houses,
            count,
            steps,
        }
    }

    /// The rank of `row` (a byte a pit) among the rows of its `k` seeds.
    #[inline(always)]
    fn rank(&self, row: u64, k: usize) -> u64 {
        let mut left = k & 63;
        let mut r = 0;
        for (p, table) in self.steps.iter().enumerate() {
            let x = usize::from(byte(row, p)) & 63;
            r += table[left][x];
            left = left.wrapping_sub(x) & 63;
        }
        u64::from(r)
    }

    /// Every row of `k` seeds, in rank order.
    pub(super) fn all(&self, k: usize) -> Vec<u64> {
        fn fill(out: &mut Vec<u64>, row: u64, p: usize, houses: usize, left: usize) {
            if p + 1 == houses {
                out.push(row | ((left as u64) << (8 * p)));
                return;
            }
            for x in 0..=left {
                fill(out, row | ((x as u64) << (8 * p)), p + 1, houses, left - x);
            }
        }
        let mut out = Vec::with_capacity(usize::try_from(self.count[k]).unwrap_or(0));
        fill(&mut out, 0, 0, self.houses, k);
        out
    }
}

/// Where each state's value lies: states by the seeds on the board, then
/// by the seeds in the mover's row, then by the mover's row, then by his
/// opponent's row. States that differ only in the opponent's row lie side
/// by side, so the states a sowing leads to from one opponent row lie in a
/// few short runs: building the table reads mostly from the caches.
#[derive(Clone, Debug)]
pub(super) struct Layout {
    pub(super) rows: Rows,
    seeds: usize,
    /// `start[s * width + a]`: the first index of the states with `s`
    /// seeds on the board, `a` of them in the mover's row.
    pub(super) start: Vec<u64>,
    /// `seeds + 1`.
    pub(super) width: usize,
    pub(super) len: u64,
}

impl Layout {
    /// `None` when the table would not have an index in a `u64`.
    fn new(houses: usize, seeds: u8) -> Option<Layout> {
        let rows = Rows::new(houses, seeds);
        let width = usize::from(seeds) + 1;
        let mut start = vec![0u64; width * width];
        let mut at: u64 = 0;
        for s in 0..width {
            for a in 0..=s {
                start[s * width + a] = at;
                at = at.checked_add(rows.count[a].checked_mul(rows.count[s - a])?)?;
            }
        }
        Some(Layout {
            rows,
            seeds: usize::from(seeds),
            start,
            width,
            len: at,
        })
    }

    /// The index of the state whose mover holds `mine` (`a` seeds) and his
    /// opponent `theirs` (`b` seeds); `a + b` at most the table's seeds.
    #[inline(always)]
    pub(super) fn index(&self, mine: u64, a: usize, theirs: u64, b: usize) -> usize {
        let rows = &self.rows;
        let at = self.start[(a + b) * self.width + a]
            + rows.rank(mine, a) * rows.count[b]
            + rows.rank(theirs, b);
        at as usize
    }
}

/// Kalah's endgame table: the exact value (less what is banked) of every
/// state with at most [`KalahEndgame::seeds`] seeds on a board of
/// [`KalahEndgame::houses`] houses a row, whatever the seeds a house at the
/// start, one byte a state: `C(seeds + 2h, 2h)` bytes for `h` houses a row
/// (226 MB for 20 seeds on six houses, 1.25 GB for 24, 11 GB for 30).
///
/// [`KalahEndgame::build`] values every state, layer by layer of seeds on
/// the board, on several threads; [`KalahEndgame::write_to`] and
/// [`KalahEndgame::read_from`] keep it in a file, so that it is built once
/// for every solve of a board (Kalah(6, 4) and Kalah(6, 5) share the
/// tables of six houses). [`KalahSolver`](crate::solver::KalahSolver) reads it
/// wherever its search meets a state with few enough seeds, and so does
/// [`KalahEndgameEval`](crate::solver::KalahEndgameEval) in play.
///
/// ```
/// use fanga_core::Position;
/// use fanga_kalah::solver::{KalahEndgame, KalahSowings};
/// use fanga_kalah::{Kalah, KalahOptions};
///
/// let options = KalahOptions::new(3, 2)?;
/// let sowings = KalahSowings::new(&options);
/// let table = KalahEndgame::build(&sowings, 12, 2, |_, _| {})?;
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
    pub(super) layout: Layout,
    /// A value plus 128, a byte a state, at [`Layout::index`].
    pub(super) values: Vec<u8>,
}

impl std::fmt::Debug for KalahEndgame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("KalahEndgame")
            .field("houses", &self.houses())
            .field("seeds", &self.seeds())
            .field("len", &self.values.len())
            .finish()
    }
}

/// Why an endgame table could not be built, read or used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum EndgameError {
    /// Reading or writing failed.
    #[error("endgame table file: {0}")]
    Io(String),
    /// The file does not start as an endgame table of this version.
    #[error(
        "not a fanga Kalah endgame table of version 2 (tables of version 1 are read no more: build the table again): its first 8 bytes are {found:?}"
    )]
    NotATable {
        /// The first bytes found.
        found: Vec<u8>,
    },
    /// The board is not one the solver plays.
    #[error(
        "a table of {houses} houses and {seeds} seeds: houses must be 1 to 6 and seeds at most 40"
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
    /// The memory for the table could not be had.
    #[error("could not allocate {} for the endgame table", fanga_core::text::Bytes(*bytes))]
    Memory {
        /// The bytes asked for.
        bytes: u64,
    },
    /// The table would take more memory than the cap allows.
    #[error(
        "an endgame table of {seeds} seeds takes {}, more than the memory cap of {}", fanga_core::text::Bytes(*bytes), fanga_core::text::Bytes(*cap)
    )]
    TooLarge {
        /// The table's seeds.
        seeds: u8,
        /// Its bytes.
        bytes: u64,
        /// The cap.
        cap: u64,
    },
}

impl From<std::io::Error> for EndgameError {
    fn from(e: std::io::Error) -> Self {
        EndgameError::Io(e.to_string())
    }
}

/// The file's first bytes.
const MAGIC: &[u8; 8] = b"FNGKEG02";

/// FNV-1a over the values taken eight bytes at a time (little-endian, the
/// last word padded with zeros): the file's last 8 bytes.
fn checksum(values: &[u8]) -> u64 {
    let mut h: u64 = 0xCBF2_9CE4_8422_2325;
    let mut words = values.chunks_exact(8);
    for w in &mut words {
        let mut b = [0u8; 8];
        b.copy_from_slice(w);
        h = (h ^ u64::from_le_bytes(b)).wrapping_mul(0x0000_0100_0000_01B3);
    }
    let rest = words.remainder();
    if !rest.is_empty() {
        let mut b = [0u8; 8];
        b[..rest.len()].copy_from_slice(rest);
        h = (h ^ u64::from_le_bytes(b)).wrapping_mul(0x0000_0100_0000_01B3);
    }
    h
}

/// Zeroed memory for `len` values, or why not.
pub(super) fn zeroed(len: u64) -> Result<Vec<u8>, EndgameError> {
    let n = usize::try_from(len).map_err(|_| EndgameError::Memory { bytes: len })?;
    let mut v = Vec::new();
    v.try_reserve_exact(n)
        .map_err(|_| EndgameError::Memory { bytes: len })?;
    v.resize(n, 0);
    Ok(v)
}
impl KalahEndgame {
    /// The states (and bytes) of a table of `seeds` seeds for boards of
    /// `houses` houses a row: `C(seeds + 2 * houses, 2 * houses)`.
    ///
    /// # Errors
    ///
    /// [`EndgameError::Board`] for houses outside 1 to 6 or more than 40
    /// seeds.
    pub fn states(houses: usize, seeds: u8) -> Result<u64, EndgameError> {
        Ok(Self::layout(houses, seeds)?.len)
    }

    pub(super) fn layout(houses: usize, seeds: u8) -> Result<Layout, EndgameError> {
        let board = || EndgameError::Board {
            houses: u8::try_from(houses).unwrap_or(u8::MAX),
            seeds,
        };
        if !(1..=6).contains(&houses) || seeds > MAX_SEEDS {
            return Err(board());
        }
        Layout::new(houses, seeds).ok_or_else(board)
    }
    /// Houses a row.
    #[must_use]
    pub fn houses(&self) -> usize {
        self.layout.rows.houses
    }

    /// The most seeds on the board of a state in the table.
    #[must_use]
    pub fn seeds(&self) -> u8 {
        u8::try_from(self.layout.seeds).unwrap_or(MAX_SEEDS)
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

    /// The value, less what is banked, of a state with at most
    /// [`KalahEndgame::seeds`] seeds on the board (`None` for more, or for
    /// another board).
    #[must_use]
    pub fn value(&self, state: &KalahState) -> Option<i32> {
        let fits = |w: u64| w >> (8 * self.houses()) == 0;
        let (a, b) = (byte_sum(state.mine), byte_sum(state.theirs));
        if a + b > i32::from(self.seeds()) || !fits(state.mine) || !fits(state.theirs) {
            return None;
        }
        Some(self.probe(state.mine, a, state.theirs, b))
    }

    /// The value of the state whose mover holds `mine` (`a` seeds) and his
    /// opponent `theirs` (`b` seeds), `a + b` at most the table's seeds.
    #[inline]
    pub(super) fn probe(&self, mine: u64, a: i32, theirs: u64, b: i32) -> i32 {
        if mine == 0 || theirs == 0 {
            return a - b;
        }
        let at = self.layout.index(mine, a as usize, theirs, b as usize);
        i32::from(self.values[at]) - OFFSET
    }

    /// Writes the table: a header (`FNGKEG02`, houses, seeds, six zero
    /// bytes, the number of states as 8 bytes little-endian), a byte a
    /// state (its value plus 128, in the layout's order), and a checksum
    /// of those bytes (FNV-1a over 8-byte little-endian words, 8 bytes
    /// little-endian).
    ///
    /// # Errors
    ///
    /// [`EndgameError::Io`] when writing fails.
    pub fn write_to(&self, w: &mut impl std::io::Write) -> Result<(), EndgameError> {
        let mut header = [0u8; 24];
        header[..8].copy_from_slice(MAGIC);
        header[8] = self.houses() as u8;
        header[9] = self.seeds();
        header[16..].copy_from_slice(&(self.values.len() as u64).to_le_bytes());
        w.write_all(&header)?;
        for chunk in self.values.chunks(1 << 24) {
            w.write_all(chunk)?;
        }
        w.write_all(&checksum(&self.values).to_le_bytes())?;
        Ok(w.flush()?)
    }

    /// Reads the header of a table [`KalahEndgame::write_to`] wrote (its
    /// first 24 bytes), checked: the houses a row and the seeds of the
    /// table, known before its values are read.
    ///
    /// # Errors
    ///
    /// As [`KalahEndgame::read_from`], for the header.
    pub fn read_header(r: &mut impl std::io::Read) -> Result<(usize, u8), EndgameError> {
        let (layout, _) = Self::header(r)?;
        Ok((
            layout.rows.houses,
            u8::try_from(layout.seeds).unwrap_or(MAX_SEEDS),
        ))
    }

    /// The header's board, and the states it says the file holds (checked
    /// against the board).
    fn header(r: &mut impl std::io::Read) -> Result<(Layout, u64), EndgameError> {
        let mut header = [0u8; 24];
        r.read_exact(&mut header)?;
        if &header[..8] != MAGIC || header[10..16] != [0; 6] {
            return Err(EndgameError::NotATable {
                found: header[..8].to_vec(),
            });
        }
        let (houses, seeds) = (header[8], header[9]);
        let layout = Self::layout(usize::from(houses), seeds)?;
        let expected = layout.len;
        let mut len = [0u8; 8];
        len.copy_from_slice(&header[16..]);
        let found = u64::from_le_bytes(len);
        if found != expected {
            return Err(EndgameError::Length { expected, found });
        }
        Ok((layout, expected))
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
        let (layout, expected) = Self::header(r)?;
        let mut values = zeroed(expected)?;
        let mut done = 0;
        while done < values.len() {
            let end = (done + (1 << 24)).min(values.len());
            match r.read(&mut values[done..end]) {
                Ok(0) => {
                    return Err(EndgameError::Length {
                        expected,
                        found: done as u64,
                    });
                }
                Ok(n) => done += n,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e.into()),
            }
        }
        // |value| <= seeds: a byte within 128 - seeds ..= 128 + seeds.
        let seeds = u8::try_from(layout.seeds).unwrap_or(MAX_SEEDS);
        let low = (OFFSET - i32::from(seeds)) as u8;
        let span = 2 * seeds;
        if let Some(index) = values.iter().position(|&b| b.wrapping_sub(low) > span) {
            return Err(EndgameError::Value {
                index: index as u64,
                byte: values[index],
                seeds,
            });
        }
        let mut tail = [0u8; 8];
        r.read_exact(&mut tail)?;
        if u64::from_le_bytes(tail) != checksum(&values) {
            return Err(EndgameError::Checksum);
        }
        Ok(KalahEndgame { layout, values })
    }
}
