//! The end of the game after a sowing (under every goal but `deprive` and
//! `immobilize`), decided once for the three ways a board is held: the
//! engine's [`fanga_sowing::Board`], the fast path's cells and its packed
//! word. Each gives a view of what the end rules read ([`EndView`]).

use fanga_core::Player;

use crate::compiled::Compiled;
use crate::spec::Goal;
use crate::state::Result as GameResult;

/// What the end rules read of a board after a sowing.
pub(crate) trait EndView {
    /// Whether `p`'s row holds no seed.
    fn empty(&self, p: Player) -> bool;
    /// Whether a hole of `p`'s row holds enough seeds to be sown.
    fn sowable(&self, p: Player) -> bool;
    /// Whether `p` has a move; `None` when a look-ahead of the fast path
    /// ran long.
    fn has_move(&self, p: Player) -> Option<bool>;
    /// A store past half the seeds (a win), or half each (a draw).
    fn majority(&self) -> Option<GameResult>;
    /// The seeds on the board, for `end.fewer_than`.
    fn left(&self) -> u32;
}

/// How a sowing left the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ending {
    /// It goes on.
    On,
    /// Decided as the board stands: a row cleared under the goal `clear`,
    /// a majority in a store.
    Decided(GameResult),
    /// Over: the seeds of the board go to the unfed player if any (the
    /// player who could not be fed, under `end.unfed_takes_all`), the seeds
    /// left are given out (`end.leftover`), and the score decides.
    Over(Option<Player>),
}

impl Compiled {
    /// How the sowing by `mover` that left `view` leaves the game
    /// (`repeat`: he sows again), as MancalaGames decides it, in its order:
    /// the goal `clear`; a row cleared that ends the game; a majority; no
    /// hole left to sow; a player who cannot be fed; the player to move
    /// without a move (both, where players pass); too few seeds left.
    /// `None` when the fast path's look-ahead ran long.
    #[inline(always)]
    pub(crate) fn ending(
        &self,
        view: &impl EndView,
        mover: Player,
        repeat: bool,
    ) -> Option<Ending> {
        let next = mover.other();
        if self.goal == Goal::Clear {
            return Some(if view.empty(mover) {
                Ending::Decided(GameResult::Win(mover))
            } else if view.empty(next) {
                Ending::Decided(GameResult::Win(next))
            } else {
                Ending::On
            });
        }
        let mut ended = (self.when_mover_cleared && view.empty(mover))
            || (self.when_opponent_cleared && view.empty(next));
        if !ended
            && self.majority_ends
            && let Some(r) = view.majority()
        {
            return Some(Ending::Decided(r));
        }
        let (has_mover, has_next) = (view.sowable(mover), view.sowable(next));
        if !ended && !has_mover && !has_next {
            ended = true;
        }
        let mut gives = None;
        if !ended && self.must_feed && !self.pass {
            let (unfed, stuck) = if !repeat && !has_mover && has_next {
                (mover, next)
            } else if repeat && has_mover && !has_next {
                (next, mover)
            } else {
                (mover, mover)
            };
            if unfed != stuck && !view.has_move(stuck)? {
                ended = true;
                if self.unfed_takes_all {
                    gives = Some(unfed);
                }
            }
        }
        if !ended {
            ended = if self.pass {
                !view.has_move(mover)? && !view.has_move(next)?
            } else if repeat {
                !view.has_move(mover)?
            } else {
                !view.has_move(next)?
            };
        }
        if !ended && self.fewer_than > 0 {
            let left = view.left();
            ended = left > 0 && left < u32::from(self.fewer_than);
        }
        Some(if ended {
            Ending::Over(gives)
        } else {
            Ending::On
        })
    }
}
