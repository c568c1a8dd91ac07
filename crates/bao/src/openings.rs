//! The openings of a turn: which are legal, and how a turn starts.

use fanga_core::Player;
use fanga_reserve::{
    LastLap, Mode, Phase, ReserveOpening, ReserveTurn, facing, inner_row, outer_row, phase,
};
use fanga_sowing::relay::{Landing, Turn};
use fanga_sowing::trace::Tracer;
use fanga_sowing::{
    Board, Circuit, Direction, Hole, Lap, LapEnd, LapStart, SowingPosition, SowingRules,
    TurnContext, check_own_hole,
};
use smallvec::SmallVec;

use crate::holes::{house, is_kichwa, towards_back_row};
use crate::options::Rules;
use crate::refusal::BaoRefusal;
use crate::state::{BaoState, BaoTurn, BaoTurnState, emptied};
use crate::{BaoChoice, BaoRules};

/// The stage of the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Stage {
    /// His reserve holds seeds: each turn enters one.
    Namua,
    /// Bao la Kiswahili once the reserves are empty.
    Mtaji,
    /// m'raha wa tso once the reserves are empty: katro's sowing.
    Free,
}

/// The stage of a player in `phase` under `rules`.
pub(crate) fn stage(rules: Rules, phase: Phase) -> Stage {
    match (phase, rules) {
        (Phase::One, _) => Stage::Namua,
        (Phase::Two, Rules::MrahaWaTso) => Stage::Free,
        (Phase::Two, _) => Stage::Mtaji,
    }
}

/// The most seeds a capturing sowing starts with (de Voogt: 2 to 15).
const MAX_MTAJI: u8 = 15;

/// Whether `p`'s house stands and holds six seeds or more.
pub(crate) fn house_works(board: &Board, state: &BaoState, p: Player) -> bool {
    state.owns_house(p) && board.get(house(p)) >= 6
}

/// Whether `h` is the only occupied hole of `p`'s front row.
fn only_occupied(board: &Board, p: Player, h: Hole) -> bool {
    board
        .row_holes(inner_row(p))
        .all(|x| x == h || board.get(x) == 0)
}

/// Whether sowing `h` in `dir` is refused because `h` is a kichwa, the only
/// occupied hole of the front row, and `dir` leads into the back row.
fn kichwa_to_back_row(board: &Board, p: Player, h: Hole, dir: Direction) -> bool {
    h.row() == inner_row(p)
        && is_kichwa(h)
        && towards_back_row(p, h, dir)
        && only_occupied(board, p, h)
}

/// Where the first lap of a sowing of `h` in `dir` ends, found without
/// sowing (the hole's own seeds are not sown into it on the first round).
fn first_lap(circuit: &Circuit, board: &Board, h: Hole, dir: Direction) -> LapEnd {
    let mut b = *board;
    let seeds = b.take(h);
    circuit.lap_end(&b, Lap::new(h, seeds, dir, LapStart::Next))
}

/// Whether a sowing of `h` in `dir` captures with its first lap: it ends
/// (n >= 2) in `p`'s front row facing seeds.
pub(crate) fn captures_at_once(
    circuit: &Circuit,
    board: &Board,
    p: Player,
    h: Hole,
    dir: Direction,
) -> Option<Hole> {
    let end = first_lap(circuit, board, h, dir);
    let caught = facing(end.hole);
    (end.count >= 2 && end.hole.row() == inner_row(p) && board.get(caught) > 0).then_some(caught)
}

/// The mtaji captures of `p`: sowings of 2 to 15 seeds whose first lap
/// captures, visited with the hole they capture from.
pub(crate) fn mtaji_captures(
    circuit: &Circuit,
    board: &Board,
    p: Player,
    blocked: Option<Hole>,
    mut visit: impl FnMut(Hole, Direction, Hole),
) {
    for row in [inner_row(p), outer_row(p)] {
        for h in board.row_holes(row) {
            let n = board.get(h);
            if !(2..=MAX_MTAJI).contains(&n) || Some(h) == blocked {
                continue;
            }
            for d in Direction::BOTH {
                if kichwa_to_back_row(board, p, h, d) {
                    continue;
                }
                if let Some(caught) = captures_at_once(circuit, board, p, h, d) {
                    visit(h, d, caught);
                }
            }
        }
    }
}

