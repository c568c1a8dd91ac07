//! The rule sets defined in this process: each checked and compiled once
//! ([`Compiled`]), kept for the life of the process, and found again by
//! name.

use std::sync::{Mutex, MutexGuard, OnceLock, PoisonError};

use crate::compiled::Compiled;
use crate::{RuleSet, RuleSetError};

/// Every rule set defined in this process: the default one, those fanga
/// ships, then those defined by the program.
static DEFINED: Mutex<Vec<&'static Compiled>> = Mutex::new(Vec::new());

/// The default and shipped rule sets are in [`DEFINED`].
static SHIPPED: OnceLock<()> = OnceLock::new();

fn lock() -> MutexGuard<'static, Vec<&'static Compiled>> {
    // A poisoned lock only means another thread panicked while defining a
    // rule set; the list itself is always whole (entries are pushed last).
    DEFINED.lock().unwrap_or_else(PoisonError::into_inner)
}

fn defined<T>(f: impl FnOnce(&mut Vec<&'static Compiled>) -> T) -> T {
    SHIPPED.get_or_init(|| {
        // Compiled and kept outside the lock (a compiled rule set is large:
        // it is moved once, into its box); fanga's own files always compile,
        // under names of their own (a test defines each).
        let made: Vec<&'static Compiled> = crate::shipped::rule_sets()
            .filter_map(|rules| Compiled::new(rules).ok())
            .map(Compiled::keep)
            .collect();
        lock().extend(made);
    });
    f(&mut lock())
}

/// Keeps `compiled` in `list`, or gives the rule set defined before under
/// its name if its rules are the same.
fn keep(
    list: &mut Vec<&'static Compiled>,
    compiled: Compiled,
) -> Result<&'static Compiled, RuleSetError> {
    if let Some(&c) = list.iter().find(|c| c.name == compiled.rules.name) {
        return if c.rules.same_rules(&compiled.rules) {
            Ok(c)
        } else {
            Err(RuleSetError::Taken {
                name: compiled.rules.name.clone(),
            })
        };
    }
    // Only a rule set kept is leaked: one compiled again, or refused, is
    // dropped whole (fuzzing found the leak of every redefinition).
    let c = compiled.keep();
    list.push(c);
    Ok(c)
}

/// Checks, compiles and keeps `rules` for the life of the process: the
/// rule set defined before under the same name if its rules are the same
/// ([`crate::define`] gives it as options).
pub(crate) fn intern(rules: RuleSet) -> Result<&'static Compiled, RuleSetError> {
    if !fanga_core::text::is_game_name(&rules.name) {
        return Err(RuleSetError::Name {
            name: fanga_core::text::excerpt(&rules.name).to_string(),
        });
    }
    let compiled = Compiled::new(rules)?;
    defined(|list| keep(list, compiled))
}

/// The rule set defined under `name`, if any.
pub(crate) fn find(name: &str) -> Option<&'static Compiled> {
    defined(|list| list.iter().find(|c| c.name == name).copied())
}

/// The names of every rule set defined so far: the default's, the
/// shipped ones', then the program's.
pub(crate) fn names() -> Vec<&'static str> {
    defined(|list| list.iter().map(|c| c.name).collect())
}
