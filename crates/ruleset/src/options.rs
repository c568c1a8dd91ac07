//! The options of a rule-set position: which rule set it plays
//! (`ruleset=NAME`, in every record).

use std::hash::{Hash, Hasher};
use std::sync::OnceLock;

use fanga_core::{GameOptions, OptionError, OptionSpec};

use crate::RuleSet;
use crate::compiled::{Compiled, RULESET_KEY, RULESET_OPTION};

/// The rule set a position plays: one of those defined in this process
/// ([`define`](crate::define)). The default is [`default_rule_set`](crate::default_rule_set)'s.
#[derive(Clone, Copy)]
pub struct RuleSetOptions {
    pub(crate) rules: &'static Compiled,
}

impl RuleSetOptions {
    pub(crate) fn of(rules: &'static Compiled) -> Self {
        RuleSetOptions { rules }
    }

    /// The rule set, as it was defined.
    #[must_use]
    pub fn rule_set(&self) -> &'static RuleSet {
        &self.rules.rules
    }

    /// Its name.
    #[must_use]
    pub fn name(&self) -> &'static str {
        self.rules.name
    }

    /// Whether these are the default options (the default rule set).
    #[must_use]
    pub fn is_default(&self) -> bool {
        std::ptr::eq(self.rules, default_compiled())
    }
}

impl std::fmt::Debug for RuleSetOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("RuleSetOptions")
            .field(&self.rules.name)
            .finish()
    }
}

fn default_compiled() -> &'static Compiled {
    static DEFAULT: OnceLock<&'static Compiled> = OnceLock::new();
    DEFAULT.get_or_init(|| {
        crate::defined::intern(crate::shipped::default_rule_set())
            .unwrap_or_else(|_| unreachable!("the default rule set is valid (a test defines it)"))
    })
}

impl Default for RuleSetOptions {
    fn default() -> Self {
        RuleSetOptions::of(default_compiled())
    }
}

/// Two options are the same when they name the same rule set.
impl PartialEq for RuleSetOptions {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.rules, other.rules)
    }
}

impl Eq for RuleSetOptions {}

impl Hash for RuleSetOptions {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.rules.name.hash(state);
    }
}

impl GameOptions for RuleSetOptions {
    /// The `ruleset` option; its values are the rule sets defined in the
    /// process ([`GameOptions::specs`] is the instance's list), the default
    /// rule set's at least.
    const SPECS: &'static [OptionSpec] = &[RULESET_OPTION];

    /// The default options list every rule set defined so far (a record
    /// or a text naming any of them is read from them); the options of a
    /// rule set list it alone.
    fn specs(&self) -> &'static [OptionSpec] {
        if !self.is_default() {
            return self.rules.specs;
        }
        // The list changes only when a rule set is defined: each new list
        // is kept for the life of the process, like the rule sets.
        static LISTS: std::sync::Mutex<Vec<(usize, &'static [OptionSpec])>> =
            std::sync::Mutex::new(Vec::new());
        let _ = default_compiled();
        let names = crate::defined::names();
        let mut lists = LISTS
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(&(_, specs)) = lists.iter().find(|(n, _)| *n == names.len()) {
            return specs;
        }
        let values: &'static [&'static str] = Box::leak(names.into_boxed_slice());
        let specs: &'static [OptionSpec] = Box::leak(Box::new([OptionSpec {
            values,
            ..Self::SPECS[0]
        }]));
        lists.push((values.len(), specs));
        specs
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        if key != RULESET_KEY {
            return Err(OptionError::unknown_key::<Self>(key));
        }
        self.rules = crate::defined::find(value).ok_or_else(|| OptionError::BadValue {
            key: RULESET_KEY.to_owned(),
            value: fanga_core::text::excerpt(value).to_string(),
            allowed: "a rule set defined in this program".to_owned(),
        })?;
        Ok(())
    }

    fn value(&self, key: &str) -> Option<&'static str> {
        (key == RULESET_KEY).then_some(self.rules.name)
    }
}
