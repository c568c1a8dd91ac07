//! Rules of **Kalah** exactly as OpenSpiel 2.0.2 plays them (game `mancala`),
//! on the fanga sowing engine.
//!
//! # Source
//!
//! OpenSpiel 2.0.2, `open_spiel/games/mancala/` (the PyPI wheel
//! `open-spiel==2.0.2` ships it): "Note that this implements the Kalah rule
//! set", six pits a side, four seeds a pit, no parameters; in fanga's
//! words. The workspace's `tools/openspiel/` check this crate
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
//!   written (the [conventions](fanga_core::guide::conventions)' rule for choices). `c1 f1`: `c1` ends in the store,
//!   then `f1`.
//! - **End**: as soon as either row is empty (at the end of a turn, or after a
//!   sowing into one's store, which then ends the turn), each player scores his
//!   store and the seeds left in his row; the higher score wins (OpenSpiel's
//!   `Returns` compares the "bean sums" of each side). OpenSpiel's limit of 1000
//!   actions is not a rule here.
//!
//! # Options
//!
//! OpenSpiel's game has no parameter; fanga adds the board's size for
//! Kalah(h, s), the family of boards solved in the literature
//! ([`KalahOptions`]): `houses` (pits a row, 1 to 6, default 6) and `seeds`
//! (seeds a pit at the start, 1 to 6, default 4). The rules do not change
//! with the size. The position text shows the pits, so `houses` follows
//! from it; `seeds` only sets the start.
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
//!
//! # Decisions
//!
//! Choices fanga made where the sources leave one, each with the test that
//! holds it; those every game shares are in [`fanga_core::guide::decisions`].
//!
//! 1. **OpenSpiel's 1000-action limits** (Oware refuses the 1001st action; Kalah
//!    ends after 1000) are not rules here; `Adjudication::move_limit` provides a
//!    limit when one is wanted.
//! 2. **Kalah moves** are every pit sown in the turn except forced extra sowings
//!    (a single non-empty pit); writing a forced sowing is an error that says so.
#![cfg_attr(
    feature = "document-features",
    doc = concat!("\n# Cargo features\n\n", document_features::document_features!())
)]
#![cfg_attr(docsrs, feature(doc_cfg))]

use std::fmt::{self, Write as _};
use std::ops::ControlFlow;
use std::str::FromStr;

use fanga_core::{ByPlayer, LapBudget, Outcome, Player, SplitMix64, playout::Playout};

mod actions;
mod catalogued;
mod eval;
mod packed;
#[cfg(feature = "solver")]
#[cfg_attr(docsrs, doc(cfg(feature = "solver")))]
pub mod solver;

pub use eval::KalahStores;
use fanga_sowing::relay::{Landing, Turn};
use fanga_sowing::trace::{Stop, Tracer};
use fanga_sowing::{
    Board, Circuit, Direction, Hole, HoleRefusal, Lap, LapEnd, LapStart, MoveError, ParseHoleError,
    PoolKey, Setup, SowingPosition, SowingRules, TurnContext, check_own_hole,
};
use smallvec::SmallVec;

/// Kalah's options: the board's size and the seeds of the start. OpenSpiel's
/// `mancala` has no parameter and plays the default, 6 pits a row and 4
/// seeds a pit; the rules are the same on every size (Kalah(h, s), the
/// family Irving, Donkers and Uiterwijk solved, here under OpenSpiel's
/// capture rule: no capture when the facing pit is empty).
///
/// ```
/// use fanga_core::{GameOptions, Position};
/// use fanga_kalah::{Kalah, KalahOptions};
///
/// let mut o = KalahOptions::default();
/// o.apply(&["houses=3", "seeds=2"])?;
/// assert_eq!(Kalah::start(&o).to_string(), "2,2,2/2,2,2 S store=0,0");
/// assert_eq!(o, KalahOptions::new(3, 2)?);
/// # Ok::<(), fanga_core::OptionError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct KalahOptions {
    /// `houses`: pits in each row, 1 to 6 (default 6).
    houses: u8,
    /// `seeds`: seeds in each pit at the start, 1 to 6 (default 4); only
    /// the start depends on it.
    seeds: u8,
}

impl Default for KalahOptions {
    fn default() -> Self {
        KalahOptions {
            houses: COLS,
            seeds: 4,
        }
    }
}

