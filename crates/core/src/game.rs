//! Games with their history: [`Game`] (moves played and taken back,
//! resignation, adjudication outside the rules, random plies); its record
//! text is the `record` module's.

use std::fmt;

use crate::{
    Bounded, EndReason, History, LapBudget, MoveList, Outcome, Player, Position, SplitMix64,
    WithinError,
};

/// Optional adjudication **outside the rules**, off by default: the rules of
/// these games set no limit, but a tournament, a test or a search may want one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Adjudication {
    /// After this many moves (whole turns) the game is drawn
    /// ([`EndReason::MOVE_LIMIT`]).
    pub move_limit: Option<u32>,
    /// A whole-turn position that occurs a second time (same board, same player
    /// to move, same everything in its text and options) draws the game
    /// ([`EndReason::REPETITION`]).
    pub repetition: bool,
}

impl Adjudication {
    /// No adjudication: the rules alone decide.
    pub const NONE: Adjudication = Adjudication {
        move_limit: None,
        repetition: false,
    };

    /// Whether any adjudication is on.
    #[must_use]
    pub const fn is_on(&self) -> bool {
        self.move_limit.is_some() || self.repetition
    }
}

/// `move_limit=200 repetition=on`, as in a game record.
impl fmt::Display for Adjudication {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.move_limit {
            Some(n) => write!(f, "move_limit={n}")?,
            None => f.write_str("move_limit=none")?,
        }
        write!(
            f,
            " repetition={}",
            if self.repetition { "on" } else { "off" }
        )
    }
}

/// A move could not be added to a [`Game`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GameError<E: std::error::Error + 'static> {
    /// The game is over (by its rules or by adjudication); the result is
    /// written with the game's player letters, which come second.
    #[error("the game is over: {}", .0.describe(*.1))]
    Over(Outcome, crate::ByPlayer<char>),
    /// The move is illegal.
    #[error(transparent)]
    Illegal(#[from] E),
    /// The move's turn was still undecided after the lap budget
    /// ([`Game::with_lap_budget`]).
    #[error("the turn was still undecided after {laps} laps (the lap budget)")]
    Undecided {
        /// The budget, in laps.
        laps: u64,
    },
}

/// A game from a start position: every move and position, undo and redo,
/// resignation, optional adjudication, and a text record that reads back.
/// The one game in progress of fanga's tools: `fanga-ai`'s sessions hold
/// one, and through them the terminal and the browser.
///
/// ```
/// # use fanga_core::{Bounded, Game, LapBudget, SplitMix64};
/// # fn demo<P: Bounded>(start: P) {
/// let mut game = Game::new(start);
/// let mut rng = SplitMix64::new(1);
/// game.play_random(&mut rng, 10);
/// let record = game.to_string();
/// assert_eq!(Game::<P>::from_record(&record, LapBudget::UNLIMITED).unwrap(), game);
/// # }
/// ```
#[derive(Clone, Debug)]
pub struct Game<P: Position> {
    moves: Vec<P::Move>,
    positions: Vec<P>,
    pub(crate) adjudication: Adjudication,
    history: History<P>,
    /// Moves taken back by [`Game::undo`], the next to redo last.
    undone: Vec<P::Move>,
    pub(crate) resigned: Option<Player>,
    /// Each move is played under it.
    lap_budget: LapBudget,
}

/// Two games are equal when their moves, positions, adjudication and
/// resignation are: what their records hold (the moves [`Game::redo`] would
/// play are not part of a game).
impl<P: Position> PartialEq for Game<P> {
    fn eq(&self, other: &Self) -> bool {
        self.moves == other.moves
            && self.positions == other.positions
            && self.adjudication == other.adjudication
            && self.resigned == other.resigned
    }
}

impl<P: Position> Eq for Game<P> {}

impl<P: Position> Game<P> {
    /// A game from `start`, with no adjudication.
    #[must_use]
    pub fn new(start: P) -> Self {
        Game::with_adjudication(start, Adjudication::NONE)
    }

    /// A game from `start` with adjudication outside the rules.
    #[must_use]
    pub fn with_adjudication(start: P, adjudication: Adjudication) -> Self {
        let mut g = Game {
            moves: Vec::new(),
            positions: Vec::new(),
            adjudication,
            history: History::new(adjudication.repetition),
            undone: Vec::new(),
            resigned: None,
            lap_budget: LapBudget::UNLIMITED,
        };
        g.push(start);
        g
    }

