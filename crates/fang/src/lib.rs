//! **Fang: a reconstruction.** This crate implements a reconstruction of
//! Fang, not rules read from a primary text.
//!
//! Fang is Alain Busser's simplification of fifangha for five-year-olds ("le
//! jeu de Fang, un jeu de semailles pour construire le nombre", IREM de La
//! Réunion, 18 October 2023). Only the equipment section of that article could
//! be read; its rules section could not be obtained. The fanga rulebook
//! therefore reconstructs the simplest fifangha on one row that fits what is
//! known and needs no left and right, and marks every assumption **(A)**. Each
//! assumption is one item of the [`assumptions`] module, so that the rules can
//! be corrected the day the article's rules are read.
//!
//! # What the sources say
//!
//! - Busser 2023 (seed text of the workspace): "Pour faire encore plus simple,
//!   il faut réduire le nombre de rangées, et on obtient une sorte de fifangha à
//!   une seule rangée : le Fang" (to make it simpler still, one must reduce the
//!   number of rows, and one gets a sort of one-row fifangha: Fang); and for the
//!   school fifangha, "on sème depuis un tibong vers l'intérieur, ce qui ne
//!   nécessite pas de savoir que c'est de gauche à droite" (one sows from a
//!   tibong towards the interior, which does not require knowing that it is
//!   from left to right).
//! - The article's equipment section: "peu d'élèves de GS sont latéralisés ...
//!   beaucoup confondent la direction (de gauche à droite) avec la position
//!   (tout à gauche). Pour ceux-là, a été créé un jeu inspiré du fifangha, et
//!   donc appelé Fang." (few children of the last nursery year know left from
//!   right; many confuse the direction with the position; for them a game
//!   inspired by fifangha was created, and so called Fang); two players, South
//!   and North, face each other over "un plateau constitué de 4 à 8 coupelles
//!   alignées entre Sud et Nord" (a board of 4 to 8 cups in a line between South
//!   and North); each player has a reserve of seeds.
//!
//! # The reconstruction
//!
//! - **(A)** A line of 2k cups (option `cups`: 8, 6, 4), numbered 1 to 2k from
//!   South's end; South owns 1..=k, North k+1..=2k
//!   ([`assumptions::owner`]).
//! - **(A)** Each player's **tibong** is his end cup: 1 and 2k
//!   ([`assumptions::tibong`]).
//! - **(A)** Cup i faces cup 2k + 1 - i ([`assumptions::facing`]).
//! - **(A)** A player sows away from himself and after his last cup goes on at
//!   his tibong ([`assumptions::circuit`]).
//! - **(A)** One seed in every cup but the tibong; reserves of k + 1
//!   ([`assumptions::start_seeds`], [`assumptions::start_reserve`]).
//! - **A turn** (fifangha's school rules on one row): the mover puts one
//!   reserve seed into a non-empty cup of his. If some non-empty cup of his
//!   faces a non-empty cup, he must choose such a cup (a capturing turn, the
//!   seed acting as the last seed of a lap); otherwise he puts it into any
//!   non-empty cup of his and sows all its seeds from the next cup (a
//!   non-capturing turn, which never captures).
//! - **Where the last seed falls** (cup h, n seeds): n = 1 ends the turn; in a
//!   capturing turn, if the facing cup is non-empty, its seeds are taken (h
//!   keeps its own) and sown starting at the mover's tibong
//!   ([`assumptions::capture_lap`]); otherwise h's seeds are sown on from the
//!   next cup.
//! - **The end** ([`assumptions::end_check`]): a capture that takes the
//!   opponent's last seeds wins once the seeds in hand are sown; at the start of
//!   a turn, a mover with no seed in his cups loses, then an opponent with none
//!   loses, then a mover with an empty reserve ends the game (more seeds in
//!   one's cups wins, equal counts draw). A turn that never ends loses for the
//!   player who started it.
//!
//! # What analysis of this reconstruction shows
//!
//! Exhaustive search (tests of this crate): with 4 cups South wins with his
//! only first move; with 6 cups South chooses between two openings, every later
//! move is forced, and both games are draws after 8 moves; with 8 cups the game
//! has real choices (perft from the start 3, 6, 12, 11, 17, 22) and 82
//! distinct complete games of 3 to 10 moves. Short games suit the children
//! Fang was made for, but **the 4- and 6-cup results show that this
//! reconstruction cannot be the whole of Busser's game**: a game where one
//! side's first move wins, or where nothing is ever chosen after the first move,
//! would not have been published. Treat this crate as a placeholder that plays
//! and tests correctly, until the article's rules can be read.
//!
//! # Notation and position text
//!
//! A move is the number of the cup that receives the reserve seed: `2`. The
//! position text lists the cups from 1 to 2k, then the side and the reserves:
//!
//! ```
//! use fanga_core::Position;
//! use fanga_fang::{Fang, FangOptions};
//!
//! let start = Fang::start(&FangOptions::default());
//! assert_eq!(start.to_string(), "0,1,1,1,1,1,1,0 S reserve=5,5");
//! assert_eq!(start.legal_moves().len(), 3);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod assumptions;

