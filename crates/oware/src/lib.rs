//! Rules of **Oware** (abapa) exactly as OpenSpiel 2.0.2 plays them (game
//! `oware`), on the fanga sowing engine.
//!
//! # Source
//!
//! OpenSpiel 2.0.2, `open_spiel/games/oware/` (the PyPI wheel `open-spiel==2.0.2`
//! ships it), in fanga's words. OpenSpiel's header: "if
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
//!   default 6: the position type [`Oware`], 20 bytes, holds up to 7 houses a
//!   row, [`OwareLarge`], 30 bytes, up to 12; the rules are the same), row 1 South's and row 2 North's, S seeds in each (option
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
//!   [`fanga_core::playout::random_playout`] and the `selfplay` example use; `play` and
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
//! // A capture chain (worked example 2 of the tests).
//! let p: Oware = "7,7,1,8,9,1/5,0,6,1,2,1 N captured=0,0".parse()?;
//! assert_eq!(p.play(&"b2".parse()?)?.to_string(), "8,0,1,8,9,1/6,1,7,0,0,0 S captured=0,7");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Decisions
//!
//! Choices fanga made where the sources leave one, each with the test that
//! holds it; those every game shares are in [`fanga_core::guide::decisions`].
//!
//! 1. **Oware's repetition rule** is a rule of the game, not an adjudication, but
//!    positions have no history: Oware declares `Position::REPETITION =
//!    RepetitionRule::EndsScored` (the rows collected, `Position::score`, reason
//!    `repetition`), and `History` applies it when a position comes back, for
//!    `Game`, `random_playout` and the `selfplay` example. `play`, `moves`,
//!    perft and the `oracle` example ignore it: it is a rule on a game's
//!    history, not on a position.
//! 2. **OpenSpiel's 1000-action limits** (Oware refuses the 1001st action; Kalah
//!    ends after 1000) are not rules here; `Adjudication::move_limit` provides a
//!    limit when one is wanted.
#![cfg_attr(
    feature = "document-features",
    doc = concat!("\n# Cargo features\n\n", document_features::document_features!())
)]
#![cfg_attr(docsrs, feature(doc_cfg))]

use std::convert::Infallible;
use std::fmt;
use std::marker::PhantomData;
use std::ops::ControlFlow;
use std::str::FromStr;

use fanga_core::{
    ByPlayer, EndReason, GameOptions, LapBudget, OptionError, Outcome, Player, Position,
    RepetitionRule, SplitMix64, playout::Playout,
};

mod actions;
mod catalogued;
mod eval;

pub use eval::OwareCaptures;
mod packed;

/// A player has captured more than half of the seeds, or both exactly half.
pub const MAJORITY: EndReason = EndReason::new("majority");
use fanga_sowing::relay::{Landing, Turn};
use fanga_sowing::trace::{Stop, Tracer};
use fanga_sowing::{
    Board, Circuit, Direction, Hole, HoleRefusal, Lap, LapEnd, LapStart, MoveError, ParseHoleError,
    Pool, PoolKey, Setup, SowingPosition, SowingRules, TurnContext, check_own_hole,
};

/// How many houses a row an Oware position type holds, which sets its size:
/// [`Standard`] (up to 7, the type [`Oware`]) or [`Large`] (up to 12,
/// [`OwareLarge`]). Sealed.
pub trait OwareSize:
    Copy + Eq + std::hash::Hash + fmt::Debug + Default + Send + Sync + 'static + sealed::Sealed
{
    /// The most houses a row.
    const MAX_HOUSES: u8;
    /// The houses a row accepted: 1 to [`OwareSize::MAX_HOUSES`].
    const COLUMNS: &'static [u8];
    /// How they are described in errors.
    const COLUMNS_EXPECTED: &'static str;
    /// The position's cells: 2 rows of `MAX_HOUSES` and the captured seeds.
    type Cells: fanga_sowing::storage::Cells;
}

