//! Every game by its name, behind one object-safe trait.
//!
//! A [`Registry`] maps names (`katro`) to [`GameEntry`]s, which build start
//! positions and parse position texts under `KEY=VALUE` options. The positions
//! come back as `Box<dyn AnyPosition>`, so that tools (the `perft`, `moves` and
//! `selfplay` examples) drive any game through one interface. The facade crate
//! `fanga` provides the registry of every game it was built with.

use std::fmt;
use std::sync::Arc;

#[cfg(doc)]
use crate::Within;

use crate::OptionError;
use crate::catalog::Catalogued;
use crate::variant::{Variant, VariantError, VariantOptions, VariantSpec, define};
use crate::{
    GameOptions, LapBudget, MovesWithin, OptionSpec, Outcome, ParsePositionError, Player, Position,
    Undecided, WithinError,
    catalog::{BoardView, Frame, Labels, Origin, RulesSummary, Step},
    playout::PlayoutTally,
};

/// A position of any game, type-erased. Every [`Catalogued`] position is
/// one.
///
/// Moves cross this interface as their notation, and positions as a page
/// draws them ([`AnyPosition::view`], [`AnyPosition::steps`],
/// [`AnyPosition::play_animated`]).
///
/// ```
/// use fanga_core::LapBudget;
/// use fanga_core::registry::{AnyPosition, GameEntry, Registry};
/// use fanga_katro::Katro;
///
/// let registry = Registry::new().with(GameEntry::of::<Katro>());
/// let p: Box<dyn AnyPosition> = registry.start("katro", &["columns=4"])?;
/// assert_eq!(p.game(), "katro");
/// assert_eq!(p.move_count(), 16);
/// // Operations that can meet a turn of many laps take a lap budget.
/// let next = p.play_text("b2:cw", LapBudget::UNLIMITED)?;
/// assert_eq!(next.to_string(), "2,2,2,2/0,0,2,0/1,0,5,2/4,4,1,5 N");
/// // Bad moves are errors that say what is wrong.
/// assert!(p.play_text("z9:cw", LapBudget::UNLIMITED).is_err());
/// assert_eq!(p.perft(2, LapBudget::laps(1_000))?, 220);
/// # Ok::<(), fanga_core::registry::RegistryError>(())
/// ```
pub trait AnyPosition: fmt::Display + fmt::Debug + Send + Sync {
    /// The game's name in the registry.
    fn game(&self) -> &'static str;
    /// The letters naming the players, South's seat first.
    fn player_letters(&self) -> crate::ByPlayer<char>;
    /// The player to move.
    fn turn(&self) -> Player;
    /// The result, if the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// The result if this position occurs again in a game whose rules end
    /// on a repetition ([`Position::repetition_outcome`]).
    fn repetition_outcome(&self) -> Option<Outcome>;
    /// [`Position::key`].
    fn key(&self) -> u64;
    /// [`Position::score`].
    fn score(&self) -> crate::ByPlayer<u32>;
    /// The options, as `KEY=VALUE`.
    fn option_assignments(&self) -> Vec<String>;
    /// The legal moves in notation, each turn sowing at most `budget` laps:
    /// those decided, and the turns left undecided ([`Within::legal_moves`]).
    /// With [`LapBudget::UNLIMITED`], `decided` is every legal move.
    fn moves(&self, budget: LapBudget) -> MovesWithin<String>;
    /// The number of legal moves.
    fn move_count(&self) -> usize;
    /// Plays a move given in notation, its turn sowing at most `budget`
    /// laps.
    ///
    /// # Errors
    ///
    /// [`RegistryError::Move`] if the text is not a move, or not a legal
    /// one; [`RegistryError::Undecided`] if its turn was still undecided
    /// after the budget.
    fn play_text(&self, mv: &str, budget: LapBudget)
    -> Result<Box<dyn AnyPosition>, RegistryError>;
    /// [`AnyPosition::play_text`], with the move's trace as text (one step a
    /// line; long runs of laps are summarised).
    ///
    /// # Errors
    ///
    /// As [`AnyPosition::play_text`].
    fn play_text_traced(
        &self,
        mv: &str,
        budget: LapBudget,
    ) -> Result<(String, Box<dyn AnyPosition>), RegistryError>;
    /// Plays the `index`-th legal move (in [`Position::legal_moves`] order)
    /// and returns its notation with the next position; `None` if there is
    /// no such move.
    fn play_index(&self, index: usize) -> Option<(String, Box<dyn AnyPosition>)>;
    /// As [`AnyPosition::play_index`], with the move's trace as text (one step
    /// a line).
    fn play_index_traced(&self, index: usize) -> Option<(String, String, Box<dyn AnyPosition>)>;
    /// [`perft`](crate::perft()) of this position, each turn sowing at most
    /// `budget` laps ([`Within::perft`]).
    ///
    /// # Errors
    ///
    /// [`RegistryError::Undecided`]: a turn on the way was undecided.
    fn perft(&self, depth: u32, budget: LapBudget) -> Result<u64, RegistryError>;
    /// [`divide`](crate::divide()) of this position, moves in notation, each
    /// turn sowing at most `budget` laps ([`Within::divide`]).
    ///
    /// # Errors
    ///
    /// [`RegistryError::Undecided`]: a turn on the way was undecided.
    fn divide(&self, depth: u32, budget: LapBudget) -> Result<Vec<(String, u64)>, RegistryError>;
    /// A readable diagram of the board.
    fn diagram(&self) -> String;
    /// A copy in a box.
    fn boxed_clone(&self) -> Box<dyn AnyPosition>;
    /// One random playout from here for each seed of `seeds`, of at most
    /// `max_plies` moves, tallied ([`crate::playout::random_playouts`]).
    fn random_playouts(&self, seeds: std::ops::Range<u64>, max_plies: usize) -> PlayoutTally;
    /// The board as a page draws it ([`Catalogued::view`]).
    fn view(&self) -> BoardView;
    /// The steps of the legal move `mv` ([`Catalogued::steps`]).
    fn steps(&self, mv: &str) -> Vec<Step>;
    /// Plays a move given in notation, animated ([`Animated`]).
    ///
    /// # Errors
    ///
    /// As [`AnyPosition::play_text`].
    fn play_animated(&self, mv: &str) -> Result<Animated, RegistryError>;
}

