use std::ops::ControlFlow;

use fanga_core::{ByPlayer, Outcome, Player};
use fanga_sowing::relay::{Landing, Turn};
use fanga_sowing::trace::{Stop, Tracer};
use fanga_sowing::{
    Board, Circuit, Direction, Hole, Lap, LapEnd, LapStart, Setup, SowingPosition, SowingRules,
    TurnContext, check_own_hole, reason,
};

use crate::{BoustrophedonMove, BoustrophedonOptions, BoustrophedonRefusal, Columns};

/// Why a move cannot be played: the game is over, or
/// [`BoustrophedonRefusal`](crate::BoustrophedonRefusal).
pub type BoustrophedonMoveError = fanga_sowing::MoveError<BoustrophedonRules>;

/// Rows a player owns.
const OWN_ROWS: u8 = 3;

/// A player's rows from his outer row to his inner row: South 1, 2, 3 and
/// North 6, 5, 4 (0-based here).
const fn rows(p: Player) -> [u8; OWN_ROWS as usize] {
    match p {
        Player::South => [0, 1, 2],
        Player::North => [5, 4, 3],
    }
}

const fn outer_row(p: Player) -> u8 {
    rows(p)[0]
}

const fn middle_row(p: Player) -> u8 {
    rows(p)[1]
}

const fn inner_row(p: Player) -> u8 {
    rows(p)[2]
}

/// Each player's snake, by number of columns (3, then 6): his rows from the
/// outer one, sown along one row and back along the next.
static SNAKES: [[Circuit; 2]; 2] = [
    [
        Circuit::snake(3, &rows(Player::South)),
        Circuit::snake(3, &rows(Player::North)),
    ],
    [
        Circuit::snake(6, &rows(Player::South)),
        Circuit::snake(6, &rows(Player::North)),
    ],
];

/// The rules of the six-row game sown in boustrophedon, for the sowing
/// engine's shell: see the [crate documentation](crate).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct BoustrophedonRules;

fanga_sowing::position_type! {
    /// A position: the six rows, the player to move and the options; the
    /// game keeps no pool and no state of its own. Its rules are
    /// [`BoustrophedonRules`]; the engine's inherent methods (the
    /// [`board`](fanga_sowing::SowingPosition::board),
    /// [`row`](fanga_sowing::SowingPosition::row), ...) come through
    /// `Deref`.
    pub struct Boustrophedon(BoustrophedonRules);
}

/// The engine's position under the game's rules: what the rules' hooks see.
type Engine = SowingPosition<BoustrophedonRules>;

/// The mover's outermost row holding seeds (his inner row when he has none:
/// the game is then over).
fn outermost_row(pos: &Engine) -> u8 {
    let has_seeds = |r: u8| pos.row(r).iter().any(|&s| s > 0);
    let [outer, middle, inner] = rows(pos.turn());
    if has_seeds(outer) {
        outer
    } else if has_seeds(middle) {
        middle
    } else {
        inner
    }
}

/// The hole of the mover's only seed, if he has exactly one.
fn single_seed(pos: &Engine) -> Option<Hole> {
    let board = pos.board();
    let mover = pos.turn();
    if board.side_total(mover) != 1 {
        return None;
    }
    rows(mover)
        .into_iter()
        .flat_map(|r| board.row_holes(r))
        .find(|&h| board.get(h) > 0)
}

/// The hole a step from `from` goes to: the next row towards the middle.
const fn ahead(from: Hole, mover: Player) -> Hole {
    match mover {
        Player::South => from.with_row(from.row() + 1),
        Player::North => from.with_row(from.row().wrapping_sub(1)),
    }
}

/// The opponent's hole the mover captures from when his last seed makes
/// `h` (of his inner row) hold seeds: the hole of that column in the
/// opponent's inner row, or else his middle row, or else his outer row;
/// `None` if the three are empty.
fn capture_target(board: &Board, h: Hole, opponent: Player) -> Option<Hole> {
    [
        inner_row(opponent),
        middle_row(opponent),
        outer_row(opponent),
    ]
    .into_iter()
    .map(|r| h.with_row(r))
    .find(|&t| board.get(t) > 0)
}