mod sealed {
    pub trait Sealed {}
    impl Sealed for super::Standard {}
    impl Sealed for super::Large {}
}

/// Boards of 1 to 7 houses a row, OpenSpiel's default of 6 among them: a
/// position is 20 bytes ([`Oware`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Standard;

/// Boards of 1 to 12 houses a row: a position is 30 bytes ([`OwareLarge`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Large;

impl OwareSize for Standard {
    const MAX_HOUSES: u8 = 7;
    const COLUMNS: &'static [u8] = &[1, 2, 3, 4, 5, 6, 7];
    const COLUMNS_EXPECTED: &'static str = "1 to 7 (12 with OwareLarge)";
    type Cells = [u8; 16];
}

impl OwareSize for Large {
    const MAX_HOUSES: u8 = 12;
    const COLUMNS: &'static [u8] = &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    const COLUMNS_EXPECTED: &'static str = "1 to 12";
    type Cells = [u8; 26];
}

/// The options of Oware, named as OpenSpiel's parameters, for the position
/// type of size `S`: `OwareOptions` (of [`Oware`]) accepts 1 to 7 houses a
/// row, `OwareOptions<Large>` (of [`OwareLarge`]) 1 to 12.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct OwareOptions<S = Standard> {
    /// `num_houses_per_player`: 1 to `S::MAX_HOUSES` (default 6).
    houses: u8,
    /// `num_seeds_per_house`: 1 to 10 (default 4); only the start depends on it.
    seeds: u8,
    size: PhantomData<S>,
}

impl<S> Default for OwareOptions<S> {
    fn default() -> Self {
        OwareOptions {
            houses: 6,
            seeds: 4,
            size: PhantomData,
        }
    }
}

impl OwareOptions<Standard> {
    /// OpenSpiel's `num_houses_per_player` and `num_seeds_per_house`, for
    /// an [`Oware`].
    ///
    /// # Errors
    ///
    /// Houses not 1 to 7 (use [`OwareOptions::new_large`] for more), or
    /// seeds not 1 to 10.
    pub fn new(houses: u8, seeds: u8) -> Result<Self, OptionError> {
        assign(houses, seeds).map_err(|e| match e {
            OptionError::BadValue {
                key,
                value,
                allowed,
            } if houses > 7 && houses <= 12 => OptionError::BadValue {
                key,
                value,
                allowed: format!("{allowed} (OwareLarge takes up to 12)"),
            },
            e => e,
        })
    }
}

impl OwareOptions<Large> {
    /// OpenSpiel's `num_houses_per_player` and `num_seeds_per_house`, for
    /// an [`OwareLarge`].
    ///
    /// # Errors
    ///
    /// Houses not 1 to 12, or seeds not 1 to 10.
    pub fn new_large(houses: u8, seeds: u8) -> Result<Self, OptionError> {
        assign(houses, seeds)
    }
}

fn assign<S>(houses: u8, seeds: u8) -> Result<OwareOptions<S>, OptionError>
where
    OwareOptions<S>: GameOptions,
{
    let mut o = OwareOptions::default();
    o.set("num_houses_per_player", &houses.to_string())?;
    o.set("num_seeds_per_house", &seeds.to_string())?;
    Ok(o)
}

/// The same options for the larger type (every board of an [`Oware`] fits
/// an [`OwareLarge`]).
impl From<OwareOptions<Standard>> for OwareOptions<Large> {
    fn from(o: OwareOptions<Standard>) -> Self {
        OwareOptions {
            houses: o.houses,
            seeds: o.seeds,
            size: PhantomData,
        }
    }
}

