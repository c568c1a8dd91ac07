//! Computer players against each other over seeded games.
//!
//! ```text
//! cargo run --release --example tournament -- GAME --players A,B[,C...] [--games N] [--openings K] [--balanced SEEDS [--balance-nodes N | --balance-exact]] [--seed S] [--max-plies N] [--no-swap] [--records DIR] [--log FILE] [--endgame-file PATH [--endgame-balance-only]] [--option KEY=VALUE]... [--position TEXT]
//! ```
//!
//! Every pair of players (`random`, `greedy`, `ab:100ms`, `ab:d6`,
//! `mcts:1000`, a level: `fanga_ai::PlayerSpec`) plays N games (default 20):
//! game 2i and game 2i + 1 start from the same opening, K random plies from
//! the start (default 4, drawn from seed S + i), with the colours swapped. A
//! game unfinished after `--max-plies` plies (default 500) counts as a draw
//! and is reported as unfinished. With `--no-swap`, every game has an
//! opening of its own (game i: seed S + i) and the first player named
//! plays South in all of them: the way to measure a player against itself
//! (`--players ab:n20000,ab:n20000 --no-swap`), which would otherwise
//! play every game twice.
//!
//! With `--balanced SEEDS`, an opening is kept only if alpha-beta, searching
//! the position it leads to for 100,000 nodes (`--balance-nodes N`; the
//! game's evaluation, the same on every machine), scores it within SEEDS seeds (pieces in
//! Fanorona) of even, neither side proven to win: otherwise the K random
//! plies are drawn again from the next seed of that opening (up to 1,000
//! tries). Random plies alone often decide a game before the players
//! start (4 random turns of Kalah leave one side 8 seeds ahead or more in
//! most openings), and then a stronger player can only win the colour the
//! opening favours; balanced openings measure the players instead. The
//! first try is the plain opening, so a wide margin changes nothing.
//! With `--balance-exact` as well, the opening's value is solved exactly
//! (`fanga::solve::solve`, with the `--endgame-file` table in Kalah) in
//! place of the search: its final margin must be within SEEDS seeds (a
//! draw, for the games solved by results only). In Kalah(6, 4) a solve
//! takes seconds with a 24-seed table; without one, most of a minute.
//!
//! A progress bar goes to stderr when it is a terminal; the results go to
//! stdout: each pair's score (wins plus half the draws, for the first player
//! named) with a 95% interval (normal approximation over the games' scores),
//! with its mean length in plies (openings included), then how its games
//! ended (`kamo 18, infinite turn 2`), then each player's totals. With
//! `--records DIR`, every game is written as a record (`fanga_core::Game`'s
//! text, which reads back) to `DIR/A-vs-B-N.txt`. With `--log FILE`, one
//! line of JSON a game is appended to FILE as soon as the game ends, for
//! scripts (`tools/ladder.py` reads them):
//!
//! ```text
//! {"game":"kalah","options":"","a":"ab:100ms","b":"mcts:1000","index":0,"south":"ab:100ms","north":"mcts:1000","opening_seed":0,"seed":0,"result":"S","reason":"row empty","score":1,"plies":31,"seconds":2.31}
//! ```
//!
//! `result` is `S`, `N`, `draw` or `unfinished`; `score` is the first
//! player's (`a`); `seconds` is the game's wall time; with `--balanced`, the
//! line also holds `"balanced"` (the margin in seeds), `"opening_tries"` and
//! `"opening_score"` (the balancing search's score of the opening, for the
//! side to move, in hundredths of a seed).
//!
//! With `--endgame-file PATH` (Kalah), the alpha-beta and greedy players
//! evaluate with the endgame table in PATH (`fanga::kalah::solver::KalahEndgameEval`:
//! exact wherever a search reaches a position with no more seeds on the
//! board than the table holds); build the table once with `solve kalah
//! --endgame-file PATH --endgame SEEDS`. The log's lines then hold
//! `"endgame_seeds"`.
//!
//! With depth and node budgets the tournament is the same on every machine
//! for a seed; with time budgets it depends on the machine.

