//! Alpha-beta: negamax with iterative deepening, principal variation
//! search, a transposition table and move ordering.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use fanga_core::{Bounded, Outcome, Position, RepetitionRule};
use smallvec::SmallVec;

use crate::clock::{Clock, default_clock};
use crate::limits::Limits;
use crate::moves::{MoveCache, Successor, Successors, successors};
use crate::player::{Decision, Player};
use fanga_core::Score;
use fanga_core::catalog::{Evaluator, Material};

/// The deepest a search goes, in plies.
pub const MAX_DEPTH: u32 = 64;

/// Bigger than any score.
const INFINITY: i32 = Score::WIN + 1;

/// How often (in nodes) a search reads its clock.
const CLOCK_EVERY: u64 = 1024;

/// An alpha-beta player: negamax over whole turns with iterative deepening,
/// principal variation search (null windows after the first move), a
/// transposition table keyed by [`Position::key`], the table's move first,
/// then two killer moves a ply, then the other moves by the evaluation of
/// the position each leads to (a one-move look ahead).
///
/// - **Scores** are exact for finished games ([`Score`]: a quicker win is
///   preferred), else the evaluator's ([`Material`] by default) at the
///   horizon. A position the evaluator knows exactly
///   ([`Evaluator::exact`]: an endgame table) is scored so wherever the
///   search meets it below the root, and not searched deeper.
/// - **Budgets** ([`Limits`]): the deepest iteration, nodes, time (read from
///   the player's [`Clock`] every 1,024 nodes). The move is the best of
///   the deepest iteration that searched at least one root move to the
///   end: an iteration stopped by the budget still counts the root moves it
///   finished (the previous best is searched first, so a move it finished
///   ahead of it beat it at the greater depth). With a depth or node budget
///   the search is deterministic.
/// - **Turns that never end**: moves are listed and played under the
///   limits' lap budget; a move whose turn is still undecided then is scored
///   as a loss for its mover (it may well be one: a turn that never ends
///   loses), unless it is the only move, which is then scored by the
///   evaluator. The moves of recently searched positions are kept, with the
///   positions they lead to, in a cache keyed by position, so iterative
///   deepening plays each turn out once.
/// - **Repetition**: in a game with a [`RepetitionRule`] (Oware), a position
///   that occurred earlier in the game (the history passed to
///   [`Player::decide`]) or on the searched line ends the game there, as the
///   rules say. In a game without one (every other game: their rules let a
///   game cycle for ever), such a position is scored as a draw, as chess
///   engines score a first repetition: a cycle makes no progress, so the
///   side ahead looks for another way and the side behind is content to
///   cycle. Without it, a player ahead in a Mangala or Fanorona endgame may
///   shuffle for ever. The transposition table ignores the path, as most
///   engines' do.
pub struct AlphaBeta<P: Bounded> {
    limits: Limits,
    evaluator: Box<dyn Evaluator<P>>,
    clock: Box<dyn Clock>,
    table: Table,
    cache: MoveCache<P>,
    killers: Vec<[Option<P::Move>; 2]>,
    pv: Vec<Vec<P::Move>>,
    /// Keys of the game's positions before the root, and of the line from
    /// the root (for repetitions).
    seen: Vec<u64>,
    /// How many of `seen` are the game's history (the rest is the line).
    history_len: usize,
    /// A bit per `key % 4096` of the history's keys: most positions are
    /// cleared without scanning a long history.
    history_bits: Box<[u64; 64]>,
    nodes: u64,
    start: Duration,
    stopped: bool,
    /// The score of the best root move the current iteration finished
    /// (its line is `pv[0]`), if it finished one.
    root_score: Option<i32>,
    /// The previous iteration's move, and whether the current iteration
    /// finished it (then a move it finished ahead of it is better).
    root_anchor: Option<(P::Move, bool)>,
    /// Set from outside to end the search (the engine protocol's `stop`).
    stop: Option<Arc<AtomicBool>>,
}

