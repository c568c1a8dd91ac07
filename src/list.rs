//! The facade's modules and entries, expanded from the game list
//! ([`games`](crate::games)).

// The game list's entry kinds, as registry entries.
macro_rules! rules_entry {
    ($krate:ident, entry($t:ident)) => {
        $crate::core::registry::GameEntry::of::<$krate::$t>()
    };
    ($krate:ident, sizes($p:ident, $q:ident)) => {
        $crate::core::registry::GameEntry::of_sizes::<$krate::$p, $krate::$q>()
    };
    ($krate:ident, solved($t:ident, $($f:ident)::+)) => {
        $crate::core::registry::GameEntry::of::<$krate::$t>()
    };
}

// The game list's entry kinds, as catalog entries.
#[cfg(feature = "ai")]
macro_rules! catalog_entry {
    ($krate:ident, entry($t:ident)) => {
        $crate::ai::Entry::of::<$krate::$t>()
    };
    ($krate:ident, sizes($p:ident, $q:ident)) => {
        $crate::ai::Entry::of_sizes::<$krate::$p, $krate::$q>()
    };
    ($krate:ident, solved($t:ident, $($f:ident)::+)) => {
        $crate::ai::Entry::of::<$krate::$t>().with_solver($krate::$($f)::+)
    };
}

// The game list's entry kinds, as visits of their position types.
/// The entries of the games a type ships described by data
/// ([`Catalogued::shipped`](crate::core::catalog::Catalogued::shipped)),
/// pushed after the type's own: `entry` and `solved` ship their type's,
/// `sizes` its larger type's (whose options the entry lists).
macro_rules! shipped_entries {
    ($entries:ident, $entry:path, $krate:ident, entry($t:ident)) => {
        shipped_entries!(@push $entries, $entry, $krate::$t)
    };
    ($entries:ident, $entry:path, $krate:ident, sizes($p:ident, $q:ident)) => {
        shipped_entries!(@push $entries, $entry, $krate::$q)
    };
    ($entries:ident, $entry:path, $krate:ident, solved($t:ident, $($f:ident)::+)) => {
        shipped_entries!(@push $entries, $entry, $krate::$t)
    };
    (@push $entries:ident, $entry:path, $t:path) => {
        $entries.extend(
            <$t as $crate::core::catalog::Catalogued>::shipped()
                .into_iter()
                .map(|options| <$entry>::of_options::<$t>(options)),
        )
    };
}

macro_rules! visit_entry {
    ($v:ident, $krate:ident, entry($t:ident)) => {
        $v.visit::<$krate::$t>();
    };
    ($v:ident, $krate:ident, sizes($p:ident, $q:ident)) => {
        $v.visit::<$krate::$p>();
        $v.visit::<$krate::$q>();
    };
    ($v:ident, $krate:ident, solved($t:ident, $($f:ident)::+)) => {
        $v.visit::<$krate::$t>();
    };
}

