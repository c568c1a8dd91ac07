//! Children passed by (`children.passed`): a lap's seed that would fall
//! into a child of the opponent goes on to the next hole that is none
//! (MancalaGames's `sow_rule` NO_OPP_CHILD), or does so for every seed but
//! the lap's last (OPP_CHILD_ONLY1). Such a lap is sown here seed by seed,
//! every seed recorded on the trace as a drop, and the engine is handed a
//! lap of no seed ending in the hole of the last seed.

use fanga_core::Player;
use fanga_sowing::relay::Turn;
use fanga_sowing::trace::Tracer;
use fanga_sowing::{Lap, LapStart};

use crate::RuleSet;
use crate::compiled::Compiled;
use crate::spec::{ChildrenPassed, EnPassant, StoreSowing};
use crate::state::{TurnState, bit};

/// The rules children are passed by with: the parameter refused and why.
pub(crate) fn check(rules: &RuleSet) -> Result<(), (&'static str, String)> {
    let Some(ch) = &rules.children else {
        return Ok(());
    };
    if ch.passed == ChildrenPassed::None {
        return Ok(());
    }
    let s = &rules.sowing;
    let not_with = |what: &str| format!("children passed by are not played with {what} yet");
    if s.stores != StoreSowing::None {
        return Err(("sowing.stores", not_with("stores sown into")));
    }
    if s.first_seed_in_start {
        return Err((
            "sowing.first_seed_in_start",
            not_with("the first seed left in its hole"),
        ));
    }
    if s.en_passant != EnPassant::None
        || s.opponent_gets_at_most.is_some()
        || s.store_takes_one
        || s.full_at.is_some()
        || s.closes.is_some()
        || s.relay_sows_captures
        || rules.rounds.as_ref().is_some_and(|r| r.blocks)
    {
        return Err(("children.passed", not_with("another way of sowing a lap")));
    }
    Ok(())
}

impl Compiled {
    /// The lap the engine sows next, once `lap` is sown here passing the
    /// opponent's children by as `passed` says (the lap itself, where the
    /// opponent has no child).
    pub(crate) fn lap_passing_children(
        &self,
        mover: Player,
        turn: &mut Turn<TurnState>,
        lap: Lap,
        passed: ChildrenPassed,
        trace: &mut impl Tracer,
    ) -> Lap {
        let theirs = turn.state.game.children[mover.other().index()];
        if theirs == 0 || lap.seeds == 0 || passed == ChildrenPassed::None {
            return lap;
        }
        let circuit = self.circuits[mover.index()];
        let (from, start, dir) = (lap.from, lap.start, lap.dir);
        let (mut at, mut last) = (from, from);
        let steps = circuit.len();
        for left in (1..=lap.seeds).rev() {
            let pass_child = passed == ChildrenPassed::Opponents || left > 1;
            if start == LapStart::At && left == lap.seeds {
                // The first seed falls in the hole sown from.
            } else {
                // The hole sown from is no child of the opponent: the
                // search ends there at the latest (and after a round).
                for _ in 0..steps {
                    at = circuit.next(at, dir).unwrap_or(at);
                    let origin = start == LapStart::NextSkippingOrigin && at == from;
                    let child = !at.is_store() && theirs & bit(at) != 0;
                    let passed_by = origin || (pass_child && child);
                    if !passed_by {
                        break;
                    }
                }
            }
            turn.drop_into(at, 1, trace);
            last = at;
        }
        Lap::new(last, 0, dir, LapStart::At)
    }
}
