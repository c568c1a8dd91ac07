//! The sowing-game shell: a game states its rules ([`SowingRules`]) and
//! [`SowingPosition<G>`] is its position, implementing [`Position`](fanga_core::Position) and
//! [`Traced`](fanga_core::Traced).
//!
//! A sowing game is a board of holes with pools ([`Pool`](crate::Pool)), a player to move,
//! a little state of the game's own ([`SowingRules::GameState`]: Katro's bound
//! directions, the rova flags of katra sakalava), and whole-turn moves. A
//! move is an **opening** (where the turn starts: a hole, a hole and a
//! direction, a setup) followed by the **choices** made during the turn. The
//! game states:
//!
//! - its geometry: rows ([`SowingRules::ROWS`]), columns
//!   ([`SowingRules::columns`]), the circuit each player sows around
//!   ([`SowingRules::circuit`]) and the pools its text shows
//!   ([`SowingRules::POOLS`]);
//! - its openings ([`SowingRules::openings`], [`SowingRules::check_opening`],
//!   [`SowingRules::open`]), what the last seed of a lap does
//!   ([`SowingRules::land`]) and what a choice does ([`SowingRules::choose`]);
//! - its bookkeeping after a turn ([`SowingRules::finish`]), its end
//!   ([`SowingRules::outcome`]) and score ([`SowingRules::score`]);
//! - the keys of its own state in the position text and the diagram.
//!
//! The shell does the rest once for every game: move generation by exploring
//! whole turns ([`relay::explore`](crate::relay::explore)), the three play tiers, turns that never
//! end (the mover loses, [`reason::INFINITE_TURN`](crate::reason::INFINITE_TURN), and the position keeps the
//! text of the position before the turn), the position text and its errors,
//! seed conservation, traces and their replay (pools included), and a
//! validated constructor from parts ([`Setup`]). A game may still override a
//! hot path ([`SowingRules::play_random`]) without copying the shell.

mod no_choices;
mod play;
mod position;
pub(crate) mod refusal;
#[cfg(feature = "serde")]
mod serde;
pub(crate) mod shell;
#[cfg(feature = "testing")]
mod testing;
mod text;

// The shell's types are the crate root's (`fanga_sowing::SowingPosition`):
// named here for this module's documentation only.
#[cfg(doc)]
use crate::{HoleRefusal, MoveError, PoolKey, Setup, SowingPosition, SowingRules, TurnContext};

#[cfg(feature = "testing")]
pub use testing::{check_play_random, check_relay_runs, conformance, four_row_grid};
