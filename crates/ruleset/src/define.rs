//! Defining a rule set: checked, compiled once ([`Compiled`]) and interned
//! for the life of the process, so that positions hold one reference to it
//! and stay small `Copy` values.

use std::sync::Mutex;

use crate::compiled::Compiled;
use crate::{RuleSet, RuleSetError, RuleSetOptions};

/// Every rule set defined in this process.
static DEFINED: Mutex<Vec<&'static Compiled>> = Mutex::new(Vec::new());

fn defined<T>(f: impl FnOnce(&mut Vec<&'static Compiled>) -> T) -> T {
    // A poisoned lock only means another thread panicked while defining a
    // rule set; the list itself is always whole (entries are pushed last).
    let mut guard = DEFINED
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    f(&mut guard)
}

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
    if !fanga_core::text::is_game_name(&rules.name) {
        return Err(RuleSetError::Name {
            name: fanga_core::text::excerpt(&rules.name).to_string(),
        });
    }
    let compiled = Compiled::new(rules)?;
    defined(|list| {
        if let Some(&c) = list.iter().find(|c| c.name == compiled.rules.name) {
            return if c.rules == compiled.rules {
                Ok(RuleSetOptions::of(c))
            } else {
                Err(RuleSetError::Taken {
                    name: compiled.rules.name.clone(),
                })
            };
        }
        // Only a rule set kept is leaked: one compiled again, or refused,
        // is dropped whole (fuzzing found the leak of every redefinition).
        let c = compiled.keep();
        list.push(c);
        Ok(RuleSetOptions::of(c))
    })
}

/// The rule set defined under `name`, if any.
pub(crate) fn find(name: &str) -> Option<&'static Compiled> {
    defined(|list| list.iter().find(|c| c.name == name).copied())
}

/// The names of every rule set defined so far, the default's first.
pub(crate) fn names() -> Vec<&'static str> {
    defined(|list| list.iter().map(|c| c.name).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

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
