//! A cross capture of several holes (`capture.kind` cross with
//! `capture.holes` other than 1; MancalaGames: `crosscapt` with
//! `multicapt`): after the first, each next hole in the capture's
//! direction that is empty (that holds anything, under
//! `capture.cross_chain_any`: MancalaGames's ONE_ANY) has the hole facing it
//! taken as the first was, until one is not empty or its facing hole does
//! not qualify.

use fanga_core::Player;
use fanga_sowing::relay::Choices;
use fanga_sowing::{Board, Direction, Hole};

use crate::children::is_child;
use crate::compiled::Compiled;
use crate::state::GameState;

impl Compiled {
    /// Adds to `taken` the facing holes of the empty holes after `last`
    /// (the first capture already in `taken`), `capture.holes` in all.
    pub(crate) fn cross_onwards(
        &self,
        mover: Player,
        board: &Board,
        state: &GameState,
        last: Hole,
        dir: Direction,
        taken: &mut Choices<Hole>,
    ) {
        let dir = self.capture_dir_of(dir);
        let mut at = last;
        let mut count: u8 = 1;
        while count < self.capture_holes {
            let Some(next) = Self::next_open(self.ring, state, at, dir) else {
                break;
            };
            if next == last || (!self.cross_chain_any && board.get(next) != 0) {
                break;
            }
            let facing = next.with_row(1 - next.row());
            if taken.contains(&facing)
                || is_child(state, facing)
                || !self.qualifies_in(mover, board, state, facing, last)
            {
                break;
            }
            taken.push(facing);
            count += 1;
            at = next;
        }
    }
}
