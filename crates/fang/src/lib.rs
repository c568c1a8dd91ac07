//! **Fang: a reconstruction.** This crate implements a reconstruction of
//! Fang, not rules read from a primary text.
//!
//! Fang is Alain Busser's simplification of fifangha for five-year-olds ("le
//! jeu de Fang, un jeu de semailles pour construire le nombre", IREM de La
//! Réunion, 18 October 2023). Only the equipment section of that article could
//! be read; its rules section could not be obtained. fanga therefore
//! reconstructs the simplest fifangha on one row that fits what is
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
//!
//! # Decisions
//!
//! Choices fanga made where the sources leave one, each with the test that
//! holds it; those every game shares are in [`fanga_core::guide::decisions`].
//!
//! 1. **Cups are holes of a one-row board** (`a1` = cup 1); every text, move,
//!    error and trace of the crate speaks of cups by number.
//! 2. **The end checks** are one function of the `assumptions` module, in the
//!    order the assumptions give; a position where both lines are empty reads as a loss for
//!    the player to move.
#![cfg_attr(
    feature = "document-features",
    doc = concat!("\n# Cargo features\n\n", document_features::document_features!())
)]
#![cfg_attr(docsrs, feature(doc_cfg))]

mod actions;
pub mod assumptions;
mod catalogued;

use std::convert::Infallible;
use std::fmt::{self, Write as _};
use std::ops::ControlFlow;
use std::str::FromStr;

use fanga_core::text;
use fanga_core::{ByPlayer, GameOptions, OptionError, Outcome, Player};
use fanga_sowing::relay::{Landing, Turn};
use fanga_sowing::trace::{Naming, Stop, Tracer};
use fanga_sowing::{
    Board, Circuit, Direction, Lap, LapEnd, LapStart, MoveError, Pool, PoolKey, Setup,
    SowingPosition, SowingRules, TurnContext,
};

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

fanga_core::impl_game_options!(FangOptions {
    cups: "cups", "the number of cups in the line", default "8" {
        "8" => 8, "6" => 6, "4" => 4,
    },
});

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
#[error("`{0}` is not a cup number: expected the number of a cup, like `2`")]
#[non_exhaustive]
pub struct ParseFangMoveError(pub String);

impl FromStr for FangMove {
    type Err = ParseFangMoveError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match text::parse_count(s, 16, String::new) {
            Ok(c) if c >= 1 => Ok(FangMove(
                u8::try_from(c).map_err(|_| ParseFangMoveError(text::excerpt(s)))?,
            )),
            _ => Err(ParseFangMoveError(text::excerpt(s))),
        }
    }
}

/// Why a Fang opening is refused (the game's part of [`FangMoveError`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum FangRefusal {
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

/// Why a Fang move cannot be played: the game is over, or [`FangRefusal`].
pub type FangMoveError = MoveError<FangRules>;

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

/// The rules of Fang, for the sowing engine's shell: see the
/// [crate documentation](crate).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct FangRules;

fanga_sowing::position_type! {
    /// A Fang position: the line, the reserves (the board's
    /// [`Pool::Reserve`]), the player to move and the options; the game has
    /// no state of its own. Its traces name cups by number (`capture 2 from
    /// cup 5`). Its rules are [`FangRules`]; the engine's inherent methods
    /// (the board, [`seeds`](fanga_sowing::SowingPosition::seeds),
    /// [`pool`](fanga_sowing::SowingPosition::pool), ...) come through
    /// `Deref`.
    pub struct Fang(FangRules);
}

/// The engine's position under Fang's rules: what the rules' hooks see.
type Engine = SowingPosition<FangRules>;

/// The state of a Fang turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FangTurn {
    /// A capture has taken the opponent's last seeds: the game ends when the
    /// lap being sown ends.
    pub won: bool,
    /// Whether the turn captures.
    pub capturing: bool,
}

fn side_total(board: &Board, cups: u8, p: Player) -> u32 {
    let (south, north) = halves(board.row(0), cups);
    let side = match p {
        Player::South => south,
        Player::North => north,
    };
    side.iter().map(|&s| u32::from(s)).sum()
}

