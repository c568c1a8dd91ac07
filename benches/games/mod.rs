//! Every game built in, for the benches: `each_game!`.

/// Calls `$f(&mut $g, &start, depth)` with the start position of every game
/// built in (Mangala after the setup `20,15,18,17` and `keep`)
/// and a search depth for it (`search/`; the other groups ignore it).
macro_rules! each_game {
    ($g:expr, $f:ident) => {{
        #[cfg(feature = "katro")]
        $f(&mut $g, &fanga::katro::Katro::start(&Default::default()), 5);
        #[cfg(feature = "katra-fandatsaka")]
        $f(
            &mut $g,
            &fanga::katra_fandatsaka::KatraFandatsaka::start(&Default::default()),
            5,
        );
        #[cfg(feature = "fifangha")]
        $f(
            &mut $g,
            &fanga::fifangha::Fifangha::start(&Default::default()),
            5,
        );
        #[cfg(feature = "katra-sakalava")]
        $f(
            &mut $g,
            &fanga::katra_sakalava::KatraSakalava::start(&Default::default()),
            5,
        );
        #[cfg(feature = "mangala")]
        $f(&mut $g, &$crate::games::mangala_after_setup(), 7);
        #[cfg(feature = "fang")]
        $f(&mut $g, &fanga::fang::Fang::start(&Default::default()), 10);
        #[cfg(feature = "oware")]
        $f(&mut $g, &fanga::oware::Oware::start(&Default::default()), 9);
        #[cfg(feature = "kalah")]
        $f(&mut $g, &fanga::kalah::Kalah::start(&Default::default()), 7);
        #[cfg(feature = "fanorona")]
        $f(
            &mut $g,
            &fanga::fanorona::Fanorona::start(&Default::default()),
            4,
        );
        #[cfg(feature = "fanorona")]
        $f(
            &mut $g,
            &fanga::fanorona::FanoronaTelo::start(&Default::default()),
            8,
        );
    }};
}

pub(crate) use each_game;

/// Mangala from the setup `setup:20,15,18,17` and `keep`: the
/// setup phase alone has 62,196 moves, which would swamp a playout or perft.
#[cfg(feature = "mangala")]
pub(crate) fn mangala_after_setup() -> fanga::mangala::Mangala {
    use fanga::mangala::PieChoice;
    fanga::mangala::after_setup(&Default::default(), [20, 15, 18, 17], PieChoice::Keep)
        .expect("a 70-shell setup")
}
