//! Rules of **Kalah** exactly as OpenSpiel 2.0.2 plays them (game `mancala`),
//! on the fanga sowing engine.
//!
//! # Source
//!
//! OpenSpiel 2.0.2, `open_spiel/games/mancala/` (the PyPI wheel
//! `open-spiel==2.0.2` ships it): "Note that this implements the Kalah rule
//! set", six pits a side, four seeds a pit, no parameters; as written down by
//! the fanga rulebook. The workspace's `tools/openspiel/` check this crate
//! against `pyspiel` turn by turn.
//!
//! # The rules
//!
//! - **Board**: two rows of six pits (row 1 South's, row 2 North's) and two
//!   stores, South's past `f1`, North's past `a2`. Each player sows
//!   anticlockwise into his own store and skips the opponent's: South
//!   `a1 ... f1`, his store, `f2 ... a2`; North `f2 ... a2`, his store,
//!   `a1 ... f1`. The emptied pit is not skipped (a lap of 13 ends in it).
//! - **A sowing**: all the seeds of a non-empty pit of one's row, one per hole
//!   from the next. If the last seed falls into **one's own store**, one sows
//!   again (an extra sowing), unless the game is now over. If it falls into an
//!   **own pit that was empty** and the facing pit is not empty, that seed and
//!   the facing seeds go into one's store (OpenSpiel:
//!   `board_[current_pit] == 1 && IsPlayerPit(current_player_, current_pit) &&
//!   board_[GetOppositePit(current_pit)] > 0`). Otherwise nothing happens.
//! - **A move is a whole turn**: the first pit and every extra sowing's pit,
//!   except that an extra sowing with a single non-empty pit is forced and not
//!   written (the rulebook's rule for choices). `c1 f1`: `c1` ends in the store,
//!   then `f1`.
//! - **End**: as soon as either row is empty (at the end of a turn, or after a
//!   sowing into one's store, which then ends the turn), each player scores his
//!   store and the seeds left in his row; the higher score wins (OpenSpiel's
//!   `Returns` compares the "bean sums" of each side). OpenSpiel's limit of 1000
//!   actions is not a rule here.
//!
//! # Notation and position text
//!
//! ```
//! use fanga_core::Position;
//! use fanga_kalah::{Kalah, KalahOptions};
//!
//! let start = Kalah::start(&KalahOptions::default());
//! assert_eq!(start.to_string(), "4,4,4,4,4,4/4,4,4,4,4,4 S store=0,0");
//! assert_eq!(start.legal_moves().len(), 10);
//! let next = start.play(&"c1 f1".parse()?)?;
//! assert_eq!(next.to_string(), "4,4,5,5,5,5/4,4,0,5,5,0 N store=2,0");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::fmt::{self, Write as _};
use std::str::FromStr;

use fanga_core::options::unknown_key;
use fanga_core::text::{self, ParsePositionError};
use fanga_core::{
    GameOptions, MoveList, OptionError, OptionSpec, Outcome, PlayError, Player, Position,
    TraceReplayError, Traced,
};
use fanga_sowing::relay::{self, ChoiceError, Landing, Turn, TurnEnd, TurnRules};
use fanga_sowing::trace::{MoveTrace, Stop, Tracer};
use fanga_sowing::{Board, Circuit, Direction, Hole, Lap, LapEnd, LapStart, ParseHoleError};
use smallvec::SmallVec;

/// Kalah has no option (OpenSpiel's `mancala` has no parameter).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct KalahOptions {}

impl GameOptions for KalahOptions {
    const SPECS: &'static [OptionSpec] = &[];

    fn set(&mut self, key: &str, _: &str) -> Result<(), OptionError> {
        Err(unknown_key::<Self>(key))
    }

    fn value(&self, _: &str) -> Option<&'static str> {
        None
    }
}

const COLS: u8 = 6;
/// Most sowings a turn can hold: each extra sowing adds a seed to the store.
pub const MAX_SOWINGS: usize = 48;

const fn pit(col: u8, row: u8) -> Hole {
    Hole::at(col, row)
}

/// The circuits, clockwise (sown anticlockwise): South's skips North's store,
/// North's skips South's.
static CIRCUITS: [Circuit; 2] = [
    Circuit::from_holes(&[
        pit(0, 1),
        pit(1, 1),
        pit(2, 1),
        pit(3, 1),
        pit(4, 1),
        pit(5, 1),
        Hole::store(Player::South),
        pit(5, 0),
        pit(4, 0),
        pit(3, 0),
        pit(2, 0),
        pit(1, 0),
        pit(0, 0),
    ]),
    Circuit::from_holes(&[
        pit(5, 0),
        pit(4, 0),
        pit(3, 0),
        pit(2, 0),
        pit(1, 0),
        pit(0, 0),
        Hole::store(Player::North),
        pit(0, 1),
        pit(1, 1),
        pit(2, 1),
        pit(3, 1),
        pit(4, 1),
        pit(5, 1),
    ]),
];

