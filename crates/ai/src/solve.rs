//! Exact solutions: the value of a position under perfect play by both
//! sides, the value of every move, and a principal variation.
//!
//! Two methods, for two kinds of game:
//!
//! - [`Solver`]: memoised negamax driven by MTD(f) (a series of null-window
//!   searches that close in on the value) over a transposition table of
//!   exact bounds, for games whose positions never repeat (Fang, fifangha
//!   with a finite `reserve_end`, Kalah). The value is the result first and
//!   then the margin: each player wins if he can, then maximises his final
//!   count minus his opponent's ([`Position::score`] when the game ends).
//!   It plays any [`SolveGame`]: [`WholeTurns`] adapts every
//!   [`Position`]; a game may supply a faster adapter of its own (the
//!   facade's `fanga::solve::KalahSowings` plays Kalah sowing by sowing on a
//!   packed board, with the stores counted outside the table's key).
//! - [`retrograde`]: retrograde analysis over every reachable position, for
//!   games whose positions can repeat (katro, katra fandatsaka's phase 2):
//!   wins and losses are propagated back from the finished games, and the
//!   positions left undecided are draws (play that never ends). It gives the
//!   result (win, draw or loss), not a margin, and stops with
//!   [`SolveError::TooLarge`] rather than exceed its memory cap.
//!
//! Both are exact. The table compares whole codes (an exact encoding of the
//! position, [`SolveGame::code`]), never a hash alone, so no collision can
//! corrupt a value; when the table is full, entries are replaced (a value
//! is then searched again, never guessed). Turns are played to their end
//! ([`LapBudget::UNLIMITED`](fanga_core::LapBudget::UNLIMITED)): an exact value cannot stop a turn early.
//!
//! ```
//! use fanga_ai::solve::{Solver, SolveSettings, Verdict, WholeTurns};
//! use fanga_core::Position;
//! use fanga_fang::{Fang, FangOptions};
//!
//! // Fang on 6 cups: a draw, whatever South opens with.
//! let start = Fang::start(&FangOptions::default().with_cups(6)?);
//! let mut solver = Solver::new(WholeTurns::<Fang>::new(), SolveSettings::default());
//! let analysis = solver.analyse(&start, |p| p.clone())?;
//! assert_eq!(analysis.value.verdict, Verdict::Draw);
//! assert!(analysis.moves.iter().all(|(_, v)| v.verdict == Verdict::Draw));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::collections::{HashMap, HashSet, VecDeque};
use std::fmt;
use std::marker::PhantomData;
use std::ops::ControlFlow;

use fanga_core::{Outcome, Position, RepetitionRule};
use smallvec::SmallVec;

/// Far beyond every value.
const INF: i32 = i32::MAX / 4;

/// The weight of the result in a [`WholeTurns`] value: a value is
/// `result * RESULT_WEIGHT + margin`, so the result decides first.
pub const RESULT_WEIGHT: i32 = 1 << 10;

/// No move stored.
const NO_MOVE: u16 = u8::MAX as u16;

/// How a solver may use memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SolveSettings {
    /// The most memory the solver's tables may take, in bytes. The
    /// [`Solver`]'s table grows to it and then replaces entries;
    /// [`retrograde`] stops with [`SolveError::TooLarge`] at it.
    pub memory: u64,
    /// Call the progress callback every this many positions (a power of two
    /// is cheapest).
    pub progress_every: u64,
    /// The deepest a [`Solver`] search may go, in plies (whole turns, or
    /// sowings for Kalah's adapter): past it the search stops with
    /// [`SolveError::TooDeep`] rather than exhaust the thread's stack (each
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

