//! **fanga-wasm**: fanga in the browser. The playground (`web/`) loads this
//! crate compiled to WebAssembly with wasm-bindgen: every game of the
//! registry, its options, positions, legal moves broken into the steps a
//! player clicks, moves played with their animation rebuilt from the trace,
//! records, the computer players of `fanga-ai` and the solver; and the
//! games the page reads from a file at run time ([`games::define`]), played
//! as every other.
//!
//! Values cross to JavaScript as JSON text, which keeps the interface small
//! and the same on every target, and refusals as the JSON text of a
//! [`Refusal`] (thrown): the npm package
//! (`crates/wasm/js/`, `docs/javascript.md`) parses both, and gives typed
//! objects and `FangaError`s. The logic lives in [`Table`](table::Table),
//! [`position`], [`think`](think::think) and [`solve`](think::solve), which
//! native tests call directly; the `#[wasm_bindgen]` functions below only
//! wrap them.
//!
//! Build it with `tools/web/build.sh`, which writes the package's module to
//! `crates/wasm/js/pkg/` and the page to `web/dist/`.

/// The crate's README, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

pub mod games;
pub mod position;
pub mod refusal;
pub mod table;
pub mod think;

use fanga::core::catalog::{Bilingual, Labels, RulesSummary};
use refusal::Refusal;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// One option of a game, for the page's menus: its key, values, default
/// and description, and the names its game gives it and its values in
/// English and French (`null` where the game gives none: the page then
/// shows the key, or the value, as it is).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct OptionShown {
    key: &'static str,
    values: &'static [&'static str],
    default: &'static str,
    doc: &'static str,
    name: Option<Bilingual>,
    doc_fr: Option<&'static str>,
    value_names: Vec<Option<Bilingual>>,
}

/// A game's family: its key and its names.
#[derive(Serialize)]
struct FamilyShown {
    key: &'static str,
    en: &'static str,
    fr: &'static str,
}

/// One game of the registry, for the page's menus.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct GameShown {
    name: &'static str,
    title: &'static str,
    title_fr: Option<&'static str>,
    family: Option<FamilyShown>,
    region: Option<Bilingual>,
    options: Vec<OptionShown>,
    letters: [char; 2],
    rules: Option<RulesSummary>,
}

/// Every game of the page ([`games::catalog`]: the registry's, then those
/// read from descriptions) with its options and rules, as JSON:
/// `[{name, title, titleFr, family: {key, en, fr}, region: {en, fr},
/// options: [{key, values, default, doc, name:
/// {en, fr}, docFr, valueNames: [{en, fr} or null, one a value]}],
/// letters, rules: {source, en, fr} or null}]`, the names from the game's
/// [`Labels`] (`null` where it gives none), its family and region from its
/// `Origin` (`null` for a game read from a file that says none).
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
            family: e.origin.map(|o| FamilyShown {
                key: o.family.key(),
                en: o.family.name().en,
                fr: o.family.name().fr,
            }),
            region: e.origin.map(|o| o.region),
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

/// A refusal as JavaScript receives it: thrown, as its JSON text (the
/// package turns it into a `FangaError`).
fn thrown(r: Refusal) -> JsValue {
    JsValue::from_str(&r.to_json())
}

/// The name of every kind of refusal ([`refusal::Kind::ALL`]), as JSON.
#[wasm_bindgen(js_name = errorKinds)]
#[must_use]
pub fn error_kinds() -> String {
    let names: Vec<&str> = refusal::Kind::ALL.iter().map(|k| k.name()).collect();
    to_json(&names)
}

/// The position of `game` under `options` (`KEY=VALUE` separated by spaces
/// or commas) with the text `text`, or its start when `undefined`, as JSON
/// ([`position::PositionShown`]).
///
/// # Errors
///
/// The game, an option or the text is refused.
#[wasm_bindgen(js_name = positionInfo)]
pub fn position_info(game: &str, options: &str, text: Option<String>) -> Result<String, JsValue> {
    let p = position::read(game, &split_options(options), text.as_deref()).map_err(thrown)?;
    Ok(to_json(&position::PositionShown::of(p.as_ref())))
}

