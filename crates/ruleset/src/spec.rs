//! A rule set as written: the typed description of a two-row game, read
//! from fanga's own format (JSON, [`RuleSet::from_json`]) and checked when
//! compiled ([`crate::define`]).
//!
//! The vocabulary is the family's, grouped as a player describes a game:
//! the board, the sowing, the captures, which moves are allowed, and how
//! the game ends. Every part has a default (the commonest rule), so a file
//! says only what its game changes. The parameters of MancalaGames (Ann
//! Davies) are the checklist the vocabulary covers; where it names a rule
//! differently the documentation of each field says so (`MancalaGames:
//! capt_on`).

use serde::{Deserialize, Serialize};

#[cfg(doc)]
use crate::RuleSet;

/// The board: two rows of `holes` holes, a store for each player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[non_exhaustive]
pub struct BoardSpec {
    /// Holes a row, 1 to 16 (MancalaGames: `holes`).
    pub holes: u8,
    /// Seeds in each hole at the start, or what the start pattern uses
    /// (MancalaGames: `nbr_start`).
    pub seeds: u8,
    /// How the holes are filled at the start.
    #[serde(default)]
    pub start: StartPattern,
}

/// How the holes are filled at the start (MancalaGames: `start_pattern`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum StartPattern {
    /// `seeds` in every hole.
    #[default]
    Equal,
}

/// Which way seeds go round the board, seen from above with South at the
/// bottom (MancalaGames: `sow_direct`, CCW is 1 and CW is -1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Direction {
    /// Anticlockwise: along one's own row to the right.
    #[default]
    Ccw,
    /// Clockwise.
    Cw,
}

/// How seeds are sown.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
#[non_exhaustive]
pub struct SowingSpec {
    /// The direction.
    pub direction: Direction,
    /// Whether the first seed is left in the hole sown from
    /// (MancalaGames: `sow_start`); otherwise it goes into the next hole.
    pub first_seed_in_start: bool,
    /// Whether a lap that comes round again skips the hole it started from
    /// (MancalaGames: `skip_start`).
    pub skip_start: bool,
    /// Which stores a lap sows into, and which give another sowing when
    /// the last seed falls there (MancalaGames: `sow_stores`).
    pub stores: StoreSowing,
    /// Whether a lap whose last seed falls in an occupied hole goes on
    /// (MancalaGames: `mlaps`).
    pub laps: Laps,
    /// Relay sowing stops where the last seed makes a hole that would be
    /// captured (MancalaGames adds this to relay games with a capture by
    /// count).
    pub relay_stops_on_capture: bool,
    /// A further condition on relaying: the hole of the last seed must
    /// hold this count (MancalaGames: `mlap_cont` ON_PARAM and
    /// `mlap_param`).
    pub relay_on_count: Option<u8>,
    /// A further condition on relaying: the hole of the last seed must
    /// hold at least this count (MancalaGames: `mlap_cont` GREQ_PARAM and
    /// `mlap_param`).
    pub relay_from_count: Option<u8>,
}

/// Which stores a lap sows into (MancalaGames: `sow_stores`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum StoreSowing {
    /// Neither: stores only receive captures.
    #[default]
    None,
    /// The mover's own store, passed on the way round; a last seed there
    /// gives the mover another sowing (MancalaGames: `OWN`).
    OwnRepeats,
}

/// Whether the sowing goes on after a lap (MancalaGames: `mlaps`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum Laps {
    /// One lap: the turn's sowing ends with its last seed.
    #[default]
    Single,
    /// Relay sowing: a last seed in a hole that was not empty takes that
    /// hole's seeds and sows them on, until a last seed falls in an empty
    /// hole or a capture (MancalaGames: `LAPPER`).
    Relay,
}

/// What a turn captures.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
#[non_exhaustive]
pub struct CaptureSpec {
    /// Where captures are taken from.
    pub kind: CaptureKind,
    /// The counts a hole must hold to be taken (empty: any count);
    /// MancalaGames: `capt_on`.
    pub counts: Vec<u8>,
    /// A hole is taken only if it holds an even count (MancalaGames:
    /// `evens`).
    pub evens: bool,
    /// A hole is taken only if it holds at most this many (0: no limit;
    /// MancalaGames: `capt_max`).
    pub at_most: u8,
    /// A hole is taken only if it holds at least this many (0: no limit;
    /// MancalaGames: `capt_min`).
    pub at_least: u8,
    /// Which side of the board captures are taken on (MancalaGames:
    /// `capt_side`).
    pub side: CaptureSide,
    /// How many holes one capture takes at most: the last hole, then
    /// those before it while they qualify (0: as many as qualify;
    /// MancalaGames: `multicapt`, whose -1 is 0 here).
    pub holes: u8,
    /// Which way a capture of several holes goes from the last one
    /// (MancalaGames: `capt_dir`).
    pub direction: CaptureDirection,
    /// A cross capture takes the last seed too (MancalaGames: `xcpickown`
    /// PICK_ON_CAPT).
    pub cross_takes_last_seed: bool,
    /// Taking every seed of the opponent in one turn (MancalaGames:
    /// `grandslam`).
    pub grand_slam: GrandSlam,
    /// A sowing of one seed captures nothing (MancalaGames:
    /// `nosinglecapt`).
    pub not_from_single: bool,
    /// The first moves of the game capture nothing: this many moves, both
    /// players' counted (MancalaGames: `nocaptmoves`).
    pub none_in_first_moves: u8,
}

