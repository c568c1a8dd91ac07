use std::convert::Infallible;
use std::fmt::{self, Write as _};
use std::str::FromStr;

use fanga_core::text::{self, ParsePositionError};
use fanga_core::{MoveList, Outcome, Player, Position, TraceReplayError, Traced};
use fanga_sowing::relay::{self, Halt, Landing, Turn, TurnRules};
use fanga_sowing::trace::{Event, MoveTrace, Stop, Tracer};
use fanga_sowing::{Board, Circuit, Direction, Lap, LapEnd, LapStart};

use crate::{
    Columns, DirectionRule, Goal, KatroMove, KatroMoveError, KatroOptions, ParseKatroMoveError,
};

/// Each player's ring, by number of columns (only 4, 6 and 8 are used).
static RINGS: [[Circuit; 2]; 9] = {
    let mut t = [[
        Circuit::player_ring(1, Player::South),
        Circuit::player_ring(1, Player::North),
    ]; 9];
    let mut c = 1;
    while c < 9 {
        t[c] = [
            Circuit::player_ring(c as u8, Player::South),
            Circuit::player_ring(c as u8, Player::North),
        ];
        c += 1;
    }
    t
};

/// South's rows are 1 (outer) and 2 (inner); North's 4 (outer) and 3 (inner).
const fn inner_row(p: Player) -> u8 {
    match p {
        Player::South => 1,
        Player::North => 2,
    }
}

const fn outer_row(p: Player) -> u8 {
    match p {
        Player::South => 0,
        Player::North => 3,
    }
}

/// A player's front row: his inner row, or his outer row when the inner row is
/// empty.
fn front_row(board: &Board, p: Player) -> u8 {
    if board.row_is_empty(inner_row(p)) {
        outer_row(p)
    } else {
        inner_row(p)
    }
}

fn side_is_empty(board: &Board, p: Player) -> bool {
    board.row_is_empty(inner_row(p)) && board.row_is_empty(outer_row(p))
}

/// One Katro turn for the relay engine.
struct KatroTurn {
    ring: &'static Circuit,
    mover: Player,
    dir: Direction,
    goal: Goal,
}

impl TurnRules for KatroTurn {
    type State = ();
    type Choice = Infallible;

    fn circuit(&self) -> &Circuit {
        self.ring
    }

    fn land(
        &self,
        turn: &mut Turn<()>,
        end: LapEnd,
        trace: &mut impl Tracer,
    ) -> Landing<Infallible> {
        if end.count == 1 {
            return Landing::End(Stop::EmptyHole);
        }
        let h = end.hole;
        let opponent = self.mover.other();
        if h.row() == front_row(&turn.board, self.mover) {
            let their_front = front_row(&turn.board, opponent);
            let target = h.with_row(their_front);
            if turn.board.get(target) > 0 {
                let captured = turn.capture(target, trace);
                let won = match self.goal {
                    Goal::AllSeeds => side_is_empty(&turn.board, opponent),
                    Goal::InnerRow => {
                        their_front == inner_row(opponent)
                            && turn.board.row_is_empty(inner_row(opponent))
                    }
                };
                if won {
                    turn.drop_into(h, captured, trace);
                    return Landing::End(Stop::WonAtOnce);
                }
                let seeds = turn.take(h, trace) + captured;
                return Landing::Sow(Lap::new(h, seeds, self.dir, LapStart::Next));
            }
        }
        let seeds = turn.take(h, trace);
        Landing::Sow(Lap::new(h, seeds, self.dir, LapStart::Next))
    }

    fn choose(
        &self,
        _: &mut Turn<()>,
        choice: Infallible,
        _: &mut impl Tracer,
    ) -> Landing<Infallible> {
        match choice {}
    }
}

/// A Katro position: the board, the player to move, and under
/// `direction=per_game` the direction each player has bound himself to.
///
/// See the [crate documentation](crate) for the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Katro {
    board: Board,
    turn: Player,
    directions: [Option<Direction>; 2],
    options: KatroOptions,
    /// The player to move started a turn that never ends, and lost.
    infinite: bool,
}

impl Katro {
    /// The board.
    #[must_use]
    pub const fn board(&self) -> &Board {
        &self.board
    }

    /// Under `direction=per_game`, the direction a player is bound to (`None`
    /// before his first turn, and always under `direction=per_turn`).
    #[must_use]
    pub const fn bound_direction(&self, player: Player) -> Option<Direction> {
        self.directions[player.index()]
    }

