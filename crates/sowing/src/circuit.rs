use fanga_core::Player;

use crate::Board;
use crate::hole::{CELLS, Direction, Hole};

/// Most holes a circuit may have (two rows of 16, and stores).
pub const MAX_CIRCUIT: usize = 40;

const OFF: u8 = u8::MAX;

/// Every player ring ([`Circuit::player_ring`]) by number of columns, built at
/// compile time: index 0 is unused.
static PLAYER_RINGS: [[Circuit; 2]; 17] = {
    let mut t = [[
        Circuit::player_ring(1, Player::South),
        Circuit::player_ring(1, Player::North),
    ]; 17];
    let mut c = 1;
    while c < 17 {
        t[c] = [
            Circuit::player_ring(c as u8, Player::South),
            Circuit::player_ring(c as u8, Player::North),
        ];
        c += 1;
    }
    t
};

/// Every ring of a two-row board ([`Circuit::board_ring`]) by number of
/// columns: index 0 is unused.
static BOARD_RINGS: [Circuit; 17] = {
    let mut t = [Circuit::board_ring(1); 17];
    let mut c = 1;
    while c < 17 {
        t[c] = Circuit::board_ring(c as u8);
        c += 1;
    }
    t
};

/// A closed path of holes that a player sows around, listed in clockwise order.
///
/// Built once (the constructors are `const fn`, so a game keeps its circuits in
/// `static` tables) and shared by every lap. It knows each hole's place, so
/// stepping and sowing never search.
///
/// ```
/// use fanga_core::Player;
/// use fanga_sowing::{Circuit, Direction, Hole};
/// let ring = Circuit::player_ring(8, Player::North);
/// let h = |s: &str| s.parse::<Hole>().unwrap();
/// assert_eq!(ring.len(), 16);
/// assert_eq!(ring.next(h("h4"), Direction::Cw), Some(h("h3")));
/// assert_eq!(ring.next(h("a4"), Direction::Ccw), Some(h("a3")));
/// assert_eq!(ring.next(h("a1"), Direction::Cw), None);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Circuit {
    holes: [Hole; MAX_CIRCUIT],
    index: [u8; CELLS],
    /// 0xFF in the cells of the circuit's holes, 0 elsewhere: whole rounds are
    /// one masked add over the board (an AND and an ADD per 16 bytes).
    mask: [u8; CELLS],
    /// ceil(2^16 / len) and ceil(2^16 / (len - 1)): dividing a lap's seeds
    /// (at most 255) by the circuit's length is then a multiply and a shift.
    recip: [u32; 2],
    /// The holes in sowing order, twice round, clockwise (`[0]`) and
    /// counter-clockwise (`[1]`, starting from the last hole): a lap's
    /// remainder is then consecutive entries, with no wrapping.
    order: [[Hole; 2 * MAX_CIRCUIT]; 2],
    len: u8,
}

/// ceil(2^16 / d): for n <= 255 and d <= 40, `n * recip(d) >> 16 == n / d`.
const fn recip(d: u32) -> u32 {
    // d = 0 only for a skipping lap on a one-hole circuit, which `sow` refuses.
    if d <= 1 { 65536 } else { 65536_u32.div_ceil(d) }
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
/// rulebook's `n`: 1 means the hole was empty).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LapEnd {
    /// The hole of the last seed.
    pub hole: Hole,
    /// Its count after the seed fell.
    pub count: u8,
}

/// Holes that make no circuit ([`Circuit::try_from_holes`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum CircuitError {
    /// No hole, or more than [`MAX_CIRCUIT`].
    #[error("a circuit has 1 to {MAX_CIRCUIT} holes, not {0}")]
    Length(usize),
    /// A hole appears twice.
    #[error("{0} appears twice in the circuit")]
    Repeated(Hole),
}

impl Circuit {
    /// A circuit through `holes`, in clockwise order, for `const` items: a
    /// wrong list is a compile error there. At run time, use
    /// [`Circuit::try_from_holes`].
    ///
    /// # Panics
    ///
    /// (At compile time in a `const`.) If `holes` is empty, longer than
    /// [`MAX_CIRCUIT`] or holds a hole twice.
    #[must_use]
    #[allow(clippy::panic)] // Its purpose: a compile error in a `const`.
    pub const fn from_holes(holes: &[Hole]) -> Circuit {
        match Circuit::try_from_holes(holes) {
            Ok(c) => c,
            Err(CircuitError::Length(_)) => panic!("bad circuit length"),
            Err(CircuitError::Repeated(_)) => panic!("a hole appears twice in a circuit"),
        }
    }