const fn row(p: Player) -> u8 {
    match p {
        Player::South => 0,
        Player::North => 1,
    }
}

/// A Kalah move: the pits sown in one turn, the first and every extra sowing
/// that was a choice: `c1 f1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct KalahMove {
    pits: [Hole; MAX_SOWINGS],
    len: u8,
}

impl KalahMove {
    /// A move from its pits.
    ///
    /// # Errors
    ///
    /// No pit, or more than [`MAX_SOWINGS`].
    pub fn new(pits: &[Hole]) -> Result<Self, ParseKalahMoveError> {
        if pits.is_empty() || pits.len() > MAX_SOWINGS {
            return Err(ParseKalahMoveError::Length);
        }
        let mut m = KalahMove {
            pits: [pit(0, 0); MAX_SOWINGS],
            len: 0,
        };
        m.pits[..pits.len()].copy_from_slice(pits);
        #[allow(clippy::cast_possible_truncation)]
        {
            m.len = pits.len() as u8;
        }
        Ok(m)
    }

    /// The pits, in order.
    #[must_use]
    pub fn pits(&self) -> &[Hole] {
        &self.pits[..usize::from(self.len)]
    }
}

impl fmt::Display for KalahMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.pits().iter().enumerate() {
            if i > 0 {
                f.write_char(' ')?;
            }
            write!(f, "{p}")?;
        }
        Ok(())
    }
}

/// The text is not a Kalah move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseKalahMoveError {
    /// No pit, or too many.
    #[error("a move is 1 to {MAX_SOWINGS} pits separated by single spaces, like `c1 f1`")]
    Length,
    /// A word is not a pit.
    #[error(transparent)]
    Pit(#[from] ParseHoleError),
}

impl FromStr for KalahMove {
    type Err = ParseKalahMoveError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let pits: Vec<Hole> = s.split(' ').map(str::parse).collect::<Result<_, _>>()?;
        KalahMove::new(&pits)
    }
}

/// Why a Kalah move cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum KalahMoveError {
    /// The game is over.
    #[error("the game is over: {0}")]
    GameOver(Outcome),
    /// A pit not on the board.
    #[error("{0} is not a pit (a1 to f2)")]
    OffBoard(Hole),
    /// A pit of the opponent.
    #[error("{hole} is not in {mover}'s row")]
    NotYours {
        /// The pit.
        hole: Hole,
        /// The player to move.
        mover: Player,
    },
    /// An empty pit.
    #[error("{0} is empty")]
    EmptyPit(Hole),
    /// An extra sowing is missing, not offered, or extra.
    #[error("{0}")]
    Sowing(String),
}

/// A Kalah position: pits, stores, the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Kalah {
    board: Board,
    turn: Player,
}

struct KalahTurn {
    mover: Player,
}

fn rows_empty(b: &Board) -> bool {
    b.row_is_empty(0) || b.row_is_empty(1)
}

impl TurnRules for KalahTurn {
    type State = ();
    type Choice = Hole;

    fn circuit(&self) -> &Circuit {
        &CIRCUITS[self.mover.index()]
    }

    fn land(&self, turn: &mut Turn<()>, end: LapEnd, trace: &mut impl Tracer) -> Landing<Hole> {
        let h = end.hole;
        let store = Hole::store(self.mover);
        if h == store {
            if rows_empty(&turn.board) {
                return Landing::End(Stop::Rule("a row is empty"));
            }
            let pits: SmallVec<[Hole; 8]> = turn
                .board
                .row_holes(row(self.mover))
                .filter(|&p| turn.board.get(p) > 0)
                .collect();
            return match pits.as_slice() {
                // A single option is forced, and not part of the move.
                [only] => sow(turn, *only, trace),
                _ => Landing::Choose(pits),
            };
        }
        if !h.is_store() && h.row() == row(self.mover) && end.count == 1 {
            let facing = h.with_row(1 - h.row());
            if turn.board.get(facing) > 0 {
                let seeds = turn.take(h, trace) + turn.capture(facing, trace);
                turn.drop_into(store, seeds, trace);
                return Landing::End(Stop::Rule("capture into the store"));
            }
        }
        Landing::End(Stop::Rule("the last seed did not reach the store"))
    }

    fn choose(&self, turn: &mut Turn<()>, pit: Hole, trace: &mut impl Tracer) -> Landing<Hole> {
        sow(turn, pit, trace)
    }
}

