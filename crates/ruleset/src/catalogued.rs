//! A rule set for the tools: its title (the rule set's), its computer
//! players' evaluation (the stores) and how a position is solved.

use fanga_core::catalog::{Catalogued, Labels, Origin, RulesSummary, Solving};

use crate::{RuleSet, RuleSetOptions, TwoRow, TwoRowRules};

impl Catalogued for TwoRow {
    const TITLE: &'static str = "A two-row game described by data (a rule set)";

    /// The rule set's own title.
    fn title(options: &RuleSetOptions) -> &'static str {
        options.rules.title
    }

    /// The summary of the default rule set and of each shipped one, for
    /// the playground; a rule set of one's own has none yet.
    fn rules(options: &RuleSetOptions) -> Option<RulesSummary> {
        if options.is_default() {
            return Some(RulesSummary::new(
                include_str!("../playground/ruleset.source.md"),
                include_str!("../playground/ruleset.en.md"),
                include_str!("../playground/ruleset.fr.md"),
            ));
        }
        let shipped = crate::shipped::find(options.name())?;
        let source = options.rule_set().source.as_deref().unwrap_or_default();
        Some(RulesSummary::new(source, shipped.en, shipped.fr))
    }

    /// The names in French of the default rule set and of each shipped one,
    /// for the playground.
    fn labels(options: &RuleSetOptions) -> Option<Labels> {
        if options.is_default() {
            return Some(crate::shipped::DEFAULT_LABELS);
        }
        crate::shipped::find(options.name()).map(|s| s.labels)
    }

    /// The default rule set's: two rows, Western Africa (as Wari).
    const ORIGIN: Option<Origin> = Some(crate::origins::DEFAULT);

    /// The default rule set's and each shipped one's (the region its
    /// MancalaGames file names); a rule set of one's own says none.
    fn origin(options: &RuleSetOptions) -> Option<Origin> {
        if options.is_default() {
            return Self::ORIGIN;
        }
        crate::origins::find(options.name())
    }

    /// The rule sets fanga ships, each a game of its own name
    /// (`crates/ruleset/shipped/`).
    fn shipped() -> Vec<RuleSetOptions> {
        crate::shipped::SHIPPED
            .iter()
            .filter_map(|s| crate::defined::find(s.name))
            .map(RuleSetOptions::of)
            .collect()
    }

    /// A search finds the margin when no position can come back: every
    /// sowing of a game without relays moves seeds on, but a relay game may
    /// go round; the generic retrograde analysis covers both on small
    /// boards. A rule set that ends on a repetition (`end.repetition`) is
    /// not solved: a position's value depends on the game's history.
    fn solving(options: &RuleSetOptions) -> Solving {
        if options.rules.repetition == fanga_core::RepetitionRule::None {
            Solving::Retrograde
        } else {
            Solving::Unsupported(
                "it ends on repeated positions of the game's history, so a position's value depends on how it was reached",
            )
        }
    }

    /// A rule set in fanga's format (JSON with a `name` and a `board`) or
    /// a MancalaGames game file (JSON with a `game_info`), defined
    /// ([`crate::define`]).
    fn read_description(text: &str) -> Option<Result<RuleSetOptions, String>> {
        let json = text.trim_start();
        if !json.starts_with('{') {
            return None;
        }
        let rules = if json.contains("\"game_info\"") {
            crate::mancalagames::import(text)
        } else if json.contains("\"board\"") {
            RuleSet::from_json(text)
        } else {
            return None;
        };
        Some(rules.and_then(crate::define).map_err(|e| e.to_string()))
    }

    fanga_sowing::sowing_views!(TwoRowRules);
}
