//! Katro for the tools: its title, how it is solved, and its rules
//! for the playground.

use fanga_core::{RulesSummary, Solving};
use fanga_sowing::SowingCatalogued;

use crate::KatroRules;

impl SowingCatalogued for KatroRules {
    const TITLE: &'static str = "Katro, the four-row game of the Malagasy highlands (Busser 2025)";

    /// The playground's summary.
    const RULES: Option<RulesSummary> = Some(RulesSummary::new(
        "Alain Busser, “Katro” (2025); Busser, “Fifangha, un jeu malgache disparu” \
         (2023).",
        "Four rows; South owns rows 1 and 2, North rows 3 and 4, two seeds in every \
         hole. A turn: take all the seeds of one of your holes and sow them, one by \
         one, around your two rows, clockwise or anticlockwise (you choose, for the \
         whole turn). Where the last seed falls: in an empty hole the turn ends; in \
         your front row facing seeds of the opponent's front row, you capture them, \
         add them to that hole and sow the whole on; otherwise you take that hole's \
         seeds and sow on. A player with no seeds left loses. Some turns never end: \
         the player who started one loses.",
        "Quatre rangées ; Sud a les rangées 1 et 2, Nord les rangées 3 et 4, deux \
         graines par case. Un tour : prendre toutes les graines d’une de ses cases et \
         les semer une à une autour de ses deux rangées, dans le sens des aiguilles \
         d’une montre ou l’inverse (au choix, pour tout le tour). Là où tombe la \
         dernière graine : dans une case vide, le tour s’arrête ; dans sa rangée \
         avant, face à des graines de la rangée avant adverse, on les prend, on les \
         ajoute à cette case et on sème le tout ; sinon on reprend les graines de la \
         case et on continue. Qui n’a plus de graines a perdu. Certains tours ne \
         finissent jamais : celui qui l’a commencé perd.",
    ));

    /// Positions repeat (a turn may capture nothing and sow round), so a
    /// value is found by retrograde analysis.
    fn solving(_: &Self::Options) -> Solving {
        Solving::Retrograde
    }
}
