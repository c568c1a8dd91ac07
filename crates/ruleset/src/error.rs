//! Why a rule set is refused: one line that names the parameter.

/// A rule set was refused: unreadable, contradictory, or asking for a rule
/// fanga does not play (yet).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RuleSetError {
    /// The text is not a rule set of fanga's format.
    #[error("rule set: {message}")]
    Format {
        /// What and where (the parser's message).
        message: String,
    },
    /// A parameter has a value fanga refuses: out of range, contradicting
    /// another, or a rule no oracle-compared game exercises yet.
    #[error("rule set `{name}`: {parameter}: {reason}")]
    Parameter {
        /// The rule set's name.
        name: String,
        /// The parameter, as its file writes it (`board.holes`, or
        /// MancalaGames's `capt_type` for an imported file).
        parameter: String,
        /// What is wrong.
        reason: String,
    },
    /// The name is not 1 to 40 lowercase letters, digits and hyphens
    /// starting with a letter.
    #[error(
        "`{name}` is not a rule-set name: expected 1 to 40 lowercase letters, digits and hyphens, starting with a letter"
    )]
    Name {
        /// The name (an excerpt of a long one).
        name: String,
    },
    /// Another rule set of this name was defined with other rules.
    #[error("`{name}` is already a rule set with other rules: a rule set needs a name of its own")]
    Taken {
        /// The name.
        name: String,
    },
}

impl RuleSetError {
    /// A refused parameter.
    pub(crate) fn parameter(
        name: &str,
        parameter: impl Into<String>,
        reason: impl Into<String>,
    ) -> Self {
        RuleSetError::Parameter {
            name: fanga_core::text::excerpt(name).to_string(),
            parameter: parameter.into(),
            reason: reason.into(),
        }
    }
}
