//! Fanorona Telo: three pieces each on the 3 x 3 board, placed then moved,
//! three in a row wins.

use std::fmt::{self, Write as _};
use std::str::FromStr;

use fanga_core::{
    ByPlayer, EndReason, MoveList, Outcome, Player, Position, TraceReplayError, Traced,
};
use fanga_core::{ParsePositionError, text};

use crate::board::lines;

const NONE: u8 = u8::MAX;
static NEXT: [[u8; 8]; 9] = lines::<9>(3, 3);
/// The 8 lines of three points: rows, columns, diagonals.
const LINES: [u16; 8] = [
    0o7,
    0o70,
    0o700,
    0b001_001_001,
    0b010_010_010,
    0b100_100_100,
    0b100_010_001,
    0b001_010_100,
];

/// A point of the Telo board, `a1` to `c3`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TeloPoint(u8);

impl TeloPoint {
    const fn bit(self) -> u16 {
        1 << self.0
    }

    /// Its index, 0 (`a1`) to 8 (`c3`), row by row.
    #[must_use]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The point of index `i` (0 = `a1`, 8 = `c3`), if there is one.
    #[must_use]
    pub const fn from_index(i: u8) -> Option<TeloPoint> {
        if i < 9 { Some(TeloPoint(i)) } else { None }
    }
}

impl fmt::Display for TeloPoint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.0 % 3), self.0 / 3 + 1)
    }
}

impl FromStr for TeloPoint {
    type Err = ParseTeloMoveError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.as_bytes() {
            &[c @ b'a'..=b'c', r @ b'1'..=b'3'] => Ok(TeloPoint((r - b'1') * 3 + (c - b'a'))),
            _ => Err(ParseTeloMoveError(fanga_core::text::excerpt(s))),
        }
    }
}

/// A Telo move: a placement `b2`, or a movement `a1-b2`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum TeloMove {
    /// A piece from the hand onto an empty point.
    Place(TeloPoint),
    /// A piece along a line to the adjacent empty point.
    Step(TeloPoint, TeloPoint),
}

impl fmt::Display for TeloMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TeloMove::Place(p) => write!(f, "{p}"),
            TeloMove::Step(a, b) => write!(f, "{a}-{b}"),
        }
    }
}

/// The text is not a Telo move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a Fanorona Telo move: expected a point a1-c3 (`b2`) or a step (`a1-b2`)")]
#[non_exhaustive]
pub struct ParseTeloMoveError(pub String);

impl FromStr for TeloMove {
    type Err = ParseTeloMoveError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || ParseTeloMoveError(fanga_core::text::excerpt(s));
        match s.split_once('-') {
            Some((a, b)) => Ok(TeloMove::Step(
                a.parse().map_err(|_| bad())?,
                b.parse().map_err(|_| bad())?,
            )),
            None => Ok(TeloMove::Place(s.parse().map_err(|_| bad())?)),
        }
    }
}

/// Why a Telo move cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum TeloMoveError {
    /// The game is over (the result written with `W` and `B`).
    #[error("the game is over: {}", .0.describe(fanga_core::ByPlayer::new('W', 'B')))]
    GameOver(Outcome),
    /// A placement during the movement phase, or the other way round.
    #[error("{0}")]
    WrongPhase(&'static str),
    /// The point is occupied.
    #[error("{0} is not empty")]
    Occupied(TeloPoint),
    /// No piece of the mover there.
    #[error("{0} holds no piece of the player to move")]
    NotYourPiece(TeloPoint),
    /// The two points are not joined by a line.
    #[error("no line joins {0} and {1}")]
    NoLine(TeloPoint, TeloPoint),
}

/// Fanorona Telo has no option.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct TeloOptions {}

fanga_core::impl_game_options!(TeloOptions {});

/// A Fanorona Telo position: White's and Black's pieces and the player to
/// move; the phase follows from the board (placement while fewer than six
/// pieces are on it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FanoronaTelo {
    white: u16,
    black: u16,
    turn: Player,
}

fn three(bits: u16) -> bool {
    LINES.iter().any(|l| l & !bits == 0)
}

