//! A quick estimate of a state's value, where MTD(f) starts: alpha-beta to
//! a depth, within a budget of positions.

use super::endgame::KalahEndgame;
use super::order::{INF, children};
use super::sowings::KalahSowings;
use super::state::byte_sum;
use super::table::NO_PIT;

/// Positions the estimate that seeds MTD(f) may search, when 32 seeds or
/// more lie outside the endgame table (Kalah(6, 5) with the 28-seed table).
pub(super) const ESTIMATE_NODES: u64 = 4_000_000;

/// Positions the estimate may search for `seeds` on the board above an
/// endgame table of `endgame` seeds: [`ESTIMATE_NODES`], halved for every
/// two seeds fewer than 32 above the table, so that the estimate stays a
/// small part of the work on small boards (Kalah(4, 4) solves in 385,273
/// positions: a 4M-position estimate would be ten times the solve).
pub(super) fn estimate_budget(seeds: i32, endgame: i32) -> u64 {
    let shift = (32 - (seeds - endgame)).clamp(0, 40) / 2;
    (ESTIMATE_NODES >> shift).max(1000)
}

/// A quick estimate of a state's value, to start MTD(f) near it: alpha-beta
/// to a depth in sowings, deepened while the budget lasts, the stores'
/// difference at the horizon, the endgame table wherever it reaches.
pub(super) struct Estimate<'a> {
    sowings: &'a KalahSowings,
    endgame: &'a KalahEndgame,
    /// The endgame table's seeds.
    endgame_seeds: i32,
    nodes: u64,
    /// The positions it may search ([`estimate_budget`]).
    budget: u64,
    /// Whether the last iteration met its horizon (its value is a guess).
    horizon: bool,
}

impl<'a> Estimate<'a> {
    pub(super) fn new(sowings: &'a KalahSowings, endgame: &'a KalahEndgame, budget: u64) -> Self {
        Estimate {
            sowings,
            endgame,
            endgame_seeds: i32::from(endgame.seeds()),
            nodes: 0,
            budget,
            horizon: false,
        }
    }

    /// The estimate of the future value: that of the deepest search
    /// finished within the budget (exact if it met no horizon).
    pub(super) fn value(&mut self, mine: u64, theirs: u64) -> i32 {
        let mut best = 0;
        for depth in 1..=64 {
            self.horizon = false;
            let v = self.search(mine, theirs, -INF, INF, depth);
            if self.nodes > self.budget {
                break;
            }
            best = v;
            if !self.horizon {
                break;
            }
        }
        best
    }

    fn search(&mut self, mine: u64, theirs: u64, mut alpha: i32, beta: i32, depth: u32) -> i32 {
        self.nodes += 1;
        if mine == 0 || theirs == 0 {
            return byte_sum(mine) - byte_sum(theirs);
        }
        let (a, b) = (byte_sum(mine), byte_sum(theirs));
        if a + b <= self.endgame_seeds {
            return self.endgame.probe(mine, a, theirs, b);
        }
        if depth == 0 || self.nodes > self.budget {
            self.horizon = true;
            return 0;
        }
        let (kids, n) = children(self.sowings, mine, theirs, NO_PIT);
        let mut best = -INF;
        for &(_, _, m, t, same, gain) in &kids[..n] {
            let v = if same {
                gain + self.search(m, t, alpha - gain, beta - gain, depth - 1)
            } else {
                gain - self.search(m, t, gain - beta, gain - alpha, depth - 1)
            };
            best = best.max(v);
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::{ESTIMATE_NODES, estimate_budget};

    #[test]
    fn the_estimate_budget_halves_every_two_seeds_below_32_above_the_table() {
        // Kalah(6, 5) over a 28-seed table: the whole budget.
        assert_eq!(estimate_budget(60, 28), ESTIMATE_NODES);
        assert_eq!(estimate_budget(70, 28), ESTIMATE_NODES);
        // Kalah(6, 4) over 19 seeds (29 above): halved once.
        assert_eq!(estimate_budget(48, 19), ESTIMATE_NODES / 2);
        // Kalah(6, 4) over 28 seeds (20 above): 4M >> 6.
        assert_eq!(estimate_budget(48, 28), 62_500);
        // Never below 1,000, even at the table's edge or below it.
        assert_eq!(estimate_budget(12, 12), 1000);
        assert_eq!(estimate_budget(0, 12), 1000);
    }
}
