//! The player trait and what a player decides.

use std::time::Duration;

use fanga_core::{Bounded, Score};

/// A player's answer: the move, and what the search behind it found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision<P: Bounded> {
    /// The move to play.
    pub mv: P::Move,
    /// Its score for the player to move, if the player scores moves.
    pub score: Option<Score>,
    /// The principal variation, starting with `mv`.
    pub pv: Vec<P::Move>,
    /// The deepest complete iteration (alpha-beta), 0 otherwise.
    pub depth: u32,
    /// Nodes searched (alpha-beta) or simulations (Monte Carlo).
    pub nodes: u64,
    /// Time spent, by the player's clock.
    pub time: Duration,
}

impl<P: Bounded> Decision<P> {
    /// Nodes (or simulations) a second, by the player's clock; `None`
    /// when no time was measured.
    #[must_use]
    pub fn nodes_per_second(&self) -> Option<u64> {
        let s = self.time.as_secs_f64();
        (s > 0.0).then(|| (self.nodes as f64 / s) as u64)
    }
}

/// Anything that chooses moves: a computer player.
pub trait Player<P: Bounded>: Send {
    /// A short description: `alpha-beta (100ms)`.
    fn name(&self) -> String;

    /// The move to play in `position`, reached after the positions of
    /// `history` (oldest first; the rules of repetition need them), or
    /// `None` when the game is over or has no move.
    fn decide(&mut self, position: &P, history: &[P]) -> Option<Decision<P>>;
}
