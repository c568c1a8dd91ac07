//! Exact values: the result, and the final margin.

use std::fmt;

/// The result of perfect play for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Verdict {
    /// He loses.
    Loss,
    /// Nobody wins (or the game never ends).
    Draw,
    /// He wins.
    Win,
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Verdict::Win => "win",
            Verdict::Draw => "draw",
            Verdict::Loss => "loss",
        })
    }
}

/// An exact value for the player to move: the result, and the final margin
/// where the solver computes one (his count minus his opponent's when the
/// game ends, each side playing first for the result, then for the margin).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Value {
    /// Win, draw or loss.
    pub verdict: Verdict,
    /// The final margin, or `None` ([`retrograde`](crate::retrograde()) computes results only).
    pub margin: Option<i32>,
}

impl Value {
    /// The same value for the other player.
    #[must_use]
    pub fn flip(self) -> Value {
        Value {
            verdict: match self.verdict {
                Verdict::Win => Verdict::Loss,
                Verdict::Draw => Verdict::Draw,
                Verdict::Loss => Verdict::Win,
            },
            margin: self.margin.map(|m| -m),
        }
    }
}

impl fmt::Display for Value {
    /// `win by 8`, `draw`, `loss by 2`, or `win (margin -1)` where the
    /// result and the count disagree (a game won otherwise than by count).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.verdict, self.margin) {
            (v, None) => write!(f, "{v}"),
            (Verdict::Win, Some(m)) if m > 0 => write!(f, "win by {m}"),
            (Verdict::Loss, Some(m)) if m < 0 => write!(f, "loss by {}", -m),
            (Verdict::Draw, Some(0)) => write!(f, "draw"),
            (v, Some(m)) => write!(f, "{v} (margin {m:+})"),
        }
    }
}
