//! The closed paths players sow around: [`Circuit`], built once (in `const`
//! tables) from a list of holes, a two-row ring, a line of cups or a
//! snake, and knowing each hole's place along it in either direction.
//!
//! What is sown along a circuit is elsewhere: one lap in [`lap`](crate::lap)
//! ([`Circuit::sow`]), runs of relays on the packed ring in
//! [`relay_run`](crate::relay_run) ([`Circuit::relay_run`]).

use fanga_core::Player;

use crate::hole::{CELLS, Direction, Hole};
use crate::packed::ring::Divisor;

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
    pub(crate) mask: [u8; CELLS],
    /// Division of a lap's seeds by the circuit's length and by one less
    /// (a lap that skips its origin): a multiply and a shift.
    pub(crate) rounds: [Divisor; 2],
    /// The holes in sowing order, twice round, clockwise (`[0]`) and
    /// counter-clockwise (`[1]`, starting from the last hole unless the
    /// circuit is two-way): a lap's remainder is then consecutive entries,
    /// with no wrapping.
    pub(crate) order: [[Hole; 2 * MAX_CIRCUIT]; 2],
    pub(crate) len: u8,
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
            rounds: [
                Divisor::new(holes.len() as u32),
                Divisor::new(holes.len() as u32 - 1),
            ],
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
    pub(crate) fn place(&self, hole: Hole, dir: Direction) -> usize {
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
    pub(crate) fn step(&self, i: usize) -> usize {
        if i + 1 >= self.len() { 0 } else { i + 1 }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hole::h;

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
        // North's rows descend: clockwise runs rightwards along row 6.
        let north = Circuit::snake(3, &[5, 4, 3]);
        for (snake, from, dir, holes) in [
            (&south, "c3", Direction::Ccw, "a1 b1 c1 c2 b2 a2 a3 b3 c3"),
            (&south, "a3", Direction::Cw, "c1 b1 a1 a2 b2 c2 c3 b3 a3"),
            (&north, "c4", Direction::Cw, "a6 b6 c6 c5 b5 a5 a4 b4 c4"),
            (&north, "a4", Direction::Ccw, "c6 b6 a6 a5 b5 c5 c4 b4 a4"),
        ] {
            assert_eq!(path(snake, from, dir), holes, "from {from} {dir:?}");
        }
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
