//! Evaluations for alpha-beta and greedy players that know a game better
//! than [`ai::Material`](crate::ai::Material), the default of every game.
//! [`session`](crate::session) uses them; a program building its own
//! [`ai::AlphaBeta`](crate::ai::AlphaBeta) passes one to
//! [`with_evaluator`](crate::ai::AlphaBeta::with_evaluator).

#[cfg(feature = "kalah")]
pub use kalah::{KalahEndgameEval, KalahStores};
#[cfg(feature = "oware")]
pub use oware::OwareCaptures;

/// For the player to move: his seeds in `pool` times `pool_weight` plus
/// the seeds in his row times `row_weight` (South's row is row 0, North's
/// row 1), less the same for his opponent. Kalah's and Oware's evaluations.
#[cfg(any(feature = "kalah", feature = "oware"))]
fn pool_and_row<G: crate::sowing::SowingGame>(
    position: &crate::sowing::Sowing<G>,
    pool: crate::sowing::Pool,
    pool_weight: i32,
    row_weight: i32,
) -> i32 {
    use crate::core::Player;
    let side = |p: Player| {
        let row = position
            .row(u8::from(p == Player::North))
            .iter()
            .map(|&s| i32::from(s))
            .sum::<i32>();
        pool_weight * i32::from(position.pool(pool, p)) + row_weight * row
    };
    let me = position.turn();
    side(me) - side(me.other())
}

#[cfg(feature = "oware")]
mod oware {
    use crate::ai::Evaluator;
    use crate::oware::{Oware, OwareLarge};
    use crate::sowing::Pool;

    /// Oware: a captured seed counts 100, a seed in one's row 10, for the
    /// player to move.
    ///
    /// [`Material`](crate::ai::Material) counts both 100, as the count at
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
    /// use fanga::ai::Evaluator;
    /// use fanga::core::Position;
    /// use fanga::eval::OwareCaptures;
    /// use fanga::oware::Oware;
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

    /// Both position types: [`Oware`] and [`OwareLarge`].
    macro_rules! captures {
        ($($t:ty),*) => {$(
            impl Evaluator<$t> for OwareCaptures {
                fn evaluate(&self, position: &$t) -> i32 {
                    super::pool_and_row(position, Pool::Captured, 100, 10)
                }
            }
        )*};
    }
    captures!(Oware, OwareLarge);
}

#[cfg(feature = "kalah")]
mod kalah {
    use std::sync::Arc;

    use crate::ai::{Evaluator, Score};
    use crate::kalah::{Kalah, KalahOptions};
    use crate::solve::{KalahEndgame, KalahSowings};
    use crate::sowing::Pool;

    /// Kalah: a seed in one's store counts 100, a seed in one's row 50, for
    /// the player to move.
    ///
    /// [`Material`](crate::ai::Material) counts both 100, as the final count
    /// does; but a store's seeds are won for good while a row's may still
    /// be captured or sown across. Weighting the row at half made alpha-beta
    /// stronger in every trial: 67.5% of the points against the same search
    /// with `Material` over 100 games from 50 openings (20,000 nodes a move,
    /// colours swapped), and 65% at 100,000 nodes (`docs/strength.md`).
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
    pub struct KalahStores;

    impl Evaluator<Kalah> for KalahStores {
        fn evaluate(&self, position: &Kalah) -> i32 {
            super::pool_and_row(position, Pool::Store, 100, 50)
        }
    }

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
    /// [`session_with`](crate::session_with) plays Kalah with it, and so do
    /// the `engine` and `tournament` examples given `--endgame-file`.
    ///
    /// ```
    /// use std::sync::Arc;
    ///
    /// use fanga::ai::{Evaluator, Score};
    /// use fanga::core::Position;
    /// use fanga::eval::KalahEndgameEval;
    /// use fanga::kalah::{Kalah, KalahOptions};
    /// use fanga::solve::{KalahEndgame, KalahSowings};
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
            let seeds = crate::solve::kalah::seeds_on_board(position);
            if seeds > u32::from(self.endgame.seeds()) || !self.sowings.fits(position) {
                return None;
            }
            let state = self.sowings.state(position);
            let future = self.endgame.value(&state)?;
            Some(Score::proven(state.banked() + future).0)
        }
    }
}