impl FanoronaTelo {
    /// Whose piece stands at `p`, if any.
    #[must_use]
    pub const fn piece(&self, p: TeloPoint) -> Option<Player> {
        if self.white & p.bit() != 0 {
            Some(Player::South)
        } else if self.black & p.bit() != 0 {
            Some(Player::North)
        } else {
            None
        }
    }

    fn mine(&self) -> u16 {
        if self.turn == Player::South {
            self.white
        } else {
            self.black
        }
    }

    fn placing(&self) -> bool {
        (self.white | self.black).count_ones() < 6
    }

    fn neighbours(p: u8) -> impl Iterator<Item = u8> {
        NEXT[usize::from(p)].into_iter().filter(|&q| q != NONE)
    }

    fn apply(&mut self, m: &TeloMove) {
        let bits = match *m {
            TeloMove::Place(p) => p.bit(),
            TeloMove::Step(a, b) => a.bit() | b.bit(),
        };
        match self.turn {
            Player::South => self.white ^= bits,
            Player::North => self.black ^= bits,
        }
        self.turn = self.turn.other();
    }
}

/// A turn moves one piece and captures a bounded number of times: every
/// turn is decided, whatever the lap budget.
impl fanga_core::Bounded for FanoronaTelo {}

impl Position for FanoronaTelo {
    type Move = TeloMove;
    type ParseMoveError = ParseTeloMoveError;
    type MoveError = TeloMoveError;
    type Options = TeloOptions;

    const GAME: &'static str = "fanorona-telo";
    const PLAYER_LETTERS: ByPlayer<char> = ByPlayer::new('W', 'B');

    fn start(_: &TeloOptions) -> Self {
        FanoronaTelo {
            white: 0,
            black: 0,
            turn: Player::South,
        }
    }

    fn from_text(s: &str, _: &TeloOptions) -> Result<Self, ParsePositionError> {
        let fields = text::split_fields(s, Self::PLAYER_LETTERS)?;
        fields.keys([], [])?;
        let rows = text::board_rows(fields.board, 3)?;
        let (mut white, mut black) = (0u16, 0u16);
        for (i, line) in rows.enumerate() {
            let r = 2 - i;
            if line.chars().count() != 3 {
                return Err(ParsePositionError::ColumnCount {
                    row: r + 1,
                    expected: "3 points".to_owned(),
                    found: line.chars().count(),
                });
            }
            for (c, ch) in line.chars().enumerate() {
                let bit = 1u16 << (r * 3 + c);
                match ch {
                    'W' => white |= bit,
                    'B' => black |= bit,
                    '.' => {}
                    other => {
                        let place = TeloPoint((r * 3 + c) as u8).to_string();
                        return Err(ParsePositionError::BadEntry {
                            place,
                            found: other.to_string(),
                            expected: "`W`, `B` or `.`",
                        });
                    }
                }
            }
        }
        let (w, b) = (white.count_ones(), black.count_ones());
        for (side, found) in [('W', w), ('B', b)] {
            if found > 3 {
                return Err(ParsePositionError::TooManyPieces {
                    side,
                    found,
                    max: 3,
                });
            }
        }
        let p = FanoronaTelo {
            white,
            black,
            turn: fields.side,
        };
        if p.placing() {
            let expected = if w == b { Player::South } else { Player::North };
            if w != b && w != b + 1 || p.turn != expected {
                return Err(ParsePositionError::Invalid(format!(
                    "in the placement phase White places first and the players alternate: with {w} White and {b} Black on the board it is not {}'s turn",
                    Self::PLAYER_LETTERS[p.turn]
                )));
            }
        }
        if three(p.mine()) {
            return Err(ParsePositionError::Invalid(
                "the player to move already has three in a row".to_owned(),
            ));
        }
        Ok(p)
    }

    fn options(&self) -> TeloOptions {
        TeloOptions::default()
    }

    fn turn(&self) -> Player {
        self.turn
    }

    /// Pieces on the board (3 each once placed).
    fn score(&self) -> ByPlayer<u32> {
        ByPlayer::new(self.white.count_ones(), self.black.count_ones())
    }

