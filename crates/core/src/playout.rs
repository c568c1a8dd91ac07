//! Random playouts: one game of random moves ([`random_playout`]), a seeded
//! run of them tallied ([`random_playouts`]), and the ply-by-ply loop every
//! game's own faster playout must agree with ([`ply_by_ply`]).

use crate::{ByPlayer, EndReason, History, Outcome, Position, SplitMix64};

/// How a random playout ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Playout<P> {
    /// The last position.
    pub position: P,
    /// Moves played.
    pub plies: usize,
    /// The result, or `None` if the ply limit came first (unfinished).
    pub outcome: Option<Outcome>,
}

/// What a run of seeded random playouts came to
/// ([`random_playouts`], [`AnyPosition::random_playouts`](crate::registry::AnyPosition::random_playouts)).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct PlayoutTally {
    /// Games played.
    pub games: u64,
    /// Moves played, over all the games.
    pub plies: u64,
    /// Games won by each player, South first.
    pub wins: ByPlayer<u64>,
    /// Games drawn.
    pub draws: u64,
    /// Games that reached the ply limit first.
    pub unfinished: u64,
    /// Finished games by the reason they ended (`kamo`, `infinite turn`,
    /// ...), in the order of the reasons' names.
    pub reasons: std::collections::BTreeMap<EndReason, u64>,
}

impl PlayoutTally {
    /// Counts one playout in.
    pub fn add<P>(&mut self, playout: &Playout<P>) {
        self.games += 1;
        self.plies += playout.plies as u64;
        match playout.outcome {
            Some(Outcome::Win { winner, reason }) => {
                self.wins[winner] += 1;
                *self.reasons.entry(reason).or_default() += 1;
            }
            Some(Outcome::Draw { reason }) => {
                self.draws += 1;
                *self.reasons.entry(reason).or_default() += 1;
            }
            None => self.unfinished += 1,
        }
    }
}

/// Plays one [`random_playout`] from `start` for each seed of `seeds`, the
/// generator being `SplitMix64::new(seed)`, and tallies them: the same games
/// for the same seeds on every machine.
#[inline]
pub fn random_playouts<P: Position>(
    start: &P,
    seeds: std::ops::Range<u64>,
    max_plies: usize,
) -> PlayoutTally {
    let mut tally = PlayoutTally::default();
    for seed in seeds {
        tally.add(&random_playout(
            start,
            &mut SplitMix64::new(seed),
            max_plies,
        ));
    }
    tally
}

/// Plays random legal moves ([`Position::play_random`]: uniform among the
/// legal moves unless the game documents otherwise) from `start` until the
/// game is over by its rules or `max_plies` moves have been played. Rules that
/// need the history (Oware's repetition, [`Position::repetition`]) are applied
/// through a [`History`], kept only for games that have such a rule; no other
/// history is kept (use [`Game::play_random`](crate::Game::play_random) for that, or for adjudication).
/// The game a seed gives is stable.
#[inline]
pub fn random_playout<P: Position>(
    start: &P,
    rng: &mut SplitMix64,
    max_plies: usize,
) -> Playout<P> {
    start.random_playout(rng, max_plies)
}

/// The generic random playout, one [`Position::play_random`] at a time with
/// a [`History`] for the rules that need one: the default of
/// [`Position::random_playout`], and what a game's own faster playout must
/// agree with, seed for seed.
pub fn ply_by_ply<P: Position>(start: &P, rng: &mut SplitMix64, max_plies: usize) -> Playout<P> {
    playout_loop(start, max_plies, |p| p.play_random(rng))
}

/// The loop of the playouts (the exact ones, and those under a lap budget):
/// `step` plays one random move, or answers `false` when there is none.
#[inline(always)]
pub(crate) fn playout_loop<P: Position>(
    start: &P,
    max_plies: usize,
    mut step: impl FnMut(&mut P) -> bool,
) -> Playout<P> {
    let mut position = start.clone();
    let mut history = History::new(false);
    let tracking = history.is_tracking(&position);
    if tracking {
        let _ = history.push(&position);
    }
    let mut plies = 0;
    let mut outcome = None;
    while plies < max_plies && step(&mut position) {
        plies += 1;
        if tracking {
            let count = history.push(&position);
            outcome = history.outcome_after(&position, count);
            if outcome.is_some() {
                break;
            }
        }
    }
    Playout {
        outcome: outcome.or_else(|| position.outcome()),
        position,
        plies,
    }
}