impl<S> OwareOptions<S> {
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

fanga_core::impl_game_options!(OwareOptions<Standard> {
    houses: "num_houses_per_player", "houses in each row (OwareLarge: up to 12)", default "6" {
        "1" => 1, "2" => 2, "3" => 3, "4" => 4, "5" => 5, "6" => 6, "7" => 7,
    },
    seeds: "num_seeds_per_house", "seeds in each house at the start", default "4" {
        "1" => 1, "2" => 2, "3" => 3, "4" => 4, "5" => 5,
        "6" => 6, "7" => 7, "8" => 8, "9" => 9, "10" => 10,
    },
});

fanga_core::impl_game_options!(OwareOptions<Large> {
    houses: "num_houses_per_player", "houses in each row", default "6" {
        "1" => 1, "2" => 2, "3" => 3, "4" => 4, "5" => 5, "6" => 6,
        "7" => 7, "8" => 8, "9" => 9, "10" => 10, "11" => 11, "12" => 12,
    },
    seeds: "num_seeds_per_house", "seeds in each house at the start", default "4" {
        "1" => 1, "2" => 2, "3" => 3, "4" => 4, "5" => 5,
        "6" => 6, "7" => 7, "8" => 8, "9" => 9, "10" => 10,
    },
});

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

/// Why an Oware opening is refused (the game's part of [`OwareMoveError`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum OwareRefusal {
    /// Not a non-empty house of the mover's row.
    #[error(transparent)]
    Hole(#[from] HoleRefusal),
    /// The opponent's row is empty and this house does not reach it.
    #[error("the opponent has no seed: {hole} must hold more than {needs} seeds to reach him")]
    MustFeed {
        /// The house.
        hole: Hole,
        /// The seeds it would need to exceed.
        needs: u8,
    },
}

/// Why an Oware move cannot be played: the game is over, or [`OwareRefusal`].
pub type OwareMoveError<S = Standard> = MoveError<OwareRules<S>>;

const fn row(p: Player) -> u8 {
    match p {
        Player::South => 0,
        Player::North => 1,
    }
}

/// The rules of Oware as OpenSpiel plays them, for the sowing engine's
/// shell, on boards of up to `S::MAX_HOUSES` houses a row: see the [crate
/// documentation](crate).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct OwareRules<S = Standard>(PhantomData<S>);

fanga_sowing::position_type! {
    /// An Oware position on 1 to 7 houses a row (OpenSpiel's default is 6):
    /// the houses, the seeds each player has captured (the board's
    /// [`Pool::Captured`]), the player to move and the options; Oware keeps
    /// no state of its own (the repetition rule reads a game's history, not
    /// a position). 20 bytes. Its rules are [`OwareRules`]; the engine's
    /// inherent methods (the board,
    /// [`seeds`](fanga_sowing::SowingPosition::seeds),
    /// [`pool`](fanga_sowing::SowingPosition::pool), ...) come through
    /// `Deref`.
    pub struct Oware(OwareRules);
}

fanga_sowing::position_type! {
    /// An Oware position on 1 to 12 houses a row: the same rules as
    /// [`Oware`] and the same contents (the houses, the captured seeds, the
    /// player to move, the options) in a larger value (30 bytes). The
    /// registry's `oware` builds an [`Oware`] when the board fits one, and
    /// an `OwareLarge` otherwise. Its rules are `OwareRules<Large>`; the
    /// engine's inherent methods come through `Deref`.
    pub struct OwareLarge(OwareRules<Large>);
}

/// Houses after `h` in its owner's row, in sowing order.
fn houses_after(houses: u8, h: Hole) -> u8 {
    match h.row() {
        0 => houses - 1 - h.col(),
        _ => h.col(),
    }
}

/// A player has captured more than half of the seeds, or both half.
fn majority<S: OwareSize>(pos: &SowingPosition<OwareRules<S>>) -> bool
where
    OwareOptions<S>: GameOptions,
{
    let half = pos.total() / 2;
    let ByPlayer { south: s, north: n } =
        ByPlayer::from_fn(|p| u32::from(pos.pool(Pool::Captured, p)));
    s > half || n > half || (s == half && n == half)
}

fn feeds<S: OwareSize>(pos: &SowingPosition<OwareRules<S>>, h: Hole) -> bool
where
    OwareOptions<S>: GameOptions,
{
    pos.row(row(pos.turn().other())).iter().any(|&s| s > 0)
        || pos.seeds(h) > houses_after(pos.options().houses, h)
}

fn collected<S: OwareSize>(pos: &SowingPosition<OwareRules<S>>, reason: EndReason) -> Outcome
where
    OwareOptions<S>: GameOptions,
{
    Outcome::by_score(pos.score(), reason)
}

impl<S: OwareSize> SowingRules for OwareRules<S>
where
    OwareOptions<S>: GameOptions,
{
    const GAME: &'static str = "oware";
    const REPETITION: RepetitionRule = RepetitionRule::EndsScored;
    const ROWS: u8 = 2;
    const COLUMNS: &'static [u8] = S::COLUMNS;
    const COLUMNS_EXPECTED: &'static str = S::COLUMNS_EXPECTED;
    const COLUMNS_OPTION: &'static str = "num_houses_per_player";
    const COLUMNS_NOUN: &'static str = "houses a row";
    const POOLS: &'static [PoolKey] = &[PoolKey::CAPTURED];
    /// A turn is one lap: there is no relay.
    const MAX_TURN_LAPS: Option<u64> = Some(1);

    type Options = OwareOptions<S>;
    type Move = OwareMove;
    type GameState = ();
    type TurnState = ();
    type Refusal = OwareRefusal;
    type Cells = S::Cells;

    fanga_sowing::no_choices!();

    fn columns(options: &OwareOptions<S>) -> u8 {
        options.houses
    }

    /// The number of houses comes from the text, the other option is the
    /// default.
    fn text_options(columns: u8, _: &[(&str, &str)]) -> OwareOptions<S> {
        let mut options = OwareOptions::default();
        if (1..=S::MAX_HOUSES).contains(&columns) {
            options.houses = columns;
        }
        options
    }

    fn circuit(options: &OwareOptions<S>, _: Player) -> &'static Circuit {
        Circuit::board_ring_ref(options.houses)
    }

