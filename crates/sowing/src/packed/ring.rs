//! Laps on a packed ring: a circuit of up to 16 places kept one byte a
//! place in a `u128`, so that a lap of any number of seeds is two
//! additions of byte masks and no division.
//!
//! Every packed fast path sows this way and shares [`Ring`]: the engine's
//! runs of relays ([`Circuit::relay_run`](crate::Circuit::relay_run)),
//! Oware's and Kalah's random moves and playouts, Kalah's solver and the
//! four-row reserve games' random moves.
//!
//! # The arithmetic
//!
//! A lap of `n` seeds sown from the place after `from` round a ring of `L`
//! places:
//!
//! - drops `n / L` seeds in every place: its whole rounds, the ring's
//!   mask of ones times `n / L`;
//! - then one seed in each of the next `n % L` places: its remainder, one
//!   mask from a table, `after[from][n % L]` (fewer than `L` places, so
//!   never the whole ring and never a place twice);
//! - and its last seed falls `n % L` places after `from`, or in `from`
//!   itself when the lap is whole rounds only.
//!
//! A lap that skips its origin ([`Ring::sow_skipping`], Oware's emptied
//! house) is the same lap on the `L - 1` other places: its round is
//! `after[from][L - 1]`, and its last seed, after whole rounds only, falls
//! in the place before `from`.
//!
//! A ring's places need not be consecutive bytes: [`Ring::new`] takes the
//! byte of each place, so that Kalah's circuit of one player's pits and
//! store and his opponent's pits skips the opponent's store byte.
//!
//! # Why it is exact
//!
//! - **No carry.** A board holds at most 255 seeds
//!   ([`Board::MAX_SEEDS`](crate::Board::MAX_SEEDS)), so no byte of a
//!   packed ring ever holds more than 255, and adding masks as one 128-bit
//!   integer never carries from one place into the next.
//! - **No division.** `n / L` is `(n * ceil(2^16 / L)) >> 16`
//!   ([`Divisor`]), exact for every `n <= 255` and `1 <= L <= 257`. Write
//!   `ceil(2^16 / L) = (2^16 + e) / L` with `0 <= e < L`, and
//!   `n = q L + r` with `0 <= r < L`. Then
//!   `n * ceil(2^16 / L) / 2^16 = q + (r + n e / 2^16) / L`, whose floor
//!   is `q` as long as `r + n e / 2^16 < L`; and it is, since `r <= L - 1`
//!   and `n e <= 255 * 256 < 2^16`. The product is below 2^24: no `u32`
//!   overflows.
//! - **No wrap to handle.** The remainder is fewer than `L` places, so the
//!   table `after` holds every remainder from every place, wrapping round
//!   the ring already.

/// Marks a byte that is no place of a ring.
const OFF: u8 = u8::MAX;

/// Division of a lap's seeds (at most 255) by a ring's length (1 to 257)
/// as a multiply and a shift: `(n * ceil(2^16 / d)) >> 16 == n / d`, exact
/// in that range (the [module](self) docs say why).
///
/// ```
/// use fanga_sowing::packed::ring::Divisor;
/// let by_13 = Divisor::new(13);
/// assert_eq!(by_13.split(200), (15, 5));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Divisor {
    d: u32,
    /// ceil(2^16 / d).
    recip: u32,
}

impl Divisor {
    /// Division by `d` (1 to 257). A `d` of 0 (a skipping lap on a ring of
    /// one place, which no game sows) divides as 1 does, with no
    /// remainder taken off.
    #[must_use]
    pub const fn new(d: u32) -> Divisor {
        Divisor {
            d,
            recip: if d <= 1 { 65536 } else { 65536_u32.div_ceil(d) },
        }
    }

    /// `n / d` for `n` of at most 255.
    #[inline(always)]
    #[must_use]
    pub const fn quotient(self, n: u32) -> u32 {
        (n * self.recip) >> 16
    }

    /// `(n / d, n % d)` for `n` of at most 255.
    #[inline(always)]
    #[must_use]
    pub const fn split(self, n: u32) -> (u32, u32) {
        let q = self.quotient(n);
        (q, n - q * self.d)
    }
}

/// A ring of 1 to 16 places packed one byte a place in a `u128`, with the
/// masks of its laps (the [module](self) docs). The constructors are
/// `const fn`: a game keeps its rings in `const` or `static` items, where
/// the compiler sees their lengths.
///
/// ```
/// use fanga_sowing::packed::ring::Ring;
/// // A ring of 6 places in bytes 0 to 5; 14 seeds from the place after
/// // place 4: two whole rounds, then places 5 and 0.
/// let ring = Ring::contiguous(6);
/// let (x, last) = ring.sow(0, 4, 14);
/// assert_eq!(x.to_le_bytes()[..6], [3, 2, 2, 2, 2, 3]);
/// assert_eq!(last, 0);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ring {
    len: u8,
    /// Division by `len` and by `len - 1` (a lap that skips its origin).
    laps: [Divisor; 2],
    /// One seed in every place.
    round: u128,
    /// `bytes[p]`: the byte of place `p`.
    bytes: [u8; 16],
    /// `places[b]`: the place of byte `b`, [`OFF`] off the ring.
    places: [u8; 16],
    /// `after[p][r]`: one seed in each of the `r` places after place `p`,
    /// round the ring.
    after: [[u128; 16]; 16],
}