/// Why a game could not be solved.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SolveError {
    /// A position repeated on the search's path: [`Solver`] needs a game
    /// whose positions never repeat.
    #[error(
        "a position repeats {plies} plies deep: this game has cycles, so the solver's memoised search does not apply (use retrograde analysis)"
    )]
    Cycle {
        /// The depth of the repetition, in plies from the root.
        plies: u32,
    },
    /// The search used up the positions [`Solver::limit_nodes`] allowed.
    #[error("the search used up its budget of {nodes} positions before it found the value")]
    NodeBudget {
        /// The budget.
        nodes: u64,
    },
    /// The search went deeper than [`SolveSettings::max_plies`].
    #[error(
        "the search went {plies} plies deep without reaching the end of the game: games this long need retrograde analysis"
    )]
    TooDeep {
        /// The depth reached.
        plies: u32,
    },
    /// The reachable positions do not fit in the memory cap.
    #[error(
        "the reachable positions exceed the memory cap of {cap} bytes: {positions} positions found, every position up to {complete_plies} plies from the start among them"
    )]
    TooLarge {
        /// Distinct positions found before the cap.
        positions: u64,
        /// Plies from the root up to which every position was found.
        complete_plies: u32,
        /// The cap, in bytes.
        cap: u64,
    },
    /// The game ends on repetitions of the history, so a position alone
    /// does not fix its value.
    #[error(
        "{game} ends on repeated positions of the game's history, so a position's value depends on how it was reached: retrograde analysis over positions does not apply"
    )]
    HistoryDependent {
        /// The game.
        game: &'static str,
    },
}

/// The result of perfect play for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Verdict {
    /// He loses.
    Loss,
    /// Nobody wins (or the game never ends).
    Draw,
    /// He wins.
    Win,
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Verdict::Win => "win",
            Verdict::Draw => "draw",
            Verdict::Loss => "loss",
        })
    }
}

/// An exact value for the player to move: the result, and the final margin
/// where the solver computes one (his count minus his opponent's when the
/// game ends, each side playing first for the result, then for the margin).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Value {
    /// Win, draw or loss.
    pub verdict: Verdict,
    /// The final margin, or `None` ([`retrograde`] computes results only).
    pub margin: Option<i32>,
}

impl Value {
    /// The same value for the other player.
    #[must_use]
    pub fn flip(self) -> Value {
        Value {
            verdict: match self.verdict {
                Verdict::Win => Verdict::Loss,
                Verdict::Draw => Verdict::Draw,
                Verdict::Loss => Verdict::Win,
            },
            margin: self.margin.map(|m| -m),
        }
    }
}

impl fmt::Display for Value {
    /// `win by 8`, `draw`, `loss by 2`, or `win (margin -1)` where the
    /// result and the count disagree (a game won otherwise than by count).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.verdict, self.margin) {
            (v, None) => write!(f, "{v}"),
            (Verdict::Win, Some(m)) if m > 0 => write!(f, "win by {m}"),
            (Verdict::Loss, Some(m)) if m < 0 => write!(f, "loss by {}", -m),
            (Verdict::Draw, Some(0)) => write!(f, "draw"),
            (v, Some(m)) => write!(f, "{v} (margin {m:+})"),
        }
    }
}

/// A game as the [`Solver`] sees it: states, their children, and exact
/// codes for the table.
///
/// Values are integers for the player to move, higher is better; a state's
/// value is [`SolveGame::banked`] (what is already his, whatever happens)
/// plus a part that depends only on its [`SolveGame::code`], so that states
/// which differ only in what is banked share an entry of the table.
pub trait SolveGame {
    /// A state of the game.
    type State: Clone;
    /// An exact encoding of what a state's future depends on: states with
    /// equal codes have equal values less [`SolveGame::banked`].
    type Code: Clone + Eq;

    /// Whether no state can repeat along a game (then the solver skips its
    /// check for repetitions on the search's path).
    fn acyclic(&self) -> bool {
        false
    }

    /// The state's code, or `None` for a state the table does not keep (a
    /// compact code may not fit every state: such states are searched
    /// every time they come).
    fn code(&self, state: &Self::State) -> Option<Self::Code>;

    /// A 64-bit hash of a code (the table's index).
    fn hash(&self, code: &Self::Code) -> u64;

    /// The value of a finished state, or `None` while the game goes on.
    fn terminal(&mut self, state: &Self::State) -> Option<i32>;

    /// The part of the value already fixed (0 by default).
    fn banked(&self, state: &Self::State) -> i32 {
        let _ = state;
        0
    }

    /// Bounds of the value less [`SolveGame::banked`], when the game knows
    /// them (they prune: a search stops where the bounds already decide).
    fn bounds(&self, state: &Self::State) -> Option<(i32, i32)> {
        let _ = state;
        None
    }

