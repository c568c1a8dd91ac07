//! A prescribed first sowing (`sowing.opening`): the first sowing of the
//! game, and of each round, is not sown as the others. Under
//! `plus_one_minus_one` (MancalaGames's prescribed opening PLUS1MINUS1)
//! the hole chosen keeps its seeds; going round the board from the next
//! hole, every other hole gives one seed and the others gain one, the
//! first giving; the hole across from the chosen one gains one more, and
//! the sowing ends there, where its captures are made (no relay). Whether
//! the opening is still to come is part of a position (`opening=next` in
//! its text).

use fanga_core::{ParsePositionError, Player};
use fanga_sowing::relay::Turn;
use fanga_sowing::trace::{Event, Tracer};
use fanga_sowing::{Hole, Lap, LapStart};

use crate::RuleSet;
use crate::compiled::Compiled;
use crate::spec::{Laps, Opening, StoreSowing};
use crate::state::TurnState;
use crate::state::change::OPENED;

/// The key of the opening still to come in a position's text
/// (`opening=next`; absent, it was made).
pub(crate) const OPENING_KEY: &str = "opening";

/// The rules a prescribed opening is played with: the parameter refused
/// and why, otherwise.
pub(crate) fn check(rules: &RuleSet) -> Result<(), (&'static str, String)> {
    if rules.sowing.opening == Opening::Plain {
        return Ok(());
    }
    let s = &rules.sowing;
    let not_with = |what: &str| format!("{what} is not played with a prescribed opening yet");
    if rules.board.seeds == 0 || rules.board.start != crate::spec::StartPattern::Equal {
        return Err(("board.start", not_with("a board not evenly filled")));
    }
    if s.stores != StoreSowing::None {
        return Err(("sowing.stores", not_with("sowing into the stores")));
    }
    if s.direction != crate::spec::Direction::Ccw && s.direction != crate::spec::Direction::Cw {
        return Err(("sowing.direction", not_with("directions that vary")));
    }
    if !matches!(s.laps, Laps::Single | Laps::Relay) {
        return Err(("sowing.laps", not_with("this relay")));
    }
    if rules.rounds.is_some() && rules.territory.is_none() {
        return Err(("rounds", not_with("rounds but territory's")));
    }
    Ok(())
}

impl Compiled {
    /// The prescribed opening from `hole`: the board changed, and the lap
    /// that ends where its captures are made.
    pub(crate) fn prescribed_opening(
        &self,
        mover: Player,
        turn: &mut Turn<TurnState>,
        hole: Hole,
        trace: &mut impl Tracer,
    ) -> Lap {
        turn.state.game.opening = false;
        turn.state.opening_lap = true;
        trace.record(|| Event::State {
            player: mover,
            change: OPENED,
        });
        let dir = turn.state.dir;
        let mut at = hole;
        let mut gives = true;
        // The seeds given, in hand for the holes that gain one (an empty
        // hole gives none: never at the start of a round).
        let mut hand = 0u8;
        while let Some(next) = self.ring.next(at, dir) {
            if next == hole {
                break;
            }
            at = next;
            if gives {
                let held = turn.capture(at, trace);
                turn.drop_into(at, held.saturating_sub(1), trace);
                hand += u8::from(held > 0);
            } else if hand > 0 {
                turn.drop_into(at, 1, trace);
                hand -= 1;
            }
            gives = !gives;
        }
        let across = hole.with_row(1 - hole.row());
        if hand > 0 {
            turn.drop_into(across, hand, trace);
        }
        Lap::new(across, 0, dir, LapStart::At)
    }

    /// Whether the opening is still to come, read from a position's text
    /// (`opening=next`).
    pub(crate) fn parse_opening(text: Option<&str>) -> Result<bool, ParsePositionError> {
        match text {
            None => Ok(false),
            Some("next") => Ok(true),
            Some(v) => Err(ParsePositionError::Invalid(format!(
                "{OPENING_KEY}=`{}`: expected next",
                fanga_core::text::excerpt(v)
            ))),
        }
    }
}
