use std::fmt;
use std::str::FromStr;

use fanga_core::{Outcome, Player};
use fanga_sowing::{Direction, Hole, ParseDirectionError, ParseHoleError};

/// A Katro move: the hole emptied and the direction of the whole turn, written
/// `b1:cw`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct KatroMove {
    /// The hole whose seeds are sown.
    pub hole: Hole,
    /// The direction of the turn.
    pub dir: Direction,
}

impl KatroMove {
    /// A move.
    #[must_use]
    pub const fn new(hole: Hole, dir: Direction) -> KatroMove {
        KatroMove { hole, dir }
    }
}

impl fmt::Display for KatroMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.hole, self.dir)
    }
}

#[cfg(feature = "serde")]
fanga_core::impl_serde_notation!(KatroMove);

/// The text is not a Katro move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseKatroMoveError {
    /// No `:` between the hole and the direction.
    #[error("expected a hole and a direction joined by `:`, like `b1:cw`")]
    MissingDirection,
    /// The hole part is not a hole.
    #[error(transparent)]
    Hole(#[from] ParseHoleError),
    /// The direction part is not a direction.
    #[error(transparent)]
    Direction(#[from] ParseDirectionError),
}

impl FromStr for KatroMove {
    type Err = ParseKatroMoveError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let (hole, dir) = s
            .split_once(':')
            .ok_or(ParseKatroMoveError::MissingDirection)?;
        Ok(KatroMove {
            hole: hole.parse()?,
            dir: dir.parse()?,
        })
    }
}

/// Why a Katro move cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum KatroMoveError {
    /// The game is over.
    #[error("the game is over: {0}")]
    GameOver(Outcome),
    /// The hole is not on this board.
    #[error("{hole} is not on a board of {cols} columns")]
    OffBoard {
        /// The hole.
        hole: Hole,
        /// The board's columns.
        cols: u8,
    },
    /// The hole belongs to the other player.
    #[error("{hole} is not in {mover}'s rows")]
    NotYours {
        /// The hole.
        hole: Hole,
        /// The player to move.
        mover: Player,
    },
    /// The hole is empty.
    #[error("{0} is empty")]
    EmptyHole(Hole),
    /// With `direction=per_game`, the mover already chose the other direction.
    #[error("{mover} sows {bound} for the whole game (direction=per_game)")]
    DirectionBound {
        /// The player to move.
        mover: Player,
        /// His direction.
        bound: Direction,
    },
}
