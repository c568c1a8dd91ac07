//! The facade's tests, in one binary: one module a file, each compiled with
//! the games it plays.

mod actions;
#[cfg(all(
    feature = "katro",
    feature = "katra-fandatsaka",
    feature = "fifangha",
    feature = "katra-sakalava",
    feature = "mangala"
))]
mod budget;
// The example's game and its tests (its `main` is the example's).
#[cfg(feature = "ai")]
#[path = "../examples/custom_game.rs"]
#[allow(dead_code, unreachable_pub)]
mod custom_game;
mod examples;
#[cfg(all(feature = "katra-fandatsaka", feature = "fifangha"))]
mod four_row;
// The formats users depend on beyond Rust names, as snapshots: every game
// of the list (the tests skip a build without all of them).
#[cfg(feature = "ai")]
mod formats;
mod games;
#[cfg(all(
    feature = "katro",
    feature = "katra-fandatsaka",
    feature = "fifangha",
    feature = "katra-sakalava",
    feature = "mangala",
    feature = "fang",
    feature = "oware",
    feature = "kalah",
    feature = "fanorona"
))]
mod generated;
#[cfg(all(feature = "ruleset", feature = "kalah", feature = "oware"))]
mod openspiel_rule_sets;
mod parsers;
#[cfg(all(feature = "oware", feature = "kalah"))]
mod reference;
#[cfg(all(feature = "oware", feature = "kalah"))]
mod reference_playouts;
mod registry;
#[cfg(all(feature = "ai", feature = "kalah", feature = "oware"))]
mod sessions;
#[cfg(all(feature = "katro", feature = "mangala"))]
mod setup;
#[cfg(all(feature = "ai", feature = "kalah"))]
mod solve;
#[cfg(feature = "katro")]
mod variants;
