//! Game options (variants), given as `KEY=VALUE` strings.
//!
//! Each game describes its options with a table of [`OptionSpec`]s; an option
//! set is a typed struct implementing [`GameOptions`]. The default of every
//! option is the game's default rule set.

use std::fmt::Debug;
use std::hash::Hash;

/// One option of a game: its key, its values (the first is not necessarily the
/// default) and its default.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    /// The key, as written in `KEY=VALUE`.
    pub key: &'static str,
    /// Every accepted value.
    pub values: &'static [&'static str],
    /// The default value.
    pub default: &'static str,
    /// One line saying what the option does.
    pub doc: &'static str,
}

/// An option assignment was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum OptionError {
    /// The text is not `KEY=VALUE`.
    #[error("`{text}` is not an option: expected KEY=VALUE")]
    NotAssignment {
        /// The text.
        text: String,
    },
    /// The game has no such option.
    #[error("unknown option `{key}`{} (options: {known})", crate::text::suggest::hint(.suggestion.as_ref()))]
    UnknownKey {
        /// The key.
        key: String,
        /// The game's keys, or `none`.
        known: String,
        /// The game's key closest to it, if it looks like a slip
        /// ([`closest`](crate::text::suggest::closest)).
        suggestion: Option<String>,
    },
    /// The value is not one of the option's values.
    #[error("option `{key}`: `{value}` is not one of {allowed}")]
    BadValue {
        /// The key.
        key: String,
        /// The value.
        value: String,
        /// The accepted values.
        allowed: String,
    },
    /// The same option given twice.
    #[error("option `{key}` is given twice")]
    Repeated {
        /// The key.
        key: String,
    },
}

/// The options of a game.
pub trait GameOptions:
    Clone + Default + Debug + PartialEq + Eq + Hash + Send + Sync + 'static
{
    /// Every option of the game, in a fixed order.
    const SPECS: &'static [OptionSpec];

    /// The options of the game these options are for: [`GameOptions::SPECS`]
    /// unless the type serves many games, each described by data (a
    /// [`Variant`](crate::variant::Variant)), whose options it holds.
    /// Every provided member reads them here.
    fn specs(&self) -> &'static [OptionSpec] {
        Self::SPECS
    }

    /// Sets one option. `value` has already been checked against the option's
    /// [`OptionSpec::values`] when called through [`GameOptions::apply`].
    ///
    /// # Errors
    ///
    /// Unknown key or value.
    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError>;

    /// The current value of an option, `None` for an unknown key.
    fn value(&self, key: &str) -> Option<&'static str>;

    /// Applies `KEY=VALUE` assignments in order.
    ///
    /// # Errors
    ///
    /// A text that is not `KEY=VALUE`, an unknown key, a value the option does not
    /// take, a key given twice. `self` may be partly changed on error.
    fn apply<S: AsRef<str>>(&mut self, assignments: &[S]) -> Result<(), OptionError> {
        let mut seen: Vec<&str> = Vec::with_capacity(assignments.len());
        for text in assignments {
            let text = text.as_ref();
            let Some((key, value)) = text.split_once('=') else {
                return Err(OptionError::NotAssignment {
                    text: crate::text::suggest::excerpt(text),
                });
            };
            let specs = self.specs();
            let Some(spec) = specs.iter().find(|s| s.key == key) else {
                let known = if specs.is_empty() {
                    "none".to_owned()
                } else {
                    specs.iter().map(|s| s.key).collect::<Vec<_>>().join(", ")
                };
                return Err(OptionError::UnknownKey {
                    key: crate::text::suggest::excerpt(key),
                    known,
                    suggestion: crate::text::suggest::closest(key, specs.iter().map(|s| s.key))
                        .map(str::to_owned),
                });
            };
            if seen.contains(&key) {
                return Err(OptionError::Repeated {
                    key: crate::text::suggest::excerpt(key),
                });
            }
            seen.push(key);
            if !spec.values.contains(&value) {
                return Err(OptionError::BadValue {
                    key: crate::text::suggest::excerpt(key),
                    value: crate::text::suggest::excerpt(value),
                    allowed: spec.values.join(", "),
                });
            }
            self.set(key, value)?;
        }
        Ok(())
    }

    /// Every option as `KEY=VALUE`, in [`GameOptions::specs`] order.
    fn assignments(&self) -> Vec<String> {
        self.specs()
            .iter()
            .filter_map(|s| self.value(s.key).map(|v| format!("{}={v}", s.key)))
            .collect()
    }

    /// The options that differ from the default, as `KEY=VALUE`.
    fn changed(&self) -> Vec<String> {
        let default = Self::default();
        self.specs()
            .iter()
            .filter_map(|s| {
                let v = self.value(s.key)?;
                (default.value(s.key) != Some(v)).then(|| format!("{}={v}", s.key))
            })
            .collect()
    }
}

