//! Mangala's numeric action space ([`fanga_core::learn::Actions`]), numbered by
//! `fanga_sowing::actions`: the setup is entered **hole by hole**, four
//! decisions giving the shells put into `c1`, `d1`, `c2` and `d2` in turn
//! (the last is forced: what is left), rather than one of its 62,196 moves;
//! the pie choice is `keep` or `rotate`; a sowing is its hole.
//!
//! After the holes and the two directions (which Mangala does not use) come
//! `keep`, `rotate`, then the counts 0 to 70.

use fanga_core::Player;
use fanga_core::learn::{Actions, Decisions};
use fanga_sowing::SowingRules;
use fanga_sowing::actions::SowingIds;

use crate::{Mangala, MangalaMove, MangalaOptions, MangalaRules, Phase, SHELLS};

/// `keep` and `rotate`: the words before the counts.
const WORDS: [&str; 2] = ["keep", "rotate"];

impl Actions for Mangala {
    const TURNS_HAVE_CHOICES: bool = <MangalaRules as SowingRules>::HAS_CHOICES;

    fn action_count(options: &MangalaOptions) -> u32 {
        SowingIds::of::<MangalaRules>(options).count(WORDS.len() as u32 + u32::from(SHELLS) + 1)
    }

    /// The setup's four counts.
    fn max_turn_decisions(_: &MangalaOptions) -> u32 {
        4
    }

    fn decisions(&self, mv: &MangalaMove, out: &mut Decisions) {
        out.clear();
        let pos = self.as_engine();
        let ids = SowingIds::of::<MangalaRules>(pos.options());
        match mv {
            MangalaMove::Setup(counts) => {
                for &n in counts {
                    out.push(ids.word(WORDS.len() as u32 + u32::from(n)));
                }
            }
            MangalaMove::Keep => out.push(ids.word(0)),
            MangalaMove::Rotate => out.push(ids.word(1)),
            MangalaMove::Sow(h) => out.push(ids.hole(pos.turn(), *h)),
        }
    }

    /// A count is written as its number of shells.
    fn action_text(options: &MangalaOptions, mover: Player, id: u32) -> String {
        let ids = SowingIds::of::<MangalaRules>(options);
        match id.checked_sub(ids.word(WORDS.len() as u32)) {
            Some(n) => n.to_string(),
            None => ids.text(mover, id, &WORDS).unwrap_or_default(),
        }
    }

    /// The board ([`fanga_sowing::actions::board_features`]), then the
    /// phase, one-hot (setup, choice, play), then whether the mover and the
    /// opponent have had their first sowing turn.
    fn position_features(options: &MangalaOptions) -> usize {
        fanga_sowing::actions::board_features::<MangalaRules>(options) + 5
    }

    fn observe_position(&self, out: &mut [f32]) {
        let out = fanga_sowing::actions::observe_board(self.as_engine(), out);
        let state = self.game_state();
        let phase = match state.phase() {
            Phase::Setup => 0,
            Phase::Choice => 1,
            Phase::Play => 2,
        };
        let mover = self.turn();
        let values = [
            phase == 0,
            phase == 1,
            phase == 2,
            state.opened(mover),
            state.opened(mover.other()),
        ];
        for (x, v) in out.iter_mut().zip(values) {
            *x = f32::from(u8::from(v));
        }
    }
}