/// A move played by [`AnyPosition::play_animated`].
#[derive(Debug)]
#[non_exhaustive]
pub struct Animated {
    /// The move as the game writes it.
    pub mv: String,
    /// Its frames ([`Catalogued::frames`]), the last showing `next`.
    pub frames: Vec<Frame>,
    /// The position after it.
    pub next: Box<dyn AnyPosition>,
}

impl<P: Catalogued> AnyPosition for P {
    fn game(&self) -> &'static str {
        Position::game(self)
    }
    fn player_letters(&self) -> crate::ByPlayer<char> {
        P::PLAYER_LETTERS
    }
    fn turn(&self) -> Player {
        Position::turn(self)
    }
    fn outcome(&self) -> Option<Outcome> {
        Position::outcome(self)
    }
    fn repetition_outcome(&self) -> Option<Outcome> {
        Position::repetition_outcome(self)
    }
    fn key(&self) -> u64 {
        Position::key(self)
    }
    fn score(&self) -> crate::ByPlayer<u32> {
        Position::score(self)
    }
    fn option_assignments(&self) -> Vec<String> {
        Position::options(self).assignments()
    }
    fn moves(&self, budget: LapBudget) -> MovesWithin<String> {
        let moves = self.within(budget).legal_moves();
        MovesWithin {
            decided: moves.decided.iter().map(ToString::to_string).collect(),
            undecided: moves.undecided.into_iter().map(undecided_text).collect(),
        }
    }
    fn move_count(&self) -> usize {
        Position::move_count(self)
    }
    fn play_text(
        &self,
        mv: &str,
        budget: LapBudget,
    ) -> Result<Box<dyn AnyPosition>, RegistryError> {
        let m = parse_syntax::<P>(mv)?;
        match self.within(budget).play(&m) {
            Ok(next) => Ok(Box::new(next)),
            Err(e) => Err(within_error::<P>(mv, e.reason)),
        }
    }
    fn play_text_traced(
        &self,
        mv: &str,
        budget: LapBudget,
    ) -> Result<(String, Box<dyn AnyPosition>), RegistryError> {
        let m = parse_syntax::<P>(mv)?;
        match self.within(budget).play_traced(&m) {
            Ok((next, trace)) => Ok((trace.to_string(), Box::new(next))),
            Err(e) => Err(within_error::<P>(mv, e)),
        }
    }
    fn play_index(&self, index: usize) -> Option<(String, Box<dyn AnyPosition>)> {
        let m = self.legal_moves().into_iter().nth(index)?;
        let mut next = self.clone();
        next.play_unchecked(&m);
        Some((m.to_string(), Box::new(next)))
    }
    fn play_index_traced(&self, index: usize) -> Option<(String, String, Box<dyn AnyPosition>)> {
        let m = self.legal_moves().into_iter().nth(index)?;
        let (next, trace) = self.play_traced(&m).ok()?;
        Some((m.to_string(), trace.to_string(), Box::new(next)))
    }
    fn perft(&self, depth: u32, budget: LapBudget) -> Result<u64, RegistryError> {
        if budget.is_unlimited() {
            return Ok(crate::perft(self, depth));
        }
        self.within(budget)
            .perft(depth)
            .map_err(|u| RegistryError::Undecided(undecided_text(u)))
    }
    fn divide(&self, depth: u32, budget: LapBudget) -> Result<Vec<(String, u64)>, RegistryError> {
        let list = if budget.is_unlimited() {
            crate::divide(self, depth)
        } else {
            self.within(budget)
                .divide(depth)
                .map_err(|u| RegistryError::Undecided(undecided_text(u)))?
        };
        Ok(list.into_iter().map(|(m, n)| (m.to_string(), n)).collect())
    }
    fn diagram(&self) -> String {
        Position::diagram(self)
    }
    fn boxed_clone(&self) -> Box<dyn AnyPosition> {
        Box::new(self.clone())
    }
    fn random_playouts(&self, seeds: std::ops::Range<u64>, max_plies: usize) -> PlayoutTally {
        crate::playout::random_playouts(self, seeds, max_plies)
    }
    fn view(&self) -> BoardView {
        Catalogued::view(self)
    }
    fn steps(&self, mv: &str) -> Vec<Step> {
        Catalogued::steps(self, mv)
    }
    fn play_animated(&self, mv: &str) -> Result<Animated, RegistryError> {
        let refused = |e| RegistryError::Move(MoveRefused(Arc::new(e)));
        let m = self.parse_move(mv).map_err(refused)?;
        let (next, trace) = self.play_traced(&m).map_err(|source| {
            refused(crate::MoveTextError::<P>::Illegal {
                text: crate::text::suggest::excerpt(mv),
                source,
            })
        })?;
        Ok(Animated {
            mv: m.to_string(),
            frames: self.frames(&m, &trace, &next),
            next: Box::new(next),
        })
    }
}

