//! The parts of the four-row sowing games with reserves (katra fandatsaka,
//! fifangha, katra sakalava), for the fanga sowing engine
//! ([`fanga_sowing`]): each of those games composes them into its own
//! [`SowingRules`](fanga_sowing::SowingRules).
//!
//! The common core, as fanga fixes it for these games: four rows
//! of C columns; each player sows around his own ring
//! ([`Circuit::player_ring`](fanga_sowing::Circuit::player_ring)) and keeps
//! a reserve ([`Pool::Reserve`](fanga_sowing::Pool::Reserve)).
//!
//! - **Phase 1**, while the mover's reserve has seeds: he puts one reserve seed
//!   into a non-empty hole of his inner row. If some non-empty inner hole faces
//!   seeds, he must choose such a hole, and the seed acts as the last seed of a
//!   lap that ended there (a capturing turn, [`Mode::Capturing`]); otherwise
//!   he chooses a hole and a direction, and sows the hole from the next one
//!   (a non-capturing turn: relays only).
//! - **Phase 2**, once it is empty: any non-empty hole of his two rows and a
//!   direction; if some opening's first lap ends (n >= 2) in his inner row
//!   facing seeds, he must choose one of those (capturing), else any
//!   (non-capturing).
//! - **A landing** ([`end_of_turn`], then [`capture_or_relay`]): the turn's last
//!   lap ([`LastLap`]: a capture has won, or the game's turns are one lap)
//!   and n = 1 end the turn;
//!   in a capturing turn, an inner hole facing seeds captures them, sown
//!   starting at a tsibongy towards the interior ([`capture_and_sow`]: by the
//!   zone rule or the mover's choice, [`TsibongyRule`]); otherwise the hole is
//!   relayed in the current direction. A capture that empties the opponent's
//!   inner row wins when the lap ends.
//! - **The end** ([`outcome`]): kamo (an empty inner row at the start of one's
//!   turn), then what a run-out reserve means ([`ReserveEnd`]).
//!
//! A game states its differences through [`ReserveRules`] (which tsibongy rule
//! in which phase, what an empty reserve does, and how seeds are picked up and
//! captured) and through its own `land`, `choose` and keys, falling back on
//! these parts; [`reserve_game_parts!`] writes the members of its
//! `SowingRules` it takes unchanged. [`packed`] plays random moves on packed
//! rings, with the game's own landings stated through
//! [`packed::PackedRules`].
//! How these parts fit the engine: [`guide`].
#![cfg_attr(
    feature = "document-features",
    doc = concat!("\n# Cargo features\n\n", document_features::document_features!())
)]
#![cfg_attr(docsrs, feature(doc_cfg))]

pub mod actions;
mod columns;
mod end;
mod geometry;
pub mod guide;
mod landing;
mod moves;
mod openings;
pub mod packed;
mod parts;
mod refusal;
mod rules;
mod start;
mod turn;

pub use columns::{COLUMNS, COLUMNS_LABEL, Columns, ColumnsOption};
pub use end::{diagram_status, finish, outcome, score};
#[doc(hidden)]
pub use fanga_core;
#[doc(hidden)]
pub use fanga_sowing;
pub use geometry::{
    facing, inner_row, outer_row, ring, towards_interior, tsibongy, tsibongy_towards, zone_tsibongy,
};
pub use landing::{
    ONE_LAP, capture_and_sow, capture_or_relay, end_of_turn, mark_win_if_inner_row_empty, relay,
    relay_run, sow_from_tsibongy,
};
pub use moves::{
    MAX_CHOICES, ParseReserveMoveError, ReserveChoice, ReserveMove, ReserveOpening, Tsibongy,
};
pub use openings::{capture_openings, check_opening, open, openings};
pub use refusal::ReserveRefusal;
pub use rules::{ReserveEnd, ReserveRules, TakeReason, TsibongyRule};
pub use start::{RESERVE_KEY, start, start_board};
pub use turn::{LastLap, Mode, Phase, ReserveTurn, phase};

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
