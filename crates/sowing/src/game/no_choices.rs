//! The members of [`SowingRules`](crate::SowingRules) of a game whose turns
//! offer no choice, written by one macro.

/// Writes the members of [`SowingRules`](crate::SowingRules) for a game whose turns offer no
/// choice and whose move is its opening (Katro, Oware, Fang, Mangala):
/// `type Opening` (the move), `type Choice` (`Infallible`: there is none),
/// `HAS_CHOICES`, `split`, `join` and `choose`. Use it inside the game's
/// `impl SowingRules for ...`.
#[macro_export]
macro_rules! no_choices {
    () => {
        const HAS_CHOICES: bool = false;

        type Opening = <Self as $crate::SowingRules>::Move;
        type Choice = ::core::convert::Infallible;

        fn split(m: &Self::Move) -> (Self::Move, &[::core::convert::Infallible]) {
            (*m, &[])
        }

        fn join(
            m: Self::Move,
            _: &[::core::convert::Infallible],
        ) -> ::core::option::Option<Self::Move> {
            ::core::option::Option::Some(m)
        }

        fn choose(
            _: &$crate::TurnContext<Self>,
            _: &mut $crate::relay::Turn<<Self as $crate::SowingRules>::TurnState>,
            choice: ::core::convert::Infallible,
            _: &mut impl $crate::trace::Tracer,
        ) -> $crate::relay::Landing<::core::convert::Infallible> {
            match choice {}
        }
    };
}
