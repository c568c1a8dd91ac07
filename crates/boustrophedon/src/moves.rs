use std::fmt;
use std::str::FromStr;

use fanga_core::Player;
use fanga_core::text::excerpt;
use fanga_sowing::{Direction, Hole, HoleRefusal, ParseDirectionError, ParseHoleError};

/// A move: a whole turn.
///
/// - `b1:cw`: sow the hole's seeds in the direction, with every relay and
///   capture that follows;
/// - `c1-c2`: a player's only seed steps from his outer row to the middle
///   row hole of its column, and the turn ends;
/// - `c2-c3:ccw`: a player's only seed steps from his middle row to the inner
///   row hole of its column, captures, and the seeds of that hole are sown on
///   in the direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum BoustrophedonMove {
    /// Sow a hole of the mover's outermost row with seeds.
    Sow {
        /// The hole emptied.
        hole: Hole,
        /// The direction of the whole turn.
        dir: Direction,
    },
    /// The only seed steps from the outer row to the middle row.
    Step {
        /// The outer-row hole.
        from: Hole,
        /// The middle-row hole of the same column.
        to: Hole,
    },
    /// The only seed steps from the middle row to the inner row and captures.
    Capture {
        /// The middle-row hole.
        from: Hole,
        /// The inner-row hole of the same column.
        to: Hole,
        /// The direction the seeds are then sown in.
        dir: Direction,
    },
}

impl fmt::Display for BoustrophedonMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoustrophedonMove::Sow { hole, dir } => write!(f, "{hole}:{dir}"),
            BoustrophedonMove::Step { from, to } => write!(f, "{from}-{to}"),
            BoustrophedonMove::Capture { from, to, dir } => write!(f, "{from}-{to}:{dir}"),
        }
    }
}

#[cfg(feature = "serde")]
fanga_core::impl_serde_notation!(BoustrophedonMove);

/// The text is not a move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseBoustrophedonMoveError {
    /// Neither `hole:direction`, nor `hole-hole`, nor `hole-hole:direction`.
    #[error(
        "`{0}` is not a move: expected a hole and a direction (`b1:cw`), a step (`c1-c2`) or a step and a direction (`c2-c3:ccw`)"
    )]
    Shape(String),
    /// A hole part is not a hole.
    #[error(transparent)]
    Hole(#[from] ParseHoleError),
    /// The direction part is not a direction.
    #[error(transparent)]
    Direction(#[from] ParseDirectionError),
}

impl FromStr for BoustrophedonMove {
    type Err = ParseBoustrophedonMoveError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let (holes, dir) = match s.split_once(':') {
            Some((holes, dir)) => (holes, Some(dir.parse::<Direction>()?)),
            None => (holes_only(s)?, None),
        };
        Ok(match (holes.split_once('-'), dir) {
            (None, Some(dir)) => BoustrophedonMove::Sow {
                hole: holes.parse()?,
                dir,
            },
            (Some((from, to)), None) => BoustrophedonMove::Step {
                from: from.parse()?,
                to: to.parse()?,
            },
            (Some((from, to)), Some(dir)) => BoustrophedonMove::Capture {
                from: from.parse()?,
                to: to.parse()?,
                dir,
            },
            (None, None) => return Err(ParseBoustrophedonMoveError::Shape(excerpt(s))),
        })
    }
}

/// A text without a direction must be a step.
fn holes_only(s: &str) -> Result<&str, ParseBoustrophedonMoveError> {
    if s.contains('-') {
        Ok(s)
    } else {
        Err(ParseBoustrophedonMoveError::Shape(excerpt(s)))
    }
}

/// Why a move is refused (the game's part of [`BoustrophedonMoveError`](crate::BoustrophedonMoveError)).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum BoustrophedonRefusal {
    /// Not a non-empty hole of the mover's rows.
    #[error(transparent)]
    Hole(#[from] HoleRefusal),
    /// The hole is not in the mover's outermost row with seeds.
    #[error("{hole} is not in {mover}'s outermost row with seeds (row {row})")]
    NotOutermost {
        /// The hole.
        hole: Hole,
        /// The player to move.
        mover: Player,
        /// That row, numbered as in the notation.
        row: u8,
    },
    /// A step needs the mover's only seed in `from`, `to` the next hole of
    /// its column towards the middle, and for a capturing step seeds of the
    /// opponent in that column.
    #[error("`{step}` is not a step {mover} may take: {why}")]
    Step {
        /// The move.
        step: String,
        /// The player to move.
        mover: Player,
        /// What is missing.
        why: &'static str,
    },
}
