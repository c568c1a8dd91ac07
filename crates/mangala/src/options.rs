use fanga_core::options::{bad_value, unknown_key};
use fanga_core::{GameOptions, OptionError, OptionSpec};

/// Which pairs a lap eats.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Capture {
    /// Every pair of opposite holes both even and non-zero (default).
    #[default]
    AllEvenPairs,
    /// Only the pair of the last hole (Ludii's reading).
    LastPair,
}

/// Who counts the shells left on the board at the end.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Leftovers {
    /// Nobody (default).
    #[default]
    Ignored,
    /// The owner of the row.
    ToOwner,
}

/// The options of Mangala.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct MangalaOptions {
    /// `capture`: `all_even_pairs` (default) or `last_pair`.
    pub capture: Capture,
    /// `leftovers`: `ignored` (default) or `to_owner`.
    pub leftovers: Leftovers,
}

impl GameOptions for MangalaOptions {
    const SPECS: &'static [OptionSpec] = &[
        OptionSpec {
            key: "capture",
            values: &["all_even_pairs", "last_pair"],
            default: "all_even_pairs",
            doc: "eat every even pair after a lap, or only the last hole's pair",
        },
        OptionSpec {
            key: "leftovers",
            values: &["ignored", "to_owner"],
            default: "ignored",
            doc: "shells left on the board at the end count for nobody, or for the row's owner",
        },
    ];

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        match (key, value) {
            ("capture", "all_even_pairs") => self.capture = Capture::AllEvenPairs,
            ("capture", "last_pair") => self.capture = Capture::LastPair,
            ("leftovers", "ignored") => self.leftovers = Leftovers::Ignored,
            ("leftovers", "to_owner") => self.leftovers = Leftovers::ToOwner,
            ("capture" | "leftovers", _) => return Err(bad_value::<Self>(key, value)),
            _ => return Err(unknown_key::<Self>(key)),
        }
        Ok(())
    }

    fn value(&self, key: &str) -> Option<&'static str> {
        match key {
            "capture" => Some(match self.capture {
                Capture::AllEvenPairs => "all_even_pairs",
                Capture::LastPair => "last_pair",
            }),
            "leftovers" => Some(match self.leftovers {
                Leftovers::Ignored => "ignored",
                Leftovers::ToOwner => "to_owner",
            }),
            _ => None,
        }
    }
}