    /// A circuit through `holes`, in clockwise order.
    ///
    /// # Errors
    ///
    /// `holes` is empty, longer than [`MAX_CIRCUIT`], or holds a hole twice.
    pub const fn try_from_holes(holes: &[Hole]) -> Result<Circuit, CircuitError> {
        if holes.is_empty() || holes.len() > MAX_CIRCUIT {
            return Err(CircuitError::Length(holes.len()));
        }
        let mut c = Circuit {
            holes: [Hole::at(0, 0); MAX_CIRCUIT],
            index: [OFF; CELLS],
            mask: [0; CELLS],
            recip: [recip(holes.len() as u32), recip(holes.len() as u32 - 1)],
            order: [[Hole::at(0, 0); 2 * MAX_CIRCUIT]; 2],
            len: holes.len() as u8,
        };
        let l = holes.len();
        let mut k = 0;
        while k < 2 * l {
            c.order[0][k] = holes[k % l];
            c.order[1][k] = holes[l - 1 - k % l];
            k += 1;
        }
        let mut i = 0;
        while i < holes.len() {
            let cell = holes[i].cell();
            if c.index[cell] != OFF {
                return Err(CircuitError::Repeated(holes[i]));
            }
            c.holes[i] = holes[i];
            c.index[cell] = i as u8;
            c.mask[cell] = u8::MAX;
            i += 1;
        }
        Ok(c)
    }

    /// A player's ring of two rows on a four-row board of `cols` columns, in the
    /// rulebook's clockwise order: South `a2 ... h2 h1 ... a1`, North
    /// `a4 ... h4 h3 ... a3` (on 8 columns).
    ///
    /// # Panics
    ///
    /// If `cols` is 0 or more than 16.
    #[must_use]
    pub const fn player_ring(cols: u8, player: Player) -> Circuit {
        let (top, bottom) = match player {
            Player::South => (1, 0),
            Player::North => (3, 2),
        };
        Circuit::two_row_ring(cols, top, bottom)
    }

