//! katra fandatsaka for the tools: its title and how it is solved.

use fanga_core::Solving;
use fanga_sowing::SowingCatalogued;

use crate::Fandatsaka;

impl SowingCatalogued for Fandatsaka {
    const TITLE: &'static str =
        "katra fandatsaka, four rows with reserves and a second phase (Dandouau 1908, Busser 2025)";

    /// Positions of the second phase repeat: retrograde analysis.
    fn solving(_: &Self::Options) -> Solving {
        Solving::Retrograde
    }
}
