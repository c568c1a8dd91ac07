//! A bound on the work of one turn: the lap budget.
//!
//! The rules are exact by default: a sowing turn that never ends is proven so
//! (the mover loses), however many laps the proof takes, and some ordinary
//! positions need tens of millions of laps (see `docs/performance.md` of the
//! workspace for the cost model and the worst cases known). A caller that needs
//! a bound (a search, a user interface, a server) gives a [`LapBudget`] as a
//! setting of one call, `position.within(budget)`: the operations of
//! [`Within`] sow at most that many laps per turn, and answer [`Undecided`]
//! for a turn that neither ended nor was proven endless by then, instead of
//! running on. A game states how its turns stop by implementing
//! [`Bounded`].
//!
//! Games without laps (Fanorona) do a bounded amount of work per move: they
//! implement [`Bounded`] with no member, and every move is decided.

use std::fmt::{self, Debug, Display};
use std::str::FromStr;

use std::ops::ControlFlow;

use crate::playout::Playout;
use crate::{MoveList, Position, SplitMix64};

/// How many laps one turn may sow before a budgeted call gives up on it.
///
/// A turn is **decided** within a budget of `n` laps when it ends, or is
/// proven never to end, after sowing at most `n` laps; otherwise it is
/// [`Undecided`]. [`LapBudget::UNLIMITED`] (the default) never runs out, so
/// every budgeted call with it is exact and answers as the unbudgeted one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LapBudget(u64);

impl LapBudget {
    /// No bound: every turn is decided, however long.
    pub const UNLIMITED: LapBudget = LapBudget(u64::MAX);

    /// At most `laps` laps per turn. (`u64::MAX` is [`LapBudget::UNLIMITED`].)
    #[must_use]
    pub const fn laps(laps: u64) -> LapBudget {
        LapBudget(laps)
    }

    /// The number of laps, or `None` when unlimited.
    #[must_use]
    pub const fn get(self) -> Option<u64> {
        if self.0 == u64::MAX {
            None
        } else {
            Some(self.0)
        }
    }

    /// The laps as a raw count, `u64::MAX` when unlimited: what an engine
    /// counts down.
    #[must_use]
    pub const fn raw(self) -> u64 {
        self.0
    }

    /// Whether the budget is unlimited.
    #[must_use]
    pub const fn is_unlimited(self) -> bool {
        self.0 == u64::MAX
    }
}

impl Default for LapBudget {
    fn default() -> Self {
        LapBudget::UNLIMITED
    }
}

/// `unlimited`, or the number of laps.
impl Display for LapBudget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.get() {
            None => f.write_str("unlimited"),
            Some(n) => write!(f, "{n}"),
        }
    }
}

/// A text is not a lap budget.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{text}` is not a lap budget: give a number of laps (like `1000000`) or `unlimited`")]
#[non_exhaustive]
pub struct ParseLapBudgetError {
    /// The text (an excerpt of a long one).
    pub text: String,
}

/// Reads `unlimited` or a number of laps (`1000000`, or `1_000_000`).
impl FromStr for LapBudget {
    type Err = ParseLapBudgetError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s == "unlimited" {
            return Ok(LapBudget::UNLIMITED);
        }
        let digits: String = s.chars().filter(|&c| c != '_').collect();
        if s.starts_with('_') || digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(ParseLapBudgetError {
                text: crate::text::suggest::excerpt(s),
            });
        }
        digits
            .parse()
            .map(LapBudget)
            .map_err(|_| ParseLapBudgetError {
                text: crate::text::suggest::excerpt(s),
            })
    }
}

/// A turn neither ended nor was proven endless within the lap budget.
///
/// `mv` is the move as far as it was known: for games whose turns offer
/// choices, the opening and the choices made before the budget ran out
/// (every legal move that starts with them is undecided); otherwise the whole
/// move.
#[derive(Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[error("the turn of `{mv}` was still undecided after {laps} laps (the lap budget)")]
#[non_exhaustive]
pub struct Undecided<M: Display + Debug> {
    /// The move, or the part of it played before the budget ran out.
    pub mv: M,
    /// The budget, in laps.
    pub laps: u64,
}

impl<M: Display + Debug> Undecided<M> {
    /// The turn of `mv` (or its part played) was undecided after `laps`.
    #[must_use]
    pub const fn new(mv: M, laps: u64) -> Self {
        Undecided { mv, laps }
    }
}

/// The legal moves under a lap budget: the decided ones, and the turns left
/// undecided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MovesWithin<M: Display + Debug> {
    /// Every legal move whose turn was decided: [`Within::play`]
    /// plays each of them within the same budget.
    pub decided: MoveList<M>,
    /// The turns left undecided, in move-generation order.
    pub undecided: Vec<Undecided<M>>,
}

