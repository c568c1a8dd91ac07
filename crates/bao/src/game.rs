//! BaoRules on the sowing engine's shell: the board, the start, the end, the text.

use std::fmt;
use std::ops::ControlFlow;

use fanga_core::ParsePositionError;
use fanga_core::{ByPlayer, EndReason, Outcome, Player};
use fanga_reserve::{ReserveMove, ReserveOpening, inner_row, phase};
use fanga_sowing::relay::{Landing, Turn};
use fanga_sowing::trace::{MoveTrace, TraceProblem, Tracer};
use fanga_sowing::{
    Board, Hole, Lap, LapEnd, Pool, RelayRun, Setup, SowingPosition, SowingRules, TurnContext,
};

use crate::holes::{COLS, house};
use crate::landing;
use crate::openings::{self, Stage, stage};
use crate::options::BaoOptions;
use crate::refusal::BaoRefusal;
use crate::state::{self, BaoState, BaoTurnState};
use crate::{BaoChoice, BaoMove, BaoRules};

/// A player's front row is empty: he has lost.
pub const FRONT_ROW_EMPTY: EndReason = EndReason::new("front row empty");

/// Once the reserves are empty, the player to move has no hole of two seeds or
/// more: he cannot move (Bao la Kiswahili) or has only singletons (m'raha wa
/// tso, as katra sakalava).
pub const ONLY_SINGLETONS: EndReason = EndReason::new("only singletons");

impl SowingRules for BaoRules {
    const GAME: &'static str = "bao";

    type Options = BaoOptions;
    type Move = BaoMove;
    type Opening = ReserveOpening;
    type Choice = BaoChoice;
    type GameState = BaoState;
    type TurnState = BaoTurnState;
    type Refusal = BaoRefusal;

    fanga_reserve::eight_column_board!();

    /// With the namua: the house holds 6 seeds and the two holes to its
    /// right 2 each, 22 seeds in each reserve. Without (bao la kujifunza):
    /// two seeds in every hole, empty reserves, no house.
    fn start(options: &BaoOptions) -> Setup<Self> {
        let mut board = Board::new(4, COLS).unwrap_or_else(|_| unreachable!("4 x 8 fits"));
        // 2 x 32 seeds in all, each hole far below 255.
        if options.namua {
            for p in Player::BOTH {
                let h = house(p);
                let _ = board.set(h, 6);
                let _ = board.set_pool(Pool::Reserve, p, 22);
            }
            // The two holes to the right of each house, in its owner's frame.
            for (c, r) in [(5, 1), (6, 1), (1, 2), (2, 2)] {
                let _ = board.set(Hole::at(c, r), 2);
            }
        } else {
            for r in 0..4 {
                for c in 0..COLS {
                    let _ = board.set(Hole::at(c, r), 2);
                }
            }
        }
        Setup {
            board,
            turn: Player::South,
            game_state: BaoState::new(ByPlayer::new(options.namua, options.namua), None),
        }
    }

    /// A takasia'd hole is a front hole of the player to move, in Bao la
    /// Kiswahili's mtaji stage with the option on.
    fn validate(setup: &mut Setup<Self>, options: &BaoOptions) -> Result<(), ParsePositionError> {
        let Some(t) = setup.game_state.takasia() else {
            return Ok(());
        };
        let mover = setup.turn;
        let mtaji = stage(options.rules, phase(&setup.board, mover)) == Stage::Mtaji
            && setup.board.pool(Pool::Reserve, mover.other()) == 0;
        if t.row() != inner_row(mover) || t.col() >= COLS {
            return Err(ParsePositionError::Invalid(format!(
                "takasia={t} is not a hole of the front row of the player to move"
            )));
        }
        if !mtaji || !options.takasia {
            return Err(ParsePositionError::Invalid(format!(
                "takasia={t}: a hole is takasia'd only in Bao la Kiswahili's mtaji stage (both reserves empty), option takasia=on"
            )));
        }
        Ok(())
    }

    fn split(m: &BaoMove) -> (ReserveOpening, &[BaoChoice]) {
        (m.opening(), m.choices())
    }

    fn join(o: ReserveOpening, choices: &[BaoChoice]) -> Option<BaoMove> {
        ReserveMove::new(o.hole, o.dir, choices).ok()
    }

    fn openings(
        pos: &SowingPosition<Self>,
        visit: &mut impl FnMut(ReserveOpening) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        for o in openings::openings(pos) {
            visit(o)?;
        }
        ControlFlow::Continue(())
    }

