//! A rule set's move: the hole a turn starts from, then the hole of each
//! further sowing the mover chose (a last seed in his store gives another
//! sowing under some rules): `c1 f1`, as Kalah writes it.

use std::fmt;
use std::str::FromStr;

use fanga_sowing::{Hole, ParseHoleError};

/// The most sowings a turn holds. Each sowing after the first follows a
/// last seed dropped into the mover's store, so a turn of a game of `n`
/// seeds sows at most `n + 1` times: a rule set that gives further sowings
/// is refused above [`MAX_SOWINGS`]` - 1` seeds.
pub const MAX_SOWINGS: usize = 128;

/// A move of a rule set: the holes sown in one turn, the first and every
/// further sowing that was a choice (a forced one is not written).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct TwoRowMove {
    holes: [Hole; MAX_SOWINGS],
    len: u8,
}

impl TwoRowMove {
    /// A move from its holes.
    ///
    /// # Errors
    ///
    /// No hole, or more than [`MAX_SOWINGS`].
    pub fn new(holes: &[Hole]) -> Result<Self, ParseTwoRowMoveError> {
        let Some(&first) = holes.first() else {
            return Err(ParseTwoRowMoveError::Length);
        };
        if holes.len() > MAX_SOWINGS {
            return Err(ParseTwoRowMoveError::Length);
        }
        let mut m = TwoRowMove {
            holes: [first; MAX_SOWINGS],
            len: 0,
        };
        m.holes[..holes.len()].copy_from_slice(holes);
        m.len = u8::try_from(holes.len()).map_err(|_| ParseTwoRowMoveError::Length)?;
        Ok(m)
    }

    /// The move of `first` then `rest`, built in place; `None` beyond
    /// [`MAX_SOWINGS`].
    pub(crate) fn joined(first: Hole, rest: &[Hole]) -> Option<Self> {
        let n = 1 + rest.len();
        let mut m = TwoRowMove {
            holes: [first; MAX_SOWINGS],
            len: u8::try_from(n).ok()?,
        };
        m.holes.get_mut(1..n)?.copy_from_slice(rest);
        Some(m)
    }

    /// The holes, in order.
    #[must_use]
    pub fn holes(&self) -> &[Hole] {
        &self.holes[..usize::from(self.len)]
    }
}

impl fmt::Debug for TwoRowMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "TwoRowMove({self})")
    }
}

impl fmt::Display for TwoRowMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, h) in self.holes().iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{h}")?;
        }
        Ok(())
    }
}

/// The text is not a move of a rule set.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseTwoRowMoveError {
    /// No hole, or too many.
    #[error("a move is 1 to {MAX_SOWINGS} holes separated by single spaces, like `c1 f1`")]
    Length,
    /// A word is not a hole.
    #[error(transparent)]
    Hole(#[from] ParseHoleError),
}

impl FromStr for TwoRowMove {
    type Err = ParseTwoRowMoveError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s.split(' ').nth(MAX_SOWINGS).is_some() {
            return Err(ParseTwoRowMoveError::Length);
        }
        let mut holes = [Hole::at(0, 0); MAX_SOWINGS];
        let mut n = 0;
        for word in s.split(' ') {
            holes[n] = word.parse()?;
            n += 1;
        }
        TwoRowMove::new(&holes[..n])
    }
}

#[cfg(feature = "serde")]
fanga_core::impl_serde_notation!(TwoRowMove);