impl KalahOptions {
    /// Kalah(`houses`, `seeds`).
    ///
    /// # Errors
    ///
    /// Houses or seeds not 1 to 6.
    pub fn new(houses: u8, seeds: u8) -> Result<Self, fanga_core::OptionError> {
        use fanga_core::GameOptions as _;
        let mut o = KalahOptions::default();
        o.set("houses", &houses.to_string())?;
        o.set("seeds", &seeds.to_string())?;
        Ok(o)
    }

    /// Pits in each row.
    #[must_use]
    pub const fn houses(&self) -> u8 {
        self.houses
    }

    /// Seeds in each pit at the start.
    #[must_use]
    pub const fn seeds(&self) -> u8 {
        self.seeds
    }
}

fanga_core::impl_game_options!(KalahOptions {
    houses: "houses", "pits in each row (OpenSpiel: 6)", default "6" {
        "1" => 1, "2" => 2, "3" => 3, "4" => 4, "5" => 5, "6" => 6,
    },
    seeds: "seeds", "seeds in each pit at the start (OpenSpiel: 4)", default "4" {
        "1" => 1, "2" => 2, "3" => 3, "4" => 4, "5" => 5, "6" => 6,
    },
});

/// The most pits a row holds.
const COLS: u8 = 6;
/// Most sowings a turn can hold: each extra sowing adds a seed to the store,
/// and a board holds at most 2 x 6 x 6 = 72 seeds.
pub const MAX_SOWINGS: usize = 72;

const fn pit(col: u8, row: u8) -> Hole {
    Hole::at(col, row)
}

/// The circuits of each board size (`CIRCUITS[houses - 1]`), clockwise
/// (sown anticlockwise): the two rows round, with the mover's store between
/// the last pits of the rows (South's, after row 1's last pit in his sowing
/// order) or between `a1` and `a2` (North's), and never the opponent's.
static CIRCUITS: [[Circuit; 2]; 6] = {
    let mut t = [[circuit(Player::South, 1), circuit(Player::North, 1)]; 6];
    let mut h = 2;
    while h <= COLS {
        t[h as usize - 1] = [circuit(Player::South, h), circuit(Player::North, h)];
        h += 1;
    }
    t
};

const fn circuit(p: Player, houses: u8) -> Circuit {
    let mut holes = [Hole::store(p); 2 * COLS as usize + 1];
    let h = houses as usize;
    let mut i = 0;
    while i < h {
        let (top, bottom) = (pit(i as u8, 1), pit((h - 1 - i) as u8, 0));
        match p {
            // Row 2 from a2, South's store, row 1 back to a1.
            Player::South => {
                holes[i] = top;
                holes[h + 1 + i] = bottom;
            }
            // Row 1 back to a1, North's store, row 2 from a2.
            Player::North => {
                holes[i] = bottom;
                holes[h + 1 + i] = top;
            }
        }
        i += 1;
    }
    Circuit::from_holes(holes.split_at(2 * h + 1).0)
}

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
        m.len = pits.len() as u8;
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

/// Why a Kalah opening is refused (the game's part of [`KalahMoveError`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum KalahRefusal {
    /// Not a non-empty pit of the mover's row.
    #[error(transparent)]
    Pit(#[from] HoleRefusal),
}

/// Why a Kalah move cannot be played: the game is over, the first pit is
/// refused ([`KalahRefusal`]), or an extra sowing is missing, not possible,
/// or extra (a forced sowing is not written).
pub type KalahMoveError = MoveError<KalahRules>;

/// The rules of Kalah as OpenSpiel plays them, for the sowing engine's
/// shell: see the [crate documentation](crate).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct KalahRules;

fanga_sowing::position_type! {
    /// A Kalah position: the pits, the two stores (the board's
    /// [`fanga_sowing::Pool::Store`]), the player to move and the options;
    /// Kalah keeps no state of its own. Its rules are [`KalahRules`]; the
    /// engine's inherent methods (the board,
    /// [`seeds`](fanga_sowing::SowingPosition::seeds),
    /// [`pool`](fanga_sowing::SowingPosition::pool), ...) come through
    /// `Deref`.
    pub struct Kalah(KalahRules);
}