type Openings = SmallVec<[ReserveOpening; 32]>;

fn sowing(hole: Hole, dir: Direction) -> ReserveOpening {
    ReserveOpening {
        hole,
        dir: Some(dir),
    }
}

/// The namua openings: captures if any, else the takasa.
fn namua(board: &Board, state: &BaoState, me: Player) -> Openings {
    let front = inner_row(me);
    let mut out = Openings::new();
    for h in board.row_holes(front) {
        if board.get(h) > 0 && board.get(facing(h)) > 0 {
            out.push(ReserveOpening { hole: h, dir: None });
        }
    }
    if !out.is_empty() {
        return out;
    }
    let the_house = house_works(board, state, me).then_some(house(me));
    let candidates = || {
        board
            .row_holes(front)
            .filter(move |&h| board.get(h) > 0 && Some(h) != the_house)
    };
    // Unless the house works (owned, six seeds or more: a house of two to
    // five is no house, rule 8), a single seed is not chosen while a hole
    // of two seeds or more can be.
    let pairs = the_house.is_none() && candidates().any(|h| board.get(h) >= 2);
    for h in candidates().filter(|&h| !pairs || board.get(h) >= 2) {
        for d in Direction::BOTH {
            if !kichwa_to_back_row(board, me, h, d) {
                out.push(sowing(h, d));
            }
        }
    }
    if out.is_empty()
        && let Some(h) = the_house
    {
        // The house is the only occupied hole: it is taxed.
        out.extend(Direction::BOTH.map(|d| sowing(h, d)));
    }
    out
}

/// The mtaji openings of Bao la Kiswahili: captures if any, else the
/// takasa, from the front row when it can.
fn mtaji(circuit: &Circuit, board: &Board, state: &BaoState, me: Player) -> Openings {
    let mut out = Openings::new();
    mtaji_captures(circuit, board, me, state.takasia(), |h, d, _| {
        out.push(sowing(h, d));
    });
    if !out.is_empty() {
        return out;
    }
    for row in [inner_row(me), outer_row(me)] {
        for h in board.row_holes(row) {
            if board.get(h) < 2 || Some(h) == state.takasia() {
                continue;
            }
            for d in Direction::BOTH {
                if !kichwa_to_back_row(board, me, h, d) {
                    out.push(sowing(h, d));
                }
            }
        }
        if !out.is_empty() {
            break;
        }
    }
    out
}

/// The openings of m'raha wa tso once the reserves are empty (katro's):
/// every non-empty hole both ways, those that capture at once if any.
fn free_sowing(circuit: &Circuit, board: &Board, me: Player) -> Openings {
    let mut all = Openings::new();
    for row in [inner_row(me), outer_row(me)] {
        for h in board.row_holes(row) {
            if board.get(h) > 0 {
                all.extend(Direction::BOTH.map(|d| sowing(h, d)));
            }
        }
    }
    let captures: Openings = all
        .iter()
        .copied()
        .filter(|o| {
            o.dir
                .and_then(|d| captures_at_once(circuit, board, me, o.hole, d))
                .is_some()
        })
        .collect();
    if captures.is_empty() { all } else { captures }
}

/// The legal openings of a position that is not over.
pub(crate) fn openings(pos: &SowingPosition<BaoRules>) -> Openings {
    let board = pos.board();
    let me = pos.turn();
    let state = pos.game_state();
    let circuit = <BaoRules as SowingRules>::circuit(pos.options(), me);
    match stage(pos.options().rules, phase(&board, me)) {
        Stage::Namua => namua(&board, &state, me),
        Stage::Mtaji => mtaji(circuit, &board, &state, me),
        Stage::Free => free_sowing(circuit, &board, me),
    }
}

