//! Rules of **Oware** (abapa) exactly as OpenSpiel 2.0.2 plays them (game
//! `oware`), on the fanga sowing engine.
//!
//! # Source
//!
//! OpenSpiel 2.0.2, `open_spiel/games/oware/` (the PyPI wheel `open-spiel==2.0.2`
//! ships it), as written down by the fanga rulebook. OpenSpiel's header: "if
//! the opponent has no seeds, the current player must make a move to give the
//! opponent seeds. If no such move exists the game ends and the current player
//! collects the seeds in his row. If at the end of an action the opponent would
//! be left with no seeds because they would all be captured (a Grand Slam), no
//! seeds are captured instead. When the game reaches a state which occurred
//! before, it ends and both players collect the remaining seeds in their
//! respective rows." Abapa descriptions differ on the grand slam and on how a
//! cycling game ends; this crate follows OpenSpiel on both, and its tools
//! (`tools/openspiel/` in the workspace) check it against `pyspiel` move by move.
//!
//! # The rules
//!
//! - **Board**: two rows of H houses (option `num_houses_per_player`, 1 to 12,
//!   default 6), row 1 South's and row 2 North's, S seeds in each (option
//!   `num_seeds_per_house`, 1 to 10, default 4); no stores, captured seeds are
//!   counted aside. Both players sow **anticlockwise** along the same circuit
//!   `a1 ... f1 f2 ... a2`. South moves first.
//! - **A move** is one sowing from a non-empty house of one's row. **Must
//!   feed**: if the opponent's row is empty, only a house whose seeds reach it
//!   may be chosen (OpenSpiel: "In case the opponent does not have any seeds, a
//!   player must make a move which gives the opponent seeds.").
//! - **Sowing** drops one seed per house from the next house, and **skips the
//!   emptied house** (OpenSpiel `DistributeSeeds`: "Seeds are never sown into
//!   the house they were drawn from.").
//! - **Capture**: if the last seed makes 2 or 3 in an opponent's house, those
//!   seeds are captured, then those of the house before it, and so on backwards
//!   while the house is the opponent's and holds 2 or 3.
//! - **Grand slam**: a capture that would take every seed of the opponent's row
//!   captures nothing (OpenSpiel `IsGrandSlam`).
//! - **End**, after every move: a player has captured more than half of the
//!   seeds, or both exactly half (OpenSpiel `IsTerminal`: "Terminate when one
//!   player has more than half of the seeds ... or when all seeds are equally
//!   shared."); or the player to move has no legal move. Each player then adds
//!   the seeds left in his row to his count (OpenSpiel's `CollectAndTerminate`),
//!   and the higher count wins.
//! - **Repetition** ends the game too, with the same collection: when the
//!   position after a move occurred earlier in the game. Positions have no
//!   history, so the rule is declared as [`Position::REPETITION`]
//!   (`RepetitionRule::EndsScored`: decided by [`Position::score`]) and applied
//!   by [`fanga_core::History`], which [`fanga_core::Game`],
//!   [`fanga_core::random_playout`] and the `selfplay` example use; `play` and
//!   perft do not see it.
//! - OpenSpiel refuses a 1001st action; that limit is not a rule here (use
//!   [`fanga_core::Adjudication`] for a move limit).
//!
//! # Notation and position text
//!
//! A move is the house sown: `c1`. The text is row 2 (from `a2`), row 1 (from
//! `a1`), the player to move and the captured seeds:
//!
//! ```
//! use fanga_core::Position;
//! use fanga_oware::{Oware, OwareOptions};
//!
//! let start = Oware::start(&OwareOptions::default());
//! assert_eq!(start.to_string(), "4,4,4,4,4,4/4,4,4,4,4,4 S captured=0,0");
//! // A capture chain (the rulebook's worked example 2).
//! let p: Oware = "7,7,1,8,9,1/5,0,6,1,2,1 N captured=0,0".parse()?;
//! assert_eq!(p.play(&"b2".parse()?)?.to_string(), "8,0,1,8,9,1/6,1,7,0,0,0 S captured=0,7");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::fmt::{self, Write as _};
use std::str::FromStr;

use fanga_core::options::{bad_value, unknown_key};
use fanga_core::text::{self, ParsePositionError};
use fanga_core::{
    EndReason, GameOptions, MoveList, OptionError, OptionSpec, Outcome, PlayError, Player,
    Position, RepetitionRule, TraceReplayError, Traced,
};

/// A player has captured more than half of the seeds, or both exactly half.
pub const MAJORITY: EndReason = EndReason::new("majority");
use fanga_sowing::trace::{Event, MoveTrace, Stop, Tracer};
use fanga_sowing::{Board, Circuit, Direction, Hole, Lap, LapStart, ParseHoleError};

