//! The Fanorona board: 45 points in a `u64`, the lines between them, and the
//! eight directions.

use std::fmt;
use std::str::FromStr;

/// Columns of the board (`a` to `i`).
pub const COLS: u8 = 9;
/// Rows of the board (`1` to `5`).
pub const ROWS: u8 = 5;
/// Points of the board.
pub const POINTS: usize = 45;

/// A point of the board, named as in the publications: `e3` (column `a` to
/// `i` from White's left, row `1` to `5` from White's side).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Point(u8);

impl Point {
    /// The point at 0-based column and row, if on the board.
    #[must_use]
    pub const fn new(col: u8, row: u8) -> Option<Point> {
        if col < COLS && row < ROWS {
            Some(Point(row * COLS + col))
        } else {
            None
        }
    }

    /// The point at 0-based column and row, which the caller keeps on the
    /// board (loops over `0..COLS` and `0..ROWS`; a `debug_assert` checks).
    pub(crate) const fn at(col: u8, row: u8) -> Point {
        debug_assert!(col < COLS && row < ROWS);
        Point(row * COLS + col)
    }

    /// The point with this index (0 = `a1`, 44 = `i5`).
    #[must_use]
    pub const fn from_index(i: u8) -> Option<Point> {
        if (i as usize) < POINTS {
            Some(Point(i))
        } else {
            None
        }
    }

    /// Its index, 0 to 44: its bit in a board.
    #[must_use]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// Its bit.
    #[must_use]
    pub const fn bit(self) -> u64 {
        1 << self.0
    }

    /// The 0-based column.
    #[must_use]
    pub const fn col(self) -> u8 {
        self.0 % COLS
    }

    /// The 0-based row.
    #[must_use]
    pub const fn row(self) -> u8 {
        self.0 / COLS
    }

    /// A strong point, where diagonal lines meet: column + row even (`a1`,
    /// `e3`, ...).
    #[must_use]
    pub const fn is_strong(self) -> bool {
        (self.col() + self.row()).is_multiple_of(2)
    }

    /// The next point along a line in direction `d`, if there is one.
    #[must_use]
    pub const fn step(self, d: Dir) -> Option<Point> {
        match NEXT[self.0 as usize][d as usize] {
            NONE => None,
            i => Some(Point(i)),
        }
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.col()), self.row() + 1)
    }
}

impl fmt::Debug for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// The text is not a point of the board.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a point: expected a column a-i and a row 1-5, like `e3`")]
#[non_exhaustive]
pub struct ParsePointError(pub String);

impl FromStr for Point {
    type Err = ParsePointError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.as_bytes() {
            &[c @ b'a'..=b'i', r @ b'1'..=b'5'] => Ok(Point((r - b'1') * COLS + (c - b'a'))),
            _ => Err(ParsePointError(fanga_core::text::excerpt(s))),
        }
    }
}

/// The eight directions, seen from above with White at the bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Dir {
    /// Towards column `i`.
    E,
    /// Towards `i5`.
    NE,
    /// Towards row 5.
    N,
    /// Towards `a5`.
    NW,
    /// Towards column `a`.
    W,
    /// Towards `a1`.
    SW,
    /// Towards row 1.
    S,
    /// Towards `i1`.
    SE,
}

impl Dir {
    /// All eight, `E` first, anticlockwise.
    pub const ALL: [Dir; 8] = [
        Dir::E,
        Dir::NE,
        Dir::N,
        Dir::NW,
        Dir::W,
        Dir::SW,
        Dir::S,
        Dir::SE,
    ];

    /// The opposite direction.
    #[must_use]
    pub const fn opposite(self) -> Dir {
        Dir::ALL[(self as usize + 4) % 8]
    }

    /// Whether the direction is diagonal.
    #[must_use]
    pub const fn is_diagonal(self) -> bool {
        (self as usize) % 2 == 1
    }

    /// (column, row) offsets.
    #[must_use]
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Dir::E => (1, 0),
            Dir::NE => (1, 1),
            Dir::N => (0, 1),
            Dir::NW => (-1, 1),
            Dir::W => (-1, 0),
            Dir::SW => (-1, -1),
            Dir::S => (0, -1),
            Dir::SE => (1, -1),
        }
    }
}

const NONE: u8 = u8::MAX;

/// The line graph of a board of `cols` x `rows` points with diagonals through
/// the strong points: `next[point][direction]`, or `NONE`.
pub(crate) const fn lines<const N: usize>(cols: u8, rows: u8) -> [[u8; 8]; N] {
    let mut t = [[NONE; 8]; N];
    let mut i = 0;
    while i < (cols * rows) as usize {
        let (c, r) = ((i as u8 % cols) as i8, (i as u8 / cols) as i8);
        let strong = (c + r) % 2 == 0;
        let mut d = 0;
        while d < 8 {
            let dir = Dir::ALL[d];
            let (dc, dr) = dir.delta();
            let (nc, nr) = (c + dc, r + dr);
            if nc >= 0
                && nr >= 0
                && nc < cols as i8
                && nr < rows as i8
                && (!dir.is_diagonal() || strong)
            {
                t[i][d] = (nr as u8) * cols + nc as u8;
            }
            d += 1;
        }
        i += 1;
    }
    t
}

static NEXT: [[u8; 8]; POINTS] = lines::<POINTS>(COLS, ROWS);

/// Every point of a bitboard, lowest index first.
pub(crate) fn points(mut bits: u64) -> impl Iterator<Item = Point> {
    std::iter::from_fn(move || {
        if bits == 0 {
            return None;
        }
        let i = bits.trailing_zeros() as u8;
        bits &= bits - 1;
        Some(Point(i))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Montgomery's construction: 8 x 4 squares, gathered into eight larger
    /// squares of four, with both diagonals of each larger square drawn.
    #[test]
    fn montgomerys_construction_gives_the_parity_rule() {
        let mut drawn = std::collections::BTreeSet::new();
        for bc in 0..4u8 {
            for br in 0..2u8 {
                let (c0, r0) = (2 * bc, 2 * br);
                for k in 0..2 {
                    drawn.insert(((c0 + k, r0 + k), (c0 + k + 1, r0 + k + 1)));
                    drawn.insert(((c0 + 2 - k, r0 + k), (c0 + 1 - k, r0 + k + 1)));
                }
            }
        }
        let mut parity = std::collections::BTreeSet::new();
        for i in 0..45u8 {
            let p = Point(i);
            for d in [Dir::NE, Dir::NW] {
                if let Some(q) = p.step(d) {
                    parity.insert(((p.col(), p.row()), (q.col(), q.row())));
                }
            }
        }
        assert_eq!(drawn, parity);
        let strong = (0..45u8).filter(|&i| Point(i).is_strong()).count();
        assert_eq!(strong, 23);
    }

    #[test]
    fn points_and_steps() {
        let e3: Point = "e3".parse().unwrap();
        assert_eq!(e3.to_string(), "e3");
        assert_eq!(e3.step(Dir::NE).unwrap().to_string(), "f4");
        let e2: Point = "e2".parse().unwrap();
        assert!(!e2.is_strong());
        assert_eq!(e2.step(Dir::NE), None);
        assert_eq!("a1".parse::<Point>().unwrap().step(Dir::S), None);
        for bad in ["j1", "a6", "a0", "", "A1", "e33"] {
            assert!(bad.parse::<Point>().is_err(), "{bad}");
        }
        assert_eq!(Dir::NE.opposite(), Dir::SW);
    }
}
