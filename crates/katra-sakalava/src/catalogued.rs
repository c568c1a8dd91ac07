//! katra sakalava for the tools: its title, how it is solved, and its rules
//! for the playground.

use fanga_core::{RulesSummary, Solving};
use fanga_sowing::SowingCatalogued;

use crate::Sakalava;

impl SowingCatalogued for Sakalava {
    const TITLE: &'static str =
        "katra sakalava, katra fandatsaka with the rova (Dandouau 1908, Busser 2025)";

    /// The playground's summary.
    const RULES: Option<RulesSummary> = Some(RulesSummary::new(
        "Dandouau (1908), as read by Alain Busser, “Katra Sakalava” (2025).",
        "Katra fandatsaka with the rova, the “sacred enclosure”: two holes of column 5 \
         holding three seeds each at the start. While you have your rova, a lap of \
         yours ending in its back hole stops, and one ending in its front hole lets \
         you choose to stop or to sow the seeds of both rova holes, which dissolves it \
         for good.",
        "Le katra fandatsaka avec le rova, « l’enceinte sacrée » : deux cases de la \
         colonne 5 avec trois graines chacune au départ. Tant qu’on a son rova, un \
         semis qui finit dans sa case arrière s’arrête, et un semis qui finit dans sa \
         case avant laisse choisir de s’arrêter ou de semer les graines des deux cases \
         du rova, qui est alors dissous pour toujours.",
    ));

    /// Positions of the second phase repeat: retrograde analysis.
    fn solving(_: &Self::Options) -> Solving {
        Solving::Retrograde
    }
}
