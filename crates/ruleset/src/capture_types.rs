//! The kinds of capture beyond the last hole's and the cross capture
//! (MancalaGames's `capt_type`s): the holes after the last one, the hole
//! across a gap, matching counts, the opponent's row, the store given
//! away, the seeds pulled across, the opponent's store taken; and what
//! follows the capture step: the last seeds taken.

use fanga_core::Player;
use fanga_sowing::relay::{Choices, Turn};
use fanga_sowing::trace::Tracer;
use fanga_sowing::{Direction, Hole};

use crate::RuleSet;
use crate::compiled::Compiled;
use crate::moves::MAX_SOWINGS;
use crate::spec::{CaptureKind, CaptureSide, Goal, StoreSowing};
use crate::state::{TurnState, row};

/// Checks the capture rules of this module: the parameter refused and why.
pub(crate) fn check(rules: &RuleSet, criteria: bool) -> Result<(), (&'static str, String)> {
    let c = &rules.capture;
    match c.kind {
        CaptureKind::TwoOut | CaptureKind::Matching | CaptureKind::StoreToOpponent if criteria => {
            return Err((
                "capture.kind",
                "this kind takes any hole with seeds: counts, evens, at_most and at_least do not apply"
                    .to_owned(),
            ));
        }
        CaptureKind::Singles if criteria || c.holes != 1 => {
            return Err((
                "capture.kind",
                "singles takes every single seed: counts, evens, at_most, at_least and holes do not apply"
                    .to_owned(),
            ));
        }
        CaptureKind::OpponentRow if !criteria => {
            return Err((
                "capture.kind",
                "opponent_row needs a condition: counts, evens, at_most or at_least".to_owned(),
            ));
        }
        CaptureKind::OpponentRow | CaptureKind::StoreToOpponent | CaptureKind::PullAcross
            if c.holes != 1 =>
        {
            return Err((
                "capture.holes",
                "this kind of capture is made once (no game compared repeats it)".to_owned(),
            ));
        }
        _ => {}
    }
    if c.repeat_once && !c.repeat_on_capture {
        return Err((
            "capture.repeat_once",
            "needs capture.repeat_on_capture".to_owned(),
        ));
    }
    if c.takes_last_hole && c.kind != CaptureKind::Next {
        return Err((
            "capture.takes_last_hole",
            "needs capture.kind = next (no game compared takes it otherwise)".to_owned(),
        ));
    }
    if c.takes_across && (c.kind != CaptureKind::TwoOut || c.holes != 1) {
        return Err((
            "capture.takes_across",
            "needs capture.kind = two_out of one hole (no game compared takes across otherwise)"
                .to_owned(),
        ));
    }
    if c.direction == crate::spec::CaptureDirection::Both && c.kind != CaptureKind::Matching {
        return Err((
            "capture.direction",
            "both ways only for matching counts (no game compared has it otherwise)".to_owned(),
        ));
    }
    if c.opponent_store && rules.sowing.stores != StoreSowing::BothOwnRepeats {
        return Err((
            "capture.opponent_store",
            "needs sowing.stores = both_own_repeats (the only one reaching his store)".to_owned(),
        ));
    }
    let total = 2 * usize::from(rules.board.holes) * usize::from(rules.board.seeds);
    if c.repeat_on_capture && total >= MAX_SOWINGS {
        return Err((
            "capture.repeat_on_capture",
            format!(
                "a turn of further sowings holds at most {MAX_SOWINGS} sowings: at most {} seeds",
                MAX_SOWINGS - 1
            ),
        ));
    }
    let e = &rules.end;
    if e.when_opponent_cleared && e.goal == Goal::Clear {
        return Err((
            "end.when_opponent_cleared",
            "the goal clear ends when a row is empty already".to_owned(),
        ));
    }
    Ok(())
}