    /// Calls `visit(child, same_mover, hint)` for every child, in a fixed
    /// order: `same_mover` when the child's player to move is this state's
    /// (an extra turn), and a move-ordering hint (higher first).
    fn children(&self, state: &Self::State, visit: impl FnMut(Self::State, bool, i32));

    /// What a value means.
    fn value_of(&self, value: i32) -> Value {
        let verdict = (value + RESULT_WEIGHT / 2).div_euclid(RESULT_WEIGHT);
        Value {
            verdict: match verdict.signum() {
                1 => Verdict::Win,
                -1 => Verdict::Loss,
                _ => Verdict::Draw,
            },
            margin: Some(value - verdict * RESULT_WEIGHT),
        }
    }
}

/// Any [`Position`] played whole turn by whole turn: the code is the
/// position itself, the value `result * RESULT_WEIGHT + margin` with the
/// margin counted by [`Position::score`] when the game ends.
#[derive(Debug)]
pub struct WholeTurns<P>(PhantomData<fn() -> P>);

impl<P> WholeTurns<P> {
    /// The adapter.
    #[must_use]
    pub fn new() -> Self {
        WholeTurns(PhantomData)
    }
}

impl<P> Default for WholeTurns<P> {
    fn default() -> Self {
        Self::new()
    }
}

/// The value of a finished game for `mover`, in [`WholeTurns`] terms.
#[must_use]
pub fn outcome_value(outcome: Outcome, score: [u32; 2], mover: fanga_core::Player) -> i32 {
    let result = match outcome.winner() {
        Some(w) if w == mover => 1,
        Some(_) => -1,
        None => 0,
    };
    let me = i64::from(score[mover.index()]);
    let them = i64::from(score[mover.other().index()]);
    let margin = (me - them).clamp(
        -i64::from(RESULT_WEIGHT / 2 - 1),
        i64::from(RESULT_WEIGHT / 2 - 1),
    );
    // The clamp keeps the margin in range, so the conversion is exact.
    result * RESULT_WEIGHT + i32::try_from(margin).unwrap_or(0)
}

impl<P: Position> SolveGame for WholeTurns<P> {
    type State = P;
    type Code = P;

    fn code(&self, state: &P) -> Option<P> {
        Some(state.clone())
    }

    fn hash(&self, code: &P) -> u64 {
        code.key()
    }

    fn terminal(&mut self, state: &P) -> Option<i32> {
        state
            .outcome()
            .map(|o| outcome_value(o, state.score(), state.turn()))
    }

    fn children(&self, state: &P, mut visit: impl FnMut(P, bool, i32)) {
        let mover = state.turn();
        let _ = state.for_each_move(|m| {
            let mut child = state.clone();
            child.play_unchecked(&m);
            let s = child.score();
            let hint = i64::from(s[mover.index()]) - i64::from(s[mover.other().index()]);
            let same = child.turn() == mover;
            visit(child, same, i32::try_from(hint).unwrap_or(0));
            ControlFlow::Continue(())
        });
    }
}

/// A table entry: exact bounds of the value less what is banked
/// ([`UNBOUNDED`] where a side is unknown), the best move's index in
/// generation order, and the work below it (`0`: an empty slot).
#[derive(Clone)]
struct Entry<C> {
    code: C,
    lo: i16,
    hi: i16,
    best: u8,
    work: u8,
}

/// A bound not known, as stored.
const UNBOUNDED: i16 = i16::MAX;

/// A bound as stored: values beyond `i16` (never those of a game, which
/// stay within `2 * RESULT_WEIGHT`) are unknown.
fn store_bound(v: i32) -> i16 {
    i16::try_from(v)
        .ok()
        .filter(|v| v.abs() < UNBOUNDED)
        .unwrap_or(UNBOUNDED)
}

/// The transposition table: two-entry buckets of entries that hold the
/// whole code (a hit is exact), growing by doubling up to the memory cap,
/// then replacing the entry with less work below it. Slots are allocated
/// at the first entry, filled with its code and no work.
struct Table<C> {
    slots: Vec<Entry<C>>,
    entries: u64,
    max_slots: usize,
}

