//! **fanga-cli**: fanga's command-line tools as a library over a game
//! catalog ([`fanga_ai::Catalog`]). Each tool reads its games from the
//! catalog it is given and from nowhere else, so a game written outside
//! fanga, entered in a catalog with [`fanga_ai::Entry::of`], gets every
//! tool with no edit to fanga: the engine protocol, the terminal game,
//! tournaments, analyses, random games, and the solver if the game
//! declares a method.
//!
//! - [`selfplay`]: a seeded random game, or a tally of random playouts.
//! - [`perft`]: move sequences counted from a position.
//! - [`moves`]: the legal moves of a position.
//! - [`oracle`]: the legal moves of many positions read from the input.
//! - [`play`]: a game in the terminal, against the computer or between
//!   people.
//! - [`engine`]: the engine protocol (`docs/engine-protocol.md`).
//! - [`tournament`]: computer players against each other.
//! - [`analyse`]: a game record annotated move by move.
//! - [`solve`]: the exact value of a position.
//!
//! Each tool has `run` (the process's standard streams: what a `main`
//! calls) and `run_with` (any [`Io`]: what a test calls); both take the
//! catalog, the tool's name for its messages, and the arguments after it.
//! Every bad argument is one line on the errors and exit status 2.
//!
//! ```no_run
//! use std::process::ExitCode;
//!
//! fn main() -> ExitCode {
//!     // The facade's `fanga::catalog()`, plus a game of one's own:
//!     // `.with(fanga_ai::Entry::of::<MyPosition>())`.
//!     let catalog = fanga_ai::Catalog::new();
//!     fanga_cli::engine::run(&catalog, "engine", std::env::args().skip(1))
//! }
//! ```
//!
//! A test drives a tool through [`Io::captured`]:
//!
//! ```
//! use fanga_cli::Io;
//!
//! let catalog = fanga_ai::Catalog::new();
//! let (code, out, err) = Io::captured("", |io| {
//!     fanga_cli::moves::run_with(&catalog, "moves", ["nope".to_string()], io)
//! });
//! assert_eq!(code, std::process::ExitCode::from(2));
//! assert!(out.is_empty() && err.starts_with("moves: "));
//! ```

#![cfg_attr(docsrs, feature(doc_cfg))]

mod args;
mod help;
mod io;
mod record;
mod search;
mod tables;
mod tool;

pub mod analyse;
pub mod engine;
pub mod moves;
pub mod oracle;
pub mod perft;
pub mod play;
pub mod selfplay;
pub mod solve;
pub mod tournament;

pub use io::Io;
