//! A fixed numeric action space for learning: a whole turn played as a
//! sequence of **decisions**, each one action id from a range known from the
//! game and its options alone.
//!
//! A game states its encoding once, in its own crate, by implementing
//! [`Actions`]: how many action ids its decisions use, the decisions of
//! each legal move (the opening, then each choice the turn offers, in the
//! order a player enters them in the playground), the text of an action,
//! and the features of a position seen from the mover's side. Everything
//! else is generic: [`ActionState`] lists a turn's moves once, under a lap
//! budget, and lets the player choose them one decision at a time, the same
//! player deciding again until the turn is complete; it applies the rules
//! that need the game's history ([`History`]) and the limits of
//! [`ActionLimits`], and writes a fixed-size observation.
//!
//! ```
//! use fanga_core::{Position, learn::{ActionLimits, ActionState}};
//! use fanga_katro::Katro;
//!
//! let mut state = ActionState::new(Katro::start(&Default::default()), ActionLimits::default());
//! let mut legal = Vec::new();
//! state.legal_actions(&mut legal);
//! // Katro's turn is a hole, then a direction: 12 holes may open it.
//! assert_eq!(legal.len(), 12);
//! state.apply_action(legal[0])?;
//! assert_eq!(state.taken(), &[legal[0]]);
//! state.legal_actions(&mut legal);
//! let text: Vec<String> = legal.iter().map(|&a| state.action_text(a)).collect();
//! assert_eq!(text, ["cw", "ccw"]);
//! # Ok::<(), fanga_core::learn::ActionError>(())
//! ```

use smallvec::SmallVec;

#[cfg(doc)]
use crate::Position;
use crate::{Bounded, ByPlayer, EndReason, History, LapBudget, MoveList, Outcome, Player};

/// The decisions of one move, as action ids.
pub type Decisions = SmallVec<[u32; 16]>;

/// A game's numeric action space, stated in its own crate.
///
/// The decisions of the legal moves of a position must tell the moves
/// apart: two legal moves never have the same decisions, and (unless
/// [`Actions::ENDS_EARLY`]) no move's decisions begin another's. The
/// conformance test of every game in the facade's tests checks both, and
/// that every decision is below [`Actions::action_count`].
pub trait Actions: Bounded {
    /// Whether a turn may end where another legal turn goes on (Fanorona's
    /// capture sequence, which the mover may stop at any step): the space
    /// then has one more action, [`ActionSpace::end`], which ends the turn
    /// there.
    const ENDS_EARLY: bool = false;

    /// Whether a choice can arise during a turn (a sowing game's mid-turn
    /// choice, Fanorona's capture sequence), so that the legal moves are
    /// known only by playing the turns: [`ActionState`] then lists them
    /// under the lap budget ([`Within::legal_moves`](crate::Within::legal_moves)). Without such
    /// choices a move is its opening, the list is
    /// [`Position::legal_moves`], and only the turn chosen is played under
    /// the budget. `true` by default, which is always right.
    const TURNS_HAVE_CHOICES: bool = true;

    /// How many action ids the game's decisions use under `options`: every
    /// decision is below it.
    fn action_count(options: &Self::Options) -> u32;

    /// The most decisions a turn takes under `options` (the game's own,
    /// without the end action).
    fn max_turn_decisions(options: &Self::Options) -> u32;

    /// Writes the decisions of `mv`, a legal move of this position, to `out`
    /// (cleared first), in order.
    fn decisions(&self, mv: &Self::Move, out: &mut Decisions);

    /// The text of action `id` for `mover` (`b2`, `cw`), as the step is
    /// written in the move's notation.
    fn action_text(options: &Self::Options, mover: Player, id: u32) -> String;

    /// How many numbers [`Actions::observe_position`] writes under
    /// `options`.
    fn position_features(options: &Self::Options) -> usize;

    /// Writes the features of this position, seen from the side of the
    /// player to move, to `out` (of [`Actions::position_features`] numbers).
    fn observe_position(&self, out: &mut [f32]);
}

/// The action space of a game under its options: the game's ids, then the
/// end action when the game has one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ActionSpace {
    game: u32,
    ends_early: bool,
    max_turn_decisions: u32,
    position_features: usize,
}

impl ActionSpace {
    /// The space of `P` under `options`.
    #[must_use]
    pub fn of<P: Actions>(options: &P::Options) -> Self {
        ActionSpace {
            game: P::action_count(options),
            ends_early: P::ENDS_EARLY,
            max_turn_decisions: P::max_turn_decisions(options),
            position_features: P::position_features(options),
        }
    }