/// The legal moves of a position, as a JSON array.
///
/// # Errors
///
/// As [`position_info`].
#[wasm_bindgen(js_name = positionMoves)]
pub fn position_moves(game: &str, options: &str, text: &str) -> Result<String, JsValue> {
    let p = position::read(game, &split_options(options), Some(text)).map_err(thrown)?;
    Ok(to_json(&position::moves(p.as_ref())))
}

/// The steps of the legal move `mv`, as a JSON array; `laps` bounds the
/// turn that checks it (`undefined` or `null`: exact).
///
/// # Errors
///
/// As [`position_info`], or `mv` is refused, or its turn is undecided after
/// `laps`.
#[wasm_bindgen(js_name = positionSteps)]
pub fn position_steps(
    game: &str,
    options: &str,
    text: &str,
    mv: &str,
    laps: Option<f64>,
) -> Result<String, JsValue> {
    let budget = table::lap_budget_of(laps).map_err(thrown)?;
    let p = position::read(game, &split_options(options), Some(text)).map_err(thrown)?;
    position::steps(p.as_ref(), mv, budget)
        .map(|s| to_json(&s))
        .map_err(thrown)
}

/// Plays `mv` in a position: the move, the position after it and, with
/// `traced`, its trace and frames, as JSON ([`position::Played`]); its turn
/// sows at most `laps` laps (`undefined` or `null`: exact).
///
/// # Errors
///
/// As [`position_info`], or the move is refused, or its turn is undecided
/// after `laps`, or the game is over.
#[wasm_bindgen(js_name = positionPlay)]
pub fn position_play(
    game: &str,
    options: &str,
    text: &str,
    mv: &str,
    traced: bool,
    laps: Option<f64>,
) -> Result<String, JsValue> {
    let budget = table::lap_budget_of(laps).map_err(thrown)?;
    let p = position::read(game, &split_options(options), Some(text)).map_err(thrown)?;
    position::play(p.as_ref(), mv, traced, budget)
        .map(|s| to_json(&s))
        .map_err(thrown)
}

/// Perft of a position `depth` plies deep, each turn sowing at most `laps`
/// laps (`undefined` or `null`: exact).
///
/// # Errors
///
/// As [`position_info`], or a turn on the way is undecided after `laps`.
#[wasm_bindgen(js_name = positionPerft)]
pub fn position_perft(
    game: &str,
    options: &str,
    text: &str,
    depth: u32,
    laps: Option<f64>,
) -> Result<f64, JsValue> {
    let budget = table::lap_budget_of(laps).map_err(thrown)?;
    let p = position::read(game, &split_options(options), Some(text)).map_err(thrown)?;
    // Perft counts stay far below 2^53 within any depth that ends.
    #[allow(clippy::cast_precision_loss)]
    position::perft(p.as_ref(), depth, budget)
        .map(|n| n as f64)
        .map_err(thrown)
}

