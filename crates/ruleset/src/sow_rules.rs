//! How one lap is sown beyond the plain lap: a seed of each lap put into
//! the mover's store first (`sowing.store_takes_one`), captures made in
//! passing (`sowing.en_passant`), and seeds diverted into the opponent's
//! store near the end of the game (`sowing.opponent_gets_at_most`).
//!
//! A lap with captures in passing or diverted seeds is sown here seed by
//! seed, every seed recorded on the trace as a drop (and every capture as a
//! capture and a drop into a store), so that the trace replays; the engine
//! is then handed a lap of no seed that "ends" in the hole of the last seed,
//! and goes on as after any lap. The plain lap is left to the engine.

use fanga_core::Player;
use fanga_sowing::relay::Turn;
use fanga_sowing::trace::Tracer;
use fanga_sowing::{Hole, Lap, LapStart};

use crate::RuleSet;
use crate::compiled::Compiled;
use crate::spec::{EnPassant, Laps};
use crate::state::{TurnState, row};

/// Checks the rules of sowing a lap: the parameter refused and why.
pub(crate) fn check(rules: &RuleSet, relay: bool) -> Result<(), (&'static str, String)> {
    let s = &rules.sowing;
    let c = &rules.capture;
    let criteria = !c.counts.is_empty() || c.evens || c.at_most > 0 || c.at_least > 0;
    if !s.en_passant_counts.is_empty() && s.en_passant == EnPassant::None {
        return Err((
            "sowing.en_passant_counts",
            "counts of captures in passing need sowing.en_passant".to_owned(),
        ));
    }
    if s.en_passant_counts.contains(&0) {
        return Err((
            "sowing.en_passant_counts",
            "a count of 0 takes nothing".to_owned(),
        ));
    }
    if s.en_passant != EnPassant::None && !criteria && s.en_passant_counts.is_empty() {
        return Err((
            "sowing.en_passant",
            "captures in passing need a count to take: capture.counts, evens, at_most or at_least"
                .to_owned(),
        ));
    }
    if s.opponent_gets_at_most.is_some() && (s.laps != Laps::Relay || !criteria) {
        return Err((
            "sowing.opponent_gets_at_most",
            "needs sowing.laps = relay and a capture by count (no game compared plays it otherwise)"
                .to_owned(),
        ));
    }
    if s.store_takes_one && (rules.moves.min_seeds < 2 || s.laps == Laps::RelayNext) {
        return Err((
            "sowing.store_takes_one",
            "needs moves.min_seeds of 2 or more, and no relay from the next hole: every lap sows a seed"
                .to_owned(),
        ));
    }
    for (on, parameter) in [
        (s.relay_own_side, "sowing.relay_own_side"),
        (s.relay_stops_in_store, "sowing.relay_stops_in_store"),
        (s.relay_captures, "sowing.relay_captures"),
    ] {
        if on && !relay {
            return Err((
                parameter,
                "relay conditions need sowing.laps = relay or relay_next".to_owned(),
            ));
        }
    }
    if s.stores == crate::spec::StoreSowing::BothOwnRepeats && relay {
        return Err((
            "sowing.laps",
            "relays with both stores sown are not played by fanga yet".to_owned(),
        ));
    }
    if s.relay_stops_in_store && s.stores == crate::spec::StoreSowing::None {
        return Err((
            "sowing.relay_stops_in_store",
            "needs stores sown into (sowing.stores)".to_owned(),
        ));
    }
    if s.relay_captures
        && rules.capture.kind == crate::spec::CaptureKind::Cross
        && rules.capture.cross_takes_last_seed
    {
        return Err((
            "sowing.relay_captures",
            "a cross capture between laps goes on with the last seed: not with capture.cross_takes_last_seed".to_owned(),
        ));
    }
    if s.relay_needs_opponent_row
        && (s.laps != Laps::Relay
            || s.relay_own_side
            || s.own_row
            || s.full_at.is_some()
            || s.closes.is_some()
            || s.store_takes_one
            || s.en_passant != crate::spec::EnPassant::None
            || s.opponent_gets_at_most.is_some()
            || rules
                .children
                .as_ref()
                .is_some_and(|c| c.passed != crate::spec::ChildrenPassed::None))
    {
        return Err((
            "sowing.relay_needs_opponent_row",
            "needs sowing.laps = relay, with laps that sow every hole they pass (blocked holes aside) and no other condition on the side".to_owned(),
        ));
    }
    if s.relay_captures && (s.laps != Laps::Relay || s.opponent_gets_at_most.is_some()) {
        return Err((
            "sowing.relay_captures",
            "needs sowing.laps = relay, without sowing.opponent_gets_at_most".to_owned(),
        ));
    }
    Ok(())
}

