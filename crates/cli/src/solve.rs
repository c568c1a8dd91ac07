//! `solve`: solves a game exactly: the value of a position with perfect
//! play, the value of every move, a principal variation, and what it cost.
//!
//! ```text
//! solve GAME [--option KEY=VALUE]... [--position TEXT] [--memory MIB] [--endgame SEEDS] [--endgame-file PATH] [--threads N] [--no-moves]
//! ```
//!
//! The catalog's solver runs the method each game declares: a memoised
//! search (MTD(f) over a table of exact bounds) for games whose positions
//! never repeat, which gives the result and the final margin; retrograde
//! analysis for the others, which gives the result and the plies to the
//! end. `--memory` caps the tables (MiB, default 16384); a game too large
//! for it is reported with the positions found, an upper bound on its
//! positions and an estimate, never by running out of memory. A game
//! solved by retrograde analysis is first tried under 64 MiB: when that is
//! not enough, its positions are estimated from the growth of their
//! breadth-first levels (`reach::Estimate`, a few seconds), at the memory a
//! position took, weighed against the cap, and a board out of reach is
//! refused at once; a board within reach is solved, with its progress
//! against the cap on the terminal and the estimate in the report. A
//! game with endgame tables (the value of every state with few seeds on the
//! board) is solved over one, built first (with its own progress line and
//! time): `--endgame SEEDS` sets its seeds (default: the game's choice for
//! the board; `--memory` caps the table too), and `--endgame-file PATH`
//! reads the table from PATH, or, when PATH does not exist, builds it and
//! writes it there for the next solves (boards of the same size share
//! tables). `--threads N` sets the threads that build the table and search
//! (default one a core). `--no-moves` gives the value alone (a search then
//! skips solving every move's position).
//!
//! A progress line goes to the errors when they are a terminal. The report
//! ends with the time and the peak memory of the process (Linux: `VmHWM`).

mod estimate;
pub mod reach;
mod table;

use std::time::Instant;

use fanga_ai::Catalog;
use fanga_ai::solve::{Method, SolveConfig, SolveSettings, SolveStats};
use fanga_core::catalog::TableRequest;

use crate::args::{Args, Spec};
use crate::io::{Io, Stop, fail};
use crate::tool::entry_points;
use estimate::too_large;
use reach::{Attempt, Request, solve_capped_noting};
use table::endgame_table;

/// What the command line accepts.
const SPEC: Spec = Spec {
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
};

entry_points!("solve", solve, SPEC);

/// Positions between two progress lines: a long solve shows its progress
/// several times a second.
pub(crate) const PROGRESS_EVERY: u64 = 1 << 16;

