//! A game session driven by text, for programs that choose the game at run
//! time: the engine protocol (`examples/engine.rs`), the terminal, the
//! browser.

use std::fmt;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use fanga_core::{
    Adjudication, Bounded, Game, GameError, GameOptions, LapBudget, MoveList, MovesWithin, Outcome,
    Player as Side,
    catalog::Catalogued,
    registry::{AnyPosition, RegistryError},
};

use crate::alphabeta::AlphaBeta;
use crate::clock::Clock;
use crate::limits::SESSION_LAPS;
use crate::mcts::Mcts;
use crate::player::{Decision, Player};
use crate::simple::{Greedy, RandomPlayer};
use crate::spec::PlayerSpec;
use fanga_core::Score;
use fanga_core::catalog::{Evaluator, Material};

/// A game in progress, type-erased: its start, the moves played since (the
/// rules of repetition need them), and searches from the last position.
/// Moves and positions cross it as text, in the game's notation.
///
/// Every turn it lists or plays sows at most its lap budget
/// ([`Engine::lap_budget`], [`SESSION_LAPS`] unless set): a move whose turn
/// is still undecided after that many laps (a relay that may never end) is
/// listed apart, in [`MovesWithin::undecided`], and refused by
/// [`Engine::play`] with [`EngineError::Undecided`]; a larger budget
/// (`LapBudget::UNLIMITED`: exact) decides it.
pub trait Engine: Send {
    /// The game's name in the registry.
    fn game(&self) -> &'static str;

    /// Starts again from `position` (a position text; `None`: the start
    /// position of the session's options), then plays `moves` in order.
    ///
    /// # Errors
    ///
    /// The text or a move is refused ([`EngineError`] says which, and why);
    /// the session is then unchanged.
    fn set_position(&mut self, position: Option<&str>, moves: &[&str]) -> Result<(), EngineError>;

    /// The current position's text.
    fn position(&self) -> String;

    /// The current position's diagram.
    fn diagram(&self) -> String;

    /// The moves played since the session's start position, as text.
    fn moves(&self) -> Vec<String>;

    /// The legal moves of the current position, as text (none once the
    /// game is over): those whose turns were decided within the lap budget,
    /// and the turns left undecided. With [`LapBudget::UNLIMITED`],
    /// `decided` is every legal move.
    fn legal_moves(&self) -> MovesWithin<String>;

    /// The laps a turn may sow before its move is called undecided:
    /// [`SESSION_LAPS`] for a new session.
    fn lap_budget(&self) -> LapBudget;

    /// Lists and plays every later turn (and position, move list and record
    /// set) under `budget`; the moves already played stay.
    fn set_lap_budget(&mut self, budget: LapBudget);

    /// How the game ended, if it did (by its rules, or by the repetition
    /// of a position under a repetition rule).
    fn outcome(&self) -> Option<Outcome>;

    /// [`Engine::outcome`] as text: `S wins (kamo)`.
    fn result(&self) -> Option<String>;

    /// The player to move.
    fn turn(&self) -> Side;

    /// The game as a record ([`fanga_core::Game`]'s text: the game, its
    /// options, the start if it is not the usual one, every move, the
    /// result), which `Game::from_record` and [`Engine::load_record`] read
    /// back.
    fn record(&self) -> String;

    /// Starts again from a record ([`Engine::record`]'s text); the record's
    /// options replace the session's.
    ///
    /// # Errors
    ///
    /// The record is refused ([`EngineError::Position`] says where and
    /// why); the session is then unchanged.
    fn load_record(&mut self, record: &str) -> Result<(), EngineError>;

    /// Plays one move on (the session's game goes on from the current
    /// position) and returns its text as the game writes it.
    ///
    /// # Errors
    ///
    /// The move is refused or the game is over; the session is then
    /// unchanged.
    fn play(&mut self, mv: &str) -> Result<String, EngineError>;

    /// Takes the last move back (a resignation first): its text, or `None`
    /// at the start (or when a resignation was taken back).
    fn undo(&mut self) -> Option<String>;

    /// Plays the last move taken back again: its text, or `None`.
    fn redo(&mut self) -> Option<String>;

    /// The moves [`Engine::redo`] would play, the next one last.
    fn undone(&self) -> Vec<String>;

    /// `side` resigns: the other wins, unless the game is over.
    fn resign(&mut self, side: Side);

    /// Who resigned, if anyone did.
    fn resigned(&self) -> Option<Side>;

    /// Sets adjudication outside the rules (a move limit, repetition) for
    /// the game from now on.
    fn set_adjudication(&mut self, adjudication: Adjudication);

    /// The current position, type-erased.
    fn current(&self) -> Box<dyn AnyPosition>;

