//! The rule of MancalaGames's games split towards the ends
//! (`sowing.direction` = `split`, single seeds sown, neither end hole
//! chosen): a single seed just sown across an end of the board, from one
//! row's end hole into the other's, may not be sown straight back by the
//! player whose hole it fell into, on his next turn, while it lies there
//! alone (MancalaGames: `DontUndoMoveOne`). Without it, two players could
//! pass one seed back and forth for ever.
//!
//! The position keeps that hole (`noreturn=a2` in its text) until the next
//! turn; the turn that makes it records it on its trace, so that the trace
//! replays.

use fanga_core::{ParsePositionError, Player};
use fanga_sowing::Hole;
use fanga_sowing::relay::Turn;
use fanga_sowing::trace::{Event, Tracer};

use crate::RuleSet;
use crate::compiled::Compiled;
use crate::spec;
use crate::state::{TurnState, bit, change};

/// The key of the hole in a position's text.
pub(crate) const NO_RETURN_KEY: &str = "noreturn";

/// Whether `rules` have the rule: split towards the ends, single seeds
/// sown, neither end hole one whose direction the mover chooses (as
/// MancalaGames includes its rule).
pub(crate) fn applies(rules: &RuleSet) -> bool {
    let s = &rules.sowing;
    s.direction == spec::Direction::Split
        && rules.moves.min_seeds <= 1
        && !s.chosen_holes.contains(&1)
        && !s.chosen_holes.contains(&rules.board.holes)
}

impl Compiled {
    /// After a sowing that ended at `last`: the hole the next player may
    /// not sow, if the sowing took a single seed across an end of the
    /// board into it and it lies there alone.
    pub(crate) fn mark_no_return(
        &self,
        mover: Player,
        turn: &mut Turn<TurnState>,
        last: Hole,
        trace: &mut impl Tracer,
    ) {
        let from = turn.state.from;
        let ends = [0, self.holes - 1];
        let across = !last.is_store()
            && last.col() == from.col()
            && last.row() != from.row()
            && ends.contains(&last.col());
        if self.no_return && turn.state.lap_seeds == 1 && across && turn.board.get(last) == 1 {
            turn.state.game.no_return = bit(last);
            trace.record(|| Event::State {
                player: mover,
                change: change::NO_RETURN,
            });
        }
    }

    /// The hole of `noreturn=` in a position's text.
    pub(crate) fn parse_no_return(&self, text: Option<&str>) -> Result<u32, ParsePositionError> {
        let Some(text) = text else {
            return Ok(0);
        };
        let set = crate::hole_text::parse_holes(NO_RETURN_KEY, text, self.holes)?;
        let ends = bit(Hole::at(0, 0))
            | bit(Hole::at(0, 1))
            | bit(Hole::at(self.holes - 1, 0))
            | bit(Hole::at(self.holes - 1, 1));
        if set.count_ones() != 1 || set & ends == 0 {
            return Err(ParsePositionError::Invalid(format!(
                "{NO_RETURN_KEY}=`{}`: one end hole, the one a single seed was just sown into across an end",
                fanga_core::text::excerpt(text)
            )));
        }
        Ok(set)
    }

    /// Writes ` noreturn=a2`, if a hole is kept.
    pub(crate) fn write_no_return(
        &self,
        set: u32,
        f: &mut dyn std::fmt::Write,
    ) -> std::fmt::Result {
        if set == 0 {
            return Ok(());
        }
        write!(f, " {NO_RETURN_KEY}=")?;
        crate::hole_text::write_holes(set, self.holes, f)
    }
}
