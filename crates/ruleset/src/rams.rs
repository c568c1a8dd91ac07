//! Rams (`moves.rams`; MancalaGames's `child_type` RAM, CrossCapt_Six's):
//! a hole holding enough seeds for a sowing from it to come round to its
//! owner's row again is not sown. MancalaGames marks them where a sowing
//! ends in a hole (after its captures), so a position's rams follow from
//! its board, and a further sowing in the same turn keeps those of the
//! turn's start.

use fanga_sowing::{Board, Hole};

use crate::RuleSet;
use crate::compiled::Compiled;
use crate::spec::{Direction, StoreSowing};
use crate::state::{bit, from_owners_left};

/// The rules `moves.rams` is played with.
pub(crate) fn check(rules: &RuleSet) -> Result<(), (&'static str, String)> {
    let s = &rules.sowing;
    if rules.moves.rams
        && (!matches!(s.direction, Direction::Ccw | Direction::Cw)
            || !s.chosen_holes.is_empty()
            || s.laps != crate::spec::Laps::Single
            || s.own_row
            || rules.children.is_some()
            || rules.rounds.is_some()
            || rules.moves.any_hole)
    {
        return Err((
            "moves.rams",
            "needs one direction, no relays, no own rows, children, rounds or sowing any hole"
                .to_owned(),
        ));
    }
    // The seeds left go to their row's owner but a ram's (the one way
    // compared).
    if rules.moves.rams
        && (rules.end.leftover != crate::spec::Leftover::Owner
            || rules.end.goal != crate::spec::Goal::MostSeeds
            || rules.end.unfed_takes_all)
    {
        return Err((
            "moves.rams",
            "needs end.leftover = owner and the goal most_seeds".to_owned(),
        ));
    }
    Ok(())
}

impl Compiled {
    /// The holes of `board` that are rams (none without `moves.rams`).
    pub(crate) fn rams_of(&self, board: &Board) -> u32 {
        if !self.rules.moves.rams {
            return 0;
        }
        let s = &self.rules.sowing;
        let h = u32::from(self.holes);
        let extra = u32::from(s.first_seed_in_start)
            + match s.stores {
                StoreSowing::None => 0,
                StoreSowing::OwnRepeats => 1,
                StoreSowing::BothOwnRepeats => 2,
            };
        let mut rams = 0;
        for r in 0..2 {
            for c in 0..self.holes {
                let hole = Hole::at(c, r);
                let k = u32::from(from_owners_left(hole, self.holes));
                let at_least = if s.direction == Direction::Cw {
                    h + 1 + k
                } else {
                    2 * h - k
                } + extra;
                if u32::from(board.get(hole)) >= at_least {
                    rams |= bit(hole);
                }
            }
        }
        rams
    }
}