impl Compiled {
    /// Sows a lap of `seeds` from `from` as the rule set sows it, and
    /// returns the lap the engine sows next: the lap itself, or, once it
    /// is sown here seed by seed, a lap of no seed ending in its last hole.
    pub(crate) fn begin_lap(
        &self,
        mover: Player,
        turn: &mut Turn<TurnState>,
        from: Hole,
        seeds: u8,
        start: LapStart,
        trace: &mut impl Tracer,
    ) -> Lap {
        let mut seeds = seeds;
        if self.store_takes_one && seeds > 0 {
            turn.drop_into(Hole::store(mover), 1, trace);
            seeds -= 1;
        }
        turn.state.lap_seeds = seeds;
        let lap = Lap::new(from, seeds, turn.state.dir, start);
        if let Some(full) = self.full_at
            && seeds > 0
        {
            return self.lap_passing_full(mover, turn, lap, full, trace);
        }
        if let Some(ch) = &self.children
            && ch.passed != crate::spec::ChildrenPassed::None
        {
            return self.lap_passing_children(mover, turn, lap, ch.passed, trace);
        }
        // Blocked holes are passed by: such a lap is sown here too.
        let blocked = turn.state.game.blocked;
        if (!self.seed_by_seed && blocked == 0) || seeds == 0 {
            return lap;
        }
        if self.closes.is_some() {
            return if blocked == 0 {
                lap
            } else {
                self.closed_lap(mover, turn, from, seeds, trace)
            };
        }
        let divert = self
            .opponent_gets_at_most
            .is_some_and(|k| turn.board.row_sum(0) + turn.board.row_sum(1) <= u32::from(k));
        if !divert && self.en_passant == EnPassant::None && blocked == 0 {
            return lap;
        }
        let circuit = self.circuits[mover.index()];
        let opp = mover.other();
        let passing = turn.state.game.captures_on && self.en_passant != EnPassant::None;
        let mut last = from;
        for (i, hole) in crate::rounds::open_lap_holes(circuit, lap, blocked).enumerate() {
            let is_last = i + 1 == usize::from(seeds);
            last = hole;
            if divert && !hole.is_store() && hole.row() == row(opp) {
                let mut after = turn.board;
                let _ = after.set(hole, after.get(hole).saturating_add(1));
                if !is_last || !self.qualifies(mover, &after, hole, hole) {
                    turn.drop_into(Hole::store(opp), 1, trace);
                    continue;
                }
            }
            turn.drop_into(hole, 1, trace);
            if passing
                && (!is_last || self.en_passant == EnPassant::All)
                && (self.en_passant != EnPassant::OwnButLast
                    || crate::territory::owns(&turn.state.game, mover, hole))
                && self.qualifies_in_passing(mover, &turn.board, hole)
            {
                let owner = if self.en_passant == EnPassant::ButLastToMover {
                    mover
                } else {
                    crate::territory::owner(&turn.state.game, hole)
                };
                let taken = turn.capture(hole, trace);
                turn.drop_into(Hole::store(owner), taken, trace);
            }
        }
        Lap::new(last, 0, turn.state.dir, LapStart::At)
    }

    /// Whether `hole` qualifies for a capture in passing: by
    /// `sowing.en_passant_counts` where the rule set gives them (and the
    /// capture's side), otherwise as the capture's own.
    fn qualifies_in_passing(&self, mover: Player, board: &fanga_sowing::Board, hole: Hole) -> bool {
        match &self.en_passant_takes {
            None => self.qualifies(mover, board, hole, hole),
            Some(takes) => {
                let n = board.get(hole);
                let side = match self.side {
                    crate::spec::CaptureSide::Opponent => hole.row() != row(mover),
                    crate::spec::CaptureSide::Own => hole.row() == row(mover),
                    _ => true,
                };
                !hole.is_store() && n > 0 && side && takes[usize::from(n)]
            }
        }
    }

    /// A sowing of one seed first takes the seeds facing its hole, and
    /// every single seed of the mover's row (as it was before `seeds` were
    /// taken from `hole`) the seeds facing it, when the rule set says so.
    pub(crate) fn before_sowing(
        &self,
        mover: Player,
        turn: &mut Turn<TurnState>,
        hole: Hole,
        seeds: u8,
        trace: &mut impl Tracer,
    ) {
        if self.single_takes_facing && seeds == 1 {
            let facing = hole.with_row(1 - hole.row());
            if turn.board.get(facing) > 0 {
                let taken = turn.capture(facing, trace);
                turn.drop_into(Hole::store(mover), taken, trace);
            }
        }
        if self.singles_take_facing {
            let r = row(mover);
            for col in 0..self.holes {
                let h = Hole::at(col, r);
                let before = if h == hole { seeds } else { turn.board.get(h) };
                let facing = h.with_row(1 - r);
                if before == 1 && turn.board.get(facing) > 0 {
                    let taken = turn.capture(facing, trace);
                    turn.drop_into(Hole::store(mover), taken, trace);
                }
            }
        }
    }
}