use std::fmt::{self, Write as _};
use std::str::FromStr;

use fanga_core::options::{bad_value, unknown_key};
use fanga_core::text::{self, ParsePositionError};
use fanga_core::{
    GameOptions, MoveList, OptionError, OptionSpec, Outcome, PlayError, Player, Position,
    TraceReplayError, Traced,
};
use fanga_sowing::relay::{self, Halt, Landing, Turn, TurnRules};
use fanga_sowing::trace::{Event, MoveTrace, Stop, Tracer};
use fanga_sowing::{Board, Circuit, Direction, Lap, LapEnd, LapStart};

use assumptions::{capture_lap, cup, facing, hole, owner};

/// The options of Fang.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct FangOptions {
    /// `cups`: 8 (default), 6 or 4; private so that it is always one of them
    /// ([`FangOptions::with_cups`]).
    cups: u8,
}

impl Default for FangOptions {
    fn default() -> Self {
        FangOptions { cups: 8 }
    }
}

impl FangOptions {
    /// The number of cups.
    #[must_use]
    pub const fn cups(&self) -> u8 {
        self.cups
    }

    /// The same options with `cups` cups.
    ///
    /// # Errors
    ///
    /// `cups` is not 8, 6 or 4.
    pub fn with_cups(mut self, cups: u8) -> Result<Self, OptionError> {
        self.set("cups", &cups.to_string())?;
        Ok(self)
    }
}

impl GameOptions for FangOptions {
    const SPECS: &'static [OptionSpec] = &[OptionSpec {
        key: "cups",
        values: &["8", "6", "4"],
        default: "8",
        doc: "the number of cups in the line",
    }];

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        match (key, value) {
            ("cups", "8") => self.cups = 8,
            ("cups", "6") => self.cups = 6,
            ("cups", "4") => self.cups = 4,
            ("cups", _) => return Err(bad_value::<Self>(key, value)),
            _ => return Err(unknown_key::<Self>(key)),
        }
        Ok(())
    }

    fn value(&self, key: &str) -> Option<&'static str> {
        (key == "cups").then_some(match self.cups {
            6 => "6",
            4 => "4",
            _ => "8",
        })
    }
}

/// A Fang move: the cup (1 to 2k) that receives the reserve seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct FangMove(pub u8);

impl fmt::Display for FangMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// The text is not a cup number.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a move: expected the number of a cup, like `2`")]
pub struct ParseFangMoveError(pub String);

impl FromStr for FangMove {
    type Err = ParseFangMoveError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match text::parse_count(s, 16, String::new) {
            Ok(c) if c >= 1 => Ok(FangMove(
                u8::try_from(c).map_err(|_| ParseFangMoveError(s.to_owned()))?,
            )),
            _ => Err(ParseFangMoveError(s.to_owned())),
        }
    }
}

