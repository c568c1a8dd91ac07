use std::fmt;
use std::str::FromStr;

use fanga_core::Player;
use fanga_core::text::excerpt;

/// Most rows a board may have: 8, on boards of up to [`MAX_TALL_COLS`]
/// columns (boards of up to 4 rows have up to [`MAX_COLS`]).
pub const MAX_ROWS: u8 = 8;
/// Most columns a board may have (column letters `a` to `p`), on boards of
/// up to 4 rows.
pub const MAX_COLS: u8 = 16;
/// Most columns a board of 5 to [`MAX_ROWS`] rows may have (`a` to `h`).
pub const MAX_TALL_COLS: u8 = 8;
/// Rows a board may have with up to [`MAX_COLS`] columns.
pub(crate) const WIDE_ROWS: u8 = 4;

/// Number of cells a [`Board`](crate::Board) holds: 4 x 16 holes, 2 stores, and
/// padding to a multiple of 16 bytes (whole rounds are vector additions).
/// Rows 5 to 8 of a board of up to 8 columns live in columns `i` to `p` of
/// rows 1 to 4, which such a board does not use (see [`Hole`]).
pub(crate) const CELLS: usize = 80;

/// The value of South's store in [`Hole`]'s packing (North's is the next);
/// every hole is below it.
const STORE: u8 = 128;

/// The cell of each value of a [`Hole`]: a hole of rows 1 to 4 is its own
/// cell (row x 16 + column), a hole of rows 5 to 8 (row x 16 + column, a
/// column below 8) takes column 8 + column of row - 4, and the stores the
/// two cells after the 64 holes. Values no hole has map to a cell off every
/// board's holes, and so does a column beyond `h` on rows 5 to 8 (only a
/// [`Hole::at`] out of range makes one; it reads the cell of column - 8).
const CELL: [u8; 256] = {
    let mut t = [64u8; 256];
    let mut b = 0;
    while b < 256 {
        let (row, col) = (b / 16, b % 16);
        t[b] = if b < 64 {
            b as u8
        } else if b < STORE as usize {
            ((row - 4) * 16 + 8 + col % 8) as u8
        } else if b == STORE as usize + 1 {
            65
        } else {
            64
        };
        b += 1;
    }
    t
};

/// The cell of column `a` of 0-based row `row` (below 8): rows 0 to 3 at
/// 16 x row, rows 4 to 7 8 cells to the right of row - 4 (as [`CELL`]).
/// Arithmetic rather than a look-up, so that loops over rows keep a
/// running offset.
#[inline(always)]
pub(crate) const fn row_cell(row: usize) -> usize {
    if row < WIDE_ROWS as usize {
        row * MAX_COLS as usize
    } else {
        (row - WIDE_ROWS as usize) * MAX_COLS as usize + MAX_TALL_COLS as usize
    }
}

/// Whether a board of `rows` x `cols` fits the cells: 1 to 4 rows of 1 to 16
/// columns, or 5 to 8 rows of 1 to 8 columns.
#[must_use]
pub const fn shape_fits(rows: u8, cols: u8) -> bool {
    rows >= 1
        && cols >= 1
        && ((rows <= WIDE_ROWS && cols <= MAX_COLS) || (rows <= MAX_ROWS && cols <= MAX_TALL_COLS))
}

/// A hole of a board, named by its coordinates (`c2`, as
/// [the conventions](fanga_core::guide::conventions) say), or a player's store.
///
/// Columns are letters from South's left (`a`, `b`, ...), rows are numbered from
/// the bottom (`1` is South's outer row on a four-row board, South's only row on
/// a two-row board). Rows 1 to 4 have columns `a` to `p`; rows 5 to 8 (boards
/// of more than four rows) columns `a` to `h`.
///
/// The value is one byte, row x 16 + column, and the stores 128 and 129, so
/// rows, columns and comparisons are as cheap as on a grid of 16 columns.
/// A [`Board`](crate::Board) keeps 64 holes: a hole of rows 1 to 4 is its
/// own cell, and a hole of rows 5 to 8 uses the cell of column 8 + c of row
/// r - 4, which only boards of 8 columns or fewer (the only ones with more
/// than 4 rows) have free. So boards of up to four rows keep the same
/// 80-byte cells, and [`Hole::cell`] is one look-up in a table.
///
/// ```
/// use fanga_sowing::Hole;
/// let h: Hole = "c2".parse().unwrap();
/// assert_eq!((h.col(), h.row()), (2, 1));
/// assert_eq!(h.to_string(), "c2");
/// assert!("c0".parse::<Hole>().is_err());
/// let tall: Hole = "c6".parse().unwrap();
/// assert_eq!((tall.col(), tall.row()), (2, 5));
/// assert!("i6".parse::<Hole>().is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Hole(u8);

