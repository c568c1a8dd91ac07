//! Static evaluations: what a search (fanga-ai's alpha-beta and greedy
//! players) counts at its horizon. They live here, below the games, so that a
//! rules crate can give its game a better evaluation than [`Material`]
//! without depending on the players.

use crate::Position;

/// A static evaluation: how good `position` looks for the player to move,
/// in hundredths of a seed (or piece), strictly between `-Score::EVAL_MAX`
/// and `Score::EVAL_MAX` ([`Score`](crate::Score)). A search calls it at its
/// horizon; finished games are scored exactly without it.
pub trait Evaluator<P: Position>: Send {
    /// The evaluation, from the side of `position.turn()`.
    fn evaluate(&self, position: &P) -> i32;

    /// The exact value of `position` for the player to move, when the
    /// evaluator knows it (an endgame table does): a [proven
    /// result](crate::Score::proven), or a draw (0). fanga-ai's `AlphaBeta`
    /// scores a position below its root with it and searches no deeper
    /// there; its `Greedy` prefers it to
    /// [`Evaluator::evaluate`]. `None` (the default) for every position.
    fn exact(&self, position: &P) -> Option<i32> {
        let _ = position;
        None
    }
}

/// Material: the difference of the two players' [`Position::score`] (seeds
/// in one's store and row in Kalah, captured and left in one's row in
/// Oware, seeds in one's rows in the four-row games, pieces in Fanorona),
/// 100 a seed, for the player to move. The default evaluation of every game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Material;

impl<P: Position> Evaluator<P> for Material {
    fn evaluate(&self, position: &P) -> i32 {
        let score = position.score().map(i64::from);
        let me = position.turn();
        let d = (score[me] - score[me.other()]).clamp(-4_000, 4_000) * 100;
        i32::try_from(d).unwrap_or(0)
    }
}
