//! Games as the solver sees them: [`SolveGame`], and [`WholeTurns`], which
//! adapts every [`Position`].

use std::marker::PhantomData;
use std::ops::ControlFlow;

use fanga_core::{ByPlayer, Outcome, Position};

use crate::value::{Value, Verdict};

/// The weight of the result in a [`WholeTurns`] value: a value is
/// `result * RESULT_WEIGHT + margin`, so the result decides first.
pub const RESULT_WEIGHT: i32 = 1 << 10;

/// A game as the [`Solver`](crate::Solver) sees it: states, their children, and exact
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
pub fn outcome_value(outcome: Outcome, score: ByPlayer<u32>, mover: fanga_core::Player) -> i32 {
    let result = match outcome.winner() {
        Some(w) if w == mover => 1,
        Some(_) => -1,
        None => 0,
    };
    let me = i64::from(score[mover]);
    let them = i64::from(score[mover.other()]);
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
            let hint = i64::from(s[mover]) - i64::from(s[mover.other()]);
            let same = child.turn() == mover;
            visit(child, same, i32::try_from(hint).unwrap_or(0));
            ControlFlow::Continue(())
        });
    }
}
