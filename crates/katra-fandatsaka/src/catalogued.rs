//! katra fandatsaka for the tools: its title, how it is solved, and its rules
//! for the playground.

use fanga_core::catalog::{
    Bilingual, Catalogued, Family, Labels, OptionLabel, Origin, RulesSummary, Solving,
};

use crate::{FandatsakaRules, KatraFandatsaka};

impl Catalogued for KatraFandatsaka {
    const TITLE: &'static str =
        "katra fandatsaka, four rows with reserves and a second phase (Dandouau 1908, Busser 2025)";

    /// Where the game comes from: its family and region.
    const ORIGIN: Option<Origin> = Some(Origin::new(
        Family::FourRowMancala,
        Bilingual::new("Madagascar", "Madagascar"),
    ));

    /// The playground's summary.
    const RULES: Option<RulesSummary> = Some(RulesSummary::new(
        include_str!("../playground/katra-fandatsaka.source.md"),
        include_str!("../playground/katra-fandatsaka.en.md"),
        include_str!("../playground/katra-fandatsaka.fr.md"),
    ));

    /// The playground's names for the game, its options and their values.
    const LABELS: Option<Labels> = Some(Labels::new(
        "katra fandatsaka, quatre rangées avec réserves et une seconde phase (Dandouau 1908, Busser 2025)",
        &[
            fanga_reserve::COLUMNS_LABEL,
            OptionLabel::new(
                "tsibongy_choice",
                Bilingual::new("tsibongy choice", "choix du tsibongy"),
                "la règle des zones décide du tsibongy près des bords, ou chaque prise offre les deux",
                &[
                    ("zone", Bilingual::new("by zone", "selon la zone")),
                    ("free", Bilingual::new("free choice", "au choix")),
                ],
            ),
        ],
    ));

    /// Positions of the second phase repeat: retrograde analysis.
    fn solving(_: &Self::Options) -> Solving {
        Solving::Retrograde
    }

    fanga_sowing::sowing_views!(FandatsakaRules);
}
