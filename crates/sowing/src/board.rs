use std::fmt;

use fanga_core::text::parse_count;
use fanga_core::{ByPlayer, ParsePositionError, Player};

use crate::hole::{
    CELLS, Hole, MAX_COLS, MAX_ROWS, MAX_TALL_COLS, WIDE_ROWS, row_cell, shape_fits,
};

/// Where seeds off the holes are kept, for each player: the one home of
/// stores, reserves and captured seeds. Every pool is part of the [`Board`]
/// value, counts in [`Board::total`] and is moved by the engine's trace
/// replay, so games need no bookkeeping of their own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Pool {
    /// A store on the circuit (Kalah's kalah): also the hole [`Hole::store`].
    Store,
    /// Seeds not yet in play (the katra games, Fang, Mangala's setup).
    Reserve,
    /// Seeds captured out of play (Oware, Mangala).
    Captured,
}

impl Pool {
    /// The cell of a player's pool: after the 64 holes, stores (64-65),
    /// reserves (66-67), captured (68-69).
    #[inline]
    const fn cell(self, player: Player) -> usize {
        let base = match self {
            Pool::Store => 64,
            Pool::Reserve => 66,
            Pool::Captured => 68,
        };
        base + player.index()
    }
}

/// A change the board refuses.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum BoardError {
    /// The hole is not on the board.
    #[error("{hole} is not on a board of {rows} x {cols}")]
    OffBoard {
        /// The hole.
        hole: Hole,
        /// Rows of the board.
        rows: u8,
        /// Columns of the board.
        cols: u8,
    },
    /// The board would hold more seeds than it can.
    #[error("the board would hold {total} seeds, more than the 255 it can hold")]
    TooManySeeds {
        /// Seeds it would hold, pools included.
        total: u32,
    },
    /// [`Board::set_row`] was given a row the board does not have, or the
    /// wrong number of counts for it.
    #[error(
        "row index {row} (0-based) with {given} counts does not fit a board of {rows} x {cols}"
    )]
    NotARow {
        /// The row asked for (0-based).
        row: u8,
        /// Counts given.
        given: usize,
        /// Rows of the board.
        rows: u8,
        /// Columns of the board.
        cols: u8,
    },
    /// Fewer seeds than asked for.
    #[error("{place} holds {holds} seeds, not {asked}")]
    NotEnough {
        /// The hole or pool.
        place: String,
        /// What it holds.
        holds: u8,
        /// What was asked for.
        asked: u8,
    },
}

/// The rows or columns asked for do not fit a [`Board`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "a board has 1 to 4 rows of 1 to {MAX_COLS} columns, or up to {MAX_ROWS} rows of 1 to {MAX_TALL_COLS}, not {rows} x {cols}"
)]
#[non_exhaustive]
pub struct ShapeError {
    /// Rows asked for.
    pub rows: u8,
    /// Columns asked for.
    pub cols: u8,
}

/// The seed counts of a board of R rows x C columns, and of two stores.
///
/// A small `Copy` value (82 bytes: 80 cells, padded so that whole rounds of a
/// lap are a few vector additions, and the shape): positions embed it and
/// search copies it freely. The cells are the 4 x 16 holes (a board of 5 to
/// 8 rows, of up to 8 columns, keeps rows 5 to 8 in columns `i` to `p` of
/// rows 1 to 4: see [`Hole`]), then each player's [`Pool`]s: store, reserve and captured seeds, so that every seed
/// of a position lives in its board.
///
/// Counts are `u8`, and a board never holds more than [`Board::MAX_SEEDS`]
/// (255) seeds in all, pools included: every public mutation is checked
/// ([`Board::set`], [`Board::add`], [`Board::set_pool`] return a
/// [`BoardError`] rather than break it) and the engine only moves seeds
/// already on the board, so no lap can overflow a hole. Cells outside the
/// board are always 0, so that equal boards compare and hash equal.
///
/// ```
/// use fanga_core::Player;
/// use fanga_sowing::{Board, Hole, Pool};
///
/// let mut board = Board::new(2, 6)?;
/// let c1: Hole = "c1".parse()?;
/// board.set(c1, 4)?;
/// board.set_pool(Pool::Store, Player::North, 10)?;
/// assert_eq!(board.get(c1), 4);
/// assert_eq!(board.total(), 14);
/// // Every mutation is checked: no hole off the board, no more than 255 seeds.
/// assert!(board.set("g1".parse()?, 1).is_err());
/// assert!(board.add(c1, 250).is_err());
/// assert_eq!(board.take(c1), 4);
/// assert_eq!(board.row(0), [0, 0, 0, 0, 0, 0]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    cells: [u8; CELLS],
    rows: u8,
    cols: u8,
}

