//! Which of the holes holding enough seeds may be sown (`moves.allow`): a
//! filter run after the fewest seeds and before feeding and the grand slam
//! rule, and the holes never sown from yet, which a position keeps under
//! `every_hole_first`.

use fanga_core::{ParsePositionError, Player};
use fanga_sowing::relay::{Choices, Turn};
use fanga_sowing::trace::{Event, Tracer};
use fanga_sowing::{Board, Hole, Lap};

use crate::compiled::Compiled;
use crate::spec::AllowRule;
use crate::state::change::UNLOCKED;
use crate::state::{GameState, TurnState, bit, row};

/// The key of the holes never sown from in a position's text
/// (`locked=a1,c2`, or `locked=none`; absent, every hole as at the start).
pub(crate) const LOCKED_KEY: &str = "locked";

impl Compiled {
    /// The bits of a row's holes.
    fn row_bits(&self, r: u8) -> u32 {
        ((1u32 << self.holes) - 1) << (16 * u32::from(r))
    }

    /// The holes never sown from at the start of a game.
    pub(crate) fn locked_at_start(&self) -> u32 {
        if self.allow == AllowRule::EveryHoleFirst {
            self.row_bits(0) | self.row_bits(1)
        } else {
            0
        }
    }

    /// Removes from `holes` (those of `player` holding enough seeds) the
    /// ones the allow rule forbids.
    pub(crate) fn allow_filter(
        &self,
        player: Player,
        board: &Board,
        state: &GameState,
        holes: &mut Choices<Hole>,
    ) {
        match self.allow {
            AllowRule::Any => {}
            AllowRule::ReachOpponentOrEmpty => holes.retain(|h| {
                board.get(*h) > self.holes || !self.first_lap_ends_at_home(player, board, *h)
            }),
            AllowRule::SingleToEmpty => holes.retain(|h| {
                board.get(*h) != 1
                    || Self::next_open(self.ring, state, *h, self.dir)
                        .is_none_or(|next| board.get(next) == 0)
            }),
            AllowRule::SinglesLast => {
                if holes.iter().any(|h| board.get(*h) != 1) {
                    holes.retain(|h| board.get(*h) != 1);
                }
            }
            AllowRule::EveryHoleFirst => {
                let locked = state.locked & self.row_bits(row(player));
                if locked != 0 {
                    holes.retain(|h| locked & bit(*h) != 0);
                }
            }
            AllowRule::NotFacingSingle => {
                holes.retain(|h| board.get(h.with_row(1 - h.row())) != 1);
            }
            AllowRule::EndsInOccupied => holes.retain(|h| {
                let mut after = *board;
                let seeds = after.take(*h);
                let lap = Lap::new(*h, seeds, self.dir, self.first_lap_start(seeds));
                let end = self.circuits[player.index()].sow(&mut after, lap);
                end.hole.is_store() || after.get(end.hole) != 1
            }),
        }
    }

    /// Whether the first lap from `hole` ends in a hole of the mover's row
    /// that held seeds before the move.
    fn first_lap_ends_at_home(&self, player: Player, board: &Board, hole: Hole) -> bool {
        let mut after = *board;
        let seeds = after.take(hole);
        let start = self.first_lap_start(seeds);
        let end =
            self.circuits[player.index()].sow(&mut after, Lap::new(hole, seeds, self.dir, start));
        !end.hole.is_store() && end.hole.row() == row(player) && board.get(end.hole) > 0
    }

    /// The seeds of `hole` were taken to start a sowing: it is no longer a
    /// hole never sown from.
    pub(crate) fn drawn(
        &self,
        mover: Player,
        turn: &mut Turn<TurnState>,
        hole: Hole,
        trace: &mut impl Tracer,
    ) {
        if turn.state.game.locked & bit(hole) != 0 {
            turn.state.game.locked &= !bit(hole);
            trace.record(|| Event::State {
                player: mover,
                change: UNLOCKED,
            });
        }
    }

    /// Why `hole`, holding enough seeds, is not a move of `player`'s.
    pub(crate) fn forbidden_by(
        &self,
        player: Player,
        board: &Board,
        state: &GameState,
        hole: Hole,
    ) -> &'static str {
        let mut holes = self.sowable(player, board, state);
        self.allow_filter(player, board, state, &mut holes);
        if !holes.contains(&hole) {
            return match self.allow {
                AllowRule::Any => "it holds too few seeds",
                AllowRule::ReachOpponentOrEmpty => {
                    "its sowing ends in a hole of the mover's that held seeds"
                }
                AllowRule::SingleToEmpty => "one seed is sown only into an empty hole",
                AllowRule::SinglesLast => "one seed is sown only when every hole holds one",
                AllowRule::EveryHoleFirst => "every hole is sown once before any again",
                AllowRule::NotFacingSingle => "it faces a single seed of the opponent's",
                AllowRule::EndsInOccupied => "its first lap ends in an empty hole",
            };
        }
        if self.must_feed && crate::territory::owned_empty(board, state, player.other()) {
            "the opponent has no seed and must be fed"
        } else {
            "it would take every seed of the opponent"
        }
    }

    /// The holes never sown from, read from a position's text.
    pub(crate) fn parse_locked(&self, text: Option<&str>) -> Result<u32, ParsePositionError> {
        let Some(text) = text else {
            return Ok(self.locked_at_start());
        };
        if text == "none" {
            return Ok(0);
        }
        crate::hole_text::parse_holes(LOCKED_KEY, text, self.holes)
    }

    /// Writes the holes never sown from (` locked=…`).
    pub(crate) fn write_locked(
        &self,
        locked: u32,
        f: &mut dyn std::fmt::Write,
    ) -> std::fmt::Result {
        write!(f, " {LOCKED_KEY}=")?;
        if locked == 0 {
            return f.write_str("none");
        }
        crate::hole_text::write_holes(locked, self.holes, f)
    }
}
