//! Kalah on a packed board: the fast path of random moves and playouts.
//!
//! The 12 pits and 2 stores fit in one `u128`, one byte each, in sowing
//! order from the mover's first pit: his pits in bytes 0 to 5, his store in
//! byte 6, the opponent's pits in bytes 7 to 12 (from the opponent's first
//! pit) and the opponent's store in byte 13, which the mover's laps skip. A
//! lap is then at most three additions of byte masks (whole rounds, the
//! remainder, its wrapped part), and handing the turn over one rotation.
//! A board holds at most 255 seeds, so no byte overflows into the next.
//!
//! It plays exactly the rules of the crate's shell implementation and draws
//! as [`crate::KalahRules::play_random`] documents; the conformance kit
//! checks every playout against the generic loop, and the crate's tests
//! compare the two move by move.

use std::ops::ControlFlow;

use fanga_core::{Player, Playout, Position, SplitMix64};
use fanga_sowing::packed::{ONES, draw_bit, gather_high_bits, nonzero_bytes};
use fanga_sowing::{Hole, Setup};

use crate::{Kalah, KalahMove, MAX_SOWINGS};

/// Bytes 0 to 13.
const BOARD: u128 = (1u128 << (8 * 14)) - 1;
/// Bytes 0 to 5: one row of pits.
const ROW: u128 = (1u128 << (8 * 6)) - 1;
/// The mover's store.
const STORE: u32 = 6;
/// The circuit's length.
const L: u32 = 13;
/// ceil(2^16 / 13): whole rounds are a multiply and a shift.
const RECIP: u32 = 65536_u32.div_ceil(L);

/// `TAIL[i][r]`: one seed in each of the `r` holes after pit `i` along the
/// circuit (bytes 0 to 12, wrapping round): a lap's remainder.
const TAIL: [[u128; 13]; 6] = {
    let mut t = [[0u128; 13]; 6];
    let mut i = 0;
    while i < 6 {
        let mut r = 1;
        while r < 13 {
            t[i][r] = t[i][r - 1] | (1u128 << (8 * ((i + r) % 13)));
            r += 1;
        }
        i += 1;
    }
    t
};

/// A Kalah position, packed.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Packed {
    /// Pits and stores, in sowing order from the mover's first pit.
    x: u128,
    /// The player to move.
    mover: Player,
}

impl Packed {
    /// The packed position.
    #[inline]
    pub(crate) fn load(pos: &Kalah) -> Packed {
        let b = pos.board();
        // Absolute order: South's pits from a1, his store, North's pits
        // from f2 back to a2, North's store.
        let mut x = 0u128;
        for (c, &s) in b.row(0).iter().enumerate() {
            x |= u128::from(s) << (8 * c);
        }
        x |= u128::from(b.store(Player::South)) << (8 * 6);
        for (c, &s) in b.row(1).iter().enumerate() {
            x |= u128::from(s) << (8 * (12 - c));
        }
        x |= u128::from(b.store(Player::North)) << (8 * 13);
        let mover = pos.turn();
        if mover == Player::North {
            x = rotate(x);
        }
        Packed { x, mover }
    }

    /// Writes this position into `pos`.
    #[inline]
    pub(crate) fn store(&self, pos: &mut Kalah) {
        let x = if self.mover == Player::North {
            rotate(self.x)
        } else {
            self.x
        };
        let b = x.to_le_bytes();
        let mut north = [0u8; 6];
        for (c, n) in north.iter_mut().enumerate() {
            *n = b[12 - c];
        }
        // The seeds are those of a position of the game: every write fits.
        let mut board = *pos.board();
        let ok = board.set_row(0, &[0; 6]).is_ok()
            && board.set(Hole::store(Player::South), 0).is_ok()
            && board.set(Hole::store(Player::North), b[13]).is_ok()
            && board.set_row(1, &north).is_ok()
            && board.set_row(0, &b[..6]).is_ok()
            && board.set(Hole::store(Player::South), b[6]).is_ok();
        debug_assert!(ok);
        pos.set_unchecked(Setup {
            board,
            turn: self.mover,
            extra: (),
        });
    }

    #[inline]
    fn byte(&self, i: u32) -> u32 {
        u32::from((self.x >> (8 * i)) as u8)
    }