impl Board {
    /// Most seeds a board holds.
    pub const MAX_SEEDS: u32 = 255;

    /// An empty board of `rows` x `cols`.
    ///
    /// # Errors
    ///
    /// If the shape does not fit ([`shape_fits`](crate::shape_fits)): 1 to
    /// 4 rows of 1 to 16 columns, or 5 to 8 rows of 1 to 8 columns.
    pub const fn new(rows: u8, cols: u8) -> Result<Board, ShapeError> {
        if !shape_fits(rows, cols) {
            return Err(ShapeError { rows, cols });
        }
        Ok(Board {
            cells: [0; CELLS],
            rows,
            cols,
        })
    }

    /// An empty board of a shape already checked (the compact layout's).
    #[inline]
    pub(crate) const fn blank(rows: u8, cols: u8) -> Board {
        debug_assert!(shape_fits(rows, cols));
        Board {
            cells: [0; CELLS],
            rows,
            cols,
        }
    }

    /// The cells: 4 rows of 16 (holding rows 5-8 too on a board of up to 8
    /// columns), then the pools, a hole at
    /// [`Hole::cell`]: for fast paths that keep holes packed elsewhere (the
    /// four-row reserve games' random moves) and read many at once.
    #[inline]
    #[must_use]
    pub const fn raw_cells(&self) -> &[u8; CELLS] {
        &self.cells
    }

    /// The cells, to change ([`Board::raw_cells`]): unchecked, so the caller
    /// keeps the board's invariants: no more than [`Board::MAX_SEEDS`] seeds
    /// in all, and 0 in every cell off the board. For fast paths that write
    /// back a board they read and only moved seeds on.
    #[inline]
    pub fn raw_cells_mut(&mut self) -> &mut [u8; CELLS] {
        &mut self.cells
    }

    /// Sets a pool without checking the total: the caller copies a board
    /// that held it.
    #[inline]
    pub(crate) fn put_pool_raw(&mut self, pool: Pool, player: Player, seeds: u8) {
        self.cells[pool.cell(player)] = seeds;
    }

    /// Rows.
    #[must_use]
    pub const fn rows(&self) -> u8 {
        self.rows
    }

    /// Columns.
    #[must_use]
    pub const fn cols(&self) -> u8 {
        self.cols
    }

    /// Whether `hole` is on this board (stores always are).
    #[inline]
    #[must_use]
    pub const fn contains(&self, hole: Hole) -> bool {
        hole.is_store() || (hole.row() < self.rows && hole.col() < self.cols)
    }

    /// The seeds in `hole`.
    #[inline]
    #[must_use]
    pub const fn get(&self, hole: Hole) -> u8 {
        self.cells[hole.cell()]
    }

    /// Sets the seeds in `hole` (a store included).
    ///
    /// # Errors
    ///
    /// `hole` is not on the board, or the board would hold more than
    /// [`Board::MAX_SEEDS`] seeds in all (pools included); the board is then
    /// unchanged.
    pub fn set(&mut self, hole: Hole, seeds: u8) -> Result<(), BoardError> {
        self.check_on(hole)?;
        let total = self.total() - u32::from(self.get(hole)) + u32::from(seeds);
        Self::check_max(total)?;
        self.cells[hole.cell()] = seeds;
        Ok(())
    }

    /// Sets every hole of row `row` (0-based) from column `a`: one checked
    /// write for a whole row, for games that keep their holes packed
    /// elsewhere (Oware's and Kalah's fast playouts).
    ///
    /// # Errors
    ///
    /// [`BoardError::NotARow`] if the board has no such row or `seeds` is
    /// not one count per column; [`BoardError::TooManySeeds`] as
    /// [`Board::set`]. The board is then unchanged.
    pub fn set_row(&mut self, row: u8, seeds: &[u8]) -> Result<(), BoardError> {
        if row >= self.rows || seeds.len() != usize::from(self.cols) {
            return Err(BoardError::NotARow {
                row,
                given: seeds.len(),
                rows: self.rows,
                cols: self.cols,
            });
        }
        let start = row_cell(usize::from(row));
        let cells = &mut self.cells[start..start + seeds.len()];
        let old: u32 = cells.iter().map(|&s| u32::from(s)).sum();
        let new: u32 = seeds.iter().map(|&s| u32::from(s)).sum();
        let total = self.total() - old + new;
        Self::check_max(total)?;
        self.cells[start..start + seeds.len()].copy_from_slice(seeds);
        Ok(())
    }