/// Captures into `h` (the mover's inner-row hole, which the last seed just
/// reached) if the opponent has seeds in its column, and says what follows:
/// the game won at once, or the whole of `h` sown on in `dir`. `None`: no
/// capture.
fn capture_into(
    mover: Player,
    turn: &mut Turn<Direction>,
    h: Hole,
    dir: Direction,
    trace: &mut impl Tracer,
) -> Option<Landing<std::convert::Infallible>> {
    let opponent = mover.other();
    let target = capture_target(&turn.board, h, opponent)?;
    let captured = turn.capture(target, trace);
    if turn.board.side_total(opponent) == 0 {
        turn.drop_into(h, captured, trace);
        return Some(Landing::End(Stop::WonAtOnce));
    }
    let seeds = turn.take(h, trace) + captured;
    Some(Landing::Sow(Lap::new(h, seeds, dir, LapStart::Next)))
}

/// Why a step is refused, or `Ok`.
fn check_step(pos: &Engine, from: Hole, to: Hole, capturing: bool) -> Result<(), &'static str> {
    let mover = pos.turn();
    let board = pos.board();
    let (row, what) = if capturing {
        (middle_row(mover), "his only seed must be in his middle row")
    } else {
        (outer_row(mover), "his only seed must be in his outer row")
    };
    if single_seed(pos) != Some(from) || from.row() != row {
        return Err(what);
    }
    if to != ahead(from, mover) {
        return Err("the seed steps to the next hole of its column, towards the middle");
    }
    if capturing && capture_target(&board, to, mover.other()).is_none() {
        return Err("the opponent has no seed in that column to capture");
    }
    Ok(())
}

impl SowingRules for BoustrophedonRules {
    const GAME: &'static str = "boustrophedon";
    const ROWS: u8 = 6;
    const COLUMNS: &'static [u8] = &[3, 6];
    const COLUMNS_EXPECTED: &'static str = "3 or 6";

    type Options = BoustrophedonOptions;
    type Move = BoustrophedonMove;
    type GameState = ();
    /// The direction of the turn.
    type TurnState = Direction;
    type Refusal = BoustrophedonRefusal;
    /// 6 rows of up to 6 holes.
    type Cells = [u8; 36];

    fanga_sowing::no_choices!();

    fanga_sowing::columns_option!(Columns; text);

