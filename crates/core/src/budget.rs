//! A bound on the work of one turn: the lap budget.
//!
//! The rules are exact by default: a sowing turn that never ends is proven so
//! (the mover loses), however many laps the proof takes, and some ordinary
//! positions need tens of millions of laps (see `docs/performance.md` of the
//! workspace for the cost model and the worst cases known). A caller that needs
//! a bound (a search, a user interface, a server) gives a [`LapBudget`]: the
//! budgeted methods of [`Position`]
//! ([`Position::play_within`], [`Position::legal_moves_within`] and their
//! kin) sow at most that many laps per turn, and answer [`Undecided`]
//! for a turn that neither ended nor was proven endless by then, instead of
//! running on.
//!
//! Games without laps (Fanorona) do a bounded amount of work per move: their
//! budgeted methods decide every move.

use std::fmt::{self, Debug, Display};
use std::str::FromStr;

use crate::{MoveList, Position};

/// How many laps one turn may sow before a budgeted call gives up on it.
///
/// A turn is **decided** within a budget of `n` laps when it ends, or is
/// proven never to end, after sowing at most `n` laps; otherwise it is
/// [`Undecided`]. [`LapBudget::UNLIMITED`] (the default) never runs out, so
/// every budgeted call with it is exact and answers as the unbudgeted one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LapBudget(u64);

impl LapBudget {
    /// No bound: every turn is decided, however long.
    pub const UNLIMITED: LapBudget = LapBudget(u64::MAX);

    /// At most `laps` laps per turn. (`u64::MAX` is [`LapBudget::UNLIMITED`].)
    #[must_use]
    pub const fn laps(laps: u64) -> LapBudget {
        LapBudget(laps)
    }

    /// The number of laps, or `None` when unlimited.
    #[must_use]
    pub const fn get(self) -> Option<u64> {
        if self.0 == u64::MAX {
            None
        } else {
            Some(self.0)
        }
    }

    /// The laps as a raw count, `u64::MAX` when unlimited: what an engine
    /// counts down.
    #[must_use]
    pub const fn raw(self) -> u64 {
        self.0
    }

    /// Whether the budget is unlimited.
    #[must_use]
    pub const fn is_unlimited(self) -> bool {
        self.0 == u64::MAX
    }
}

impl Default for LapBudget {
    fn default() -> Self {
        LapBudget::UNLIMITED
    }
}

/// `unlimited`, or the number of laps.
impl Display for LapBudget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.get() {
            None => f.write_str("unlimited"),
            Some(n) => write!(f, "{n}"),
        }
    }
}

/// A text is not a lap budget.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{text}` is not a lap budget: give a number of laps (like `1000000`) or `unlimited`")]
pub struct ParseLapBudgetError {
    /// The text (an excerpt of a long one).
    pub text: String,
}

/// Reads `unlimited` or a number of laps (`1000000`, or `1_000_000`).
impl FromStr for LapBudget {
    type Err = ParseLapBudgetError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s == "unlimited" {
            return Ok(LapBudget::UNLIMITED);
        }
        let digits: String = s.chars().filter(|&c| c != '_').collect();
        if s.starts_with('_') || digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(ParseLapBudgetError {
                text: crate::text::excerpt(s),
            });
        }
        digits
            .parse()
            .map(LapBudget)
            .map_err(|_| ParseLapBudgetError {
                text: crate::text::excerpt(s),
            })
    }
}

/// A turn neither ended nor was proven endless within the lap budget.
///
/// `mv` is the move as far as it was known: for games whose turns offer
/// choices, the opening and the choices made before the budget ran out
/// (every legal move that starts with them is undecided); otherwise the whole
/// move.
#[derive(Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[error("the turn of `{mv}` was still undecided after {laps} laps (the lap budget)")]
pub struct Undecided<M: Display + Debug> {
    /// The move, or the part of it played before the budget ran out.
    pub mv: M,
    /// The budget, in laps.
    pub laps: u64,
}

/// The legal moves under a lap budget: the decided ones, and the turns left
/// undecided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MovesWithin<M: Display + Debug> {
    /// Every legal move whose turn was decided: [`Position::play_within`]
    /// plays each of them within the same budget.
    pub decided: MoveList<M>,
    /// The turns left undecided, in move-generation order.
    pub undecided: Vec<Undecided<M>>,
}

impl<M: Display + Debug> MovesWithin<M> {
    /// Whether nothing was left undecided.
    #[must_use]
    pub fn is_complete(&self) -> bool {
        self.undecided.is_empty()
    }
}

/// Why a budgeted call did not play or accept a move: the move is illegal, or
/// its turn was undecided within the budget.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum WithinError<M: Display + Debug, E: std::error::Error> {
    /// The move is illegal: the game's reason.
    #[error(transparent)]
    Illegal(E),
    /// The turn was still undecided when the budget ran out.
    #[error(transparent)]
    Undecided(Undecided<M>),
}

/// The [`WithinError`] of a position type.
pub type WithinErrorOf<P> = WithinError<<P as Position>::Move, <P as Position>::MoveError>;

/// A budgeted play did not play its move: why, and the unchanged position
/// ([`Position::play_within`]).
#[derive(Clone, PartialEq, Eq)]
pub struct PlayWithinError<P: Position> {
    /// The move that was not played.
    pub mv: P::Move,
    /// Why.
    pub reason: WithinError<P::Move, P::MoveError>,
    /// The position, exactly as it was before the call.
    pub position: P,
}

impl<P: Position> PlayWithinError<P> {
    /// Takes the unchanged position back.
    #[must_use]
    pub fn into_position(self) -> P {
        self.position
    }

    /// Whether the move was refused as illegal (rather than left undecided).
    #[must_use]
    pub fn is_illegal(&self) -> bool {
        matches!(self.reason, WithinError::Illegal(_))
    }
}

impl<P: Position> Debug for PlayWithinError<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PlayWithinError")
            .field("mv", &self.mv)
            .field("reason", &self.reason)
            .field("position", &format_args!("{}", self.position))
            .finish()
    }
}

impl<P: Position> Display for PlayWithinError<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.reason {
            WithinError::Illegal(e) => write!(f, "illegal move `{}`: {e}", self.mv),
            WithinError::Undecided(u) => write!(f, "move `{}` not played: {u}", self.mv),
        }
    }
}

impl<P: Position> std::error::Error for PlayWithinError<P> {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.reason)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn budgets_read_and_print() {
        assert_eq!("unlimited".parse(), Ok(LapBudget::UNLIMITED));
        assert_eq!("1_000_000".parse(), Ok(LapBudget::laps(1_000_000)));
        assert_eq!("0".parse(), Ok(LapBudget::laps(0)));
        assert_eq!(LapBudget::laps(7).to_string(), "7");
        assert_eq!(LapBudget::UNLIMITED.to_string(), "unlimited");
        assert_eq!(LapBudget::default().get(), None);
        for bad in ["", "-1", "1e6", "_1", "99999999999999999999", "1 000"] {
            let e = bad.parse::<LapBudget>().unwrap_err();
            assert!(e.to_string().contains("is not a lap budget"), "{bad}: {e}");
        }
    }
}