    fn push(&mut self, p: P) {
        let _ = self.history.push(&p);
        self.positions.push(p);
    }

    /// The start position.
    #[must_use]
    pub fn start(&self) -> &P {
        &self.positions[0]
    }

    /// The current position.
    #[must_use]
    #[allow(clippy::expect_used)]
    pub fn position(&self) -> &P {
        // Proof: `positions` is never empty: `with_adjudication` pushes the
        // start, and `undo` pops a position only after popping a move, of
        // which there is one per position after the start.
        self.positions.last().expect("a game has a start position")
    }

    /// The moves played, in order.
    #[must_use]
    pub fn moves(&self) -> &[P::Move] {
        &self.moves
    }

    /// Every position, from the start to the current one.
    #[must_use]
    pub fn positions(&self) -> &[P] {
        &self.positions
    }

    /// Every position before the current one, from the start: the history
    /// a search reads for the rules of repetition.
    #[must_use]
    pub fn positions_before(&self) -> &[P] {
        &self.positions[..self.positions.len().saturating_sub(1)]
    }

    /// The adjudication in force.
    #[must_use]
    pub const fn adjudication(&self) -> Adjudication {
        self.adjudication
    }

    /// The result: by the rules, or else by adjudication; `None` while the
    /// game goes on.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(o) = self.position().outcome() {
            return Some(o);
        }
        if let Some(p) = self.resigned {
            return Some(Outcome::Win {
                winner: p.other(),
                reason: EndReason::RESIGNATION,
            });
        }
        if let Some(o) = self.history.outcome(self.position()) {
            return Some(o);
        }
        match self.adjudication.move_limit {
            Some(n) if self.moves.len() >= n as usize => Some(Outcome::Draw {
                reason: EndReason::MOVE_LIMIT,
            }),
            _ => None,
        }
    }

    /// The legal moves now: none once the game is over, by rules or
    /// adjudication.
    #[must_use]
    pub fn legal_moves(&self) -> MoveList<P::Move> {
        if self.outcome().is_some() {
            MoveList::new()
        } else {
            self.position().legal_moves()
        }
    }

    /// The lap budget each move is played under ([`Game::with_lap_budget`]):
    /// [`LapBudget::UNLIMITED`] unless set.
    #[must_use]
    pub fn lap_budget(&self) -> LapBudget {
        self.lap_budget
    }

    /// The game with every later move played under `budget`
    /// ([`Game::play`]): for a game fed by untrusted input, whose turns may
    /// take millions of laps to decide.
    #[must_use]
    pub fn with_lap_budget(mut self, budget: LapBudget) -> Self {
        self.lap_budget = budget;
        self
    }

    /// Plays a uniformly random legal move drawn with `rng`, until the game is
    /// over or `max_plies` moves have been played in all; returns the number of
    /// moves this call played.
    pub fn play_random(&mut self, rng: &mut SplitMix64, max_plies: usize) -> usize {
        let mut played = 0;
        while self.moves.len() < max_plies {
            let moves = self.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = &moves[rng.below(moves.len())];
            let mut next = self.position().clone();
            next.play_unchecked(m);
            self.moves.push(m.clone());
            self.push(next);
            self.undone.clear();
            played += 1;
        }
        played
    }

    /// Takes the last move back and returns it (`None` at the start); a
    /// resignation is taken back first ([`Game::unresign`]). [`Game::redo`]
    /// plays it again, until another move is played (playing the move next
    /// to redo keeps the rest of the line).
    pub fn undo(&mut self) -> Option<P::Move> {
        if self.resigned.take().is_some() {
            return None;
        }
        let m = self.take_back()?;
        self.undone.push(m.clone());
        Some(m)
    }

    /// Plays the last move taken back again and returns it (`None` when
    /// there is none).
    ///
    /// ```
    /// use fanga_core::{Game, LapBudget, Player, Position};
    /// use fanga_katro::Katro;
    ///
    /// let mut game = Game::new(Katro::start(&Default::default()));
    /// let m = game.legal_moves()[0];
    /// game.play(&m)?;
    /// assert_eq!(game.undo(), Some(m));
    /// assert_eq!(game.redo(), Some(m));
    /// assert_eq!(game.redo(), None);
    /// // Playing the move next to redo keeps the line; another move drops it.
    /// game.undo();
    /// game.play(&m)?;
    /// assert!(game.undone().is_empty());
    /// game.undo();
    /// let other = game.legal_moves()[1];
    /// game.play(&other)?;
    /// assert!(game.undone().is_empty() && game.moves() == [other]);
    /// game.undo();
    /// game.play(&m)?;
    /// // A resignation ends the game, reads back from the record, and is
    /// // the first thing undo takes back.
    /// game.resign(Player::North);
    /// assert_eq!(game.result_text(), "S wins (resignation)");
    /// assert_eq!(Game::<Katro>::from_record(&game.to_string(), LapBudget::UNLIMITED).unwrap(), game);
    /// assert_eq!(game.undo(), None);
    /// assert_eq!(game.outcome(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn redo(&mut self) -> Option<P::Move> {
        let m = self.undone.pop()?;
        let mut next = self.position().clone();
        next.play_unchecked(&m);
        self.moves.push(m.clone());
        self.push(next);
        Some(m)
    }

    /// The moves [`Game::redo`] would play, the next one last.
    #[must_use]
    pub fn undone(&self) -> &[P::Move] {
        &self.undone
    }

    /// `player` resigns: the other wins ([`EndReason::RESIGNATION`]),
    /// unless the game is already over.
    pub fn resign(&mut self, player: Player) {
        if self.outcome().is_none() {
            self.resigned = Some(player);
        }
    }

    /// Takes a resignation back; whether there was one.
    pub fn unresign(&mut self) -> bool {
        self.resigned.take().is_some()
    }

    /// Who resigned, if anyone did.
    #[must_use]
    pub const fn resigned(&self) -> Option<Player> {
        self.resigned
    }

    /// Removes the last move and its position.
    #[allow(clippy::expect_used)]
    fn take_back(&mut self) -> Option<P::Move> {
        let m = self.moves.pop()?;
        // Proof: there is one position per move, plus the start (`play`,
        // `play` and `play_random` push one of each).
        let p = self
            .positions
            .pop()
            .expect("one position per move, plus the start");
        self.history.pop(&p);
        let epoch = self.position().epoch();
        if epoch != self.history.epoch() {
            // Back into an epoch the history forgot: count its positions again.
            let mut history = History::new(self.adjudication.repetition);
            let from = self
                .positions
                .iter()
                .rposition(|q| q.epoch() != epoch)
                .map_or(0, |i| i + 1);
            for q in &self.positions[from..] {
                let _ = history.push(q);
            }
            self.history = history;
        }
        Some(m)
    }

    /// `S wins (kamo)`, `draw (move limit)`, or `unfinished`.
    #[must_use]
    pub fn result_text(&self) -> String {
        match self.outcome() {
            Some(o) => o.describe(P::PLAYER_LETTERS),
            None => "unfinished".to_owned(),
        }
    }
}

/// Playing moves, which may meet a turn that never ends: under the
/// game's lap budget.
impl<P: Bounded> Game<P> {
    /// Plays a move, under the game's lap budget ([`Game::lap_budget`]).
    ///
    /// # Errors
    ///
    /// The game is over, the move is illegal, or its turn was undecided
    /// within the budget ([`GameError::Undecided`], never under the default
    /// unlimited budget); the game is unchanged.
    pub fn play(&mut self, m: &P::Move) -> Result<(), GameError<P::MoveError>> {
        if let Some(o) = self.outcome() {
            return Err(GameError::Over(o, P::PLAYER_LETTERS));
        }
        let next = match self.position().within(self.lap_budget).play(m) {
            Ok(next) => next,
            Err(e) => {
                return Err(match e.reason {
                    WithinError::Illegal(e) => GameError::Illegal(e),
                    WithinError::Undecided(u) => GameError::Undecided { laps: u.laps },
                });
            }
        };
        self.moves.push(m.clone());
        self.push(next);
        // Playing the move that was next to redo keeps the rest of the line.
        if self.undone.last() == Some(m) {
            self.undone.pop();
        } else {
            self.undone.clear();
        }
        Ok(())
    }
}
