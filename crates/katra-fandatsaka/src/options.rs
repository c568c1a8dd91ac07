use fanga_core::options::{bad_value, unknown_key};
use fanga_core::{GameOptions, OptionError, OptionSpec};

use fanga_sowing::reserve::{COLUMNS_SPEC, TsibongyRule, columns_text, columns_value};

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

impl GameOptions for FandatsakaOptions {
    const SPECS: &'static [OptionSpec] = &[
        COLUMNS_SPEC,
        OptionSpec {
            key: "tsibongy_choice",
            values: &["zone", "free"],
            default: "zone",
            doc: "the zone rule decides the tsibongy near the ends, or every capture offers both",
        },
    ];

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        match (key, value) {
            ("columns", v) => {
                self.columns = columns_value(v).ok_or_else(|| bad_value::<Self>(key, value))?;
            }
            ("tsibongy_choice", "zone") => self.tsibongy_choice = TsibongyRule::Zone,
            ("tsibongy_choice", "free") => self.tsibongy_choice = TsibongyRule::Free,
            ("tsibongy_choice", _) => return Err(bad_value::<Self>(key, value)),
            _ => return Err(unknown_key::<Self>(key)),
        }
        Ok(())
    }

    fn value(&self, key: &str) -> Option<&'static str> {
        match key {
            "columns" => Some(columns_text(self.columns)),
            "tsibongy_choice" => Some(match self.tsibongy_choice {
                TsibongyRule::Free => "free",
                _ => "zone",
            }),
            _ => None,
        }
    }
}