    /// Adds seeds to `hole` (a store included), from outside the board.
    ///
    /// # Errors
    ///
    /// As [`Board::set`].
    pub fn add(&mut self, hole: Hole, seeds: u8) -> Result<(), BoardError> {
        self.check_on(hole)?;
        Self::check_max(self.total() + u32::from(seeds))?;
        self.cells[hole.cell()] += seeds;
        Ok(())
    }

    /// Empties `hole` and returns its seeds (0 for a hole off the board).
    #[inline]
    pub fn take(&mut self, hole: Hole) -> u8 {
        std::mem::take(&mut self.cells[hole.cell()])
    }

    /// Removes `seeds` seeds from `hole`.
    ///
    /// # Errors
    ///
    /// `hole` holds fewer seeds (or is not on the board); the board is then
    /// unchanged.
    pub fn remove(&mut self, hole: Hole, seeds: u8) -> Result<(), BoardError> {
        self.check_on(hole)?;
        let holds = self.get(hole);
        if holds < seeds {
            return Err(BoardError::NotEnough {
                place: hole.to_string(),
                holds,
                asked: seeds,
            });
        }
        self.cells[hole.cell()] = holds - seeds;
        Ok(())
    }

    /// Moves every seed of `from` into `to` (holes or stores of this board)
    /// and returns how many: conserving, so always within the board's limit.
    #[inline]
    pub fn move_all(&mut self, from: Hole, to: Hole) -> u8 {
        let seeds = self.take(from);
        self.put(to, seeds);
        seeds
    }

    /// Sets a hole's count, for the engine's fast relay writing back a
    /// packed ring of the same seeds: the total is unchanged.
    #[inline]
    pub(crate) fn set_raw(&mut self, hole: Hole, seeds: u8) {
        self.cells[hole.cell()] = seeds;
    }

    /// Puts seeds that were taken from this board back into `hole`: the total
    /// stays within [`Board::MAX_SEEDS`], so no hole can overflow. For the
    /// engine's laps and hand.
    #[inline]
    pub(crate) fn put(&mut self, hole: Hole, seeds: u8) {
        let c = &mut self.cells[hole.cell()];
        *c = c.wrapping_add(seeds);
    }

    /// Seeds a player keeps in a pool off the holes: his store (a hole too,
    /// [`Hole::store`]), his reserve, or the seeds he has captured.
    #[inline]
    #[must_use]
    pub const fn pool(&self, pool: Pool, player: Player) -> u8 {
        self.cells[pool.cell(player)]
    }

    /// Sets a player's pool.
    ///
    /// # Errors
    ///
    /// The board would hold more than [`Board::MAX_SEEDS`] seeds in all.
    pub fn set_pool(&mut self, pool: Pool, player: Player, seeds: u8) -> Result<(), BoardError> {
        let cell = pool.cell(player);
        Self::check_max(self.total() - u32::from(self.cells[cell]) + u32::from(seeds))?;
        self.cells[cell] = seeds;
        Ok(())
    }

    /// Both players' pools of a kind, South first.
    #[must_use]
    pub const fn pools(&self, pool: Pool) -> ByPlayer<u8> {
        ByPlayer::new(
            self.pool(pool, Player::South),
            self.pool(pool, Player::North),
        )
    }

    /// Moves `seeds` from a player's pool into his hand (the engine's
    /// hand is off the board: the seeds come back with a lap or a drop).
    /// Returns how many were taken (at most what the pool holds).
    #[inline]
    pub fn take_from_pool(&mut self, pool: Pool, player: Player, seeds: u8) -> u8 {
        let c = &mut self.cells[pool.cell(player)];
        let taken = seeds.min(*c);
        *c -= taken;
        taken
    }

    /// Puts seeds taken from this board into a player's pool.
    #[inline]
    pub(crate) fn put_in_pool(&mut self, pool: Pool, player: Player, seeds: u8) {
        let c = &mut self.cells[pool.cell(player)];
        *c = c.wrapping_add(seeds);
    }

    fn check_on(&self, hole: Hole) -> Result<(), BoardError> {
        if self.contains(hole) {
            Ok(())
        } else {
            Err(BoardError::OffBoard {
                hole,
                rows: self.rows,
                cols: self.cols,
            })
        }
    }

    fn check_max(total: u32) -> Result<(), BoardError> {
        if total > Board::MAX_SEEDS {
            Err(BoardError::TooManySeeds { total })
        } else {
            Ok(())
        }
    }

    /// The board turned round (a half turn): row r of C columns goes to row
    /// R - 1 - r, column c to column C - 1 - c. Stores and pools stay with
    /// their players.
    #[must_use]
    pub fn rotated(&self) -> Board {
        let mut b = *self;
        for h in self.holes() {
            b.cells[Hole::at(self.cols - 1 - h.col(), self.rows - 1 - h.row()).cell()] =
                self.get(h);
        }
        b
    }

