//! A rule set for the tools: its title (the rule set's), its computer
//! players' evaluation (the stores) and how a position is solved.

use fanga_core::catalog::{Catalogued, Solving};

use crate::{RuleSetOptions, TwoRow, TwoRowRules};

impl Catalogued for TwoRow {
    const TITLE: &'static str = "A two-row game described by data (a rule set)";

    /// The rule set's own title.
    fn title(options: &RuleSetOptions) -> &'static str {
        options.rules.title
    }

    /// A search finds the margin when no position can come back: every
    /// sowing of a game without relays moves seeds on, but a relay game may
    /// go round; the generic retrograde analysis covers both on small
    /// boards.
    fn solving(_: &RuleSetOptions) -> Solving {
        Solving::Retrograde
    }

    fanga_sowing::sowing_views!(TwoRowRules);
}
