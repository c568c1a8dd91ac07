use std::fmt::{self, Write as _};
use std::str::FromStr;

use fanga_core::text::{self, ParsePositionError};
use fanga_core::{MoveList, Outcome, PlayError, Player, Position, TraceReplayError, Traced};
use fanga_sowing::relay::{self, Halt, Landing, Turn, TurnRules};
use fanga_sowing::trace::{Event, MoveTrace, Stop, Tracer};
use fanga_sowing::{Board, Circuit, Direction, Hole, Lap, LapEnd, LapStart};

use crate::{
    Capture, Leftovers, MangalaMove, MangalaMoveError, MangalaOptions, ParseMangalaMoveError,
};

/// The ring around both rows, clockwise: both players sow along it.
static RING: Circuit = Circuit::board_ring(COLS);

const COLS: u8 = 6;
/// The shells of a game.
pub const SHELLS: u8 = 70;

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Phase {
    /// The distributor places the 70 shells.
    Setup,
    /// The other player keeps the board or turns it round.
    Choice,
    /// Sowing turns.
    Play,
}

/// North's pie choice, for [`Mangala::after_setup`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PieChoice {
    /// North keeps the board and moves first.
    Keep,
    /// The board is turned round and South moves first.
    Rotate,
}

/// A Mangala position: the board, the shells each player has eaten, who has
/// had his first sowing turn, the phase and the player to move.
///
/// See the [crate documentation](crate) for the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Mangala {
    board: Board,
    captured: [u8; 2],
    opened: [bool; 2],
    phase: Phase,
    turn: Player,
    options: MangalaOptions,
    /// The player to move started a turn that never ends, and lost.
    infinite: bool,
}

const SETUP_HOLES: [Hole; 4] = [
    Hole::at(2, 0),
    Hole::at(3, 0),
    Hole::at(2, 1),
    Hole::at(3, 1),
];
const KEPT: &str = "keeps the board";
const ROTATED: &str = "turns the board round";

/// A player's row (0-based): 0 for South, 1 for North.
const fn row(p: Player) -> u8 {
    match p {
        Player::South => 0,
        Player::North => 1,
    }
}

fn is_even_pair(board: &Board, col: u8) -> bool {
    let (a, b) = (board.get(Hole::at(col, 0)), board.get(Hole::at(col, 1)));
    a > 0 && b > 0 && a.is_multiple_of(2) && b.is_multiple_of(2)
}

/// Takes the last hole's shells and sows them on from the next hole.
fn relay(
    turn: &mut Turn<[u8; 2]>,
    l: Hole,
    trace: &mut impl Tracer,
) -> Landing<std::convert::Infallible> {
    let seeds = turn.take(l, trace);
    Landing::Sow(Lap::new(l, seeds, Direction::Cw, LapStart::Next))
}

struct SowTurn {
    mover: Player,
    opening: bool,
    capture: Capture,
}

impl TurnRules for SowTurn {
    /// The shells each player has eaten.
    type State = [u8; 2];
    type Choice = std::convert::Infallible;

    fn circuit(&self) -> &Circuit {
        &RING
    }

    fn land(
        &self,
        turn: &mut Turn<[u8; 2]>,
        end: LapEnd,
        trace: &mut impl Tracer,
    ) -> Landing<Self::Choice> {
        let l = end.hole;
        if self.opening {
            return if end.count == 1 {
                Landing::End(Stop::EmptyHole)
            } else {
                relay(turn, l, trace)
            };
        }
        let cols = match self.capture {
            Capture::AllEvenPairs => 0..COLS,
            Capture::LastPair => l.col()..l.col() + 1,
        };
        let mut last_eaten = false;
        for c in cols {
            if is_even_pair(&turn.board, c) {
                for r in 0..2 {
                    let h = Hole::at(c, r);
                    let seeds = turn.board.take(h);
                    trace.record(|| Event::Eat { hole: h, seeds });
                    turn.state[self.mover.index()] += seeds;
                }
                last_eaten |= c == l.col();
            }
        }
        if last_eaten {
            Landing::End(Stop::Rule("the pair of the last hole was eaten"))
        } else if turn.board.get(l).is_multiple_of(2) {
            relay(turn, l, trace)
        } else {
            Landing::End(Stop::Rule("the last shell made an odd number"))
        }
    }

    fn choose(
        &self,
        _: &mut Turn<[u8; 2]>,
        c: Self::Choice,
        _: &mut impl Tracer,
    ) -> Landing<Self::Choice> {
        match c {}
    }
}

