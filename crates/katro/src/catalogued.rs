//! Katro for the tools: its title, how it is solved, and its rules
//! for the playground.

use fanga_core::catalog::Catalogued;
use fanga_core::catalog::{Bilingual, Family, Labels, OptionLabel, Origin, RulesSummary, Solving};

use crate::{Katro, KatroRules};

impl Catalogued for Katro {
    const TITLE: &'static str = "Katro, the four-row game of the Malagasy highlands (Busser 2025)";

    /// Where the game comes from: its family and region.
    const ORIGIN: Option<Origin> = Some(Origin::new(
        Family::FourRowMancala,
        Bilingual::new("Madagascar", "Madagascar"),
    ));

    /// The playground's summary.
    const RULES: Option<RulesSummary> = Some(RulesSummary::new(
        include_str!("../playground/katro.source.md"),
        include_str!("../playground/katro.en.md"),
        include_str!("../playground/katro.fr.md"),
    ));

    /// The playground's names for the game, its options and their values.
    const LABELS: Option<Labels> = Some(Labels::new(
        "Katro, le jeu à quatre rangées des hautes terres malgaches (Busser 2025)",
        &[
            fanga_sowing::columns::COLUMNS_LABEL,
            OptionLabel::new(
                "goal",
                Bilingual::new("goal", "but"),
                "prendre toutes les graines de l’adversaire, ou vider sa rangée intérieure",
                &[
                    (
                        "all_seeds",
                        Bilingual::new("all the seeds", "toutes les graines"),
                    ),
                    (
                        "inner_row",
                        Bilingual::new("the inner row", "la rangée intérieure"),
                    ),
                ],
            ),
            OptionLabel::new(
                "direction",
                Bilingual::new("direction", "sens"),
                "choisir le sens à chaque tour, ou une fois pour toute la partie",
                &[
                    ("per_turn", Bilingual::new("every turn", "à chaque tour")),
                    (
                        "per_game",
                        Bilingual::new("once a game", "une fois par partie"),
                    ),
                ],
            ),
        ],
    ));

    /// Positions repeat (a turn may capture nothing and sow round), so a
    /// value is found by retrograde analysis.
    fn solving(_: &Self::Options) -> Solving {
        Solving::Retrograde
    }

    fanga_sowing::sowing_views!(KatroRules);
}
