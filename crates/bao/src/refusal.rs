//! Why an opening is refused.

use fanga_reserve::ReserveOpening;
use fanga_sowing::{Hole, HoleRefusal};

/// Why an opening of bao is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum BaoRefusal {
    /// Not a non-empty hole of the mover's two rows.
    #[error(transparent)]
    Hole(#[from] HoleRefusal),
    /// A namua turn enters its seed in the front row.
    #[error("{0} is in the back row: in the namua the seed is entered in the front row")]
    BackRow(Hole),
    /// A capture is possible, and the move is not one.
    #[error("a capture is possible ({example} for one), so the turn must capture")]
    CaptureRequired {
        /// One capturing opening.
        example: ReserveOpening,
    },
    /// A hole given as a namua capture does not face seeds.
    #[error("{0} faces an empty hole: it is not a capture")]
    NotACapture(Hole),
    /// A sowing needs a direction.
    #[error("{0} needs a direction: `{0}:cw` or `{0}:ccw`")]
    DirectionMissing(Hole),
    /// A single seed is not sown (mtaji), or not chosen while a hole of two
    /// seeds or more can be (namua).
    #[error("{0} holds a single seed, and it cannot be sown here")]
    Singleton(Hole),
    /// The standing house is not sown while another front hole holds seeds.
    #[error("{0} is the house: it is not sown while another hole of the front row holds seeds")]
    HouseStands(Hole),
    /// A kichwa, the only occupied hole of the front row, is not sown into
    /// the back row.
    #[error("{0} is the only occupied hole of the front row: it is not sown into the back row")]
    KichwaToBackRow(Hole),
    /// A takasa starts in the front row when it can.
    #[error("{0} is in the back row: a takasa starts in the front row when it can")]
    FrontRowFirst(Hole),
    /// The hole is takasia'd this turn.
    #[error("{0} is takasia'd: it cannot be sown this turn")]
    Takasia(Hole),
}