/// Why a Fang move cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum FangMoveError {
    /// The game is over.
    #[error("the game is over: {0}")]
    GameOver(Outcome),
    /// No such cup.
    #[error("there is no cup {cup}: the line has {cups}")]
    NoSuchCup {
        /// The cup given.
        cup: u8,
        /// Cups on the line.
        cups: u8,
    },
    /// The cup is the opponent's.
    #[error("cup {cup} is not {mover}'s")]
    NotYours {
        /// The cup.
        cup: u8,
        /// The player to move.
        mover: Player,
    },
    /// The cup is empty.
    #[error("cup {0} is empty: the reserve seed goes into a non-empty cup")]
    EmptyCup(u8),
    /// A capture is possible and this cup does not capture.
    #[error("a capture is possible (cup {example} for one), and cup {cup} faces an empty cup")]
    CaptureRequired {
        /// The cup given.
        cup: u8,
        /// A capturing cup.
        example: u8,
    },
}

static RINGS: [[Circuit; 2]; 3] = [
    [
        assumptions::circuit(4, Player::South),
        assumptions::circuit(4, Player::North),
    ],
    [
        assumptions::circuit(6, Player::South),
        assumptions::circuit(6, Player::North),
    ],
    [
        assumptions::circuit(8, Player::South),
        assumptions::circuit(8, Player::North),
    ],
];

/// A Fang position: the line, the reserves, the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Fang {
    board: Board,
    reserves: [u8; 2],
    turn: Player,
    options: FangOptions,
    infinite: bool,
}

struct FangTurn {
    cups: u8,
    mover: Player,
    capturing: bool,
}

impl TurnRules for FangTurn {
    /// Whether a capture has taken the opponent's last seeds.
    type State = bool;
    type Choice = std::convert::Infallible;

    fn circuit(&self) -> &Circuit {
        &RINGS[usize::from(self.cups / 2 - 2)][self.mover.index()]
    }

    fn land(
        &self,
        turn: &mut Turn<bool>,
        end: LapEnd,
        trace: &mut impl Tracer,
    ) -> Landing<Self::Choice> {
        if turn.state {
            return Landing::End(Stop::WonAtOnce);
        }
        if end.count == 1 {
            return Landing::End(Stop::EmptyHole);
        }
        if self.capturing {
            let f = hole(facing(self.cups, cup(end.hole)));
            if turn.board.get(f) > 0 {
                let seeds = turn.capture(f, trace);
                if side_total(&turn.board, self.cups, self.mover.other()) == 0 {
                    turn.state = true;
                }
                return Landing::Sow(capture_lap(self.cups, self.mover, seeds));
            }
        }
        let seeds = turn.take(end.hole, trace);
        Landing::Sow(Lap::new(end.hole, seeds, Direction::Cw, LapStart::Next))
    }

    fn choose(
        &self,
        _: &mut Turn<bool>,
        c: Self::Choice,
        _: &mut impl Tracer,
    ) -> Landing<Self::Choice> {
        match c {}
    }
}

fn side_total(board: &Board, cups: u8, p: Player) -> u32 {
    (1..=cups)
        .filter(|&c| owner(cups, c) == p)
        .map(|c| u32::from(board.get(hole(c))))
        .sum()
}

impl Fang {
    /// The seeds in cup `cup` (1-based).
    #[must_use]
    pub fn cup(&self, cup: u8) -> u8 {
        self.board.get(hole(cup))
    }

    /// A player's reserve.
    #[must_use]
    pub const fn reserve(&self, p: Player) -> u8 {
        self.reserves[p.index()]
    }

    fn cups(&self) -> u8 {
        self.options.cups
    }