impl<C: Clone + Eq> Table<C> {
    fn new(memory: u64) -> Self {
        let size = std::mem::size_of::<Entry<C>>().max(1) as u64;
        let most = (memory / size).max(2);
        // The largest power of two that fits the cap.
        let max_slots = usize::try_from(1u64 << (63 - most.leading_zeros())).unwrap_or(1 << 30);
        Table {
            slots: Vec::new(),
            entries: 0,
            max_slots,
        }
    }

    fn bytes(&self) -> u64 {
        (self.slots.capacity() * std::mem::size_of::<Entry<C>>()) as u64
    }

    fn bucket(&self, hash: u64) -> usize {
        // Two slots a bucket: an even index.
        (hash as usize) & (self.slots.len() - 1) & !1
    }

    fn get(&self, code: &C, hash: u64) -> Option<&Entry<C>> {
        if self.slots.is_empty() {
            return None;
        }
        let b = self.bucket(hash);
        self.slots[b..b + 2]
            .iter()
            .find(|e| e.work > 0 && e.code == *code)
    }

    fn put(&mut self, entry: Entry<C>, hash: u64, rehash: impl Fn(&C) -> u64) {
        if self.slots.is_empty() {
            let empty = Entry {
                work: 0,
                ..entry.clone()
            };
            self.slots = vec![empty; self.max_slots.min(1 << 14)];
        } else if self.entries * 4 >= self.slots.len() as u64 * 3
            && self.slots.len() < self.max_slots
        {
            self.grow(rehash);
        }
        self.place(entry, hash);
    }

    fn place(&mut self, entry: Entry<C>, hash: u64) {
        let b = self.bucket(hash);
        let pair = &mut self.slots[b..b + 2];
        // The same code, else an empty slot, else the one with less work.
        let i = if let Some(i) = pair.iter().position(|e| e.work > 0 && e.code == entry.code) {
            i
        } else if let Some(i) = pair.iter().position(|e| e.work == 0) {
            self.entries += 1;
            i
        } else {
            usize::from(pair[1].work < pair[0].work)
        };
        pair[i] = entry;
    }

    /// Doubles the table and places every entry again.
    fn grow(&mut self, rehash: impl Fn(&C) -> u64) {
        let Some(first) = self.slots.first() else {
            return;
        };
        let empty = Entry {
            work: 0,
            ..first.clone()
        };
        let bigger = vec![empty; self.slots.len() * 2];
        let old = std::mem::replace(&mut self.slots, bigger);
        self.entries = 0;
        for e in old.into_iter().filter(|e| e.work > 0) {
            let h = rehash(&e.code);
            self.place(e, h);
        }
    }
}

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
/// [module](self) docs.
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

/// A move, its exact score and its principal variation.
type Exact<P> = (
    <P as Position>::Move,
    crate::Score,
    Vec<<P as Position>::Move>,
);

impl<G: SolveGame> fmt::Debug for Solver<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Solver")
            .field("settings", &self.settings)
            .field("stats", &self.stats())
            .finish_non_exhaustive()
    }
}

