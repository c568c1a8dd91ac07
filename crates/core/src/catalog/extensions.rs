//! [`Extensions`]: a type map (as `http::Extensions`) of what a tool hands
//! a game beyond its rules and options, one value per type, read by the
//! game that knows the type.

use std::any::{Any, TypeId};
use std::fmt;
use std::sync::Arc;

/// A map keyed by type (as `http::Extensions`): what a tool (a session, a
/// solver) hands a game beyond its rules and options, such as Kalah's
/// endgame table or a table build's [`TableRequest`](crate::catalog::TableRequest).
/// Each value is keyed by its type, so a game reads its own
/// (`extensions.get::<MyTable>()`) and never sees another game's; a value
/// no game reads is ignored, as a tool run on many games must be able to
/// pass it to all of them.
///
/// ```
/// use fanga_core::catalog::Extensions;
///
/// #[derive(Debug, PartialEq)]
/// struct Threads(usize);
///
/// let extensions = Extensions::new().with(Threads(2));
/// assert_eq!(extensions.get::<Threads>(), Some(&Threads(2)));
/// assert_eq!(extensions.get::<u8>(), None);
/// ```
#[derive(Clone, Default)]
pub struct Extensions {
    values: Vec<(TypeId, &'static str, Arc<dyn Any + Send + Sync>)>,
}

impl Extensions {
    /// An empty map.
    #[must_use]
    pub fn new() -> Self {
        Extensions::default()
    }

    /// The same map with `value` (replacing one of the same type).
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

impl fmt::Debug for Extensions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set()
            .entries(self.values.iter().map(|(_, name, _)| name))
            .finish()
    }
}
