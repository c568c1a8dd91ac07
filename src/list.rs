//! The facade's modules and entries, expanded from the game list
//! ([`games`](crate::games)).

// The game list's entry kinds, as registry entries.
macro_rules! rules_entry {
    ($krate:ident, entry($t:ident)) => {
        $crate::core::GameEntry::of::<$krate::$t>()
    };
    ($krate:ident, sizes($p:ident, $q:ident)) => {
        $crate::core::GameEntry::of_sizes::<$krate::$p, $krate::$q>()
    };
    ($krate:ident, solved($t:ident, $($f:ident)::+)) => {
        $crate::core::GameEntry::of::<$krate::$t>()
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
        pub(crate) fn rules_entries() -> Vec<$crate::core::GameEntry> {
            #[allow(unused_mut)]
            let mut entries = Vec::new();
            $(
                #[cfg(feature = $feature)]
                entries.extend([$(rules_entry!($krate, $kind($($arg)*))),+]);
            )*
            entries
        }

        /// The catalog entries of every game compiled in.
        #[cfg(feature = "ai")]
        pub(crate) fn catalog_entries() -> Vec<$crate::ai::Entry> {
            #[allow(unused_mut)]
            let mut entries = Vec::new();
            $(
                #[cfg(feature = $feature)]
                entries.extend([$(catalog_entry!($krate, $kind($($arg)*))),+]);
            )*
            entries
        }
    };
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