/// The options of Oware, named as OpenSpiel's parameters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct OwareOptions {
    /// `num_houses_per_player`: 1 to 12 (default 6).
    houses: u8,
    /// `num_seeds_per_house`: 1 to 10 (default 4); only the start depends on it.
    seeds: u8,
}

impl Default for OwareOptions {
    fn default() -> Self {
        OwareOptions {
            houses: 6,
            seeds: 4,
        }
    }
}

const NUMBERS: [&str; 12] = [
    "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12",
];

impl OwareOptions {
    /// OpenSpiel's `num_houses_per_player` and `num_seeds_per_house`.
    ///
    /// # Errors
    ///
    /// Houses not 1 to 12, or seeds not 1 to 10.
    pub fn new(houses: u8, seeds: u8) -> Result<Self, OptionError> {
        let mut o = OwareOptions::default();
        o.set("num_houses_per_player", &houses.to_string())?;
        o.set("num_seeds_per_house", &seeds.to_string())?;
        Ok(o)
    }

    /// Houses in each row.
    #[must_use]
    pub const fn houses(&self) -> u8 {
        self.houses
    }

    /// Seeds in each house at the start.
    #[must_use]
    pub const fn seeds(&self) -> u8 {
        self.seeds
    }
}

impl GameOptions for OwareOptions {
    const SPECS: &'static [OptionSpec] = &[
        OptionSpec {
            key: "num_houses_per_player",
            values: &NUMBERS,
            default: "6",
            doc: "houses in each row",
        },
        OptionSpec {
            key: "num_seeds_per_house",
            values: NUMBERS.split_at(10).0,
            default: "4",
            doc: "seeds in each house at the start",
        },
    ];

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        let n = value.parse::<u8>().ok();
        match (key, n) {
            ("num_houses_per_player", Some(n @ 1..=12)) => self.houses = n,
            ("num_seeds_per_house", Some(n @ 1..=10)) => self.seeds = n,
            ("num_houses_per_player" | "num_seeds_per_house", _) => {
                return Err(bad_value::<Self>(key, value));
            }
            _ => return Err(unknown_key::<Self>(key)),
        }
        Ok(())
    }

    fn value(&self, key: &str) -> Option<&'static str> {
        match key {
            "num_houses_per_player" => NUMBERS.get(usize::from(self.houses) - 1).copied(),
            "num_seeds_per_house" => NUMBERS.get(usize::from(self.seeds) - 1).copied(),
            _ => None,
        }
    }
}

/// An Oware move: the house sown, `c1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct OwareMove(pub Hole);

impl fmt::Display for OwareMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl FromStr for OwareMove {
    type Err = ParseHoleError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        s.parse().map(OwareMove)
    }
}

/// Why an Oware move cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum OwareMoveError {
    /// The game is over.
    #[error("the game is over: {0}")]
    GameOver(Outcome),
    /// The house is not on the board.
    #[error("{hole} is not on a board of {houses} houses a row")]
    OffBoard {
        /// The house.
        hole: Hole,
        /// Houses per row.
        houses: u8,
    },
    /// The house is the opponent's.
    #[error("{hole} is not in {mover}'s row")]
    NotYours {
        /// The house.
        hole: Hole,
        /// The player to move.
        mover: Player,
    },
    /// The house is empty.
    #[error("{0} is empty")]
    EmptyHouse(Hole),
    /// The opponent's row is empty and this house does not reach it.
    #[error("the opponent has no seed: {hole} must hold more than {needs} seeds to reach him")]
    MustFeed {
        /// The house.
        hole: Hole,
        /// The seeds it would need to exceed.
        needs: u8,
    },
}

static RINGS: [Circuit; 13] = {
    let mut t = [Circuit::board_ring(1); 13];
    let mut h = 1;
    while h < 13 {
        t[h] = Circuit::board_ring(h as u8);
        h += 1;
    }
    t
};

const fn row(p: Player) -> u8 {
    match p {
        Player::South => 0,
        Player::North => 1,
    }
}

/// An Oware position: the houses, the seeds each player has captured, the
/// player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Oware {
    board: Board,
    captured: [u8; 2],
    turn: Player,
    options: OwareOptions,
    /// Every seed of the position (board and captured): constant in a game.
    total: u8,
}

impl Oware {
    /// The board.
    #[must_use]
    pub const fn board(&self) -> &Board {
        &self.board
    }

    /// The seeds a player has captured.
    #[must_use]
    pub const fn captured(&self, p: Player) -> u8 {
        self.captured[p.index()]
    }

    fn houses(&self) -> u8 {
        self.board.cols()
    }

    /// Houses after `h` in its owner's row, in sowing order.
    fn houses_after(&self, h: Hole) -> u8 {
        match h.row() {
            0 => self.houses() - 1 - h.col(),
            _ => h.col(),
        }
    }

