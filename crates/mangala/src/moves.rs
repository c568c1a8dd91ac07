use std::fmt;
use std::str::FromStr;

use fanga_sowing::{Hole, HoleRefusal, ParseHoleError};

/// A Mangala move: the setup, the pie choice, or a sowing turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum MangalaMove {
    /// South puts all 70 shells into `c1`, `d1`, `c2`, `d2` (in that order):
    /// `setup:20,15,18,17`.
    Setup([u8; 4]),
    /// North keeps the board and moves first: `keep`.
    Keep,
    /// North turns the board round and South moves first: `rotate`.
    Rotate,
    /// A sowing turn from this hole: `d1`.
    Sow(Hole),
}

impl fmt::Display for MangalaMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MangalaMove::Setup([a, b, c, d]) => write!(f, "setup:{a},{b},{c},{d}"),
            MangalaMove::Keep => f.write_str("keep"),
            MangalaMove::Rotate => f.write_str("rotate"),
            MangalaMove::Sow(h) => write!(f, "{h}"),
        }
    }
}

/// The text is not a Mangala move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseMangalaMoveError {
    /// A setup that is not four counts.
    #[error(
        "`{0}` is not a setup: expected `setup:C1,D1,C2,D2` with four counts, like `setup:20,15,18,17`"
    )]
    Setup(String),
    /// Not a hole, `keep`, `rotate` or a setup.
    #[error("expected a hole like `d1`, `keep`, `rotate` or `setup:C1,D1,C2,D2`")]
    Hole(#[from] ParseHoleError),
}

impl FromStr for MangalaMove {
    type Err = ParseMangalaMoveError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "keep" => return Ok(MangalaMove::Keep),
            "rotate" => return Ok(MangalaMove::Rotate),
            _ => {}
        }
        if let Some(rest) = s.strip_prefix("setup:") {
            let bad = || ParseMangalaMoveError::Setup(fanga_core::text::excerpt(s));
            let mut counts = [0u8; 4];
            let mut parts = rest.split(',');
            for c in &mut counts {
                let part = parts.next().ok_or_else(bad)?;
                let ok = !part.is_empty()
                    && part.bytes().all(|b| b.is_ascii_digit())
                    && (part.len() == 1 || !part.starts_with('0'));
                *c = if ok {
                    part.parse().map_err(|_| bad())?
                } else {
                    return Err(bad());
                };
            }
            if parts.next().is_some() {
                return Err(bad());
            }
            return Ok(MangalaMove::Setup(counts));
        }
        Ok(MangalaMove::Sow(s.parse()?))
    }
}

/// Why a Mangala opening is refused (the game's part of
/// [`MangalaMoveError`](crate::MangalaMoveError)).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MangalaRefusal {
    /// A move of another phase.
    #[error("`{mv}` is not a move of the {phase}: {expected}")]
    WrongPhase {
        /// The move.
        mv: MangalaMove,
        /// The phase, in words.
        phase: &'static str,
        /// What is expected instead.
        expected: &'static str,
    },
    /// A setup that does not put exactly 70 shells.
    #[error("the setup places {0} shells: all 70 must go into c1, d1, c2, d2")]
    SetupTotal(u32),
    /// Not a non-empty hole of the mover's row.
    #[error(transparent)]
    Hole(#[from] HoleRefusal),
    /// An opening turn not from the right-hand filled hole.
    #[error("an opening turn starts from the right-hand filled hole, {expected}, not {hole}")]
    NotRightHand {
        /// The hole given.
        hole: Hole,
        /// The right-hand filled hole.
        expected: Hole,
    },
}