    /// The position after `ply` moves (0: the start), if the game is that
    /// long.
    fn position_at(&self, ply: usize) -> Option<Box<dyn AnyPosition>>;

    /// The game's options, as `KEY=VALUE`.
    fn options(&self) -> Vec<String>;

    /// Searches the current position with the player `go.player`, calling
    /// `info` as the search goes; `None` when the game is over.
    fn go(&mut self, go: Go, info: &mut dyn FnMut(&Info)) -> Option<Info>;
}

/// What a search is asked ([`Engine::go`]).
pub struct Go {
    /// The player.
    pub player: PlayerSpec,
    /// The seed of players that draw at random.
    pub seed: u64,
    /// Set to stop the search (it then answers at once).
    pub stop: Arc<AtomicBool>,
    /// The clock of time budgets (`None`: the player's default, the system
    /// clock).
    pub clock: Option<Box<dyn Clock>>,
}

/// What a search found, as text: the engine protocol's `info` line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Info {
    /// The best move.
    pub mv: String,
    /// Its score, if the player scores.
    pub score: Option<Score>,
    /// Depth of the last complete iteration (alpha-beta).
    pub depth: u32,
    /// Nodes or simulations.
    pub nodes: u64,
    /// Time spent.
    pub time: Duration,
    /// The principal variation.
    pub pv: Vec<String>,
}

impl fmt::Display for Info {
    /// `info depth 6 score cs 250 nodes 12345 nps 1000000 time 12 pv c1; f2`:
    /// the score in hundredths of a seed (`cs`), `win N` / `loss N` plies
    /// to the end, or `won N` / `lost N` seeds (a result proven without its
    /// distance: [`Score::proven`](crate::Score::proven)); moves separated
    /// by `; ` (a move may hold spaces).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "info depth {}", self.depth)?;
        if let Some(s) = self.score {
            match (s.plies_to_end(), s.proven_margin()) {
                (Some(n), _) if n >= 0 => write!(f, " score win {n}")?,
                (Some(n), _) => write!(f, " score loss {}", -n)?,
                (None, Some(m)) if m > 0 => write!(f, " score won {m}")?,
                (None, Some(m)) => write!(f, " score lost {}", -m)?,
                (None, None) => write!(f, " score cs {}", s.0)?,
            }
        }
        let ms = self.time.as_millis();
        write!(f, " nodes {} time {ms}", self.nodes)?;
        let s = self.time.as_secs_f64();
        if s > 0.0 {
            let nps = (self.nodes as f64 / s) as u64;
            write!(f, " nps {nps}")?;
        }
        write!(f, " pv {}", self.pv.join("; "))
    }
}

/// Why a session refused a position or a move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum EngineError {
    /// The options or the position text were refused.
    #[error("{0}")]
    Position(String),
    /// Move `index` (1-based) of the list was refused.
    #[error("move {index} `{text}`: {reason}")]
    Move {
        /// Its place in the list, from 1.
        index: usize,
        /// The text.
        text: String,
        /// Why.
        reason: String,
    },
    /// Move `index` (1-based) is legal or not, but its turn was still
    /// undecided after the session's lap budget ([`Engine::lap_budget`]): a
    /// larger budget decides it.
    #[error(
        "move {index} `{text}`: its turn was still undecided after {laps} laps (the lap budget)"
    )]
    Undecided {
        /// Its place in the list, from 1.
        index: usize,
        /// The text.
        text: String,
        /// The budget, in laps.
        laps: u64,
    },
    /// A move was given after the end of the game.
    #[error("move {index} `{text}`: the game is over ({result})")]
    GameOver {
        /// Its place in the list, from 1.
        index: usize,
        /// The text.
        text: String,
        /// How the game ended.
        result: String,
    },
}

/// Makes the evaluation a session's searches use (one for each player; it
/// may share what it captured, an endgame table, say, through an `Arc`).
pub type EvaluatorFn<P> = Arc<dyn Fn() -> Box<dyn Evaluator<P>> + Send + Sync>;

/// The [`Engine`] of the game `P`: a [`Game`] (its moves, undo and redo,
/// resignation, adjudication, record) and the players that search it.
pub struct Session<P: Bounded> {
    evaluator: EvaluatorFn<P>,
    options: P::Options,
    game: Game<P>,
    /// Each side's alpha-beta player, kept from one search to the next
    /// (its transposition table, killers and moves), so that a game's
    /// searches build on each other; the two sides never share one.
    searchers: [Option<AlphaBeta<P>>; 2],
}

