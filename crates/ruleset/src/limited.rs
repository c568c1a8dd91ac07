//! The first player limited (`capture.first_player_limited`): the player
//! who moves first in the game may neither capture nor make a child until
//! a capture or a child has been made. Russ (1984, p. 43) lets him
//! rearrange the seeds of his row instead, the opponent's row then set the
//! same, as his first move; a rearranged start is a position of its own
//! (the opponent to move, no one limited), so a rule set's start is the
//! one not rearranged. The limited player is part of a position
//! (`limited=S` in its text).

use fanga_core::{ParsePositionError, Player};
use fanga_sowing::relay::Turn;
use fanga_sowing::trace::{Event, Tracer};

use crate::RuleSet;
use crate::compiled::Compiled;
use crate::spec::{CaptureKind, EnPassant};
use crate::state::TurnState;
use crate::state::change::LIMIT_LIFTED;

/// The key of the limited player in a position's text (`limited=S`;
/// absent, no one is limited).
pub(crate) const LIMITED_KEY: &str = "limited";

/// The rules the limit is played with: the parameter refused and why,
/// otherwise. A capture or a child lifts the limit where the sowing ends;
/// the rules that capture elsewhere, or count moves before captures, are
/// refused with it.
pub(crate) fn check(rules: &RuleSet) -> Result<(), (&'static str, String)> {
    if !rules.capture.first_player_limited {
        return Ok(());
    }
    let (s, c) = (&rules.sowing, &rules.capture);
    let not_with = |what: &str| format!("{what} is not played with a limited first player yet");
    for (on, parameter, what) in [
        (
            s.relay_captures,
            "sowing.relay_captures",
            "a capture between laps",
        ),
        (
            s.relay_sows_captures,
            "sowing.relay_sows_captures",
            "a capture between laps",
        ),
        (
            s.opponent_gets_at_most.is_some(),
            "sowing.opponent_gets_at_most",
            "seeds diverted as they fall",
        ),
        (
            s.en_passant != EnPassant::None,
            "sowing.en_passant",
            "a capture in passing",
        ),
        (
            s.closes.is_some(),
            "sowing.closes",
            "a hole closed between laps",
        ),
        (
            s.store_takes_one,
            "sowing.store_takes_one",
            "a seed put into the store before a lap",
        ),
        (
            c.single_takes_facing,
            "capture.single_takes_facing",
            "a capture before the sowing",
        ),
        (
            c.singles_take_facing,
            "capture.singles_take_facing",
            "a capture before the sowing",
        ),
        (
            c.repeat_on_capture,
            "capture.repeat_on_capture",
            "a further sowing after a capture",
        ),
        (
            c.repeat_once,
            "capture.repeat_once",
            "a further sowing after a capture",
        ),
        (
            c.none_in_first_moves > 0,
            "capture.none_in_first_moves",
            "a count of moves without captures",
        ),
        (
            c.last_seeds_at_most > 0,
            "capture.last_seeds_at_most",
            "the last seeds taken",
        ),
        (
            !matches!(
                c.kind,
                CaptureKind::LastHole | CaptureKind::Cross | CaptureKind::None
            ),
            "capture.kind",
            "this capture",
        ),
    ] {
        if on {
            return Err((parameter, not_with(what)));
        }
    }
    if rules.territory.is_some()
        || rules
            .rounds
            .as_ref()
            .is_some_and(|r| r.goal != crate::spec::MatchGoal::LastRound)
    {
        return Err(("rounds", not_with("territory or a match of counted rounds")));
    }
    Ok(())
}

impl Compiled {
    /// A sowing of `mover` captured or made a child: no one is limited any
    /// more.
    pub(crate) fn lift_limit(
        &self,
        mover: Player,
        turn: &mut Turn<TurnState>,
        trace: &mut impl Tracer,
    ) {
        if turn.state.game.limited.take().is_some() {
            trace.record(|| Event::State {
                player: mover,
                change: LIMIT_LIFTED,
            });
        }
    }

    /// The limited player, read from a position's text (`limited=S`).
    pub(crate) fn parse_limited(text: Option<&str>) -> Result<Option<Player>, ParsePositionError> {
        match text {
            None => Ok(None),
            Some("S") => Ok(Some(Player::South)),
            Some("N") => Ok(Some(Player::North)),
            Some(v) => Err(ParsePositionError::Invalid(format!(
                "{LIMITED_KEY}=`{}`: expected S or N",
                fanga_core::text::excerpt(v)
            ))),
        }
    }

    /// Writes the limited player (` limited=S`), if any.
    pub(crate) fn write_limited(
        limited: Option<Player>,
        f: &mut dyn std::fmt::Write,
    ) -> std::fmt::Result {
        match limited {
            Some(p) => write!(f, " {LIMITED_KEY}={}", p.letter()),
            None => Ok(()),
        }
    }
}
