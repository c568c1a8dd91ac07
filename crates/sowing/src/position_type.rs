//! [`position_type!`](crate::position_type): a game's position as a type of
//! its own, around the engine's [`SowingPosition`](crate::SowingPosition).
//!
//! Every sowing game plays on the engine's `SowingPosition<G>`, `G` being
//! its rules. Its crate gives its users a type of its own,
//! `pub struct Katro(SowingPosition<KatroRules>)`, so that:
//!
//! - its documentation (docs.rs for `fanga-katro`) shows everything a
//!   `Katro` can do: the [`Position`](fanga_core::Position) and
//!   [`Traced`](fanga_core::Traced) members, and the engine's inherent
//!   methods (the board, the pools, the game's own state) through
//!   [`Deref`](std::ops::Deref);
//! - the crate implements the tools' contract on it directly
//!   ([`Catalogued`](fanga_core::catalog::Catalogued),
//!   [`Actions`](fanga_core::learn::Actions)), Rust's orphan rule allowing
//!   it for a type of the crate's own.
//!
//! The macro writes the type and its forwarding: every member of
//! `Position` and `Traced`, `Display`, `FromStr`, `Debug`, serde (under the
//! calling crate's `serde` feature), `Deref`/`DerefMut` to the engine's
//! position and `From` both ways. Each forwarding member is `#[inline]`, so
//! the newtype costs no instruction in a search or a perft.

/// Declares a sowing game's position type around
/// [`SowingPosition<Rules>`](crate::SowingPosition).
///
/// Every sowing game plays on the engine's `SowingPosition<G>`, `G` being
/// its rules. Its crate gives its users a type of its own,
/// `pub struct Katro(SowingPosition<KatroRules>)`, so that its
/// documentation shows everything a `Katro` can do (the
/// [`Position`](fanga_core::Position) and [`Traced`](fanga_core::Traced)
/// members, and the engine's inherent methods through `Deref`), and so that
/// the crate implements the tools' contract
/// ([`Catalogued`](fanga_core::catalog::Catalogued),
/// [`Actions`](fanga_core::learn::Actions)) on it directly.
///
/// The macro writes the type and its forwarding: every member of
/// `Position` and `Traced`, `Display`, `FromStr`, `Debug`, serde (under the
/// calling crate's `serde` feature), `Deref`/`DerefMut` to the engine's
/// position and `From` both ways. Each forwarding member is `#[inline]`, so
/// the type costs no instruction in a search or a perft.
///
/// ```ignore
/// fanga_sowing::position_type! {
///     /// A Katro position.
///     pub struct Katro(KatroRules);
/// }
/// ```
///
/// The calling crate needs a `serde` feature (possibly never enabled) that
/// enables `fanga-sowing/serde`.
#[macro_export]
macro_rules! position_type {
    ($(#[$attr:meta])* $vis:vis struct $name:ident($rules:ty);) => {
        $(#[$attr])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash)]
        #[repr(transparent)]
        $vis struct $name($crate::SowingPosition<$rules>);

        impl $name {
            /// The engine's position.
            #[inline]
            #[must_use]
            pub const fn as_engine(&self) -> &$crate::SowingPosition<$rules> {
                &self.0
            }

            /// A position from its parts, checked by the game's rules
            /// ([`SowingPosition::from_setup`]($crate::SowingPosition::from_setup)).
            ///
            /// # Errors
            ///
            /// As [`SowingPosition::from_setup`]($crate::SowingPosition::from_setup).
            pub fn from_setup(
                setup: $crate::Setup<$rules>,
                options: &<$rules as $crate::SowingRules>::Options,
            ) -> ::core::result::Result<Self, $crate::fanga_core::ParsePositionError> {
                $crate::SowingPosition::from_setup(setup, options).map($name)
            }
        }

        impl ::core::ops::Deref for $name {
            type Target = $crate::SowingPosition<$rules>;
            #[inline]
            fn deref(&self) -> &Self::Target {
                &self.0
            }
        }

        impl ::core::ops::DerefMut for $name {
            #[inline]
            fn deref_mut(&mut self) -> &mut Self::Target {
                &mut self.0
            }
        }

        impl ::core::convert::From<$crate::SowingPosition<$rules>> for $name {
            #[inline]
            fn from(p: $crate::SowingPosition<$rules>) -> Self {
                $name(p)
            }
        }

        impl ::core::convert::From<$name> for $crate::SowingPosition<$rules> {
            #[inline]
            fn from(p: $name) -> Self {
                p.0
            }
        }

        /// The position text.
        impl ::core::fmt::Display for $name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                ::core::fmt::Display::fmt(&self.0, f)
            }
        }

        impl ::core::fmt::Debug for $name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                ::core::fmt::Debug::fmt(&self.0, f)
            }
        }

        /// Reads a position text with the options it implies.
        impl ::core::str::FromStr for $name {
            type Err = $crate::fanga_core::ParsePositionError;
            fn from_str(s: &str) -> ::core::result::Result<Self, Self::Err> {
                s.parse().map($name)
            }
        }

        #[cfg(feature = "serde")]
        impl $crate::fanga_core::serialization::serde::Serialize for $name {
            fn serialize<S: $crate::fanga_core::serialization::serde::Serializer>(
                &self,
                s: S,
            ) -> ::core::result::Result<S::Ok, S::Error> {
                $crate::fanga_core::serialization::serialize_position(self, s)
            }
        }

        #[cfg(feature = "serde")]
        impl<'de> $crate::fanga_core::serialization::serde::Deserialize<'de> for $name {
            fn deserialize<D: $crate::fanga_core::serialization::serde::Deserializer<'de>>(
                d: D,
            ) -> ::core::result::Result<Self, D::Error> {
                $crate::fanga_core::serialization::deserialize_position(d)
            }
        }

        $crate::__forward_position!($name, $rules);
    };
}