impl<P: Catalogued> Session<P> {
    /// A session at the start position under `KEY=VALUE` options applied
    /// to `base` (the game's defaults, `&Default::default()`, or the
    /// options of a game described by data).
    ///
    /// # Errors
    ///
    /// An option is malformed, unknown, repeated or has a bad value.
    pub fn new<S: AsRef<str>>(
        base: &P::Options,
        options: &[S],
    ) -> Result<Session<P>, RegistryError> {
        let (start, o) = fanga_core::registry::position_of::<P, S>(base, options, None)?;
        Ok(Session {
            evaluator: Arc::new(|| Box::new(Material)),
            options: o,
            game: Game::new(start).with_lap_budget(SESSION_LAPS),
            searchers: [None, None],
        })
    }

    /// [`Session::new`], boxed as an [`Engine`].
    ///
    /// # Errors
    ///
    /// As [`Session::new`].
    pub fn boxed<S: AsRef<str>>(
        base: &P::Options,
        options: &[S],
    ) -> Result<Box<dyn Engine>, RegistryError> {
        Ok(Box::new(Session::<P>::new(base, options)?))
    }

    /// The same session with another evaluation for its alpha-beta and
    /// greedy players ([`Material`] by default): `evaluator` makes one for
    /// each search.
    #[must_use]
    pub fn with_evaluator(
        mut self,
        evaluator: impl Fn() -> Box<dyn Evaluator<P>> + Send + Sync + 'static,
    ) -> Session<P> {
        self.evaluator = Arc::new(evaluator);
        self.searchers = [None, None];
        self
    }

    /// The game's options.
    #[must_use]
    pub fn options(&self) -> &P::Options {
        &self.options
    }

    /// The game in progress.
    #[must_use]
    pub fn game(&self) -> &Game<P> {
        &self.game
    }

    /// The session, boxed as an [`Engine`].
    #[must_use]
    pub fn into_engine(self) -> Box<dyn Engine> {
        Box::new(self)
    }
}

fn move_error(index: usize, text: &str, reason: impl fmt::Display) -> EngineError {
    EngineError::Move {
        index,
        text: fanga_core::text::excerpt(text).to_string(),
        reason: reason.to_string(),
    }
}

/// Why the game refused move `index`, `text`: undecided within the budget,
/// or illegal.
fn play_error<E: std::error::Error>(index: usize, text: &str, e: GameError<E>) -> EngineError {
    match e {
        GameError::Undecided { laps } => EngineError::Undecided {
            index,
            text: fanga_core::text::excerpt(text).to_string(),
            laps,
        },
        e => move_error(index, text, e),
    }
}