/// The value of a position, of each of its moves, and a principal
/// variation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis<P: Position> {
    /// The position's value for its player to move.
    pub value: Value,
    /// Every legal move, in [`Position::legal_moves`] order, with its value
    /// for the player who plays it.
    pub moves: Vec<(P::Move, Value)>,
    /// A line of best moves to the end of the game.
    pub pv: Vec<P::Move>,
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
        let (mut lo, mut hi) = (-INF, INF);
        let mut guess = self.game.banked(state);
        if let Some((a, b)) = self.game.bounds(state) {
            lo = guess + a;
            hi = guess + b;
        }
        guess = guess.clamp(lo, hi);
        while lo < hi {
            let beta = if guess == lo { guess + 1 } else { guess };
            guess = self.search(state, beta - 1, beta, 0)?;
            if guess < beta {
                hi = guess;
            } else {
                lo = guess;
            }
        }
        Ok(lo)
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
    /// `state_of` turns a position into the adapter's state.
    ///
    /// # Errors
    ///
    /// [`SolveError::Cycle`] when a state repeats on the search's path.
    pub fn analyse<P: Position>(
        &mut self,
        position: &P,
        state_of: impl Fn(&P) -> G::State,
    ) -> Result<Analysis<P>, SolveError> {
        let root = state_of(position);
        let raw = self.solve_raw(&root)?;
        let mut moves = Vec::new();
        for m in position.legal_moves() {
            let mut child = position.clone();
            child.play_unchecked(&m);
            let v = self.solve_raw(&state_of(&child))?;
            let v = if child.turn() == position.turn() {
                v
            } else {
                -v
            };
            moves.push((m, self.game.value_of(v)));
        }
        let pv = self.principal_variation(position, raw, &state_of)?;
        Ok(Analysis {
            value: self.game.value_of(raw),
            moves,
            pv,
        })
    }

    /// A line of moves that keep the value `raw` of `position`, to the end.
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
        let mut pv = Vec::new();
        let mut pos = position.clone();
        let mut v = raw;
        while pos.outcome().is_none() {
            let mut next = None;
            for m in pos.legal_moves() {
                let mut child = pos.clone();
                child.play_unchecked(&m);
                let same = child.turn() == pos.turn();
                let s = state_of(&child);
                // The child keeps the value when its own value is at least
                // `v` (same mover) or at most `-v`.
                let keeps = if same {
                    self.at_least(&s, v)?
                } else {
                    !self.at_least(&s, -v + 1)?
                };
                if keeps {
                    next = Some((m, child, same));
                    break;
                }
            }
            let Some((m, child, same)) = next else {
                break;
            };
            pv.push(m);
            pos = child;
            if !same {
                v = -v;
            }
        }
        Ok(pv)
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
        let (new_lo, new_hi) = if best >= b0 {
            (lo.max(best), hi)
        } else if best <= a0 {
            (lo, hi.min(best))
        } else {
            (best, best)
        };
        let work = (64 - (self.nodes - before).leading_zeros()) as u8;
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

/// The result of a [`retrograde`] analysis.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Retrograde<P: Position> {
    /// The root's value for its player to move (a result, no margin).
    pub value: Value,
    /// Plies to the end of the game with perfect play, for a win or a loss
    /// (the winner hastens, the loser delays).
    pub plies: Option<u32>,
    /// Every legal move of the root with its value for its player.
    pub moves: Vec<(P::Move, Value)>,
    /// A principal variation: to the end for a win or a loss (the winner
    /// taking the quickest win, the loser the slowest loss); for a draw, a
    /// line of drawing moves until a position repeats (at most 200 plies).
    pub pv: Vec<P::Move>,
    /// Distinct positions reachable from the root.
    pub positions: u64,
    /// Of those, the ones drawn (never resolved).
    pub draws: u64,
    /// The memory the analysis took, in bytes (an estimate from the sizes
    /// of its tables).
    pub bytes: u64,
}

