//! **fanga-wasm**: fanga in the browser. The playground (`web/`) loads this
//! crate compiled to WebAssembly with wasm-bindgen: every game of the
//! registry, its options, positions, legal moves broken into the steps a
//! player clicks, moves played with their animation rebuilt from the trace,
//! records, the computer players of `fanga-ai` and the solver; and the
//! games the page reads from a file at run time ([`games::define`]), played
//! as every other.
//!
//! Values cross to JavaScript as JSON text (`JSON.parse` on the page's side),
//! which keeps the interface small and the same on every target: the logic
//! lives in [`Table`](table::Table), [`think`](think::think) and
//! [`solve`](think::solve), which native tests call directly; the
//! `#[wasm_bindgen]` functions below only wrap them.
//!
//! Build it with `tools/web/build.sh`, which writes the page to `web/dist/`.

/// The crate's README, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

pub mod games;
pub mod table;
pub mod think;

use fanga::core::catalog::{Bilingual, Labels, RulesSummary};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// One option of a game, for the page's menus: its key, values, default
/// and description, and the names its game gives it and its values in
/// English and French (`null` where the game gives none: the page then
/// shows the key, or the value, as it is).
#[derive(Serialize)]
struct OptionShown {
    key: &'static str,
    values: &'static [&'static str],
    default: &'static str,
    doc: &'static str,
    name: Option<Bilingual>,
    doc_fr: Option<&'static str>,
    value_names: Vec<Option<Bilingual>>,
}

/// One game of the registry, for the page's menus.
#[derive(Serialize)]
struct GameShown {
    name: &'static str,
    title: &'static str,
    title_fr: Option<&'static str>,
    options: Vec<OptionShown>,
    letters: [char; 2],
    rules: Option<RulesSummary>,
}

/// Every game of the page ([`games::catalog`]: the registry's, then those
/// read from descriptions) with its options and rules, as JSON:
/// `[{name, title, title_fr, options: [{key, values, default, doc, name:
/// {en, fr}, doc_fr, value_names: [{en, fr} or null, one a value]}],
/// letters, rules: {source, en, fr} or null}]`, the names from the game's
/// [`Labels`] (`null` where it gives none).
#[must_use]
pub fn games_json() -> String {
    let catalog = games::catalog();
    let games: Vec<GameShown> = catalog
        .entries()
        .map(fanga::ai::Entry::rules)
        .map(|e| GameShown {
            name: e.name,
            title: e.title,
            title_fr: e.labels.map(|l| l.title_fr),
            options: e
                .options
                .iter()
                .map(|o| {
                    let label = e.labels.as_ref().and_then(|l| l.option(o.key));
                    OptionShown {
                        key: o.key,
                        values: o.values,
                        default: o.default,
                        doc: o.doc,
                        name: label.map(|l| l.name),
                        doc_fr: label.map(|l| l.doc_fr),
                        value_names: o
                            .values
                            .iter()
                            .map(|v| e.labels.as_ref().and_then(|l: &Labels| l.value(o.key, v)))
                            .collect(),
                    }
                })
                .collect(),
            letters: e
                .start(&[] as &[&str])
                .map_or(['S', 'N'], |p| p.player_letters().into()),
            rules: e.rules,
        })
        .collect();
    to_json(&games)
}

fn to_json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"))
}

/// Options given as one text: `KEY=VALUE` separated by spaces or commas.
fn split_options(options: &str) -> Vec<String> {
    options
        .split([' ', ','])
        .filter(|s| !s.is_empty())
        .map(str::to_owned)
        .collect()
}

/// Every game of the page with its options, as JSON.
#[wasm_bindgen]
#[must_use]
pub fn games() -> String {
    games_json()
}

/// Reads the game a description defines (a file's text: a two-row game in
/// fanga's JSON, a MancalaGames game file, a variant) and adds it to the
/// page's games ([`games()`] lists it): its name.
///
/// # Errors
///
/// As [`games::define`]: the library's one-line message, naming the
/// parameter it refuses.
#[wasm_bindgen]
pub fn define(description: &str) -> Result<String, JsError> {
    games::define(description)
        .map(str::to_owned)
        .map_err(|e| JsError::new(&e))
}

/// A game in progress (see [`table::Table`]); states and moves as JSON.
#[wasm_bindgen]
pub struct Table(table::Table);

