//! How a position stores its board: a byte array sized for the game
//! ([`SowingRules::Cells`](crate::SowingRules::Cells)), not the 82-byte
//! [`Board`] every game shares.
//!
//! Named `storage` (it was `compact`) because it is where a position keeps
//! its seeds between turns, beside [`packed`](crate::packed), the fast
//! path's `u128` boards that playouts sow on.
//!
//! A [`Board`] has room for 4 x 16 holes and every pool, so that the engine
//! sows every game on one type. A position keeps only what its game uses: the
//! holes of [`SowingRules::ROWS`](crate::SowingRules::ROWS) rows of the widest
//! of [`SowingRules::COLUMNS`](crate::SowingRules::COLUMNS), row after row, then
//! two bytes (South, North) for each pool the game keeps, in the order store,
//! reserve, captured. An Oware position on up to 7 houses a row fits in 16
//! bytes of cells, a katra fandatsaka position in 34. [`SowingPosition::board`]
//! rebuilds the [`Board`] from them (a few fixed-size copies).
//!
//! [`SowingPosition::board`]: crate::SowingPosition::board

use std::fmt::Debug;
use std::hash::Hash;

use fanga_core::Player;

use crate::board::{Board, Pool};
use crate::hole::row_cell;
use crate::pool_key::PoolKey;

/// The bytes a position keeps its board in: any `[u8; N]`. A game chooses N
/// as at least `ROWS x (widest COLUMNS) + 2 x (pools kept)`; a smaller array
/// is refused when the game is compiled (the shell's constant check fails).
pub trait Cells: Copy + Eq + Hash + Debug + Send + Sync + 'static + sealed::Sealed {
    /// Bytes it holds.
    const LEN: usize;
    /// All zero.
    fn zeroed() -> Self;
    /// The bytes.
    fn bytes(&self) -> &[u8];
    /// The bytes, to change.
    fn bytes_mut(&mut self) -> &mut [u8];
}

mod sealed {
    pub trait Sealed {}
    impl<const N: usize> Sealed for [u8; N] {}
}

impl<const N: usize> Cells for [u8; N] {
    const LEN: usize = N;

    #[inline]
    fn zeroed() -> Self {
        [0; N]
    }

    #[inline]
    fn bytes(&self) -> &[u8] {
        self
    }

    #[inline]
    fn bytes_mut(&mut self) -> &mut [u8] {
        self
    }
}

/// Where a game's board lies in its cells: the row stride (the widest of its
/// columns), the rows, and which pools are kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Layout {
    /// Rows.
    pub(crate) rows: usize,
    /// Bytes a row: the game's widest board.
    pub(crate) stride: usize,
    /// The byte of each pool's South count (North's is the next), in the
    /// order of [`Pool`]'s cells (store, reserve, captured); `None` for a
    /// pool the game does not keep.
    pub(crate) pools: [Option<usize>; 3],
    /// Bytes used.
    pub(crate) len: usize,
}

const fn keeps(pools: &[PoolKey], hidden: &[Pool], pool: Pool) -> bool {
    let mut i = 0;
    while i < pools.len() {
        if pools[i].pool as u8 == pool as u8 {
            return true;
        }
        i += 1;
    }
    let mut i = 0;
    while i < hidden.len() {
        if hidden[i] as u8 == pool as u8 {
            return true;
        }
        i += 1;
    }
    false
}

const fn widest(columns: &[u8]) -> usize {
    let mut max = 0;
    let mut i = 0;
    while i < columns.len() {
        if columns[i] > max {
            max = columns[i];
        }
        i += 1;
    }
    max as usize
}

impl Layout {
    /// The layout of a game of `rows` rows, `columns` widths and these pools.
    pub(crate) const fn new(rows: u8, columns: &[u8], pools: &[PoolKey], hidden: &[Pool]) -> Self {
        let rows = rows as usize;
        let stride = widest(columns);
        let mut at = rows * stride;
        let mut slots = [None; 3];
        let kinds = [Pool::Store, Pool::Reserve, Pool::Captured];
        let mut k = 0;
        while k < 3 {
            if keeps(pools, hidden, kinds[k]) {
                slots[k] = Some(at);
                at += 2;
            }
            k += 1;
        }
        Layout {
            rows,
            stride,
            pools: slots,
            len: at,
        }
    }

    /// The byte of a player's pool, if the game keeps it.
    #[inline]
    pub(crate) const fn pool_byte(&self, pool: Pool, player: Player) -> Option<usize> {
        match self.pools[pool as usize] {
            Some(at) => Some(at + player.index()),
            None => None,
        }
    }

    /// The board's cells in this layout. Seeds in a pool the game does not
    /// keep, or in holes beyond its widest row, are not kept (the shell
    /// refuses such boards first).
    #[inline(always)]
    pub(crate) fn pack<C: Cells>(&self, board: &Board) -> C {
        let mut c = C::zeroed();
        let out = c.bytes_mut();
        let cells = board.raw_cells();
        for r in 0..self.rows {
            out[r * self.stride..(r + 1) * self.stride]
                .copy_from_slice(&cells[row_cell(r)..][..self.stride]);
        }
        for pool in [Pool::Store, Pool::Reserve, Pool::Captured] {
            if let Some(at) = self.pools[pool as usize] {
                out[at] = board.pool(pool, Player::South);
                out[at + 1] = board.pool(pool, Player::North);
            }
        }
        c
    }

    /// The board of `cols` columns these cells hold.
    #[inline(always)]
    pub(crate) fn unpack<C: Cells>(&self, c: &C, cols: u8) -> Board {
        let bytes = c.bytes();
        // `rows` and `cols` came from a board the shell accepted.
        let mut board = Board::blank(self.rows as u8, cols);
        let cells = board.raw_cells_mut();
        for r in 0..self.rows {
            cells[row_cell(r)..][..self.stride]
                .copy_from_slice(&bytes[r * self.stride..(r + 1) * self.stride]);
        }
        for pool in [Pool::Store, Pool::Reserve, Pool::Captured] {
            if let Some(at) = self.pools[pool as usize] {
                board.put_pool_raw(pool, Player::South, bytes[at]);
                board.put_pool_raw(pool, Player::North, bytes[at + 1]);
            }
        }
        board
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hole::Hole;

    #[test]
    fn a_board_packs_and_unpacks_unchanged() {
        let layout = Layout::new(2, &[3, 5, 7], &[PoolKey::CAPTURED], &[Pool::Reserve]);
        assert_eq!(layout.stride, 7);
        assert_eq!(layout.pools, [None, Some(14), Some(16)]);
        assert_eq!(layout.len, 18);
        for cols in [3u8, 5, 7] {
            let mut b = Board::new(2, cols).unwrap();
            for (i, h) in b.holes().collect::<Vec<_>>().into_iter().enumerate() {
                b.set(h, i as u8 + 1).unwrap();
            }
            b.set_pool(Pool::Captured, Player::North, 9).unwrap();
            b.set_pool(Pool::Reserve, Player::South, 4).unwrap();
            let c: [u8; 18] = layout.pack(&b);
            assert_eq!(layout.unpack(&c, cols), b);
            assert_eq!(c[16 + 1], 9);
            assert_eq!(c[14], 4);
            assert_eq!(c[usize::from(cols) - 1], b.get(Hole::at(cols - 1, 0)));
        }
    }
}
