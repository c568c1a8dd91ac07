//! The positions a fast playout has reached since the seeds in the stores
//! last changed, to find a repetition as the game's history finds it
//! ([`fanga_core::History`]): within such a stretch a position is its two
//! rows and the player to move (the stores are the same, and the game's
//! state is the same while the game goes on under the rules the fast path
//! plays).
//!
//! A 256-bit filter of the positions' hashes answers most insertions
//! without searching the list: a position whose bit is clear is new.

use fanga_core::Player;
use smallvec::SmallVec;

/// A position within a stretch: the board's 32 hole cells as words, and
/// the player to move.
pub(crate) type Key = ([u64; 4], Player);

/// The positions of the stretch.
pub(crate) struct Seen {
    filter: [u64; 4],
    keys: SmallVec<[Key; 32]>,
    /// The seeds in the stores during the stretch.
    stores: u32,
}

/// The filter's bit of `key`.
fn bit(key: &Key) -> usize {
    let [a, b, c, d] = key.0;
    let h = (a ^ b.rotate_left(17) ^ c.rotate_left(31) ^ d.rotate_left(47))
        .wrapping_add(key.1.index() as u64)
        .wrapping_mul(0x9e37_79b9_7f4a_7c15);
    (h >> 56) as usize
}

impl Seen {
    /// A stretch that starts at `key`, with `stores` seeds in the stores.
    pub(crate) fn new(key: Key, stores: u32) -> Seen {
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
    pub(crate) fn insert(&mut self, key: Key, stores: u32) -> bool {
        if stores != self.stores {
            // Seeds never leave the stores: no earlier position recurs.
            self.stores = stores;
            self.filter = [0; 4];
            self.keys.clear();
        }
        let b = bit(&key);
        let (word, mask) = (b / 64, 1u64 << (b % 64));
        if self.filter[word] & mask != 0 && self.keys.contains(&key) {
            return false;
        }
        self.filter[word] |= mask;
        self.keys.push(key);
        true
    }
}
