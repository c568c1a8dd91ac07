//! The goals that end a game by leaving the opponent without seeds or
//! without a move (`end.goal` = `deprive`, `immobilize`): checked after
//! every sowing; the stores do not count and the board is left as it is.

use fanga_core::Player;
use fanga_sowing::Board;

use crate::compiled::Compiled;
use crate::spec::Goal;
use crate::state::{GameState, Result, row};

impl Compiled {
    /// The result after a sowing by `mover` (`repeat`: he sows again),
    /// under an eliminating goal.
    pub(crate) fn eliminated(
        &self,
        mover: Player,
        board: &Board,
        state: &GameState,
        repeat: bool,
    ) -> Option<Result> {
        let next = mover.other();
        if self.goal == Goal::Deprive {
            if board.row_is_empty(row(next)) {
                return Some(Result::Win(mover));
            }
            if board.row_is_empty(row(mover)) {
                return Some(Result::Win(next));
            }
        }
        // The player to sow next loses when he has no move.
        let (to_sow, other) = if repeat { (mover, next) } else { (next, mover) };
        (!self.has_move(to_sow, board, state)).then_some(Result::Win(other))
    }
}
