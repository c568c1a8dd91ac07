//! [`Catalog`]: every game a program knows, by name, with what the tools
//! need of each: start positions and position texts (the rules' registry
//! entry), computer-player sessions with the game's own evaluation, and
//! exact solutions where the game declares a method.
//!
//! A game enters a catalog from its [`Catalogued`] declaration, so a game
//! written outside fanga (a [`SowingRules`](https://docs.rs/fanga-sowing)
//! of one's own, say) gets every tool by one call:
//!
//! ```
//! use fanga_ai::{Catalog, Entry};
//! use fanga_core::catalog::Extensions;
//! use fanga_fang::Fang;
//! use fanga_katro::Katro;
//!
//! let catalog = Catalog::new().with(Entry::of::<Katro>()).with(Entry::of::<Fang>());
//! let session = catalog.session("katro", &["columns=4"], &Extensions::new())?;
//! assert_eq!(session.legal_moves().decided.len(), 16);
//! // Fang declares a search, which finds the margin: on 4 cups the first
//! // player wins by 3.
//! let report = catalog.solve("fang", &["cups=4"], None, Default::default())?;
//! assert_eq!(report.method, fanga_exact_solver::Method::Search);
//! assert_eq!(report.value.to_string(), "win by 3");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::fmt;
use std::sync::Arc;

use fanga_core::{
    GameOptions,
    catalog::{Catalogued, Extensions, Solving, TableError, TableFile, TableRequest},
    registry::{GameEntry, Registry, RegistryError},
    variant::{VariantError, VariantSpec},
};
use fanga_exact_solver::{Report, SolveConfig, SolveError, solve_position};

use crate::engine::{Engine, Session};
use crate::variant::Over;

/// Why a [`Catalog`] could not solve.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SolveGameError {
    /// The game, an option or the position was refused.
    #[error(transparent)]
    Registry(#[from] RegistryError),
    /// The solver refused or stopped.
    #[error(transparent)]
    Solve(#[from] SolveError),
}

type SessionFn =
    dyn Fn(&[String], &Extensions) -> Result<Box<dyn Engine>, RegistryError> + Send + Sync;
type SolveFn =
    dyn Fn(&[String], Option<&str>, SolveConfig) -> Result<Report, SolveGameError> + Send + Sync;
type AtOnceFn = dyn Fn(&[String]) -> bool + Send + Sync;
type BuildFn = dyn Fn(
        &[String],
        Option<&str>,
        &TableRequest,
        &(dyn Fn(u64, u64) + Sync),
    ) -> Result<Option<TableFile>, TableError>
    + Send
    + Sync;
type DescribeFn = dyn Fn(&str) -> Option<Result<Entry, RegistryError>> + Send + Sync;
type TableFn = dyn Fn(&mut dyn std::io::Read, Option<&[String]>) -> Result<TableFile, TableError>
    + Send
    + Sync;

/// One game of a [`Catalog`]: its rules' registry entry, its sessions and
/// its solver.
#[derive(Clone)]
pub struct Entry {
    rules: GameEntry,
    session: Arc<SessionFn>,
    solve: Arc<SolveFn>,
    at_once: Arc<AtOnceFn>,
    retrograde: Arc<AtOnceFn>,
    table: Arc<TableFn>,
    build: Arc<BuildFn>,
    describe: Arc<DescribeFn>,
}

impl fmt::Debug for Entry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Entry")
            .field("name", &self.rules.name)
            .finish_non_exhaustive()
    }
}

/// The options, applied to `base` (the game's defaults, or a game
/// described by data).
fn options_of<P: Catalogued>(
    base: &P::Options,
    options: &[String],
) -> Result<P::Options, RegistryError> {
    let mut o = base.clone();
    o.apply(options)?;
    Ok(o)
}

/// The position of `P` under `options`: its start, or `position` read
/// under them ([`fanga_core::registry::position_of`]).
///
/// # Errors
///
/// A refused option or position text.
pub(crate) fn position_of<P: Catalogued>(
    base: &P::Options,
    options: &[String],
    position: Option<&str>,
) -> Result<P, RegistryError> {
    Ok(fanga_core::registry::position_of::<P, String>(base, options, position)?.0)
}

fn session_of<P: Catalogued>(
    base: &P::Options,
    options: &[String],
    extensions: &Extensions,
) -> Result<Box<dyn Engine>, RegistryError> {
    let session = Session::<P>::new(base, options)?;
    let o = session.options().clone();
    let extensions = extensions.clone();
    Ok(session
        .with_evaluator(move || P::evaluator(&o, &extensions))
        .into_engine())
}

