//! The numeric action space of the four-row reserve games
//! ([`fanga_core::learn::Actions`], numbered by `fanga_sowing::actions`): the
//! opening hole, its direction unless the turn is a phase-1 capture, then
//! each mid-turn choice (a tsibongy is its hole's id, a game's own choice one
//! of its words).

use fanga_core::{Player, learn::Decisions};
use fanga_sowing::actions::SowingIds;

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

/// Writes the members of [`Actions`](fanga_core::learn::Actions) that
/// number the moves of a reserve game (`TURNS_HAVE_CHOICES`,
/// `action_count`, `max_turn_decisions`, `decisions`, `action_text`): the
/// macro's arguments are its rules type, its own words (the ids after the
/// directions: `["stop", "rova"]`, or `[]`) and the index among them of a
/// choice that is not a tsibongy (`|c| match c { .. }`). Use it inside the
/// game's `impl Actions for ...`, which then writes its position features.
#[macro_export]
macro_rules! reserve_actions {
    ($rules:ty, $words:expr, $word_of:expr) => {
        const TURNS_HAVE_CHOICES: bool = <$rules as $crate::fanga_sowing::SowingRules>::HAS_CHOICES;

        fn action_count(options: &Self::Options) -> u32 {
            let words: &[&str] = &$words;
            $crate::fanga_sowing::actions::SowingIds::of::<$rules>(options)
                .count(u32::try_from(words.len()).unwrap_or(u32::MAX))
        }

        fn max_turn_decisions(_: &Self::Options) -> u32 {
            $crate::actions::MAX_DECISIONS
        }

        fn decisions(
            &self,
            mv: &<Self as $crate::fanga_core::Position>::Move,
            out: &mut $crate::fanga_core::learn::Decisions,
        ) {
            out.clear();
            let ids = $crate::fanga_sowing::actions::SowingIds::of::<$rules>(self.options());
            $crate::actions::decisions(&ids, self.turn(), mv, |c| ids.word(($word_of)(c)), out);
        }

        fn action_text(
            options: &Self::Options,
            mover: $crate::fanga_core::Player,
            id: u32,
        ) -> ::std::string::String {
            $crate::fanga_sowing::actions::SowingIds::of::<$rules>(options)
                .text(mover, id, &$words)
                .unwrap_or_default()
        }
    };
}

/// Writes the members of [`Actions`](fanga_core::learn::Actions) for the
/// position type of a reserve game whose only choice is the tsibongy
/// ([`Tsibongy`](crate::Tsibongy)) and which has no state of its own, its
/// rules type being the macro's argument ([`reserve_actions!`] with no
/// words, and the board as the position's features). Use it inside the
/// game's `impl Actions for ...`.
#[macro_export]
macro_rules! tsibongy_actions {
    ($rules:ty) => {
        $crate::reserve_actions!($rules, [], |_| 0);

        /// The board: the game has no state of its own.
        fn position_features(options: &Self::Options) -> usize {
            $crate::fanga_sowing::actions::board_features::<$rules>(options)
        }

        fn observe_position(&self, out: &mut [f32]) {
            let _ = $crate::fanga_sowing::actions::observe_board(self.as_engine(), out);
        }
    };
}
