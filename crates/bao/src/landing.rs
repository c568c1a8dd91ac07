//! Where a lap lands: a capture sown from a kichwa, the house, the takasia'd
//! hole, a relay; and the takasia a takasa leaves behind it.

use fanga_core::Player;
use fanga_reserve::{
    Mode, Phase, end_of_turn, facing, inner_row, mark_win_if_inner_row_empty, relay,
    sow_from_tsibongy, tsibongy_towards, zone_tsibongy,
};
use fanga_sowing::relay::{Landing, Turn};
use fanga_sowing::trace::{Stop, Tracer};
use fanga_sowing::{Hole, Lap, LapEnd, LapStart, Pool, RelayRun, TurnContext};
use smallvec::SmallVec;

use crate::holes::{COLS, house, kichwa};
use crate::openings::{Stage, mtaji_captures, stage};
use crate::options::Rules;
use crate::state::{BaoTurnState, emptied, set_takasia};
use crate::{BaoChoice, BaoRules};

/// Why a takasa ends in the standing house.
pub const HOUSE_STOP: &str = "a takasa stops in the house";

/// Why a lap ends in the takasia'd hole.
pub const TAKASIA_STOP: &str = "the sowing stops in the takasia'd hole";

type BaoTurnT = Turn<BaoTurnState>;

/// The last seed of a lap fell at `end`.
pub(crate) fn land(
    cx: &TurnContext<BaoRules>,
    turn: &mut BaoTurnT,
    end: LapEnd,
    trace: &mut impl Tracer,
) -> Landing<BaoChoice> {
    let landing = landing(cx, turn, end, trace);
    if matches!(landing, Landing::End(_)) {
        takasia(cx, turn, trace);
    }
    landing
}

fn landing(
    cx: &TurnContext<BaoRules>,
    turn: &mut BaoTurnT,
    end: LapEnd,
    trace: &mut impl Tracer,
) -> Landing<BaoChoice> {
    if let Some(l) = end_of_turn(turn, end) {
        return l;
    }
    let me = cx.mover;
    let h = end.hole;
    if turn.state.mode == Mode::Capturing
        && h.row() == inner_row(me)
        && turn.board.get(facing(h)) > 0
    {
        return capture(cx, turn, h, trace);
    }
    let st = stage(cx.options.rules, turn.state.phase);
    if st == Stage::Namua
        && h == house(me)
        && turn.state.game_state.state.owns_house(me)
        && end.count >= 6
    {
        return match turn.state.mode {
            Mode::Capturing => {
                Landing::Choose(SmallVec::from_slice(&[BaoChoice::Stop, BaoChoice::Safari]))
            }
            Mode::NonCapturing => Landing::End(Stop::Rule(HOUSE_STOP)),
        };
    }
    if st == Stage::Mtaji && Some(h) == turn.state.game_state.state.takasia() {
        return Landing::End(Stop::Rule(TAKASIA_STOP));
    }
    emptied(turn, h, trace);
    relay(turn, h, trace)
}

/// Runs of relays on the packed ring ([`fanga_reserve::relay_run`]): the
/// landings [`land`] does more than relay at are exits, where it decides.
/// Besides a capture (which `relay_run` knows), they are the mover's house
/// while it stands (in the namua it may stop the turn, and relaying it
/// makes it fall, a change of state) and the takasia'd hole (a stop in the
/// mtaji stage). Neither changes during the run: the state changes only in
/// [`land`].
pub(crate) fn relay_run(
    cx: &TurnContext<BaoRules>,
    turn: &mut BaoTurnT,
    lap: Lap,
    left: &mut u64,
) -> Option<RelayRun> {
    if lap.dir != turn.state.dir {
        return None;
    }
    let state = turn.state.game_state.state;
    let house = state.owns_house(cx.mover).then(|| house(cx.mover));
    let takasia = state.takasia();
    fanga_reserve::relay_run(cx, turn, lap, left, |h| {
        Some(h) == house || Some(h) == takasia
    })
}