/// Why `o` is not among [`openings`].
pub(crate) fn check_opening(
    pos: &SowingPosition<BaoRules>,
    o: ReserveOpening,
) -> Result<(), BaoRefusal> {
    let board = pos.board();
    let me = pos.turn();
    let h = o.hole;
    check_own_hole(&board, h, me)?;
    let legal = openings(pos);
    if legal.contains(&o) {
        return Ok(());
    }
    let capture_example = legal.iter().copied().find(|x| {
        x.dir.is_none()
            || x.dir.is_some_and(|d| {
                let circuit = <BaoRules as SowingRules>::circuit(pos.options(), me);
                captures_at_once(circuit, &board, me, x.hole, d).is_some()
            })
    });
    let state = pos.game_state();
    let namua = phase(&board, me) == Phase::One;
    Err(match o.dir {
        _ if namua && h.row() != inner_row(me) => BaoRefusal::BackRow(h),
        None if namua && capture_example.is_some() => BaoRefusal::NotACapture(h),
        None => BaoRefusal::DirectionMissing(h),
        Some(_) if Some(h) == state.takasia() => BaoRefusal::Takasia(h),
        Some(_) if capture_example.is_some() && legal.iter().all(|x| x.dir.is_none()) => {
            BaoRefusal::CaptureRequired {
                example: legal.first().copied().unwrap_or(o),
            }
        }
        Some(d) if kichwa_to_back_row(&board, me, h, d) => BaoRefusal::KichwaToBackRow(h),
        Some(_) if namua && h == house(me) && house_works(&board, &state, me) => {
            BaoRefusal::HouseStands(h)
        }
        Some(_) if board.get(h) == 1 => BaoRefusal::Singleton(h),
        Some(_) => match capture_example {
            Some(example) => BaoRefusal::CaptureRequired { example },
            None => BaoRefusal::FrontRowFirst(h),
        },
    })
}

/// Starts a turn: a namua turn enters a seed (a capture then lands where it
/// fell; a takasa sows that hole, or two seeds of a standing house that is
/// the only occupied hole); a mtaji turn sows the hole.
pub(crate) fn open(
    cx: &TurnContext<BaoRules>,
    pos: &SowingPosition<BaoRules>,
    o: ReserveOpening,
    trace: &mut impl Tracer,
) -> (Turn<BaoTurnState>, Landing<BaoChoice>) {
    let board = pos.board();
    let state = pos.game_state();
    let phase = phase(&board, cx.mover);
    let mut turn = Turn {
        board,
        state: ReserveTurn {
            mode: Mode::NonCapturing,
            phase,
            dir: o.dir.unwrap_or(Direction::Cw),
            last_lap: LastLap::No,
            hand: 0,
            // The takasia'd hole stays in the turn's state: a lap ending
            // there stops.
            game_state: BaoTurn {
                state,
                directed: o.dir.is_some(),
                next_takasia: None,
            },
        },
    };
    let h = o.hole;
    if phase == Phase::One {
        let taxed = house_works(&board, &state, cx.mover) && h == house(cx.mover);
        let seed = turn.from_reserve(cx.mover, 1, trace);
        turn.drop_into(h, seed, trace);
        let Some(dir) = o.dir else {
            turn.state.mode = Mode::Capturing;
            let end = LapEnd {
                hole: h,
                count: turn.board.get(h),
            };
            let landing = <BaoRules as SowingRules>::land(cx, &mut turn, end, trace);
            return (turn, landing);
        };
        let mut seeds = turn.take(h, trace);
        if taxed {
            let tax = cx.options.house_tax.seeds();
            turn.drop_into(h, seeds.saturating_sub(tax), trace);
            seeds = tax;
        } else {
            emptied(&mut turn, h, trace);
        }
        return (turn, Landing::Sow(Lap::new(h, seeds, dir, LapStart::Next)));
    }
    let dir = o.dir.unwrap_or(Direction::Cw);
    let n = board.get(h);
    let capturing = captures_at_once(cx.circuit, &board, cx.mover, h, dir).is_some()
        && (stage(cx.options.rules, phase) == Stage::Free || n <= MAX_MTAJI);
    if capturing {
        turn.state.mode = Mode::Capturing;
    }
    let seeds = turn.take(h, trace);
    emptied(&mut turn, h, trace);
    (turn, Landing::Sow(Lap::new(h, seeds, dir, LapStart::Next)))
}
