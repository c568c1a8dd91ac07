//! katra sakalava for the tools: its title, how it is solved, and its rules
//! for the playground.

use fanga_core::catalog::{
    Bilingual, Catalogued, Family, Labels, OptionLabel, Origin, RulesSummary, Solving,
};

use crate::{KatraSakalava, SakalavaRules};

impl Catalogued for KatraSakalava {
    const TITLE: &'static str =
        "katra sakalava, four rows with reserves and the rova (Dandouau 1908, Busser 2025)";

    /// Where the game comes from: its family and region.
    const ORIGIN: Option<Origin> = Some(Origin::new(
        Family::FourRowMancala,
        Bilingual::new("Madagascar", "Madagascar"),
    ));

    /// The playground's summary.
    const RULES: Option<RulesSummary> = Some(RulesSummary::new(
        include_str!("../playground/katra-sakalava.source.md"),
        include_str!("../playground/katra-sakalava.en.md"),
        include_str!("../playground/katra-sakalava.fr.md"),
    ));

    /// The playground's names for the game, its options and their values.
    const LABELS: Option<Labels> = Some(Labels::new(
        "katra sakalava, quatre rangées avec réserves et le rova (Dandouau 1908, Busser 2025)",
        &[OptionLabel::new(
            "back_rova",
            Bilingual::new("back rova", "rova arrière"),
            "un tour finissant dans son rova arrière termine le coup, ou offre arrêt / rova",
            &[
                ("stop", Bilingual::new("ends the turn", "fin du coup")),
                ("optional", Bilingual::new("stop or rova", "arrêt ou rova")),
            ],
        )],
    ));

    /// Positions of the second phase repeat: retrograde analysis.
    fn solving(_: &Self::Options) -> Solving {
        Solving::Retrograde
    }

    fanga_sowing::sowing_views!(SakalavaRules);
}
