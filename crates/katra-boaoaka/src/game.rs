use std::convert::Infallible;

use fanga_core::Player;
use fanga_sowing::directed::DirectedMove;
use fanga_sowing::four_row::{inner_row, outer_row, side_is_empty};
use fanga_sowing::relay::{Landing, Turn};
use fanga_sowing::trace::{Stop, Tracer};
use fanga_sowing::{
    Circuit, Direction, Lap, LapEnd, LapStart, MoveError, RelayRun, SowingRules, TurnContext,
};

use crate::{BoaoakaOptions, Singletons};

/// The board's columns.
const COLS: u8 = 8;

/// The rules of katra boaoaka, for the sowing engine's shell: see the
/// [crate documentation](crate).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct BoaoakaRules;

fanga_sowing::position_type! {
    /// A katra boaoaka position: the board, the player to move, the
    /// direction each player is bound to by his first turn
    /// ([`BoundDirections`](fanga_sowing::directed::BoundDirections)) and the options. Its rules are
    /// [`BoaoakaRules`]; the engine's inherent methods (the
    /// [`board`](fanga_sowing::SowingPosition::board),
    /// [`game_state`](fanga_sowing::SowingPosition::game_state), ...) come through
    /// `Deref`.
    pub struct KatraBoaoaka(BoaoakaRules);
}

/// A move: the hole emptied and the direction, written `b1:cw`.
pub type BoaoakaMove = DirectedMove;

/// Why a move cannot be played: the game is over, or
/// [`DirectedRefusal`](fanga_sowing::directed::DirectedRefusal).
pub type BoaoakaMoveError = MoveError<BoaoakaRules>;

/// Whether a lap ending in h of the mover's inner row (n seeds after the
/// last fell) captures the `front` and `back` seeds of the opponent's two
/// holes of h's column.
fn captures(options: &BoaoakaOptions, n: u8, front: u8, back: u8) -> bool {
    let singles = match options.singletons {
        Singletons::Each => front == 1 && back == 1,
        Singletons::Together => u16::from(front) + u16::from(back) == 1,
    };
    (front > 0 || back > 0) && !(n == 1 && singles)
}

impl SowingRules for BoaoakaRules {
    const GAME: &'static str = "katra-boaoaka";
    const ROWS: u8 = 4;
    const COLUMNS: &'static [u8] = &[COLS];
    const COLUMNS_EXPECTED: &'static str = "8";

    type Options = BoaoakaOptions;
    /// 4 rows of 8 holes.
    type Cells = [u8; 32];

    fanga_sowing::no_choices!();
    fanga_sowing::directed_game_parts!(types, bound, four_rows, all_seeds);

    fn circuit(_: &BoaoakaOptions, mover: Player) -> &'static Circuit {
        Circuit::player_ring_ref(COLS, mover)
    }

    fn land(
        cx: &TurnContext<Self>,
        turn: &mut Turn<Direction>,
        end: LapEnd,
        trace: &mut impl Tracer,
    ) -> Landing<Infallible> {
        let h = end.hole;
        let dir = turn.state;
        let them = cx.mover.other();
        if h.row() == inner_row(cx.mover) {
            let (front, back) = (h.with_row(inner_row(them)), h.with_row(outer_row(them)));
            let (f, b) = (turn.board.get(front), turn.board.get(back));
            if captures(&cx.options, end.count, f, b) {
                let mut captured = 0;
                for (hole, seeds) in [(front, f), (back, b)] {
                    if seeds > 0 {
                        captured += turn.capture(hole, trace);
                    }
                }
                if side_is_empty(&turn.board, them) {
                    turn.drop_into(h, captured, trace);
                    return Landing::End(Stop::WonAtOnce);
                }
                let seeds = captured + turn.take(h, trace);
                return Landing::Sow(Lap::new(h, seeds, dir, LapStart::Next));
            }
        }
        if end.count == 1 {
            return Landing::End(Stop::EmptyHole);
        }
        let seeds = turn.take(h, trace);
        Landing::Sow(Lap::new(h, seeds, dir, LapStart::Next))
    }

    /// Runs of relays on the packed ring, while the opponent's side is
    /// empty: `land` then relays every landing but one on 1 seed. (With
    /// seeds facing the mover's inner row, a landing there captures, and
    /// runs between captures are short: packing the ring would cost more
    /// than it saves, and the engine sows them one lap at a time.)
    fn relay_run(
        cx: &TurnContext<Self>,
        turn: &mut Turn<Direction>,
        lap: Lap,
        left: &mut u64,
    ) -> Option<RelayRun> {
        if lap.dir != turn.state || !side_is_empty(&turn.board, cx.mover.other()) {
            return None;
        }
        cx.circuit
            .relay_run(&mut turn.board, lap, |_, _| false, left)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_singleton_exception_in_both_readings() {
        let each = BoaoakaOptions::default();
        let together = BoaoakaOptions {
            singletons: Singletons::Together,
        };
        // (n, front, back) -> captures under `each`, under `together`.
        for (n, f, b, e, t) in [
            (1, 1, 1, false, true),
            (1, 1, 0, true, false),
            (1, 0, 1, true, false),
            (1, 0, 0, false, false),
            (1, 2, 1, true, true),
            (2, 1, 1, true, true),
            (2, 1, 0, true, true),
            (3, 0, 0, false, false),
        ] {
            assert_eq!(captures(&each, n, f, b), e, "each {n} {f} {b}");
            assert_eq!(captures(&together, n, f, b), t, "together {n} {f} {b}");
        }
    }
}
