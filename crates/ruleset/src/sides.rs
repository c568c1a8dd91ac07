//! The holes a player may sow from at all, before any rule filters them:
//! those of his own row (the holes he owns, under territory) holding enough seeds, or, under `moves.any_hole`
//! (MancalaGames's `no_sides`), those of the whole board.

use fanga_core::Player;
use fanga_sowing::relay::Choices;
use fanga_sowing::{Board, Hole};

use crate::RuleSet;
use crate::compiled::Compiled;
use crate::spec::{AllowRule, Goal, GrandSlam, StoreSowing};
use crate::state::GameState;

impl Compiled {
    /// The holes of `player` holding at least `moves.min_seeds`, children
    /// aside.
    pub(crate) fn sowable(
        &self,
        player: Player,
        board: &Board,
        state: &GameState,
    ) -> Choices<Hole> {
        self.sowable_barring(player, board, state, self.rams_of(board))
    }

    /// [`Compiled::sowable`], the holes of `barred` (rams) aside.
    pub(crate) fn sowable_barring(
        &self,
        player: Player,
        board: &Board,
        state: &GameState,
        barred: u32,
    ) -> Choices<Hole> {
        board
            .row_holes(0)
            .chain(board.row_holes(1))
            .filter(|&h| {
                (self.any_hole || crate::territory::owns(state, player, h))
                    && board.get(h) >= self.min_seeds
                    && !crate::children::is_child(state, h)
                    && barred & crate::state::bit(h) == 0
            })
            .collect()
    }
}

/// The rules `moves.any_hole` is played with: the parameter refused and
/// why, otherwise. MancalaGames refuses feeding, passing and grand slam
/// rules with it; the others were never compared.
pub(crate) fn check_any_hole(rules: &RuleSet) -> Result<(), (&'static str, String)> {
    let m = &rules.moves;
    let not_with = |what: &str| format!("{what} is not played with moves.any_hole");
    if m.must_feed {
        return Err(("moves.must_feed", not_with("feeding the opponent")));
    }
    if m.pass {
        return Err(("moves.pass", not_with("passing")));
    }
    if m.allow != AllowRule::Any {
        return Err(("moves.allow", not_with("an allow rule")));
    }
    if rules.capture.grand_slam != GrandSlam::Legal {
        return Err(("capture.grand_slam", not_with("a grand slam rule")));
    }
    if rules.sowing.stores != StoreSowing::None {
        return Err(("sowing.stores", not_with("sowing into the stores")));
    }
    // Clearing one's own row (Enlightenment's goal) is compared; the
    // others are not.
    if !matches!(rules.end.goal, Goal::MostSeeds | Goal::Clear) {
        return Err((
            "end.goal",
            not_with("a goal other than most_seeds and clear"),
        ));
    }
    Ok(())
}
