//! Katro for the tools: its title, how it is solved, and its rules
//! for the playground.

use fanga_core::{RulesSummary, Solving};
use fanga_sowing::SowingCatalogued;

use crate::KatroRules;

impl SowingCatalogued for KatroRules {
    const TITLE: &'static str = "Katro, the four-row game of the Malagasy highlands (Busser 2025)";

    /// The playground's summary.
    const RULES: Option<RulesSummary> = Some(RulesSummary::new(
        include_str!("../playground/katro.source.md"),
        include_str!("../playground/katro.en.md"),
        include_str!("../playground/katro.fr.md"),
    ));

    /// Positions repeat (a turn may capture nothing and sow round), so a
    /// value is found by retrograde analysis.
    fn solving(_: &Self::Options) -> Solving {
        Solving::Retrograde
    }
}
