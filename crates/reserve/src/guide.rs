//! How the four-row reserve parts are built on the sowing engine, and how a
//! game composes them. The engine itself is in
//! [`fanga_sowing::guide::engine`].

#![doc = include_str!("../docs/reserve.md")]
