//! The end of a turn and of the game, the score and the diagram's status.

use fanga_core::{ByPlayer, Outcome, Player};
use fanga_sowing::relay::Turn;
use fanga_sowing::{SowingPosition, SowingRules, reason};

use crate::geometry::inner_row;
use crate::moves::ReserveChoice;
use crate::rules::{ReserveEnd, ReserveRules};
use crate::turn::{Phase, phase};

/// [`SowingRules::finish`] of the four-row reserve games: the game's own state
/// as the turn left it, and the other player to move (the reserve seed was
/// drawn from the pool by the opening).
pub fn finish<G: ReserveRules>(turn: &Turn<G::TurnState>, mover: Player) -> (G::GameState, Player)
where
    G::Choice: ReserveChoice,
{
    (turn.state.game_state, mover.other())
}

/// [`SowingRules::outcome`] of the four-row reserve games, checked at the
/// start of every turn: kamo (the mover's inner row is empty: he has lost),
/// then an empty reserve ([`ReserveRules::reserve_end`]).
pub fn outcome<G: ReserveRules>(pos: &SowingPosition<G>) -> Option<Outcome>
where
    G::Choice: ReserveChoice,
{
    let mover = pos.turn();
    let board = &pos.board();
    if board.row_is_empty(inner_row(mover)) {
        return Some(Outcome::win(mover.other(), reason::KAMO));
    }
    if phase(board, mover) == Phase::Two {
        let reason = reason::RESERVE_EXHAUSTED;
        match G::reserve_end(pos.options()) {
            ReserveEnd::PhaseTwo => {}
            ReserveEnd::Draw => return Some(Outcome::Draw { reason }),
            ReserveEnd::MostSeeds => return Some(Outcome::by_score(score(pos), reason)),
        }
    }
    None
}

/// Seeds in each player's two rows (the count of [`ReserveEnd::MostSeeds`]).
#[must_use]
pub fn score<G: SowingRules>(pos: &SowingPosition<G>) -> ByPlayer<u32> {
    ByPlayer::from_fn(|p| pos.board().side_total(p))
}

/// The diagram's status line: `South to move (phase 1)`.
#[must_use]
pub fn diagram_status<G: SowingRules>(pos: &SowingPosition<G>) -> String {
    let n = match phase(&pos.board(), pos.turn()) {
        Phase::One => 1,
        Phase::Two => 2,
    };
    format!("{} to move (phase {n})", pos.turn().name())
}