impl RegistryError {
    /// [`RegistryError::UnknownGame`] for `name`, among the registered
    /// `names` (with the closest as a suggestion).
    #[must_use]
    pub fn unknown_game<'a>(name: &str, names: impl Iterator<Item = &'a str> + Clone) -> Self {
        RegistryError::UnknownGame {
            name: crate::text::suggest::excerpt(name),
            known: names.clone().collect::<Vec<_>>().join(", "),
            suggestion: crate::text::suggest::closest(name, names).map(str::to_owned),
        }
    }
}

/// A registry request failed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RegistryError {
    /// No game has that name.
    #[error("unknown game `{name}`{} (games: {known})", crate::text::suggest::hint(.suggestion.as_ref()))]
    UnknownGame {
        /// The name asked for.
        name: String,
        /// The registered names.
        known: String,
        /// The registered name closest to it, if it looks like a slip
        /// ([`closest`](crate::text::suggest::closest)).
        suggestion: Option<String>,
    },
    /// An option was refused.
    #[error(transparent)]
    Option(#[from] OptionError),
    /// A position text was refused.
    #[error("bad position: {0}")]
    Position(#[from] ParsePositionError),
    /// A move was refused: its source is the game's
    /// [`MoveTextError`](crate::MoveTextError), which says whether the text
    /// is no move of the game or an illegal one, and why.
    #[error(transparent)]
    Move(MoveRefused),
    /// A turn was still undecided when the lap budget ran out.
    #[error(transparent)]
    Undecided(Undecided<String>),
    /// A variant described by data was refused ([`crate::variant`]).
    #[error(transparent)]
    Variant(#[from] VariantError),
    /// A game described by data was refused by the game type that reads
    /// it ([`Catalogued::read_description`]), or no game reads it.
    #[error("{0}")]
    Description(String),
    /// The game is known, but not with this tool: a catalog of rules only
    /// has no computer players and no solver.
    #[error("`{game}`: {what}")]
    Unavailable {
        /// The game.
        game: String,
        /// What is missing.
        what: &'static str,
    },
}

/// A move's text read as a move of `P`, or the registry's error.
fn parse_syntax<P: Position>(mv: &str) -> Result<P::Move, RegistryError> {
    mv.parse().map_err(|source| {
        RegistryError::Move(MoveRefused(Arc::new(crate::MoveTextError::<P>::Syntax {
            text: crate::text::suggest::excerpt(mv),
            source,
        })))
    })
}

/// A budgeted refusal as the registry's error.
fn within_error<P: Position>(mv: &str, e: WithinError<P::Move, P::MoveError>) -> RegistryError {
    match e {
        WithinError::Illegal(source) => {
            RegistryError::Move(MoveRefused(Arc::new(crate::MoveTextError::<P>::Illegal {
                text: crate::text::suggest::excerpt(mv),
                source,
            })))
        }
        WithinError::Undecided(u) => RegistryError::Undecided(undecided_text(u)),
    }
}

fn undecided_text<M: fmt::Display + fmt::Debug>(u: Undecided<M>) -> Undecided<String> {
    Undecided {
        mv: u.mv.to_string(),
        laps: u.laps,
    }
}

/// The game's own typed error for a refused move, behind the type-erased
/// registry: downcast [`MoveRefused::error`] to the game's
/// [`MoveTextError`](crate::MoveTextError) to inspect it.
#[derive(Clone, Debug, thiserror::Error)]
#[error("{0}")]
#[non_exhaustive]
pub struct MoveRefused(#[source] pub Arc<dyn std::error::Error + Send + Sync>);

impl MoveRefused {
    /// The game's error.
    #[must_use]
    pub fn error(&self) -> &(dyn std::error::Error + Send + Sync + 'static) {
        &*self.0
    }
}

/// Two refusals are equal when they say the same thing.
impl PartialEq for MoveRefused {
    fn eq(&self, other: &Self) -> bool {
        self.0.to_string() == other.0.to_string()
    }
}

impl Eq for MoveRefused {}

type StartFn = dyn Fn(&[String]) -> Result<Box<dyn AnyPosition>, RegistryError> + Send + Sync;
type ParseFn = dyn Fn(&str, &[String]) -> Result<Box<dyn AnyPosition>, RegistryError> + Send + Sync;
type DescribeFn = dyn Fn(&str) -> Option<Result<GameEntry, RegistryError>> + Send + Sync;
type VariantFn = dyn Fn(VariantSpec) -> Result<GameEntry, VariantError> + Send + Sync;

/// One game of a [`Registry`]: what it is called and says of itself (values,
/// so that a game described by data at run time has an entry like any
/// other), and how its positions are made.
#[derive(Clone)]
pub struct GameEntry {
    /// The game's name in the registry: `katro`.
    pub name: &'static str,
    /// One line: the game and the text it implements.
    pub title: &'static str,
    /// The game's options.
    pub options: &'static [OptionSpec],
    /// Its rules in a few sentences, if it gives them
    /// ([`Catalogued::rules`]).
    pub rules: Option<RulesSummary>,
    /// How a page names it, its options and their values in English and
    /// French, if it says ([`Catalogued::labels`]).
    pub labels: Option<Labels>,
    /// Its family and the region where it is played, if it says
    /// ([`Catalogued::origin`]).
    pub origin: Option<Origin>,
    start: Arc<StartFn>,
    parse: Arc<ParseFn>,
    variant: Arc<VariantFn>,
    describe: Arc<DescribeFn>,
}

impl fmt::Debug for GameEntry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("GameEntry")
            .field("name", &self.name)
            .field("title", &self.title)
            .finish_non_exhaustive()
    }
}

/// The position of `P` under `KEY=VALUE` options applied to `base` (the
/// game's [`Default`] options, or the options of a game described by data):
/// its start, or the position text `position` read under them. The one
/// helper every tool uses to go from options to a position (the registry,
/// the sessions, the solver).
///
/// ```
/// use fanga_katro::Katro;
///
/// let (p, _) =
///     fanga_core::registry::position_of::<Katro, _>(&Default::default(), &["columns=4"], None)?;
/// assert_eq!(p.to_string(), "2,2,2,2/2,2,2,2/2,2,2,2/2,2,2,2 S");
/// # Ok::<(), fanga_core::registry::RegistryError>(())
/// ```
///
/// # Errors
///
/// A refused option or position text.
pub fn position_of<P: crate::Position, S: AsRef<str>>(
    base: &P::Options,
    options: &[S],
    position: Option<&str>,
) -> Result<(P, P::Options), RegistryError> {
    let mut o = base.clone();
    o.apply(options)?;
    let p = match position {
        Some(text) => P::from_text(text.trim(), &o)?,
        None => P::start(&o),
    };
    Ok((p, o))
}

fn start_erased<P: Catalogued>(
    base: &P::Options,
    options: &[String],
) -> Result<Box<dyn AnyPosition>, RegistryError> {
    Ok(Box::new(position_of::<P, _>(base, options, None)?.0))
}

fn parse_erased<P: Catalogued>(
    base: &P::Options,
    text: &str,
    options: &[String],
) -> Result<Box<dyn AnyPosition>, RegistryError> {
    if *base != P::Options::default() {
        // A game described by data: its options come from its description.
        // The text is read as given, as every other game's is (no blank
        // trimmed), so that what parses prints back to itself.
        let mut o = base.clone();
        o.apply(options)?;
        return Ok(Box::new(P::from_text(text, &o)?));
    }
    // The board size and every option the text shows come from the text; the
    // options given explicitly must then agree with it.
    let from_text: P = text.parse()?;
    if options.is_empty() {
        return Ok(Box::new(from_text));
    }
    let mut o = from_text.options();
    o.apply(options)?;
    Ok(Box::new(P::from_text(text, &o)?))
}

impl GameEntry {
    /// The entry of the game `P`, as its [`Catalogued`] declaration says.
    #[must_use]
    pub fn of<P: Catalogued>() -> Self {
        GameEntry::of_options::<P>(P::Options::default())
    }

    /// The entry of the game `P` plays under `options`, which every
    /// `KEY=VALUE` given to the entry starts from: its name
    /// ([`Position::game`]), title, options and rules text are what `P`
    /// says of them under `options` ([`Catalogued::title`],
    /// [`GameOptions::specs`], ...). For a type that serves many games,
    /// each described by data at run time
    /// ([`Variant`]), this is how each becomes a
    /// game of its own in a registry; [`GameEntry::of`] is this entry under
    /// the default options.
    #[must_use]
    pub fn of_options<P: Catalogued>(options: P::Options) -> Self {
        GameEntry {
            describe: Arc::new(|text| {
                P::read_description(text).map(|r| {
                    r.map(GameEntry::of_options::<P>)
                        .map_err(RegistryError::Description)
                })
            }),
            ..GameEntry::with_base::<P>(
                options,
                Arc::new(|spec| define::<P>(spec).map(GameEntry::of_variant::<P>)),
            )
        }
    }

    /// The entry of a variant of the game `P` ([`crate::variant`]): its own
    /// name, title and options. A variant of a variant is refused
    /// ([`GameEntry::define_variant`]): describe it from the game.
    #[must_use]
    pub fn of_variant<P: Catalogued>(options: VariantOptions<P::Options>) -> Self {
        let name = options.variant().map_or(P::GAME, |d| d.name());
        GameEntry::with_base::<Variant<P>>(
            options,
            Arc::new(move |spec| {
                Err(VariantError::Game {
                    name: spec.name,
                    named: name.to_owned(),
                    game: P::GAME,
                })
            }),
        )
    }

    /// Defines a variant of this entry's game, as `spec` describes it
    /// ([`crate::variant`]), and gives its entry ([`Registry::with_variant`]
    /// does both).
    ///
    /// # Errors
    ///
    /// As [`define`]; a variant of a variant is refused.
    pub fn define_variant(&self, spec: VariantSpec) -> Result<GameEntry, VariantError> {
        (self.variant)(spec)
    }

    /// The entry of `P` whose options start from `options`, its variants
    /// defined by `variant`.
    fn with_base<P: Catalogued>(options: P::Options, variant: Arc<VariantFn>) -> Self {
        let name = P::start(&options).game();
        let (start, parse) = (options.clone(), options.clone());
        GameEntry {
            name,
            title: P::title(&options),
            options: options.specs(),
            rules: P::rules(&options),
            labels: P::labels(&options),
            origin: P::origin(&options),
            start: Arc::new(move |o| start_erased::<P>(&start, o)),
            parse: Arc::new(move |t, o| parse_erased::<P>(&parse, t, o)),
            variant,
            describe: Arc::new(|_| None),
        }
    }

    /// The entry of one game played by two position types: `P`, a compact
    /// type for the usual boards, and `Q`, a larger type for every board
    /// (Oware: `Oware` holds up to 7 houses a row, `OwareLarge` up to 12).
    /// Positions are built as a `P` when `P` accepts the options or the
    /// text, and as a `Q` otherwise; the options listed, and the errors
    /// reported, are `Q`'s.
    ///
    /// # Panics
    ///
    /// If the two types do not have the same [`Position::GAME`] name (a
    /// programming error, caught when the registry is built).
    #[must_use]
    pub fn of_sizes<P: Catalogued, Q: Catalogued>() -> Self {
        assert_eq!(
            P::GAME,
            Q::GAME,
            "GameEntry::of_sizes of two different games"
        );
        let (small, large) = (P::Options::default(), Q::Options::default());
        let large_entry = GameEntry::of_options::<Q>(large.clone());
        let (s2, l2) = (small.clone(), large.clone());
        GameEntry {
            // A variant plays on the compact type: the usual boards.
            variant: Arc::new(|spec| define::<P>(spec).map(GameEntry::of_variant::<P>)),
            start: Arc::new(move |o| {
                start_erased::<P>(&small, o).or_else(|_| start_erased::<Q>(&large, o))
            }),
            parse: Arc::new(move |t, o| {
                parse_erased::<P>(&s2, t, o).or_else(|_| parse_erased::<Q>(&l2, t, o))
            }),
            ..large_entry
        }
    }

    /// The entry of the game `text` describes, if this entry's game type
    /// reads such descriptions ([`Catalogued::read_description`]).
    ///
    /// # Errors
    ///
    /// The description is refused ([`RegistryError::Description`]).
    pub fn read_description(&self, text: &str) -> Option<Result<GameEntry, RegistryError>> {
        (self.describe)(text)
    }

    /// The start position under `KEY=VALUE` options.
    ///
    /// # Errors
    ///
    /// An option is malformed, unknown, repeated or has a bad value.
    pub fn start<S: AsRef<str>>(
        &self,
        options: &[S],
    ) -> Result<Box<dyn AnyPosition>, RegistryError> {
        (self.start)(&owned(options))
    }

    /// Parses a position text under `KEY=VALUE` options. Without options, the
    /// text alone decides the board size and every option it shows; an option
    /// given explicitly must agree with the text.
    ///
    /// # Errors
    ///
    /// A bad option, a malformed text, or an option that disagrees with the text.
    pub fn parse<S: AsRef<str>>(
        &self,
        text: &str,
        options: &[S],
    ) -> Result<Box<dyn AnyPosition>, RegistryError> {
        (self.parse)(text, &owned(options))
    }
}

/// What a description describes: a variant, or the entry of a game that a
/// game type read.
#[doc(hidden)]
pub enum Described<E> {
    /// A variant ([`crate::variant`]'s format).
    Variant(Box<VariantSpec>),
    /// A game read by one of the entries' game types.
    Entry(E),
}

/// Reads `text` as a variant (its first word is `variant`) or with the
/// first of `entries` whose game type reads it: the registry's and the
/// catalog's shared reading of descriptions.
///
/// # Errors
///
/// A refused description, or one no game reads.
#[doc(hidden)]
pub fn described<'a, E: 'a>(
    text: &str,
    entries: impl Iterator<Item = &'a E>,
    read: impl Fn(&E, &str) -> Option<Result<E, RegistryError>>,
) -> Result<Described<E>, RegistryError> {
    let first = text
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with('#'))
        .unwrap_or_default();
    if first.split_whitespace().next() == Some("variant") {
        let spec: VariantSpec = text
            .parse()
            .map_err(|e: crate::variant::ParseVariantError| {
                RegistryError::Description(e.to_string())
            })?;
        return Ok(Described::Variant(Box::new(spec)));
    }
    for e in entries {
        if let Some(r) = read(e, text) {
            return r.map(Described::Entry);
        }
    }
    Err(RegistryError::Description(
        "not a game description: expected a variant (`variant NAME`, `game GAME`, `title TEXT`, ...) or a description a game reads (a rule set's JSON, a MancalaGames file)"
            .to_owned(),
    ))
}

