//! Bao's numeric action space ([`fanga_core::Actions`]): the opening hole,
//! its direction unless the turn is a namua capture, then each choice
//! (`fanga_reserve::actions`): a kichwa is its hole's id, `stop` and
//! `safari` the two words after the directions.

use fanga_core::{Decisions, Player};
use fanga_sowing::{Sowing, SowingActions, SowingIds};

use crate::{BaoChoice, BaoMove, BaoRules};

/// The game's own words, in the order of their ids.
const WORDS: [&str; 2] = ["stop", "safari"];

impl SowingActions for BaoRules {
    fn action_count(options: &Self::Options) -> u32 {
        SowingIds::of::<Self>(options).count(WORDS.len() as u32)
    }

    fn max_turn_decisions(_: &Self::Options) -> u32 {
        fanga_reserve::actions::MAX_DECISIONS
    }

    fn decisions(pos: &Sowing<Self>, mv: &BaoMove, out: &mut Decisions) {
        let ids = SowingIds::of::<Self>(pos.options());
        let word = |c| match c {
            BaoChoice::Safari => ids.word(1),
            _ => ids.word(0),
        };
        fanga_reserve::actions::decisions(&ids, pos.turn(), mv, word, out);
    }

    fn action_text(options: &Self::Options, mover: Player, id: u32) -> String {
        SowingIds::of::<Self>(options)
            .text(mover, id, &WORDS)
            .unwrap_or_default()
    }

    /// Whether the mover and the opponent still own their house, then the
    /// hole the mover may not sow this turn (the takasia), one-hot over the
    /// holes from his side.
    fn extra_features(options: &Self::Options) -> usize {
        2 + SowingIds::of::<Self>(options).holes() as usize
    }

    fn observe_extra(pos: &Sowing<Self>, out: &mut [f32]) {
        let state = pos.extra();
        let mover = pos.turn();
        for (x, p) in out.iter_mut().zip([mover, mover.other()]) {
            *x = f32::from(u8::from(state.owns_house(p)));
        }
        if let Some(h) = state.takasia() {
            let id = SowingIds::of::<Self>(pos.options()).hole(mover, h) as usize;
            if let Some(x) = out.get_mut(2 + id) {
                *x = 1.0;
            }
        }
    }
}
