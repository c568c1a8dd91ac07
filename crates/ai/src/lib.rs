//! **fanga-ai**: computer players for every fanga game.
//!
//! Every player is generic over [`fanga_core::Position`], so it plays every
//! game of the workspace (the sowing games and Fanorona) and any game a user
//! writes on the engine. A [`Player`] answers [`Player::decide`] with a
//! [`Decision`]: the move, its [`Score`], the principal variation, the depth,
//! the nodes and the time.
//!
//! - [`AlphaBeta`]: negamax over whole turns with iterative deepening,
//!   principal variation search, a transposition table keyed by
//!   [`Position::key`](fanga_core::Position::key) (its size in MiB chosen by
//!   the caller), the table's move and killer moves first, exact scores for
//!   finished games (a quicker win preferred), and an [`Evaluator`] at the
//!   horizon ([`Material`] by default: each game's
//!   [`Position::score`](fanga_core::Position::score), which is seeds in
//!   store and row for Kalah, captured plus left on one's side for Oware,
//!   seeds on one's rows for the four-row games, pieces for Fanorona). A game
//!   declares a better one in its own crate
//!   ([`Catalogued::evaluator`](fanga_core::catalog::Catalogued::evaluator)):
//!   `fanga_kalah::KalahStores` weighs Kalah's store seeds above its row
//!   seeds, `fanga_oware::OwareCaptures` Oware's captured seeds far above
//!   its row seeds, and every [`Catalog`] session plays each game with its
//!   own ([`Session::with_evaluator`] sets one by hand). An evaluation may also know
//!   positions exactly ([`Evaluator::exact`]: an endgame table, such as
//!   `fanga_kalah::solver::KalahEndgameEval`); the search then goes no
//!   deeper there, and scores them as [`Score::proven`] margins.
//! - [`Mcts`]: Monte Carlo tree search (UCT, random playouts, proven wins
//!   and losses backed up).
//! - [`RandomPlayer`] and [`Greedy`] (the best immediate material).
//! - [`solve`]: exact solutions (the `fanga-exact-solver` crate, re-exported:
//!   memoised MTD(f) for games whose positions never repeat, retrograde
//!   analysis for the others) and [`solve::Perfect`], a player that plays
//!   them.
//! - [`Catalog`]: every game a program knows, by name, each with its
//!   sessions ([`Engine`]) and its solver, from the game's
//!   [`Catalogued`](fanga_core::catalog::Catalogued) declaration; a game of one's
//!   own enters it with one call ([`Entry::of`]).
//! - [`PlayerSpec`]: a player named by text (`ab:100ms`, `mcts:1000`,
//!   `greedy`, `perfect`), and [`Level`]: the named levels (`easy`, `medium`, `hard`,
//!   `max`) the terminal and the browser offer.
//! - [`EvalMatch`]: two evaluations of one game against each other, over
//!   seeded openings played twice with the colours swapped (how a game's
//!   weights are tuned).
//!
//! **Budgets** ([`Limits`]): depth, nodes (simulations) or time, whichever
//! ends first, and a lap budget for every turn: a turn of the four-row games
//! may run for millions of laps before it is proven endless, and no search
//! waits for it (such a move counts as a loss for its mover unless it is
//! the only move; [`AlphaBeta`] explains). Time is read from an injected
//! [`Clock`]: [`SystemClock`] by default, a [`FakeClock`] in tests, the
//! page's own clock in WebAssembly. With depth and node budgets every player
//! is deterministic for its seed.
//!
//! ```
//! use fanga_ai::{AlphaBeta, Limits, Player, PlayerSpec};
//! use fanga_core::Position;
//! use fanga_kalah::Kalah;
//!
//! let start = Kalah::start(&Default::default());
//! let mut player = AlphaBeta::new(Limits::depth(5));
//! let d = player.decide(&start, &[]).expect("the game is not over");
//! assert!(start.is_legal(&d.mv));
//! assert_eq!(d.depth, 5);
//!
//! // The same by name, for any game.
//! let spec: PlayerSpec = "ab:d5".parse()?;
//! let mut named = spec.build::<Kalah>(0);
//! assert_eq!(named.decide(&start, &[]).map(|d| d.mv), Some(d.mv));
//! # Ok::<(), fanga_ai::ParsePlayerSpecError>(())
//! ```
#![cfg_attr(docsrs, feature(doc_cfg))]

mod alphabeta;
mod catalog;
mod clock;
mod duel;
mod engine;
mod limits;
mod mcts;
mod moves;
mod perfect;
mod player;
mod simple;
pub mod solve;
mod spec;
mod variant;

pub use alphabeta::{AlphaBeta, MAX_DEPTH};
pub use catalog::{Catalog, Entry, SolveGameError};
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
pub use clock::SystemClock;
pub use clock::{Clock, FakeClock, StoppedClock};
pub use duel::{EvalMatch, MatchScore};
pub use engine::{Engine, EngineError, EvaluatorFn, Go, Info, Session};
/// Evaluations and scores live in `fanga-core`, so that a rules crate can
/// give its game an evaluation without depending on the players.
pub use fanga_core::{
    Score,
    catalog::{Evaluator, Material},
};
pub use limits::{Limits, SEARCH_LAPS, SESSION_LAPS};
pub use mcts::Mcts;
pub use player::{Decision, Player};
pub use simple::{Greedy, RandomPlayer};
pub use spec::{Level, ParsePlayerSpecError, PlayerSpec};

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
