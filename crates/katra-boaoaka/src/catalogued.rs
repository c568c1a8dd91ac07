//! Katra boaoaka for the tools: its title, how it is solved, and its rules
//! for the playground.

use fanga_core::{RulesSummary, Solving};
use fanga_sowing::SowingCatalogued;

use crate::BoaoakaRules;

impl SowingCatalogued for BoaoakaRules {
    const TITLE: &'static str = "Katra boaoaka, the four-row game of the Tanala (Linton 1933)";

    /// The playground's summary.
    const RULES: Option<RulesSummary> = Some(RulesSummary::new(
        include_str!("../playground/katra-boaoaka.source.md"),
        include_str!("../playground/katra-boaoaka.en.md"),
        include_str!("../playground/katra-boaoaka.fr.md"),
    ));

    /// Positions repeat (a turn may capture nothing and sow round), so a value is found by
    /// retrograde analysis.
    fn solving(_: &Self::Options) -> Solving {
        Solving::Retrograde
    }
}