    /// Adds `seeds` to every cell where `mask` holds 0xFF (a circuit's holes).
    #[inline]
    pub(crate) fn add_masked(&mut self, mask: &[u8; CELLS], seeds: u8) {
        for (cell, &m) in self.cells.iter_mut().zip(mask) {
            *cell = cell.wrapping_add(m & seeds);
        }
    }

    /// The holes of row `row` (0-based), from column `a`.
    pub fn row_holes(&self, row: u8) -> impl DoubleEndedIterator<Item = Hole> + use<> {
        (0..self.cols).map(move |c| Hole::at(c, row))
    }

    /// Every hole of the board, row 1 first, each row from column `a`. Stores
    /// are not included.
    pub fn holes(&self) -> impl Iterator<Item = Hole> + use<> {
        let cols = self.cols;
        (0..self.rows).flat_map(move |r| (0..cols).map(move |c| Hole::at(c, r)))
    }

    /// The counts of row `row` (0-based), from column `a`.
    #[inline]
    #[must_use]
    pub fn row(&self, row: u8) -> &[u8] {
        // A row's holes are consecutive cells, rows 5-8 included.
        let start = row_cell(usize::from(row));
        &self.cells[start..start + usize::from(self.cols)]
    }

    /// Seeds in row `row` (0-based).
    #[inline]
    #[must_use]
    pub fn row_sum(&self, row: u8) -> u32 {
        self.row(row).iter().map(|&s| u32::from(s)).sum()
    }

    /// Whether row `row` (0-based) is empty.
    #[inline]
    #[must_use]
    pub fn row_is_empty(&self, row: u8) -> bool {
        // Cells outside the board are 0, so a row is empty when its whole
        // lane of cells is: 16 on a board of up to 4 rows, 8 on a taller
        // one (whose rows 5 to 8 share the lanes of rows 1 to 4). One
        // compare rather than a loop over the holes.
        let start = row_cell(usize::from(row));
        if self.rows <= WIDE_ROWS {
            let mut lane = [0u8; 16];
            lane.copy_from_slice(&self.cells[start..start + 16]);
            u128::from_le_bytes(lane) == 0
        } else {
            let mut lane = [0u8; 8];
            lane.copy_from_slice(&self.cells[start..start + 8]);
            u64::from_le_bytes(lane) == 0
        }
    }