    fn check_opening(pos: &SowingPosition<Self>, o: ReserveOpening) -> Result<(), BaoRefusal> {
        openings::check_opening(pos, o)
    }

    fn open(
        cx: &TurnContext<Self>,
        pos: &SowingPosition<Self>,
        o: ReserveOpening,
        trace: &mut impl Tracer,
    ) -> (Turn<BaoTurnState>, Landing<BaoChoice>) {
        openings::open(cx, pos, o, trace)
    }

    fn land(
        cx: &TurnContext<Self>,
        turn: &mut Turn<BaoTurnState>,
        end: LapEnd,
        trace: &mut impl Tracer,
    ) -> Landing<BaoChoice> {
        landing::land(cx, turn, end, trace)
    }

    fn choose(
        cx: &TurnContext<Self>,
        turn: &mut Turn<BaoTurnState>,
        choice: BaoChoice,
        trace: &mut impl Tracer,
    ) -> Landing<BaoChoice> {
        landing::choose(cx, turn, choice, trace)
    }

    /// Runs of relays on the packed ring ([`fanga_reserve::relay_run`]),
    /// with the standing house and the takasia'd hole as exits.
    fn relay_run(
        cx: &TurnContext<Self>,
        turn: &mut Turn<BaoTurnState>,
        lap: Lap,
        left: &mut u64,
    ) -> Option<RelayRun> {
        landing::relay_run(cx, turn, lap, left)
    }

    fn finish(
        pos: &SowingPosition<Self>,
        _: ReserveOpening,
        turn: &Turn<BaoTurnState>,
    ) -> (BaoState, Player) {
        let game_state = turn.state.game_state;
        let state = BaoState::new(
            ByPlayer::from_fn(|p| game_state.state.owns_house(p)),
            game_state.next_takasia,
        );
        (state, pos.turn().other())
    }

    fn replay_finish(
        pos: &SowingPosition<Self>,
        trace: &MoveTrace,
    ) -> Result<(BaoState, Player), TraceProblem> {
        let state = state::replay(pos.game_state(), &trace.events).ok_or(TraceProblem::State)?;
        Ok((state, pos.turn().other()))
    }

    /// A player whose front row is empty has lost; once the reserves are
    /// empty, so has the player to move with no hole of two seeds or more.
    fn outcome(pos: &SowingPosition<Self>) -> Option<Outcome> {
        let b = pos.board();
        for p in [pos.turn(), pos.turn().other()] {
            if b.row_is_empty(inner_row(p)) {
                return Some(Outcome::win(p.other(), FRONT_ROW_EMPTY));
            }
        }
        let mover = pos.turn();
        if b.pool(Pool::Reserve, mover) > 0 {
            return None;
        }
        let any_pair = b
            .holes()
            .any(|h| b.owner(h) == Some(mover) && b.get(h) >= 2);
        (!any_pair).then_some(Outcome::win(mover.other(), ONLY_SINGLETONS))
    }

    /// Seeds in each player's two rows.
    fn score(pos: &SowingPosition<Self>) -> ByPlayer<u32> {
        fanga_reserve::score(pos)
    }

    fn game_state_keys(_: &BaoOptions) -> &'static [(&'static str, bool)] {
        &[("house", true), ("takasia", true)]
    }

    fn parse_game_state(
        _: &BaoOptions,
        values: &[Option<&str>],
    ) -> Result<BaoState, ParsePositionError> {
        state::parse(values)
    }

    fn write_game_state(pos: &SowingPosition<Self>, f: &mut dyn fmt::Write) -> fmt::Result {
        state::write(&pos.game_state(), f)
    }

    fn diagram_board(pos: &SowingPosition<Self>) -> String {
        let b = pos.board();
        let label = |p: Player| format!("{}, reserve {}", p.name(), b.pool(Pool::Reserve, p));
        let mut s = b.grid_diagram(&label(Player::North), &label(Player::South));
        s.push_str(&format!("  {}\n", state::describe(&pos.game_state())));
        s
    }

    fn diagram_status(pos: &SowingPosition<Self>) -> String {
        let stage = match stage(pos.options().rules, phase(&pos.board(), pos.turn())) {
            Stage::Namua => "namua",
            Stage::Mtaji => "mtaji",
            Stage::Free => "free sowing",
        };
        format!("{} to move ({stage})", pos.turn().name())
    }
}
