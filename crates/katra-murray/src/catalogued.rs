//! Murray's katra for the tools: its title, how it is solved, and its rules
//! for the playground.

use fanga_core::catalog::{
    Bilingual, Catalogued, Family, Labels, OptionLabel, Origin, RulesSummary, Solving,
};

use crate::{KatraMurray, MurrayRules};

impl Catalogued for KatraMurray {
    const TITLE: &'static str = "Katra of the Sakalava, as Murray described it (1952)";

    /// Where the game comes from: its family and region.
    const ORIGIN: Option<Origin> = Some(Origin::new(
        Family::FourRowMancala,
        Bilingual::new("Madagascar", "Madagascar"),
    ));

    /// The playground's summary.
    const RULES: Option<RulesSummary> = Some(RulesSummary::new(
        include_str!("../playground/katra-murray.source.md"),
        include_str!("../playground/katra-murray.en.md"),
        include_str!("../playground/katra-murray.fr.md"),
    ));

    /// The playground's names for the game, its options and their values.
    const LABELS: Option<Labels> = Some(Labels::new(
        "Le katra des Sakalava, décrit par Murray (1952)",
        &[
            fanga_sowing::columns::COLUMNS_LABEL,
            OptionLabel::new(
                "capture_sowing",
                Bilingual::new("capture sowing", "semis après une prise"),
                "une prise se sème avec la dernière graine, ou avec toute la case qui prend",
                &[
                    (
                        "last_seed",
                        Bilingual::new("the last seed", "la dernière graine"),
                    ),
                    (
                        "whole_hole",
                        Bilingual::new("the whole hole", "toute la case"),
                    ),
                ],
            ),
            OptionLabel::new(
                "outer_capture",
                Bilingual::new("outer row capture", "prise dans la rangée arrière"),
                "on prend dans la rangée arrière adverse quand toute sa rangée avant est vide, ou dès que la case avant d’en face a moins de deux graines",
                &[
                    (
                        "inner_row_empty",
                        Bilingual::new("inner row empty", "rangée avant vide"),
                    ),
                    (
                        "facing_hole_short",
                        Bilingual::new("facing hole short", "case d’en face trop petite"),
                    ),
                ],
            ),
        ],
    ));

    /// Positions repeat (a turn may capture nothing), so a value is found by
    /// retrograde analysis.
    fn solving(_: &Self::Options) -> Solving {
        Solving::Retrograde
    }

    fanga_sowing::sowing_views!(MurrayRules);
}