impl Mangala {
    /// The position after a given setup and pie choice (North to move after
    /// `Keep`, South after `Rotate`), so that no one has to enumerate the
    /// 62,196 setups.
    ///
    /// # Errors
    ///
    /// The setup does not place exactly 70 shells.
    pub fn after_setup(
        options: &MangalaOptions,
        setup: [u8; 4],
        choice: PieChoice,
    ) -> Result<Self, MangalaMoveError> {
        let p = Mangala::start(options)
            .play(&MangalaMove::Setup(setup))
            .map_err(|e| e.reason)?;
        let pie = match choice {
            PieChoice::Keep => MangalaMove::Keep,
            PieChoice::Rotate => MangalaMove::Rotate,
        };
        p.play(&pie).map_err(|e| e.reason)
    }

    /// The board.
    #[must_use]
    pub const fn board(&self) -> &Board {
        &self.board
    }

    /// The shells a player has eaten.
    #[must_use]
    pub const fn captured(&self, p: Player) -> u8 {
        self.captured[p.index()]
    }

    /// Whether a player has had his first sowing turn.
    #[must_use]
    pub const fn opened(&self, p: Player) -> bool {
        self.opened[p.index()]
    }

    /// The phase.
    #[must_use]
    pub const fn phase(&self) -> Phase {
        self.phase
    }

    /// The right-hand filled hole of the player to move: South's nearest `f1`,
    /// North's nearest `a2`.
    #[must_use]
    pub fn right_hand_hole(&self) -> Option<Hole> {
        let r = row(self.turn);
        let mut holes = self.board.row_holes(r);
        match self.turn {
            Player::South => holes.rev().find(|&h| self.board.get(h) > 0),
            Player::North => holes.find(|&h| self.board.get(h) > 0),
        }
    }

    fn rotated(board: &Board) -> Board {
        let mut b = *board;
        for h in board.holes() {
            b.set(Hole::at(COLS - 1 - h.col(), 1 - h.row()), board.get(h));
        }
        b
    }

    fn run(&self, m: &MangalaMove, trace: &mut impl Tracer) -> Result<Self, MangalaMoveError> {
        self.check(m)?;
        let mut next = *self;
        match *m {
            MangalaMove::Setup(counts) => {
                trace.record(|| Event::FromReserve { seeds: SHELLS });
                for (h, c) in SETUP_HOLES.into_iter().zip(counts) {
                    next.board.add(h, c);
                    trace.record(|| Event::Drop { hole: h, seeds: c });
                }
                trace.record(|| Event::End(Stop::Rule("setup")));
                next.phase = Phase::Choice;
                next.turn = self.turn.other();
            }
            MangalaMove::Keep => {
                trace.record(|| Event::State {
                    player: self.turn,
                    change: KEPT,
                });
                trace.record(|| Event::End(Stop::Rule("pie choice")));
                next.phase = Phase::Play;
            }
            MangalaMove::Rotate => {
                trace.record(|| Event::State {
                    player: self.turn,
                    change: ROTATED,
                });
                trace.record(|| Event::End(Stop::Rule("pie choice")));
                next.board = Mangala::rotated(&self.board);
                next.phase = Phase::Play;
                next.turn = self.turn.other();
            }
            MangalaMove::Sow(h) => {
                let rules = SowTurn {
                    mover: self.turn,
                    opening: !self.opened[self.turn.index()],
                    capture: self.options.capture,
                };
                let mut turn = Turn {
                    board: self.board,
                    state: self.captured,
                };
                let seeds = turn.take(h, trace);
                let first = Landing::Sow(Lap::new(h, seeds, Direction::Cw, LapStart::Next));
                match relay::drive(&rules, &mut turn, first, trace) {
                    Halt::Infinite => next.infinite = true,
                    _ => {
                        next.board = turn.board;
                        next.captured = turn.state;
                        next.opened[self.turn.index()] = true;
                        next.turn = self.turn.other();
                    }
                }
            }
        }
        Ok(next)
    }

