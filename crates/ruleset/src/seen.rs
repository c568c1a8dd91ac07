//! The positions a fast playout has reached since the seeds in the stores
//! last changed, to find a repetition as the game's history finds it
//! ([`fanga_core::History`]): within such a stretch a position is its two
//! rows and the player to move (the stores are the same, and the game's
//! state is the same while the game goes on under the rules the fast path
//! plays).
//!
//! A 256-bit filter of the positions' hashes answers most insertions
//! without searching the list: a position whose bit is clear is new.
//!
//! A position is keyed as its path holds it: the board's 32 hole cells as
//! words on the cells path ([`crate::fast`]), the packed board (in the
//! mover's sowing order) on the packed path ([`crate::packed`]), each with
//! the player to move.

use fanga_core::Player;
use smallvec::SmallVec;

/// A position within a stretch, as a path keys it.
pub(crate) trait Key: Copy + PartialEq {
    /// The key's bit of the 256-bit filter.
    fn bit(&self) -> usize;
}

/// The board's 32 hole cells as words, and the player to move.
impl Key for ([u64; 4], Player) {
    #[inline]
    fn bit(&self) -> usize {
        let [a, b, c, d] = self.0;
        let h = (a ^ b.rotate_left(17) ^ c.rotate_left(31) ^ d.rotate_left(47))
            .wrapping_add(self.1.index() as u64)
            .wrapping_mul(0x9e37_79b9_7f4a_7c15);
        (h >> 56) as usize
    }
}

/// A packed board, and the player to move.
impl Key for (u128, Player) {
    #[inline]
    fn bit(&self) -> usize {
        let x = self.0;
        let h = ((x as u64) ^ ((x >> 64) as u64).rotate_left(29))
            .wrapping_add(self.1.index() as u64)
            .wrapping_mul(0x9e37_79b9_7f4a_7c15);
        (h >> 56) as usize
    }
}

/// The positions of the stretch.
pub(crate) struct Seen<K: Key> {
    filter: [u64; 4],
    keys: SmallVec<[K; 32]>,
    /// The seeds in the stores during the stretch.
    stores: u32,
}

impl<K: Key> Seen<K> {
    /// A stretch that starts at `key`, with `stores` seeds in the stores.
    pub(crate) fn new(key: K, stores: u32) -> Seen<K> {
        let mut seen = Seen {
            filter: [0; 4],
            keys: SmallVec::new(),
            stores,
        };
        seen.insert(key, stores);
        seen
    }

    /// Records that the playout reached `key` with `stores` seeds in the
    /// stores: `false` if it was reached before (a repetition).
    #[inline]
    pub(crate) fn insert(&mut self, key: K, stores: u32) -> bool {
        if stores != self.stores {
            // Seeds never leave the stores: no earlier position recurs.
            self.stores = stores;
            self.reset();
        }
        self.add(key)
    }

    /// Forgets every position (the seeds in the stores changed: no earlier
    /// position recurs).
    #[inline]
    pub(crate) fn reset(&mut self) {
        self.filter = [0; 4];
        self.keys.clear();
    }

    /// Records that the playout reached `key` within the stretch: `false`
    /// if it was reached before (a repetition).
    #[inline]
    pub(crate) fn add(&mut self, key: K) -> bool {
        let b = key.bit();
        let (word, mask) = (b / 64, 1u64 << (b % 64));
        if self.filter[word] & mask != 0 && self.keys.contains(&key) {
            return false;
        }
        self.filter[word] |= mask;
        self.keys.push(key);
        true
    }
}
