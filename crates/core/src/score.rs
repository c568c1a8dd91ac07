//! Scores of positions, exact for finished games.

use std::fmt;

/// The value of a position for the player to move: an evaluation in
/// hundredths of a seed (or of a piece, in Fanorona), or an exact result.
///
/// A won game scores [`Score::WIN`] minus the plies (whole turns) to its
/// end, a lost one the negative, so a quicker win and a slower loss score
/// higher; a draw is 0. Evaluations stay strictly between
/// `-Score::EVAL_MAX` and `Score::EVAL_MAX`, far from the results.
///
/// A result proven without its distance (an endgame table's, through
/// [`Evaluator::exact`](crate::catalog::Evaluator::exact)) scores
/// [`Score::proven`]: [`Score::PROVEN`] plus 100 a seed of its final
/// margin, negative for a loss. That is above every evaluation (the
/// evaluations of fanga's games stay below 400,000) and below every result
/// at a known distance, so a search prefers a proven win to a promising
/// position, and a win by more seeds to a win by fewer. Results at a known
/// distance rank apart from margins: a search takes a win in 1 by 2 seeds
/// over a proven win by 10, and a proven loss by 6 over a loss in 1 by 4,
/// so a proven score is the margin of the line the search chose, not
/// always the best margin of the position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Score(pub i32);

impl Score {
    /// A win now.
    pub const WIN: i32 = 1_000_000;
    /// The bound of evaluations.
    pub const EVAL_MAX: i32 = 500_000;
    /// A draw.
    pub const DRAW: Score = Score(0);
    /// The base of results proven without their distance ([`Score::proven`]).
    pub const PROVEN: i32 = 450_000;

    /// A result proven without its distance, for the player to move: a
    /// final margin of `margin` seeds (positive: he wins), clamped to
    /// ±499 seeds; a margin of 0 is a draw.
    ///
    /// ```
    /// use fanga_core::Score;
    ///
    /// assert_eq!(Score::proven(3).proven_margin(), Some(3));
    /// assert!(Score::proven(1) > Score(4_000 * 100));
    /// assert!(Score::proven(48) < Score::win_in(60));
    /// assert_eq!(Score::proven(0), Score::DRAW);
    /// assert_eq!(Score::proven(-2).to_string(), "lost by 2");
    /// ```
    #[must_use]
    pub fn proven(margin: i32) -> Score {
        let m = margin.clamp(-499, 499);
        Score(match m {
            0 => 0,
            m if m > 0 => Self::PROVEN + 100 * m,
            m => -Self::PROVEN + 100 * m,
        })
    }

    /// The final margin of a result proven without its distance
    /// ([`Score::proven`], a draw excepted).
    #[must_use]
    pub fn proven_margin(self) -> Option<i32> {
        let a = self.0.abs();
        (a > Self::PROVEN && a < Self::EVAL_MAX).then(|| self.0.signum() * (a - Self::PROVEN) / 100)
    }

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

    /// Whether this is an exact result at a known distance (a win or a
    /// loss), not an evaluation or a [proven margin](Score::proven).
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
    /// `win in 3`, `loss in 4`, `won by 5`, `lost by 2`, or the evaluation
    /// in seeds: `+2.50`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.plies_to_end(), self.proven_margin()) {
            (Some(n), _) if n >= 0 => write!(f, "win in {n}"),
            (Some(n), _) => write!(f, "loss in {}", -n),
            (None, Some(m)) if m > 0 => write!(f, "won by {m}"),
            (None, Some(m)) => write!(f, "lost by {}", -m),
            (None, None) => {
                let sign = if self.0 < 0 { '-' } else { '+' };
                let v = self.0.unsigned_abs();
                write!(f, "{sign}{}.{:02}", v / 100, v % 100)
            }
        }
    }
}