impl<P: Catalogued> Engine for Session<P> {
    fn game(&self) -> &'static str {
        self.game.start().game()
    }

    fn set_position(&mut self, position: Option<&str>, moves: &[&str]) -> Result<(), EngineError> {
        let start = match position {
            None => P::start(&self.options),
            Some(text) => P::from_text(text, &self.options)
                .map_err(|e| EngineError::Position(e.to_string()))?,
        };
        let mut game = Game::with_adjudication(start, self.game.adjudication())
            .with_lap_budget(self.game.lap_budget());
        for (i, &text) in moves.iter().enumerate() {
            let index = i + 1;
            if let Some(o) = game.outcome() {
                return Err(EngineError::GameOver {
                    index,
                    text: fanga_core::text::excerpt(text).to_string(),
                    result: o.describe(P::PLAYER_LETTERS),
                });
            }
            let m = game
                .position()
                .parse_move(text)
                .map_err(|e| move_error(index, text, e))?;
            game.play(&m).map_err(|e| play_error(index, text, e))?;
        }
        self.game = game;
        Ok(())
    }

    fn position(&self) -> String {
        self.game.position().to_string()
    }

    fn diagram(&self) -> String {
        self.game.position().diagram()
    }

    fn moves(&self) -> Vec<String> {
        self.game.moves().iter().map(ToString::to_string).collect()
    }

    fn legal_moves(&self) -> MovesWithin<String> {
        if self.game.outcome().is_some() {
            return MovesWithin {
                decided: MoveList::new(),
                undecided: Vec::new(),
            };
        }
        AnyPosition::moves(self.game.position(), self.game.lap_budget())
    }

    fn lap_budget(&self) -> LapBudget {
        self.game.lap_budget()
    }

    fn set_lap_budget(&mut self, budget: LapBudget) {
        self.game = self.game.clone().with_lap_budget(budget);
    }

    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    fn result(&self) -> Option<String> {
        Some(self.outcome()?.describe(P::PLAYER_LETTERS))
    }

    fn turn(&self) -> Side {
        self.game.position().turn()
    }

    fn record(&self) -> String {
        self.game.to_string()
    }

    fn load_record(&mut self, record: &str) -> Result<(), EngineError> {
        let budget = self.game.lap_budget();
        let game = Game::<P>::from_record(record, budget)
            .map_err(|e| EngineError::Position(e.to_string()))?
            .with_lap_budget(budget);
        self.options = game.start().options();
        self.game = game;
        self.searchers = [None, None];
        Ok(())
    }

    fn play(&mut self, mv: &str) -> Result<String, EngineError> {
        let index = self.game.moves().len() + 1;
        if let Some(o) = self.game.outcome() {
            return Err(EngineError::GameOver {
                index,
                text: fanga_core::text::excerpt(mv).to_string(),
                result: o.describe(P::PLAYER_LETTERS),
            });
        }
        let m = self
            .game
            .position()
            .parse_move(mv)
            .map_err(|e| move_error(index, mv, e))?;
        self.game.play(&m).map_err(|e| play_error(index, mv, e))?;
        Ok(m.to_string())
    }

    fn undo(&mut self) -> Option<String> {
        self.game.undo().map(|m| m.to_string())
    }

    fn redo(&mut self) -> Option<String> {
        self.game.redo().map(|m| m.to_string())
    }

    fn undone(&self) -> Vec<String> {
        self.game.undone().iter().map(ToString::to_string).collect()
    }

    fn resign(&mut self, side: Side) {
        self.game.resign(side);
    }

    fn resigned(&self) -> Option<Side> {
        self.game.resigned()
    }

    fn set_adjudication(&mut self, adjudication: Adjudication) {
        // Every move was legal and decided (perhaps under a larger budget
        // than today's): replayed exactly, a limit alone may end the game
        // sooner.
        let mut game = Game::with_adjudication(self.game.start().clone(), adjudication);
        for m in self.game.moves() {
            if game.play(m).is_err() {
                break;
            }
        }
        if let Some(p) = self.game.resigned() {
            game.resign(p);
        }
        self.game = game.with_lap_budget(self.game.lap_budget());
    }

    fn current(&self) -> Box<dyn AnyPosition> {
        Box::new(self.game.position().clone())
    }

    fn position_at(&self, ply: usize) -> Option<Box<dyn AnyPosition>> {
        let p = self.game.positions().get(ply)?;
        Some(Box::new(p.clone()))
    }

    fn options(&self) -> Vec<String> {
        self.options.assignments()
    }

    fn go(&mut self, go: Go, info: &mut dyn FnMut(&Info)) -> Option<Info> {
        if self.result().is_some() {
            return None;
        }
        let text = |d: &Decision<P>| Info {
            mv: d.mv.to_string(),
            score: d.score,
            depth: d.depth,
            nodes: d.nodes,
            time: d.time,
            pv: d.pv.iter().map(ToString::to_string).collect(),
        };
        let d = match go.player {
            PlayerSpec::AlphaBeta(limits) => {
                let side = self.game.position().turn().index();
                let fresh = || AlphaBeta::new(limits).with_evaluator_box((self.evaluator)());
                // A clock of the caller's (a test's) gets a player of its
                // own, not kept: the kept ones read the system clock.
                let (ab, keep) = match go.clock {
                    Some(c) => (fresh().with_clock(c), false),
                    None => (
                        self.searchers[side]
                            .take()
                            .map_or_else(fresh, |ab| ab.with_limits(limits)),
                        true,
                    ),
                };
                let mut ab = ab.with_stop(Arc::clone(&go.stop));
                let d = ab.search_reporting(
                    self.game.position(),
                    self.game.positions_before(),
                    &mut |d| info(&text(d)),
                );
                if keep {
                    self.searchers[side] = Some(ab);
                }
                d
            }
            PlayerSpec::Mcts(limits, c) => {
                let mut m = Mcts::new(limits, go.seed)
                    .exploration(c)
                    .with_stop(Arc::clone(&go.stop));
                if let Some(c) = go.clock {
                    m = m.with_clock(c);
                }
                m.decide(self.game.position(), self.game.positions_before())
            }
            PlayerSpec::Greedy => Greedy::new(go.seed)
                .with_evaluator_box((self.evaluator)())
                .decide(self.game.position(), self.game.positions_before()),
            PlayerSpec::Random => RandomPlayer::new(go.seed)
                .decide(self.game.position(), self.game.positions_before()),
            // Any other player, as its spec builds it.
            ref other => other
                .build::<P>(go.seed)
                .decide(self.game.position(), self.game.positions_before()),
        }?;
        let last = text(&d);
        if !matches!(go.player, PlayerSpec::AlphaBeta(_)) {
            info(&last);
        }
        Some(last)
    }
}
