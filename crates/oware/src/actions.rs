//! Oware's numeric action space ([`fanga_core::learn::Actions`]): OpenSpiel's own
//! action ids. A turn is one decision, the house sown, numbered from the
//! mover's first house: `a1` to `f1` are 0 to 5 for South, `f2` to `a2` 0 to
//! 5 for North (OpenSpiel `HouseToAction`: the house less the mover's first
//! house, houses counted along the circuit from `a1`).

use fanga_core::Player;
use fanga_core::learn::{Actions, Decisions};
use fanga_sowing::SowingRules;
use fanga_sowing::actions::SowingIds;

use crate::{Large, Oware, OwareLarge, OwareMove, OwareRules};

/// The same action space for both position types ([`Oware`] and
/// [`OwareLarge`]), each with its rules type.
macro_rules! actions {
    ($position:ty, $rules:ty) => {
        impl Actions for $position {
            const TURNS_HAVE_CHOICES: bool = <$rules as SowingRules>::HAS_CHOICES;

            /// One id a house of the mover's row (OpenSpiel's `NumDistinctActions`).
            fn action_count(options: &Self::Options) -> u32 {
                u32::from(options.houses)
            }

            fn max_turn_decisions(_: &Self::Options) -> u32 {
                1
            }

            /// The mover's row is his row 0 seen from his side, so a house's id is
            /// its place in that row.
            fn decisions(&self, mv: &OwareMove, out: &mut Decisions) {
                out.clear();
                let pos = self.as_engine();
                out.push(SowingIds::of::<$rules>(pos.options()).hole(pos.turn(), mv.0));
            }

            fn action_text(options: &Self::Options, mover: Player, id: u32) -> String {
                SowingIds::of::<$rules>(options)
                    .text(mover, id, &[])
                    .unwrap_or_default()
            }

            /// The board ([`fanga_sowing::actions::board_features`]): Oware
            /// keeps no state of its own.
            fn position_features(options: &Self::Options) -> usize {
                fanga_sowing::actions::board_features::<$rules>(options)
            }

            fn observe_position(&self, out: &mut [f32]) {
                fanga_sowing::actions::observe_board(self.as_engine(), out);
            }
        }
    };
}

actions!(Oware, OwareRules);
actions!(OwareLarge, OwareRules<Large>);
