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
        "Dandouau (1908), as read by Alain Busser, “Katra fandatsaka” (2025) and his \
         2023 article on fifangha.",
        "Four rows of 8 columns (or 6, 4). Each player starts with one seed in each \
         inner hole but the two end holes (the tsibongy) and the rest in his reserve. \
         While you have reserve seeds, a turn starts by putting one of them into a \
         non-empty hole of your inner row: if a capture is possible you must capture, \
         the seed acting as the last seed of a lap; otherwise you sow that hole's \
         seeds left or right. Captured seeds are sown on; a turn ends when the last \
         seed falls into an empty hole. When the reserves are empty, the game goes on \
         as a second phase of sowing from the board. A player with no seeds on his \
         side loses.",
        "Quatre rangées de 8 colonnes (ou 6, 4). Chaque joueur a d’abord une graine \
         dans chaque case de sa rangée intérieure sauf les deux cases d’extrémité (les \
         tsibongy), le reste dans sa réserve. Tant qu’on a une réserve, un tour \
         commence en posant une de ses graines dans une case non vide de sa rangée \
         intérieure : si une prise est possible elle est obligatoire, la graine \
         agissant comme la dernière d’un semis ; sinon on sème les graines de cette \
         case à gauche ou à droite. Les graines prises sont semées à leur tour ; un \
         tour s’arrête quand la dernière graine tombe dans une case vide. Les réserves \
         épuisées, la partie continue en semant depuis le plateau. Qui n’a plus de \
         graines de son côté a perdu.",
    ));

    /// Positions of the second phase repeat: retrograde analysis.
    fn solving(_: &Self::Options) -> Solving {
        Solving::Retrograde
    }
}
