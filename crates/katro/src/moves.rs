use std::fmt;
use std::str::FromStr;

use fanga_core::Player;
use fanga_sowing::{Direction, Hole, HoleRefusal, MoveError, ParseDirectionError, ParseHoleError};

use crate::KatroRules;

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

/// Why a Katro opening is refused (the game's part of [`KatroMoveError`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum KatroRefusal {
    /// Not a non-empty hole of the mover's two rows.
    #[error(transparent)]
    Hole(#[from] HoleRefusal),
    /// With `direction=per_game`, the mover already chose the other direction.
    #[error("{mover} sows {bound} for the whole game (direction=per_game)")]
    DirectionBound {
        /// The player to move.
        mover: Player,
        /// His direction.
        bound: Direction,
    },
}

/// Why a Katro move cannot be played: the game is over, or
/// [`KatroRefusal`].
pub type KatroMoveError = MoveError<KatroRules>;
