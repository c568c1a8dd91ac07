//! The game's numeric action space ([`fanga_core::learn::Actions`]), numbered by
//! `fanga_sowing::actions`: a sowing is its hole then its direction; a step
//! of the only seed its two holes; a step that captures its two holes then
//! the direction the captured seeds are sown in.

use fanga_core::Player;
use fanga_core::learn::{Actions, Decisions};
use fanga_sowing::SowingRules;
use fanga_sowing::actions::SowingIds;

use crate::{Boustrophedon, BoustrophedonMove, BoustrophedonOptions, BoustrophedonRules};

impl Actions for Boustrophedon {
    const TURNS_HAVE_CHOICES: bool = <BoustrophedonRules as SowingRules>::HAS_CHOICES;

    fn action_count(options: &BoustrophedonOptions) -> u32 {
        SowingIds::of::<BoustrophedonRules>(options).count(0)
    }

    fn max_turn_decisions(_: &BoustrophedonOptions) -> u32 {
        3
    }

    fn decisions(&self, mv: &BoustrophedonMove, out: &mut Decisions) {
        out.clear();
        let ids = SowingIds::of::<BoustrophedonRules>(self.options());
        let mover = self.turn();
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
        SowingIds::of::<BoustrophedonRules>(options)
            .text(mover, id, &[])
            .unwrap_or_default()
    }

    /// The board: the game has no state of its own.
    fn position_features(options: &BoustrophedonOptions) -> usize {
        fanga_sowing::actions::board_features::<BoustrophedonRules>(options)
    }

    fn observe_position(&self, out: &mut [f32]) {
        let _ = fanga_sowing::actions::observe_board(self.as_engine(), out);
    }
}
