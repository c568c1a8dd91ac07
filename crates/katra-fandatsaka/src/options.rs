use fanga_core::options::{bad_value, unknown_key};
use fanga_core::{GameOptions, OptionError, OptionSpec};

use crate::Katra;
use crate::variant::{Config, ReserveEnd, TsibongyChoice, Variant};

/// Katra fandatsaka: the [`Variant`] whose every seam is the machinery's
/// default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Fandatsaka;

/// A katra fandatsaka position.
pub type KatraFandatsaka = Katra<Fandatsaka>;

/// The options of katra fandatsaka.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct FandatsakaOptions {
    /// `columns`: 8 (default), 6 or 4; private so that it is always one of
    /// them ([`FandatsakaOptions::with_columns`]).
    pub(crate) columns: u8,
    /// `tsibongy_choice`: `zone` (default) or `free`.
    pub tsibongy_choice: TsibongyChoice,
}

impl Default for FandatsakaOptions {
    fn default() -> Self {
        FandatsakaOptions {
            columns: 8,
            tsibongy_choice: TsibongyChoice::Zone,
        }
    }
}

/// The `columns` option shared by the four-row games: 8, 6 or 4.
pub const COLUMNS_SPEC: OptionSpec = OptionSpec {
    key: "columns",
    values: &["8", "6", "4"],
    default: "8",
    doc: "the number of columns (reserves of 26, 20, 14)",
};

/// Reads a value of [`COLUMNS_SPEC`].
#[must_use]
pub fn columns_value(v: &str) -> Option<u8> {
    match v {
        "8" => Some(8),
        "6" => Some(6),
        "4" => Some(4),
        _ => None,
    }
}

/// Writes a value of [`COLUMNS_SPEC`].
#[must_use]
pub const fn columns_text(c: u8) -> &'static str {
    match c {
        6 => "6",
        4 => "4",
        _ => "8",
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
            ("tsibongy_choice", "zone") => self.tsibongy_choice = TsibongyChoice::Zone,
            ("tsibongy_choice", "free") => self.tsibongy_choice = TsibongyChoice::Free,
            ("tsibongy_choice", _) => return Err(bad_value::<Self>(key, value)),
            _ => return Err(unknown_key::<Self>(key)),
        }
        Ok(())
    }

    fn value(&self, key: &str) -> Option<&'static str> {
        match key {
            "columns" => Some(columns_text(self.columns)),
            "tsibongy_choice" => Some(match self.tsibongy_choice {
                TsibongyChoice::Zone => "zone",
                TsibongyChoice::Free => "free",
            }),
            _ => None,
        }
    }
}

impl Variant for Fandatsaka {
    type Options = FandatsakaOptions;
    type Extra = ();

    const GAME: &'static str = "katra-fandatsaka";
    const COLUMNS: &'static [u8] = &[8, 6, 4];

    fn config(o: &FandatsakaOptions) -> Config {
        Config {
            columns: o.columns,
            tsibongy: [o.tsibongy_choice; 2],
            reserve_end: ReserveEnd::PhaseTwo,
        }
    }

    fn options_for_columns(columns: u8) -> FandatsakaOptions {
        FandatsakaOptions {
            columns,
            ..FandatsakaOptions::default()
        }
    }
}
