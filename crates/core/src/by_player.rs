//! [`ByPlayer`]: one value for each player.

use std::ops::{Index, IndexMut};

use crate::Player;

/// One value for each player, South's and North's: scores, pools, wins,
/// the letters a game gives its players. Indexed by [`Player`], so that no
/// caller writes `[T; 2]` and `player.index()`.
///
/// A small `Copy` value when `T` is (after shakmaty's `ByColor`). With the
/// `serde` feature it serializes as `[south, north]`, the shape of the
/// `[T; 2]` it replaces.
///
/// ```
/// use fanga_core::{ByPlayer, Player};
///
/// let mut wins = ByPlayer::new(3, 5);
/// wins[Player::South] += 1;
/// assert_eq!(wins.north, 5);
/// assert_eq!(wins.get(Player::South), &4);
/// assert_eq!(wins.map(|n| n * 10), ByPlayer::new(40, 50));
/// assert_eq!(wins.iter().sum::<u32>(), 9);
///
/// let letters = ByPlayer::from_fn(|p| p.letter());
/// assert_eq!(<[char; 2]>::from(letters), ['S', 'N']);
/// let pairs: Vec<(Player, char)> = Player::BOTH.into_iter().zip(letters).collect();
/// assert_eq!(pairs, [(Player::South, 'S'), (Player::North, 'N')]);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ByPlayer<T> {
    /// South's.
    pub south: T,
    /// North's.
    pub north: T,
}

impl<T> ByPlayer<T> {
    /// South's value and North's.
    #[inline]
    #[must_use]
    pub const fn new(south: T, north: T) -> ByPlayer<T> {
        ByPlayer { south, north }
    }

    /// The value of each player, as `f` gives it (South first).
    #[inline]
    #[must_use]
    pub fn from_fn(mut f: impl FnMut(Player) -> T) -> ByPlayer<T> {
        let south = f(Player::South);
        ByPlayer {
            south,
            north: f(Player::North),
        }
    }

    /// `player`'s value.
    #[inline]
    #[must_use]
    pub const fn get(&self, player: Player) -> &T {
        match player {
            Player::South => &self.south,
            Player::North => &self.north,
        }
    }

    /// `player`'s value, to change.
    #[inline]
    pub fn get_mut(&mut self, player: Player) -> &mut T {
        match player {
            Player::South => &mut self.south,
            Player::North => &mut self.north,
        }
    }

    /// Each value through `f` (South first).
    #[inline]
    #[must_use]
    pub fn map<U>(self, mut f: impl FnMut(T) -> U) -> ByPlayer<U> {
        let south = f(self.south);
        ByPlayer {
            south,
            north: f(self.north),
        }
    }

    /// The two values of each player side by side.
    #[inline]
    #[must_use]
    pub fn zip<U>(self, other: ByPlayer<U>) -> ByPlayer<(T, U)> {
        ByPlayer {
            south: (self.south, other.south),
            north: (self.north, other.north),
        }
    }

    /// References to the values.
    #[inline]
    #[must_use]
    pub const fn as_ref(&self) -> ByPlayer<&T> {
        ByPlayer {
            south: &self.south,
            north: &self.north,
        }
    }

    /// The values, South's first.
    #[inline]
    pub fn iter(&self) -> std::array::IntoIter<&T, 2> {
        [&self.south, &self.north].into_iter()
    }
}

impl<T> Index<Player> for ByPlayer<T> {
    type Output = T;

    #[inline]
    fn index(&self, player: Player) -> &T {
        self.get(player)
    }
}

impl<T> IndexMut<Player> for ByPlayer<T> {
    #[inline]
    fn index_mut(&mut self, player: Player) -> &mut T {
        self.get_mut(player)
    }
}

impl<T> IntoIterator for ByPlayer<T> {
    type Item = T;
    type IntoIter = std::array::IntoIter<T, 2>;

    /// The values, South's first.
    #[inline]
    fn into_iter(self) -> Self::IntoIter {
        [self.south, self.north].into_iter()
    }
}

impl<'a, T> IntoIterator for &'a ByPlayer<T> {
    type Item = &'a T;
    type IntoIter = std::array::IntoIter<&'a T, 2>;

    #[inline]
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// `[south, north]`.
impl<T> From<[T; 2]> for ByPlayer<T> {
    #[inline]
    fn from([south, north]: [T; 2]) -> ByPlayer<T> {
        ByPlayer { south, north }
    }
}

/// `[south, north]`.
impl<T> From<ByPlayer<T>> for [T; 2] {
    #[inline]
    fn from(b: ByPlayer<T>) -> [T; 2] {
        [b.south, b.north]
    }
}

/// `(south, north)`.
impl<T> From<ByPlayer<T>> for (T, T) {
    #[inline]
    fn from(b: ByPlayer<T>) -> (T, T) {
        (b.south, b.north)
    }
}

/// As `[south, north]`.
#[cfg(feature = "serde")]
impl<T: serde::Serialize> serde::Serialize for ByPlayer<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        [&self.south, &self.north].serialize(s)
    }
}

/// From `[south, north]`.
#[cfg(feature = "serde")]
impl<'de, T: serde::Deserialize<'de>> serde::Deserialize<'de> for ByPlayer<T> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        <[T; 2]>::deserialize(d).map(ByPlayer::from)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indexed_by_player() {
        let mut b = ByPlayer::from_fn(|p| p.index());
        assert_eq!(b, ByPlayer::new(0, 1));
        b[Player::North] += 10;
        *b.get_mut(Player::South) += 1;
        assert_eq!(<[usize; 2]>::from(b), [1, 11]);
        assert_eq!(b.zip(ByPlayer::new('a', 'b')).north, (11, 'b'));
        assert_eq!(b.into_iter().collect::<Vec<_>>(), [1, 11]);
        assert_eq!((&b).into_iter().copied().max(), Some(11));
        assert_eq!(
            ByPlayer::from([2, 3]).as_ref().map(|x| x * 2),
            ByPlayer::new(4, 6)
        );
        assert_eq!(<(u8, u8)>::from(ByPlayer::new(1, 2)), (1, 2));
    }

    #[cfg(feature = "serde")]
    #[test]
    fn serde_as_an_array() {
        let b = ByPlayer::new(26u8, 25);
        let json = serde_json::to_string(&b).unwrap();
        assert_eq!(json, "[26,25]");
        assert_eq!(serde_json::from_str::<ByPlayer<u8>>(&json).unwrap(), b);
    }
}
