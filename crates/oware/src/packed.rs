//! Oware on a packed board: the fast path of random moves and playouts.
//!
//! The houses of a board of up to 8 houses a row fit in one `u128`, one byte
//! a house, in sowing order from the mover's first house: the mover's row in
//! bytes `0..h`, the opponent's in bytes `h..2h`. A lap is then a few
//! additions of byte masks (a lap on the engine's packed
//! [`Ring`](fanga_sowing::packed::ring::Ring): whole rounds, then the
//! remainder), the legal houses a loop over `h` bytes without branches,
//! and handing the turn over one rotation. Every seed is in one byte and no
//! byte overflows (a board holds at most 255 seeds), so additions never
//! carry from one house into the next.
//!
//! It plays exactly the rules of the crate's shell implementation; the
//! conformance kit checks every playout against the generic loop and the
//! crate's tests compare the two move by move.

use fanga_core::{ByPlayer, Player, Position, SplitMix64, playout::Playout};
use fanga_sowing::Pool;
use fanga_sowing::packed::ring::Ring;
use fanga_sowing::packed::{CLEAR, FULL, ONES, bytes_at_least, draw_bit, gather_high_bits};

use crate::{OwareOptions, OwareRules, OwareSize};
use fanga_core::GameOptions;
use fanga_sowing::SowingPosition;

/// An Oware position of either size.
type Pos<S> = SowingPosition<OwareRules<S>>;

/// The widest board the packed path plays: 2 x 8 houses fill the `u128`.
pub(crate) const MAX_HOUSES: u8 = 8;

/// An Oware position of `H` houses a row (1 to [`MAX_HOUSES`]), packed.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Packed<const H: u32> {
    /// The houses, in sowing order from the mover's first house.
    x: u128,
    /// The player to move.
    mover: Player,
    /// Seeds captured, South first.
    captured: ByPlayer<u32>,
    /// Half of every seed of the game (captured ones included), rounded
    /// down: the majority rule.
    half: u32,
}

/// How a packed playout ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum End {
    /// The rules ended it (majority, no legal move): `Position::outcome`.
    Rules,
    /// A position occurred a second time since the last capture.
    Repetition,
    /// The ply limit came first.
    Limit,
}

/// Calls `$body` with `$p`, the position packed for its number of houses
/// (a `Packed<H>` for H from 1 to [`MAX_HOUSES`]), or evaluates `$wide` for
/// a wider board.
macro_rules! with_packed {
    ($pos:expr, |$p:ident| $body:expr, $wide:expr) => {
        match $pos.board().cols() {
            1 => {
                let $p = $crate::packed::Packed::<1>::load($pos);
                $body
            }
            2 => {
                let $p = $crate::packed::Packed::<2>::load($pos);
                $body
            }
            3 => {
                let $p = $crate::packed::Packed::<3>::load($pos);
                $body
            }
            4 => {
                let $p = $crate::packed::Packed::<4>::load($pos);
                $body
            }
            5 => {
                let $p = $crate::packed::Packed::<5>::load($pos);
                $body
            }
            6 => {
                let $p = $crate::packed::Packed::<6>::load($pos);
                $body
            }
            7 => {
                let $p = $crate::packed::Packed::<7>::load($pos);
                $body
            }
            8 => {
                let $p = $crate::packed::Packed::<8>::load($pos);
                $body
            }
            _ => $wide,
        }
    };
}
pub(crate) use with_packed;

impl<const H: u32> Packed<H> {
    /// The ring's length.
    const L: u32 = 2 * H;
    /// Bytes `0..2H` hold 0xFF.
    const FULL_L: u128 = FULL[2 * H as usize];
    /// Bytes `0..H` hold 0xFF.
    const FULL_H: u64 = FULL[H as usize] as u64;
    /// Byte `i < H` holds `H - i`: a house feeds an empty opponent when its
    /// seeds reach past the `H - 1 - i` houses after it.
    const FEED: u64 = {
        let mut t = 0u64;
        let mut i = 0;
        while i < H {
            t |= ((H - i) as u64) << (8 * i);
            i += 1;
        }
        t
    };
    /// The ring of the 2H houses, in sowing order from byte 0.
    const RING: &'static Ring = &Ring::contiguous(2 * H as usize);

    /// The packed position of a board of `H` houses a row.
    #[inline]
    pub(crate) fn load<S: OwareSize>(pos: &Pos<S>) -> Packed<H>
    where
        OwareOptions<S>: GameOptions,
    {
        debug_assert_eq!(u32::from(pos.options().houses()), H);
        // Absolute sowing order: South's row from a1, then North's from the
        // last column back to a2 (read from the position's cells, without
        // rebuilding its board).
        let mut x = 0u128;
        for (i, &s) in pos.row(0).iter().enumerate() {
            x |= u128::from(s) << (8 * i);
        }
        for (i, &s) in pos.row(1).iter().enumerate() {
            x |= u128::from(s) << (8 * (Self::L as usize - 1 - i));
        }
        let mover = pos.turn();
        if mover == Player::North {
            x = Self::rotate(x);
        }
        let captured = ByPlayer::from_fn(|p| u32::from(pos.pool(Pool::Captured, p)));
        let total = pos.total();
        Packed {
            x,
            mover,
            captured,
            half: total / 2,
        }
    }

