//! A tournament's openings: random plies from the start, drawn again until
//! balanced if asked.

use fanga_ai::solve::{Value, Verdict};
use fanga_ai::{Engine, Limits, PlayerSpec, Score};

use crate::io::{Stop, fail};
use crate::search::go;

/// How many openings `--balanced` draws before it gives up.
const BALANCE_TRIES: u64 = 1000;

/// An opening: its moves from the start, how many draws it took, and the
/// balancing search's score of the position it leads to.
#[derive(Clone)]
pub(super) struct Opening {
    pub(super) moves: Vec<String>,
    pub(super) tries: u64,
    pub(super) score: Option<Score>,
}

/// How `--balanced` values an opening.
pub(super) enum Balance<'a> {
    /// An alpha-beta search of this many nodes.
    Search(u64),
    /// Solved: the value of a position text.
    Exact(&'a dyn Fn(&str) -> Result<Value, String>),
}

/// The opening of seed `opening_seed`: `plies` random plies (ply `i` of
/// try `t` seeded `opening_seed * 1000 + i + t * 0x9E37_79B9_7F4A_7C15`,
/// so that the first try is the plain opening), drawn again until a search
/// of `balanced.1` nodes scores the position it leads to within
/// `balanced.0` seeds of even, if given.
pub(super) fn opening(
    new_session: &dyn Fn() -> Result<Box<dyn Engine>, Stop>,
    start: &str,
    plies: u64,
    opening_seed: u64,
    balanced: Option<(f64, Balance<'_>)>,
) -> Result<Opening, Stop> {
    for t in 0..BALANCE_TRIES {
        let mut s = new_session()?;
        let mut moves: Vec<String> = Vec::new();
        for ply in 0..plies {
            let seed = opening_seed
                .wrapping_mul(1000)
                .wrapping_add(ply)
                .wrapping_add(t.wrapping_mul(0x9E37_79B9_7F4A_7C15));
            let Some(best) = s.go(go(PlayerSpec::Random, seed), &mut |_| {}) else {
                break;
            };
            moves.push(best.mv);
            let refs: Vec<&str> = moves.iter().map(String::as_str).collect();
            if let Err(e) = s.set_position(Some(start), &refs) {
                return fail(format!("a random move was refused: {e}"));
            }
        }
        let Some((margin, how)) = &balanced else {
            return Ok(Opening {
                moves,
                tries: 1,
                score: None,
            });
        };
        let score = match how {
            Balance::Search(nodes) => {
                let player = PlayerSpec::AlphaBeta(Limits::nodes((*nodes).max(1)));
                // A finished game, or a proven result, is no opening.
                s.go(go(player, 0), &mut |_| {})
                    .and_then(|i| i.score)
                    .filter(|sc| !sc.is_result() && sc.proven_margin().is_none())
            }
            // A finished game is no opening.
            Balance::Exact(_) if s.result().is_some() => None,
            Balance::Exact(value) => {
                let v = value(&s.position()).or_else(|e| fail(format!("--balance-exact: {e}")))?;
                match (v.margin, v.verdict) {
                    (Some(m), _) => Some(Score(m.saturating_mul(100))),
                    (None, Verdict::Draw) => Some(Score::DRAW),
                    // A result without a margin, a win or a loss: too far.
                    (None, _) => None,
                }
            }
        };
        if let Some(sc) = score
            && f64::from(sc.0.abs()) <= margin * 100.0
        {
            return Ok(Opening {
                moves,
                tries: t + 1,
                score,
            });
        }
    }
    fail(format!(
        "no opening of {plies} random plies within {} seeds of even in {BALANCE_TRIES} tries (seed {opening_seed}): widen --balanced",
        balanced.map_or(0.0, |b| b.0)
    ))
}