    fn outcome(&self) -> Option<Outcome> {
        let other = if self.turn == Player::South {
            self.black
        } else {
            self.white
        };
        if three(other) {
            return Some(Outcome::Win {
                winner: self.turn.other(),
                reason: crate::THREE_IN_A_ROW,
            });
        }
        if !self.placing() {
            let empty = !(self.white | self.black) & 0x1ff;
            let mine = self.mine();
            let can = (0..9u8).any(|p| {
                mine & (1 << p) != 0 && Self::neighbours(p).any(|q| empty & (1 << q) != 0)
            });
            if !can {
                return Some(Outcome::Win {
                    winner: self.turn.other(),
                    reason: EndReason::NO_LEGAL_MOVE,
                });
            }
        }
        None
    }

    fn legal_moves(&self) -> MoveList<TeloMove> {
        let mut moves = MoveList::new();
        if self.outcome().is_some() {
            return moves;
        }
        let empty = !(self.white | self.black) & 0x1ff;
        if self.placing() {
            moves.extend(
                (0..9u8)
                    .filter(|p| empty & (1 << p) != 0)
                    .map(|p| TeloMove::Place(TeloPoint(p))),
            );
        } else {
            let mine = self.mine();
            for p in (0..9u8).filter(|p| mine & (1 << p) != 0) {
                for q in Self::neighbours(p).filter(|q| empty & (1 << q) != 0) {
                    moves.push(TeloMove::Step(TeloPoint(p), TeloPoint(q)));
                }
            }
        }
        moves
    }

    fn check_move(&self, m: &TeloMove) -> Result<(), TeloMoveError> {
        if let Some(o) = self.outcome() {
            return Err(TeloMoveError::GameOver(o));
        }
        let occupied = self.white | self.black;
        match (*m, self.placing()) {
            (TeloMove::Place(_), false) => Err(TeloMoveError::WrongPhase(
                "all six pieces are on the board: a turn moves a piece (`a1-b2`)",
            )),
            (TeloMove::Step(..), true) => Err(TeloMoveError::WrongPhase(
                "a piece is still in hand: a turn places it (`b2`)",
            )),
            (TeloMove::Place(p), true) if occupied & p.bit() != 0 => {
                Err(TeloMoveError::Occupied(p))
            }
            (TeloMove::Place(_), true) => Ok(()),
            (TeloMove::Step(a, _), false) if self.mine() & a.bit() == 0 => {
                Err(TeloMoveError::NotYourPiece(a))
            }
            (TeloMove::Step(a, b), false) if !Self::neighbours(a.0).any(|q| q == b.0) => {
                Err(TeloMoveError::NoLine(a, b))
            }
            (TeloMove::Step(_, b), false) if occupied & b.bit() != 0 => {
                Err(TeloMoveError::Occupied(b))
            }
            (TeloMove::Step(..), false) => Ok(()),
        }
    }

    fn play_unchecked(&mut self, m: &TeloMove) {
        self.apply(m);
    }

    fn diagram(&self) -> String {
        let mut s = String::from("    a b c\n");
        for r in (0..3u8).rev() {
            let _ = write!(s, "  {} ", r + 1);
            for c in 0..3u8 {
                let bit = 1u16 << (r * 3 + c);
                s.push(if self.white & bit != 0 {
                    'W'
                } else if self.black & bit != 0 {
                    'B'
                } else {
                    '.'
                });
                s.push(' ');
            }
            s.push('\n');
        }
        match self.outcome() {
            Some(o) => {
                let _ = write!(s, "  {}", o.describe(Self::PLAYER_LETTERS));
            }
            None => {
                let who = if self.turn == Player::South {
                    "White"
                } else {
                    "Black"
                };
                let what = if self.placing() {
                    "to place"
                } else {
                    "to move"
                };
                let _ = write!(s, "  {who} {what}");
            }
        }
        s
    }
}

impl Traced for FanoronaTelo {
    /// A Telo move is its own trace.
    type Trace = TeloMove;

    fn play_traced(&self, m: &TeloMove) -> Result<(Self, TeloMove), TeloMoveError> {
        self.check_move(m)?;
        let mut next = *self;
        next.apply(m);
        Ok((next, *m))
    }

