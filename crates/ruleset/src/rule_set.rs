//! [`RuleSet`]: a two-row game as written, its parts described in
//! [`spec`](crate::spec).

use serde::{Deserialize, Serialize};

use crate::spec::{
    BoardSpec, CaptureSpec, ChildrenSpec, EndSpec, MoveSpec, RoundsSpec, SowingSpec, TerritorySpec,
};

/// A two-row game described by data.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[non_exhaustive]
pub struct RuleSet {
    /// Its name in a registry: 1 to 40 lowercase ASCII letters, digits and
    /// hyphens, starting with a letter (`wari`).
    pub name: String,
    /// One line: the game and where its rules come from.
    pub title: String,
    /// Where its rules come from, when it says.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// The board and the start.
    pub board: BoardSpec,
    /// How seeds are sown.
    #[serde(default)]
    pub sowing: SowingSpec,
    /// What a turn captures.
    #[serde(default)]
    pub capture: CaptureSpec,
    /// Which moves are allowed.
    #[serde(default)]
    pub moves: MoveSpec,
    /// How the game ends and who wins.
    #[serde(default)]
    pub end: EndSpec,
    /// Holes that become a player's for the rest of the game, if the game
    /// has them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub children: Option<ChildrenSpec>,
    /// A match of rounds, if the game is played in rounds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rounds: Option<RoundsSpec>,
    /// Holes with owners, and a match of [`rounds`](Self::rounds) won by
    /// holding enough of them, if the game is played so.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub territory: Option<TerritorySpec>,
}

impl RuleSet {
    /// Reads a rule set in fanga's format.
    ///
    /// # Errors
    ///
    /// The text is not JSON of a rule set: the message names the field
    /// (`sowing.stores: unknown variant ...`) and says where in the text.
    pub fn from_json(text: &str) -> Result<RuleSet, crate::RuleSetError> {
        let format = |message: String| crate::RuleSetError::Format { message };
        let mut json = serde_json::Deserializer::from_str(text);
        let rules = serde_path_to_error::deserialize(&mut json).map_err(|e| {
            // The path names the field; the top level's errors (a missing
            // section, a syntax error) are the parser's alone.
            let path = e.path().to_string();
            let message = e.into_inner().to_string();
            format(if path == "." {
                message
            } else {
                format!("{path}: {message}")
            })
        })?;
        // Nothing but white space after it, as `serde_json::from_str` asks.
        json.end().map_err(|e| format(e.to_string()))?;
        Ok(rules)
    }

    /// Whether `other` has the same rules (its name, title and source
    /// aside).
    #[must_use]
    pub fn same_rules(&self, other: &RuleSet) -> bool {
        self.board == other.board
            && self.sowing == other.sowing
            && self.capture == other.capture
            && self.moves == other.moves
            && self.end == other.end
            && self.children == other.children
            && self.rounds == other.rounds
            && self.territory == other.territory
    }

    /// The rule set in fanga's format, one field a line.
    #[must_use]
    pub fn to_json(&self) -> String {
        // A `RuleSet` is strings, numbers, lists and enums: always JSON.
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}
