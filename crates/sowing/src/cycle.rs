//! Exact detection of runs of plain relays that never end, by their return
//! to their first state, up to a turn of the ring ([`Home`]).
//!
//! # The relay map is one-to-one
//!
//! A state of a run of plain relays on a ring of `L` places is a landing:
//! the ring `x` and the place `q` where the last lap's last seed fell,
//! holding 2 seeds or more. The next state is `g(x, q)`: take the `n`
//! seeds of `q` and sow them one a place from the place after `q`, round
//! the ring as often as they go; the last falls in `q'`.
//!
//! `g` has an inverse, so no two states have the same successor. From
//! `(x', q')`, walk backwards from `q'`: at each place, if it holds no
//! seed, stop; otherwise take one seed from it and step back one place.
//! The walk stops exactly at `q`, after taking back the `n` seeds of the
//! lap: after `t >= 1` seeds of the lap the place of the `t`-th seed holds
//! at least that seed, so the walk, which meets the lap's states in reverse
//! order, never stops before it has taken back the first seed; and once it
//! has, it stands on `q`, which the lap had emptied and had not yet sown
//! into (a seed falls in `q` only after `L` seeds), so it holds none.
//! Putting the `n` seeds taken back into `q` gives `(x, q)`.
//!
//! # An endless run comes back to its first state
//!
//! A run that never ends stays among finitely many states (the seeds of
//! the ring are fixed), so some state repeats: `s_i = s_j` with `i < j`.
//! If `i > 1`, then `g(s_{i-1}) = g(s_{j-1})`, so `s_{i-1} = s_{j-1}` since
//! `g` is one-to-one; going down, `s_1 = s_{j-i+1}`. So the run is periodic
//! from its very first state, and comparing each state with the first one
//! finds the repeat at the first lap that closes the cycle, `λ` laps on:
//! no saved state to move forward (Brent's detector needs up to about
//! `3 λ` laps) and no set of states (the distinguished states). A run that
//! ends never meets its first state again (it would then repeat for ever),
//! so the comparison never calls an ending run endless.
//!
//! # Up to a turn of the ring
//!
//! With no exits (no place where the landing does more than relay), the
//! relays do not depend on where the ring starts: write `ρ` for the turn of
//! the ring by one place (place `p` to `p + 1`, with its seeds); then
//! `g(ρ s) = ρ g(s)`, and `s` ends (its last seed falls in an empty place)
//! if and only if `ρ s` does. So if `s_j = ρ^r s_1` for some `j > 1`, the
//! laps from `s_j` are those from `s_1` turned by `r` places, none of
//! which ends, and `s_{1 + m (j - 1)} = ρ^{m r} s_1` for every `m`: the run
//! never ends. Conversely an endless run meets `s_1` itself `λ` laps on, so
//! comparing each state up to a turn with the first one proves it endless
//! at the first `j` at or before `λ`. The comparison is of one integer:
//! each state turned so that its landing place is place 0 (its key). On
//! the long cycles of a full ring of 16 places (the two turns of issue 47,
//! cycles of 347.5 million and 2,555 million laps) the state comes back
//! turned after an eighth and a sixteenth of the cycle (43.4 and 159.7
//! million laps).
//!
//! With exits the ring has places of its own, so the key is the state
//! itself and the run is proven endless at `λ` laps exactly.

use crate::packed::FULL;

/// The first state of a run of relays on a ring of `L` places (`L` of 1 to
/// 16), packed one byte a place: a later state equal to it, turned by any
/// number of places when `TURNS`, proves the run endless (the
/// [module](self) docs say why).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Home<const L: usize, const TURNS: bool> {
    key: u128,
    at: usize,
}

impl<const L: usize, const TURNS: bool> Home<L, TURNS> {
    /// The ring `x` turned so that place `at` is place 0.
    #[inline(always)]
    fn turned(x: u128, at: usize) -> u128 {
        if L == 16 {
            x.rotate_right(8 * at as u32)
        } else {
            // L < 16: the bytes shifted out on the right come back at L.
            let s = 8 * (at % L);
            ((x >> s) | (x << (8 * L - s))) & FULL[L]
        }
    }

    /// The state of the run's first landing: the ring `x`, the last seed in
    /// place `at`.
    #[inline(always)]
    pub(crate) fn new(x: u128, at: usize) -> Self {
        if TURNS {
            Home {
                key: Self::turned(x, at),
                at: 0,
            }
        } else {
            Home { key: x, at }
        }
    }

    /// Whether the landing `x`, `at` is the first one (turned, when
    /// `TURNS`).
    #[inline(always)]
    pub(crate) fn is(&self, x: u128, at: usize) -> bool {
        if TURNS {
            Self::turned(x, at) == self.key
        } else {
            x == self.key && at == self.at
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Turning a ring by its landing place: the same key for every turn of
    /// the same ring, with the landing place turned along.
    #[test]
    fn keys_are_the_same_for_every_turn() {
        fn check<const L: usize>() {
            let mut bytes = [0u8; 16];
            for (p, b) in bytes.iter_mut().take(L).enumerate() {
                *b = (p as u8 * 7 + 3) % 11;
            }
            let x = u128::from_le_bytes(bytes);
            let home = Home::<L, true>::new(x, 2 % L);
            for r in 0..L {
                let mut turned = [0u8; 16];
                for p in 0..L {
                    turned[(p + r) % L] = bytes[p];
                }
                let y = u128::from_le_bytes(turned);
                assert!(home.is(y, (2 + r) % L), "L {L} r {r}");
                if L > 1 {
                    assert!(!home.is(y, (3 + r) % L), "L {L} r {r}");
                }
            }
            let exact = Home::<L, false>::new(x, 2 % L);
            assert!(exact.is(x, 2 % L));
        }
        check::<1>();
        check::<8>();
        check::<12>();
        check::<16>();
    }
}
