//! **fanga-exact-solver**: exact solutions. The value of a position under perfect play by both
//! sides, the value of every move, and a principal variation.
//!
//! Two methods, for two kinds of game:
//!
//! - [`Solver`]: memoised negamax driven by MTD(f) (a series of null-window
//!   searches that close in on the value) over a transposition table of
//!   exact bounds, for games whose positions never repeat (Fang, fifangha
//!   with a finite `reserve_end`, Kalah). The value is the result first and
//!   then the margin: each player wins if he can, then maximises his final
//!   count minus his opponent's ([`Position::score`](fanga_core::Position::score) when the game ends).
//!   It plays any [`SolveGame`]: [`WholeTurns`] adapts every
//!   [`Position`](fanga_core::Position); a game may supply a faster adapter of its own (`fanga-kalah`'s
//!   `KalahSowings`, behind its `solver` feature, plays Kalah sowing by sowing on a
//!   packed board, with the stores counted outside the table's key).
//! - [`retrograde`]: retrograde analysis over every reachable position, for
//!   games whose positions can repeat (katro, katra fandatsaka's phase 2):
//!   wins and losses are propagated back from the finished games, and the
//!   positions left undecided are draws (play that never ends). It gives the
//!   result (win, draw or loss), not a margin, and stops with
//!   [`SolveError::TooLarge`] rather than exceed its memory cap.
//!
//! Both are exact. The table compares whole codes (an exact encoding of the
//! position, [`SolveGame::code`]), never a hash alone, so no collision can
//! corrupt a value; when the table is full, entries are replaced (a value
//! is then searched again, never guessed). Turns are played to their end
//! ([`LapBudget::UNLIMITED`](fanga_core::LapBudget::UNLIMITED)): an exact value cannot stop a turn early.
//!
//! ```
//! use fanga_exact_solver::{Solver, SolveSettings, Verdict, WholeTurns};
//! use fanga_core::Position;
//! use fanga_fang::{Fang, FangOptions};
//!
//! // Fang on 6 cups: a draw, whatever South opens with.
//! let start = Fang::start(&FangOptions::default().with_cups(6)?);
//! let mut solver = Solver::new(WholeTurns::<Fang>::new(), SolveSettings::default());
//! let analysis = solver.analyse(&start, |p| p.clone())?;
//! assert_eq!(analysis.value.verdict, Verdict::Draw);
//! assert!(analysis.moves.iter().all(|(_, v)| v.verdict == Verdict::Draw));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

//!
//! [`solve_position`] runs the method a game declares
//! ([`Catalogued::solving`](fanga_core::catalog::Catalogued::solving)) on any
//! position and reports the value, every move's value and a principal
//! variation with the moves in the game's notation ([`Report`]).
#![cfg_attr(docsrs, feature(doc_cfg))]

mod analysis;
mod error;
mod game;
mod mtdf;
mod report;
mod retrograde;
mod search;
mod settings;
mod table;
mod value;

pub use analysis::{Analysis, Exact, analyse, principal_variation};
pub use error::{GameSolveError, SolveError};
pub use game::{RESULT_WEIGHT, SolveGame, WholeTurns, outcome_value};
pub use mtdf::{bounds_after, mtdf, work};
pub use report::{Method, Report, SolveConfig, by_retrograde, by_search, solve_position};
pub use retrograde::{Retrograde, retrograde};
pub use search::{ProgressFn, SolveStats, Solver};
pub use settings::SolveSettings;
pub use value::{Value, Verdict};

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
