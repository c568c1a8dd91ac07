//! The package's exceptions, and the guard every entry point runs under.
//!
//! Every error of the library becomes one of a small hierarchy rooted at
//! `fanga.FangaError`, carrying the library's message (what was refused,
//! where, and the did-you-mean suggestion where there is one). A Rust panic
//! would not cross the boundary as an error a program can catch (pyo3 turns
//! it into `PanicException`, a `BaseException`): `guard` catches it and
//! raises `fanga.InternalError` instead.

use std::panic::{AssertUnwindSafe, catch_unwind};

use fanga::ai::EngineError;
use fanga::core::registry::RegistryError;
use pyo3::create_exception;
use pyo3::exceptions::PyException;
use pyo3::prelude::*;

create_exception!(
    fanga,
    FangaError,
    PyException,
    "The base of every error fanga raises: its message is the library's."
);
create_exception!(
    fanga,
    UnknownGameError,
    FangaError,
    "No game has that name (the message lists them, and suggests the closest)."
);
create_exception!(
    fanga,
    OptionError,
    FangaError,
    "An option was refused: unknown key, bad value, repeated, or malformed."
);
create_exception!(
    fanga,
    PositionError,
    FangaError,
    "A position text (or a pickled state) was refused."
);
create_exception!(
    fanga,
    MoveError,
    FangaError,
    "A move was refused: no move of the game, or an illegal one (the position is unchanged)."
);
create_exception!(
    fanga,
    GameOverError,
    MoveError,
    "A move was asked of a game that is over."
);
create_exception!(
    fanga,
    UndecidedError,
    FangaError,
    "A turn was still undecided when its lap budget ran out."
);
create_exception!(
    fanga,
    RecordError,
    FangaError,
    "A game record was refused (the message names the line)."
);
create_exception!(
    fanga,
    PlayerError,
    FangaError,
    "A computer player's spec was refused."
);
create_exception!(
    fanga,
    SolveError,
    FangaError,
    "The solver refused the board or stopped (memory cap, cycles, no method)."
);
create_exception!(
    fanga,
    DefinitionError,
    FangaError,
    "A game description was refused (the message says what and where)."
);
create_exception!(
    fanga,
    InternalError,
    FangaError,
    "A bug of fanga: a Rust panic caught at the boundary (please report it)."
);

/// Adds the exceptions to the module.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("FangaError", py.get_type::<FangaError>())?;
    m.add("UnknownGameError", py.get_type::<UnknownGameError>())?;
    m.add("OptionError", py.get_type::<OptionError>())?;
    m.add("PositionError", py.get_type::<PositionError>())?;
    m.add("MoveError", py.get_type::<MoveError>())?;
    m.add("GameOverError", py.get_type::<GameOverError>())?;
    m.add("UndecidedError", py.get_type::<UndecidedError>())?;
    m.add("RecordError", py.get_type::<RecordError>())?;
    m.add("PlayerError", py.get_type::<PlayerError>())?;
    m.add("SolveError", py.get_type::<SolveError>())?;
    m.add("DefinitionError", py.get_type::<DefinitionError>())?;
    m.add("InternalError", py.get_type::<InternalError>())?;
    Ok(())
}

/// A registry error as the exception of its kind.
pub(crate) fn registry(e: &RegistryError) -> PyErr {
    let message = e.to_string();
    match e {
        RegistryError::UnknownGame { .. } => UnknownGameError::new_err(message),
        RegistryError::Option(_) => OptionError::new_err(message),
        RegistryError::Position(_) => PositionError::new_err(message),
        RegistryError::Move(_) => MoveError::new_err(message),
        RegistryError::Undecided(_) => UndecidedError::new_err(message),
        RegistryError::Variant(_) | RegistryError::Description(_) => {
            DefinitionError::new_err(message)
        }
        _ => FangaError::new_err(message),
    }
}

/// A session's error as the exception of its kind; `position` is the
/// exception of a refused position or option (a record's reading raises
/// [`RecordError`]).
pub(crate) fn engine(e: &EngineError, position: fn(String) -> PyErr) -> PyErr {
    let message = e.to_string();
    match e {
        EngineError::Position(_) => position(message),
        EngineError::Move { .. } => MoveError::new_err(message),
        EngineError::GameOver { .. } => GameOverError::new_err(message),
        EngineError::Undecided { .. } => UndecidedError::new_err(message),
        _ => FangaError::new_err(message),
    }
}

/// Runs `f`, turning a Rust panic into [`InternalError`]: nothing panics
/// across the boundary. Every entry point that calls the library runs
/// under it.
pub(crate) fn guard<T>(f: impl FnOnce() -> PyResult<T>) -> PyResult<T> {
    catch_unwind(AssertUnwindSafe(f)).unwrap_or_else(|payload| Err(panicked(&*payload)))
}

/// The exception for a caught panic, with the panic's message.
pub(crate) fn panicked(payload: &(dyn std::any::Any + Send)) -> PyErr {
    let what = payload
        .downcast_ref::<&str>()
        .map(|s| (*s).to_owned())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic without a message".to_owned());
    InternalError::new_err(format!(
        "internal error (a bug of fanga, please report it): {what}"
    ))
}
