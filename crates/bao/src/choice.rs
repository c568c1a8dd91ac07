//! The mid-turn choices of bao and their text.

use std::fmt;
use std::str::FromStr;

use fanga_reserve::{ReserveChoice, ReserveMove};
use fanga_sowing::{Hole, ParseHoleError};

/// A mid-turn choice of bao.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum BaoChoice {
    /// Sow captured seeds starting at this kichwa: written as the hole, `a2`.
    Kichwa(Hole),
    /// End the turn in the house: `stop`.
    Stop,
    /// Take the house's seeds and sow on (*safari*): `safari`.
    Safari,
}

impl fmt::Display for BaoChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BaoChoice::Kichwa(h) => write!(f, "{h}"),
            BaoChoice::Stop => f.write_str("stop"),
            BaoChoice::Safari => f.write_str("safari"),
        }
    }
}

impl FromStr for BaoChoice {
    type Err = ParseHoleError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "stop" => Ok(BaoChoice::Stop),
            "safari" => Ok(BaoChoice::Safari),
            _ => s.parse().map(BaoChoice::Kichwa),
        }
    }
}

impl ReserveChoice for BaoChoice {
    fn tsibongy(hole: Hole) -> Self {
        BaoChoice::Kichwa(hole)
    }

    fn as_tsibongy(self) -> Option<Hole> {
        match self {
            BaoChoice::Kichwa(h) => Some(h),
            _ => None,
        }
    }
}

/// A bao move: an opening, then the choices. `c2` (a namua capture: the
/// seed entered in `c2`), `c2 h2` (the same, the captured seeds sown from
/// `h2`), `f2:cw` (a takasa, or in the mtaji stage any move, sowing `f2`
/// clockwise), `b1:ccw stop` (the turn stopped in the house).
pub type BaoMove = ReserveMove<BaoChoice>;