    /// [`Circuit::player_ring`] from a table built at compile time, for `cols`
    /// of 1 to 16 (other counts give the 16-column ring).
    #[inline]
    #[must_use]
    pub fn player_ring_ref(cols: u8, player: Player) -> &'static Circuit {
        &PLAYER_RINGS[usize::from(cols.clamp(1, 16))][player.index()]
    }

    /// [`Circuit::board_ring`] from a table built at compile time, for `cols`
    /// of 1 to 16 (other counts give the 16-column ring).
    #[inline]
    #[must_use]
    pub fn board_ring_ref(cols: u8) -> &'static Circuit {
        &BOARD_RINGS[usize::from(cols.clamp(1, 16))]
    }

    /// The ring around both rows of a two-row board of `cols` columns, clockwise:
    /// `a2 ... f2 f1 ... a1` (on 6 columns).
    ///
    /// # Panics
    ///
    /// If `cols` is 0 or more than 16.
    #[must_use]
    pub const fn board_ring(cols: u8) -> Circuit {
        Circuit::two_row_ring(cols, 1, 0)
    }

    /// A player's half of a line of `cups` cups (one row), in sowing order away
    /// from his end: South `a1 b1 ...` up to the middle, North from the last cup
    /// back to the middle. Sow it with [`Direction::Cw`].
    ///
    /// # Panics
    ///
    /// If `cups` is odd, less than 2 or more than 16.
    #[must_use]
    pub const fn half_line(cups: u8, player: Player) -> Circuit {
        assert!(
            cups >= 2 && cups <= 16 && cups.is_multiple_of(2),
            "bad number of cups"
        );
        let k = cups / 2;
        let mut holes = [Hole::at(0, 0); MAX_CIRCUIT];
        let mut i = 0u8;
        while i < k {
            holes[i as usize] = match player {
                Player::South => Hole::at(i, 0),
                Player::North => Hole::at(cups - 1 - i, 0),
            };
            i += 1;
        }
        let (slice, _) = holes.split_at(k as usize);
        Circuit::from_holes(slice)
    }

    const fn two_row_ring(cols: u8, top: u8, bottom: u8) -> Circuit {
        assert!(cols > 0 && cols <= 16, "bad number of columns");
        let mut holes = [Hole::at(0, 0); MAX_CIRCUIT];
        let mut i = 0u8;
        while i < cols {
            holes[i as usize] = Hole::at(i, top);
            holes[(cols + i) as usize] = Hole::at(cols - 1 - i, bottom);
            i += 1;
        }
        let (slice, _) = holes.split_at(2 * cols as usize);
        Circuit::from_holes(slice)
    }

    /// Number of holes.
    #[allow(clippy::len_without_is_empty)]
    #[inline]
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// The holes, in clockwise order.
    #[inline]
    #[must_use]
    pub fn holes(&self) -> &[Hole] {
        &self.holes[..self.len()]
    }

    /// Whether `hole` is on the circuit.
    #[inline]
    #[must_use]
    pub const fn contains(&self, hole: Hole) -> bool {
        self.index[hole.cell()] != OFF
    }

    /// The place of `hole` in [`Circuit::holes`], if it is on the circuit.
    #[inline]
    #[must_use]
    pub const fn position(&self, hole: Hole) -> Option<usize> {
        match self.index[hole.cell()] {
            OFF => None,
            i => Some(i as usize),
        }
    }

    /// The place of a hole a lap starts from: a rules bug if it is off the
    /// circuit (caught by a `debug_assert`; release builds start from the
    /// first hole rather than panic).
    #[inline]
    fn place(&self, hole: Hole) -> usize {
        let i = self.index[hole.cell()];
        debug_assert!(i != OFF, "{hole} is not on the circuit");
        if i == OFF { 0 } else { usize::from(i) }
    }

    /// The hole after `hole` in direction `dir`, or `None` if `hole` is not
    /// on the circuit.
    #[inline]
    #[must_use]
    pub fn next(&self, hole: Hole, dir: Direction) -> Option<Hole> {
        let i = self.position(hole)?;
        Some(self.holes[self.step(i, 1, dir)])
    }

    /// The place `k` steps from place `i` (k < len).
    #[inline]
    fn step(&self, i: usize, k: usize, dir: Direction) -> usize {
        let l = self.len();
        match dir {
            Direction::Cw => {
                let j = i + k;
                if j >= l { j - l } else { j }
            }
            Direction::Ccw => {
                if i >= k {
                    i - k
                } else {
                    i + l - k
                }
            }
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
    #[inline]
    pub fn sow(&self, board: &mut Board, lap: Lap) -> LapEnd {
        let p = self.place(lap.from);
        let l = usize::from(self.len);
        // Places along `order`: the origin is `base`, and a lap never goes
        // further than 2 * len - 1 (first <= len, offset < len).
        let (order, base) = match lap.dir {
            Direction::Cw => (&self.order[0], p),
            Direction::Ccw => (&self.order[1], l - 1 - p),
        };
        let n = u32::from(lap.seeds);
        let (first, len, recip, skip) = match lap.start {
            LapStart::Next => (base + usize::from(l > 1), l, self.recip[0], false),
            LapStart::At => (base, l, self.recip[0], false),
            LapStart::NextSkippingOrigin if l == 1 => {
                debug_assert!(false, "cannot skip the only hole of a circuit");
                (base, l, self.recip[0], false)
            }
            LapStart::NextSkippingOrigin => (base + 1, l - 1, self.recip[1], true),
        };
        if n == 0 {
            let hole = order[first];
            return LapEnd {
                hole,
                count: board.get(hole),
            };
        }
        #[allow(clippy::cast_possible_truncation)]
        let len = len as u32;
        // No division: a multiply and a shift (exact for these ranges).
        let rounds = (n * recip) >> 16;
        let rem = n - rounds * len;
        if rounds > 0 {
            #[allow(clippy::cast_possible_truncation)]
            let r = rounds as u8;
            board.add_masked(&self.mask, r);
            if skip {
                board.put(self.holes[p], r.wrapping_neg());
            }
        }
        // Skipping the origin, the sown holes are the len - 1 places after it,
        // and `first` is the first of them: neither the remainder nor the last
        // seed can reach the origin.
        for &h in &order[first..first + rem as usize] {
            board.put(h, 1);
        }
        // The last seed is the (n-1)-th drop from `first`: (n - 1) % len places
        // along, which is rem - 1, or len - 1 after whole rounds only.
        let offset = if rem == 0 { len - 1 } else { rem - 1 };
        let hole = order[first + offset as usize];
        LapEnd {
            hole,
            count: board.get(hole),
        }
    }

    /// The same lap, one seed at a time: O(seeds). The plain reference the fast
    /// [`Circuit::sow`] is tested and benchmarked against.
    ///
    /// Its arguments must be as [`Circuit::sow`]'s.
    pub fn sow_seed_by_seed(&self, board: &mut Board, lap: Lap) -> LapEnd {
        let p = self.place(lap.from);
        let mut i = match lap.start {
            LapStart::At => p,
            LapStart::Next | LapStart::NextSkippingOrigin => {
                self.step(p, usize::from(self.len > 1), lap.dir)
            }
        };
        let skip = matches!(lap.start, LapStart::NextSkippingOrigin) && self.len > 1;
        if lap.seeds == 0 {
            let hole = self.holes[i];
            return LapEnd {
                hole,
                count: board.get(hole),
            };
        }
        let mut last = i;
        for _ in 0..lap.seeds {
            if skip && i == p {
                i = self.step(i, 1, lap.dir);
            }
            board.put(self.holes[i], 1);
            last = i;
            i = self.step(i, 1, lap.dir);
        }
        let hole = self.holes[last];
        LapEnd {
            hole,
            count: board.get(hole),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn h(s: &str) -> Hole {
        s.parse().unwrap()
    }

    #[test]
    fn wrong_hole_lists_are_errors_at_run_time() {
        assert_eq!(Circuit::try_from_holes(&[]), Err(CircuitError::Length(0)));
        let many = [h("a1"); MAX_CIRCUIT + 1];
        assert_eq!(
            Circuit::try_from_holes(&many),
            Err(CircuitError::Length(MAX_CIRCUIT + 1))
        );
        assert_eq!(
            Circuit::try_from_holes(&[h("a1"), h("b1"), h("a1")]),
            Err(CircuitError::Repeated(h("a1")))
        );
        let c = Circuit::try_from_holes(&[h("a1"), h("b1")]).unwrap();
        assert_eq!(c, Circuit::from_holes(&[h("a1"), h("b1")]));
        assert_eq!(
            CircuitError::Repeated(h("a1")).to_string(),
            "a1 appears twice in the circuit"
        );
    }

    #[test]
    fn rings_follow_the_rulebook() {
        let names = |c: &Circuit| {
            c.holes()
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        };
        assert_eq!(
            names(&Circuit::player_ring(8, Player::South)),
            "a2 b2 c2 d2 e2 f2 g2 h2 h1 g1 f1 e1 d1 c1 b1 a1"
        );
        assert_eq!(
            names(&Circuit::player_ring(4, Player::North)),
            "a4 b4 c4 d4 d3 c3 b3 a3"
        );
        assert_eq!(
            names(&Circuit::board_ring(6)),
            "a2 b2 c2 d2 e2 f2 f1 e1 d1 c1 b1 a1"
        );
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
    fn fast_lap_equals_seed_by_seed() {
        let starts = [LapStart::Next, LapStart::At, LapStart::NextSkippingOrigin];
        for cols in [1u8, 3, 6, 8] {
            let ring = Circuit::player_ring(cols, Player::North);
            for &from in ring.holes() {
                for seeds in 0..=60u8 {
                    for dir in Direction::BOTH {
                        for start in starts {
                            if cols == 1 && start == LapStart::NextSkippingOrigin {
                                continue;
                            }
                            let lap = Lap::new(from, seeds, dir, start);
                            let mut a = Board::new(4, cols).unwrap();
                            a.set(from, 3).unwrap();
                            let mut b = a;
                            assert_eq!(
                                ring.sow(&mut a, lap),
                                ring.sow_seed_by_seed(&mut b, lap),
                                "{lap:?}"
                            );
                            assert_eq!(a, b, "{lap:?}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn reciprocal_division_is_exact() {
        for d in 1..=MAX_CIRCUIT as u32 {
            for n in 0..=255u32 {
                assert_eq!((n * recip(d)) >> 16, n / d, "{n} / {d}");
            }
        }
    }

    #[test]
    fn custom_circuit_with_stores() {
        let holes = [
            h("a1"),
            h("b1"),
            Hole::store(Player::South),
            h("b2"),
            h("a2"),
        ];
        let c = Circuit::from_holes(&holes);
        assert_eq!(
            c.next(h("b1"), Direction::Cw),
            Some(Hole::store(Player::South))
        );
        assert_eq!(c.next(h("a1"), Direction::Ccw), Some(h("a2")));
        assert_eq!(c.position(h("c1")), None);
    }
}
