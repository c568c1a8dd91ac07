//! [`RulesSummary`]: a game's rules in a few sentences, for a page.

/// A game's rules in a few sentences, with their source, in English and
/// French: what the playground shows beside the board
/// ([`Catalogued::RULES`](crate::catalog::Catalogued::RULES)). The rules crate's
/// documentation states every rule in full, with the source's sentence
/// behind it.
///
/// ```
/// use fanga_core::catalog::RulesSummary;
///
/// let rules = RulesSummary::new("Mine (2025).", "Sow; capture.", "Semer ; prendre.");
/// assert_eq!(rules.text("fr"), Some("Semer ; prendre."));
/// assert_eq!(rules.text("de"), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct RulesSummary {
    /// Where the rules come from: authors, titles, years.
    pub source: &'static str,
    /// The summary in English.
    pub en: &'static str,
    /// The summary in French.
    pub fr: &'static str,
    /// How moves are written, where the notation needs words (Fanorona's
    /// `A` and `W`): what `play`'s help and a page show beside the moves.
    pub notation: Option<crate::catalog::Bilingual>,
}

impl RulesSummary {
    /// A summary from its `source`, in English (`en`) and French (`fr`).
    #[must_use]
    pub const fn new(source: &'static str, en: &'static str, fr: &'static str) -> Self {
        RulesSummary {
            source,
            en,
            fr,
            notation: None,
        }
    }

    /// The summary with a few words on how moves are written, in English
    /// (`en`) and French (`fr`).
    ///
    /// ```
    /// use fanga_core::catalog::RulesSummary;
    ///
    /// let rules = RulesSummary::new("Mine (2025).", "Sow.", "Semer.")
    ///     .with_notation("A move is a hole: `c2`.", "Un coup est une case : `c2`.");
    /// assert_eq!(rules.notation.and_then(|n| n.text("en")), Some("A move is a hole: `c2`."));
    /// ```
    #[must_use]
    pub const fn with_notation(mut self, en: &'static str, fr: &'static str) -> Self {
        self.notation = Some(crate::catalog::Bilingual::new(en, fr));
        self
    }

    /// The summary in the language `lang` (`en`, `fr`), if it has one.
    #[must_use]
    pub fn text(&self, lang: &str) -> Option<&'static str> {
        crate::catalog::Bilingual::new(self.en, self.fr).text(lang)
    }
}
