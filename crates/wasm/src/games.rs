//! The games of the page: every game compiled in, and the games the page
//! has read from descriptions at run time (a file a teacher loads: a two-row
//! game in fanga's JSON, a MancalaGames game file, a variant), through the
//! game-agnostic [`Catalog::with_described`], as the command line's
//! `--define FILE` and Python's `fanga.define` read them. Every other
//! function of this crate finds its game here, so a game read from a
//! description is drawn, played, searched and solved as any other.
//!
//! The page and its worker each hold their own copy (a WebAssembly instance
//! each): the page sends the worker every description it read, in order.

use std::cell::RefCell;

use fanga::ai::{Catalog, Entry};
use serde_json::json;

use crate::refusal::{Kind, Refusal};

/// The longest description read, as the command line's `--define`.
pub const MAX_DESCRIPTION: usize = 64 * 1024;

thread_local! {
    /// The page's games, built once (then cloned: a vector of shared
    /// entries).
    static GAMES: RefCell<Option<Catalog>> = const { RefCell::new(None) };
}

/// Every game of the page, with every tool: `fanga::catalog()` and the
/// games read from descriptions ([`define`]).
#[must_use]
pub fn catalog() -> Catalog {
    GAMES.with(|g| g.borrow_mut().get_or_insert_with(fanga::catalog).clone())
}

/// Reads the game `text` describes and adds it to the page's games under
/// its own name; its name. The same description read again is the same
/// game; a name keeps its rules for the life of the page (a game may take
/// neither the name of a game compiled in nor that of a game read before
/// with other rules: [`Catalog::with_described`]).
///
/// # Errors
///
/// The text is longer than [`MAX_DESCRIPTION`], or is refused: the
/// library's message, which names the parameter (a rule set's field, a
/// variant's line), on one line, as a [`Refusal`].
pub fn define(text: &str) -> Result<&'static str, Refusal> {
    if text.len() > MAX_DESCRIPTION {
        return Err(Refusal::new(
            Kind::DescriptionTooLong,
            format!(
                "the description is longer than {} KiB",
                MAX_DESCRIPTION / 1024
            ),
            json!({ "max": MAX_DESCRIPTION }),
        ));
    }
    let catalog = catalog()
        .with_described(text)
        .map_err(|e| Refusal::registry(&e))?;
    // `Catalog::with` puts a new or replaced entry last.
    let name = catalog.entries().last().map(Entry::name).ok_or_else(|| {
        Refusal::new(
            Kind::Internal,
            "no game was read",
            json!({ "detail": "no game was read" }),
        )
    })?;
    GAMES.with(|g| *g.borrow_mut() = Some(catalog));
    Ok(name)
}