impl<M: Display + Debug> MovesWithin<M> {
    /// Whether nothing was left undecided.
    #[must_use]
    pub fn is_complete(&self) -> bool {
        self.undecided.is_empty()
    }
}

/// Why a budgeted call did not play or accept a move: the move is illegal, or
/// its turn was undecided within the budget.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum WithinError<M: Display + Debug, E: std::error::Error> {
    /// The move is illegal: the game's reason.
    #[error(transparent)]
    Illegal(E),
    /// The turn was still undecided when the budget ran out.
    #[error(transparent)]
    Undecided(Undecided<M>),
}

/// A budgeted play did not play its move: why, and the unchanged position
/// ([`Within::play`]).
#[derive(Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct PlayWithinError<P: Position> {
    /// The move that was not played.
    pub mv: P::Move,
    /// Why.
    pub reason: WithinError<P::Move, P::MoveError>,
    /// The position, exactly as it was before the call.
    pub position: P,
}

impl<P: Position> PlayWithinError<P> {
    /// `mv` was not played, for `reason`; `position` is unchanged.
    #[must_use]
    pub fn new(mv: P::Move, reason: WithinError<P::Move, P::MoveError>, position: P) -> Self {
        PlayWithinError {
            mv,
            reason,
            position,
        }
    }

    /// Takes the unchanged position back.
    #[must_use]
    pub fn into_position(self) -> P {
        self.position
    }

    /// Whether the move was refused as illegal (rather than left undecided).
    #[must_use]
    pub fn is_illegal(&self) -> bool {
        matches!(self.reason, WithinError::Illegal(_))
    }
}

impl<P: Position> Debug for PlayWithinError<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PlayWithinError")
            .field("mv", &self.mv)
            .field("reason", &self.reason)
            .field("position", &format_args!("{}", self.position))
            .finish()
    }
}

impl<P: Position> Display for PlayWithinError<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.reason {
            WithinError::Illegal(e) => write!(f, "illegal move `{}`: {e}", self.mv),
            WithinError::Undecided(u) => write!(f, "move `{}` not played: {u}", self.mv),
        }
    }
}

impl<P: Position> std::error::Error for PlayWithinError<P> {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.reason)
    }
}

/// The work a game does under a lap budget: the primitives behind
/// [`Within`], which is how callers use them (`position.within(budget)`).
///
/// A game whose turns do a bounded amount of work (Fanorona, or a game of
/// one's own without laps) implements it with no member
/// (`impl Bounded for MyGame {}`): every turn is then decided, whatever the
/// budget. The sowing engine implements each member, so that a turn of many
/// laps stops at the budget and says so.
pub trait Bounded: Position {
    /// The most laps a turn of this position's game can sow, if there is
    /// such a bound: under a budget at least as large every turn is decided,
    /// and [`Within`] takes the exact paths ([`Position::random_playout`]).
    /// `Some(0)` by default: a game that does not implement the other
    /// members sows no lap.
    fn max_turn_laps(&self) -> Option<u64> {
        Some(0)
    }

    /// Calls `visit` with each legal move whose turn was decided within
    /// `budget` as `Ok`, and each turn left undecided as `Err` (see
    /// [`Undecided`] for what it names), in [`Position::legal_moves`] order,
    /// until it breaks ([`Within::for_each_move`]). No turn sows more than
    /// the budget. By default every move is decided.
    fn visit_moves(
        &self,
        budget: LapBudget,
        mut visit: impl FnMut(Result<Self::Move, Undecided<Self::Move>>) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let _ = budget;
        self.for_each_move(|m| visit(Ok(m)))
    }

    /// Checks the move `m` and plays it in place within `budget`
    /// ([`Within::play`]). By default [`Position::check_move`] then
    /// [`Position::play_unchecked`].
    ///
    /// # Errors
    ///
    /// [`WithinError::Illegal`] with the game's reason, or
    /// [`WithinError::Undecided`] if the turn was still undecided after the
    /// budget (the move may be legal or not: a choice beyond that point was
    /// not checked); the position is then unchanged.
    fn run_move(
        &mut self,
        m: &Self::Move,
        budget: LapBudget,
    ) -> Result<(), WithinError<Self::Move, Self::MoveError>> {
        let _ = budget;
        self.check_move(m).map_err(WithinError::Illegal)?;
        self.play_unchecked(m);
        Ok(())
    }

