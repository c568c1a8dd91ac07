//! Games with their history: [`Game`] (undo, adjudication, game records) and
//! random playouts.

use std::fmt::{self, Write as _};

use crate::text::excerpt;
use crate::{
    Bounded, EndReason, GameOptions, History, LapBudget, MoveList, Outcome, Player, Position,
    SplitMix64, WithinError,
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
    adjudication: Adjudication,
    history: History<P>,
    /// Moves taken back by [`Game::undo`], the next to redo last.
    undone: Vec<P::Move>,
    resigned: Option<Player>,
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

fn parse_adjudication(s: &str) -> Result<Adjudication, String> {
    let mut a = Adjudication::NONE;
    let mut fields = s.split(' ');
    let limit = fields.next().and_then(|f| f.strip_prefix("move_limit="));
    let repetition = fields.next().and_then(|f| f.strip_prefix("repetition="));
    let (Some(limit), Some(repetition), None) = (limit, repetition, fields.next()) else {
        return Err("expected `adjudication move_limit=N|none repetition=on|off`".to_owned());
    };
    a.move_limit = match limit {
        "none" => None,
        n => Some(
            n.parse()
                .map_err(|_| format!("`{n}` is not a move limit"))?,
        ),
    };
    a.repetition = match repetition {
        "on" => true,
        "off" => false,
        r => return Err(format!("`{r}` is not `on` or `off`")),
    };
    Ok(a)
}

/// The game record:
///
/// ```text
/// game katro
/// options columns=4
/// move b2:cw
/// move a4:ccw
/// result unfinished
/// ```
///
/// Lines starting with `#` after the `options` line are comments: an
/// annotated record (`examples/analyse.rs`) reads back.
///
/// `options` lists the options that differ from the default; an
/// `adjudication` line follows when any is on, and a `start` line when the game
/// did not start from the standard start position of its options.
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

    /// Reads a record written by `Display`: the game, its options, any
    /// adjudication, the start position when it is not the standard one, one
    /// `move` line per move and an optional `result` line, which must agree with
    /// the replayed game. Each move is played under `budget`
    /// ([`LapBudget::UNLIMITED`] for the exact rules; a bound for records
    /// from untrusted sources, whose start position may hold a turn that
    /// takes millions of laps to decide); the game keeps it as its
    /// [`Game::lap_budget`].
    ///
    /// # Errors
    ///
    /// A line that does not fit, another game, bad options or start position,
    /// an illegal move (naming its number), a move whose turn is undecided
    /// within `budget`, or a result that disagrees.
    pub fn from_record(text: &str, budget: LapBudget) -> Result<Self, RecordError> {
        // Empty lines at the end (an editor's last newline) are not lines.
        let text = text.trim_end_matches(['\n', '\r']);
        let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l));
        let err = |line: usize, message: String| RecordError { line, message };
        let (n, first) = lines
            .next()
            .ok_or_else(|| err(1, "the record is empty".to_owned()))?;
        let game = first
            .strip_prefix("game ")
            .ok_or_else(|| err(n, "expected `game NAME` first".to_owned()))?;
        // The game a record names is the one its options describe: the
        // type's own for a game of its own (checked first), or one of the
        // games described by data that a type serves
        // ([`Position::game`]), known once the options are read.
        let game_line = n;
        let wrong_game = |expected: &str| {
            err(
                game_line,
                format!(
                    "this is a record of `{}`, not `{expected}`",
                    crate::text::excerpt(game)
                ),
            )
        };
        // A name that is not the type's own is checked against the options
        // (a game described by data) or reported before what follows.
        let other = game != P::GAME;
        let (n, line) = lines.next().ok_or_else(|| {
            if other {
                wrong_game(P::GAME)
            } else {
                err(2, "expected `options ...`".to_owned())
            }
        })?;
        let opts = line.strip_prefix("options").ok_or_else(|| {
            if other {
                wrong_game(P::GAME)
            } else {
                err(n, "expected `options ...`".to_owned())
            }
        })?;
        let mut options = P::Options::default();
        // No game has more than a few options: a longer list is refused
        // before it is collected.
        if opts.split_whitespace().nth(64).is_some() {
            return Err(err(n, "more than 64 options".to_owned()));
        }
        let assignments: Vec<&str> = opts.split_whitespace().collect();
        options.apply(&assignments).map_err(|e| {
            if other {
                wrong_game(P::GAME)
            } else {
                err(n, e.to_string())
            }
        })?;
        let named = P::start(&options).game();
        if named != game {
            return Err(wrong_game(named));
        }
        let mut adjudication = Adjudication::NONE;
        let mut start = None;
        let mut game: Option<Game<P>> = None;
        let mut result = None;
        let mut resigned = None;
        for (n, line) in lines {
            // Comments (an analysis's notes) are not the game's.
            if line.starts_with('#') {
                continue;
            }
            let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
            match word {
                "adjudication" if game.is_none() && start.is_none() => {
                    adjudication = parse_adjudication(rest).map_err(|m| err(n, m))?;
                }
                "start" if game.is_none() && start.is_none() => {
                    start = Some(P::from_text(rest, &options).map_err(|e| err(n, e.to_string()))?);
                }
                "move" if result.is_none() && resigned.is_none() => {
                    let g = game.get_or_insert_with(|| {
                        Game::with_adjudication(
                            start.take().unwrap_or_else(|| P::start(&options)),
                            adjudication,
                        )
                        .with_lap_budget(budget)
                    });
                    let m: P::Move = rest
                        .parse()
                        .map_err(|e| err(n, format!("`{}` is not a move: {e}", excerpt(rest))))?;
                    g.play(&m).map_err(|e| {
                        let n_move = g.moves.len() + 1;
                        err(n, format!("move {n_move} `{}`: {e}", excerpt(rest)))
                    })?;
                }
                "resign" if result.is_none() && resigned.is_none() => {
                    let side = Player::BOTH
                        .into_iter()
                        .find(|p| rest.len() == 1 && rest.starts_with(P::PLAYER_LETTERS[*p]))
                        .ok_or_else(|| err(n, format!("`{}` is not a player", excerpt(rest))))?;
                    resigned = Some(side);
                }
                "move" if resigned.is_some() => {
                    return Err(err(n, "a move after a resignation".to_owned()));
                }
                "result" if result.is_none() => result = Some((n, rest.to_owned())),
                _ => return Err(err(n, format!("unexpected line `{}`", excerpt(line)))),
            }
        }
        let mut game = game.unwrap_or_else(|| {
            Game::with_adjudication(start.unwrap_or_else(|| P::start(&options)), adjudication)
        });
        if let Some(p) = resigned {
            game.resign(p);
        }
        if let Some((n, r)) = result
            && r != game.result_text()
        {
            return Err(err(
                n,
                format!(
                    "the record says `{r}` but the moves give `{}`",
                    game.result_text()
                ),
            ));
        }
        Ok(game)
    }
}

