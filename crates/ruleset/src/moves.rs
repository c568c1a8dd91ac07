//! A rule set's move: the hole a turn starts from (with the direction the
//! mover chose, on a hole where he chooses it: `c1:cw`), then the hole of
//! each further sowing the mover chose (a last seed in his store gives
//! another sowing under some rules): `c1 f1`, as Kalah writes it.

use std::fmt;
use std::str::FromStr;

use fanga_sowing::{Direction, Hole, ParseDirectionError, ParseHoleError};

/// How a rule set's turn opens: the hole sown from, and the direction the
/// mover chose, where the rule set lets him choose on that hole
/// (`sowing.chosen_holes`); written `c1`, or `c1:cw`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TwoRowOpening {
    /// The hole sown from.
    pub hole: Hole,
    /// The direction the mover chose; `None` where the rule set gives it.
    pub dir: Option<Direction>,
}

impl TwoRowOpening {
    /// A hole sown in the direction the rule set gives it.
    #[must_use]
    pub const fn hole(hole: Hole) -> TwoRowOpening {
        TwoRowOpening { hole, dir: None }
    }
}

impl fmt::Display for TwoRowOpening {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.dir {
            Some(d) => write!(f, "{}:{d}", self.hole),
            None => write!(f, "{}", self.hole),
        }
    }
}

impl FromStr for TwoRowOpening {
    type Err = ParseTwoRowMoveError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Ok(match s.split_once(':') {
            Some((hole, dir)) => TwoRowOpening {
                hole: hole.parse()?,
                dir: Some(dir.parse()?),
            },
            None => TwoRowOpening::hole(s.parse()?),
        })
    }
}

/// The most sowings a turn holds. Each sowing after the first follows a
/// last seed dropped into the mover's store, so a turn of a game of `n`
/// seeds sows at most `n + 1` times: a rule set that gives further sowings
/// is refused above [`MAX_SOWINGS`]` - 1` seeds.
pub const MAX_SOWINGS: usize = 128;

/// A move of a rule set: the holes sown in one turn, the first and every
/// further sowing that was a choice (a forced one is not written), and the
/// direction of the first where the mover chose it.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct TwoRowMove {
    holes: [Hole; MAX_SOWINGS],
    len: u8,
    dir: Option<Direction>,
}

impl TwoRowMove {
    /// A move from its holes, each sown in the direction the rule set
    /// gives it.
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
            dir: None,
        };
        m.holes[..holes.len()].copy_from_slice(holes);
        m.len = u8::try_from(holes.len()).map_err(|_| ParseTwoRowMoveError::Length)?;
        Ok(m)
    }

    /// The move of `first` then `rest`, built in place; `None` beyond
    /// [`MAX_SOWINGS`].
    pub(crate) fn joined(first: TwoRowOpening, rest: &[Hole]) -> Option<Self> {
        let n = 1 + rest.len();
        let mut m = TwoRowMove {
            holes: [first.hole; MAX_SOWINGS],
            len: u8::try_from(n).ok()?,
            dir: first.dir,
        };
        m.holes.get_mut(1..n)?.copy_from_slice(rest);
        Some(m)
    }

    /// The holes, in order.
    #[must_use]
    pub fn holes(&self) -> &[Hole] {
        &self.holes[..usize::from(self.len)]
    }

    /// How the turn opens: its first hole, and the direction the mover
    /// chose there, if he did.
    #[must_use]
    pub fn opening(&self) -> TwoRowOpening {
        TwoRowOpening {
            hole: self.holes[0],
            dir: self.dir,
        }
    }
}

impl fmt::Debug for TwoRowMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "TwoRowMove({self})")
    }
}

impl fmt::Display for TwoRowMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.opening())?;
        for h in &self.holes()[1..] {
            write!(f, " {h}")?;
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
    /// The first word's direction is not one.
    #[error(transparent)]
    Direction(#[from] ParseDirectionError),
}

impl FromStr for TwoRowMove {
    type Err = ParseTwoRowMoveError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s.split(' ').nth(MAX_SOWINGS).is_some() {
            return Err(ParseTwoRowMoveError::Length);
        }
        let mut holes = [Hole::at(0, 0); MAX_SOWINGS];
        let mut n = 0;
        let mut words = s.split(' ');
        let first: TwoRowOpening = words.next().unwrap_or_default().parse()?;
        for word in words {
            holes[n] = word.parse()?;
            n += 1;
        }
        TwoRowMove::joined(first, &holes[..n]).ok_or(ParseTwoRowMoveError::Length)
    }
}

#[cfg(feature = "serde")]
fanga_core::impl_serde_notation!(TwoRowMove);
