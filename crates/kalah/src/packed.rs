//! Kalah on a packed board: the fast path of random moves, playouts and
//! the enumeration of whole turns.
//!
//! The 12 pits and 2 stores fit in one `u128`, one byte each: South's pits
//! `a1 .. f1` in bytes 0 to 5, his store in byte 6, North's pits `f2 .. a2`
//! in bytes 7 to 12 and his store in byte 13 (each player's pits in his
//! sowing order). Every operation is written for a mover known at compile
//! time (`M`: 0 South, 1 North), so that each player's circuit is a table,
//! a packed [`Ring`] of 13 places that skips the opponent's store: a lap is
//! at most three additions of byte masks (whole rounds, the remainder along
//! the circuit), and no byte moves when the turn changes hands. A board holds at most 255
//! seeds, so no byte overflows into the next.
//!
//! It plays exactly the rules of the crate's shell implementation and draws
//! as [`crate::KalahRules::play_random`] documents; the conformance kit
//! checks every playout against the generic loop, and the tests below and
//! `tests/reference_playouts.rs` compare the two move by move.

use std::ops::ControlFlow;

use fanga_core::{Player, Position, SplitMix64, playout::Playout};
use fanga_sowing::packed::ring::Ring;
use fanga_sowing::packed::{CLEAR, draw_bit, gather_high_bits, nonzero_bytes};
use fanga_sowing::{Hole, Pool};

use crate::{Engine, KalahMove, MAX_SOWINGS};

/// Bytes 0 to 5: one row of pits.
const ROW: u128 = (1u128 << (8 * 6)) - 1;
/// A circuit's length: one's pits and store, the opponent's pits.
const L: usize = 13;

/// The byte of place `p` (0 to 12) of player `m`'s circuit: his pits and
/// store (bytes `7m ..= 7m + 6`), then the opponent's pits.
const fn byte_of(m: usize, p: usize) -> usize {
    if p < 7 {
        7 * m + p
    } else {
        7 * (1 - m) + p - 7
    }
}

/// Player `M`'s circuit, place `p` in byte `byte_of(M, p)`.
struct Circuit<const M: usize>;

impl<const M: usize> Circuit<M> {
    const RING: &'static Ring = &{
        let mut bytes = [0u8; L];
        let mut p = 0;
        while p < L {
            bytes[p] = byte_of(M, p) as u8;
            p += 1;
        }
        Ring::new(&bytes)
    };
}

/// A Kalah position, packed.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Packed {
    /// Pits and stores.
    x: u128,
    /// The player to move.
    mover: Player,
}

/// Where a turn's lap ended.
enum Landing {
    /// In the mover's store.
    Store,
    /// Anywhere else, at the byte given.
    Hole(usize),
}

impl Packed {
    /// The packed position.
    #[inline]
    pub(crate) fn load(pos: &Engine) -> Packed {
        // Read from the position's cells, without rebuilding its board.
        let mut x = 0u128;
        for (c, &s) in pos.row(0).iter().enumerate() {
            x |= u128::from(s) << (8 * c);
        }
        x |= u128::from(pos.pool(Pool::Store, Player::South)) << (8 * 6);
        for (c, &s) in pos.row(1).iter().enumerate() {
            x |= u128::from(s) << (8 * (12 - c));
        }
        x |= u128::from(pos.pool(Pool::Store, Player::North)) << (8 * 13);
        Packed {
            x,
            mover: pos.turn(),
        }
    }

    /// Writes this position into `pos`.
    #[inline]
    pub(crate) fn store(&self, pos: &mut Engine) {
        let b = self.x.to_le_bytes();
        let mut north = [0u8; 6];
        for (c, n) in north.iter_mut().enumerate() {
            *n = b[12 - c];
        }
        // The seeds are those of a position of the game, written straight
        // into its cells.
        pos.set_row_unchecked(0, &b[..6]);
        pos.set_row_unchecked(1, &north);
        pos.set_pool_unchecked(Pool::Store, Player::South, b[6]);
        pos.set_pool_unchecked(Pool::Store, Player::North, b[13]);
        pos.set_turn_unchecked(self.mover);
    }

    #[inline]
    fn byte(&self, i: usize) -> u32 {
        u32::from(self.x.to_le_bytes()[i])
    }

    /// Whether a row is empty (the game is over).
    #[inline]
    fn rows_empty(&self) -> bool {
        self.x & ROW == 0 || (self.x >> (8 * 7)) & ROW == 0
    }

    /// Player `M`'s non-empty pits: bit `i` for his pit `i` (sowing order).
    #[inline]
    fn pits<const M: usize>(&self) -> u32 {
        gather_high_bits(nonzero_bytes((self.x >> (56 * M)) as u64 & ROW as u64))
    }

    /// Sows player `M`'s pit `i` (not empty).
    #[inline]
    fn sow<const M: usize>(&mut self, i: usize) -> Landing {
        let at = 7 * M + i;
        // Pit i is place i of the mover's circuit.
        let n = self.byte(at);
        let last;
        (self.x, last) = Circuit::<M>::RING.sow(self.x & CLEAR[at], i, n);
        if last == 6 {
            Landing::Store
        } else {
            Landing::Hole(byte_of(M, last))
        }
    }