impl<P: Position> fmt::Display for Game<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "game {}", self.start().game())?;
        let options = self.start().options();
        let mut line = String::from("options");
        for a in options.changed() {
            let _ = write!(line, " {a}");
        }
        writeln!(f, "{line}")?;
        if self.adjudication.is_on() {
            writeln!(f, "adjudication {}", self.adjudication)?;
        }
        if *self.start() != P::start(&options) {
            writeln!(f, "start {}", self.start())?;
        }
        for m in &self.moves {
            writeln!(f, "move {m}")?;
        }
        if let Some(p) = self.resigned {
            writeln!(f, "resign {}", P::PLAYER_LETTERS[p])?;
        }
        writeln!(f, "result {}", self.result_text())
    }
}

/// A game record could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("record line {line}: {message}")]
#[non_exhaustive]
pub struct RecordError {
    /// The 1-based line.
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

/// A game serializes as its record text ([`Game`]'s `Display`) and
/// deserializes through [`Game::from_record`], so that a deserialized game is
/// always a checked one (every move replayed by the rules).
#[cfg(feature = "serde")]
impl<P: Position> serde::Serialize for Game<P> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de, P: Bounded> serde::Deserialize<'de> for Game<P> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        Game::from_record(&text, LapBudget::UNLIMITED).map_err(serde::de::Error::custom)
    }
}
