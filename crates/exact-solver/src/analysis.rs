//! [`Analysis`]: the value of a position, of each of its moves, and a
//! principal variation, from any exact search ([`Exact`]).

use fanga_core::Position;

use crate::error::SolveError;
use crate::value::Value;

/// An exact search over states: the value of a state, and whether it is at
/// least a bound (one null-window search, cheaper than the value). The
/// [`Solver`](crate::Solver) is one, and so is a game's own solver (Kalah's);
/// [`analyse`] and [`principal_variation`] work on any.
pub trait Exact {
    /// A state of the game.
    type State;

    /// The exact value of `state` for its player to move, as an integer
    /// that [`Exact::value_of`] reads.
    ///
    /// # Errors
    ///
    /// The search's.
    fn value(&mut self, state: &Self::State) -> Result<i32, SolveError>;

    /// Whether `state`'s value is at least `v`.
    ///
    /// # Errors
    ///
    /// The search's.
    fn at_least(&mut self, state: &Self::State, v: i32) -> Result<bool, SolveError>;

    /// What a value means.
    fn value_of(&self, value: i32) -> Value;
}

/// The value of a position, of each of its moves, and a principal
/// variation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis<P: Position> {
    /// The position's value for its player to move.
    pub value: Value,
    /// Every legal move with its value for the player to move.
    pub moves: Vec<(P::Move, Value)>,
    /// A line of best moves to the end of the game.
    pub pv: Vec<P::Move>,
}

/// The value of `position`, of every move, and a principal variation;
/// `state_of` turns a position into the search's state.
///
/// # Errors
///
/// The search's.
pub fn analyse<P: Position, S: Exact>(
    search: &mut S,
    position: &P,
    state_of: impl Fn(&P) -> S::State,
) -> Result<Analysis<P>, SolveError> {
    let raw = search.value(&state_of(position))?;
    let mut moves = Vec::new();
    for m in position.legal_moves() {
        let mut child = position.clone();
        child.play_unchecked(&m);
        let v = search.value(&state_of(&child))?;
        let v = if child.turn() == position.turn() {
            v
        } else {
            -v
        };
        moves.push((m, search.value_of(v)));
    }
    let pv = principal_variation(search, position, raw, &state_of)?;
    Ok(Analysis {
        value: search.value_of(raw),
        moves,
        pv,
    })
}

/// A line of moves that keep the value `raw` of `position`, to the end.
///
/// # Errors
///
/// The search's.
pub fn principal_variation<P: Position, S: Exact>(
    search: &mut S,
    position: &P,
    raw: i32,
    state_of: &impl Fn(&P) -> S::State,
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
            // The child keeps the value when its own value is at least `v`
            // (same mover) or at most `-v`.
            let keeps = if same {
                search.at_least(&s, v)?
            } else {
                !search.at_least(&s, -v + 1)?
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
