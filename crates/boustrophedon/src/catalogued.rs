//! The game for the tools: its title, how it is solved, and its rules for
//! the playground.

use fanga_core::{RulesSummary, Solving};
use fanga_sowing::SowingCatalogued;

use crate::BoustrophedonRules;

impl SowingCatalogued for BoustrophedonRules {
    const TITLE: &'static str =
        "Boustrophedon, the six-row game de Voogt saw played in Madagascar (1999)";

    /// The playground's summary.
    const RULES: Option<RulesSummary> = Some(RulesSummary::new(
        include_str!("../playground/boustrophedon.source.md"),
        include_str!("../playground/boustrophedon.en.md"),
        include_str!("../playground/boustrophedon.fr.md"),
    ));

    /// Positions repeat (seeds never leave the board, and a turn that
    /// captures nothing only moves seeds round the mover's rows), so a
    /// value is found by retrograde analysis: of endgames only, since the
    /// start of the smaller board already spreads 36 seeds over 18 holes.
    fn solving(_: &Self::Options) -> Solving {
        Solving::Retrograde
    }
}
