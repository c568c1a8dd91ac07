//! `tournament`: computer players against each other over seeded games.
//!
//! ```text
//! tournament GAME --players A,B[,C...] [--games N] [--openings K] [--balanced SEEDS [--balance-nodes N | --balance-exact]] [--seed S] [--max-plies N] [--no-swap] [--records DIR] [--log FILE] [--endgame-file PATH [--endgame-balance-only]] [--option KEY=VALUE]... [--position TEXT]
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

mod opening;
mod stats;

use std::io::Write;

use fanga_ai::{Catalog, Engine, PlayerSpec};
use fanga_core::{LapBudget, Outcome, Player, catalog::Extensions};

use crate::args::{Args, Spec};
use crate::io::{Io, Stop, fail};
use crate::search::go;
use crate::tables::endgame_table;
use crate::tool::entry_points;
use opening::{Balance, Opening, opening};
use stats::{bar, file_name, interval, json};

/// What one game came to, for the first player of its pair.
struct GameResult {
    /// 1, 0.5 or 0.
    score: f64,
    /// How it ended; `None` if unfinished.
    outcome: Option<Outcome>,
    /// Plies played, openings included.
    plies: usize,
}

/// What the command line accepts.
const SPEC: Spec = Spec {
    usage: USAGE,
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
    about: ABOUT,
    players: true,
};

entry_points!("tournament", tournament, SPEC);

const USAGE: &str = "tournament GAME --players A,B[,C...] [--games N] [--openings K] [--balanced SEEDS [--balance-nodes N | --balance-exact]] [--seed S] [--max-plies N] [--no-swap] [--records DIR] [--log FILE] [--endgame-file PATH [--endgame-balance-only]] [--option KEY=VALUE]... [--position TEXT]";

const ABOUT: &str = "Plays every pair of --players (PLAYER, below) over N seeded games (default 20),\n\
openings of K random plies (default 4) played twice with the colours swapped, and\n\
prints each pair's score with a 95% interval, how its games ended, and each\n\
player's totals. --records DIR writes every game as a record; --log FILE appends\n\
one line of JSON a game; --balanced SEEDS keeps only openings that a search rates\n\
within SEEDS seeds of even (--balance-exact: whose solved value is); --endgame-file\n\
PATH (a game that declares endgame tables) gives the alpha-beta and greedy players,\n\
and the solving of openings, the endgame table in PATH (written by `solve GAME\n\
--endgame-file`), and --endgame-balance-only gives it to the solving alone.";

/// What the command line asks of the tournament.
struct Plan {
    specs: Vec<(String, PlayerSpec)>,
    games: u64,
    openings: u64,
    seed: u64,
    balance_nodes: u64,
    balanced: Option<f64>,
    exact: bool,
    max_plies: u64,
    swap: bool,
}

