//! The solver's transposition table of exact bounds.

/// A table entry: exact bounds of the value less what is banked
/// ([`UNBOUNDED`] where a side is unknown), the best move's index in
/// generation order, and the work below it (`0`: an empty slot).
#[derive(Clone)]
pub(crate) struct Entry<C> {
    pub(crate) code: C,
    pub(crate) lo: i16,
    pub(crate) hi: i16,
    pub(crate) best: u8,
    pub(crate) work: u8,
}

/// A bound not known, as stored.
pub(crate) const UNBOUNDED: i16 = i16::MAX;

/// A bound as stored: values beyond `i16` (never those of a game, which
/// stay within `2 * RESULT_WEIGHT`) are unknown.
pub(crate) fn store_bound(v: i32) -> i16 {
    i16::try_from(v)
        .ok()
        .filter(|v| v.abs() < UNBOUNDED)
        .unwrap_or(UNBOUNDED)
}

/// The transposition table: two-entry buckets of entries that hold the
/// whole code (a hit is exact), growing by doubling up to the memory cap,
/// then replacing the entry with less work below it. Slots are allocated
/// at the first entry, filled with its code and no work.
pub(crate) struct Table<C> {
    slots: Vec<Entry<C>>,
    pub(crate) entries: u64,
    max_slots: usize,
}

impl<C: Clone + Eq> Table<C> {
    pub(crate) fn new(memory: u64) -> Self {
        let size = std::mem::size_of::<Entry<C>>().max(1) as u64;
        let most = (memory / size).max(2);
        // The largest power of two that fits the cap.
        let max_slots = usize::try_from(1u64 << (63 - most.leading_zeros())).unwrap_or(1 << 30);
        Table {
            slots: Vec::new(),
            entries: 0,
            max_slots,
        }
    }

    pub(crate) fn bytes(&self) -> u64 {
        (self.slots.capacity() * std::mem::size_of::<Entry<C>>()) as u64
    }

    pub(crate) fn bucket(&self, hash: u64) -> usize {
        // Two slots a bucket: an even index.
        (hash as usize) & (self.slots.len() - 1) & !1
    }

    pub(crate) fn get(&self, code: &C, hash: u64) -> Option<&Entry<C>> {
        if self.slots.is_empty() {
            return None;
        }
        let b = self.bucket(hash);
        self.slots[b..b + 2]
            .iter()
            .find(|e| e.work > 0 && e.code == *code)
    }

    pub(crate) fn put(&mut self, entry: Entry<C>, hash: u64, rehash: impl Fn(&C) -> u64) {
        if self.slots.is_empty() {
            let empty = Entry {
                work: 0,
                ..entry.clone()
            };
            self.slots = vec![empty; self.max_slots.min(1 << 14)];
        } else if self.entries * 4 >= self.slots.len() as u64 * 3
            && self.slots.len() < self.max_slots
        {
            self.grow(rehash);
        }
        self.place(entry, hash);
    }

    pub(crate) fn place(&mut self, entry: Entry<C>, hash: u64) {
        let b = self.bucket(hash);
        let pair = &mut self.slots[b..b + 2];
        // The same code, else an empty slot, else the one with less work.
        let i = if let Some(i) = pair.iter().position(|e| e.work > 0 && e.code == entry.code) {
            i
        } else if let Some(i) = pair.iter().position(|e| e.work == 0) {
            self.entries += 1;
            i
        } else {
            usize::from(pair[1].work < pair[0].work)
        };
        pair[i] = entry;
    }

    /// Doubles the table and places every entry again.
    pub(crate) fn grow(&mut self, rehash: impl Fn(&C) -> u64) {
        let Some(first) = self.slots.first() else {
            return;
        };
        let empty = Entry {
            work: 0,
            ..first.clone()
        };
        let bigger = vec![empty; self.slots.len() * 2];
        let old = std::mem::replace(&mut self.slots, bigger);
        self.entries = 0;
        for e in old.into_iter().filter(|e| e.work > 0) {
            let h = rehash(&e.code);
            self.place(e, h);
        }
    }
}
