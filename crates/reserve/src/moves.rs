//! The moves of the four-row reserve games and their text: an opening,
//! then the mid-turn choices.

use std::fmt::{self, Debug, Display};
use std::str::FromStr;

use fanga_core::text::excerpt;
use fanga_sowing::{Direction, Hole, ParseHoleError};
use smallvec::SmallVec;

/// A choice that can name a tsibongy (the game's own type, which may hold
/// more: katra sakalava's `stop` and `rova`).
pub trait ReserveChoice: Copy + Eq + Debug + Display + FromStr + Send + Sync + 'static {
    /// The choice to sow captured seeds starting at tsibongy `hole`.
    fn tsibongy(hole: Hole) -> Self;
    /// The tsibongy this choice names, if it is one.
    fn as_tsibongy(self) -> Option<Hole>;
}

/// A tsibongy choice, written as the hole: `h2`. The whole choice type of
/// games whose only choice is the tsibongy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Tsibongy(pub Hole);

impl Display for Tsibongy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Display::fmt(&self.0, f)
    }
}

impl FromStr for Tsibongy {
    type Err = ParseHoleError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        s.parse().map(Tsibongy)
    }
}

impl ReserveChoice for Tsibongy {
    fn tsibongy(hole: Hole) -> Self {
        Tsibongy(hole)
    }

    fn as_tsibongy(self) -> Option<Hole> {
        Some(self.0)
    }
}

/// Where a turn starts: a hole, and a direction unless the turn is a phase-1
/// capture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ReserveOpening {
    /// The hole.
    pub hole: Hole,
    /// The direction, `None` for a phase-1 capture opening.
    pub dir: Option<Direction>,
}

/// `d2` or `d2:cw`.
impl Display for ReserveOpening {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.hole)?;
        if let Some(d) = self.dir {
            write!(f, ":{d}")?;
        }
        Ok(())
    }
}

/// Most mid-turn choices a move can hold: every capture empties one of the
/// opponent's at most 8 inner holes, and a game's other choices (katra
/// sakalava's `stop` and `rova`) happen once each.
pub const MAX_CHOICES: usize = 12;

/// A whole turn of a four-row reserve game: the opening, then the mid-turn
/// choices in order.
///
/// Notation: `d2 a2 h2` (a phase-1 capture, then two tsibongy choices),
/// `d2:cw` (a phase-1 non-capturing turn), `b1:ccw a2` (a phase-2 turn), and
/// with a game's own choices `c2 h2 stop`, `f2:cw rova`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ReserveMove<C> {
    opening: ReserveOpening,
    /// The choices, then [`ReserveMove::FILLER`]s.
    choices: [C; MAX_CHOICES],
    len: u8,
}

impl<C: ReserveChoice> ReserveMove<C> {
    /// What fills the unused places (so that equal moves compare equal).
    const FILLER: Hole = Hole::at(0, 0);

    /// A move from its parts.
    ///
    /// # Errors
    ///
    /// More than [`MAX_CHOICES`] choices.
    #[inline]
    pub fn new(
        hole: Hole,
        dir: Option<Direction>,
        choices: &[C],
    ) -> Result<Self, ParseReserveMoveError> {
        if choices.len() > MAX_CHOICES {
            return Err(ParseReserveMoveError::TooManyChoices);
        }
        let mut m = ReserveMove {
            opening: ReserveOpening { hole, dir },
            choices: [C::tsibongy(Self::FILLER); MAX_CHOICES],
            len: 0,
        };
        m.choices[..choices.len()].copy_from_slice(choices);
        m.len = choices.len() as u8;
        Ok(m)
    }

    /// The opening.
    #[must_use]
    pub const fn opening(&self) -> ReserveOpening {
        self.opening
    }

    /// The opening hole.
    #[must_use]
    pub const fn hole(&self) -> Hole {
        self.opening.hole
    }

    /// The direction, `None` for a phase-1 capture opening.
    #[must_use]
    pub const fn dir(&self) -> Option<Direction> {
        self.opening.dir
    }

    /// The mid-turn choices, in order.
    #[must_use]
    pub fn choices(&self) -> &[C] {
        &self.choices[..usize::from(self.len)]
    }
}

impl<C: ReserveChoice> Display for ReserveMove<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.opening)?;
        for c in self.choices() {
            write!(f, " {c}")?;
        }
        Ok(())
    }
}

/// The text is not a move of a four-row reserve game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseReserveMoveError {
    /// Nothing to read.
    #[error("the move is empty")]
    Empty,
    /// Words not separated by single spaces.
    #[error("words must be separated by single spaces")]
    Spacing,
    /// The opening is not `hole` or `hole:direction`.
    #[error(
        "`{0}` is not an opening: expected a hole like `d2` or a hole and a direction like `d2:cw`"
    )]
    Opening(String),
    /// A word after the opening is not a choice of the game.
    #[error("`{0}` is not a choice of this game (a tsibongy like `a2`, or the game's own)")]
    Choice(String),
    /// More choices than any turn can make.
    #[error("more than {MAX_CHOICES} choices")]
    TooManyChoices,
}

impl<C: ReserveChoice> FromStr for ReserveMove<C> {
    type Err = ParseReserveMoveError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s.is_empty() {
            return Err(ParseReserveMoveError::Empty);
        }
        let mut words = s.split(' ');
        let opening = words.next().unwrap_or_default();
        let (hole, dir) = match opening.split_once(':') {
            Some((h, d)) => (h, Some(d)),
            None => (opening, None),
        };
        let bad_opening = || ParseReserveMoveError::Opening(excerpt(opening));
        let hole: Hole = hole.parse().map_err(|_| bad_opening())?;
        let dir = dir
            .map(str::parse::<Direction>)
            .transpose()
            .map_err(|_| bad_opening())?;
        let mut choices: SmallVec<[C; MAX_CHOICES]> = SmallVec::new();
        for w in words {
            if w.is_empty() {
                return Err(ParseReserveMoveError::Spacing);
            }
            if choices.len() == MAX_CHOICES {
                return Err(ParseReserveMoveError::TooManyChoices);
            }
            choices.push(
                w.parse()
                    .map_err(|_| ParseReserveMoveError::Choice(excerpt(w)))?,
            );
        }
        ReserveMove::new(hole, dir, &choices)
    }
}

#[cfg(feature = "serde")]
impl<C: ReserveChoice> fanga_core::serialization::serde::Serialize for ReserveMove<C> {
    fn serialize<S: fanga_core::serialization::serde::Serializer>(
        &self,
        s: S,
    ) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de, C: ReserveChoice> fanga_core::serialization::serde::Deserialize<'de> for ReserveMove<C> {
    fn deserialize<D: fanga_core::serialization::serde::Deserializer<'de>>(
        d: D,
    ) -> Result<Self, D::Error> {
        let text = <std::borrow::Cow<'de, str> as fanga_core::serialization::serde::Deserialize>::deserialize(d)?;
        text.parse()
            .map_err(<D::Error as fanga_core::serialization::serde::de::Error>::custom)
    }
}
