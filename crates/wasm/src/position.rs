//! Positions as the JavaScript package holds them: a value, its game, its
//! options and its text, read again by the rules on every call (a position
//! text reads back exactly, as the Python package's pickles rely on), so
//! that JavaScript holds no handle into the module and frees nothing.

use serde::Serialize;

use fanga::core::catalog::{BoardView, Frame, Step};
use fanga::core::registry::AnyPosition;
use fanga::core::{LapBudget, Outcome};

use crate::refusal::Refusal;

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OutcomeShown {
    /// The winner's seat (0 South or White, 1 North or Black); `None` for a
    /// draw.
    pub winner: Option<usize>,
    /// Why it ended (`kamo`, `stores`), as the record writes it.
    pub reason: String,
    /// The result as the record writes it: `S wins (kamo)`.
    pub text: String,
}

impl OutcomeShown {
    fn of(o: Outcome, p: &dyn AnyPosition) -> OutcomeShown {
        let (winner, reason) = match o {
            Outcome::Win { winner, reason } => (Some(winner.index()), reason),
            Outcome::Draw { reason } => (None, reason),
        };
        OutcomeShown {
            winner,
            reason: reason.to_string(),
            text: o.describe(p.player_letters()),
        }
    }
}

/// A position: everything but its moves, which are listed on request
/// (Mangala's setup has 62,195).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PositionShown {
    /// The game's name.
    pub game: &'static str,
    /// Its options, as `KEY=VALUE`, every option of the game.
    pub options: Vec<String>,
    /// The position's text.
    pub text: String,
    /// The player letters, South's seat first.
    pub letters: [char; 2],
    /// The seat to move.
    pub turn: usize,
    /// The result, if the game is over.
    pub outcome: Option<OutcomeShown>,
    /// Points or seeds each side has, as the game scores them.
    pub score: [u32; 2],
    /// The number of legal moves (under a lap budget, of the moves decided
    /// within it).
    pub move_count: usize,
    /// The board as data.
    pub board: BoardView,
    /// A diagram of the board, in text.
    pub diagram: String,
}

impl PositionShown {
    /// `p` shown.
    #[must_use]
    pub fn of(p: &dyn AnyPosition) -> PositionShown {
        PositionShown::within(p, LapBudget::UNLIMITED)
    }

    /// `p` shown, its moves counted under `budget`: the moves decided
    /// within it (every legal move when unlimited), so that showing a
    /// position costs no more than the budget allows.
    #[must_use]
    pub fn within(p: &dyn AnyPosition, budget: LapBudget) -> PositionShown {
        let move_count = if budget.is_unlimited() || p.outcome().is_some() {
            p.move_count()
        } else {
            p.moves(budget).decided.len()
        };
        PositionShown {
            game: p.game(),
            options: p.option_assignments(),
            text: p.to_string(),
            letters: p.player_letters().into(),
            turn: p.turn().index(),
            outcome: p.outcome().map(|o| OutcomeShown::of(o, p)),
            score: p.score().into(),
            move_count,
            board: p.view(),
            diagram: p.diagram(),
        }
    }
}

/// A move played: the move as its game writes it, the position after it,
/// its trace (one step a line) and its animation frames.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Played {
    /// The move.
    #[serde(rename = "move")]
    pub mv: String,
    /// The position after it.
    pub position: PositionShown,
    /// The trace, one step a line (long runs of laps summarised).
    pub trace: Vec<String>,
    /// The frames, the position after the move last.
    pub frames: Vec<Frame>,
}

/// What random playouts came to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Tally {
    /// Games played.
    pub games: u64,
    /// Moves played over all the games.
    pub plies: u64,
    /// Wins of each seat, South first.
    pub wins: [u64; 2],
    /// Draws.
    pub draws: u64,
    /// Games that reached the ply limit first.
    pub unfinished: u64,
    /// Finished games by the reason they ended.
    pub reasons: std::collections::BTreeMap<String, u64>,
}

