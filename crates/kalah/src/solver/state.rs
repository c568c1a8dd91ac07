//! [`KalahState`], a Kalah state between two sowings as the solver keeps it
//! (each row a word, a byte a pit), and the byte arithmetic on those words.

/// A Kalah state between two sowings, for the player to move: his pits in
/// his sowing order (the bytes of one word, least significant first), his
/// opponent's in theirs (another word), and his store less his opponent's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct KalahState {
    pub(crate) mine: u64,
    pub(crate) theirs: u64,
    pub(crate) banked: i16,
}

/// One seed in every byte.
const ONES: u64 = 0x0101_0101_0101_0101;

/// The sum of a word's bytes (each row holds fewer than 256 seeds).
pub(crate) const fn byte_sum(x: u64) -> i32 {
    (x.wrapping_mul(ONES) >> 56) as i32
}

/// Byte `i` of a word.
pub(crate) const fn byte(x: u64, i: usize) -> u8 {
    (x >> (8 * i)) as u8
}

impl KalahState {
    /// The player to move's pits, in his sowing order.
    #[must_use]
    pub fn mine(&self, houses: usize) -> Vec<u8> {
        (0..houses).map(|i| byte(self.mine, i)).collect()
    }

    /// The opponent's pits, in his sowing order.
    #[must_use]
    pub fn theirs(&self, houses: usize) -> Vec<u8> {
        (0..houses).map(|i| byte(self.theirs, i)).collect()
    }

    /// The player to move's store less his opponent's.
    #[must_use]
    pub fn banked(&self) -> i32 {
        i32::from(self.banked)
    }

    /// The other player's view of the same board.
    pub(super) fn flip(self) -> KalahState {
        KalahState {
            mine: self.theirs,
            theirs: self.mine,
            banked: -self.banked,
        }
    }
}