fn solve_of<P: Catalogued>(
    base: &P::Options,
    options: &[String],
    position: Option<&str>,
    config: SolveConfig,
) -> Result<Report, SolveGameError> {
    let p = position_of::<P>(base, options, position)?;
    Ok(solve_position(&p, P::solving(&p.options()), config)?)
}

fn at_once_of<P: Catalogued>(base: &P::Options, options: &[String]) -> bool {
    options_of::<P>(base, options).is_ok_and(|o| P::solves_at_once(&o))
}

fn retrograde_of<P: Catalogued>(base: &P::Options, options: &[String]) -> bool {
    options_of::<P>(base, options).is_ok_and(|o| matches!(P::solving(&o), Solving::Retrograde))
}

fn table_of<P: Catalogued>(
    base: &P::Options,
    file: &mut dyn std::io::Read,
    options: Option<&[String]>,
) -> Result<TableFile, TableError> {
    let o = options
        .map(|o| options_of::<P>(base, o))
        .transpose()
        .map_err(|e| TableError::Refused(Box::new(e)))?;
    P::read_table(file, o.as_ref())
}

fn build_of<P: Catalogued>(
    base: &P::Options,
    options: &[String],
    position: Option<&str>,
    request: &TableRequest,
    progress: &(dyn Fn(u64, u64) + Sync),
) -> Result<Option<TableFile>, TableError> {
    let p =
        position_of::<P>(base, options, position).map_err(|e| TableError::Refused(Box::new(e)))?;
    P::build_table(&p, request, progress)
}

impl Entry {
    /// The entry of the game `P`, as its [`Catalogued`] declaration says.
    #[must_use]
    pub fn of<P: Catalogued>() -> Self {
        Entry::of_options::<P>(P::Options::default())
    }

    /// The entry of the game `P` plays under `options`, which every
    /// `KEY=VALUE` given to the entry starts from ([`GameEntry::of_options`]).
    /// A variant described by data has its own entry, over its game's
    /// ([`Entry::define_variant`]).
    #[must_use]
    pub fn of_options<P: Catalogued>(options: P::Options) -> Self {
        let base = Arc::new(options);
        let b = [0; 6].map(|_| Arc::clone(&base));
        let [b0, b1, b2, b3, b4, b5] = b;
        Entry {
            rules: GameEntry::of_options::<P>((*base).clone()),
            session: Arc::new(move |o, s| session_of::<P>(&b0, o, s)),
            solve: Arc::new(move |o, p, c| solve_of::<P>(&b1, o, p, c)),
            at_once: Arc::new(move |o| at_once_of::<P>(&b2, o)),
            retrograde: Arc::new(move |o| retrograde_of::<P>(&b3, o)),
            table: Arc::new(move |f, o| table_of::<P>(&b4, f, o)),
            build: Arc::new(move |o, p, r, f| build_of::<P>(&b5, o, p, r, f)),
            describe: Arc::new(|text| {
                P::read_description(text).map(|r| {
                    r.map(Entry::of_options::<P>)
                        .map_err(RegistryError::Description)
                })
            }),
        }
    }

    /// The entry of the game `text` describes, if this entry's game type
    /// reads such descriptions
    /// ([`Catalogued::read_description`]).
    ///
    /// # Errors
    ///
    /// The description is refused ([`RegistryError::Description`]).
    pub fn read_description(&self, text: &str) -> Option<Result<Entry, RegistryError>> {
        (self.describe)(text)
    }

    /// Defines a variant of this entry's game, as `spec` describes it
    /// ([`fanga_core::variant`]), and gives its entry: add it to a catalog
    /// ([`Catalog::with_variant`] does both) and every tool plays it. Its
    /// sessions, solver and tables are this entry's, under the options the
    /// variant fixes and under its name: a variant builds no search code of
    /// its own.
    ///
    /// # Errors
    ///
    /// As [`GameEntry::define_variant`]: a variant of a variant is refused.
    pub fn define_variant(&self, spec: VariantSpec) -> Result<Entry, VariantError> {
        let fixed = spec.fixed.clone();
        let over = Over::new(self.rules.define_variant(spec)?, fixed);
        Ok(self.clone().under(over))
    }

