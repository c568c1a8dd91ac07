//! Oware's numeric action space ([`fanga_core::Actions`]): OpenSpiel's own
//! action ids. A turn is one decision, the house sown, numbered from the
//! mover's first house: `a1` to `f1` are 0 to 5 for South, `f2` to `a2` 0 to
//! 5 for North (OpenSpiel `HouseToAction`: the house less the mover's first
//! house, houses counted along the circuit from `a1`).

use fanga_core::{Decisions, GameOptions, Player};
use fanga_sowing::{Sowing, SowingActions, SowingIds};

use crate::{OwareMove, OwareOptions, OwareRules, OwareSize};

impl<S: OwareSize> SowingActions for OwareRules<S>
where
    OwareOptions<S>: GameOptions,
{
    /// One id a house of the mover's row (OpenSpiel's `NumDistinctActions`).
    fn action_count(options: &OwareOptions<S>) -> u32 {
        u32::from(options.houses)
    }

    fn max_turn_decisions(_: &OwareOptions<S>) -> u32 {
        1
    }

    /// The mover's row is his row 0 seen from his side, so a house's id is
    /// its place in that row.
    fn decisions(pos: &Sowing<Self>, mv: &OwareMove, out: &mut Decisions) {
        out.push(SowingIds::of::<Self>(pos.options()).hole(pos.turn(), mv.0));
    }

    fn action_text(options: &OwareOptions<S>, mover: Player, id: u32) -> String {
        SowingIds::of::<Self>(options)
            .text(mover, id, &[])
            .unwrap_or_default()
    }

    fn extra_features(_: &OwareOptions<S>) -> usize {
        0
    }

    fn observe_extra(_: &Sowing<Self>, _: &mut [f32]) {}
}