    /// Writes this position into `pos` (of the same board size).
    #[inline]
    pub(crate) fn store<S: OwareSize>(&self, pos: &mut Pos<S>)
    where
        OwareOptions<S>: GameOptions,
    {
        let x = if self.mover == Player::North {
            Self::rotate(self.x)
        } else {
            self.x
        };
        let bytes = x.to_le_bytes();
        let h = H as usize;
        let south = &bytes[..h];
        let mut north = [0u8; MAX_HOUSES as usize];
        for (c, n) in north[..h].iter_mut().enumerate() {
            *n = bytes[2 * h - 1 - c];
        }
        // The seeds are those of a position of the game, written straight
        // into its cells.
        pos.set_row_unchecked(0, south);
        pos.set_row_unchecked(1, &north[..h]);
        for p in Player::BOTH {
            let c = u8::try_from(self.captured[p]).unwrap_or(u8::MAX);
            pos.set_pool_unchecked(Pool::Captured, p, c);
        }
        pos.set_turn_unchecked(self.mover);
    }

    /// Hands the turn over: the two rows of `H` bytes swap.
    #[inline]
    fn rotate(x: u128) -> u128 {
        ((x >> (8 * H)) | (x << (8 * H))) & Self::FULL_L
    }

    #[inline]
    fn byte(&self, i: u32) -> u32 {
        u32::from((self.x >> (8 * i)) as u8)
    }

    /// Whether a player has captured more than half of the seeds, or both
    /// half (the game is over).
    #[inline]
    fn majority(&self) -> bool {
        let ByPlayer { south: s, north: n } = self.captured;
        s > self.half || n > self.half || (s == self.half && n == self.half)
    }

    /// The mover's legal houses: bit `i` for byte `i` (sowing order). A
    /// house is legal when its seeds reach the threshold of its byte: 1, or
    /// `H - i` when the opponent's row is empty (must feed).
    #[inline]
    fn legal(&self) -> u32 {
        let own = (self.x as u64) & Self::FULL_H;
        let opponent_empty = (self.x >> (8 * H)) as u64 & Self::FULL_H == 0;
        let t = if opponent_empty {
            Self::FEED
        } else {
            (ONES[H as usize]) as u64
        };
        gather_high_bits(bytes_at_least(own, t) & Self::FULL_H)
    }

    /// Draws a legal house as the shell does: uniformly, in column order
    /// (a to the last column: South's houses run in sowing order, North's
    /// against it); `None` if there is none.
    #[inline]
    fn draw(&self, rng: &mut SplitMix64) -> Option<u32> {
        let mask = self.legal();
        (mask != 0).then(|| draw_bit(mask, self.mover == Player::North, rng))
    }

    /// Plays the house at byte `i` (legal); `true` if it captured.
    #[inline]
    fn play(&mut self, i: u32) -> bool {
        let n = u32::from(self.x.to_le_bytes()[i as usize]);
        // The emptied house is skipped on every round.
        let (x, last) = Self::RING.sow_skipping(self.x & CLEAR[i as usize], i as usize, n);
        self.x = x;
        let captured = self.capture(last as u32);
        self.x = Self::rotate(self.x);
        self.mover = self.mover.other();
        captured
    }

    /// The capture from the last house `last`, backwards while the
    /// opponent's houses hold 2 or 3, unless it takes his whole row;
    /// `true` if it captured. (Plain branches measure faster here than a
    /// branch-free mask of the run: most laps end on a house that captures
    /// nothing, which the branches predict well.)
    #[inline]
    fn capture(&mut self, last: u32) -> bool {
        if last < H {
            return false;
        }
        let mut first = last + 1;
        let mut taken = 0;
        while first > H && matches!(self.byte(first - 1), 2 | 3) {
            first -= 1;
            taken += self.byte(first);
        }
        if taken == 0 {
            return false;
        }
        // The opponent's row: at most 8 bytes, whose sum (at most 255) is
        // the top byte of the product.
        let row = ((self.x >> (8 * H)) as u64).wrapping_mul(0x0101_0101_0101_0101) >> 56;
        if u64::from(taken) == row {
            return false; // a grand slam captures nothing
        }
        self.x &= !(FULL[(last + 1 - first) as usize] << (8 * first));
        self.captured[self.mover] += taken;
        true
    }

