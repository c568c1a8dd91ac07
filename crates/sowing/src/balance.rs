//! [`pool_and_row`]: the weighted balance of a two-row game, the common
//! core of Kalah's and Oware's evaluations.

use fanga_core::Player;

use crate::{Pool, SowingPosition, SowingRules};

/// For the player to move: his seeds in `pool` times `pool_weight` plus
/// the seeds in his row times `row_weight` (South's row is row 0, North's
/// row 1), less the same for his opponent. A board of one row counts that
/// row for South only.
#[must_use]
pub fn pool_and_row<G: SowingRules>(
    position: &SowingPosition<G>,
    pool: Pool,
    pool_weight: i32,
    row_weight: i32,
) -> i32 {
    let side = |p: Player| {
        let row = position
            .row(u8::from(p == Player::North))
            .iter()
            .map(|&s| i32::from(s))
            .sum::<i32>();
        pool_weight * i32::from(position.pool(pool, p)) + row_weight * row
    };
    let me = position.turn();
    side(me) - side(me.other())
}
