//! katra sakalava for the tools: its title, how it is solved, and its rules
//! for the playground.

use fanga_core::{RulesSummary, Solving};
use fanga_sowing::SowingCatalogued;

use crate::Sakalava;

impl SowingCatalogued for Sakalava {
    const TITLE: &'static str =
        "katra sakalava, four rows with reserves and the rova (Dandouau 1908, Busser 2025)";

    /// The playground's summary.
    const RULES: Option<RulesSummary> = Some(RulesSummary::new(
        include_str!("../playground/katra-sakalava.source.md"),
        include_str!("../playground/katra-sakalava.en.md"),
        include_str!("../playground/katra-sakalava.fr.md"),
    ));

    /// Positions of the second phase repeat: retrograde analysis.
    fn solving(_: &Self::Options) -> Solving {
        Solving::Retrograde
    }
}
