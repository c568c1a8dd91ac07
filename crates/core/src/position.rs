use std::error::Error;
use std::fmt::{self, Debug, Display};
use std::hash::Hash;
use std::ops::ControlFlow;
use std::str::FromStr;

use smallvec::SmallVec;

use crate::{GameOptions, Outcome, ParsePositionError, Player};

/// A list of legal moves: on the stack up to 64 moves, on the heap beyond (rare:
/// Mangala's 62,196 setups, Kalah's longest chains of extra sowings).
pub type MoveList<M> = SmallVec<[M; 64]>;

/// What a move type is: a small value with a notation (`Display`, and
/// `FromStr` bound by the user), comparable, hashable and shareable across
/// threads. Implemented for every such type.
pub trait MoveType: Clone + Eq + Hash + Debug + Display + Send + Sync + 'static {}

impl<T: Clone + Eq + Hash + Debug + Display + Send + Sync + 'static> MoveType for T {}

/// A position between two turns of one game, with the rules and options that
/// govern it.
///
/// A position is always a valid one: constructors ([`Position::start`],
/// [`Position::from_text`], [`FromStr`]) check it, and the play methods keep it
/// valid. Positions are small values: `Clone` is cheap (most are `Copy`).
///
/// # Moves are whole turns
///
/// [`Position::Move`] is one player's complete turn: the opening and the ordered
/// choices made during the turn. Its `Display` and `FromStr` are the game's
/// notation. A move that does not fit the position (a hole that is empty, a choice
/// the turn does not offer, a missing choice) is rejected by
/// [`Position::check_move`] with a [`Position::MoveError`] that says why.
///
/// # Three tiers of play
///
/// - [`Position::play`] consumes the position and returns the next one, or a
///   [`PlayError`] that hands the unchanged position back;
/// - [`Position::check_move`] / [`Position::is_legal`] validate a move;
/// - [`Position::play_unchecked`] plays a move known to be legal (for search).
///
/// ```
/// use fanga_core::{Player, Position};
/// use fanga_katro::{Katro, KatroMove, KatroOptions};
///
/// let start = Katro::start(&KatroOptions::default());
/// assert_eq!(start.turn(), Player::South);
/// assert_eq!(start.legal_moves().len(), 24);
///
/// // The safe tier: a legal move gives the next position...
/// let m: KatroMove = "b2:cw".parse()?;
/// let next = start.play(&m)?;
/// assert_eq!(next.to_string(), "2,2,2,2,2,2/2,2,0,0,2,2/3,1,0,1,4,4/0,3,3,1,4,4 N");
/// // ...and an illegal one an error that says why, with the position back.
/// let err = next.play(&m).unwrap_err();
/// assert_eq!(err.to_string(), "illegal move `b2:cw`: b2 is not on N's side");
/// let next = err.position;
///
/// // Validation alone.
/// assert!(!next.is_legal(&m));
/// assert!(next.check_move(&m).is_err());
///
/// // The search tier: no checks, in place.
/// let mut p = start;
/// p.play_unchecked(&m);
/// assert_eq!(p, next);
///
/// // Positions read back from their text; a bad text says what is wrong.
/// assert_eq!(next.to_string().parse::<Katro>()?, next);
/// assert!("2,2,2 S".parse::<Katro>().is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait Position:
    Clone + Eq + Hash + Debug + Display + FromStr<Err = ParsePositionError> + Send + Sync + 'static
{
    /// A whole turn, written in the game's notation.
    type Move: MoveType + FromStr<Err = Self::ParseMoveError>;
    /// Why a text is not a move of this game (syntax only).
    type ParseMoveError: Error + Clone + Send + Sync + 'static;
    /// Why a well-formed move cannot be played in a position.
    type MoveError: Error + Clone + PartialEq + Eq + Send + Sync + 'static;
    /// The game's options (variants).
    type Options: GameOptions;

    /// The game's name in the registry: `katro`.
    const GAME: &'static str;
    /// The letters that name the players in texts and results, South's seat first.
    const PLAYER_LETTERS: crate::ByPlayer<char> = crate::ByPlayer::new('S', 'N');

    /// The start position for these options.
    fn start(options: &Self::Options) -> Self;

    /// Parses a position text under the given options.
    ///
    /// # Errors
    ///
    /// The text is malformed, or disagrees with an option (a `columns` option
    /// that differs from the board of the text, for instance). [`FromStr`] reads
    /// the same text with the default options, taking the board size and every
    /// option the text shows from the text itself.
    fn from_text(text: &str, options: &Self::Options) -> Result<Self, ParsePositionError>;

    /// The options this position is played under.
    fn options(&self) -> Self::Options;

    /// The player to move (in a finished position: the player who would move).
    fn turn(&self) -> Player;

    /// The result, if the game is over; `None` while it goes on.
    fn outcome(&self) -> Option<Outcome>;

    /// Every legal whole-turn move, without duplicates. Empty exactly when the
    /// game is over.
    fn legal_moves(&self) -> MoveList<Self::Move>;

    /// Checks that `m` can be played here.
    ///
    /// # Errors
    ///
    /// Says why the move is illegal: the game is over, a hole is empty or not the
    /// mover's, a choice is missing, extra or not offered, ...
    fn check_move(&self, m: &Self::Move) -> Result<(), Self::MoveError>;

    /// Plays a legal move in place, doing no legality work: the search tier.
    ///
    /// # Panics
    ///
    /// Never in release builds; debug builds may `debug_assert` that `m` is
    /// legal. On an illegal move the position left is memory-safe but
    /// meaningless (it may break the game's invariants). Use it in search, on
    /// moves from [`Position::legal_moves`] or [`Position::for_each_move`].
    fn play_unchecked(&mut self, m: &Self::Move);

    /// Whether `m` is legal here.
    fn is_legal(&self, m: &Self::Move) -> bool {
        self.check_move(m).is_ok()
    }

    /// Plays `m` and returns the next position.
    ///
    /// # Errors
    ///
    /// If `m` is illegal, a [`PlayError`] that says why and hands back the
    /// unchanged position.
    fn play(mut self, m: &Self::Move) -> Result<Self, PlayError<Self>> {
        match self.check_move(m) {
            Ok(()) => {
                self.play_unchecked(m);
                Ok(self)
            }
            Err(reason) => Err(PlayError {
                mv: m.clone(),
                reason,
                position: self,
            }),
        }
    }

    /// Parses a move in the game's notation and checks it here.
    ///
    /// # Errors
    ///
    /// [`MoveTextError::Syntax`] if the text is not a move of the game,
    /// [`MoveTextError::Illegal`] if it is not a legal one in this position;
    /// both keep the game's own error as their source.
    fn parse_move(&self, text: &str) -> Result<Self::Move, MoveTextError<Self>> {
        let m: Self::Move = text.parse().map_err(|source| MoveTextError::Syntax {
            text: crate::text::suggest::excerpt(text),
            source,
        })?;
        self.check_move(&m)
            .map_err(|source| MoveTextError::Illegal {
                text: crate::text::suggest::excerpt(text),
                source,
            })?;
        Ok(m)
    }

    /// A readable multi-line diagram of the board, for terminals (the
    /// `selfplay` example prints it). Defaults to the position text.
    fn diagram(&self) -> String {
        self.to_string()
    }

    /// The quantity the rules never change, if any: for sowing games every seed
    /// (on the board, in reserves, stores and captured counts). The conformance
    /// kit checks it stays constant along every game.
    fn conserved(&self) -> Option<u64> {
        None
    }

    /// Plays a random legal move drawn with `rng`, and returns `false` (doing
    /// nothing) if the game is over.
    ///
    /// The default draws uniformly among [`Position::legal_moves`]. A game may
    /// override it with a faster draw of its own, documented there (Kalah
    /// draws each sowing uniformly, as OpenSpiel's random bot does, instead of
    /// enumerating every whole turn first). [`random_playout`](crate::playout::random_playout)
    /// and the benchmarks use it.
    fn play_random(&mut self, rng: &mut crate::SplitMix64) -> bool {
        let moves = self.legal_moves();
        if moves.is_empty() {
            return false;
        }
        self.play_unchecked(&moves[rng.below(moves.len())]);
        true
    }

    /// Plays random moves from this position ([`Position::play_random`])
    /// until the game is over or `max_plies` moves have been played, applying
    /// the rules that need the game's history ([`Position::repetition`]):
    /// what [`random_playout`](crate::playout::random_playout) does.
    ///
    /// The default is the ply-by-ply loop [`playout_ply_by_ply`](crate::playout::ply_by_ply).
    /// A game may override it with a loop of its own (Oware and Kalah play
    /// the whole game on a packed board), which must give the very same
    /// playout for the same `rng`: the conformance kit checks it.
    #[inline]
    fn random_playout(
        &self,
        rng: &mut crate::SplitMix64,
        max_plies: usize,
    ) -> crate::playout::Playout<Self> {
        crate::playout::ply_by_ply(self, rng, max_plies)
    }

    /// The name of this position's game: [`Position::GAME`], unless the type
    /// serves many games, each described by data (a
    /// [`Variant`](crate::variant::Variant)), whose name its options hold.
    /// Records, the registry and the tools name a position's game by it.
    fn game(&self) -> &'static str {
        Self::GAME
    }

    /// What the rules of every game of this type say when a whole-turn
    /// position occurs again in a game: [`RepetitionRule::None`] (the
    /// default) for games without such a rule. A type serving many games,
    /// each with its own rule (a game described by data), says it per
    /// position in [`Position::repetition`], which is what everything reads.
    const REPETITION: RepetitionRule = RepetitionRule::None;

    /// What the rules of this position's game say when a whole-turn
    /// position occurs again in a game: [`Position::REPETITION`], unless
    /// the type serves many games whose options say it (as
    /// [`Position::game`] names them). Positions have no history, so
    /// [`Position::outcome`] and perft ignore it;
    /// [`History`](crate::History) applies it, and [`Game`](crate::Game),
    /// [`random_playout`](crate::playout::random_playout) and searches use
    /// that. The rule is the same for every position of a game.
    fn repetition(&self) -> RepetitionRule {
        Self::REPETITION
    }

    /// The result the rules give when this position occurs a second time in
    /// a game ([`Position::repetition`]), whether or not it has; `None` for
    /// games without such a rule.
    #[must_use]
    fn repetition_outcome(&self) -> Option<Outcome> {
        match self.repetition() {
            RepetitionRule::EndsScored => Some(Outcome::by_score(
                self.score(),
                crate::EndReason::REPETITION,
            )),
            RepetitionRule::None => None,
        }
    }

    /// A number that never decreases along a game and changes only when no
    /// earlier position can occur again (Oware: the seeds captured so far).
    /// [`History`](crate::History) forgets the positions of earlier epochs,
    /// so a long game keeps only what may still repeat. The default, 0 for
    /// every position, is always exact.
    fn epoch(&self) -> u64 {
        0
    }

    /// Each player's count, South first, as the game counts it when it ends
    /// by a count: seeds in one's store and row (Kalah), seeds captured and
    /// left in one's row (Oware), seeds in one's rows (the katra games),
    /// pieces on the board (Fanorona). A generic evaluation can use the
    /// difference as material.
    fn score(&self) -> crate::ByPlayer<u32>;

    /// A 64-bit key of the position, for transposition tables and
    /// repetition counts: equal positions (options included) have equal keys.
    ///
    /// Different positions may share a key (rarely: the key is a good 64-bit
    /// hash), so a table that must be exact also compares positions. The value
    /// is stable for a given version of the crate that defines the game, on
    /// every platform; it may change between versions. The default hashes the
    /// position's [`Hash`] with [`KeyHasher`](crate::key::KeyHasher), a fast
    /// multiply-and-rotate hasher with a final mix; a game may store or
    /// compute a cheaper key of its own.
    fn key(&self) -> u64 {
        crate::key::key_of(self)
    }

    /// Calls `visit` with every legal move, in [`Position::legal_moves`]
    /// order, until it returns [`ControlFlow::Break`]; returns what it broke
    /// with. A game with many moves (Mangala's 62,196 setups) visits them
    /// without building the list; the default walks `legal_moves`.
    fn for_each_move(
        &self,
        mut visit: impl FnMut(Self::Move) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        for m in self.legal_moves() {
            visit(m)?;
        }
        ControlFlow::Continue(())
    }

    /// The number of legal moves (perft's last ply). The default counts
    /// [`Position::for_each_move`].
    fn move_count(&self) -> usize {
        let mut n = 0;
        let _ = self.for_each_move(|_| {
            n += 1;
            ControlFlow::Continue(())
        });
        n
    }
}

