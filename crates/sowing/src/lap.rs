//! One lap: n seeds sown along a [`Circuit`] from a hole, in O(circuit
//! length) whatever n ([`Circuit::sow`]), where it ends without sowing
//! ([`Circuit::lap_end`]), and the same lap seed by seed, the plain
//! reference ([`Circuit::sow_seed_by_seed`], [`Circuit::lap_holes`]).

use crate::Board;
use crate::circuit::{Circuit, MAX_CIRCUIT};
use crate::hole::{Direction, Hole};

/// The holes a lap covers ([`Circuit::sow`], [`Circuit::lap_end`]).
struct Span<'a> {
    /// The circuit's holes in the lap's direction, twice round.
    order: &'a [Hole; 2 * MAX_CIRCUIT],
    /// The origin's place along `order`.
    origin: usize,
    /// The first place sown along `order`.
    first: usize,
    /// The holes a round sows into.
    len: u32,
    /// Whole rounds.
    rounds: u32,
    /// Seeds past the whole rounds.
    rem: u32,
    /// Whether the origin is skipped.
    skip: bool,
    /// A lap of no seed: it "ends" where its first seed would have fallen.
    empty: bool,
}

impl Span<'_> {
    /// The hole of the last seed: the (n-1)-th drop from `first`,
    /// (n - 1) % len places along, which is rem - 1, or len - 1 after whole
    /// rounds only; `first` itself for a lap of no seed.
    #[inline(always)]
    fn last(&self) -> Hole {
        let offset = if self.empty {
            0
        } else if self.rem == 0 {
            self.len - 1
        } else {
            self.rem - 1
        };
        self.order[self.first + offset as usize]
    }
}

/// Where a lap drops its first seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum LapStart {
    /// "Sow from the next hole": the first seed goes into the hole after `from`.
    /// With enough seeds the lap comes round and drops seeds into `from` too.
    Next,
    /// "Sow starting at": the first seed goes into `from` itself.
    At,
    /// From the next hole, and `from` is skipped on every round: it stays empty
    /// (Oware's rule for the emptied house).
    NextSkippingOrigin,
}

/// One lap: `seeds` in hand, sown along a circuit from `from` in `dir`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Lap {
    /// The hole the lap starts from (emptied or not: the lap does not touch it
    /// except by dropping seeds).
    pub from: Hole,
    /// Seeds in hand.
    pub seeds: u8,
    /// Direction along the circuit.
    pub dir: Direction,
    /// Where the first seed falls.
    pub start: LapStart,
}

impl Lap {
    /// A lap.
    #[must_use]
    pub const fn new(from: Hole, seeds: u8, dir: Direction, start: LapStart) -> Lap {
        Lap {
            from,
            seeds,
            dir,
            start,
        }
    }
}

/// Where a lap's last seed fell, and the count of that hole after it fell (the
/// conventions' `n`: 1 means the hole was empty).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LapEnd {
    /// The hole of the last seed.
    pub hole: Hole,
    /// Its count after the seed fell.
    pub count: u8,
}

impl Circuit {
    /// `lap` as it is sown on this circuit: a lap that skips its origin
    /// ([`LapStart::NextSkippingOrigin`]) with too few seeds to come round
    /// is the plain lap [`LapStart::Next`], which traces then show.
    #[must_use]
    pub fn as_sown(&self, lap: Lap) -> Lap {
        if matches!(lap.start, LapStart::NextSkippingOrigin) && usize::from(lap.seeds) < self.len()
        {
            Lap {
                start: LapStart::Next,
                ..lap
            }
        } else {
            lap
        }
    }

    /// Sows one lap into `board` and says where the last seed fell.
    ///
    /// Runs in O(circuit length) whatever the number of seeds: with L holes to
    /// sow into, n seeds add n / L to every one of them in one pass, then one
    /// more to each of the next n % L. No allocation.
    ///
    /// A lap of 0 seeds drops nothing and "ends" where its first seed would have
    /// fallen.
    ///
    /// `lap.from` must be on the circuit, and a lap that skips its origin
    /// needs a circuit of two holes or more: the game's rules guarantee both
    /// (a `debug_assert` checks them; release builds never panic: an
    /// off-circuit lap starts from the first hole, and a skipping lap on a
    /// one-hole circuit does not skip). [`MoveTrace::replay`](crate::trace::MoveTrace::replay)
    /// checks a recorded lap before sowing it.
    #[inline(always)]
    pub fn sow(&self, board: &mut Board, lap: Lap) -> LapEnd {
        let s = self.span(lap);
        if s.rounds > 0 {
            let r = s.rounds as u8;
            board.add_masked(&self.mask, r);
            if s.skip {
                board.put(s.order[s.origin], r.wrapping_neg());
            }
        }
        // Skipping the origin, the sown holes are the len - 1 places after it,
        // and `first` is the first of them: neither the remainder nor the last
        // seed can reach the origin.
        for &h in &s.order[s.first..s.first + s.rem as usize] {
            board.put(h, 1);
        }
        let hole = s.last();
        LapEnd {
            hole,
            count: board.get(hole),
        }
    }

