//! Fang for the tools: its title, how it is solved, and its rules
//! for the playground.

use fanga_core::catalog::{
    Bilingual, Catalogued, Family, Labels, OptionLabel, Origin, RulesSummary, Solving,
};

use crate::{Fang, FangRules};

impl Catalogued for Fang {
    const TITLE: &'static str = "Fang, a documented reconstruction of Busser's one-row game (2023)";

    /// Where the game comes from: its family and region.
    const ORIGIN: Option<Origin> = Some(Origin::new(
        Family::OneRowMancala,
        Bilingual::new("La Réunion", "La Réunion"),
    ));

    /// The playground's summary.
    const RULES: Option<RulesSummary> = Some(RulesSummary::new(
        include_str!("../playground/fang.source.md"),
        include_str!("../playground/fang.en.md"),
        include_str!("../playground/fang.fr.md"),
    ));

    /// The playground's names for the game, its options and their values.
    const LABELS: Option<Labels> = Some(Labels::new(
        "Fang, une reconstitution documentée du jeu à une rangée de Busser (2023)",
        &[OptionLabel::new(
            "cups",
            Bilingual::new("cups", "cases"),
            "le nombre de cases de la rangée",
            &[],
        )],
    ));

    /// Every turn takes a seed from the mover's reserve, and the game ends
    /// when a reserve is empty: no position repeats, and a search finds the
    /// margin.
    fn solving(_: &Self::Options) -> Solving {
        Solving::Search
    }

    /// Every line (4, 6 or 8 cups) solves in well under a second.
    fn solves_at_once(_: &Self::Options) -> bool {
        true
    }

    fanga_sowing::sowing_views!(FangRules);
}
