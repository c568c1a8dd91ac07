//! The computer players and the solver, as the page's Web Worker calls them.

use std::cell::RefCell;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use serde::Serialize;
use serde_json::json;

use fanga::ai::solve::{Value, Verdict};
use fanga::ai::{Clock, Engine, Go, PlayerSpec};
use fanga::core::catalog::Extensions;
use fanga::core::registry::AnyPosition;

use crate::refusal::{Kind, Refusal};

/// What a computer player chose.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Thought {
    /// The move, in the game's notation.
    #[serde(rename = "move")]
    pub mv: String,
    /// Its score for the player to move, in words: `+1.50` (seeds, or the
    /// game's evaluation in hundredths), `win in 5`, `loss in 3`; `None` for
    /// players that do not score.
    pub score: Option<String>,
    /// The score in the game's units for the player to move (seeds, or the
    /// game's evaluation, in hundredths: `150` is one and a half seeds);
    /// `None` for a won or lost position and for players that do not score.
    pub value: Option<i32>,
    /// Plies to the end with the best play the search found: positive for a
    /// win, negative for a loss.
    pub plies_to_end: Option<i32>,
    /// Depth of the last complete iteration (alpha-beta).
    pub depth: u32,
    /// Positions searched (or simulations).
    pub nodes: u64,
    /// Milliseconds spent.
    pub ms: u64,
    /// The principal variation.
    pub pv: Vec<String>,
}

/// A session with the game and options it was made for.
type Kept = Option<(String, Vec<String>, Box<dyn Engine>)>;

thread_local! {
    /// The last session, kept so that its transposition table serves the
    /// next move of the same game.
    static SESSION: RefCell<Kept> =
        const { RefCell::new(None) };
}

/// The move `player` (a [`PlayerSpec`]: `easy`, `medium`, `hard`, `max`,
/// `random`, `ab:d6`, `mcts:1000`, `perfect`, ...) chooses in the position
/// reached from `start` (the usual start when `None`) by `moves`.
///
/// # Errors
///
/// The player, the game, an option, the start or a move is refused, or the
/// game is over.
pub fn think(
    game: &str,
    options: &[String],
    start: Option<&str>,
    moves: &[String],
    player: &str,
    seed: u64,
    clock: Option<Box<dyn Clock>>,
) -> Result<Thought, Refusal> {
    let player: PlayerSpec = player.parse().map_err(|e| Refusal::player(&e))?;
    // The position by the rules first, so that a refused option, start or
    // move is the rules' own refusal, with its fields.
    reached(game, options, start, moves)?;
    SESSION.with(|cell| {
        let mut cell = cell.borrow_mut();
        let reuse = matches!(&*cell, Some((g, o, _)) if g == game && o == options);
        if !reuse {
            let session = crate::games::catalog()
                .session(game, options, &Extensions::new())
                .map_err(|e| Refusal::registry(&e))?;
            *cell = Some((game.to_owned(), options.to_vec(), session));
        }
        let Some((_, _, session)) = cell.as_mut() else {
            return Err(Refusal::new(
                Kind::Internal,
                "no session",
                json!({ "detail": "no session" }),
            ));
        };
        let moves: Vec<&str> = moves.iter().map(String::as_str).collect();
        // The moves were checked exactly by `reached` above (a page's table
        // played each of them, some perhaps under a budget its user lifted):
        // the session replays them exactly too, where its default budget
        // would refuse a move decided past it. The search's own budget
        // (`Limits::laps`) bounds the turns it looks at.
        session.set_lap_budget(fanga::core::LapBudget::UNLIMITED);
        session
            .set_position(start, &moves)
            .map_err(|e| Refusal::engine(&e))?;
        let go = Go {
            player,
            seed,
            stop: Arc::new(AtomicBool::new(false)),
            clock,
        };
        let Some(info) = session.go(go, &mut |_| {}) else {
            let result = session.outcome().map_or_else(
                || "unfinished".to_owned(),
                |o| o.describe(session.current().player_letters()),
            );
            return Err(crate::table::game_over(&result));
        };
        Ok(Thought {
            value: info
                .score
                .filter(|s| s.plies_to_end().is_none())
                .map(|s| s.0),
            plies_to_end: info.score.and_then(|s| s.plies_to_end()),
            score: info.score.map(|s| match s.plies_to_end() {
                Some(n) if n >= 0 => format!("win in {n}"),
                Some(n) => format!("loss in {}", -n),
                None => format!("{:+.2}", f64::from(s.0) / 100.0),
            }),
            mv: info.mv,
            depth: info.depth,
            nodes: info.nodes,
            ms: u64::try_from(info.time.as_millis()).unwrap_or(u64::MAX),
            pv: info.pv,
        })
    })
}