/// South's cups and North's of a line of `cups` cups ([`owner`]).
fn halves(line: &[u8], cups: u8) -> (&[u8], &[u8]) {
    line.split_at(usize::from(cups / 2).min(line.len()))
}

/// The seeds in cup `cup` (1-based; 0 for a cup not on the line).
#[must_use]
pub fn seeds_in_cup(pos: &Fang, cup: u8) -> u8 {
    cup_seeds(pos, cup)
}

/// [`seeds_in_cup`] on the engine's position (the rules' hooks).
fn cup_seeds(pos: &Engine, cup: u8) -> u8 {
    if cup == 0 || cup > pos.options().cups {
        return 0;
    }
    pos.seeds(hole(cup))
}

/// The seeds of cup `c` on `line` (0 off the line).
fn on_line(line: &[u8], c: u8) -> u8 {
    line.get(usize::from(c).wrapping_sub(1))
        .copied()
        .unwrap_or(0)
}

fn own_cups(pos: &Engine) -> impl Iterator<Item = u8> + '_ {
    let (cups, turn, line) = (pos.options().cups, pos.turn(), pos.row(0));
    (1..=cups).filter(move |&c| owner(cups, c) == turn && on_line(line, c) > 0)
}

fn capturing_cups(pos: &Engine) -> impl Iterator<Item = u8> + '_ {
    let (cups, line) = (pos.options().cups, pos.row(0));
    own_cups(pos).filter(move |&c| on_line(line, facing(cups, c)) > 0)
}

const RESERVE: &[PoolKey] = &[PoolKey {
    key: "reserve",
    pool: Pool::Reserve,
    example: "two counts, like `5,5`",
    label: "reserve",
}];

impl SowingRules for FangRules {
    const GAME: &'static str = "fang";
    const ROWS: u8 = 1;
    const COLUMNS: &'static [u8] = assumptions::CUPS;
    const COLUMNS_EXPECTED: &'static str = "8, 6 or 4 cups";
    const COLUMNS_OPTION: &'static str = "cups";
    const COLUMNS_NOUN: &'static str = "cups";
    const POOLS: &'static [PoolKey] = RESERVE;
    const NAMING: Naming = Naming::Cups;

    type Options = FangOptions;
    type Move = FangMove;
    type GameState = ();
    type TurnState = FangTurn;
    type Refusal = FangRefusal;
    /// A row of up to 8 cups and the reserves.
    type Cells = [u8; 10];

    fanga_sowing::no_choices!();

    fn columns(options: &FangOptions) -> u8 {
        options.cups
    }

    /// The number of cups comes from the text.
    fn text_options(columns: u8, _: &[(&str, &str)]) -> FangOptions {
        FangOptions::default()
            .with_cups(columns)
            .unwrap_or_default()
    }