    fn own_cups(&self) -> impl Iterator<Item = u8> + '_ {
        let (cups, turn) = (self.cups(), self.turn);
        (1..=cups).filter(move |&c| owner(cups, c) == turn && self.cup(c) > 0)
    }

    fn capturing_cups(&self) -> impl Iterator<Item = u8> + '_ {
        self.own_cups()
            .filter(|&c| self.cup(facing(self.cups(), c)) > 0)
    }

    fn check(&self, m: &FangMove) -> Result<(), FangMoveError> {
        if let Some(o) = self.outcome() {
            return Err(FangMoveError::GameOver(o));
        }
        let (c, cups) = (m.0, self.cups());
        if c == 0 || c > cups {
            return Err(FangMoveError::NoSuchCup { cup: c, cups });
        }
        if owner(cups, c) != self.turn {
            return Err(FangMoveError::NotYours {
                cup: c,
                mover: self.turn,
            });
        }
        if self.cup(c) == 0 {
            return Err(FangMoveError::EmptyCup(c));
        }
        if let Some(example) = self.capturing_cups().next()
            && self.cup(facing(cups, c)) == 0
        {
            return Err(FangMoveError::CaptureRequired { cup: c, example });
        }
        Ok(())
    }

    fn run(&self, m: &FangMove, trace: &mut impl Tracer) -> Result<Self, FangMoveError> {
        self.check(m)?;
        let cups = self.cups();
        let h = hole(m.0);
        let capturing = self.capturing_cups().next().is_some();
        let rules = FangTurn {
            cups,
            mover: self.turn,
            capturing,
        };
        let mut turn = Turn {
            board: self.board,
            state: false,
        };
        trace.record(|| Event::FromReserve { seeds: 1 });
        turn.drop_into(h, 1, trace);
        let first = if capturing {
            let end = LapEnd {
                hole: h,
                count: turn.board.get(h),
            };
            rules.land(&mut turn, end, trace)
        } else {
            let seeds = turn.take(h, trace);
            Landing::Sow(Lap::new(h, seeds, Direction::Cw, LapStart::Next))
        };
        let mut next = *self;
        match relay::drive(&rules, &mut turn, first, trace) {
            Halt::Infinite => next.infinite = true,
            _ => {
                next.board = turn.board;
                next.reserves[self.turn.index()] -= 1;
                next.turn = self.turn.other();
            }
        }
        Ok(next)
    }
}

impl Position for Fang {
    type Move = FangMove;
    type ParseMoveError = ParseFangMoveError;
    type MoveError = FangMoveError;
    type Options = FangOptions;

    const GAME: &'static str = "fang";

    fn start(options: &FangOptions) -> Self {
        let cups = options.cups;
        let mut board = Board::new(1, cups).expect("a line of 4 to 8 cups");
        for c in 1..=cups {
            board.set(hole(c), assumptions::start_seeds(cups, c));
        }
        Fang {
            board,
            reserves: [assumptions::start_reserve(cups); 2],
            turn: Player::South,
            options: *options,
            infinite: false,
        }
    }

    fn from_text(s: &str, options: &FangOptions) -> Result<Self, ParsePositionError> {
        let fields = text::split_fields(s, Self::PLAYER_LETTERS)?;
        let board = Board::parse_grid(
            fields.board,
            1,
            |c| assumptions::CUPS.contains(&c),
            "8, 6 or 4 cups",
            |h| format!("cup {}", cup(h)),
        )?;
        if board.cols() != options.cups {
            return Err(ParsePositionError::OptionMismatch {
                option: format!("cups={}", options.cups),
                detail: format!("the line has {} cups", board.cols()),
            });
        }
        let [reserve] = fields.keys(["reserve"], [true])?;
        let reserves = text::parse_counts("reserve", reserve, "two counts, like `5,5`")?;
        board.check_total(&[reserves[0], reserves[1]])?;
        Ok(Fang {
            board,
            reserves,
            turn: fields.side,
            options: *options,
            infinite: false,
        })
    }

    fn options(&self) -> FangOptions {
        self.options
    }

    /// Seeds in each player's cups (the count when a reserve runs out).
    fn score(&self) -> [u32; 2] {
        Player::BOTH.map(|p| side_total(&self.board, self.cups(), p))
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
        let seeds = Player::BOTH.map(|p| side_total(&self.board, self.cups(), p));
        assumptions::end_check(self.turn, seeds, self.reserves[self.turn.index()])
    }