/// A game read from a description may not take the name of another game
/// (fanga's Kalah, say): only the same definition again, whose options
/// are the very same list, replaces its entry.
///
/// # Errors
///
/// [`RegistryError::Description`] naming the game.
#[doc(hidden)]
pub fn check_not_taken(
    name: &str,
    existing: Option<&'static [OptionSpec]>,
    new: &'static [OptionSpec],
) -> Result<(), RegistryError> {
    match existing {
        Some(old) if !std::ptr::eq(old, new) => Err(RegistryError::Description(format!(
            "`{}` is already a game: a game described by data needs a name of its own",
            crate::text::suggest::excerpt(name)
        ))),
        _ => Ok(()),
    }
}

fn owned<S: AsRef<str>>(v: &[S]) -> Vec<String> {
    v.iter().map(|s| s.as_ref().to_owned()).collect()
}

/// Games by name.
///
/// `fanga::registry()` holds every game of the workspace; a program can build
/// its own, with its own games:
///
/// ```
/// use fanga_core::registry::{GameEntry, Registry};
/// use fanga_katro::Katro;
///
/// let registry = Registry::new().with(GameEntry::of::<Katro>());
/// let names: Vec<&str> = registry.entries().map(|e| e.name).collect();
/// assert_eq!(names, ["katro"]);
/// // Start or parse a position by name, with KEY=VALUE options.
/// let p = registry.parse("katro", "2,2,2,2/2,2,2,2/2,2,2,2/2,2,2,2 S", &["goal=inner_row"])?;
/// assert_eq!(p.option_assignments(), ["columns=4", "goal=inner_row", "direction=per_turn"]);
/// // Unknown games and options are errors that list what there is.
/// let err = registry.start("chess", &[] as &[&str]).unwrap_err();
/// assert_eq!(err.to_string(), "unknown game `chess` (games: katro)");
/// # Ok::<(), fanga_core::registry::RegistryError>(())
/// ```
#[derive(Clone, Debug, Default)]
pub struct Registry {
    entries: Vec<GameEntry>,
}

