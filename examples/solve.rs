//! Solves a game exactly: the value of a position with perfect play, the
//! value of every move, a principal variation, and what it cost.
//!
//! ```text
//! cargo run --release --example solve -- GAME [--option KEY=VALUE]... [--position TEXT] [--memory MIB] [--endgame SEEDS] [--endgame-file PATH] [--threads N] [--no-moves]
//! ```
//!
//! `fanga::solve::solve` runs the method each game declares: a memoised
//! search (MTD(f) over a table of exact bounds) for games whose positions
//! never repeat, which gives the result and the final margin; retrograde
//! analysis for the others, which gives the result and the plies to the
//! end. `--memory` caps the tables (MiB, default 16384); a game too large
//! for it is reported with the positions found, an upper bound on its
//! positions and a sampled estimate, never by running out of memory. A game
//! with endgame tables (the value of every state with few seeds on the
//! board) is solved over one, built first (with its own progress line and
//! time): `--endgame SEEDS` sets its seeds (default: the game's choice for
//! the board; `--memory` caps the table too), and `--endgame-file PATH`
//! reads the table from PATH, or, when PATH does not exist, builds it and
//! writes it there for the next solves (boards of the same size share
//! tables). `--threads N` sets the threads that build the table and search
//! (default one a core). `--no-moves` gives the value alone (a search then
//! skips solving every move's position).
//!
//! A progress line goes to stderr when it is a terminal. The report ends
//! with the time and the peak memory of the process (Linux: `VmHWM`).

mod common;

use std::io::IsTerminal;
use std::time::Instant;

use common::{Args, Spec, fail, out};
use fanga::ai::solve::{SolveError, SolveSettings, SolveStats};
use fanga::core::SplitMix64;
use fanga::solve::{Method, SolveConfig, SolveGameError};

fn main() {
    let args = Args::parse(&Spec {
        name: "solve",
        usage: "solve GAME [--option KEY=VALUE]... [--position TEXT] [--memory MIB] [--endgame SEEDS] [--endgame-file PATH] [--threads N] [--no-moves]",
        positional: &[],
        valued: &["--memory", "--endgame", "--endgame-file", "--threads"],
        switches: &["--no-moves"],
        about: "Solves the position exactly (the start, or --position): its value with perfect play,\n\
         the value of every move (unless --no-moves) and a principal variation, by the method\n\
         the game declares: a search (result and final margin) where positions never repeat,\n\
         retrograde analysis (result and plies to the end) where they can; a game whose value\n\
         depends on its history says so. --memory MIB caps the tables (default 16384). A game\n\
         with endgame tables reads one built first: --endgame SEEDS sets its seeds (default:\n\
         the game's choice for the board); --endgame-file PATH reads it from PATH, or builds\n\
         it and writes it there; --threads N sets the threads that build it and search\n\
         (default: one a core).",
        players: false,
    });
    let memory: u64 = args.number("--memory", 16_384u64);
    if memory == 0 {
        fail("solve", "--memory must be at least 1 MiB");
    }
    let endgame: Option<u8> = args
        .values
        .iter()
        .any(|(k, _)| *k == "--endgame")
        .then(|| args.number("--endgame", 0u8));
    let threads: Option<usize> = args
        .values
        .iter()
        .any(|(k, _)| *k == "--threads")
        .then(|| args.number("--threads", 1usize));
    if threads == Some(0) {
        fail("solve", "--threads must be at least 1");
    }
    // The position, checked (and shown) before the work starts.
    let root = args.position();
    out(format_args!(
        "game: {}{}",
        args.game,
        if args.options.is_empty() {
            String::new()
        } else {
            format!(" ({})", args.options.join(", "))
        }
    ));
    out(format_args!("position: {}", root));

    let terminal = std::io::stderr().is_terminal();
    // The game's endgame table, read from --endgame-file, or built first
    // (and written there when the file does not exist yet); its time is
    // reported apart.
    let path = args
        .values
        .iter()
        .find(|(k, _)| *k == "--endgame-file")
        .map(|(_, path)| path.as_str());
    let request = fanga::core::TableRequest::new(
        endgame.map(u32::from),
        threads,
        Some(memory.saturating_mul(1 << 20)),
    );
    let table = endgame_table(&args, path, &request, terminal);
    #[allow(clippy::disallowed_methods, reason = "native only")]
    let started = Instant::now();
    let progress = move |s: &SolveStats| {
        if terminal {
            eprint!(
                "\r  {:>7.1} M positions, table {:>6.0} MiB, {:>6.1} s ",
                s.nodes as f64 / 1e6,
                s.table_bytes as f64 / (1u64 << 20) as f64,
                started.elapsed().as_secs_f64()
            );
        }
    };
    #[allow(unused_mut)]
    let mut config = SolveConfig {
        settings: SolveSettings {
            memory: memory.saturating_mul(1 << 20),
            progress_every: 1 << 20,
            ..SolveSettings::default()
        },
        moves: !args.has("--no-moves"),
        progress: Some(Box::new(progress)),
        ..SolveConfig::default()
    };
    if let Some(table) = table {
        config.tools = table.settings;
    }
    config.tools.set(request);
    let result = fanga::solve::solve(&args.game, &args.options, args.position.as_deref(), config);
    let elapsed = started.elapsed();
    if terminal {
        eprint!("\r{:60}\r", "");
    }
    let report = match result {
        Ok(r) => r,
        Err(SolveGameError::Solve(e @ SolveError::TooLarge { .. })) => {
            too_large(&*root, &e);
            out(format_args!("time: {:.2} s", elapsed.as_secs_f64()));
            peak();
            std::process::exit(1);
        }
        Err(e) => {
            out(format_args!("not solved: {e}"));
            std::process::exit(1);
        }
    };
    out(format_args!("method: {}", report.method));
    let plies = report
        .plies
        .map(|n| format!(" in {n} plies"))
        .unwrap_or_default();
    out(format_args!(
        "value: {} to move: {}{plies}",
        report.mover, report.value
    ));
    if !report.moves.is_empty() {
        out("moves (value for the player to move):");
        let width = report.moves.iter().map(|(m, _)| m.len()).max().unwrap_or(0);
        for (m, v) in &report.moves {
            let best = if *v == report.value { "  best" } else { "" };
            out(format_args!("  {m:width$}  {v}{best}"));
        }
    }
    if !report.pv.is_empty() {
        out(format_args!(
            "principal variation: {}",
            report.pv.join(" | ")
        ));
    }
    match report.method {
        Method::Search => out(format_args!(
            "positions: {} searched, {} in the table",
            group(report.positions),
            group(report.distinct)
        )),
        _ => out(format_args!(
            "positions: {} reachable, {} of them drawn",
            group(report.positions),
            group(report.distinct)
        )),
    }
    out(format_args!(
        "tables: {:.1} MiB",
        report.bytes as f64 / (1u64 << 20) as f64
    ));
    out(format_args!("time: {:.2} s", elapsed.as_secs_f64()));
    peak();
}