    /// Seeds on the whole board, stores included.
    #[inline]
    #[must_use]
    pub fn total(&self) -> u32 {
        // A board holds at most 255 seeds, so adding its cells 8 at a time
        // as words never carries from one byte into the next, and one
        // multiply then adds the 8 bytes of the sum into its top byte.
        let mut lanes = 0u64;
        for chunk in self.cells.chunks_exact(8) {
            let mut w = [0u8; 8];
            w.copy_from_slice(chunk);
            lanes += u64::from_le_bytes(w);
        }
        (lanes.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32
    }

    /// Seeds in a player's store.
    #[inline]
    #[must_use]
    pub const fn store(&self, player: Player) -> u8 {
        self.get(Hole::store(player))
    }

    /// The player who owns `hole`: on an even number of rows, South the lower
    /// half (rows 1-2 of four, 1-3 of six) and North the upper; on two rows, row 1 and row 2; on one row (a line of cups), South the
    /// first half from column `a` and North the second. `None` for a hole off
    /// the board, a store, or the middle cup of an odd line.
    #[inline]
    #[must_use]
    pub const fn owner(&self, hole: Hole) -> Option<Player> {
        if hole.is_store() || !self.contains(hole) {
            return None;
        }
        match self.rows {
            1 => {
                let (c, n) = (hole.col(), self.cols);
                if 2 * c + 1 < n {
                    Some(Player::South)
                } else if 2 * c + 1 > n {
                    Some(Player::North)
                } else {
                    None
                }
            }
            _ if hole.row() < self.rows / 2 => Some(Player::South),
            _ if !self.rows.is_multiple_of(2) && hole.row() == self.rows / 2 => None,
            _ => Some(Player::North),
        }
    }

    /// The hole facing `hole` across the middle of the board: on an even
    /// number of rows the inner holes of the two halves face each other (`x2`
    /// and `x3` on four rows, `x3` and `x4` on six) and the others face
    /// nothing; on two rows `x1` faces `x2`; on one row (a line folded at its middle) cup
    /// i faces cup C + 1 - i. `None` where nothing faces.
    #[inline]
    #[must_use]
    pub const fn facing(&self, hole: Hole) -> Option<Hole> {
        if hole.is_store() || !self.contains(hole) {
            return None;
        }
        let (c, r) = (hole.col(), hole.row());
        match (self.rows, r) {
            (1, 0) => {
                let m = self.cols - 1 - c;
                if m == c { None } else { Some(Hole::at(m, 0)) }
            }
            (rows, r) if rows.is_multiple_of(2) && r + 1 == rows / 2 => Some(Hole::at(c, r + 1)),
            (rows, r) if rows.is_multiple_of(2) && r == rows / 2 => Some(Hole::at(c, r - 1)),
            _ => None,
        }
    }

    /// Seeds in the holes a player owns (see [`Board::owner`]): his rows'
    /// sums, or on one row his half of the cups.
    #[inline]
    #[must_use]
    pub fn side_total(&self, player: Player) -> u32 {
        if self.rows == 1 {
            let (row, half) = (self.row(0), usize::from(self.cols / 2));
            let cups = match player {
                Player::South => &row[..half],
                Player::North => &row[row.len() - half..],
            };
            return cups.iter().map(|&s| u32::from(s)).sum();
        }
        let half = self.rows / 2;
        let rows = match player {
            Player::South => 0..half,
            Player::North => self.rows - half..self.rows,
        };
        rows.map(|r| self.row_sum(r)).sum()
    }

    /// Reads the rows of a position text: rows from the top row down to row 1,
    /// separated by `/`, each a list of decimal counts from column `a`,
    /// separated by `,`.
    ///
    /// `rows` is the number of rows the game plays on; `cols_ok` says which
    /// numbers of columns it accepts, and `cols_expected` describes them for
    /// errors (`4, 6 or 8`). `name` names a hole in errors (the conventions' `c2`
    /// for most games).
    ///
    /// # Errors
    ///
    /// A wrong number of rows or columns (naming the row), an entry that is not a
    /// count or does not fit (naming the hole), more than 255 seeds in all.
    pub fn parse_grid(
        field: &str,
        rows: u8,
        cols_ok: impl Fn(u8) -> bool,
        cols_expected: &str,
        name: impl Fn(Hole) -> String,
    ) -> Result<Board, ParsePositionError> {
        let lines = fanga_core::text::board_rows(field, usize::from(rows))?;
        let found = field
            .split('/')
            .next()
            .unwrap_or_default()
            .split(',')
            .count();
        let cols = u8::try_from(found)
            .ok()
            .filter(|&c| c <= MAX_COLS && cols_ok(c));
        let Some(cols) = cols else {
            return Err(ParsePositionError::ColumnCount {
                row: usize::from(rows),
                expected: cols_expected.to_owned(),
                found,
            });
        };
        let mut board = Board::new(rows, cols).map_err(|_| ParsePositionError::Shape {
            rows,
            cols,
            expected_rows: rows,
            expected_cols: cols,
        })?;
        let mut total: u64 = 0;
        for (i, line) in lines.enumerate() {
            let row = rows - 1 - i as u8;
            let entries = line.split(',').count();
            if entries != usize::from(cols) {
                return Err(ParsePositionError::ColumnCount {
                    row: usize::from(row) + 1,
                    expected: cols.to_string(),
                    found: entries,
                });
            }
            for (c, entry) in line.split(',').enumerate() {
                let hole = Hole::at(c as u8, row);
                let v = parse_count(entry, Board::MAX_SEEDS, || name(hole))?;
                total += u64::from(v);
                board.put(hole, v as u8);
            }
        }
        if total > u64::from(Board::MAX_SEEDS) {
            return Err(ParsePositionError::TooManySeeds {
                total,
                max: Board::MAX_SEEDS,
            });
        }
        Ok(board)
    }

    /// Checks that the board and `extra` seeds kept off it (reserves, captured
    /// counts) fit the 255 seeds a board can hold, so that no lap overflows.
    ///
    /// # Errors
    ///
    /// [`ParsePositionError::TooManySeeds`].
    pub fn check_total(&self, extra: &[u8]) -> Result<(), ParsePositionError> {
        let total = u64::from(self.total()) + extra.iter().map(|&e| u64::from(e)).sum::<u64>();
        if total > u64::from(Board::MAX_SEEDS) {
            return Err(ParsePositionError::TooManySeeds {
                total,
                max: Board::MAX_SEEDS,
            });
        }
        Ok(())
    }

    /// A readable grid for terminals: column letters, then each row from the
    /// top with its number and counts, `top` and `bottom` written after the
    /// top and bottom rows, and on a board of four rows or more (an even
    /// number) a line between the two players' halves.
    #[must_use]
    pub fn grid_diagram(&self, top: &str, bottom: &str) -> String {
        use std::fmt::Write as _;
        let mut s = String::from("    ");
        for c in 0..self.cols {
            let _ = write!(s, "{:>3}", char::from(b'a' + c));
        }
        s.push('\n');
        for row in (0..self.rows).rev() {
            let _ = write!(s, "  {} ", row + 1);
            for &v in self.row(row) {
                let _ = write!(s, "{v:>3}");
            }
            if row + 1 == self.rows {
                let _ = write!(s, "   {top}");
            } else if row == 0 {
                let _ = write!(s, "   {bottom}");
            }
            s.push('\n');
            if self.rows >= 4 && self.rows.is_multiple_of(2) && row == self.rows / 2 {
                let _ = writeln!(s, "    {}", "-".repeat(3 * usize::from(self.cols)));
            }
        }
        s
    }

    /// Writes the rows as [`Board::parse_grid`] reads them.
    ///
    /// # Errors
    ///
    /// Only those of the formatter.
    pub fn write_grid(&self, f: &mut (impl fmt::Write + ?Sized)) -> fmt::Result {
        for row in (0..self.rows).rev() {
            for (c, v) in self.row(row).iter().enumerate() {
                if c > 0 {
                    f.write_char(',')?;
                }
                write!(f, "{v}")?;
            }
            if row > 0 {
                f.write_char('/')?;
            }
        }
        Ok(())
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Board(")?;
        self.write_grid(f)?;
        for (pool, name) in [
            (Pool::Store, "stores"),
            (Pool::Reserve, "reserves"),
            (Pool::Captured, "captured"),
        ] {
            let ByPlayer { south, north } = self.pools(pool);
            if south > 0 || north > 0 {
                write!(f, " {name} {south},{north}")?;
            }
        }
        f.write_str(")")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hole::h;

    fn parse(s: &str) -> Result<Board, ParsePositionError> {
        Board::parse_grid(s, 2, |c| c == 3, "3", |h| h.to_string())
    }

    #[test]
    fn grid_round_trip() {
        let b = parse("1,2,3/4,5,0").unwrap();
        assert_eq!(b.get("a2".parse().unwrap()), 1);
        assert_eq!(b.get("c1".parse().unwrap()), 0);
        assert_eq!(b.row_sum(0), 9);
        let mut s = String::new();
        b.write_grid(&mut s).unwrap();
        assert_eq!(s, "1,2,3/4,5,0");
        assert_eq!(b.total(), 15);
    }

    #[test]
    fn grid_errors() {
        assert_eq!(
            parse("1,2,3").unwrap_err().to_string(),
            "expected 2 rows separated by `/`, found 1"
        );
        assert_eq!(
            parse("1,2/4,5,0").unwrap_err().to_string(),
            "row 2 has 2 entries, expected 3"
        );
        assert_eq!(
            parse("1,2,3/4,5").unwrap_err().to_string(),
            "row 1 has 2 entries, expected 3"
        );
        assert_eq!(
            parse("1,x,3/4,5,0").unwrap_err().to_string(),
            "b2: `x` is not a count (decimal digits, no leading zero)"
        );
        assert_eq!(
            parse("1,,3/4,5,0").unwrap_err().to_string(),
            "b2: `` is not a count (decimal digits, no leading zero)"
        );
        assert_eq!(
            parse("1,2,3/4,5,256").unwrap_err().to_string(),
            "c1: 256 does not fit (at most 255)"
        );
        assert_eq!(
            parse("100,100,3/4,5,100").unwrap_err(),
            ParsePositionError::TooManySeeds {
                total: 312,
                max: 255
            }
        );
    }

    /// The word-wise total equals a plain sum, up to the 255-seed limit.
    #[test]
    fn total_is_the_sum_of_every_cell() {
        let mut rng = fanga_core::SplitMix64::new(9);
        for _ in 0..2000 {
            let mut b = Board::new(4, 16).unwrap();
            let mut sum = 0u32;
            for h in b
                .holes()
                .chain([Hole::store(Player::South), Hole::store(Player::North)])
            {
                let s = rng.below(40) as u8;
                if b.set(h, s).is_ok() {
                    sum += u32::from(s);
                }
            }
            for pool in [Pool::Reserve, Pool::Captured] {
                let s = rng.below(30) as u8;
                if b.set_pool(pool, Player::North, s).is_ok() {
                    sum += u32::from(s);
                }
            }
            assert_eq!(b.total(), sum);
            assert_eq!(b.cells.iter().map(|&c| u32::from(c)).sum::<u32>(), sum);
        }
    }

    #[test]
    fn set_row_is_checked() {
        let mut b = Board::new(2, 3).unwrap();
        b.set_row(1, &[1, 2, 3]).unwrap();
        assert_eq!((b.row(1), b.total()), (&[1, 2, 3][..], 6));
        b.set_row(1, &[0, 0, 4]).unwrap();
        assert_eq!((b.row(1), b.total()), (&[0, 0, 4][..], 4));
        assert_eq!(
            b.set_row(2, &[1, 1, 1]).unwrap_err().to_string(),
            "row index 2 (0-based) with 3 counts does not fit a board of 2 x 3"
        );
        assert!(matches!(
            b.set_row(0, &[1, 1]),
            Err(BoardError::NotARow { given: 2, .. })
        ));
        assert_eq!(
            b.set_row(0, &[200, 50, 2]),
            Err(BoardError::TooManySeeds { total: 256 })
        );
        assert_eq!((b.row(0), b.total()), (&[0, 0, 0][..], 4));
    }

    /// `side_total` sums exactly the holes `owner` gives the player, on
    /// every shape of board.
    #[test]
    fn side_total_is_the_owners_holes() {
        let mut rng = fanga_core::SplitMix64::new(7);
        for rows in 1..=MAX_ROWS {
            for cols in 1..=16u8 {
                let Ok(mut b) = Board::new(rows, cols) else {
                    continue;
                };
                for h in b.holes().collect::<Vec<_>>() {
                    b.put(h, rng.below(6) as u8);
                }
                for p in Player::BOTH {
                    let by_owner: u32 = b
                        .holes()
                        .filter(|&h| b.owner(h) == Some(p))
                        .map(|h| u32::from(b.get(h)))
                        .sum();
                    assert_eq!(b.side_total(p), by_owner, "{rows}x{cols} {p:?}");
                }
            }
        }
    }

    /// `row_is_empty` reads a row's whole lane of cells: it agrees with
    /// the row's holes on every shape of board, a tall board's rows 5 to 8
    /// sharing their lanes included, whichever single hole holds seeds.
    #[test]
    fn row_is_empty_is_the_row_s_holes() {
        for rows in 1..=MAX_ROWS {
            for cols in 1..=16u8 {
                let Ok(empty) = Board::new(rows, cols) else {
                    continue;
                };
                for h in empty.holes().collect::<Vec<_>>() {
                    let mut b = empty;
                    b.put(h, 1);
                    for r in 0..rows {
                        assert!(empty.row_is_empty(r), "{rows}x{cols} row {r}");
                        assert_eq!(
                            b.row_is_empty(r),
                            b.row(r).iter().all(|&s| s == 0),
                            "{rows}x{cols} row {r}, seeds in {h}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn shape() {
        assert!(Board::new(0, 3).is_err());
        assert!(Board::new(9, 3).is_err());
        assert!(Board::new(5, 9).is_err());
        assert!(Board::new(4, 17).is_err());
        assert!(Board::new(8, 8).is_ok() && Board::new(5, 1).is_ok());
        let b = Board::new(2, 9).unwrap();
        assert_eq!(b.holes().count(), 18);
        assert!(b.contains("i2".parse().unwrap()));
        assert!(!b.contains("j2".parse().unwrap()));
        assert!(!b.contains("a3".parse().unwrap()));
    }

    /// Rows 5 to 8 share the cells of columns i-p of rows 1-4, so every
    /// reading of a tall board must keep its rows apart.
    #[test]
    fn a_tall_board_keeps_its_rows_apart() {
        let mut b = Board::new(6, 8).unwrap();
        for (k, hole) in b.holes().enumerate() {
            b.set(hole, (k % 5) as u8).unwrap();
        }
        assert_eq!(b.holes().count(), 48);
        for r in 0..6 {
            let want: Vec<u8> = (0..8).map(|c| b.get(Hole::at(c, r))).collect();
            assert_eq!(b.row(r), &want[..], "row {r}");
        }
        assert_eq!(b.row(5), [0, 1, 2, 3, 4, 0, 1, 2]);
        assert_eq!(b.get(h("h6")), 2);
        assert_eq!(b.total(), (0..48).map(|k| k % 5).sum::<u32>());
        assert_eq!(
            b.side_total(Player::South) + b.side_total(Player::North),
            b.total()
        );
        assert_eq!(b.owner(h("h3")), Some(Player::South));
        assert_eq!(b.owner(h("a4")), Some(Player::North));
        assert_eq!(b.facing(h("c3")), Some(h("c4")));
        assert_eq!(b.facing(h("c4")), Some(h("c3")));
        assert_eq!(b.facing(h("c5")), None);
        assert!(!b.contains(h("a7")) && !b.contains(h("i1")));
        assert!(b.set(h("i1"), 1).is_err());
        let mut text = String::new();
        b.write_grid(&mut text).unwrap();
        let back = Board::parse_grid(&text, 6, |c| c == 8, "8", |h| h.to_string()).unwrap();
        assert_eq!(back, b);
        assert_eq!(b.rotated().rotated(), b);
        assert_eq!(b.rotated().get(h("a1")), b.get(h("h6")));
        assert!(
            b.grid_diagram("N", "S")
                .lines()
                .nth(4)
                .unwrap()
                .starts_with("    ---")
        );
        b.set_row(4, &[9; 8]).unwrap();
        assert_eq!(b.row(4), [9; 8]);
        assert_eq!(b.get(h("a1")), 0);
    }

    #[test]
    fn owners_and_facing_holes() {
        let four = Board::new(4, 8).unwrap();
        assert_eq!(four.owner(h("h1")), Some(Player::South));
        assert_eq!(four.owner(h("a2")), Some(Player::South));
        assert_eq!(four.owner(h("a3")), Some(Player::North));
        assert_eq!(four.owner(h("i3")), None);
        assert_eq!(four.facing(h("c2")), Some(h("c3")));
        assert_eq!(four.facing(h("h3")), Some(h("h2")));
        assert_eq!(four.facing(h("c1")), None);
        assert_eq!(four.facing(h("c4")), None);
        let two = Board::new(2, 6).unwrap();
        assert_eq!(two.owner(h("f1")), Some(Player::South));
        assert_eq!(two.owner(h("a2")), Some(Player::North));
        assert_eq!(two.facing(h("b1")), Some(h("b2")));
        assert_eq!(two.facing(h("b2")), Some(h("b1")));
        // A line of 8 cups (Fang): cup i faces cup 9 - i.
        let line = Board::new(1, 8).unwrap();
        assert_eq!(line.owner(h("d1")), Some(Player::South));
        assert_eq!(line.owner(h("e1")), Some(Player::North));
        assert_eq!(line.facing(h("a1")), Some(h("h1")));
        assert_eq!(line.facing(h("d1")), Some(h("e1")));
        let odd = Board::new(1, 5).unwrap();
        assert_eq!(odd.owner(h("c1")), None);
        assert_eq!(odd.facing(h("c1")), None);
        let mut b = Board::new(4, 4).unwrap();
        b.set(h("a1"), 3).unwrap();
        b.set(h("d3"), 2).unwrap();
        assert_eq!(b.side_total(Player::South), 3);
        assert_eq!(b.side_total(Player::North), 2);
    }

    #[test]
    fn every_change_is_checked() {
        let mut b = Board::new(2, 6).unwrap();
        // Off the board, and too many seeds in all: refused, board unchanged.
        assert_eq!(
            b.set(h("g1"), 1),
            Err(BoardError::OffBoard {
                hole: h("g1"),
                rows: 2,
                cols: 6
            })
        );
        b.set(h("a1"), 200).unwrap();
        assert_eq!(
            b.add(h("b1"), 56),
            Err(BoardError::TooManySeeds { total: 256 })
        );
        assert_eq!(
            b.set_pool(Pool::Reserve, Player::North, 56),
            Err(BoardError::TooManySeeds { total: 256 })
        );
        assert!(b.set(h("a1"), 255).is_ok(), "replacing a count counts once");
        assert_eq!(b.total(), 255);
        assert!(matches!(
            b.remove(h("b1"), 1),
            Err(BoardError::NotEnough {
                holds: 0,
                asked: 1,
                ..
            })
        ));
        b.set(h("a1"), 10).unwrap();
        b.set_pool(Pool::Captured, Player::South, 5).unwrap();
        b.set_pool(Pool::Store, Player::North, 2).unwrap();
        assert_eq!(b.total(), 17, "pools count in the total");
        assert_eq!(b.store(Player::North), 2);
        assert_eq!(b.pools(Pool::Captured), ByPlayer::new(5, 0));
        // Moving seeds never fails.
        assert_eq!(b.move_all(h("a1"), Hole::store(Player::South)), 10);
        assert_eq!(
            (b.get(h("a1")), b.store(Player::South), b.total()),
            (0, 10, 17)
        );
        assert_eq!(
            format!("{b:?}"),
            "Board(0,0,0,0,0,0/0,0,0,0,0,0 stores 10,2 captured 5,0)"
        );
    }

    #[test]
    fn turned_round() {
        let b = Board::parse_grid("1,2,3/4,5,6", 2, |c| c == 3, "3", |h| h.to_string()).unwrap();
        let mut s = String::new();
        b.rotated().write_grid(&mut s).unwrap();
        assert_eq!(s, "6,5,4/3,2,1");
        assert_eq!(b.rotated().rotated(), b);
    }
}
