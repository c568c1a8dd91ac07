//! Chaplin's numeric action space ([`fanga_core::Actions`]): a turn is one
//! decision, the hole sown, numbered from the mover's side
//! (`fanga_sowing::actions`).

use fanga_core::{Decisions, Player};
use fanga_sowing::{Hole, Sowing, SowingActions, SowingIds};

use crate::{ChaplinOptions, ChaplinRules};

impl SowingActions for ChaplinRules {
    fn action_count(options: &ChaplinOptions) -> u32 {
        SowingIds::of::<Self>(options).holes()
    }

    fn max_turn_decisions(_: &ChaplinOptions) -> u32 {
        1
    }

    fn decisions(pos: &Sowing<Self>, mv: &Hole, out: &mut Decisions) {
        out.push(SowingIds::of::<Self>(pos.options()).hole(pos.turn(), *mv));
    }

    fn action_text(options: &ChaplinOptions, mover: Player, id: u32) -> String {
        SowingIds::of::<Self>(options)
            .text(mover, id, &[])
            .unwrap_or_default()
    }

    fn extra_features(_: &ChaplinOptions) -> usize {
        0
    }

    fn observe_extra(_: &Sowing<Self>, _: &mut [f32]) {}
}
