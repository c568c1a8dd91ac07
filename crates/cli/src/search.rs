//! The search request every tool makes of a session.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use fanga_ai::{Go, PlayerSpec};

/// A search by `player`, seeded `seed`, on the system clock, never
/// stopped.
pub(crate) fn go(player: PlayerSpec, seed: u64) -> Go {
    Go {
        player,
        seed,
        stop: Arc::new(AtomicBool::new(false)),
        clock: None,
    }
}
