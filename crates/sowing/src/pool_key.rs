//! The pools a position text shows, after the side to move.

use crate::board::Pool;

/// A pool the position text shows, after the side to move: `reserve=26,26`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PoolKey {
    /// The key.
    pub key: &'static str,
    /// The pool.
    pub pool: Pool,
    /// An example value, for errors: "two counts, like `26,26`".
    pub example: &'static str,
    /// The word the diagram uses: `reserve`, `eaten`.
    pub label: &'static str,
}

impl PoolKey {
    /// `captured=S,N`: the seeds each player has captured (Oware).
    pub const CAPTURED: PoolKey = PoolKey {
        key: "captured",
        pool: Pool::Captured,
        example: "two counts, like `12,8`",
        label: "captured",
    };
    /// `store=S,N`: each player's store (Kalah).
    pub const STORE: PoolKey = PoolKey {
        key: "store",
        pool: Pool::Store,
        example: "two counts, like `2,0`",
        label: "store",
    };
}
