//! The Isolo of the Bemba for the tools: its title, how it is solved, and
//! its rules for the playground.

use fanga_core::{RulesSummary, Solving};
use fanga_sowing::SowingCatalogued;

use crate::{ChaplinOptions, ChaplinRules};

impl SowingCatalogued for ChaplinRules {
    const TITLE: &'static str =
        "Isolo of the Bemba (Chaplin 1956), a documented reconstruction on fifangha's rules";

    /// The playground's summary.
    const RULES: Option<RulesSummary> = Some(RulesSummary::new(
        include_str!("../playground/chaplin.source.md"),
        include_str!("../playground/chaplin.en.md"),
        include_str!("../playground/chaplin.fr.md"),
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
}