    /// A player has captured more than half of the seeds, or both half.
    fn majority(&self) -> bool {
        let half = u32::from(self.total) / 2;
        let [s, n] = self.captured.map(u32::from);
        s > half || n > half || (s == half && n == half)
    }

    fn feeds(&self, h: Hole) -> bool {
        !self.board.row_is_empty(row(self.turn.other())) || self.board.get(h) > self.houses_after(h)
    }

    fn collected(&self, reason: EndReason) -> Outcome {
        Outcome::by_score(Position::score(self), reason)
    }

    fn check(&self, m: &OwareMove) -> Result<(), OwareMoveError> {
        if let Some(o) = self.outcome() {
            return Err(OwareMoveError::GameOver(o));
        }
        let h = m.0;
        if h.is_store() || !self.board.contains(h) {
            return Err(OwareMoveError::OffBoard {
                hole: h,
                houses: self.houses(),
            });
        }
        if h.row() != row(self.turn) {
            return Err(OwareMoveError::NotYours {
                hole: h,
                mover: self.turn,
            });
        }
        if self.board.get(h) == 0 {
            return Err(OwareMoveError::EmptyHouse(h));
        }
        if !self.feeds(h) {
            return Err(OwareMoveError::MustFeed {
                hole: h,
                needs: self.houses_after(h),
            });
        }
        Ok(())
    }

    /// Plays the sowing of house `h` in place (a legal move).
    fn apply(&mut self, h: Hole, trace: &mut impl Tracer) {
        let ring = &RINGS[usize::from(self.houses())];
        let seeds = self.board.take(h);
        trace.record(|| Event::Take { hole: h, seeds });
        let lap = Lap::new(h, seeds, Direction::Ccw, LapStart::NextSkippingOrigin);
        let end = ring.sow(&mut self.board, lap);
        trace.record(|| Event::Lap { lap, end });
        let them = row(self.turn.other());
        // The capture chain, backwards (towards the opponent's first house)
        // from the last house: the houses of his row between his first house
        // and the last one, in his sowing order.
        let h = end.hole;
        let (mut chain, mut taken) = ([h; 12], 0u32);
        let mut len = 0;
        if h.row() == them {
            let cols = self.houses();
            // Walking back: South's row towards a1, North's towards the last column.
            let mut col = h.col();
            loop {
                let at = Hole::at(col, them);
                let s = self.board.get(at);
                if !matches!(s, 2 | 3) {
                    break;
                }
                chain[len] = at;
                len += 1;
                taken += u32::from(s);
                match them {
                    0 if col > 0 => col -= 1,
                    1 if col + 1 < cols => col += 1,
                    _ => break,
                }
            }
        }
        let stop = if len == 0 {
            Stop::Rule("no capture")
        } else if taken == self.board.row_sum(them) {
            Stop::Rule("a grand slam captures nothing")
        } else {
            for &c in &chain[..len] {
                let seeds = self.board.take(c);
                trace.record(|| Event::Eat { hole: c, seeds });
                self.captured[self.turn.index()] += seeds;
            }
            Stop::Rule("capture")
        };
        trace.record(|| Event::End(stop));
        self.turn = self.turn.other();
    }

    fn run(&self, m: &OwareMove, trace: &mut impl Tracer) -> Self {
        let mut next = *self;
        next.apply(m.0, trace);
        next
    }
}

impl Position for Oware {
    type Move = OwareMove;
    type ParseMoveError = ParseHoleError;
    type MoveError = OwareMoveError;
    type Options = OwareOptions;

    const GAME: &'static str = "oware";
    const REPETITION: RepetitionRule = RepetitionRule::EndsScored;

    fn start(options: &OwareOptions) -> Self {
        let mut board = Board::new(2, options.houses).expect("2 x 1..12 fits a board");
        for h in board.holes() {
            board.set(h, options.seeds);
        }
        Oware {
            board,
            captured: [0; 2],
            turn: Player::South,
            options: *options,
            total: 2 * options.houses * options.seeds,
        }
    }

    fn from_text(s: &str, options: &OwareOptions) -> Result<Self, ParsePositionError> {
        let fields = text::split_fields(s, Self::PLAYER_LETTERS)?;
        let board = Board::parse_grid(
            fields.board,
            2,
            |c| (1..=12).contains(&c),
            "1 to 12",
            |h| h.to_string(),
        )?;
        if board.cols() != options.houses {
            return Err(ParsePositionError::OptionMismatch {
                option: format!("num_houses_per_player={}", options.houses),
                detail: format!("the board has {} houses a row", board.cols()),
            });
        }
        let [captured] = fields.keys(["captured"], [true])?;
        let captured = text::parse_counts("captured", captured, "two counts, like `12,8`")?;
        let total = u64::from(board.total()) + u64::from(captured[0]) + u64::from(captured[1]);
        if total > u64::from(Board::MAX_SEEDS) {
            return Err(ParsePositionError::TooManySeeds {
                total,
                max: Board::MAX_SEEDS,
            });
        }
        Ok(Oware {
            board,
            captured,
            turn: fields.side,
            options: *options,
            #[allow(clippy::cast_possible_truncation)]
            total: total as u8,
        })
    }

