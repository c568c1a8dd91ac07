//! The `columns` option of the four-row reserve games.

/// The column counts of these games.
pub const COLUMNS: &[u8] = &[8, 6, 4];

/// How the playground names the `columns` option in English and French
/// (a game's [`Labels`](fanga_core::catalog::Labels)); its values are numbers.
pub const COLUMNS_LABEL: fanga_core::catalog::OptionLabel = fanga_core::catalog::OptionLabel::new(
    "columns",
    fanga_core::catalog::Bilingual::new("columns", "colonnes"),
    "le nombre de colonnes (réserves de 26, 20, 14)",
    &[],
);

/// The number of columns of a four-row reserve game: 8, 6 or 4 (reserves of
/// 26, 20 or 14 at the start), so that options always hold one the game can
/// play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Columns {
    /// 8 columns: Flacourt's 32 holes.
    #[default]
    Eight,
    /// 6 columns.
    Six,
    /// 4 columns (*fifangakely*).
    Four,
}

impl Columns {
    /// The number of columns.
    #[must_use]
    pub const fn count(self) -> u8 {
        match self {
            Columns::Eight => 8,
            Columns::Six => 6,
            Columns::Four => 4,
        }
    }

    /// The value for a number of columns, if it is 8, 6 or 4.
    #[must_use]
    pub const fn from_count(n: u8) -> Option<Columns> {
        match n {
            8 => Some(Columns::Eight),
            6 => Some(Columns::Six),
            4 => Some(Columns::Four),
            _ => None,
        }
    }
}

/// The options of a four-row reserve game that has the `columns` option
/// ([`Columns`]), for [`reserve_game_parts!`](crate::reserve_game_parts)'s
/// `board` part.
pub trait ColumnsOption: fanga_core::GameOptions + Copy {
    /// The columns.
    fn columns(&self) -> Columns;
    /// The same options on other columns.
    #[must_use]
    fn with_columns(self, columns: Columns) -> Self;
}

/// Implements [`ColumnsOption`](crate::ColumnsOption) for an options
/// struct whose field `columns` is a [`Columns`](crate::Columns).
#[macro_export]
macro_rules! impl_columns_option {
    ($options:ty) => {
        impl $crate::ColumnsOption for $options {
            fn columns(&self) -> $crate::Columns {
                self.columns
            }

            fn with_columns(mut self, columns: $crate::Columns) -> Self {
                self.columns = columns;
                self
            }
        }
    };
}
