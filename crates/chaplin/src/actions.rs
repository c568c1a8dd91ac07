//! Chaplin's numeric action space ([`fanga_core::learn::Actions`]): a turn is one
//! decision, the hole sown, numbered from the mover's side
//! (`fanga_sowing::actions`).

use fanga_core::Player;
use fanga_core::learn::{Actions, Decisions};
use fanga_sowing::actions::SowingIds;
use fanga_sowing::{Hole, SowingRules};

use crate::{Chaplin, ChaplinOptions, ChaplinRules};

impl Actions for Chaplin {
    const TURNS_HAVE_CHOICES: bool = <ChaplinRules as SowingRules>::HAS_CHOICES;

    fn action_count(options: &ChaplinOptions) -> u32 {
        SowingIds::of::<ChaplinRules>(options).holes()
    }

    fn max_turn_decisions(_: &ChaplinOptions) -> u32 {
        1
    }

    fn decisions(&self, mv: &Hole, out: &mut Decisions) {
        out.clear();
        out.push(SowingIds::of::<ChaplinRules>(self.options()).hole(self.turn(), *mv));
    }

    fn action_text(options: &ChaplinOptions, mover: Player, id: u32) -> String {
        SowingIds::of::<ChaplinRules>(options)
            .text(mover, id, &[])
            .unwrap_or_default()
    }

    /// The board: the game has no state of its own.
    fn position_features(options: &ChaplinOptions) -> usize {
        fanga_sowing::actions::board_features::<ChaplinRules>(options)
    }

    fn observe_position(&self, out: &mut [f32]) {
        let _ = fanga_sowing::actions::observe_board(self.as_engine(), out);
    }
}