impl Compiled {
    /// The hole facing the last one `taken` is taken too, where it holds
    /// seeds on a side the capture allows (`capture.takes_across`).
    pub(crate) fn take_across(
        &self,
        mover: Player,
        board: &fanga_sowing::Board,
        state: &crate::state::GameState,
        taken: &mut Choices<Hole>,
    ) {
        let Some(&last) = taken.last() else {
            return;
        };
        let across = last.with_row(1 - last.row());
        let side = match self.side {
            CaptureSide::Opponent => across.row() != row(mover),
            CaptureSide::Own => across.row() == row(mover),
            _ => true,
        };
        if side
            && board.get(across) > 0
            && !taken.contains(&across)
            && !crate::children::is_child(state, across)
        {
            taken.push(across);
        }
    }

    /// The hole of the last seed is taken too, where it holds seeds on a
    /// side the capture allows (`capture.takes_last_hole`).
    pub(crate) fn take_last_hole(
        &self,
        mover: Player,
        board: &fanga_sowing::Board,
        state: &crate::state::GameState,
        last: Hole,
        taken: &mut Choices<Hole>,
    ) {
        let side = match self.side {
            CaptureSide::Opponent => last.row() != row(mover),
            CaptureSide::Own => last.row() == row(mover),
            _ => true,
        };
        if side
            && !last.is_store()
            && board.get(last) > 0
            && !taken.contains(&last)
            && !crate::children::is_child(state, last)
        {
            taken.push(last);
        }
    }

    /// The capture of a last seed in a store: the opponent's store taken,
    /// when the rule set says so.
    pub(crate) fn store_capture(
        &self,
        mover: Player,
        turn: &mut Turn<TurnState>,
        last: Hole,
        trace: &mut impl Tracer,
    ) -> bool {
        if !self.opponent_store || last != Hole::store(mover.other()) || turn.board.get(last) == 0 {
            return false;
        }
        let seeds = turn.capture(last, trace);
        turn.drop_into(Hole::store(mover), seeds, trace);
        true
    }

