//! Games whose move is a hole and a direction (`b1:cw`) and whose turns
//! offer no choice once begun: the move, its refusals, and the directions
//! players bind themselves to for a whole game.
//!
//! The four-row games without a reserve (Katro, Murray's katra, katra
//! boaoaka) open a turn the same way: the mover empties a non-empty hole of
//! his own rows and sows from the next hole in the direction he names. In
//! some of them the direction of a player's first turn binds him for the
//! whole game; [`BoundDirections`] is that state, written in the position
//! text as `direction=<S>,<N>`, each `cw`, `ccw` or `-` (not bound yet).

use std::fmt;
use std::ops::ControlFlow;
use std::str::FromStr;

use fanga_core::ParsePositionError;
use fanga_core::{ByPlayer, Player};

use crate::relay::{Landing, Turn};
use crate::trace::{Event, MoveTrace, TraceProblem, Tracer};
use crate::{
    Direction, Hole, HoleRefusal, Lap, LapStart, ParseDirectionError, ParseHoleError,
    SowingPosition, SowingRules,
};

/// A move that names the hole emptied and the direction of the whole turn,
/// written `b1:cw`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DirectedMove {
    /// The hole whose seeds are sown.
    pub hole: Hole,
    /// The direction of the turn.
    pub dir: Direction,
}

impl DirectedMove {
    /// A move.
    #[must_use]
    pub const fn new(hole: Hole, dir: Direction) -> DirectedMove {
        DirectedMove { hole, dir }
    }
}

impl fmt::Display for DirectedMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.hole, self.dir)
    }
}

#[cfg(feature = "serde")]
fanga_core::impl_serde_notation!(DirectedMove);

/// The text is not a [`DirectedMove`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseDirectedMoveError {
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

impl FromStr for DirectedMove {
    type Err = ParseDirectedMoveError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let (hole, dir) = s
            .split_once(':')
            .ok_or(ParseDirectedMoveError::MissingDirection)?;
        Ok(DirectedMove {
            hole: hole.parse()?,
            dir: dir.parse()?,
        })
    }
}

/// Why a [`DirectedMove`] is refused: its hole, or a direction the mover is
/// no longer free to choose.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DirectedRefusal {
    /// Not a non-empty hole of the mover's rows.
    #[error(transparent)]
    Hole(#[from] HoleRefusal),
    /// The mover's first turn bound him to the other direction.
    #[error("{mover} sows {bound} for the whole game")]
    DirectionBound {
        /// The player to move.
        mover: Player,
        /// His direction.
        bound: Direction,
    },
}