    /// Plays a random legal move (as [`crate::OwareRules::play_random`]
    /// draws it); `false` if the game is over.
    #[inline]
    pub(crate) fn play_random(&mut self, rng: &mut SplitMix64) -> bool {
        if self.majority() {
            return false;
        }
        match self.draw(rng) {
            Some(i) => {
                self.play(i);
                true
            }
            None => false,
        }
    }

    /// A random playout from this position, as the generic loop plays it.
    /// Oware's repetition rule is kept with the packed positions since the
    /// last capture, one list for each player to move (a capture empties
    /// them: no earlier position can recur).
    pub(crate) fn playout<S: OwareSize>(
        mut self,
        start: &Pos<S>,
        rng: &mut SplitMix64,
        max: usize,
    ) -> Playout<Pos<S>>
    where
        OwareOptions<S>: GameOptions,
    {
        let mut seen = Seen::new(self.mover);
        seen.insert(self.mover, self.x);
        let mut plies = 0;
        // Only a capture can give a player the majority.
        let mut over = self.majority();
        let end = loop {
            if plies == max {
                break End::Limit;
            }
            if over {
                break End::Rules;
            }
            let Some(i) = self.draw(rng) else {
                break End::Rules;
            };
            if self.play(i) {
                seen.clear(self.mover);
                over = self.majority();
            }
            plies += 1;
            if !seen.insert(self.mover, self.x) {
                break End::Repetition;
            }
        };
        let mut position = *start;
        self.store(&mut position);
        let outcome = match end {
            End::Repetition => position.repetition_outcome(),
            End::Rules | End::Limit => position.outcome(),
        };
        Playout {
            position,
            plies,
            outcome,
        }
    }
}

/// The packed positions of a game since its last capture, in order (so
/// that the player to move alternates along the list), with a 256-bit
/// filter of their hashes: most positions are new, and a position whose bit
/// is clear is new for certain, so the list is searched only when the bit is
/// set. The first 32 positions are on the stack, any further ones on the
/// heap (a long run without capture is rare in play).
struct Seen {
    filter: [u64; 4],
    first: [u128; 32],
    len: usize,
    more: Vec<u128>,
    /// The player to move at the first position of the list.
    first_mover: Player,
}

impl Seen {
    fn new(mover: Player) -> Seen {
        Seen {
            filter: [0; 4],
            first: [0; 32],
            len: 0,
            more: Vec::new(),
            first_mover: mover,
        }
    }

    /// Forgets every position (after a capture); `mover` moves next.
    #[inline]
    fn clear(&mut self, mover: Player) {
        self.filter = [0; 4];
        self.len = 0;
        self.more.clear();
        self.first_mover = mover;
    }

    /// Records `x` with `mover` to move; `false` if it was already there.
    #[inline]
    fn insert(&mut self, mover: Player, x: u128) -> bool {
        let h = ((x as u64) ^ ((x >> 64) as u64) ^ mover.index() as u64)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            >> 56;
        let (word, bit) = ((h >> 6) as usize, 1u64 << (h & 63));
        if self.filter[word] & bit != 0 && self.contains(mover, x) {
            return false;
        }
        self.filter[word] |= bit;
        match self.first.get_mut(self.len) {
            Some(slot) => *slot = x,
            None => self.more.push(x),
        }
        self.len += 1;
        true
    }

    /// Whether `x` with `mover` to move is in the list: the entries of the
    /// same parity as `mover`'s.
    fn contains(&self, mover: Player, x: u128) -> bool {
        let from = usize::from(mover != self.first_mover);
        let stack = self.len.min(self.first.len());
        // Plain loops over every other entry (an iterator chain with
        // `step_by` costs several times more).
        let mut i = from;
        while i < stack {
            if self.first[i] == x {
                return true;
            }
            i += 2;
        }
        let mut i = i - stack;
        while i < self.more.len() {
            if self.more[i] == x {
                return true;
            }
            i += 2;
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Long runs spill onto the heap; positions are told apart by the
    /// player to move.
    #[test]
    fn seen_positions_past_the_stack_and_by_mover() {
        let mut seen = Seen::new(Player::South);
        let mut mover = Player::South;
        for x in 0..300u128 {
            assert!(seen.insert(mover, x * 7919));
            mover = mover.other();
        }
        let mut mover = Player::South;
        for x in 0..300u128 {
            assert!(!seen.insert(mover, x * 7919), "{x}");
            assert!(seen.contains(mover, x * 7919));
            assert!(!seen.contains(mover.other(), x * 7919));
            mover = mover.other();
        }
        seen.clear(Player::North);
        assert!(seen.insert(Player::North, 0));
        assert!(seen.insert(Player::South, 0));
        assert!(!seen.insert(Player::North, 0));
    }
}
