use std::convert::Infallible;

use fanga_sowing::directed::DirectedMove;
use fanga_sowing::four_row::{inner_row, outer_row, side_is_empty};
use fanga_sowing::relay::{Landing, Turn};
use fanga_sowing::trace::{Stop, Tracer};
use fanga_sowing::{Direction, Lap, LapEnd, LapStart, MoveError, SowingRules, TurnContext};

use crate::{CaptureSowing, Columns, MurrayOptions, OuterCapture};

/// Why a landing in an occupied hole of the inner row ends the turn.
pub const NO_CAPTURE: Stop =
    Stop::Rule("the last seed fell into an occupied inner hole facing no capture");

/// The rules of katra as Murray described it, for the sowing engine's shell:
/// see the [crate documentation](crate).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MurrayRules;

fanga_sowing::position_type! {
    /// A position of Murray's katra: the board, the player to move, the
    /// direction each player is bound to by his first turn
    /// ([`BoundDirections`](fanga_sowing::directed::BoundDirections)) and the options. Its rules are [`MurrayRules`];
    /// the engine's inherent methods (the
    /// [`board`](fanga_sowing::SowingPosition::board),
    /// [`game_state`](fanga_sowing::SowingPosition::game_state), ...) come through
    /// `Deref`.
    pub struct KatraMurray(MurrayRules);
}

/// A move: the hole emptied and the direction, written `b1:cw`.
pub type MurrayMove = DirectedMove;

/// Why a move cannot be played: the game is over, or
/// [`DirectedRefusal`](fanga_sowing::directed::DirectedRefusal).
pub type MurrayMoveError = MoveError<MurrayRules>;

impl SowingRules for MurrayRules {
    const GAME: &'static str = "katra-murray";
    const ROWS: u8 = 4;
    const COLUMNS: &'static [u8] = &[6, 8, 10];
    const COLUMNS_EXPECTED: &'static str = "6, 8 or 10";

    type Options = MurrayOptions;
    /// 4 rows of up to 10 holes.
    type Cells = [u8; 40];

    fanga_sowing::no_choices!();
    fanga_sowing::directed_game_parts!(types, bound, four_rows, all_seeds);

    fanga_sowing::columns_option!(Columns; text, rings);

    fn land(
        cx: &TurnContext<Self>,
        turn: &mut Turn<Direction>,
        end: LapEnd,
        trace: &mut impl Tracer,
    ) -> Landing<Infallible> {
        if end.count == 1 {
            return Landing::End(Stop::EmptyHole);
        }
        let h = end.hole;
        let dir = turn.state;
        if h.row() == outer_row(cx.mover) {
            let seeds = turn.take(h, trace);
            return Landing::Sow(Lap::new(h, seeds, dir, LapStart::Next));
        }
        let them = cx.mover.other();
        let facing = h.with_row(inner_row(them));
        let behind = h.with_row(outer_row(them));
        let target = match cx.options.outer_capture {
            OuterCapture::InnerRowEmpty if turn.board.row_is_empty(inner_row(them)) => behind,
            OuterCapture::FacingHoleShort if turn.board.get(facing) < 2 => behind,
            _ => facing,
        };
        if turn.board.get(target) < 2 {
            return Landing::End(NO_CAPTURE);
        }
        let captured = turn.capture(target, trace);
        if side_is_empty(&turn.board, them) {
            turn.drop_into(h, captured, trace);
            return Landing::End(Stop::WonAtOnce);
        }
        let own = match cx.options.capture_sowing {
            CaptureSowing::LastSeed => {
                let all = turn.take(h, trace);
                turn.drop_into(h, all - 1, trace);
                1
            }
            CaptureSowing::WholeHole => turn.take(h, trace),
        };
        Landing::Sow(Lap::new(h, captured + own, dir, LapStart::Next))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_position_is_small() {
        assert!(
            std::mem::size_of::<fanga_sowing::SowingPosition<MurrayRules>>() <= 56,
            "{}",
            std::mem::size_of::<fanga_sowing::SowingPosition<MurrayRules>>()
        );
    }
}
