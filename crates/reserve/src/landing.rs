//! Where a lap lands: the end of the turn, a capture sown from a tsibongy,
//! or a relay.

use fanga_core::Player;
use fanga_sowing::relay::{Landing, Turn};
use fanga_sowing::trace::{Stop, Tracer};
use fanga_sowing::{Hole, Lap, LapEnd, LapStart, RelayRun, SowingRules, TurnContext};
use smallvec::SmallVec;

use crate::geometry::{facing, inner_row, towards_interior, tsibongy, zone_tsibongy};
use crate::moves::ReserveChoice;
use crate::rules::{ReserveRules, TakeReason, TsibongyRule};
use crate::turn::{LastLap, Mode, ReserveTurn};

/// Why a turn ends when its lap is its last ([`LastLap::OneLap`]).
pub const ONE_LAP: &str = "a turn is one lap";

/// The end of the turn, if it ends at this landing (the first checks of
/// every landing): a turn's last lap ends it ([`LastLap`]: a turn already
/// won, or a game of one lap a turn), and n = 1 ends the turn. `None` when
/// the landing goes on.
#[must_use]
pub fn end_of_turn<E, C>(turn: &Turn<ReserveTurn<E>>, end: LapEnd) -> Option<Landing<C>> {
    if turn.state.last_lap != LastLap::No {
        return Some(last_lap_end(turn.state.last_lap));
    }
    if end.count == 1 {
        return Some(Landing::End(Stop::EmptyHole));
    }
    None
}

/// The end of a turn's last lap, out of the way of the landings that go on.
#[cold]
fn last_lap_end<C>(last: LastLap) -> Landing<C> {
    Landing::End(match last {
        LastLap::Won => Stop::WonAtOnce,
        LastLap::No | LastLap::OneLap => Stop::Rule(ONE_LAP),
    })
}

/// The ordinary landing (n >= 2): in a capturing turn, an inner hole facing
/// seeds captures them ([`capture_and_sow`]); otherwise the hole is relayed in
/// the current direction.
pub fn capture_or_relay<G: ReserveRules>(
    cx: &TurnContext<G>,
    turn: &mut Turn<G::TurnState>,
    end: LapEnd,
    trace: &mut impl Tracer,
) -> Landing<G::Choice>
where
    G::Choice: ReserveChoice,
{
    let h = end.hole;
    if turn.state.mode == Mode::Capturing
        && h.row() == inner_row(cx.mover)
        && turn.board.get(facing(h)) > 0
    {
        return capture_and_sow(cx, turn, h, trace);
    }
    relay(turn, h, trace)
}

/// [`SowingRules::relay_run`](fanga_sowing::SowingRules::relay_run) of a game whose landing is [`end_of_turn`] then
/// [`capture_or_relay`]: sows `lap` and the relays after it on the packed
/// ring ([`Circuit::relay_run`](fanga_sowing::Circuit::relay_run)), stopping at a hole holding 1 seed, at an
/// inner hole facing seeds in a capturing turn, and at any hole for which
/// `also_exit` holds (where the game's own landing rules apply). Not
/// used in a turn's last lap (its landing ends the turn). Any game whose
/// turn state is a [`ReserveTurn`] may use it, a [`ReserveRules`] game or not.
pub fn relay_run<G: SowingRules<TurnState = ReserveTurn<E>>, E>(
    cx: &TurnContext<G>,
    turn: &mut Turn<ReserveTurn<E>>,
    lap: Lap,
    left: &mut u64,
    also_exit: impl Fn(Hole) -> bool,
) -> Option<RelayRun> {
    if turn.state.last_lap != LastLap::No {
        return None;
    }
    let capturing = turn.state.mode == Mode::Capturing;
    let inner = inner_row(cx.mover);
    cx.circuit.relay_run(
        &mut turn.board,
        lap,
        |board, h| (capturing && h.row() == inner && board.get(facing(h)) > 0) || also_exit(h),
        left,
    )
}

/// Takes the seeds of `h` and sows them on from the next hole in the turn's
/// direction.
pub fn relay<E, C>(
    turn: &mut Turn<ReserveTurn<E>>,
    h: Hole,
    trace: &mut impl Tracer,
) -> Landing<C> {
    let seeds = turn.take(h, trace);
    Landing::Sow(Lap::new(h, seeds, turn.state.dir, LapStart::Next))
}

/// The ordinary capture: the last seed fell in `h`, an inner hole of the
/// mover facing seeds. Takes the facing seeds ([`ReserveRules::take`]),
/// notes a win at once, and sows them starting at a tsibongy towards the
/// interior: forced by the zone rule, or offered as a choice.
pub fn capture_and_sow<G: ReserveRules>(
    cx: &TurnContext<G>,
    turn: &mut Turn<G::TurnState>,
    h: Hole,
    trace: &mut impl Tracer,
) -> Landing<G::Choice>
where
    G::Choice: ReserveChoice,
{
    let seeds = G::take(cx, turn, facing(h), TakeReason::Capture, trace);
    mark_win_if_inner_row_empty(cx.mover, turn);
    turn.state.hand = seeds;
    let cols = turn.board.cols();
    let [a, last] = tsibongy(cols, cx.mover);
    let forced = match G::tsibongy_rule(&cx.options, turn.state.phase) {
        TsibongyRule::Free => None,
        TsibongyRule::Zone => zone_tsibongy(cols, cx.mover, h.col()),
    };
    match forced {
        Some(t) => sow_from_tsibongy(cx.mover, turn, t),
        None => Landing::Choose(SmallVec::from_slice(&[
            G::Choice::tsibongy(a),
            G::Choice::tsibongy(last),
        ])),
    }
}

/// Sows the seeds in hand starting at tsibongy `t`, towards the interior (the
/// answer to a tsibongy choice).
pub fn sow_from_tsibongy<E, C>(
    mover: Player,
    turn: &mut Turn<ReserveTurn<E>>,
    t: Hole,
) -> Landing<C> {
    let dir = towards_interior(mover, t.col() == 0);
    turn.state.dir = dir;
    let seeds = std::mem::take(&mut turn.state.hand);
    Landing::Sow(Lap::new(t, seeds, dir, LapStart::At))
}

/// After a capture: if the opponent's inner row is now empty, marks the lap
/// being sown as the turn's last ([`LastLap::Won`]): the game ends, won,
/// when it ends.
pub fn mark_win_if_inner_row_empty<E>(mover: Player, turn: &mut Turn<ReserveTurn<E>>) {
    if turn.board.row_is_empty(inner_row(mover.other())) {
        turn.state.last_lap = LastLap::Won;
    }
}