    /// Whether a row is empty (the game is over).
    #[inline]
    fn rows_empty(&self) -> bool {
        self.x & ROW == 0 || (self.x >> (8 * 7)) & ROW == 0
    }

    /// The mover's non-empty pits: bit `i` for byte `i`.
    #[inline]
    fn pits(&self) -> u32 {
        gather_high_bits(nonzero_bytes(self.x as u64 & ROW as u64))
    }

    /// Draws a non-empty pit uniformly, in column order (a to f: South's
    /// pits run in sowing order, North's against it).
    #[inline]
    fn draw(&self, rng: &mut SplitMix64) -> u32 {
        draw_bit(self.pits(), self.mover == Player::North, rng)
    }

    /// Sows pit `i` (not empty) and returns where the last seed fell.
    #[inline]
    fn sow(&mut self, i: u32) -> u32 {
        let bytes = self.x.to_le_bytes();
        let n = u32::from(bytes[i as usize]);
        let mut x = self.x - (u128::from(n) << (8 * i));
        let mut rem = n;
        if n >= L {
            let rounds = (n * RECIP) >> 16;
            rem = n - rounds * L;
            x += u128::from(rounds) * ONES[L as usize];
        }
        self.x = x + TAIL[i as usize][rem as usize];
        let last = i + rem;
        if last >= L { last - L } else { last }
    }

    /// The pit of byte `i` (0 to 5) of the mover's row.
    #[inline]
    fn pit(&self, i: u32) -> Hole {
        match self.mover {
            Player::South => Hole::at(i as u8, 0),
            Player::North => Hole::at(5 - i as u8, 1),
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
        self.turns(&mut path, 0, visit)
    }

    fn turns(
        &self,
        path: &mut [Hole; MAX_SOWINGS],
        len: usize,
        visit: &mut impl FnMut(KalahMove) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        if len == MAX_SOWINGS {
            // No move can hold a longer turn (none occurs in play).
            return ControlFlow::Continue(());
        }
        let mut mask = self.pits();
        while mask != 0 {
            // Column order: South's pits in sowing order, North's against it.
            let i = match self.mover {
                Player::South => mask.trailing_zeros(),
                Player::North => 31 - mask.leading_zeros(),
            };
            mask &= !(1 << i);
            path[len] = self.pit(i);
            let mut next = *self;
            let mut last = next.sow(i);
            loop {
                if last != STORE || next.rows_empty() {
                    let m = KalahMove::new(&path[..=len]);
                    debug_assert!(m.is_ok());
                    if let Ok(m) = m {
                        visit(m)?;
                    }
                    break;
                }
                let pits = next.pits();
                if pits.count_ones() == 1 {
                    last = next.sow(pits.trailing_zeros());
                    continue;
                }
                next.turns(path, len + 1, visit)?;
                break;
            }
        }
        ControlFlow::Continue(())
    }

    /// Plays a whole turn, each sowing drawn uniformly (the game is not
    /// over).
    #[inline]
    fn play_turn(&mut self, rng: &mut SplitMix64) {
        loop {
            let last = self.sow(self.draw(rng));
            if last == STORE {
                if self.rows_empty() {
                    break;
                }
                continue;
            }
            if last < STORE && self.byte(last) == 1 {
                let facing = 12 - last;
                let taken = self.byte(facing);
                if taken > 0 {
                    self.x &= !((0xFFu128 << (8 * last)) | (0xFFu128 << (8 * facing)));
                    self.x += u128::from(taken + 1) << (8 * STORE);
                }
            }
            break;
        }
        self.x = rotate(self.x);
        self.mover = self.mover.other();
    }

    /// Plays a random turn; `false` if the game is over.
    #[inline]
    pub(crate) fn play_random(&mut self, rng: &mut SplitMix64) -> bool {
        if self.rows_empty() {
            return false;
        }
        self.play_turn(rng);
        true
    }

    /// A random playout from this position, as the generic loop plays it.
    pub(crate) fn playout(
        mut self,
        start: &Kalah,
        rng: &mut SplitMix64,
        max: usize,
    ) -> Playout<Kalah> {
        let mut plies = 0;
        while plies < max && self.play_random(rng) {
            plies += 1;
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

/// Hands the turn over: the two halves of 7 bytes swap.
#[inline]
fn rotate(x: u128) -> u128 {
    ((x >> (8 * 7)) | (x << (8 * 7))) & BOARD
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::KalahOptions;

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