/// The `Position` and `Traced` members of a [`position_type!`], forwarded
/// to the engine's position.
#[doc(hidden)]
#[macro_export]
macro_rules! __forward_position {
    ($name:ident, $rules:ty) => {
        impl $crate::fanga_core::Position for $name {
            type Move = <$crate::SowingPosition<$rules> as $crate::fanga_core::Position>::Move;
            type ParseMoveError =
                <$crate::SowingPosition<$rules> as $crate::fanga_core::Position>::ParseMoveError;
            type MoveError =
                <$crate::SowingPosition<$rules> as $crate::fanga_core::Position>::MoveError;
            type Options =
                <$crate::SowingPosition<$rules> as $crate::fanga_core::Position>::Options;

            const GAME: &'static str =
                <$crate::SowingPosition<$rules> as $crate::fanga_core::Position>::GAME;
            const PLAYER_LETTERS: $crate::fanga_core::ByPlayer<char> =
                <$crate::SowingPosition<$rules> as $crate::fanga_core::Position>::PLAYER_LETTERS;
            const REPETITION: $crate::fanga_core::RepetitionRule =
                <$crate::SowingPosition<$rules> as $crate::fanga_core::Position>::REPETITION;

            #[inline]
            fn start(options: &Self::Options) -> Self {
                $name($crate::fanga_core::Position::start(options))
            }

            fn from_text(
                text: &str,
                options: &Self::Options,
            ) -> ::core::result::Result<Self, $crate::fanga_core::ParsePositionError> {
                $crate::fanga_core::Position::from_text(text, options).map($name)
            }

            #[inline]
            fn options(&self) -> Self::Options {
                $crate::fanga_core::Position::options(&self.0)
            }

            #[inline]
            fn game(&self) -> &'static str {
                $crate::fanga_core::Position::game(&self.0)
            }

            #[inline]
            fn repetition(&self) -> $crate::fanga_core::RepetitionRule {
                $crate::fanga_core::Position::repetition(&self.0)
            }

            #[inline]
            fn turn(&self) -> $crate::fanga_core::Player {
                $crate::fanga_core::Position::turn(&self.0)
            }

            #[inline]
            fn outcome(&self) -> ::core::option::Option<$crate::fanga_core::Outcome> {
                $crate::fanga_core::Position::outcome(&self.0)
            }

            #[inline]
            fn legal_moves(&self) -> $crate::fanga_core::MoveList<Self::Move> {
                $crate::fanga_core::Position::legal_moves(&self.0)
            }

            #[inline]
            fn check_move(&self, m: &Self::Move) -> ::core::result::Result<(), Self::MoveError> {
                $crate::fanga_core::Position::check_move(&self.0, m)
            }

            #[inline]
            fn play_unchecked(&mut self, m: &Self::Move) {
                $crate::fanga_core::Position::play_unchecked(&mut self.0, m);
            }

            #[inline]
            fn play(
                self,
                m: &Self::Move,
            ) -> ::core::result::Result<Self, $crate::fanga_core::PlayError<Self>> {
                match $crate::fanga_core::Position::play(self.0, m) {
                    Ok(p) => Ok($name(p)),
                    Err(e) => Err($crate::fanga_core::PlayError::new(
                        e.mv,
                        e.reason,
                        $name(e.position),
                    )),
                }
            }

            fn diagram(&self) -> ::std::string::String {
                $crate::fanga_core::Position::diagram(&self.0)
            }

            #[inline]
            fn conserved(&self) -> ::core::option::Option<u64> {
                $crate::fanga_core::Position::conserved(&self.0)
            }

            #[inline]
            fn play_random(&mut self, rng: &mut $crate::fanga_core::SplitMix64) -> bool {
                $crate::fanga_core::Position::play_random(&mut self.0, rng)
            }

            fn random_playout(
                &self,
                rng: &mut $crate::fanga_core::SplitMix64,
                max_plies: usize,
            ) -> $crate::fanga_core::playout::Playout<Self> {
                let p = $crate::fanga_core::Position::random_playout(&self.0, rng, max_plies);
                $crate::fanga_core::playout::Playout {
                    position: $name(p.position),
                    plies: p.plies,
                    outcome: p.outcome,
                }
            }
            #[inline]
            fn epoch(&self) -> u64 {
                $crate::fanga_core::Position::epoch(&self.0)
            }

            #[inline]
            fn score(&self) -> $crate::fanga_core::ByPlayer<u32> {
                $crate::fanga_core::Position::score(&self.0)
            }

            #[inline]
            fn key(&self) -> u64 {
                $crate::fanga_core::Position::key(&self.0)
            }

            #[inline]
            fn for_each_move(
                &self,
                visit: impl FnMut(Self::Move) -> ::core::ops::ControlFlow<()>,
            ) -> ::core::ops::ControlFlow<()> {
                $crate::fanga_core::Position::for_each_move(&self.0, visit)
            }

            #[inline]
            fn move_count(&self) -> usize {
                $crate::fanga_core::Position::move_count(&self.0)
            }
        }

        impl $crate::fanga_core::Bounded for $name {
            #[inline]
            fn max_turn_laps(&self) -> ::core::option::Option<u64> {
                $crate::fanga_core::Bounded::max_turn_laps(&self.0)
            }

            #[inline]
            fn visit_moves(
                &self,
                budget: $crate::fanga_core::LapBudget,
                visit: impl FnMut(
                    ::core::result::Result<Self::Move, $crate::fanga_core::Undecided<Self::Move>>,
                ) -> ::core::ops::ControlFlow<()>,
            ) -> ::core::ops::ControlFlow<()> {
                $crate::fanga_core::Bounded::visit_moves(&self.0, budget, visit)
            }

            #[inline]
            fn run_move(
                &mut self,
                m: &Self::Move,
                budget: $crate::fanga_core::LapBudget,
            ) -> ::core::result::Result<
                (),
                $crate::fanga_core::WithinError<Self::Move, Self::MoveError>,
            > {
                $crate::fanga_core::Bounded::run_move(&mut self.0, m, budget)
            }

            #[inline]
            fn random_move(
                &mut self,
                rng: &mut $crate::fanga_core::SplitMix64,
                budget: $crate::fanga_core::LapBudget,
            ) -> bool {
                $crate::fanga_core::Bounded::random_move(&mut self.0, rng, budget)
            }
        }

        impl $crate::fanga_core::Traced for $name {
            type Trace = $crate::trace::MoveTrace;

            fn play_traced(
                &self,
                m: &Self::Move,
            ) -> ::core::result::Result<(Self, $crate::trace::MoveTrace), Self::MoveError> {
                $crate::fanga_core::Traced::play_traced(&self.0, m).map(|(p, t)| ($name(p), t))
            }
            fn replay_trace(
                &self,
                trace: &$crate::trace::MoveTrace,
            ) -> ::core::result::Result<Self, $crate::fanga_core::TraceReplayError> {
                $crate::fanga_core::Traced::replay_trace(&self.0, trace).map($name)
            }
        }
    };
}
