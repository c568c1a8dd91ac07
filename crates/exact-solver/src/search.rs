//! [`Solver`]: memoised negamax driven by MTD(f), the value of every move
//! and a principal variation.

use std::collections::HashSet;
use std::fmt;

use fanga_core::Position;
use smallvec::SmallVec;

use crate::analysis::{Analysis, Exact, analyse, principal_variation};
use crate::error::SolveError;
use crate::game::SolveGame;
use crate::mtdf::{bounds_after, mtdf, work};
use crate::settings::SolveSettings;
use crate::table::{Entry, Table, UNBOUNDED, store_bound};
use crate::value::Value;

/// Far beyond every value.
const INF: i32 = i32::MAX / 4;

/// No move stored.
const NO_MOVE: u16 = u8::MAX as u16;

/// Counts of a solve so far, passed to the progress callback and returned
/// at the end.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SolveStats {
    /// Positions searched (a position searched again counts again).
    pub nodes: u64,
    /// Entries in the table now.
    pub entries: u64,
    /// The table's size now, in bytes (its peak: it never shrinks).
    pub table_bytes: u64,
}

/// The exact solver for games whose positions never repeat; see the
/// [crate](crate) docs.
pub struct Solver<G: SolveGame> {
    game: G,
    table: Table<G::Code>,
    settings: SolveSettings,
    nodes: u64,
    /// The node count at which the progress callback is called next.
    next_report: u64,
    /// The node count past which the search stops ([`Solver::limit_nodes`]),
    /// and the budget it came from.
    node_limit: (u64, u64),
    path: HashSet<u64>,
    progress: Option<ProgressFn>,
}

/// A progress callback: called with the counts so far.
pub type ProgressFn = Box<dyn FnMut(&SolveStats) + Send>;

/// A child in a node's move order: its ordering key, its index in
/// generation order, the state, and whether its player to move is the
/// node's.
type Kids<S> = SmallVec<[(i32, u16, S, bool); 16]>;

impl<G: SolveGame> fmt::Debug for Solver<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Solver")
            .field("settings", &self.settings)
            .field("stats", &self.stats())
            .finish_non_exhaustive()
    }
}

impl<G: SolveGame> Solver<G> {
    /// A solver for `game`, with an empty table.
    #[must_use]
    pub fn new(game: G, settings: SolveSettings) -> Self {
        Solver {
            game,
            table: Table::new(settings.memory),
            settings,
            nodes: 0,
            next_report: settings.progress_every.max(1),
            node_limit: (u64::MAX, u64::MAX),
            path: HashSet::new(),
            progress: None,
        }
    }

    /// Calls `progress` every [`SolveSettings::progress_every`] positions.
    #[must_use]
    pub fn with_progress(mut self, progress: impl FnMut(&SolveStats) + Send + 'static) -> Self {
        self.progress = Some(Box::new(progress));
        self
    }

    /// From now on, a search stops with [`SolveError::NodeBudget`] after
    /// `positions` more positions (`u64::MAX`: never). The table keeps
    /// what the stopped search found.
    pub fn limit_nodes(&mut self, positions: u64) {
        self.node_limit = (self.nodes.saturating_add(positions), positions);
    }

    /// [`Solver::with_progress`] on a solver already built.
    pub fn set_progress(&mut self, progress: ProgressFn) {
        self.progress = Some(progress);
    }

    /// The game adapter.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// Positions searched so far, and the table.
    #[must_use]
    pub fn stats(&self) -> SolveStats {
        SolveStats {
            nodes: self.nodes,
            entries: self.table.entries,
            table_bytes: self.table.bytes(),
        }
    }

    /// The exact value of `state` for its player to move, as an integer of
    /// the game's (see [`SolveGame::value_of`]).
    ///
    /// # Errors
    ///
    /// [`SolveError::Cycle`] when a state repeats on the search's path.
    pub fn solve_raw(&mut self, state: &G::State) -> Result<i32, SolveError> {
        let guess = self.game.banked(state);
        let (lo, hi) = match self.game.bounds(state) {
            Some((a, b)) => (guess + a, guess + b),
            None => (-INF, INF),
        };
        mtdf(lo, hi, guess, |beta| self.search(state, beta - 1, beta, 0))
    }

    /// The exact value of `state` for its player to move.
    ///
    /// # Errors
    ///
    /// [`SolveError::Cycle`] when a state repeats on the search's path.
    pub fn solve(&mut self, state: &G::State) -> Result<Value, SolveError> {
        let v = self.solve_raw(state)?;
        Ok(self.game.value_of(v))
    }

    /// Whether `state`'s value is at least `v` (one null-window search).
    fn at_least(&mut self, state: &G::State, v: i32) -> Result<bool, SolveError> {
        Ok(self.search(state, v - 1, v, 0)? >= v)
    }