#[allow(clippy::too_many_lines)]
fn solve(catalog: &Catalog, args: Args, io: &mut Io<'_>) -> Result<(), Stop> {
    let memory: u64 = args.positive("--memory", 16_384u64)?;
    let endgame: Option<u8> = match args.value("--endgame") {
        Some(_) => Some(args.number("--endgame", 0u8)?),
        None => None,
    };
    let threads: Option<usize> = match args.value("--threads") {
        Some(_) => Some(args.positive("--threads", 1usize)?),
        None => None,
    };
    if threads == Some(0) {
        return fail("--threads must be at least 1");
    }
    // The position, checked (and shown) before the work starts.
    let root = args.position(catalog)?;
    io.line(format_args!(
        "game: {}{}",
        args.game,
        if args.options.is_empty() {
            String::new()
        } else {
            format!(" ({})", args.options.join(", "))
        }
    ))?;
    io.line(format_args!("position: {root}"))?;

    let terminal = io.errors_terminal;
    // The game's endgame table, read from --endgame-file, or built first
    // (and written there when the file does not exist yet); its time is
    // reported apart.
    let path = args.value("--endgame-file");
    let request = TableRequest::new(
        endgame.map(u32::from),
        threads,
        Some(memory.saturating_mul(1 << 20)),
    );
    let table = endgame_table(catalog, &args, path, &request, io)?;
    #[allow(clippy::disallowed_methods, reason = "native only")]
    let started = Instant::now();
    // The solver calls its progress from anywhere, for as long as it
    // likes: a terminal's line goes straight to the process's standard
    // error.
    let cap = memory.saturating_mul(1 << 20);
    let progress = move |s: &SolveStats| {
        if terminal {
            let text = format!(
                "\r  {:>7.1} M positions, tables {:>6.0} MiB of the {} cap, {:>6.1} s ",
                s.nodes as f64 / 1e6,
                s.table_bytes as f64 / (1u64 << 20) as f64,
                fanga_core::text::Bytes(cap),
                started.elapsed().as_secs_f64()
            );
            let mut e = std::io::stderr();
            let _ = std::io::Write::write_all(&mut e, text.as_bytes());
        }
    };
    let moves = !args.has("--no-moves");
    let tools = table.map(|t| t.extensions);
    let config = |memory: u64| {
        let mut config = SolveConfig {
            settings: SolveSettings {
                memory,
                progress_every: PROGRESS_EVERY,
                ..SolveSettings::default()
            },
            moves,
            progress: Some(Box::new(progress)),
            ..SolveConfig::default()
        };
        if let Some(tools) = &tools {
            config.tools = tools.clone();
        }
        config.tools.set(request);
        config
    };
    let mut estimated = None;
    let request = Request {
        catalog,
        game: &args.game,
        options: &args.options,
        position: args.position.as_deref(),
    };
    let attempt = solve_capped_noting(&request, &*root, cap, &config, &mut |e, needed| {
        estimated = Some((e.describe(), needed));
    });
    let elapsed = started.elapsed();
    if terminal {
        io.progress(format_args!("\r{:60}\r", ""));
    }
    // The estimate a game larger than the first try got, and the memory
    // it said the analysis needs (the analysis's own account, as the cap
    // is weighed).
    if let Some((estimate, needed)) = &estimated
        && matches!(attempt, Attempt::Solved(_))
    {
        io.line(format_args!(
            "estimate before the solve: {estimate}; about {} of tables",
            fanga_core::text::Bytes(*needed)
        ))?;
    }
    let report = match attempt {
        Attempt::Solved(r) => r,
        Attempt::TooLarge(e, estimate) => {
            too_large(io, &*root, &e, &estimate)?;
            io.line(format_args!("time: {:.2} s", elapsed.as_secs_f64()))?;
            peak(io)?;
            return Err(Stop::Exit(1));
        }
        refused @ Attempt::OutOfReach { .. } => {
            if let Some(line) = refused.out_of_reach_line() {
                io.line(format_args!("not solved: {line}"))?;
            }
            io.line(format_args!("time: {:.2} s", elapsed.as_secs_f64()))?;
            return Err(Stop::Exit(1));
        }
        Attempt::Failed(e) => {
            io.line(format_args!("not solved: {e}"))?;
            return Err(Stop::Exit(1));
        }
    };
    io.line(format_args!("method: {}", report.method))?;
    let plies = report
        .plies
        .map(|n| format!(" in {n} plies"))
        .unwrap_or_default();
    io.line(format_args!(
        "value: {} to move: {}{plies}",
        report.mover, report.value
    ))?;
    if !report.moves.is_empty() {
        io.line("moves (value for the player to move):")?;
        let width = report.moves.iter().map(|(m, _)| m.len()).max().unwrap_or(0);
        for (m, v) in &report.moves {
            let best = if *v == report.value { "  best" } else { "" };
            io.line(format_args!("  {m:width$}  {v}{best}"))?;
        }
    }
    if !report.pv.is_empty() {
        io.line(format_args!(
            "principal variation: {}",
            report.pv.join(" | ")
        ))?;
    }
    match report.method {
        Method::Search => io.line(format_args!(
            "positions: {} searched, {} in the table",
            group(report.positions),
            group(report.distinct)
        ))?,
        _ => io.line(format_args!(
            "positions: {} reachable, {} of them drawn",
            group(report.positions),
            group(report.distinct)
        ))?,
    }
    let mib = report.bytes as f64 / (1u64 << 20) as f64;
    io.line(format_args!("tables: {mib:.1} MiB"))?;
    io.line(format_args!("time: {:.2} s", elapsed.as_secs_f64()))?;
    peak(io)
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

/// The process's peak memory, where the system says it (Linux).
fn peak(io: &mut Io<'_>) -> Result<(), Stop> {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    if let Some(line) = status.lines().find(|l| l.starts_with("VmHWM:")) {
        let kib: u64 = line
            .split_whitespace()
            .nth(1)
            .and_then(|v| v.parse().ok())
            .unwrap_or(0);
        let mib = kib as f64 / 1024.0;
        io.line(format_args!("peak memory: {mib:.1} MiB"))?;
    }
    Ok(())
}
