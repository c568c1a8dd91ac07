//! Katro for the tools: its title and how it is solved.

use fanga_core::Solving;
use fanga_sowing::SowingCatalogued;

use crate::KatroRules;

impl SowingCatalogued for KatroRules {
    const TITLE: &'static str = "Katro, the four-row game of the Malagasy highlands (Busser 2025)";

    /// Positions repeat (a turn may capture nothing and sow round), so a
    /// value is found by retrograde analysis.
    fn solving(_: &Self::Options) -> Solving {
        Solving::Retrograde
    }
}