impl Registry {
    /// An empty registry.
    #[must_use]
    pub const fn new() -> Self {
        Registry {
            entries: Vec::new(),
        }
    }

    /// Adds a game (replacing one of the same name).
    #[must_use]
    pub fn with(mut self, entry: GameEntry) -> Self {
        self.entries.retain(|e| e.name != entry.name);
        self.entries.push(entry);
        self
    }

    /// The registry with a variant of one of its games, described by data
    /// at run time ([`crate::variant`]): its game is the one `spec.game`
    /// names.
    ///
    /// # Errors
    ///
    /// [`RegistryError::UnknownGame`] for a game not in the registry,
    /// [`RegistryError::Variant`] for a refused variant.
    pub fn with_variant(self, spec: VariantSpec) -> Result<Registry, RegistryError> {
        let entry = self.get(&spec.game)?.define_variant(spec)?;
        Ok(self.with(entry))
    }

    /// The registry with a game described by data: a variant of one of
    /// its games ([`crate::variant`]'s format: a first word `variant`), or
    /// a game that one of its game types reads
    /// ([`Catalogued::read_description`]: a rule set, say).
    ///
    /// # Errors
    ///
    /// The description is refused, or no game reads it.
    pub fn with_described(self, text: &str) -> Result<Registry, RegistryError> {
        let entry = described(text, self.entries.iter(), GameEntry::read_description)?;
        match entry {
            Described::Entry(e) => {
                let existing = self.entries.iter().find(|x| x.name == e.name);
                check_not_taken(e.name, existing.map(|x| x.options), e.options)?;
                Ok(self.with(e))
            }
            Described::Variant(spec) => self.with_variant(*spec),
        }
    }

