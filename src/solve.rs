//! Exact solutions of every game small enough, by name: [`solve`] runs the
//! method each game declares
//! ([`Catalogued::solving`](crate::core::catalog::Catalogued::solving)) through
//! [`catalog`](crate::catalog), or the game's own solver where it has one
//! (Kalah's, sowing by sowing, in `fanga::kalah::solver`). The methods and
//! the figures of every board solved so far are in the solved boards'
//! guide ([`guide::solved`](crate::guide::solved)).
//!
//! ```
//! use fanga::solve::{Method, SolveConfig, solve};
//!
//! // Fifangha on four columns: the second player wins by 6.
//! let r = solve("fifangha", &["columns=4"], None, SolveConfig::default())?;
//! assert_eq!(r.method, Method::Search);
//! assert_eq!(format!("{} {}", r.mover, r.value), "S loss by 6");
//! assert!(r.moves.iter().any(|(m, v)| m == "b2 a2" && *v == r.value));
//! # Ok::<(), fanga::solve::SolveGameError>(())
//! ```
//!
//! A search finds the result and the margin (the final count of the player
//! to move less his opponent's, each playing first to win, then for the
//! largest margin); a retrograde analysis finds the result and the number
//! of plies to the end. Either is exact: a search that meets a repeated
//! position stops with [`SolveError::Cycle`] rather than answer.

#[doc(inline)]
pub use crate::ai::SolveGameError;
#[doc(inline)]
pub use crate::ai::solve::*;

/// Solves `game` (a name of [`catalog`](crate::catalog)) under `options`
/// from its start or from `position`, by the game's method.
///
/// # Errors
///
/// [`SolveGameError::Registry`] for an unknown game (or one not compiled
/// in), a refused option or position; [`SolveGameError::Solve`] when the
/// positions exceed the memory cap ([`SolveError::TooLarge`]), for a game
/// without a method ([`SolveError::Unsupported`]: Oware, whose repetition
/// rule reads the game's history), or when a search meets a repetition.
pub fn solve<S: AsRef<str>>(
    game: &str,
    options: &[S],
    position: Option<&str>,
    config: SolveConfig,
) -> Result<Report, SolveGameError> {
    crate::catalog().solve(game, options, position, config)
}