    fn ring(&self, p: Player) -> &'static Circuit {
        &RINGS[usize::from(self.board.cols())][p.index()]
    }

    /// Plays `m` (known to be legal), recording its steps on `trace`.
    fn run(&mut self, m: &KatroMove, trace: &mut impl Tracer) {
        let mover = self.turn;
        let rules = KatroTurn {
            ring: self.ring(mover),
            mover,
            dir: m.dir,
            goal: self.options.goal,
        };
        let mut turn = Turn {
            board: self.board,
            state: (),
        };
        let seeds = turn.take(m.hole, trace);
        let first = Landing::Sow(Lap::new(m.hole, seeds, m.dir, LapStart::Next));
        match relay::drive(&rules, &mut turn, first, trace) {
            Halt::Ended => self.finish(turn.board, m.dir),
            // The position is the one before the move, finished.
            Halt::Infinite => self.infinite = true,
            Halt::Choice(_) => unreachable!("a Katro turn offers no choice"),
        }
    }

    /// The bookkeeping after a turn that ended: the new board, the direction
    /// bound under `direction=per_game`, the other player to move.
    fn finish(&mut self, board: Board, dir: Direction) {
        self.board = board;
        if self.options.direction == DirectionRule::PerGame {
            self.directions[self.turn.index()].get_or_insert(dir);
        }
        self.turn = self.turn.other();
    }

    fn rows_of(p: Player) -> [u8; 2] {
        [inner_row(p), outer_row(p)]
    }

    fn allowed_directions(&self) -> &'static [Direction] {
        match self.directions[self.turn.index()] {
            Some(Direction::Cw) => &[Direction::Cw],
            Some(Direction::Ccw) => &[Direction::Ccw],
            None => &Direction::BOTH,
        }
    }

    fn write_text(&self, f: &mut impl fmt::Write) -> fmt::Result {
        self.board.write_grid(f)?;
        write!(f, " {}", self.turn)?;
        if self.options.direction == DirectionRule::PerGame {
            let d = |p: Player| self.directions[p.index()].map_or("-", Direction::as_str);
            write!(f, " direction={},{}", d(Player::South), d(Player::North))?;
        }
        Ok(())
    }
}

impl Position for Katro {
    type Move = KatroMove;
    type ParseMoveError = ParseKatroMoveError;
    type MoveError = KatroMoveError;
    type Options = KatroOptions;

    const GAME: &'static str = "katro";

    fn start(options: &KatroOptions) -> Self {
        let cols = options.columns.count();
        let mut board = Board::new(4, cols).expect("4 x 4..8 fits a board");
        for h in board.holes() {
            board.set(h, 2);
        }
        Katro {
            board,
            turn: Player::South,
            directions: [None; 2],
            options: *options,
            infinite: false,
        }
    }

    fn from_text(text: &str, options: &KatroOptions) -> Result<Self, ParsePositionError> {
        let fields = text::split_fields(text, Self::PLAYER_LETTERS)?;
        let board = Board::parse_grid(
            fields.board,
            4,
            |c| Columns::from_count(c).is_some(),
            "4, 6 or 8",
            |h| h.to_string(),
        )?;
        if board.cols() != options.columns.count() {
            return Err(ParsePositionError::OptionMismatch {
                option: format!("columns={}", options.columns.count()),
                detail: format!("the board has {} columns", board.cols()),
            });
        }
        let mut directions = [None; 2];
        match options.direction {
            DirectionRule::PerTurn => {
                if fields.keys.iter().any(|(k, _)| *k == "direction") {
                    return Err(ParsePositionError::OptionMismatch {
                        option: "direction=per_turn".to_owned(),
                        detail: "the text has a `direction` key, which only direction=per_game positions have"
                            .to_owned(),
                    });
                }
                fields.keys([], [])?;
            }
            DirectionRule::PerGame => {
                let [value] = fields.keys(["direction"], [true])?;
                let value = value.unwrap_or_default();
                let pair = text::parse_pair(
                    "direction",
                    value,
                    "two of `cw`, `ccw`, `-`, like `cw,-`",
                    |s| match s {
                        "-" => Some(None),
                        _ => s.parse::<Direction>().ok().map(Some),
                    },
                )?;
                directions = pair;
            }
        }
        Ok(Katro {
            board,
            turn: fields.side,
            directions,
            options: *options,
            infinite: false,
        })
    }

    fn options(&self) -> KatroOptions {
        self.options
    }

    fn turn(&self) -> Player {
        self.turn
    }

    fn outcome(&self) -> Option<Outcome> {
        let loser = self.turn;
        let reason = if self.infinite {
            fanga_sowing::reason::INFINITE_TURN
        } else {
            match self.options.goal {
                Goal::AllSeeds if side_is_empty(&self.board, loser) => {
                    fanga_sowing::reason::ALL_SEEDS_TAKEN
                }
                Goal::InnerRow if self.board.row_is_empty(inner_row(loser)) => {
                    fanga_sowing::reason::KAMO
                }
                _ => return None,
            }
        };
        Some(Outcome::Win {
            winner: loser.other(),
            reason,
        })
    }

