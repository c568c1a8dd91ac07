//! The endgame table a solve reads first: from `--endgame-file`, or built.

use std::time::Instant;

use fanga_ai::Catalog;
use fanga_core::catalog::{TableError, TableFile, TableRequest};

use super::group;
use crate::args::Args;
use crate::io::{Io, Stop, fail};

/// The game's endgame table: read from `path` if the file exists (its
/// seeds are the file's), else built (`--endgame` seeds, by default the
/// game's choice for the board) on `--threads` threads, and written to
/// `path` if one is given. `None` when the game has no tables or the
/// position needs none (then the solve goes without one).
pub(super) fn endgame_table(
    catalog: &Catalog,
    args: &Args,
    path: Option<&str>,
    request: &TableRequest,
    io: &mut Io<'_>,
) -> Result<Option<TableFile>, Stop> {
    #[allow(clippy::disallowed_methods, reason = "native only")]
    let started = Instant::now();
    let entry = catalog.get(&args.game).or_else(fail)?;
    if let Some(path) = path {
        match std::fs::File::open(path) {
            Ok(file) => {
                let mut file = std::io::BufReader::new(file);
                let table = match entry.read_table(&mut file, Some(&args.options)) {
                    Ok(t) => t,
                    Err(e @ TableError::NoTables { .. }) => {
                        return fail(format!("--endgame-file: {e}"));
                    }
                    Err(e) => return fail(format!("{path}: {e}")),
                };
                if request.seeds.is_some_and(|s| s != table.seeds) {
                    return fail(format!(
                        "{path} holds a table of {} seeds, not {}",
                        table.seeds,
                        request.seeds.unwrap_or(0)
                    ));
                }
                io.line(format_args!(
                    "endgame table: read {path} ({} seeds, {} states) in {:.2} s",
                    table.seeds,
                    group(table.states),
                    started.elapsed().as_secs_f64()
                ))?;
                return Ok(Some(table));
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return fail(format!("{path}: {e}")),
        }
    }
    let terminal = io.errors_terminal;
    let progress = |valued: u64, total: u64| {
        if terminal {
            let text = format!(
                "\r  endgame table: {:>5.1}% of {} states, {:>6.1} s ",
                valued as f64 * 100.0 / total.max(1) as f64,
                group(total),
                started.elapsed().as_secs_f64()
            );
            let _ = std::io::Write::write_all(&mut std::io::stderr(), text.as_bytes());
        }
    };
    let built = entry.build_table(&args.options, args.position.as_deref(), request, &progress);
    if terminal {
        io.progress(format_args!("\r{:70}\r", ""));
    }
    let table = match built {
        Ok(Some(t)) => t,
        Ok(None) => {
            if path.is_some() {
                return fail(format!(
                    "--endgame-file: {} needs no endgame table here",
                    args.game
                ));
            }
            return Ok(None);
        }
        Err(e) => return fail(e),
    };
    let seconds = started.elapsed().as_secs_f64();
    let written = match path {
        Some(path) => {
            let write = std::fs::File::create(path).and_then(|f| {
                let mut w = std::io::BufWriter::new(f);
                table.write_to(&mut w)?;
                std::io::Write::flush(&mut w)
            });
            if let Err(e) = write {
                return fail(format!("{path}: {e}"));
            }
            format!(", written to {path}")
        }
        None => String::new(),
    };
    let threads = request
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get().min(8)));
    io.line(format_args!(
        "endgame table: built ({} seeds, {} states) in {seconds:.2} s on {threads} threads{written}",
        table.seeds,
        group(table.states),
    ))?;
    Ok(Some(table))
}