/// The engine's position under Kalah's rules: what the rules' hooks see.
type Engine = SowingPosition<KalahRules>;

fn rows_empty(b: &Board) -> bool {
    b.row_is_empty(0) || b.row_is_empty(1)
}

fn sow(turn: &mut Turn<()>, pit: Hole, trace: &mut impl Tracer) -> Landing<Hole> {
    let seeds = turn.take(pit, trace);
    Landing::Sow(Lap::new(pit, seeds, Direction::Ccw, LapStart::Next))
}

impl SowingRules for KalahRules {
    /// A turn's sowings after the first each follow a last seed dropped in
    /// the mover's store, which gives no seed back: a turn sows at most
    /// [`MAX_SOWINGS`] laps (the most a [`KalahMove`] holds), one lap a
    /// sowing. The conformance kit checks it.
    const MAX_TURN_LAPS: Option<u64> = Some(MAX_SOWINGS as u64);

    const GAME: &'static str = "kalah";
    const ROWS: u8 = 2;
    const COLUMNS: &'static [u8] = &[1, 2, 3, 4, 5, 6];
    const COLUMNS_EXPECTED: &'static str = "1 to 6";
    const COLUMNS_OPTION: &'static str = "houses";
    const COLUMNS_NOUN: &'static str = "pits a row";
    const POOLS: &'static [PoolKey] = &[PoolKey::STORE];

    type Options = KalahOptions;
    type Move = KalahMove;
    type Opening = Hole;
    /// The pit of an extra sowing.
    type Choice = Hole;
    type GameState = ();
    type TurnState = ();
    type Refusal = KalahRefusal;
    /// 2 rows of 6 pits and the stores.
    type Cells = [u8; 14];

    fn columns(options: &KalahOptions) -> u8 {
        options.houses
    }

    /// The pits a row come from the text, the seeds are the default (only
    /// the start depends on them).
    fn text_options(columns: u8, _: &[(&str, &str)]) -> KalahOptions {
        let mut options = KalahOptions::default();
        if (1..=COLS).contains(&columns) {
            options.houses = columns;
        }
        options
    }