fn sow(turn: &mut Turn<()>, pit: Hole, trace: &mut impl Tracer) -> Landing<Hole> {
    let seeds = turn.take(pit, trace);
    Landing::Sow(Lap::new(pit, seeds, Direction::Ccw, LapStart::Next))
}

impl Kalah {
    /// The board (stores included: [`Board::store`]).
    #[must_use]
    pub const fn board(&self) -> &Board {
        &self.board
    }

    fn run(&self, m: &KalahMove, trace: &mut impl Tracer) -> Result<Self, KalahMoveError> {
        if let Some(o) = self.outcome() {
            return Err(KalahMoveError::GameOver(o));
        }
        let first = m.pits()[0];
        if first.is_store() || !self.board.contains(first) {
            return Err(KalahMoveError::OffBoard(first));
        }
        if first.row() != row(self.turn) {
            return Err(KalahMoveError::NotYours {
                hole: first,
                mover: self.turn,
            });
        }
        if self.board.get(first) == 0 {
            return Err(KalahMoveError::EmptyPit(first));
        }
        let rules = KalahTurn { mover: self.turn };
        let mut turn = Turn {
            board: self.board,
            state: (),
        };
        let landing = sow(&mut turn, first, trace);
        let end = relay::play_turn(&rules, &mut turn, landing, &m.pits()[1..], trace).map_err(|e| {
            KalahMoveError::Sowing(match e {
                ChoiceError::Missing { at, options } => format!(
                    "sowing {} is missing: the last seed fell into the store, sow again from {}",
                    at + 2,
                    names(&options)
                ),
                ChoiceError::NotOffered { at, choice, options } => {
                    format!("sowing {} `{choice}` is not possible: sow from {}", at + 2, names(&options))
                }
                ChoiceError::Extra { at, choice } => format!(
                    "sowing {} `{choice}` is extra: the turn is over (a forced sowing is not written)",
                    at + 2
                ),
                other => other.to_string(),
            })
        })?;
        debug_assert_eq!(end, TurnEnd::Ended, "a Kalah turn always ends");
        Ok(Kalah {
            board: turn.board,
            turn: self.turn.other(),
        })
    }
}