    /// Plays a random move among those decided within `budget`, drawn with
    /// `rng`, and returns `false` (doing nothing) if the game is over or no
    /// move is decided ([`Within::play_random`]). The default draws
    /// uniformly among the decided moves of [`Bounded::visit_moves`]; a game
    /// may draw faster, giving the same move for the same generator.
    fn random_move(&mut self, rng: &mut SplitMix64, budget: LapBudget) -> bool {
        if self.max_turn_laps().is_some_and(|max| max <= budget.raw()) {
            return self.play_random(rng);
        }
        let mut decided: MoveList<Self::Move> = MoveList::new();
        let _ = self.visit_moves(budget, |m| {
            if let Ok(m) = m {
                decided.push(m);
            }
            ControlFlow::Continue(())
        });
        if decided.is_empty() {
            return false;
        }
        self.run_move(&decided[rng.below(decided.len())], budget)
            .is_ok()
    }

    /// This position under a lap budget: the operations of [`Position`]
    /// that can meet a turn that never ends, each saying in its type when a
    /// turn was left undecided.
    ///
    /// ```
    /// use fanga_core::{Bounded, LapBudget, Position};
    /// use fanga_katro::Katro;
    ///
    /// let p = Katro::start(&Default::default());
    /// let moves = p.within(LapBudget::laps(1_000)).legal_moves();
    /// assert!(moves.is_complete());
    /// assert_eq!(moves.decided, p.legal_moves());
    /// ```
    fn within(&self, budget: LapBudget) -> Within<'_, Self> {
        Within {
            position: self,
            budget,
        }
    }
}

/// A position under a lap budget ([`Bounded::within`]): the operations that
/// can meet a turn that never ends, each sowing at most the budget per turn
/// and answering [`Undecided`] for a turn that neither ended nor was proven
/// endless by then. With [`LapBudget::UNLIMITED`] every answer is the exact
/// one of [`Position`].
#[derive(Debug)]
pub struct Within<'a, P> {
    position: &'a P,
    budget: LapBudget,
}

impl<P> Clone for Within<'_, P> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<P> Copy for Within<'_, P> {}

