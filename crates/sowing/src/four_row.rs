//! The rows of a four-row board: each player owns an inner row (facing the
//! opponent's) and an outer row behind it.

use fanga_core::Player;

use crate::{Board, SowingPosition, SowingRules};

/// A player's inner row (0-based): 1 for South (row 2), 2 for North (row 3).
#[must_use]
pub const fn inner_row(p: Player) -> u8 {
    match p {
        Player::South => 1,
        Player::North => 2,
    }
}

/// A player's outer row (0-based): 0 for South (row 1), 3 for North (row 4).
#[must_use]
pub const fn outer_row(p: Player) -> u8 {
    match p {
        Player::South => 0,
        Player::North => 3,
    }
}

/// Whether both of a player's rows are empty.
#[inline]
#[must_use]
pub fn side_is_empty(board: &Board, p: Player) -> bool {
    board.row_is_empty(inner_row(p)) && board.row_is_empty(outer_row(p))
}

/// Whether both of a player's rows are empty in a position (read from its
/// cells, without rebuilding the board).
#[must_use]
pub fn has_no_seeds<G: SowingRules>(pos: &SowingPosition<G>, p: Player) -> bool {
    [inner_row(p), outer_row(p)]
        .into_iter()
        .all(|row| pos.row(row).iter().all(|&s| s == 0))
}
