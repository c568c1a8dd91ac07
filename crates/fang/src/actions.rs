//! Fang's numeric action space ([`fanga_core::learn::Actions`]): a turn is one
//! decision, the cup that receives the reserve seed, numbered from the
//! mover's end of the line (South's cup `k` is `k - 1`, North's is
//! `cups - k`).

use fanga_core::Player;
use fanga_core::learn::{Actions, Decisions};
use fanga_sowing::SowingRules;
use fanga_sowing::actions::SowingIds;

use crate::assumptions::{cup, hole};
use crate::{Fang, FangMove, FangOptions, FangRules};

impl Actions for Fang {
    const TURNS_HAVE_CHOICES: bool = <FangRules as SowingRules>::HAS_CHOICES;

    fn action_count(options: &FangOptions) -> u32 {
        u32::from(options.cups())
    }

    fn max_turn_decisions(_: &FangOptions) -> u32 {
        1
    }

    fn decisions(&self, mv: &FangMove, out: &mut Decisions) {
        out.clear();
        out.push(SowingIds::of::<FangRules>(self.options()).hole(self.turn(), hole(mv.0)));
    }

    /// The cup's number, as a move writes it.
    fn action_text(options: &FangOptions, mover: Player, id: u32) -> String {
        SowingIds::of::<FangRules>(options)
            .hole_of(mover, id)
            .map(|h| cup(h).to_string())
            .unwrap_or_default()
    }

    /// The board: the game has no state of its own.
    fn position_features(options: &FangOptions) -> usize {
        fanga_sowing::actions::board_features::<FangRules>(options)
    }

    fn observe_position(&self, out: &mut [f32]) {
        let _ = fanga_sowing::actions::observe_board(self.as_engine(), out);
    }
}
