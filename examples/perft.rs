//! Counts move sequences (whole turns) from a position.
//!
//! ```text
//! cargo run --release --example perft -- GAME DEPTH [--position TEXT] [--option KEY=VALUE]... [--divide]
//! ```
//!
//! Prints `perft D N` for every D from 1 to DEPTH; with `--divide`, first each
//! legal move with its count at DEPTH - 1 below it (`MOVE: N`).

mod common;

use common::{Args, Spec, out};

fn main() {
    let args = Args::parse(&Spec {
        name: "perft",
        usage: "perft GAME DEPTH [--position TEXT] [--option KEY=VALUE]... [--divide]",
        positional: &["DEPTH"],
        valued: &[],
        switches: &["--divide"],
    });
    let depth: u32 = args.parse_number("DEPTH", &args.positional[0]);
    let position = args.position();
    if args.has("--divide") && depth > 0 {
        for (m, n) in position.divide(depth) {
            out(format_args!("{m}: {n}"));
        }
    }
    for d in 1..=depth {
        out(format_args!("perft {d} {}", position.perft(d)));
    }
}