    /// After player `M`'s lap ended in byte `b` (not his store): his
    /// capture, if `b` is one of his pits, was empty, and faces seeds.
    /// Without a branch on the board: the capture is applied through a mask
    /// that is all ones or all zeros.
    #[inline]
    fn capture<const M: usize>(&mut self, b: usize) {
        let own = (b >= 7 * M) & (b < 7 * M + 6);
        // Pit b faces pit 12 - b, on both sides (b is at most 12).
        let facing = 12 - b;
        let taken = self.byte(facing);
        let captures = own & (self.byte(b) == 1) & (taken > 0);
        let all = 0u128.wrapping_sub(u128::from(captures));
        self.x &= !(!(CLEAR[b] & CLEAR[facing]) & all);
        self.x += (u128::from(taken + 1) << (8 * (7 * M + 6))) & all;
    }

    /// Player `M`'s pit `i` (sowing order) as a hole.
    #[inline]
    fn pit<const M: usize>(i: usize) -> Hole {
        let i = i as u8;
        if M == 0 {
            Hole::at(i, 0)
        } else {
            Hole::at(5 - i, 1)
        }
    }

    /// Visits every whole turn of the mover (the game is not over) as the
    /// shell lists them: pits in column order, and after each landing in
    /// his store, every non-empty pit in column order, depth first; a
    /// single non-empty pit is sown without being written in the move.
    pub(crate) fn for_each_turn(
        &self,
        visit: &mut impl FnMut(KalahMove) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let mut path = [Hole::store(self.mover); MAX_SOWINGS];
        match self.mover {
            Player::South => self.turns::<0>(&mut path, 0, visit),
            Player::North => self.turns::<1>(&mut path, 0, visit),
        }
    }

    fn turns<const M: usize>(
        &self,
        path: &mut [Hole; MAX_SOWINGS],
        len: usize,
        visit: &mut impl FnMut(KalahMove) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        if len == MAX_SOWINGS {
            // No move can hold a longer turn (none occurs in play).
            return ControlFlow::Continue(());
        }
        let mut mask = self.pits::<M>();
        while mask != 0 {
            // Column order: South's pits in sowing order, North's against it.
            let i = if M == 0 {
                mask.trailing_zeros()
            } else {
                31 - mask.leading_zeros()
            } as usize;
            mask &= !(1 << i);
            path[len] = Self::pit::<M>(i);
            let mut next = *self;
            let mut landing = next.sow::<M>(i);
            loop {
                if matches!(landing, Landing::Hole(_)) || next.rows_empty() {
                    let m = KalahMove::new(&path[..=len]);
                    debug_assert!(m.is_ok());
                    if let Ok(m) = m {
                        visit(m)?;
                    }
                    break;
                }
                let pits = next.pits::<M>();
                if pits.count_ones() == 1 {
                    landing = next.sow::<M>(pits.trailing_zeros() as usize);
                    continue;
                }
                next.turns::<M>(path, len + 1, visit)?;
                break;
            }
        }
        ControlFlow::Continue(())
    }

    /// Plays a whole turn of player `M`, each sowing drawn uniformly among
    /// his non-empty pits in column order (a to f: South's pits run in
    /// sowing order, North's against it); `false` if the game was over.
    #[inline]
    fn turn<const M: usize>(&mut self, rng: &mut SplitMix64) -> bool {
        if self.rows_empty() {
            return false;
        }
        loop {
            let i = draw_bit(self.pits::<M>(), M == 1, rng) as usize;
            match self.sow::<M>(i) {
                Landing::Store if self.rows_empty() => break,
                Landing::Store => {}
                Landing::Hole(b) => {
                    self.capture::<M>(b);
                    break;
                }
            }
        }
        true
    }

    /// Plays a random turn; `false` if the game is over.
    #[inline]
    pub(crate) fn play_random(&mut self, rng: &mut SplitMix64) -> bool {
        let played = match self.mover {
            Player::South => self.turn::<0>(rng),
            Player::North => self.turn::<1>(rng),
        };
        if played {
            self.mover = self.mover.other();
        }
        played
    }

    /// A random playout from this position, as the generic loop plays it.
    pub(crate) fn playout(
        mut self,
        start: &Engine,
        rng: &mut SplitMix64,
        max: usize,
    ) -> Playout<Engine> {
        let mut plies = 0;
        if self.mover == Player::North && max > 0 && self.turn::<1>(rng) {
            plies += 1;
            self.mover = Player::South;
        }
        // South then North, until the game or the limit ends it.
        if self.mover == Player::South {
            while plies < max {
                if !self.turn::<0>(rng) {
                    break;
                }
                plies += 1;
                self.mover = Player::North;
                if plies == max || !self.turn::<1>(rng) {
                    break;
                }
                plies += 1;
                self.mover = Player::South;
            }
        }
        let mut position = *start;
        self.store(&mut position);
        Playout {
            outcome: position.outcome(),
            position,
            plies,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Kalah, KalahOptions};

    /// Along random games, the packed enumeration lists the shell's moves in
    /// the shell's order, and the packed random turn plays one of them.
    #[test]
    fn packed_turns_are_the_shell_s() {
        let mut rng = SplitMix64::new(11);
        let mut positions = 0;
        for _ in 0..200 {
            let mut p = Kalah::start(&KalahOptions::default());
            while p.outcome().is_none() {
                let mut shell = Vec::new();
                let _ = p.visit_moves(&mut |m| {
                    shell.push(m);
                    ControlFlow::Continue(())
                });
                assert_eq!(p.legal_moves().to_vec(), shell, "{p}");
                let mut next = p;
                assert!(next.play_random(&mut rng));
                assert!(
                    shell.iter().any(|m| p.play(m).ok() == Some(next)),
                    "{p} -> {next}"
                );
                p = next;
                positions += 1;
            }
        }
        assert!(positions > 5000);
    }
}
