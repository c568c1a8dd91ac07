use fanga_core::Player;

use crate::Board;
use crate::cycle::{BRENT_FIRST, Brent, Distinguished, Seen};
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
/// Counter-clockwise is the same path backwards, except on a two-way circuit
/// ([`Circuit::try_two_way`]), whose counter-clockwise path is a second order
/// of the same holes: a snake ([`Circuit::snake`]), the boustrophedon
/// path, runs along its first row either way and then always on to the next
/// row.
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
    /// The place of each cell's hole along `order[0]` (clockwise) and
    /// `order[1]` (counter-clockwise), [`OFF`] off the circuit.
    index: [[u8; CELLS]; 2],
    /// 0xFF in the cells of the circuit's holes, 0 elsewhere: whole rounds are
    /// one masked add over the board (an AND and an ADD per 16 bytes).
    mask: [u8; CELLS],
    /// ceil(2^16 / len) and ceil(2^16 / (len - 1)): dividing a lap's seeds
    /// (at most 255) by the circuit's length is then a multiply and a shift.
    recip: [u32; 2],
    /// The holes in sowing order, twice round, clockwise (`[0]`) and
    /// counter-clockwise (`[1]`, starting from the last hole unless the
    /// circuit is two-way): a lap's remainder is then consecutive entries,
    /// with no wrapping.
    order: [[Hole; 2 * MAX_CIRCUIT]; 2],
    len: u8,
}

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
/// conventions' `n`: 1 means the hole was empty).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LapEnd {
    /// The hole of the last seed.
    pub hole: Hole,
    /// Its count after the seed fell.
    pub count: u8,
}

/// A run of relays on a ring of `L` holes packed in a `u128`, one byte a
/// hole in sowing order ([`Circuit::relay_run`]).
struct Relays {
    /// The ring.
    x: u128,
    /// The place the next lap sows from (its first seed falls after it).
    from: usize,
    /// Seeds in hand.
    seeds: u32,
    /// Bit k: a lap ending at place k leaves the run.
    exit: u32,
}

/// How a [`Relays`] run stopped: [`RelayRun`] with places for holes.
enum Stop {
    Landed { at: usize, count: u8 },
    Infinite,
    Undecided,
}

/// `TAIL[from][rem]`: ones at the `rem` places after `from` round a ring of
/// `L` bytes.
struct Tails<const L: usize>;

impl<const L: usize> Tails<L> {
    const TAIL: [[u128; 16]; 16] = {
        let mut t = [[0u128; 16]; 16];
        let mut from = 0;
        while from < L {
            let mut rem = 1;
            while rem < L {
                t[from][rem] = t[from][rem - 1] | (1u128 << (8 * ((from + rem) % L)));
                rem += 1;
            }
            from += 1;
        }
        t
    };
    /// ceil(2^16 / L): `n * RECIP >> 16 == n / L` for n <= 255.
    #[allow(clippy::cast_possible_truncation)]
    const RECIP: u32 = 65536_u32.div_ceil(L as u32);
}

impl Relays {
    /// Sows and relays until a landing leaves the run, the state repeats,
    /// or the budget runs out. Returns the ring as it is then.
    ///
    /// Repeats are found by Brent's detector (the state against one saved
    /// at powers of two: it needs up to a power of two past the tail, then
    /// one cycle). After [`BRENT_FIRST`] relays the distinguished states
    /// join in ([`Distinguished`]): on the longest turns they find the
    /// repeat within the tail, one cycle, and a few hundred relays, which
    /// can be half of Brent's laps. Both are exact: a state met twice is a
    /// repeat, and Brent's always finds one.
    #[inline]
    fn run<const L: usize>(mut self, left: &mut u64) -> (u128, Stop) {
        let counted = *left != u64::MAX;
        let mut budget = *left;
        let mut brent = Brent::new();
        let mut stop = self.relays::<L>(&mut budget, counted, |x, at| {
            if brent.seen(x, at) {
                Seen::Repeat
            } else if brent.asked == BRENT_FIRST {
                Seen::GiveUp
            } else {
                Seen::New
            }
        });
        if stop.is_none() {
            let mut kept = Distinguished::default();
            stop = self.relays::<L>(&mut budget, counted, |x, at| {
                if brent.seen(x, at) || kept.seen(x, at) {
                    Seen::Repeat
                } else {
                    Seen::New
                }
            });
        }
        *left = budget;
        (self.x, stop.unwrap_or(Stop::Infinite))
    }

