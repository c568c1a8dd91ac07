//! Katro's moves are the engine's hole-and-direction moves
//! ([`fanga_sowing::directed`]), under the names this crate has always
//! given them.

/// A Katro move: the hole emptied and the direction of the whole turn, written
/// `b1:cw`.
pub use fanga_sowing::directed::DirectedMove as KatroMove;

/// The text is not a Katro move.
pub use fanga_sowing::directed::ParseDirectedMoveError as ParseKatroMoveError;

/// Why a Katro opening is refused (the game's part of [`KatroMoveError`](crate::KatroMoveError)): not
/// a non-empty hole of the mover's rows, or, with `direction=per_game`, the
/// direction the mover is bound to.
pub use fanga_sowing::directed::DirectedRefusal as KatroRefusal;