/// What a game's rules say when a whole-turn position occurs a second time in
/// a game (see [`Position::repetition`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum RepetitionRule {
    /// Nothing: play goes on (an [`Adjudication`](crate::Adjudication) outside
    /// the rules may still end the game).
    None,
    /// The game ends at once and is decided by [`Position::score`], with the
    /// reason [`EndReason::REPETITION`](crate::EndReason::REPETITION) (Oware
    /// as OpenSpiel plays it).
    EndsScored,
}

/// A game whose moves can be traced step by step, for user interfaces and
/// teaching.
///
/// ```
/// use fanga_core::{Position, Traced};
/// use fanga_katro::Katro;
///
/// let start: Katro = "2,2,2,2,2,2/2,2,2,2,2,2/2,2,2,2,2,2/2,2,2,2,2,2 S".parse()?;
/// let (next, trace) = start.play_traced(&"b2:cw".parse()?)?;
/// // Every lap, capture and relay, and why the turn ended, as text...
/// let text = trace.to_string();
/// assert!(text.starts_with("take 2 from b2\nsow 2 cw from b2: last seed in d2 (now 3)\n"), "{text}");
/// assert!(text.ends_with("end: the last seed fell into an empty hole"), "{text}");
/// // ...and the trace alone rebuilds the position, without the rules.
/// assert_eq!(start.replay_trace(&trace)?, next);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait Traced: Position {
    /// Everything that happened during one move; its `Display` is readable text.
    type Trace: Clone + Debug + Display + PartialEq + Eq + Send + Sync;

    /// Plays `m` and reports every step.
    ///
    /// # Errors
    ///
    /// As [`Position::check_move`].
    fn play_traced(&self, m: &Self::Move) -> Result<(Self, Self::Trace), Self::MoveError>;

    /// Rebuilds the position after a traced move from this position and the
    /// trace alone, applying its steps without running the game's rules.
    ///
    /// # Errors
    ///
    /// A step of the trace does not fit the position (the message says which).
    fn replay_trace(&self, trace: &Self::Trace) -> Result<Self, TraceReplayError>;
}