/// A solved value, for the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ValueShown {
    /// `win`, `draw` or `loss`, for the player to move.
    pub verdict: &'static str,
    /// The final margin with perfect play, where the solver gives one.
    pub margin: Option<i32>,
}

impl From<Value> for ValueShown {
    fn from(v: Value) -> Self {
        ValueShown {
            verdict: match v.verdict {
                Verdict::Win => "win",
                Verdict::Draw => "draw",
                _ => "loss",
            },
            margin: v.margin,
        }
    }
}

/// A solved position: its value and every move's, for the player to move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Solved {
    /// The position's value.
    pub value: ValueShown,
    /// Plies to the end with perfect play, where the solver gives them.
    pub plies: Option<u32>,
    /// Every legal move and its value for the player to move.
    pub moves: Vec<(String, ValueShown)>,
    /// A principal variation.
    pub pv: Vec<String>,
}

/// Whether the playground solves `game` under `options` in the page: the
/// boards its game declares solved at once
/// ([`Catalogued::solves_at_once`](fanga::core::catalog::Catalogued::solves_at_once)),
/// so that every position of a game is solved as it is reached.
#[must_use]
pub fn solvable(game: &str, options: &[String]) -> bool {
    crate::games::catalog()
        .get(game)
        .is_ok_and(|e| e.solves_at_once(options))
}

/// Solves `position` (a position text) of `game` under `options`, with
/// every move's value, within 512 MiB.
///
/// # Errors
///
/// The board is not one the playground solves ([`solvable`]), the game,
/// an option or the position is refused, or the solver stopped.
pub fn solve(game: &str, options: &[String], position: &str) -> Result<Solved, Refusal> {
    if !solvable(game, options) {
        // The game's own refusal of the options first, where it has one.
        crate::games::catalog()
            .get(game)
            .and_then(|e| e.rules().start(options))
            .map_err(|e| Refusal::registry(&e))?;
        return Err(Refusal::new(
            Kind::NotSolvable,
            format!("the playground does not solve {game} with these options"),
            json!({ "game": game }),
        ));
    }
    let mut config = fanga::solve::SolveConfig::default();
    config.settings.memory = 512 << 20;
    let r = crate::games::catalog()
        .solve(game, options, Some(position), config)
        .map_err(|e| Refusal::solve_game(&e))?;
    Ok(Solved {
        value: r.value.into(),
        plies: r.plies,
        moves: r.moves.into_iter().map(|(m, v)| (m, v.into())).collect(),
        pv: r.pv,
    })
}

/// The position reached from `start` (the usual start when `None`) by
/// `moves`, by the rules: a refused option, start text or move is the
/// rules' refusal (a move's with its place in the list).
///
/// # Errors
///
/// The game, an option, the start or a move is refused.
pub fn reached(
    game: &str,
    options: &[String],
    start: Option<&str>,
    moves: &[String],
) -> Result<Box<dyn AnyPosition>, Refusal> {
    let catalog = crate::games::catalog();
    let rules = catalog
        .get(game)
        .map_err(|e| Refusal::registry(&e))?
        .rules();
    let mut p = match start {
        Some(text) => rules.parse(text, options),
        None => rules.start(options),
    }
    .map_err(|e| Refusal::registry(&e))?;
    for (i, m) in moves.iter().enumerate() {
        if let Some(o) = p.outcome() {
            let result = o.describe(p.player_letters());
            return Err(crate::table::game_over(&result).of_move(i + 1, m));
        }
        p = p
            .play_text(m, fanga::core::LapBudget::UNLIMITED)
            .map_err(|e| Refusal::registry(&e).about_move(m).of_move(i + 1, m))?;
    }
    Ok(p)
}
