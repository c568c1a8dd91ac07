//! [`KalahEndgameEval`]: Kalah's evaluation with an endgame table.

use std::sync::Arc;

use fanga_core::{Score, catalog::Evaluator};

use super::endgame::KalahEndgame;
use super::sowings::{KalahSowings, seeds_on_board};
use crate::{Kalah, KalahOptions, KalahStores};

/// Kalah with an endgame table: [`KalahStores`] at a search's horizon,
/// and the exact value of every position with at most
/// [`KalahEndgame::seeds`] seeds on the board, wherever the search
/// meets one ([`Evaluator::exact`]: alpha-beta goes no deeper there).
///
/// The table gives the final margin with perfect play from both sides
/// (store and row, as the game counts), so near its end the search
/// plays perfectly, and it sees a won or lost endgame from further
/// off. A table is built once ([`KalahEndgame::build`]) and read from
/// its file ([`KalahEndgame::read_from`]);
/// a session given the table in its extensions plays Kalah with it
/// ([`Catalogued::evaluator`](fanga_core::catalog::Catalogued::evaluator)), and so do
/// the `engine` and `tournament` examples given `--endgame-file`.
///
/// ```
/// use std::sync::Arc;
///
/// use fanga_core::{Position, Score, catalog::Evaluator};
/// use fanga_kalah::solver::{KalahEndgame, KalahEndgameEval, KalahSowings};
/// use fanga_kalah::{Kalah, KalahOptions};
///
/// let options = KalahOptions::new(3, 2)?;
/// let table = KalahEndgame::build(&KalahSowings::new(&options), 12, 1, |_, _| {})?;
/// let eval = KalahEndgameEval::new(Arc::new(table));
/// let start = Kalah::start(&options);
/// // Kalah(3, 2) is a first-player win by 4 (docs/solved.md).
/// assert_eq!(eval.exact(&start), Some(Score::proven(4).0));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct KalahEndgameEval {
    endgame: Arc<KalahEndgame>,
    sowings: KalahSowings,
}

impl KalahEndgameEval {
    /// The evaluation with this table (for boards of its houses; it
    /// knows no position of another board).
    #[must_use]
    pub fn new(endgame: Arc<KalahEndgame>) -> Self {
        // Tables exist for 1 to 6 houses, every value the option takes.
        let houses = u8::try_from(endgame.houses()).unwrap_or(6);
        let options = KalahOptions::new(houses, 1).unwrap_or_default();
        KalahEndgameEval {
            sowings: KalahSowings::new(&options),
            endgame,
        }
    }

    /// The table.
    #[must_use]
    pub fn endgame(&self) -> &Arc<KalahEndgame> {
        &self.endgame
    }
}

impl Evaluator<Kalah> for KalahEndgameEval {
    fn evaluate(&self, position: &Kalah) -> i32 {
        KalahStores.evaluate(position)
    }

    fn exact(&self, position: &Kalah) -> Option<i32> {
        // A quick count first: most positions of a search are not in
        // the table.
        let seeds = seeds_on_board(position);
        if seeds > u32::from(self.endgame.seeds()) || !self.sowings.fits(position) {
            return None;
        }
        let state = self.sowings.state(position);
        let future = self.endgame.value(&state)?;
        Some(Score::proven(state.banked() + future).0)
    }
}