/// Visits the moves of a position whose mover may empty any non-empty hole
/// of `rows` (in that order, each row from column `a`) and sow it in each
/// direction of `allowed`: a game's [`SowingRules::openings`].
///
/// # Errors
///
/// Stops (`Break`) when `visit` does.
#[inline]
pub fn visit_openings<G: SowingRules>(
    pos: &SowingPosition<G>,
    rows: &[u8],
    allowed: &[Direction],
    visit: &mut impl FnMut(DirectedMove) -> ControlFlow<()>,
) -> ControlFlow<()> {
    // Read from the cells, without rebuilding the board.
    for &row in rows {
        for (col, &seeds) in (0u8..).zip(pos.row(row)) {
            if seeds > 0 {
                let hole = Hole::at(col, row);
                for &dir in allowed {
                    visit(DirectedMove { hole, dir })?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// Opens the turn of `m` on the board of `pos`: its hole's seeds are taken
/// and sown from the next hole in its direction, which the turn keeps as its
/// state (a game's [`SowingRules::open`]).
pub fn open<G: SowingRules, C>(
    pos: &SowingPosition<G>,
    m: DirectedMove,
    trace: &mut impl Tracer,
) -> (Turn<Direction>, Landing<C>) {
    let mut turn = Turn {
        board: pos.board(),
        state: m.dir,
    };
    let seeds = turn.take(m.hole, trace);
    (
        turn,
        Landing::Sow(Lap::new(m.hole, seeds, m.dir, LapStart::Next)),
    )
}

/// The direction each player has bound himself to by his first turn
/// (`None` before it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct BoundDirections(pub ByPlayer<Option<Direction>>);

impl BoundDirections {
    /// The key of the position text.
    pub const KEY: &'static str = "direction";

    /// The direction `player` is bound to.
    #[must_use]
    pub const fn bound(&self, player: Player) -> Option<Direction> {
        *self.0.get(player)
    }

    /// The directions `player` may choose: both until he is bound.
    #[must_use]
    pub const fn allowed(&self, player: Player) -> &'static [Direction] {
        match self.bound(player) {
            Some(Direction::Cw) => &[Direction::Cw],
            Some(Direction::Ccw) => &[Direction::Ccw],
            None => &Direction::BOTH,
        }
    }

    /// Refuses `dir` if `mover` is bound to the other direction.
    ///
    /// # Errors
    ///
    /// [`DirectedRefusal::DirectionBound`].
    pub fn check(&self, mover: Player, dir: Direction) -> Result<(), DirectedRefusal> {
        match self.bound(mover) {
            Some(bound) if bound != dir => Err(DirectedRefusal::DirectionBound { mover, bound }),
            _ => Ok(()),
        }
    }

    /// The state after `player` sowed `dir`: his first turn binds him.
    #[must_use]
    pub fn bind(mut self, player: Player, dir: Direction) -> BoundDirections {
        self.0[player].get_or_insert(dir);
        self
    }

    /// The state after the move `trace` records: its first lap's direction
    /// binds its mover.
    ///
    /// # Errors
    ///
    /// [`TraceProblem::NoLap`] if the trace sows nothing.
    pub fn bind_traced(self, trace: &MoveTrace) -> Result<BoundDirections, TraceProblem> {
        let dir = trace
            .events
            .iter()
            .find_map(|e| match e {
                Event::Lap { lap, .. } => Some(lap.dir),
                _ => None,
            })
            .ok_or(TraceProblem::NoLap)?;
        Ok(self.bind(trace.mover, dir))
    }

    /// `player`'s part of the text: `cw`, `ccw` or `-`.
    #[must_use]
    pub fn text(self, player: Player) -> &'static str {
        self.bound(player).map_or("-", Direction::as_str)
    }

    /// The diagram's note: ` (directions: South cw, North -)`.
    #[must_use]
    pub fn note(self) -> String {
        format!(
            " (directions: South {}, North {})",
            self.text(Player::South),
            self.text(Player::North)
        )
    }

    /// Reads the value of the `direction` key: `cw,-`.
    ///
    /// # Errors
    ///
    /// [`ParsePositionError::BadValue`] if it is not two of `cw`, `ccw`,
    /// `-` joined by a comma.
    pub fn parse(value: &str) -> Result<BoundDirections, ParsePositionError> {
        fanga_core::text::parse_pair(
            Self::KEY,
            value,
            "two of `cw`, `ccw`, `-`, like `cw,-`",
            |s| match s {
                "-" => Some(None),
                _ => s.parse::<Direction>().ok().map(Some),
            },
        )
        .map(BoundDirections)
    }

    /// Writes ` direction=<S>,<N>`.
    ///
    /// # Errors
    ///
    /// Those of `f`.
    pub fn write(self, f: &mut dyn fmt::Write) -> fmt::Result {
        write!(
            f,
            " {}={},{}",
            Self::KEY,
            self.text(Player::South),
            self.text(Player::North)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_round_trip_and_bad_text_is_refused() {
        let m: DirectedMove = "b1:cw".parse().unwrap();
        assert_eq!(m, DirectedMove::new("b1".parse().unwrap(), Direction::Cw));
        assert_eq!(m.to_string(), "b1:cw");
        assert_eq!(
            "b1".parse::<DirectedMove>().unwrap_err(),
            ParseDirectedMoveError::MissingDirection
        );
        assert!("b1:up".parse::<DirectedMove>().is_err());
        assert!("z9:cw".parse::<DirectedMove>().is_err());
    }

    #[test]
    fn the_first_direction_binds() {
        let d = BoundDirections::default();
        assert_eq!(d.allowed(Player::South), &Direction::BOTH);
        let d = d.bind(Player::South, Direction::Ccw);
        let d = d.bind(Player::South, Direction::Cw);
        assert_eq!(d.bound(Player::South), Some(Direction::Ccw));
        assert_eq!(d.allowed(Player::South), &[Direction::Ccw]);
        assert!(d.check(Player::South, Direction::Ccw).is_ok());
        assert_eq!(
            d.check(Player::South, Direction::Cw)
                .unwrap_err()
                .to_string(),
            "S sows ccw for the whole game"
        );
        assert!(d.check(Player::North, Direction::Cw).is_ok());
        let mut s = String::new();
        d.write(&mut s).unwrap();
        assert_eq!(s, " direction=ccw,-");
        assert_eq!(BoundDirections::parse("ccw,-").unwrap(), d);
        for bad in ["ccw", "ccw,", "up,-", "-,-,-", ""] {
            assert!(BoundDirections::parse(bad).is_err(), "{bad}");
        }
    }
}
