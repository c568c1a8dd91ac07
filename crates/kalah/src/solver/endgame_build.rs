//! Building a [`KalahEndgame`]: every state of the table valued, fewest
//! seeds on the board first, by threads that share the values without
//! locks.

use std::sync::atomic::{AtomicU8, AtomicU64, AtomicUsize, Ordering::Relaxed};

use super::endgame::{EndgameError, KalahEndgame, Layout, OFFSET, zeroed};
use super::sowings::KalahSowings;
use super::state::{KalahState, byte, byte_sum};

/// States a work item of the build holds at least (a few opponent rows
/// with every mover row of theirs).
const ITEM_STATES: u64 = 1 << 16;

impl KalahEndgame {
    /// The complete table of every state with at most `seeds` seeds (at
    /// most 40) on the board of `sowings`, on `threads` threads;
    /// `progress(valued, states)` is called now and then from the first.
    ///
    /// The states are valued by the number of seeds on the board, fewest
    /// first: a sowing that reaches a store or captures leaves fewer seeds,
    /// so those states are known; one that stays in the mover's row leaves
    /// as many, and its state is valued first if it is not yet (a chain of
    /// such sowings ends, since each brings seeds nearer a store). The
    /// threads take blocks of states in turn and share the values without
    /// locks: a slot is written only with its state's one exact value.
    ///
    /// # Errors
    ///
    /// [`EndgameError::Board`] for more than 40 seeds,
    /// [`EndgameError::Memory`] when the table does not fit in memory.
    pub fn build(
        sowings: &KalahSowings,
        seeds: u8,
        threads: usize,
        progress: impl Fn(u64, u64) + Sync,
    ) -> Result<Self, EndgameError> {
        let layout = Self::layout(sowings.houses(), seeds)?;
        let total = layout.len;
        let values: Vec<AtomicU8> = zeroed(total)?.into_iter().map(AtomicU8::new).collect();
        let rows: Vec<Vec<u64>> = (0..=usize::from(seeds))
            .map(|k| layout.rows.all(k))
            .collect();
        // Work items: (seeds on the board, seeds in the mover's row, the
        // first and last opponent rows), in the order of the layout.
        let mut items = Vec::new();
        for s in 0..=usize::from(seeds) {
            for a in 0..=s {
                let b = s - a;
                let per_row = layout.rows.count[a];
                let step = (ITEM_STATES / per_row.max(1)).max(1) as usize;
                let n = rows[b].len();
                let mut first = 0;
                while first < n {
                    let last = (first + step).min(n);
                    items.push((s, a, first, last));
                    first = last;
                }
            }
        }
        let builder = Builder {
            sowings,
            layout: &layout,
            values: &values,
            valued: AtomicU64::new(0),
        };
        let next = AtomicUsize::new(0);
        let threads = threads.max(1);
        std::thread::scope(|scope| {
            for t in 0..threads {
                let (builder, rows, items, next, progress) =
                    (&builder, &rows, &items, &next, &progress);
                let run = move || {
                    let mut reported = 0u64;
                    loop {
                        let i = next.fetch_add(1, Relaxed);
                        let Some(&(s, a, first, last)) = items.get(i) else {
                            break;
                        };
                        builder.item(&rows[a], &rows[s - a][first..last], a, s - a, first);
                        if t == 0 {
                            let valued = builder.valued.load(Relaxed);
                            if valued >= reported + (1 << 24) {
                                reported = valued;
                                progress(valued, total);
                            }
                        }
                    }
                };
                std::thread::Builder::new()
                    .stack_size(BUILD_STACK)
                    .spawn_scoped(scope, run)
                    .map(drop)
                    .unwrap_or_else(|_| run());
            }
        });
        progress(builder.valued.load(Relaxed), total);
        // Every state is valued now; the values are read only from here.
        let values: Vec<u8> = values.into_iter().map(AtomicU8::into_inner).collect();
        Ok(KalahEndgame { layout, values })
    }
}

/// Each build thread's stack: a chain of sowings that stay in their row
/// values one state a frame.
const BUILD_STACK: usize = 64 << 20;

/// What the build threads share.
struct Builder<'a> {
    sowings: &'a KalahSowings,
    layout: &'a Layout,
    values: &'a [AtomicU8],
    valued: AtomicU64,
}

impl Builder<'_> {
    /// Values every state whose mover holds one of `mine` (`a` seeds each)
    /// and whose opponent holds one of `theirs` (`b` seeds each, the first
    /// of rank `first`), unless valued already.
    fn item(&self, mine: &[u64], theirs: &[u64], a: usize, b: usize, first: usize) {
        let layout = self.layout;
        let base = layout.start[(a + b) * layout.width + a];
        let stride = layout.rows.count[b];
        let mut valued = 0;
        for (j, &t) in theirs.iter().enumerate() {
            let rb = (first + j) as u64;
            for (ra, &m) in mine.iter().enumerate() {
                let at = (base + ra as u64 * stride + rb) as usize;
                if self.values[at].load(Relaxed) != 0 {
                    continue;
                }
                let v = if m == 0 || t == 0 {
                    a as i32 - b as i32
                } else {
                    self.best(m, t, &mut valued)
                };
                if self.values[at].swap(value_byte(v), Relaxed) == 0 {
                    valued += 1;
                }
            }
        }
        self.valued.fetch_add(valued, Relaxed);
    }

    /// The value of a state with a move (neither row empty): the best of
    /// its sowings.
    fn best(&self, mine: u64, theirs: u64, valued: &mut u64) -> i32 {
        let s = KalahState {
            mine,
            theirs,
            banked: 0,
        };
        let mut best = i32::MIN;
        for i in 0..self.sowings.houses() {
            if byte(mine, i) == 0 {
                continue;
            }
            let (next, again) = self.sowings.sow(&s, i);
            let gain = i32::from(next.banked);
            let v = if again || next.mine == 0 || next.theirs == 0 {
                gain + self.value(next.mine, next.theirs, valued)
            } else {
                gain - self.value(next.theirs, next.mine, valued)
            };
            best = best.max(v);
        }
        best
    }

    /// The value of any state of the table, valuing it first if no thread
    /// has.
    fn value(&self, mine: u64, theirs: u64, valued: &mut u64) -> i32 {
        let (a, b) = (byte_sum(mine), byte_sum(theirs));
        if mine == 0 || theirs == 0 {
            return a - b;
        }
        let at = self.layout.index(mine, a as usize, theirs, b as usize);
        let known = self.values[at].load(Relaxed);
        if known != 0 {
            return i32::from(known) - OFFSET;
        }
        let v = self.best(mine, theirs, valued);
        if self.values[at].swap(value_byte(v), Relaxed) == 0 {
            *valued += 1;
        }
        v
    }
}

/// A value as the table stores it: |value| <= 40, a byte in 88 ..= 168.
fn value_byte(v: i32) -> u8 {
    u8::try_from(v + OFFSET).unwrap_or(0)
}
