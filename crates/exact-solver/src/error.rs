//! Why a game could not be solved.

use std::sync::Arc;

/// Why a game could not be solved.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SolveError {
    /// A position repeated on the search's path: [`Solver`](crate::Solver) needs a game
    /// whose positions never repeat.
    #[error(
        "a position repeats {plies} plies deep: this game has cycles, so the solver's memoised search does not apply (use retrograde analysis)"
    )]
    Cycle {
        /// The depth of the repetition, in plies from the root.
        plies: u32,
    },
    /// The search used up the positions [`Solver::limit_nodes`](crate::Solver::limit_nodes) allowed.
    #[error("the search used up its budget of {nodes} positions before it found the value")]
    NodeBudget {
        /// The budget.
        nodes: u64,
    },
    /// The search went deeper than [`SolveSettings::max_plies`](crate::SolveSettings::max_plies).
    #[error(
        "the search went {plies} plies deep without reaching the end of the game: games this long need retrograde analysis"
    )]
    TooDeep {
        /// The depth reached.
        plies: u32,
    },
    /// The reachable positions do not fit in the memory cap.
    #[error(
        "the reachable positions exceed the memory cap of {}: {positions} positions found, every position up to {complete_plies} plies from the start among them", fanga_core::text::Bytes(*cap)
    )]
    TooLarge {
        /// Distinct positions found before the cap.
        positions: u64,
        /// Plies from the root up to which every position was found.
        complete_plies: u32,
        /// The cap, in bytes.
        cap: u64,
    },
    /// The game ends on repetitions of the history, so a position alone
    /// does not fix its value.
    #[error(
        "{game} ends on repeated positions of the game's history, so a position's value depends on how it was reached: retrograde analysis over positions does not apply"
    )]
    HistoryDependent {
        /// The game.
        game: &'static str,
    },
    /// A game's own solver refused (Kalah's endgame table of another
    /// board, say): its error.
    #[error(transparent)]
    Game(GameSolveError),
    /// The game declares no exact method for these options
    /// ([`Solving::Unsupported`](fanga_core::catalog::Solving::Unsupported)).
    #[error("{game} cannot be solved: {why}")]
    Unsupported {
        /// The game.
        game: &'static str,
        /// Why.
        why: &'static str,
    },
}

/// The error of a game's own solver, behind [`SolveError::Game`]: downcast
/// [`GameSolveError::error`] to the game's type to inspect it.
#[derive(Clone, Debug, thiserror::Error)]
#[error("{0}")]
#[non_exhaustive]
pub struct GameSolveError(#[source] pub Arc<dyn std::error::Error + Send + Sync>);

impl GameSolveError {
    /// The game's error.
    #[must_use]
    pub fn error(&self) -> &(dyn std::error::Error + Send + Sync + 'static) {
        &*self.0
    }
}

/// Two errors are equal when they say the same thing.
impl PartialEq for GameSolveError {
    fn eq(&self, other: &Self) -> bool {
        self.0.to_string() == other.0.to_string()
    }
}

impl Eq for GameSolveError {}

impl SolveError {
    /// A game's own solver's error.
    pub fn game(error: impl std::error::Error + Send + Sync + 'static) -> Self {
        SolveError::Game(GameSolveError(Arc::new(error)))
    }
}
