use std::fmt;

use crate::Player;

/// Why a game ended.
///
/// The list grows with the games; match it with a wildcard arm.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum EndReason {
    /// The player to move has an empty inner row (*kamo*).
    Kamo,
    /// The player to move has no seed left on the board.
    AllSeedsTaken,
    /// A player has no piece left (Fanorona).
    AllPiecesTaken,
    /// A player has three pieces in a row (Fanorona Telo).
    ThreeInARow,
    /// A capture emptied the opponent's side and ended the game at once.
    WonAtOnce,
    /// A turn never ended; the player who started it lost.
    InfiniteTurn,
    /// The player to move has no seed left in his reserve; the game is scored.
    ReserveExhausted,
    /// The player to move has no legal move.
    NoLegalMove,
    /// A row is empty and the game is scored.
    RowEmpty,
    /// A player holds a majority of the seeds.
    Majority,
    /// In a second phase, the player to move has no hole of two seeds or more.
    OnlySingletons,
    /// A whole-turn position occurred again (a rule of some games, or an
    /// adjudication outside the rules).
    Repetition,
    /// A move limit set outside the rules was reached.
    MoveLimit,
}

impl EndReason {
    /// A short lowercase description, as printed after a result: `kamo`.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            EndReason::Kamo => "kamo",
            EndReason::AllSeedsTaken => "all seeds taken",
            EndReason::AllPiecesTaken => "all pieces taken",
            EndReason::ThreeInARow => "three in a row",
            EndReason::WonAtOnce => "won at once",
            EndReason::InfiniteTurn => "infinite turn",
            EndReason::ReserveExhausted => "reserve exhausted",
            EndReason::NoLegalMove => "no legal move",
            EndReason::RowEmpty => "row empty",
            EndReason::Majority => "majority",
            EndReason::OnlySingletons => "only singletons",
            EndReason::Repetition => "repetition",
            EndReason::MoveLimit => "move limit",
        }
    }
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Outcome {
    /// One player won.
    Win {
        /// The winner.
        winner: Player,
        /// Why the game ended.
        reason: EndReason,
    },
    /// Nobody won.
    Draw {
        /// Why the game ended.
        reason: EndReason,
    },
}

impl Outcome {
    /// The result of a game decided by scores (seeds or pieces counted for
    /// each player, South first): the higher score wins, equal scores draw.
    #[must_use]
    pub fn by_score(scores: [u32; 2], reason: EndReason) -> Outcome {
        match scores[0].cmp(&scores[1]) {
            std::cmp::Ordering::Greater => Outcome::Win {
                winner: Player::South,
                reason,
            },
            std::cmp::Ordering::Less => Outcome::Win {
                winner: Player::North,
                reason,
            },
            std::cmp::Ordering::Equal => Outcome::Draw { reason },
        }
    }

    /// The winner, if any.
    #[must_use]
    pub const fn winner(self) -> Option<Player> {
        match self {
            Outcome::Win { winner, .. } => Some(winner),
            Outcome::Draw { .. } => None,
        }
    }

    /// Why the game ended.
    #[must_use]
    pub const fn reason(self) -> EndReason {
        match self {
            Outcome::Win { reason, .. } | Outcome::Draw { reason } => reason,
        }
    }

    /// The result with its reason, with the given player letters:
    /// `S wins (kamo)`, `W wins (no legal move)`, `draw (reserve exhausted)`.
    #[must_use]
    pub fn describe(self, letters: [char; 2]) -> String {
        format!("{} ({})", self.result_text(letters), self.reason())
    }

    /// The result without its reason, with the given player letters:
    /// `S wins`, `N wins` or `draw`.
    #[must_use]
    pub fn result_text(self, letters: [char; 2]) -> String {
        match self {
            Outcome::Win { winner, .. } => format!("{} wins", letters[winner.index()]),
            Outcome::Draw { .. } => "draw".to_owned(),
        }
    }
}

/// `S wins (kamo)`, `draw (reserve exhausted)`.
impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win { winner, reason } => write!(f, "{winner} wins ({reason})"),
            Outcome::Draw { reason } => write!(f, "draw ({reason})"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display() {
        let o = Outcome::Win {
            winner: Player::North,
            reason: EndReason::InfiniteTurn,
        };
        assert_eq!(o.to_string(), "N wins (infinite turn)");
        assert_eq!(o.result_text(['W', 'B']), "B wins");
        assert_eq!(o.describe(['W', 'B']), "B wins (infinite turn)");
        assert_eq!(o.winner(), Some(Player::North));
        let d = Outcome::Draw {
            reason: EndReason::ReserveExhausted,
        };
        assert_eq!(d.to_string(), "draw (reserve exhausted)");
        assert_eq!(d.result_text(['S', 'N']), "draw");
    }
}