/// A number with thousands separators: `1,234,567`.
fn group(n: u64) -> String {
    let s = n.to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The game's endgame table: read from `path` if the file exists (its
/// seeds are the file's), else built (`--endgame` seeds, by default the
/// game's choice for the board) on `--threads` threads, and written to
/// `path` if one is given. `None` when the game has no tables or the
/// position needs none (then the solve goes without one).
fn endgame_table(
    args: &Args,
    path: Option<&str>,
    request: &fanga::core::TableRequest,
    terminal: bool,
) -> Option<fanga::core::TableFile> {
    use fanga::core::TableError;
    #[allow(clippy::disallowed_methods, reason = "native only")]
    let started = Instant::now();
    let catalog = fanga::catalog();
    let entry = catalog.get(&args.game).unwrap_or_else(|e| fail("solve", e));
    if let Some(path) = path {
        match std::fs::File::open(path) {
            Ok(file) => {
                let mut file = std::io::BufReader::new(file);
                let table = match entry.read_table(&mut file, Some(&args.options)) {
                    Ok(t) => t,
                    Err(e @ TableError::NoTables { .. }) => {
                        fail("solve", format!("--endgame-file: {e}"))
                    }
                    Err(e) => fail("solve", format!("{path}: {e}")),
                };
                if request.seeds.is_some_and(|s| s != table.seeds) {
                    fail(
                        "solve",
                        format!(
                            "{path} holds a table of {} seeds, not {}",
                            table.seeds,
                            request.seeds.unwrap_or(0)
                        ),
                    );
                }
                out(format_args!(
                    "endgame table: read {path} ({} seeds, {} states) in {:.2} s",
                    table.seeds,
                    group(table.states),
                    started.elapsed().as_secs_f64()
                ));
                return Some(table);
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => fail("solve", format!("{path}: {e}")),
        }
    }
    let progress = |valued: u64, total: u64| {
        if terminal {
            eprint!(
                "\r  endgame table: {:>5.1}% of {} states, {:>6.1} s ",
                valued as f64 * 100.0 / total.max(1) as f64,
                group(total),
                started.elapsed().as_secs_f64()
            );
        }
    };
    let built = entry.build_table(&args.options, args.position.as_deref(), request, &progress);
    if terminal {
        eprint!("\r{:70}\r", "");
    }
    let table = match built {
        Ok(Some(t)) => t,
        Ok(None) => {
            if path.is_some() {
                fail(
                    "solve",
                    format!("--endgame-file: {} needs no endgame table here", args.game),
                );
            }
            return None;
        }
        Err(e) => fail("solve", e),
    };
    let seconds = started.elapsed().as_secs_f64();
    let written = path.map(|path| {
        let write = std::fs::File::create(path).and_then(|f| {
            let mut w = std::io::BufWriter::new(f);
            table.write_to(&mut w)?;
            std::io::Write::flush(&mut w)
        });
        if let Err(e) = write {
            fail("solve", format!("{path}: {e}"));
        }
        format!(", written to {path}")
    });
    let threads = request
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get().min(8)));
    out(format_args!(
        "endgame table: built ({} seeds, {} states) in {seconds:.2} s on {threads} threads{}",
        table.seeds,
        group(table.states),
        written.unwrap_or_default()
    ));
    Some(table)
}