macro_rules! expand {
    ($( $module:ident = $krate:ident, $feature:literal, [$($kind:ident($($arg:tt)*)),+]; )*) => {
        $(
            #[cfg(feature = $feature)]
            #[doc(inline)]
            pub use $krate as $module;
        )*

        /// Every game crate of the list: its cargo feature, its module in
        /// this facade, and whether this build has it.
        pub const GAME_CRATES: &[GameCrate] = &[$(
            GameCrate {
                feature: $feature,
                module: stringify!($module),
                built: cfg!(feature = $feature),
            },
        )*];

        /// The registry entries of every game compiled in.
        pub(crate) fn rules_entries() -> Vec<$crate::core::registry::GameEntry> {
            #[allow(unused_mut)]
            let mut entries = Vec::new();
            $(
                #[cfg(feature = $feature)]
                {
                    entries.extend([$(rules_entry!($krate, $kind($($arg)*))),+]);
                    $(shipped_entries!(entries, $crate::core::registry::GameEntry, $krate, $kind($($arg)*));)+
                }
            )*
            entries
        }

        /// Calls `visitor.visit::<P>()` for the position type `P` of every
        /// game compiled in, in the list's order (both types of a game
        /// played by two: Oware's `Oware` and `OwareLarge`). Tools that
        /// need each game's type rather than `dyn AnyPosition` (the fuzz
        /// targets, the benches, typed tests) take the games from here.
        ///
        /// ```
        /// use fanga::GameVisitor;
        /// use fanga::core::{Position, catalog::Catalogued};
        ///
        /// struct Names(Vec<&'static str>);
        /// impl GameVisitor for Names {
        ///     fn visit<P: Catalogued>(&mut self) {
        ///         self.0.push(P::GAME);
        ///     }
        /// }
        /// let mut names = Names(Vec::new());
        /// fanga::visit_games(&mut names);
        /// assert!(names.0.contains(&"katro"));
        /// ```
        pub fn visit_games<V: GameVisitor>(visitor: &mut V) {
            $(
                #[cfg(feature = $feature)]
                {
                    $(visit_entry!(visitor, $krate, $kind($($arg)*));)+
                }
            )*
            let _ = visitor;
        }

        /// [`visit_games`] for a visitor that plays by actions: every
        /// position type, with its numeric action space
        /// ([`Actions`](crate::core::learn::Actions)), which every game of the
        /// list states in its own crate (the compiler checks it here).
        pub fn visit_action_games<V: ActionGameVisitor>(visitor: &mut V) {
            $(
                #[cfg(feature = $feature)]
                {
                    $(visit_entry!(visitor, $krate, $kind($($arg)*));)+
                }
            )*
            let _ = visitor;
        }

        /// [`visit_games`] for a visitor that needs serde: every position
        /// type and its moves serialize and deserialize with the `serde`
        /// feature.
        #[cfg(feature = "serde")]
        pub fn visit_serde_games<V: SerdeGameVisitor>(visitor: &mut V) {
            $(
                #[cfg(feature = $feature)]
                {
                    $(visit_entry!(visitor, $krate, $kind($($arg)*));)+
                }
            )*
            let _ = visitor;
        }

        /// The catalog entries of every game compiled in (inline in
        /// optimised builds: built where [`catalog`](crate::catalog) is
        /// called).
        #[cfg(feature = "ai")]
        #[cfg_attr(not(debug_assertions), inline)]
        pub(crate) fn catalog_entries() -> Vec<$crate::ai::Entry> {
            #[allow(unused_mut)]
            let mut entries = Vec::new();
            $(
                #[cfg(feature = $feature)]
                {
                    entries.extend([$(catalog_entry!($krate, $kind($($arg)*))),+]);
                    $(shipped_entries!(entries, $crate::ai::Entry, $krate, $kind($($arg)*));)+
                }
            )*
            entries
        }
    };
}

/// Something done with the position type of each game of the list
/// ([`visit_games`]).
pub trait GameVisitor {
    /// Called once for each position type.
    fn visit<P: crate::core::catalog::Catalogued>(&mut self);
}

/// [`GameVisitor`] for the games played by actions
/// ([`visit_action_games`]): the position type of each game, with its
/// numeric action space.
pub trait ActionGameVisitor {
    /// Called once for each position type.
    fn visit<P: crate::core::catalog::Catalogued + crate::core::learn::Actions>(&mut self);
}

/// [`GameVisitor`] with serde: the position type of each game, whose
/// positions and moves serialize ([`visit_serde_games`]).
#[cfg(feature = "serde")]
pub trait SerdeGameVisitor {
    /// Called once for each position type.
    fn visit<P>(&mut self)
    where
        P: crate::core::catalog::Catalogued + serde::Serialize + serde::de::DeserializeOwned,
        P::Move: serde::Serialize + serde::de::DeserializeOwned;
}

/// One rules crate of the facade's game list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct GameCrate {
    /// Its cargo feature: `katra-fandatsaka`.
    pub feature: &'static str,
    /// Its module in this facade: `katra_fandatsaka`.
    pub module: &'static str,
    /// Whether this build has it.
    pub built: bool,
}

game_list!(expand);
