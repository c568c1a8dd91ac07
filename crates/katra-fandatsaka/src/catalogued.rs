//! katra fandatsaka for the tools: its title, how it is solved, and its rules
//! for the playground.

use fanga_core::{RulesSummary, Solving};
use fanga_sowing::SowingCatalogued;

use crate::Fandatsaka;

impl SowingCatalogued for Fandatsaka {
    const TITLE: &'static str =
        "katra fandatsaka, four rows with reserves and a second phase (Dandouau 1908, Busser 2025)";

    /// The playground's summary.
    const RULES: Option<RulesSummary> = Some(RulesSummary::new(
        include_str!("../playground/katra-fandatsaka.source.md"),
        include_str!("../playground/katra-fandatsaka.en.md"),
        include_str!("../playground/katra-fandatsaka.fr.md"),
    ));

    /// Positions of the second phase repeat: retrograde analysis.
    fn solving(_: &Self::Options) -> Solving {
        Solving::Retrograde
    }
}
