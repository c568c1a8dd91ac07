//! Mangala for the tools: its title, how it is solved, and its rules
//! for the playground.

use fanga_core::{RulesSummary, Solving};
use fanga_sowing::SowingCatalogued;

use fanga_sowing::Sowing;

use crate::{MangalaRules, PieChoice, after_setup};

impl SowingCatalogued for MangalaRules {
    const TITLE: &'static str =
        "Mangala of the Bedawi, two rows, a setup and the first pie rule (Parker 1909)";

    /// The playground's summary.
    const RULES: Option<RulesSummary> = Some(RulesSummary::new(
        "Henry Parker, Ancient Ceylon (1909), pp. 601–602: the game of the Bedawi.",
        "Two rows of six holes and 70 cowries. South first puts all the shells into \
         the four middle holes, in any split (type setup:C1,D1,C2,D2, for example \
         setup:18,17,18,17). North then keeps the board and begins, or turns it round \
         and lets South begin: the first known pie rule. Sowing always goes clockwise; \
         the first turn of each player starts from his right-hand filled hole and \
         relays without capturing. Afterwards, opposite pairs holding even numbers are \
         eaten; the player who has eaten more wins.",
        "Deux rangées de six trous et 70 cauris. Sud met d’abord tous les coquillages \
         dans les quatre trous du milieu, comme il veut (saisir setup:C1,D1,C2,D2, par \
         exemple setup:18,17,18,17). Nord garde alors le plateau et commence, ou le \
         retourne et laisse commencer Sud : la première règle du « je coupe, tu \
         choisis » connue. On sème toujours dans le sens des aiguilles d’une montre ; \
         le premier tour de chacun part de son trou plein le plus à droite et relaie \
         sans prendre. Ensuite, les paires de trous opposés qui ont un nombre pair \
         sont mangées ; qui en a mangé le plus gagne.",
    ));

    /// After the setup `20,15,18,17` and `keep`: the setup ply alone has
    /// 62,196 moves, which would swamp a playout or a perft (the setup, if
    /// the options refuse it, is the start).
    fn sample(options: &Self::Options) -> Sowing<Self> {
        after_setup(options, [20, 15, 18, 17], PieChoice::Keep)
            .unwrap_or_else(|_| <Sowing<Self> as fanga_core::Position>::start(options))
    }

    /// Positions repeat: retrograde analysis (only the smallest boards fit
    /// in memory).
    fn solving(_: &Self::Options) -> Solving {
        Solving::Retrograde
    }
}
