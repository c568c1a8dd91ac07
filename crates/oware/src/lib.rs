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

use std::convert::Infallible;
use std::fmt;
use std::ops::ControlFlow;
use std::str::FromStr;

use fanga_core::{
    EndReason, GameOptions, OptionError, Outcome, Player, Playout, Position, RepetitionRule,
    SplitMix64,
};

mod packed;

/// A player has captured more than half of the seeds, or both exactly half.
pub const MAJORITY: EndReason = EndReason::new("majority");
use fanga_sowing::relay::{Landing, Turn};
use fanga_sowing::trace::{Stop, Tracer};
use fanga_sowing::{
    Board, Circuit, Cx, Direction, Hole, HoleRefusal, Lap, LapEnd, LapStart, MoveError,
    ParseHoleError, Pool, PoolKey, Setup, Sowing, SowingGame, check_own_hole,
};

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

fanga_core::impl_game_options!(OwareOptions {
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
pub type OwareMoveError = MoveError<OwareRules>;

const fn row(p: Player) -> u8 {
    match p {
        Player::South => 0,
        Player::North => 1,
    }
}

/// The rules of Oware as OpenSpiel plays them, for the sowing engine's
/// shell: see the [crate documentation](crate).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct OwareRules;

/// An Oware position: the houses, the seeds each player has captured (the
/// board's [`Pool::Captured`]), the player to move.
pub type Oware = Sowing<OwareRules>;

/// Houses after `h` in its owner's row, in sowing order.
fn houses_after(houses: u8, h: Hole) -> u8 {
    match h.row() {
        0 => houses - 1 - h.col(),
        _ => h.col(),
    }
}

/// A player has captured more than half of the seeds, or both half.
fn majority(pos: &Oware) -> bool {
    let half = pos.board().total() / 2;
    let [s, n] = pos.board().pools(Pool::Captured).map(u32::from);
    s > half || n > half || (s == half && n == half)
}

fn feeds(pos: &Oware, h: Hole) -> bool {
    let b = pos.board();
    !b.row_is_empty(row(pos.turn().other())) || b.get(h) > houses_after(b.cols(), h)
}

fn collected(pos: &Oware, reason: EndReason) -> Outcome {
    Outcome::by_score(pos.score(), reason)
}

impl SowingGame for OwareRules {
    const GAME: &'static str = "oware";
    const REPETITION: RepetitionRule = RepetitionRule::EndsScored;
    const ROWS: u8 = 2;
    const COLUMNS: &'static [u8] = &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    const COLUMNS_EXPECTED: &'static str = "1 to 12";
    const COLUMNS_OPTION: &'static str = "num_houses_per_player";
    const COLUMNS_NOUN: &'static str = "houses a row";
    const POOLS: &'static [PoolKey] = &[PoolKey::CAPTURED];
    /// A turn is one lap: there is no relay.
    const MAX_TURN_LAPS: Option<u64> = Some(1);

    type Options = OwareOptions;
    type Move = OwareMove;
    type ParseMoveError = ParseHoleError;
    type Opening = OwareMove;
    type Choice = Infallible;
    type Extra = ();
    type TurnState = ();
    type Refusal = OwareRefusal;

    fanga_sowing::no_choices!();

    fn columns(options: &OwareOptions) -> u8 {
        options.houses
    }

    /// The number of houses comes from the text, the other option is the
    /// default.
    fn text_options(columns: u8, _: &[(&str, &str)]) -> OwareOptions {
        let mut options = OwareOptions::default();
        if (1..=12).contains(&columns) {
            options.houses = columns;
        }
        options
    }

    fn circuit(options: &OwareOptions, _: Player) -> &'static Circuit {
        Circuit::board_ring_ref(options.houses)
    }

    fn start(options: &OwareOptions) -> Setup<Self> {
        let mut board =
            Board::new(2, options.houses).unwrap_or_else(|_| unreachable!("2 x 1..12 fits"));
        for h in board.holes() {
            // At most 2 x 12 x 10 = 240 seeds.
            let _ = board.set(h, options.seeds);
        }
        Setup {
            board,
            turn: Player::South,
            extra: (),
        }
    }

    fn openings(
        pos: &Oware,
        visit: &mut impl FnMut(OwareMove) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        for h in pos.board().row_holes(row(pos.turn())) {
            if pos.board().get(h) > 0 && feeds(pos, h) {
                visit(OwareMove(h))?;
            }
        }
        ControlFlow::Continue(())
    }

    fn check_opening(pos: &Oware, OwareMove(h): OwareMove) -> Result<(), OwareRefusal> {
        check_own_hole(pos.board(), h, pos.turn())?;
        if !feeds(pos, h) {
            return Err(OwareRefusal::MustFeed {
                hole: h,
                needs: houses_after(pos.board().cols(), h),
            });
        }
        Ok(())
    }

    fn open(
        _: &Cx<Self>,
        pos: &Oware,
        OwareMove(h): OwareMove,
        trace: &mut impl Tracer,
    ) -> (Turn<()>, Landing<Infallible>) {
        let mut turn = Turn {
            board: *pos.board(),
            state: (),
        };
        let seeds = turn.take(h, trace);
        let lap = Lap::new(h, seeds, Direction::Ccw, LapStart::NextSkippingOrigin);
        (turn, Landing::Sow(lap))
    }

    /// The capture chain, backwards (towards the opponent's first house) from
    /// the last house, unless it would take every seed of his row.
    fn land(
        cx: &Cx<Self>,
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

    fn outcome(pos: &Oware) -> Option<Outcome> {
        if majority(pos) {
            return Some(collected(pos, MAJORITY));
        }
        let b = pos.board();
        let can_move = b
            .row_holes(row(pos.turn()))
            .any(|h| b.get(h) > 0 && feeds(pos, h));
        (!can_move).then(|| collected(pos, EndReason::NO_LEGAL_MOVE))
    }

    /// Captured seeds plus the seeds left in one's row: OpenSpiel's
    /// collected score, used when the game ends, by a repetition too.
    fn score(pos: &Oware) -> [u32; 2] {
        let b = pos.board();
        Player::BOTH.map(|p| u32::from(b.pool(Pool::Captured, p)) + b.row_sum(row(p)))
    }

    /// The seeds captured so far: they never return, so a position with fewer
    /// captured seeds cannot recur (the repetition rule's history forgets
    /// it).
    fn epoch(pos: &Oware) -> u64 {
        let [s, n] = pos.board().pools(Pool::Captured);
        u64::from(s) + u64::from(n)
    }

    /// Uniform among the legal moves, in column order, without building the
    /// move list: on a board packed in a `u128` (`fanga_sowing::packed`) for
    /// boards of up to 8 houses a row.
    fn play_random(pos: &mut Oware, rng: &mut SplitMix64) -> bool {
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
        let b = pos.board();
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
    fn random_playout(pos: &Oware, rng: &mut SplitMix64, max_plies: usize) -> Playout<Oware> {
        packed::with_packed!(
            pos,
            |p| p.playout(pos, rng, max_plies),
            fanga_core::playout_ply_by_ply(pos, rng, max_plies)
        )
    }
}

#[cfg(feature = "serde")]
fanga_core::impl_serde_notation!(OwareMove);
