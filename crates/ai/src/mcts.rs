//! Monte Carlo tree search: UCT with random playouts, and proven wins and
//! losses backed up (MCTS-Solver).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use fanga_core::{Bounded, LapBudget, Outcome, Player as Side, Position, SplitMix64};

use crate::clock::{Clock, default_clock};
use crate::limits::Limits;
use crate::moves::successors;
use crate::player::{Decision, Player};
use fanga_core::Score;

/// The most plies a playout plays before it is scored by its material.
const PLAYOUT_PLIES: usize = 1000;

/// A Monte Carlo tree search player: UCT (upper confidence bound
/// `Q + c * sqrt(ln N / n)`, `c` = [`Mcts::exploration`]), one node added a
/// simulation, one random playout from it (uniform among the moves decided
/// within the limits' lap budget, [`Within::play_random`](fanga_core::Within::play_random), the
/// game's repetition rule applied), scored 1 for a win,
/// 0.5 for a draw and 0 for a loss (a playout cut at 1,000 plies scores by
/// material).
///
/// **Solver**: a finished position is proven; a position where the mover has
/// a move to a proven win for him is a proven win, and one where every move
/// leads to a proven loss for him a proven loss. Selection skips proven
/// children, and the root plays a proven win at once, else the most visited
/// move that is not a proven loss.
///
/// Budgets ([`Limits`]): `nodes` counts simulations (1,000 when no budget is
/// given at all); `time` reads the player's [`Clock`] every 64 simulations;
/// `depth` is not used. Moves are listed under the limits' lap budget; a
/// move whose turn is still undecided is treated as a proven loss for its
/// mover unless it is the only move. Deterministic for a seed under a
/// simulation budget.
pub struct Mcts<P: Bounded> {
    limits: Limits,
    exploration: f64,
    rng: SplitMix64,
    clock: Box<dyn Clock>,
    nodes: Vec<Node<P>>,
    stop: Option<Arc<AtomicBool>>,
}

/// Whether a node's position is decided with best play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Proof {
    Open,
    /// `winner` wins, `plies` plies from here.
    Won {
        winner: Side,
        plies: u32,
    },
    Draw,
}

struct Node<P: Bounded> {
    position: Option<P>,
    /// The move into it, from its parent.
    mv: Option<P::Move>,
    /// Who moved into it (the player its statistics are for).
    mover: Side,
    children: Vec<usize>,
    /// Moves not expanded yet, with their positions (`None`: undecided).
    untried: Vec<(P::Move, Option<P>)>,
    visits: u64,
    /// Sum of the results, for `mover`.
    wins: f64,
    proof: Proof,
}

impl<P: Bounded> Mcts<P> {
    /// A player with these limits, exploration `c = 2` (OpenSpiel's
    /// default), seeded with `seed`, reading the system clock.
    #[must_use]
    pub fn new(limits: Limits, seed: u64) -> Mcts<P> {
        Mcts {
            limits,
            exploration: 2.0,
            rng: SplitMix64::new(seed),
            clock: default_clock(),
            nodes: Vec::new(),
            stop: None,
        }
    }

    /// The same player, stopping as soon as `flag` is set (read every 64
    /// simulations).
    #[must_use]
    pub fn with_stop(mut self, flag: Arc<AtomicBool>) -> Mcts<P> {
        self.stop = Some(flag);
        self
    }

    /// The same player with another exploration constant `c`.
    #[must_use]
    pub fn exploration(mut self, c: f64) -> Mcts<P> {
        self.exploration = c;
        self
    }

    /// The same player reading another clock for its time budget.
    #[must_use]
    pub fn with_clock(mut self, clock: impl Clock + 'static) -> Mcts<P> {
        self.clock = Box::new(clock);
        self
    }