    /// The value of a position, of every move, and a principal variation;
    /// `state_of` turns a position into the adapter's state
    /// ([`analyse`](crate::analyse)).
    ///
    /// # Errors
    ///
    /// [`SolveError::Cycle`] when a state repeats on the search's path.
    pub fn analyse<P: Position>(
        &mut self,
        position: &P,
        state_of: impl Fn(&P) -> G::State,
    ) -> Result<Analysis<P>, SolveError> {
        analyse(self, position, state_of)
    }

    /// A line of moves that keep the value `raw` of `position`, to the end
    /// ([`principal_variation`](crate::principal_variation)).
    ///
    /// # Errors
    ///
    /// [`SolveError::Cycle`] when a state repeats on the search's path.
    pub fn principal_variation<P: Position>(
        &mut self,
        position: &P,
        raw: i32,
        state_of: &impl Fn(&P) -> G::State,
    ) -> Result<Vec<P::Move>, SolveError> {
        principal_variation(self, position, raw, state_of)
    }

    /// Fail-soft alpha-beta over exact bounds.
    fn search(
        &mut self,
        state: &G::State,
        alpha: i32,
        beta: i32,
        ply: u32,
    ) -> Result<i32, SolveError> {
        self.nodes += 1;
        if ply > self.settings.max_plies {
            return Err(SolveError::TooDeep { plies: ply });
        }
        if self.nodes > self.node_limit.0 {
            return Err(SolveError::NodeBudget {
                nodes: self.node_limit.1,
            });
        }
        if self.nodes >= self.next_report {
            self.next_report = self.nodes + self.settings.progress_every.max(1);
            let stats = self.stats();
            if let Some(p) = self.progress.as_mut() {
                p(&stats);
            }
        }
        if let Some(v) = self.game.terminal(state) {
            return Ok(v);
        }
        let banked = self.game.banked(state);
        let (mut lo, mut hi) = match self.game.bounds(state) {
            Some((a, b)) => (banked + a, banked + b),
            None => (-INF, INF),
        };
        let code = self.game.code(state);
        let hash = code.as_ref().map_or(0, |c| self.game.hash(c));
        let mut table_move = NO_MOVE;
        if let Some(e) = code.as_ref().and_then(|c| self.table.get(c, hash)) {
            if e.lo != UNBOUNDED {
                lo = lo.max(i32::from(e.lo) + banked);
            }
            if e.hi != UNBOUNDED {
                hi = hi.min(i32::from(e.hi) + banked);
            }
            table_move = u16::from(e.best);
        }
        if lo >= beta || lo == hi {
            return Ok(lo);
        }
        if hi <= alpha {
            return Ok(hi);
        }
        let (a0, b0) = (alpha.max(lo), beta.min(hi));

        let mut kids: Kids<G::State> = SmallVec::new();
        self.game.children(state, |child, same, hint| {
            // Moves past the 255th are never the table's move.
            let i = u16::try_from(kids.len()).unwrap_or(NO_MOVE).min(NO_MOVE);
            let key = if i == table_move && i != NO_MOVE {
                i32::MAX
            } else {
                hint
            };
            kids.push((key, i, child, same));
        });
        // Stable: equal hints keep generation order.
        kids.sort_by_key(|k| std::cmp::Reverse(k.0));

        // States without a code are not checked (a game with cycles gives
        // every state a code).
        let cyclic = !self.game.acyclic() && code.is_some();
        if cyclic && !self.path.insert(hash) {
            return Err(SolveError::Cycle { plies: ply });
        }
        let before = self.nodes;
        let mut best = -INF;
        let mut best_move = NO_MOVE;
        let mut a = a0;
        let mut result = Ok(());
        for (_, i, child, same) in &kids {
            let v = if *same {
                self.search(child, a, b0, ply + 1)
            } else {
                self.search(child, -b0, -a, ply + 1).map(|v| -v)
            };
            let v = match v {
                Ok(v) => v,
                Err(e) => {
                    result = Err(e);
                    break;
                }
            };
            if v > best {
                best = v;
                best_move = *i;
                if v > a {
                    a = v;
                    if a >= b0 {
                        break;
                    }
                }
            }
        }
        if cyclic {
            self.path.remove(&hash);
        }
        result?;
        let (new_lo, new_hi) = bounds_after(lo, hi, a0, b0, best);
        let work = work(self.nodes - before);
        let game = &self.game;
        if let Some(code) = code {
            self.table.put(
                Entry {
                    code,
                    lo: store_bound(new_lo.saturating_sub(banked)),
                    hi: store_bound(new_hi.saturating_sub(banked)),
                    best: u8::try_from(best_move).unwrap_or(u8::MAX),
                    work,
                },
                hash,
                |c| game.hash(c),
            );
        }
        Ok(best)
    }
}

impl<G: SolveGame> Exact for Solver<G> {
    type State = G::State;

    fn value(&mut self, state: &G::State) -> Result<i32, SolveError> {
        self.solve_raw(state)
    }

    fn at_least(&mut self, state: &G::State, v: i32) -> Result<bool, SolveError> {
        Solver::at_least(self, state, v)
    }

    fn value_of(&self, value: i32) -> Value {
        self.game.value_of(value)
    }
}
