//! Every game of the facade's list, for the benches: `each_game!`.

// Each bench uses part of this module.
#![allow(dead_code)]

use fanga::core::{Position, catalog::Catalogued, perft};

/// Calls `$f(&mut $g, &sample, depth)` for every game of the facade's game
/// list ([`fanga::visit_games`]; a game played by two position types, such
/// as Oware, by its first, the one its default board uses), with the game's
/// sample position ([`Catalogued::sample`]: the start, or Mangala after its
/// setup) on its default options, and a depth for it ([`perft_depth`] or
/// [`search_depth`], as `$depth` names).
macro_rules! each_game {
    ($g:expr, $f:ident, $depth:ident) => {{
        struct Each<'a, 'b>(
            &'a mut criterion::BenchmarkGroup<'b, criterion::measurement::WallTime>,
            Vec<&'static str>,
        );
        impl fanga::GameVisitor for Each<'_, '_> {
            fn visit<P: fanga::core::catalog::Catalogued>(&mut self) {
                // Bench IDs are the game's name: one type a game.
                if self.1.contains(&P::GAME) {
                    return;
                }
                self.1.push(P::GAME);
                let sample = $crate::games::sample::<P>();
                let depth = $crate::games::$depth(&sample);
                $f(self.0, &sample, depth);
            }
        }
        fanga::visit_games(&mut Each(&mut $g, Vec::new()));
    }};
}

pub(crate) use each_game;

/// The game's sample position on its default options.
pub(crate) fn sample<P: Catalogued>() -> P {
    P::sample(&P::Options::default())
}

/// The deepest perft (up to 12) whose count stays under two million
/// move sequences: a few milliseconds for every game.
pub(crate) fn perft_depth<P: Position>(p: &P) -> u32 {
    let mut depth = 1;
    while depth < 12 && perft(p, depth + 1) <= 2_000_000 {
        depth += 1;
    }
    depth
}

/// The shallowest alpha-beta depth (up to 12) that searches at least 20,000
/// nodes from the position.
pub(crate) fn search_depth<P: fanga::core::Bounded>(p: &P) -> u32 {
    use fanga::ai::{AlphaBeta, Limits, Player};
    let mut depth = 1;
    while depth < 12
        && AlphaBeta::new(Limits::depth(depth))
            .decide(p, &[])
            .map_or(0, |d| d.nodes)
            < 20_000
    {
        depth += 1;
    }
    depth
}

/// No depth: for the groups that do not use one.
pub(crate) fn no_depth<P: Position>(_: &P) -> u32 {
    0
}
