//! `perft`: counts move sequences (whole turns) from a position.
//!
//! ```text
//! perft GAME DEPTH [--position TEXT] [--option KEY=VALUE]... [--divide] [--lap-budget N]
//! ```
//!
//! Prints `perft D N` for every D from 1 to DEPTH; with `--divide`, first
//! each legal move with its count at DEPTH - 1 below it (`MOVE: N`).
//!
//! The counts are exact. With `--lap-budget N`, a turn on the way that is
//! still undecided after N laps stops the count with one line on the
//! errors (exit status 1) instead of running on.

use fanga_ai::Catalog;

use crate::args::{Args, Spec, number};
use crate::io::{Io, Stop};
use crate::tool::entry_points;

/// What the command line accepts.
const SPEC: Spec = Spec {
    usage: "perft GAME DEPTH [--position TEXT] [--option KEY=VALUE]... [--divide] [--lap-budget N]",
    positional: &["DEPTH"],
    valued: &["--lap-budget"],
    switches: &["--divide"],
    about: "Counts the whole-turn move sequences from the position: `perft D N` for every D\n\
         from 1 to DEPTH; --divide first prints each legal move with its count. With\n\
         --lap-budget N, a turn still undecided after N laps stops the count (exit 1).",
    players: false,
};

entry_points!("perft", perft, SPEC);

fn perft(catalog: &Catalog, args: Args, io: &mut Io<'_>) -> Result<(), Stop> {
    let depth: u32 = number("DEPTH", &args.positional[0])?;
    let budget = args.budget()?;
    let position = args.position(catalog)?;
    let undecided = |e: fanga_core::registry::RegistryError| Stop::Status(e.to_string(), 1);
    if args.has("--divide") && depth > 0 {
        let list = position.divide(depth, budget).map_err(undecided)?;
        for (m, n) in list {
            io.line(format_args!("{m}: {n}"))?;
        }
    }
    for d in 1..=depth {
        let n = position.perft(d, budget).map_err(undecided)?;
        io.line(format_args!("perft {d} {n}"))?;
    }
    Ok(())
}
