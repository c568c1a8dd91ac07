//! What every fanga game shares, sowing or not.
//!
//! `fanga-core` knows nothing about seeds or pits. Its root is the rules
//! kernel every game speaks:
//!
//! - [`Player`] (the two seats, named `S` and `N` in every text),
//!   [`ByPlayer`] (one value for each, indexed by the player: scores, pools)
//!   and [`Outcome`] with its [`EndReason`] (a name each game defines: core
//!   names no game);
//! - the [`Position`] trait every game implements: the player to move, whole-turn
//!   legal moves, three tiers of play ([`Position::play`] that hands an unchanged
//!   position back on error, [`Position::check_move`] and
//!   [`Position::play_unchecked`] for search), a 64-bit [`Position::key`],
//!   [`Position::score`], moves visited without a list
//!   ([`Position::for_each_move`]), and the position text; [`Traced`] for
//!   what happened during a move;
//! - [`Bounded`] and [`Within`]: the same operations under a [`LapBudget`],
//!   for callers that must not wait for a turn of millions of laps
//!   (`position.within(budget).legal_moves()`);
//! - [`GameOptions`]: game options given as `KEY=VALUE` strings;
//! - [`History`]: the one home of rules that need a game's history
//!   ([`Position::repetition`]), and [`Game`]: a game with its history, undo,
//!   optional [`Adjudication`] outside the rules, and a text record that
//!   reads back;
//! - [`perft()`] and [`divide`]; [`SplitMix64`], the small seeded generator
//!   behind reproducible random games.
//!
//! Everything else is in a module of its own, each name reachable by one
//! path:
//!
//! - [`catalog`]: what the tools know of a game beyond its rules
//!   ([`Catalogued`](catalog::Catalogued)), with what a page shows of it;
//! - [`registry`]: every game by its name (`katro`), behind one object-safe
//!   trait ([`AnyPosition`](registry::AnyPosition));
//! - [`learn`]: a numeric action space for learning
//!   ([`Actions`](learn::Actions));
//! - [`playout`]: random playouts, alone or tallied;
//! - [`text`]: helpers to read and write position texts, with errors that
//!   say what is wrong and where; [`key`]: the hasher behind
//!   [`Position::key`];
//! - [`variant`]: games described by data at run time, each a variant of a
//!   game under a name of its own;
//! - `testing` (feature `testing`): the conformance kit every game runs,
//!   and `serialization` (feature `serde`).
//!
//! A **move is a whole turn**: the opening choice followed by every choice the
//! player makes during the turn. The [`guide`] says how fanga names boards,
//! moves and positions ([`guide::conventions`]), what it decided where its
//! sources left a choice ([`guide::decisions`]), and what each face of a game
//! is for ([`guide::faces`]).
#![cfg_attr(
    feature = "document-features",
    doc = concat!("\n# Cargo features\n\n", document_features::document_features!())
)]
#![cfg_attr(docsrs, feature(doc_cfg))]

mod budget;
mod by_player;
pub mod catalog;
mod game;
pub mod guide;
mod history;
pub mod key;
pub mod learn;
mod options;
mod outcome;
mod parse_error;
mod perft;
mod player;
pub mod playout;
mod position;
mod record;
pub mod registry;
mod rng;
mod score;
#[cfg(feature = "serde")]
pub mod serialization;
#[cfg(feature = "testing")]
pub mod testing;
pub mod text;
pub mod variant;

pub use budget::{
    Bounded, LapBudget, MovesWithin, PlayWithinError, Undecided, Within, WithinError,
};
pub use by_player::ByPlayer;
pub use game::{Adjudication, Game, GameError};
pub use history::History;
pub use options::{GameOptions, OptionError, OptionSpec};
pub use outcome::{EndReason, Outcome};
pub use parse_error::ParsePositionError;
pub use perft::{divide, perft};
pub use player::Player;
pub use position::{
    MoveList, MoveTextError, MoveType, PlayError, Position, RepetitionRule, TraceReplayError,
    Traced,
};
pub use record::RecordError;
pub use rng::SplitMix64;
pub use score::Score;

/// Re-exported so that games and users name the same `SmallVec`.
pub use smallvec;

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
