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
//! assert_eq!(session.legal_moves().len(), 16);
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
};
use fanga_exact_solver::{Report, SolveConfig, SolveError, solve_position};

use crate::engine::{Engine, Session};

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
}

impl fmt::Debug for Entry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Entry")
            .field("name", &self.rules.name)
            .finish_non_exhaustive()
    }
}

/// The options, applied to the game's defaults.
fn options_of<P: Catalogued>(options: &[String]) -> Result<P::Options, RegistryError> {
    let mut o = P::Options::default();
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
    options: &[String],
    position: Option<&str>,
) -> Result<P, RegistryError> {
    Ok(fanga_core::registry::position_of::<P, String>(options, position)?.0)
}

fn session_of<P: Catalogued>(
    options: &[String],
    extensions: &Extensions,
) -> Result<Box<dyn Engine>, RegistryError> {
    let session = Session::<P>::new(options)?;
    let o = session.options().clone();
    let extensions = extensions.clone();
    Ok(session
        .with_evaluator(move || P::evaluator(&o, &extensions))
        .into_engine())
}

fn solve_of<P: Catalogued>(
    options: &[String],
    position: Option<&str>,
    config: SolveConfig,
) -> Result<Report, SolveGameError> {
    let p = position_of::<P>(options, position)?;
    Ok(solve_position(&p, P::solving(&p.options()), config)?)
}

fn at_once_of<P: Catalogued>(options: &[String]) -> bool {
    options_of::<P>(options).is_ok_and(|o| P::solves_at_once(&o))
}

fn retrograde_of<P: Catalogued>(options: &[String]) -> bool {
    options_of::<P>(options).is_ok_and(|o| matches!(P::solving(&o), Solving::Retrograde))
}

fn table_of<P: Catalogued>(
    file: &mut dyn std::io::Read,
    options: Option<&[String]>,
) -> Result<TableFile, TableError> {
    let o = options
        .map(options_of::<P>)
        .transpose()
        .map_err(|e| TableError::Refused(Box::new(e)))?;
    P::read_table(file, o.as_ref())
}

fn build_of<P: Catalogued>(
    options: &[String],
    position: Option<&str>,
    request: &TableRequest,
    progress: &(dyn Fn(u64, u64) + Sync),
) -> Result<Option<TableFile>, TableError> {
    let p = position_of::<P>(options, position).map_err(|e| TableError::Refused(Box::new(e)))?;
    P::build_table(&p, request, progress)
}

impl Entry {
    /// The entry of the game `P`, as its [`Catalogued`] declaration says.
    #[must_use]
    pub fn of<P: Catalogued>() -> Self {
        Entry {
            rules: GameEntry::of::<P>(),
            session: Arc::new(session_of::<P>),
            solve: Arc::new(solve_of::<P>),
            at_once: Arc::new(at_once_of::<P>),
            retrograde: Arc::new(retrograde_of::<P>),
            table: Arc::new(table_of::<P>),
            build: Arc::new(build_of::<P>),
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
        Entry {
            rules: GameEntry::of_sizes::<P, Q>(),
            session: Arc::new(move |o, s| (small.session)(o, s).or_else(|_| (large.session)(o, s))),
            solve: Arc::new(move |o, p, c| match position_of::<P>(o, p) {
                Ok(_) => solve_of::<P>(o, p, c),
                Err(_) => solve_of::<Q>(o, p, c),
            }),
            at_once: Arc::new(|o| at_once_of::<P>(o) || at_once_of::<Q>(o)),
            retrograde: Arc::new(|o| {
                if options_of::<P>(o).is_ok() {
                    retrograde_of::<P>(o)
                } else {
                    retrograde_of::<Q>(o)
                }
            }),
            table: Arc::new(table_of::<Q>),
            build: Arc::new(move |o, p, r, f| match position_of::<P>(o, p) {
                Ok(_) => build_of::<P>(o, p, r, f),
                Err(_) => build_of::<Q>(o, p, r, f),
            }),
        }
    }

    /// The entry of a game's rules alone: its sessions and its solver are
    /// refused ([`RegistryError::Unavailable`]), its tables too. A tool that
    /// needs the rules only (perft, random games) runs on a catalog of
    /// these ([`Catalog::rules_only`]), which builds no search code.
    #[must_use]
    pub fn rules_only(rules: GameEntry) -> Self {
        let name = rules.name;
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
            let p = position_of::<P>(options, position)?;
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
            .fold(Catalog::new(), |c, e| c.with(Entry::rules_only(*e)))
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

    /// The rules of every game, as a [`Registry`].
    #[must_use]
    pub fn registry(&self) -> Registry {
        self.entries
            .iter()
            .fold(Registry::new(), |r, e| r.with(e.rules))
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
