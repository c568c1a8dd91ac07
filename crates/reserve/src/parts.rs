//! The members of [`SowingRules`](fanga_sowing::SowingRules) a four-row
//! reserve game takes unchanged, written by one macro.

/// Writes the members of [`SowingRules`](fanga_sowing::SowingRules) that a
/// four-row reserve game takes from these parts unchanged: `split` and `join`
/// (its move is a [`ReserveMove`](crate::ReserveMove) of its choice type),
/// `openings`, `check_opening`, `open`, `score` and `diagram_status`; with
/// `outcome`, also [`outcome`](crate::outcome); with `tsibongy_choices`, also
/// `choose` for a game whose only choice is the [`Tsibongy`](crate::Tsibongy);
/// with `plain_relays`, `relay_run` for a game whose `land` is
/// [`end_of_turn`](crate::end_of_turn) then
/// [`capture_or_relay`](crate::capture_or_relay); with `packed_random`,
/// `play_random` (with or without a lap budget) on packed rings
/// ([`packed::play_random`](crate::packed::play_random): the game implements
/// [`PackedRules`](crate::packed::PackedRules)); with `types`, the associated
/// types every such game shares (`Opening`, `TurnState`, `Refusal`,
/// `ParseMoveError`); with `board`, the four rows of 8, 6 or 4 columns set by
/// the options' `columns` ([`ColumnsOption`](crate::ColumnsOption)), with the
/// reserve key, the player rings and [`start`](crate::start). Use it inside the
/// game's `impl SowingRules for ...`, which then states only what is its own.
#[macro_export]
macro_rules! reserve_game_parts {
    ($($part:ident),* $(,)?) => {
        $crate::reserve_game_parts!(@base);
        $( $crate::reserve_game_parts!(@$part); )*
    };
    (@types) => {
        type Opening = $crate::ReserveOpening;
        type TurnState = $crate::ReserveTurn<<Self as $crate::fanga_sowing::SowingRules>::GameState>;
        type Refusal = $crate::ReserveRefusal;
    };
    (@board) => {
        const ROWS: u8 = 4;
        const COLUMNS: &'static [u8] = $crate::COLUMNS;
        const COLUMNS_EXPECTED: &'static str = "8, 6 or 4";
        const POOLS: &'static [$crate::fanga_sowing::PoolKey] = $crate::RESERVE_KEY;
        /// 4 rows of up to 8 holes and the reserves.
        type Cells = [u8; 34];

        fn columns(options: &Self::Options) -> u8 {
            $crate::ColumnsOption::columns(options).count()
        }

        /// The columns come from the board.
        fn text_options(columns: u8, _: &[(&str, &str)]) -> Self::Options {
            let o = <Self::Options as ::core::default::Default>::default();
            match $crate::Columns::from_count(columns) {
                ::core::option::Option::Some(c) => $crate::ColumnsOption::with_columns(o, c),
                ::core::option::Option::None => o,
            }
        }

        fn circuit(options: &Self::Options, mover: $crate::fanga_sowing::fanga_core::Player) -> &'static $crate::fanga_sowing::Circuit {
            $crate::ring($crate::ColumnsOption::columns(options).count(), mover)
        }

        fn start(options: &Self::Options) -> $crate::fanga_sowing::Setup<Self> {
            $crate::start($crate::ColumnsOption::columns(options).count())
        }
    };
    (@outcome) => {
        fn outcome(pos: &$crate::fanga_sowing::SowingPosition<Self>) -> ::core::option::Option<$crate::fanga_sowing::fanga_core::Outcome> {
            $crate::outcome(pos)
        }
    };
    (@plain_relays) => {
        /// Runs of relays on the packed ring (`fanga_reserve::relay_run`): its
        /// `land` relays every landing but those on 1 seed and the
        /// captures.
        fn relay_run(
            cx: &$crate::fanga_sowing::TurnContext<Self>,
            turn: &mut $crate::fanga_sowing::relay::Turn<<Self as $crate::fanga_sowing::SowingRules>::TurnState>,
            lap: $crate::fanga_sowing::Lap,
            left: &mut u64,
        ) -> ::core::option::Option<$crate::fanga_sowing::RelayRun> {
            $crate::relay_run(cx, turn, lap, left, |_| false)
        }
    };
    (@packed_random) => {
        /// The same draw as `SowingPosition::play_random_uniform`, the turns
        /// explored on packed rings (`fanga_reserve::packed::play_random`).
        fn play_random(
            pos: &mut $crate::fanga_sowing::SowingPosition<Self>,
            rng: &mut $crate::fanga_sowing::fanga_core::SplitMix64,
            budget: $crate::fanga_sowing::fanga_core::LapBudget,
        ) -> bool {
            $crate::packed::play_random(pos, rng, budget)
        }
    };
    (@tsibongy_choices) => {
        fn choose(
            cx: &$crate::fanga_sowing::TurnContext<Self>,
            turn: &mut $crate::fanga_sowing::relay::Turn<<Self as $crate::fanga_sowing::SowingRules>::TurnState>,
            t: $crate::Tsibongy,
            _: &mut impl $crate::fanga_sowing::trace::Tracer,
        ) -> $crate::fanga_sowing::relay::Landing<$crate::Tsibongy> {
            $crate::sow_from_tsibongy(cx.mover, turn, t.0)
        }
    };
    (@base) => {
        fn split(
            m: &Self::Move,
        ) -> (
            $crate::ReserveOpening,
            &[<Self as $crate::fanga_sowing::SowingRules>::Choice],
        ) {
            (m.opening(), m.choices())
        }

        #[inline]
        fn join(
            o: $crate::ReserveOpening,
            choices: &[<Self as $crate::fanga_sowing::SowingRules>::Choice],
        ) -> ::core::option::Option<Self::Move> {
            $crate::ReserveMove::new(o.hole, o.dir, choices).ok()
        }

        fn openings(
            pos: &$crate::fanga_sowing::SowingPosition<Self>,
            visit: &mut impl FnMut($crate::ReserveOpening) -> ::core::ops::ControlFlow<()>,
        ) -> ::core::ops::ControlFlow<()> {
            $crate::openings(pos, visit)
        }

        fn check_opening(
            pos: &$crate::fanga_sowing::SowingPosition<Self>,
            o: $crate::ReserveOpening,
        ) -> ::core::result::Result<(), $crate::ReserveRefusal> {
            $crate::check_opening(pos, o)
        }

        fn open(
            cx: &$crate::fanga_sowing::TurnContext<Self>,
            pos: &$crate::fanga_sowing::SowingPosition<Self>,
            o: $crate::ReserveOpening,
            trace: &mut impl $crate::fanga_sowing::trace::Tracer,
        ) -> (
            $crate::fanga_sowing::relay::Turn<<Self as $crate::fanga_sowing::SowingRules>::TurnState>,
            $crate::fanga_sowing::relay::Landing<<Self as $crate::fanga_sowing::SowingRules>::Choice>,
        ) {
            $crate::open(cx, pos, o, trace)
        }

        /// Seeds in each player's two rows.
        fn score(pos: &$crate::fanga_sowing::SowingPosition<Self>) -> $crate::fanga_core::ByPlayer<u32> {
            $crate::score(pos)
        }

        fn diagram_status(pos: &$crate::fanga_sowing::SowingPosition<Self>) -> ::std::string::String {
            $crate::diagram_status(pos)
        }
    };
}

/// Writes the board members of [`SowingRules`](fanga_sowing::SowingRules)
/// for a four-row reserve game of 8 columns only (bao, katra sakalava):
/// `ROWS`, `COLUMNS`, `COLUMNS_EXPECTED`, the reserve key (`POOLS`), `Cells`
/// (4 rows of 8 holes and the reserves) and `circuit` (the player
/// [`ring`](crate::ring)s of 8 columns). Use it inside the game's
/// `impl SowingRules for ...`.
#[macro_export]
macro_rules! eight_column_board {
    () => {
        const ROWS: u8 = 4;
        const COLUMNS: &'static [u8] = &[8];
        const COLUMNS_EXPECTED: &'static str = "8";
        const POOLS: &'static [$crate::fanga_sowing::PoolKey] = $crate::RESERVE_KEY;
        /// 4 rows of 8 holes and the reserves.
        type Cells = [u8; 34];

        fn circuit(
            _: &Self::Options,
            mover: $crate::fanga_sowing::fanga_core::Player,
        ) -> &'static $crate::fanga_sowing::Circuit {
            $crate::ring(8, mover)
        }
    };
}