    fn legal_moves(&self) -> MoveList<FangMove> {
        let mut moves = MoveList::new();
        if self.outcome().is_some() {
            return moves;
        }
        let capturing: MoveList<FangMove> = self.capturing_cups().map(FangMove).collect();
        if capturing.is_empty() {
            moves.extend(self.own_cups().map(FangMove));
            moves
        } else {
            capturing
        }
    }

    fn check_move(&self, m: &FangMove) -> Result<(), FangMoveError> {
        self.check(m)
    }

    fn play_unchecked(&mut self, m: &FangMove) {
        if let Ok(next) = self.run(m, &mut ()) {
            *self = next;
        }
    }

    fn play(self, m: &FangMove) -> Result<Self, PlayError<Self>> {
        self.run(m, &mut ()).map_err(|reason| PlayError {
            mv: *m,
            reason,
            position: self,
        })
    }

    fn conserved(&self) -> Option<u64> {
        Some(
            u64::from(self.board.total())
                + u64::from(self.reserves[0])
                + u64::from(self.reserves[1]),
        )
    }

    fn diagram(&self) -> String {
        let cups = self.cups();
        let mut s = String::from("  cup  ");
        for c in 1..=cups {
            let _ = write!(s, "{c:>3}");
        }
        s.push_str("\n  seeds");
        for c in 1..=cups {
            let _ = write!(s, "{:>3}", self.cup(c));
        }
        let _ = write!(
            s,
            "\n  South (cups 1-{}) reserve {}, North (cups {}-{cups}) reserve {}\n",
            cups / 2,
            self.reserves[0],
            cups / 2 + 1,
            self.reserves[1]
        );
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

/// The trace of a Fang move: the engine's [`MoveTrace`], printed with cup
/// numbers (`capture 2 from cup 5`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FangTrace(pub MoveTrace);

impl fmt::Display for FangTrace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.write_with(f, &|h| format!("cup {}", cup(h)))
    }
}

impl Traced for Fang {
    type Trace = FangTrace;

    fn play_traced(&self, m: &FangMove) -> Result<(Self, FangTrace), FangMoveError> {
        MoveTrace::record(self.turn, |events| self.run(m, events))
            .map(|(next, t)| (next, FangTrace(t)))
    }

    fn replay_trace(&self, trace: &FangTrace) -> Result<Self, TraceReplayError> {
        let trace = &trace.0;
        let mut next = *self;
        if trace.is_infinite() {
            next.infinite = true;
            return Ok(next);
        }
        let ring = &RINGS[usize::from(self.cups() / 2 - 2)][self.turn.index()];
        next.board = trace.replay_move(self.turn, &self.board, ring)?;
        let r = &mut next.reserves[self.turn.index()];
        *r = r
            .checked_sub(1)
            .ok_or_else(|| TraceReplayError("the reserve is empty".to_owned()))?;
        next.turn = self.turn.other();
        Ok(next)
    }
}

/// `0,1,1,1,1,1,1,0 S reserve=5,5`: cups 1 to 2k, side, reserves.
impl fmt::Display for Fang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.board.write_grid(f)?;
        write!(
            f,
            " {} reserve={},{}",
            self.turn, self.reserves[0], self.reserves[1]
        )
    }
}

/// Reads a position text; the number of cups comes from the text.
impl FromStr for Fang {
    type Err = ParsePositionError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let cups = s.split(' ').next().unwrap_or_default().split(',').count();
        let mut options = FangOptions::default();
        if let Some(c) = u8::try_from(cups)
            .ok()
            .filter(|c| assumptions::CUPS.contains(c))
        {
            options.cups = c;
        }
        Fang::from_text(s, &options)
    }
}

#[cfg(feature = "serde")]
fanga_core::impl_serde_position!(Fang);
#[cfg(feature = "serde")]
fanga_core::impl_serde_notation!(FangMove);
