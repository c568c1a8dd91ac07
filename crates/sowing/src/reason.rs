//! End reasons shared by sowing games (each game adds its own).

use fanga_core::EndReason;

/// A turn never ended; the player who started it lost.
pub const INFINITE_TURN: EndReason = EndReason::new("infinite turn");
/// The player to move has an empty inner row (*kamo*).
pub const KAMO: EndReason = EndReason::new("kamo");
/// The player to move has no seed left on the board.
pub const ALL_SEEDS_TAKEN: EndReason = EndReason::new("all seeds taken");
/// The player to move has no seed left in his reserve; the game is scored.
pub const RESERVE_EXHAUSTED: EndReason = EndReason::new("reserve exhausted");
/// A row is empty and the game is scored.
pub const ROW_EMPTY: EndReason = EndReason::new("row empty");
