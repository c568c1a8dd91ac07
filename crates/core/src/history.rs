//! The one home of the rules that need a game's history.

use std::collections::HashMap;

use crate::key::{BuildKeyHasher, Keyed};
use crate::{EndReason, Outcome, Position, RepetitionRule};

/// How often each whole-turn position of a game has occurred, and what the
/// rules (and an optional adjudication) say about a repetition.
///
/// Positions have no history, so [`Position::outcome`] cannot see a
/// repetition. Everything that plays a game through (a [`Game`](crate::Game),
/// [`random_playout`](crate::playout::random_playout), a search that walks a line)
/// keeps a `History` and asks it: [`History::outcome`] applies the game's
/// [`Position::repetition`] rule, then the adjudication's draw. A history of a
/// game without such a rule and without adjudication counts nothing and costs
/// nothing.
///
/// Positions are stored by [`Position::key`] and compared exactly, so a
/// collision of keys never ends a game.
#[derive(Clone, Debug)]
pub struct History<P: Position> {
    seen: HashMap<Keyed<P>, u32, BuildKeyHasher>,
    adjudicate: bool,
    /// The epoch of the positions in `seen` ([`Position::epoch`]).
    epoch: u64,
}

impl<P: Position> PartialEq for History<P> {
    fn eq(&self, other: &Self) -> bool {
        self.seen == other.seen && self.adjudicate == other.adjudicate && self.epoch == other.epoch
    }
}

impl<P: Position> Eq for History<P> {}

impl<P: Position> Default for History<P> {
    fn default() -> Self {
        History::new(false)
    }
}

impl<P: Position> History<P> {
    /// An empty history; with `adjudicate_repetition`, a repeated position
    /// draws the game even if the rules say nothing (an adjudication outside
    /// the rules).
    #[must_use]
    pub fn new(adjudicate_repetition: bool) -> Self {
        History {
            seen: HashMap::default(),
            adjudicate: adjudicate_repetition,
            epoch: 0,
        }
    }

    /// The epoch of the positions it holds.
    #[must_use]
    pub fn epoch(&self) -> u64 {
        self.epoch
    }

    /// Whether this history counts the positions of `p`'s game at all: it
    /// adjudicates repetitions, or the game has a repetition rule
    /// ([`Position::repetition`], the same for every position of a game).
    #[must_use]
    pub fn is_tracking(&self, p: &P) -> bool {
        self.adjudicate || p.repetition() != RepetitionRule::None
    }

    /// Records that the game reached `p` and returns how many times it has
    /// now occurred (0 when nothing is tracked). A position of a new epoch
    /// ([`Position::epoch`]) forgets the earlier ones, which cannot recur.
    pub fn push(&mut self, p: &P) -> u32 {
        if !self.is_tracking(p) {
            return 0;
        }
        let epoch = p.epoch();
        if epoch != self.epoch {
            self.seen.clear();
            self.epoch = epoch;
        }
        let count = self.seen.entry(Keyed(p.clone())).or_insert(0);
        *count += 1;
        *count
    }

    /// The result of a game at a position that has occurred `count` times
    /// ([`History::push`]'s answer): as [`History::outcome`].
    #[must_use]
    pub fn outcome_after(&self, p: &P, count: u32) -> Option<Outcome> {
        if count < 2 {
            return None;
        }
        p.repetition_outcome().or_else(|| {
            self.adjudicate.then_some(Outcome::Draw {
                reason: EndReason::REPETITION,
            })
        })
    }

    /// Takes back one occurrence of `p` (an undo). `Game` rebuilds its history
    /// when an undo steps back into an epoch it forgot.
    pub fn pop(&mut self, p: &P) {
        if !self.is_tracking(p) {
            return;
        }
        let key = Keyed(p.clone());
        if let Some(c) = self.seen.get_mut(&key) {
            *c -= 1;
            if *c == 0 {
                self.seen.remove(&key);
            }
        }
    }

    /// How many times `p` has occurred (0 when nothing is tracked).
    #[must_use]
    pub fn count(&self, p: &P) -> u32 {
        if !self.is_tracking(p) {
            return 0;
        }
        self.seen.get(&Keyed(p.clone())).copied().unwrap_or(0)
    }

    /// The result of a game now at `p` (already pushed) because `p` occurred
    /// before: by the game's rule first, else by adjudication; `None` if `p` is
    /// new or nothing ends the game on a repetition. [`Position::outcome`] is
    /// not consulted.
    #[must_use]
    pub fn outcome(&self, p: &P) -> Option<Outcome> {
        self.outcome_after(p, self.count(p))
    }
}