    fn check(&self, m: &MangalaMove) -> Result<(), MangalaMoveError> {
        if let Some(o) = self.outcome() {
            return Err(MangalaMoveError::GameOver(o));
        }
        let wrong = |phase, expected| {
            Err(MangalaMoveError::WrongPhase {
                mv: *m,
                phase,
                expected,
            })
        };
        match (self.phase, m) {
            (Phase::Setup, MangalaMove::Setup(counts)) => {
                let total: u32 = counts.iter().map(|&c| u32::from(c)).sum();
                if total == u32::from(SHELLS) {
                    Ok(())
                } else {
                    Err(MangalaMoveError::SetupTotal(total))
                }
            }
            (Phase::Setup, _) => wrong("setup", "`setup:C1,D1,C2,D2` placing 70 shells"),
            (Phase::Choice, MangalaMove::Keep | MangalaMove::Rotate) => Ok(()),
            (Phase::Choice, _) => wrong("pie choice", "`keep` or `rotate`"),
            (Phase::Play, MangalaMove::Sow(h)) => {
                let h = *h;
                if h.is_store() || !self.board.contains(h) {
                    return Err(MangalaMoveError::OffBoard(h));
                }
                if h.row() != row(self.turn) {
                    return Err(MangalaMoveError::NotYours {
                        hole: h,
                        mover: self.turn,
                    });
                }
                if self.board.get(h) == 0 {
                    return Err(MangalaMoveError::EmptyHole(h));
                }
                match self.right_hand_hole() {
                    Some(expected) if !self.opened[self.turn.index()] && expected != h => {
                        Err(MangalaMoveError::NotRightHand { hole: h, expected })
                    }
                    _ => Ok(()),
                }
            }
            (Phase::Play, _) => wrong("sowing phase", "a hole of one's row, like `d1`"),
        }
    }

    fn scores(&self) -> [u32; 2] {
        Player::BOTH.map(|p| {
            let left = match self.options.leftovers {
                Leftovers::Ignored => 0,
                Leftovers::ToOwner => self.board.row_sum(row(p)),
            };
            u32::from(self.captured[p.index()]) + left
        })
    }
}

impl Position for Mangala {
    type Move = MangalaMove;
    type ParseMoveError = ParseMangalaMoveError;
    type MoveError = MangalaMoveError;
    type Options = MangalaOptions;

    const GAME: &'static str = "mangala";

    fn start(options: &MangalaOptions) -> Self {
        Mangala {
            board: Board::new(2, COLS).expect("a 2 x 6 board"),
            captured: [0; 2],
            opened: [false; 2],
            phase: Phase::Setup,
            turn: Player::South,
            options: *options,
            infinite: false,
        }
    }

    fn from_text(s: &str, options: &MangalaOptions) -> Result<Self, ParsePositionError> {
        let fields = text::split_fields(s, Self::PLAYER_LETTERS)?;
        let board = Board::parse_grid(fields.board, 2, |c| c == COLS, "6", |h| h.to_string())?;
        let [captured, opened, phase] =
            fields.keys(["captured", "opened", "phase"], [true, true, false])?;
        let captured = text::parse_counts("captured", captured, "two counts, like `12,8`")?;
        let opened = text::parse_pair(
            "opened",
            opened.unwrap_or_default(),
            "two flags, like `1,0`",
            |v| match v {
                "0" => Some(false),
                "1" => Some(true),
                _ => None,
            },
        )?;
        let phase = match phase {
            None => Phase::Play,
            Some("setup") => Phase::Setup,
            Some("choice") => Phase::Choice,
            Some(other) => {
                return Err(ParsePositionError::BadValue {
                    key: "phase",
                    found: other.to_owned(),
                    expected: "`setup` or `choice`",
                });
            }
        };
        // The setup will still put 70 shells on the board.
        let pending = if phase == Phase::Setup { SHELLS } else { 0 };
        board.check_total(&[captured[0], captured[1], pending])?;
        Ok(Mangala {
            board,
            captured,
            opened,
            phase,
            turn: fields.side,
            options: *options,
            infinite: false,
        })
    }

    fn options(&self) -> MangalaOptions {
        self.options
    }

    /// Shells eaten, plus the shells left in one's row under
    /// `leftovers=to_owner`: the final count.
    fn score(&self) -> [u32; 2] {
        self.scores()
    }

    fn turn(&self) -> Player {
        self.turn
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.infinite {
            return Some(Outcome::Win {
                winner: self.turn.other(),
                reason: fanga_sowing::reason::INFINITE_TURN,
            });
        }
        if self.phase != Phase::Play || !(self.board.row_is_empty(0) || self.board.row_is_empty(1))
        {
            return None;
        }
        let [s, n] = self.scores();
        let reason = fanga_sowing::reason::ROW_EMPTY;
        Some(Outcome::by_score([s, n], reason))
    }

    fn legal_moves(&self) -> MoveList<MangalaMove> {
        let mut moves = MoveList::new();
        if self.outcome().is_some() {
            return moves;
        }
        match self.phase {
            Phase::Setup => {
                for a in 0..=SHELLS {
                    for b in 0..=SHELLS - a {
                        for c in 0..=SHELLS - a - b {
                            moves.push(MangalaMove::Setup([a, b, c, SHELLS - a - b - c]));
                        }
                    }
                }
            }
            Phase::Choice => moves.extend([MangalaMove::Keep, MangalaMove::Rotate]),
            Phase::Play => {
                if self.opened[self.turn.index()] {
                    let holes = self.board.row_holes(row(self.turn));
                    moves.extend(
                        holes
                            .filter(|&h| self.board.get(h) > 0)
                            .map(MangalaMove::Sow),
                    );
                } else if let Some(h) = self.right_hand_hole() {
                    moves.push(MangalaMove::Sow(h));
                }
            }
        }
        moves
    }