/// The capture: the last seed fell in `h`, a front hole of the mover facing
/// seeds. Takes them and sows them from a kichwa: the nearest one from a
/// kimbi, else the one that keeps the turn's direction, else (a namua
/// capture with no direction yet, or any capture of m'raha wa tso's katro
/// stage) the mover's choice.
fn capture(
    cx: &TurnContext<BaoRules>,
    turn: &mut BaoTurnT,
    h: Hole,
    trace: &mut impl Tracer,
) -> Landing<BaoChoice> {
    let me = cx.mover;
    let caught = facing(h);
    let seeds = turn.capture(caught, trace);
    emptied(turn, caught, trace);
    mark_win_if_inner_row_empty(me, turn);
    turn.state.hand = seeds;
    let keeps_direction =
        turn.state.game_state.directed && stage(cx.options.rules, turn.state.phase) != Stage::Free;
    let forced = zone_tsibongy(COLS, me, h.col())
        .or_else(|| keeps_direction.then(|| tsibongy_towards(COLS, me, turn.state.dir)));
    match forced {
        Some(k) => sow_from_kichwa(me, turn, k),
        None => {
            let [a, last] = kichwa(me);
            Landing::Choose(SmallVec::from_slice(&[
                BaoChoice::Kichwa(a),
                BaoChoice::Kichwa(last),
            ]))
        }
    }
}

fn sow_from_kichwa(me: Player, turn: &mut BaoTurnT, k: Hole) -> Landing<BaoChoice> {
    turn.state.game_state.directed = true;
    sow_from_tsibongy(me, turn, k)
}

/// A kichwa sows the captured seeds; `stop` ends the turn in the house;
/// `safari` takes the house's seeds and sows on.
pub(crate) fn choose(
    cx: &TurnContext<BaoRules>,
    turn: &mut BaoTurnT,
    choice: BaoChoice,
    trace: &mut impl Tracer,
) -> Landing<BaoChoice> {
    match choice {
        BaoChoice::Kichwa(k) => sow_from_kichwa(cx.mover, turn, k),
        BaoChoice::Stop => Landing::End(Stop::Chosen),
        BaoChoice::Safari => {
            let h = house(cx.mover);
            let seeds = turn.take(h, trace);
            emptied(turn, h, trace);
            Landing::Sow(Lap::new(h, seeds, turn.state.dir, LapStart::Next))
        }
    }
}

/// The takasia (Bao la Kiswahili's mtaji stage, option `takasia=on`): when
/// a takasa ends, the opponent cannot capture, and the mover could capture
/// exactly one hole of the opponent on his next turn, that hole is
/// takasia'd for the opponent's turn, unless it is his standing house, the
/// only occupied hole of his front row, or the only one holding more than
/// one seed.
fn takasia(cx: &TurnContext<BaoRules>, turn: &mut BaoTurnT, trace: &mut impl Tracer) {
    if !cx.options.takasia
        || cx.options.rules != Rules::Kiswahili
        || turn.state.phase != Phase::Two
        || turn.state.mode != Mode::NonCapturing
    {
        return;
    }
    let me = cx.mover;
    let them = me.other();
    let board = &turn.board;
    if board.pool(Pool::Reserve, them) > 0 {
        // The opponent is still in his namua.
        return;
    }
    let their_circuit = <BaoRules as fanga_sowing::SowingRules>::circuit(&cx.options, them);
    let mut they_capture = false;
    mtaji_captures(their_circuit, board, them, None, |_, _, _| {
        they_capture = true;
    });
    if they_capture {
        return;
    }
    let mut threatened: Option<Hole> = None;
    let mut several = false;
    mtaji_captures(
        cx.circuit,
        board,
        me,
        None,
        |_, _, caught| match threatened {
            None => threatened = Some(caught),
            Some(t) if t != caught => several = true,
            Some(_) => {}
        },
    );
    let Some(t) = threatened else { return };
    if several || (t == house(them) && turn.state.game_state.state.owns_house(them)) {
        return;
    }
    let front = || board.row_holes(inner_row(them));
    let only_occupied = front().all(|x| x == t || board.get(x) == 0);
    let only_pair = board.get(t) >= 2 && front().all(|x| x == t || board.get(x) < 2);
    if !only_occupied && !only_pair {
        set_takasia(turn, them, t, trace);
    }
}