impl<'a, P: Bounded> Within<'a, P> {
    /// The position.
    #[must_use]
    pub fn position(&self) -> &'a P {
        self.position
    }

    /// The budget.
    #[must_use]
    pub fn budget(&self) -> LapBudget {
        self.budget
    }

    /// Whether every turn of the position's game is decided within the
    /// budget, so that the exact operations answer.
    fn covers_every_turn(&self) -> bool {
        self.budget.is_unlimited()
            || self
                .position
                .max_turn_laps()
                .is_some_and(|max| max <= self.budget.raw())
    }

    /// Calls `visit` with each legal move decided within the budget as `Ok`
    /// and each undecided turn as `Err`, in [`Position::legal_moves`] order,
    /// until it breaks ([`Bounded::visit_moves`]).
    pub fn for_each_move(
        &self,
        visit: impl FnMut(Result<P::Move, Undecided<P::Move>>) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        self.position.visit_moves(self.budget, visit)
    }

    /// The legal moves: those whose turns were decided, and the turns left
    /// undecided. With [`LapBudget::UNLIMITED`], `decided` is
    /// [`Position::legal_moves`].
    #[must_use]
    pub fn legal_moves(&self) -> MovesWithin<P::Move> {
        let mut moves = MovesWithin {
            decided: MoveList::new(),
            undecided: Vec::new(),
        };
        let _ = self.for_each_move(|m| {
            match m {
                Ok(m) => moves.decided.push(m),
                Err(u) => moves.undecided.push(u),
            }
            ControlFlow::Continue(())
        });
        moves
    }

    /// Checks the move `m`.
    ///
    /// # Errors
    ///
    /// [`WithinError::Illegal`] with the game's reason, or
    /// [`WithinError::Undecided`] if the turn was still undecided after the
    /// budget.
    pub fn check_move(&self, m: &P::Move) -> Result<(), WithinError<P::Move, P::MoveError>> {
        self.position.clone().run_move(m, self.budget)
    }

    /// The position after the move `m`, checked.
    ///
    /// # Errors
    ///
    /// A [`PlayWithinError`] that says why (the move is illegal, or its turn
    /// was undecided within the budget) and hands back the unchanged
    /// position.
    pub fn play(&self, m: &P::Move) -> Result<P, PlayWithinError<P>> {
        let mut next = self.position.clone();
        match next.run_move(m, self.budget) {
            Ok(()) => Ok(next),
            Err(reason) => Err(PlayWithinError {
                mv: m.clone(),
                reason,
                position: self.position.clone(),
            }),
        }
    }

    /// The position after the move `m`, checked, with its trace.
    ///
    /// # Errors
    ///
    /// As [`Within::play`], the reason alone.
    #[allow(clippy::type_complexity)] // The pair of `Traced::play_traced`, or why not.
    pub fn play_traced(
        &self,
        m: &P::Move,
    ) -> Result<(P, P::Trace), WithinError<P::Move, P::MoveError>>
    where
        P: crate::Traced,
    {
        // Decided within the budget, the traced turn sows no more.
        if !self.covers_every_turn() {
            self.check_move(m)?;
        }
        self.position.play_traced(m).map_err(WithinError::Illegal)
    }

    /// The position after a random move among those decided within the
    /// budget, drawn with `rng`; `None` if the game is over or no move is
    /// decided ([`Bounded::random_move`]).
    pub fn play_random(&self, rng: &mut SplitMix64) -> Option<P> {
        let mut next = self.position.clone();
        next.random_move(rng, self.budget).then_some(next)
    }

    /// Random moves from this position, each drawn among the moves decided
    /// within the budget, until the game is over, no move is decided, or
    /// `max_plies` moves have been played
    /// ([`playout::random_playout`](crate::playout::random_playout) under a
    /// budget). Where the budget covers every turn of the game it is the
    /// game's own [`Position::random_playout`]: the same games.
    pub fn random_playout(&self, rng: &mut SplitMix64, max_plies: usize) -> Playout<P> {
        if self.covers_every_turn() {
            return self.position.random_playout(rng, max_plies);
        }
        let budget = self.budget;
        crate::playout::playout_loop(self.position, max_plies, |p| p.random_move(rng, budget))
    }

    /// [`perft`](crate::perft()): the exact count if every turn on the way
    /// is decided within the budget.
    ///
    /// # Errors
    ///
    /// The first turn left undecided, in move-generation order.
    pub fn perft(&self, depth: u32) -> Result<u64, Undecided<P::Move>> {
        if depth == 0 {
            return Ok(1);
        }
        let mut nodes = 0;
        let mut undecided = None;
        let _ = self.for_each_move(|m| {
            let m = match m {
                Ok(m) => m,
                Err(u) => {
                    undecided = Some(u);
                    return ControlFlow::Break(());
                }
            };
            if depth == 1 {
                nodes += 1;
                return ControlFlow::Continue(());
            }
            let next = match self.play(&m) {
                Ok(next) => next,
                Err(e) => match e.reason {
                    WithinError::Undecided(u) => {
                        undecided = Some(u);
                        return ControlFlow::Break(());
                    }
                    WithinError::Illegal(e) => {
                        debug_assert!(false, "a decided move `{m}` was refused: {e}");
                        return ControlFlow::Continue(());
                    }
                },
            };
            match next.within(self.budget).perft(depth - 1) {
                Ok(n) => {
                    nodes += n;
                    ControlFlow::Continue(())
                }
                Err(u) => {
                    undecided = Some(u);
                    ControlFlow::Break(())
                }
            }
        });
        match undecided {
            Some(u) => Err(u),
            None => Ok(nodes),
        }
    }

    /// [`divide`](crate::divide()) under the budget ([`Within::perft`]).
    ///
    /// # Errors
    ///
    /// The first turn left undecided.
    #[allow(clippy::type_complexity)] // The pairs of `divide`, or why not.
    pub fn divide(&self, depth: u32) -> Result<Vec<(P::Move, u64)>, Undecided<P::Move>> {
        if depth == 0 {
            return Ok(Vec::new());
        }
        let moves = self.legal_moves();
        if let Some(u) = moves.undecided.into_iter().next() {
            return Err(u);
        }
        let mut out = Vec::with_capacity(moves.decided.len());
        for m in moves.decided {
            let next = match self.play(&m) {
                Ok(next) => next,
                Err(e) => match e.reason {
                    WithinError::Undecided(u) => return Err(u),
                    WithinError::Illegal(e) => {
                        debug_assert!(false, "a decided move `{m}` was refused: {e}");
                        continue;
                    }
                },
            };
            out.push((m, next.within(self.budget).perft(depth - 1)?));
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn budgets_read_and_print() {
        assert_eq!("unlimited".parse(), Ok(LapBudget::UNLIMITED));
        assert_eq!("1_000_000".parse(), Ok(LapBudget::laps(1_000_000)));
        assert_eq!("0".parse(), Ok(LapBudget::laps(0)));
        assert_eq!(LapBudget::laps(7).to_string(), "7");
        assert_eq!(LapBudget::UNLIMITED.to_string(), "unlimited");
        assert_eq!(LapBudget::default().get(), None);
        for bad in ["", "-1", "1e6", "_1", "99999999999999999999", "1 000"] {
            let e = bad.parse::<LapBudget>().unwrap_err();
            assert!(e.to_string().contains("is not a lap budget"), "{bad}: {e}");
        }
    }
}