#[allow(clippy::too_many_lines)]
fn tournament(catalog: &Catalog, args: Args, io: &mut Io<'_>) -> Result<(), Stop> {
    let t = settings(&args)?;
    let records = args.value("--records").map(std::path::PathBuf::from);
    let mut log = match args.value("--log") {
        Some(v) => Some(
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(v)
                .or_else(|e| fail(format!("--log {v}: {e}")))?,
        ),
        None => None,
    };
    if let Some(dir) = &records {
        std::fs::create_dir_all(dir)
            .or_else(|e| fail(format!("--records {}: {e}", dir.display())))?;
    }
    // The start, checked once through the catalog's rules.
    let start = args.position(catalog)?.to_string();
    let endgame_file = args.value("--endgame-file");
    let table = endgame_table(catalog, &args.game, Some(&args.options), endgame_file)?;
    let extensions = table
        .as_ref()
        .map(|t| t.extensions.clone())
        .unwrap_or_default();
    // The table for solving openings only: the players play without it.
    let balance_only = args.has("--endgame-balance-only");
    if balance_only && (endgame_file.is_none() || !args.has("--balance-exact")) {
        return fail("--endgame-balance-only needs --endgame-file and --balance-exact");
    }
    let players_extensions = if balance_only {
        Extensions::new()
    } else {
        extensions.clone()
    };
    let endgame_seeds = table.as_ref().filter(|_| !balance_only).map(|t| t.seeds);
    // The exact value of an opening (`--balance-exact`), in seeds.
    let solve_opening = |position: &str| -> Result<fanga_ai::solve::Value, String> {
        let config = fanga_ai::solve::SolveConfig {
            moves: false,
            tools: extensions.clone(),
            ..Default::default()
        };
        catalog
            .solve(&args.game, &args.options, Some(position), config)
            .map(|r| r.value)
            .map_err(|e| e.to_string())
    };
    let new_session = || -> Result<Box<dyn Engine>, Stop> {
        let mut s = catalog
            .session(&args.game, &args.options, &players_extensions)
            .or_else(fail)?;
        // A batch tool decides every turn exactly, as the examples do (the
        // players' searches bound their own: `Limits::laps`).
        s.set_lap_budget(LapBudget::UNLIMITED);
        s.set_position(Some(&start), &[]).or_else(fail)?;
        Ok(s)
    };
    let specs = &t.specs;
    let pairs: Vec<(usize, usize)> = (0..specs.len())
        .flat_map(|a| (a + 1..specs.len()).map(move |b| (a, b)))
        .collect();
    let total = pairs.len() as u64 * t.games;
    let progress = io.errors_terminal;
    let mut done = 0;
    let mut table = Vec::new();
    // Openings by seed: each pair plays the same ones, searched once.
    let mut cache: std::collections::HashMap<u64, Opening> = std::collections::HashMap::new();
    for &(a, b) in &pairs {
        let mut results = Vec::new();
        for g in 0..t.games {
            let opening_seed = t.seed.wrapping_add(if t.swap { g / 2 } else { g });
            // Even games: A moves first (South); odd games: B does.
            let a_is_south = !t.swap || g % 2 == 0;
            let (south, north) = if a_is_south { (a, b) } else { (b, a) };
            let opening = match cache.get(&opening_seed) {
                Some(o) => o.clone(),
                None => {
                    let o = opening(
                        &new_session,
                        &start,
                        t.openings,
                        opening_seed,
                        t.balanced.map(|m| {
                            let how = if t.exact {
                                Balance::Exact(&solve_opening)
                            } else {
                                Balance::Search(t.balance_nodes)
                            };
                            (m, how)
                        }),
                    )?;
                    cache.insert(opening_seed, o.clone());
                    o
                }
            };
            let mut s = new_session()?;
            #[allow(clippy::disallowed_methods, reason = "native only")]
            let clock = std::time::Instant::now();
            let r = play(
                &mut *s,
                &start,
                [&specs[south].1, &specs[north].1],
                &opening.moves,
                t.seed.wrapping_add(g),
                t.max_plies,
            )?;
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
                    t.seed.wrapping_add(g),
                    json(&r.map_or(String::new(), |o| o.reason().to_string())),
                    t.balanced.map_or(String::new(), |m| format!(
                        ",\"balanced\":{m}{},\"opening_tries\":{},\"opening_score\":{}",
                        if t.exact {
                            ",\"balance_exact\":true"
                        } else {
                            ""
                        },
                        opening.tries,
                        opening.score.map_or(0, |s| s.0)
                    )),
                    endgame_seeds.map_or(String::new(), |n| format!(",\"endgame_seeds\":{n}")),
                );
                writeln!(f, "{line}")
                    .and_then(|()| f.flush())
                    .or_else(|e| fail(format!("--log: {e}")))?;
            }
            if let Some(dir) = &records {
                let name = format!(
                    "{}-vs-{}-{g}.txt",
                    file_name(&specs[a].0),
                    file_name(&specs[b].0)
                );
                std::fs::write(dir.join(name), s.record()).or_else(fail)?;
            }
            results.push(GameResult {
                score,
                outcome: r,
                plies,
            });
            done += 1;
            if progress {
                io.progress(bar(done, total));
            }
        }
        table.push((a, b, results));
    }
    if progress {
        io.progress("\n");
    }
    report(io, &args.game, &t, &table)
}

/// The tournament's settings, or a failure.
fn settings(args: &Args) -> Result<Plan, Stop> {
    let Some(players) = args.value("--players") else {
        return fail("--players is required: `--players ab:d4,mcts:1000`");
    };
    let specs = players
        .split(',')
        .map(|s| {
            let spec: PlayerSpec = s.trim().parse().or_else(fail)?;
            Ok((s.trim().to_string(), spec))
        })
        .collect::<Result<Vec<_>, Stop>>()?;
    if specs.len() < 2 {
        return fail("--players needs two players or more");
    }
    let balanced = args.value("--balanced").map(margin).transpose()?;
    let nodes = args.value("--balance-nodes").is_some();
    if balanced.is_none() && nodes {
        return fail("--balance-nodes sets the search of --balanced, which is missing");
    }
    let exact = args.has("--balance-exact");
    if exact && balanced.is_none() {
        return fail("--balance-exact solves the openings of --balanced, which is missing");
    }
    if exact && nodes {
        return fail("--balance-exact solves the openings: --balance-nodes has no search to set");
    }
    Ok(Plan {
        specs,
        games: args.positive("--games", 20)?,
        openings: args.number("--openings", 4)?,
        seed: args.number("--seed", 0)?,
        balance_nodes: args.positive("--balance-nodes", 100_000)?,
        balanced,
        exact,
        max_plies: args.positive("--max-plies", 500)?,
        swap: !args.has("--no-swap"),
    })
}