/// Exact results by retrograde analysis over every position reachable from
/// `root`: see the [module](self) docs.
///
/// `progress` is called every [`SolveSettings::progress_every`] positions
/// found, with their count in [`SolveStats::nodes`] and
/// [`SolveStats::entries`] and the memory taken in
/// [`SolveStats::table_bytes`].
///
/// # Errors
///
/// [`SolveError::TooLarge`] when the positions would take more than
/// `settings.memory`; [`SolveError::HistoryDependent`] for a game with a
/// repetition rule (its value depends on the history, not the position).
pub fn retrograde<P: Position>(
    root: &P,
    settings: &SolveSettings,
    mut progress: impl FnMut(&SolveStats),
) -> Result<Retrograde<P>, SolveError> {
    if P::REPETITION != RepetitionRule::None {
        return Err(SolveError::HistoryDependent { game: P::GAME });
    }
    // The memory of the tables, from their capacities: the list, the
    // index (a bucket of position and number and a control byte, at most
    // 7/8 full), the edges and their offsets; and the most any of them may
    // add when it next doubles (old and new buffers side by side). The
    // analysis stops before that could pass the cap.
    let entry = (std::mem::size_of::<(P, u32)>() + 1) as u64;
    let footprint = |list: &Vec<P>, index: &HashMap<P, u32>, edges: &Vec<u32>, first: &Vec<u32>| {
        let parts = [
            list.capacity() as u64 * std::mem::size_of::<P>() as u64,
            (index.capacity() as u64 * 8 / 7 + 1) * entry,
            edges.capacity() as u64 * 4,
            first.capacity() as u64 * 4,
        ];
        let now: u64 = parts.iter().sum();
        (now, now + 2 * parts.iter().max().copied().unwrap_or(0))
    };
    let mut index: HashMap<P, u32> = HashMap::new();
    let mut list: Vec<P> = Vec::new();
    let mut edges: Vec<u32> = Vec::new();
    let mut first: Vec<u32> = vec![0];
    index.insert(root.clone(), 0);
    list.push(root.clone());
    // Breadth first: `level_end` marks the end of the current ply.
    let mut level_end = 1usize;
    let mut complete = 0u32;
    let mut i = 0usize;
    while i < list.len() {
        if i == level_end {
            complete += 1;
            level_end = list.len();
        }
        let p = list[i].clone();
        if p.outcome().is_none() {
            for m in p.legal_moves() {
                let mut c = p.clone();
                c.play_unchecked(&m);
                let next = u32::try_from(list.len()).unwrap_or(u32::MAX);
                let j = *index.entry(c).or_insert_with_key(|c| {
                    list.push(c.clone());
                    next
                });
                edges.push(j);
            }
        }
        first.push(u32::try_from(edges.len()).unwrap_or(u32::MAX));
        let (bytes, next) = footprint(&list, &index, &edges, &first);
        if (i as u64 + 1).is_multiple_of(settings.progress_every.max(1)) {
            progress(&SolveStats {
                nodes: list.len() as u64,
                entries: list.len() as u64,
                table_bytes: bytes,
            });
        }
        // The predecessor lists and verdicts to come take about as much as
        // the edges and offsets.
        let later = edges.len() as u64 * 4 + list.len() as u64 * 17;
        if next.max(bytes + later) > settings.memory || list.len() >= u32::MAX as usize - 1 {
            return Err(SolveError::TooLarge {
                positions: list.len() as u64,
                complete_plies: complete,
                cap: settings.memory,
            });
        }
        i += 1;
    }
    let n = list.len();
    let (peak, _) = footprint(&list, &index, &edges, &first);
    drop(index);
    // Predecessors, by counting.
    let mut pred_first = vec![0u32; n + 1];
    for &j in &edges {
        pred_first[j as usize + 1] += 1;
    }
    for k in 0..n {
        pred_first[k + 1] += pred_first[k];
    }
    let mut fill = pred_first.clone();
    let mut preds = vec![0u32; edges.len()];
    for k in 0..n {
        for e in first[k]..first[k + 1] {
            let j = edges[e as usize] as usize;
            preds[fill[j] as usize] = u32::try_from(k).unwrap_or(u32::MAX);
            fill[j] += 1;
        }
    }
    drop(fill);
    // 0 unknown, 1 win, 2 loss, 3 draw (finished as a draw); with plies.
    let mut verdict = vec![0u8; n];
    let mut plies = vec![0u32; n];
    let mut left: Vec<u32> = (0..n).map(|k| first[k + 1] - first[k]).collect();
    let mut queue = VecDeque::new();
    for (k, p) in list.iter().enumerate() {
        if let Some(o) = p.outcome() {
            verdict[k] = match o.winner() {
                Some(w) if w == p.turn() => 1,
                Some(_) => 2,
                None => 3,
            };
            if verdict[k] != 3 {
                queue.push_back(k);
            }
        }
    }
    while let Some(k) = queue.pop_front() {
        for e in pred_first[k]..pred_first[k + 1] {
            let q = preds[e as usize] as usize;
            if verdict[q] != 0 {
                continue;
            }
            let same = list[q].turn() == list[k].turn();
            // k's result for q's mover.
            let wins = (verdict[k] == 1) == same;
            if wins {
                verdict[q] = 1;
                plies[q] = plies[k] + 1;
                queue.push_back(q);
            } else {
                left[q] -= 1;
                if left[q] == 0 {
                    verdict[q] = 2;
                    plies[q] = plies[k] + 1;
                    queue.push_back(q);
                }
            }
        }
    }
    let value_at = |k: usize| Value {
        verdict: match verdict[k] {
            1 => Verdict::Win,
            2 => Verdict::Loss,
            _ => Verdict::Draw,
        },
        margin: None,
    };
    let mut moves = Vec::new();
    if root.outcome().is_none() {
        for (m, e) in root.legal_moves().into_iter().zip(first[0]..first[1]) {
            let j = edges[e as usize] as usize;
            let v = value_at(j);
            let same = list[j].turn() == root.turn();
            moves.push((m, if same { v } else { v.flip() }));
        }
    }
    // The principal variation: from each position, the first move that
    // keeps its value (and its distance, for a win or a loss).
    let mut pv = Vec::new();
    let mut k = 0usize;
    let mut seen = HashSet::new();
    while list[k].outcome().is_none() && pv.len() < 200 && seen.insert(k) {
        let here = value_at(k).verdict;
        let next = list[k]
            .legal_moves()
            .into_iter()
            .zip(first[k]..first[k + 1])
            .map(|(m, e)| (m, edges[e as usize] as usize))
            .find(|&(_, j)| {
                let same = list[j].turn() == list[k].turn();
                let v = if same {
                    value_at(j)
                } else {
                    value_at(j).flip()
                };
                v.verdict == here && (here == Verdict::Draw || plies[j] + 1 == plies[k])
            });
        let Some((m, j)) = next else {
            break;
        };
        pv.push(m);
        k = j;
    }
    let draws = verdict.iter().filter(|&&v| v == 0 || v == 3).count() as u64;
    Ok(Retrograde {
        value: value_at(0),
        plies: matches!(verdict[0], 1 | 2).then_some(plies[0]),
        moves,
        pv,
        positions: n as u64,
        draws,
        bytes: peak + edges.len() as u64 * 4 + n as u64 * 17,
    })
}