    /// Every game, in the order added.
    pub fn entries(&self) -> impl Iterator<Item = &GameEntry> {
        self.entries.iter()
    }

    /// The game named `name`.
    ///
    /// # Errors
    ///
    /// [`RegistryError::UnknownGame`], listing the known names.
    pub fn get(&self, name: &str) -> Result<&GameEntry, RegistryError> {
        self.entries
            .iter()
            .find(|e| e.name == name)
            .ok_or_else(|| RegistryError::unknown_game(name, self.entries.iter().map(|e| e.name)))
    }

    /// The start position of a game under `KEY=VALUE` options.
    ///
    /// # Errors
    ///
    /// Unknown game, or a bad option.
    pub fn start<S: AsRef<str>>(
        &self,
        name: &str,
        options: &[S],
    ) -> Result<Box<dyn AnyPosition>, RegistryError> {
        self.get(name)?.start(options)
    }

    /// A position of a game from its text, under `KEY=VALUE` options.
    ///
    /// # Errors
    ///
    /// Unknown game, bad option, malformed text, or an option that disagrees with
    /// the text.
    pub fn parse<S: AsRef<str>>(
        &self,
        name: &str,
        text: &str,
        options: &[S],
    ) -> Result<Box<dyn AnyPosition>, RegistryError> {
        self.get(name)?.parse(text, options)
    }
}