    fn options(&self) -> OwareOptions {
        self.options
    }

    fn turn(&self) -> Player {
        self.turn
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.majority() {
            return Some(self.collected(crate::MAJORITY));
        }
        let mover = row(self.turn);
        let can_move = self
            .board
            .row_holes(mover)
            .any(|h| self.board.get(h) > 0 && self.feeds(h));
        (!can_move).then(|| self.collected(EndReason::NO_LEGAL_MOVE))
    }

    fn legal_moves(&self) -> MoveList<OwareMove> {
        if self.outcome().is_some() {
            return MoveList::new();
        }
        self.board
            .row_holes(row(self.turn))
            .filter(|&h| self.board.get(h) > 0 && self.feeds(h))
            .map(OwareMove)
            .collect()
    }

    fn check_move(&self, m: &OwareMove) -> Result<(), OwareMoveError> {
        self.check(m)
    }

    fn play_unchecked(&mut self, m: &OwareMove) {
        self.apply(m.0, &mut ());
    }

    fn play(self, m: &OwareMove) -> Result<Self, PlayError<Self>> {
        match self.check(m) {
            Ok(()) => Ok(self.run(m, &mut ())),
            Err(reason) => Err(PlayError {
                mv: *m,
                reason,
                position: self,
            }),
        }
    }

    fn conserved(&self) -> Option<u64> {
        Some(
            u64::from(self.board.total())
                + u64::from(self.captured[0])
                + u64::from(self.captured[1]),
        )
    }

    /// Captured seeds plus the seeds left in one's row: OpenSpiel's
    /// collected score, used when the game ends by a repetition.
    fn score(&self) -> [u32; 2] {
        Player::BOTH.map(|p| u32::from(self.captured[p.index()]) + self.board.row_sum(row(p)))
    }

    /// Uniform among the legal moves, without building the move list.
    fn play_random(&mut self, rng: &mut fanga_core::SplitMix64) -> bool {
        if self.majority() {
            return false;
        }
        let mut houses = [0u8; 12];
        let mut k = 0;
        let r = row(self.turn);
        let opponent_empty = self.board.row_is_empty(1 - r);
        let last = self.houses() - 1;
        for (col, &seeds) in (0u8..).zip(self.board.row(r)) {
            // Houses after this one in the mover's row, in sowing order.
            let after = if r == 0 { last - col } else { col };
            if seeds > 0 && (!opponent_empty || seeds > after) {
                houses[k] = col;
                k += 1;
            }
        }
        if k == 0 {
            return false;
        }
        self.apply(Hole::at(houses[rng.below(k)], r), &mut ());
        true
    }

    fn diagram(&self) -> String {
        let mut s = self.board.grid_diagram(
            &format!("North, captured {}", self.captured[1]),
            &format!("South, captured {}", self.captured[0]),
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

impl Traced for Oware {
    type Trace = MoveTrace;

    fn play_traced(&self, m: &OwareMove) -> Result<(Self, MoveTrace), OwareMoveError> {
        self.check(m)?;
        MoveTrace::record(self.turn, |events| Ok(self.run(m, events)))
    }

    fn replay_trace(&self, trace: &MoveTrace) -> Result<Self, TraceReplayError> {
        let mut next = *self;
        next.board =
            trace.replay_move(self.turn, &self.board, &RINGS[usize::from(self.houses())])?;
        for e in &trace.events {
            if let Event::Eat { seeds, .. } = e {
                next.captured[self.turn.index()] += seeds;
            }
        }
        next.turn = self.turn.other();
        Ok(next)
    }
}

/// `row2/row1 side captured=S,N`.
impl fmt::Display for Oware {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.board.write_grid(f)?;
        write!(
            f,
            " {} captured={},{}",
            self.turn, self.captured[0], self.captured[1]
        )
    }
}

/// Reads a position text; the number of houses comes from the text, the other
/// option is the default.
impl FromStr for Oware {
    type Err = ParsePositionError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let houses = s
            .split(' ')
            .next()
            .unwrap_or_default()
            .split('/')
            .next()
            .unwrap_or_default()
            .split(',')
            .count();
        let mut options = OwareOptions::default();
        if let Ok(h @ 1..=12) = u8::try_from(houses) {
            options.houses = h;
        }
        Oware::from_text(s, &options)
    }
}

#[cfg(feature = "serde")]
fanga_core::impl_serde_position!(Oware);
#[cfg(feature = "serde")]
fanga_core::impl_serde_notation!(OwareMove);