/// A player that plays perfectly where the board is small enough to solve:
/// each move is a best move of the exact solution, and its
/// [`Decision::score`](crate::Decision::score) is exact.
///
/// It searches with a [`Solver`] over whole turns, keeping its table from
/// move to move. A move whose search passes its budget of positions
/// ([`Perfect::NODE_BUDGET`], [`Perfect::with_node_budget`]) is played by
/// alpha-beta to depth 8, and the next move is searched again (the board
/// shrinks as the game goes on). In a game whose positions repeat (the
/// search meets a cycle, or goes deeper than [`SolveSettings::max_plies`])
/// it runs a [`retrograde`] analysis of the position instead; where that
/// passes the memory cap, it plays as alpha-beta to depth 8 from then on
/// (its name then says so).
///
/// The score of a win or a loss is [`Score::win_in`](crate::Score::win_in)/[`Score::loss_in`](crate::Score::loss_in) of
/// the plies to the end: along the principal variation for a search (the
/// winner plays for his margin, so the end may come later than it could),
/// the exact distance for a retrograde analysis; a draw scores
/// [`Score::DRAW`](crate::Score::DRAW).
///
/// ```
/// use fanga_ai::solve::Perfect;
/// use fanga_ai::Player;
/// use fanga_core::Position;
/// use fanga_fang::{Fang, FangOptions};
///
/// let start = Fang::start(&FangOptions::default().with_cups(4)?);
/// let mut perfect = Perfect::<Fang>::new(Default::default());
/// let d = perfect.decide(&start, &[]).expect("a move");
/// assert_eq!(d.mv.to_string(), "2");
/// assert_eq!(d.score.map(|s| s.to_string()).as_deref(), Some("win in 1"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Perfect<P: Position> {
    solver: Solver<WholeTurns<P>>,
    settings: SolveSettings,
    /// Set once the game proved too large: every later move is the
    /// fallback's.
    fallback: Option<crate::AlphaBeta<P>>,
    /// Set once the search met a cycle (or went too deep): later moves go
    /// to retrograde analysis directly.
    cyclic: bool,
    /// Positions a move's exact search may visit.
    node_budget: u64,
}