/// A trace does not replay on a position: the game's own typed error (a
/// sowing game's `fanga_sowing::trace::TraceError`, Fanorona's step error)
/// behind a shared pointer, so that this error is the same for every game.
#[derive(Clone, Debug, thiserror::Error)]
#[error("the trace does not replay: {0}")]
#[non_exhaustive]
pub struct TraceReplayError(#[source] pub std::sync::Arc<dyn Error + Send + Sync>);

impl TraceReplayError {
    /// Wraps the game's error.
    pub fn new(error: impl Error + Send + Sync + 'static) -> Self {
        TraceReplayError(std::sync::Arc::new(error))
    }
}

/// Two errors are equal when they say the same thing.
impl PartialEq for TraceReplayError {
    fn eq(&self, other: &Self) -> bool {
        self.0.to_string() == other.0.to_string()
    }
}

impl Eq for TraceReplayError {}

/// A move given as text was refused by [`Position::parse_move`].
#[derive(Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MoveTextError<P: Position> {
    /// The text is not a move of the game. Said once: where the game's
    /// own reason already names the text (`` `zz9` is not an opening: ...``),
    /// it is the whole message.
    #[error("{}", syntax_message(text, source))]
    Syntax {
        /// The text.
        text: String,
        /// What is wrong with it.
        source: P::ParseMoveError,
    },
    /// The move is not legal in the position.
    #[error("`{text}` is illegal here: {source}")]
    Illegal {
        /// The text.
        text: String,
        /// Why.
        source: P::MoveError,
    },
}

