//! The openings of a turn: which are legal, and how a turn starts.

use std::ops::ControlFlow;

use fanga_core::Player;
use fanga_sowing::relay::{Landing, Turn};
use fanga_sowing::trace::Tracer;
use fanga_sowing::{
    Board, Direction, Hole, Lap, LapEnd, LapStart, SowingPosition, TurnContext, check_own_hole,
};
use smallvec::SmallVec;

use crate::geometry::{facing, inner_row, outer_row};
use crate::moves::{ReserveChoice, ReserveOpening};
use crate::refusal::ReserveRefusal;
use crate::rules::{ReserveRules, TakeReason};
use crate::turn::{LastLap, Mode, Phase, ReserveTurn, phase, phase_of};

/// The state of a turn of `pos` opened in `mode` and `dir`, its phase read
/// from the position's cells.
fn turn_state<G: ReserveRules>(
    pos: &SowingPosition<G>,
    mode: Mode,
    dir: Direction,
) -> ReserveTurn<G::GameState>
where
    G::Choice: ReserveChoice,
{
    ReserveTurn {
        mode,
        phase: phase_of(pos),
        dir,
        last_lap: LastLap::No,
        hand: 0,
        game_state: pos.game_state(),
    }
}

/// The phase-1 capture openings: non-empty inner holes facing seeds.
pub fn capture_openings(board: &Board, mover: Player) -> impl Iterator<Item = Hole> + '_ {
    board
        .row_holes(inner_row(mover))
        .filter(|&h| board.get(h) > 0 && board.get(facing(h)) > 0)
}

/// A sowing opening: in phase 1 a reserve seed goes into `h` first; the mover
/// picks `h` up ([`ReserveRules::take`]) and sows from the next hole.
fn open_sowing<G: ReserveRules>(
    cx: &TurnContext<G>,
    pos: &SowingPosition<G>,
    board: &Board,
    h: Hole,
    dir: Direction,
    mode: Mode,
    trace: &mut impl Tracer,
) -> (Turn<G::TurnState>, Landing<G::Choice>)
where
    G::Choice: ReserveChoice,
{
    let mut turn = Turn {
        board: *board,
        state: turn_state(pos, mode, dir),
    };
    if turn.state.phase == Phase::One {
        let seed = turn.from_reserve(cx.mover, 1, trace);
        turn.drop_into(h, seed, trace);
    }
    let seeds = G::take(cx, &mut turn, h, TakeReason::PickUp, trace);
    (turn, Landing::Sow(Lap::new(h, seeds, dir, LapStart::Next)))
}

/// Whether an opening's first lap (`landing`, from `turn`) ends (n >= 2) in
/// the mover's inner row facing seeds: found without sowing
/// ([`Circuit::lap_end`]), as the facing hole is off the mover's ring.
fn first_lap_captures<G: ReserveRules>(
    cx: &TurnContext<G>,
    turn: &Turn<G::TurnState>,
    landing: &Landing<G::Choice>,
) -> bool
where
    G::Choice: ReserveChoice,
{
    let Landing::Sow(lap) = *landing else {
        return false;
    };
    let end = cx.circuit.lap_end(&turn.board, lap);
    end.count >= 2 && end.hole.row() == inner_row(cx.mover) && turn.board.get(facing(end.hole)) > 0
}

/// The phase-2 openings, and whether they are capturing: those that capture
/// at once if any, else all of them, non-capturing.
fn phase_two_openings<G: ReserveRules>(
    cx: &TurnContext<G>,
    pos: &SowingPosition<G>,
) -> (SmallVec<[(Hole, Direction); 32]>, Mode)
where
    G::Choice: ReserveChoice,
{
    let board = &pos.board();
    let mut all = SmallVec::new();
    for row in [inner_row(cx.mover), outer_row(cx.mover)] {
        for h in board.row_holes(row) {
            if board.get(h) > 0 {
                all.extend(Direction::BOTH.iter().map(|&d| (h, d)));
            }
        }
    }
    // Whether the opening's first lap ends (n >= 2) in the mover's inner
    // row facing seeds.
    let captures_at_once = |h, d| {
        let (turn, landing) = open_sowing(cx, pos, board, h, d, Mode::Capturing, &mut ());
        first_lap_captures(cx, &turn, &landing)
    };
    let capturing: SmallVec<[(Hole, Direction); 32]> = all
        .iter()
        .copied()
        .filter(|&(h, d)| captures_at_once(h, d))
        .collect();
    if capturing.is_empty() {
        (all, Mode::NonCapturing)
    } else {
        (capturing, Mode::Capturing)
    }
}

