//! Fang's numeric action space ([`fanga_core::Actions`]): a turn is one
//! decision, the cup that receives the reserve seed, numbered from the
//! mover's end of the line (South's cup `k` is `k - 1`, North's is
//! `cups - k`).

use fanga_core::{Decisions, Player};
use fanga_sowing::{Sowing, SowingActions, SowingIds};

use crate::assumptions::{cup, hole};
use crate::{FangMove, FangOptions, FangRules};

impl SowingActions for FangRules {
    fn action_count(options: &FangOptions) -> u32 {
        u32::from(options.cups())
    }

    fn max_turn_decisions(_: &FangOptions) -> u32 {
        1
    }

    fn decisions(pos: &Sowing<Self>, mv: &FangMove, out: &mut Decisions) {
        out.push(SowingIds::of::<Self>(pos.options()).hole(pos.turn(), hole(mv.0)));
    }

    /// The cup's number, as a move writes it.
    fn action_text(options: &FangOptions, mover: Player, id: u32) -> String {
        SowingIds::of::<Self>(options)
            .hole_of(mover, id)
            .map(|h| cup(h).to_string())
            .unwrap_or_default()
    }

    fn extra_features(_: &FangOptions) -> usize {
        0
    }

    fn observe_extra(_: &Sowing<Self>, _: &mut [f32]) {}
}
