//! Katra boaoaka for the tools: its title, how it is solved, and its rules
//! for the playground.

use fanga_core::catalog::{
    Bilingual, Catalogued, Family, Labels, OptionLabel, Origin, RulesSummary, Solving,
};

use crate::{BoaoakaRules, KatraBoaoaka};

impl Catalogued for KatraBoaoaka {
    const TITLE: &'static str = "Katra boaoaka, the four-row game of the Tanala (Linton 1933)";

    /// Where the game comes from: its family and region.
    const ORIGIN: Option<Origin> = Some(Origin::new(
        Family::FourRowMancala,
        Bilingual::new("Madagascar", "Madagascar"),
    ));

    /// The playground's summary.
    const RULES: Option<RulesSummary> = Some(RulesSummary::new(
        include_str!("../playground/katra-boaoaka.source.md"),
        include_str!("../playground/katra-boaoaka.en.md"),
        include_str!("../playground/katra-boaoaka.fr.md"),
    ));

    /// The playground's names for the game, its options and their values.
    const LABELS: Option<Labels> = Some(Labels::new(
        "Le katra boaoaka des Tanala (Linton 1933)",
        &[OptionLabel::new(
            "singletons",
            Bilingual::new("single seeds", "graines seules"),
            "une case vide ne prend pas deux graines seules en face, ou une seule graine en tout",
            &[
                ("each", Bilingual::new("one in each", "une dans chaque")),
                ("together", Bilingual::new("one in all", "une en tout")),
            ],
        )],
    ));

    /// Positions repeat (a turn may capture nothing and sow round), so a value is found by
    /// retrograde analysis.
    fn solving(_: &Self::Options) -> Solving {
        Solving::Retrograde
    }

    fanga_sowing::sowing_views!(BoaoakaRules);
}
