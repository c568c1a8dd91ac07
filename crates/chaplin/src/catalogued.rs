//! The Isolo of the Bemba for the tools: its title, how it is solved, and
//! its rules for the playground.

use fanga_core::catalog::{
    Bilingual, Catalogued, Family, Labels, OptionLabel, Origin, RulesSummary, Solving,
};

use crate::{Chaplin, ChaplinOptions, ChaplinRules};

impl Catalogued for Chaplin {
    const TITLE: &'static str =
        "Isolo of the Bemba (Chaplin 1956), a documented reconstruction on fifangha's rules";

    /// Where the game comes from: its family and region.
    const ORIGIN: Option<Origin> = Some(Origin::new(
        Family::TwoRowMancala,
        Bilingual::new("Zambia", "Zambie"),
    ));

    /// The playground's summary.
    const RULES: Option<RulesSummary> = Some(RulesSummary::new(
        include_str!("../playground/chaplin.source.md"),
        include_str!("../playground/chaplin.en.md"),
        include_str!("../playground/chaplin.fr.md"),
    ));

    /// The playground's names for the game, its options and their values.
    const LABELS: Option<Labels> = Some(Labels::new(
        "Isolo des Bemba (Chaplin 1956), une reconstitution documentée sur les règles du fifangha",
        &[
            OptionLabel::new(
                "columns",
                Bilingual::new("holes a row", "cases par rangée"),
                "le nombre de cases de chaque rangée (réserves de 26, 20, 14)",
                &[],
            ),
            OptionLabel::new(
                "reserve_end",
                Bilingual::new("end of the reserves", "fin des réserves"),
                "quand une réserve est épuisée : le plus de graines dans sa rangée gagne, ou nulle",
                &[
                    (
                        "most_seeds",
                        Bilingual::new("most seeds wins", "le plus de graines gagne"),
                    ),
                    ("draw", Bilingual::new("a draw", "nulle")),
                ],
            ),
        ],
    ));

    /// Every turn takes a seed from the mover's reserve, and the game ends
    /// when a reserve is empty: no position repeats, and a search finds the
    /// margin.
    fn solving(_: &ChaplinOptions) -> Solving {
        Solving::Search
    }

    /// Four columns solve in well under a second (the repository's
    /// `docs/solved.md`).
    fn solves_at_once(options: &ChaplinOptions) -> bool {
        options.columns() == 4
    }

    fanga_sowing::sowing_views!(ChaplinRules);
}
