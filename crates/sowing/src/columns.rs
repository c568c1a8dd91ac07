//! The `columns` option of the sowing games that offer several board
//! widths: how the playground names it, and the members of
//! [`SowingRules`](crate::SowingRules) that read it.

use fanga_core::catalog::{Bilingual, OptionLabel};

/// How the playground names the `columns` option in English and French (a
/// game's [`Labels`](fanga_core::catalog::Labels)); its values are numbers.
pub const COLUMNS_LABEL: OptionLabel = OptionLabel::new(
    "columns",
    Bilingual::new("columns", "colonnes"),
    "le nombre de colonnes",
    &[],
);

/// Writes the members of [`SowingRules`](crate::SowingRules) that read the
/// `columns` option of a game whose options hold a field `columns` of the
/// macro's first argument, a type with `count(self) -> u8` and
/// `from_count(u8) -> Option<Self>`: `columns` (that field's width); with
/// `text`, `text_options` (a position text gives the width of its board,
/// every other option at its default); with `rings`, `circuit` (each
/// player's ring of his two rows,
/// [`Circuit::player_ring_ref`](crate::Circuit::player_ring_ref)). Use it
/// inside the game's `impl SowingRules for ...`:
/// `fanga_sowing::columns_option!(Columns; text, rings);`.
#[macro_export]
macro_rules! columns_option {
    ($columns:ty $(; $($part:ident),*)?) => {
        fn columns(options: &Self::Options) -> u8 {
            options.columns.count()
        }

        $($( $crate::columns_option!(@$part $columns); )*)?
    };
    (@text $columns:ty) => {
        /// The columns come from the board; the other options do not show
        /// in a text: use `Position::from_text`.
        fn text_options(columns: u8, _: &[(&str, &str)]) -> Self::Options {
            let mut options = <Self::Options as ::core::default::Default>::default();
            if let ::core::option::Option::Some(c) = <$columns>::from_count(columns) {
                options.columns = c;
            }
            options
        }
    };
    (@rings $columns:ty) => {
        #[inline]
        fn circuit(
            options: &Self::Options,
            mover: $crate::fanga_core::Player,
        ) -> &'static $crate::Circuit {
            $crate::Circuit::player_ring_ref(options.columns.count(), mover)
        }
    };
}