    /// The relays, with `seen` asked before each one; `None` when it gives
    /// up (the relay it was asked about is then sown).
    #[inline(always)]
    fn relays<const L: usize>(
        &mut self,
        budget: &mut u64,
        counted: bool,
        mut seen: impl FnMut(u128, usize) -> Seen,
    ) -> Option<Stop> {
        let ones = crate::packed::ONES[L];
        let Relays {
            mut x,
            mut from,
            mut seeds,
            exit,
        } = *self;
        let stop = loop {
            let rounds = (seeds * Tails::<L>::RECIP) >> 16;
            #[allow(clippy::cast_possible_truncation)]
            let rem = (seeds - rounds * L as u32) as usize;
            x += u128::from(rounds) * ones + Tails::<L>::TAIL[from][rem];
            let mut at = from + rem;
            if at >= L {
                at -= L;
            }
            let count = x.to_le_bytes()[at];
            if count == 1 || exit & (1 << at) != 0 {
                break Some(Stop::Landed { at, count });
            }
            if *budget == 0 {
                break Some(Stop::Undecided);
            }
            *budget -= u64::from(counted);
            let verdict = seen(x, at);
            if let Seen::Repeat = verdict {
                break Some(Stop::Infinite);
            }
            x &= crate::packed::CLEAR[at];
            from = at;
            seeds = u32::from(count);
            if let Seen::GiveUp = verdict {
                break None;
            }
        };
        *self = Relays {
            x,
            from,
            seeds,
            exit,
        };
        stop
    }
}

