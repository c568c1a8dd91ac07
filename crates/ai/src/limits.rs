//! How much a player may think.

use std::time::Duration;

use fanga_core::LapBudget;

/// The laps one turn may sow during a search before its move is set aside
/// as undecided ([`Limits::laps`]): about a millisecond of sowing. Some turns
/// of the four-row games run for millions of laps before they are proven
/// endless (`docs/bounded-work.md`); no search waits for them.
pub const SEARCH_LAPS: LapBudget = LapBudget::laps(100_000);

/// The laps one turn may sow in a [`Session`](crate::Session) (the
/// terminal's `play`, the engine protocol, the browser's table, Python's
/// `Game`) before its move is called undecided, unless the caller sets
/// another budget ([`Engine::set_lap_budget`](crate::Engine::set_lap_budget)):
/// under a second of sowing for one turn on the slowest of the engine's
/// paths (up to about 45 ns a lap in the rule sets' engine, 22 ns on rings
/// with no packed run, 4 to 14 ns on the packed ones), so that no position
/// a user pastes holds a tool for minutes. An undecided move is listed as such and played only once a
/// larger budget decides it (`docs/bounded-work.md`, "What each tool
/// answers").
pub const SESSION_LAPS: LapBudget = LapBudget::laps(20_000_000);

/// A player's budget for one move: any of a depth, a number of nodes (for
/// Monte Carlo tree search, simulations) and a time, whichever runs out
/// first, and the laps a turn may sow.
///
/// Depth and node budgets give the same move on every machine for a given
/// seed; a time budget depends on the machine (and on the player's
/// [`Clock`](crate::Clock)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Limits {
    /// The deepest iteration, in plies (whole turns).
    pub depth: Option<u32>,
    /// Nodes searched (alpha-beta) or simulations (Monte Carlo).
    pub nodes: Option<u64>,
    /// Time for the move.
    pub time: Option<Duration>,
    /// Laps a turn may sow before its move is set aside as undecided:
    /// [`SEARCH_LAPS`] by default.
    pub laps: LapBudget,
}

impl Default for Limits {
    /// No depth, node or time bound (a search then runs to the end of the
    /// game or to its depth limit of [`MAX_DEPTH`](crate::MAX_DEPTH)), and
    /// [`SEARCH_LAPS`].
    fn default() -> Self {
        Limits {
            depth: None,
            nodes: None,
            time: None,
            laps: SEARCH_LAPS,
        }
    }
}

impl Limits {
    /// Search to `depth` plies.
    #[must_use]
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// Search `nodes` nodes (alpha-beta) or simulations (Monte Carlo).
    #[must_use]
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    /// Search for `time`.
    #[must_use]
    pub fn time(time: Duration) -> Limits {
        Limits {
            time: Some(time),
            ..Limits::default()
        }
    }

    /// The same limits with another lap budget for each turn.
    #[must_use]
    pub fn with_laps(self, laps: LapBudget) -> Limits {
        Limits { laps, ..self }
    }
}

/// The text of a player's limits: `100ms`, `d6`, `n100000`.
pub(crate) fn limits_text(l: &Limits) -> String {
    let mut parts = Vec::new();
    if let Some(t) = l.time {
        parts.push(if t.subsec_millis() == 0 && t.as_secs() > 0 {
            format!("{}s", t.as_secs())
        } else {
            format!("{}ms", t.as_millis())
        });
    }
    if let Some(d) = l.depth {
        parts.push(format!("d{d}"));
    }
    if let Some(n) = l.nodes {
        parts.push(format!("n{n}"));
    }
    if parts.is_empty() {
        "unbounded".into()
    } else {
        parts.join(" ")
    }
}
