//! The game's numeric action space ([`fanga_core::Actions`]), numbered by
//! `fanga_sowing::actions`: a sowing is its hole then its direction; a step
//! of the only seed its two holes; a step that captures its two holes then
//! the direction the captured seeds are sown in.

use fanga_core::{Decisions, Player};
use fanga_sowing::{Sowing, SowingActions, SowingIds};

use crate::{BoustrophedonMove, BoustrophedonOptions, BoustrophedonRules};

impl SowingActions for BoustrophedonRules {
    fn action_count(options: &BoustrophedonOptions) -> u32 {
        SowingIds::of::<Self>(options).count(0)
    }

    fn max_turn_decisions(_: &BoustrophedonOptions) -> u32 {
        3
    }

    fn decisions(pos: &Sowing<Self>, mv: &BoustrophedonMove, out: &mut Decisions) {
        let ids = SowingIds::of::<Self>(pos.options());
        let mover = pos.turn();
        match *mv {
            BoustrophedonMove::Sow { hole, dir } => {
                out.extend([ids.hole(mover, hole), ids.dir(dir)]);
            }
            BoustrophedonMove::Step { from, to } => {
                out.extend([ids.hole(mover, from), ids.hole(mover, to)]);
            }
            BoustrophedonMove::Capture { from, to, dir } => {
                out.extend([ids.hole(mover, from), ids.hole(mover, to), ids.dir(dir)]);
            }
        }
    }

    fn action_text(options: &BoustrophedonOptions, mover: Player, id: u32) -> String {
        SowingIds::of::<Self>(options)
            .text(mover, id, &[])
            .unwrap_or_default()
    }

    fn extra_features(_: &BoustrophedonOptions) -> usize {
        0
    }

    fn observe_extra(_: &Sowing<Self>, _: &mut [f32]) {}
}
