//! `analyse`: annotates a game record: each move's score, the best move
//! where it differs, the mistakes and the turning points.
//!
//! ```text
//! analyse RECORD [--player SPEC]
//! ```
//!
//! RECORD is a file holding a game record (`fanga_core::Game`'s text, as
//! [`selfplay`](crate::selfplay), `tournament --records` and the terminal
//! write them), or `-` for the input. Every position of the game is
//! searched by the player (default `ab:d6`: alpha-beta to depth 6, the same
//! on every machine; any `fanga_ai::PlayerSpec` that scores), and the
//! record is written back on the output with a comment after every move:
//!
//! ```text
//! move c1 f1
//! # S c1 f1: +2.00; best +2.00
//! move e2
//! # N e2: -1.00; best b2 a2 +0.00; mistake (1.00 seeds)
//! ```
//!
//! Scores are for the player who moved, in seeds (pieces in games without
//! seeds), or `win in N` / `loss in N` plies. A move that scores at least
//! half a seed below the best is a mistake; a move after which the score
//! for South changes by at least 3 seeds, or becomes a proven result, is a
//! turning point. The annotated record reads back: comments are skipped.

use fanga_ai::{Catalog, Engine, PlayerSpec, Score};
use fanga_core::text::excerpt;
use fanga_core::{ByPlayer, LapBudget, Outcome, Player, catalog::Extensions};

use crate::help::help_for_records;
use crate::io::{Io, Stop, fail};
use crate::record::Record;
use crate::search::go;
use crate::tool::entry_points;

const USAGE: &str =
    "usage: analyse RECORD [--player SPEC] (RECORD: a game record file, or - for stdin)";

entry_points!(raw "analyse", analyse);

fn analyse(catalog: &Catalog, args: Vec<String>, io: &mut Io<'_>) -> Result<(), Stop> {
    let mut args = args.into_iter();
    let mut path = None;
    let mut player: PlayerSpec = "ab:d6".parse().unwrap_or(PlayerSpec::Greedy);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--help" | "-h" => {
                return io.text(help_for_records(
                    catalog,
                    USAGE.trim_start_matches("usage: "),
                    "Annotates a game record with each move's score, the best move where it differs,\n\
                     the mistakes and the turning points; --player PLAYER (below; default ab:d6)\n\
                     searches every position.",
                    true,
                ));
            }
            "--player" => {
                let Some(v) = args.next() else {
                    return fail("--player needs a value");
                };
                player = v.parse().or_else(fail)?;
            }
            p if path.is_none() && (p == "-" || !p.starts_with("--")) => path = Some(p.to_string()),
            other => {
                return fail(format!(
                    "unexpected argument `{}` ({USAGE})",
                    excerpt(other)
                ));
            }
        }
    }
    let Some(path) = path else {
        return fail(format!("a record is required ({USAGE})"));
    };
    let text = if path == "-" {
        let mut s = String::new();
        io.input.read_to_string(&mut s).or_else(fail)?;
        s
    } else {
        std::fs::read_to_string(&path).or_else(|e| fail(format!("{path}: {e}")))?
    };
    let record = Record::read(&text).or_else(fail)?;
    let mut s = catalog
        .session(&record.game, &record.options, &Extensions::new())
        .or_else(fail)?;
    // A batch tool replays the record exactly, as the examples do (the
    // players' searches bound their own turns: `Limits::laps`).
    s.set_lap_budget(LapBudget::UNLIMITED);
    let terminal = io.errors_terminal;
    let total = record.moves.len();
    let annotated = annotate(&mut *s, &record, &player, &mut |done| {
        if terminal {
            // A progress line on a terminal, rewritten in place: a deep
            // search of a long game runs for minutes.
            io.progress(format_args!("\ranalysing: {done}/{total} moves searched"));
        }
    });
    if terminal {
        io.progress("\r\x1b[K");
    }
    io.text(annotated?)
}

