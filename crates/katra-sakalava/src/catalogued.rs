//! katra sakalava for the tools: its title and how it is solved.

use fanga_core::Solving;
use fanga_sowing::SowingCatalogued;

use crate::Sakalava;

impl SowingCatalogued for Sakalava {
    const TITLE: &'static str =
        "katra sakalava, katra fandatsaka with the rova (Dandouau 1908, Busser 2025)";

    /// Positions of the second phase repeat: retrograde analysis.
    fn solving(_: &Self::Options) -> Solving {
        Solving::Retrograde
    }
}
