//! [`Perfect`]: a player that plays the exact solution.

use std::fmt;

use fanga_core::{Bounded, Position};
use fanga_exact_solver::{
    SolveError, SolveGame, SolveSettings, Solver, Value, Verdict, WholeTurns, retrograde,
};

/// A move, its exact score and its principal variation.
type Exact<P> = (
    <P as Position>::Move,
    fanga_core::Score,
    Vec<<P as Position>::Move>,
);

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
pub struct Perfect<P: Bounded> {
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

impl<P: Bounded> fmt::Debug for Perfect<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Perfect")
            .field("settings", &self.settings)
            .field("fallback", &self.fallback.is_some())
            .finish_non_exhaustive()
    }
}

impl<P: Bounded> Perfect<P> {
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

impl<P: Bounded> crate::Player<P> for Perfect<P> {
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