/// The position of `game` under `options` with `text`, or the start when
/// `text` is `None`.
///
/// # Errors
///
/// The game, an option or the text is refused.
pub fn read(
    game: &str,
    options: &[String],
    text: Option<&str>,
) -> Result<Box<dyn AnyPosition>, Refusal> {
    crate::think::reached(game, options, text, &[])
}

/// The legal moves of a position, in the game's order (none once it is over).
#[must_use]
pub fn moves(p: &dyn AnyPosition) -> Vec<String> {
    if p.outcome().is_some() {
        return Vec::new();
    }
    p.moves(LapBudget::UNLIMITED).decided.into_vec()
}

/// The steps a player takes to enter the legal move `mv`.
///
/// The turn that checks `mv` sows at most `budget` laps
/// ([`LapBudget::UNLIMITED`]: exact).
///
/// # Errors
///
/// `mv` is not a legal move of the position, or its turn is undecided
/// after `budget` ([`Kind::Undecided`](crate::refusal::Kind::Undecided)).
pub fn steps(p: &dyn AnyPosition, mv: &str, budget: LapBudget) -> Result<Vec<Step>, Refusal> {
    p.play_text(mv, budget)
        .map_err(|e| Refusal::registry(&e).about_move(mv))?;
    Ok(p.steps(mv))
}

/// Plays `mv`, its turn sowing at most `budget` laps
/// ([`LapBudget::UNLIMITED`]: exact); with `traced`, its trace and frames
/// too.
///
/// # Errors
///
/// The game is over, the move is refused, or its turn is undecided after
/// `budget` ([`Kind::Undecided`](crate::refusal::Kind::Undecided)).
pub fn play(
    p: &dyn AnyPosition,
    mv: &str,
    traced: bool,
    budget: LapBudget,
) -> Result<Played, Refusal> {
    if let Some(o) = p.outcome() {
        return Err(crate::table::game_over(&o.describe(p.player_letters())));
    }
    let mv = mv.trim();
    let refused = |e: fanga::core::registry::RegistryError| Refusal::registry(&e).about_move(mv);
    if !traced {
        let next = p.play_text(mv, budget).map_err(refused)?;
        return Ok(Played {
            mv: mv.to_owned(),
            position: PositionShown::within(next.as_ref(), budget),
            trace: Vec::new(),
            frames: Vec::new(),
        });
    }
    // Decided within the budget, then animated: the animation replays the
    // turn exactly, as many laps as it took.
    let (trace, _) = p.play_text_traced(mv, budget).map_err(refused)?;
    let animated = p.play_animated(mv).map_err(refused)?;
    Ok(Played {
        mv: animated.mv,
        position: PositionShown::within(animated.next.as_ref(), budget),
        trace: trace.lines().map(str::to_owned).collect(),
        frames: animated.frames,
    })
}

/// The leaf count of the move tree `depth` plies deep, each turn on the
/// way sowing at most `budget` laps ([`LapBudget::UNLIMITED`]: exact).
///
/// # Errors
///
/// A turn on the way is undecided after `budget`
/// ([`Kind::Undecided`](crate::refusal::Kind::Undecided)).
pub fn perft(p: &dyn AnyPosition, depth: u32, budget: LapBudget) -> Result<u64, Refusal> {
    p.perft(depth, budget).map_err(|e| Refusal::registry(&e))
}

/// `games` random playouts from `p`, seeds `seed`, `seed + 1`, ..., each
/// of at most `max_plies` moves (`fanga_core::playout::random_playouts`:
/// the same seeds play the same games in Rust and Python).
///
/// Seeds beyond `u64::MAX` are not played.
#[must_use]
pub fn random_playouts(p: &dyn AnyPosition, games: u64, seed: u64, max_plies: usize) -> Tally {
    let t = p.random_playouts(seed..seed.saturating_add(games), max_plies);
    Tally {
        games: t.games,
        plies: t.plies,
        wins: t.wins.into(),
        draws: t.draws,
        unfinished: t.unfinished,
        reasons: t
            .reasons
            .into_iter()
            .map(|(r, n)| (r.to_string(), n))
            .collect(),
    }
}