    fn circuit(options: &FangOptions, mover: Player) -> &'static Circuit {
        &RINGS[usize::from(options.cups / 2 - 2)][mover.index()]
    }

    fn start(options: &FangOptions) -> Setup<Self> {
        let cups = options.cups;
        let mut board = Board::new(1, cups).unwrap_or_else(|_| unreachable!("a line of 4 to 8"));
        // At most 2 x 8 seeds.
        for c in 1..=cups {
            let _ = board.set(hole(c), assumptions::start_seeds(cups, c));
        }
        for p in Player::BOTH {
            let _ = board.set_pool(Pool::Reserve, p, assumptions::start_reserve(cups));
        }
        Setup {
            board,
            turn: Player::South,
            game_state: (),
        }
    }

    fn openings(
        pos: &Engine,
        visit: &mut impl FnMut(FangMove) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let capturing = capturing_cups(pos).next().is_some();
        let (cups, line) = (pos.options().cups, pos.row(0));
        for c in own_cups(pos) {
            if !capturing || on_line(line, facing(cups, c)) > 0 {
                visit(FangMove(c))?;
            }
        }
        ControlFlow::Continue(())
    }

    fn check_opening(pos: &Engine, m: FangMove) -> Result<(), FangRefusal> {
        let (c, cups) = (m.0, pos.options().cups);
        if c == 0 || c > cups {
            return Err(FangRefusal::NoSuchCup { cup: c, cups });
        }
        if owner(cups, c) != pos.turn() {
            return Err(FangRefusal::NotYours {
                cup: c,
                mover: pos.turn(),
            });
        }
        if cup_seeds(pos, c) == 0 {
            return Err(FangRefusal::EmptyCup(c));
        }
        if let Some(example) = capturing_cups(pos).next()
            && cup_seeds(pos, facing(cups, c)) == 0
        {
            return Err(FangRefusal::CaptureRequired { cup: c, example });
        }
        Ok(())
    }

    /// The reserve seed goes into the cup; a capturing turn treats it as the
    /// last seed of a lap, a non-capturing one sows the whole cup.
    fn open(
        cx: &TurnContext<Self>,
        pos: &Engine,
        m: FangMove,
        trace: &mut impl Tracer,
    ) -> (Turn<FangTurn>, Landing<Infallible>) {
        let h = hole(m.0);
        let capturing = capturing_cups(pos).next().is_some();
        let mut turn = Turn {
            board: pos.board(),
            state: FangTurn {
                won: false,
                capturing,
            },
        };
        let seed = turn.from_reserve(cx.mover, 1, trace);
        turn.drop_into(h, seed, trace);
        let first = if capturing {
            let end = LapEnd {
                hole: h,
                count: turn.board.get(h),
            };
            Self::land(cx, &mut turn, end, trace)
        } else {
            let seeds = turn.take(h, trace);
            Landing::Sow(Lap::new(h, seeds, Direction::Cw, LapStart::Next))
        };
        (turn, first)
    }

    fn land(
        cx: &TurnContext<Self>,
        turn: &mut Turn<FangTurn>,
        end: LapEnd,
        trace: &mut impl Tracer,
    ) -> Landing<Infallible> {
        if turn.state.won {
            return Landing::End(Stop::WonAtOnce);
        }
        if end.count == 1 {
            return Landing::End(Stop::EmptyHole);
        }
        let cups = cx.options.cups;
        if turn.state.capturing {
            let f = hole(facing(cups, cup(end.hole)));
            if turn.board.get(f) > 0 {
                let seeds = turn.capture(f, trace);
                if side_total(&turn.board, cups, cx.mover.other()) == 0 {
                    turn.state.won = true;
                }
                return Landing::Sow(capture_lap(cups, cx.mover, seeds));
            }
        }
        let seeds = turn.take(end.hole, trace);
        Landing::Sow(Lap::new(end.hole, seeds, Direction::Cw, LapStart::Next))
    }

    fn outcome(pos: &Engine) -> Option<Outcome> {
        let seeds = Self::score(pos);
        assumptions::end_check(pos.turn(), seeds, pos.pool(Pool::Reserve, pos.turn()))
    }

    /// Seeds in each player's cups (the count when a reserve runs out).
    fn score(pos: &Engine) -> ByPlayer<u32> {
        // Read from the cells.
        let (south, north) = halves(pos.row(0), pos.options().cups);
        ByPlayer::new(south, north).map(|side| side.iter().map(|&s| u32::from(s)).sum())
    }

    fn diagram_board(pos: &Engine) -> String {
        let cups = pos.options().cups;
        let mut s = String::from("  cup  ");
        for c in 1..=cups {
            let _ = write!(s, "{c:>3}");
        }
        s.push_str("\n  seeds");
        for c in 1..=cups {
            let _ = write!(s, "{:>3}", cup_seeds(pos, c));
        }
        let _ = writeln!(
            s,
            "\n  South (cups 1-{}) reserve {}, North (cups {}-{cups}) reserve {}",
            cups / 2,
            pos.pool(Pool::Reserve, Player::South),
            cups / 2 + 1,
            pos.pool(Pool::Reserve, Player::North),
        );
        s
    }
}

#[cfg(feature = "serde")]
fanga_core::impl_serde_notation!(FangMove);

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
