//! The numeric action space of the four-row reserve games
//! ([`fanga_core::Actions`], numbered by `fanga_sowing::actions`): the
//! opening hole, its direction unless the turn is a phase-1 capture, then
//! each mid-turn choice (a tsibongy is its hole's id, a game's own choice one
//! of its words).

use fanga_core::{Decisions, Player};
use fanga_sowing::SowingIds;

use crate::{MAX_CHOICES, ReserveChoice, ReserveMove};

/// The most decisions a reserve move takes: its hole, its direction and
/// [`MAX_CHOICES`] choices.
pub const MAX_DECISIONS: u32 = 2 + MAX_CHOICES as u32;

/// Writes the decisions of `mv` for `mover`, a choice that is not a
/// tsibongy being `word(choice)`'s id.
pub fn decisions<C: ReserveChoice>(
    ids: &SowingIds,
    mover: Player,
    mv: &ReserveMove<C>,
    word: impl Fn(C) -> u32,
    out: &mut Decisions,
) {
    out.push(ids.hole(mover, mv.hole()));
    if let Some(d) = mv.dir() {
        out.push(ids.dir(d));
    }
    for &c in mv.choices() {
        out.push(
            c.as_tsibongy()
                .map_or_else(|| word(c), |h| ids.hole(mover, h)),
        );
    }
}

/// Writes the members of `fanga_sowing::SowingActions` for a reserve game
/// whose only choice is the tsibongy ([`Tsibongy`](crate::Tsibongy)) and
/// which has no state of its own. Use
/// it inside the game's `impl SowingActions for ...`.
#[macro_export]
macro_rules! tsibongy_actions {
    () => {
        fn action_count(options: &Self::Options) -> u32 {
            $crate::fanga_sowing::SowingIds::of::<Self>(options).count(0)
        }

        fn max_turn_decisions(_: &Self::Options) -> u32 {
            $crate::actions::MAX_DECISIONS
        }

        fn decisions(
            pos: &$crate::fanga_sowing::Sowing<Self>,
            mv: &$crate::ReserveMove<$crate::Tsibongy>,
            out: &mut $crate::fanga_core::Decisions,
        ) {
            let ids = $crate::fanga_sowing::SowingIds::of::<Self>(pos.options());
            $crate::actions::decisions(&ids, pos.turn(), mv, |_| 0, out);
        }

        fn action_text(
            options: &Self::Options,
            mover: $crate::fanga_core::Player,
            id: u32,
        ) -> ::std::string::String {
            $crate::fanga_sowing::SowingIds::of::<Self>(options)
                .text(mover, id, &[])
                .unwrap_or_default()
        }

        /// The game has no state of its own: the board says everything.
        fn extra_features(_: &Self::Options) -> usize {
            0
        }

        fn observe_extra(_: &$crate::fanga_sowing::Sowing<Self>, _: &mut [f32]) {}
    };
}
