//! The table of bounds that [`KalahSolver`](super::KalahSolver)'s threads
//! share without locks: a state's code, its bucket and slot, and the
//! entry a slot holds.

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

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
pub(super) struct Table {
    buckets: Vec<Bucket>,
    bits: u32,
}

/// A bijection of the 60-bit words (xor-shifts and odd multipliers).
pub(super) fn mix(code: u64) -> u64 {
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
pub(super) struct Entry {
    pub(super) lo: i32,
    pub(super) hi: i32,
    pub(super) best: u8,
    pub(super) work: u8,
}

/// No best pit.
pub(super) const NO_PIT: u8 = 7;

impl Table {
    pub(super) fn new(bytes: u64) -> Table {
        let n = (bytes / std::mem::size_of::<Bucket>() as u64).max(1 << 19);
        let bits = 63 - n.leading_zeros();
        let buckets = std::iter::repeat_with(Bucket::default)
            .take(1 << bits)
            .collect();
        Table { buckets, bits }
    }

    pub(super) fn bytes(&self) -> u64 {
        (self.buckets.len() * std::mem::size_of::<Bucket>()) as u64
    }

    fn locate(&self, code: u64) -> (&Bucket, u64) {
        let h = mix(code);
        let b = &self.buckets[(h & ((1 << self.bits) - 1)) as usize];
        (b, (h >> self.bits) << INFO_BITS)
    }

    pub(super) fn get(&self, code: u64, seeds: i32) -> Option<Entry> {
        let (bucket, key) = self.locate(code);
        bucket.0.iter().find_map(|slot| {
            let w = slot.load(Relaxed);
            (w & !INFO_MASK == key && w & USED != 0).then(|| unpack(w, seeds))
        })
    }

    pub(super) fn put(&self, code: u64, seeds: i32, e: Entry) {
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

    pub(super) fn entries(&self) -> u64 {
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

/// Five bits a pit, when every pit holds at most 31 seeds.
pub(super) fn code(mine: u64, theirs: u64) -> Option<u64> {
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