/// A lap on a [`Ring`], reckoned without sowing it ([`Ring::lap`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RingLap {
    /// Whole rounds: the seeds every place gets.
    pub rounds: u32,
    /// The seeds past the whole rounds, one a place from the place after
    /// the origin.
    pub rem: u32,
    /// The place of the last seed.
    pub last: usize,
}

impl Ring {
    /// The ring whose place `p` is byte `bytes[p]`, in sowing order.
    ///
    /// # Panics
    ///
    /// (At compile time in a `const`.) If there are no places or more than
    /// 16, a byte is more than 15, or a byte appears twice.
    #[must_use]
    pub const fn new(bytes: &[u8]) -> Ring {
        let len = bytes.len();
        assert!(len >= 1 && len <= 16, "a packed ring has 1 to 16 places");
        let mut ring = Ring {
            len: len as u8,
            laps: [Divisor::new(len as u32), Divisor::new(len as u32 - 1)],
            round: 0,
            bytes: [0; 16],
            places: [OFF; 16],
            after: [[0; 16]; 16],
        };
        let mut p = 0;
        while p < len {
            let b = bytes[p];
            assert!(b < 16, "a packed ring's bytes are 0 to 15");
            assert!(
                ring.places[b as usize] == OFF,
                "a byte appears twice in a packed ring"
            );
            ring.bytes[p] = b;
            ring.places[b as usize] = p as u8;
            ring.round |= 1u128 << (8 * b);
            p += 1;
        }
        let mut from = 0;
        while from < len {
            let mut r = 1;
            while r < len {
                let b = ring.bytes[(from + r) % len];
                ring.after[from][r] = ring.after[from][r - 1] | (1u128 << (8 * b));
                r += 1;
            }
            from += 1;
        }
        ring
    }

    /// The ring of `len` places (1 to 16) in bytes `0..len`, place `p` in
    /// byte `p`.
    ///
    /// # Panics
    ///
    /// (At compile time in a `const`.) If `len` is 0 or more than 16.
    #[must_use]
    pub const fn contiguous(len: usize) -> Ring {
        Ring::new(Ring::bytes_from(len, false))
    }

    /// The ring of `len` places (1 to 16) in bytes `0..len` the other way
    /// round: place `p` in byte `len - 1 - p`.
    ///
    /// # Panics
    ///
    /// (At compile time in a `const`.) If `len` is 0 or more than 16.
    #[must_use]
    pub const fn reversed(len: usize) -> Ring {
        Ring::new(Ring::bytes_from(len, true))
    }

