use std::fmt;
use std::str::FromStr;

use fanga_core::Player;
use fanga_core::text::excerpt;

/// Most rows a board may have.
pub const MAX_ROWS: u8 = 4;
/// Most columns a board may have (column letters `a` to `p`).
pub const MAX_COLS: u8 = 16;

/// Number of cells a [`Board`](crate::Board) holds: 4 x 16 holes, 2 stores, and
/// padding to a multiple of 16 bytes (whole rounds are vector additions).
pub(crate) const CELLS: usize = 80;

/// A hole of a board, named by its coordinates (`c2`, as
/// [the conventions](fanga_core::guide::conventions) say), or a player's store.
///
/// Columns are letters from South's left (`a`, `b`, ...), rows are numbered from
/// the bottom (`1` is South's outer row on a four-row board, South's only row on
/// a two-row board). The value packs the 0-based row and column into one byte.
///
/// ```
/// use fanga_sowing::Hole;
/// let h: Hole = "c2".parse().unwrap();
/// assert_eq!((h.col(), h.row()), (2, 1));
/// assert_eq!(h.to_string(), "c2");
/// assert!("c0".parse::<Hole>().is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Hole(u8);

impl Hole {
    /// The hole at 0-based column `col` and 0-based row `row` (row 0 is the
    /// conventions' row 1), or `None` beyond 16 columns or 4 rows.
    #[inline]
    #[must_use]
    pub const fn new(col: u8, row: u8) -> Option<Hole> {
        if col < MAX_COLS && row < MAX_ROWS {
            Some(Hole(row * MAX_COLS + col))
        } else {
            None
        }
    }

    /// [`Hole::new`] for coordinates known to be in range (games' tables and
    /// loops over a board's columns and rows).
    ///
    /// Never panics in release builds: out-of-range coordinates are taken
    /// modulo 16 and 4 (a `debug_assert` catches them in debug builds, and at
    /// compile time in a `const`). Use [`Hole::new`] for coordinates that come
    /// from outside.
    #[inline]
    #[must_use]
    pub const fn at(col: u8, row: u8) -> Hole {
        debug_assert!(col < MAX_COLS && row < MAX_ROWS, "hole out of range");
        Hole((row % MAX_ROWS) * MAX_COLS + col % MAX_COLS)
    }

    /// A player's store (Kalah's kalah): not on any row, and named by no
    /// coordinate.
    #[inline]
    #[must_use]
    pub const fn store(player: Player) -> Hole {
        match player {
            Player::South => Hole(64),
            Player::North => Hole(65),
        }
    }

    /// Whether this is a store.
    #[inline]
    #[must_use]
    pub const fn is_store(self) -> bool {
        self.0 >= 64
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

    /// The same column in another row (row taken modulo 4, as
    /// [`Hole::at`]).
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
        self.0 as usize
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
            64 => f.write_str("store:S"),
            65 => f.write_str("store:N"),
            _ => write!(f, "{}{}", self.col_letter(), self.row() + 1),
        }
    }
}

impl fmt::Debug for Hole {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// The text is not a hole name.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{text}` is not a hole: expected a column letter a-p and a row 1-4, like `c2`")]
pub struct ParseHoleError {
    /// The text.
    pub text: String,
}

impl FromStr for Hole {
    type Err = ParseHoleError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseHoleError { text: excerpt(s) };
        match s.as_bytes() {
            &[c @ b'a'..=b'p', r @ b'1'..=b'4'] => Ok(Hole::at(c - b'a', r - b'1')),
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
    Cw,
    /// Anticlockwise: `ccw`.
    Ccw,
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for row in 0..MAX_ROWS {
            for col in 0..MAX_COLS {
                let h = Hole::at(col, row);
                assert_eq!(h.to_string().parse::<Hole>(), Ok(h));
            }
        }
        for bad in ["", "a", "2", "a0", "a5", "q1", "A1", "a1 ", "aa1", "a12"] {
            assert!(bad.parse::<Hole>().is_err(), "{bad}");
        }
        assert_eq!(Hole::store(Player::North).to_string(), "store:N");
        assert!(Hole::store(Player::South).is_store());
        assert!(!Hole::at(15, 3).is_store());
    }

    #[test]
    fn directions() {
        assert_eq!("ccw".parse::<Direction>(), Ok(Direction::Ccw));
        assert_eq!(Direction::Cw.reverse(), Direction::Ccw);
        assert!("CW".parse::<Direction>().is_err());
    }
}