fn names(pits: &[Hole]) -> String {
    pits.iter()
        .map(|p| format!("`{p}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

impl Position for Kalah {
    type Move = KalahMove;
    type ParseMoveError = ParseKalahMoveError;
    type MoveError = KalahMoveError;
    type Options = KalahOptions;

    const GAME: &'static str = "kalah";

    fn start(_: &KalahOptions) -> Self {
        let mut board = Board::new(2, COLS).expect("a 2 x 6 board");
        for h in board.holes() {
            board.set(h, 4);
        }
        Kalah {
            board,
            turn: Player::South,
        }
    }

    fn from_text(s: &str, _: &KalahOptions) -> Result<Self, ParsePositionError> {
        let fields = text::split_fields(s, Self::PLAYER_LETTERS)?;
        let mut board = Board::parse_grid(fields.board, 2, |c| c == COLS, "6", |h| h.to_string())?;
        let [store] = fields.keys(["store"], [true])?;
        let stores = text::parse_counts("store", store, "two counts, like `2,0`")?;
        board.check_total(&[stores[0], stores[1]])?;
        board.set(Hole::store(Player::South), stores[0]);
        board.set(Hole::store(Player::North), stores[1]);
        Ok(Kalah {
            board,
            turn: fields.side,
        })
    }

    fn options(&self) -> KalahOptions {
        KalahOptions::default()
    }

    fn turn(&self) -> Player {
        self.turn
    }

    fn outcome(&self) -> Option<Outcome> {
        if !rows_empty(&self.board) {
            return None;
        }
        let reason = fanga_sowing::reason::ROW_EMPTY;
        Some(Outcome::by_score(Position::score(self), reason))
    }

    /// Seeds in one's store and row: OpenSpiel's final count.
    fn score(&self) -> [u32; 2] {
        Player::BOTH.map(|p| u32::from(self.board.store(p)) + self.board.row_sum(row(p)))
    }

    fn legal_moves(&self) -> MoveList<KalahMove> {
        let mut moves = MoveList::new();
        if self.outcome().is_some() {
            return moves;
        }
        let rules = KalahTurn { mover: self.turn };
        for first in self.board.row_holes(row(self.turn)) {
            if self.board.get(first) == 0 {
                continue;
            }
            let mut turn = Turn {
                board: self.board,
                state: (),
            };
            let landing = sow(&mut turn, first, &mut ());
            relay::explore(&rules, turn, landing, &mut |choices, _, _| {
                let mut m = KalahMove {
                    pits: [first; MAX_SOWINGS],
                    len: 0,
                };
                let n = 1 + choices.len();
                m.pits[1..n].copy_from_slice(choices);
                m.pits[n..].fill(pit(0, 0));
                #[allow(clippy::cast_possible_truncation)]
                {
                    m.len = n as u8;
                }
                moves.push(m);
            });
        }
        moves
    }

    fn check_move(&self, m: &KalahMove) -> Result<(), KalahMoveError> {
        self.run(m, &mut ()).map(|_| ())
    }

    fn play_unchecked(&mut self, m: &KalahMove) {
        if let Ok(next) = self.run(m, &mut ()) {
            *self = next;
        }
    }

    fn play(self, m: &KalahMove) -> Result<Self, PlayError<Self>> {
        self.run(m, &mut ()).map_err(|reason| PlayError {
            mv: *m,
            reason,
            position: self,
        })
    }

    fn conserved(&self) -> Option<u64> {
        Some(u64::from(self.board.total()))
    }

    /// Draws **each sowing** uniformly among the non-empty pits, as
    /// OpenSpiel's uniform random bot does, rather than a whole turn uniformly
    /// among [`Position::legal_moves`] (which would enumerate every turn
    /// first): the random games are OpenSpiel's, which the speed comparison
    /// with OpenSpiel needs.
    fn play_random(&mut self, rng: &mut fanga_core::SplitMix64) -> bool {
        if rows_empty(&self.board) {
            return false;
        }
        let mover = self.turn;
        let store = Hole::store(mover);
        let circuit = &CIRCUITS[mover.index()];
        let mut board = self.board;
        let r = row(mover);
        loop {
            let mut pits = [0u8; 6];
            let mut k = 0;
            for (col, &seeds) in (0u8..).zip(board.row(r)) {
                if seeds > 0 {
                    pits[k] = col;
                    k += 1;
                }
            }
            let pit = Hole::at(pits[rng.below(k)], r);
            let seeds = board.take(pit);
            let end = circuit.sow(
                &mut board,
                Lap::new(pit, seeds, Direction::Ccw, LapStart::Next),
            );
            let h = end.hole;
            if h == store {
                if rows_empty(&board) {
                    break;
                }
                continue;
            }
            if !h.is_store() && h.row() == r && end.count == 1 {
                let facing = h.with_row(1 - r);
                let taken = board.take(facing);
                if taken > 0 {
                    board.take(h);
                    board.add(store, taken + 1);
                }
            }
            break;
        }
        self.board = board;
        self.turn = mover.other();
        true
    }

    fn diagram(&self) -> String {
        let mut s = String::from("         a  b  c  d  e  f\n");
        let _ = write!(s, "  {:>3}  ", self.board.store(Player::North));
        for &v in self.board.row(1) {
            let _ = write!(s, "{v:>3}");
        }
        s.push_str("        North\n       ");
        for &v in self.board.row(0) {
            let _ = write!(s, "{v:>3}");
        }
        let _ = writeln!(s, "  {:>3}   South", self.board.store(Player::South));
        match self.outcome() {
            Some(o) => {
                let _ = write!(s, "  {o}");
            }
            None => {
                let _ = write!(s, "  {} to move", self.turn.name());
            }
        }
        s
    }
}

impl Traced for Kalah {
    type Trace = MoveTrace;

    fn play_traced(&self, m: &KalahMove) -> Result<(Self, MoveTrace), KalahMoveError> {
        MoveTrace::record(self.turn, |events| self.run(m, events))
    }

    fn replay_trace(&self, trace: &MoveTrace) -> Result<Self, TraceReplayError> {
        let board = trace.replay_move(self.turn, &self.board, &CIRCUITS[self.turn.index()])?;
        Ok(Kalah {
            board,
            turn: self.turn.other(),
        })
    }
}

/// `row2/row1 side store=S,N`.
impl fmt::Display for Kalah {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut rows = Board::new(2, COLS).expect("a 2 x 6 board");
        for h in self.board.holes() {
            rows.set(h, self.board.get(h));
        }
        rows.write_grid(f)?;
        write!(
            f,
            " {} store={},{}",
            self.turn,
            self.board.store(Player::South),
            self.board.store(Player::North)
        )
    }
}

impl FromStr for Kalah {
    type Err = ParsePositionError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Kalah::from_text(s, &KalahOptions::default())
    }
}

#[cfg(feature = "serde")]
fanga_core::impl_serde_position!(Kalah);
#[cfg(feature = "serde")]
fanga_core::impl_serde_notation!(KalahMove);