mod common;

use std::io::{IsTerminal, Write};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use common::{Args, Spec, fail, out};
use fanga::ai::{Engine, Go, Limits, PlayerSpec, Score};
use fanga::core::{Outcome, Player};

/// What one game came to, for the first player of its pair.
struct GameResult {
    /// 1, 0.5 or 0.
    score: f64,
    /// How it ended; `None` if unfinished.
    outcome: Option<Outcome>,
    /// Plies played, openings included.
    plies: usize,
}

fn main() {
    let args = Args::parse(&Spec {
        name: "tournament",
        usage: "tournament GAME --players A,B[,C...] [--games N] [--openings K] [--balanced SEEDS [--balance-nodes N | --balance-exact]] [--seed S] [--max-plies N] [--no-swap] [--records DIR] [--log FILE] [--endgame-file PATH [--endgame-balance-only]] [--option KEY=VALUE]... [--position TEXT]",
        positional: &[],
        valued: &[
            "--players",
            "--games",
            "--openings",
            "--balanced",
            "--balance-nodes",
            "--seed",
            "--max-plies",
            "--records",
            "--log",
            "--endgame-file",
        ],
        switches: &["--no-swap", "--balance-exact", "--endgame-balance-only"],
        about: "Plays every pair of --players (PLAYER, below) over N seeded games (default 20),\n\
         openings of K random plies (default 4) played twice with the colours swapped, and\n\
         prints each pair's score with a 95% interval, how its games ended, and each\n\
         player's totals. --records DIR writes every game as a record; --log FILE appends\n\
         one line of JSON a game; --balanced SEEDS keeps only openings that a search rates\n\
         within SEEDS seeds of even (--balance-exact: whose solved value is); --endgame-file\n\
         PATH (kalah) gives the alpha-beta and greedy players, and the solving of openings,\n\
         the endgame table in PATH (written by `solve kalah --endgame-file`), and\n\
         --endgame-balance-only gives it to the solving alone.",
        players: true,
    });
    let specs: Vec<(String, PlayerSpec)> = args
        .values
        .iter()
        .find(|(k, _)| *k == "--players")
        .map(|(_, v)| v.as_str())
        .unwrap_or_else(|| {
            fail(
                "tournament",
                "--players is required: `--players ab:d4,mcts:1000`",
            )
        })
        .split(',')
        .map(|s| {
            let spec: PlayerSpec = s.trim().parse().unwrap_or_else(|e| fail("tournament", e));
            (s.trim().to_string(), spec)
        })
        .collect();
    if specs.len() < 2 {
        fail("tournament", "--players needs two players or more");
    }
    let games: u64 = args.number("--games", 20);
    let openings: u64 = args.number("--openings", 4);
    let seed: u64 = args.number("--seed", 0);
    let balance_nodes: u64 = args.number("--balance-nodes", 100_000);
    let balanced: Option<f64> = args
        .values
        .iter()
        .find(|(k, _)| *k == "--balanced")
        .map(|(_, v)| margin(v));
    if balanced.is_none() && args.values.iter().any(|(k, _)| *k == "--balance-nodes") {
        fail(
            "tournament",
            "--balance-nodes sets the search of --balanced, which is missing",
        );
    }
    let exact = args.has("--balance-exact");
    if exact && balanced.is_none() {
        fail(
            "tournament",
            "--balance-exact solves the openings of --balanced, which is missing",
        );
    }
    if exact && args.values.iter().any(|(k, _)| *k == "--balance-nodes") {
        fail(
            "tournament",
            "--balance-exact solves the openings: --balance-nodes has no search to set",
        );
    }
    let max_plies: u64 = args.number("--max-plies", 500);
    let records = args
        .values
        .iter()
        .find(|(k, _)| *k == "--records")
        .map(|(_, v)| std::path::PathBuf::from(v));
    let swap = !args.has("--no-swap");
    let mut log = args
        .values
        .iter()
        .find(|(k, _)| *k == "--log")
        .map(|(_, v)| {
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(v)
                .unwrap_or_else(|e| fail("tournament", format!("--log {v}: {e}")))
        });
    if let Some(dir) = &records {
        std::fs::create_dir_all(dir)
            .unwrap_or_else(|e| fail("tournament", format!("--records {}: {e}", dir.display())));
    }
    // The start, checked once through the registry's rules.
    let start = args.position().to_string();
    let endgame_file = args
        .values
        .iter()
        .find(|(k, _)| *k == "--endgame-file")
        .map(|(_, v)| v.as_str());
    let table = common::table_settings("tournament", &args.game, Some(&args.options), endgame_file);
    let settings = table
        .as_ref()
        .map(|t| t.settings.clone())
        .unwrap_or_default();
    // The table for solving openings only: the players play without it.
    let balance_only = args.has("--endgame-balance-only");
    if balance_only && (endgame_file.is_none() || !args.has("--balance-exact")) {
        fail(
            "tournament",
            "--endgame-balance-only needs --endgame-file and --balance-exact",
        );
    }
    let players_settings = if balance_only {
        fanga::Settings::new()
    } else {
        settings.clone()
    };
    let endgame_seeds = table.as_ref().filter(|_| !balance_only).map(|t| t.seeds);
    // The exact value of an opening (`--balance-exact`), in seeds.
    let solve_opening = |position: &str| -> Result<fanga::ai::solve::Value, String> {
        let config = fanga::solve::SolveConfig {
            moves: false,
            tools: settings.clone(),
            ..Default::default()
        };
        fanga::solve::solve(&args.game, &args.options, Some(position), config)
            .map(|r| r.value)
            .map_err(|e| e.to_string())
    };
    let new_session = || {
        let mut s = fanga::session_with(&args.game, &args.options, &players_settings)
            .unwrap_or_else(|e| fail("tournament", e));
        s.set_position(Some(&start), &[])
            .unwrap_or_else(|e| fail("tournament", e));
        s
    };
    let pairs: Vec<(usize, usize)> = (0..specs.len())
        .flat_map(|a| (a + 1..specs.len()).map(move |b| (a, b)))
        .collect();
    let total = pairs.len() as u64 * games;
    let progress = std::io::stderr().is_terminal();
    let mut done = 0;
    let mut table = Vec::new();
    // Openings by seed: each pair plays the same ones, searched once.
    let mut cache: std::collections::HashMap<u64, Opening> = std::collections::HashMap::new();
    for &(a, b) in &pairs {
        let mut results = Vec::new();
        for g in 0..games {
            let opening_seed = seed.wrapping_add(if swap { g / 2 } else { g });
            // Even games: A moves first (South); odd games: B does.
            let a_is_south = !swap || g % 2 == 0;
            let (south, north) = if a_is_south { (a, b) } else { (b, a) };
            let opening = match cache.get(&opening_seed) {
                Some(o) => o.clone(),
                None => {
                    let o = opening(
                        &new_session,
                        &start,
                        openings,
                        opening_seed,
                        balanced.map(|m| {
                            let how = if exact {
                                Balance::Exact(&solve_opening)
                            } else {
                                Balance::Search(balance_nodes)
                            };
                            (m, how)
                        }),
                    );
                    cache.insert(opening_seed, o.clone());
                    o
                }
            };
            let mut s = new_session();
            #[allow(clippy::disallowed_methods, reason = "native only")]
            let clock = std::time::Instant::now();
            let r = play(
                &mut *s,
                &start,
                [&specs[south].1, &specs[north].1],
                &opening.moves,
                seed.wrapping_add(g),
                max_plies,
            );
            let seconds = clock.elapsed().as_secs_f64();
            let score = match r {
                Some(Outcome::Win { winner, .. }) => {
                    if (winner == Player::South) == a_is_south {
                        1.0
                    } else {
                        0.0
                    }
                }
                _ => 0.5,
            };
            let plies = s.moves().len();
            if let Some(f) = &mut log {
                let result = match r {
                    Some(Outcome::Win { winner, .. }) => winner.letter().to_string(),
                    Some(Outcome::Draw { .. }) => "draw".to_string(),
                    None => "unfinished".to_string(),
                };
                let line = format!(
                    "{{\"game\":{},\"options\":{},\"a\":{},\"b\":{},\"index\":{g},\"south\":{},\"north\":{},\"opening_seed\":{opening_seed},\"seed\":{},\"result\":\"{result}\",\"reason\":{},\"score\":{score},\"plies\":{plies},\"seconds\":{seconds:.3}{}{}}}",
                    json(&args.game),
                    json(&args.options.join(" ")),
                    json(&specs[a].0),
                    json(&specs[b].0),
                    json(&specs[south].0),
                    json(&specs[north].0),
                    seed.wrapping_add(g),
                    json(&r.map_or(String::new(), |o| o.reason().to_string())),
                    balanced.map_or(String::new(), |m| format!(
                        ",\"balanced\":{m}{},\"opening_tries\":{},\"opening_score\":{}",
                        if exact { ",\"balance_exact\":true" } else { "" },
                        opening.tries,
                        opening.score.map_or(0, |s| s.0)
                    )),
                    endgame_seeds.map_or(String::new(), |n| format!(",\"endgame_seeds\":{n}")),
                );
                writeln!(f, "{line}")
                    .and_then(|()| f.flush())
                    .unwrap_or_else(|e| fail("tournament", format!("--log: {e}")));
            }
            if let Some(dir) = &records {
                let name = format!(
                    "{}-vs-{}-{g}.txt",
                    file_name(&specs[a].0),
                    file_name(&specs[b].0)
                );
                std::fs::write(dir.join(name), s.record())
                    .unwrap_or_else(|e| fail("tournament", e));
            }
            results.push(GameResult {
                score,
                outcome: r,
                plies,
            });
            done += 1;
            if progress {
                bar(done, total);
            }
        }
        table.push((a, b, results));
    }
    if progress {
        eprintln!();
    }
    out(format_args!(
        "{} ({} games a pair, openings of {openings} random plies from seed {seed}{}{})",
        args.game,
        games,
        balanced.map_or(String::new(), |m| format!(
            ", balanced within {m} seeds{}",
            if exact { " (solved)" } else { "" }
        )),
        if swap {
            ", colours swapped"
        } else {
            ", the first player named South"
        }
    ));
    out("");
    out(
        "| pair | games | wins | draws | losses | unfinished | score | 95% interval | mean plies |",
    );
    out("|---|---:|---:|---:|---:|---:|---:|---|---:|");
    let mut totals = vec![(0.0, 0u64); specs.len()];
    for (a, b, results) in &table {
        let n = results.len();
        let wins = results.iter().filter(|r| r.score == 1.0).count();
        let losses = results.iter().filter(|r| r.score == 0.0).count();
        let unfinished = results.iter().filter(|r| r.outcome.is_none()).count();
        let (mean, lo, hi) = interval(results.iter().map(|r| r.score));
        #[allow(clippy::cast_precision_loss)]
        let plies = results.iter().map(|r| r.plies).sum::<usize>() as f64 / n.max(1) as f64;
        out(format_args!(
            "| {} vs {} | {n} | {wins} | {} | {losses} | {unfinished} | {:.1}% | {:.1}% to {:.1}% | {plies:.1} |",
            specs[*a].0,
            specs[*b].0,
            n - wins - losses,
            100.0 * mean,
            100.0 * lo,
            100.0 * hi
        ));
        let sum: f64 = results.iter().map(|r| r.score).sum();
        totals[*a].0 += sum;
        totals[*a].1 += n as u64;
        totals[*b].0 += n as f64 - sum;
        totals[*b].1 += n as u64;
    }
    out("");
    for (a, b, results) in &table {
        let mut reasons = std::collections::BTreeMap::new();
        for r in results {
            let name = r
                .outcome
                .map_or("unfinished".to_string(), |o| o.reason().to_string());
            *reasons.entry(name).or_insert(0) += 1;
        }
        let reasons: Vec<String> = reasons.iter().map(|(r, n)| format!("{r} {n}")).collect();
        out(format_args!(
            "{} vs {} ended by: {}",
            specs[*a].0,
            specs[*b].0,
            reasons.join(", ")
        ));
    }
    out("");
    out("| player | games | points | score |");
    out("|---|---:|---:|---:|");
    for (i, (points, n)) in totals.iter().enumerate() {
        let share = if *n == 0 { 0.0 } else { points / *n as f64 };
        out(format_args!(
            "| {} | {n} | {points} | {:.1}% |",
            specs[i].0,
            100.0 * share
        ));
    }
}