impl<P: Bounded> AlphaBeta<P> {
    /// A player with these limits, [`Material`], the system clock and a
    /// 16 MiB transposition table.
    #[must_use]
    pub fn new(limits: Limits) -> AlphaBeta<P> {
        AlphaBeta {
            limits,
            evaluator: Box::new(Material),
            clock: default_clock(),
            table: Table::new(16),
            cache: MoveCache::new(4096),
            killers: Vec::new(),
            pv: Vec::new(),
            seen: Vec::new(),
            history_len: 0,
            history_bits: Box::new([0; 64]),
            nodes: 0,
            start: Duration::ZERO,
            stopped: false,
            root_score: None,
            root_anchor: None,
            stop: None,
        }
    }

    /// The same player, stopping as soon as `flag` is set (read with the
    /// clock, every 1,024 nodes): the search then answers with the best
    /// move it has (see [`AlphaBeta`]).
    #[must_use]
    pub fn with_stop(mut self, flag: Arc<AtomicBool>) -> AlphaBeta<P> {
        self.stop = Some(flag);
        self
    }

    /// The same player with another evaluation.
    #[must_use]
    pub fn with_evaluator(mut self, evaluator: impl Evaluator<P> + 'static) -> AlphaBeta<P> {
        self.evaluator = Box::new(evaluator);
        self
    }

    /// [`AlphaBeta::with_evaluator`] with an evaluation already boxed.
    #[must_use]
    pub fn with_evaluator_box(mut self, evaluator: Box<dyn Evaluator<P>>) -> AlphaBeta<P> {
        self.evaluator = evaluator;
        self
    }

    /// The same player reading another clock for its time budget.
    #[must_use]
    pub fn with_clock(mut self, clock: impl Clock + 'static) -> AlphaBeta<P> {
        self.clock = Box::new(clock);
        self
    }

    /// The same player with a transposition table of `mib` MiB (16 bytes an
    /// entry; at least one entry).
    #[must_use]
    pub fn with_table_mib(mut self, mib: usize) -> AlphaBeta<P> {
        self.table = Table::new(mib);
        self
    }

    /// The same player (its table and what it learnt kept) with other
    /// limits for its next searches.
    #[must_use]
    pub fn with_limits(mut self, limits: Limits) -> AlphaBeta<P> {
        self.limits = limits;
        self
    }

    /// Its limits.
    #[must_use]
    pub fn limits(&self) -> Limits {
        self.limits
    }

    /// Forgets what earlier searches learnt (the table, the moves kept, the
    /// killers): the next search is as from a new player.
    pub fn clear(&mut self) {
        self.table.clear();
        self.cache.clear();
        self.killers.clear();
    }

    /// Searches `position` (reached after the positions of `history`,
    /// oldest first) and reports the best move found, or `None` if the game
    /// is over or has no move.
    pub fn search(&mut self, position: &P, history: &[P]) -> Option<Decision<P>> {
        self.search_reporting(position, history, &mut |_| {})
    }