    fn legal_moves(&self) -> MoveList<KatroMove> {
        let mut moves = MoveList::new();
        if self.outcome().is_some() {
            return moves;
        }
        let dirs = self.allowed_directions();
        for row in Self::rows_of(self.turn) {
            for hole in self.board.row_holes(row) {
                if self.board.get(hole) > 0 {
                    moves.extend(dirs.iter().map(|&dir| KatroMove { hole, dir }));
                }
            }
        }
        moves
    }

    fn check_move(&self, m: &KatroMove) -> Result<(), KatroMoveError> {
        if let Some(o) = self.outcome() {
            return Err(KatroMoveError::GameOver(o));
        }
        if !self.board.contains(m.hole) || m.hole.is_store() {
            return Err(KatroMoveError::OffBoard {
                hole: m.hole,
                cols: self.board.cols(),
            });
        }
        if !Self::rows_of(self.turn).contains(&m.hole.row()) {
            return Err(KatroMoveError::NotYours {
                hole: m.hole,
                mover: self.turn,
            });
        }
        if self.board.get(m.hole) == 0 {
            return Err(KatroMoveError::EmptyHole(m.hole));
        }
        if let Some(bound) = self.directions[self.turn.index()].filter(|&d| d != m.dir) {
            return Err(KatroMoveError::DirectionBound {
                mover: self.turn,
                bound,
            });
        }
        Ok(())
    }

    fn play_unchecked(&mut self, m: &KatroMove) {
        self.run(m, &mut ());
    }

    fn conserved(&self) -> Option<u64> {
        Some(u64::from(self.board.total()))
    }

    /// Seeds in each player's two rows.
    fn score(&self) -> [u32; 2] {
        Player::BOTH.map(|p| self.board.side_total(p))
    }

    fn diagram(&self) -> String {
        let mut s = self.board.grid_diagram("North", "South");
        match self.outcome() {
            Some(o) => {
                let _ = write!(s, "  {o}");
            }
            None => {
                let name = self.turn.name();
                let _ = write!(s, "  {name} to move");
            }
        }
        if self.options.direction == DirectionRule::PerGame {
            let d = |p: Player| self.directions[p.index()].map_or("-", Direction::as_str);
            let _ = write!(
                s,
                " (directions: South {}, North {})",
                d(Player::South),
                d(Player::North)
            );
        }
        s
    }
}

impl Traced for Katro {
    type Trace = MoveTrace;

    fn play_traced(&self, m: &KatroMove) -> Result<(Self, MoveTrace), KatroMoveError> {
        self.check_move(m)?;
        MoveTrace::record(self.turn, |events| {
            let mut next = *self;
            next.run(m, events);
            Ok(next)
        })
    }

    fn replay_trace(&self, trace: &MoveTrace) -> Result<Self, TraceReplayError> {
        let board = trace.replay_move(self.turn, &self.board, self.ring(self.turn))?;
        let mut next = *self;
        if trace.is_infinite() {
            next.infinite = true;
            return Ok(next);
        }
        let dir = trace
            .events
            .iter()
            .find_map(|e| match e {
                Event::Lap { lap, .. } => Some(lap.dir),
                _ => None,
            })
            .ok_or_else(|| TraceReplayError("the trace sows no lap".to_owned()))?;
        next.finish(board, dir);
        Ok(next)
    }
}

#[cfg(feature = "serde")]
fanga_core::impl_serde_position!(Katro);

/// The rulebook's position text (for a position finished by a turn that never
/// ends, the text of the position before that turn: it has no text of its own).
impl fmt::Display for Katro {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_text(f)
    }
}

/// Reads a position text with the default options, except that the number of
/// columns comes from the board and `direction=per_game` from the presence of
/// the `direction` key. `goal=inner_row` does not show in a text: use
/// [`Position::from_text`].
impl FromStr for Katro {
    type Err = ParsePositionError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let fields = text::split_fields(s, Self::PLAYER_LETTERS)?;
        let cols = fields
            .board
            .split('/')
            .next()
            .unwrap_or_default()
            .split(',')
            .count();
        let mut options = KatroOptions::default();
        if let Some(c) = u8::try_from(cols).ok().and_then(Columns::from_count) {
            options.columns = c;
        }
        if fields.keys.iter().any(|(k, _)| *k == "direction") {
            options.direction = DirectionRule::PerGame;
        }
        Katro::from_text(s, &options)
    }
}

#[cfg(test)]
mod tests {
    use fanga_sowing::Hole;

    use super::*;

    #[test]
    fn hole_helpers() {
        let h: Hole = "c2".parse().unwrap();
        assert_eq!(h.with_row(inner_row(Player::North)).to_string(), "c3");
    }
}

#[cfg(test)]
mod size {
    #[test]
    fn a_position_is_small() {
        assert!(
            std::mem::size_of::<super::Katro>() <= 96,
            "{}",
            std::mem::size_of::<super::Katro>()
        );
    }
}
