//! **fanga-python**: the `fanga` Python package, built by maturin from
//! this crate (`pyproject.toml` beside it) as one `abi3` wheel for every
//! CPython from 3.9 on. The guide is `docs/python.md` of the repository.
//!
//! Every game comes from the game list through the facade's registry and
//! catalog (`fanga::registry()`, `fanga::catalog()`): this crate has no
//! code for any one game. Its modules, one idea each:
//!
//! - [`errors`]: the exception hierarchy and the guard that turns a Rust
//!   panic into `fanga.InternalError`;
//! - [`options`]: options from a Python mapping or keyword arguments;
//! - [`info`]: the games, their titles, rules and options;
//! - [`position`]: `fanga.Position`, moves, play, outcome, traces, pickle;
//! - [`view`]: boards (numpy arrays), steps and animation frames;
//! - [`game`]: `fanga.Game`, a game with its history (undo, redo, records);
//! - [`players`]: the computer players, analysis and the solver;
//! - [`batch`]: seeded random playouts on every core;
//! - [`actions`]: `fanga.State`, a game played by action ids, for learning;
//! - [`vector`]: `fanga.BatchEnv`, many games stepped together, on
//!   `pool`, the games and the steady threads that step them (the
//!   gymnasium contract, `fanga.VectorEnv`, is Python over it).
//!
//! The native module is `fanga._fanga`; the package `fanga`
//! (`python/fanga/__init__.py`) re-exports it, with its type stubs.

use std::sync::RwLock;

use fanga::ai::Catalog;
use fanga::core::registry::Registry;
use pyo3::prelude::*;

pub mod actions;
pub mod batch;
pub mod errors;
pub mod game;
pub mod info;
pub mod options;
pub mod players;
mod pool;
pub mod position;
pub mod vector;
pub mod view;

/// The games of this process: every game of the game list, built once,
/// then the games [`define`] adds (each definition makes a new
/// catalog and registry, kept for the life of the process, as the variant
/// itself is: definitions are few).
static GAMES: RwLock<Option<(&'static Registry, &'static Catalog)>> = RwLock::new(None);

fn games() -> (&'static Registry, &'static Catalog) {
    if let Some(g) = *GAMES
        .read()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
    {
        return g;
    }
    let mut slot = GAMES
        .write()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    *slot.get_or_insert_with(|| {
        let catalog: &'static Catalog = Box::leak(Box::new(fanga::catalog()));
        (Box::leak(Box::new(catalog.registry())), catalog)
    })
}

/// The registry of every game of this process.
pub(crate) fn registry() -> &'static Registry {
    games().0
}

/// The catalog of every game of this process (sessions, solver).
pub(crate) fn catalog() -> &'static Catalog {
    games().1
}

/// Defines a game described by data and adds it to the games of this
/// process under its own name: `fanga.start(NAME)`, `fanga.Game(NAME)`, the
/// computer players and the solver then play it. The description is what
/// `--define FILE` reads: a variant of one of the games (fanga's variant
/// format: `variant NAME`, `game GAME`, `title TEXT`, `fix KEY=VALUE...`,
/// and optionally `source`, `en`, `fr`), or a game one of them reads (a
/// two-row rule set in fanga's JSON, or a MancalaGames game file). Defining
/// the same description again gives the same game. Returns its information.
#[pyfunction]
fn define(py: Python<'_>, description: &str) -> PyResult<info::GameInfo> {
    errors::guard(|| {
        let mut slot = GAMES
            .write()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let base = match *slot {
            Some((_, c)) => c.clone(),
            None => fanga::catalog(),
        };
        let catalog = base
            .with_described(description)
            .map_err(|e| errors::registry(&e))?;
        // The game described is the catalog's last (`Catalog::with` puts a
        // new or replaced entry last).
        let name = catalog.entries().last().map(fanga::ai::Entry::name);
        let registry = catalog.registry();
        let games: (&'static Registry, &'static Catalog) =
            (Box::leak(Box::new(registry)), Box::leak(Box::new(catalog)));
        *slot = Some(games);
        let entry = games
            .0
            .get(name.unwrap_or_default())
            .map_err(|e| errors::registry(&e))?;
        info::game_info(py, entry)
    })
}

/// Panics, for the test suite: the panic must come back as
/// `fanga.InternalError`, never abort the interpreter. Private: not in the
/// module's `__all__` nor its stubs.
#[pyfunction]
fn _panic_for_tests(message: &str) -> PyResult<()> {
    errors::guard(|| {
        #[allow(clippy::panic)] // The point of the function: a test of the guard.
        {
            panic!("{message}")
        }
    })
}

/// The native module, `fanga._fanga`.
#[pymodule]
#[pyo3(name = "_fanga")]
fn fanga_module(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    errors::register(m)?;
    m.add_class::<info::GameInfo>()?;
    m.add_class::<info::OptionInfo>()?;
    m.add_class::<position::Position>()?;
    m.add_class::<position::Outcome>()?;
    m.add_class::<position::Played>()?;
    m.add_class::<view::Board>()?;
    m.add_class::<view::Pool>()?;
    m.add_class::<view::Step>()?;
    m.add_class::<view::Frame>()?;
    m.add_class::<game::Game>()?;
    m.add_class::<players::Thought>()?;
    m.add_class::<players::Solution>()?;
    m.add_class::<players::SolvedValue>()?;
    m.add_class::<players::MoveAnalysis>()?;
    m.add_class::<batch::Tally>()?;
    m.add_class::<actions::State>()?;
    m.add_class::<vector::BatchEnv>()?;
    m.add("ActionIdError", m.py().get_type::<actions::ActionIdError>())?;
    m.add_function(wrap_pyfunction!(info::games, m)?)?;
    m.add_function(wrap_pyfunction!(define, m)?)?;
    m.add_function(wrap_pyfunction!(info::info, m)?)?;
    m.add_function(wrap_pyfunction!(position::start, m)?)?;
    m.add_function(wrap_pyfunction!(position::parse, m)?)?;
    m.add_function(wrap_pyfunction!(players::think, m)?)?;
    m.add_function(wrap_pyfunction!(players::solve, m)?)?;
    m.add_function(wrap_pyfunction!(players::solvable, m)?)?;
    m.add_function(wrap_pyfunction!(batch::random_playouts, m)?)?;
    // The test hook is set, not added: it stays out of `__all__` and so out
    // of the public stubs (stubtest skips a private name `__all__` omits).
    m.setattr("_panic_for_tests", wrap_pyfunction!(_panic_for_tests, m)?)?;
    // Each further module (the numeric action spaces, observations and the
    // vectorised environment) registers its classes below, one line each.
    Ok(())
}