    const fn bytes_from(len: usize, reversed: bool) -> &'static [u8] {
        const UP: [u8; 16] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
        const DOWN: [[u8; 16]; 17] = {
            let mut t = [[0; 16]; 17];
            let mut len = 1;
            while len <= 16 {
                let mut p = 0;
                while p < len {
                    t[len][p] = (len - 1 - p) as u8;
                    p += 1;
                }
                len += 1;
            }
            t
        };
        assert!(len >= 1 && len <= 16, "a packed ring has 1 to 16 places");
        let all: &'static [u8; 16] = if reversed { &DOWN[len] } else { &UP };
        all.split_at(len).0
    }

    /// The number of places.
    #[allow(clippy::len_without_is_empty)] // A ring has a place or more.
    #[inline(always)]
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// The byte of place `place` (less than 16).
    #[inline(always)]
    #[must_use]
    pub const fn byte(&self, place: usize) -> usize {
        self.bytes[place & 15] as usize
    }

    /// The place of byte `byte` (less than 16, on the ring).
    #[inline(always)]
    #[must_use]
    pub const fn place(&self, byte: usize) -> usize {
        let p = self.places[byte & 15];
        debug_assert!(p != OFF, "the byte is off the ring");
        p as usize
    }

    /// The place before `place` (on the ring): sowing "at" a place is
    /// sowing from the place before it.
    #[inline(always)]
    #[must_use]
    pub const fn before(&self, place: usize) -> usize {
        if place == 0 {
            self.len() - 1
        } else {
            place - 1
        }
    }

    /// The lap of `seeds` sown from the place after `from`, reckoned
    /// without sowing: its whole rounds, its remainder and the place of its
    /// last seed (`from` itself for a lap of no seeds).
    #[inline(always)]
    #[must_use]
    pub fn lap(&self, from: usize, seeds: u32) -> RingLap {
        let len = u32::from(self.len);
        let (rounds, rem) = if seeds < len {
            (0, seeds)
        } else {
            self.laps[0].split(seeds)
        };
        RingLap {
            rounds,
            rem,
            last: self.wrap(from + rem as usize),
        }
    }

    /// Sows `seeds` into `x` from the place after `from`: the ring after
    /// the lap, and the place of its last seed (`from` itself after whole
    /// rounds only, or for a lap of no seeds). The seeds of `x` and the lap
    /// are 255 at most in all.
    #[inline(always)]
    #[must_use]
    pub fn sow(&self, mut x: u128, from: usize, seeds: u32) -> (u128, usize) {
        // Whole rounds are rare: no multiply for a lap that does not come
        // round.
        let mut rem = seeds as usize;
        if rem >= self.len() {
            let (rounds, r) = self.laps[0].split(seeds);
            x += u128::from(rounds) * self.round;
            rem = r as usize;
        }
        (x + self.after[from & 15][rem & 15], self.wrap(from + rem))
    }

    /// Sows `seeds` into `x` from the place after `from` on every place but
    /// `from` (a ring of 2 places or more): the ring after the lap, and the
    /// place of its last seed (the place before `from` after whole rounds
    /// only). The seeds of `x` and the lap are 255 at most in all.
    #[inline(always)]
    #[must_use]
    pub fn sow_skipping(&self, mut x: u128, from: usize, seeds: u32) -> (u128, usize) {
        let sown = self.len() - 1;
        let mut rem = seeds as usize;
        if rem >= sown {
            let (rounds, r) = self.laps[1].split(seeds);
            x += u128::from(rounds) * self.after[from & 15][sown & 15];
            rem = r as usize;
        }
        let ahead = if rem == 0 { sown } else { rem };
        (x + self.after[from & 15][rem & 15], self.wrap(from + ahead))
    }

    /// `place` (less than twice the length) round the ring.
    #[inline(always)]
    const fn wrap(&self, place: usize) -> usize {
        if place >= self.len() {
            place - self.len()
        } else {
            place
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn division_is_exact() {
        for d in 1..=257u32 {
            let div = Divisor::new(d);
            for n in 0..=255u32 {
                assert_eq!(div.split(n), (n / d, n % d), "{n} / {d}");
            }
        }
    }

    /// A ring of `len` places on the bytes drawn: the bytes 0 to 15
    /// shuffled, the first `len` of them.
    fn scattered(len: usize, rng: &mut fanga_core::SplitMix64) -> Vec<u8> {
        let mut bytes: Vec<u8> = (0..16).collect();
        for i in (1..16).rev() {
            bytes.swap(i, rng.below(i + 1));
        }
        bytes.truncate(len);
        bytes
    }

    /// One seed at a time: the place after `from`, and on, skipping `from`
    /// when `skip`.
    fn seed_by_seed(bytes: &[u8], x: u128, from: usize, seeds: u32, skip: bool) -> (u128, usize) {
        let mut b = x.to_le_bytes();
        let mut at = from;
        for _ in 0..seeds {
            at = (at + 1) % bytes.len();
            if skip && at == from {
                at = (at + 1) % bytes.len();
            }
            b[usize::from(bytes[at])] += 1;
        }
        (u128::from_le_bytes(b), at)
    }

    /// Every lap of 0 to 120 seeds from every place of rings of every
    /// length, on contiguous, reversed and scattered bytes holding a few
    /// seeds: the packed lap is the lap sown seed by seed, and
    /// [`Ring::lap`] says where it ends.
    #[test]
    fn laps_are_the_laps_sown_seed_by_seed() {
        let mut rng = fanga_core::SplitMix64::new(5);
        for len in 1..=16 {
            let contiguous: Vec<u8> = (0..len as u8).collect();
            let reversed: Vec<u8> = contiguous.iter().rev().copied().collect();
            let rings = [
                (Ring::contiguous(len), contiguous.clone()),
                (Ring::reversed(len), reversed),
                (Ring::new(&contiguous), contiguous),
                {
                    let bytes = scattered(len, &mut rng);
                    (Ring::new(&bytes), bytes)
                },
            ];
            assert_eq!(rings[0].0, rings[2].0);
            for (ring, bytes) in &rings {
                assert_eq!(ring.len(), len);
                let mut x = 0u128;
                for (p, &b) in bytes.iter().enumerate() {
                    assert_eq!(
                        (ring.byte(p), ring.place(usize::from(b))),
                        (usize::from(b), p)
                    );
                    x |= u128::from(rng.below(4) as u8) << (8 * b);
                }
                for from in 0..len {
                    assert_eq!(ring.before(from), (from + len - 1) % len);
                    for seeds in 0..=120 {
                        let plain = seed_by_seed(bytes, x, from, seeds, false);
                        assert_eq!(ring.sow(x, from, seeds), plain, "{bytes:?} {from} {seeds}");
                        let lap = ring.lap(from, seeds);
                        assert_eq!(lap.last, plain.1);
                        assert_eq!(lap.rounds * len as u32 + lap.rem, seeds);
                        if len > 1 && seeds > 0 {
                            let plain = seed_by_seed(bytes, x, from, seeds, true);
                            assert_eq!(
                                ring.sow_skipping(x, from, seeds),
                                plain,
                                "{bytes:?} {from} {seeds} skipping"
                            );
                        }
                    }
                }
            }
        }
    }
}
