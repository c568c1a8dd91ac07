//! Defining a rule set ([`define`]): checked, compiled once and interned
//! for the life of the process (`defined.rs`), so that positions hold one
//! reference to it and stay small `Copy` values.

use crate::{RuleSet, RuleSetError, RuleSetOptions};

/// Checks and compiles `rules`, and gives the options that play it (the
/// rule set defined before under the same name, if its rules are the same).
///
/// ```
/// use fanga_core::Position;
/// use fanga_ruleset::{RuleSet, TwoRow, define};
///
/// let wari = define(RuleSet::from_json(r#"{
///     "name": "wari-doc", "title": "Wari: capture 2 or 3, feed the opponent",
///     "board": {"holes": 6, "seeds": 4},
///     "sowing": {"skip_start": true},
///     "capture": {"counts": [2, 3], "side": "opponent", "holes": 0},
///     "moves": {"must_feed": true}
/// }"#)?)?;
/// let p = TwoRow::start(&wari);
/// assert_eq!(p.game(), "wari-doc");
/// assert_eq!(p.to_string(), "4,4,4,4,4,4/4,4,4,4,4,4 S store=0,0 ruleset=wari-doc");
/// # Ok::<(), fanga_ruleset::RuleSetError>(())
/// ```
///
/// # Errors
///
/// A bad name, a parameter refused (out of range, contradicting another,
/// or not played yet: [`RuleSetError::Parameter`] names it), or a name
/// already defined with other rules.
pub fn define(rules: RuleSet) -> Result<RuleSetOptions, RuleSetError> {
    crate::defined::intern(rules).map(RuleSetOptions::of)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compiled::Compiled;
    use crate::defined::{find, names};

    /// A store-sowing rule set (its circuits are made for it) named `name`,
    /// on `holes` holes.
    fn stores(name: &str, holes: u8) -> RuleSet {
        let json = format!(
            r#"{{"name": "{name}", "title": "Stores sown, {holes} holes",
                "board": {{"holes": {holes}, "seeds": 3}},
                "sowing": {{"stores": "own_repeats"}},
                "capture": {{"kind": "cross", "side": "opponent"}}}}"#
        );
        RuleSet::from_json(&json).unwrap()
    }

    /// Fuzzing (`described`) found that every definition again of a rule
    /// set (the same, or other rules under a name taken) leaked what its
    /// compilation made for the life of the process. Only a rule set kept
    /// is leaked now: a compilation holds no name, title or options of its
    /// own, and shares its circuits with every rule set of its board.
    #[test]
    fn a_rule_set_compiled_again_keeps_nothing() {
        let kept = define(stores("leak-test", 5)).unwrap();
        let first = find("leak-test").unwrap();
        assert_eq!(first.name, "leak-test");
        assert_eq!(first.specs.len(), 1);
        for _ in 0..3 {
            let again = Compiled::new(stores("leak-test", 5)).unwrap();
            assert!(again.name.is_empty() && again.title.is_empty() && again.specs.is_empty());
            assert!(std::ptr::eq(again.circuits[0], first.circuits[0]));
            assert!(std::ptr::eq(again.circuits[1], first.circuits[1]));
            assert_eq!(define(stores("leak-test", 5)).unwrap(), kept);
            assert!(matches!(
                define(stores("leak-test", 6)),
                Err(RuleSetError::Taken { .. })
            ));
        }
        assert!(std::ptr::eq(find("leak-test").unwrap(), first));
        assert_eq!(names().iter().filter(|n| **n == "leak-test").count(), 1);
    }
}
