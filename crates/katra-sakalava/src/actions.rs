//! Katra sakalava's numeric action space ([`fanga_core::learn::Actions`]): the
//! opening hole, its direction, then each choice (`fanga_reserve::actions`),
//! `stop` and `rova` being the two words after the directions.

use fanga_core::learn::Actions;
use fanga_sowing::actions::{board_features, observe_board};

use crate::{KatraSakalava, SakalavaChoice, SakalavaRules};

/// The game's own words, in the order of their ids.
const WORDS: [&str; 2] = ["stop", "rova"];

impl Actions for KatraSakalava {
    fanga_reserve::reserve_actions!(SakalavaRules, WORDS, |c| match c {
        SakalavaChoice::Rova => 1,
        _ => 0,
    });

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