    /// How many action ids there are: every legal action is below it.
    #[must_use]
    pub const fn size(&self) -> u32 {
        self.game + self.ends_early as u32
    }

    /// The action that ends a turn early, if the game has one (the last id).
    #[must_use]
    pub const fn end(&self) -> Option<u32> {
        if self.ends_early {
            Some(self.game)
        } else {
            None
        }
    }

    /// The most decisions a turn takes, the end action included.
    #[must_use]
    pub const fn max_turn_decisions(&self) -> u32 {
        self.max_turn_decisions + self.ends_early as u32
    }

    /// The length of an observation ([`ActionState::observe`]): the
    /// position's features, then one block of [`ActionSpace::size`] numbers
    /// for each decision a turn may take, the decision taken so far in this
    /// turn marked 1 in its block.
    #[must_use]
    pub const fn observation_len(&self) -> usize {
        self.position_features + self.max_turn_decisions() as usize * self.size() as usize
    }

    /// The most decisions a game takes under `limits`.
    #[must_use]
    pub const fn max_game_decisions(&self, limits: &ActionLimits) -> u64 {
        limits.max_moves as u64 * self.max_turn_decisions() as u64
    }
}

/// What bounds a game played by actions: the laps a turn may sow, and the
/// whole turns a game may last.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ActionLimits {
    /// The lap budget of every turn: a turn still undecided after it ends
    /// the game, drawn ([`LAP_BUDGET`]). In a game whose turns offer
    /// choices ([`Actions::TURNS_HAVE_CHOICES`]) the legal moves are listed
    /// by playing every turn ([`Within::legal_moves`](crate::Within::legal_moves)), so a
    /// position where any turn of the mover is undecided ends the game;
    /// otherwise the turn chosen does, when its last decision is taken.
    pub budget: LapBudget,
    /// The most whole turns a game lasts: the game is drawn after that many
    /// ([`EndReason::MOVE_LIMIT`]).
    pub max_moves: u32,
}

impl ActionLimits {
    /// The default budget: a million laps a turn.
    pub const DEFAULT_BUDGET: LapBudget = LapBudget::laps(1_000_000);
    /// The default game length: 1,000 whole turns.
    pub const DEFAULT_MAX_MOVES: u32 = 1000;
}

impl Default for ActionLimits {
    fn default() -> Self {
        ActionLimits {
            budget: Self::DEFAULT_BUDGET,
            max_moves: Self::DEFAULT_MAX_MOVES,
        }
    }
}

/// The reason of a game ended because a turn of the mover was still
/// undecided after the lap budget ([`ActionLimits::budget`]).
pub const LAP_BUDGET: EndReason = EndReason::new("lap budget");

/// An action could not be applied.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ActionError {
    /// The game is over.
    #[error("the game is over")]
    Over,
    /// The id is not an action of the game's space.
    #[error("action {action} is out of range: the game's actions are 0 to {}", .size - 1)]
    OutOfRange {
        /// The id.
        action: i64,
        /// The size of the space.
        size: u32,
    },
    /// The action is in range but not legal now.
    #[error("action {action} ({text}) is not legal here")]
    Illegal {
        /// The id.
        action: u32,
        /// Its text.
        text: String,
    },
}

/// A game played one decision at a time ([`Actions`]): the position at
/// the start of the turn, the decisions taken in it so far, the game's
/// history and its limits.
#[derive(Clone, Debug)]
pub struct ActionState<P: Actions> {
    position: P,
    space: ActionSpace,
    limits: ActionLimits,
    history: History<P>,
    /// The moves of this turn (decided within the budget).
    moves: MoveList<P::Move>,
    /// Their decisions, one after another; `ends[i]` is where move `i`'s end.
    flat: Vec<u32>,
    ends: Vec<u32>,
    /// The moves whose decisions begin with `taken`.
    live: Vec<u32>,
    taken: Decisions,
    /// The move the last turn played.
    last: Option<P::Move>,
    moves_played: u32,
    outcome: Option<Outcome>,
}

impl<P: Actions> ActionState<P> {
    /// A game from `position` under `limits`.
    #[must_use]
    pub fn new(position: P, limits: ActionLimits) -> Self {
        let space = ActionSpace::of::<P>(&position.options());
        let mut s = ActionState {
            position,
            space,
            limits,
            history: History::new(false),
            moves: MoveList::new(),
            flat: Vec::new(),
            ends: Vec::new(),
            live: Vec::new(),
            taken: Decisions::new(),
            last: None,
            moves_played: 0,
            outcome: None,
        };
        s.history.push(&s.position);
        s.start_turn();
        s
    }