    /// [`AlphaBeta::search`], calling `report` with the best line after
    /// every complete iteration, and once more if an iteration stopped by
    /// the budget changed the move (its depth then still that of the last
    /// complete iteration).
    pub fn search_reporting(
        &mut self,
        position: &P,
        history: &[P],
        report: &mut dyn FnMut(&Decision<P>),
    ) -> Option<Decision<P>> {
        if position.outcome().is_some() {
            return None;
        }
        self.nodes = 0;
        self.stopped = false;
        self.start = self.clock.elapsed();
        self.seen.clear();
        self.seen.extend(history.iter().map(Position::key));
        self.seen.push(position.key());
        self.history_len = self.seen.len();
        self.history_bits.fill(0);
        for &k in &self.seen {
            self.history_bits[(k as usize >> 6) & 63] |= 1 << (k & 63);
        }
        let root = successors(position, self.limits.laps);
        let first = root.iter().find(|s| s.child.is_some()).or(root.first())?;
        let mut best = Decision {
            mv: first.mv.clone(),
            score: None,
            pv: vec![first.mv.clone()],
            depth: 0,
            nodes: 0,
            time: Duration::ZERO,
        };
        let max = self.limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        for depth in 1..=max {
            self.root_score = None;
            let anchor: &P::Move = &best.mv;
            self.root_anchor = (depth > 1).then(|| (anchor.clone(), false));
            let score = self.negamax(position, depth, -INFINITY, INFINITY, 0);
            if self.stopped {
                // Once this iteration finished the previous best move, the
                // best root move it finished is the deeper search's choice.
                let anchored = self.root_anchor.as_ref().is_some_and(|a| a.1);
                if let (true, Some(s), Some(mv)) = (
                    anchored,
                    self.root_score,
                    self.pv.first().and_then(|l| l.first()),
                ) {
                    let changed = best.mv != *mv;
                    best.mv = mv.clone();
                    best.pv = self.pv[0].clone();
                    best.score = Some(Score(s));
                    // The caller's last line should name the move played.
                    if changed {
                        best.nodes = self.nodes;
                        best.time = self.clock.elapsed().saturating_sub(self.start);
                        report(&best);
                    }
                }
                break;
            }
            if let Some(mv) = self.pv.first().and_then(|l| l.first()) {
                best.mv = mv.clone();
                best.pv = self.pv[0].clone();
            }
            best.score = Some(Score(score));
            best.depth = depth;
            best.nodes = self.nodes;
            best.time = self.clock.elapsed().saturating_sub(self.start);
            report(&best);
            // A result within the horizon is exact: deeper cannot change it.
            if Score(score)
                .plies_to_end()
                .is_some_and(|n| n.unsigned_abs() <= depth)
            {
                break;
            }
        }
        best.nodes = self.nodes;
        best.time = self.clock.elapsed().saturating_sub(self.start);
        Some(best)
    }

    fn check_limits(&mut self) {
        if self.limits.nodes.is_some_and(|n| self.nodes >= n) {
            self.stopped = true;
        }
        if self.nodes.is_multiple_of(CLOCK_EVERY) {
            if self
                .stop
                .as_ref()
                .is_some_and(|f| f.load(Ordering::Relaxed))
            {
                self.stopped = true;
            }
            if let Some(t) = self.limits.time
                && self.clock.elapsed().saturating_sub(self.start) >= t
            {
                self.stopped = true;
            }
        }
    }

