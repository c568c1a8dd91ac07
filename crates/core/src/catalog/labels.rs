//! [`Labels`]: how a page names a game, its options and their values, in
//! English and French.

/// A short text in English and in French.
///
/// ```
/// use fanga_core::catalog::Bilingual;
///
/// let w = Bilingual::new("columns", "colonnes");
/// assert_eq!(w.text("fr"), Some("colonnes"));
/// assert_eq!(w.text("de"), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct Bilingual {
    /// In English.
    pub en: &'static str,
    /// In French.
    pub fr: &'static str,
}

impl Bilingual {
    /// `en` in English and `fr` in French.
    #[must_use]
    pub const fn new(en: &'static str, fr: &'static str) -> Self {
        Bilingual { en, fr }
    }

    /// The text in the language `lang` (`en`, `fr`), if it has one.
    #[must_use]
    pub fn text(&self, lang: &str) -> Option<&'static str> {
        match lang {
            "en" => Some(self.en),
            "fr" => Some(self.fr),
            _ => None,
        }
    }
}

/// How a page names one option of a game ([`OptionSpec`](crate::OptionSpec))
/// and its values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct OptionLabel {
    /// The option's key ([`OptionSpec::key`](crate::OptionSpec::key)).
    pub key: &'static str,
    /// Its name, a few words.
    pub name: Bilingual,
    /// Its one-line description in French (the English one is
    /// [`OptionSpec::doc`](crate::OptionSpec::doc)).
    pub doc_fr: &'static str,
    /// The names of its values that are words (`all_seeds`: "all the
    /// seeds"); a value that is a number needs none and is shown as it is.
    pub values: &'static [(&'static str, Bilingual)],
}

impl OptionLabel {
    /// The label of the option `key`: its `name`, its description in French
    /// and the names of its values.
    #[must_use]
    pub const fn new(
        key: &'static str,
        name: Bilingual,
        doc_fr: &'static str,
        values: &'static [(&'static str, Bilingual)],
    ) -> Self {
        OptionLabel {
            key,
            name,
            doc_fr,
            values,
        }
    }
}

/// How a page names a game in each of its languages: its title in French
/// (the English one is [`Catalogued::TITLE`](crate::catalog::Catalogued::TITLE)) and
/// its options and their values
/// ([`Catalogued::LABELS`](crate::catalog::Catalogued::LABELS)). The playground shows
/// these in its setup form; the native tests of `fanga-wasm` check that
/// every option and every value that is a word of every registered game is
/// named, and nothing else.
///
/// ```
/// use fanga_core::catalog::{Labels, OptionLabel, Bilingual};
///
/// const LABELS: Labels = Labels::new(
///     "Mon jeu, d'après ...",
///     &[OptionLabel::new(
///         "goal",
///         Bilingual::new("goal", "but"),
///         "prendre toutes les graines, ou vider la rangée intérieure",
///         &[("all_seeds", Bilingual::new("all the seeds", "toutes les graines"))],
///     )],
/// );
/// assert_eq!(LABELS.value("goal", "all_seeds").map(|w| w.fr), Some("toutes les graines"));
/// assert_eq!(LABELS.option("columns"), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct Labels {
    /// The game's title in French.
    pub title_fr: &'static str,
    /// Each option's names, in the order of the game's options.
    pub options: &'static [OptionLabel],
}

impl Labels {
    /// A game's labels: its title in French and its `options`' names.
    #[must_use]
    pub const fn new(title_fr: &'static str, options: &'static [OptionLabel]) -> Self {
        Labels { title_fr, options }
    }

    /// The names of the option `key`, if given.
    #[must_use]
    pub fn option(&self, key: &str) -> Option<&OptionLabel> {
        self.options.iter().find(|o| o.key == key)
    }

    /// The name of the value `value` of the option `key`, if given.
    #[must_use]
    pub fn value(&self, key: &str, value: &str) -> Option<Bilingual> {
        self.option(key)?
            .values
            .iter()
            .find(|(v, _)| *v == value)
            .map(|(_, w)| *w)
    }
}