#[wasm_bindgen]
impl Table {
    /// A new game: `options` is `KEY=VALUE` separated by spaces or commas,
    /// `start` a position text or `undefined` for the usual start.
    ///
    /// # Errors
    ///
    /// The game, an option or the start text is refused.
    #[wasm_bindgen(constructor)]
    pub fn new(game: &str, options: &str, start: Option<String>) -> Result<Table, JsError> {
        table::Table::new(game, &split_options(options), start.as_deref())
            .map(Table)
            .map_err(|e| JsError::new(&e))
    }

    /// The game of a record.
    ///
    /// # Errors
    ///
    /// The record does not read (the message names the line).
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(text: &str) -> Result<Table, JsError> {
        table::Table::from_record(text)
            .map(Table)
            .map_err(|e| JsError::new(&e))
    }

    /// The state to draw, as JSON ([`table::State`]).
    pub fn state(&mut self) -> String {
        to_json(&self.0.state())
    }

    /// Plays a move; its animation as JSON ([`table::MoveShown`]).
    ///
    /// # Errors
    ///
    /// The move is refused (the table is unchanged).
    pub fn play(&mut self, mv: &str) -> Result<String, JsError> {
        self.0
            .play(mv)
            .map(|s| to_json(&s))
            .map_err(|e| JsError::new(&e))
    }

    /// Takes back the last move; `false` at the start.
    pub fn undo(&mut self) -> bool {
        self.0.undo()
    }

    /// Plays again the last move taken back: its animation as JSON, or
    /// `undefined`.
    pub fn redo(&mut self) -> Option<String> {
        self.0.redo().map(|s| to_json(&s))
    }

    /// The game's record.
    pub fn record(&self) -> String {
        self.0.record()
    }

    /// The current position's text.
    pub fn position(&self) -> String {
        self.0.position()
    }
}

/// JavaScript's clock, for time budgets (wasm32 has no `Instant`).
#[cfg(target_arch = "wasm32")]
mod clock {
    use std::time::Duration;

    use wasm_bindgen::prelude::*;

    #[wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(js_namespace = Date)]
        fn now() -> f64;
    }

    /// Milliseconds since the clock was made, by `Date.now()`.
    pub(crate) struct JsClock(f64);

    impl JsClock {
        pub(crate) fn new() -> JsClock {
            JsClock(now())
        }
    }

    impl fanga::ai::Clock for JsClock {
        fn elapsed(&self) -> Duration {
            Duration::from_secs_f64(((now() - self.0) / 1000.0).max(0.0))
        }
    }
}

/// The move a computer player chooses, as JSON ([`think::Thought`]):
/// `moves` is the moves played since the start, separated by `;`.
///
/// # Errors
///
/// As [`think::think`].
#[wasm_bindgen]
pub fn think(
    game: &str,
    options: &str,
    start: Option<String>,
    moves: &str,
    player: &str,
    seed: u32,
) -> Result<String, JsError> {
    #[cfg(target_arch = "wasm32")]
    let clock: Option<Box<dyn fanga::ai::Clock>> = Some(Box::new(clock::JsClock::new()));
    #[cfg(not(target_arch = "wasm32"))]
    let clock = None;
    let moves: Vec<String> = moves
        .split(';')
        .map(str::trim)
        .filter(|m| !m.is_empty())
        .map(str::to_owned)
        .collect();
    think::think(
        game,
        &split_options(options),
        start.as_deref(),
        &moves,
        player,
        u64::from(seed),
        clock,
    )
    .map(|t| to_json(&t))
    .map_err(|e| JsError::new(&e))
}

/// Whether the playground solves this board ([`think::solvable`]).
#[wasm_bindgen]
#[must_use]
pub fn solvable(game: &str, options: &str) -> bool {
    think::solvable(game, &split_options(options))
}

/// The exact value of a position and of each of its moves, as JSON
/// ([`think::Solved`]).
///
/// # Errors
///
/// As [`think::solve`].
#[wasm_bindgen]
pub fn solve(game: &str, options: &str, position: &str) -> Result<String, JsError> {
    think::solve(game, &split_options(options), position)
        .map(|s| to_json(&s))
        .map_err(|e| JsError::new(&e))
}