impl<P: Position> fmt::Debug for Perfect<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Perfect")
            .field("settings", &self.settings)
            .field("fallback", &self.fallback.is_some())
            .finish_non_exhaustive()
    }
}

impl<P: Position> Perfect<P> {
    /// A perfect player whose tables stay within `settings.memory`.
    #[must_use]
    pub fn new(settings: SolveSettings) -> Self {
        Perfect {
            solver: Solver::new(WholeTurns::new(), settings),
            settings,
            fallback: None,
            cyclic: false,
            node_budget: Self::NODE_BUDGET,
        }
    }

    /// The positions a move's exact search may visit by default: ten
    /// million, a few seconds; past them that move is alpha-beta's.
    pub const NODE_BUDGET: u64 = 10_000_000;

    /// The same player with another budget of positions for each move's
    /// exact search (`u64::MAX`: none).
    #[must_use]
    pub fn with_node_budget(mut self, positions: u64) -> Self {
        self.node_budget = positions;
        self
    }

    fn exact(&mut self, position: &P) -> Result<Exact<P>, SolveError> {
        let raw = self.solver.solve_raw(position)?;
        let pv = self
            .solver
            .principal_variation(position, raw, &Clone::clone)?;
        let value = self.solver.game().value_of(raw);
        let plies = u32::try_from(pv.len()).unwrap_or(u32::MAX);
        let score = match value.verdict {
            Verdict::Win => crate::Score::win_in(plies),
            Verdict::Loss => crate::Score::loss_in(plies),
            Verdict::Draw => crate::Score::DRAW,
        };
        let mv = pv.first().cloned().ok_or(SolveError::Cycle { plies: 0 })?;
        Ok((mv, score, pv))
    }

    fn by_retrograde(&self, position: &P) -> Result<(P::Move, crate::Score), SolveError> {
        let r = retrograde(position, &self.settings, |_| {})?;
        let rank = |v: &Value| v.verdict;
        let best = r
            .moves
            .iter()
            .map(|(_, v)| rank(v))
            .max()
            .ok_or(SolveError::Cycle { plies: 0 })?;
        let (mv, _) = r
            .moves
            .iter()
            .find(|(_, v)| rank(v) == best)
            .ok_or(SolveError::Cycle { plies: 0 })?;
        let plies = r.plies.unwrap_or(0);
        let score = match r.value.verdict {
            Verdict::Win => crate::Score::win_in(plies),
            Verdict::Loss => crate::Score::loss_in(plies),
            Verdict::Draw => crate::Score::DRAW,
        };
        Ok((mv.clone(), score))
    }
}

impl<P: Position> crate::Player<P> for Perfect<P> {
    fn name(&self) -> String {
        if self.fallback.is_some() {
            "perfect (alpha-beta to depth 8 where too large)".into()
        } else {
            "perfect".into()
        }
    }

    fn decide(&mut self, position: &P, history: &[P]) -> Option<crate::Decision<P>> {
        if position.outcome().is_some() {
            return None;
        }
        if let Some(ab) = self.fallback.as_mut() {
            return ab.decide(position, history);
        }
        let before = self.solver.stats().nodes;
        let exact = if self.cyclic {
            Err(SolveError::Cycle { plies: 0 })
        } else {
            self.solver.limit_nodes(self.node_budget);
            self.exact(position)
        };
        let (mv, score, pv) = match exact {
            Ok(found) => found,
            // Too large to solve yet: this move by alpha-beta, and the next
            // one tried again (the board shrinks as the game goes on).
            Err(SolveError::NodeBudget { .. }) => {
                return crate::AlphaBeta::new(crate::Limits::depth(8)).decide(position, history);
            }
            Err(_) => {
                self.cyclic = true;
                match self.by_retrograde(position) {
                    Ok((mv, score)) => (mv.clone(), score, vec![mv]),
                    Err(_) => {
                        let ab = self
                            .fallback
                            .insert(crate::AlphaBeta::new(crate::Limits::depth(8)));
                        return ab.decide(position, history);
                    }
                }
            }
        };
        Some(crate::Decision {
            mv,
            score: Some(score),
            pv,
            depth: 0,
            nodes: self.solver.stats().nodes - before,
            time: std::time::Duration::ZERO,
        })
    }
}