/// The message of [`MoveTextError::Syntax`]: `` `text` is not a move: ``
/// and the reason, or the reason alone where it begins with the text.
fn syntax_message(text: &str, source: &impl fmt::Display) -> String {
    let reason = source.to_string();
    if reason.starts_with(&format!("`{text}`")) {
        reason
    } else {
        format!("`{text}` is not a move: {reason}")
    }
}

impl<P: Position> Debug for MoveTextError<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveTextError::Syntax { text, source } => f
                .debug_struct("Syntax")
                .field("text", text)
                .field("source", source)
                .finish(),
            MoveTextError::Illegal { text, source } => f
                .debug_struct("Illegal")
                .field("text", text)
                .field("source", source)
                .finish(),
        }
    }
}

/// A move could not be played: why, and the unchanged position.
#[derive(Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct PlayError<P: Position> {
    /// The move that was refused.
    pub mv: P::Move,
    /// Why it was refused.
    pub reason: P::MoveError,
    /// The position, exactly as it was before the call.
    pub position: P,
}

impl<P: Position> PlayError<P> {
    /// `mv` was refused for `reason`; `position` is unchanged.
    #[must_use]
    pub fn new(mv: P::Move, reason: P::MoveError, position: P) -> Self {
        PlayError {
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
}

impl<P: Position> Debug for PlayError<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PlayError")
            .field("mv", &self.mv)
            .field("reason", &self.reason)
            .field("position", &format_args!("{}", self.position))
            .finish()
    }
}

impl<P: Position> Display for PlayError<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move `{}`: {}", self.mv, self.reason)
    }
}

impl<P: Position> Error for PlayError<P> {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        Some(&self.reason)
    }
}
