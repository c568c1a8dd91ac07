//! Holes closed by relays (`sowing.closes`, MancalaGames's SOW_BLKD_DIV
//! and SOW_BLKD_DIV_NR): a relay whose lap ends on the opponent's row in a
//! hole then holding `closes.at` seeds closes it for the rest of the game
//! (its seeds are sown on by the relay). A closed hole of the sower's own
//! row is passed by; a seed falling on a closed hole of the other row is
//! taken out of play (kept in South's store, as MancalaGames keeps it,
//! which the goals these games play do not count), and a lap whose last
//! seed is so taken ends there, its relay over.
//!
//! The closed holes are the position's blocked holes (`blocked=c2`), and
//! the trace records each closing (`change::CLOSED`, the hole where the
//! lap ended), so that it replays.

use fanga_core::Player;
use fanga_sowing::relay::Turn;
use fanga_sowing::trace::{Event, Tracer};
use fanga_sowing::{Hole, Lap, LapStart};

use crate::RuleSet;
use crate::compiled::Compiled;
use crate::spec::{Goal, Laps, StoreSowing};
use crate::state::{TurnState, bit, change, from_owners_left, row};

/// Checks `sowing.closes`: the parameter refused and why.
pub(crate) fn check(rules: &RuleSet) -> Result<(), (&'static str, String)> {
    let s = &rules.sowing;
    let Some(closing) = s.closes else {
        return Ok(());
    };
    if closing.at < 2 {
        return Err((
            "sowing.closes.at",
            "at least 2: a lap ending in a hole of one seed ends the relay".to_owned(),
        ));
    }
    if s.laps != Laps::Relay {
        return Err((
            "sowing.closes",
            "needs sowing.laps = relay (no game compared closes holes otherwise)".to_owned(),
        ));
    }
    // The seeds taken out of play lie in South's store: only goals that
    // count no store may keep them there.
    if !matches!(rules.end.goal, Goal::Immobilize | Goal::Deprive) {
        return Err((
            "sowing.closes",
            "needs the goal immobilize or deprive (no game compared counts the seeds taken out of play)"
                .to_owned(),
        ));
    }
    if s.stores != StoreSowing::None
        || s.skip_start
        || s.first_seed_in_start
        || s.store_takes_one
        || s.en_passant != crate::spec::EnPassant::None
        || s.opponent_gets_at_most.is_some()
        || s.relay_captures
        || !s.chosen_holes.is_empty()
        || rules.children.is_some()
        || rules.rounds.is_some()
        || rules.capture.kind != crate::spec::CaptureKind::None
    {
        return Err((
            "sowing.closes",
            "is played with plain relays only: no store sown, no skipped start, no capture, children or rounds"
                .to_owned(),
        ));
    }
    if !matches!(
        s.direction,
        crate::spec::Direction::Ccw | crate::spec::Direction::Cw
    ) {
        return Err((
            "sowing.closes",
            "needs one direction for every sowing".to_owned(),
        ));
    }
    Ok(())
}

impl Compiled {
    /// A lap of `seeds` from `from` where holes are closed: the sower's
    /// closed holes passed by, a seed on the other row's taken out of
    /// play. Returns the lap of no seed ending in the hole of the last
    /// seed (a closed hole, if it was taken out there).
    pub(crate) fn closed_lap(
        &self,
        mover: Player,
        turn: &mut Turn<TurnState>,
        from: Hole,
        seeds: u8,
        trace: &mut impl Tracer,
    ) -> Lap {
        let blocked = turn.state.game.blocked;
        let ring = self.ring;
        let dir = turn.state.dir;
        let mut at = from;
        let mut left = seeds;
        // At most one round of passed holes a seed: the sower's row is
        // never all closed (his holes close on the other's turns only when
        // open ones are left), but a bound costs nothing.
        let mut steps = 0usize;
        while left > 0 && steps < usize::from(seeds) * 64 {
            steps += 1;
            at = match ring.next(at, dir) {
                Some(h) => h,
                None => break,
            };
            if blocked & bit(at) == 0 {
                turn.drop_into(at, 1, trace);
                left -= 1;
            } else if at.row() != row(mover) {
                turn.drop_into(Hole::store(Player::South), 1, trace);
                left -= 1;
            }
        }
        Lap::new(at, 0, dir, LapStart::At)
    }

    /// Before a relay from `hole` (a lap of `mover`'s ended there, with
    /// `count` seeds): closes it if it qualifies, recording it.
    pub(crate) fn close_before_relay(
        &self,
        mover: Player,
        turn: &mut Turn<TurnState>,
        hole: Hole,
        count: u8,
        trace: &mut impl Tracer,
    ) {
        let Some(closing) = self.closes else {
            return;
        };
        let rightmost = from_owners_left(hole, self.holes) == self.holes - 1;
        if hole.is_store()
            || hole.row() == row(mover)
            || count != closing.at
            || (closing.not_rightmost && rightmost)
            || !turn.state.game.captures_on
        {
            return;
        }
        turn.state.game.blocked |= bit(hole);
        trace.record(|| Event::State {
            player: mover,
            change: change::CLOSED,
        });
    }
}
