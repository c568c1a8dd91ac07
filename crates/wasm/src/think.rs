//! The computer players and the solver, as the page's Web Worker calls them.

use std::cell::RefCell;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use serde::Serialize;

use fanga::ai::solve::{Value, Verdict};
use fanga::ai::{Clock, Engine, Go, PlayerSpec};
use fanga::core::catalog::Extensions;

/// What a computer player chose.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Thought {
    /// The move, in the game's notation.
    pub mv: String,
    /// Its score for the player to move, in words: `+1.50` (seeds, or the
    /// game's evaluation in hundredths), `win in 5`, `loss in 3`; `None` for
    /// players that do not score.
    pub score: Option<String>,
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
) -> Result<Thought, String> {
    let player: PlayerSpec = player.parse().map_err(|e| format!("{e}"))?;
    SESSION.with(|cell| {
        let mut cell = cell.borrow_mut();
        let reuse = matches!(&*cell, Some((g, o, _)) if g == game && o == options);
        if !reuse {
            let session = crate::games::catalog()
                .session(game, options, &Extensions::new())
                .map_err(|e| e.to_string())?;
            *cell = Some((game.to_owned(), options.to_vec(), session));
        }
        let Some((_, _, session)) = cell.as_mut() else {
            return Err("no session".to_owned());
        };
        let moves: Vec<&str> = moves.iter().map(String::as_str).collect();
        session
            .set_position(start, &moves)
            .map_err(|e| e.to_string())?;
        let go = Go {
            player,
            seed,
            stop: Arc::new(AtomicBool::new(false)),
            clock,
        };
        let info = session
            .go(go, &mut |_| {})
            .ok_or_else(|| "the game is over".to_owned())?;
        Ok(Thought {
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
pub fn solve(game: &str, options: &[String], position: &str) -> Result<Solved, String> {
    if !solvable(game, options) {
        return Err(format!(
            "the playground does not solve {game} with these options"
        ));
    }
    let mut config = fanga::solve::SolveConfig::default();
    config.settings.memory = 512 << 20;
    let r = crate::games::catalog()
        .solve(game, options, Some(position), config)
        .map_err(|e| e.to_string())?;
    Ok(Solved {
        value: r.value.into(),
        plies: r.plies,
        moves: r.moves.into_iter().map(|(m, v)| (m, v.into())).collect(),
        pv: r.pv,
    })
}
