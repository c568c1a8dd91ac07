//! Why a move or an opening hole is refused.

use std::fmt::Debug;

use fanga_core::{Outcome, Player};

use super::shell::SowingRules;
use crate::relay::ChoiceError;
use crate::{Board, Hole};

/// Why a move cannot be played, for every sowing game: the game is over, its
/// opening is refused (the game's [`SowingRules::Refusal`]), or its choices do
/// not fit the turn.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MoveError<G: SowingRules> {
    /// The game is over (the result written with the game's letters).
    #[error("the game is over: {}", .0.describe(G::PLAYER_LETTERS))]
    GameOver(Outcome),
    /// The opening is refused.
    #[error(transparent)]
    Refused(G::Refusal),
    /// A choice is missing, not offered, or extra.
    #[error(transparent)]
    Choice(ChoiceError<G::Choice>),
}

/// The reasons most games refuse an opening hole, for their
/// [`SowingRules::Refusal`]: [`check_own_hole`] checks them.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum HoleRefusal {
    /// The hole is not one of this board's.
    #[error("{hole} is not a hole of this board (columns a to {}, rows 1 to {rows})", column_letter(*cols))]
    OffBoard {
        /// The hole.
        hole: Hole,
        /// Columns of the board.
        cols: u8,
        /// Rows of the board.
        rows: u8,
    },
    /// The hole is not the mover's.
    #[error("{hole} is not on {mover}'s side")]
    NotYours {
        /// The hole.
        hole: Hole,
        /// The player to move.
        mover: Player,
    },
    /// The hole is empty.
    #[error("{0} is empty")]
    Empty(Hole),
}

/// The letter of the last of `cols` columns: `f` for 6.
fn column_letter(cols: u8) -> char {
    char::from(b'a' + cols.clamp(1, 26) - 1)
}

/// Checks that `hole` is one of `mover`'s holes ([`Board::owner`]) and holds
/// seeds.
///
/// # Errors
///
/// [`HoleRefusal`]: off the board (or a store), another player's, empty.
pub fn check_own_hole(board: &Board, hole: Hole, mover: Player) -> Result<(), HoleRefusal> {
    if hole.is_store() || !board.contains(hole) {
        return Err(HoleRefusal::OffBoard {
            hole,
            cols: board.cols(),
            rows: board.rows(),
        });
    }
    if board.owner(hole) != Some(mover) {
        return Err(HoleRefusal::NotYours { hole, mover });
    }
    if board.get(hole) == 0 {
        return Err(HoleRefusal::Empty(hole));
    }
    Ok(())
}
