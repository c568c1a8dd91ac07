//! Murray's katra for the tools: its title, how it is solved, and its rules
//! for the playground.

use fanga_core::{RulesSummary, Solving};
use fanga_sowing::SowingCatalogued;

use crate::MurrayRules;

impl SowingCatalogued for MurrayRules {
    const TITLE: &'static str = "Katra of the Sakalava, as Murray described it (1952)";

    /// The playground's summary.
    const RULES: Option<RulesSummary> = Some(RulesSummary::new(
        include_str!("../playground/katra-murray.source.md"),
        include_str!("../playground/katra-murray.en.md"),
        include_str!("../playground/katra-murray.fr.md"),
    ));

    /// Positions repeat (a turn may capture nothing), so a value is found by
    /// retrograde analysis.
    fn solving(_: &Self::Options) -> Solving {
        Solving::Retrograde
    }
}
