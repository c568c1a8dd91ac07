//! Helpers for a game's packed fast path: a two-row board kept one byte a
//! hole in a `u128`, in sowing order, so that a lap is a few additions of
//! byte masks (Oware's and Kalah's random playouts use them).
//!
//! Not how a position keeps its board between turns: that is
//! [`storage`](crate::storage); a packed board lives only while a fast path
//! (a random playout, a random move) runs.
//!
//! A board holds at most 255 seeds ([`Board::MAX_SEEDS`](crate::Board::MAX_SEEDS)),
//! so no byte of a packed board overflows and additions never carry from
//! one hole into the next.
//!
//! [`ring`] sows laps on such a board: whole rounds and the remainder as
//! masks, without a division.

use fanga_core::SplitMix64;

pub mod ring;

/// `ONES[k]`: bytes `0..k` hold 1 (k up to 16).
pub const ONES: [u128; 17] = {
    let mut t = [0u128; 17];
    let mut k = 1;
    while k <= 16 {
        t[k] = (t[k - 1] << 8) | 1;
        k += 1;
    }
    t
};

/// `FULL[k]`: bytes `0..k` hold 0xFF (k up to 16).
pub const FULL: [u128; 17] = {
    let mut t = [0u128; 17];
    let mut k = 1;
    while k <= 16 {
        t[k] = (t[k - 1] << 8) | 0xFF;
        k += 1;
    }
    t
};

/// `CLEAR[b]`: every byte but byte `b` holds 0xFF (b up to 15): clears one
/// hole.
pub const CLEAR: [u128; 16] = {
    let mut t = [0u128; 16];
    let mut b = 0;
    while b < 16 {
        t[b] = !(0xFFu128 << (8 * b));
        b += 1;
    }
    t
};

/// The high bit of every byte.
pub const HIGH: u64 = 0x8080_8080_8080_8080;

/// Gathers the high bits of the 8 bytes of `v` (other bits clear) into
/// bits 0 to 7: bit `i` is byte `i`'s. One multiply: each byte's bit lands
/// in its own place of the top byte, and no two partial products overlap.
#[inline]
#[must_use]
pub const fn gather_high_bits(v: u64) -> u32 {
    ((v >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u32
}

/// The bytes of `v` that are not zero, as their high bits: byte `i`'s high
/// bit is set when byte `i` is not zero (a byte's low 7 bits plus 0x7F
/// carry into its high bit only, never into the next byte).
#[inline]
#[must_use]
pub const fn nonzero_bytes(v: u64) -> u64 {
    (((v & !HIGH) + !HIGH) | v) & HIGH
}

/// The bytes of `v` that hold at least the matching byte of `t`, as their
/// high bits, for thresholds below 0x80 (any counts in `v`): `(a | 0x80) - t`
/// borrows from no other byte, and its high bit, or `a`'s own, says
/// `a >= t`.
#[inline]
#[must_use]
pub const fn bytes_at_least(v: u64, t: u64) -> u64 {
    (((v | HIGH).wrapping_sub(t)) | v) & HIGH
}

/// `SELECT[mask][r]`: the place of the `r`-th lowest set bit of an 8-bit
/// `mask`, so that drawing among a few holes takes no branch that depends on
/// the draw.
const SELECT: [[u8; 8]; 256] = {
    let mut t = [[0u8; 8]; 256];
    let mut mask = 0;
    while mask < 256 {
        let mut r = 0;
        let mut bit = 0;
        while bit < 8 {
            if mask & (1 << bit) != 0 {
                t[mask][r] = bit as u8;
                r += 1;
            }
            bit += 1;
        }
        mask += 1;
    }
    t
};

/// Draws one of the set bits of `mask` (not 0) uniformly with `rng`, in the
/// order of the bits (lowest first), or highest first with `reversed`: the
/// draw `list[rng.below(list.len())]` of a list of the bits in that order,
/// without building the list (a table lookup for masks of 8 bits).
#[inline]
pub fn draw_bit(mut mask: u32, reversed: bool, rng: &mut SplitMix64) -> u32 {
    debug_assert!(mask != 0);
    let k = mask.count_ones() as usize;
    let r = rng.below(k);
    let skip = if reversed { k - 1 - r } else { r };
    if mask < 256 {
        return u32::from(SELECT[mask as usize][skip]);
    }
    for _ in 0..skip {
        mask &= mask - 1;
    }
    mask.trailing_zeros()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn byte_tests_agree_with_plain_loops() {
        let mut rng = SplitMix64::new(3);
        for _ in 0..10_000 {
            let v = rng.next_u64();
            let t = rng.next_u64() & 0x7F7F_7F7F_7F7F_7F7F;
            let (b, tb) = (v.to_le_bytes(), t.to_le_bytes());
            let mut nz = 0;
            let mut ge = 0;
            for i in 0..8 {
                nz |= u32::from(b[i] != 0) << i;
                ge |= u32::from(b[i] >= tb[i]) << i;
            }
            assert_eq!(gather_high_bits(nonzero_bytes(v)), nz, "{v:x}");
            assert_eq!(gather_high_bits(bytes_at_least(v, t)), ge, "{v:x} {t:x}");
        }
        assert_eq!(gather_high_bits(nonzero_bytes(0x0100_0000_0000_0000)), 0x80);
        assert_eq!(gather_high_bits(nonzero_bytes(0x80)), 1);
    }

    #[test]
    fn draws_are_the_list_draws() {
        let mut rng = SplitMix64::new(5);
        for _ in 0..2000 {
            let mask = (rng.next_u64() as u32 & [0xFF, 0xFFF][rng.below(2)]) | 1 << (rng.below(8));
            let reversed = rng.below(2) == 1;
            let mut bits: Vec<u32> = (0..32).filter(|i| mask & (1 << i) != 0).collect();
            if reversed {
                bits.reverse();
            }
            let mut twin = rng.clone();
            let drawn = draw_bit(mask, reversed, &mut rng);
            assert_eq!(drawn, bits[twin.below(bits.len())]);
        }
    }

    #[test]
    fn tables() {
        assert_eq!(ONES[3], 0x01_0101);
        assert_eq!(FULL[2], 0xFFFF);
        assert_eq!(FULL[16], u128::MAX);
        assert_eq!(CLEAR[1], !0xFF00);
    }
}
