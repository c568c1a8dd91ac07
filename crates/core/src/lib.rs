//! What every fanga game shares, sowing or not.
//!
//! `fanga-core` knows nothing about seeds or pits. It defines the vocabulary the
//! rules crates speak and the tools that work on any of them:
//!
//! - [`Player`] (the two seats, named `S` and `N` in every text) and
//!   [`Outcome`] with its [`EndReason`] (a name each game defines: core names
//!   no game);
//! - the [`Position`] trait every game implements: the player to move, whole-turn
//!   legal moves, three tiers of play ([`Position::play`] that hands an unchanged
//!   position back on error, [`Position::check_move`] and
//!   [`Position::play_unchecked`] for search), a 64-bit [`Position::key`],
//!   [`Position::score`], moves visited without a list
//!   ([`Position::for_each_move`]), and the position text;
//! - [`History`]: the one home of rules that need a game's history
//!   ([`Position::REPETITION`]), used by [`Game`] and [`random_playout`];
//! - [`text`]: helpers to read and write the position text, with errors
//!   that say what is wrong and where;
//! - [`options`]: game options given as `KEY=VALUE` strings;
//! - [`registry`]: every game by its name (`katro`), behind one object-safe trait;
//! - [`Catalogued`]: what the tools know of a game beyond its rules, with
//!   what a page shows of it ([`BoardView`], [`Step`], [`Frame`],
//!   [`RulesSummary`]);
//! - [`perft()`] and [`divide`], and the reference tables of [`mod@perft`];
//! - [`SplitMix64`], the small seeded generator behind reproducible random games,
//!   [`random_playout`], and [`Game`]: a game with its history, undo, optional
//!   [`Adjudication`] outside the rules, and a text record that reads back.
//!
//! A **move is a whole turn**: the opening choice followed by every choice the
//! player makes during the turn. The [`guide`] says how fanga names boards,
//! moves and positions ([`guide::conventions`]) and what it decided where its
//! sources left a choice ([`guide::decisions`]).
#![cfg_attr(
    feature = "document-features",
    doc = concat!("\n# Cargo features\n\n", document_features::document_features!())
)]
#![cfg_attr(docsrs, feature(doc_cfg))]

mod actions;
pub mod budget;
mod bytes;
mod catalogued;
mod eval;
mod game;
pub mod guide;
mod history;
pub mod key;
mod labels;
pub mod options;
mod outcome;
pub mod perft;
mod player;
mod position;
pub mod registry;
mod rng;
mod rules_summary;
mod score;
#[cfg(feature = "serde")]
pub mod serialization;
mod settings;
pub mod suggest;
#[cfg(feature = "testing")]
pub mod testing;
pub mod text;
mod view;

pub use actions::{
    ActionError, ActionLimits, ActionSpace, ActionState, Actions, Decisions, LAP_BUDGET,
};
pub use budget::{LapBudget, MovesWithin, PlayWithinError, Undecided, WithinError, WithinErrorOf};
pub use bytes::Bytes;
pub use catalogued::{Catalogued, Solving, TableError, TableFile, TableRequest};
pub use eval::{Evaluator, Material};
pub use game::{
    Adjudication, Game, GameError, Playout, PlayoutTally, RecordError, playout_ply_by_ply,
    playout_ply_by_ply_within, random_playout, random_playouts,
};
pub use history::{History, repetition_outcome};
pub use key::KeyHasher;
pub use labels::{Labels, OptionLabel, Words};
pub use options::{GameOptions, OptionError, OptionSpec};
pub use outcome::{EndReason, MAX_REASON_LEN, Outcome, ParseEndReasonError};
pub use perft::{divide, divide_within, perft, perft_within};
pub use player::{ParsePlayerError, Player};
pub use position::{
    MoveList, MoveTextError, Notation, PlayError, Position, RepetitionRule, TraceReplayError,
    Traced,
};
pub use registry::{
    Animated, AnyPosition, GameEntry, MoveRefused, Registry, RegistryError, position_of,
};
pub use rng::SplitMix64;
pub use rules_summary::RulesSummary;
pub use score::Score;
pub use settings::Settings;
pub use text::ParsePositionError;
pub use view::{BoardView, Frame, MAX_FRAMES, PoolView, Step};

/// Re-exported so that games and users name the same `SmallVec`.
pub use smallvec;

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
