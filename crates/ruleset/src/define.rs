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
        if let Some(&c) = list.iter().find(|c| c.name == compiled.name) {
            return if c.rules == compiled.rules {
                Ok(RuleSetOptions::of(c))
            } else {
                Err(RuleSetError::Taken {
                    name: compiled.name.to_owned(),
                })
            };
        }
        let c: &'static Compiled = Box::leak(Box::new(compiled));
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
