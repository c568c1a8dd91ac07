//! Oware for the tools: its title, its computer players' evaluation, why
//! it is not solved, and its rules for the playground.

use fanga_core::catalog::{
    Bilingual, Catalogued, Evaluator, Extensions, Family, Labels, OptionLabel, Origin,
    RulesSummary, Solving,
};

use crate::{Large, Oware, OwareCaptures, OwareLarge, OwareRules};

/// The playground's summary, of both position types.
const SUMMARY: Option<RulesSummary> = Some(RulesSummary::new(
    include_str!("../playground/oware.source.md"),
    include_str!("../playground/oware.en.md"),
    include_str!("../playground/oware.fr.md"),
));

/// The playground's names for the game, its options and their values, of
/// both position types.
const NAMES: Option<Labels> = Some(Labels::new(
    "Oware (abapa), exactement comme OpenSpiel 2.0.2 le joue",
    &[
        OptionLabel::new(
            "num_houses_per_player",
            Bilingual::new("houses per player", "cases par joueur"),
            "cases de chaque rangée (OwareLarge : jusqu’à 12)",
            &[],
        ),
        OptionLabel::new(
            "num_seeds_per_house",
            Bilingual::new("seeds per house", "graines par case"),
            "graines dans chaque case au départ",
            &[],
        ),
    ],
));

/// The same entry for both position types ([`Oware`] and [`OwareLarge`]),
/// each with its rules type.
macro_rules! catalogued {
    ($position:ty, $rules:ty) => {
        impl Catalogued for $position {
            const TITLE: &'static str = "Oware (abapa), exactly as OpenSpiel 2.0.2 plays it";

            /// Where the game comes from: its family and region.
            const ORIGIN: Option<Origin> = Some(Origin::new(
                Family::TwoRowMancala,
                Bilingual::new("Ghana", "Ghana"),
            ));

            /// The playground's summary.
            const RULES: Option<RulesSummary> = SUMMARY;

            /// The playground's names for the game, its options and their values.
            const LABELS: Option<Labels> = NAMES;

            /// [`OwareCaptures`].
            fn evaluator(_: &Self::Options, _: &Extensions) -> Box<dyn Evaluator<Self>> {
                Box::new(OwareCaptures)
            }

            /// None: the repetition rule ends a game on its history, so a position
            /// alone has no value.
            fn solving(_: &Self::Options) -> Solving {
                Solving::Unsupported(
                    "it ends on repeated positions of the game's history, so a position's value depends on how it was reached",
                )
            }

            fanga_sowing::sowing_views!($rules);
        }
    };
}

catalogued!(Oware, OwareRules);
catalogued!(OwareLarge, OwareRules<Large>);