    /// Where [`Circuit::sow`] would drop the last seed of `lap` on `board`,
    /// and how many seeds that hole would then hold, without sowing: O(1).
    ///
    /// The same conditions on `lap` as [`Circuit::sow`]; the answer is the
    /// [`LapEnd`] that `sow` would return.
    #[inline]
    #[must_use]
    pub fn lap_end(&self, board: &Board, lap: Lap) -> LapEnd {
        let s = self.span(lap);
        let hole = s.last();
        // The last hole gets every round, and one more seed when the lap
        // ends in its remainder; it is never a skipped origin.
        let more = (s.rounds + u32::from(s.rem > 0)) as u8;
        LapEnd {
            hole,
            count: board.get(hole).wrapping_add(more),
        }
    }

    /// The holes a lap covers: where it starts along the table of its
    /// direction, its whole rounds and its remainder.
    #[inline(always)]
    fn span(&self, lap: Lap) -> Span<'_> {
        let l = usize::from(self.len);
        // Places along `order`: the origin is `base`, and a lap never goes
        // further than 2 * len - 1 (first <= len, offset < len).
        let base = self.place(lap.from, lap.dir);
        let order = &self.order[lap.dir as usize];
        let (first, len, by, skip) = match lap.start {
            LapStart::Next => (base + usize::from(l > 1), l, self.rounds[0], false),
            LapStart::At => (base, l, self.rounds[0], false),
            LapStart::NextSkippingOrigin if l == 1 => {
                debug_assert!(false, "cannot skip the only hole of a circuit");
                (base, l, self.rounds[0], false)
            }
            LapStart::NextSkippingOrigin => (base + 1, l - 1, self.rounds[1], true),
        };
        let len = len as u32;
        let n = u32::from(lap.seeds);
        // No division: a multiply and a shift (exact for these ranges).
        let rounds = by.quotient(n);
        Span {
            order,
            origin: base,
            first,
            len,
            rounds,
            rem: n - rounds * len,
            skip,
            empty: n == 0,
        }
    }

    /// The same lap, one seed at a time: O(seeds). The plain reference the fast
    /// [`Circuit::sow`] is tested and benchmarked against.
    ///
    /// Its arguments must be as [`Circuit::sow`]'s.
    pub fn sow_seed_by_seed(&self, board: &mut Board, lap: Lap) -> LapEnd {
        let mut last = None;
        for hole in self.lap_holes(lap) {
            board.put(hole, 1);
            last = Some(hole);
        }
        // A lap of no seed "ends" where its first seed would have fallen.
        let hole = last.unwrap_or_else(|| self.order[lap.dir as usize][self.first_place(lap)]);
        LapEnd {
            hole,
            count: board.get(hole),
        }
    }

    /// Where a lap's first seed falls, as a place along the order of its
    /// direction.
    fn first_place(&self, lap: Lap) -> usize {
        let p = self.place(lap.from, lap.dir);
        match lap.start {
            LapStart::At => p,
            LapStart::Next | LapStart::NextSkippingOrigin => self.step(p),
        }
    }

    /// The holes a lap drops its seeds into, in order, one per seed: what a
    /// user interface shows when it animates a lap seed by seed (the
    /// playground does). O(seeds), unlike [`Circuit::sow`]; the origin is
    /// left out on every round of a [`LapStart::NextSkippingOrigin`] lap.
    ///
    /// `lap.from` must be on the circuit (as for [`Circuit::sow`]); a hole
    /// off the circuit yields the laps from the circuit's first hole.
    ///
    /// ```
    /// use fanga_core::Player;
    /// use fanga_sowing::{Circuit, Direction, Lap, LapStart};
    ///
    /// let ring = Circuit::player_ring_ref(3, Player::South);
    /// let from = ring.holes()[0];
    /// let lap = Lap::new(from, 4, Direction::Cw, LapStart::Next);
    /// let holes: Vec<_> = ring.lap_holes(lap).collect();
    /// assert_eq!(holes.len(), 4);
    /// assert_eq!(holes[0], ring.holes()[1]);
    /// assert_eq!(holes[3], ring.holes()[4]);
    /// ```
    pub fn lap_holes(&self, lap: Lap) -> impl Iterator<Item = Hole> + '_ {
        let origin = self.place(lap.from, lap.dir);
        let skip = matches!(lap.start, LapStart::NextSkippingOrigin) && self.len > 1;
        let mut i = self.first_place(lap);
        let order = &self.order[lap.dir as usize];
        (0..lap.seeds).map(move |_| {
            if skip && i == origin {
                i = self.step(i);
            }
            let hole = order[i];
            i = self.step(i);
            hole
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hole::h;
    use fanga_core::Player;

    #[test]
    fn a_skipping_lap_that_does_not_come_round_is_sown_as_a_plain_one() {
        // A ring of 16 holes: 15 seeds never reach the origin, 16 do.
        let c = Circuit::player_ring_ref(8, Player::South);
        let short = Lap::new(h("a1"), 15, Direction::Cw, LapStart::NextSkippingOrigin);
        assert_eq!(c.as_sown(short).start, LapStart::Next);
        let round = Lap::new(h("a1"), 16, Direction::Cw, LapStart::NextSkippingOrigin);
        assert_eq!(c.as_sown(round), round);
        // Both sow the same board either way.
        let (mut a, mut b) = (Board::new(4, 8).unwrap(), Board::new(4, 8).unwrap());
        assert_eq!(c.sow(&mut a, short), c.sow(&mut b, c.as_sown(short)));
        assert_eq!(a, b);
        let at = Lap::new(h("a1"), 3, Direction::Cw, LapStart::At);
        assert_eq!(c.as_sown(at), at);
    }

    #[test]
    fn laps() {
        let ring = Circuit::player_ring(4, Player::South);
        let mut b = Board::new(4, 4).unwrap();
        // 3 seeds from d2 cw, next hole: d1 c1 b1.
        let e = ring.sow(&mut b, Lap::new(h("d2"), 3, Direction::Cw, LapStart::Next));
        assert_eq!((e.hole, e.count), (h("b1"), 1));
        // Starting at a2 ccw: a2 a1 b1.
        let e = ring.sow(&mut b, Lap::new(h("a2"), 3, Direction::Ccw, LapStart::At));
        assert_eq!((e.hole, e.count), (h("b1"), 2));
        // A whole round from the next hole ends in the origin.
        let mut b = Board::new(4, 4).unwrap();
        let e = ring.sow(&mut b, Lap::new(h("c2"), 8, Direction::Cw, LapStart::Next));
        assert_eq!((e.hole, e.count), (h("c2"), 1));
        assert!(b.holes().filter(|&x| x.row() < 2).all(|x| b.get(x) == 1));
        // Skipping the origin: 8 seeds over the 7 other holes.
        let mut b = Board::new(4, 4).unwrap();
        let e = ring.sow(
            &mut b,
            Lap::new(h("c2"), 8, Direction::Cw, LapStart::NextSkippingOrigin),
        );
        assert_eq!((e.hole, e.count), (h("d2"), 2));
        assert_eq!(b.get(h("c2")), 0);
    }

    #[test]
    fn fast_lap_and_lap_end_equal_seed_by_seed() {
        let starts = [LapStart::Next, LapStart::At, LapStart::NextSkippingOrigin];
        let circuits = [1u8, 3, 6, 8]
            .map(|cols| (Circuit::player_ring(cols, Player::North), 4, cols))
            .into_iter()
            .chain([1u8, 3, 6, 8].map(|cols| (Circuit::snake(cols, &[5, 4, 3]), 6, cols)))
            .chain([(Circuit::snake(2, &[0, 1, 2, 3, 4, 5, 6, 7]), 8, 2)]);
        for (ring, rows, cols) in circuits {
            for &from in ring.holes() {
                for seeds in 0..=60u8 {
                    for dir in Direction::BOTH {
                        for start in starts {
                            if cols == 1 && start == LapStart::NextSkippingOrigin {
                                continue;
                            }
                            let lap = Lap::new(from, seeds, dir, start);
                            let mut a = Board::new(rows, cols).unwrap();
                            for (k, &x) in ring.holes().iter().enumerate() {
                                a.set(x, (k % 4) as u8).unwrap();
                            }
                            a.set(from, 3).unwrap();
                            let mut b = a;
                            let end = ring.lap_end(&a, lap);
                            assert_eq!(ring.sow(&mut a, lap), end, "{lap:?}");
                            assert_eq!(ring.sow_seed_by_seed(&mut b, lap), end, "{lap:?}");
                            assert_eq!(a, b, "{lap:?}");
                        }
                    }
                }
            }
        }
    }
}
