//! [`Settings`]: what a tool knows beyond a game's rules and options, one
//! typed value per kind, read by the game that knows the type.

use std::any::{Any, TypeId};
use std::fmt;
use std::sync::Arc;

/// Typed settings for the tools (sessions, solvers) that a game may read:
/// an endgame table, a solver's thread count. Each value is keyed by its
/// type, so a game reads its own (`settings.get::<MyTable>()`) and never
/// sees another game's; a setting no game reads is ignored, as a tool run
/// on many games must be able to pass it to all of them.
///
/// ```
/// use fanga_core::catalog::Settings;
///
/// #[derive(Debug, PartialEq)]
/// struct Threads(usize);
///
/// let settings = Settings::new().with(Threads(2));
/// assert_eq!(settings.get::<Threads>(), Some(&Threads(2)));
/// assert_eq!(settings.get::<u8>(), None);
/// ```
#[derive(Clone, Default)]
pub struct Settings {
    values: Vec<(TypeId, &'static str, Arc<dyn Any + Send + Sync>)>,
}

impl Settings {
    /// No settings.
    #[must_use]
    pub fn new() -> Self {
        Settings::default()
    }

    /// The same settings with `value` (replacing one of the same type).
    #[must_use]
    pub fn with<T: Any + Send + Sync>(mut self, value: T) -> Self {
        self.set(value);
        self
    }

    /// Sets `value`, replacing one of the same type.
    pub fn set<T: Any + Send + Sync>(&mut self, value: T) {
        let id = TypeId::of::<T>();
        self.values.retain(|(t, _, _)| *t != id);
        self.values
            .push((id, std::any::type_name::<T>(), Arc::new(value)));
    }

    /// The value of type `T`, if one was set.
    #[must_use]
    pub fn get<T: Any + Send + Sync>(&self) -> Option<&T> {
        let id = TypeId::of::<T>();
        self.values
            .iter()
            .find(|(t, _, _)| *t == id)
            .and_then(|(_, _, v)| v.downcast_ref::<T>())
    }

    /// Whether no value is set.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }
}

impl fmt::Debug for Settings {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set()
            .entries(self.values.iter().map(|(_, name, _)| name))
            .finish()
    }
}