    fn replay_trace(&self, m: &TeloMove) -> Result<Self, TraceReplayError> {
        self.check_move(m).map_err(TraceReplayError::new)?;
        let mut next = *self;
        next.apply(m);
        Ok(next)
    }
}

/// `<row 3>/<row 2>/<row 1> <side>`.
impl fmt::Display for FanoronaTelo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in (0..3u8).rev() {
            for c in 0..3u8 {
                let bit = 1u16 << (r * 3 + c);
                f.write_char(if self.white & bit != 0 {
                    'W'
                } else if self.black & bit != 0 {
                    'B'
                } else {
                    '.'
                })?;
            }
            if r > 0 {
                f.write_char('/')?;
            }
        }
        write!(f, " {}", Self::PLAYER_LETTERS[self.turn])
    }
}

impl FromStr for FanoronaTelo {
    type Err = ParsePositionError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        FanoronaTelo::from_text(s, &TeloOptions::default())
    }
}

/// The value of a position with best play, by retrograde analysis of every
/// position reachable from it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TeloSolution {
    /// For the player to move: `Some(n)`, n > 0, a win in n plies; `Some(-n)`
    /// a loss in n plies (`Some(0)`: the game is over, lost); `None` a draw
    /// (neither side can force an end).
    pub value: Option<i32>,
    /// Positions reachable, finished ones included.
    pub positions: usize,
    /// Of those, the drawn ones.
    pub draws: usize,
}

/// Solves a Telo position exactly (5,390 positions from the empty board):
/// see [`TeloSolution`].
#[must_use]
pub fn solve_telo(start: &FanoronaTelo) -> TeloSolution {
    use std::collections::HashMap;
    let mut index: HashMap<FanoronaTelo, usize> = HashMap::new();
    let mut nodes = vec![*start];
    index.insert(*start, 0);
    let mut children: Vec<Vec<usize>> = Vec::new();
    let mut i = 0;
    while i < nodes.len() {
        let p = nodes[i];
        let mut kids = Vec::new();
        for m in p.legal_moves() {
            let mut q = p;
            q.apply(&m);
            let next = nodes.len();
            let k = *index.entry(q).or_insert(next);
            if k == next {
                nodes.push(q);
            }
            kids.push(k);
        }
        children.push(kids);
        i += 1;
    }
    let n = nodes.len();
    let mut parents = vec![Vec::new(); n];
    for (p, kids) in children.iter().enumerate() {
        for &k in kids {
            parents[k].push(p);
        }
    }
    // value[i]: Some(d) win for the player to move in d plies (d > 0), loss
    // in -d (d <= 0 means lost; 0 = lost now).
    let mut value: Vec<Option<i32>> = vec![None; n];
    let mut unknown: Vec<usize> = children.iter().map(Vec::len).collect();
    let mut queue = std::collections::VecDeque::new();
    for (i, p) in nodes.iter().enumerate() {
        if p.outcome().is_some() {
            value[i] = Some(0);
            queue.push_back((i, 0));
        }
    }
    while let Some((c, v)) = queue.pop_front() {
        for &p in &parents[c] {
            if value[p].is_some() {
                continue;
            }
            if v <= 0 {
                // The child is lost for its mover: the parent wins.
                value[p] = Some(1 - v);
                queue.push_back((p, 1 - v));
            } else {
                unknown[p] -= 1;
                if unknown[p] == 0 {
                    // Every child is solved, each a win for its mover
                    // (a lost child would have solved the parent already):
                    // the parent loses, as late as it can.
                    let worst = children[p]
                        .iter()
                        .filter_map(|&k| value[k])
                        .max()
                        .unwrap_or(0);
                    value[p] = Some(-worst - 1);
                    queue.push_back((p, -worst - 1));
                }
            }
        }
    }
    TeloSolution {
        value: value[0],
        positions: n,
        draws: value.iter().filter(|v| v.is_none()).count(),
    }
}

#[cfg(feature = "serde")]
fanga_core::impl_serde_position!(FanoronaTelo);
#[cfg(feature = "serde")]
fanga_core::impl_serde_notation!(TeloMove);
