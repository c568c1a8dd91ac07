//! Guides to the sowing engine: how it is built, and how to write a game on
//! it.
//!
//! - [`engine`]: the three layers, the `Position` trait, the shell that turns
//!   a game's rules into a full position, laps, relays and the exact
//!   detection of turns that never end, the four-row reserve parts, traces,
//!   playouts and the conformance kit;
//! - [`adding_a_game`]: a whole game, Ayo, written on the shell step by step.
//!
//! The conventions every game shares (coordinates, directions, moves,
//! position text) and the workspace's decisions are in
//! [`fanga_core::guide`].

pub mod engine {
    #![doc = include_str!("../docs/engine.md")]
}

pub mod adding_a_game {
    #![doc = include_str!("../docs/adding-a-game.md")]
}
