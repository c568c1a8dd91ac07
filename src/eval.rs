//! Evaluations for alpha-beta and greedy players that know a game better
//! than [`ai::Material`](crate::ai::Material), the default of every game.
//! [`session`](crate::session) uses them; a program building its own
//! [`ai::AlphaBeta`](crate::ai::AlphaBeta) passes one to
//! [`with_evaluator`](crate::ai::AlphaBeta::with_evaluator).

#[cfg(feature = "kalah")]
pub use kalah::KalahStores;

#[cfg(feature = "kalah")]
mod kalah {
    use crate::ai::Evaluator;
    use crate::core::Player;
    use crate::kalah::Kalah;
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
            let side = |p: Player| {
                // South's row is row 0, North's row 1.
                let row = position
                    .row(u8::from(p == Player::North))
                    .iter()
                    .map(|&s| i32::from(s))
                    .sum::<i32>();
                100 * i32::from(position.pool(Pool::Store, p)) + 50 * row
            };
            let me = position.turn();
            side(me) - side(me.other())
        }
    }
}
