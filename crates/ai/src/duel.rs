//! A match between two evaluations of one game: alpha-beta with the one
//! against alpha-beta with the other, the same node budget a move, over
//! seeded openings played twice with the colours swapped. How a game's
//! weights are tuned (`docs/strength.md`; the examples `bao_weights` and
//! `oware_weights` parse the weights and call it).

use std::cmp::Ordering;
use std::fmt;
use std::ops::Range;

use fanga_core::{Bounded, ByPlayer, Game, Outcome, Player, SplitMix64, catalog::Evaluator};

use crate::alphabeta::AlphaBeta;
use crate::limits::Limits;
use crate::player::Player as _;

/// How a match between two evaluations is played: opening i of a range is
/// [`EvalMatch::opening_plies`] random plies from the start, drawn from
/// `SplitMix64::new(7919 * i + 17)`; then the first evaluation plays South
/// in one game and North in the other, each side searching
/// [`EvalMatch::nodes`] nodes a move with a table of
/// [`EvalMatch::table_mib`] MiB of its own, new for every game. A game
/// still running [`EvalMatch::max_plies`] plies after its opening is
/// scored by the count ([`Position::score`](fanga_core::Position::score)).
/// Node budgets make a match the same on every machine.
///
/// ```
/// use fanga_ai::{EvalMatch, Material};
/// use fanga_core::Position;
/// use fanga_kalah::{Kalah, KalahOptions};
///
/// let start = Kalah::start(&KalahOptions::new(3, 3)?);
/// let score = EvalMatch::new(200).play(&start, &Material, &Material, 0..2, |_| {});
/// assert_eq!(score.games, 4);
/// assert!((0.0..=4.0).contains(&score.points));
/// # Ok::<(), fanga_core::OptionError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EvalMatch {
    /// Nodes each side searches a move (at least 1).
    pub nodes: u64,
    /// Random plies of each opening: 4.
    pub opening_plies: u32,
    /// Plies after its opening at which a game is scored by the count: 400.
    pub max_plies: usize,
    /// Each side's transposition table, in MiB: 16.
    pub table_mib: usize,
}

impl EvalMatch {
    /// A match of `nodes` nodes a move (at least 1), openings of 4 random
    /// plies, games scored by the count after 400 plies, tables of 16 MiB.
    #[must_use]
    pub const fn new(nodes: u64) -> EvalMatch {
        EvalMatch {
            nodes,
            opening_plies: 4,
            max_plies: 400,
            table_mib: 16,
        }
    }

    /// Plays `a` against `b` from `start` over the openings of `openings`,
    /// each twice (`a` South first), calling `after_game` with the score
    /// so far after each game: `a`'s score.
    pub fn play<P, E>(
        &self,
        start: &P,
        a: &E,
        b: &E,
        openings: Range<u64>,
        mut after_game: impl FnMut(&MatchScore),
    ) -> MatchScore
    where
        P: Bounded,
        E: Evaluator<P> + Clone + 'static,
    {
        let mut score = MatchScore {
            points: 0.0,
            games: 0,
        };
        for opening in openings {
            for a_side in [Player::South, Player::North] {
                score.points += self.game(start, opening, a_side, a, b);
                score.games += 1;
                after_game(&score);
            }
        }
        score
    }

    /// One game: `a`'s points (1, ½ or 0), `a` playing `a_side`.
    fn game<P, E>(&self, start: &P, opening: u64, a_side: Player, a: &E, b: &E) -> f64
    where
        P: Bounded,
        E: Evaluator<P> + Clone + 'static,
    {
        let mut game = Game::new(start.clone());
        let mut rng = SplitMix64::new(opening.wrapping_mul(7919).wrapping_add(17));
        for _ in 0..self.opening_plies {
            if game.outcome().is_some() {
                break;
            }
            let moves = game.legal_moves();
            let Some(m) = moves.get(rng.below(moves.len())).cloned() else {
                break;
            };
            if game.play(&m).is_err() {
                break;
            }
        }
        let player = |e: &E| {
            AlphaBeta::new(Limits::nodes(self.nodes.max(1)))
                .with_evaluator(e.clone())
                .with_table_mib(self.table_mib)
        };
        let mut players = if a_side == Player::South {
            ByPlayer::new(player(a), player(b))
        } else {
            ByPlayer::new(player(b), player(a))
        };
        let opened = game.moves().len();
        while game.outcome().is_none() && game.moves().len() - opened < self.max_plies {
            let searcher = &mut players[game.position().turn()];
            let Some(d) = searcher.decide(game.position(), game.positions()) else {
                break;
            };
            if game.play(&d.mv).is_err() {
                break;
            }
        }
        match game.outcome() {
            Some(Outcome::Win { winner, .. }) if winner == a_side => 1.0,
            Some(Outcome::Win { .. }) => 0.0,
            Some(_) => 0.5,
            None => {
                let count = game.position().score();
                match count[a_side].cmp(&count[a_side.other()]) {
                    Ordering::Greater => 1.0,
                    Ordering::Less => 0.0,
                    Ordering::Equal => 0.5,
                }
            }
        }
    }
}

/// The score of a match's first evaluation: 1 a win, ½ a draw or a game
/// even by the count.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MatchScore {
    /// Its points.
    pub points: f64,
    /// The games played.
    pub games: u32,
}

impl MatchScore {
    /// Its points over the games, in percent (0 before any game).
    #[must_use]
    pub fn percent(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            100.0 * self.points / f64::from(self.games)
        }
    }
}

/// `23.5/40 = 58.8%`.
impl fmt::Display for MatchScore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:.1}/{} = {:.1}%",
            self.points,
            self.games,
            self.percent()
        )
    }
}
