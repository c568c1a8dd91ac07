//! Katra sakalava's numeric action space ([`fanga_core::learn::Actions`]): the
//! opening hole, its direction, then each choice (`fanga_reserve::actions`),
//! `stop` and `rova` being the two words after the directions.

use fanga_core::{
    Player,
    learn::{Actions, Decisions},
};
use fanga_sowing::actions::SowingIds;
use fanga_sowing::actions::{board_features, observe_board};

use crate::{KatraSakalava, SakalavaChoice, SakalavaMove, SakalavaRules};

/// The game's own words, in the order of their ids.
const WORDS: [&str; 2] = ["stop", "rova"];

impl Actions for KatraSakalava {
    const TURNS_HAVE_CHOICES: bool = <SakalavaRules as fanga_sowing::SowingRules>::HAS_CHOICES;

    fn action_count(options: &Self::Options) -> u32 {
        SowingIds::of::<SakalavaRules>(options).count(WORDS.len() as u32)
    }

    fn max_turn_decisions(_: &Self::Options) -> u32 {
        fanga_reserve::actions::MAX_DECISIONS
    }

    fn decisions(&self, mv: &SakalavaMove, out: &mut Decisions) {
        out.clear();
        let ids = SowingIds::of::<SakalavaRules>(self.options());
        let word = |c| match c {
            SakalavaChoice::Rova => ids.word(1),
            _ => ids.word(0),
        };
        fanga_reserve::actions::decisions(&ids, self.turn(), mv, word, out);
    }

    fn action_text(options: &Self::Options, mover: Player, id: u32) -> String {
        SowingIds::of::<SakalavaRules>(options)
            .text(mover, id, &WORDS)
            .unwrap_or_default()
    }

    /// The board, then whether the mover's rova stands, then the
    /// opponent's (no choice is pending between turns).
    fn position_features(options: &Self::Options) -> usize {
        board_features::<SakalavaRules>(options) + 2
    }

    fn observe_position(&self, out: &mut [f32]) {
        let out = observe_board(self.as_engine(), out);
        let mover = self.turn();
        for (x, p) in out.iter_mut().zip([mover, mover.other()]) {
            *x = f32::from(u8::from(self.game_state().standing(p)));
        }
    }
}