    /// A capture of this module's kinds, the last seed in the hole `last`:
    /// the holes it takes into the mover's store are put in `taken` (then
    /// `None`: the common capture goes on with them), or the capture is
    /// made here (`Some`: whether it captured).
    pub(crate) fn typed_capture(
        &self,
        mover: Player,
        turn: &mut Turn<TurnState>,
        last: Hole,
        taken: &mut Choices<Hole>,
        trace: &mut impl Tracer,
    ) -> Option<bool> {
        let board = turn.board;
        let state = turn.state.game;
        // The next hole a capture steps to, blocked holes passed by.
        let capture_dir = self.capture_dir_of(turn.state.dir);
        let next = |h: Hole| Self::next_open(self.ring, &state, h, capture_dir);
        let opp = row(mover.other());
        let facing = last.with_row(1 - last.row());
        let most = usize::from(self.capture_holes);
        match self.capture {
            CaptureKind::Next => {
                let mut at = next(last);
                while let Some(h) = at {
                    // After relays, the first hole is taken where the last
                    // seed's hole qualifies (MancalaGames's CaptNext under
                    // `mlaps`), the others where they do.
                    let qualifies = if self.relay && taken.is_empty() {
                        board.get(h) > 0 && self.qualifies(mover, &board, last, last)
                    } else {
                        self.qualifies(mover, &board, h, last)
                    };
                    if taken.len() >= most || taken.contains(&h) || !qualifies {
                        break;
                    }
                    taken.push(h);
                    at = next(h);
                }
                None
            }
            CaptureKind::TwoOut => {
                let mut after = board;
                let mut at = last;
                while taken.len() < most {
                    // Without relays, the last seed must have fallen in an
                    // occupied hole.
                    if !self.relay && after.get(at) <= 1 {
                        break;
                    }
                    let Some(gap) = next(at) else {
                        break;
                    };
                    let Some(out) = next(gap) else {
                        break;
                    };
                    if after.get(gap) > 0 || !self.qualifies(mover, &after, out, last) {
                        break;
                    }
                    taken.push(out);
                    after.take(out);
                    at = out;
                }
                None
            }
            CaptureKind::Matching => {
                // Each pair is decided on the board as the pairs before it
                // left it.
                let mut after = board;
                let mut pairs = |from: Option<Hole>, dir: Direction, most: usize| {
                    let mut at = from;
                    let mut made = 0;
                    while let Some(h) = at {
                        let f = h.with_row(1 - h.row());
                        let n = after.get(h);
                        if made >= most
                            || n == 0
                            || after.get(f) != n
                            || !self.qualifies(mover, &after, h, last)
                            || !self.qualifies(mover, &after, f, last)
                        {
                            break;
                        }
                        after.take(h);
                        after.take(f);
                        taken.push(h);
                        taken.push(f);
                        made += 1;
                        at = Self::next_open(self.ring, &state, h, dir);
                    }
                    made
                };
                let first = pairs(Some(last), capture_dir, most);
                if first > 0 && self.capture_way == crate::spec::CaptureDirection::Both {
                    let back = capture_dir.reverse();
                    pairs(
                        Self::next_open(self.ring, &state, last, back),
                        back,
                        most.saturating_sub(1),
                    );
                }
                None
            }
            CaptureKind::OpponentRow => {
                let own_last = last.row() == row(mover)
                    && self
                        .ring
                        .next(last, Direction::Ccw)
                        .is_some_and(|h| h.row() != row(mover));
                if last.row() != opp && !own_last {
                    return Some(false);
                }
                taken.extend(
                    board
                        .row_holes(opp)
                        .filter(|&h| self.qualifies(mover, &board, h, last)),
                );
                // Reaching there is a capture, seeds taken or not.
                taken.is_empty().then_some(true)
            }
            CaptureKind::StoreToOpponent => {
                let side = match self.side {
                    CaptureSide::Any => true,
                    CaptureSide::Opponent | CaptureSide::OpponentThenOwn => last.row() == opp,
                    CaptureSide::Own => last.row() == row(mover),
                    // (Refused with this capture: territory's check.)
                    CaptureSide::OpponentOwned => false,
                };
                let store = Hole::store(mover);
                if board.get(last) != 1 || !side || board.get(store) == 0 {
                    return Some(false);
                }
                let seeds = turn.capture(store, trace);
                turn.drop_into(Hole::store(mover.other()), seeds, trace);
                Some(true)
            }
            CaptureKind::PullAcross => {
                if board.get(last) != 1 || !self.qualifies(mover, &board, facing, last) {
                    return Some(false);
                }
                let seeds = turn.capture(facing, trace);
                turn.drop_into(last, seeds, trace);
                Some(true)
            }
            CaptureKind::Singles => {
                taken.extend(
                    board
                        .row_holes(0)
                        .chain(board.row_holes(1))
                        .filter(|&h| board.get(h) == 1 && self.qualifies(mover, &board, h, last)),
                );
                None
            }
            CaptureKind::None | CaptureKind::LastHole | CaptureKind::Cross => None,
        }
    }

    /// After the capture step: when the holes a capture could take (those
    /// of its side; both rows for a capture across) hold some seeds but no
    /// more than `capture.last_seeds_at_most`, the mover takes every seed
    /// of the board.
    pub(crate) fn take_last_seeds(
        &self,
        mover: Player,
        turn: &mut Turn<TurnState>,
        trace: &mut impl Tracer,
    ) {
        if self.last_seeds_at_most == 0 || !turn.state.game.captures_on {
            return;
        }
        // The seeds a capture could take, as MancalaGames counts them: those
        // of the capture's side (both rows for a capture across).
        let (own, opp) = (row(mover), row(mover.other()));
        let left = match self.side {
            CaptureSide::Opponent if self.capture != CaptureKind::Cross => turn.board.row_sum(opp),
            CaptureSide::Own if self.capture != CaptureKind::Cross => turn.board.row_sum(own),
            _ => turn.board.row_sum(0) + turn.board.row_sum(1),
        };
        if left > 0 && left <= u32::from(self.last_seeds_at_most) {
            let taker = if self.last_seeds_to_starter {
                turn.state.game.starter
            } else {
                mover
            };
            self.give_all(taker, turn, trace);
        }
    }
}