    /// This entry's tools for the variant `over`.
    fn under(self, over: Over) -> Entry {
        let [o0, o1, o2, o3, o4, o5] = [0; 6].map(|_| over.clone());
        let Entry {
            session,
            solve,
            at_once,
            retrograde,
            table,
            build,
            ..
        } = self;
        Entry {
            rules: over.rules.clone(),
            session: Arc::new(move |o, s| {
                let game = o0.game_options(o)?;
                session(&game, s)
                    .map(|e| o0.session(e))
                    .map_err(|e| o0.renamed(e))
            }),
            solve: Arc::new(move |o, p, c| {
                let game = o1.game_options(o)?;
                solve(&game, p, c).map_err(|e| match e {
                    SolveGameError::Registry(e) => SolveGameError::Registry(o1.renamed(e)),
                    e => e,
                })
            }),
            at_once: Arc::new(move |o| o2.game_options(o).is_ok_and(|g| at_once(&g))),
            retrograde: Arc::new(move |o| o3.game_options(o).is_ok_and(|g| retrograde(&g))),
            table: Arc::new(move |f, o| {
                let game = o
                    .map(|o| o4.game_options(o))
                    .transpose()
                    .map_err(|e| TableError::Refused(Box::new(e)))?;
                table(f, game.as_deref())
            }),
            build: Arc::new(move |o, p, r, f| {
                let game = o5
                    .game_options(o)
                    .map_err(|e| TableError::Refused(Box::new(e)))?;
                build(&game, p, r, f)
            }),
            describe: Arc::new(|_| None),
        }
    }

    /// The entry of one game played by two position types: `P`, a compact
    /// type for the usual boards, and `Q`, a larger one for every board
    /// (Oware): see [`GameEntry::of_sizes`]. Every tool takes `P` when it
    /// accepts the options (or the text), and `Q` otherwise.
    ///
    /// # Panics
    ///
    /// If the two types do not have the same game name (a programming
    /// error, caught when the catalog is built).
    #[must_use]
    pub fn of_sizes<P: Catalogued, Q: Catalogued>() -> Self {
        let small = Entry::of::<P>();
        let large = Entry::of::<Q>();
        let (p0, q0) = (P::Options::default(), Q::Options::default());
        let (p1, q1) = (p0.clone(), q0.clone());
        let (p2, q2) = (p0.clone(), q0.clone());
        Entry {
            rules: GameEntry::of_sizes::<P, Q>(),
            session: Arc::new(move |o, s| (small.session)(o, s).or_else(|_| (large.session)(o, s))),
            solve: Arc::new(move |o, p, c| match position_of::<P>(&p0, o, p) {
                Ok(_) => solve_of::<P>(&p0, o, p, c),
                Err(_) => solve_of::<Q>(&q0, o, p, c),
            }),
            at_once: Arc::new(move |o| at_once_of::<P>(&p1, o) || at_once_of::<Q>(&q1, o)),
            retrograde: Arc::new(|o| {
                if options_of::<P>(&P::Options::default(), o).is_ok() {
                    retrograde_of::<P>(&P::Options::default(), o)
                } else {
                    retrograde_of::<Q>(&Q::Options::default(), o)
                }
            }),
            table: Arc::new(|f, o| table_of::<Q>(&Q::Options::default(), f, o)),
            build: Arc::new(move |o, p, r, f| match position_of::<P>(&p2, o, p) {
                Ok(_) => build_of::<P>(&p2, o, p, r, f),
                Err(_) => build_of::<Q>(&q2, o, p, r, f),
            }),
            describe: small.describe,
        }
    }

    /// The entry of a game's rules alone: its sessions and its solver are
    /// refused ([`RegistryError::Unavailable`]), its tables too. A tool that
    /// needs the rules only (perft, random games) runs on a catalog of
    /// these ([`Catalog::rules_only`]), which builds no search code.
    #[must_use]
    pub fn rules_only(rules: GameEntry) -> Self {
        let name = rules.name;
        let rules_describe = rules.clone();
        let missing = move || RegistryError::Unavailable {
            game: name.to_owned(),
            what: "this catalog holds the rules only: no computer players, no solver",
        };
        Entry {
            rules,
            session: Arc::new(move |_, _| Err(missing())),
            solve: Arc::new(move |_, _, _| Err(SolveGameError::Registry(missing()))),
            at_once: Arc::new(|_| false),
            retrograde: Arc::new(|_| false),
            table: Arc::new(move |_, _| Err(TableError::NoTables { game: name })),
            build: Arc::new(|_, _, _, _| Ok(None)),
            describe: Arc::new(move |text| {
                rules_describe
                    .read_description(text)
                    .map(|r| r.map(Entry::rules_only))
            }),
        }
    }

