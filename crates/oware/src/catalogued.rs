//! Oware for the tools: its title, its computer players' evaluation, why
//! it is not solved, and its rules for the playground.

use fanga_core::{Evaluator, GameOptions, RulesSummary, Settings, Solving};
use fanga_sowing::{Sowing, SowingCatalogued};

use crate::{OwareCaptures, OwareOptions, OwareRules, OwareSize};

impl<S: OwareSize> SowingCatalogued for OwareRules<S>
where
    OwareOptions<S>: GameOptions,
{
    const TITLE: &'static str = "Oware (abapa), exactly as OpenSpiel 2.0.2 plays it";

    /// The playground's summary.
    const RULES: Option<RulesSummary> = Some(RulesSummary::new(
        include_str!("../playground/oware.source.md"),
        include_str!("../playground/oware.en.md"),
        include_str!("../playground/oware.fr.md"),
    ));

    /// [`OwareCaptures`].
    fn evaluator(_: &Self::Options, _: &Settings) -> Box<dyn Evaluator<Sowing<Self>>> {
        Box::new(OwareCaptures)
    }

    /// None: the repetition rule ends a game on its history, so a position
    /// alone has no value.
    fn solving(_: &Self::Options) -> Solving {
        Solving::Unsupported(
            "it ends on repeated positions of the game's history, so a position's value depends on how it was reached",
        )
    }
}
