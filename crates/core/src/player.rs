use std::fmt;
use std::str::FromStr;

/// One of the two players.
///
/// fanga names the seats South (`S`, at the bottom of the diagrams, row 1)
/// and North (`N`). Games that name their players otherwise (Fanorona's White and
/// Black) map them onto these two seats and print their own letters through
/// [`Position::PLAYER_LETTERS`](crate::Position::PLAYER_LETTERS).
///
/// With the `serde` feature a player serializes as its letter, `"S"` or
/// `"N"`, the letters of every sowing game's texts; a game whose texts use
/// other letters (Fanorona's `W` and `B`) has them through
/// [`serialization::serialize_player`](crate::serialization::serialize_player)
/// and [`serialization::serialize_outcome`](crate::serialization::serialize_outcome).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Player {
    /// South: rows 1 and 2 on a four-row board, row 1 on a two-row board.
    South,
    /// North: rows 3 and 4 on a four-row board, row 2 on a two-row board.
    North,
}

impl Player {
    /// Both players, South first.
    pub const BOTH: [Player; 2] = [Player::South, Player::North];

    /// The other player.
    #[inline]
    #[must_use]
    pub const fn other(self) -> Player {
        match self {
            Player::South => Player::North,
            Player::North => Player::South,
        }
    }

    /// 0 for South, 1 for North: an index into per-player arrays.
    #[inline]
    #[must_use]
    pub const fn index(self) -> usize {
        match self {
            Player::South => 0,
            Player::North => 1,
        }
    }

    /// The seat's name: `South` or `North`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Player::South => "South",
            Player::North => "North",
        }
    }

    /// The letter of every text: `S` or `N`.
    #[inline]
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Player::South => 'S',
            Player::North => 'N',
        }
    }
}

#[cfg(feature = "serde")]
crate::impl_serde_notation!(Player);

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// The text is not `S` or `N`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a player: expected `S` or `N`")]
#[non_exhaustive]
pub struct ParsePlayerError(pub String);

impl FromStr for Player {
    type Err = ParsePlayerError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "S" => Ok(Player::South),
            "N" => Ok(Player::North),
            _ => Err(ParsePlayerError(crate::text::suggest::excerpt(s))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn other_and_letters() {
        assert_eq!(Player::South.other(), Player::North);
        assert_eq!(Player::North.other().letter(), 'S');
        assert_eq!("N".parse::<Player>(), Ok(Player::North));
        assert!("n".parse::<Player>().is_err());
        assert_eq!(Player::North.index(), 1);
    }
}
