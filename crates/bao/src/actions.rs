//! Bao's numeric action space ([`fanga_core::learn::Actions`]): the opening hole,
//! its direction unless the turn is a namua capture, then each choice
//! (`fanga_reserve::actions`): a kichwa is its hole's id, `stop` and
//! `safari` the two words after the directions.

use fanga_core::{
    Player,
    learn::{Actions, Decisions},
};
use fanga_sowing::actions::SowingIds;
use fanga_sowing::actions::{board_features, observe_board};

use crate::{Bao, BaoChoice, BaoMove, BaoRules};

/// The game's own words, in the order of their ids.
const WORDS: [&str; 2] = ["stop", "safari"];

impl Actions for Bao {
    const TURNS_HAVE_CHOICES: bool = <BaoRules as fanga_sowing::SowingRules>::HAS_CHOICES;

    fn action_count(options: &Self::Options) -> u32 {
        SowingIds::of::<BaoRules>(options).count(WORDS.len() as u32)
    }

    fn max_turn_decisions(_: &Self::Options) -> u32 {
        fanga_reserve::actions::MAX_DECISIONS
    }

    fn decisions(&self, mv: &BaoMove, out: &mut Decisions) {
        out.clear();
        let ids = SowingIds::of::<BaoRules>(self.options());
        let word = |c| match c {
            BaoChoice::Safari => ids.word(1),
            _ => ids.word(0),
        };
        fanga_reserve::actions::decisions(&ids, self.turn(), mv, word, out);
    }

    fn action_text(options: &Self::Options, mover: Player, id: u32) -> String {
        SowingIds::of::<BaoRules>(options)
            .text(mover, id, &WORDS)
            .unwrap_or_default()
    }

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
