//! A rule set's numeric action space ([`Actions`]): the holes from the
//! mover's side ([`SowingIds`]), one decision a sowing the move writes (its
//! first, and each further one that was a choice); the observation is the
//! board, the stores, and whether captures are on.

use fanga_core::learn::{Actions, Decisions};
use fanga_core::{Player, Position};
use fanga_sowing::SowingRules;
use fanga_sowing::actions::SowingIds;

use crate::moves::MAX_SOWINGS;
use crate::{RuleSetOptions, TwoRow, TwoRowMove, TwoRowRules};

impl Actions for TwoRow {
    const TURNS_HAVE_CHOICES: bool = <TwoRowRules as SowingRules>::HAS_CHOICES;

    /// The holes, then the two directions where the mover chooses some.
    fn action_count(options: &RuleSetOptions) -> u32 {
        let ids = SowingIds::of::<TwoRowRules>(options);
        if options.rules.directions.is_some_and(|d| d.any_chosen()) {
            ids.count(0)
        } else {
            ids.holes()
        }
    }

    /// A turn sows at most once more than there are seeds (and at most
    /// [`MAX_SOWINGS`] times), when the rule set gives further sowings: a
    /// last seed in the mover's store, a capture, or a grand slam that sows
    /// again; a first hole where the mover chooses the direction is one
    /// decision more.
    fn max_turn_decisions(options: &RuleSetOptions) -> u32 {
        let c = options.rules;
        let further = !c.further_moves
            && (c.own_store_repeats
                || c.repeat_on_capture
                || c.grand_slam == crate::spec::GrandSlam::SowAgain);
        let sowings = if further {
            (c.total + 1).min(MAX_SOWINGS as u32)
        } else {
            1
        };
        sowings + u32::from(c.directions.is_some_and(|d| d.any_chosen()))
    }

    fn decisions(&self, mv: &TwoRowMove, out: &mut Decisions) {
        out.clear();
        let ids = SowingIds::of::<TwoRowRules>(&self.options());
        let mover = self.turn();
        for (i, &h) in mv.holes().iter().enumerate() {
            out.push(ids.hole(mover, h));
            if let (0, Some(d)) = (i, mv.opening().dir) {
                out.push(ids.dir(d));
            }
        }
    }

    fn action_text(options: &RuleSetOptions, mover: Player, id: u32) -> String {
        SowingIds::of::<TwoRowRules>(options)
            .text(mover, id, &[])
            .unwrap_or_default()
    }

    /// The board ([`fanga_sowing::actions::board_features`]), then 1 while
    /// captures are off for the player to move (the first moves without
    /// captures, or the first player limited).
    fn position_features(options: &RuleSetOptions) -> usize {
        fanga_sowing::actions::board_features::<TwoRowRules>(options) + 1
    }

    fn observe_position(&self, out: &mut [f32]) {
        let out = fanga_sowing::actions::observe_board(self.as_engine(), out);
        if let Some(x) = out.first_mut() {
            *x = if self.game_state().may_capture(self.turn()) {
                0.0
            } else {
                1.0
            };
        }
    }
}
