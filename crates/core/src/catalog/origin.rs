//! [`Origin`]: where a game comes from, for a list of games: its
//! [`Family`] and the region where it is played.

use crate::catalog::Bilingual;

/// The family a game belongs to, by its board and how it is played: what a
/// list of a hundred games is grouped by. The families are the
/// workspace's, each named in English and French ([`Family::name`]).
///
/// ```
/// use fanga_core::catalog::Family;
///
/// assert_eq!(Family::FourRowMancala.key(), "four_row_mancala");
/// assert_eq!(Family::FourRowMancala.name().fr, "Semailles à quatre rangées");
/// assert!(Family::ALL.contains(&Family::TwoRowMancala));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Family {
    /// Mancala on one row of holes (Fang).
    OneRowMancala,
    /// Mancala on two rows of holes, one a player (Oware, Kalah, the rule
    /// sets).
    TwoRowMancala,
    /// Mancala on four rows of holes, two a player (katro, Bao).
    FourRowMancala,
    /// Mancala on six rows of holes, three a player (the boustrophedon
    /// game).
    SixRowMancala,
    /// Capture games on a board of points and lines, of the alquerque
    /// family (Fanorona).
    Alquerque,
    /// Games of three in a row (Fanorona Telo).
    Alignment,
}

impl Family {
    /// Every family, in the order a list shows them.
    pub const ALL: &'static [Family] = &[
        Family::OneRowMancala,
        Family::TwoRowMancala,
        Family::FourRowMancala,
        Family::SixRowMancala,
        Family::Alquerque,
        Family::Alignment,
    ];

    /// Its key, for programs: `two_row_mancala`.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Family::OneRowMancala => "one_row_mancala",
            Family::TwoRowMancala => "two_row_mancala",
            Family::FourRowMancala => "four_row_mancala",
            Family::SixRowMancala => "six_row_mancala",
            Family::Alquerque => "alquerque",
            Family::Alignment => "alignment",
        }
    }

    /// Its name in English and French, as a list of games shows it.
    #[must_use]
    pub const fn name(self) -> Bilingual {
        match self {
            Family::OneRowMancala => Bilingual::new("Mancala on one row", "Semailles à une rangée"),
            Family::TwoRowMancala => {
                Bilingual::new("Mancala on two rows", "Semailles à deux rangées")
            }
            Family::FourRowMancala => {
                Bilingual::new("Mancala on four rows", "Semailles à quatre rangées")
            }
            Family::SixRowMancala => {
                Bilingual::new("Mancala on six rows", "Semailles à six rangées")
            }
            Family::Alquerque => Bilingual::new(
                "Captures on lines (alquerque family)",
                "Prises sur des lignes (famille de l'alquerque)",
            ),
            Family::Alignment => Bilingual::new("Three in a row", "Trois pions alignés"),
        }
    }
}

/// Where a game comes from, for a list of games: its [`Family`] and the
/// region where it is played (or was recorded), in English and French
/// ([`Catalogued::ORIGIN`](crate::catalog::Catalogued::ORIGIN)). The
/// playground groups its game menu by family and shows the region beside
/// each game; the facade's tests check that every game of its list
/// declares one.
///
/// ```
/// use fanga_core::catalog::{Bilingual, Family, Origin};
///
/// const ORIGIN: Origin = Origin::new(Family::FourRowMancala, Bilingual::new("Madagascar", "Madagascar"));
/// assert_eq!(ORIGIN.family.name().en, "Mancala on four rows");
/// assert_eq!(ORIGIN.region.text("fr"), Some("Madagascar"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct Origin {
    /// The game's family.
    pub family: Family,
    /// Where it is played or was recorded: a country (`Madagascar`) or a
    /// region (`Western Africa`, as MancalaGames names them).
    pub region: Bilingual,
}

impl Origin {
    /// A game of `family` played in `region`.
    #[must_use]
    pub const fn new(family: Family, region: Bilingual) -> Self {
        Origin { family, region }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_family_has_its_key_and_names() {
        let mut keys: Vec<&str> = Family::ALL.iter().map(|f| f.key()).collect();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), Family::ALL.len());
        for f in Family::ALL {
            let n = f.name();
            assert!(
                !n.en.is_empty() && !n.fr.is_empty() && n.en != n.fr,
                "{f:?}"
            );
        }
    }
}