    fn negamax(&mut self, p: &P, depth: u32, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        if self.stopped {
            return 0;
        }
        self.nodes += 1;
        if self.pv.len() <= ply + 1 {
            self.pv.resize_with(ply + 2, Vec::new);
        }
        self.pv[ply].clear();
        self.check_limits();
        if self.stopped {
            return 0;
        }
        if let Some(o) = p.outcome() {
            return result(o, p, ply);
        }
        // An exact value (an endgame table's) ends the line, but not at the
        // root, which needs a move.
        if ply > 0
            && let Some(v) = self.evaluator.exact(p)
        {
            return v;
        }
        if depth == 0 || ply >= MAX_DEPTH as usize {
            return self.evaluator.evaluate(p);
        }
        let key = p.key();
        let mut table_move = None;
        if let Some(e) = self.table.probe(key) {
            table_move = Some(usize::from(e.best));
            if ply > 0 && u32::from(e.depth) >= depth {
                let s = from_table(e.score, ply);
                match e.bound {
                    Bound::Exact => return s,
                    Bound::Lower if s >= beta => return s,
                    Bound::Upper if s <= alpha => return s,
                    _ => {}
                }
            }
        }
        // The interior's moves are kept for the next iteration; the
        // horizon's are listed on the stack.
        let cached: Arc<[Successor<P>]>;
        let fresh: Successors<P>;
        let moves: &[Successor<P>] = if depth >= 2 {
            cached = self.cache.get(p, key, self.limits.laps);
            &cached
        } else {
            fresh = successors(p, self.limits.laps);
            &fresh
        };
        if moves.is_empty() {
            return self.evaluator.evaluate(p);
        }
        let order = self.order(p, moves, table_move, ply);
        let alpha0 = alpha;
        let mut best = -INFINITY;
        let mut best_i = order[0];
        for (n, &i) in order.iter().enumerate() {
            let s = &moves[i];
            // Whether the child was searched (its line is in `pv[ply + 1]`).
            let mut searched = false;
            let value = match &s.child {
                None if moves.len() == 1 => self.evaluator.evaluate(p),
                // An undecided turn: scored as a loss for its mover.
                None => -(Score::WIN - i32::try_from(ply + 1).unwrap_or(0)),
                Some(child) => {
                    if let Some(v) = self.repeated(child, p, ply) {
                        v
                    } else {
                        self.seen.push(child.key());
                        let v = if n == 0 {
                            self.value(p, child, depth - 1, alpha, beta, ply + 1)
                        } else {
                            let v = self.value(p, child, depth - 1, alpha, alpha + 1, ply + 1);
                            if v > alpha && v < beta {
                                self.value(p, child, depth - 1, alpha, beta, ply + 1)
                            } else {
                                v
                            }
                        };
                        self.seen.pop();
                        searched = true;
                        v
                    }
                }
            };
            if self.stopped {
                return 0;
            }
            if ply == 0
                && let Some((anchor, done)) = &mut self.root_anchor
                && *anchor == s.mv
            {
                *done = true;
            }
            if value > best {
                best = value;
                best_i = i;
            }
            if value > alpha {
                alpha = value;
                if ply == 0 {
                    self.root_score = Some(value);
                }
                let (head, tail) = self.pv.split_at_mut(ply + 1);
                head[ply].clear();
                head[ply].push(s.mv.clone());
                if searched {
                    head[ply].extend(tail[0].iter().cloned());
                }
            }
            if alpha >= beta {
                self.killer(ply, &s.mv);
                break;
            }
        }
        let bound = if best <= alpha0 {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table
            .store(key, depth, to_table(best, ply), bound, best_i);
        best
    }

    /// The value of `child` for the mover of `parent`.
    fn value(
        &mut self,
        parent: &P,
        child: &P,
        depth: u32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        if child.turn() == parent.turn() {
            self.negamax(child, depth, alpha, beta, ply)
        } else {
            -self.negamax(child, depth, -beta, -alpha, ply)
        }
    }

    /// If `child` occurred before (in the game or on the line), its value
    /// for `parent`'s mover: the result the game's repetition rule gives,
    /// or a draw in a game without one.
    fn repeated(&self, child: &P, parent: &P, ply: usize) -> Option<i32> {
        let key = child.key();
        let on_line = self.seen[self.history_len..].contains(&key);
        let in_game = !on_line
            && self.history_bits[(key as usize >> 6) & 63] & (1 << (key & 63)) != 0
            && self.seen[..self.history_len].contains(&key);
        if !on_line && !in_game {
            return None;
        }
        if child.repetition() == RepetitionRule::None {
            return Some(0);
        }
        let o = child.repetition_outcome()?;
        Some(result(o, parent, ply + 1))
    }

    fn order(
        &self,
        parent: &P,
        moves: &[Successor<P>],
        table_move: Option<usize>,
        ply: usize,
    ) -> SmallVec<[usize; 64]> {
        let mut order: SmallVec<[usize; 64]> = SmallVec::new();
        let mut rank: SmallVec<[(u8, i32, usize); 64]> = SmallVec::new();
        let killers = self.killers.get(ply);
        for (i, s) in moves.iter().enumerate() {
            let r = if Some(i) == table_move {
                0
            } else if s.child.is_none() {
                // Undecided turns last: they score as losses.
                4
            } else if killers.is_some_and(|k| k[0].as_ref() == Some(&s.mv)) {
                1
            } else if killers.is_some_and(|k| k[1].as_ref() == Some(&s.mv)) {
                2
            } else {
                3
            };
            // The rest by how good the position looks after the move, for
            // its mover (captures first, in most games).
            let look = match &s.child {
                Some(child) if r == 3 => {
                    let e = &self.evaluator;
                    let v = e.exact(child).unwrap_or_else(|| e.evaluate(child));
                    if child.turn() == parent.turn() { -v } else { v }
                }
                _ => 0,
            };
            rank.push((r, look, i));
        }
        // Stable: generation order within a rank and a value.
        rank.sort_by_key(|&(r, look, _)| (r, look));
        order.extend(rank.iter().map(|&(_, _, i)| i));
        order
    }

    fn killer(&mut self, ply: usize, mv: &P::Move) {
        if self.killers.len() <= ply {
            self.killers.resize_with(ply + 1, || [None, None]);
        }
        let k = &mut self.killers[ply];
        if k[0].as_ref() != Some(mv) {
            k[1] = k[0].take();
            k[0] = Some(mv.clone());
        }
    }
}

impl<P: Bounded> Player<P> for AlphaBeta<P> {
    fn name(&self) -> String {
        format!("alpha-beta ({})", crate::limits::limits_text(&self.limits))
    }