    fn start(options: &OwareOptions<S>) -> Setup<Self> {
        let mut board =
            Board::new(2, options.houses).unwrap_or_else(|_| unreachable!("2 x 1..12 fits"));
        for h in board.holes() {
            // At most 2 x 12 x 10 = 240 seeds.
            let _ = board.set(h, options.seeds);
        }
        Setup {
            board,
            turn: Player::South,
            game_state: (),
        }
    }

    fn openings(
        pos: &SowingPosition<Self>,
        visit: &mut impl FnMut(OwareMove) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let r = row(pos.turn());
        let fed = pos.row(1 - r).iter().any(|&s| s > 0);
        for (col, &seeds) in (0u8..).zip(pos.row(r)) {
            let h = Hole::at(col, r);
            if seeds > 0 && (fed || seeds > houses_after(pos.options().houses, h)) {
                visit(OwareMove(h))?;
            }
        }
        ControlFlow::Continue(())
    }

    fn check_opening(
        pos: &SowingPosition<Self>,
        OwareMove(h): OwareMove,
    ) -> Result<(), OwareRefusal> {
        check_own_hole(&pos.board(), h, pos.turn())?;
        if !feeds(pos, h) {
            return Err(OwareRefusal::MustFeed {
                hole: h,
                needs: houses_after(pos.options().houses, h),
            });
        }
        Ok(())
    }

    fn open(
        _: &TurnContext<Self>,
        pos: &SowingPosition<Self>,
        OwareMove(h): OwareMove,
        trace: &mut impl Tracer,
    ) -> (Turn<()>, Landing<Infallible>) {
        let mut turn = Turn {
            board: pos.board(),
            state: (),
        };
        let seeds = turn.take(h, trace);
        let lap = Lap::new(h, seeds, Direction::Ccw, LapStart::NextSkippingOrigin);
        (turn, Landing::Sow(lap))
    }