/// The tables of results: each pair's, how its games ended, each
/// player's totals.
fn report(
    io: &mut Io<'_>,
    game: &str,
    t: &Plan,
    table: &[(usize, usize, Vec<GameResult>)],
) -> Result<(), Stop> {
    let specs = &t.specs;
    io.line(format_args!(
        "{game} ({} games a pair, openings of {} random plies from seed {}{}{})",
        t.games,
        t.openings,
        t.seed,
        t.balanced.map_or(String::new(), |m| format!(
            ", balanced within {m} seeds{}",
            if t.exact { " (solved)" } else { "" }
        )),
        if t.swap {
            ", colours swapped"
        } else {
            ", the first player named South"
        }
    ))?;
    io.line("")?;
    io.line(
        "| pair | games | wins | draws | losses | unfinished | score | 95% interval | mean plies |",
    )?;
    io.line("|---|---:|---:|---:|---:|---:|---:|---|---:|")?;
    let mut totals = vec![(0.0, 0u64); specs.len()];
    for (a, b, results) in table {
        let n = results.len();
        let wins = results.iter().filter(|r| r.score == 1.0).count();
        let losses = results.iter().filter(|r| r.score == 0.0).count();
        let unfinished = results.iter().filter(|r| r.outcome.is_none()).count();
        let (mean, lo, hi) = interval(results.iter().map(|r| r.score));
        let plies = results.iter().map(|r| r.plies).sum::<usize>() as f64 / n.max(1) as f64;
        io.line(format_args!(
            "| {} vs {} | {n} | {wins} | {} | {losses} | {unfinished} | {:.1}% | {:.1}% to {:.1}% | {plies:.1} |",
            specs[*a].0,
            specs[*b].0,
            n - wins - losses,
            100.0 * mean,
            100.0 * lo,
            100.0 * hi
        ))?;
        let sum: f64 = results.iter().map(|r| r.score).sum();
        totals[*a].0 += sum;
        totals[*a].1 += n as u64;
        let games = n as f64;
        totals[*b].0 += games - sum;
        totals[*b].1 += n as u64;
    }
    io.line("")?;
    for (a, b, results) in table {
        let mut reasons = std::collections::BTreeMap::new();
        for r in results {
            let name = r
                .outcome
                .map_or("unfinished".to_string(), |o| o.reason().to_string());
            *reasons.entry(name).or_insert(0) += 1;
        }
        let reasons: Vec<String> = reasons.iter().map(|(r, n)| format!("{r} {n}")).collect();
        io.line(format_args!(
            "{} vs {} ended by: {}",
            specs[*a].0,
            specs[*b].0,
            reasons.join(", ")
        ))?;
    }
    io.line("")?;
    io.line("| player | games | points | score |")?;
    io.line("|---|---:|---:|---:|")?;
    for (i, (points, n)) in totals.iter().enumerate() {
        let share = if *n == 0 { 0.0 } else { points / *n as f64 };
        io.line(format_args!(
            "| {} | {n} | {points} | {:.1}% |",
            specs[i].0,
            100.0 * share
        ))?;
    }
    Ok(())
}

/// `--balanced`'s margin in seeds, from 0 to 1000, or a failure.
fn margin(text: &str) -> Result<f64, Stop> {
    match text
        .parse::<f64>()
        .ok()
        .filter(|m| m.is_finite() && (0.0..=1000.0).contains(m))
    {
        Some(m) => Ok(m),
        None => fail(format!(
            "--balanced: `{text}` is not a margin in seeds (a number from 0 to 1000)"
        )),
    }
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
) -> Result<Option<Outcome>, Stop> {
    let mut moves: Vec<String> = opening.to_vec();
    let refs: Vec<&str> = moves.iter().map(String::as_str).collect();
    if let Err(e) = s.set_position(Some(start), &refs) {
        return fail(format!("an opening move was refused: {e}"));
    }
    for ply in u64::try_from(moves.len()).unwrap_or(u64::MAX)..max_plies {
        if let Some(o) = s.outcome() {
            return Ok(Some(o));
        }
        let Some(best) = s.go(
            go(players[s.turn().index()].clone(), seed.wrapping_add(ply)),
            &mut |_| {},
        ) else {
            return Ok(None);
        };
        moves.push(best.mv);
        let refs: Vec<&str> = moves.iter().map(String::as_str).collect();
        if let Err(e) = s.set_position(Some(start), &refs) {
            return fail(format!("a player's move was refused: {e}"));
        }
    }
    Ok(s.outcome())
}
