//! Relays that sow the seeds a capture takes (`sowing.relay_sows_captures`;
//! MancalaGames's `sow_rule` LAP_CAPT_SEEDS, mikro_tsoro's): where a relay
//! lap ends, the sowing stops if the opponent's row is empty; otherwise a
//! capture there puts the seeds captured back into the hole, and the relay
//! goes on from it with them.

use fanga_core::Player;
use fanga_sowing::Hole;
use fanga_sowing::relay::Turn;
use fanga_sowing::trace::Tracer;

use crate::RuleSet;
use crate::compiled::Compiled;
use crate::spec::{Laps, StoreSowing};
use crate::state::{AfterLap, TurnState, row};

/// The rules `sowing.relay_sows_captures` is played with.
pub(crate) fn check(rules: &RuleSet) -> Result<(), (&'static str, String)> {
    let s = &rules.sowing;
    if s.relay_sows_captures
        && (s.laps != Laps::Relay
            || s.stores != StoreSowing::None
            || s.relay_captures
            || s.opponent_gets_at_most.is_some()
            || rules.children.is_some()
            || rules.rounds.is_some())
    {
        return Err((
            "sowing.relay_sows_captures",
            "needs sowing.laps = relay, no store sown, no other capture between laps, no children or rounds"
                .to_owned(),
        ));
    }
    Ok(())
}

impl Compiled {
    /// Where a relay lap ended in `last`: the sowing's end (the opponent's
    /// row empty), a relay with the seeds captured there, or `None` (no
    /// capture: the relay goes on as the other rules say).
    pub(crate) fn relay_with_captures(
        &self,
        mover: Player,
        turn: &mut Turn<TurnState>,
        last: Hole,
        trace: &mut impl Tracer,
    ) -> Option<AfterLap> {
        if turn.board.row_is_empty(row(mover.other())) {
            return Some(AfterLap::Hole(last));
        }
        if !self.capture(mover, turn, last, trace) {
            return None;
        }
        // The store is not in play: every seed in it goes back.
        let store = Hole::store(mover);
        let seeds = turn.capture(store, trace);
        turn.drop_into(last, seeds, trace);
        let seeds = turn.take(last, trace);
        Some(AfterLap::Relay(self.begin_lap(
            mover,
            turn,
            last,
            seeds,
            self.lap_start,
            trace,
        )))
    }
}