/// How many openings `--balanced` draws before it gives up.
const BALANCE_TRIES: u64 = 1000;

/// `--balanced`'s margin in seeds, from 0 to 1000, or exit 2.
fn margin(text: &str) -> f64 {
    text.parse::<f64>()
        .ok()
        .filter(|m| m.is_finite() && (0.0..=1000.0).contains(m))
        .unwrap_or_else(|| {
            let why = format!("`{text}` is not a margin in seeds (a number from 0 to 1000)");
            fail("tournament", format!("--balanced: {why}"))
        })
}

/// An opening: its moves from the start, how many draws it took, and the
/// balancing search's score of the position it leads to.
#[derive(Clone)]
struct Opening {
    moves: Vec<String>,
    tries: u64,
    score: Option<Score>,
}

/// The opening of seed `opening_seed`: `plies` random plies (ply `i` of
/// try `t` seeded `opening_seed * 1000 + i + t * 0x9E37_79B9_7F4A_7C15`,
/// so that the first try is the plain opening), drawn again until a search
/// of `balanced.1` nodes scores the position it leads to within
/// `balanced.0` seeds of even, if given.
/// How `--balanced` values an opening.
enum Balance<'a> {
    /// An alpha-beta search of this many nodes.
    Search(u64),
    /// Solved: the value of a position text.
    Exact(&'a dyn Fn(&str) -> Result<fanga::ai::solve::Value, String>),
}

