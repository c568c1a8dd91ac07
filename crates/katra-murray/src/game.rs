use std::convert::Infallible;
use std::ops::ControlFlow;

use fanga_core::ParsePositionError;
use fanga_core::{ByPlayer, Outcome, Player};
use fanga_sowing::directed::{self, BoundDirections, DirectedMove, DirectedRefusal};
use fanga_sowing::four_row::{has_no_seeds, inner_row, outer_row, side_is_empty};
use fanga_sowing::relay::{Landing, Turn};
use fanga_sowing::trace::{MoveTrace, Stop, TraceProblem, Tracer};
use fanga_sowing::{
    Board, Circuit, Direction, Lap, LapEnd, LapStart, MoveError, Setup, SowingPosition,
    SowingRules, TurnContext, check_own_hole, reason,
};

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
    /// ([`BoundDirections`]) and the options. Its rules are [`MurrayRules`];
    /// the engine's inherent methods (the
    /// [`board`](fanga_sowing::SowingPosition::board),
    /// [`game_state`](fanga_sowing::SowingPosition::game_state), ...) come through
    /// `Deref`.
    pub struct KatraMurray(MurrayRules);
}

/// The engine's position under Murray's rules: what the rules' hooks see.
type Engine = SowingPosition<MurrayRules>;

/// A move: the hole emptied and the direction, written `b1:cw`.
pub type MurrayMove = DirectedMove;

/// Why a move cannot be played: the game is over, or [`DirectedRefusal`].
pub type MurrayMoveError = MoveError<MurrayRules>;

impl SowingRules for MurrayRules {
    const GAME: &'static str = "katra-murray";
    const ROWS: u8 = 4;
    const COLUMNS: &'static [u8] = &[6, 8, 10];
    const COLUMNS_EXPECTED: &'static str = "6, 8 or 10";

    type Options = MurrayOptions;
    type Move = DirectedMove;
    /// The directions each player is bound to by his first turn.
    type GameState = BoundDirections;
    /// The direction of the turn.
    type TurnState = Direction;
    type Refusal = DirectedRefusal;
    /// 4 rows of up to 10 holes.
    type Cells = [u8; 40];

    fanga_sowing::no_choices!();

    fn columns(options: &MurrayOptions) -> u8 {
        options.columns.count()
    }

    /// The columns come from the board; `capture_sowing` does not show in a
    /// text: use `Position::from_text`.
    fn text_options(columns: u8, _: &[(&str, &str)]) -> MurrayOptions {
        let mut options = MurrayOptions::default();
        if let Some(c) = Columns::from_count(columns) {
            options.columns = c;
        }
        options
    }

    fn circuit(options: &MurrayOptions, mover: Player) -> &'static Circuit {
        Circuit::player_ring_ref(options.columns.count(), mover)
    }

    /// Two seeds in every hole; South moves first.
    fn start(options: &MurrayOptions) -> Setup<Self> {
        let cols = options.columns.count();
        let mut board = Board::new(4, cols).unwrap_or_else(|_| unreachable!("4 x 6..10 fits"));
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

    fn openings(
        pos: &Engine,
        visit: &mut impl FnMut(DirectedMove) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let mover = pos.turn();
        let rows = [inner_row(mover), outer_row(mover)];
        directed::visit_openings(pos, &rows, pos.game_state().allowed(mover), visit)
    }

    fn check_opening(pos: &Engine, m: DirectedMove) -> Result<(), DirectedRefusal> {
        check_own_hole(&pos.board(), m.hole, pos.turn())?;
        pos.game_state().check(pos.turn(), m.dir)
    }

    fn open(
        _: &TurnContext<Self>,
        pos: &Engine,
        m: DirectedMove,
        trace: &mut impl Tracer,
    ) -> (Turn<Direction>, Landing<Infallible>) {
        directed::open(pos, m, trace)
    }

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

    /// The mover's first turn binds his direction.
    fn finish(pos: &Engine, m: DirectedMove, _: &Turn<Direction>) -> (BoundDirections, Player) {
        (pos.game_state().bind(pos.turn(), m.dir), pos.turn().other())
    }

    fn replay_finish(
        pos: &Engine,
        trace: &MoveTrace,
    ) -> Result<(BoundDirections, Player), TraceProblem> {
        Ok((pos.game_state().bind_traced(trace)?, pos.turn().other()))
    }

    /// The player to move who has no seed left has lost.
    fn outcome(pos: &Engine) -> Option<Outcome> {
        let loser = pos.turn();
        has_no_seeds(pos, loser).then(|| Outcome::win(loser.other(), reason::ALL_SEEDS_TAKEN))
    }

    /// Seeds in each player's two rows.
    fn score(pos: &Engine) -> ByPlayer<u32> {
        ByPlayer::from_fn(|p| pos.board().side_total(p))
    }

    fn game_state_keys(_: &MurrayOptions) -> &'static [(&'static str, bool)] {
        &[(BoundDirections::KEY, true)]
    }

    fn parse_game_state(
        _: &MurrayOptions,
        values: &[Option<&str>],
    ) -> Result<BoundDirections, ParsePositionError> {
        BoundDirections::parse(values.first().copied().flatten().unwrap_or_default())
    }

    fn write_game_state(pos: &Engine, f: &mut dyn std::fmt::Write) -> std::fmt::Result {
        pos.game_state().write(f)
    }

    fn diagram_board(pos: &Engine) -> String {
        pos.board().grid_diagram("North", "South")
    }

    fn diagram_note(pos: &Engine) -> String {
        pos.game_state().note()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_position_is_small() {
        assert!(
            std::mem::size_of::<Engine>() <= 56,
            "{}",
            std::mem::size_of::<Engine>()
        );
    }
}
