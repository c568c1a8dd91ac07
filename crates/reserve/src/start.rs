//! The start of the four-row reserve games, and the `reserve` key of their
//! position text.

use fanga_core::Player;
use fanga_sowing::{Board, Hole, Pool, PoolKey, Setup, SowingRules};

use crate::columns::COLUMNS;

/// The `reserve` key of their position text.
pub const RESERVE_KEY: &[PoolKey] = &[PoolKey {
    key: "reserve",
    pool: Pool::Reserve,
    example: "two counts, like `26,26`",
    label: "reserve",
}];

/// The start on `cols` columns: one seed in each inner hole but the
/// tsibongy, the rest of 4C seeds in each reserve (26, 20 or 14).
#[must_use]
pub fn start_board(cols: u8) -> Board {
    let cols = if COLUMNS.contains(&cols) { cols } else { 8 };
    let mut board = Board::new(4, cols).unwrap_or_else(|_| unreachable!("4 x 4..8 fits"));
    // 2 x (C - 2) seeds on the board, 2 x (4C - (C - 2)) in the reserves:
    // 8C <= 64 in all.
    for row in [1, 2] {
        for c in 1..cols - 1 {
            let _ = board.set(Hole::at(c, row), 1);
        }
    }
    for p in Player::BOTH {
        let _ = board.set_pool(Pool::Reserve, p, 4 * cols - (cols - 2));
    }
    board
}

/// The start [`Setup`] on [`start_board`], South to move.
#[must_use]
pub fn start<G: SowingRules>(cols: u8) -> Setup<G> {
    Setup {
        board: start_board(cols),
        turn: Player::South,
        game_state: G::GameState::default(),
    }
}