impl Hole {
    /// The hole at 0-based column `col` and 0-based row `row` (row 0 is the
    /// conventions' row 1), or `None` off every board: beyond 16 columns on
    /// rows 0 to 3, beyond 8 columns on rows 4 to 7, beyond 8 rows.
    #[inline]
    #[must_use]
    pub const fn new(col: u8, row: u8) -> Option<Hole> {
        if (row < WIDE_ROWS && col < MAX_COLS) || (row < MAX_ROWS && col < MAX_TALL_COLS) {
            Some(Hole::at(col, row))
        } else {
            None
        }
    }

    /// [`Hole::new`] for coordinates known to be in range (games' tables and
    /// loops over a board's columns and rows).
    ///
    /// Never panics in release builds: out-of-range coordinates are taken
    /// modulo 16 and 8, and a hole of rows 5 to 8 beyond column `h` reads
    /// and writes the cell of column - 8 (a `debug_assert` catches them in
    /// debug builds, and at compile time in a `const`). Use [`Hole::new`] for
    /// coordinates that come from outside.
    #[inline]
    #[must_use]
    pub const fn at(col: u8, row: u8) -> Hole {
        debug_assert!(
            (row < WIDE_ROWS && col < MAX_COLS) || (row < MAX_ROWS && col < MAX_TALL_COLS),
            "hole out of range"
        );
        Hole((row % MAX_ROWS) * MAX_COLS + col % MAX_COLS)
    }

    /// A player's store (Kalah's kalah): not on any row, and named by no
    /// coordinate.
    #[inline]
    #[must_use]
    pub const fn store(player: Player) -> Hole {
        match player {
            Player::South => Hole(STORE),
            Player::North => Hole(STORE + 1),
        }
    }

    /// Whether this is a store.
    #[inline]
    #[must_use]
    pub const fn is_store(self) -> bool {
        self.0 >= STORE
    }

    /// The 0-based column (`a` = 0). Meaningless for a store.
    #[inline]
    #[must_use]
    pub const fn col(self) -> u8 {
        self.0 % MAX_COLS
    }

    /// The 0-based row (the conventions' row 1 = 0). Meaningless for a store.
    #[inline]
    #[must_use]
    pub const fn row(self) -> u8 {
        self.0 / MAX_COLS
    }

    /// The same column in another row (as [`Hole::at`]).
    #[inline]
    #[must_use]
    pub const fn with_row(self, row: u8) -> Hole {
        Hole::at(self.col(), row)
    }

    /// The index of this hole in a board's cell array
    /// ([`Board::raw_cells`](crate::Board::raw_cells)).
    #[inline]
    #[must_use]
    pub const fn cell(self) -> usize {
        CELL[self.0 as usize] as usize
    }

    /// The column letter.
    #[must_use]
    pub const fn col_letter(self) -> char {
        (b'a' + self.col()) as char
    }
}

impl fmt::Display for Hole {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            STORE => f.write_str("store:S"),
            x if x == STORE + 1 => f.write_str("store:N"),
            _ => write!(f, "{}{}", self.col_letter(), self.row() + 1),
        }
    }
}

impl fmt::Debug for Hole {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// The text is not a hole name. The message names no range: which holes
/// there are is the board's business (a game's refusal of a hole off its
/// board names its columns and rows), and the engine's limits (`a`-`p`
/// and `1`-`4`, or `a`-`h` and `1`-`8`) would mislead on any one board.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{text}` is not a hole: expected a column letter and a row number, like `c2`")]
#[non_exhaustive]
pub struct ParseHoleError {
    /// The text.
    pub text: String,
}

impl FromStr for Hole {
    type Err = ParseHoleError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseHoleError { text: excerpt(s) };
        match s.as_bytes() {
            &[c @ b'a'..=b'p', r @ b'1'..=b'8'] => Hole::new(c - b'a', r - b'1').ok_or_else(err),
            _ => Err(err()),
        }
    }
}

