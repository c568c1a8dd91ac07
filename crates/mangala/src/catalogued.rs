//! Mangala for the tools: its title and how it is solved.

use fanga_core::Solving;
use fanga_sowing::SowingCatalogued;

use crate::MangalaRules;

impl SowingCatalogued for MangalaRules {
    const TITLE: &'static str =
        "Mangala of the Bedawi, two rows, a setup and the first pie rule (Parker 1909)";

    /// Positions repeat: retrograde analysis (only the smallest boards fit
    /// in memory).
    fn solving(_: &Self::Options) -> Solving {
        Solving::Retrograde
    }
}
