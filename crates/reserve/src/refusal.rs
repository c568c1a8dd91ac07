//! Why an opening is refused.

use fanga_sowing::{Hole, HoleRefusal};

use crate::moves::ReserveOpening;

/// Why an opening of a four-row reserve game is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ReserveRefusal {
    /// Not a non-empty hole of the mover's two rows.
    #[error(transparent)]
    Hole(#[from] HoleRefusal),
    /// A phase-1 turn starts in the outer row.
    #[error("{0} is in the outer row: while his reserve lasts a player starts in his inner row")]
    OuterRow(Hole),
    /// A capture opening exists, and the move is not one.
    #[error(
        "a capture is possible ({example} for one), so the turn must start with a capture opening, written without direction"
    )]
    CaptureRequired {
        /// One capture opening.
        example: Hole,
    },
    /// A hole given as a capture opening does not face seeds.
    #[error("{0} faces an empty hole: it is not a capture opening")]
    NotACapture(Hole),
    /// A non-capturing or phase-2 opening needs a direction.
    #[error("{0} needs a direction: `{0}:cw` or `{0}:ccw`")]
    DirectionMissing(Hole),
    /// In phase 2, some opening captures at once and this one does not.
    #[error(
        "an opening captures at once ({example} for one), so the turn must start with one that does"
    )]
    ImmediateCaptureRequired {
        /// One opening that captures at once.
        example: ReserveOpening,
    },
}