    /// Searches `position` and reports the move chosen, or `None` if the
    /// game is over or has no move.
    pub fn search(&mut self, position: &P, history: &[P]) -> Option<Decision<P>> {
        let _ = history;
        if position.outcome().is_some() {
            return None;
        }
        let start = self.clock.elapsed();
        self.nodes.clear();
        self.nodes
            .push(self.node(position.clone(), None, position.turn().other()));
        if self.nodes[0].untried.is_empty() {
            return None;
        }
        let budget = match (self.limits.nodes, self.limits.time) {
            (Some(n), _) => n,
            (None, Some(_)) => u64::MAX,
            (None, None) => 1000,
        };
        let mut sims = 0;
        while sims < budget && self.nodes[0].proof == Proof::Open {
            if sims.is_multiple_of(64) {
                if self
                    .stop
                    .as_ref()
                    .is_some_and(|f| f.load(Ordering::Relaxed))
                {
                    break;
                }
                if let Some(t) = self.limits.time
                    && self.clock.elapsed().saturating_sub(start) >= t
                {
                    break;
                }
            }
            self.simulate();
            sims += 1;
        }
        let root = &self.nodes[0];
        let me = position.turn();
        let pick = |n: &Node<P>| match n.proof {
            // The quickest proven win, then the unproven, the draws, and the
            // slowest proven loss.
            Proof::Won { winner, plies } if winner == me => (3, u64::MAX - u64::from(plies)),
            Proof::Won { plies, .. } => (0, u64::from(plies)),
            Proof::Draw => (1, n.visits),
            Proof::Open => (2, n.visits),
        };
        let best = root
            .children
            .iter()
            .copied()
            .max_by_key(|&c| pick(&self.nodes[c]))
            .or_else(|| root.children.first().copied());
        let (mv, score) = match best {
            Some(c) => {
                let n = &self.nodes[c];
                let score = match n.proof {
                    Proof::Won { winner, plies } if winner == me => Some(Score::win_in(plies + 1)),
                    Proof::Won { plies, .. } => Some(Score::loss_in(plies + 1)),
                    Proof::Draw => Some(Score::DRAW),
                    Proof::Open => None,
                };
                (n.mv.clone()?, score)
            }
            None => (root.untried.first()?.0.clone(), None),
        };
        Some(Decision {
            pv: vec![mv.clone()],
            mv,
            score,
            depth: 0,
            nodes: sims,
            time: self.clock.elapsed().saturating_sub(start),
        })
    }

    fn node(&self, position: P, mv: Option<P::Move>, mover: Side) -> Node<P> {
        let proof = match position.outcome() {
            Some(Outcome::Win { winner, .. }) => Proof::Won { winner, plies: 0 },
            Some(Outcome::Draw { .. }) => Proof::Draw,
            None => Proof::Open,
        };
        let mut untried: Vec<(P::Move, Option<P>)> = if proof == Proof::Open {
            successors(&position, self.limits.laps)
                .into_iter()
                .map(|s| (s.mv, s.child))
                .collect()
        } else {
            Vec::new()
        };
        // Expanded from the end: keep generation order first.
        untried.reverse();
        Node {
            position: Some(position),
            mv,
            mover,
            children: Vec::new(),
            untried,
            visits: 0,
            wins: 0.0,
            proof,
        }
    }

    /// One selection, expansion, playout and backup.
    fn simulate(&mut self) {
        let mut path = vec![0];
        let mut at = 0;
        loop {
            if self.nodes[at].proof != Proof::Open {
                break;
            }
            if let Some((mv, child)) = self.nodes[at].untried.pop() {
                let parent_mover = self.nodes[at]
                    .position
                    .as_ref()
                    .map_or(Side::South, Position::turn);
                let only = self.nodes[at].untried.is_empty() && self.nodes[at].children.is_empty();
                let new = match child {
                    Some(c) => self.node(c, Some(mv), parent_mover),
                    None => {
                        // An undecided turn: a loss for its mover, unless it
                        // is the only move (then played as unknown).
                        let mut n = self.node_without_position(mv, parent_mover);
                        if !only {
                            n.proof = Proof::Won {
                                winner: parent_mover.other(),
                                plies: 0,
                            };
                        }
                        n
                    }
                };
                let i = self.nodes.len();
                self.nodes.push(new);
                self.nodes[at].children.push(i);
                path.push(i);
                at = i;
                break;
            }
            let Some(next) = self.select(at) else {
                break;
            };
            path.push(next);
            at = next;
        }
        let result = self.playout(at);
        self.backup(&path, result);
    }

    fn node_without_position(&self, mv: P::Move, mover: Side) -> Node<P> {
        Node {
            position: None,
            mv: Some(mv),
            mover,
            children: Vec::new(),
            untried: Vec::new(),
            visits: 0,
            wins: 0.0,
            proof: Proof::Open,
        }
    }

