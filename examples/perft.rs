//! Counts move sequences (whole turns) from a position.
//!
//! ```text
//! cargo run --release --example perft -- GAME DEPTH [--position TEXT] [--option KEY=VALUE]... [--divide] [--lap-budget N]
//! ```
//!
//! Prints `perft D N` for every D from 1 to DEPTH; with `--divide`, first each
//! legal move with its count at DEPTH - 1 below it (`MOVE: N`).
//!
//! The counts are exact. With `--lap-budget N`, a turn on the way that is
//! still undecided after N laps stops the count with one line on stderr
//! (exit status 1) instead of running on.

mod common;

use common::{Args, Spec, out};

fn main() {
    let args = Args::parse(&Spec {
        name: "perft",
        usage: "perft GAME DEPTH [--position TEXT] [--option KEY=VALUE]... [--divide] [--lap-budget N]",
        positional: &["DEPTH"],
        valued: &["--lap-budget"],
        switches: &["--divide"],
        about: "Counts the whole-turn move sequences from the position: `perft D N` for every D\n\
         from 1 to DEPTH; --divide first prints each legal move with its count. With\n\
         --lap-budget N, a turn still undecided after N laps stops the count (exit 1).",
        players: false,
    });
    let depth: u32 = args.parse_number("DEPTH", &args.positional[0]);
    let budget = args.budget();
    let position = args.position();
    let undecided = |e| -> ! {
        eprintln!("perft: {e}");
        std::process::exit(1)
    };
    if args.has("--divide") && depth > 0 {
        let list = if budget.is_unlimited() {
            position.divide(depth)
        } else {
            position
                .divide_within(depth, budget)
                .unwrap_or_else(|e| undecided(e))
        };
        for (m, n) in list {
            out(format_args!("{m}: {n}"));
        }
    }
    for d in 1..=depth {
        let n = if budget.is_unlimited() {
            position.perft(d)
        } else {
            position
                .perft_within(d, budget)
                .unwrap_or_else(|e| undecided(e))
        };
        out(format_args!("perft {d} {n}"));
    }
}
