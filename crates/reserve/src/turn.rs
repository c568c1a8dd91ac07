//! The state of a turn besides the board: the mover's phase and whether the
//! turn may capture.

use fanga_core::Player;
use fanga_sowing::{Board, Direction, Pool, SowingPosition, SowingRules};

/// The phase of the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// The mover still has reserve seeds: each turn starts by placing one.
    One,
    /// The mover's reserve is empty: katro-like openings.
    Two,
}

/// Whether the turn may capture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// A capturing turn.
    Capturing,
    /// A non-capturing turn (*mameno-atrika*): relays only.
    NonCapturing,
}

/// Whether the lap being sown ends the turn, and why: the first check of
/// every landing ([`end_of_turn`](crate::end_of_turn)).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum LastLap {
    /// No: the landing rules decide.
    #[default]
    No,
    /// A capture has emptied the opponent's inner row: the game ends when the
    /// lap being sown ends ([`mark_win_if_inner_row_empty`](crate::mark_win_if_inner_row_empty)).
    Won,
    /// The game's turns have one lap (or one after a capture opening), and
    /// this is it: the turn ends with it ([`ONE_LAP`](crate::ONE_LAP)).
    OneLap,
}

/// The state of a turn in progress besides the board: compared, with the
/// board and the next lap, to detect turns that never end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ReserveTurn<E> {
    /// Capturing or not.
    pub mode: Mode,
    /// The mover's phase.
    pub phase: Phase,
    /// The current direction.
    pub dir: Direction,
    /// Whether the lap being sown is the turn's last ([`LastLap`]).
    pub last_lap: LastLap,
    /// Captured seeds in hand, waiting for the choice of a tsibongy.
    pub hand: u8,
    /// The game's own state (the rova flags of katra sakalava), carried
    /// through the turn and kept by the position after it.
    pub game_state: E,
}

/// The phase of `p`: one while his reserve has seeds.
#[must_use]
pub const fn phase(board: &Board, p: Player) -> Phase {
    Phase::of_reserve(board.pool(Pool::Reserve, p))
}

/// The phase of the player to move, read from the position's cells.
pub(crate) fn phase_of<G: SowingRules>(pos: &SowingPosition<G>) -> Phase {
    Phase::of_reserve(pos.pool(Pool::Reserve, pos.turn()))
}

impl Phase {
    /// The phase of a player whose reserve holds `seeds`.
    const fn of_reserve(seeds: u8) -> Phase {
        if seeds > 0 { Phase::One } else { Phase::Two }
    }
}