    /// Starts over from `position`, keeping the buffers.
    pub fn reset(&mut self, position: P) {
        self.space = ActionSpace::of::<P>(&position.options());
        self.position = position;
        self.history = History::new(false);
        self.history.push(&self.position);
        self.last = None;
        self.moves_played = 0;
        self.outcome = None;
        self.start_turn();
    }

    /// Lists the turn's moves and their decisions, or ends the game.
    fn start_turn(&mut self) {
        self.taken.clear();
        self.moves.clear();
        self.flat.clear();
        self.ends.clear();
        self.live.clear();
        if self.outcome.is_none() {
            self.outcome = self.position.outcome();
        }
        if self.outcome.is_none() && self.moves_played >= self.limits.max_moves {
            self.outcome = Some(Outcome::Draw {
                reason: EndReason::MOVE_LIMIT,
            });
        }
        if self.outcome.is_some() {
            return;
        }
        if P::TURNS_HAVE_CHOICES {
            let within = self.position.within(self.limits.budget).legal_moves();
            if !within.is_complete() {
                self.outcome = Some(Outcome::Draw { reason: LAP_BUDGET });
                return;
            }
            self.moves = within.decided;
        } else {
            self.moves = self.position.legal_moves();
        }
        let mut d = Decisions::new();
        for (i, m) in self.moves.iter().enumerate() {
            self.position.decisions(m, &mut d);
            self.flat.extend_from_slice(&d);
            self.ends
                .push(u32::try_from(self.flat.len()).unwrap_or(u32::MAX));
            self.live.push(u32::try_from(i).unwrap_or(u32::MAX));
        }
        if let Some(end) = self.space.end() {
            self.mark_early_ends(end);
        }
    }

    /// Appends the end action to every move whose decisions begin another's.
    fn mark_early_ends(&mut self, end: u32) {
        let n = self.ends.len();
        let mut flat = Vec::with_capacity(self.flat.len() + n);
        let mut ends = Vec::with_capacity(n);
        for i in 0..n {
            let a = self.seq(i);
            let extended = (0..n).any(|j| {
                let b = self.seq(j);
                b.len() > a.len() && b.starts_with(a)
            });
            flat.extend_from_slice(a);
            if extended {
                flat.push(end);
            }
            ends.push(u32::try_from(flat.len()).unwrap_or(u32::MAX));
        }
        self.flat = flat;
        self.ends = ends;
    }

    /// The decisions of move `i`.
    fn seq(&self, i: usize) -> &[u32] {
        let start = if i == 0 { 0 } else { self.ends[i - 1] as usize };
        &self.flat[start..self.ends[i] as usize]
    }

    /// The position at the start of the current turn.
    #[must_use]
    pub fn position(&self) -> &P {
        &self.position
    }

    /// The action space.
    #[must_use]
    pub const fn space(&self) -> ActionSpace {
        self.space
    }

    /// The limits of the game.
    #[must_use]
    pub const fn limits(&self) -> ActionLimits {
        self.limits
    }

    /// The decisions taken so far in the current turn.
    #[must_use]
    pub fn taken(&self) -> &[u32] {
        &self.taken
    }

    /// The move of the last complete turn, if any.
    #[must_use]
    pub fn last_move(&self) -> Option<&P::Move> {
        self.last.as_ref()
    }

    /// The whole turns played so far.
    #[must_use]
    pub const fn moves_played(&self) -> u32 {
        self.moves_played
    }

    /// The player deciding now (in a finished game: the player who would).
    #[must_use]
    pub fn current_player(&self) -> Player {
        self.position.turn()
    }

    /// The result: by the rules, the game's history, or the limits; `None`
    /// while the game goes on.
    #[must_use]
    pub const fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Whether the game is over.
    #[must_use]
    pub const fn is_terminal(&self) -> bool {
        self.outcome.is_some()
    }

    /// Each player's return, South first: 1 for a win, -1 for a loss, 0 for
    /// a draw or a game that goes on.
    #[must_use]
    pub fn returns(&self) -> ByPlayer<f64> {
        match self.outcome.and_then(Outcome::winner) {
            Some(w) => ByPlayer::from_fn(|p| if p == w { 1.0 } else { -1.0 }),
            None => ByPlayer::new(0.0, 0.0),
        }
    }

    /// Calls `f` with each legal action, possibly more than once.
    fn for_each_next(&self, mut f: impl FnMut(u32)) {
        let k = self.taken.len();
        for &i in &self.live {
            if let Some(&a) = self.seq(i as usize).get(k) {
                f(a);
            }
        }
    }

