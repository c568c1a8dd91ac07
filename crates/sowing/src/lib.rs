//! The fanga sowing engine.
//!
//! Everything a mancala game needs to move seeds, and nothing about any one
//! game's captures:
//!
//! - [`Hole`]: a hole named by coordinates (`c2`: column letter from South's
//!   left, row number from the bottom), or one of two stores;
//! - [`Board`]: the counts of a board of R rows x C columns (up to 4 x 16 or
//!   8 x 8, plus two stores), a small `Copy` value, with its position-text grid;
//! - [`Direction`]: `cw` or `ccw`, seen from above with South at the bottom;
//! - [`Circuit`]: the closed path a player sows around (a player's ring of two
//!   rows, the whole ring of a two-row board, a line of cups, a snake (the
//!   boustrophedon path) along a player's rows, or any list of holes), and the **lap**: n seeds sown in O(circuit length) for any n;
//! - [`relay`]: relay sowing driven by the game's landing rule, with **exact**
//!   detection of turns that never end (Brent's cycle detection on the whole turn
//!   state; on long runs of plain relays, their return to their first state,
//!   turned round the ring: see [relay](relay#long-runs-of-plain-relays)), and
//!   the enumeration of every whole turn a position allows;
//! - [`game`]: the shell every sowing game plugs its rules into
//!   ([`SowingRules`], [`SowingPosition`]);
//! - [`reason`]: the end reasons sowing games share;
//! - [`four_row`]: the inner and outer rows of a four-row board;
//! - [`directed`]: moves that name a hole and a direction (`b1:cw`), and the
//!   directions players bind themselves to for a whole game (Katro's
//!   `direction=per_game`, Murray's katra, katra boaoaka);
//! - [`trace`]: move traces (every lap, capture, choice and why the turn ended),
//!   which replay on a board without the game's rules;
//! - [`guide`]: how the engine is built ([`guide::engine`]) and how to write a
//!   game on it ([`guide::adding_a_game`]).
//!
//! The parts the four-row games with reserves share (katra fandatsaka,
//! fifangha, katra sakalava) are a crate of their own on this engine,
//! `fanga-reserve`.
//!
//! ```
//! use fanga_core::Player;
//! use fanga_sowing::{Board, Circuit, Direction, Hole, Lap, LapStart};
//!
//! // South's ring on a 4 x 6 board: a2 b2 ... f2 f1 e1 ... a1.
//! let ring = Circuit::player_ring(6, Player::South);
//! let mut board = Board::new(4, 6).unwrap();
//! // 25 seeds from b2, clockwise, from the next hole: two whole rounds of 12
//! // (added in one pass) and one seed more.
//! let end = ring.sow(&mut board, Lap::new("b2".parse().unwrap(), 25, Direction::Cw, LapStart::Next));
//! assert_eq!(end.hole, "c2".parse::<Hole>().unwrap());
//! assert_eq!(end.count, 3);
//! assert_eq!(board.total(), 25);
//! ```
#![cfg_attr(
    feature = "document-features",
    doc = concat!("\n# Cargo features\n\n", document_features::document_features!())
)]
#![cfg_attr(docsrs, feature(doc_cfg))]

pub mod actions;
mod balance;
mod board;
mod circuit;
pub mod columns;
mod cycle;
pub mod directed;
pub mod four_row;
pub mod game;
pub mod guide;
mod hole;
mod lap;
pub mod packed;
mod pool_key;
mod position_type;
pub mod reason;
pub mod relay;
mod relay_run;
pub mod storage;
pub mod trace;
pub mod view;

pub use balance::pool_and_row;
pub use board::{Board, BoardError, Pool, ShapeError};
pub use circuit::{Circuit, CircuitError, MAX_CIRCUIT};
#[doc(hidden)]
pub use fanga_core;
pub use game::refusal::{HoleRefusal, MoveError, check_own_hole};
pub use game::shell::{Setup, SowingPosition, SowingRules, TurnContext};
pub use hole::{
    Direction, Hole, MAX_COLS, MAX_ROWS, MAX_TALL_COLS, ParseDirectionError, ParseHoleError,
    shape_fits,
};
pub use lap::{Lap, LapEnd, LapStart};
pub use pool_key::PoolKey;
pub use relay_run::RelayRun;

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
