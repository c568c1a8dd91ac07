//! The simple players: random and greedy.

use std::time::Duration;

use fanga_core::{
    Bounded, Score, SplitMix64,
    catalog::{Evaluator, Material},
};

use crate::limits::Limits;
use crate::moves::successors;
use crate::player::{Decision, Player};

/// Uniform among the moves decided within the lap budget (among all the
/// moves if none is), from its own generator.
pub struct RandomPlayer {
    rng: SplitMix64,
    limits: Limits,
}

impl RandomPlayer {
    /// A random player seeded with `seed`.
    #[must_use]
    pub fn new(seed: u64) -> RandomPlayer {
        RandomPlayer {
            rng: SplitMix64::new(seed),
            limits: Limits::default(),
        }
    }
}

impl<P: Bounded> Player<P> for RandomPlayer {
    fn name(&self) -> String {
        "random".into()
    }

    fn decide(&mut self, position: &P, history: &[P]) -> Option<Decision<P>> {
        let _ = history;
        if position.outcome().is_some() {
            return None;
        }
        let moves = position.within(self.limits.laps).legal_moves();
        let mv = if moves.decided.is_empty() {
            let u = &moves.undecided;
            u.get(self.rng.below(u.len().max(1)))?.mv.clone()
        } else {
            moves.decided[self.rng.below(moves.decided.len())].clone()
        };
        Some(Decision {
            pv: vec![mv.clone()],
            mv,
            score: None,
            depth: 0,
            nodes: 0,
            time: Duration::ZERO,
        })
    }
}

/// The best immediate score: a move that wins at once, else the best
/// evaluation after the move ([`Material`] by default), ties broken at
/// random from its own generator; moves undecided within the lap budget
/// last.
pub struct Greedy<P: Bounded> {
    rng: SplitMix64,
    limits: Limits,
    evaluator: Box<dyn Evaluator<P>>,
}

impl<P: Bounded> Greedy<P> {
    /// A greedy player seeded with `seed`, with [`Material`].
    #[must_use]
    pub fn new(seed: u64) -> Greedy<P> {
        Greedy {
            rng: SplitMix64::new(seed),
            limits: Limits::default(),
            evaluator: Box::new(Material),
        }
    }

    /// The same player with another evaluation.
    #[must_use]
    pub fn with_evaluator(mut self, evaluator: impl Evaluator<P> + 'static) -> Greedy<P> {
        self.evaluator = Box::new(evaluator);
        self
    }

    /// [`Greedy::with_evaluator`] with an evaluation already boxed.
    #[must_use]
    pub fn with_evaluator_box(mut self, evaluator: Box<dyn Evaluator<P>>) -> Greedy<P> {
        self.evaluator = evaluator;
        self
    }
}

impl<P: Bounded> Player<P> for Greedy<P> {
    fn name(&self) -> String {
        "greedy".into()
    }

    fn decide(&mut self, position: &P, history: &[P]) -> Option<Decision<P>> {
        let _ = history;
        if position.outcome().is_some() {
            return None;
        }
        let me = position.turn();
        let mut best: Vec<(P::Move, i32)> = Vec::new();
        for s in successors(position, self.limits.laps) {
            let value = match &s.child {
                None => -Score::WIN,
                Some(child) => match child.outcome() {
                    Some(fanga_core::Outcome::Win { winner, .. }) if winner == me => Score::WIN,
                    Some(fanga_core::Outcome::Win { .. }) => -Score::WIN,
                    Some(fanga_core::Outcome::Draw { .. }) => 0,
                    None => {
                        let e = &self.evaluator;
                        let v = e.exact(child).unwrap_or_else(|| e.evaluate(child));
                        if child.turn() == me { v } else { -v }
                    }
                },
            };
            match best.first() {
                Some(&(_, b)) if value < b => {}
                Some(&(_, b)) if value == b => best.push((s.mv, value)),
                _ => best = vec![(s.mv, value)],
            }
        }
        let (mv, value) = best.get(self.rng.below(best.len().max(1)))?.clone();
        Some(Decision {
            pv: vec![mv.clone()],
            mv,
            score: Some(match value {
                Score::WIN => Score::win_in(1),
                v if v == -Score::WIN => Score::loss_in(1),
                v => Score(v),
            }),
            depth: 1,
            nodes: 0,
            time: Duration::ZERO,
        })
    }
}
