use std::fmt;

use crate::{ByPlayer, Player};

/// Longest name an [`EndReason`] keeps, in bytes ([`EndReason::MAX_LEN`]).
const MAX_REASON_LEN: usize = 30;

/// Why a game ended: a short lowercase name (`kamo`, `no legal move`), defined
/// by the game or the tool that ends it.
///
/// Core knows no game, so it names only the reasons its own tools give
/// ([`EndReason::NO_LEGAL_MOVE`], [`EndReason::REPETITION`],
/// [`EndReason::MOVE_LIMIT`]); each game defines its own as constants
/// (`fanga_sowing::reason::KAMO`, `fanga_oware::MAJORITY`, ...). Two reasons
/// are equal when their names are, so a reason read back from JSON equals the
/// game's constant.
///
/// A small `Copy` value: the name is stored inline (at most
/// [`EndReason::MAX_LEN`] bytes), so outcomes need no allocation.
///
/// ```
/// use fanga_core::EndReason;
/// const KAMO: EndReason = EndReason::new("kamo");
/// assert_eq!(KAMO.as_str(), "kamo");
/// assert_eq!(EndReason::parse("kamo"), Ok(KAMO));
/// assert!(EndReason::parse("Kamo!").is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct EndReason {
    len: u8,
    name: [u8; MAX_REASON_LEN],
}

/// A text is not the name of an end reason.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{text}` is not an end reason: expected 1 to {MAX_REASON_LEN} lowercase letters, digits, spaces or hyphens"
)]
#[non_exhaustive]
pub struct ParseEndReasonError {
    /// The text.
    pub text: String,
}

const fn valid_byte(b: u8) -> bool {
    matches!(b, b'a'..=b'z' | b'0'..=b'9' | b' ' | b'-')
}

impl EndReason {
    /// The longest name an end reason keeps, in bytes.
    pub const MAX_LEN: usize = MAX_REASON_LEN;

    /// The player to move has no legal move.
    pub const NO_LEGAL_MOVE: EndReason = EndReason::new("no legal move");
    /// A whole-turn position occurred again (a rule of some games, or an
    /// adjudication outside the rules).
    pub const REPETITION: EndReason = EndReason::new("repetition");
    /// A move limit set outside the rules was reached.
    pub const MOVE_LIMIT: EndReason = EndReason::new("move limit");
    /// A player resigned ([`Game::resign`](crate::Game::resign)).
    pub const RESIGNATION: EndReason = EndReason::new("resignation");

    /// A reason named `name`, for a game's constants.
    ///
    /// Never panics: a name longer than [`EndReason::MAX_LEN`] bytes is cut
    /// there, and a byte other than a lowercase ASCII letter, a digit, a space
    /// or a hyphen becomes a hyphen, so that every reason prints a name that
    /// [`EndReason::parse`] reads back.
    #[must_use]
    pub const fn new(name: &str) -> EndReason {
        let bytes = name.as_bytes();
        let mut r = EndReason {
            len: 0,
            name: [0; MAX_REASON_LEN],
        };
        let mut i = 0;
        while i < bytes.len() && i < MAX_REASON_LEN {
            r.name[i] = if valid_byte(bytes[i]) { bytes[i] } else { b'-' };
            i += 1;
        }
        if i == 0 {
            r.name[0] = b'-';
            i = 1;
        }
        r.len = i as u8;
        r
    }

    /// Reads a reason's name exactly as [`EndReason::as_str`] writes it.
    ///
    /// # Errors
    ///
    /// An empty or too long name, or one with a byte other than a lowercase
    /// ASCII letter, a digit, a space or a hyphen.
    pub fn parse(text: &str) -> Result<EndReason, ParseEndReasonError> {
        if text.is_empty() || text.len() > MAX_REASON_LEN || !text.bytes().all(valid_byte) {
            return Err(ParseEndReasonError {
                text: crate::text::suggest::excerpt(text),
            });
        }
        Ok(EndReason::new(text))
    }

    /// The name, as printed after a result: `kamo`.
    #[must_use]
    pub fn as_str(&self) -> &str {
        // Only ASCII bytes are ever stored.
        std::str::from_utf8(&self.name[..usize::from(self.len)]).unwrap_or("-")
    }
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "EndReason({:?})", self.as_str())
    }
}

impl std::str::FromStr for EndReason {
    type Err = ParseEndReasonError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        EndReason::parse(s)
    }
}

#[cfg(feature = "serde")]
crate::impl_serde_notation!(EndReason);

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
    pub fn by_score(scores: ByPlayer<u32>, reason: EndReason) -> Outcome {
        match scores.south.cmp(&scores.north) {
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

    /// A win for `winner`.
    #[must_use]
    pub const fn win(winner: Player, reason: EndReason) -> Outcome {
        Outcome::Win { winner, reason }
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
    pub fn describe(self, letters: ByPlayer<char>) -> String {
        format!("{} ({})", self.result_text(letters), self.reason())
    }

    /// The result without its reason, with the given player letters:
    /// `S wins`, `N wins` or `draw`.
    #[must_use]
    pub fn result_text(self, letters: ByPlayer<char>) -> String {
        match self {
            Outcome::Win { winner, .. } => format!("{} wins", letters[winner]),
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
        let endless = EndReason::new("infinite turn");
        let o = Outcome::win(Player::North, endless);
        assert_eq!(o.to_string(), "N wins (infinite turn)");
        assert_eq!(o.result_text(ByPlayer::new('W', 'B')), "B wins");
        assert_eq!(
            o.describe(ByPlayer::new('W', 'B')),
            "B wins (infinite turn)"
        );
        assert_eq!(o.winner(), Some(Player::North));
        let d = Outcome::Draw {
            reason: EndReason::new("reserve exhausted"),
        };
        assert_eq!(d.to_string(), "draw (reserve exhausted)");
        assert_eq!(d.result_text(ByPlayer::new('S', 'N')), "draw");
    }

    #[test]
    fn names_never_panic_and_read_back() {
        for name in ["", "Kamo!", "é", &"x".repeat(40), "three in a row"] {
            let r = EndReason::new(name);
            assert_eq!(EndReason::parse(r.as_str()), Ok(r), "{name:?}");
        }
        assert_eq!(EndReason::new("Kamo!").as_str(), "-amo-");
        assert_eq!(
            EndReason::new(&"x".repeat(40)).as_str().len(),
            MAX_REASON_LEN
        );
        assert!(EndReason::parse("").is_err());
        assert!(EndReason::parse(&"x".repeat(31)).is_err());
        assert_eq!(
            EndReason::parse("a_b").unwrap_err().to_string(),
            "`a_b` is not an end reason: expected 1 to 30 lowercase letters, digits, spaces or hyphens"
        );
    }
}
