//! The position text of a sowing position.

use std::fmt;
use std::str::FromStr;

use fanga_core::Position;
use fanga_core::{ParsePositionError, text};

use super::shell::{SowingPosition, SowingRules};

/// The position text: `<rows> <side> [pools] [the game's keys]`.
/// A position finished by a turn that never ends prints the text of the
/// position before that turn (it has none of its own).
impl<G: SowingRules> fmt::Display for SowingPosition<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_text(f)
    }
}

/// Reads a position text with the options it implies
/// ([`SowingRules::text_options`]).
impl<G: SowingRules> FromStr for SowingPosition<G> {
    type Err = ParsePositionError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let fields = text::split_fields(s, G::PLAYER_LETTERS)?;
        let cols = fields
            .board
            .split('/')
            .next()
            .unwrap_or_default()
            .split(',')
            .count();
        let cols = u8::try_from(cols).unwrap_or(0);
        let options = G::text_options(cols, &fields.keys);
        SowingPosition::from_text(s, &options)
    }
}