impl OptionError {
    /// The error for a key that [`GameOptions::set`] does not know.
    #[must_use]
    pub fn unknown_key<O: GameOptions>(key: &str) -> OptionError {
        OptionError::UnknownKey {
            key: crate::text::suggest::excerpt(key),
            known: O::SPECS
                .iter()
                .map(|s| s.key)
                .collect::<Vec<_>>()
                .join(", "),
            suggestion: crate::text::suggest::closest(key, O::SPECS.iter().map(|s| s.key))
                .map(str::to_owned),
        }
    }

    /// The error for a value that [`GameOptions::set`] does not know.
    #[must_use]
    pub fn bad_value<O: GameOptions>(key: &str, value: &str) -> OptionError {
        OptionError::BadValue {
            key: crate::text::suggest::excerpt(key),
            value: crate::text::suggest::excerpt(value),
            allowed: O::SPECS
                .iter()
                .find(|s| s.key == key)
                .map(|s| s.values.join(", "))
                .unwrap_or_default(),
        }
    }
}

/// Implements [`GameOptions`] for an options struct from one table: each
/// option's field, key, one-line doc, default, and every value with its text.
/// The table is the only place an option is declared: the specs, `set` and
/// `value` all come from it, so they cannot disagree.
///
/// ```
/// use fanga_core::{GameOptions, impl_game_options};
///
/// #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
/// enum Goal { AllSeeds, InnerRow }
///
/// #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
/// struct Options { columns: u8, goal: Goal }
///
/// impl Default for Options {
///     fn default() -> Self {
///         Options { columns: 6, goal: Goal::AllSeeds }
///     }
/// }
///
/// impl_game_options!(Options {
///     columns: "columns", "the number of columns", default "6" {
///         "6" => 6, "4" => 4, "8" => 8,
///     },
///     goal: "goal", "take all the seeds, or empty the inner row", default "all_seeds" {
///         "all_seeds" => Goal::AllSeeds, "inner_row" => Goal::InnerRow,
///     },
/// });
///
/// let mut o = Options::default();
/// o.apply(&["columns=8", "goal=inner_row"])?;
/// assert_eq!((o.columns, o.goal), (8, Goal::InnerRow));
/// assert_eq!(o.changed(), ["columns=8", "goal=inner_row"]);
/// assert!(o.apply(&["columns=5"]).is_err());
/// # Ok::<(), fanga_core::OptionError>(())
/// ```
///
/// The conformance kit's `check_options` (module `testing`)
/// checks that the struct's `Default` is the table's defaults.
#[macro_export]
macro_rules! impl_game_options {
    ($name:ty { $(
        $field:ident : $key:literal, $doc:literal, default $default:literal {
            $( $text:literal => $value:expr ),+ $(,)?
        }
    ),* $(,)? }) => {
        impl $crate::GameOptions for $name {
            const SPECS: &'static [$crate::OptionSpec] = &[ $(
                $crate::OptionSpec {
                    key: $key,
                    values: &[ $( $text ),+ ],
                    default: $default,
                    doc: $doc,
                },
            )* ];

            #[allow(unused_variables)]
            fn set(&mut self, key: &str, value: &str) -> Result<(), $crate::OptionError> {
                match key {
                    $( $key => {
                        self.$field = match value {
                            $( $text => $value, )+
                            _ => return Err($crate::OptionError::bad_value::<Self>(key, value)),
                        };
                        Ok(())
                    } )*
                    _ => Err($crate::OptionError::unknown_key::<Self>(key)),
                }
            }

            #[allow(unused_variables)]
            fn value(&self, key: &str) -> Option<&'static str> {
                match key {
                    $( $key => {
                        $( if self.$field == $value { return Some($text); } )+
                        None
                    } )*
                    _ => None,
                }
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
    struct Demo {
        big: bool,
    }

    impl GameOptions for Demo {
        const SPECS: &'static [OptionSpec] = &[OptionSpec {
            key: "size",
            values: &["small", "big"],
            default: "small",
            doc: "how big",
        }];

        fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
            match (key, value) {
                ("size", "small") => self.big = false,
                ("size", "big") => self.big = true,
                ("size", _) => return Err(OptionError::bad_value::<Self>(key, value)),
                _ => return Err(OptionError::unknown_key::<Self>(key)),
            }
            Ok(())
        }

        fn value(&self, key: &str) -> Option<&'static str> {
            (key == "size").then_some(if self.big { "big" } else { "small" })
        }
    }

    #[test]
    fn apply_and_errors() {
        let mut o = Demo::default();
        o.apply(&["size=big"]).unwrap();
        assert!(o.big);
        assert_eq!(o.assignments(), vec!["size=big"]);
        assert_eq!(o.changed(), vec!["size=big"]);
        assert_eq!(Demo::default().changed(), Vec::<String>::new());
        let e = o.apply(&["size"]).unwrap_err();
        assert_eq!(e.to_string(), "`size` is not an option: expected KEY=VALUE");
        let e = o.apply(&["colour=red"]).unwrap_err();
        assert_eq!(e.to_string(), "unknown option `colour` (options: size)");
        let e = o.apply(&["size=huge"]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "option `size`: `huge` is not one of small, big"
        );
        let e = o.apply(&["size=big", "size=small"]).unwrap_err();
        assert_eq!(e, OptionError::Repeated { key: "size".into() });
    }
}
