//! The workspace's guides and reports, all readable here (these modules hold
//! documentation only).
//!
//! Guides to the libraries:
//!
//! - [`conventions`](crate::core::guide::conventions): players, coordinates,
//!   directions, laps, whole-turn moves, turns that never end, perft and the
//!   position text, shared by every game;
//! - [`decisions`](crate::core::guide::decisions): what fanga chose where its
//!   sources left a choice, and how the rules crates cite their sources
//!   (each rules crate lists its own decisions);
//! - [`faces`](crate::core::guide::faces): the traits a game is seen
//!   through, each with its job, and which one a program needs;
//! - [`engine`](crate::sowing::guide::engine): how the sowing engine is built;
//! - [`adding_a_game`](crate::sowing::guide::adding_a_game): a whole game
//!   written on the engine, step by step;
//! - [`performance`]: fanga's speed, how it was measured, and against what;
//! - [`bounded_work`]: what a turn can cost, and the lap budget that bounds
//!   it.
//!
//! The workspace's tools and what they measured:
//!
//! - [`python`]: the `fanga` Python package (`crates/python`);
//! - [`actions`]: every game's numeric action space, for learning, and the
//!   package's OpenSpiel and PettingZoo games;
//! - [`engine_protocol`]: the line protocol of the `engine` example;
//! - [`strength`]: the computer players against OpenSpiel and each other;
//! - [`analysis`]: first-player results and game lengths of every game;
//! - [`solved`]: exact values of the small boards;
//! - [`openspiel`]: Oware and Kalah checked against OpenSpiel move by move;
//! - [`ludii`]: games checked against Ludii's, whole turn by whole turn;
//! - [`playground`]: the browser playground (the repository's `web/`);
//! - [`fuzzing`]: the fuzz targets (the repository's `fuzz/`).
//!
//! Commands in these pages run from a checkout of the repository.

macro_rules! guide {
    ($($(#[$m:meta])* $name:ident = $file:literal;)*) => {$(
        $(#[$m])*
        pub mod $name {
            #![doc = include_str!(concat!("../docs/", $file))]
        }
    )*};
}

guide! {
    performance = "performance.md";
    bounded_work = "bounded-work.md";
    engine_protocol = "engine-protocol.md";
    strength = "strength.md";
    analysis = "analysis.md";
    solved = "solved.md";
    openspiel = "openspiel.md";
    ludii = "ludii.md";
    playground = "playground.md";
    python = "python.md";
    actions = "actions.md";
    fuzzing = "fuzzing.md";
}