/// The process's peak memory, where the system says it (Linux).
fn peak() {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    if let Some(line) = status.lines().find(|l| l.starts_with("VmHWM:")) {
        let kib: u64 = line
            .split_whitespace()
            .nth(1)
            .and_then(|v| v.parse().ok())
            .unwrap_or(0);
        out(format_args!("peak memory: {:.1} MiB", kib as f64 / 1024.0));
    }
}

/// The report of a game too large for the cap: how far the analysis got,
/// an upper bound on the positions, and a sampled estimate.
fn too_large(root: &dyn fanga::core::AnyPosition, e: &SolveError) {
    out(format_args!("not solved: {e}"));
    // The position text's numbers are the seeds of every hole and pool:
    // no position has more seeds than the start (seeds leave the board,
    // never come back), so sharing at most that many among those places,
    // for either player to move, bounds the positions.
    let text = root.to_string();
    let numbers: Vec<u64> = text
        .split(|c: char| !c.is_ascii_digit())
        .filter(|w| !w.is_empty())
        .filter_map(|w| w.parse().ok())
        .collect();
    let seeds: u64 = numbers.iter().sum();
    let places = numbers.len() as u64;
    // C(seeds + places, places): ways to share at most `seeds` seeds.
    let mut bound: f64 = 1.0;
    for i in 1..=places {
        bound = bound * (seeds + i) as f64 / i as f64;
    }
    out(format_args!(
        "upper bound: {:.2e} positions (either player to move, at most {seeds} seeds shared among the {places} holes and pools the position text lists: 2 x C({}, {places}); other state the text holds, such as a phase, multiplies it)",
        2.0 * bound,
        seeds + places,
    ));
    let (found, complete) = match e {
        SolveError::TooLarge {
            positions,
            complete_plies,
            ..
        } => (*positions, *complete_plies),
        _ => (0, 0),
    };
    // Capture-recapture: two samples, each of one position a random game
    // reaches at a random ply past the plies the analysis completed; the
    // share of the second sample already in the first estimates how many
    // positions there are to meet. Random games meet some positions more
    // often than others, so the estimate leans low; never below the count
    // found.
    let sample = |seed: u64, n: usize| {
        let mut rng = SplitMix64::new(seed);
        let mut seen = std::collections::HashSet::new();
        let mut tries = 0;
        while seen.len() < n && tries < 20 * n {
            tries += 1;
            // A random game of at most 1,000 plies, and one of its
            // positions past ply `complete`, uniformly.
            let mut p = root.boxed_clone();
            let mut past = Vec::new();
            for ply in 1..=1000u32 {
                let count = p.move_count();
                if count == 0 || p.outcome().is_some() {
                    break;
                }
                let i = (rng.next_u64() % count as u64) as usize;
                let Some((_, next)) = p.play_index(i) else {
                    break;
                };
                p = next;
                if ply > complete {
                    past.push(p.key());
                }
            }
            if !past.is_empty() {
                seen.insert(past[(rng.next_u64() % past.len() as u64) as usize]);
            }
        }
        seen
    };
    let n = 10_000;
    let a = sample(1, n);
    let b = sample(2, n);
    let both = a.intersection(&b).count();
    let (na, nb) = (a.len() as f64, b.len() as f64);
    if both == 0 {
        out(format_args!(
            "estimate: more than {:.1e} positions (two samples of {} and {} positions of random games past ply {complete} share none)",
            (na * nb).max(found as f64),
            a.len(),
            b.len()
        ));
    } else {
        out(format_args!(
            "estimate: about {:.1e} positions (capture-recapture: two samples of {} and {} positions of random games past ply {complete} share {both}; it leans low)",
            (na * nb / both as f64).max(found as f64),
            a.len(),
            b.len()
        ));
    }
}
