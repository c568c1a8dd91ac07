//! [`OwareCaptures`]: the evaluation of Oware's computer players.

use fanga_core::catalog::Evaluator;
use fanga_sowing::{Pool, pool_and_row};

use crate::{Oware, OwareLarge};

/// Oware: a captured seed counts 100, a seed in one's row 10, for the
/// player to move.
///
/// [`Material`](fanga_core::catalog::Material) counts both 100, as the count at
/// the game's end does (captured seeds and those left in one's row);
/// but a captured seed is won for good, while a row's seeds are sown
/// across to the opponent and captured there all game long. Weighting
/// the row at a tenth made alpha-beta much stronger: against the same
/// search at 20,000 nodes a move (80 games from 40 openings of 4 random
/// plies, colours swapped), a row weighted 50 scored 76.9% against
/// `Material`, 25 scored 77.5% against 50, 10 scored 58.1% against 25,
/// and 0 only 24.4% against 25; 5 and 10 tied (50.0%). Counting the
/// houses of 1 or 2 seeds (capture targets) made it weaker (35.0%), and
/// houses of 12 seeds or more (a "kroo", which laps the board) changed
/// nothing measurable (54.4%) (`docs/strength.md`).
///
/// ```
/// use fanga_core::{Position, catalog::Evaluator};
/// use fanga_oware::{Oware, OwareCaptures};
///
/// let start = Oware::start(&Default::default());
/// assert_eq!(OwareCaptures.evaluate(&start), 0);
/// // North to move holds 21 seeds in his row (the first); South has
/// // captured 3 and holds 24.
/// let p: Oware = "4,4,4,4,4,1/4,4,4,4,4,4 N captured=3,0".parse()?;
/// assert_eq!(OwareCaptures.evaluate(&p), 10 * 21 - (100 * 3 + 10 * 24));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct OwareCaptures;

impl Evaluator<Oware> for OwareCaptures {
    fn evaluate(&self, position: &Oware) -> i32 {
        pool_and_row(position.as_engine(), Pool::Captured, 100, 10)
    }
}

impl Evaluator<OwareLarge> for OwareCaptures {
    fn evaluate(&self, position: &OwareLarge) -> i32 {
        pool_and_row(position.as_engine(), Pool::Captured, 100, 10)
    }
}
