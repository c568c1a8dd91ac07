//! Guides to the whole workspace, in fanga's own words: how it names boards,
//! moves and positions, and what it decided where its sources left a choice.
//!
//! - [`conventions`]: players, coordinates, directions, laps, whole-turn
//!   moves, turns that never end, perft and the position text, shared by
//!   every game;
//! - [`decisions`]: the choices every game shares (each rules crate lists its
//!   own), and how the rules crates cite the source of each rule;
//! - [`faces`]: the traits a game is seen through (`Position`, `Bounded`,
//!   `Traced`, `Catalogued`, `AnyPosition`, `Actions`), each with its job.
//!
//! The sowing engine's guides (how it is built, and how to add a game) are
//! in `fanga_sowing::guide`; the performance guide is in `fanga::guide`.

pub mod conventions {
    #![doc = include_str!("../docs/conventions.md")]
}

pub mod decisions {
    #![doc = include_str!("../docs/decisions.md")]
}

pub mod faces {
    #![doc = include_str!("../docs/faces.md")]
}
