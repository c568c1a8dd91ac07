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
    Board, Direction, Hole, HoleRefusal, Lap, LapStart, ParseDirectionError, ParseHoleError, Setup,
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

/// Writes the members of [`SowingRules`] that a game of directed moves
/// (Katro, Murray's katra, katra boaoaka) takes from this module unchanged:
/// `openings` (any non-empty hole of the mover's two rows, inner row first,
/// in each direction he is free to choose), `check_opening` and `open`;
/// with `types`, its associated types `Move` ([`DirectedMove`]),
/// `GameState` ([`BoundDirections`]), `TurnState` ([`Direction`](crate::Direction))
/// and `Refusal` ([`DirectedRefusal`]); with `bound`, the hooks of a game whose
/// first turn binds each player's direction for the whole game (`finish`,
/// `replay_finish`, and the `direction` key of the text and the diagram);
/// with `four_rows`, `start` (two seeds in every hole of four rows, South
/// first), `score` (the seeds of each player's two rows) and
/// `diagram_board`; with `all_seeds`, `outcome` (the player to move who has
/// no seed left has lost). Use it inside the game's
/// `impl SowingRules for ...`, which then states only what is its own.
#[macro_export]
macro_rules! directed_game_parts {
    ($($part:ident),* $(,)?) => {
        $crate::directed_game_parts!(@base);
        $( $crate::directed_game_parts!(@$part); )*
    };
    (@types) => {
        type Move = $crate::directed::DirectedMove;
        /// The directions each player is bound to.
        type GameState = $crate::directed::BoundDirections;
        /// The direction of the turn.
        type TurnState = $crate::Direction;
        type Refusal = $crate::directed::DirectedRefusal;
    };
    (@base) => {
        fn openings(
            pos: &$crate::SowingPosition<Self>,
            visit: &mut impl FnMut($crate::directed::DirectedMove) -> ::core::ops::ControlFlow<()>,
        ) -> ::core::ops::ControlFlow<()> {
            let mover = pos.turn();
            let rows = [$crate::four_row::inner_row(mover), $crate::four_row::outer_row(mover)];
            $crate::directed::visit_openings(pos, &rows, pos.game_state().allowed(mover), visit)
        }

        fn check_opening(
            pos: &$crate::SowingPosition<Self>,
            m: $crate::directed::DirectedMove,
        ) -> ::core::result::Result<(), $crate::directed::DirectedRefusal> {
            let mover = pos.turn();
            $crate::check_own_hole(&pos.board(), m.hole, mover)?;
            pos.game_state().check(mover, m.dir)
        }

        fn open(
            _: &$crate::TurnContext<Self>,
            pos: &$crate::SowingPosition<Self>,
            m: $crate::directed::DirectedMove,
            trace: &mut impl $crate::trace::Tracer,
        ) -> (
            $crate::relay::Turn<$crate::Direction>,
            $crate::relay::Landing<::core::convert::Infallible>,
        ) {
            $crate::directed::open(pos, m, trace)
        }
    };
    (@bound) => {
        /// The mover's first turn binds his direction.
        fn finish(
            pos: &$crate::SowingPosition<Self>,
            m: $crate::directed::DirectedMove,
            _: &$crate::relay::Turn<$crate::Direction>,
        ) -> ($crate::directed::BoundDirections, $crate::fanga_core::Player) {
            let mover = pos.turn();
            (pos.game_state().bind(mover, m.dir), mover.other())
        }

        fn replay_finish(
            pos: &$crate::SowingPosition<Self>,
            trace: &$crate::trace::MoveTrace,
        ) -> ::core::result::Result<
            ($crate::directed::BoundDirections, $crate::fanga_core::Player),
            $crate::trace::TraceProblem,
        > {
            ::core::result::Result::Ok((
                pos.game_state().bind_traced(trace)?,
                pos.turn().other(),
            ))
        }

        fn game_state_keys(_: &Self::Options) -> &'static [(&'static str, bool)] {
            &[($crate::directed::BoundDirections::KEY, true)]
        }

        fn parse_game_state(
            _: &Self::Options,
            values: &[::core::option::Option<&str>],
        ) -> ::core::result::Result<
            $crate::directed::BoundDirections,
            $crate::fanga_core::ParsePositionError,
        > {
            $crate::directed::BoundDirections::parse(
                values.first().copied().flatten().unwrap_or_default(),
            )
        }

        fn write_game_state(
            pos: &$crate::SowingPosition<Self>,
            f: &mut dyn ::core::fmt::Write,
        ) -> ::core::fmt::Result {
            pos.game_state().write(f)
        }

        fn diagram_note(pos: &$crate::SowingPosition<Self>) -> ::std::string::String {
            pos.game_state().note()
        }
    };
    (@four_rows) => {
        /// Two seeds in every hole; South moves first.
        fn start(options: &Self::Options) -> $crate::Setup<Self> {
            $crate::directed::two_seeds_a_hole(<Self as $crate::SowingRules>::columns(options))
        }

        /// Seeds in each player's two rows.
        fn score(pos: &$crate::SowingPosition<Self>) -> $crate::fanga_core::ByPlayer<u32> {
            $crate::fanga_core::ByPlayer::from_fn(|p| pos.board().side_total(p))
        }

        fn diagram_board(pos: &$crate::SowingPosition<Self>) -> ::std::string::String {
            pos.board().grid_diagram("North", "South")
        }
    };
    (@all_seeds) => {
        /// The player to move who has no seed left has lost.
        fn outcome(
            pos: &$crate::SowingPosition<Self>,
        ) -> ::core::option::Option<$crate::fanga_core::Outcome> {
            let loser = pos.turn();
            $crate::four_row::has_no_seeds(pos, loser).then(|| {
                $crate::fanga_core::Outcome::win(loser.other(), $crate::reason::ALL_SEEDS_TAKEN)
            })
        }
    };
}

/// The start of the four-row games of directed moves: two seeds in every
/// hole of four rows of `columns` holes (at most 10), South to move, no
/// direction bound.
#[must_use]
pub fn two_seeds_a_hole<G: SowingRules<GameState = BoundDirections>>(columns: u8) -> Setup<G> {
    let mut board = Board::new(4, columns).unwrap_or_else(|_| unreachable!("4 x 4..10 fits"));
    for h in board.holes() {
        // At most 4 x 10 x 2 = 80 seeds.
        let _ = board.set(h, 2);
    }
    Setup {
        board,
        turn: Player::South,
        game_state: BoundDirections::default(),
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
