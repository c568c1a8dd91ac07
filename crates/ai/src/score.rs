//! Scores of positions, exact for finished games.

use std::fmt;

/// The value of a position for the player to move: an evaluation in
/// hundredths of a seed (or of a piece, in Fanorona), or an exact result.
///
/// A won game scores [`Score::WIN`] minus the plies (whole turns) to its
/// end, a lost one the negative, so a quicker win and a slower loss score
/// higher; a draw is 0. Evaluations stay strictly between
/// `-Score::EVAL_MAX` and `Score::EVAL_MAX`, far from the results.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Score(pub i32);

impl Score {
    /// A win now.
    pub const WIN: i32 = 1_000_000;
    /// The bound of evaluations.
    pub const EVAL_MAX: i32 = 500_000;
    /// A draw.
    pub const DRAW: Score = Score(0);

    /// A win for the player to move in `plies` plies.
    #[must_use]
    pub fn win_in(plies: u32) -> Score {
        Score(Self::WIN - i32::try_from(plies).unwrap_or(Self::EVAL_MAX))
    }

    /// A loss for the player to move in `plies` plies.
    #[must_use]
    pub fn loss_in(plies: u32) -> Score {
        Score(-Self::win_in(plies).0)
    }

    /// Whether this is an exact result (a win or a loss at a known
    /// distance), not an evaluation.
    #[must_use]
    pub fn is_result(self) -> bool {
        self.0.abs() > Self::EVAL_MAX
    }

    /// Plies to the end of a won (positive) or lost (negative) game.
    #[must_use]
    pub fn plies_to_end(self) -> Option<i32> {
        if !self.is_result() {
            return None;
        }
        Some(if self.0 > 0 {
            Self::WIN - self.0
        } else {
            -(Self::WIN + self.0)
        })
    }
}

impl fmt::Display for Score {
    /// `win in 3`, `loss in 4`, or the evaluation in seeds: `+2.50`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.plies_to_end() {
            Some(n) if n >= 0 => write!(f, "win in {n}"),
            Some(n) => write!(f, "loss in {}", -n),
            None => {
                let sign = if self.0 < 0 { '-' } else { '+' };
                let v = self.0.unsigned_abs();
                write!(f, "{sign}{}.{:02}", v / 100, v % 100)
            }
        }
    }
}
