//! Mangala for the tools: its title, how it is solved, and its rules
//! for the playground.

use fanga_core::catalog::{
    Bilingual, Catalogued, Family, Labels, OptionLabel, Origin, RulesSummary, Solving,
};

use crate::{Mangala, MangalaRules, PieChoice, after_setup};

impl Catalogued for Mangala {
    const TITLE: &'static str =
        "Mangala of the Bedawi, two rows, a setup and the first pie rule (Parker 1909)";

    /// Where the game comes from: its family and region.
    const ORIGIN: Option<Origin> = Some(Origin::new(
        Family::TwoRowMancala,
        Bilingual::new("Northern Africa", "Afrique du Nord"),
    ));

    /// The playground's summary.
    const RULES: Option<RulesSummary> = Some(RulesSummary::new(
        include_str!("../playground/mangala.source.md"),
        include_str!("../playground/mangala.en.md"),
        include_str!("../playground/mangala.fr.md"),
    ));

    /// The playground's names for the game, its options and their values.
    const LABELS: Option<Labels> = Some(Labels::new(
        "Mangala des Bédouins, deux rangées, une mise en place et la première règle du gâteau (Parker 1909)",
        &[
            OptionLabel::new(
                "capture",
                Bilingual::new("capture", "prise"),
                "manger chaque paire paire après un tour, ou seulement la paire du dernier trou",
                &[
                    (
                        "all_even_pairs",
                        Bilingual::new("every even pair", "chaque paire paire"),
                    ),
                    (
                        "last_pair",
                        Bilingual::new("the last pair", "la dernière paire"),
                    ),
                ],
            ),
            OptionLabel::new(
                "leftovers",
                Bilingual::new("seeds left at the end", "graines restantes"),
                "les coquillages restés sur le plateau à la fin ne comptent pour personne, ou pour le propriétaire de la rangée",
                &[
                    (
                        "ignored",
                        Bilingual::new("count for nobody", "ne comptent pas"),
                    ),
                    (
                        "to_owner",
                        Bilingual::new("to the row's owner", "au propriétaire de la rangée"),
                    ),
                ],
            ),
        ],
    ));

    /// After the setup `20,15,18,17` and `keep`: the setup ply alone has
    /// 62,196 moves, which would swamp a playout or a perft (the setup, if
    /// the options refuse it, is the start).
    fn sample(options: &Self::Options) -> Self {
        after_setup(options, [20, 15, 18, 17], PieChoice::Keep)
            .unwrap_or_else(|_| <Self as fanga_core::Position>::start(options))
    }

    /// Positions repeat: retrograde analysis (only the smallest boards fit
    /// in memory).
    fn solving(_: &Self::Options) -> Solving {
        Solving::Retrograde
    }

    fanga_sowing::sowing_views!(MangalaRules);
}
