//! Where a lap ends: another lap (a relay from the hole of the last seed or
//! from the next one), a capture made on the way, or the end of the sowing,
//! as the rule set's relay conditions decide them, outermost first (as
//! MancalaGames stacks them): a last seed in a store, the conditions on the
//! hole (its side, its count), the captures made between laps, a stop where
//! a capture would be made, and the relay itself.

use fanga_core::Player;
use fanga_sowing::relay::Turn;
use fanga_sowing::trace::Tracer;
use fanga_sowing::{Hole, LapEnd};

use crate::compiled::Compiled;
use crate::spec::CaptureKind;
use crate::state::{AfterLap, TurnState, row};

impl Compiled {
    /// Where a lap ended: a relay goes on, or the sowing is over.
    pub(crate) fn after_lap(
        &self,
        mover: Player,
        turn: &mut Turn<TurnState>,
        end: LapEnd,
        trace: &mut impl Tracer,
    ) -> AfterLap {
        let first_lap = std::mem::take(&mut turn.state.first_lap);
        // The prescribed opening ends where its lap does.
        if std::mem::take(&mut turn.state.opening_lap) {
            return AfterLap::Hole(end.hole);
        }
        if end.hole.is_store() {
            // The mover's own store stops the sowing; the opponent's store
            // is where a capture may take it.
            return if end.hole == Hole::store(mover) {
                AfterLap::Store
            } else {
                AfterLap::Hole(end.hole)
            };
        }
        if !self.relay
            || (self.relay_own_side && end.hole.row() != row(mover))
            || self.relay_on_count.is_some_and(|k| end.count != k)
            || self.relay_from_count.is_some_and(|k| end.count < k)
        {
            return AfterLap::Hole(end.hole);
        }
        // A first lap ending on the mover's row relays only if it sowed
        // into the opponent's (MancalaGames's MustVisitOpp, outermost).
        if first_lap
            && self.rules.sowing.relay_needs_opponent_row
            && end.hole.row() == row(mover)
            && !self.first_lap_sowed_opponent_row(mover, turn)
        {
            return AfterLap::Hole(end.hole);
        }
        if self.children.is_some() && self.stops_for_child(mover, turn, end.hole) {
            return AfterLap::Hole(end.hole);
        }
        if self.opponent_gets_at_most.is_some()
            || (self.relay_captures && self.capture == CaptureKind::LastHole)
        {
            // A capture between laps: taken, then the relay goes on from
            // the next hole (an empty one ends the sowing there).
            if self.qualifies_in(mover, &turn.board, &turn.state.game, end.hole, end.hole) {
                self.capture(mover, turn, end.hole, trace);
                let Some(next) =
                    Self::next_open(self.ring, &turn.state.game, end.hole, turn.state.dir)
                else {
                    return AfterLap::Hole(end.hole);
                };
                if turn.board.get(next) == 0 {
                    return AfterLap::Hole(next);
                }
                return self.relay_from(mover, turn, next, trace);
            }
        }
        if self.rules.sowing.relay_sows_captures
            && let Some(after) = self.relay_with_captures(mover, turn, end.hole, trace)
        {
            return after;
        }
        if self.relay_captures && self.capture == CaptureKind::Cross && end.count == 1 {
            // A cross capture between laps: made, the relay goes on with
            // the single seed; otherwise the sowing is over there
            // (MancalaGames's ContIfXCapt).
            if self.capture(mover, turn, end.hole, trace) {
                return self.relay_from(mover, turn, end.hole, trace);
            }
            return AfterLap::Hole(end.hole);
        }
        if self.relay_captures
            && !matches!(self.capture, CaptureKind::Cross | CaptureKind::LastHole)
            && end.count > 1
        {
            // A capture between laps, then the relay goes on from the hole.
            self.capture(mover, turn, end.hole, trace);
            return self.relay_from(mover, turn, end.hole, trace);
        }
        if self.relay_stops_on_capture
            && turn.state.game.may_capture(mover)
            && self.would_capture(mover, turn, end)
        {
            return AfterLap::Hole(end.hole);
        }
        if self.relay_next {
            let circuit = self.circuits[mover.index()];
            match Self::next_open(circuit, &turn.state.game, end.hole, turn.state.dir) {
                Some(next) if turn.board.get(next) > 0 => self.relay_from(mover, turn, next, trace),
                _ => AfterLap::Hole(end.hole),
            }
        } else if end.count >= 2 {
            self.close_before_relay(mover, turn, end.hole, end.count, trace);
            self.relay_from(mover, turn, end.hole, trace)
        } else {
            AfterLap::Hole(end.hole)
        }
    }

    /// Whether the first lap of the sowing under way dropped a seed into
    /// the opponent's row: its holes walked again, from the hole sown
    /// from, blocked holes passed by (`sow_rules::check` leaves no other
    /// way of passing holes with this rule).
    fn first_lap_sowed_opponent_row(&self, mover: Player, turn: &Turn<TurnState>) -> bool {
        let seeds = turn.state.lap_seeds;
        let lap = fanga_sowing::Lap::new(
            turn.state.from,
            seeds,
            turn.state.dir,
            self.first_lap_start(seeds),
        );
        let opponent = row(mover.other());
        crate::rounds::open_lap_holes(self.circuits[mover.index()], lap, turn.state.game.blocked)
            .any(|h| !h.is_store() && h.row() == opponent)
    }

    /// A relay from `hole`: its seeds taken and sown on.
    fn relay_from(
        &self,
        mover: Player,
        turn: &mut Turn<TurnState>,
        hole: Hole,
        trace: &mut impl Tracer,
    ) -> AfterLap {
        let seeds = turn.take(hole, trace);
        AfterLap::Relay(self.begin_lap(mover, turn, hole, seeds, self.lap_start, trace))
    }

    /// Whether the sowing, ended at `end`, would capture (a relay stops
    /// there).
    fn would_capture(&self, mover: Player, turn: &Turn<TurnState>, end: LapEnd) -> bool {
        match self.capture {
            CaptureKind::LastHole => {
                self.qualifies_in(mover, &turn.board, &turn.state.game, end.hole, end.hole)
            }
            CaptureKind::Cross => {
                end.count == 1
                    && self.qualifies_in(
                        mover,
                        &turn.board,
                        &turn.state.game,
                        end.hole.with_row(1 - end.hole.row()),
                        end.hole,
                    )
            }
            _ => {
                let mut t = *turn;
                self.capture(mover, &mut t, end.hole, &mut ())
            }
        }
    }
}
