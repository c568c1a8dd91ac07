//! Full holes (`sowing.full_at`): a lap passes by every hole holding at
//! least so many seeds when its seed would fall there (MancalaGames's
//! `sow_rule` MAX_SOW). Such a lap is sown here seed by seed, every seed
//! recorded on the trace as a drop, and the engine is handed a lap of no
//! seed ending in the hole of the last seed.

use fanga_core::Player;
use fanga_sowing::relay::Turn;
use fanga_sowing::trace::Tracer;
use fanga_sowing::{Lap, LapStart};

use crate::RuleSet;
use crate::compiled::Compiled;
use crate::state::TurnState;

/// The rules full holes are played with: the parameter refused and why.
pub(crate) fn check(rules: &RuleSet, total: u32) -> Result<(), (&'static str, String)> {
    let s = &rules.sowing;
    let Some(full) = s.full_at else {
        return Ok(());
    };
    // Every hole but the one sown from could be full otherwise, and a lap
    // would never end.
    if u32::from(full) * (2 * u32::from(rules.board.holes) - 1) <= total {
        return Err((
            "sowing.full_at",
            format!(
                "{full} or more seeds in every hole of the board but one must be more than its {total} seeds"
            ),
        ));
    }
    let not_with = |what: &str| format!("full holes are not played with {what} yet");
    if s.stores != crate::spec::StoreSowing::None {
        return Err(("sowing.stores", not_with("stores sown into")));
    }
    if s.first_seed_in_start {
        return Err((
            "sowing.first_seed_in_start",
            not_with("the first seed left in its hole"),
        ));
    }
    if s.en_passant != crate::spec::EnPassant::None
        || s.opponent_gets_at_most.is_some()
        || s.store_takes_one
        || rules.rounds.as_ref().is_some_and(|r| r.blocks)
    {
        return Err(("sowing.full_at", not_with("another way of sowing a lap")));
    }
    Ok(())
}

impl Compiled {
    /// Sows `lap` passing holes of `full` seeds or more by, and returns the
    /// lap the engine sows next: one of no seed ending in its last hole.
    pub(crate) fn lap_passing_full(
        &self,
        mover: Player,
        turn: &mut Turn<TurnState>,
        lap: Lap,
        full: u8,
        trace: &mut impl Tracer,
    ) -> Lap {
        let circuit = self.circuits[mover.index()];
        let (from, start, dir) = (lap.from, lap.start, lap.dir);
        let (mut at, mut last) = (from, from);
        for _ in 0..lap.seeds {
            // The check refuses a board where every hole could be full.
            loop {
                at = circuit.next(at, dir).unwrap_or(at);
                let origin = start == LapStart::NextSkippingOrigin && at == from;
                if !origin && turn.board.get(at) < full {
                    break;
                }
            }
            turn.drop_into(at, 1, trace);
            last = at;
        }
        Lap::new(last, 0, dir, LapStart::At)
    }
}