    /// The capture chain, backwards (towards the opponent's first house) from
    /// the last house, unless it would take every seed of his row.
    fn land(
        cx: &TurnContext<Self>,
        turn: &mut Turn<()>,
        end: LapEnd,
        trace: &mut impl Tracer,
    ) -> Landing<Infallible> {
        let them = row(cx.mover.other());
        let h = end.hole;
        let (mut chain, mut taken) = ([h; 12], 0u32);
        let mut len = 0;
        if h.row() == them {
            let cols = turn.board.cols();
            // Walking back: South's row towards a1, North's towards the last column.
            let mut col = h.col();
            loop {
                let at = Hole::at(col, them);
                let s = turn.board.get(at);
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
        Landing::End(if len == 0 {
            Stop::Rule("no capture")
        } else if taken == turn.board.row_sum(them) {
            Stop::Rule("a grand slam captures nothing")
        } else {
            for &c in &chain[..len] {
                turn.eat(cx.mover, c, trace);
            }
            Stop::Rule("capture")
        })
    }

    fn outcome(pos: &SowingPosition<Self>) -> Option<Outcome> {
        if majority(pos) {
            return Some(collected(pos, MAJORITY));
        }
        let r = row(pos.turn());
        let fed = pos.row(1 - r).iter().any(|&s| s > 0);
        let can_move = (0u8..).zip(pos.row(r)).any(|(col, &s)| {
            s > 0 && (fed || s > houses_after(pos.options().houses, Hole::at(col, r)))
        });
        (!can_move).then(|| collected(pos, EndReason::NO_LEGAL_MOVE))
    }

    /// Captured seeds plus the seeds left in one's row: OpenSpiel's
    /// collected score, used when the game ends, by a repetition too.
    fn score(pos: &SowingPosition<Self>) -> ByPlayer<u32> {
        ByPlayer::from_fn(|p| {
            u32::from(pos.pool(Pool::Captured, p))
                + pos.row(row(p)).iter().map(|&s| u32::from(s)).sum::<u32>()
        })
    }

    /// The seeds captured so far: they never return, so a position with fewer
    /// captured seeds cannot recur (the repetition rule's history forgets
    /// it).
    fn epoch(pos: &SowingPosition<Self>) -> u64 {
        Player::BOTH
            .map(|p| u64::from(pos.pool(Pool::Captured, p)))
            .iter()
            .sum()
    }

    /// Uniform among the legal moves, in column order, without building the
    /// move list: on a board packed in a `u128` (`fanga_sowing::packed`) for
    /// boards of up to 8 houses a row.
    fn play_random(
        pos: &mut SowingPosition<Self>,
        rng: &mut SplitMix64,
        budget: LapBudget,
    ) -> bool {
        if !budget.is_unlimited() {
            return pos.play_random_uniform(rng, budget);
        }
        packed::with_packed!(
            pos,
            |p| {
                let mut p = p;
                let played = p.play_random(rng);
                if played {
                    p.store(pos);
                }
                return played;
            },
            ()
        );
        if majority(pos) {
            return false;
        }
        let b = &pos.board();
        let mut houses = [0u8; 12];
        let mut k = 0;
        let r = row(pos.turn());
        let opponent_empty = b.row_is_empty(1 - r);
        let last = b.cols() - 1;
        for (col, &seeds) in (0u8..).zip(b.row(r)) {
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
        let m = OwareMove(Hole::at(houses[rng.below(k)], r));
        pos.play_unchecked(&m);
        true
    }

    /// The whole game on the packed board for boards of up to 8 houses a
    /// row (the generic loop otherwise), the repetition rule kept with a
    /// list of packed positions since the last capture.
    fn random_playout(
        pos: &SowingPosition<Self>,
        rng: &mut SplitMix64,
        max_plies: usize,
    ) -> Playout<SowingPosition<Self>> {
        packed::with_packed!(
            pos,
            |p| p.playout(pos, rng, max_plies),
            fanga_core::playout::ply_by_ply(pos, rng, max_plies)
        )
    }
}

#[cfg(feature = "serde")]
fanga_core::impl_serde_notation!(OwareMove);

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
