//! A random move through the engine's shell, each sowing drawn uniformly:
//! the general path of random moves, for the rule sets the fast path does
//! not play and for a turn whose relays run long there.

use fanga_core::{Position, SplitMix64};
use fanga_sowing::relay::ChoiceError;
use fanga_sowing::{Hole, MoveError};

use crate::TwoRowMove;
use crate::two_row::Engine;

/// One random move through the engine's shell, each sowing drawn
/// uniformly: the first hole, then each choice the turn asks for.
pub(crate) fn play_by_sowing(pos: &mut Engine, rng: &mut SplitMix64) -> bool {
    if Position::outcome(pos).is_some() {
        return false;
    }
    let c = pos.options().rules;
    let openings = c.legal_openings(pos.turn(), &pos.board(), &pos.game_state());
    if openings.is_empty() {
        return false;
    }
    let first = openings[rng.below(openings.len())];
    let mut choices: smallvec::SmallVec<[Hole; 8]> = smallvec::SmallVec::new();
    loop {
        let Some(m) = TwoRowMove::joined(first, &choices) else {
            // A turn of more sowings than a move holds is refused by the
            // rule set's checks (`MAX_SOWINGS`).
            return false;
        };
        match pos.check_move(&m) {
            Ok(()) => {
                pos.play_unchecked(&m);
                return true;
            }
            Err(MoveError::Choice(ChoiceError::Missing { options, .. })) => {
                choices.push(options[rng.below(options.len())]);
            }
            // The first hole is legal and every choice one offered.
            Err(e) => {
                debug_assert!(
                    false,
                    "a random move drawn from legal holes is refused: {e}"
                );
                return false;
            }
        }
    }
}
