//! Katra sakalava's numeric action space ([`fanga_core::Actions`]): the
//! opening hole, its direction, then each choice (`fanga_reserve::actions`),
//! `stop` and `rova` being the two words after the directions.

use fanga_core::{Decisions, Player};
use fanga_sowing::{Sowing, SowingActions, SowingIds};

use crate::{Sakalava, SakalavaChoice, SakalavaMove};

/// The game's own words, in the order of their ids.
const WORDS: [&str; 2] = ["stop", "rova"];

impl SowingActions for Sakalava {
    fn action_count(options: &Self::Options) -> u32 {
        SowingIds::of::<Self>(options).count(WORDS.len() as u32)
    }

    fn max_turn_decisions(_: &Self::Options) -> u32 {
        fanga_reserve::actions::MAX_DECISIONS
    }

    fn decisions(pos: &Sowing<Self>, mv: &SakalavaMove, out: &mut Decisions) {
        let ids = SowingIds::of::<Self>(pos.options());
        let word = |c| match c {
            SakalavaChoice::Rova => ids.word(1),
            _ => ids.word(0),
        };
        fanga_reserve::actions::decisions(&ids, pos.turn(), mv, word, out);
    }

    fn action_text(options: &Self::Options, mover: Player, id: u32) -> String {
        SowingIds::of::<Self>(options)
            .text(mover, id, &WORDS)
            .unwrap_or_default()
    }

    /// Whether the mover's rova stands, then the opponent's (no choice is
    /// pending between turns).
    fn extra_features(_: &Self::Options) -> usize {
        2
    }

    fn observe_extra(pos: &Sowing<Self>, out: &mut [f32]) {
        let mover = pos.turn();
        for (x, p) in out.iter_mut().zip([mover, mover.other()]) {
            *x = f32::from(u8::from(pos.extra().standing(p)));
        }
    }
}
