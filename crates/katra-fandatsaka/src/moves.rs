use std::fmt;
use std::str::FromStr;

use fanga_core::{Outcome, Player};
use fanga_sowing::{Direction, Hole};

/// A mid-turn choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Choice {
    /// Sow captured seeds starting at this tsibongy: written as the hole, `h2`.
    Tsibongy(Hole),
    /// End the turn (katra sakalava's rova): `stop`.
    Stop,
    /// Sow the rova (katra sakalava): `rova`.
    Rova,
}

impl fmt::Display for Choice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Choice::Tsibongy(h) => write!(f, "{h}"),
            Choice::Stop => f.write_str("stop"),
            Choice::Rova => f.write_str("rova"),
        }
    }
}

/// Most mid-turn choices a move can hold: every capture empties one of the
/// opponent's at most 8 inner holes, and `stop` and `rova` happen once each.
pub const MAX_CHOICES: usize = 12;

/// A whole turn: the opening hole, a direction unless the turn is a phase-1
/// capture, and the mid-turn choices in order.
///
/// Notation: `d2 a2 h2` (a phase-1 capture, then two tsibongy choices),
/// `d2:cw` (a phase-1 non-capturing turn), `b1:ccw a2` (a phase-2 turn), and in
/// katra sakalava `c2 h2 stop`, `f2:cw rova`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct KatraMove {
    hole: Hole,
    dir: Option<Direction>,
    choices: [Choice; MAX_CHOICES],
    len: u8,
}

impl KatraMove {
    /// A move from its parts.
    ///
    /// # Errors
    ///
    /// More than [`MAX_CHOICES`] choices.
    pub fn new(
        hole: Hole,
        dir: Option<Direction>,
        choices: &[Choice],
    ) -> Result<Self, ParseKatraMoveError> {
        if choices.len() > MAX_CHOICES {
            return Err(ParseKatraMoveError::TooManyChoices);
        }
        let mut m = KatraMove {
            hole,
            dir,
            choices: [Choice::Stop; MAX_CHOICES],
            len: 0,
        };
        m.choices[..choices.len()].copy_from_slice(choices);
        #[allow(clippy::cast_possible_truncation)]
        {
            m.len = choices.len() as u8;
        }
        Ok(m)
    }

    /// The opening hole.
    #[must_use]
    pub const fn hole(&self) -> Hole {
        self.hole
    }

    /// The direction, `None` for a phase-1 capture opening.
    #[must_use]
    pub const fn dir(&self) -> Option<Direction> {
        self.dir
    }

    /// The mid-turn choices, in order.
    #[must_use]
    pub fn choices(&self) -> &[Choice] {
        &self.choices[..usize::from(self.len)]
    }
}

impl fmt::Display for KatraMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.hole)?;
        if let Some(d) = self.dir {
            write!(f, ":{d}")?;
        }
        for c in self.choices() {
            write!(f, " {c}")?;
        }
        Ok(())
    }
}

/// The text is not a move of the katra games.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseKatraMoveError {
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
    /// A choice is not a hole, `stop` or `rova`.
    #[error("`{0}` is not a choice: expected a tsibongy like `a2`, `stop` or `rova`")]
    Choice(String),
    /// More choices than any turn can make.
    #[error("more than {MAX_CHOICES} choices")]
    TooManyChoices,
}

impl FromStr for KatraMove {
    type Err = ParseKatraMoveError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s.is_empty() {
            return Err(ParseKatraMoveError::Empty);
        }
        let mut words = s.split(' ');
        let opening = words.next().unwrap_or_default();
        let (hole, dir) = match opening.split_once(':') {
            Some((h, d)) => (h, Some(d)),
            None => (opening, None),
        };
        let bad_opening = || ParseKatraMoveError::Opening(opening.to_owned());
        let hole: Hole = hole.parse().map_err(|_| bad_opening())?;
        let dir = dir
            .map(str::parse::<Direction>)
            .transpose()
            .map_err(|_| bad_opening())?;
        let mut choices = Vec::new();
        for w in words {
            let c = match w {
                "" => return Err(ParseKatraMoveError::Spacing),
                "stop" => Choice::Stop,
                "rova" => Choice::Rova,
                _ => Choice::Tsibongy(
                    w.parse()
                        .map_err(|_| ParseKatraMoveError::Choice(w.to_owned()))?,
                ),
            };
            choices.push(c);
        }
        KatraMove::new(hole, dir, &choices)
    }
}

/// Why a move cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum KatraMoveError {
    /// The game is over.
    #[error("the game is over: {0}")]
    GameOver(Outcome),
    /// The hole is not on this board.
    #[error("{hole} is not on a board of {cols} columns")]
    OffBoard {
        /// The hole.
        hole: Hole,
        /// Columns of the board.
        cols: u8,
    },
    /// The hole is not the mover's.
    #[error("{hole} is not in {mover}'s rows")]
    NotYours {
        /// The hole.
        hole: Hole,
        /// The player to move.
        mover: Player,
    },
    /// The hole is empty.
    #[error("{0} is empty: a turn starts from a non-empty hole")]
    EmptyHole(Hole),
    /// A phase-1 turn starts in the outer row.
    #[error("{0} is in the outer row: while his reserve lasts a player starts in his inner row")]
    OuterRow(Hole),
    /// A capture opening exists, and the move is not one.
    #[error(
        "a capture is possible ({example} for one), so the turn must start with a capture opening, written without direction"
    )]
    CaptureRequired {
        /// One capture opening.
        example: Hole,
    },
    /// A hole given as a capture opening does not face seeds.
    #[error("{0} faces an empty hole: it is not a capture opening")]
    NotACapture(Hole),
    /// A non-capturing or phase-2 opening needs a direction.
    #[error("{0} needs a direction: `{0}:cw` or `{0}:ccw`")]
    DirectionMissing(Hole),
    /// In phase 2, some opening captures at once and this one does not.
    #[error(
        "an opening captures at once ({example} for one), so the turn must start with one that does"
    )]
    ImmediateCaptureRequired {
        /// One opening that captures at once.
        example: String,
    },
    /// A choice is missing, not offered, or extra.
    #[error("{0}")]
    Choice(String),
}