    /// The legal actions now, in increasing order, written to `out`
    /// (cleared first): none once the game is over.
    pub fn legal_actions(&self, out: &mut Vec<u32>) {
        out.clear();
        if self.space.size() <= 256 {
            // A bit an action: in order, without duplicates.
            let mut bits = [0u64; 4];
            self.for_each_next(|a| bits[(a / 64) as usize % 4] |= 1 << (a % 64));
            for (w, mut b) in (0u32..).zip(bits) {
                while b != 0 {
                    out.push(w * 64 + b.trailing_zeros());
                    b &= b - 1;
                }
            }
        } else {
            self.for_each_next(|a| out.push(a));
            out.sort_unstable();
            out.dedup();
        }
    }

    /// Marks the legal actions in `mask` (of [`ActionSpace::size`] entries;
    /// cleared first).
    pub fn legal_mask(&self, mask: &mut [bool]) {
        mask.fill(false);
        self.for_each_next(|a| {
            if let Some(m) = mask.get_mut(a as usize) {
                *m = true;
            }
        });
    }

    /// Whether `action` is legal now.
    #[must_use]
    pub fn is_legal(&self, action: u32) -> bool {
        let mut found = false;
        self.for_each_next(|a| found |= a == action);
        found
    }

    /// The text of `action` for the player deciding now: a step of the
    /// move's notation, or `end` for the end action.
    #[must_use]
    pub fn action_text(&self, action: u32) -> String {
        if Some(action) == self.space.end() {
            return "end".to_owned();
        }
        P::action_text(&self.position.options(), self.position.turn(), action)
    }

    /// Checks that `action`, given by a caller, is one of the space.
    ///
    /// # Errors
    ///
    /// [`ActionError::OutOfRange`].
    pub fn check_range(&self, action: i64) -> Result<u32, ActionError> {
        u32::try_from(action)
            .ok()
            .filter(|&a| a < self.space.size())
            .ok_or(ActionError::OutOfRange {
                action,
                size: self.space.size(),
            })
    }

    /// Takes the decision `action`; when it completes the turn, plays the
    /// move and returns it. A turn still undecided after the lap budget is
    /// not played: the game ends there, drawn ([`LAP_BUDGET`]), and `None`
    /// is returned.
    ///
    /// # Errors
    ///
    /// The game is over, or the action is not legal now; the state is
    /// unchanged.
    pub fn apply_action(&mut self, action: u32) -> Result<Option<P::Move>, ActionError> {
        if self.outcome.is_some() {
            return Err(ActionError::Over);
        }
        let k = self.taken.len();
        let before = self.live.len();
        let mut kept = 0;
        let mut complete = None;
        for n in 0..before {
            let i = self.live[n];
            let seq = self.seq(i as usize);
            if seq.get(k) == Some(&action) {
                if seq.len() == k + 1 {
                    complete = Some(i);
                }
                self.live[kept] = i;
                kept += 1;
            }
        }
        if kept == 0 {
            return Err(ActionError::Illegal {
                action,
                text: self.action_text(action),
            });
        }
        self.live.truncate(kept);
        self.taken.push(action);
        let Some(i) = complete else {
            return Ok(None);
        };
        let mv = self.moves[i as usize].clone();
        if P::TURNS_HAVE_CHOICES {
            // Listed under the budget: decided.
            self.position.play_unchecked(&mv);
        } else if let Err(e) = self.position.run_move(&mv, self.limits.budget) {
            debug_assert!(
                matches!(e, crate::WithinError::Undecided(_)),
                "a listed move `{mv}` was refused: {e}"
            );
            self.live.clear();
            self.outcome = Some(Outcome::Draw { reason: LAP_BUDGET });
            return Ok(None);
        }
        self.last = Some(mv.clone());
        self.moves_played += 1;
        let count = self.history.push(&self.position);
        self.outcome = self.history.outcome_after(&self.position, count);
        self.start_turn();
        Ok(Some(mv))
    }

    /// Writes the observation to `out` (of [`ActionSpace::observation_len`]
    /// numbers): the position's features from the mover's side
    /// ([`Actions::observe_position`]), then the decisions taken in this
    /// turn, one-hot, one block of [`ActionSpace::size`] numbers each.
    /// The turn's moves follow from the position, so these say where the
    /// turn stands: the hole reached, the direction, the seeds in hand are
    /// those the decisions taken lead to.
    pub fn observe(&self, out: &mut [f32]) {
        out.fill(0.0);
        let f = P::position_features(&self.position.options()).min(out.len());
        self.position.observe_position(&mut out[..f]);
        let size = self.space.size() as usize;
        for (k, &a) in self.taken.iter().enumerate() {
            if let Some(x) = out.get_mut(f + k * size + a as usize) {
                *x = 1.0;
            }
        }
    }
}