/// The record with a comment after every move.
/// `progress` hears how many moves are annotated, after each.
fn annotate(
    s: &mut dyn Engine,
    record: &Record,
    player: &PlayerSpec,
    progress: &mut dyn FnMut(usize),
) -> Result<String, Stop> {
    let start = record.start.as_deref();
    let mut refs: Vec<&str> = Vec::new();
    s.set_position(start, &refs).or_else(fail)?;
    let letters = ByPlayer::new('S', 'N');
    let mut out = String::new();
    for line in &record.header {
        out.push_str(line);
        out.push('\n');
    }
    // The played move is scored one ply deeper than the position it left,
    // so with a depth budget its reply is searched one ply less: both
    // scores then see as far.
    let reply = match player {
        PlayerSpec::AlphaBeta(l) if l.depth.is_some_and(|d| d > 1) => {
            let mut l = *l;
            l.depth = l.depth.map(|d| d - 1);
            PlayerSpec::AlphaBeta(l)
        }
        p => p.clone(),
    };
    let mut before_south: Option<i32> = search(s, player)
        .and_then(|(_, sc)| sc)
        .map(|sc| for_south(sc, s.turn()));
    for (i, mv) in record.moves.iter().enumerate() {
        let mover = s.turn();
        let best = search(s, player);
        refs.push(mv);
        // The error names the move (`move 2 `x`: ...`).
        s.set_position(start, &refs).or_else(fail)?;
        // The played move's score, for its mover.
        let played = match s.outcome() {
            Some(Outcome::Win { winner, .. }) if winner == mover => Some(Score::win_in(1)),
            Some(Outcome::Win { .. }) => Some(Score::loss_in(1)),
            Some(Outcome::Draw { .. }) => Some(Score::DRAW),
            None => search(s, &reply).and_then(|(_, sc)| sc).map(|sc| {
                let sc = if s.turn() == mover { sc } else { Score(-sc.0) };
                // One ply further from the end, seen from before the move.
                match sc.plies_to_end() {
                    Some(n) if n >= 0 => Score::win_in(n.unsigned_abs() + 1),
                    Some(n) => Score::loss_in(n.unsigned_abs() + 1),
                    None => sc,
                }
            }),
        };
        out.push_str(&format!("move {mv}\n"));
        let mut note = format!("# {} {mv}: {}", letters[mover], score_text(played));
        if let Some((best_mv, best_score)) = &best {
            if best_mv == mv {
                note.push_str(&format!("; best {}", score_text(*best_score)));
            } else {
                note.push_str(&format!("; best {best_mv} {}", score_text(*best_score)));
            }
            if let (Some(p), Some(b)) = (played, best_score)
                && b.0 - p.0 >= 50
                && best_mv != mv
            {
                let loss = (b.0 - p.0).min(99_999);
                if b.is_result() || p.is_result() {
                    note.push_str("; mistake");
                } else {
                    note.push_str(&format!(
                        "; mistake ({}.{:02} seeds)",
                        loss / 100,
                        loss % 100
                    ));
                }
            }
        }
        let after_south = played.map(|p| for_south(p, mover));
        if let (Some(a), Some(b)) = (before_south, after_south)
            && ((b - a).abs() >= 300 || (Score(b).is_result() && !Score(a).is_result()))
        {
            note.push_str("; turning point");
        }
        before_south = after_south.or(before_south);
        out.push_str(&note);
        out.push('\n');
        progress(i + 1);
    }
    if let Some(r) = &record.resign {
        out.push_str(r);
        out.push('\n');
    }
    if let Some(r) = &record.result {
        out.push_str(&format!("result {r}\n"));
    }
    Ok(out)
}

/// The player's move and score in the session's position.
fn search(s: &mut dyn Engine, player: &PlayerSpec) -> Option<(String, Option<Score>)> {
    s.go(go(player.clone(), 0), &mut |_| {})
        .map(|i| (i.mv, i.score))
}

/// A score for `side` as a score for South.
fn for_south(s: Score, side: Player) -> i32 {
    if side == Player::South { s.0 } else { -s.0 }
}

fn score_text(s: Option<Score>) -> String {
    s.map_or_else(|| "unscored".to_string(), |s| s.to_string())
}
