use fanga_core::{GameOptions, OptionError};

use fanga_sowing::reserve::TsibongyRule;

/// The options of katra fandatsaka.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct FandatsakaOptions {
    /// `columns`: 8 (default), 6 or 4; private so that it is always one of
    /// them ([`FandatsakaOptions::with_columns`]).
    columns: u8,
    /// `tsibongy_choice`: `zone` (default) or `free`.
    pub tsibongy_choice: TsibongyRule,
}

impl Default for FandatsakaOptions {
    fn default() -> Self {
        FandatsakaOptions {
            columns: 8,
            tsibongy_choice: TsibongyRule::Zone,
        }
    }
}

impl FandatsakaOptions {
    /// The number of columns.
    #[must_use]
    pub const fn columns(&self) -> u8 {
        self.columns
    }

    /// The same options on `columns` columns.
    ///
    /// # Errors
    ///
    /// `columns` is not 8, 6 or 4.
    pub fn with_columns(mut self, columns: u8) -> Result<Self, OptionError> {
        self.set("columns", &columns.to_string())?;
        Ok(self)
    }
}

fanga_core::impl_game_options!(FandatsakaOptions {
    columns: "columns", "the number of columns (reserves of 26, 20, 14)", default "8" {
        "8" => 8, "6" => 6, "4" => 4,
    },
    tsibongy_choice: "tsibongy_choice", "the zone rule decides the tsibongy near the ends, or every capture offers both", default "zone" {
        "zone" => TsibongyRule::Zone, "free" => TsibongyRule::Free,
    },
});
