//! Bao's numeric action space ([`fanga_core::learn::Actions`]): the opening hole,
//! its direction unless the turn is a namua capture, then each choice
//! (`fanga_reserve::actions`): a kichwa is its hole's id, `stop` and
//! `safari` the two words after the directions.

use fanga_core::learn::Actions;
use fanga_sowing::actions::{SowingIds, board_features, observe_board};

use crate::{Bao, BaoChoice, BaoRules};

/// The game's own words, in the order of their ids.
const WORDS: [&str; 2] = ["stop", "safari"];

impl Actions for Bao {
    fanga_reserve::reserve_actions!(BaoRules, WORDS, |c| match c {
        BaoChoice::Safari => 1,
        _ => 0,
    });

    /// The board, then whether the mover and the opponent still own their
    /// house, then the hole the mover may not sow this turn (the takasia),
    /// one-hot over the holes from his side.
    fn position_features(options: &Self::Options) -> usize {
        board_features::<BaoRules>(options)
            + 2
            + SowingIds::of::<BaoRules>(options).holes() as usize
    }

    fn observe_position(&self, out: &mut [f32]) {
        let out = observe_board(self.as_engine(), out);
        let state = self.game_state();
        let mover = self.turn();
        for (x, p) in out.iter_mut().zip([mover, mover.other()]) {
            *x = f32::from(u8::from(state.owns_house(p)));
        }
        if let Some(h) = state.takasia() {
            let id = SowingIds::of::<BaoRules>(self.options()).hole(mover, h) as usize;
            if let Some(x) = out.get_mut(2 + id) {
                *x = 1.0;
            }
        }
    }
}