    fn check_move(&self, m: &MangalaMove) -> Result<(), MangalaMoveError> {
        self.check(m)
    }

    fn play_unchecked(&mut self, m: &MangalaMove) {
        if let Ok(next) = self.run(m, &mut ()) {
            *self = next;
        }
    }

    fn play(self, m: &MangalaMove) -> Result<Self, PlayError<Self>> {
        self.run(m, &mut ()).map_err(|reason| PlayError {
            mv: *m,
            reason,
            position: self,
        })
    }

    fn conserved(&self) -> Option<u64> {
        let pending = if self.phase == Phase::Setup {
            u64::from(SHELLS)
        } else {
            0
        };
        Some(
            u64::from(self.board.total())
                + u64::from(self.captured[0])
                + u64::from(self.captured[1])
                + pending,
        )
    }

    fn diagram(&self) -> String {
        let mut s = self.board.grid_diagram(
            &format!("North, eaten {}", self.captured[1]),
            &format!("South, eaten {}", self.captured[0]),
        );
        match self.outcome() {
            Some(o) => {
                let _ = write!(s, "  {o}");
            }
            None => {
                let name = self.turn.name();
                let what = match self.phase {
                    Phase::Setup => "to set up the 70 shells",
                    Phase::Choice => "to keep the board or turn it round",
                    Phase::Play if self.opened[self.turn.index()] => "to sow",
                    Phase::Play => "to sow his opening turn",
                };
                let _ = write!(s, "  {name} {what}");
            }
        }
        s
    }
}

impl Traced for Mangala {
    type Trace = MoveTrace;

    fn play_traced(&self, m: &MangalaMove) -> Result<(Self, MoveTrace), MangalaMoveError> {
        MoveTrace::record(self.turn, |events| self.run(m, events))
    }

    fn replay_trace(&self, trace: &MoveTrace) -> Result<Self, TraceReplayError> {
        let fail = |m: String| TraceReplayError(m);
        let board = trace.replay_move(self.turn, &self.board, &RING)?;
        let mut next = *self;
        if trace.is_infinite() {
            next.infinite = true;
            return Ok(next);
        }
        let state = trace.events.iter().find_map(|e| match e {
            Event::State { change, .. } => Some(*change),
            _ => None,
        });
        next.board = board;
        match (self.phase, state) {
            (Phase::Setup, None) => {
                next.phase = Phase::Choice;
                next.turn = self.turn.other();
            }
            (Phase::Choice, Some(KEPT)) => next.phase = Phase::Play,
            (Phase::Choice, Some(ROTATED)) => {
                next.board = Mangala::rotated(&board);
                next.phase = Phase::Play;
                next.turn = self.turn.other();
            }
            (Phase::Play, None) => {
                let eaten: u32 = trace
                    .events
                    .iter()
                    .map(|e| match e {
                        Event::Eat { seeds, .. } => u32::from(*seeds),
                        _ => 0,
                    })
                    .sum();
                let c = &mut next.captured[self.turn.index()];
                *c = u8::try_from(u32::from(*c) + eaten).map_err(|e| fail(e.to_string()))?;
                next.opened[self.turn.index()] = true;
                next.turn = self.turn.other();
            }
            _ => {
                return Err(fail(format!(
                    "the trace does not fit the {:?} phase",
                    self.phase
                )));
            }
        }
        Ok(next)
    }
}

/// `row2/row1 side captured=S,N opened=S,N [phase=setup|choice]` (for a
/// position finished by a turn that never ends, the text of the position
/// before that turn).
impl fmt::Display for Mangala {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.board.write_grid(f)?;
        let [os, on] = self.opened.map(u8::from);
        write!(
            f,
            " {} captured={},{} opened={os},{on}",
            self.turn, self.captured[0], self.captured[1]
        )?;
        match self.phase {
            Phase::Setup => f.write_str(" phase=setup"),
            Phase::Choice => f.write_str(" phase=choice"),
            Phase::Play => Ok(()),
        }
    }
}

/// Reads a position text under the default options (no option shows in the
/// text).
impl FromStr for Mangala {
    type Err = ParsePositionError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Mangala::from_text(s, &MangalaOptions::default())
    }
}

#[cfg(feature = "serde")]
fanga_core::impl_serde_position!(Mangala);
#[cfg(feature = "serde")]
fanga_core::impl_serde_notation!(MangalaMove);
