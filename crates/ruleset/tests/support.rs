//! What the rule sets' tests share: a position read under a rule set, a
//! move played, the moves listed (each failing the test with what and
//! where).

use fanga_core::{GameOptions, Position};
use fanga_ruleset::{RuleSetOptions, TwoRow};

/// The position `text` (its rule set's name added) under `options`.
pub(crate) fn pos(text: &str, options: &RuleSetOptions) -> TwoRow {
    let name = options.value("ruleset").unwrap();
    TwoRow::from_text(&format!("{text} ruleset={name}"), options)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// `p` after `mv`.
pub(crate) fn play(p: &TwoRow, mv: &str) -> TwoRow {
    p.play(&mv.parse().unwrap())
        .unwrap_or_else(|e| panic!("{p} {mv}: {}", e.reason))
}

/// The legal moves of `p`, as written.
pub(crate) fn moves(p: &TwoRow) -> Vec<String> {
    p.legal_moves().iter().map(ToString::to_string).collect()
}

/// `rules` written as a MancalaGames file and read back has the same
/// rules (the file is in the message where not).
pub(crate) fn assert_mancalagames_round_trip(rules: &fanga_ruleset::RuleSet) {
    let text = fanga_ruleset::mancalagames::export(rules)
        .unwrap_or_else(|e| panic!("{}: {e}", rules.name));
    let back = fanga_ruleset::mancalagames::import(&text)
        .unwrap_or_else(|e| panic!("{}: {e}\n{text}", rules.name));
    assert!(back.same_rules(rules), "{text}");
}