fn opening(
    new_session: &dyn Fn() -> Box<dyn Engine>,
    start: &str,
    plies: u64,
    opening_seed: u64,
    balanced: Option<(f64, Balance<'_>)>,
) -> Opening {
    for t in 0..BALANCE_TRIES {
        let mut s = new_session();
        let mut moves: Vec<String> = Vec::new();
        for ply in 0..plies {
            let go = Go {
                player: PlayerSpec::Random,
                seed: opening_seed
                    .wrapping_mul(1000)
                    .wrapping_add(ply)
                    .wrapping_add(t.wrapping_mul(0x9E37_79B9_7F4A_7C15)),
                stop: Arc::new(AtomicBool::new(false)),
                clock: None,
            };
            let Some(best) = s.go(go, &mut |_| {}) else {
                break;
            };
            moves.push(best.mv);
            let refs: Vec<&str> = moves.iter().map(String::as_str).collect();
            if let Err(e) = s.set_position(Some(start), &refs) {
                fail("tournament", format!("a random move was refused: {e}"));
            }
        }
        let Some((margin, how)) = &balanced else {
            return Opening {
                moves,
                tries: 1,
                score: None,
            };
        };
        let score = match how {
            Balance::Search(nodes) => {
                let go = Go {
                    player: PlayerSpec::AlphaBeta(Limits::nodes((*nodes).max(1))),
                    seed: 0,
                    stop: Arc::new(AtomicBool::new(false)),
                    clock: None,
                };
                // A finished game, or a proven result, is no opening.
                s.go(go, &mut |_| {})
                    .and_then(|i| i.score)
                    .filter(|sc| !sc.is_result() && sc.proven_margin().is_none())
            }
            // A finished game is no opening.
            Balance::Exact(_) if s.result().is_some() => None,
            Balance::Exact(value) => {
                let v = value(&s.position())
                    .unwrap_or_else(|e| fail("tournament", format!("--balance-exact: {e}")));
                match (v.margin, v.verdict) {
                    (Some(m), _) => Some(Score(m.saturating_mul(100))),
                    (None, fanga::ai::solve::Verdict::Draw) => Some(Score::DRAW),
                    // A result without a margin, a win or a loss: too far.
                    (None, _) => None,
                }
            }
        };
        #[allow(clippy::cast_precision_loss)]
        if let Some(sc) = score
            && f64::from(sc.0.abs()) <= margin * 100.0
        {
            return Opening {
                moves,
                tries: t + 1,
                score,
            };
        }
    }
    fail(
        "tournament",
        format!(
            "no opening of {plies} random plies within {} seeds of even in {BALANCE_TRIES} tries (seed {opening_seed}): widen --balanced",
            balanced.map_or(0.0, |b| b.0)
        ),
    )
}

/// Plays one game from the session's start: the opening's moves, then the
/// players (South's first); its outcome, `None` if unfinished.
fn play(
    s: &mut dyn Engine,
    start: &str,
    players: [&PlayerSpec; 2],
    opening: &[String],
    seed: u64,
    max_plies: u64,
) -> Option<Outcome> {
    let mut moves: Vec<String> = opening.to_vec();
    let refs: Vec<&str> = moves.iter().map(String::as_str).collect();
    if let Err(e) = s.set_position(Some(start), &refs) {
        fail("tournament", format!("an opening move was refused: {e}"));
    }
    for ply in u64::try_from(moves.len()).unwrap_or(u64::MAX)..max_plies {
        if let Some(o) = s.outcome() {
            return Some(o);
        }
        let go = Go {
            player: players[s.turn().index()].clone(),
            seed: seed.wrapping_add(ply),
            stop: Arc::new(AtomicBool::new(false)),
            clock: None,
        };
        let best = s.go(go, &mut |_| {})?;
        moves.push(best.mv);
        let refs: Vec<&str> = moves.iter().map(String::as_str).collect();
        if let Err(e) = s.set_position(Some(start), &refs) {
            fail("tournament", format!("a player's move was refused: {e}"));
        }
    }
    s.outcome()
}

/// `text` as a JSON string.
fn json(text: &str) -> String {
    let mut s = String::from('"');
    for c in text.chars() {
        match c {
            '"' => s.push_str("\\\""),
            '\\' => s.push_str("\\\\"),
            c if u32::from(c) < 0x20 => s.push_str(&format!("\\u{:04x}", u32::from(c))),
            c => s.push(c),
        }
    }
    s.push('"');
    s
}

/// A player's name as a file name.
fn file_name(spec: &str) -> String {
    spec.chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect()
}

/// The mean of the scores and its 95% interval (normal approximation).
fn interval(scores: impl Iterator<Item = f64>) -> (f64, f64, f64) {
    let v: Vec<f64> = scores.collect();
    if v.is_empty() {
        return (0.0, 0.0, 0.0);
    }
    let n = v.len() as f64;
    let mean = v.iter().sum::<f64>() / n;
    let var = v.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / n;
    let half = 1.96 * (var / n).sqrt();
    (mean, (mean - half).max(0.0), (mean + half).min(1.0))
}

/// `[#####.....] 12/40` on stderr.
fn bar(done: u64, total: u64) {
    let width: u64 = 30;
    let filled = (done * width)
        .checked_div(total)
        .unwrap_or(width)
        .min(width);
    let mut e = std::io::stderr();
    let _ = write!(
        e,
        "\r[{}{}] {done}/{total} games",
        "#".repeat(filled as usize),
        ".".repeat((width - filled) as usize)
    );
    let _ = e.flush();
}