    /// The same entry solved by the game's own solver rather than the
    /// method its declaration names (Kalah's, sowing by sowing).
    #[must_use]
    pub fn with_solver<P: Catalogued>(
        mut self,
        solver: fn(&P, SolveConfig) -> Result<Report, SolveError>,
    ) -> Self {
        self.solve = Arc::new(move |options, position, config| {
            let p = position_of::<P>(&P::Options::default(), options, position)?;
            Ok(solver(&p, config)?)
        });
        self.retrograde = Arc::new(|_| false);
        self
    }

    /// The rules' registry entry: name, title, options, start and text.
    #[must_use]
    pub fn rules(&self) -> &GameEntry {
        &self.rules
    }

    /// The game's name: `katro`.
    #[must_use]
    pub fn name(&self) -> &'static str {
        self.rules.name
    }

    /// A computer-player session under `KEY=VALUE` options, with the game's
    /// evaluation ([`Catalogued::evaluator`]) given `extensions`.
    ///
    /// # Errors
    ///
    /// A refused option.
    pub fn session<S: AsRef<str>>(
        &self,
        options: &[S],
        extensions: &Extensions,
    ) -> Result<Box<dyn Engine>, RegistryError> {
        (self.session)(&owned(options), extensions)
    }

    /// Solves the start under `options`, or `position`, by the game's
    /// method ([`Catalogued::solving`]) or its own solver.
    ///
    /// # Errors
    ///
    /// A refused option or position; [`SolveError::Unsupported`] for a game
    /// without a method; the solver's errors.
    pub fn solve<S: AsRef<str>>(
        &self,
        options: &[S],
        position: Option<&str>,
        config: SolveConfig,
    ) -> Result<Report, SolveGameError> {
        (self.solve)(&owned(options), position, config)
    }

    /// Whether the game under `options` is solved by the generic
    /// retrograde analysis ([`Solving::Retrograde`]), whose memory is the
    /// reachable positions: a tool may then try a small cap first, to
    /// refuse a board out of reach at once. `false` for refused options and
    /// for a game with its own solver.
    #[must_use]
    pub fn solves_by_retrograde<S: AsRef<str>>(&self, options: &[S]) -> bool {
        (self.retrograde)(&owned(options))
    }

    /// Whether every position under `options` solves at once
    /// ([`Catalogued::solves_at_once`]); `false` for refused options.
    #[must_use]
    pub fn solves_at_once<S: AsRef<str>>(&self, options: &[S]) -> bool {
        (self.at_once)(&owned(options))
    }
}

impl Entry {
    /// Reads a table file of the game ([`Catalogued::read_table`]), for a
    /// board under `options` when given.
    ///
    /// # Errors
    ///
    /// As [`Catalogued::read_table`], or a refused option.
    pub fn read_table<S: AsRef<str>>(
        &self,
        file: &mut dyn std::io::Read,
        options: Option<&[S]>,
    ) -> Result<TableFile, TableError> {
        let options = options.map(owned);
        (self.table)(file, options.as_deref())
    }

    /// Builds the game's table for solving the start under `options`, or
    /// `position` ([`Catalogued::build_table`]); `Ok(None)` when the game
    /// has none or the position needs none.
    ///
    /// # Errors
    ///
    /// As [`Catalogued::build_table`], or a refused option or position.
    pub fn build_table<S: AsRef<str>>(
        &self,
        options: &[S],
        position: Option<&str>,
        request: &TableRequest,
        progress: &(dyn Fn(u64, u64) + Sync),
    ) -> Result<Option<TableFile>, TableError> {
        (self.build)(&owned(options), position, request, progress)
    }
}

fn owned<S: AsRef<str>>(v: &[S]) -> Vec<String> {
    v.iter().map(|s| s.as_ref().to_owned()).collect()
}

/// Games by name, with every tool: the facade's `fanga::catalog()` holds
/// every game compiled in, and a program adds its own with
/// [`Catalog::with`].
#[derive(Clone, Debug, Default)]
pub struct Catalog {
    entries: Vec<Entry>,
}