/// `games` random playouts from a position, seeds `seed`, `seed + 1`, ...,
/// each of at most `max_plies` moves: their tally as JSON
/// ([`position::Tally`]).
///
/// # Errors
///
/// As [`position_info`].
#[wasm_bindgen(js_name = randomPlayouts)]
pub fn random_playouts(
    game: &str,
    options: &str,
    text: &str,
    games: u32,
    seed: u32,
    max_plies: u32,
) -> Result<String, JsValue> {
    let p = position::read(game, &split_options(options), Some(text)).map_err(thrown)?;
    let t = position::random_playouts(
        p.as_ref(),
        u64::from(games),
        u64::from(seed),
        usize::try_from(max_plies).unwrap_or(usize::MAX),
    );
    Ok(to_json(&t))
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
pub fn define(description: &str) -> Result<String, JsValue> {
    games::define(description)
        .map(str::to_owned)
        .map_err(thrown)
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
    pub fn new(game: &str, options: &str, start: Option<String>) -> Result<Table, JsValue> {
        table::Table::new(game, &split_options(options), start.as_deref())
            .map(Table)
            .map_err(thrown)
    }

    /// The game of a record, its moves played under the lap budget `laps`
    /// (`undefined`: the default, 20 million laps a turn; `null`:
    /// unlimited), kept for the moves to come.
    ///
    /// # Errors
    ///
    /// The record does not read (the message names the line), a move's
    /// turn is undecided after the budget, or the budget is not a whole
    /// number of laps.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(text: &str, laps: JsValue) -> Result<Table, JsValue> {
        let budget = if laps.is_undefined() {
            fanga::ai::SESSION_LAPS
        } else if laps.is_null() {
            fanga::core::LapBudget::UNLIMITED
        } else {
            table::lap_budget_of(Some(laps.as_f64().unwrap_or(f64::NAN))).map_err(thrown)?
        };
        table::Table::from_record(text, budget)
            .map(Table)
            .map_err(thrown)
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
    pub fn play(&mut self, mv: &str) -> Result<String, JsValue> {
        self.0.play(mv).map(|s| to_json(&s)).map_err(thrown)
    }

    /// The animation of `mv` from the current position, without playing
    /// it, as JSON ([`table::MoveShown`]).
    ///
    /// # Errors
    ///
    /// As [`Table::play`].
    pub fn preview(&mut self, mv: &str) -> Result<String, JsValue> {
        self.0.preview(mv).map(|s| to_json(&s)).map_err(thrown)
    }

    /// The last move played, as JSON ([`table::LastMove`]), or `undefined`
    /// at the start (or if its turn is undecided within today's budget).
    #[wasm_bindgen(js_name = lastMove)]
    pub fn last_move(&self) -> Option<String> {
        self.0.last_move().map(|s| to_json(&s))
    }

    /// Takes back the last move; `false` at the start.
    pub fn undo(&mut self) -> bool {
        self.0.undo()
    }

    /// Plays again the last move taken back: its animation as JSON, or
    /// `undefined`.
    ///
    /// # Errors
    ///
    /// Its turn is undecided after the lap budget (the table is unchanged).
    pub fn redo(&mut self) -> Result<Option<String>, JsValue> {
        self.0
            .redo()
            .map(|r| r.map(|s| to_json(&s)))
            .map_err(thrown)
    }

    /// The laps one turn may sow before its move is called undecided;
    /// `undefined` for unlimited.
    #[wasm_bindgen(js_name = lapBudget)]
    #[must_use]
    pub fn lap_budget(&self) -> Option<f64> {
        // Every budget a table holds came from JavaScript or is the
        // default: at most 2^53 - 1, exact as a double.
        #[allow(clippy::cast_precision_loss)]
        self.0.lap_budget().get().map(|n| n as f64)
    }

    /// Sets the laps one turn may sow before its move is called undecided
    /// (listed apart in the state's `undecided`, refused when played):
    /// `null` or `undefined` for unlimited (exact, however long), else a
    /// whole number of laps (0 decides only the turns that sow no lap).
    ///
    /// # Errors
    ///
    /// `laps` is not a whole number from 0 to 2^53 - 1.
    #[wasm_bindgen(js_name = setLapBudget)]
    pub fn set_lap_budget(&mut self, laps: Option<f64>) -> Result<(), JsValue> {
        let budget = table::lap_budget_of(laps).map_err(thrown)?;
        self.0.set_lap_budget(budget);
        Ok(())
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
) -> Result<String, JsValue> {
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
    .map_err(thrown)
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
pub fn solve(game: &str, options: &str, position: &str) -> Result<String, JsValue> {
    think::solve(game, &split_options(options), position)
        .map(|s| to_json(&s))
        .map_err(thrown)
}