    fn circuit(options: &BoustrophedonOptions, mover: Player) -> &'static Circuit {
        let size = match options.columns {
            Columns::Three => 0,
            Columns::Six => 1,
        };
        &SNAKES[size][mover.index()]
    }

    fn start(options: &BoustrophedonOptions) -> Setup<Self> {
        let cols = options.columns.count();
        let mut board = Board::new(6, cols).unwrap_or_else(|_| unreachable!("6 x 3 or 6 fits"));
        for h in board.holes() {
            // At most 6 x 6 x 2 = 72 seeds.
            let _ = board.set(h, 2);
        }
        Setup {
            board,
            turn: Player::South,
            game_state: (),
        }
    }

    fn openings(
        pos: &Engine,
        visit: &mut impl FnMut(BoustrophedonMove) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let mover = pos.turn();
        let row = outermost_row(pos);
        for (col, &seeds) in (0u8..).zip(pos.row(row)) {
            if seeds > 0 {
                let hole = Hole::at(col, row);
                for dir in Direction::BOTH {
                    visit(BoustrophedonMove::Sow { hole, dir })?;
                }
            }
        }
        if let Some(from) = single_seed(pos) {
            let to = ahead(from, mover);
            if check_step(pos, from, to, false).is_ok() {
                visit(BoustrophedonMove::Step { from, to })?;
            }
            if check_step(pos, from, to, true).is_ok() {
                for dir in Direction::BOTH {
                    visit(BoustrophedonMove::Capture { from, to, dir })?;
                }
            }
        }
        ControlFlow::Continue(())
    }

    fn check_opening(pos: &Engine, m: BoustrophedonMove) -> Result<(), BoustrophedonRefusal> {
        let mover = pos.turn();
        let step = |from, to, capturing| {
            check_step(pos, from, to, capturing).map_err(|why| BoustrophedonRefusal::Step {
                step: m.to_string(),
                mover,
                why,
            })
        };
        match m {
            BoustrophedonMove::Sow { hole, .. } => {
                check_own_hole(&pos.board(), hole, mover)?;
                let row = outermost_row(pos);
                if hole.row() != row {
                    return Err(BoustrophedonRefusal::NotOutermost {
                        hole,
                        mover,
                        row: row + 1,
                    });
                }
                Ok(())
            }
            BoustrophedonMove::Step { from, to } => {
                check_own_hole(&pos.board(), from, mover)?;
                step(from, to, false)
            }
            BoustrophedonMove::Capture { from, to, .. } => {
                check_own_hole(&pos.board(), from, mover)?;
                step(from, to, true)
            }
        }
    }

    fn open(
        cx: &TurnContext<Self>,
        pos: &Engine,
        m: BoustrophedonMove,
        trace: &mut impl Tracer,
    ) -> (Turn<Direction>, Landing<std::convert::Infallible>) {
        let mut turn = Turn {
            board: pos.board(),
            state: Direction::Cw,
        };
        let landing = match m {
            BoustrophedonMove::Sow { hole, dir } => {
                turn.state = dir;
                let seeds = turn.take(hole, trace);
                Landing::Sow(Lap::new(hole, seeds, dir, LapStart::Next))
            }
            BoustrophedonMove::Step { from, to } => {
                let seeds = turn.take(from, trace);
                turn.drop_into(to, seeds, trace);
                Landing::End(Stop::Rule("the only seed stepped to the middle row"))
            }
            BoustrophedonMove::Capture { from, to, dir } => {
                turn.state = dir;
                let seeds = turn.take(from, trace);
                turn.drop_into(to, seeds, trace);
                // The step is legal only with seeds to capture.
                capture_into(cx.mover, &mut turn, to, dir, trace)
                    .unwrap_or(Landing::End(Stop::EmptyHole))
            }
        };
        (turn, landing)
    }

    fn land(
        cx: &TurnContext<Self>,
        turn: &mut Turn<Direction>,
        end: LapEnd,
        trace: &mut impl Tracer,
    ) -> Landing<std::convert::Infallible> {
        if end.count == 1 {
            return Landing::End(Stop::EmptyHole);
        }
        let h = end.hole;
        let dir = turn.state;
        if h.row() == inner_row(cx.mover)
            && let Some(landing) = capture_into(cx.mover, turn, h, dir, trace)
        {
            return landing;
        }
        let seeds = turn.take(h, trace);
        Landing::Sow(Lap::new(h, seeds, dir, LapStart::Next))
    }

    /// A player with no seed left has lost: the player to move after a
    /// capture, or either player of a constructed position.
    fn outcome(pos: &Engine) -> Option<Outcome> {
        let empty = |p: Player| {
            rows(p)
                .into_iter()
                .all(|r| pos.row(r).iter().all(|&s| s == 0))
        };
        [pos.turn(), pos.turn().other()]
            .into_iter()
            .find(|&p| empty(p))
            .map(|loser| Outcome::win(loser.other(), reason::ALL_SEEDS_TAKEN))
    }

    /// Seeds in each player's three rows.
    fn score(pos: &Engine) -> ByPlayer<u32> {
        ByPlayer::from_fn(|p| pos.board().side_total(p))
    }

    fn diagram_board(pos: &Engine) -> String {
        pos.board().grid_diagram("North", "South")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_and_steps() {
        let h = |s: &str| s.parse::<Hole>().unwrap();
        assert_eq!(ahead(h("c1"), Player::South), h("c2"));
        assert_eq!(ahead(h("c5"), Player::North), h("c4"));
        assert_eq!(inner_row(Player::North), 3);
        assert_eq!(SNAKES[1][0].len(), 18);
    }

    #[test]
    fn a_position_is_small() {
        assert!(
            std::mem::size_of::<Engine>() <= 48,
            "{}",
            std::mem::size_of::<Engine>()
        );
    }
}