impl Catalog {
    /// An empty catalog.
    #[must_use]
    pub const fn new() -> Self {
        Catalog {
            entries: Vec::new(),
        }
    }

    /// The rules of every game of `registry`, without players or solver
    /// ([`Entry::rules_only`]).
    #[must_use]
    pub fn rules_only(registry: &Registry) -> Self {
        registry
            .entries()
            .fold(Catalog::new(), |c, e| c.with(Entry::rules_only(e.clone())))
    }

    /// Adds a game (replacing one of the same name).
    #[must_use]
    pub fn with(mut self, entry: Entry) -> Self {
        self.entries.retain(|e| e.name() != entry.name());
        self.entries.push(entry);
        self
    }

    /// Every game, in the order added.
    pub fn entries(&self) -> impl Iterator<Item = &Entry> {
        self.entries.iter()
    }

    /// The catalog with a variant of one of its games, described by data
    /// at run time (`spec`, read from a file with [`VariantSpec`]'s
    /// `FromStr`): its game is the one `spec.game` names, its name
    /// `spec.name`. Every tool of `fanga-cli` then plays it by that name.
    ///
    /// ```
    /// use fanga_ai::{Catalog, Entry};
    /// use fanga_core::catalog::Extensions;
    /// use fanga_core::variant::VariantSpec;
    /// use fanga_katro::Katro;
    ///
    /// let spec: VariantSpec = "variant katro-small\ngame katro\ntitle Katro on four columns\nfix columns=4"
    ///     .parse()?;
    /// let catalog = Catalog::new().with(Entry::of::<Katro>()).with_variant(spec)?;
    /// let session = catalog.session("katro-small", &[] as &[&str], &Extensions::new())?;
    /// assert_eq!(session.game(), "katro-small");
    /// assert_eq!(session.legal_moves().decided.len(), 16);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`RegistryError::UnknownGame`] for a game not in the catalog,
    /// [`RegistryError::Variant`] for a refused variant.
    pub fn with_variant(self, spec: VariantSpec) -> Result<Catalog, RegistryError> {
        let entry = self.get(&spec.game)?.define_variant(spec)?;
        Ok(self.with(entry))
    }

    /// The catalog with a game described by data: a variant of one of its
    /// games, or a game one of its game types reads (a rule set, say):
    /// [`Registry::with_described`], whose reading it shares.
    ///
    /// # Errors
    ///
    /// The description is refused, or no game reads it.
    pub fn with_described(self, text: &str) -> Result<Catalog, RegistryError> {
        match fanga_core::registry::described(text, self.entries.iter(), Entry::read_description)? {
            fanga_core::registry::Described::Entry(e) => {
                let existing = self.entries.iter().find(|x| x.name() == e.name());
                fanga_core::registry::check_not_taken(
                    e.name(),
                    existing.map(|x| x.rules.options),
                    e.rules.options,
                )?;
                Ok(self.with(e))
            }
            fanga_core::registry::Described::Variant(spec) => self.with_variant(*spec),
        }
    }

    /// The rules of every game, as a [`Registry`].
    #[must_use]
    pub fn registry(&self) -> Registry {
        self.entries
            .iter()
            .fold(Registry::new(), |r, e| r.with(e.rules.clone()))
    }

    /// The game named `name`.
    ///
    /// # Errors
    ///
    /// [`RegistryError::UnknownGame`], listing the known names.
    pub fn get(&self, name: &str) -> Result<&Entry, RegistryError> {
        self.entries
            .iter()
            .find(|e| e.name() == name)
            .ok_or_else(|| RegistryError::unknown_game(name, self.entries.iter().map(Entry::name)))
    }

    /// [`Entry::session`] of the game `name`.
    ///
    /// # Errors
    ///
    /// Unknown game, or a refused option.
    pub fn session<S: AsRef<str>>(
        &self,
        name: &str,
        options: &[S],
        extensions: &Extensions,
    ) -> Result<Box<dyn Engine>, RegistryError> {
        self.get(name)?.session(options, extensions)
    }

    /// [`Entry::solve`] of the game `name`.
    ///
    /// # Errors
    ///
    /// As [`Entry::solve`], or an unknown game.
    pub fn solve<S: AsRef<str>>(
        &self,
        name: &str,
        options: &[S],
        position: Option<&str>,
        config: SolveConfig,
    ) -> Result<Report, SolveGameError> {
        self.get(name)?.solve(options, position, config)
    }
}
