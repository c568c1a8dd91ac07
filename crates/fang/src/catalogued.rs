//! Fang for the tools: its title, how it is solved, and its rules
//! for the playground.

use fanga_core::{RulesSummary, Solving};
use fanga_sowing::SowingCatalogued;

use crate::FangRules;

impl SowingCatalogued for FangRules {
    const TITLE: &'static str = "Fang, a documented reconstruction of Busser's one-row game (2023)";

    /// The playground's summary.
    const RULES: Option<RulesSummary> = Some(RulesSummary::new(
        include_str!("../playground/fang.source.md"),
        include_str!("../playground/fang.en.md"),
        include_str!("../playground/fang.fr.md"),
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
}