/// [`SowingRules::openings`](fanga_sowing::SowingRules::openings) of the four-row reserve games.
pub fn openings<G: ReserveRules>(
    pos: &SowingPosition<G>,
    visit: &mut impl FnMut(ReserveOpening) -> ControlFlow<()>,
) -> ControlFlow<()>
where
    G::Choice: ReserveChoice,
{
    let board = &pos.board();
    let mover = pos.turn();
    match phase(board, mover) {
        Phase::One => {
            if capture_openings(board, mover).next().is_some() {
                for hole in capture_openings(board, mover) {
                    visit(ReserveOpening { hole, dir: None })?;
                }
            } else {
                for hole in board.row_holes(inner_row(mover)) {
                    if board.get(hole) > 0 {
                        for d in Direction::BOTH {
                            visit(ReserveOpening { hole, dir: Some(d) })?;
                        }
                    }
                }
            }
        }
        Phase::Two => {
            let (openings, _) = phase_two_openings(&pos.turn_context(), pos);
            for (hole, d) in openings {
                visit(ReserveOpening { hole, dir: Some(d) })?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// [`SowingRules::check_opening`](fanga_sowing::SowingRules::check_opening) of the four-row reserve games.
///
/// # Errors
///
/// [`ReserveRefusal`]: why the opening is refused.
pub fn check_opening<G: ReserveRules>(
    pos: &SowingPosition<G>,
    o: ReserveOpening,
) -> Result<(), ReserveRefusal>
where
    G::Choice: ReserveChoice,
{
    let board = &pos.board();
    let mover = pos.turn();
    let h = o.hole;
    check_own_hole(board, h, mover)?;
    match phase(board, mover) {
        Phase::One => {
            if h.row() != inner_row(mover) {
                return Err(ReserveRefusal::OuterRow(h));
            }
            let example = capture_openings(board, mover).next();
            match (o.dir, example) {
                (None, Some(_)) if board.get(facing(h)) > 0 => Ok(()),
                (None, Some(_)) => Err(ReserveRefusal::NotACapture(h)),
                (Some(_), Some(example)) => Err(ReserveRefusal::CaptureRequired { example }),
                (None, None) => Err(ReserveRefusal::DirectionMissing(h)),
                (Some(_), None) => Ok(()),
            }
        }
        Phase::Two => {
            let Some(d) = o.dir else {
                return Err(ReserveRefusal::DirectionMissing(h));
            };
            let (openings, _) = phase_two_openings(&pos.turn_context(), pos);
            if openings.contains(&(h, d)) {
                return Ok(());
            }
            let (hole, dir) = openings.first().copied().unwrap_or((h, d));
            Err(ReserveRefusal::ImmediateCaptureRequired {
                example: ReserveOpening {
                    hole,
                    dir: Some(dir),
                },
            })
        }
    }
}

/// [`SowingRules::open`](fanga_sowing::SowingRules::open) of the four-row reserve games: a phase-1 capture
/// opening puts a reserve seed into the hole, which then acts as the last
/// seed of a lap ([`SowingRules::land`](fanga_sowing::SowingRules::land)); every other opening sows the hole.
pub fn open<G: ReserveRules>(
    cx: &TurnContext<G>,
    pos: &SowingPosition<G>,
    o: ReserveOpening,
    trace: &mut impl Tracer,
) -> (Turn<G::TurnState>, Landing<G::Choice>)
where
    G::Choice: ReserveChoice,
{
    let board = pos.board();
    let Some(dir) = o.dir else {
        // A phase-1 capture opening.
        let mut turn = Turn {
            board,
            state: turn_state(pos, Mode::Capturing, Direction::Cw),
        };
        let seed = turn.from_reserve(cx.mover, 1, trace);
        turn.drop_into(o.hole, seed, trace);
        let end = LapEnd {
            hole: o.hole,
            count: turn.board.get(o.hole),
        };
        let landing = G::land(cx, &mut turn, end, trace);
        return (turn, landing);
    };
    // A legal phase-2 opening is capturing exactly when it captures at once:
    // if any opening does, only those are legal.
    let (mut turn, landing) = open_sowing(cx, pos, &board, o.hole, dir, Mode::NonCapturing, trace);
    if turn.state.phase == Phase::Two && first_lap_captures(cx, &turn, &landing) {
        turn.state.mode = Mode::Capturing;
    }
    (turn, landing)
}