    fn decide(&mut self, position: &P, history: &[P]) -> Option<Decision<P>> {
        self.search(position, history)
    }
}

/// The exact score of a finished game at `ply`, for the mover of `p`.
fn result<P: Bounded>(o: Outcome, p: &P, ply: usize) -> i32 {
    let n = i32::try_from(ply).unwrap_or(0);
    match o {
        Outcome::Win { winner, .. } if winner == p.turn() => Score::WIN - n,
        Outcome::Win { .. } => -(Score::WIN - n),
        Outcome::Draw { .. } => 0,
    }
}

/// Results are stored as distances from the node, not from the root.
fn to_table(score: i32, ply: usize) -> i32 {
    let n = i32::try_from(ply).unwrap_or(0);
    if score > Score::EVAL_MAX {
        score + n
    } else if score < -Score::EVAL_MAX {
        score - n
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    let n = i32::try_from(ply).unwrap_or(0);
    if score > Score::EVAL_MAX {
        score - n
    } else if score < -Score::EVAL_MAX {
        score + n
    } else {
        score
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Bound {
    #[default]
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy, Debug, Default)]
struct Entry {
    key: u64,
    score: i32,
    best: u16,
    depth: u8,
    bound: Bound,
}

impl Entry {
    /// Two words: the key, then the score's 32 bits, the move's 16, the
    /// depth's 8 and the bound's 8. An entry of depth 0 is empty, so a
    /// table of zeros is an empty table.
    fn pack(self) -> [u64; 2] {
        let bound: u64 = match self.bound {
            Bound::Exact => 0,
            Bound::Lower => 1,
            Bound::Upper => 2,
        };
        [
            self.key,
            u64::from(self.score.cast_unsigned())
                | u64::from(self.best) << 32
                | u64::from(self.depth) << 48
                | bound << 56,
        ]
    }

    fn unpack([key, data]: [u64; 2]) -> Entry {
        Entry {
            key,
            score: (data as u32).cast_signed(),
            best: (data >> 32) as u16,
            depth: (data >> 48) as u8,
            bound: match (data >> 56) as u8 {
                1 => Bound::Lower,
                2 => Bound::Upper,
                _ => Bound::Exact,
            },
        }
    }
}

/// The transposition table: one entry a slot, replaced when the new search
/// is as deep or deeper, or from another position. Entries are packed in
/// two words (`Entry::pack`), so a new table is zeroed memory from the
/// allocator, not 16 MiB written a search.
struct Table {
    entries: Vec<[u64; 2]>,
    mask: usize,
}

impl Table {
    fn new(mib: usize) -> Table {
        let n = (mib.saturating_mul(1 << 20) / 16).max(1);
        // The largest power of two that fits.
        let n = if n.is_power_of_two() {
            n
        } else {
            n.next_power_of_two() / 2
        };
        Table {
            entries: vec![[0; 2]; n],
            mask: n - 1,
        }
    }

    fn clear(&mut self) {
        self.entries.fill([0; 2]);
    }

    fn probe(&self, key: u64) -> Option<Entry> {
        let e = Entry::unpack(*self.entries.get((key as usize) & self.mask)?);
        (e.key == key && e.depth > 0).then_some(e)
    }

    fn store(&mut self, key: u64, depth: u32, score: i32, bound: Bound, best: usize) {
        let Some(slot) = self.entries.get_mut((key as usize) & self.mask) else {
            return;
        };
        let e = Entry::unpack(*slot);
        let depth = u8::try_from(depth).unwrap_or(u8::MAX);
        if e.key != key || depth >= e.depth {
            *slot = Entry {
                key,
                score,
                best: u16::try_from(best).unwrap_or(0),
                depth,
                bound,
            }
            .pack();
        }
    }
}