    /// The child of `at` with the best bound, among those not proven.
    fn select(&self, at: usize) -> Option<usize> {
        let parent = &self.nodes[at];
        let ln = (parent.visits.max(1) as f64).ln();
        let mut best = None;
        let mut best_value = f64::NEG_INFINITY;
        for &c in &parent.children {
            let n = &self.nodes[c];
            if n.proof != Proof::Open {
                continue;
            }
            let value = if n.visits == 0 {
                f64::INFINITY
            } else {
                let v = n.visits as f64;
                n.wins / v + self.exploration * (ln / v).sqrt()
            };
            if value > best_value {
                best_value = value;
                best = Some(c);
            }
        }
        best
    }

    /// The result of a playout from node `at`, for South (1 a win, 0.5 a
    /// draw, 0 a loss).
    fn playout(&mut self, at: usize) -> f64 {
        let node = &self.nodes[at];
        let south_wins = |winner: Side| if winner == Side::South { 1.0 } else { 0.0 };
        match node.proof {
            Proof::Won { winner, .. } => return south_wins(winner),
            Proof::Draw => return 0.5,
            Proof::Open => {}
        }
        let Some(p) = &node.position else {
            return 0.5;
        };
        let (outcome, last) = playout(p, &mut self.rng, self.limits.laps);
        match outcome {
            Some(Outcome::Win { winner, .. }) => south_wins(winner),
            Some(Outcome::Draw { .. }) => 0.5,
            None => {
                let score = last.score();
                match score.south.cmp(&score.north) {
                    std::cmp::Ordering::Greater => 1.0,
                    std::cmp::Ordering::Less => 0.0,
                    std::cmp::Ordering::Equal => 0.5,
                }
            }
        }
    }

    /// Adds the result to every node of the path, and proves what can be.
    fn backup(&mut self, path: &[usize], south: f64) {
        for &i in path.iter().rev() {
            let n = &mut self.nodes[i];
            n.visits += 1;
            n.wins += if n.mover == Side::South {
                south
            } else {
                1.0 - south
            };
            if n.proof == Proof::Open && !n.children.is_empty() {
                self.prove(i);
            }
        }
    }

    /// Proves node `i` from its children, if they allow it: a move to a
    /// win for the player to move proves his win (the quickest), moves that
    /// all lose prove his loss (the slowest), and decided moves with a draw
    /// and no win prove a draw.
    fn prove(&mut self, i: usize) {
        let Some(to_move) = self.nodes[i].position.as_ref().map(Position::turn) else {
            return;
        };
        let mut win: Option<u32> = None;
        // Moves not tried yet may be anything but a proof of loss or draw.
        let untried = !self.nodes[i].untried.is_empty();
        let mut loss: Option<u32> = (!untried).then_some(0);
        let mut draw = false;
        let mut open = untried;
        for &c in &self.nodes[i].children {
            match self.nodes[c].proof {
                Proof::Won { winner, plies } if winner == to_move => {
                    win = Some(win.map_or(plies, |w| w.min(plies)));
                }
                Proof::Won { plies, .. } => loss = loss.map(|l| l.max(plies)),
                Proof::Draw => {
                    draw = true;
                    loss = None;
                }
                Proof::Open => {
                    open = true;
                    loss = None;
                }
            }
        }
        self.nodes[i].proof = match (win, loss) {
            (Some(w), _) => Proof::Won {
                winner: to_move,
                plies: w + 1,
            },
            (None, Some(l)) => Proof::Won {
                winner: to_move.other(),
                plies: l + 1,
            },
            (None, None) if draw && !open => Proof::Draw,
            (None, None) => Proof::Open,
        };
    }
}

/// A random playout from `start` of at most [`PLAYOUT_PLIES`] plies, each
/// move drawn among those decided within `laps`
/// ([`Within::random_playout`](fanga_core::Within::random_playout): the
/// game's own playout when its turns are bounded within the budget), the game's repetition rule
/// applied: its outcome (`None` if cut or stuck) and its last position.
fn playout<P: Bounded>(start: &P, rng: &mut SplitMix64, laps: LapBudget) -> (Option<Outcome>, P) {
    let p = start.within(laps).random_playout(rng, PLAYOUT_PLIES);
    (p.outcome, p.position)
}

impl<P: Bounded> Player<P> for Mcts<P> {
    fn name(&self) -> String {
        format!(
            "mcts ({}, c {})",
            crate::limits::limits_text(&self.limits),
            self.exploration
        )
    }

    fn decide(&mut self, position: &P, history: &[P]) -> Option<Decision<P>> {
        self.search(position, history)
    }
}
