use std::convert::Infallible;

use fanga_core::ParsePositionError;
use fanga_core::{Outcome, Player};
use fanga_sowing::four_row::{has_no_seeds, inner_row, outer_row, side_is_empty};
use fanga_sowing::relay::{Landing, Turn};
use fanga_sowing::trace::{MoveTrace, Stop, TraceProblem, Tracer};
use fanga_sowing::{
    Board, Direction, Lap, LapEnd, LapStart, SowingPosition, SowingRules, TurnContext, reason,
};

use crate::{Columns, DirectionRule, Goal, KatroMove, KatroOptions};

/// Why a Katro move cannot be played: the game is over, or
/// [`KatroRefusal`](crate::KatroRefusal).
pub type KatroMoveError = fanga_sowing::MoveError<KatroRules>;

/// A player's front row: his inner row, or his outer row when the inner row is
/// empty.
fn front_row(board: &Board, p: Player) -> u8 {
    if board.row_is_empty(inner_row(p)) {
        outer_row(p)
    } else {
        inner_row(p)
    }
}

/// The rules of Katro, for the sowing engine's shell: see the
/// [crate documentation](crate).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct KatroRules;

fanga_sowing::position_type! {
    /// A Katro position: the board, the player to move, the directions the
    /// players are bound to (`direction=per_game`) and the options. Its
    /// rules are [`KatroRules`]; the engine's inherent methods (the board,
    /// [`seeds`](fanga_sowing::SowingPosition::seeds), ...) come through
    /// `Deref`.
    pub struct Katro(KatroRules);
}

/// The engine's position under Katro's rules: what the rules' hooks see.
type Engine = SowingPosition<KatroRules>;

/// Under `direction=per_game`, the direction each player has bound himself
/// to (the position's own state; `None` before his first turn, and always
/// under `direction=per_turn`).
pub use fanga_sowing::directed::BoundDirections as Directions;

impl SowingRules for KatroRules {
    const GAME: &'static str = "katro";
    const ROWS: u8 = 4;
    const COLUMNS: &'static [u8] = &[4, 6, 8];
    const COLUMNS_EXPECTED: &'static str = "4, 6 or 8";

    type Options = KatroOptions;
    /// 4 rows of up to 8 holes.
    type Cells = [u8; 32];

    fanga_sowing::no_choices!();
    fanga_sowing::directed_game_parts!(types, four_rows);

    fanga_sowing::columns_option!(Columns; rings);

    /// The columns come from the board, `direction=per_game` from the
    /// presence of the `direction` key. `goal=inner_row` does not show in a
    /// text: use `Position::from_text`.
    fn text_options(columns: u8, keys: &[(&str, &str)]) -> KatroOptions {
        let mut options = KatroOptions::default();
        if let Some(c) = Columns::from_count(columns) {
            options.columns = c;
        }
        if keys.iter().any(|(k, _)| *k == "direction") {
            options.direction = DirectionRule::PerGame;
        }
        options
    }

    fn land(
        cx: &TurnContext<Self>,
        turn: &mut Turn<Direction>,
        end: LapEnd,
        trace: &mut impl Tracer,
    ) -> Landing<Infallible> {
        if end.count == 1 {
            return Landing::End(Stop::EmptyHole);
        }
        let h = end.hole;
        let dir = turn.state;
        let opponent = cx.mover.other();
        if h.row() == front_row(&turn.board, cx.mover) {
            let their_front = front_row(&turn.board, opponent);
            let target = h.with_row(their_front);
            if turn.board.get(target) > 0 {
                let captured = turn.capture(target, trace);
                let won = match cx.options.goal {
                    Goal::AllSeeds => side_is_empty(&turn.board, opponent),
                    Goal::InnerRow => {
                        their_front == inner_row(opponent)
                            && turn.board.row_is_empty(inner_row(opponent))
                    }
                };
                if won {
                    turn.drop_into(h, captured, trace);
                    return Landing::End(Stop::WonAtOnce);
                }
                let seeds = turn.take(h, trace) + captured;
                return Landing::Sow(Lap::new(h, seeds, dir, LapStart::Next));
            }
        }
        let seeds = turn.take(h, trace);
        Landing::Sow(Lap::new(h, seeds, dir, LapStart::Next))
    }

    /// Under `direction=per_game`, the mover's first turn binds his direction.
    fn finish(pos: &Engine, m: KatroMove, _: &Turn<Direction>) -> (Directions, Player) {
        (bind(pos, m.dir), pos.turn().other())
    }

    fn replay_finish(
        pos: &Engine,
        trace: &MoveTrace,
    ) -> Result<(Directions, Player), TraceProblem> {
        let bound = pos.game_state().bind_traced(trace)?;
        let kept = match pos.options().direction {
            DirectionRule::PerTurn => pos.game_state(),
            DirectionRule::PerGame => bound,
        };
        Ok((kept, pos.turn().other()))
    }

    fn outcome(pos: &Engine) -> Option<Outcome> {
        let loser = pos.turn();
        let empty = |row| pos.row(row).iter().all(|&s| s == 0);
        let reason = match pos.options().goal {
            Goal::AllSeeds if has_no_seeds(pos, loser) => reason::ALL_SEEDS_TAKEN,
            Goal::InnerRow if empty(inner_row(loser)) => reason::KAMO,
            _ => return None,
        };
        Some(Outcome::win(loser.other(), reason))
    }

    fn game_state_keys(options: &KatroOptions) -> &'static [(&'static str, bool)] {
        match options.direction {
            DirectionRule::PerTurn => &[],
            DirectionRule::PerGame => &[("direction", true)],
        }
    }

    fn parse_game_state(
        options: &KatroOptions,
        values: &[Option<&str>],
    ) -> Result<Directions, ParsePositionError> {
        let Some(&Some(value)) = values.first() else {
            return Ok(Directions::default());
        };
        debug_assert_eq!(options.direction, DirectionRule::PerGame);
        Directions::parse(value)
    }

    fn write_game_state(pos: &Engine, f: &mut dyn std::fmt::Write) -> std::fmt::Result {
        if pos.options().direction == DirectionRule::PerGame {
            pos.game_state().write(f)?;
        }
        Ok(())
    }

    fn diagram_note(pos: &Engine) -> String {
        if pos.options().direction != DirectionRule::PerGame {
            return String::new();
        }
        pos.game_state().note()
    }
}

fn bind(pos: &Engine, dir: Direction) -> Directions {
    match pos.options().direction {
        DirectionRule::PerTurn => pos.game_state(),
        DirectionRule::PerGame => pos.game_state().bind(pos.turn(), dir),
    }
}

#[cfg(test)]
mod tests {
    use fanga_sowing::Hole;

    use super::*;

    #[test]
    fn hole_helpers() {
        let h: Hole = "c2".parse().unwrap();
        assert_eq!(h.with_row(inner_row(Player::North)).to_string(), "c3");
    }

    #[test]
    fn a_position_is_small() {
        assert!(
            std::mem::size_of::<Engine>() <= 48,
            "{}",
            std::mem::size_of::<Engine>()
        );
    }
}
