//! [`KalahStores`]: the evaluation of Kalah's computer players.

use fanga_core::catalog::Evaluator;
use fanga_sowing::{Pool, pool_and_row};

use crate::Kalah;

/// Kalah: a seed in one's store counts 100, a seed in one's row 50, for
/// the player to move.
///
/// [`Material`](fanga_core::catalog::Material) counts both 100, as the final count
/// does; but a store's seeds are won for good while a row's may still
/// be captured or sown across. Weighting the row at half made alpha-beta
/// stronger in every trial: 67.5% of the points against the same search
/// with `Material` over 100 games from 50 openings (20,000 nodes a move,
/// colours swapped), and 65% at 100,000 nodes (`docs/strength.md`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct KalahStores;

impl Evaluator<Kalah> for KalahStores {
    fn evaluate(&self, position: &Kalah) -> i32 {
        pool_and_row(position.as_engine(), Pool::Store, 100, 50)
    }
}