/// How [`Circuit::relay_run`] stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum RelayRun {
    /// The last lap ended in a hole that does not relay (it holds 1 seed,
    /// or it is an exit): the game's landing rule decides what follows.
    Landed(LapEnd),
    /// The relays came back to a state they were in: the turn never ends.
    /// The board is left where the check stopped.
    Infinite,
    /// A relay was due with no lap left: the board is left as the last lap
    /// sown left it (a turn left undecided is discarded).
    Undecided,
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
    /// The two orders of a two-way circuit do not list the same holes: this
    /// one is in the counter-clockwise order only.
    #[error("{0} is in the counter-clockwise order of the circuit but not in the clockwise one")]
    NotInBoth(Hole),
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
            Err(CircuitError::NotInBoth(_)) => panic!("the two orders have different holes"),
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
            index: [[OFF; CELLS]; 2],
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
            if c.index[0][cell] != OFF {
                return Err(CircuitError::Repeated(holes[i]));
            }
            c.holes[i] = holes[i];
            c.index[0][cell] = i as u8;
            c.index[1][cell] = (l - 1 - i) as u8;
            c.mask[cell] = u8::MAX;
            i += 1;
        }
        Ok(c)
    }

    /// A two-way circuit: `cw` is its clockwise path and `ccw`, the same
    /// holes in another order, its counter-clockwise one, each closed (its
    /// last hole followed by its first). SowingPosition `cw` follows the first,
    /// sowing `ccw` the second; [`Circuit::holes`] lists `cw`. A `ccw` that
    /// is `cw` backwards makes the plain circuit of [`Circuit::try_from_holes`].
    ///
    /// # Errors
    ///
    /// As [`Circuit::try_from_holes`] for `cw`; [`CircuitError::Length`] if
    /// `ccw` has another length, [`CircuitError::Repeated`] or
    /// [`CircuitError::NotInBoth`] if it is not the same holes.
    pub const fn try_two_way(cw: &[Hole], ccw: &[Hole]) -> Result<Circuit, CircuitError> {
        let mut c = match Circuit::try_from_holes(cw) {
            Ok(c) => c,
            Err(e) => return Err(e),
        };
        let l = cw.len();
        if ccw.len() != l {
            return Err(CircuitError::Length(ccw.len()));
        }
        let mut seen = [false; CELLS];
        let mut k = 0;
        while k < l {
            let key = ccw[k].cell();
            if c.index[0][key] == OFF {
                return Err(CircuitError::NotInBoth(ccw[k]));
            }
            if seen[key] {
                return Err(CircuitError::Repeated(ccw[k]));
            }
            seen[key] = true;
            c.index[1][key] = k as u8;
            k += 1;
        }
        k = 0;
        while k < 2 * l {
            c.order[1][k] = ccw[k % l];
            k += 1;
        }
        Ok(c)
    }

    /// A snake: the boustrophedon path along `rows` (0-based, in sowing
    /// order) of a board of
    /// `cols` columns: a two-way circuit that runs along the first row, back
    /// along the next, and so on, and from the end of the last row to the
    /// start of the first, whichever way it is sown. Sown clockwise, it runs
    /// along the first row the way a clockwise ring does: leftwards when the
    /// rows climb (the first row is the path's bottom edge, as South's outer
    /// row), rightwards when they descend; counter-clockwise, the other way.
    /// So the two directions are mirror images, not one path backwards.
    ///
    /// ```
    /// use fanga_sowing::{Circuit, Direction, Hole};
    /// let snake = Circuit::snake(3, &[0, 1, 2]);
    /// let h = |s: &str| s.parse::<Hole>().unwrap();
    /// let path = |from: &str, dir| {
    ///     let mut at = h(from);
    ///     (0..9).map(|_| { at = snake.next(at, dir).unwrap(); at.to_string() }).collect::<Vec<_>>().join(" ")
    /// };
    /// assert_eq!(path("c3", Direction::Ccw), "a1 b1 c1 c2 b2 a2 a3 b3 c3");
    /// assert_eq!(path("a3", Direction::Cw), "c1 b1 a1 a2 b2 c2 c3 b3 a3");
    /// ```
    ///
    /// # Panics
    ///
    /// (At compile time in a `const`.) If there are no rows, a row is
    /// repeated or off the largest board, `cols` is 0 or more than 16 (8 on
    /// rows 5 to 8), or the path is longer than [`MAX_CIRCUIT`].
    #[must_use]
    #[allow(clippy::panic)] // Its purpose: a compile error in a `const`.
    pub const fn snake(cols: u8, rows: &[u8]) -> Circuit {
        let n = rows.len();
        assert!(n > 0 && cols > 0, "a snake needs rows and columns");
        assert!(n * (cols as usize) <= MAX_CIRCUIT, "bad snake length");
        let climbing = n < 2 || rows[1] > rows[0];
        let mut cw = [Hole::at(0, 0); MAX_CIRCUIT];
        let mut ccw = [Hole::at(0, 0); MAX_CIRCUIT];
        let mut r = 0;
        while r < n {
            let mut k = 0;
            while k < cols {
                let Some(hole) = Hole::new(k, rows[r]) else {
                    panic!("a hole of the snake is off every board");
                };
                // Along the first row, a climbing path sown counter-
                // clockwise goes rightwards (from column a); every other
                // row goes back.
                let rightwards = (r % 2 == 0) == climbing;
                let (at_ccw, at_cw) = if rightwards {
                    (k, cols - 1 - k)
                } else {
                    (cols - 1 - k, k)
                };
                let base = r * cols as usize;
                ccw[base + at_ccw as usize] = hole;
                // The clockwise path is the mirror image: each row the
                // other way.
                cw[base + at_cw as usize] = hole;
                k += 1;
            }
            r += 1;
        }
        let len = n * cols as usize;
        let (cw, _) = cw.split_at(len);
        let (ccw, _) = ccw.split_at(len);
        match Circuit::try_two_way(cw, ccw) {
            Ok(c) => c,
            Err(_) => panic!("a row of the snake is repeated"),
        }
    }

    /// A player's ring of two rows on a four-row board of `cols` columns, in the
    /// conventions' clockwise order: South `a2 ... h2 h1 ... a1`, North
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

    /// Number of holes.
    #[allow(clippy::len_without_is_empty)]
    #[inline]
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// The `k`-th hole in clockwise order (`k < len`), in const contexts.
    ///
    /// # Panics
    ///
    /// If `k >= MAX_CIRCUIT` (a `k` from `len` on gives a filler hole).
    #[must_use]
    pub const fn hole(&self, k: usize) -> Hole {
        self.holes[k]
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
        self.index[0][hole.cell()] != OFF
    }

    /// The place of `hole` in [`Circuit::holes`], if it is on the circuit.
    #[inline]
    #[must_use]
    pub const fn position(&self, hole: Hole) -> Option<usize> {
        match self.index[0][hole.cell()] {
            OFF => None,
            i => Some(i as usize),
        }
    }

    /// The place of a hole a lap starts from along the order of `dir`
    /// (`order[dir]`): a rules bug if it is off the circuit (caught by a
    /// `debug_assert`; release builds start from the first place rather than
    /// panic).
    #[inline(always)]
    fn place(&self, hole: Hole, dir: Direction) -> usize {
        let i = self.index[dir as usize][hole.cell()];
        debug_assert!(i != OFF, "{hole} is not on the circuit");
        if i == OFF { 0 } else { usize::from(i) }
    }

    /// The hole after `hole` in direction `dir`, or `None` if `hole` is not
    /// on the circuit.
    #[inline]
    #[must_use]
    pub fn next(&self, hole: Hole, dir: Direction) -> Option<Hole> {
        if !self.contains(hole) {
            return None;
        }
        // `order` goes twice round: the place after any place is in it.
        Some(self.order[dir as usize][self.place(hole, dir) + 1])
    }

    /// The place after place `i` along the order of a direction.
    #[inline]
    fn step(&self, i: usize) -> usize {
        if i + 1 >= self.len() { 0 } else { i + 1 }
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
            #[allow(clippy::cast_possible_truncation)]
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
        #[allow(clippy::cast_possible_truncation)]
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
        let (first, len, recip, skip) = match lap.start {
            LapStart::Next => (base + usize::from(l > 1), l, self.recip[0], false),
            LapStart::At => (base, l, self.recip[0], false),
            LapStart::NextSkippingOrigin if l == 1 => {
                debug_assert!(false, "cannot skip the only hole of a circuit");
                (base, l, self.recip[0], false)
            }
            LapStart::NextSkippingOrigin => (base + 1, l - 1, self.recip[1], true),
        };
        #[allow(clippy::cast_possible_truncation)]
        let len = len as u32;
        let n = u32::from(lap.seeds);
        // No division: a multiply and a shift (exact for these ranges).
        let rounds = (n * recip) >> 16;
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

    /// Sows `lap`, then relays for as long as the rules of a plain relay
    /// decide: while the last seed falls in a hole that now holds 2 or more
    /// and is not one of `exits`, its seeds are taken and sown on from the
    /// next hole in the same direction ([`LapStart::Next`]). Stops with
    /// [`RelayRun::Landed`] at the first lap that ends in a hole holding 1
    /// seed or in an exit (the game's landing rule then decides), with
    /// [`RelayRun::Infinite`] when the relays come back to a state they were
    /// in (the turn never ends), or with [`RelayRun::Undecided`] when a
    /// relay is due and `left` (laps still allowed, counted down by each
    /// relay; `u64::MAX` is no bound) is 0. `lap` itself is not counted.
    ///
    /// `exits` is asked once per hole of the circuit, on the board before
    /// the lap; the holes off the circuit do not change during the run, so
    /// a rule that reads them (a capture facing seeds) holds for the whole
    /// run.
    ///
    /// The fast path of the relay games ([`TurnRules::relay_run`]): the
    /// circuit is packed one byte a hole in a `u128`, so a lap is a few
    /// additions of byte masks, and the check for a repeated state compares
    /// one integer (Brent's cycle detection, as [`drive`] does).
    /// `None`, with the board untouched, for a circuit of more than 16
    /// holes, a lap that skips its origin, or a lap of no seeds.
    ///
    /// [`TurnRules::relay_run`]: crate::relay::TurnRules::relay_run
    /// [`drive`]: crate::relay::drive
    pub fn relay_run(
        &self,
        board: &mut Board,
        lap: Lap,
        exits: impl Fn(&Board, Hole) -> bool,
        left: &mut u64,
    ) -> Option<RelayRun> {
        let l = usize::from(self.len);
        if !matches!(l, 8 | 12 | 16) || lap.seeds == 0 {
            return None;
        }
        let base = self.place(lap.from, lap.dir);
        let order = &self.order[lap.dir as usize];
        // Sowing "at" a hole is sowing from the hole before it.
        let from = match lap.start {
            LapStart::Next => base,
            LapStart::At => (base + l - 1) % l,
            LapStart::NextSkippingOrigin => return None,
        };
        let ring = &order[..l];
        let mut bytes = [0u8; 16];
        let mut exit = 0u32;
        for (k, &h) in ring.iter().enumerate() {
            bytes[k] = board.get(h);
            if exits(board, h) {
                exit |= 1 << k;
            }
        }
        let start = Relays {
            x: u128::from_le_bytes(bytes),
            from,
            seeds: u32::from(lap.seeds),
            exit,
        };
        let (x, run) = match l {
            8 => start.run::<8>(left),
            12 => start.run::<12>(left),
            _ => start.run::<16>(left),
        };
        let bytes = x.to_le_bytes();
        for (k, &h) in ring.iter().enumerate() {
            board.set_raw(h, bytes[k]);
        }
        Some(match run {
            Stop::Landed { at, count } => RelayRun::Landed(LapEnd {
                hole: ring[at],
                count,
            }),
            Stop::Infinite => RelayRun::Infinite,
            Stop::Undecided => RelayRun::Undecided,
        })
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

    fn h(s: &str) -> Hole {
        s.parse().unwrap()
    }

    /// The plain relays `relay_run` must equal: one `sow` a lap, and a set
    /// of every state met, which finds a repeat at its first occurrence.
    fn plain_relays(
        c: &Circuit,
        board: &mut Board,
        mut lap: Lap,
        exits: &[Hole],
        left: &mut u64,
    ) -> Option<RelayRun> {
        let mut seen = std::collections::HashSet::new();
        loop {
            // Cases that neither end nor repeat within this many laps are
            // left out (the set would grow large).
            if seen.len() > 20_000 {
                return None;
            }
            let end = c.sow(board, lap);
            if end.count == 1 || exits.contains(&end.hole) {
                return Some(RelayRun::Landed(end));
            }
            if *left != u64::MAX {
                if *left == 0 {
                    return Some(RelayRun::Undecided);
                }
                *left -= 1;
            }
            if !seen.insert((*board, end.hole)) {
                return Some(RelayRun::Infinite);
            }
            let n = board.take(end.hole);
            lap = Lap::new(end.hole, n, lap.dir, LapStart::Next);
        }
    }

    /// `relay_run` against the plain relays on random rings of 8, 12 and 16
    /// holes (a player's ring of 4, 6 and 8 columns), both directions, laps
    /// sown from the next hole or at a hole, random exits and budgets: the
    /// same landing, board and laps left; a repeat found by both (the fast
    /// detector may need more laps, so under a budget it may say undecided
    /// where the plain one already saw the repeat).
    #[test]
    fn relay_runs_are_the_plain_relays() {
        let mut rng = fanga_core::SplitMix64::new(7);
        let mut kinds = [0usize; 3];
        for case in 0..6000 {
            let cols = [4u8, 6, 8][case % 3];
            let player = Player::BOTH[case / 3 % 2];
            let c = Circuit::player_ring_ref(cols, player);
            let mut board = Board::new(4, cols).unwrap();
            // Full rings relay for long (some never end): every hole holds 1
            // to 24.
            let full = case % 4 == 0;
            let max = 1 + rng.below(6);
            for &hole in c.holes() {
                let seeds = if full {
                    1 + rng.below(4 * max)
                } else {
                    rng.below(max + 1)
                };
                board.set(hole, seeds as u8).unwrap();
            }
            let exits: Vec<Hole> = c
                .holes()
                .iter()
                .copied()
                .filter(|_| !full && rng.below(8) == 0)
                .collect();
            let from = c.holes()[rng.below(c.len())];
            let dir = [Direction::Cw, Direction::Ccw][rng.below(2)];
            let (seeds, start) = if rng.below(2) == 0 {
                (board.take(from), LapStart::Next)
            } else {
                (1 + rng.below(20) as u8, LapStart::At)
            };
            if seeds == 0 {
                continue;
            }
            let lap = Lap::new(from, seeds, dir, start);
            let budget = [u64::MAX, 0, 3, 40][rng.below(4)];
            let (mut fast_board, mut plain_board) = (board, board);
            let (mut fast_left, mut plain_left) = (budget, budget);
            let Some(plain) = plain_relays(c, &mut plain_board, lap, &exits, &mut plain_left)
            else {
                continue;
            };
            let fast = c
                .relay_run(
                    &mut fast_board,
                    lap,
                    |_, h| exits.contains(&h),
                    &mut fast_left,
                )
                .unwrap();
            match plain {
                RelayRun::Infinite => {
                    kinds[2] += 1;
                    assert!(
                        fast == RelayRun::Infinite
                            || (budget != u64::MAX && fast == RelayRun::Undecided),
                        "case {case}: {fast:?}"
                    );
                }
                _ => {
                    kinds[usize::from(plain == RelayRun::Undecided)] += 1;
                    assert_eq!(fast, plain, "case {case}");
                    assert_eq!(fast_board, plain_board, "case {case}");
                    assert_eq!(fast_left, plain_left, "case {case}");
                }
            }
        }
        // Every outcome was met many times.
        // Landings and budgets ran out many times; repeats are rare on
        // random rings (`repeats_are_the_plain_repeats` seeks them out).
        assert!(kinds[0] > 1000 && kinds[1] > 1000, "{kinds:?}");
    }

    /// Turns that never end, sought among random rings of 8 holes holding
    /// 12 to 16 seeds (about one in 300 never ends with a short cycle): the
    /// fast relays and the plain ones agree on every one found, and on the
    /// board when a budget stops both before the repeat.
    #[test]
    fn repeats_are_the_plain_repeats() {
        let mut rng = fanga_core::SplitMix64::new(11);
        let c = Circuit::player_ring_ref(4, Player::North);
        let mut found = 0;
        let mut tries = 0;
        while found < 12 {
            tries += 1;
            assert!(tries < 200_000, "only {found} turns that never end found");
            let mut board = Board::new(4, 4).unwrap();
            for _ in 0..12 + rng.below(5) {
                board.add(c.holes()[rng.below(c.len())], 1).unwrap();
            }
            let from = c.holes()[rng.below(c.len())];
            let dir = [Direction::Cw, Direction::Ccw][rng.below(2)];
            let n = board.take(from);
            if n == 0 {
                continue;
            }
            let lap = Lap::new(from, n, dir, LapStart::Next);
            let mut left = 20_000;
            let mut fast_board = board;
            let fast = c.relay_run(&mut fast_board, lap, |_, _| false, &mut left);
            if fast != Some(RelayRun::Infinite) {
                continue;
            }
            found += 1;
            let mut plain_left = u64::MAX;
            let plain = plain_relays(c, &mut board.clone(), lap, &[], &mut plain_left);
            assert_eq!(plain, Some(RelayRun::Infinite), "{board:?} {lap:?}");
            // A budget of a few laps stops both at the same board.
            for budget in [0, 1, 5] {
                let (mut a, mut b) = (board, board);
                let (mut la, mut lb) = (budget, budget);
                let fast = c.relay_run(&mut a, lap, |_, _| false, &mut la);
                let plain = plain_relays(c, &mut b, lap, &[], &mut lb);
                assert_eq!(fast, Some(RelayRun::Undecided));
                assert_eq!((fast, a, la), (plain, b, lb));
            }
        }
    }

    #[test]
    fn relay_run_leaves_other_laps_to_the_engine() {
        let c = Circuit::player_ring_ref(8, Player::South);
        let mut board = Board::new(4, 8).unwrap();
        board.set(h("a1"), 3).unwrap();
        let before = board;
        let mut left = u64::MAX;
        let none = |_: &Board, _: Hole| false;
        let skipping = Lap::new(h("a1"), 3, Direction::Cw, LapStart::NextSkippingOrigin);
        assert_eq!(c.relay_run(&mut board, skipping, none, &mut left), None);
        let empty = Lap::new(h("a1"), 0, Direction::Cw, LapStart::Next);
        assert_eq!(c.relay_run(&mut board, empty, none, &mut left), None);
        let ring10 = Circuit::player_ring_ref(5, Player::South);
        let lap = Lap::new(h("a1"), 3, Direction::Cw, LapStart::Next);
        assert_eq!(ring10.relay_run(&mut board, lap, none, &mut left), None);
        assert_eq!(board, before);
    }

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
    fn rings_follow_the_conventions() {
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

    /// A snake goes on to the next row whichever way it is sown:
    /// its two directions are mirror images.
    #[test]
    fn snakes_go_on_to_the_next_row_both_ways() {
        let path = |c: &Circuit, from: &str, dir: Direction| {
            let mut at = h(from);
            (0..c.len())
                .map(|_| {
                    at = c.next(at, dir).unwrap();
                    at.to_string()
                })
                .collect::<Vec<_>>()
                .join(" ")
        };
        let south = Circuit::snake(3, &[0, 1, 2]);
        assert_eq!(
            path(&south, "c3", Direction::Ccw),
            "a1 b1 c1 c2 b2 a2 a3 b3 c3"
        );
        assert_eq!(
            path(&south, "a3", Direction::Cw),
            "c1 b1 a1 a2 b2 c2 c3 b3 a3"
        );
        // North's rows descend: clockwise runs rightwards along row 6.
        let north = Circuit::snake(3, &[5, 4, 3]);
        assert_eq!(
            path(&north, "c4", Direction::Cw),
            "a6 b6 c6 c5 b5 a5 a4 b4 c4"
        );
        assert_eq!(
            path(&north, "a4", Direction::Ccw),
            "c6 b6 a6 a5 b5 c5 c4 b4 a4"
        );
        // The holes listed are the clockwise path; off the path, no next.
        assert_eq!(south.holes()[0], h("c1"));
        assert_eq!(south.position(h("a2")), Some(3));
        assert_eq!(south.next(h("a4"), Direction::Cw), None);
        // An odd number of rows, and one row (a line sown round).
        let two = Circuit::snake(2, &[2, 3]);
        assert_eq!(path(&two, "a4", Direction::Ccw), "a3 b3 b4 a4");
        let one = Circuit::snake(3, &[0]);
        assert_eq!(path(&one, "c1", Direction::Ccw), "a1 b1 c1");
        assert_eq!(path(&one, "a1", Direction::Cw), "c1 b1 a1");
        // A six-row board of 6 columns: 18 holes a player.
        assert_eq!(Circuit::snake(6, &[5, 4, 3]).len(), 18);
    }

    #[test]
    fn two_way_circuits_check_their_orders() {
        let cw = [h("a1"), h("b1"), h("c1")];
        assert_eq!(
            Circuit::try_two_way(&cw, &[h("a1"), h("b1")]),
            Err(CircuitError::Length(2))
        );
        assert_eq!(
            Circuit::try_two_way(&cw, &[h("a1"), h("b1"), h("a1")]),
            Err(CircuitError::Repeated(h("a1")))
        );
        assert_eq!(
            Circuit::try_two_way(&cw, &[h("a1"), h("b1"), h("d1")]),
            Err(CircuitError::NotInBoth(h("d1")))
        );
        // `ccw` backwards is the plain circuit.
        assert_eq!(
            Circuit::try_two_way(&cw, &[h("c1"), h("b1"), h("a1")]),
            Ok(Circuit::from_holes(&cw))
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