    fn circuit(options: &KalahOptions, mover: Player) -> &'static Circuit {
        &CIRCUITS[usize::from(options.houses.clamp(1, COLS)) - 1][mover.index()]
    }

    fn start(options: &KalahOptions) -> Setup<Self> {
        let mut board =
            Board::new(2, options.houses).unwrap_or_else(|_| unreachable!("2 x 6 at most fits"));
        for h in board.holes() {
            let _ = board.set(h, options.seeds);
        }
        Setup {
            board,
            turn: Player::South,
            game_state: (),
        }
    }

    fn split(m: &KalahMove) -> (Hole, &[Hole]) {
        let pits = m.pits();
        (pits[0], &pits[1..])
    }

    fn join(first: Hole, choices: &[Hole]) -> Option<KalahMove> {
        let mut pits = [first; MAX_SOWINGS];
        let n = 1 + choices.len();
        pits.get_mut(1..n)?.copy_from_slice(choices);
        KalahMove::new(&pits[..n]).ok()
    }

    fn openings(pos: &Engine, visit: &mut impl FnMut(Hole) -> ControlFlow<()>) -> ControlFlow<()> {
        for first in pos.board().row_holes(row(pos.turn())) {
            if pos.board().get(first) > 0 {
                visit(first)?;
            }
        }
        ControlFlow::Continue(())
    }

    fn check_opening(pos: &Engine, first: Hole) -> Result<(), KalahRefusal> {
        check_own_hole(&pos.board(), first, pos.turn())?;
        Ok(())
    }

    fn open(
        _: &TurnContext<Self>,
        pos: &Engine,
        first: Hole,
        trace: &mut impl Tracer,
    ) -> (Turn<()>, Landing<Hole>) {
        let mut turn = Turn {
            board: pos.board(),
            state: (),
        };
        let landing = sow(&mut turn, first, trace);
        (turn, landing)
    }

    fn land(
        cx: &TurnContext<Self>,
        turn: &mut Turn<()>,
        end: LapEnd,
        trace: &mut impl Tracer,
    ) -> Landing<Hole> {
        let h = end.hole;
        let store = Hole::store(cx.mover);
        if h == store {
            if rows_empty(&turn.board) {
                return Landing::End(Stop::Rule("a row is empty"));
            }
            let pits: SmallVec<[Hole; 8]> = turn
                .board
                .row_holes(row(cx.mover))
                .filter(|&p| turn.board.get(p) > 0)
                .collect();
            return match pits.as_slice() {
                // A single option is forced, and not part of the move.
                [only] => sow(turn, *only, trace),
                _ => Landing::Choose(pits),
            };
        }
        if !h.is_store() && h.row() == row(cx.mover) && end.count == 1 {
            let facing = h.with_row(1 - h.row());
            if turn.board.get(facing) > 0 {
                let seeds = turn.take(h, trace) + turn.capture(facing, trace);
                turn.drop_into(store, seeds, trace);
                return Landing::End(Stop::Rule("capture into the store"));
            }
        }
        Landing::End(Stop::Rule("the last seed did not reach the store"))
    }

    fn choose(
        _: &TurnContext<Self>,
        turn: &mut Turn<()>,
        pit: Hole,
        trace: &mut impl Tracer,
    ) -> Landing<Hole> {
        sow(turn, pit, trace)
    }

    /// As soon as either row is empty, each player scores his store and the
    /// seeds left in his row.
    fn outcome(pos: &Engine) -> Option<Outcome> {
        if !rows_empty(&pos.board()) {
            return None;
        }
        Some(Outcome::by_score(
            Self::score(pos),
            fanga_sowing::reason::ROW_EMPTY,
        ))
    }

    /// Seeds in one's store and row: OpenSpiel's final count.
    fn score(pos: &Engine) -> ByPlayer<u32> {
        let b = &pos.board();
        ByPlayer::from_fn(|p| u32::from(b.store(p)) + b.row_sum(row(p)))
    }

    fn diagram_board(pos: &Engine) -> String {
        let b = &pos.board();
        let mut s = String::from("       ");
        for c in 0..b.cols() {
            let _ = write!(s, "  {}", char::from(b'a' + c));
        }
        s.push('\n');
        let _ = write!(s, "  {:>3}  ", b.store(Player::North));
        for &v in b.row(1) {
            let _ = write!(s, "{v:>3}");
        }
        s.push_str("        North\n       ");
        for &v in b.row(0) {
            let _ = write!(s, "{v:>3}");
        }
        let _ = writeln!(s, "  {:>3}   South", b.store(Player::South));
        s
    }

    /// Enumerates the turns on a board packed in a `u128`, in the
    /// shell's order (on 6 pits a row; the shell's own enumeration on the
    /// smaller boards).
    fn for_each_move(
        pos: &Engine,
        visit: &mut impl FnMut(KalahMove) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        if pos.options().houses == COLS {
            packed::Packed::load(pos).for_each_turn(visit)
        } else {
            pos.visit_moves(visit)
        }
    }

    /// Draws **each sowing** uniformly among the non-empty pits, as
    /// OpenSpiel's uniform random bot does, rather than a whole turn uniformly
    /// among [`fanga_core::Position::legal_moves`] (which would enumerate every turn
    /// first): the random games are OpenSpiel's, which the speed comparison
    /// with OpenSpiel needs.
    ///
    /// On boards of fewer than 6 pits a row, the draw is uniform among the
    /// whole turns ([`SowingPosition::play_random_uniform`]).
    fn play_random(pos: &mut Engine, rng: &mut SplitMix64, budget: LapBudget) -> bool {
        if pos.options().houses != COLS || !budget.is_unlimited() {
            return pos.play_random_uniform(rng, budget);
        }
        let mut p = packed::Packed::load(pos);
        let played = p.play_random(rng);
        if played {
            p.store(pos);
        }
        played
    }

    /// The whole game on a board packed in a `u128`, each sowing drawn
    /// as [`KalahRules::play_random`] draws it.
    fn random_playout(pos: &Engine, rng: &mut SplitMix64, max_plies: usize) -> Playout<Engine> {
        if pos.options().houses != COLS {
            return fanga_core::playout::ply_by_ply(pos, rng, max_plies);
        }
        packed::Packed::load(pos).playout(pos, rng, max_plies)
    }
}

#[cfg(feature = "serde")]
fanga_core::impl_serde_notation!(KalahMove);

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