impl Default for CaptureSpec {
    fn default() -> Self {
        CaptureSpec {
            kind: CaptureKind::default(),
            counts: Vec::new(),
            evens: false,
            at_most: 0,
            at_least: 0,
            side: CaptureSide::default(),
            holes: 1,
            direction: CaptureDirection::default(),
            cross_takes_last_seed: false,
            grand_slam: GrandSlam::default(),
            not_from_single: false,
            none_in_first_moves: 0,
        }
    }
}

/// Which way a capture of several holes goes from the last one
/// (MancalaGames: `capt_dir`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum CaptureDirection {
    /// Back along the holes just sown (MancalaGames: `OPP_SOW`).
    #[default]
    Back,
}

/// Where captures are taken from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum CaptureKind {
    /// No capture.
    None,
    /// The hole of the last seed, when its count qualifies (the counts,
    /// evens, at most, at least: at least one of them is given);
    /// MancalaGames's basic capture.
    #[default]
    LastHole,
    /// The hole facing the last seed's, when the last seed fell in an
    /// empty hole and the facing hole's count qualifies (MancalaGames:
    /// `crosscapt`).
    Cross,
}

/// Which side of the board captures are taken on (MancalaGames:
/// `capt_side`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum CaptureSide {
    /// Either side.
    #[default]
    Any,
    /// The opponent's row only.
    Opponent,
    /// The mover's own row only.
    Own,
    /// A capture starts on the opponent's row and may go on onto the
    /// mover's (MancalaGames: `OPP_CONT`).
    OpponentThenOwn,
}

/// Taking every seed of the opponent in one turn (MancalaGames:
/// `grandslam`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum GrandSlam {
    /// Allowed: the seeds are taken.
    #[default]
    Legal,
    /// Allowed, but nothing is captured (MancalaGames: `NO_CAPT`).
    NoCapture,
    /// Not allowed: a move that would take every seed is not legal
    /// (MancalaGames: `NOT_LEGAL`).
    Illegal,
    /// Allowed, but the opponent keeps the hole farthest on, seen from
    /// the mover (his first hole in the anticlockwise order), when he had
    /// seeds in more than one (MancalaGames: `LEAVE_RIGHT`).
    LeaveOne,
}

/// Which moves are allowed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
#[non_exhaustive]
pub struct MoveSpec {
    /// The fewest seeds a hole must hold to be sown (MancalaGames:
    /// `min_move`).
    pub min_seeds: u8,
    /// When the opponent has no seed, the mover must give him some if a
    /// move does (MancalaGames: `mustshare`).
    pub must_feed: bool,
    /// A player without a move passes (MancalaGames: `mustpass`); otherwise
    /// the game ends.
    pub pass: bool,
}

impl Default for MoveSpec {
    fn default() -> Self {
        MoveSpec {
            min_seeds: 1,
            must_feed: false,
            pass: false,
        }
    }
}

/// How the game ends and who wins.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
#[non_exhaustive]
pub struct EndSpec {
    /// What wins (MancalaGames: `goal`).
    pub goal: Goal,
    /// Who gets the seeds left on the board when the game ends
    /// (MancalaGames: `unclaimed`, or `quitter` when `unclaimed` is
    /// UNFED_PLAYER).
    pub leftover: Leftover,
    /// The game also ends when the mover's own row is empty after his
    /// move (MancalaGames: `end_cond` CLEARED_OWN).
    pub when_mover_cleared: bool,
    /// The game also ends when fewer than this many seeds are left on the
    /// board (and more than none): no capture can change it (0: never;
    /// MancalaGames derives it from the capture rules).
    pub fewer_than: u8,
    /// When a player with no seed cannot be fed, he takes every seed left
    /// (MancalaGames: `unclaimed` UNFED_PLAYER).
    pub unfed_takes_all: bool,
}

/// What wins (MancalaGames: `goal`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum Goal {
    /// The most seeds in one's store; more than half of them wins at once.
    #[default]
    MostSeeds,
    /// Emptying one's own row first (MancalaGames: `CLEAR`).
    Clear,
}

/// Who gets the seeds left on the board when the game ends (MancalaGames:
/// `unclaimed`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum Leftover {
    /// The owner of the row they lie on.
    #[default]
    Owner,
    /// Nobody: they do not count.
    Nobody,
    /// The player who moved last.
    LastMover,
    /// Halved between the players; an odd seed goes to the one with fewer
    /// in his store (to North when they are equal); MancalaGames: DIVVIED.
    Divided,
}
