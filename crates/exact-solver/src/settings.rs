//! How a solver may use memory and time.

/// How a solver may use memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SolveSettings {
    /// The most memory the solver's tables may take, in bytes. The
    /// [`Solver`](crate::Solver)'s table grows to it and then replaces entries;
    /// [`retrograde`](crate::retrograde) stops with [`SolveError::TooLarge`](crate::SolveError::TooLarge) at it.
    pub memory: u64,
    /// Call the progress callback every this many positions (a power of two
    /// is cheapest).
    pub progress_every: u64,
    /// The deepest a [`Solver`](crate::Solver) search may go, in plies (whole turns, or
    /// sowings for Kalah's adapter): past it the search stops with
    /// [`SolveError::TooDeep`](crate::SolveError::TooDeep) rather than exhaust the thread's stack (each
    /// ply takes about a kilobyte of it). Games whose positions never
    /// repeat end far sooner; a deep search is a game with long cycles.
    pub max_plies: u32,
}

impl SolveSettings {
    /// The default cap: 16 GiB, two thirds of the 24 GiB machine the
    /// project's figures come from. Tables grow only as positions come.
    pub const DEFAULT_MEMORY: u64 = 16 << 30;
}

impl Default for SolveSettings {
    fn default() -> Self {
        SolveSettings {
            memory: Self::DEFAULT_MEMORY,
            progress_every: 1 << 22,
            max_plies: 1000,
        }
    }
}