/// A sowing direction, seen from above with South at the bottom.
///
/// Circuits list their holes in clockwise order, so [`Direction::Cw`] walks a
/// circuit forwards and [`Direction::Ccw`] backwards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Direction {
    /// Clockwise: `cw`.
    Cw = 0,
    /// Anticlockwise: `ccw`.
    Ccw = 1,
}

impl Direction {
    /// Both directions, `cw` first.
    pub const BOTH: [Direction; 2] = [Direction::Cw, Direction::Ccw];

    /// The other direction.
    #[must_use]
    pub const fn reverse(self) -> Direction {
        match self {
            Direction::Cw => Direction::Ccw,
            Direction::Ccw => Direction::Cw,
        }
    }

    /// `cw` or `ccw`.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Direction::Cw => "cw",
            Direction::Ccw => "ccw",
        }
    }
}

impl fmt::Display for Direction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The text is not `cw` or `ccw`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{text}` is not a direction: expected `cw` or `ccw`")]
#[non_exhaustive]
pub struct ParseDirectionError {
    /// The text.
    pub text: String,
}

impl FromStr for Direction {
    type Err = ParseDirectionError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "cw" => Ok(Direction::Cw),
            "ccw" => Ok(Direction::Ccw),
            _ => Err(ParseDirectionError { text: excerpt(s) }),
        }
    }
}

#[cfg(feature = "serde")]
fanga_core::impl_serde_notation!(Hole);
#[cfg(feature = "serde")]
fanga_core::impl_serde_notation!(Direction);

/// The hole named `s`, for tests: `h("c2")`.
#[cfg(test)]
pub(crate) fn h(s: &str) -> Hole {
    s.parse().unwrap()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for row in 0..MAX_ROWS {
            for col in 0..MAX_COLS {
                let Some(h) = Hole::new(col, row) else {
                    assert!(row >= 4 && col >= 8, "{col} {row}");
                    continue;
                };
                assert_eq!((h.col(), h.row()), (col, row));
                assert_eq!(h.to_string().parse::<Hole>(), Ok(h));
                assert!(!h.is_store() && h.cell() < 64);
            }
        }
        for r in 0..MAX_ROWS {
            assert_eq!(row_cell(usize::from(r)), Hole::at(0, r).cell());
        }
        // Within the widest and the tallest board, no two holes share a cell.
        for (rows, cols) in [(4, 16), (8, 8)] {
            assert!(shape_fits(rows, cols) && !shape_fits(rows + 1, cols));
            let cells: std::collections::HashSet<usize> = (0..rows)
                .flat_map(|r| (0..cols).map(move |c| Hole::at(c, r).cell()))
                .collect();
            assert_eq!(cells.len(), usize::from(rows * cols));
        }
        assert_eq!(Hole::at(2, 5).to_string(), "c6");
        assert_eq!(Hole::at(7, 7).to_string(), "h8");
        assert!(Hole::at(0, 0) < Hole::at(0, 4) && Hole::at(15, 3) < Hole::at(0, 4));
        for bad in [
            "", "a", "2", "a0", "a9", "i5", "p8", "q1", "A1", "a1 ", "aa1", "a12",
        ] {
            assert!(bad.parse::<Hole>().is_err(), "{bad}");
        }
        assert_eq!(Hole::store(Player::North).to_string(), "store:N");
        assert!(Hole::store(Player::South).is_store());
        assert!(!Hole::at(15, 3).is_store());
        assert!(!Hole::at(7, 7).is_store());
        assert_eq!(Hole::store(Player::North).cell(), 65);
    }

    #[test]
    fn directions() {
        assert_eq!("ccw".parse::<Direction>(), Ok(Direction::Ccw));
        assert_eq!(Direction::Cw.reverse(), Direction::Ccw);
        assert!("CW".parse::<Direction>().is_err());
    }
}
